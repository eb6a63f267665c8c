/**
 * The eight trigrams (bagua) in Fu Xi order, each named by its image of the Shuo Gua (Qian
 * heaven, Dui lake, Li fire, Zhen thunder, Xun wind, Kan water, Gen mountain, Kun earth):
 * the name by which the literature of each language calls the figure (Japanese and Korean
 * with the character, 乾 (天) / 건 (천), Vietnamese with the Sino-Vietnamese name).
 */
import type { TermTable } from '../terms.js';

export const TRIGRAM_TERMS = {
  qian: { uk: 'Небо', en: 'Heaven', de: 'Himmel', ru: 'Небо', pl: 'Niebo', es: 'Cielo', pt: 'Céu', fr: 'Ciel', it: 'Cielo', nl: 'Hemel', cs: 'Nebe', ro: 'Cer', hu: 'Ég', el: 'Ουρανός', tr: 'Gök', ar: 'السماء', hi: 'आकाश', ja: '乾（天）', ko: '건(천)', vi: 'Càn (Trời)', id: 'Langit' },
  dui: { uk: 'Озеро', en: 'Lake', de: 'See', ru: 'Озеро', pl: 'Jezioro', es: 'Lago', pt: 'Lago', fr: 'Lac', it: 'Lago', nl: 'Meer', cs: 'Jezero', ro: 'Lac', hu: 'Tó', el: 'Λίμνη', tr: 'Göl', ar: 'البحيرة', hi: 'झील', ja: '兌（沢）', ko: '태(택)', vi: 'Đoài (Đầm)', id: 'Danau' },
  li: { uk: 'Вогонь', en: 'Fire', de: 'Feuer', ru: 'Огонь', pl: 'Ogień', es: 'Fuego', pt: 'Fogo', fr: 'Feu', it: 'Fuoco', nl: 'Vuur', cs: 'Oheň', ro: 'Foc', hu: 'Tűz', el: 'Φωτιά', tr: 'Ateş', ar: 'النار', hi: 'अग्नि', ja: '離（火）', ko: '리(화)', vi: 'Ly (Lửa)', id: 'Api' },
  zhen: { uk: 'Грім', en: 'Thunder', de: 'Donner', ru: 'Гром', pl: 'Grzmot', es: 'Trueno', pt: 'Trovão', fr: 'Tonnerre', it: 'Tuono', nl: 'Donder', cs: 'Hrom', ro: 'Tunet', hu: 'Mennydörgés', el: 'Βροντή', tr: 'Gök Gürültüsü', ar: 'الرعد', hi: 'वज्र', ja: '震（雷）', ko: '진(뢰)', vi: 'Chấn (Sấm)', id: 'Guntur' },
  xun: { uk: 'Вітер', en: 'Wind', de: 'Wind', ru: 'Ветер', pl: 'Wiatr', es: 'Viento', pt: 'Vento', fr: 'Vent', it: 'Vento', nl: 'Wind', cs: 'Vítr', ro: 'Vânt', hu: 'Szél', el: 'Άνεμος', tr: 'Rüzgâr', ar: 'الريح', hi: 'पवन', ja: '巽（風）', ko: '손(풍)', vi: 'Tốn (Gió)', id: 'Angin' },
  kan: { uk: 'Вода', en: 'Water', de: 'Wasser', ru: 'Вода', pl: 'Woda', es: 'Agua', pt: 'Água', fr: 'Eau', it: 'Acqua', nl: 'Water', cs: 'Voda', ro: 'Apă', hu: 'Víz', el: 'Νερό', tr: 'Su', ar: 'الماء', hi: 'जल', ja: '坎（水）', ko: '감(수)', vi: 'Khảm (Nước)', id: 'Air' },
  gen: { uk: 'Гора', en: 'Mountain', de: 'Berg', ru: 'Гора', pl: 'Góra', es: 'Montaña', pt: 'Montanha', fr: 'Montagne', it: 'Monte', nl: 'Berg', cs: 'Hora', ro: 'Munte', hu: 'Hegy', el: 'Βουνό', tr: 'Dağ', ar: 'الجبل', hi: 'पर्वत', ja: '艮（山）', ko: '간(산)', vi: 'Cấn (Núi)', id: 'Gunung' },
  kun: { uk: 'Земля', en: 'Earth', de: 'Erde', ru: 'Земля', pl: 'Ziemia', es: 'Tierra', pt: 'Terra', fr: 'Terre', it: 'Terra', nl: 'Aarde', cs: 'Země', ro: 'Pământ', hu: 'Föld', el: 'Γη', tr: 'Yer', ar: 'الأرض', hi: 'पृथ्वी', ja: '坤（地）', ko: '곤(지)', vi: 'Khôn (Đất)', id: 'Bumi' },
} satisfies TermTable;
