/**
 * The qualities the Ashtakoota compares (lib/koota.ts; Muhurta Chintamani, Vivaha prakarana): the
 * four varnas (brahmin ... shudra), the five vashya classes (chatushpada ... keeta), the three
 * ganas (deva, manushya, rakshasa) and the three nadis (adi, madhya, antya). Sanskrit terms of the
 * matching literature: Hindi in Devanagari, the other non-Latin scripts transliterate, the
 * Latin-script languages keep the transliteration (as the koota table does).
 */
import type { TermTable } from '../terms.js';

export const KOOTA_QUALITY_TERMS = {
  'brahmin': {
    uk: 'Брахман', en: 'Brahmin', de: 'Brahmin', ru: 'Брахман', pl: 'Brahmin', es: 'Brahmin', pt: 'Brahmin', fr: 'Brahmin', it: 'Brahmin', nl: 'Brahmin', cs: 'Brahmin', ro: 'Brahmin', hu: 'Brahmin', el: 'Βραχμάνος', tr: 'Brahmin', ar: 'براهمن', hi: 'ब्राह्मण', ja: 'ブラーフマナ', ko: '브라만', vi: 'Brahmin', id: 'Brahmin',
  },
  'kshatriya': {
    uk: 'Кшатрій', en: 'Kshatriya', de: 'Kshatriya', ru: 'Кшатрий', pl: 'Kshatriya', es: 'Kshatriya', pt: 'Kshatriya', fr: 'Kshatriya', it: 'Kshatriya', nl: 'Kshatriya', cs: 'Kshatriya', ro: 'Kshatriya', hu: 'Kshatriya', el: 'Κσατρίγια', tr: 'Kshatriya', ar: 'كشاتريا', hi: 'क्षत्रिय', ja: 'クシャトリヤ', ko: '크샤트리아', vi: 'Kshatriya', id: 'Kshatriya',
  },
  'vaishya': {
    uk: 'Вайш’я', en: 'Vaishya', de: 'Vaishya', ru: 'Вайшья', pl: 'Vaishya', es: 'Vaishya', pt: 'Vaishya', fr: 'Vaishya', it: 'Vaishya', nl: 'Vaishya', cs: 'Vaishya', ro: 'Vaishya', hu: 'Vaishya', el: 'Βαΐσια', tr: 'Vaishya', ar: 'فايشيا', hi: 'वैश्य', ja: 'ヴァイシャ', ko: '바이샤', vi: 'Vaishya', id: 'Vaishya',
  },
  'shudra': {
    uk: 'Шудра', en: 'Shudra', de: 'Shudra', ru: 'Шудра', pl: 'Shudra', es: 'Shudra', pt: 'Shudra', fr: 'Shudra', it: 'Shudra', nl: 'Shudra', cs: 'Shudra', ro: 'Shudra', hu: 'Shudra', el: 'Σούντρα', tr: 'Shudra', ar: 'شودرا', hi: 'शूद्र', ja: 'シュードラ', ko: '수드라', vi: 'Shudra', id: 'Shudra',
  },
  'chatushpada': {
    uk: 'Чатушпада', en: 'Chatushpada', de: 'Chatushpada', ru: 'Чатушпада', pl: 'Chatushpada', es: 'Chatushpada', pt: 'Chatushpada', fr: 'Chatushpada', it: 'Chatushpada', nl: 'Chatushpada', cs: 'Chatushpada', ro: 'Chatushpada', hu: 'Chatushpada', el: 'Τσατουσπάντα', tr: 'Chatushpada', ar: 'تشاتوشبادا', hi: 'चतुष्पद', ja: 'チャトゥシュパダ', ko: '차투슈파다', vi: 'Chatushpada', id: 'Chatushpada',
  },
  'manava': {
    uk: 'Манава', en: 'Manava', de: 'Manava', ru: 'Манава', pl: 'Manava', es: 'Manava', pt: 'Manava', fr: 'Manava', it: 'Manava', nl: 'Manava', cs: 'Manava', ro: 'Manava', hu: 'Manava', el: 'Μάναβα', tr: 'Manava', ar: 'مانافا', hi: 'मानव', ja: 'マーナヴァ', ko: '마나바', vi: 'Manava', id: 'Manava',
  },
  'jalachara': {
    uk: 'Джалачара', en: 'Jalachara', de: 'Jalachara', ru: 'Джалачара', pl: 'Jalachara', es: 'Jalachara', pt: 'Jalachara', fr: 'Jalachara', it: 'Jalachara', nl: 'Jalachara', cs: 'Jalachara', ro: 'Jalachara', hu: 'Jalachara', el: 'Τζαλατσάρα', tr: 'Jalachara', ar: 'جالاتشارا', hi: 'जलचर', ja: 'ジャラチャラ', ko: '잘라차라', vi: 'Jalachara', id: 'Jalachara',
  },
  'vanachara': {
    uk: 'Ваначара', en: 'Vanachara', de: 'Vanachara', ru: 'Ваначара', pl: 'Vanachara', es: 'Vanachara', pt: 'Vanachara', fr: 'Vanachara', it: 'Vanachara', nl: 'Vanachara', cs: 'Vanachara', ro: 'Vanachara', hu: 'Vanachara', el: 'Βανατσάρα', tr: 'Vanachara', ar: 'فاناتشارا', hi: 'वनचर', ja: 'ヴァナチャラ', ko: '바나차라', vi: 'Vanachara', id: 'Vanachara',
  },
  'keeta': {
    uk: 'Кіта', en: 'Keeta', de: 'Keeta', ru: 'Кита', pl: 'Keeta', es: 'Keeta', pt: 'Keeta', fr: 'Keeta', it: 'Keeta', nl: 'Keeta', cs: 'Keeta', ro: 'Keeta', hu: 'Keeta', el: 'Κίτα', tr: 'Keeta', ar: 'كيتا', hi: 'कीट', ja: 'キータ', ko: '키타', vi: 'Keeta', id: 'Keeta',
  },
  'deva': {
    uk: 'Дева', en: 'Deva', de: 'Deva', ru: 'Дева', pl: 'Deva', es: 'Deva', pt: 'Deva', fr: 'Deva', it: 'Deva', nl: 'Deva', cs: 'Deva', ro: 'Deva', hu: 'Deva', el: 'Ντέβα', tr: 'Deva', ar: 'ديفا', hi: 'देव', ja: 'デーヴァ', ko: '데바', vi: 'Deva', id: 'Deva',
  },
  'manushya': {
    uk: 'Манушья', en: 'Manushya', de: 'Manushya', ru: 'Манушья', pl: 'Manushya', es: 'Manushya', pt: 'Manushya', fr: 'Manushya', it: 'Manushya', nl: 'Manushya', cs: 'Manushya', ro: 'Manushya', hu: 'Manushya', el: 'Μανούσια', tr: 'Manushya', ar: 'مانوشيا', hi: 'मनुष्य', ja: 'マヌシャ', ko: '마누샤', vi: 'Manushya', id: 'Manushya',
  },
  'rakshasa': {
    uk: 'Ракшаса', en: 'Rakshasa', de: 'Rakshasa', ru: 'Ракшаса', pl: 'Rakshasa', es: 'Rakshasa', pt: 'Rakshasa', fr: 'Rakshasa', it: 'Rakshasa', nl: 'Rakshasa', cs: 'Rakshasa', ro: 'Rakshasa', hu: 'Rakshasa', el: 'Ράκσασα', tr: 'Rakshasa', ar: 'راكشاسا', hi: 'राक्षस', ja: 'ラークシャサ', ko: '락샤사', vi: 'Rakshasa', id: 'Rakshasa',
  },
  'adi': {
    uk: 'Аді', en: 'Adi', de: 'Adi', ru: 'Ади', pl: 'Adi', es: 'Adi', pt: 'Adi', fr: 'Adi', it: 'Adi', nl: 'Adi', cs: 'Adi', ro: 'Adi', hu: 'Adi', el: 'Άντι', tr: 'Adi', ar: 'آدي', hi: 'आदि', ja: 'アーディ', ko: '아디', vi: 'Adi', id: 'Adi',
  },
  'madhya': {
    uk: 'Мадх’я', en: 'Madhya', de: 'Madhya', ru: 'Мадхья', pl: 'Madhya', es: 'Madhya', pt: 'Madhya', fr: 'Madhya', it: 'Madhya', nl: 'Madhya', cs: 'Madhya', ro: 'Madhya', hu: 'Madhya', el: 'Μάντια', tr: 'Madhya', ar: 'مادهيا', hi: 'मध्य', ja: 'マディヤ', ko: '마드야', vi: 'Madhya', id: 'Madhya',
  },
  'antya': {
    uk: 'Ант’я', en: 'Antya', de: 'Antya', ru: 'Антья', pl: 'Antya', es: 'Antya', pt: 'Antya', fr: 'Antya', it: 'Antya', nl: 'Antya', cs: 'Antya', ro: 'Antya', hu: 'Antya', el: 'Άντια', tr: 'Antya', ar: 'أنتيا', hi: 'अन्त्य', ja: 'アンティヤ', ko: '안티야', vi: 'Antya', id: 'Antya',
  },
} satisfies TermTable;
