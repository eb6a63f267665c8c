/**
 * Aspects by slug (core/src/astro/aspects.ts ASPECTS), in the 21 response languages.
 */
import type { TermTable } from '../terms.js';

export const ASPECT_TERMS = {
  conjunction: {
    uk: 'З\'єднання', en: 'Conjunction', de: 'Konjunktion', ru: 'Соединение', pl: 'Koniunkcja', es: 'Conjunción', pt: 'Conjunção', fr: 'Conjonction', it: 'Congiunzione', nl: 'Conjunctie', cs: 'Konjunkce', ro: 'Conjuncție', hu: 'Együttállás', el: 'Σύνοδος', tr: 'Kavuşum', ar: 'اقتران', hi: 'युति', ja: 'コンジャンクション', ko: '합', vi: 'Hợp', id: 'Konjungsi',
  },
  sextile: {
    uk: 'Секстиль', en: 'Sextile', de: 'Sextil', ru: 'Секстиль', pl: 'Sekstyl', es: 'Sextil', pt: 'Sextil', fr: 'Sextile', it: 'Sestile', nl: 'Sextiel', cs: 'Sextil', ro: 'Sextil', hu: 'Szextil', el: 'Εξάγωνο', tr: 'Sekstil', ar: 'تسديس', hi: 'षडंश', ja: 'セクスタイル', ko: '섹스타일', vi: 'Lục hợp', id: 'Sekstil',
  },
  square: {
    uk: 'Квадрат', en: 'Square', de: 'Quadrat', ru: 'Квадрат', pl: 'Kwadratura', es: 'Cuadratura', pt: 'Quadratura', fr: 'Carré', it: 'Quadratura', nl: 'Vierkant', cs: 'Kvadratura', ro: 'Careu', hu: 'Négyszög', el: 'Τετράγωνο', tr: 'Kare', ar: 'تربيع', hi: 'केंद्र', ja: 'スクエア', ko: '스퀘어', vi: 'Vuông', id: 'Kuadrat',
  },
  trine: {
    uk: 'Тригон', en: 'Trine', de: 'Trigon', ru: 'Трин', pl: 'Trygon', es: 'Trígono', pt: 'Trígono', fr: 'Trigone', it: 'Trigono', nl: 'Driehoek', cs: 'Trigon', ro: 'Trigon', hu: 'Trigon', el: 'Τρίγωνο', tr: 'Üçgen', ar: 'تثليث', hi: 'त्रिकोण', ja: 'トライン', ko: '트라인', vi: 'Tam hợp', id: 'Trigon',
  },
  opposition: {
    uk: 'Опозиція', en: 'Opposition', de: 'Opposition', ru: 'Оппозиция', pl: 'Opozycja', es: 'Oposición', pt: 'Oposição', fr: 'Opposition', it: 'Opposizione', nl: 'Oppositie', cs: 'Opozice', ro: 'Opoziție', hu: 'Szembenállás', el: 'Αντίθεση', tr: 'Karşıt', ar: 'مقابلة', hi: 'प्रतियुति', ja: 'オポジション', ko: '어포지션', vi: 'Xung đối', id: 'Oposisi',
  },
  'semi-sextile': {
    uk: 'Напівсекстиль', en: 'Semi-sextile', de: 'Halbsextil', ru: 'Полусекстиль', pl: 'Półsekstyl', es: 'Semisextil', pt: 'Semissextil', fr: 'Semi-sextile', it: 'Semisestile', nl: 'Halfsextiel', cs: 'Semisextil', ro: 'Semisextil', hu: 'Félszextil', el: 'Ημιεξάγωνο', tr: 'Yarım Sekstil', ar: 'نصف تسديس', hi: 'अर्ध-षडंश', ja: 'セミセクスタイル', ko: '세미섹스타일', vi: 'Bán lục hợp', id: 'Semi-sekstil',
  },
  'semi-square': {
    uk: 'Напівквадрат', en: 'Semi-square', de: 'Halbquadrat', ru: 'Полуквадрат', pl: 'Półkwadratura', es: 'Semicuadratura', pt: 'Semiquadratura', fr: 'Semi-carré', it: 'Semiquadratura', nl: 'Halfvierkant', cs: 'Semikvadratura', ro: 'Semicareu', hu: 'Félnégyszög', el: 'Ημιτετράγωνο', tr: 'Yarım Kare', ar: 'نصف تربيع', hi: 'अर्ध-केंद्र', ja: 'セミスクエア', ko: '세미스퀘어', vi: 'Bán vuông', id: 'Semi-kuadrat',
  },
  quintile: {
    uk: 'Квінтиль', en: 'Quintile', de: 'Quintil', ru: 'Квинтиль', pl: 'Kwintyl', es: 'Quintil', pt: 'Quintil', fr: 'Quintile', it: 'Quintile', nl: 'Kwintiel', cs: 'Kvintil', ro: 'Quintil', hu: 'Kvintil', el: 'Κουιντίλ', tr: 'Kentil', ar: 'تخميس', hi: 'पंचमांश', ja: 'クインタイル', ko: '퀸타일', vi: 'Ngũ phân', id: 'Kuintil',
  },
  sesquiquadrate: {
    uk: 'Сесквіквадрат', en: 'Sesquiquadrate', de: 'Anderthalbquadrat', ru: 'Полутораквадрат', pl: 'Półtorakwadratura', es: 'Sesquicuadratura', pt: 'Sesquiquadratura', fr: 'Sesqui-carré', it: 'Sesquiquadratura', nl: 'Anderhalfvierkant', cs: 'Seskvikvadratura', ro: 'Sescvicareu', hu: 'Másfélnégyszög', el: 'Σεσκιτετράγωνο', tr: 'Bir Buçuk Kare', ar: 'تربيع ونصف', hi: 'सार्ध-केंद्र', ja: 'セスキコードレート', ko: '세스퀴쿼드레이트', vi: 'Vuông rưỡi', id: 'Seskuikuadrat',
  },
  biquintile: {
    uk: 'Біквінтиль', en: 'Biquintile', de: 'Biquintil', ru: 'Биквинтиль', pl: 'Bikwintyl', es: 'Biquintil', pt: 'Biquintil', fr: 'Biquintile', it: 'Biquintile', nl: 'Bikwintiel', cs: 'Bikvintil', ro: 'Biquintil', hu: 'Bikvintil', el: 'Δικουιντίλ', tr: 'Bikentil', ar: 'تخميس مزدوج', hi: 'द्वि-पंचमांश', ja: 'バイクインタイル', ko: '바이퀸타일', vi: 'Nhị ngũ phân', id: 'Bikuintil',
  },
  quincunx: {
    uk: 'Квінконс', en: 'Quincunx', de: 'Quincunx', ru: 'Квинконс', pl: 'Kwinkunks', es: 'Quincuncio', pt: 'Quincúncio', fr: 'Quinconce', it: 'Quinconce', nl: 'Kwinkunx', cs: 'Kvinkunx', ro: 'Quincunx', hu: 'Kvinkunx', el: 'Κουινκόνξ', tr: 'Kuinkunks', ar: 'كوينكنكس', hi: 'क्विंकंक्स', ja: 'クインカンクス', ko: '퀸컹스', vi: 'Bất tương hợp', id: 'Kuinkunks',
  },
} satisfies TermTable;
