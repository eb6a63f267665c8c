/**
 * The five phases (wu xing) of Chinese cosmology: wood, fire, earth, metal, water, in the
 * producing order (Huangdi Neijing; Bai Hu Tong). Distinct from the four Greek elements
 * (element.ts): earth and water share the word, wood and metal have no Greek counterpart.
 */
import type { TermTable } from '../terms.js';

export const WU_XING_TERMS = {
  wood: { uk: 'Дерево', en: 'Wood', de: 'Holz', ru: 'Дерево', pl: 'Drewno', es: 'Madera', pt: 'Madeira', fr: 'Bois', it: 'Legno', nl: 'Hout', cs: 'Dřevo', ro: 'Lemn', hu: 'Fa', el: 'Ξύλο', tr: 'Ağaç', ar: 'الخشب', hi: 'काष्ठ', ja: '木', ko: '목', vi: 'Mộc', id: 'Kayu' },
  fire: { uk: 'Вогонь', en: 'Fire', de: 'Feuer', ru: 'Огонь', pl: 'Ogień', es: 'Fuego', pt: 'Fogo', fr: 'Feu', it: 'Fuoco', nl: 'Vuur', cs: 'Oheň', ro: 'Foc', hu: 'Tűz', el: 'Φωτιά', tr: 'Ateş', ar: 'النار', hi: 'अग्नि', ja: '火', ko: '화', vi: 'Hỏa', id: 'Api' },
  earth: { uk: 'Земля', en: 'Earth', de: 'Erde', ru: 'Земля', pl: 'Ziemia', es: 'Tierra', pt: 'Terra', fr: 'Terre', it: 'Terra', nl: 'Aarde', cs: 'Země', ro: 'Pământ', hu: 'Föld', el: 'Γη', tr: 'Toprak', ar: 'التراب', hi: 'पृथ्वी', ja: '土', ko: '토', vi: 'Thổ', id: 'Tanah' },
  metal: { uk: 'Метал', en: 'Metal', de: 'Metall', ru: 'Металл', pl: 'Metal', es: 'Metal', pt: 'Metal', fr: 'Métal', it: 'Metallo', nl: 'Metaal', cs: 'Kov', ro: 'Metal', hu: 'Fém', el: 'Μέταλλο', tr: 'Metal', ar: 'المعدن', hi: 'धातु', ja: '金', ko: '금', vi: 'Kim', id: 'Logam' },
  water: { uk: 'Вода', en: 'Water', de: 'Wasser', ru: 'Вода', pl: 'Woda', es: 'Agua', pt: 'Água', fr: 'Eau', it: 'Acqua', nl: 'Water', cs: 'Voda', ro: 'Apă', hu: 'Víz', el: 'Νερό', tr: 'Su', ar: 'الماء', hi: 'जल', ja: '水', ko: '수', vi: 'Thủy', id: 'Air' },
} satisfies TermTable;
