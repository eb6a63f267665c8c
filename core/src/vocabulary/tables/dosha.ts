/**
 * The doshas the Vedic family reads from a chart (plugins/vedic/src/lib/doshas.ts and the
 * /vedic/dosha/* operations): Kuja (Manglik), Kaal Sarp, Pitra, Guru-Chandal, Grahan, Shrapit,
 * Gandmool, and Saturn's Sade Sati and Dhaiya (Phaladeepika ch. 26), keyed by the slug of
 * their operation. Hindi in Devanagari (दोष), the other non-Latin scripts transliterate; the
 * Latin-script languages keep the transliteration with the word "dosha" as each writes it
 * (de "Manglik-Dosha", es "dosha Manglik", pl "dosza", cs "dóša", hu "dósa", tr "doşası").
 * Sade Sati and Dhaiya are named as such, without the word dosha, as the literature does.
 */
import type { TermTable } from '../terms.js';

export const DOSHA_TERMS = {
  'dhaiya': {
    uk: 'Дхайя', en: 'Dhaiya', de: 'Dhaiya', ru: 'Дхайя', pl: 'Dhaiya', es: 'Dhaiya', pt: 'Dhaiya', fr: 'Dhaiya', it: 'Dhaiya', nl: 'Dhaiya', cs: 'Dhaiya', ro: 'Dhaiya', hu: 'Dhaiya', el: 'Ντάιγια', tr: 'Dhaiya', ar: 'دهايا', hi: 'ढैया', ja: 'ダイヤー', ko: '다이야', vi: 'Dhaiya', id: 'Dhaiya',
  },
  'gandmool': {
    uk: 'Гандмул-доша', en: 'Gandmool dosha', de: 'Gandmool-Dosha', ru: 'Гандмул-доша', pl: 'dosza Gandmool', es: 'dosha Gandmool', pt: 'dosha Gandmool', fr: 'dosha Gandmool', it: 'dosha Gandmool', nl: 'Gandmool-dosha', cs: 'dóša Gandmool', ro: 'dosha Gandmool', hu: 'Gandmool dósa', el: 'Ντόσα Γκαντμούλ', tr: 'Gandmool doşası', ar: 'دوشا غاندمول', hi: 'गण्डमूल दोष', ja: 'ガンダムーラ・ドーシャ', ko: '간드물 도샤', vi: 'dosha Gandmool', id: 'dosha Gandmool',
  },
  'grahan': {
    uk: 'Грахан-доша', en: 'Grahan dosha', de: 'Grahan-Dosha', ru: 'Грахан-доша', pl: 'dosza Grahan', es: 'dosha Grahan', pt: 'dosha Grahan', fr: 'dosha Grahan', it: 'dosha Grahan', nl: 'Grahan-dosha', cs: 'dóša Grahan', ro: 'dosha Grahan', hu: 'Grahan dósa', el: 'Ντόσα Γκραχάν', tr: 'Grahan doşası', ar: 'دوشا غراهان', hi: 'ग्रहण दोष', ja: 'グラハナ・ドーシャ', ko: '그라한 도샤', vi: 'dosha Grahan', id: 'dosha Grahan',
  },
  'guru-chandal': {
    uk: 'Гуру-Чандал-доша', en: 'Guru-Chandal dosha', de: 'Guru-Chandal-Dosha', ru: 'Гуру-Чандал-доша', pl: 'dosza Guru-Chandal', es: 'dosha Guru-Chandal', pt: 'dosha Guru-Chandal', fr: 'dosha Guru-Chandal', it: 'dosha Guru-Chandal', nl: 'Guru-Chandal-dosha', cs: 'dóša Guru-Chandal', ro: 'dosha Guru-Chandal', hu: 'Guru-Chandal dósa', el: 'Ντόσα Γκούρου-Τσαντάλ', tr: 'Guru-Chandal doşası', ar: 'دوشا غورو تشاندال', hi: 'गुरु चाण्डाल दोष', ja: 'グル・チャンダーラ・ドーシャ', ko: '구루 찬달 도샤', vi: 'dosha Guru-Chandal', id: 'dosha Guru-Chandal',
  },
  'kaal-sarp': {
    uk: 'Каал-Сарп-доша', en: 'Kaal Sarp dosha', de: 'Kaal-Sarp-Dosha', ru: 'Каал-Сарп-доша', pl: 'dosza Kaal Sarp', es: 'dosha Kaal Sarp', pt: 'dosha Kaal Sarp', fr: 'dosha Kaal Sarp', it: 'dosha Kaal Sarp', nl: 'Kaal-Sarp-dosha', cs: 'dóša Kaal Sarp', ro: 'dosha Kaal Sarp', hu: 'Kaal Sarp dósa', el: 'Ντόσα Κάαλ Σαρπ', tr: 'Kaal Sarp doşası', ar: 'دوشا كال سارب', hi: 'काल सर्प दोष', ja: 'カール・サルパ・ドーシャ', ko: '칼 사르프 도샤', vi: 'dosha Kaal Sarp', id: 'dosha Kaal Sarp',
  },
  'manglik': {
    uk: 'Манглік-доша', en: 'Manglik dosha', de: 'Manglik-Dosha', ru: 'Манглик-доша', pl: 'dosza Manglik', es: 'dosha Manglik', pt: 'dosha Manglik', fr: 'dosha Manglik', it: 'dosha Manglik', nl: 'Manglik-dosha', cs: 'dóša Manglik', ro: 'dosha Manglik', hu: 'Manglik dósa', el: 'Ντόσα Μάνγκλικ', tr: 'Manglik doşası', ar: 'دوشا مانغليك', hi: 'मांगलिक दोष', ja: 'マーンガリク・ドーシャ', ko: '망글릭 도샤', vi: 'dosha Manglik', id: 'dosha Manglik',
  },
  'pitra': {
    uk: 'Пітра-доша', en: 'Pitra dosha', de: 'Pitra-Dosha', ru: 'Питра-доша', pl: 'dosza Pitra', es: 'dosha Pitra', pt: 'dosha Pitra', fr: 'dosha Pitra', it: 'dosha Pitra', nl: 'Pitra-dosha', cs: 'dóša Pitra', ro: 'dosha Pitra', hu: 'Pitra dósa', el: 'Ντόσα Πίτρα', tr: 'Pitra doşası', ar: 'دوشا بيترا', hi: 'पितृ दोष', ja: 'ピトリ・ドーシャ', ko: '피트라 도샤', vi: 'dosha Pitra', id: 'dosha Pitra',
  },
  'sade-sati': {
    uk: 'Саде Саті', en: 'Sade Sati', de: 'Sade Sati', ru: 'Саде Сати', pl: 'Sade Sati', es: 'Sade Sati', pt: 'Sade Sati', fr: 'Sade Sati', it: 'Sade Sati', nl: 'Sade Sati', cs: 'Sade Sati', ro: 'Sade Sati', hu: 'Sade Sati', el: 'Σάντε Σάτι', tr: 'Sade Sati', ar: 'سادي ساتي', hi: 'साढ़े साती', ja: 'サーデー・サーティー', ko: '사데 사티', vi: 'Sade Sati', id: 'Sade Sati',
  },
  'shrapit': {
    uk: 'Шрапіт-доша', en: 'Shrapit dosha', de: 'Shrapit-Dosha', ru: 'Шрапит-доша', pl: 'dosza Shrapit', es: 'dosha Shrapit', pt: 'dosha Shrapit', fr: 'dosha Shrapit', it: 'dosha Shrapit', nl: 'Shrapit-dosha', cs: 'dóša Shrapit', ro: 'dosha Shrapit', hu: 'Shrapit dósa', el: 'Ντόσα Σραπίτ', tr: 'Shrapit doşası', ar: 'دوشا شرابيت', hi: 'शापित दोष', ja: 'シュラーピト・ドーシャ', ko: '슈라피트 도샤', vi: 'dosha Shrapit', id: 'dosha Shrapit',
  },
} satisfies TermTable;
