/**
 * The twelve lunar months (masas) named after the nakshatra of their full Moon (Surya Siddhanta
 * ch. 14; lib/panchang.ts LUNAR_MONTHS): Chaitra ... Phalguna, amanta or purnimanta alike. Hindi
 * in Devanagari; the other non-Latin scripts transliterate the Sanskrit; the Latin-script
 * languages keep the transliteration of the Indian calendars in English.
 */
import type { TermTable } from '../terms.js';

export const LUNAR_MONTH_TERMS = {
  'chaitra': {
    uk: 'Чайтра', en: 'Chaitra', de: 'Chaitra', ru: 'Чайтра', pl: 'Chaitra', es: 'Chaitra', pt: 'Chaitra', fr: 'Chaitra', it: 'Chaitra', nl: 'Chaitra', cs: 'Chaitra', ro: 'Chaitra', hu: 'Chaitra', el: 'Τσάιτρα', tr: 'Chaitra', ar: 'تشايترا', hi: 'चैत्र', ja: 'チャイトラ', ko: '차이트라', vi: 'Chaitra', id: 'Chaitra',
  },
  'vaishakha': {
    uk: 'Вайшакха', en: 'Vaishakha', de: 'Vaishakha', ru: 'Вайшакха', pl: 'Vaishakha', es: 'Vaishakha', pt: 'Vaishakha', fr: 'Vaishakha', it: 'Vaishakha', nl: 'Vaishakha', cs: 'Vaishakha', ro: 'Vaishakha', hu: 'Vaishakha', el: 'Βαϊσάκα', tr: 'Vaishakha', ar: 'فايشاكا', hi: 'वैशाख', ja: 'ヴァイシャーカ', ko: '바이샤카', vi: 'Vaishakha', id: 'Vaishakha',
  },
  'jyeshtha': {
    uk: 'Дж’єштха', en: 'Jyeshtha', de: 'Jyeshtha', ru: 'Джьештха', pl: 'Jyeshtha', es: 'Jyeshtha', pt: 'Jyeshtha', fr: 'Jyeshtha', it: 'Jyeshtha', nl: 'Jyeshtha', cs: 'Jyeshtha', ro: 'Jyeshtha', hu: 'Jyeshtha', el: 'Τζιέστα', tr: 'Jyeshtha', ar: 'جييشثا', hi: 'ज्येष्ठ', ja: 'ジェーシュタ', ko: '지에슈타', vi: 'Jyeshtha', id: 'Jyeshtha',
  },
  'ashadha': {
    uk: 'Ашадха', en: 'Ashadha', de: 'Ashadha', ru: 'Ашадха', pl: 'Ashadha', es: 'Ashadha', pt: 'Ashadha', fr: 'Ashadha', it: 'Ashadha', nl: 'Ashadha', cs: 'Ashadha', ro: 'Ashadha', hu: 'Ashadha', el: 'Ασάντα', tr: 'Ashadha', ar: 'أشادها', hi: 'आषाढ़', ja: 'アーシャーダ', ko: '아샤다', vi: 'Ashadha', id: 'Ashadha',
  },
  'shravana': {
    uk: 'Шравана', en: 'Shravana', de: 'Shravana', ru: 'Шравана', pl: 'Shravana', es: 'Shravana', pt: 'Shravana', fr: 'Shravana', it: 'Shravana', nl: 'Shravana', cs: 'Shravana', ro: 'Shravana', hu: 'Shravana', el: 'Σραβάνα', tr: 'Shravana', ar: 'شرافانا', hi: 'श्रावण', ja: 'シュラーヴァナ', ko: '슈라바나', vi: 'Shravana', id: 'Shravana',
  },
  'bhadrapada': {
    uk: 'Бхадрапада', en: 'Bhadrapada', de: 'Bhadrapada', ru: 'Бхадрапада', pl: 'Bhadrapada', es: 'Bhadrapada', pt: 'Bhadrapada', fr: 'Bhadrapada', it: 'Bhadrapada', nl: 'Bhadrapada', cs: 'Bhadrapada', ro: 'Bhadrapada', hu: 'Bhadrapada', el: 'Μπαντραπάντα', tr: 'Bhadrapada', ar: 'بهادراباد', hi: 'भाद्रपद', ja: 'バードラパダ', ko: '바드라파다', vi: 'Bhadrapada', id: 'Bhadrapada',
  },
  'ashwin': {
    uk: 'Ашвін', en: 'Ashwin', de: 'Ashwin', ru: 'Ашвин', pl: 'Ashwin', es: 'Ashwin', pt: 'Ashwin', fr: 'Ashwin', it: 'Ashwin', nl: 'Ashwin', cs: 'Ashwin', ro: 'Ashwin', hu: 'Ashwin', el: 'Ασβίν', tr: 'Ashwin', ar: 'أشوين', hi: 'आश्विन', ja: 'アーシュヴィナ', ko: '아슈빈', vi: 'Ashwin', id: 'Ashwin',
  },
  'kartika': {
    uk: 'Картіка', en: 'Kartika', de: 'Kartika', ru: 'Картика', pl: 'Kartika', es: 'Kartika', pt: 'Kartika', fr: 'Kartika', it: 'Kartika', nl: 'Kartika', cs: 'Kartika', ro: 'Kartika', hu: 'Kartika', el: 'Καρτίκα', tr: 'Kartika', ar: 'كارتيكا', hi: 'कार्तिक', ja: 'カールッティカ', ko: '카르티카', vi: 'Kartika', id: 'Kartika',
  },
  'margashirsha': {
    uk: 'Маргаширша', en: 'Margashirsha', de: 'Margashirsha', ru: 'Маргаширша', pl: 'Margashirsha', es: 'Margashirsha', pt: 'Margashirsha', fr: 'Margashirsha', it: 'Margashirsha', nl: 'Margashirsha', cs: 'Margashirsha', ro: 'Margashirsha', hu: 'Margashirsha', el: 'Μαργκασίρσα', tr: 'Margashirsha', ar: 'مارغاشيرشا', hi: 'मार्गशीर्ष', ja: 'マールガシールシャ', ko: '마르가시르샤', vi: 'Margashirsha', id: 'Margashirsha',
  },
  'pausha': {
    uk: 'Пауша', en: 'Pausha', de: 'Pausha', ru: 'Пауша', pl: 'Pausha', es: 'Pausha', pt: 'Pausha', fr: 'Pausha', it: 'Pausha', nl: 'Pausha', cs: 'Pausha', ro: 'Pausha', hu: 'Pausha', el: 'Πάουσα', tr: 'Pausha', ar: 'باوشا', hi: 'पौष', ja: 'パウシャ', ko: '파우샤', vi: 'Pausha', id: 'Pausha',
  },
  'magha': {
    uk: 'Магха', en: 'Magha', de: 'Magha', ru: 'Магха', pl: 'Magha', es: 'Magha', pt: 'Magha', fr: 'Magha', it: 'Magha', nl: 'Magha', cs: 'Magha', ro: 'Magha', hu: 'Magha', el: 'Μάγκα', tr: 'Magha', ar: 'ماغا', hi: 'माघ', ja: 'マーガ', ko: '마가', vi: 'Magha', id: 'Magha',
  },
  'phalguna': {
    uk: 'Пхалгуна', en: 'Phalguna', de: 'Phalguna', ru: 'Пхалгуна', pl: 'Phalguna', es: 'Phalguna', pt: 'Phalguna', fr: 'Phalguna', it: 'Phalguna', nl: 'Phalguna', cs: 'Phalguna', ro: 'Phalguna', hu: 'Phalguna', el: 'Φαλγκούνα', tr: 'Phalguna', ar: 'فالغونا', hi: 'फाल्गुन', ja: 'パールグナ', ko: '팔구나', vi: 'Phalguna', id: 'Phalguna',
  },
} satisfies TermTable;
