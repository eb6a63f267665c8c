/**
 * The ten heavenly stems (tian gan), slug = toneless pinyin. Latin-script languages write the
 * pinyin; Japanese the character (on'yomi reading in the kanji), Korean and Vietnamese their
 * Sino-Korean and Sino-Vietnamese readings; Russian and Ukrainian the Palladius
 * transliteration. Greek, Arabic and Hindi have no established reading of the stems: there the
 * character is followed by its phase and polarity in that language (jia = yang wood), which
 * is what the stem denotes in Zi Ping astrology (Yuan Hai Zi Ping).
 */
import type { TermTable, Terms } from '../terms.js';
import { WU_XING_TERMS } from './wu-xing.js';

const YANG = { el: 'Γιανγκ', ar: 'يانغ', hi: 'यांग' } as const;
const YIN = { el: 'Γιν', ar: 'يين', hi: 'यिन' } as const;

function stem(hanzi: string, pinyin: string, phase: keyof typeof WU_XING_TERMS, yang: boolean, ko: string, vi: string, ru: string, uk: string): Terms {
  const pol = yang ? YANG : YIN;
  const x = WU_XING_TERMS[phase];
  return {
    en: pinyin, de: pinyin, pl: pinyin, es: pinyin, pt: pinyin, fr: pinyin, it: pinyin, nl: pinyin, cs: pinyin, ro: pinyin, hu: pinyin, tr: pinyin, id: pinyin,
    ja: hanzi, ko, vi, ru, uk,
    el: `${hanzi} (${x.el} ${pol.el})`, ar: `${hanzi} (${x.ar} ${pol.ar})`, hi: `${hanzi} (${x.hi} ${pol.hi})`,
  };
}

export const CHINESE_STEM_TERMS = {
  jia: stem('甲', 'Jia', 'wood', true, '갑', 'Giáp', 'Цзя', 'Цзя'),
  yi: stem('乙', 'Yi', 'wood', false, '을', 'Ất', 'И', 'І'),
  bing: stem('丙', 'Bing', 'fire', true, '병', 'Bính', 'Бин', 'Бін'),
  ding: stem('丁', 'Ding', 'fire', false, '정', 'Đinh', 'Дин', 'Дін'),
  wu: stem('戊', 'Wu', 'earth', true, '무', 'Mậu', 'У', 'У'),
  ji: stem('己', 'Ji', 'earth', false, '기', 'Kỷ', 'Цзи', 'Цзі'),
  geng: stem('庚', 'Geng', 'metal', true, '경', 'Canh', 'Гэн', 'Ген'),
  xin: stem('辛', 'Xin', 'metal', false, '신', 'Tân', 'Синь', 'Сінь'),
  ren: stem('壬', 'Ren', 'water', true, '임', 'Nhâm', 'Жэнь', 'Жень'),
  gui: stem('癸', 'Gui', 'water', false, '계', 'Quý', 'Гуй', 'Гуй'),
} satisfies TermTable;
