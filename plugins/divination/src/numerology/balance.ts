import { Type } from '@sinclair/typebox';
import { defineOperation, Warnings } from '@celestial/core';
import { letterValue, nameParts, NUMBER_MEANINGS, reduce } from '../lib/numerology.js';
import { FullName, LetterValues, System } from '../lib/numerology-schemas.js';
import { englishTextWarnings } from '../lib/warnings.js';

export default defineOperation({
  method: 'POST',
  path: '/numerology/balance',
  summary: 'The balance number: the initials of the full name, summed and reduced',
  description: 'Balance number: the sum of the values of the initials of each part of the full name, reduced to one digit (Decoz). Meaning in English.',
  body: Type.Object({ fullName: FullName, system: Type.Optional(System) }),
  response: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 9 }), initials: LetterValues, meaning: Type.String(), warnings: Warnings }),
  examples: [{ body: { fullName: 'Thomas John Smith' } }],
  handler: ({ body, lang }) => {
    const system = body.system ?? 'pythagorean';
    const initials = nameParts(body.fullName, 'fullName').map((p) => ({ letter: p[0]!, value: letterValue(p[0]!, system) }));
    const number = reduce(initials.reduce((s, x) => s + x.value, 0), false);
    return { number, initials, meaning: NUMBER_MEANINGS[number]!, warnings: englishTextWarnings(lang) };
  },
});
