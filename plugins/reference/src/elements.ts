import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { elementsTable } from './lib/zodiac.js';
import { Language, REFERENCE_EXAMPLES, SignRef, TriplicityLords } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/elements',
  summary: 'The four elements: signs, qualities and triplicity rulers',
  description:
    'Triplicity rulers (day, night, participating) after Dorotheus of Sidon, Carmen Astrologicum I.1; qualities after Aristotle, On Generation and Corruption II.3. Names follow the language of the answer (Accept-Language, `lang`). Keyless, 0 credits.',
  response: Type.Object({
    language: Language,
    elements: Type.Array(
      Type.Object({
        slug: Type.Union([Type.Literal('fire'), Type.Literal('earth'), Type.Literal('air'), Type.Literal('water')]),
        name: Type.String({ description: "in the answer's language" }),
        signs: Type.Array(SignRef, { minItems: 3, maxItems: 3 }),
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
  handler: ({ lang }) => ({ language: lang, elements: elementsTable(lang) }),
});
