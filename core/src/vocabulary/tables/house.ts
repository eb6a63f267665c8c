/**
 * The twelve houses, as each language names a house of a chart ("1st house", "1. Haus",
 * "1-й дім", "第1ハウス", "भाव 1"). Slugs are the English ordinals (`first` ... `twelfth`): a
 * house has no other stable name across traditions, and slugs hold no numbers (DESIGN.md,
 * "Vocabulary"); HOUSE_SLUGS[n - 1] is the slug of house n.
 */
import type { TermTable } from '../terms.js';

export const HOUSE_SLUGS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'] as const;

export const HOUSE_TERMS = {
  first: {
    uk: '1-й дім', en: '1st house', de: '1. Haus', ru: '1-й дом', pl: '1. dom', es: 'Casa 1', pt: 'Casa 1', fr: 'Maison 1', it: 'Casa 1', nl: '1e huis', cs: '1. dům', ro: 'Casa 1', hu: '1. ház', el: '1ος οίκος', tr: '1. ev', ar: 'البيت 1', hi: 'भाव 1', ja: '第1ハウス', ko: '제1하우스', vi: 'Nhà 1', id: 'Rumah 1',
  },
  second: {
    uk: '2-й дім', en: '2nd house', de: '2. Haus', ru: '2-й дом', pl: '2. dom', es: 'Casa 2', pt: 'Casa 2', fr: 'Maison 2', it: 'Casa 2', nl: '2e huis', cs: '2. dům', ro: 'Casa 2', hu: '2. ház', el: '2ος οίκος', tr: '2. ev', ar: 'البيت 2', hi: 'भाव 2', ja: '第2ハウス', ko: '제2하우스', vi: 'Nhà 2', id: 'Rumah 2',
  },
  third: {
    uk: '3-й дім', en: '3rd house', de: '3. Haus', ru: '3-й дом', pl: '3. dom', es: 'Casa 3', pt: 'Casa 3', fr: 'Maison 3', it: 'Casa 3', nl: '3e huis', cs: '3. dům', ro: 'Casa 3', hu: '3. ház', el: '3ος οίκος', tr: '3. ev', ar: 'البيت 3', hi: 'भाव 3', ja: '第3ハウス', ko: '제3하우스', vi: 'Nhà 3', id: 'Rumah 3',
  },
  fourth: {
    uk: '4-й дім', en: '4th house', de: '4. Haus', ru: '4-й дом', pl: '4. dom', es: 'Casa 4', pt: 'Casa 4', fr: 'Maison 4', it: 'Casa 4', nl: '4e huis', cs: '4. dům', ro: 'Casa 4', hu: '4. ház', el: '4ος οίκος', tr: '4. ev', ar: 'البيت 4', hi: 'भाव 4', ja: '第4ハウス', ko: '제4하우스', vi: 'Nhà 4', id: 'Rumah 4',
  },
  fifth: {
    uk: '5-й дім', en: '5th house', de: '5. Haus', ru: '5-й дом', pl: '5. dom', es: 'Casa 5', pt: 'Casa 5', fr: 'Maison 5', it: 'Casa 5', nl: '5e huis', cs: '5. dům', ro: 'Casa 5', hu: '5. ház', el: '5ος οίκος', tr: '5. ev', ar: 'البيت 5', hi: 'भाव 5', ja: '第5ハウス', ko: '제5하우스', vi: 'Nhà 5', id: 'Rumah 5',
  },
  sixth: {
    uk: '6-й дім', en: '6th house', de: '6. Haus', ru: '6-й дом', pl: '6. dom', es: 'Casa 6', pt: 'Casa 6', fr: 'Maison 6', it: 'Casa 6', nl: '6e huis', cs: '6. dům', ro: 'Casa 6', hu: '6. ház', el: '6ος οίκος', tr: '6. ev', ar: 'البيت 6', hi: 'भाव 6', ja: '第6ハウス', ko: '제6하우스', vi: 'Nhà 6', id: 'Rumah 6',
  },
  seventh: {
    uk: '7-й дім', en: '7th house', de: '7. Haus', ru: '7-й дом', pl: '7. dom', es: 'Casa 7', pt: 'Casa 7', fr: 'Maison 7', it: 'Casa 7', nl: '7e huis', cs: '7. dům', ro: 'Casa 7', hu: '7. ház', el: '7ος οίκος', tr: '7. ev', ar: 'البيت 7', hi: 'भाव 7', ja: '第7ハウス', ko: '제7하우스', vi: 'Nhà 7', id: 'Rumah 7',
  },
  eighth: {
    uk: '8-й дім', en: '8th house', de: '8. Haus', ru: '8-й дом', pl: '8. dom', es: 'Casa 8', pt: 'Casa 8', fr: 'Maison 8', it: 'Casa 8', nl: '8e huis', cs: '8. dům', ro: 'Casa 8', hu: '8. ház', el: '8ος οίκος', tr: '8. ev', ar: 'البيت 8', hi: 'भाव 8', ja: '第8ハウス', ko: '제8하우스', vi: 'Nhà 8', id: 'Rumah 8',
  },
  ninth: {
    uk: '9-й дім', en: '9th house', de: '9. Haus', ru: '9-й дом', pl: '9. dom', es: 'Casa 9', pt: 'Casa 9', fr: 'Maison 9', it: 'Casa 9', nl: '9e huis', cs: '9. dům', ro: 'Casa 9', hu: '9. ház', el: '9ος οίκος', tr: '9. ev', ar: 'البيت 9', hi: 'भाव 9', ja: '第9ハウス', ko: '제9하우스', vi: 'Nhà 9', id: 'Rumah 9',
  },
  tenth: {
    uk: '10-й дім', en: '10th house', de: '10. Haus', ru: '10-й дом', pl: '10. dom', es: 'Casa 10', pt: 'Casa 10', fr: 'Maison 10', it: 'Casa 10', nl: '10e huis', cs: '10. dům', ro: 'Casa 10', hu: '10. ház', el: '10ος οίκος', tr: '10. ev', ar: 'البيت 10', hi: 'भाव 10', ja: '第10ハウス', ko: '제10하우스', vi: 'Nhà 10', id: 'Rumah 10',
  },
  eleventh: {
    uk: '11-й дім', en: '11th house', de: '11. Haus', ru: '11-й дом', pl: '11. dom', es: 'Casa 11', pt: 'Casa 11', fr: 'Maison 11', it: 'Casa 11', nl: '11e huis', cs: '11. dům', ro: 'Casa 11', hu: '11. ház', el: '11ος οίκος', tr: '11. ev', ar: 'البيت 11', hi: 'भाव 11', ja: '第11ハウス', ko: '제11하우스', vi: 'Nhà 11', id: 'Rumah 11',
  },
  twelfth: {
    uk: '12-й дім', en: '12th house', de: '12. Haus', ru: '12-й дом', pl: '12. dom', es: 'Casa 12', pt: 'Casa 12', fr: 'Maison 12', it: 'Casa 12', nl: '12e huis', cs: '12. dům', ro: 'Casa 12', hu: '12. ház', el: '12ος οίκος', tr: '12. ev', ar: 'البيت 12', hi: 'भाव 12', ja: '第12ハウス', ko: '제12하우스', vi: 'Nhà 12', id: 'Rumah 12',
  },
} satisfies TermTable;
