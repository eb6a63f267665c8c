/**
 * The thirty-six sahams of the Tajika annual chart (Tajika Neelakanthi, Saham tantra, as
 * lib/tajika-sahams.ts tables them): Punya ... Labha, keyed by the slug of /vedic/varshaphal/sahams. Hindi in
 * Devanagari; the other non-Latin scripts transliterate the Sanskrit; the Latin-script languages
 * keep the transliteration (the sahams' meanings stay in the answer's meaning member, English).
 */
import type { TermTable } from '../terms.js';

export const SAHAM_TERMS = {
  'punya': {
    uk: 'Пунья', en: 'Punya', de: 'Punya', ru: 'Пунья', pl: 'Punya', es: 'Punya', pt: 'Punya', fr: 'Punya', it: 'Punya', nl: 'Punya', cs: 'Punya', ro: 'Punya', hu: 'Punya', el: 'Πούνια', tr: 'Punya', ar: 'بونيا', hi: 'पुण्य', ja: 'プニャ', ko: '푸냐', vi: 'Punya', id: 'Punya',
  },
  'vidya': {
    uk: 'Від’я', en: 'Vidya', de: 'Vidya', ru: 'Видья', pl: 'Vidya', es: 'Vidya', pt: 'Vidya', fr: 'Vidya', it: 'Vidya', nl: 'Vidya', cs: 'Vidya', ro: 'Vidya', hu: 'Vidya', el: 'Βίντια', tr: 'Vidya', ar: 'فيديا', hi: 'विद्या', ja: 'ヴィディヤー', ko: '비디야', vi: 'Vidya', id: 'Vidya',
  },
  'yasas': {
    uk: 'Яшас', en: 'Yasas', de: 'Yasas', ru: 'Яшас', pl: 'Yasas', es: 'Yasas', pt: 'Yasas', fr: 'Yasas', it: 'Yasas', nl: 'Yasas', cs: 'Yasas', ro: 'Yasas', hu: 'Yasas', el: 'Γιασάς', tr: 'Yasas', ar: 'ياشاس', hi: 'यशस्', ja: 'ヤシャス', ko: '야샤스', vi: 'Yasas', id: 'Yasas',
  },
  'mitra': {
    uk: 'Мітра', en: 'Mitra', de: 'Mitra', ru: 'Митра', pl: 'Mitra', es: 'Mitra', pt: 'Mitra', fr: 'Mitra', it: 'Mitra', nl: 'Mitra', cs: 'Mitra', ro: 'Mitra', hu: 'Mitra', el: 'Μίτρα', tr: 'Mitra', ar: 'ميترا', hi: 'मित्र', ja: 'ミトラ', ko: '미트라', vi: 'Mitra', id: 'Mitra',
  },
  'mahatmya': {
    uk: 'Махатм’я', en: 'Mahatmya', de: 'Mahatmya', ru: 'Махатмья', pl: 'Mahatmya', es: 'Mahatmya', pt: 'Mahatmya', fr: 'Mahatmya', it: 'Mahatmya', nl: 'Mahatmya', cs: 'Mahatmya', ro: 'Mahatmya', hu: 'Mahatmya', el: 'Μαχάτμια', tr: 'Mahatmya', ar: 'ماهاتميا', hi: 'माहात्म्य', ja: 'マーハートミャ', ko: '마하트미야', vi: 'Mahatmya', id: 'Mahatmya',
  },
  'asha': {
    uk: 'Аша', en: 'Asha', de: 'Asha', ru: 'Аша', pl: 'Asha', es: 'Asha', pt: 'Asha', fr: 'Asha', it: 'Asha', nl: 'Asha', cs: 'Asha', ro: 'Asha', hu: 'Asha', el: 'Άσα', tr: 'Asha', ar: 'آشا', hi: 'आशा', ja: 'アーシャー', ko: '아샤', vi: 'Asha', id: 'Asha',
  },
  'samartha': {
    uk: 'Самартха', en: 'Samartha', de: 'Samartha', ru: 'Самартха', pl: 'Samartha', es: 'Samartha', pt: 'Samartha', fr: 'Samartha', it: 'Samartha', nl: 'Samartha', cs: 'Samartha', ro: 'Samartha', hu: 'Samartha', el: 'Σαμάρτα', tr: 'Samartha', ar: 'سامارثا', hi: 'सामर्थ्य', ja: 'サーマルタ', ko: '사마르타', vi: 'Samartha', id: 'Samartha',
  },
  'bhratri': {
    uk: 'Бхратрі', en: 'Bhratri', de: 'Bhratri', ru: 'Бхратри', pl: 'Bhratri', es: 'Bhratri', pt: 'Bhratri', fr: 'Bhratri', it: 'Bhratri', nl: 'Bhratri', cs: 'Bhratri', ro: 'Bhratri', hu: 'Bhratri', el: 'Μπράτρι', tr: 'Bhratri', ar: 'بهراتري', hi: 'भ्रातृ', ja: 'ブラートリ', ko: '브라트리', vi: 'Bhratri', id: 'Bhratri',
  },
  'gaurava': {
    uk: 'Гаурава', en: 'Gaurava', de: 'Gaurava', ru: 'Гаурава', pl: 'Gaurava', es: 'Gaurava', pt: 'Gaurava', fr: 'Gaurava', it: 'Gaurava', nl: 'Gaurava', cs: 'Gaurava', ro: 'Gaurava', hu: 'Gaurava', el: 'Γκαουράβα', tr: 'Gaurava', ar: 'غورافا', hi: 'गौरव', ja: 'ガウラヴァ', ko: '가우라바', vi: 'Gaurava', id: 'Gaurava',
  },
  'pitri': {
    uk: 'Пітрі', en: 'Pitri', de: 'Pitri', ru: 'Питри', pl: 'Pitri', es: 'Pitri', pt: 'Pitri', fr: 'Pitri', it: 'Pitri', nl: 'Pitri', cs: 'Pitri', ro: 'Pitri', hu: 'Pitri', el: 'Πίτρι', tr: 'Pitri', ar: 'بيتري', hi: 'पितृ', ja: 'ピトリ', ko: '피트리', vi: 'Pitri', id: 'Pitri',
  },
  'rajya': {
    uk: 'Радж’я', en: 'Rajya', de: 'Rajya', ru: 'Раджья', pl: 'Rajya', es: 'Rajya', pt: 'Rajya', fr: 'Rajya', it: 'Rajya', nl: 'Rajya', cs: 'Rajya', ro: 'Rajya', hu: 'Rajya', el: 'Ράτζια', tr: 'Rajya', ar: 'راجيا', hi: 'राज्य', ja: 'ラージャ', ko: '라지야', vi: 'Rajya', id: 'Rajya',
  },
  'matri': {
    uk: 'Матрі', en: 'Matri', de: 'Matri', ru: 'Матри', pl: 'Matri', es: 'Matri', pt: 'Matri', fr: 'Matri', it: 'Matri', nl: 'Matri', cs: 'Matri', ro: 'Matri', hu: 'Matri', el: 'Μάτρι', tr: 'Matri', ar: 'ماتري', hi: 'मातृ', ja: 'マートリ', ko: '마트리', vi: 'Matri', id: 'Matri',
  },
  'putra': {
    uk: 'Путра', en: 'Putra', de: 'Putra', ru: 'Путра', pl: 'Putra', es: 'Putra', pt: 'Putra', fr: 'Putra', it: 'Putra', nl: 'Putra', cs: 'Putra', ro: 'Putra', hu: 'Putra', el: 'Πούτρα', tr: 'Putra', ar: 'بوترا', hi: 'पुत्र', ja: 'プトラ', ko: '푸트라', vi: 'Putra', id: 'Putra',
  },
  'jeeva': {
    uk: 'Джива', en: 'Jeeva', de: 'Jeeva', ru: 'Джива', pl: 'Jeeva', es: 'Jeeva', pt: 'Jeeva', fr: 'Jeeva', it: 'Jeeva', nl: 'Jeeva', cs: 'Jeeva', ro: 'Jeeva', hu: 'Jeeva', el: 'Τζίβα', tr: 'Jeeva', ar: 'جيفا', hi: 'जीव', ja: 'ジーヴァ', ko: '지바', vi: 'Jeeva', id: 'Jeeva',
  },
  'karma': {
    uk: 'Карма', en: 'Karma', de: 'Karma', ru: 'Карма', pl: 'Karma', es: 'Karma', pt: 'Karma', fr: 'Karma', it: 'Karma', nl: 'Karma', cs: 'Karma', ro: 'Karma', hu: 'Karma', el: 'Κάρμα', tr: 'Karma', ar: 'كارما', hi: 'कर्म', ja: 'カルマ', ko: '카르마', vi: 'Karma', id: 'Karma',
  },
  'roga': {
    uk: 'Рога', en: 'Roga', de: 'Roga', ru: 'Рога', pl: 'Roga', es: 'Roga', pt: 'Roga', fr: 'Roga', it: 'Roga', nl: 'Roga', cs: 'Roga', ro: 'Roga', hu: 'Roga', el: 'Ρόγκα', tr: 'Roga', ar: 'روغا', hi: 'रोग', ja: 'ローガ', ko: '로가', vi: 'Roga', id: 'Roga',
  },
  'kali': {
    uk: 'Калі', en: 'Kali', de: 'Kali', ru: 'Кали', pl: 'Kali', es: 'Kali', pt: 'Kali', fr: 'Kali', it: 'Kali', nl: 'Kali', cs: 'Kali', ro: 'Kali', hu: 'Kali', el: 'Κάλι', tr: 'Kali', ar: 'كالي', hi: 'कलि', ja: 'カリ', ko: '칼리', vi: 'Kali', id: 'Kali',
  },
  'sastra': {
    uk: 'Шастра', en: 'Sastra', de: 'Sastra', ru: 'Шастра', pl: 'Sastra', es: 'Sastra', pt: 'Sastra', fr: 'Sastra', it: 'Sastra', nl: 'Sastra', cs: 'Sastra', ro: 'Sastra', hu: 'Sastra', el: 'Σάστρα', tr: 'Sastra', ar: 'شاسترا', hi: 'शास्त्र', ja: 'シャーストラ', ko: '샤스트라', vi: 'Sastra', id: 'Sastra',
  },
  'bandhu': {
    uk: 'Бандху', en: 'Bandhu', de: 'Bandhu', ru: 'Бандху', pl: 'Bandhu', es: 'Bandhu', pt: 'Bandhu', fr: 'Bandhu', it: 'Bandhu', nl: 'Bandhu', cs: 'Bandhu', ro: 'Bandhu', hu: 'Bandhu', el: 'Μπάντου', tr: 'Bandhu', ar: 'باندهو', hi: 'बन्धु', ja: 'バンドゥ', ko: '반두', vi: 'Bandhu', id: 'Bandhu',
  },
  'mrityu': {
    uk: 'Мрітью', en: 'Mrityu', de: 'Mrityu', ru: 'Мритью', pl: 'Mrityu', es: 'Mrityu', pt: 'Mrityu', fr: 'Mrityu', it: 'Mrityu', nl: 'Mrityu', cs: 'Mrityu', ro: 'Mrityu', hu: 'Mrityu', el: 'Μρίτιου', tr: 'Mrityu', ar: 'مريتيو', hi: 'मृत्यु', ja: 'ムリティユ', ko: '므리튜', vi: 'Mrityu', id: 'Mrityu',
  },
  'paradesa': {
    uk: 'Парадеша', en: 'Paradesa', de: 'Paradesa', ru: 'Парадеша', pl: 'Paradesa', es: 'Paradesa', pt: 'Paradesa', fr: 'Paradesa', it: 'Paradesa', nl: 'Paradesa', cs: 'Paradesa', ro: 'Paradesa', hu: 'Paradesa', el: 'Παραντέσα', tr: 'Paradesa', ar: 'باراديشا', hi: 'परदेश', ja: 'パラデーシャ', ko: '파라데샤', vi: 'Paradesa', id: 'Paradesa',
  },
  'artha': {
    uk: 'Артха', en: 'Artha', de: 'Artha', ru: 'Артха', pl: 'Artha', es: 'Artha', pt: 'Artha', fr: 'Artha', it: 'Artha', nl: 'Artha', cs: 'Artha', ro: 'Artha', hu: 'Artha', el: 'Άρτα', tr: 'Artha', ar: 'أرثا', hi: 'अर्थ', ja: 'アルタ', ko: '아르타', vi: 'Artha', id: 'Artha',
  },
  'paradara': {
    uk: 'Парадара', en: 'Paradara', de: 'Paradara', ru: 'Парадара', pl: 'Paradara', es: 'Paradara', pt: 'Paradara', fr: 'Paradara', it: 'Paradara', nl: 'Paradara', cs: 'Paradara', ro: 'Paradara', hu: 'Paradara', el: 'Παραντάρα', tr: 'Paradara', ar: 'بارادارا', hi: 'परदार', ja: 'パラダーラ', ko: '파라다라', vi: 'Paradara', id: 'Paradara',
  },
  'vanik': {
    uk: 'Ванік', en: 'Vanik', de: 'Vanik', ru: 'Ваник', pl: 'Vanik', es: 'Vanik', pt: 'Vanik', fr: 'Vanik', it: 'Vanik', nl: 'Vanik', cs: 'Vanik', ro: 'Vanik', hu: 'Vanik', el: 'Βανίκ', tr: 'Vanik', ar: 'فانيك', hi: 'वणिक्', ja: 'ヴァニク', ko: '바니크', vi: 'Vanik', id: 'Vanik',
  },
  'karyasiddhi': {
    uk: 'Кар’ясіддхі', en: 'Karyasiddhi', de: 'Karyasiddhi', ru: 'Карьясиддхи', pl: 'Karyasiddhi', es: 'Karyasiddhi', pt: 'Karyasiddhi', fr: 'Karyasiddhi', it: 'Karyasiddhi', nl: 'Karyasiddhi', cs: 'Karyasiddhi', ro: 'Karyasiddhi', hu: 'Karyasiddhi', el: 'Καριασίντι', tr: 'Karyasiddhi', ar: 'كارياسيدهي', hi: 'कार्यसिद्धि', ja: 'カーリヤシッディ', ko: '카리야시디', vi: 'Karyasiddhi', id: 'Karyasiddhi',
  },
  'vivaha': {
    uk: 'Віваха', en: 'Vivaha', de: 'Vivaha', ru: 'Виваха', pl: 'Vivaha', es: 'Vivaha', pt: 'Vivaha', fr: 'Vivaha', it: 'Vivaha', nl: 'Vivaha', cs: 'Vivaha', ro: 'Vivaha', hu: 'Vivaha', el: 'Βιβάχα', tr: 'Vivaha', ar: 'فيفاها', hi: 'विवाह', ja: 'ヴィヴァーハ', ko: '비바하', vi: 'Vivaha', id: 'Vivaha',
  },
  'santapa': {
    uk: 'Сантапа', en: 'Santapa', de: 'Santapa', ru: 'Сантапа', pl: 'Santapa', es: 'Santapa', pt: 'Santapa', fr: 'Santapa', it: 'Santapa', nl: 'Santapa', cs: 'Santapa', ro: 'Santapa', hu: 'Santapa', el: 'Σαντάπα', tr: 'Santapa', ar: 'سانتابا', hi: 'सन्ताप', ja: 'サンターパ', ko: '산타파', vi: 'Santapa', id: 'Santapa',
  },
  'sraddha': {
    uk: 'Шраддха', en: 'Sraddha', de: 'Sraddha', ru: 'Шраддха', pl: 'Sraddha', es: 'Sraddha', pt: 'Sraddha', fr: 'Sraddha', it: 'Sraddha', nl: 'Sraddha', cs: 'Sraddha', ro: 'Sraddha', hu: 'Sraddha', el: 'Σράντα', tr: 'Sraddha', ar: 'شرادها', hi: 'श्रद्धा', ja: 'シュラッダー', ko: '슈라다', vi: 'Sraddha', id: 'Sraddha',
  },
  'preeti': {
    uk: 'Пріті', en: 'Preeti', de: 'Preeti', ru: 'Прити', pl: 'Preeti', es: 'Preeti', pt: 'Preeti', fr: 'Preeti', it: 'Preeti', nl: 'Preeti', cs: 'Preeti', ro: 'Preeti', hu: 'Preeti', el: 'Πρίτι', tr: 'Preeti', ar: 'بريتي', hi: 'प्रीति', ja: 'プリーティ', ko: '프리티', vi: 'Preeti', id: 'Preeti',
  },
  'jadya': {
    uk: 'Джад’я', en: 'Jadya', de: 'Jadya', ru: 'Джадья', pl: 'Jadya', es: 'Jadya', pt: 'Jadya', fr: 'Jadya', it: 'Jadya', nl: 'Jadya', cs: 'Jadya', ro: 'Jadya', hu: 'Jadya', el: 'Τζάντια', tr: 'Jadya', ar: 'جاديا', hi: 'जाड्य', ja: 'ジャーディヤ', ko: '자디야', vi: 'Jadya', id: 'Jadya',
  },
  'vyapara': {
    uk: 'В’япара', en: 'Vyapara', de: 'Vyapara', ru: 'Вьяпара', pl: 'Vyapara', es: 'Vyapara', pt: 'Vyapara', fr: 'Vyapara', it: 'Vyapara', nl: 'Vyapara', cs: 'Vyapara', ro: 'Vyapara', hu: 'Vyapara', el: 'Βιαπάρα', tr: 'Vyapara', ar: 'فيابارا', hi: 'व्यापार', ja: 'ヴィヤーパーラ', ko: '비야파라', vi: 'Vyapara', id: 'Vyapara',
  },
  'satru': {
    uk: 'Шатру', en: 'Satru', de: 'Satru', ru: 'Шатру', pl: 'Satru', es: 'Satru', pt: 'Satru', fr: 'Satru', it: 'Satru', nl: 'Satru', cs: 'Satru', ro: 'Satru', hu: 'Satru', el: 'Σάτρου', tr: 'Satru', ar: 'شاترو', hi: 'शत्रु', ja: 'シャトル', ko: '샤트루', vi: 'Satru', id: 'Satru',
  },
  'jalapatana': {
    uk: 'Джалапатана', en: 'Jalapatana', de: 'Jalapatana', ru: 'Джалапатана', pl: 'Jalapatana', es: 'Jalapatana', pt: 'Jalapatana', fr: 'Jalapatana', it: 'Jalapatana', nl: 'Jalapatana', cs: 'Jalapatana', ro: 'Jalapatana', hu: 'Jalapatana', el: 'Τζαλαπατάνα', tr: 'Jalapatana', ar: 'جالاباتانا', hi: 'जलपतन', ja: 'ジャラパタナ', ko: '잘라파타나', vi: 'Jalapatana', id: 'Jalapatana',
  },
  'bandhana': {
    uk: 'Бандхана', en: 'Bandhana', de: 'Bandhana', ru: 'Бандхана', pl: 'Bandhana', es: 'Bandhana', pt: 'Bandhana', fr: 'Bandhana', it: 'Bandhana', nl: 'Bandhana', cs: 'Bandhana', ro: 'Bandhana', hu: 'Bandhana', el: 'Μπαντάνα', tr: 'Bandhana', ar: 'باندهانا', hi: 'बन्धन', ja: 'バンダナ', ko: '반다나', vi: 'Bandhana', id: 'Bandhana',
  },
  'apamrityu': {
    uk: 'Апамрітью', en: 'Apamrityu', de: 'Apamrityu', ru: 'Апамритью', pl: 'Apamrityu', es: 'Apamrityu', pt: 'Apamrityu', fr: 'Apamrityu', it: 'Apamrityu', nl: 'Apamrityu', cs: 'Apamrityu', ro: 'Apamrityu', hu: 'Apamrityu', el: 'Απαμρίτιου', tr: 'Apamrityu', ar: 'أبامريتيو', hi: 'अपमृत्यु', ja: 'アパムリティユ', ko: '아파므리튜', vi: 'Apamrityu', id: 'Apamrityu',
  },
  'labha': {
    uk: 'Лабха', en: 'Labha', de: 'Labha', ru: 'Лабха', pl: 'Labha', es: 'Labha', pt: 'Labha', fr: 'Labha', it: 'Labha', nl: 'Labha', cs: 'Labha', ro: 'Labha', hu: 'Labha', el: 'Λάμπα', tr: 'Labha', ar: 'لابها', hi: 'लाभ', ja: 'ラーバ', ko: '라바', vi: 'Labha', id: 'Labha',
  },
} satisfies TermTable;
