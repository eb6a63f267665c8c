import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import type { LineValue } from './lib/cast.js';
import { readingAnswer, ReadingMembers } from './lib/reading.js';

export default defineOperation({
  method: 'POST',
  path: '/iching/from-lines',
  summary: 'Identifies a hexagram cast by hand from its six lines, with the relating hexagram and the texts to read',
  description:
    "Six values bottom to top, each 6, 7, 8, 9 (old yin, young yang, young yin, old yang) or 0/1 (yin/yang, unchanging). The King Wen number from the (lower, upper) trigram pair, the relating hexagram from the 6 and 9 lines, readingFocus per Zhu Xi, Yixue Qimeng (1186); texts from James Legge, 'The I Ching' (1882), in English.",
  body: Type.Object({
    lines: Type.Array(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(6), Type.Literal(7), Type.Literal(8), Type.Literal(9)]), { minItems: 6, maxItems: 6, description: 'bottom to top: 6|7|8|9, or 0 (yin) | 1 (yang)' }),
  }),
  response: Type.Object(ReadingMembers),
  examples: [{ name: 'two-changing', body: { lines: [7, 9, 8, 8, 6, 7] } }, { name: 'binary', body: { lines: [1, 0, 0, 0, 1, 0] } }],
  handler: ({ body, lang }) => {
    const values = body.lines.map((v) => (v === 1 ? 7 : v === 0 ? 8 : v)) as LineValue[];
    return readingAnswer(values, lang);
  },
});
