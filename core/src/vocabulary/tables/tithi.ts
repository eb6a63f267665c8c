/**
 * The tithis (lunar days), by the Moon's elongation from the Sun in 12-degree steps: Pratipada
 * ... Chaturdashi in each paksha, Purnima ending the bright half and Amavasya the dark one
 * (Surya Siddhanta ch. 2; Muhurta Chintamani ch. 1). Sanskrit terms: Hindi in Devanagari, the
 * other non-Latin scripts transliterate the Sanskrit; Latin-script languages keep the
 * transliteration their Jyotish literature uses (the English one).
 */
import type { TermTable } from '../terms.js';

export const TITHI_TERMS = {
  pratipada: {
    uk: 'Пратіпада', en: 'Pratipada', de: 'Pratipada', ru: 'Пратипада', pl: 'Pratipada', es: 'Pratipada', pt: 'Pratipada', fr: 'Pratipada', it: 'Pratipada', nl: 'Pratipada', cs: 'Pratipada', ro: 'Pratipada', hu: 'Pratipada', el: 'Πρατιπάντα', tr: 'Pratipada', ar: 'براتيبادا', hi: 'प्रतिपदा', ja: 'プラティパダー', ko: '프라티파다', vi: 'Pratipada', id: 'Pratipada',
  },
  dwitiya: {
    uk: 'Двітія', en: 'Dwitiya', de: 'Dwitiya', ru: 'Двитийя', pl: 'Dwitiya', es: 'Dwitiya', pt: 'Dwitiya', fr: 'Dwitiya', it: 'Dwitiya', nl: 'Dwitiya', cs: 'Dwitiya', ro: 'Dwitiya', hu: 'Dwitiya', el: 'Ντβιτίγια', tr: 'Dwitiya', ar: 'دويتيا', hi: 'द्वितीया', ja: 'ドヴィティーヤー', ko: '드비티야', vi: 'Dwitiya', id: 'Dwitiya',
  },
  tritiya: {
    uk: 'Трітія', en: 'Tritiya', de: 'Tritiya', ru: 'Тритийя', pl: 'Tritiya', es: 'Tritiya', pt: 'Tritiya', fr: 'Tritiya', it: 'Tritiya', nl: 'Tritiya', cs: 'Tritiya', ro: 'Tritiya', hu: 'Tritiya', el: 'Τριτίγια', tr: 'Tritiya', ar: 'تريتيا', hi: 'तृतीया', ja: 'トリティーヤー', ko: '트리티야', vi: 'Tritiya', id: 'Tritiya',
  },
  chaturthi: {
    uk: 'Чатуртхі', en: 'Chaturthi', de: 'Chaturthi', ru: 'Чатуртхи', pl: 'Chaturthi', es: 'Chaturthi', pt: 'Chaturthi', fr: 'Chaturthi', it: 'Chaturthi', nl: 'Chaturthi', cs: 'Chaturthi', ro: 'Chaturthi', hu: 'Chaturthi', el: 'Τσατούρτι', tr: 'Chaturthi', ar: 'تشاتورثي', hi: 'चतुर्थी', ja: 'チャトゥルティー', ko: '차투르티', vi: 'Chaturthi', id: 'Chaturthi',
  },
  panchami: {
    uk: 'Панчамі', en: 'Panchami', de: 'Panchami', ru: 'Панчами', pl: 'Panchami', es: 'Panchami', pt: 'Panchami', fr: 'Panchami', it: 'Panchami', nl: 'Panchami', cs: 'Panchami', ro: 'Panchami', hu: 'Panchami', el: 'Παντσάμι', tr: 'Panchami', ar: 'بانتشامي', hi: 'पंचमी', ja: 'パンチャミー', ko: '판차미', vi: 'Panchami', id: 'Panchami',
  },
  shashthi: {
    uk: 'Шаштхі', en: 'Shashthi', de: 'Shashthi', ru: 'Шаштхи', pl: 'Shashthi', es: 'Shashthi', pt: 'Shashthi', fr: 'Shashthi', it: 'Shashthi', nl: 'Shashthi', cs: 'Shashthi', ro: 'Shashthi', hu: 'Shashthi', el: 'Σάστι', tr: 'Shashthi', ar: 'شاشتي', hi: 'षष्ठी', ja: 'シャシュティー', ko: '샤슈티', vi: 'Shashthi', id: 'Shashthi',
  },
  saptami: {
    uk: 'Саптамі', en: 'Saptami', de: 'Saptami', ru: 'Саптами', pl: 'Saptami', es: 'Saptami', pt: 'Saptami', fr: 'Saptami', it: 'Saptami', nl: 'Saptami', cs: 'Saptami', ro: 'Saptami', hu: 'Saptami', el: 'Σαπτάμι', tr: 'Saptami', ar: 'سابتامي', hi: 'सप्तमी', ja: 'サプタミー', ko: '삽타미', vi: 'Saptami', id: 'Saptami',
  },
  ashtami: {
    uk: 'Аштамі', en: 'Ashtami', de: 'Ashtami', ru: 'Аштами', pl: 'Ashtami', es: 'Ashtami', pt: 'Ashtami', fr: 'Ashtami', it: 'Ashtami', nl: 'Ashtami', cs: 'Ashtami', ro: 'Ashtami', hu: 'Ashtami', el: 'Αστάμι', tr: 'Ashtami', ar: 'أشتامي', hi: 'अष्टमी', ja: 'アシュタミー', ko: '아슈타미', vi: 'Ashtami', id: 'Ashtami',
  },
  navami: {
    uk: 'Навамі', en: 'Navami', de: 'Navami', ru: 'Навами', pl: 'Navami', es: 'Navami', pt: 'Navami', fr: 'Navami', it: 'Navami', nl: 'Navami', cs: 'Navami', ro: 'Navami', hu: 'Navami', el: 'Ναβάμι', tr: 'Navami', ar: 'نافامي', hi: 'नवमी', ja: 'ナヴァミー', ko: '나바미', vi: 'Navami', id: 'Navami',
  },
  dashami: {
    uk: 'Дашамі', en: 'Dashami', de: 'Dashami', ru: 'Дашами', pl: 'Dashami', es: 'Dashami', pt: 'Dashami', fr: 'Dashami', it: 'Dashami', nl: 'Dashami', cs: 'Dashami', ro: 'Dashami', hu: 'Dashami', el: 'Ντασάμι', tr: 'Dashami', ar: 'داشامي', hi: 'दशमी', ja: 'ダシャミー', ko: '다샤미', vi: 'Dashami', id: 'Dashami',
  },
  ekadashi: {
    uk: 'Екадаші', en: 'Ekadashi', de: 'Ekadashi', ru: 'Экадаши', pl: 'Ekadashi', es: 'Ekadashi', pt: 'Ekadashi', fr: 'Ekadashi', it: 'Ekadashi', nl: 'Ekadashi', cs: 'Ekadashi', ro: 'Ekadashi', hu: 'Ekadashi', el: 'Εκαντάσι', tr: 'Ekadashi', ar: 'إيكاداشي', hi: 'एकादशी', ja: 'エーカーダシー', ko: '에카다시', vi: 'Ekadashi', id: 'Ekadashi',
  },
  dwadashi: {
    uk: 'Двадаші', en: 'Dwadashi', de: 'Dwadashi', ru: 'Двадаши', pl: 'Dwadashi', es: 'Dwadashi', pt: 'Dwadashi', fr: 'Dwadashi', it: 'Dwadashi', nl: 'Dwadashi', cs: 'Dwadashi', ro: 'Dwadashi', hu: 'Dwadashi', el: 'Ντβαντάσι', tr: 'Dwadashi', ar: 'دواداشي', hi: 'द्वादशी', ja: 'ドヴァーダシー', ko: '드바다시', vi: 'Dwadashi', id: 'Dwadashi',
  },
  trayodashi: {
    uk: 'Трайодаші', en: 'Trayodashi', de: 'Trayodashi', ru: 'Трайодаши', pl: 'Trayodashi', es: 'Trayodashi', pt: 'Trayodashi', fr: 'Trayodashi', it: 'Trayodashi', nl: 'Trayodashi', cs: 'Trayodashi', ro: 'Trayodashi', hu: 'Trayodashi', el: 'Τραγιοντάσι', tr: 'Trayodashi', ar: 'ترايوداشي', hi: 'त्रयोदशी', ja: 'トラヨーダシー', ko: '트라요다시', vi: 'Trayodashi', id: 'Trayodashi',
  },
  chaturdashi: {
    uk: 'Чатурдаші', en: 'Chaturdashi', de: 'Chaturdashi', ru: 'Чатурдаши', pl: 'Chaturdashi', es: 'Chaturdashi', pt: 'Chaturdashi', fr: 'Chaturdashi', it: 'Chaturdashi', nl: 'Chaturdashi', cs: 'Chaturdashi', ro: 'Chaturdashi', hu: 'Chaturdashi', el: 'Τσατουρντάσι', tr: 'Chaturdashi', ar: 'تشاتورداشي', hi: 'चतुर्दशी', ja: 'チャトゥルダシー', ko: '차투르다시', vi: 'Chaturdashi', id: 'Chaturdashi',
  },
  purnima: {
    uk: 'Пурніма', en: 'Purnima', de: 'Purnima', ru: 'Пурнима', pl: 'Purnima', es: 'Purnima', pt: 'Purnima', fr: 'Purnima', it: 'Purnima', nl: 'Purnima', cs: 'Purnima', ro: 'Purnima', hu: 'Purnima', el: 'Πούρνιμα', tr: 'Purnima', ar: 'بورنيما', hi: 'पूर्णिमा', ja: 'プールニマー', ko: '푸르니마', vi: 'Purnima', id: 'Purnima',
  },
  amavasya: {
    uk: 'Амавасья', en: 'Amavasya', de: 'Amavasya', ru: 'Амавасья', pl: 'Amavasya', es: 'Amavasya', pt: 'Amavasya', fr: 'Amavasya', it: 'Amavasya', nl: 'Amavasya', cs: 'Amavasya', ro: 'Amavasya', hu: 'Amavasya', el: 'Αμαβάσια', tr: 'Amavasya', ar: 'أماواسيا', hi: 'अमावस्या', ja: 'アマーヴァースヤー', ko: '아마바샤', vi: 'Amavasya', id: 'Amavasya',
  },
} satisfies TermTable;
