/**
 * The eleven karanas (half tithis): Kimstughna, the seven movable ones (Bava ... Vishti) and the
 * fixed Shakuni, Chatushpada, Naga (Surya Siddhanta ch. 2; Muhurta Chintamani ch. 1). Scripts
 * as in tithi.ts.
 */
import type { TermTable } from '../terms.js';

export const KARANA_TERMS = {
  kimstughna: {
    uk: 'Кімстугхна', en: 'Kimstughna', de: 'Kimstughna', ru: 'Кимстугхна', pl: 'Kimstughna', es: 'Kimstughna', pt: 'Kimstughna', fr: 'Kimstughna', it: 'Kimstughna', nl: 'Kimstughna', cs: 'Kimstughna', ro: 'Kimstughna', hu: 'Kimstughna', el: 'Κιμστούγκνα', tr: 'Kimstughna', ar: 'كيمستوغنا', hi: 'किंस्तुघ्न', ja: 'キンストゥグナ', ko: '킴스투그나', vi: 'Kimstughna', id: 'Kimstughna',
  },
  bava: {
    uk: 'Бава', en: 'Bava', de: 'Bava', ru: 'Бава', pl: 'Bava', es: 'Bava', pt: 'Bava', fr: 'Bava', it: 'Bava', nl: 'Bava', cs: 'Bava', ro: 'Bava', hu: 'Bava', el: 'Μπάβα', tr: 'Bava', ar: 'بافا', hi: 'बव', ja: 'バヴァ', ko: '바바', vi: 'Bava', id: 'Bava',
  },
  balava: {
    uk: 'Балава', en: 'Balava', de: 'Balava', ru: 'Балава', pl: 'Balava', es: 'Balava', pt: 'Balava', fr: 'Balava', it: 'Balava', nl: 'Balava', cs: 'Balava', ro: 'Balava', hu: 'Balava', el: 'Μπαλάβα', tr: 'Balava', ar: 'بالافا', hi: 'बालव', ja: 'バーラヴァ', ko: '발라바', vi: 'Balava', id: 'Balava',
  },
  kaulava: {
    uk: 'Каулава', en: 'Kaulava', de: 'Kaulava', ru: 'Каулава', pl: 'Kaulava', es: 'Kaulava', pt: 'Kaulava', fr: 'Kaulava', it: 'Kaulava', nl: 'Kaulava', cs: 'Kaulava', ro: 'Kaulava', hu: 'Kaulava', el: 'Καουλάβα', tr: 'Kaulava', ar: 'كولافا', hi: 'कौलव', ja: 'カウラヴァ', ko: '카울라바', vi: 'Kaulava', id: 'Kaulava',
  },
  taitila: {
    uk: 'Тайтіла', en: 'Taitila', de: 'Taitila', ru: 'Тайтила', pl: 'Taitila', es: 'Taitila', pt: 'Taitila', fr: 'Taitila', it: 'Taitila', nl: 'Taitila', cs: 'Taitila', ro: 'Taitila', hu: 'Taitila', el: 'Ταϊτίλα', tr: 'Taitila', ar: 'تيتيلا', hi: 'तैतिल', ja: 'タイティラ', ko: '타이틸라', vi: 'Taitila', id: 'Taitila',
  },
  gara: {
    uk: 'Гара', en: 'Gara', de: 'Gara', ru: 'Гара', pl: 'Gara', es: 'Gara', pt: 'Gara', fr: 'Gara', it: 'Gara', nl: 'Gara', cs: 'Gara', ro: 'Gara', hu: 'Gara', el: 'Γκάρα', tr: 'Gara', ar: 'غارا', hi: 'गर', ja: 'ガラ', ko: '가라', vi: 'Gara', id: 'Gara',
  },
  vanija: {
    uk: 'Ваніджа', en: 'Vanija', de: 'Vanija', ru: 'Ваниджа', pl: 'Vanija', es: 'Vanija', pt: 'Vanija', fr: 'Vanija', it: 'Vanija', nl: 'Vanija', cs: 'Vanija', ro: 'Vanija', hu: 'Vanija', el: 'Βανίτζα', tr: 'Vanija', ar: 'فانيجا', hi: 'वणिज', ja: 'ヴァニジャ', ko: '바니자', vi: 'Vanija', id: 'Vanija',
  },
  vishti: {
    uk: 'Вішті', en: 'Vishti', de: 'Vishti', ru: 'Вишти', pl: 'Vishti', es: 'Vishti', pt: 'Vishti', fr: 'Vishti', it: 'Vishti', nl: 'Vishti', cs: 'Vishti', ro: 'Vishti', hu: 'Vishti', el: 'Βίστι', tr: 'Vishti', ar: 'فيشتي', hi: 'विष्टि', ja: 'ヴィシュティ', ko: '비슈티', vi: 'Vishti', id: 'Vishti',
  },
  shakuni: {
    uk: 'Шакуні', en: 'Shakuni', de: 'Shakuni', ru: 'Шакуни', pl: 'Shakuni', es: 'Shakuni', pt: 'Shakuni', fr: 'Shakuni', it: 'Shakuni', nl: 'Shakuni', cs: 'Shakuni', ro: 'Shakuni', hu: 'Shakuni', el: 'Σακούνι', tr: 'Shakuni', ar: 'شاكوني', hi: 'शकुनि', ja: 'シャクニ', ko: '샤쿠니', vi: 'Shakuni', id: 'Shakuni',
  },
  chatushpada: {
    uk: 'Чатушпада', en: 'Chatushpada', de: 'Chatushpada', ru: 'Чатушпада', pl: 'Chatushpada', es: 'Chatushpada', pt: 'Chatushpada', fr: 'Chatushpada', it: 'Chatushpada', nl: 'Chatushpada', cs: 'Chatushpada', ro: 'Chatushpada', hu: 'Chatushpada', el: 'Τσατουσπάντα', tr: 'Chatushpada', ar: 'تشاتوشبادا', hi: 'चतुष्पाद', ja: 'チャトゥシュパーダ', ko: '차투슈파다', vi: 'Chatushpada', id: 'Chatushpada',
  },
  naga: {
    uk: 'Нага', en: 'Naga', de: 'Naga', ru: 'Нага', pl: 'Naga', es: 'Naga', pt: 'Naga', fr: 'Naga', it: 'Naga', nl: 'Naga', cs: 'Naga', ro: 'Naga', hu: 'Naga', el: 'Νάγκα', tr: 'Naga', ar: 'ناغا', hi: 'नाग', ja: 'ナーガ', ko: '나가', vi: 'Naga', id: 'Naga',
  },
} satisfies TermTable;
