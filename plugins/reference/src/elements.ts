import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { langOf } from './lib/i18n.js';
import { elementsTable } from './lib/zodiac.js';
import { REFERENCE_EXAMPLES, SignNameSchema, TriplicityLords } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/elements',
  summary: 'The four elements: signs, qualities and triplicity rulers',
  description:
    'Triplicity rulers (day, night, participating) after Dorotheus of Sidon, Carmen Astrologicum I.1; qualities after Aristotle, On Generation and Corruption II.3. `lang` localises `name`. Keyless, 0 credits.',
  response: Type.Object({
    elements: Type.Array(
      Type.Object({
        slug: Type.Union([Type.Literal('fire'), Type.Literal('earth'), Type.Literal('air'), Type.Literal('water')]),
        name: Type.String({ description: 'in the language of `lang`, English by default' }),
        signs: Type.Array(SignNameSchema, { minItems: 3, maxItems: 3 }),
        qualities: Type.Object({
          temperature: Type.Union([Type.Literal('hot'), Type.Literal('cold')]),
          moisture: Type.Union([Type.Literal('dry'), Type.Literal('wet')]),
        }),
        triplicityRulers: TriplicityLords,
      }),
      { minItems: 4, maxItems: 4 },
    ),
  }),
  examples: REFERENCE_EXAMPLES,
  handler: ({ query }) => ({ elements: elementsTable(langOf(query)) }),
});
