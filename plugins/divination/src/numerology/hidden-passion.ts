import { Type } from '@sinclair/typebox';
import { defineOperation, Warnings } from '@celestial/core';
import { inclusion, nameParts, NUMBER_MEANINGS } from '../lib/numerology.js';
import { Counts, FullName, System } from '../lib/numerology-schemas.js';
import { englishTextWarnings } from '../lib/warnings.js';

export default defineOperation({
  method: 'POST',
  path: '/numerology/hidden-passion',
  summary: 'The hidden passion: the value(s) occurring most often among the letters of the full name',
  description: 'The value(s) 1-9 occurring most often among the letters of the full birth name (the inclusion table); ties return all (Decoz). Meaning of the first in English.',
  body: Type.Object({ fullName: FullName, system: Type.Optional(System) }),
  response: Type.Object({ numbers: Type.Array(Type.Integer({ minimum: 1, maximum: 9 }), { minItems: 1 }), count: Type.Integer({ minimum: 1 }), counts: Counts, meaning: Type.String(), warnings: Warnings }),
  examples: [{ body: { fullName: 'Thomas John Smith' } }],
  handler: ({ body, lang }) => {
    const counts = inclusion(nameParts(body.fullName, 'fullName'), body.system ?? 'pythagorean');
    const count = Math.max(...Object.values(counts));
    const numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => counts[d] === count);
    return { numbers, count, counts, meaning: numbers.map((n) => `${n}: ${NUMBER_MEANINGS[n]}`).join('; '), warnings: englishTextWarnings(lang) };
  },
});
