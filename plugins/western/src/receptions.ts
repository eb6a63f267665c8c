import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { receptions } from './lib/receptions.js';

const Dignity = Type.Union([StringEnum(['domicile', 'exaltation', 'triplicity', 'term', 'face'] as const), Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/receptions',
  summary: 'Receptions between Sun to Saturn: which dignity each holds where the other stands',
  description:
    'type1 = the strongest dignity (domicile > exaltation > triplicity > term > face) planet2 holds at planet1\'s position, type2 the converse; mutual when both. Egyptian terms and Chaldean faces by default, replaced sign by sign by termsData and decansData.',
  body: birthData(
    {
      termsData: Type.Optional(Type.Array(Type.Object({
        sign: Type.String({ maxLength: 20 }),
        terms: Type.Array(Type.Object({ endDegree: Type.Number({ exclusiveMinimum: 0, maximum: 30 }), planet: Type.String({ maxLength: 20 }) }), { minItems: 1, maxItems: 12 }),
      }), { maxItems: 12 })),
      decansData: Type.Optional(Type.Array(Type.Object({
        sign: Type.String({ maxLength: 20 }),
        decans: Type.Array(Type.String({ maxLength: 20 }), { minItems: 1, maxItems: 12 }),
      }), { maxItems: 12 })),
      rulership: Type.Optional(StringEnum(['traditional', 'modern'] as const, { default: 'traditional' })),
    },
    { time: 'HH:mm|HH:mm:ss' },
  ),
  // SERVICE-SPEC "POST /receptions" prescribes count, mutual and the receptions' members
  // (planet1Id, planet1Name, planet2Id, planet2Name, type1, type2, isMutual).
  specFixed: ['count', 'mutual', 'receptions'],
  response: Type.Object({
    count: Type.Integer({ minimum: 0 }),
    mutual: Type.Integer({ minimum: 0 }),
    sect: StringEnum(['diurnal', 'nocturnal'] as const),
    rulership: StringEnum(['traditional', 'modern'] as const),
    receptions: Type.Array(Type.Object({
      planet1Id: Type.Integer(), planet1Name: Type.String(), planet2Id: Type.Integer(), planet2Name: Type.String(),
      type1: Dignity, type2: Dignity, isMutual: Type.Boolean(),
    })),
  }),
  examples: [
    { name: 'default-tables', body: { date: '1990-07-15', time: '14:30', timezoneOffset: 3, latitude: 50.45, longitude: 30.52 } },
    { name: 'own-terms', body: { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52, termsData: [{ sign: 'cancer', terms: [{ endDegree: 30, planet: 'Saturn' }] }], decansData: [{ sign: 'Leo', decans: ['Sun', 'Sun', 'Sun'] }] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => receptions(body, services),
});
