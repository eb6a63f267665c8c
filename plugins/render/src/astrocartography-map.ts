import { Type } from '@sinclair/typebox';
import { birthData, BodyIdList, Operations, StringEnum, defineOperation } from '@celestial/core';
import { acgOf, renderAcgMap } from './lib/astrocartography.js';
import { RenderAnswer, renderOptionsMembers } from './lib/kit.js';
import { KYIV } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/render/astrocartography-map',
  summary: 'Astro*Carto*Graphy map: MC, IC, ASC and DSC lines over the world',
  description:
    "Jim Lewis's Astro*Carto*Graphy from the lines /acg computes: MC and IC meridians where the body culminates (right ascension - GAST at birth), ASC and DSC curves from cos H = -tan(lat) tan(dec) per degree of latitude, over an equirectangular Natural Earth map (default 1000 x 500). planetIds default Sun to Pluto; lines default all four (IC and DSC dashed). Labels spread along the top edge (MC, IC) and the equator (ASC, DSC) without reordering.",
  body: birthData({
    planetIds: Type.Optional(BodyIdList),
    lines: Type.Optional(Type.Array(StringEnum(['MC', 'IC', 'ASC', 'DSC'] as const), { maxItems: 4 })),
    options: Type.Optional(Type.Object({ ...renderOptionsMembers, showGraticule: Type.Optional(Type.Boolean()) }, { additionalProperties: false })),
  }),
  response: RenderAnswer,
  examples: [{ name: 'kyiv', body: KYIV }],
  deps: { operations: Operations },
  handler: async ({ body, lang, caller }, { operations }) => renderAcgMap(await acgOf(body, { operations, caller }, lang), body, lang),
});
