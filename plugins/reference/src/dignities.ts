import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { dignitiesTable } from './lib/dignities.js';
import { ClassicalPlanet, Exaltation, Language, REFERENCE_EXAMPLES, SignRef, TriplicityLords } from './lib/schemas.js';

const Score = (value: number) => Type.Literal(value);

export default defineOperation({
  method: 'GET',
  path: '/reference/dignities',
  summary: 'Essential dignities per sign (domicile, exaltation, triplicity, terms, faces, detriment, fall) and their scores',
  description:
    "The essential dignity table and scores of William Lilly, Christian Astrology (1647), with the Egyptian terms (Ptolemy, Tetrabiblos I.20), Dorothean triplicities and Chaldean-order faces; the default that /receptions' termsData and decansData members override. Keyless, 0 credits.",
  response: Type.Object({
    language: Language,
    signs: Type.Array(
      Type.Object({
        ...SignRef.properties,
        domicile: ClassicalPlanet,
        exaltation: Type.Union([Exaltation, Type.Null()]),
        triplicity: TriplicityLords,
        terms: Type.Array(
          Type.Object({
            planet: ClassicalPlanet,
            startDeg: Type.Integer({ minimum: 0, maximum: 29, description: 'degree within the sign where the term begins (inclusive)' }),
            endDeg: Type.Integer({ minimum: 1, maximum: 30, description: 'degree within the sign where it ends (exclusive)' }),
          }),
          { minItems: 5, maxItems: 5 },
        ),
        faces: Type.Array(Type.Object({ planet: ClassicalPlanet, startDeg: Type.Integer({ minimum: 0, maximum: 20 }) }), { minItems: 3, maxItems: 3 }),
        detriment: ClassicalPlanet,
        fall: Type.Union([ClassicalPlanet, Type.Null()]),
      }),
      { minItems: 12, maxItems: 12 },
    ),
    scores: Type.Object({
      domicile: Score(5),
      exaltation: Score(4),
      triplicity: Score(3),
      term: Score(2),
      face: Score(1),
      detriment: Score(-5),
      fall: Score(-4),
      peregrine: Score(-5),
    }),
  }),
  examples: REFERENCE_EXAMPLES,
  handler: ({ lang }) => ({ language: lang, ...dignitiesTable(lang) }),
});
