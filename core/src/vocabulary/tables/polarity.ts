/**
 * Sign polarity (masculine / feminine, also called yang / yin), in the 21 response languages.
 */
import type { TermTable } from '../terms.js';

export const POLARITY_TERMS = {
  masculine: {
    uk: 'Чоловіча', en: 'Masculine', de: 'Männlich', ru: 'Мужская', pl: 'Męska', es: 'Masculino', pt: 'Masculino', fr: 'Masculin', it: 'Maschile', nl: 'Mannelijk', cs: 'Mužská', ro: 'Masculin', hu: 'Férfi', el: 'Αρσενικό', tr: 'Eril', ar: 'مذكر', hi: 'पुरुष', ja: '男性宮', ko: '남성', vi: 'Nam tính', id: 'Maskulin',
  },
  feminine: {
    uk: 'Жіноча', en: 'Feminine', de: 'Weiblich', ru: 'Женская', pl: 'Żeńska', es: 'Femenino', pt: 'Feminino', fr: 'Féminin', it: 'Femminile', nl: 'Vrouwelijk', cs: 'Ženská', ro: 'Feminin', hu: 'Női', el: 'Θηλυκό', tr: 'Dişil', ar: 'مؤنث', hi: 'स्त्री', ja: '女性宮', ko: '여성', vi: 'Nữ tính', id: 'Feminin',
  },
} satisfies TermTable;
