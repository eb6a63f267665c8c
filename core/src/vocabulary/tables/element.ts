/**
 * The four elements (Ptolemy, Tetrabiblos I.18), in the 21 response languages.
 */
import type { TermTable } from '../terms.js';

export const ELEMENT_TERMS = {
  fire: {
    uk: 'Вогонь', en: 'Fire', de: 'Feuer', ru: 'Огонь', pl: 'Ogień', es: 'Fuego', pt: 'Fogo', fr: 'Feu', it: 'Fuoco', nl: 'Vuur', cs: 'Oheň', ro: 'Foc', hu: 'Tűz', el: 'Φωτιά', tr: 'Ateş', ar: 'النار', hi: 'अग्नि', ja: '火', ko: '불', vi: 'Lửa', id: 'Api',
  },
  earth: {
    uk: 'Земля', en: 'Earth', de: 'Erde', ru: 'Земля', pl: 'Ziemia', es: 'Tierra', pt: 'Terra', fr: 'Terre', it: 'Terra', nl: 'Aarde', cs: 'Země', ro: 'Pământ', hu: 'Föld', el: 'Γη', tr: 'Toprak', ar: 'التراب', hi: 'पृथ्वी', ja: '地', ko: '흙', vi: 'Đất', id: 'Tanah',
  },
  air: {
    uk: 'Повітря', en: 'Air', de: 'Luft', ru: 'Воздух', pl: 'Powietrze', es: 'Aire', pt: 'Ar', fr: 'Air', it: 'Aria', nl: 'Lucht', cs: 'Vzduch', ro: 'Aer', hu: 'Levegő', el: 'Αέρας', tr: 'Hava', ar: 'الهواء', hi: 'वायु', ja: '風', ko: '공기', vi: 'Khí', id: 'Udara',
  },
  water: {
    uk: 'Вода', en: 'Water', de: 'Wasser', ru: 'Вода', pl: 'Woda', es: 'Agua', pt: 'Água', fr: 'Eau', it: 'Acqua', nl: 'Water', cs: 'Voda', ro: 'Apă', hu: 'Víz', el: 'Νερό', tr: 'Su', ar: 'الماء', hi: 'जल', ja: '水', ko: '물', vi: 'Nước', id: 'Air',
  },
} satisfies TermTable;
