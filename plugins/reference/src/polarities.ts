import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { polaritiesTable } from './lib/zodiac.js';
import { Language, REFERENCE_EXAMPLES, SignRef } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/polarities',
  summary: 'Masculine (diurnal) and feminine (nocturnal) signs',
  description: 'Alternating masculine/feminine signs from Aries after Ptolemy, Tetrabiblos I.12. Names follow the language of the answer (Accept-Language, `lang`). Keyless, 0 credits.',
  response: Type.Object({
    language: Language,
    polarities: Type.Array(
      Type.Object({
        slug: Type.Union([Type.Literal('masculine'), Type.Literal('feminine')]),
        name: Type.String({ description: "in the answer's language" }),
        sect: Type.Union([Type.Literal('diurnal'), Type.Literal('nocturnal')]),
        yinYang: Type.Union([Type.Literal('yang'), Type.Literal('yin')]),
        signs: Type.Array(SignRef, { minItems: 6, maxItems: 6 }),
      }),
      { minItems: 2, maxItems: 2 },
    ),
  }),
  examples: REFERENCE_EXAMPLES,
  handler: ({ lang }) => ({ language: lang, polarities: polaritiesTable(lang) }),
});
