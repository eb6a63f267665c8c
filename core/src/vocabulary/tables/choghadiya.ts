/**
 * The seven choghadiyas (one eighth of the day or night, ruled in the weekday's order; the North
 * Indian almanac practice, lib/panchang-periods.ts): Udveg, Amrit, Rog, Labh, Shubh, Char, Kaal.
 * Hindi in Devanagari as the almanacs print them; the other non-Latin scripts transliterate;
 * the Latin-script languages keep the English transliteration.
 */
import type { TermTable } from '../terms.js';

export const CHOGHADIYA_TERMS = {
  'udveg': {
    uk: 'Удвег', en: 'Udveg', de: 'Udveg', ru: 'Удвег', pl: 'Udveg', es: 'Udveg', pt: 'Udveg', fr: 'Udveg', it: 'Udveg', nl: 'Udveg', cs: 'Udveg', ro: 'Udveg', hu: 'Udveg', el: 'Ουντβέγκ', tr: 'Udveg', ar: 'أودفيغ', hi: 'उद्वेग', ja: 'ウドヴェーグ', ko: '우드베그', vi: 'Udveg', id: 'Udveg',
  },
  'amrit': {
    uk: 'Амріт', en: 'Amrit', de: 'Amrit', ru: 'Амрит', pl: 'Amrit', es: 'Amrit', pt: 'Amrit', fr: 'Amrit', it: 'Amrit', nl: 'Amrit', cs: 'Amrit', ro: 'Amrit', hu: 'Amrit', el: 'Αμρίτ', tr: 'Amrit', ar: 'أمريت', hi: 'अमृत', ja: 'アムリト', ko: '암리트', vi: 'Amrit', id: 'Amrit',
  },
  'rog': {
    uk: 'Рог', en: 'Rog', de: 'Rog', ru: 'Рог', pl: 'Rog', es: 'Rog', pt: 'Rog', fr: 'Rog', it: 'Rog', nl: 'Rog', cs: 'Rog', ro: 'Rog', hu: 'Rog', el: 'Ρογκ', tr: 'Rog', ar: 'روغ', hi: 'रोग', ja: 'ローグ', ko: '로그', vi: 'Rog', id: 'Rog',
  },
  'labh': {
    uk: 'Лабх', en: 'Labh', de: 'Labh', ru: 'Лабх', pl: 'Labh', es: 'Labh', pt: 'Labh', fr: 'Labh', it: 'Labh', nl: 'Labh', cs: 'Labh', ro: 'Labh', hu: 'Labh', el: 'Λαμπ', tr: 'Labh', ar: 'لابه', hi: 'लाभ', ja: 'ラーブ', ko: '라브', vi: 'Labh', id: 'Labh',
  },
  'shubh': {
    uk: 'Шубх', en: 'Shubh', de: 'Shubh', ru: 'Шубх', pl: 'Shubh', es: 'Shubh', pt: 'Shubh', fr: 'Shubh', it: 'Shubh', nl: 'Shubh', cs: 'Shubh', ro: 'Shubh', hu: 'Shubh', el: 'Σουμπ', tr: 'Shubh', ar: 'شوبه', hi: 'शुभ', ja: 'シュブ', ko: '슈브', vi: 'Shubh', id: 'Shubh',
  },
  'char': {
    uk: 'Чар', en: 'Char', de: 'Char', ru: 'Чар', pl: 'Char', es: 'Char', pt: 'Char', fr: 'Char', it: 'Char', nl: 'Char', cs: 'Char', ro: 'Char', hu: 'Char', el: 'Τσαρ', tr: 'Char', ar: 'تشار', hi: 'चर', ja: 'チャル', ko: '차르', vi: 'Char', id: 'Char',
  },
  'kaal': {
    uk: 'Каал', en: 'Kaal', de: 'Kaal', ru: 'Каал', pl: 'Kaal', es: 'Kaal', pt: 'Kaal', fr: 'Kaal', it: 'Kaal', nl: 'Kaal', cs: 'Kaal', ro: 'Kaal', hu: 'Kaal', el: 'Κααλ', tr: 'Kaal', ar: 'كال', hi: 'काल', ja: 'カール', ko: '칼', vi: 'Kaal', id: 'Kaal',
  },
} satisfies TermTable;
