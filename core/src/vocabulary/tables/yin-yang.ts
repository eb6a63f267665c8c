/**
 * Yin and yang (陰陽), the two polarities of the Chinese stems, branches and years (a yang year:
 * a yang stem, 甲丙戊庚壬). Named as each language's literature on Chinese astrology writes the
 * pair: the transliteration in the Latin and Cyrillic scripts (Ukrainian and Russian інь/ян,
 * Czech and Hungarian jin/jang as those languages spell them), the characters' readings in
 * Japanese (陰/陽, in/yō), Korean (음/양) and Vietnamese (Âm/Dương). Sign polarity (masculine,
 * feminine) is the polarity table; this one is the Chinese pair.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const YIN_YANG_TERMS: TermTable = rowTable(`
yang|Yang|Yang|Yang|Yang|Yang|Yang|Yang|Yang|Jang|Yang|Jang|Yang|Yang|Dương|Ян|Ян|Γιανγκ|يانغ|यांग|陽|양
yin|Yin|Yin|Yin|Yin|Yin|Yin|Yin|Yin|Jin|Yin|Jin|Yin|Yin|Âm|Инь|Інь|Γιν|ين|यिन|陰|음
`);
