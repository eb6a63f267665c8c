/**
 * Aspect patterns (configurations) the western family's /aspect-patterns/* finders name: the
 * grand trine, the T-square and the yod ("finger of God"), in the 21 response languages, as the
 * astrological literature of each language writes them.
 */
import { tableOfRows } from './by-language.js';
import type { TermTable } from '../terms.js';

export const ASPECT_PATTERN_SLUGS = ['grand-trine', 't-square', 'yod'] as const;

export const ASPECT_PATTERN_TERMS = tableOfRows('aspect-pattern', ASPECT_PATTERN_SLUGS, {
  en: 'Grand trine|T-square|Yod',
  uk: 'Великий тригон|Тау-квадрат|Йод',
  de: 'Großes Trigon|T-Quadrat|Yod',
  ru: 'Большой тригон|Тау-квадрат|Йод',
  pl: 'Wielki trygon|T-kwadrat|Yod',
  es: 'Gran trígono|Cuadratura en T|Yod',
  pt: 'Grande trígono|T-quadrado|Yod',
  fr: 'Grand trigone|Carré en T|Yod',
  it: 'Grande trigono|Quadratura a T|Yod',
  nl: 'Grote driehoek|T-vierkant|Yod',
  cs: 'Velký trigon|T-kvadrát|Jod',
  ro: 'Mare trigon|Careu în T|Yod',
  hu: 'Nagy trigon|T-négyzet|Yod',
  el: 'Μεγάλο τρίγωνο|Τετράγωνο Τ|Γιοντ',
  tr: 'Büyük üçgen|T-kare|Yod',
  ar: 'التثليث الكبير|التربيع T|اليود',
  hi: 'ग्रैंड ट्राइन|टी-स्क्वायर|योड',
  ja: 'グランドトライン|Tスクエア|ヨッド',
  ko: '그랜드 트라인|T 스퀘어|요드',
  vi: 'Tam hợp lớn|Chữ T vuông|Yod',
  id: 'Trigon agung|T-kuadrat|Yod',
}) satisfies TermTable;
