import { Type } from '@sinclair/typebox';
import { defineOperation, Warnings } from '@celestial/core';
import { inclusion, LESSON_MEANINGS, nameParts } from '../lib/numerology.js';
import { Counts, FullName, System } from '../lib/numerology-schemas.js';
import { englishTextWarnings } from '../lib/warnings.js';

export default defineOperation({
  method: 'POST',
  path: '/numerology/karmic-lessons',
  summary: 'Karmic lessons: the values 1-9 that no letter of the full name has',
  description: 'Inclusion table: the count of letters of the full birth name per value 1-9; each value with no letter is a karmic lesson (Decoz; Jordan). Meanings in English.',
  body: Type.Object({ fullName: FullName, system: Type.Optional(System) }),
  response: Type.Object({ missing: Type.Array(Type.Integer({ minimum: 1, maximum: 9 })), counts: Counts, meanings: Type.Array(Type.Object({ number: Type.Integer({ minimum: 1, maximum: 9 }), meaning: Type.String() })), warnings: Warnings }),
  examples: [{ body: { fullName: 'Thomas John Smith' } }],
  handler: ({ body, lang }) => {
    const counts = inclusion(nameParts(body.fullName, 'fullName'), body.system ?? 'pythagorean');
    const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => counts[d] === 0);
    return { missing, counts, meanings: missing.map((number) => ({ number, meaning: LESSON_MEANINGS[number]! })), warnings: englishTextWarnings(lang) };
  },
});
