import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs } from '../lib/vocabulary.js';
import { birthData, Ephemeris, TimeZones, defineOperation, SignReferenceSchema } from '@celestial/core';
import { Echo, natalStelliums } from '../lib/aspect-patterns.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/aspect-patterns/stellium',
  summary: 'Stelliums: bodies massed in one sign, one house or a narrow span of longitude',
  description:
    'Sun-Pluto (node and Chiron excluded; Ascendant and MC only with includeAngles) grouped by sign and by house (the k whose arc [cusp k, cusp k+1) of the swe_houses_ex cusps holds the longitude); a stellium is at least minBodies (default 3) bodies in one sign or one house, and also a longitude cluster of at least minBodies no wider than maxSpan (default 10 deg; the maximal windows only). No aspect orbs are involved; every group listed once, members in body order; span = the arc from the first member to the last. After Bil Tierney, Dynamics of Aspect Analysis (1983).',
  body: birthData({
    includeAngles: Type.Optional(Type.Boolean({ default: false })),
    minBodies: Type.Optional(Type.Integer({ minimum: 3, maximum: 10, default: 3 })),
    maxSpan: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 60, default: 10, description: 'widest longitude cluster, degrees' })),
  }),
  response: Type.Object({
    ...Echo,
    stelliums: Type.Array(
      Type.Object({
        by: Type.Union([Type.Literal('sign'), Type.Literal('house'), Type.Literal('span')]),
        where: Type.Union([
          SignReferenceSchema,
          Type.Object({ house: Type.Integer({ minimum: 1, maximum: 36 }), slug: Type.String({ description: 'first ... twelfth' }), name: Type.String({ description: "the house in the answer's language" }) }),
        ], { description: 'the sign (by sign, or for a span the sign where the cluster starts) or the house (by house), by reference' }),
        planets: Type.Array(BodyRefSchema),
        span: Type.Number({ minimum: 0, maximum: 360 }),
      }),
    ),
    count: Type.Integer({ minimum: 0 }),
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'capricorn-1990-with-angles', body: { date: '1990-01-10', time: '12:00:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52, includeAngles: true, minBodies: 4, maxSpan: 12 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(natalStelliums(body, services, lang), lang),
});
