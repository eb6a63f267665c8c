import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, LotFormula as LotFormulaOf, PositionMembers, StringEnum } from '@celestial/core';
import { lotsAnswer } from './lib/places.js';
import { Echo, PlanetRef, SignMembers } from './lib/natal.js';
import { KYIV_BIRTH, NIGHT_BIRTH } from './lib/examples.js';

/** The formula used for the chart's sect (core's lotFormulaNamed; issue 12). */
const LotFormula = Type.Object(LotFormulaOf.properties, { description: "the formula used for the chart's sect: Asc + A - B" });

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/lots',
  summary: 'The seven Hermetic lots (Paulus) with the condition of each lot\'s lord',
  description:
    "Paulus Alexandrinus, Introductory Matters ch. 23: Fortune (day ASC + Moon - Sun), Spirit (ASC + Sun - Moon), Eros (ASC + Venus - Spirit), Necessity (ASC + Fortune - Mercury), Courage (ASC + Fortune - Mars), Victory (ASC + Jupiter - Spirit), Nemesis (ASC + Fortune - Saturn), the two terms swapped by night. For each lot its domicile lord, the whole-sign relation of the lord's sign to the lot's (witnessing unless in aversion) and whether the lord is of the chart's sect.",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    sect: StringEnum(['day', 'night'] as const),
    lots: Type.Array(Type.Object({
      slug: Type.String(), name: Type.String(), formula: LotFormula,
      ...PositionMembers,
      wholeSignHouse: Type.Integer({ minimum: 1, maximum: 12 }),
      lord: PlanetRef,
      lordPosition: Type.Object({ ...SignMembers, wholeSignHouse: Type.Integer({ minimum: 1, maximum: 12 }) }),
      lordRelation: StringEnum(['copresence', 'sextile', 'square', 'trine', 'opposition', 'aversion'] as const),
      lordWitnessesLot: Type.Boolean(),
      lordInSect: Type.Boolean(),
    }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'day', body: KYIV_BIRTH }, { name: 'night', body: NIGHT_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => lotsAnswer(body, services, lang),
});
