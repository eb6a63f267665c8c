import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, Warnings } from '@celestial/core';
import { hemispheresAnswer } from './lib/chart-balance.js';
import { Moment, Settings } from './lib/schemas.js';
import { KYIV_EXAMPLE } from './lib/houses-schemas.js';
import { BodyRefSchema, withBodyRefs, withWarnings } from './lib/vocabulary.js';

const Side = Type.Object({ count: Type.Integer({ minimum: 0 }), weight: Type.Number(), planets: Type.Array(BodyRefSchema) });

export default defineOperation({
  method: 'POST',
  path: '/hemispheres',
  summary: 'Hemisphere and quadrant emphasis of Sun to Pluto by house',
  description:
    'Sun to Pluto counted by house (cusp comparison of houseSystem): eastern = houses 10-12 and 1-3, western 4-9, southern (above the horizon) 7-12, northern (below) 1-6; quadrants I (1-3), II (4-6), III (7-9), IV (10-12). An emphasis when one side holds 7 of 10 planets, i.e. 70% of the total weight when weights are sent (default weight 1 per planet; the weights applied are echoed).',
  body: birthData({
    weights: Type.Optional(Type.Record(Type.String(), Type.Number({ minimum: 0, maximum: 100 }), { description: 'weight per planet name (Sun ... Pluto), default 1' })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    weights: Type.Record(Type.String(), Type.Number()),
    eastern: Side, western: Side, southern: Side, northern: Side,
    quadrants: Type.Array(Type.Composite([Type.Object({ quadrant: Type.Integer({ minimum: 1, maximum: 4 }), houses: Type.Array(Type.Integer()) }), Side]), { minItems: 4, maxItems: 4 }),
    emphasis: Type.Object({
      horizontal: Type.Union([Type.Literal('east'), Type.Literal('west'), Type.Literal('balanced')]),
      vertical: Type.Union([Type.Literal('above'), Type.Literal('below'), Type.Literal('balanced')]),
    }),
    warnings: Warnings,
  }),
  examples: [{ name: 'kyiv', body: KYIV_EXAMPLE }, { name: 'kyiv-luminaries-double', body: { ...KYIV_EXAMPLE, weights: { Sun: 2, Moon: 2 } } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withWarnings(hemispheresAnswer(body, services, lang), lang), lang),
});
