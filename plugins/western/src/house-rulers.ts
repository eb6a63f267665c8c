import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum, PositionMembers } from '@celestial/core';
import { houseRulers } from './lib/rulers.js';
import { Moment, Settings } from './lib/schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { BodyRefSchema, SignMembers, withBodyRefs, withSignNumbers } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/house-rulers',
  summary: 'Lord of each house cusp and the house it occupies',
  description:
    'The domicile lord of each cusp sign of houseSystem (traditional, or modern with rulership "modern") and its sign and house (the k whose arc [cusp k, cusp k+1) holds it): Lilly\'s "lord of the 10th in the 7th". Signs intercepted in a house (neither cusp in them) are listed with their lords as co-rulers. Twelve-house systems only (Gauquelin G refused).',
  body: birthData({ rulership: Type.Optional(StringEnum(['traditional', 'modern'] as const, { default: 'traditional' })) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    rulership: StringEnum(['traditional', 'modern'] as const),
    houses: Type.Array(Type.Object({
      house: Type.Integer({ minimum: 1, maximum: 12 }),
      cuspSign: PositionMembers.sign, cuspSignName: PositionMembers.signName,
      ruler: BodyRefSchema,
      modernRuler: Type.Union([BodyRefSchema, Type.Null()], { description: 'Uranus, Neptune or Pluto on an Aquarius, Pisces or Scorpio cusp, else null' }),
      rulerSign: PositionMembers.sign, rulerSignName: PositionMembers.signName,
      rulerHouse: Type.Integer({ minimum: 1, maximum: 12 }),
      interceptedSigns: Type.Array(Type.Object({ ...SignMembers, coRuler: BodyRefSchema })),
    }), { minItems: 12, maxItems: 12 }),
    rulerships: Type.Array(Type.Object({ planet: BodyRefSchema, rulesHouses: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })) })),
  }),
  examples: [
    { name: 'placidus', body: KYIV_BIRTH },
    { name: 'modern-koch', body: { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0, houseSystem: 'K', rulership: 'modern' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withSignNumbers(houseRulers(body, services, lang), lang), lang),
});
