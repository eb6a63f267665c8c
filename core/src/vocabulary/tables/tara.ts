/**
 * The nine taras of Tarabala (Muhurta Chintamani ch. 1; lib/tara.ts): the day's nakshatra counted
 * from the janma nakshatra, by nines: Janma, Sampat, Vipat, Kshema, Pratyak, Sadhana, Naidhana,
 * Mitra, Parama Mitra. Hindi in Devanagari; the other non-Latin scripts transliterate the
 * Sanskrit; the Latin-script languages keep the English transliteration.
 */
import type { TermTable } from '../terms.js';

export const TARA_TERMS = {
  'janma': {
    uk: 'Джанма', en: 'Janma', de: 'Janma', ru: 'Джанма', pl: 'Janma', es: 'Janma', pt: 'Janma', fr: 'Janma', it: 'Janma', nl: 'Janma', cs: 'Janma', ro: 'Janma', hu: 'Janma', el: 'Τζάνμα', tr: 'Janma', ar: 'جانما', hi: 'जन्म', ja: 'ジャンマ', ko: '잔마', vi: 'Janma', id: 'Janma',
  },
  'sampat': {
    uk: 'Сампат', en: 'Sampat', de: 'Sampat', ru: 'Сампат', pl: 'Sampat', es: 'Sampat', pt: 'Sampat', fr: 'Sampat', it: 'Sampat', nl: 'Sampat', cs: 'Sampat', ro: 'Sampat', hu: 'Sampat', el: 'Σαμπάτ', tr: 'Sampat', ar: 'سامبات', hi: 'सम्पत्', ja: 'サンパト', ko: '삼파트', vi: 'Sampat', id: 'Sampat',
  },
  'vipat': {
    uk: 'Віпат', en: 'Vipat', de: 'Vipat', ru: 'Випат', pl: 'Vipat', es: 'Vipat', pt: 'Vipat', fr: 'Vipat', it: 'Vipat', nl: 'Vipat', cs: 'Vipat', ro: 'Vipat', hu: 'Vipat', el: 'Βιπάτ', tr: 'Vipat', ar: 'فيبات', hi: 'विपत्', ja: 'ヴィパト', ko: '비파트', vi: 'Vipat', id: 'Vipat',
  },
  'kshema': {
    uk: 'Кшема', en: 'Kshema', de: 'Kshema', ru: 'Кшема', pl: 'Kshema', es: 'Kshema', pt: 'Kshema', fr: 'Kshema', it: 'Kshema', nl: 'Kshema', cs: 'Kshema', ro: 'Kshema', hu: 'Kshema', el: 'Κσέμα', tr: 'Kshema', ar: 'كشيما', hi: 'क्षेम', ja: 'クシェーマ', ko: '크셰마', vi: 'Kshema', id: 'Kshema',
  },
  'pratyak': {
    uk: 'Пратьяк', en: 'Pratyak', de: 'Pratyak', ru: 'Пратьяк', pl: 'Pratyak', es: 'Pratyak', pt: 'Pratyak', fr: 'Pratyak', it: 'Pratyak', nl: 'Pratyak', cs: 'Pratyak', ro: 'Pratyak', hu: 'Pratyak', el: 'Πράτιακ', tr: 'Pratyak', ar: 'براتياك', hi: 'प्रत्यक्', ja: 'プラティヤク', ko: '프라티야크', vi: 'Pratyak', id: 'Pratyak',
  },
  'sadhana': {
    uk: 'Садхана', en: 'Sadhana', de: 'Sadhana', ru: 'Садхана', pl: 'Sadhana', es: 'Sadhana', pt: 'Sadhana', fr: 'Sadhana', it: 'Sadhana', nl: 'Sadhana', cs: 'Sadhana', ro: 'Sadhana', hu: 'Sadhana', el: 'Σαντάνα', tr: 'Sadhana', ar: 'سادهانا', hi: 'साधन', ja: 'サーダナ', ko: '사다나', vi: 'Sadhana', id: 'Sadhana',
  },
  'naidhana': {
    uk: 'Найдхана', en: 'Naidhana', de: 'Naidhana', ru: 'Найдхана', pl: 'Naidhana', es: 'Naidhana', pt: 'Naidhana', fr: 'Naidhana', it: 'Naidhana', nl: 'Naidhana', cs: 'Naidhana', ro: 'Naidhana', hu: 'Naidhana', el: 'Ναϊντάνα', tr: 'Naidhana', ar: 'نايدهانا', hi: 'नैधन', ja: 'ナイダナ', ko: '나이다나', vi: 'Naidhana', id: 'Naidhana',
  },
  'mitra': {
    uk: 'Мітра', en: 'Mitra', de: 'Mitra', ru: 'Митра', pl: 'Mitra', es: 'Mitra', pt: 'Mitra', fr: 'Mitra', it: 'Mitra', nl: 'Mitra', cs: 'Mitra', ro: 'Mitra', hu: 'Mitra', el: 'Μίτρα', tr: 'Mitra', ar: 'ميترا', hi: 'मित्र', ja: 'ミトラ', ko: '미트라', vi: 'Mitra', id: 'Mitra',
  },
  'parama-mitra': {
    uk: 'Парама Мітра', en: 'Parama Mitra', de: 'Parama Mitra', ru: 'Парама Митра', pl: 'Parama Mitra', es: 'Parama Mitra', pt: 'Parama Mitra', fr: 'Parama Mitra', it: 'Parama Mitra', nl: 'Parama Mitra', cs: 'Parama Mitra', ro: 'Parama Mitra', hu: 'Parama Mitra', el: 'Πάραμα Μίτρα', tr: 'Parama Mitra', ar: 'باراما ميترا', hi: 'परम मित्र', ja: 'パラマ・ミトラ', ko: '파라마 미트라', vi: 'Parama Mitra', id: 'Parama Mitra',
  },
} satisfies TermTable;
