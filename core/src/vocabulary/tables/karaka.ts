/**
 * The eight chara karakas of Jaimini (Jaimini Sutras 1.1.10-19; BPHS ch. 32; lib/jaimini.ts
 * CHARA_ROLES): Atmakaraka ... Darakaraka, the grahas ranked by degrees in sign. Hindi in
 * Devanagari; the other non-Latin scripts transliterate the Sanskrit; the Latin-script languages
 * keep the transliteration (technical terms, not translated).
 */
import type { TermTable } from '../terms.js';

export const KARAKA_TERMS = {
  'atmakaraka': {
    uk: 'Атмакарака', en: 'Atmakaraka', de: 'Atmakaraka', ru: 'Атмакарака', pl: 'Atmakaraka', es: 'Atmakaraka', pt: 'Atmakaraka', fr: 'Atmakaraka', it: 'Atmakaraka', nl: 'Atmakaraka', cs: 'Atmakaraka', ro: 'Atmakaraka', hu: 'Atmakaraka', el: 'Ατμακάρακα', tr: 'Atmakaraka', ar: 'أتماكاراكا', hi: 'आत्मकारक', ja: 'アートマカーラカ', ko: '아트마카라카', vi: 'Atmakaraka', id: 'Atmakaraka',
  },
  'amatyakaraka': {
    uk: 'Амат’якарака', en: 'Amatyakaraka', de: 'Amatyakaraka', ru: 'Аматьякарака', pl: 'Amatyakaraka', es: 'Amatyakaraka', pt: 'Amatyakaraka', fr: 'Amatyakaraka', it: 'Amatyakaraka', nl: 'Amatyakaraka', cs: 'Amatyakaraka', ro: 'Amatyakaraka', hu: 'Amatyakaraka', el: 'Αματιακάρακα', tr: 'Amatyakaraka', ar: 'أماتياكاراكا', hi: 'अमात्यकारक', ja: 'アマーティヤカーラカ', ko: '아마티야카라카', vi: 'Amatyakaraka', id: 'Amatyakaraka',
  },
  'bhratrikaraka': {
    uk: 'Бхратрікарака', en: 'Bhratrikaraka', de: 'Bhratrikaraka', ru: 'Бхратрикарака', pl: 'Bhratrikaraka', es: 'Bhratrikaraka', pt: 'Bhratrikaraka', fr: 'Bhratrikaraka', it: 'Bhratrikaraka', nl: 'Bhratrikaraka', cs: 'Bhratrikaraka', ro: 'Bhratrikaraka', hu: 'Bhratrikaraka', el: 'Μπρατρικάρακα', tr: 'Bhratrikaraka', ar: 'بهراتريكاراكا', hi: 'भ्रातृकारक', ja: 'ブラートリカーラカ', ko: '브라트리카라카', vi: 'Bhratrikaraka', id: 'Bhratrikaraka',
  },
  'matrikaraka': {
    uk: 'Матрікарака', en: 'Matrikaraka', de: 'Matrikaraka', ru: 'Матрикарака', pl: 'Matrikaraka', es: 'Matrikaraka', pt: 'Matrikaraka', fr: 'Matrikaraka', it: 'Matrikaraka', nl: 'Matrikaraka', cs: 'Matrikaraka', ro: 'Matrikaraka', hu: 'Matrikaraka', el: 'Ματρικάρακα', tr: 'Matrikaraka', ar: 'ماتريكاراكا', hi: 'मातृकारक', ja: 'マートリカーラカ', ko: '마트리카라카', vi: 'Matrikaraka', id: 'Matrikaraka',
  },
  'pitrikaraka': {
    uk: 'Пітрікарака', en: 'Pitrikaraka', de: 'Pitrikaraka', ru: 'Питрикарака', pl: 'Pitrikaraka', es: 'Pitrikaraka', pt: 'Pitrikaraka', fr: 'Pitrikaraka', it: 'Pitrikaraka', nl: 'Pitrikaraka', cs: 'Pitrikaraka', ro: 'Pitrikaraka', hu: 'Pitrikaraka', el: 'Πιτρικάρακα', tr: 'Pitrikaraka', ar: 'بيتريكاراكا', hi: 'पितृकारक', ja: 'ピトリカーラカ', ko: '피트리카라카', vi: 'Pitrikaraka', id: 'Pitrikaraka',
  },
  'putrakaraka': {
    uk: 'Путракарака', en: 'Putrakaraka', de: 'Putrakaraka', ru: 'Путракарака', pl: 'Putrakaraka', es: 'Putrakaraka', pt: 'Putrakaraka', fr: 'Putrakaraka', it: 'Putrakaraka', nl: 'Putrakaraka', cs: 'Putrakaraka', ro: 'Putrakaraka', hu: 'Putrakaraka', el: 'Πουτρακάρακα', tr: 'Putrakaraka', ar: 'بوتراكاراكا', hi: 'पुत्रकारक', ja: 'プトラカーラカ', ko: '푸트라카라카', vi: 'Putrakaraka', id: 'Putrakaraka',
  },
  'gnatikaraka': {
    uk: 'Гнатікарака', en: 'Gnatikaraka', de: 'Gnatikaraka', ru: 'Гнатикарака', pl: 'Gnatikaraka', es: 'Gnatikaraka', pt: 'Gnatikaraka', fr: 'Gnatikaraka', it: 'Gnatikaraka', nl: 'Gnatikaraka', cs: 'Gnatikaraka', ro: 'Gnatikaraka', hu: 'Gnatikaraka', el: 'Γκνατικάρακα', tr: 'Gnatikaraka', ar: 'غناتيكاراكا', hi: 'ज्ञातिकारक', ja: 'ジュニャーティカーラカ', ko: '그나티카라카', vi: 'Gnatikaraka', id: 'Gnatikaraka',
  },
  'darakaraka': {
    uk: 'Даракарака', en: 'Darakaraka', de: 'Darakaraka', ru: 'Даракарака', pl: 'Darakaraka', es: 'Darakaraka', pt: 'Darakaraka', fr: 'Darakaraka', it: 'Darakaraka', nl: 'Darakaraka', cs: 'Darakaraka', ro: 'Darakaraka', hu: 'Darakaraka', el: 'Νταρακάρακα', tr: 'Darakaraka', ar: 'داراكاراكا', hi: 'दारकारक', ja: 'ダーラカーラカ', ko: '다라카라카', vi: 'Darakaraka', id: 'Darakaraka',
  },
} satisfies TermTable;
