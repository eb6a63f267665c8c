import { Type } from '@sinclair/typebox';
import { birthData, BodyIdList, Operations, defineOperation } from '@celestial/core';
import { localSpaceOf, renderLocalSpaceMap } from './lib/astrocartography.js';
import { RenderAnswer, RenderOptions } from './lib/kit.js';
import { KYIV } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/render/local-space-map',
  summary: 'Local Space map: each body\'s azimuth from the birthplace as a great circle',
  description:
    "Local Space after Michael Erlewine and Steve Cozzi: the azimuth of each body at the birthplace (swe_azalt, as /local-space computes it) drawn as its great circle on an azimuthal-equidistant map centred there (d3-geo), Natural Earth land, rings every 5000 km, clipped at radiusKm (default 20000, the whole globe). Bodies below the horizon dashed; glyphs round the rim spread without reordering.",
  body: birthData({
    planetIds: Type.Optional(BodyIdList),
    radiusKm: Type.Optional(Type.Number({ minimum: 100, maximum: 20015, default: 20000 })),
    options: Type.Optional(RenderOptions),
  }),
  response: RenderAnswer,
  examples: [{ name: 'kyiv', body: { ...KYIV, radiusKm: 10000 } }],
  deps: { operations: Operations },
  handler: async ({ body, lang, caller }, { operations }) => renderLocalSpaceMap(await localSpaceOf(body, { operations, caller }, lang), body, lang),
});
