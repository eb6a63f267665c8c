/**
 * The ten gods (shi shen) of Zi Ping astrology (Zi Ping Zhen Quan), slug = toneless pinyin.
 * English gives the usual translations (Joey Yap; Jerry King); the other Latin-script
 * languages the pinyin; Japanese and Korean the characters / readings of their Four Pillars
 * traditions (四柱推命, 사주), Vietnamese its Sino-Vietnamese reading; Russian and Ukrainian
 * a translation; Greek, Arabic and Hindi the characters followed by a translation.
 */
import type { TermTable, Terms } from '../terms.js';

type Row = [slug: string, hanzi: string, pinyin: string, en: string, ja: string, ko: string, vi: string, ru: string, uk: string, el: string, ar: string, hi: string];

const ROWS: Row[] = [
  ['bi-jian', '比肩', 'Bi Jian', 'Friend', '比肩', '비견', 'Tỷ kiên', 'Друг', 'Друг', 'Φίλος', 'الصديق', 'मित्र'],
  ['jie-cai', '劫財', 'Jie Cai', 'Rob Wealth', '劫財', '겁재', 'Kiếp tài', 'Грабитель богатства', 'Грабіжник багатства', 'Αρπαγή πλούτου', 'سالب الثروة', 'धन हरण'],
  ['shi-shen', '食神', 'Shi Shen', 'Eating God', '食神', '식신', 'Thực thần', 'Бог пищи', 'Бог їжі', 'Θεός της τροφής', 'إله الطعام', 'भोजन देव'],
  ['shang-guan', '傷官', 'Shang Guan', 'Hurting Officer', '傷官', '상관', 'Thương quan', 'Ранящий чиновник', 'Ранячий чиновник', 'Τραυματίζων αξιωματούχος', 'المسؤول الجارح', 'आहत अधिकारी'],
  ['pian-cai', '偏財', 'Pian Cai', 'Indirect Wealth', '偏財', '편재', 'Thiên tài', 'Косвенное богатство', 'Непряме багатство', 'Έμμεσος πλούτος', 'الثروة غير المباشرة', 'अप्रत्यक्ष धन'],
  ['zheng-cai', '正財', 'Zheng Cai', 'Direct Wealth', '正財', '정재', 'Chính tài', 'Прямое богатство', 'Пряме багатство', 'Άμεσος πλούτος', 'الثروة المباشرة', 'प्रत्यक्ष धन'],
  ['qi-sha', '七殺', 'Qi Sha', 'Seven Killings', '偏官', '편관', 'Thất sát', 'Семь убийств', 'Сім убивств', 'Επτά φόνοι', 'القتلات السبع', 'सप्त घात'],
  ['zheng-guan', '正官', 'Zheng Guan', 'Direct Officer', '正官', '정관', 'Chính quan', 'Прямой чиновник', 'Прямий чиновник', 'Άμεσος αξιωματούχος', 'المسؤول المباشر', 'प्रत्यक्ष अधिकारी'],
  ['pian-yin', '偏印', 'Pian Yin', 'Indirect Resource', '偏印', '편인', 'Thiên ấn', 'Косвенный ресурс', 'Непрямий ресурс', 'Έμμεσος πόρος', 'المورد غير المباشر', 'अप्रत्यक्ष संसाधन'],
  ['zheng-yin', '正印', 'Zheng Yin', 'Direct Resource', '印綬', '정인', 'Chính ấn', 'Прямой ресурс', 'Прямий ресурс', 'Άμεσος πόρος', 'المورد المباشر', 'प्रत्यक्ष संसाधन'],
];

function row([, hanzi, pinyin, en, ja, ko, vi, ru, uk, el, ar, hi]: Row): Terms {
  return {
    en, de: pinyin, pl: pinyin, es: pinyin, pt: pinyin, fr: pinyin, it: pinyin, nl: pinyin, cs: pinyin, ro: pinyin, hu: pinyin, tr: pinyin, id: pinyin,
    ja, ko, vi, ru, uk, el: `${hanzi} (${el})`, ar: `${hanzi} (${ar})`, hi: `${hanzi} (${hi})`,
  };
}

export const TEN_GOD_TERMS: TermTable = Object.fromEntries(ROWS.map((r) => [r[0], row(r)]));
