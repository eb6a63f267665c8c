import { Type } from '@sinclair/typebox';
import { defineOperation, Warnings } from '@celestial/core';
import { isMaster, nameParts, NUMBER_MEANINGS, soulUrge } from '../lib/numerology.js';
import { FullName, LetterValues, System } from '../lib/numerology-schemas.js';
import { englishTextWarnings } from '../lib/warnings.js';

export default defineOperation({
  method: 'POST',
  path: '/numerology/soul-urge',
  summary: "The soul urge (heart's desire) number: the vowels of the full birth name",
  description:
    "Soul urge (heart's desire): vowels only; Y counts as a vowel when neither neighbouring letter is A, E, I, O or U (Lynn, Mary), otherwise as a consonant (Yolanda, Murray). Letter values: Pythagorean A-I = 1-9, J-R = 1-9, S-Z = 1-8; Chaldean (Cheiro 1926) A1 B2 C3 D4 E5 F8 G3 H5 I1 J1 K2 L3 M4 N5 O7 P8 Q1 R2 S3 T4 U6 V6 W6 X5 Y1 Z7; diacritics stripped (NFD), non-Latin letters refused with 400. Each name part reduced first, then the total; 11, 22, 33 kept as master numbers. Meanings paraphrased after Decoz (1994) and Jordan (1965), in English.",
  body: Type.Object({ fullName: FullName, system: Type.Optional(System) }),
  response: Type.Object({
    number: Type.Integer({ minimum: 0, maximum: 33 }),
    isMaster: Type.Boolean(),
    unreducedTotal: Type.Integer(),
    parts: Type.Array(Type.Object({ part: Type.String({ description: 'one part of the name, upper-case letters' }), value: Type.Integer() }), { description: 'each name part and its reduced value' }),
    vowels: LetterValues,
    meaning: Type.String(),
    warnings: Warnings,
  }),
  examples: [{ name: 'pythagorean', body: { fullName: 'Thomas John Smith' } }, { name: 'chaldean', body: { fullName: 'Mary Lynn Murray', system: 'chaldean' } }],
  handler: ({ body, lang }) => {
    const n = soulUrge(nameParts(body.fullName, 'fullName'), body.system ?? 'pythagorean');
    return { number: n.number, isMaster: isMaster(n.number), unreducedTotal: n.unreducedTotal, parts: n.parts, vowels: n.letters, meaning: NUMBER_MEANINGS[n.number] ?? 'no letters of this kind in the name', warnings: englishTextWarnings(lang) };
  },
});
