/**
 * The three modalities (cardinal, fixed, mutable), in the 21 response languages.
 */
import type { TermTable } from '../terms.js';

export const MODALITY_TERMS = {
  cardinal: {
    uk: 'Кардинальна', en: 'Cardinal', de: 'Kardinal', ru: 'Кардинальная', pl: 'Kardynalna', es: 'Cardinal', pt: 'Cardinal', fr: 'Cardinal', it: 'Cardinale', nl: 'Kardinaal', cs: 'Kardinální', ro: 'Cardinal', hu: 'Kardinális', el: 'Καρδινάλια', tr: 'Öncü', ar: 'أساسي', hi: 'चर', ja: '活動宮', ko: '활동궁', vi: 'Thống lĩnh', id: 'Kardinal',
  },
  fixed: {
    uk: 'Фіксована', en: 'Fixed', de: 'Fix', ru: 'Фиксированная', pl: 'Stała', es: 'Fijo', pt: 'Fixo', fr: 'Fixe', it: 'Fisso', nl: 'Vast', cs: 'Pevný', ro: 'Fix', hu: 'Fix', el: 'Σταθερή', tr: 'Sabit', ar: 'ثابت', hi: 'स्थिर', ja: '不動宮', ko: '고정궁', vi: 'Cố định', id: 'Tetap',
  },
  mutable: {
    uk: 'Мутабельна', en: 'Mutable', de: 'Veränderlich', ru: 'Мутабельная', pl: 'Zmienna', es: 'Mutable', pt: 'Mutável', fr: 'Mutable', it: 'Mobile', nl: 'Beweeglijk', cs: 'Proměnlivý', ro: 'Mutabil', hu: 'Változó', el: 'Μεταβλητή', tr: 'Değişken', ar: 'متغير', hi: 'द्विस्वभाव', ja: '柔軟宮', ko: '변통궁', vi: 'Biến đổi', id: 'Berubah',
  },
} satisfies TermTable;
