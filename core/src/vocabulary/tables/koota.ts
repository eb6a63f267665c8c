/**
 * The kootas of marriage matching (lib/koota.ts): the eight of the North Indian Ashtakoota
 * (Varna ... Nadi, Muhurta Chintamani ch. 6) and the ten South Indian poruthams (Dina ... Vedha),
 * keyed by their slug; Gana and Yoni, tested by both, are one entry each. Hindi in Devanagari;
 * the other non-Latin scripts transliterate; the Latin-script languages keep the transliteration
 * (technical terms of the matching literature, not translated).
 */
import type { TermTable } from '../terms.js';

export const KOOTA_TERMS = {
  'varna': {
    uk: 'Варна', en: 'Varna', de: 'Varna', ru: 'Варна', pl: 'Varna', es: 'Varna', pt: 'Varna', fr: 'Varna', it: 'Varna', nl: 'Varna', cs: 'Varna', ro: 'Varna', hu: 'Varna', el: 'Βάρνα', tr: 'Varna', ar: 'فارنا', hi: 'वर्ण', ja: 'ヴァルナ', ko: '바르나', vi: 'Varna', id: 'Varna',
  },
  'vashya': {
    uk: 'Вашья', en: 'Vashya', de: 'Vashya', ru: 'Вашья', pl: 'Vashya', es: 'Vashya', pt: 'Vashya', fr: 'Vashya', it: 'Vashya', nl: 'Vashya', cs: 'Vashya', ro: 'Vashya', hu: 'Vashya', el: 'Βάσια', tr: 'Vashya', ar: 'فاشيا', hi: 'वश्य', ja: 'ヴァシャ', ko: '바시야', vi: 'Vashya', id: 'Vashya',
  },
  'tara': {
    uk: 'Тара', en: 'Tara', de: 'Tara', ru: 'Тара', pl: 'Tara', es: 'Tara', pt: 'Tara', fr: 'Tara', it: 'Tara', nl: 'Tara', cs: 'Tara', ro: 'Tara', hu: 'Tara', el: 'Τάρα', tr: 'Tara', ar: 'تارا', hi: 'तारा', ja: 'ターラー', ko: '타라', vi: 'Tara', id: 'Tara',
  },
  'yoni': {
    uk: 'Йоні', en: 'Yoni', de: 'Yoni', ru: 'Йони', pl: 'Yoni', es: 'Yoni', pt: 'Yoni', fr: 'Yoni', it: 'Yoni', nl: 'Yoni', cs: 'Yoni', ro: 'Yoni', hu: 'Yoni', el: 'Γιόνι', tr: 'Yoni', ar: 'يوني', hi: 'योनि', ja: 'ヨーニ', ko: '요니', vi: 'Yoni', id: 'Yoni',
  },
  'graha-maitri': {
    uk: 'Граха Майтрі', en: 'Graha Maitri', de: 'Graha Maitri', ru: 'Граха Майтри', pl: 'Graha Maitri', es: 'Graha Maitri', pt: 'Graha Maitri', fr: 'Graha Maitri', it: 'Graha Maitri', nl: 'Graha Maitri', cs: 'Graha Maitri', ro: 'Graha Maitri', hu: 'Graha Maitri', el: 'Γκράχα Μάιτρι', tr: 'Graha Maitri', ar: 'غراها مايتري', hi: 'ग्रह मैत्री', ja: 'グラハ・マイトリー', ko: '그라하 마이트리', vi: 'Graha Maitri', id: 'Graha Maitri',
  },
  'gana': {
    uk: 'Гана', en: 'Gana', de: 'Gana', ru: 'Гана', pl: 'Gana', es: 'Gana', pt: 'Gana', fr: 'Gana', it: 'Gana', nl: 'Gana', cs: 'Gana', ro: 'Gana', hu: 'Gana', el: 'Γκάνα', tr: 'Gana', ar: 'غانا', hi: 'गण', ja: 'ガナ', ko: '가나', vi: 'Gana', id: 'Gana',
  },
  'bhakoot': {
    uk: 'Бхакут', en: 'Bhakoot', de: 'Bhakoot', ru: 'Бхакут', pl: 'Bhakoot', es: 'Bhakoot', pt: 'Bhakoot', fr: 'Bhakoot', it: 'Bhakoot', nl: 'Bhakoot', cs: 'Bhakoot', ro: 'Bhakoot', hu: 'Bhakoot', el: 'Μπακούτ', tr: 'Bhakoot', ar: 'بهاكوت', hi: 'भकूट', ja: 'バクート', ko: '바쿠트', vi: 'Bhakoot', id: 'Bhakoot',
  },
  'nadi': {
    uk: 'Наді', en: 'Nadi', de: 'Nadi', ru: 'Нади', pl: 'Nadi', es: 'Nadi', pt: 'Nadi', fr: 'Nadi', it: 'Nadi', nl: 'Nadi', cs: 'Nadi', ro: 'Nadi', hu: 'Nadi', el: 'Νάντι', tr: 'Nadi', ar: 'نادي', hi: 'नाड़ी', ja: 'ナーディー', ko: '나디', vi: 'Nadi', id: 'Nadi',
  },
  'dina': {
    uk: 'Діна', en: 'Dina', de: 'Dina', ru: 'Дина', pl: 'Dina', es: 'Dina', pt: 'Dina', fr: 'Dina', it: 'Dina', nl: 'Dina', cs: 'Dina', ro: 'Dina', hu: 'Dina', el: 'Ντίνα', tr: 'Dina', ar: 'دينا', hi: 'दिन', ja: 'ディナ', ko: '디나', vi: 'Dina', id: 'Dina',
  },
  'mahendra': {
    uk: 'Махендра', en: 'Mahendra', de: 'Mahendra', ru: 'Махендра', pl: 'Mahendra', es: 'Mahendra', pt: 'Mahendra', fr: 'Mahendra', it: 'Mahendra', nl: 'Mahendra', cs: 'Mahendra', ro: 'Mahendra', hu: 'Mahendra', el: 'Μαχέντρα', tr: 'Mahendra', ar: 'ماهيندرا', hi: 'महेन्द्र', ja: 'マヘーンドラ', ko: '마헨드라', vi: 'Mahendra', id: 'Mahendra',
  },
  'stree-deergha': {
    uk: 'Стрі-діргха', en: 'Stree-deergha', de: 'Stree-deergha', ru: 'Стри-диргха', pl: 'Stree-deergha', es: 'Stree-deergha', pt: 'Stree-deergha', fr: 'Stree-deergha', it: 'Stree-deergha', nl: 'Stree-deergha', cs: 'Stree-deergha', ro: 'Stree-deergha', hu: 'Stree-deergha', el: 'Στρι-ντίργκα', tr: 'Stree-deergha', ar: 'ستري ديرغا', hi: 'स्त्री दीर्घ', ja: 'ストリー・ディールガ', ko: '스트리 디르가', vi: 'Stree-deergha', id: 'Stree-deergha',
  },
  'rasi': {
    uk: 'Расі', en: 'Rasi', de: 'Rasi', ru: 'Раси', pl: 'Rasi', es: 'Rasi', pt: 'Rasi', fr: 'Rasi', it: 'Rasi', nl: 'Rasi', cs: 'Rasi', ro: 'Rasi', hu: 'Rasi', el: 'Ράσι', tr: 'Rasi', ar: 'راسي', hi: 'राशि', ja: 'ラーシ', ko: '라시', vi: 'Rasi', id: 'Rasi',
  },
  'rasyadhipati': {
    uk: 'Рашьядхіпаті', en: 'Rasyadhipati', de: 'Rasyadhipati', ru: 'Рашьядхипати', pl: 'Rasyadhipati', es: 'Rasyadhipati', pt: 'Rasyadhipati', fr: 'Rasyadhipati', it: 'Rasyadhipati', nl: 'Rasyadhipati', cs: 'Rasyadhipati', ro: 'Rasyadhipati', hu: 'Rasyadhipati', el: 'Ρασιαντιπάτι', tr: 'Rasyadhipati', ar: 'راشياديباتي', hi: 'राश्यधिपति', ja: 'ラーシャディパティ', ko: '라시아디파티', vi: 'Rasyadhipati', id: 'Rasyadhipati',
  },
  'vasya': {
    uk: 'Васья', en: 'Vasya', de: 'Vasya', ru: 'Васья', pl: 'Vasya', es: 'Vasya', pt: 'Vasya', fr: 'Vasya', it: 'Vasya', nl: 'Vasya', cs: 'Vasya', ro: 'Vasya', hu: 'Vasya', el: 'Βάσια', tr: 'Vasya', ar: 'فاسيا', hi: 'वश्य', ja: 'ヴァシャ', ko: '바시야', vi: 'Vasya', id: 'Vasya',
  },
  'rajju': {
    uk: 'Раджу', en: 'Rajju', de: 'Rajju', ru: 'Раджу', pl: 'Rajju', es: 'Rajju', pt: 'Rajju', fr: 'Rajju', it: 'Rajju', nl: 'Rajju', cs: 'Rajju', ro: 'Rajju', hu: 'Rajju', el: 'Ράτζου', tr: 'Rajju', ar: 'راجو', hi: 'रज्जु', ja: 'ラッジュ', ko: '라주', vi: 'Rajju', id: 'Rajju',
  },
  'vedha': {
    uk: 'Ведха', en: 'Vedha', de: 'Vedha', ru: 'Ведха', pl: 'Vedha', es: 'Vedha', pt: 'Vedha', fr: 'Vedha', it: 'Vedha', nl: 'Vedha', cs: 'Vedha', ro: 'Vedha', hu: 'Vedha', el: 'Βέντα', tr: 'Vedha', ar: 'فيدها', hi: 'वेध', ja: 'ヴェーダ', ko: '베다', vi: 'Vedha', id: 'Vedha',
  },
} satisfies TermTable;
