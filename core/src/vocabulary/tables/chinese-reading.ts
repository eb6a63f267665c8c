/**
 * Names of Chinese technical terms that have no translation in common use (almanac spirits,
 * the 28 xiu, Zi Ping structures): the pattern of chinese-stem.ts. Latin-script languages
 * write toneless pinyin; Japanese the characters; Korean and Vietnamese their Sino-Korean and
 * Sino-Vietnamese readings; Russian and Ukrainian the Palladius transliteration; Greek, Arabic
 * and Hindi, which have no established reading, the characters followed by what the term is
 * in that language (as chinese-stem.ts and ten-god.ts do).
 */
import type { Terms } from '../terms.js';

export interface Described { el: string; ar: string; hi: string }

export function hanziReading(hanzi: string, pinyin: string, ko: string, vi: string, ru: string, uk: string, described: Described, ja = hanzi): Terms {
  return {
    en: pinyin, de: pinyin, pl: pinyin, es: pinyin, pt: pinyin, fr: pinyin, it: pinyin, nl: pinyin, cs: pinyin, ro: pinyin, hu: pinyin, tr: pinyin, id: pinyin,
    ja, ko, vi, ru, uk,
    el: `${hanzi} (${described.el})`, ar: `${hanzi} (${described.ar})`, hi: `${hanzi} (${described.hi})`,
  };
}
