import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers, StringEnum, Warnings } from '@celestial/core';
import { draconic } from '../lib/points.js';
import { Moment, Settings } from '../lib/schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';
import { withWarnings, BodyRefSchema } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/chart/draconic',
  summary: 'Draconic chart: every body and angle measured from the north node at 0 Aries',
  description:
    'lambda_d = (lambda - node) mod 360 with the mean (default) or true north node (Pamela Crane, Draconic Astrology, 1987); crossContacts are conjunctions and oppositions of draconic to natal positions within 1 degree.',
  body: birthData({ node: Type.Optional(StringEnum(['mean', 'true'] as const, { default: 'mean' })) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    node: Type.Object({ type: StringEnum(['mean', 'true'] as const), longitude: Type.Number({ minimum: 0, maximum: 360 }) }),
    planets: Type.Array(Type.Object({
      id: Type.Integer(),
      slug: Type.String(),
      name: Type.String(),
      tropicalLongitude: Type.Number({ minimum: 0, maximum: 360, description: 'the natal (tropical or sidereal) longitude' }),
      ...PositionMembers,
    })),
    angles: Type.Object({ ascendant: Type.Number({ minimum: 0, maximum: 360 }), mc: Type.Number({ minimum: 0, maximum: 360 }) }),
    crossContacts: Type.Array(Type.Object({
      // Both points by reference, named in the answer's language (English names before; English sweep).
      draconic: BodyRefSchema, tropical: BodyRefSchema, aspect: StringEnum(['conjunction', 'opposition'] as const), orb: Type.Number({ minimum: 0, maximum: 1 }),
    })),
    warnings: Warnings,
  }),
  examples: [
    { name: 'mean-node', body: KYIV_BIRTH },
    { name: 'true-node', body: { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0, node: 'true' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withWarnings(draconic(body, services, lang), lang),
});
