import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { HOUSE_SYSTEM_CODES } from '@celestial/core/astro';
import { housesTable } from './lib/houses.js';
import { ClassicalPlanet, Language, REFERENCE_EXAMPLES, SignRef } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/houses',
  summary: 'The twelve houses (Greek names, topics, natural sign, joy) and the 25 house systems',
  description:
    'House topics after Vettius Valens, Anthology (Greek place names such as Agathos Daimon, the Good Spirit); joys after Firmicus Maternus. System codes are the Swiss Ephemeris hsys letters accepted by houseSystem (case matters: I and i differ). Keyless, 0 credits.',
  response: Type.Object({
    language: Language,
    houses: Type.Array(
      Type.Object({
        number: Type.Integer({ minimum: 1, maximum: 12 }),
        slug: Type.String({ description: 'first ... twelfth' }),
        name: Type.String({ description: "the house's name in the answer's language (1st house, 1. Haus, ...)" }),
        angularity: Type.Union([Type.Literal('angular'), Type.Literal('succedent'), Type.Literal('cadent')]),
        greekName: Type.String({ description: "the Greek place name, transliterated, with its meaning, in the answer's language" }),
        topics: Type.Array(Type.String()),
        naturalSign: SignRef,
        joy: Type.Union([ClassicalPlanet, Type.Null()], { description: 'the planet that rejoices in this house (Firmicus Maternus, Mathesis II.19), or null' }),
      }),
      { minItems: 12, maxItems: 12 },
    ),
    houseSystems: Type.Array(
      Type.Object({
        code: Type.Union(HOUSE_SYSTEM_CODES.map((c) => Type.Literal(c)), { description: 'Swiss Ephemeris hsys letter, case-sensitive: the value the houseSystem input takes (SERVICE-SPEC)' }),
        slug: Type.String(),
        name: Type.String({ description: "in the answer's language" }),
      }),
      { minItems: 25, maxItems: 25 },
    ),
  }),
  examples: REFERENCE_EXAMPLES,
  // The letters are SERVICE-SPEC's houseSystem values (natal chart input: "exactly one of the 25
  // codes P K R C E W ... case matters"), so they stay as the specification writes them.
  specFixed: ['houseSystems[].code'],
  handler: ({ lang }) => ({ language: lang, ...housesTable(lang) }),
});
