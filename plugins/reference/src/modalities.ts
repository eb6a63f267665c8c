import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { langOf } from './lib/i18n.js';
import { modalitiesTable } from './lib/zodiac.js';
import { REFERENCE_EXAMPLES, SignNameSchema } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/modalities',
  summary: 'The three modalities: cardinal, fixed, mutable, with their signs and role in the season',
  description: "Ptolemy's tropical, solid and bicorporeal signs, Tetrabiblos I.11. `lang` localises `name`. Keyless, 0 credits.",
  response: Type.Object({
    modalities: Type.Array(
      Type.Object({
        slug: Type.Union([Type.Literal('cardinal'), Type.Literal('fixed'), Type.Literal('mutable')]),
        name: Type.String({ description: 'in the language of `lang`, English by default' }),
        classicalName: Type.Union([Type.Literal('tropical'), Type.Literal('solid'), Type.Literal('bicorporeal')], { description: 'Ptolemy, Tetrabiblos I.11' }),
        signs: Type.Array(SignNameSchema, { minItems: 4, maxItems: 4 }),
        seasonRole: Type.String(),
        i18nKey: Type.String(),
      }),
      { minItems: 3, maxItems: 3 },
    ),
  }),
  examples: REFERENCE_EXAMPLES,
  handler: ({ query }) => ({ modalities: modalitiesTable(langOf(query)) }),
});
