/** The four angles of a chart: the horizon (Ascendant, Descendant) and the meridian (Midheaven, Imum Coeli). */
import type { TermTable } from '../terms.js';

export const CHART_ANGLE_TERMS = {
  ascendant: {
    uk: 'Асцендент', en: 'Ascendant', de: 'Aszendent', ru: 'Асцендент', pl: 'Ascendent', es: 'Ascendente', pt: 'Ascendente', fr: 'Ascendant', it: 'Ascendente', nl: 'Ascendant', cs: 'Ascendent', ro: 'Ascendent', hu: 'Aszcendens', el: 'Ωροσκόπος', tr: 'Yükselen', ar: 'الطالع', hi: 'लग्न', ja: 'アセンダント', ko: '어센던트', vi: 'Điểm mọc', id: 'Ascendant',
  },
  descendant: {
    uk: 'Десцендент', en: 'Descendant', de: 'Deszendent', ru: 'Десцендент', pl: 'Descendent', es: 'Descendente', pt: 'Descendente', fr: 'Descendant', it: 'Discendente', nl: 'Descendant', cs: 'Descendent', ro: 'Descendent', hu: 'Descendens', el: 'Δύση', tr: 'Alçalan', ar: 'الغارب', hi: 'सप्तम बिंदु', ja: 'ディセンダント', ko: '디센던트', vi: 'Điểm lặn', id: 'Descendant',
  },
  midheaven: {
    uk: 'Середина неба', en: 'Midheaven', de: 'Himmelsmitte', ru: 'Середина неба', pl: 'Medium Coeli', es: 'Medio Cielo', pt: 'Meio do Céu', fr: 'Milieu du Ciel', it: 'Medio Cielo', nl: 'Medium Coeli', cs: 'Medium coeli', ro: 'Mijlocul Cerului', hu: 'Medium Coeli', el: 'Μεσουράνημα', tr: 'Gökyüzü Ortası', ar: 'وسط السماء', hi: 'मध्याकाश', ja: '天頂', ko: '중천', vi: 'Thiên đỉnh', id: 'Titik Tengah Langit',
  },
  'imum-coeli': {
    uk: 'Глибина неба', en: 'Imum Coeli', de: 'Himmelstiefe', ru: 'Глубина неба', pl: 'Imum Coeli', es: 'Fondo del Cielo', pt: 'Fundo do Céu', fr: 'Fond du Ciel', it: 'Fondo Cielo', nl: 'Imum Coeli', cs: 'Imum coeli', ro: 'Fundul Cerului', hu: 'Imum Coeli', el: 'Υπόγειο', tr: 'Gökyüzü Dibi', ar: 'وتد الأرض', hi: 'पाताल', ja: '天底', ko: '천저', vi: 'Thiên để', id: 'Titik Dasar Langit',
  },
} satisfies TermTable;
