import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { modalitiesTable } from './lib/zodiac.js';
import { Language, REFERENCE_EXAMPLES, SignRef } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/modalities',
  summary: 'The three modalities: cardinal, fixed, mutable, with their signs and role in the season',
  description: "Ptolemy's tropical, solid and bicorporeal signs, Tetrabiblos I.11. Names follow the language of the answer (Accept-Language, `lang`). Keyless, 0 credits.",
  response: Type.Object({
    language: Language,
    modalities: Type.Array(
      Type.Object({
        slug: Type.Union([Type.Literal('cardinal'), Type.Literal('fixed'), Type.Literal('mutable')]),
        name: Type.String({ description: "in the answer's language" }),
        classicalName: Type.Union([Type.Literal('tropical'), Type.Literal('solid'), Type.Literal('bicorporeal')], { description: 'Ptolemy, Tetrabiblos I.11' }),
        signs: Type.Array(SignRef, { minItems: 4, maxItems: 4 }),
        seasonRole: Type.String(),
        i18nKey: Type.String(),
      }),
      { minItems: 3, maxItems: 3 },
    ),
  }),
  examples: REFERENCE_EXAMPLES,
  handler: ({ lang }) => ({ language: lang, modalities: modalitiesTable(lang) }),
});
