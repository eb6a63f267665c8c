/**
 * The nakshatra dasha systems of BPHS ch. 46 the Vedic family runs (lib/dasha.ts: Vimshottari,
 * Yogini, and the conditional Ashtottari ... Shattrimshat-sama), keyed by the slug of their
 * /vedic/dasha/* operation. Hindi in Devanagari; the other non-Latin scripts transliterate the
 * Sanskrit; the Latin-script languages keep the transliteration (names of systems, not translated).
 */
import type { TermTable } from '../terms.js';

export const DASHA_TERMS = {
  'vimshottari': {
    uk: 'Вімшоттарі', en: 'Vimshottari', de: 'Vimshottari', ru: 'Вимшоттари', pl: 'Vimshottari', es: 'Vimshottari', pt: 'Vimshottari', fr: 'Vimshottari', it: 'Vimshottari', nl: 'Vimshottari', cs: 'Vimshottari', ro: 'Vimshottari', hu: 'Vimshottari', el: 'Βιμσοτάρι', tr: 'Vimshottari', ar: 'فيمشوتاري', hi: 'विंशोत्तरी', ja: 'ヴィンショーッタリー', ko: '빔쇼타리', vi: 'Vimshottari', id: 'Vimshottari',
  },
  'yogini': {
    uk: 'Йогіні', en: 'Yogini', de: 'Yogini', ru: 'Йогини', pl: 'Yogini', es: 'Yogini', pt: 'Yogini', fr: 'Yogini', it: 'Yogini', nl: 'Yogini', cs: 'Yogini', ro: 'Yogini', hu: 'Yogini', el: 'Γιογκίνι', tr: 'Yogini', ar: 'يوغيني', hi: 'योगिनी', ja: 'ヨーギニー', ko: '요기니', vi: 'Yogini', id: 'Yogini',
  },
  'ashtottari': {
    uk: 'Аштоттарі', en: 'Ashtottari', de: 'Ashtottari', ru: 'Аштоттари', pl: 'Ashtottari', es: 'Ashtottari', pt: 'Ashtottari', fr: 'Ashtottari', it: 'Ashtottari', nl: 'Ashtottari', cs: 'Ashtottari', ro: 'Ashtottari', hu: 'Ashtottari', el: 'Αστοτάρι', tr: 'Ashtottari', ar: 'أشتوتاري', hi: 'अष्टोत्तरी', ja: 'アシュトーッタリー', ko: '아슈토타리', vi: 'Ashtottari', id: 'Ashtottari',
  },
  'shodashottari': {
    uk: 'Шодашоттарі', en: 'Shodashottari', de: 'Shodashottari', ru: 'Шодашоттари', pl: 'Shodashottari', es: 'Shodashottari', pt: 'Shodashottari', fr: 'Shodashottari', it: 'Shodashottari', nl: 'Shodashottari', cs: 'Shodashottari', ro: 'Shodashottari', hu: 'Shodashottari', el: 'Σοντασοτάρι', tr: 'Shodashottari', ar: 'شوداشوتاري', hi: 'षोडशोत्तरी', ja: 'ショーダショーッタリー', ko: '쇼다쇼타리', vi: 'Shodashottari', id: 'Shodashottari',
  },
  'dwadashottari': {
    uk: 'Двадашоттарі', en: 'Dwadashottari', de: 'Dwadashottari', ru: 'Двадашоттари', pl: 'Dwadashottari', es: 'Dwadashottari', pt: 'Dwadashottari', fr: 'Dwadashottari', it: 'Dwadashottari', nl: 'Dwadashottari', cs: 'Dwadashottari', ro: 'Dwadashottari', hu: 'Dwadashottari', el: 'Ντβαντασοτάρι', tr: 'Dwadashottari', ar: 'دواداشوتاري', hi: 'द्वादशोत्तरी', ja: 'ドヴァーダショーッタリー', ko: '드바다쇼타리', vi: 'Dwadashottari', id: 'Dwadashottari',
  },
  'panchottari': {
    uk: 'Панчоттарі', en: 'Panchottari', de: 'Panchottari', ru: 'Панчоттари', pl: 'Panchottari', es: 'Panchottari', pt: 'Panchottari', fr: 'Panchottari', it: 'Panchottari', nl: 'Panchottari', cs: 'Panchottari', ro: 'Panchottari', hu: 'Panchottari', el: 'Παντσοτάρι', tr: 'Panchottari', ar: 'بانتشوتاري', hi: 'पंचोत्तरी', ja: 'パンチョーッタリー', ko: '판초타리', vi: 'Panchottari', id: 'Panchottari',
  },
  'shatabdika': {
    uk: 'Шатабдіка', en: 'Shatabdika', de: 'Shatabdika', ru: 'Шатабдика', pl: 'Shatabdika', es: 'Shatabdika', pt: 'Shatabdika', fr: 'Shatabdika', it: 'Shatabdika', nl: 'Shatabdika', cs: 'Shatabdika', ro: 'Shatabdika', hu: 'Shatabdika', el: 'Σαταμπντίκα', tr: 'Shatabdika', ar: 'شاتابديكا', hi: 'शताब्दिका', ja: 'シャターブディカー', ko: '샤타브디카', vi: 'Shatabdika', id: 'Shatabdika',
  },
  'chaturashiti-sama': {
    uk: 'Чатурашіті-сама', en: 'Chaturashiti-sama', de: 'Chaturashiti-sama', ru: 'Чатурашити-сама', pl: 'Chaturashiti-sama', es: 'Chaturashiti-sama', pt: 'Chaturashiti-sama', fr: 'Chaturashiti-sama', it: 'Chaturashiti-sama', nl: 'Chaturashiti-sama', cs: 'Chaturashiti-sama', ro: 'Chaturashiti-sama', hu: 'Chaturashiti-sama', el: 'Τσατουρασίτι-σάμα', tr: 'Chaturashiti-sama', ar: 'تشاتوراشيتي ساما', hi: 'चतुराशीति-सम', ja: 'チャトゥラシーティ・サマ', ko: '차투라시티 사마', vi: 'Chaturashiti-sama', id: 'Chaturashiti-sama',
  },
  'dwisaptati-sama': {
    uk: 'Двісаптаті-сама', en: 'Dwisaptati-sama', de: 'Dwisaptati-sama', ru: 'Двисаптати-сама', pl: 'Dwisaptati-sama', es: 'Dwisaptati-sama', pt: 'Dwisaptati-sama', fr: 'Dwisaptati-sama', it: 'Dwisaptati-sama', nl: 'Dwisaptati-sama', cs: 'Dwisaptati-sama', ro: 'Dwisaptati-sama', hu: 'Dwisaptati-sama', el: 'Ντβισαπτάτι-σάμα', tr: 'Dwisaptati-sama', ar: 'دويسابتاتي ساما', hi: 'द्विसप्तति-सम', ja: 'ドヴィサプタティ・サマ', ko: '드비삽타티 사마', vi: 'Dwisaptati-sama', id: 'Dwisaptati-sama',
  },
  'shashtihayani': {
    uk: 'Шаштіхаяні', en: 'Shashtihayani', de: 'Shashtihayani', ru: 'Шаштихаяни', pl: 'Shashtihayani', es: 'Shashtihayani', pt: 'Shashtihayani', fr: 'Shashtihayani', it: 'Shashtihayani', nl: 'Shashtihayani', cs: 'Shashtihayani', ro: 'Shashtihayani', hu: 'Shashtihayani', el: 'Σαστιχαγιάνι', tr: 'Shashtihayani', ar: 'شاشتيهاياني', hi: 'षष्टिहायनी', ja: 'シャシュティハーヤニー', ko: '샤슈티하야니', vi: 'Shashtihayani', id: 'Shashtihayani',
  },
  'shattrimshat-sama': {
    uk: 'Шаттрімшат-сама', en: 'Shattrimshat-sama', de: 'Shattrimshat-sama', ru: 'Шаттримшат-сама', pl: 'Shattrimshat-sama', es: 'Shattrimshat-sama', pt: 'Shattrimshat-sama', fr: 'Shattrimshat-sama', it: 'Shattrimshat-sama', nl: 'Shattrimshat-sama', cs: 'Shattrimshat-sama', ro: 'Shattrimshat-sama', hu: 'Shattrimshat-sama', el: 'Σατριμσάτ-σάμα', tr: 'Shattrimshat-sama', ar: 'شاتريمشات ساما', hi: 'षट्त्रिंशत्-सम', ja: 'シャットリンシャト・サマ', ko: '샷트림샤트 사마', vi: 'Shattrimshat-sama', id: 'Shattrimshat-sama',
  },
} satisfies TermTable;
