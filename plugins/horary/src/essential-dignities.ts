import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers, StringEnum } from '@celestial/core';
import { essentialDignitiesAnswer } from './lib/answers.js';
import { Echo, PlanetRef } from './lib/schemas.js';
import { LONDON_QUESTION } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/horary/essential-dignities',
  summary: "Lilly's essential dignities and their scores for the seven planets",
  description:
    "Lilly, Christian Astrology p.104 table and p.115 scores: domicile +5 (mutual reception by sign scored as domicile), exaltation +4, triplicity +3 to the ruler of the chart's sect only (Lilly's rulers day/night: fire Sun/Jupiter, earth Venus/Moon, air Saturn/Mercury, water Mars both; day = Sun above the horizon), term +2 (Ptolemaic terms as Lilly printed them, or Egyptian), face +1 (Chaldean order); detriment -5, fall -4, peregrine (none of the five) -5.",
  body: birthData({ terms: Type.Optional(StringEnum(['ptolemaic', 'egyptian'] as const, { default: 'ptolemaic' })) }),
  response: Type.Object({
    ...Echo,
    terms: StringEnum(['ptolemaic', 'egyptian'] as const),
    sect: StringEnum(['day', 'night'] as const),
    planets: Type.Array(Type.Object({
      slug: Type.String(), name: Type.String(), ...PositionMembers,
      domicile: Type.Boolean(), exaltation: Type.Boolean(), triplicity: Type.Boolean(), term: Type.Boolean(), face: Type.Boolean(),
      detriment: Type.Boolean(), fall: Type.Boolean(), peregrine: Type.Boolean(),
      mutualReception: Type.Union([PlanetRef, Type.Null()], { description: 'the planet it is in mutual reception with by sign' }),
      score: Type.Number(),
    }), { minItems: 7, maxItems: 7 }),
    strongest: PlanetRef,
    weakest: PlanetRef,
  }),
  examples: [{ name: 'london', body: LONDON_QUESTION }, { name: 'egyptian', body: { ...LONDON_QUESTION, terms: 'egyptian' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => essentialDignitiesAnswer(body, services, lang),
});
