import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { langOf } from './lib/i18n.js';
import { polaritiesTable } from './lib/zodiac.js';
import { REFERENCE_EXAMPLES, SignNameSchema } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/polarities',
  summary: 'Masculine (diurnal) and feminine (nocturnal) signs',
  description: 'Alternating masculine/feminine signs from Aries after Ptolemy, Tetrabiblos I.12. `lang` localises `name`. Keyless, 0 credits.',
  response: Type.Object({
    polarities: Type.Array(
      Type.Object({
        slug: Type.Union([Type.Literal('masculine'), Type.Literal('feminine')]),
        name: Type.String({ description: 'Masculine or Feminine in the language of `lang`, English by default' }),
        sect: Type.Union([Type.Literal('diurnal'), Type.Literal('nocturnal')]),
        yinYang: Type.Union([Type.Literal('yang'), Type.Literal('yin')]),
        signs: Type.Array(SignNameSchema, { minItems: 6, maxItems: 6 }),
      }),
      { minItems: 2, maxItems: 2 },
    ),
  }),
  examples: REFERENCE_EXAMPLES,
  handler: ({ query }) => ({ polarities: polaritiesTable(langOf(query)) }),
});
