import { Type } from '@sinclair/typebox';
import { defineOperation, Warnings } from '@celestial/core';
import { CHEIRO_COMPOUNDS, cheiroCompound, letterValue, nameParts, NUMBER_MEANINGS, reduce } from '../lib/numerology.js';
import { LetterValues } from '../lib/numerology-schemas.js';
import { englishTextWarnings } from '../lib/warnings.js';

export default defineOperation({
  method: 'POST',
  path: '/numerology/chaldean-name',
  summary: "Cheiro's Chaldean name number: the compound number and its root",
  description:
    "Cheiro, 'Cheiro's Book of Numbers' (1926): Chaldean letter values (no letter is 9) summed over the name in use; the compound number (10-52 read with Cheiro's symbolic meanings; above 52 reduced by digit sum until it is at most 52; below 10 there is no compound, compoundMeaning null) and its root digit. Meanings paraphrased, in English.",
  body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 200, description: 'the name in use; Latin letters, diacritics stripped' }) }),
  response: Type.Object({ total: Type.Integer(), compound: Type.Integer(), root: Type.Integer({ minimum: 1, maximum: 9 }), letters: LetterValues, compoundMeaning: Type.Union([Type.String(), Type.Null()]), rootMeaning: Type.String(), warnings: Warnings }),
  examples: [{ body: { name: 'Thomas Smith' } }],
  handler: ({ body, lang }) => {
    const letters = nameParts(body.name, 'name').flatMap((p) => [...p].map((letter) => ({ letter, value: letterValue(letter, 'chaldean') })));
    const total = letters.reduce((s, l) => s + l.value, 0);
    const compound = cheiroCompound(total);
    const root = reduce(compound, false);
    return { total, compound, root, letters, compoundMeaning: CHEIRO_COMPOUNDS[compound] ?? null, rootMeaning: NUMBER_MEANINGS[root]!, warnings: englishTextWarnings(lang) };
  },
});
