/**
 * The twenty vargas (divisional charts) of BPHS ch. 6-7 the Vedic family casts (lib/vargas.ts
 * VARGA_NAMES: Rashi D1 ... Shashtiamsa D60), keyed by the slug of /vedic/divisional/d<n>'s
 * varga. Hindi writes the Sanskrit in Devanagari (नवांश); Russian, Ukrainian, Greek, Arabic,
 * Japanese and Korean transliterate it; the Latin-script languages keep the transliteration of
 * the English Jyotish literature (the names are technical terms, not translated).
 */
import type { TermTable } from '../terms.js';

export const VARGA_TERMS = {
  'rashi': {
    uk: 'Раші', en: 'Rashi', de: 'Rashi', ru: 'Раши', pl: 'Rashi', es: 'Rashi', pt: 'Rashi', fr: 'Rashi', it: 'Rashi', nl: 'Rashi', cs: 'Rashi', ro: 'Rashi', hu: 'Rashi', el: 'Ράσι', tr: 'Rashi', ar: 'راشي', hi: 'राशि', ja: 'ラーシ', ko: '라시', vi: 'Rashi', id: 'Rashi',
  },
  'hora': {
    uk: 'Хора', en: 'Hora', de: 'Hora', ru: 'Хора', pl: 'Hora', es: 'Hora', pt: 'Hora', fr: 'Hora', it: 'Hora', nl: 'Hora', cs: 'Hora', ro: 'Hora', hu: 'Hora', el: 'Χόρα', tr: 'Hora', ar: 'هورا', hi: 'होरा', ja: 'ホーラー', ko: '호라', vi: 'Hora', id: 'Hora',
  },
  'drekkana': {
    uk: 'Дреккана', en: 'Drekkana', de: 'Drekkana', ru: 'Дреккана', pl: 'Drekkana', es: 'Drekkana', pt: 'Drekkana', fr: 'Drekkana', it: 'Drekkana', nl: 'Drekkana', cs: 'Drekkana', ro: 'Drekkana', hu: 'Drekkana', el: 'Ντρεκάνα', tr: 'Drekkana', ar: 'دريكانا', hi: 'द्रेष्काण', ja: 'ドレッカーナ', ko: '드레카나', vi: 'Drekkana', id: 'Drekkana',
  },
  'chaturthamsa': {
    uk: 'Чатуртхамша', en: 'Chaturthamsa', de: 'Chaturthamsa', ru: 'Чатуртхамша', pl: 'Chaturthamsa', es: 'Chaturthamsa', pt: 'Chaturthamsa', fr: 'Chaturthamsa', it: 'Chaturthamsa', nl: 'Chaturthamsa', cs: 'Chaturthamsa', ro: 'Chaturthamsa', hu: 'Chaturthamsa', el: 'Τσατουρτάμσα', tr: 'Chaturthamsa', ar: 'تشاتورثامسا', hi: 'चतुर्थांश', ja: 'チャトゥルターンシャ', ko: '차투르탐사', vi: 'Chaturthamsa', id: 'Chaturthamsa',
  },
  'panchamsa': {
    uk: 'Панчамша', en: 'Panchamsa', de: 'Panchamsa', ru: 'Панчамша', pl: 'Panchamsa', es: 'Panchamsa', pt: 'Panchamsa', fr: 'Panchamsa', it: 'Panchamsa', nl: 'Panchamsa', cs: 'Panchamsa', ro: 'Panchamsa', hu: 'Panchamsa', el: 'Παντσάμσα', tr: 'Panchamsa', ar: 'بانتشامسا', hi: 'पंचमांश', ja: 'パンチャーンシャ', ko: '판참사', vi: 'Panchamsa', id: 'Panchamsa',
  },
  'shashtamsa': {
    uk: 'Шаштамша', en: 'Shashtamsa', de: 'Shashtamsa', ru: 'Шаштамша', pl: 'Shashtamsa', es: 'Shashtamsa', pt: 'Shashtamsa', fr: 'Shashtamsa', it: 'Shashtamsa', nl: 'Shashtamsa', cs: 'Shashtamsa', ro: 'Shashtamsa', hu: 'Shashtamsa', el: 'Σαστάμσα', tr: 'Shashtamsa', ar: 'شاشتامسا', hi: 'षष्ठांश', ja: 'シャシュターンシャ', ko: '샤슈탐사', vi: 'Shashtamsa', id: 'Shashtamsa',
  },
  'saptamsa': {
    uk: 'Саптамша', en: 'Saptamsa', de: 'Saptamsa', ru: 'Саптамша', pl: 'Saptamsa', es: 'Saptamsa', pt: 'Saptamsa', fr: 'Saptamsa', it: 'Saptamsa', nl: 'Saptamsa', cs: 'Saptamsa', ro: 'Saptamsa', hu: 'Saptamsa', el: 'Σαπτάμσα', tr: 'Saptamsa', ar: 'سابتامسا', hi: 'सप्तमांश', ja: 'サプターンシャ', ko: '삽탐사', vi: 'Saptamsa', id: 'Saptamsa',
  },
  'ashtamsa': {
    uk: 'Аштамша', en: 'Ashtamsa', de: 'Ashtamsa', ru: 'Аштамша', pl: 'Ashtamsa', es: 'Ashtamsa', pt: 'Ashtamsa', fr: 'Ashtamsa', it: 'Ashtamsa', nl: 'Ashtamsa', cs: 'Ashtamsa', ro: 'Ashtamsa', hu: 'Ashtamsa', el: 'Αστάμσα', tr: 'Ashtamsa', ar: 'أشتامسا', hi: 'अष्टमांश', ja: 'アシュターンシャ', ko: '아슈탐사', vi: 'Ashtamsa', id: 'Ashtamsa',
  },
  'navamsa': {
    uk: 'Навамша', en: 'Navamsa', de: 'Navamsa', ru: 'Навамша', pl: 'Navamsa', es: 'Navamsa', pt: 'Navamsa', fr: 'Navamsa', it: 'Navamsa', nl: 'Navamsa', cs: 'Navamsa', ro: 'Navamsa', hu: 'Navamsa', el: 'Ναβάμσα', tr: 'Navamsa', ar: 'نافامسا', hi: 'नवांश', ja: 'ナヴァーンシャ', ko: '나밤사', vi: 'Navamsa', id: 'Navamsa',
  },
  'dasamsa': {
    uk: 'Дашамша', en: 'Dasamsa', de: 'Dasamsa', ru: 'Дашамша', pl: 'Dasamsa', es: 'Dasamsa', pt: 'Dasamsa', fr: 'Dasamsa', it: 'Dasamsa', nl: 'Dasamsa', cs: 'Dasamsa', ro: 'Dasamsa', hu: 'Dasamsa', el: 'Ντασάμσα', tr: 'Dasamsa', ar: 'داشامسا', hi: 'दशांश', ja: 'ダシャーンシャ', ko: '다삼사', vi: 'Dasamsa', id: 'Dasamsa',
  },
  'rudramsa': {
    uk: 'Рудрамша', en: 'Rudramsa', de: 'Rudramsa', ru: 'Рудрамша', pl: 'Rudramsa', es: 'Rudramsa', pt: 'Rudramsa', fr: 'Rudramsa', it: 'Rudramsa', nl: 'Rudramsa', cs: 'Rudramsa', ro: 'Rudramsa', hu: 'Rudramsa', el: 'Ρουντράμσα', tr: 'Rudramsa', ar: 'رودرامسا', hi: 'रुद्रांश', ja: 'ルドラーンシャ', ko: '루드람사', vi: 'Rudramsa', id: 'Rudramsa',
  },
  'dwadasamsa': {
    uk: 'Двадашамша', en: 'Dwadasamsa', de: 'Dwadasamsa', ru: 'Двадашамша', pl: 'Dwadasamsa', es: 'Dwadasamsa', pt: 'Dwadasamsa', fr: 'Dwadasamsa', it: 'Dwadasamsa', nl: 'Dwadasamsa', cs: 'Dwadasamsa', ro: 'Dwadasamsa', hu: 'Dwadasamsa', el: 'Ντβαντασάμσα', tr: 'Dwadasamsa', ar: 'دواداشامسا', hi: 'द्वादशांश', ja: 'ドヴァーダシャーンシャ', ko: '드바다삼사', vi: 'Dwadasamsa', id: 'Dwadasamsa',
  },
  'shodasamsa': {
    uk: 'Шодашамша', en: 'Shodasamsa', de: 'Shodasamsa', ru: 'Шодашамша', pl: 'Shodasamsa', es: 'Shodasamsa', pt: 'Shodasamsa', fr: 'Shodasamsa', it: 'Shodasamsa', nl: 'Shodasamsa', cs: 'Shodasamsa', ro: 'Shodasamsa', hu: 'Shodasamsa', el: 'Σοντασάμσα', tr: 'Shodasamsa', ar: 'شوداشامسا', hi: 'षोडशांश', ja: 'ショーダシャーンシャ', ko: '쇼다삼사', vi: 'Shodasamsa', id: 'Shodasamsa',
  },
  'vimsamsa': {
    uk: 'Вімшамша', en: 'Vimsamsa', de: 'Vimsamsa', ru: 'Вимшамша', pl: 'Vimsamsa', es: 'Vimsamsa', pt: 'Vimsamsa', fr: 'Vimsamsa', it: 'Vimsamsa', nl: 'Vimsamsa', cs: 'Vimsamsa', ro: 'Vimsamsa', hu: 'Vimsamsa', el: 'Βιμσάμσα', tr: 'Vimsamsa', ar: 'فيمشامسا', hi: 'विंशांश', ja: 'ヴィンシャーンシャ', ko: '빔삼사', vi: 'Vimsamsa', id: 'Vimsamsa',
  },
  'chaturvimsamsa': {
    uk: 'Чатурвімшамша', en: 'Chaturvimsamsa', de: 'Chaturvimsamsa', ru: 'Чатурвимшамша', pl: 'Chaturvimsamsa', es: 'Chaturvimsamsa', pt: 'Chaturvimsamsa', fr: 'Chaturvimsamsa', it: 'Chaturvimsamsa', nl: 'Chaturvimsamsa', cs: 'Chaturvimsamsa', ro: 'Chaturvimsamsa', hu: 'Chaturvimsamsa', el: 'Τσατουρβιμσάμσα', tr: 'Chaturvimsamsa', ar: 'تشاتورفيمشامسا', hi: 'चतुर्विंशांश', ja: 'チャトゥルヴィンシャーンシャ', ko: '차투르빔삼사', vi: 'Chaturvimsamsa', id: 'Chaturvimsamsa',
  },
  'saptavimsamsa': {
    uk: 'Саптавімшамша', en: 'Saptavimsamsa', de: 'Saptavimsamsa', ru: 'Саптавимшамша', pl: 'Saptavimsamsa', es: 'Saptavimsamsa', pt: 'Saptavimsamsa', fr: 'Saptavimsamsa', it: 'Saptavimsamsa', nl: 'Saptavimsamsa', cs: 'Saptavimsamsa', ro: 'Saptavimsamsa', hu: 'Saptavimsamsa', el: 'Σαπταβιμσάμσα', tr: 'Saptavimsamsa', ar: 'سابتافيمشامسا', hi: 'सप्तविंशांश', ja: 'サプタヴィンシャーンシャ', ko: '삽타빔삼사', vi: 'Saptavimsamsa', id: 'Saptavimsamsa',
  },
  'trimsamsa': {
    uk: 'Трімшамша', en: 'Trimsamsa', de: 'Trimsamsa', ru: 'Тримшамша', pl: 'Trimsamsa', es: 'Trimsamsa', pt: 'Trimsamsa', fr: 'Trimsamsa', it: 'Trimsamsa', nl: 'Trimsamsa', cs: 'Trimsamsa', ro: 'Trimsamsa', hu: 'Trimsamsa', el: 'Τριμσάμσα', tr: 'Trimsamsa', ar: 'تريمشامسا', hi: 'त्रिंशांश', ja: 'トリンシャーンシャ', ko: '트림삼사', vi: 'Trimsamsa', id: 'Trimsamsa',
  },
  'khavedamsa': {
    uk: 'Кхаведамша', en: 'Khavedamsa', de: 'Khavedamsa', ru: 'Кхаведамша', pl: 'Khavedamsa', es: 'Khavedamsa', pt: 'Khavedamsa', fr: 'Khavedamsa', it: 'Khavedamsa', nl: 'Khavedamsa', cs: 'Khavedamsa', ro: 'Khavedamsa', hu: 'Khavedamsa', el: 'Χαβεντάμσα', tr: 'Khavedamsa', ar: 'خافيدامسا', hi: 'खवेदांश', ja: 'カヴェーダーンシャ', ko: '카베담사', vi: 'Khavedamsa', id: 'Khavedamsa',
  },
  'akshavedamsa': {
    uk: 'Акшаведамша', en: 'Akshavedamsa', de: 'Akshavedamsa', ru: 'Акшаведамша', pl: 'Akshavedamsa', es: 'Akshavedamsa', pt: 'Akshavedamsa', fr: 'Akshavedamsa', it: 'Akshavedamsa', nl: 'Akshavedamsa', cs: 'Akshavedamsa', ro: 'Akshavedamsa', hu: 'Akshavedamsa', el: 'Ακσαβεντάμσα', tr: 'Akshavedamsa', ar: 'أكشافيدامسا', hi: 'अक्षवेदांश', ja: 'アクシャヴェーダーンシャ', ko: '악샤베담사', vi: 'Akshavedamsa', id: 'Akshavedamsa',
  },
  'shashtiamsa': {
    uk: 'Шаштьямша', en: 'Shashtiamsa', de: 'Shashtiamsa', ru: 'Шаштьямша', pl: 'Shashtiamsa', es: 'Shashtiamsa', pt: 'Shashtiamsa', fr: 'Shashtiamsa', it: 'Shashtiamsa', nl: 'Shashtiamsa', cs: 'Shashtiamsa', ro: 'Shashtiamsa', hu: 'Shashtiamsa', el: 'Σαστιάμσα', tr: 'Shashtiamsa', ar: 'شاشتيامسا', hi: 'षष्ट्यंश', ja: 'シャシュティヤンシャ', ko: '샤슈티암사', vi: 'Shashtiamsa', id: 'Shashtiamsa',
  },
} satisfies TermTable;
