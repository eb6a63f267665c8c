/**
 * The upagrahas (shadow points) the Vedic family computes (lib/upagrahas.ts): the five aprakasha
 * grahas of BPHS ch. 3 sl. 61-65 (Dhuma, Vyatipata, Parivesha, Indrachapa, Upaketu) and the
 * kalavelas of BPHS ch. 3 sl. 66-69 (Kala, Mrityu, Ardhaprahara, Yamaghantaka, Gulika) with
 * Prashna Marga's Mandi. Hindi in Devanagari; the other non-Latin scripts transliterate the
 * Sanskrit; the Latin-script languages keep the transliteration.
 */
import type { TermTable } from '../terms.js';

export const UPAGRAHA_TERMS = {
  'dhuma': {
    uk: 'Дхума', en: 'Dhuma', de: 'Dhuma', ru: 'Дхума', pl: 'Dhuma', es: 'Dhuma', pt: 'Dhuma', fr: 'Dhuma', it: 'Dhuma', nl: 'Dhuma', cs: 'Dhuma', ro: 'Dhuma', hu: 'Dhuma', el: 'Ντούμα', tr: 'Dhuma', ar: 'دهوما', hi: 'धूम', ja: 'ドゥーマ', ko: '두마', vi: 'Dhuma', id: 'Dhuma',
  },
  'vyatipata': {
    uk: 'В’ятіпата', en: 'Vyatipata', de: 'Vyatipata', ru: 'Вьятипата', pl: 'Vyatipata', es: 'Vyatipata', pt: 'Vyatipata', fr: 'Vyatipata', it: 'Vyatipata', nl: 'Vyatipata', cs: 'Vyatipata', ro: 'Vyatipata', hu: 'Vyatipata', el: 'Βιατιπάτα', tr: 'Vyatipata', ar: 'فياتيباتا', hi: 'व्यतीपात', ja: 'ヴィヤティーパータ', ko: '비야티파타', vi: 'Vyatipata', id: 'Vyatipata',
  },
  'parivesha': {
    uk: 'Парівеша', en: 'Parivesha', de: 'Parivesha', ru: 'Паривеша', pl: 'Parivesha', es: 'Parivesha', pt: 'Parivesha', fr: 'Parivesha', it: 'Parivesha', nl: 'Parivesha', cs: 'Parivesha', ro: 'Parivesha', hu: 'Parivesha', el: 'Παριβέσα', tr: 'Parivesha', ar: 'باريفيشا', hi: 'परिवेष', ja: 'パリヴェーシャ', ko: '파리베샤', vi: 'Parivesha', id: 'Parivesha',
  },
  'indrachapa': {
    uk: 'Індрачапа', en: 'Indrachapa', de: 'Indrachapa', ru: 'Индрачапа', pl: 'Indrachapa', es: 'Indrachapa', pt: 'Indrachapa', fr: 'Indrachapa', it: 'Indrachapa', nl: 'Indrachapa', cs: 'Indrachapa', ro: 'Indrachapa', hu: 'Indrachapa', el: 'Ιντρατσάπα', tr: 'Indrachapa', ar: 'إندراتشابا', hi: 'इन्द्रचाप', ja: 'インドラチャーパ', ko: '인드라차파', vi: 'Indrachapa', id: 'Indrachapa',
  },
  'upaketu': {
    uk: 'Упакету', en: 'Upaketu', de: 'Upaketu', ru: 'Упакету', pl: 'Upaketu', es: 'Upaketu', pt: 'Upaketu', fr: 'Upaketu', it: 'Upaketu', nl: 'Upaketu', cs: 'Upaketu', ro: 'Upaketu', hu: 'Upaketu', el: 'Ουπακέτου', tr: 'Upaketu', ar: 'أوباكيتو', hi: 'उपकेतु', ja: 'ウパケートゥ', ko: '우파케투', vi: 'Upaketu', id: 'Upaketu',
  },
  'kala': {
    uk: 'Кала', en: 'Kala', de: 'Kala', ru: 'Кала', pl: 'Kala', es: 'Kala', pt: 'Kala', fr: 'Kala', it: 'Kala', nl: 'Kala', cs: 'Kala', ro: 'Kala', hu: 'Kala', el: 'Κάλα', tr: 'Kala', ar: 'كالا', hi: 'काल', ja: 'カーラ', ko: '칼라', vi: 'Kala', id: 'Kala',
  },
  'mrityu': {
    uk: 'Мрітью', en: 'Mrityu', de: 'Mrityu', ru: 'Мритью', pl: 'Mrityu', es: 'Mrityu', pt: 'Mrityu', fr: 'Mrityu', it: 'Mrityu', nl: 'Mrityu', cs: 'Mrityu', ro: 'Mrityu', hu: 'Mrityu', el: 'Μρίτιου', tr: 'Mrityu', ar: 'مريتيو', hi: 'मृत्यु', ja: 'ムリティユ', ko: '므리튜', vi: 'Mrityu', id: 'Mrityu',
  },
  'ardhaprahara': {
    uk: 'Ардхапрахара', en: 'Ardhaprahara', de: 'Ardhaprahara', ru: 'Ардхапрахара', pl: 'Ardhaprahara', es: 'Ardhaprahara', pt: 'Ardhaprahara', fr: 'Ardhaprahara', it: 'Ardhaprahara', nl: 'Ardhaprahara', cs: 'Ardhaprahara', ro: 'Ardhaprahara', hu: 'Ardhaprahara', el: 'Αρνταπραχάρα', tr: 'Ardhaprahara', ar: 'أردهابراهارا', hi: 'अर्धप्रहर', ja: 'アルダプラハラ', ko: '아르다프라하라', vi: 'Ardhaprahara', id: 'Ardhaprahara',
  },
  'yamaghantaka': {
    uk: 'Ямагхантака', en: 'Yamaghantaka', de: 'Yamaghantaka', ru: 'Ямагхантака', pl: 'Yamaghantaka', es: 'Yamaghantaka', pt: 'Yamaghantaka', fr: 'Yamaghantaka', it: 'Yamaghantaka', nl: 'Yamaghantaka', cs: 'Yamaghantaka', ro: 'Yamaghantaka', hu: 'Yamaghantaka', el: 'Γιαμαγκαντάκα', tr: 'Yamaghantaka', ar: 'ياماغانتاكا', hi: 'यमघण्टक', ja: 'ヤマガンタカ', ko: '야마간타카', vi: 'Yamaghantaka', id: 'Yamaghantaka',
  },
  'gulika': {
    uk: 'Гуліка', en: 'Gulika', de: 'Gulika', ru: 'Гулика', pl: 'Gulika', es: 'Gulika', pt: 'Gulika', fr: 'Gulika', it: 'Gulika', nl: 'Gulika', cs: 'Gulika', ro: 'Gulika', hu: 'Gulika', el: 'Γκουλίκα', tr: 'Gulika', ar: 'غوليكا', hi: 'गुलिक', ja: 'グリカ', ko: '굴리카', vi: 'Gulika', id: 'Gulika',
  },
  'mandi': {
    uk: 'Манді', en: 'Mandi', de: 'Mandi', ru: 'Манди', pl: 'Mandi', es: 'Mandi', pt: 'Mandi', fr: 'Mandi', it: 'Mandi', nl: 'Mandi', cs: 'Mandi', ro: 'Mandi', hu: 'Mandi', el: 'Μάντι', tr: 'Mandi', ar: 'ماندي', hi: 'मान्दि', ja: 'マーンディ', ko: '만디', vi: 'Mandi', id: 'Mandi',
  },
} satisfies TermTable;
