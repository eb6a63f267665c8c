import { Type } from '@sinclair/typebox';
import { birthData, BodyIdList, Ephemeris, TimeZones, defineOperation, PositionMembers, Warnings } from '@celestial/core';
import { midpoints } from './lib/aspect-tools.js';
import { Echo } from './lib/aspect-patterns.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { withWarnings, BodyRefSchema } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/midpoints',
  summary: 'Midpoints of every pair of factors, near and far, in the 360-degree circle',
  description:
    'All n(n-1)/2 pairs of the factors (planetIds, or Ebertin\'s Sun-Pluto and mean node; Ascendant and MC unless includeAngles is false): near midpoint = (a + ((b - a + 540) mod 360 - 180)/2) mod 360 on the shorter arc, with its house by cusp comparison (the k whose arc [cusp k, cusp k+1) of the swe_houses_ex cusps holds it); far midpoint = near + 180. Reinhold Ebertin, The Combination of Stellar Influences (1940). The 45-degree sort is /modern/ebertin/midpoint-sort.',
  body: birthData({ planetIds: Type.Optional(BodyIdList), includeAngles: Type.Optional(Type.Boolean({ default: true })) }),
  response: Type.Object({
    ...Echo,
    midpoints: Type.Array(
      Type.Object({
        pair: Type.Array(BodyRefSchema, { minItems: 2, maxItems: 2, description: 'the two factors by reference (a body, or the Ascendant and the midheaven)' }),
        near: Type.Object({ ...PositionMembers, house: Type.Integer({ minimum: 1, maximum: 36 }) }),
        far: Type.Object(PositionMembers),
      }),
    ),
    count: Type.Integer({ minimum: 0 }),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'lights-and-venus-no-angles', body: { ...KYIV_BIRTH, planetIds: [0, 1, 3], includeAngles: false } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withWarnings(midpoints(body, services, lang), lang),
});
