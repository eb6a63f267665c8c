/**
 * The six ritus (seasons) of two months each (Surya Siddhanta ch. 14; lib/panchang.ts RITU_NAMES):
 * Vasanta, Grishma, Varsha, Sharad, Hemanta, Shishira. Hindi in Devanagari; the other non-Latin
 * scripts transliterate the Sanskrit; the Latin-script languages keep the transliteration.
 */
import type { TermTable } from '../terms.js';

export const RITU_TERMS = {
  'vasanta': {
    uk: 'Васанта', en: 'Vasanta', de: 'Vasanta', ru: 'Васанта', pl: 'Vasanta', es: 'Vasanta', pt: 'Vasanta', fr: 'Vasanta', it: 'Vasanta', nl: 'Vasanta', cs: 'Vasanta', ro: 'Vasanta', hu: 'Vasanta', el: 'Βασάντα', tr: 'Vasanta', ar: 'فاسانتا', hi: 'वसन्त', ja: 'ヴァサンタ', ko: '바산타', vi: 'Vasanta', id: 'Vasanta',
  },
  'grishma': {
    uk: 'Грішма', en: 'Grishma', de: 'Grishma', ru: 'Гришма', pl: 'Grishma', es: 'Grishma', pt: 'Grishma', fr: 'Grishma', it: 'Grishma', nl: 'Grishma', cs: 'Grishma', ro: 'Grishma', hu: 'Grishma', el: 'Γκρίσμα', tr: 'Grishma', ar: 'غريشما', hi: 'ग्रीष्म', ja: 'グリーシュマ', ko: '그리슈마', vi: 'Grishma', id: 'Grishma',
  },
  'varsha': {
    uk: 'Варша', en: 'Varsha', de: 'Varsha', ru: 'Варша', pl: 'Varsha', es: 'Varsha', pt: 'Varsha', fr: 'Varsha', it: 'Varsha', nl: 'Varsha', cs: 'Varsha', ro: 'Varsha', hu: 'Varsha', el: 'Βάρσα', tr: 'Varsha', ar: 'فارشا', hi: 'वर्षा', ja: 'ヴァルシャー', ko: '바르샤', vi: 'Varsha', id: 'Varsha',
  },
  'sharad': {
    uk: 'Шарад', en: 'Sharad', de: 'Sharad', ru: 'Шарад', pl: 'Sharad', es: 'Sharad', pt: 'Sharad', fr: 'Sharad', it: 'Sharad', nl: 'Sharad', cs: 'Sharad', ro: 'Sharad', hu: 'Sharad', el: 'Σαράντ', tr: 'Sharad', ar: 'شاراد', hi: 'शरद्', ja: 'シャラド', ko: '샤라드', vi: 'Sharad', id: 'Sharad',
  },
  'hemanta': {
    uk: 'Хеманта', en: 'Hemanta', de: 'Hemanta', ru: 'Хеманта', pl: 'Hemanta', es: 'Hemanta', pt: 'Hemanta', fr: 'Hemanta', it: 'Hemanta', nl: 'Hemanta', cs: 'Hemanta', ro: 'Hemanta', hu: 'Hemanta', el: 'Χεμάντα', tr: 'Hemanta', ar: 'هيمانتا', hi: 'हेमन्त', ja: 'ヘーマンタ', ko: '헤만타', vi: 'Hemanta', id: 'Hemanta',
  },
  'shishira': {
    uk: 'Шишира', en: 'Shishira', de: 'Shishira', ru: 'Шишира', pl: 'Shishira', es: 'Shishira', pt: 'Shishira', fr: 'Shishira', it: 'Shishira', nl: 'Shishira', cs: 'Shishira', ro: 'Shishira', hu: 'Shishira', el: 'Σισίρα', tr: 'Shishira', ar: 'شيشيرا', hi: 'शिशिर', ja: 'シシラ', ko: '시시라', vi: 'Shishira', id: 'Shishira',
  },
} satisfies TermTable;
