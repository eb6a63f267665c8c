/**
 * The eight yoginis of the Yogini dasha (BPHS ch. 46 sl. 39-43; lib/dasha.ts YOGINI): Mangala
 * ... Sankata, keyed by the slug the dasha answers carry (kebab of the name). Hindi in
 * Devanagari; the other non-Latin scripts transliterate the Sanskrit; the Latin-script languages
 * keep the transliteration, as the saham table does.
 */
import type { TermTable } from '../terms.js';

export const YOGINI_TERMS = {
  'mangala': {
    uk: 'Мангала', en: 'Mangala', de: 'Mangala', ru: 'Мангала', pl: 'Mangala', es: 'Mangala', pt: 'Mangala', fr: 'Mangala', it: 'Mangala', nl: 'Mangala', cs: 'Mangala', ro: 'Mangala', hu: 'Mangala', el: 'Μανγκάλα', tr: 'Mangala', ar: 'مانغالا', hi: 'मङ्गला', ja: 'マンガラー', ko: '망갈라', vi: 'Mangala', id: 'Mangala',
  },
  'pingala': {
    uk: 'Пінгала', en: 'Pingala', de: 'Pingala', ru: 'Пингала', pl: 'Pingala', es: 'Pingala', pt: 'Pingala', fr: 'Pingala', it: 'Pingala', nl: 'Pingala', cs: 'Pingala', ro: 'Pingala', hu: 'Pingala', el: 'Πινγκάλα', tr: 'Pingala', ar: 'بينغالا', hi: 'पिङ्गला', ja: 'ピンガラー', ko: '핑갈라', vi: 'Pingala', id: 'Pingala',
  },
  'dhanya': {
    uk: 'Дханья', en: 'Dhanya', de: 'Dhanya', ru: 'Дханья', pl: 'Dhanya', es: 'Dhanya', pt: 'Dhanya', fr: 'Dhanya', it: 'Dhanya', nl: 'Dhanya', cs: 'Dhanya', ro: 'Dhanya', hu: 'Dhanya', el: 'Ντάνια', tr: 'Dhanya', ar: 'دانيا', hi: 'धान्या', ja: 'ダーニャー', ko: '다냐', vi: 'Dhanya', id: 'Dhanya',
  },
  'bhramari': {
    uk: 'Бхрамарі', en: 'Bhramari', de: 'Bhramari', ru: 'Бхрамари', pl: 'Bhramari', es: 'Bhramari', pt: 'Bhramari', fr: 'Bhramari', it: 'Bhramari', nl: 'Bhramari', cs: 'Bhramari', ro: 'Bhramari', hu: 'Bhramari', el: 'Μπραμάρι', tr: 'Bhramari', ar: 'بهراماري', hi: 'भ्रामरी', ja: 'ブラーマリー', ko: '브라마리', vi: 'Bhramari', id: 'Bhramari',
  },
  'bhadrika': {
    uk: 'Бхадріка', en: 'Bhadrika', de: 'Bhadrika', ru: 'Бхадрика', pl: 'Bhadrika', es: 'Bhadrika', pt: 'Bhadrika', fr: 'Bhadrika', it: 'Bhadrika', nl: 'Bhadrika', cs: 'Bhadrika', ro: 'Bhadrika', hu: 'Bhadrika', el: 'Μπαντρίκα', tr: 'Bhadrika', ar: 'بهادريكا', hi: 'भद्रिका', ja: 'バドリカー', ko: '바드리카', vi: 'Bhadrika', id: 'Bhadrika',
  },
  'ulka': {
    uk: 'Улка', en: 'Ulka', de: 'Ulka', ru: 'Улка', pl: 'Ulka', es: 'Ulka', pt: 'Ulka', fr: 'Ulka', it: 'Ulka', nl: 'Ulka', cs: 'Ulka', ro: 'Ulka', hu: 'Ulka', el: 'Ούλκα', tr: 'Ulka', ar: 'أولكا', hi: 'उल्का', ja: 'ウルカー', ko: '울카', vi: 'Ulka', id: 'Ulka',
  },
  'siddha': {
    uk: 'Сіддха', en: 'Siddha', de: 'Siddha', ru: 'Сиддха', pl: 'Siddha', es: 'Siddha', pt: 'Siddha', fr: 'Siddha', it: 'Siddha', nl: 'Siddha', cs: 'Siddha', ro: 'Siddha', hu: 'Siddha', el: 'Σίντα', tr: 'Siddha', ar: 'سيدها', hi: 'सिद्धा', ja: 'シッダー', ko: '시따', vi: 'Siddha', id: 'Siddha',
  },
  'sankata': {
    uk: 'Санката', en: 'Sankata', de: 'Sankata', ru: 'Санката', pl: 'Sankata', es: 'Sankata', pt: 'Sankata', fr: 'Sankata', it: 'Sankata', nl: 'Sankata', cs: 'Sankata', ro: 'Sankata', hu: 'Sankata', el: 'Σανκάτα', tr: 'Sankata', ar: 'سانكاتا', hi: 'सङ्कटा', ja: 'サンカター', ko: '상카타', vi: 'Sankata', id: 'Sankata',
  },
} satisfies TermTable;
