/**
 * The sixty samvatsaras of the Jupiter (Brihaspati) cycle, Prabhava ... Akshaya (Surya
 * Siddhanta ch. 14; lib/panchang.ts SAMVATSARA_NAMES, the South Indian order the North Indian
 * count also names). Hindi in Devanagari as the Hindi almanacs print them; the other non-Latin
 * scripts transliterate the Sanskrit; the Latin-script languages keep the transliteration.
 */
import type { TermTable } from '../terms.js';

export const SAMVATSARA_TERMS = {
  'prabhava': {
    uk: 'Прабхава', en: 'Prabhava', de: 'Prabhava', ru: 'Прабхава', pl: 'Prabhava', es: 'Prabhava', pt: 'Prabhava', fr: 'Prabhava', it: 'Prabhava', nl: 'Prabhava', cs: 'Prabhava', ro: 'Prabhava', hu: 'Prabhava', el: 'Πραμπάβα', tr: 'Prabhava', ar: 'برابهافا', hi: 'प्रभव', ja: 'プラバヴァ', ko: '프라바바', vi: 'Prabhava', id: 'Prabhava',
  },
  'vibhava': {
    uk: 'Вібхава', en: 'Vibhava', de: 'Vibhava', ru: 'Вибхава', pl: 'Vibhava', es: 'Vibhava', pt: 'Vibhava', fr: 'Vibhava', it: 'Vibhava', nl: 'Vibhava', cs: 'Vibhava', ro: 'Vibhava', hu: 'Vibhava', el: 'Βιμπάβα', tr: 'Vibhava', ar: 'فيبهافا', hi: 'विभव', ja: 'ヴィバヴァ', ko: '비바바', vi: 'Vibhava', id: 'Vibhava',
  },
  'shukla': {
    uk: 'Шукла', en: 'Shukla', de: 'Shukla', ru: 'Шукла', pl: 'Shukla', es: 'Shukla', pt: 'Shukla', fr: 'Shukla', it: 'Shukla', nl: 'Shukla', cs: 'Shukla', ro: 'Shukla', hu: 'Shukla', el: 'Σούκλα', tr: 'Shukla', ar: 'شوكلا', hi: 'शुक्ल', ja: 'シュクラ', ko: '슈클라', vi: 'Shukla', id: 'Shukla',
  },
  'pramoda': {
    uk: 'Прамода', en: 'Pramoda', de: 'Pramoda', ru: 'Прамода', pl: 'Pramoda', es: 'Pramoda', pt: 'Pramoda', fr: 'Pramoda', it: 'Pramoda', nl: 'Pramoda', cs: 'Pramoda', ro: 'Pramoda', hu: 'Pramoda', el: 'Πραμόντα', tr: 'Pramoda', ar: 'برامودا', hi: 'प्रमोद', ja: 'プラモーダ', ko: '프라모다', vi: 'Pramoda', id: 'Pramoda',
  },
  'prajapati': {
    uk: 'Праджапаті', en: 'Prajapati', de: 'Prajapati', ru: 'Праджапати', pl: 'Prajapati', es: 'Prajapati', pt: 'Prajapati', fr: 'Prajapati', it: 'Prajapati', nl: 'Prajapati', cs: 'Prajapati', ro: 'Prajapati', hu: 'Prajapati', el: 'Πρατζαπάτι', tr: 'Prajapati', ar: 'براجاباتي', hi: 'प्रजापति', ja: 'プラジャーパティ', ko: '프라자파티', vi: 'Prajapati', id: 'Prajapati',
  },
  'angirasa': {
    uk: 'Ангіраса', en: 'Angirasa', de: 'Angirasa', ru: 'Ангираса', pl: 'Angirasa', es: 'Angirasa', pt: 'Angirasa', fr: 'Angirasa', it: 'Angirasa', nl: 'Angirasa', cs: 'Angirasa', ro: 'Angirasa', hu: 'Angirasa', el: 'Ανγκιράσα', tr: 'Angirasa', ar: 'أنغيراسا', hi: 'अंगिरा', ja: 'アンギラサ', ko: '앙기라사', vi: 'Angirasa', id: 'Angirasa',
  },
  'shrimukha': {
    uk: 'Шрімукха', en: 'Shrimukha', de: 'Shrimukha', ru: 'Шримукха', pl: 'Shrimukha', es: 'Shrimukha', pt: 'Shrimukha', fr: 'Shrimukha', it: 'Shrimukha', nl: 'Shrimukha', cs: 'Shrimukha', ro: 'Shrimukha', hu: 'Shrimukha', el: 'Σριμούκα', tr: 'Shrimukha', ar: 'شريموكا', hi: 'श्रीमुख', ja: 'シュリームカ', ko: '슈리무카', vi: 'Shrimukha', id: 'Shrimukha',
  },
  'bhava': {
    uk: 'Бхава', en: 'Bhava', de: 'Bhava', ru: 'Бхава', pl: 'Bhava', es: 'Bhava', pt: 'Bhava', fr: 'Bhava', it: 'Bhava', nl: 'Bhava', cs: 'Bhava', ro: 'Bhava', hu: 'Bhava', el: 'Μπάβα', tr: 'Bhava', ar: 'بهافا', hi: 'भाव', ja: 'バーヴァ', ko: '바바', vi: 'Bhava', id: 'Bhava',
  },
  'yuva': {
    uk: 'Юва', en: 'Yuva', de: 'Yuva', ru: 'Юва', pl: 'Yuva', es: 'Yuva', pt: 'Yuva', fr: 'Yuva', it: 'Yuva', nl: 'Yuva', cs: 'Yuva', ro: 'Yuva', hu: 'Yuva', el: 'Γιούβα', tr: 'Yuva', ar: 'يوفا', hi: 'युवा', ja: 'ユヴァ', ko: '유바', vi: 'Yuva', id: 'Yuva',
  },
  'dhatri': {
    uk: 'Дхатрі', en: 'Dhatri', de: 'Dhatri', ru: 'Дхатри', pl: 'Dhatri', es: 'Dhatri', pt: 'Dhatri', fr: 'Dhatri', it: 'Dhatri', nl: 'Dhatri', cs: 'Dhatri', ro: 'Dhatri', hu: 'Dhatri', el: 'Ντάτρι', tr: 'Dhatri', ar: 'دهاتري', hi: 'धाता', ja: 'ダートリ', ko: '다트리', vi: 'Dhatri', id: 'Dhatri',
  },
  'ishvara': {
    uk: 'Ішвара', en: 'Ishvara', de: 'Ishvara', ru: 'Ишвара', pl: 'Ishvara', es: 'Ishvara', pt: 'Ishvara', fr: 'Ishvara', it: 'Ishvara', nl: 'Ishvara', cs: 'Ishvara', ro: 'Ishvara', hu: 'Ishvara', el: 'Ισβάρα', tr: 'Ishvara', ar: 'إيشفارا', hi: 'ईश्वर', ja: 'イーシュヴァラ', ko: '이슈바라', vi: 'Ishvara', id: 'Ishvara',
  },
  'bahudhanya': {
    uk: 'Бахудханья', en: 'Bahudhanya', de: 'Bahudhanya', ru: 'Бахудханья', pl: 'Bahudhanya', es: 'Bahudhanya', pt: 'Bahudhanya', fr: 'Bahudhanya', it: 'Bahudhanya', nl: 'Bahudhanya', cs: 'Bahudhanya', ro: 'Bahudhanya', hu: 'Bahudhanya', el: 'Μπαχουντάνια', tr: 'Bahudhanya', ar: 'باهودانيا', hi: 'बहुधान्य', ja: 'バフダーニヤ', ko: '바후다니야', vi: 'Bahudhanya', id: 'Bahudhanya',
  },
  'pramathi': {
    uk: 'Праматхі', en: 'Pramathi', de: 'Pramathi', ru: 'Праматхи', pl: 'Pramathi', es: 'Pramathi', pt: 'Pramathi', fr: 'Pramathi', it: 'Pramathi', nl: 'Pramathi', cs: 'Pramathi', ro: 'Pramathi', hu: 'Pramathi', el: 'Πραμάτι', tr: 'Pramathi', ar: 'براماثي', hi: 'प्रमाथी', ja: 'プラマーティ', ko: '프라마티', vi: 'Pramathi', id: 'Pramathi',
  },
  'vikrama': {
    uk: 'Вікрама', en: 'Vikrama', de: 'Vikrama', ru: 'Викрама', pl: 'Vikrama', es: 'Vikrama', pt: 'Vikrama', fr: 'Vikrama', it: 'Vikrama', nl: 'Vikrama', cs: 'Vikrama', ro: 'Vikrama', hu: 'Vikrama', el: 'Βικράμα', tr: 'Vikrama', ar: 'فيكراما', hi: 'विक्रम', ja: 'ヴィクラマ', ko: '비크라마', vi: 'Vikrama', id: 'Vikrama',
  },
  'vrisha': {
    uk: 'Вріша', en: 'Vrisha', de: 'Vrisha', ru: 'Вриша', pl: 'Vrisha', es: 'Vrisha', pt: 'Vrisha', fr: 'Vrisha', it: 'Vrisha', nl: 'Vrisha', cs: 'Vrisha', ro: 'Vrisha', hu: 'Vrisha', el: 'Βρίσα', tr: 'Vrisha', ar: 'فريشا', hi: 'वृष', ja: 'ヴリシャ', ko: '브리샤', vi: 'Vrisha', id: 'Vrisha',
  },
  'chitrabhanu': {
    uk: 'Читрабхану', en: 'Chitrabhanu', de: 'Chitrabhanu', ru: 'Читрабхану', pl: 'Chitrabhanu', es: 'Chitrabhanu', pt: 'Chitrabhanu', fr: 'Chitrabhanu', it: 'Chitrabhanu', nl: 'Chitrabhanu', cs: 'Chitrabhanu', ro: 'Chitrabhanu', hu: 'Chitrabhanu', el: 'Τσιτραμπάνου', tr: 'Chitrabhanu', ar: 'تشيترابهانو', hi: 'चित्रभानु', ja: 'チトラバーヌ', ko: '치트라바누', vi: 'Chitrabhanu', id: 'Chitrabhanu',
  },
  'subhanu': {
    uk: 'Субхану', en: 'Subhanu', de: 'Subhanu', ru: 'Субхану', pl: 'Subhanu', es: 'Subhanu', pt: 'Subhanu', fr: 'Subhanu', it: 'Subhanu', nl: 'Subhanu', cs: 'Subhanu', ro: 'Subhanu', hu: 'Subhanu', el: 'Σουμπάνου', tr: 'Subhanu', ar: 'سوبهانو', hi: 'सुभानु', ja: 'スバーヌ', ko: '수바누', vi: 'Subhanu', id: 'Subhanu',
  },
  'tarana': {
    uk: 'Тарана', en: 'Tarana', de: 'Tarana', ru: 'Тарана', pl: 'Tarana', es: 'Tarana', pt: 'Tarana', fr: 'Tarana', it: 'Tarana', nl: 'Tarana', cs: 'Tarana', ro: 'Tarana', hu: 'Tarana', el: 'Ταράνα', tr: 'Tarana', ar: 'تارانا', hi: 'तारण', ja: 'ターラナ', ko: '타라나', vi: 'Tarana', id: 'Tarana',
  },
  'parthiva': {
    uk: 'Партхіва', en: 'Parthiva', de: 'Parthiva', ru: 'Партхива', pl: 'Parthiva', es: 'Parthiva', pt: 'Parthiva', fr: 'Parthiva', it: 'Parthiva', nl: 'Parthiva', cs: 'Parthiva', ro: 'Parthiva', hu: 'Parthiva', el: 'Παρτίβα', tr: 'Parthiva', ar: 'بارثيفا', hi: 'पार्थिव', ja: 'パールティヴァ', ko: '파르티바', vi: 'Parthiva', id: 'Parthiva',
  },
  'vyaya': {
    uk: 'В’яя', en: 'Vyaya', de: 'Vyaya', ru: 'Вьяя', pl: 'Vyaya', es: 'Vyaya', pt: 'Vyaya', fr: 'Vyaya', it: 'Vyaya', nl: 'Vyaya', cs: 'Vyaya', ro: 'Vyaya', hu: 'Vyaya', el: 'Βιάγια', tr: 'Vyaya', ar: 'فيايا', hi: 'व्यय', ja: 'ヴィヤヤ', ko: '비야야', vi: 'Vyaya', id: 'Vyaya',
  },
  'sarvajit': {
    uk: 'Сарваджіт', en: 'Sarvajit', de: 'Sarvajit', ru: 'Сарваджит', pl: 'Sarvajit', es: 'Sarvajit', pt: 'Sarvajit', fr: 'Sarvajit', it: 'Sarvajit', nl: 'Sarvajit', cs: 'Sarvajit', ro: 'Sarvajit', hu: 'Sarvajit', el: 'Σαρβατζίτ', tr: 'Sarvajit', ar: 'سارفاجيت', hi: 'सर्वजित्', ja: 'サルヴァジト', ko: '사르바지트', vi: 'Sarvajit', id: 'Sarvajit',
  },
  'sarvadhari': {
    uk: 'Сарвадхарі', en: 'Sarvadhari', de: 'Sarvadhari', ru: 'Сарвадхари', pl: 'Sarvadhari', es: 'Sarvadhari', pt: 'Sarvadhari', fr: 'Sarvadhari', it: 'Sarvadhari', nl: 'Sarvadhari', cs: 'Sarvadhari', ro: 'Sarvadhari', hu: 'Sarvadhari', el: 'Σαρβαντάρι', tr: 'Sarvadhari', ar: 'سارفاداري', hi: 'सर्वधारी', ja: 'サルヴァダーリ', ko: '사르바다리', vi: 'Sarvadhari', id: 'Sarvadhari',
  },
  'virodhi': {
    uk: 'Віродхі', en: 'Virodhi', de: 'Virodhi', ru: 'Виродхи', pl: 'Virodhi', es: 'Virodhi', pt: 'Virodhi', fr: 'Virodhi', it: 'Virodhi', nl: 'Virodhi', cs: 'Virodhi', ro: 'Virodhi', hu: 'Virodhi', el: 'Βιρόντι', tr: 'Virodhi', ar: 'فيرودي', hi: 'विरोधी', ja: 'ヴィローディ', ko: '비로디', vi: 'Virodhi', id: 'Virodhi',
  },
  'vikriti': {
    uk: 'Вікріті', en: 'Vikriti', de: 'Vikriti', ru: 'Викрити', pl: 'Vikriti', es: 'Vikriti', pt: 'Vikriti', fr: 'Vikriti', it: 'Vikriti', nl: 'Vikriti', cs: 'Vikriti', ro: 'Vikriti', hu: 'Vikriti', el: 'Βικρίτι', tr: 'Vikriti', ar: 'فيكريتي', hi: 'विकृति', ja: 'ヴィクリティ', ko: '비크리티', vi: 'Vikriti', id: 'Vikriti',
  },
  'khara': {
    uk: 'Кхара', en: 'Khara', de: 'Khara', ru: 'Кхара', pl: 'Khara', es: 'Khara', pt: 'Khara', fr: 'Khara', it: 'Khara', nl: 'Khara', cs: 'Khara', ro: 'Khara', hu: 'Khara', el: 'Χάρα', tr: 'Khara', ar: 'خارا', hi: 'खर', ja: 'カラ', ko: '카라', vi: 'Khara', id: 'Khara',
  },
  'nandana': {
    uk: 'Нандана', en: 'Nandana', de: 'Nandana', ru: 'Нандана', pl: 'Nandana', es: 'Nandana', pt: 'Nandana', fr: 'Nandana', it: 'Nandana', nl: 'Nandana', cs: 'Nandana', ro: 'Nandana', hu: 'Nandana', el: 'Ναντάνα', tr: 'Nandana', ar: 'ناندانا', hi: 'नन्दन', ja: 'ナンダナ', ko: '난다나', vi: 'Nandana', id: 'Nandana',
  },
  'vijaya': {
    uk: 'Віджая', en: 'Vijaya', de: 'Vijaya', ru: 'Виджая', pl: 'Vijaya', es: 'Vijaya', pt: 'Vijaya', fr: 'Vijaya', it: 'Vijaya', nl: 'Vijaya', cs: 'Vijaya', ro: 'Vijaya', hu: 'Vijaya', el: 'Βιτζάγια', tr: 'Vijaya', ar: 'فيجايا', hi: 'विजय', ja: 'ヴィジャヤ', ko: '비자야', vi: 'Vijaya', id: 'Vijaya',
  },
  'jaya': {
    uk: 'Джая', en: 'Jaya', de: 'Jaya', ru: 'Джая', pl: 'Jaya', es: 'Jaya', pt: 'Jaya', fr: 'Jaya', it: 'Jaya', nl: 'Jaya', cs: 'Jaya', ro: 'Jaya', hu: 'Jaya', el: 'Τζάγια', tr: 'Jaya', ar: 'جايا', hi: 'जय', ja: 'ジャヤ', ko: '자야', vi: 'Jaya', id: 'Jaya',
  },
  'manmatha': {
    uk: 'Манматха', en: 'Manmatha', de: 'Manmatha', ru: 'Манматха', pl: 'Manmatha', es: 'Manmatha', pt: 'Manmatha', fr: 'Manmatha', it: 'Manmatha', nl: 'Manmatha', cs: 'Manmatha', ro: 'Manmatha', hu: 'Manmatha', el: 'Μανμάτα', tr: 'Manmatha', ar: 'مانماثا', hi: 'मन्मथ', ja: 'マンマタ', ko: '만마타', vi: 'Manmatha', id: 'Manmatha',
  },
  'durmukhi': {
    uk: 'Дурмукхі', en: 'Durmukhi', de: 'Durmukhi', ru: 'Дурмукхи', pl: 'Durmukhi', es: 'Durmukhi', pt: 'Durmukhi', fr: 'Durmukhi', it: 'Durmukhi', nl: 'Durmukhi', cs: 'Durmukhi', ro: 'Durmukhi', hu: 'Durmukhi', el: 'Ντουρμούκι', tr: 'Durmukhi', ar: 'دورموكي', hi: 'दुर्मुखी', ja: 'ドゥルムキー', ko: '두르무키', vi: 'Durmukhi', id: 'Durmukhi',
  },
  'hevilambi': {
    uk: 'Хевіламбі', en: 'Hevilambi', de: 'Hevilambi', ru: 'Хевиламби', pl: 'Hevilambi', es: 'Hevilambi', pt: 'Hevilambi', fr: 'Hevilambi', it: 'Hevilambi', nl: 'Hevilambi', cs: 'Hevilambi', ro: 'Hevilambi', hu: 'Hevilambi', el: 'Χεβιλάμπι', tr: 'Hevilambi', ar: 'هيفيلامبي', hi: 'हेमलम्बी', ja: 'ヘーヴィランビ', ko: '헤빌람비', vi: 'Hevilambi', id: 'Hevilambi',
  },
  'vilambi': {
    uk: 'Віламбі', en: 'Vilambi', de: 'Vilambi', ru: 'Виламби', pl: 'Vilambi', es: 'Vilambi', pt: 'Vilambi', fr: 'Vilambi', it: 'Vilambi', nl: 'Vilambi', cs: 'Vilambi', ro: 'Vilambi', hu: 'Vilambi', el: 'Βιλάμπι', tr: 'Vilambi', ar: 'فيلامبي', hi: 'विलम्बी', ja: 'ヴィランビ', ko: '빌람비', vi: 'Vilambi', id: 'Vilambi',
  },
  'vikari': {
    uk: 'Вікарі', en: 'Vikari', de: 'Vikari', ru: 'Викари', pl: 'Vikari', es: 'Vikari', pt: 'Vikari', fr: 'Vikari', it: 'Vikari', nl: 'Vikari', cs: 'Vikari', ro: 'Vikari', hu: 'Vikari', el: 'Βικάρι', tr: 'Vikari', ar: 'فيكاري', hi: 'विकारी', ja: 'ヴィカーリ', ko: '비카리', vi: 'Vikari', id: 'Vikari',
  },
  'sharvari': {
    uk: 'Шарварі', en: 'Sharvari', de: 'Sharvari', ru: 'Шарвари', pl: 'Sharvari', es: 'Sharvari', pt: 'Sharvari', fr: 'Sharvari', it: 'Sharvari', nl: 'Sharvari', cs: 'Sharvari', ro: 'Sharvari', hu: 'Sharvari', el: 'Σαρβάρι', tr: 'Sharvari', ar: 'شارفاري', hi: 'शार्वरी', ja: 'シャールヴァリ', ko: '샤르바리', vi: 'Sharvari', id: 'Sharvari',
  },
  'plava': {
    uk: 'Плава', en: 'Plava', de: 'Plava', ru: 'Плава', pl: 'Plava', es: 'Plava', pt: 'Plava', fr: 'Plava', it: 'Plava', nl: 'Plava', cs: 'Plava', ro: 'Plava', hu: 'Plava', el: 'Πλάβα', tr: 'Plava', ar: 'بلافا', hi: 'प्लव', ja: 'プラヴァ', ko: '플라바', vi: 'Plava', id: 'Plava',
  },
  'shubhakrit': {
    uk: 'Шубхакріт', en: 'Shubhakrit', de: 'Shubhakrit', ru: 'Шубхакрит', pl: 'Shubhakrit', es: 'Shubhakrit', pt: 'Shubhakrit', fr: 'Shubhakrit', it: 'Shubhakrit', nl: 'Shubhakrit', cs: 'Shubhakrit', ro: 'Shubhakrit', hu: 'Shubhakrit', el: 'Σουμπακρίτ', tr: 'Shubhakrit', ar: 'شوبهاكريت', hi: 'शुभकृत्', ja: 'シュバクリト', ko: '슈바크리트', vi: 'Shubhakrit', id: 'Shubhakrit',
  },
  'shobhakrit': {
    uk: 'Шобхакріт', en: 'Shobhakrit', de: 'Shobhakrit', ru: 'Шобхакрит', pl: 'Shobhakrit', es: 'Shobhakrit', pt: 'Shobhakrit', fr: 'Shobhakrit', it: 'Shobhakrit', nl: 'Shobhakrit', cs: 'Shobhakrit', ro: 'Shobhakrit', hu: 'Shobhakrit', el: 'Σομπακρίτ', tr: 'Shobhakrit', ar: 'شوباكريت', hi: 'शोभकृत्', ja: 'ショーバクリト', ko: '쇼바크리트', vi: 'Shobhakrit', id: 'Shobhakrit',
  },
  'krodhi': {
    uk: 'Кродхі', en: 'Krodhi', de: 'Krodhi', ru: 'Кродхи', pl: 'Krodhi', es: 'Krodhi', pt: 'Krodhi', fr: 'Krodhi', it: 'Krodhi', nl: 'Krodhi', cs: 'Krodhi', ro: 'Krodhi', hu: 'Krodhi', el: 'Κρόντι', tr: 'Krodhi', ar: 'كرودي', hi: 'क्रोधी', ja: 'クローディ', ko: '크로디', vi: 'Krodhi', id: 'Krodhi',
  },
  'vishvavasu': {
    uk: 'Вішвавасу', en: 'Vishvavasu', de: 'Vishvavasu', ru: 'Вишвавасу', pl: 'Vishvavasu', es: 'Vishvavasu', pt: 'Vishvavasu', fr: 'Vishvavasu', it: 'Vishvavasu', nl: 'Vishvavasu', cs: 'Vishvavasu', ro: 'Vishvavasu', hu: 'Vishvavasu', el: 'Βισβαβάσου', tr: 'Vishvavasu', ar: 'فيشفافاسو', hi: 'विश्वावसु', ja: 'ヴィシュヴァーヴァス', ko: '비슈바바수', vi: 'Vishvavasu', id: 'Vishvavasu',
  },
  'parabhava': {
    uk: 'Парабхава', en: 'Parabhava', de: 'Parabhava', ru: 'Парабхава', pl: 'Parabhava', es: 'Parabhava', pt: 'Parabhava', fr: 'Parabhava', it: 'Parabhava', nl: 'Parabhava', cs: 'Parabhava', ro: 'Parabhava', hu: 'Parabhava', el: 'Παραμπάβα', tr: 'Parabhava', ar: 'بارابهافا', hi: 'पराभव', ja: 'パラーバヴァ', ko: '파라바바', vi: 'Parabhava', id: 'Parabhava',
  },
  'plavanga': {
    uk: 'Плаванга', en: 'Plavanga', de: 'Plavanga', ru: 'Плаванга', pl: 'Plavanga', es: 'Plavanga', pt: 'Plavanga', fr: 'Plavanga', it: 'Plavanga', nl: 'Plavanga', cs: 'Plavanga', ro: 'Plavanga', hu: 'Plavanga', el: 'Πλαβάνγκα', tr: 'Plavanga', ar: 'بلافانغا', hi: 'प्लवंग', ja: 'プラヴァンガ', ko: '플라방가', vi: 'Plavanga', id: 'Plavanga',
  },
  'kilaka': {
    uk: 'Кілака', en: 'Kilaka', de: 'Kilaka', ru: 'Килака', pl: 'Kilaka', es: 'Kilaka', pt: 'Kilaka', fr: 'Kilaka', it: 'Kilaka', nl: 'Kilaka', cs: 'Kilaka', ro: 'Kilaka', hu: 'Kilaka', el: 'Κιλάκα', tr: 'Kilaka', ar: 'كيلاكا', hi: 'कीलक', ja: 'キーラカ', ko: '킬라카', vi: 'Kilaka', id: 'Kilaka',
  },
  'saumya': {
    uk: 'Саум’я', en: 'Saumya', de: 'Saumya', ru: 'Саумья', pl: 'Saumya', es: 'Saumya', pt: 'Saumya', fr: 'Saumya', it: 'Saumya', nl: 'Saumya', cs: 'Saumya', ro: 'Saumya', hu: 'Saumya', el: 'Σάουμια', tr: 'Saumya', ar: 'سوميا', hi: 'सौम्य', ja: 'サウミヤ', ko: '사우미야', vi: 'Saumya', id: 'Saumya',
  },
  'sadharana': {
    uk: 'Садхарана', en: 'Sadharana', de: 'Sadharana', ru: 'Садхарана', pl: 'Sadharana', es: 'Sadharana', pt: 'Sadharana', fr: 'Sadharana', it: 'Sadharana', nl: 'Sadharana', cs: 'Sadharana', ro: 'Sadharana', hu: 'Sadharana', el: 'Σανταράνα', tr: 'Sadharana', ar: 'سادهارانا', hi: 'साधारण', ja: 'サーダーラナ', ko: '사다라나', vi: 'Sadharana', id: 'Sadharana',
  },
  'virodhakrit': {
    uk: 'Віродхакріт', en: 'Virodhakrit', de: 'Virodhakrit', ru: 'Виродхакрит', pl: 'Virodhakrit', es: 'Virodhakrit', pt: 'Virodhakrit', fr: 'Virodhakrit', it: 'Virodhakrit', nl: 'Virodhakrit', cs: 'Virodhakrit', ro: 'Virodhakrit', hu: 'Virodhakrit', el: 'Βιροντακρίτ', tr: 'Virodhakrit', ar: 'فيروداكريت', hi: 'विरोधकृत्', ja: 'ヴィローダクリト', ko: '비로다크리트', vi: 'Virodhakrit', id: 'Virodhakrit',
  },
  'paridhavi': {
    uk: 'Парідхаві', en: 'Paridhavi', de: 'Paridhavi', ru: 'Паридхави', pl: 'Paridhavi', es: 'Paridhavi', pt: 'Paridhavi', fr: 'Paridhavi', it: 'Paridhavi', nl: 'Paridhavi', cs: 'Paridhavi', ro: 'Paridhavi', hu: 'Paridhavi', el: 'Παριντάβι', tr: 'Paridhavi', ar: 'باريدافي', hi: 'परिधावी', ja: 'パリダーヴィ', ko: '파리다비', vi: 'Paridhavi', id: 'Paridhavi',
  },
  'pramadi': {
    uk: 'Прамаді', en: 'Pramadi', de: 'Pramadi', ru: 'Прамади', pl: 'Pramadi', es: 'Pramadi', pt: 'Pramadi', fr: 'Pramadi', it: 'Pramadi', nl: 'Pramadi', cs: 'Pramadi', ro: 'Pramadi', hu: 'Pramadi', el: 'Πραμάντι', tr: 'Pramadi', ar: 'برامادي', hi: 'प्रमादी', ja: 'プラマーディ', ko: '프라마디', vi: 'Pramadi', id: 'Pramadi',
  },
  'ananda': {
    uk: 'Ананда', en: 'Ananda', de: 'Ananda', ru: 'Ананда', pl: 'Ananda', es: 'Ananda', pt: 'Ananda', fr: 'Ananda', it: 'Ananda', nl: 'Ananda', cs: 'Ananda', ro: 'Ananda', hu: 'Ananda', el: 'Ανάντα', tr: 'Ananda', ar: 'أناندا', hi: 'आनन्द', ja: 'アーナンダ', ko: '아난다', vi: 'Ananda', id: 'Ananda',
  },
  'rakshasa': {
    uk: 'Ракшаса', en: 'Rakshasa', de: 'Rakshasa', ru: 'Ракшаса', pl: 'Rakshasa', es: 'Rakshasa', pt: 'Rakshasa', fr: 'Rakshasa', it: 'Rakshasa', nl: 'Rakshasa', cs: 'Rakshasa', ro: 'Rakshasa', hu: 'Rakshasa', el: 'Ρακσάσα', tr: 'Rakshasa', ar: 'راكشاسا', hi: 'राक्षस', ja: 'ラークシャサ', ko: '락샤사', vi: 'Rakshasa', id: 'Rakshasa',
  },
  'nala': {
    uk: 'Нала', en: 'Nala', de: 'Nala', ru: 'Нала', pl: 'Nala', es: 'Nala', pt: 'Nala', fr: 'Nala', it: 'Nala', nl: 'Nala', cs: 'Nala', ro: 'Nala', hu: 'Nala', el: 'Νάλα', tr: 'Nala', ar: 'نالا', hi: 'नल', ja: 'ナラ', ko: '날라', vi: 'Nala', id: 'Nala',
  },
  'pingala': {
    uk: 'Пінгала', en: 'Pingala', de: 'Pingala', ru: 'Пингала', pl: 'Pingala', es: 'Pingala', pt: 'Pingala', fr: 'Pingala', it: 'Pingala', nl: 'Pingala', cs: 'Pingala', ro: 'Pingala', hu: 'Pingala', el: 'Πινγκάλα', tr: 'Pingala', ar: 'بينغالا', hi: 'पिंगल', ja: 'ピンガラ', ko: '핑갈라', vi: 'Pingala', id: 'Pingala',
  },
  'kalayukti': {
    uk: 'Калаюкті', en: 'Kalayukti', de: 'Kalayukti', ru: 'Калаюкти', pl: 'Kalayukti', es: 'Kalayukti', pt: 'Kalayukti', fr: 'Kalayukti', it: 'Kalayukti', nl: 'Kalayukti', cs: 'Kalayukti', ro: 'Kalayukti', hu: 'Kalayukti', el: 'Καλαγιούκτι', tr: 'Kalayukti', ar: 'كالايوكتي', hi: 'कालयुक्त', ja: 'カーラユクティ', ko: '칼라유크티', vi: 'Kalayukti', id: 'Kalayukti',
  },
  'siddharthi': {
    uk: 'Сіддхартхі', en: 'Siddharthi', de: 'Siddharthi', ru: 'Сиддхартхи', pl: 'Siddharthi', es: 'Siddharthi', pt: 'Siddharthi', fr: 'Siddharthi', it: 'Siddharthi', nl: 'Siddharthi', cs: 'Siddharthi', ro: 'Siddharthi', hu: 'Siddharthi', el: 'Σιντάρτι', tr: 'Siddharthi', ar: 'سيدهارثي', hi: 'सिद्धार्थी', ja: 'シッダールティ', ko: '시다르티', vi: 'Siddharthi', id: 'Siddharthi',
  },
  'raudra': {
    uk: 'Раудра', en: 'Raudra', de: 'Raudra', ru: 'Раудра', pl: 'Raudra', es: 'Raudra', pt: 'Raudra', fr: 'Raudra', it: 'Raudra', nl: 'Raudra', cs: 'Raudra', ro: 'Raudra', hu: 'Raudra', el: 'Ράουντρα', tr: 'Raudra', ar: 'راودرا', hi: 'रौद्र', ja: 'ラウドラ', ko: '라우드라', vi: 'Raudra', id: 'Raudra',
  },
  'durmati': {
    uk: 'Дурматі', en: 'Durmati', de: 'Durmati', ru: 'Дурмати', pl: 'Durmati', es: 'Durmati', pt: 'Durmati', fr: 'Durmati', it: 'Durmati', nl: 'Durmati', cs: 'Durmati', ro: 'Durmati', hu: 'Durmati', el: 'Ντουρμάτι', tr: 'Durmati', ar: 'دورماتي', hi: 'दुर्मति', ja: 'ドゥルマティ', ko: '두르마티', vi: 'Durmati', id: 'Durmati',
  },
  'dundubhi': {
    uk: 'Дундубхі', en: 'Dundubhi', de: 'Dundubhi', ru: 'Дундубхи', pl: 'Dundubhi', es: 'Dundubhi', pt: 'Dundubhi', fr: 'Dundubhi', it: 'Dundubhi', nl: 'Dundubhi', cs: 'Dundubhi', ro: 'Dundubhi', hu: 'Dundubhi', el: 'Ντουντούμπι', tr: 'Dundubhi', ar: 'دوندوبهي', hi: 'दुन्दुभि', ja: 'ドゥンドゥビ', ko: '둔두비', vi: 'Dundubhi', id: 'Dundubhi',
  },
  'rudhirodgari': {
    uk: 'Рудхіродгарі', en: 'Rudhirodgari', de: 'Rudhirodgari', ru: 'Рудхиродгари', pl: 'Rudhirodgari', es: 'Rudhirodgari', pt: 'Rudhirodgari', fr: 'Rudhirodgari', it: 'Rudhirodgari', nl: 'Rudhirodgari', cs: 'Rudhirodgari', ro: 'Rudhirodgari', hu: 'Rudhirodgari', el: 'Ρουντιροντγκάρι', tr: 'Rudhirodgari', ar: 'روديرودغاري', hi: 'रुधिरोद्गारी', ja: 'ルディロードガーリ', ko: '루디로드가리', vi: 'Rudhirodgari', id: 'Rudhirodgari',
  },
  'raktakshi': {
    uk: 'Рактакші', en: 'Raktakshi', de: 'Raktakshi', ru: 'Рактакши', pl: 'Raktakshi', es: 'Raktakshi', pt: 'Raktakshi', fr: 'Raktakshi', it: 'Raktakshi', nl: 'Raktakshi', cs: 'Raktakshi', ro: 'Raktakshi', hu: 'Raktakshi', el: 'Ρακτάκσι', tr: 'Raktakshi', ar: 'راكتاكشي', hi: 'रक्ताक्षी', ja: 'ラクタークシー', ko: '락탁시', vi: 'Raktakshi', id: 'Raktakshi',
  },
  'krodhana': {
    uk: 'Кродхана', en: 'Krodhana', de: 'Krodhana', ru: 'Кродхана', pl: 'Krodhana', es: 'Krodhana', pt: 'Krodhana', fr: 'Krodhana', it: 'Krodhana', nl: 'Krodhana', cs: 'Krodhana', ro: 'Krodhana', hu: 'Krodhana', el: 'Κροντάνα', tr: 'Krodhana', ar: 'كرودانا', hi: 'क्रोधन', ja: 'クローダナ', ko: '크로다나', vi: 'Krodhana', id: 'Krodhana',
  },
  'akshaya': {
    uk: 'Акшая', en: 'Akshaya', de: 'Akshaya', ru: 'Акшая', pl: 'Akshaya', es: 'Akshaya', pt: 'Akshaya', fr: 'Akshaya', it: 'Akshaya', nl: 'Akshaya', cs: 'Akshaya', ro: 'Akshaya', hu: 'Akshaya', el: 'Ακσάγια', tr: 'Akshaya', ar: 'أكشايا', hi: 'अक्षय', ja: 'アクシャヤ', ko: '악샤야', vi: 'Akshaya', id: 'Akshaya',
  },
} satisfies TermTable;
