/** The 27 nakshatras, Ashwini first (slugs of core/src/astro/nakshatras.ts), plus Abhijit. */
import type { TermTable } from '../terms.js';

export const NAKSHATRA_TERMS = {
  ashwini: {
    uk: 'Ашвіні', en: 'Ashwini', de: 'Ashwini', ru: 'Ашвини', pl: 'Ashwini', es: 'Ashwini', pt: 'Ashwini', fr: 'Ashwini', it: 'Ashwini', nl: 'Ashwini', cs: 'Ashwini', ro: 'Ashwini', hu: 'Ashwini', el: 'Ασβίνι', tr: 'Ashwini', ar: 'أشويني', hi: 'अश्विनी', ja: 'アシュヴィニー', ko: '아슈비니', vi: 'Ashwini', id: 'Ashwini',
  },
  bharani: {
    uk: 'Бхарані', en: 'Bharani', de: 'Bharani', ru: 'Бхарани', pl: 'Bharani', es: 'Bharani', pt: 'Bharani', fr: 'Bharani', it: 'Bharani', nl: 'Bharani', cs: 'Bharani', ro: 'Bharani', hu: 'Bharani', el: 'Μπαράνι', tr: 'Bharani', ar: 'بهاراني', hi: 'भरणी', ja: 'バラニー', ko: '바라니', vi: 'Bharani', id: 'Bharani',
  },
  krittika: {
    uk: 'Кріттіка', en: 'Krittika', de: 'Krittika', ru: 'Криттика', pl: 'Krittika', es: 'Krittika', pt: 'Krittika', fr: 'Krittika', it: 'Krittika', nl: 'Krittika', cs: 'Krittika', ro: 'Krittika', hu: 'Krittika', el: 'Κρίττικα', tr: 'Krittika', ar: 'كريتيكا', hi: 'कृत्तिका', ja: 'クリッティカー', ko: '크리티카', vi: 'Krittika', id: 'Krittika',
  },
  rohini: {
    uk: 'Рохіні', en: 'Rohini', de: 'Rohini', ru: 'Рохини', pl: 'Rohini', es: 'Rohini', pt: 'Rohini', fr: 'Rohini', it: 'Rohini', nl: 'Rohini', cs: 'Rohini', ro: 'Rohini', hu: 'Rohini', el: 'Ροχίνι', tr: 'Rohini', ar: 'روهيني', hi: 'रोहिणी', ja: 'ローヒニー', ko: '로히니', vi: 'Rohini', id: 'Rohini',
  },
  mrigashira: {
    uk: 'Мрігашира', en: 'Mrigashira', de: 'Mrigashira', ru: 'Мригашира', pl: 'Mrigashira', es: 'Mrigashira', pt: 'Mrigashira', fr: 'Mrigashira', it: 'Mrigashira', nl: 'Mrigashira', cs: 'Mrigashira', ro: 'Mrigashira', hu: 'Mrigashira', el: 'Μριγκασίρα', tr: 'Mrigashira', ar: 'مريغاشيرا', hi: 'मृगशिरा', ja: 'ムリガシラー', ko: '므리가시라', vi: 'Mrigashira', id: 'Mrigashira',
  },
  ardra: {
    uk: 'Ардра', en: 'Ardra', de: 'Ardra', ru: 'Ардра', pl: 'Ardra', es: 'Ardra', pt: 'Ardra', fr: 'Ardra', it: 'Ardra', nl: 'Ardra', cs: 'Ardra', ro: 'Ardra', hu: 'Ardra', el: 'Άρντρα', tr: 'Ardra', ar: 'أردرا', hi: 'आर्द्रा', ja: 'アールドラー', ko: '아르드라', vi: 'Ardra', id: 'Ardra',
  },
  punarvasu: {
    uk: 'Пунарвасу', en: 'Punarvasu', de: 'Punarvasu', ru: 'Пунарвасу', pl: 'Punarvasu', es: 'Punarvasu', pt: 'Punarvasu', fr: 'Punarvasu', it: 'Punarvasu', nl: 'Punarvasu', cs: 'Punarvasu', ro: 'Punarvasu', hu: 'Punarvasu', el: 'Πουναρβάσου', tr: 'Punarvasu', ar: 'بونارفاسو', hi: 'पुनर्वसु', ja: 'プナルヴァス', ko: '푸나르바수', vi: 'Punarvasu', id: 'Punarvasu',
  },
  pushya: {
    uk: 'Пушья', en: 'Pushya', de: 'Pushya', ru: 'Пушья', pl: 'Pushya', es: 'Pushya', pt: 'Pushya', fr: 'Pushya', it: 'Pushya', nl: 'Pushya', cs: 'Pushya', ro: 'Pushya', hu: 'Pushya', el: 'Πούσια', tr: 'Pushya', ar: 'بوشيا', hi: 'पुष्य', ja: 'プシュヤ', ko: '푸시야', vi: 'Pushya', id: 'Pushya',
  },
  ashlesha: {
    uk: 'Ашлеша', en: 'Ashlesha', de: 'Ashlesha', ru: 'Ашлеша', pl: 'Ashlesha', es: 'Ashlesha', pt: 'Ashlesha', fr: 'Ashlesha', it: 'Ashlesha', nl: 'Ashlesha', cs: 'Ashlesha', ro: 'Ashlesha', hu: 'Ashlesha', el: 'Ασλέσα', tr: 'Ashlesha', ar: 'أشليشا', hi: 'आश्लेषा', ja: 'アーシュレーシャー', ko: '아슐레샤', vi: 'Ashlesha', id: 'Ashlesha',
  },
  magha: {
    uk: 'Магха', en: 'Magha', de: 'Magha', ru: 'Магха', pl: 'Magha', es: 'Magha', pt: 'Magha', fr: 'Magha', it: 'Magha', nl: 'Magha', cs: 'Magha', ro: 'Magha', hu: 'Magha', el: 'Μάγκα', tr: 'Magha', ar: 'ماغا', hi: 'मघा', ja: 'マガー', ko: '마가', vi: 'Magha', id: 'Magha',
  },
  'purva-phalguni': {
    uk: 'Пурва Пхалгуні', en: 'Purva Phalguni', de: 'Purva Phalguni', ru: 'Пурва Пхалгуни', pl: 'Purva Phalguni', es: 'Purva Phalguni', pt: 'Purva Phalguni', fr: 'Purva Phalguni', it: 'Purva Phalguni', nl: 'Purva Phalguni', cs: 'Purva Phalguni', ro: 'Purva Phalguni', hu: 'Purva Phalguni', el: 'Πούρβα Φαλγκούνι', tr: 'Purva Phalguni', ar: 'بورفا فالغوني', hi: 'पूर्वा फाल्गुनी', ja: 'プールヴァ・パールグニー', ko: '푸르바 팔구니', vi: 'Purva Phalguni', id: 'Purva Phalguni',
  },
  'uttara-phalguni': {
    uk: 'Уттара Пхалгуні', en: 'Uttara Phalguni', de: 'Uttara Phalguni', ru: 'Уттара Пхалгуни', pl: 'Uttara Phalguni', es: 'Uttara Phalguni', pt: 'Uttara Phalguni', fr: 'Uttara Phalguni', it: 'Uttara Phalguni', nl: 'Uttara Phalguni', cs: 'Uttara Phalguni', ro: 'Uttara Phalguni', hu: 'Uttara Phalguni', el: 'Ουττάρα Φαλγκούνι', tr: 'Uttara Phalguni', ar: 'أوتارا فالغوني', hi: 'उत्तरा फाल्गुनी', ja: 'ウッタラ・パールグニー', ko: '우타라 팔구니', vi: 'Uttara Phalguni', id: 'Uttara Phalguni',
  },
  hasta: {
    uk: 'Хаста', en: 'Hasta', de: 'Hasta', ru: 'Хаста', pl: 'Hasta', es: 'Hasta', pt: 'Hasta', fr: 'Hasta', it: 'Hasta', nl: 'Hasta', cs: 'Hasta', ro: 'Hasta', hu: 'Hasta', el: 'Χάστα', tr: 'Hasta', ar: 'هاستا', hi: 'हस्त', ja: 'ハスタ', ko: '하스타', vi: 'Hasta', id: 'Hasta',
  },
  chitra: {
    uk: 'Чітра', en: 'Chitra', de: 'Chitra', ru: 'Читра', pl: 'Chitra', es: 'Chitra', pt: 'Chitra', fr: 'Chitra', it: 'Chitra', nl: 'Chitra', cs: 'Chitra', ro: 'Chitra', hu: 'Chitra', el: 'Τσίτρα', tr: 'Chitra', ar: 'تشيترا', hi: 'चित्रा', ja: 'チトラー', ko: '치트라', vi: 'Chitra', id: 'Chitra',
  },
  swati: {
    uk: 'Сваті', en: 'Swati', de: 'Swati', ru: 'Свати', pl: 'Swati', es: 'Swati', pt: 'Swati', fr: 'Swati', it: 'Swati', nl: 'Swati', cs: 'Swati', ro: 'Swati', hu: 'Swati', el: 'Σβάτι', tr: 'Swati', ar: 'سواتي', hi: 'स्वाति', ja: 'スヴァーティー', ko: '스바티', vi: 'Swati', id: 'Swati',
  },
  vishakha: {
    uk: 'Вішакха', en: 'Vishakha', de: 'Vishakha', ru: 'Вишакха', pl: 'Vishakha', es: 'Vishakha', pt: 'Vishakha', fr: 'Vishakha', it: 'Vishakha', nl: 'Vishakha', cs: 'Vishakha', ro: 'Vishakha', hu: 'Vishakha', el: 'Βισάκα', tr: 'Vishakha', ar: 'فيشاخا', hi: 'विशाखा', ja: 'ヴィシャーカー', ko: '비샤카', vi: 'Vishakha', id: 'Vishakha',
  },
  anuradha: {
    uk: 'Анурадха', en: 'Anuradha', de: 'Anuradha', ru: 'Анурадха', pl: 'Anuradha', es: 'Anuradha', pt: 'Anuradha', fr: 'Anuradha', it: 'Anuradha', nl: 'Anuradha', cs: 'Anuradha', ro: 'Anuradha', hu: 'Anuradha', el: 'Ανουράντα', tr: 'Anuradha', ar: 'أنورادها', hi: 'अनुराधा', ja: 'アヌラーダー', ko: '아누라다', vi: 'Anuradha', id: 'Anuradha',
  },
  jyeshtha: {
    uk: 'Джйєштха', en: 'Jyeshtha', de: 'Jyeshtha', ru: 'Джйештха', pl: 'Jyeshtha', es: 'Jyeshtha', pt: 'Jyeshtha', fr: 'Jyeshtha', it: 'Jyeshtha', nl: 'Jyeshtha', cs: 'Jyeshtha', ro: 'Jyeshtha', hu: 'Jyeshtha', el: 'Τζιέστα', tr: 'Jyeshtha', ar: 'جييشثا', hi: 'ज्येष्ठा', ja: 'ジェーシュター', ko: '지에슈타', vi: 'Jyeshtha', id: 'Jyeshtha',
  },
  mula: {
    uk: 'Мула', en: 'Mula', de: 'Mula', ru: 'Мула', pl: 'Mula', es: 'Mula', pt: 'Mula', fr: 'Mula', it: 'Mula', nl: 'Mula', cs: 'Mula', ro: 'Mula', hu: 'Mula', el: 'Μούλα', tr: 'Mula', ar: 'مولا', hi: 'मूल', ja: 'ムーラ', ko: '물라', vi: 'Mula', id: 'Mula',
  },
  'purva-ashadha': {
    uk: 'Пурва Ашадха', en: 'Purva Ashadha', de: 'Purva Ashadha', ru: 'Пурва Ашадха', pl: 'Purva Ashadha', es: 'Purva Ashadha', pt: 'Purva Ashadha', fr: 'Purva Ashadha', it: 'Purva Ashadha', nl: 'Purva Ashadha', cs: 'Purva Ashadha', ro: 'Purva Ashadha', hu: 'Purva Ashadha', el: 'Πούρβα Ασάντα', tr: 'Purva Ashadha', ar: 'بورفا أشادها', hi: 'पूर्वाषाढ़ा', ja: 'プールヴァ・アーシャーダー', ko: '푸르바 아샤다', vi: 'Purva Ashadha', id: 'Purva Ashadha',
  },
  'uttara-ashadha': {
    uk: 'Уттара Ашадха', en: 'Uttara Ashadha', de: 'Uttara Ashadha', ru: 'Уттара Ашадха', pl: 'Uttara Ashadha', es: 'Uttara Ashadha', pt: 'Uttara Ashadha', fr: 'Uttara Ashadha', it: 'Uttara Ashadha', nl: 'Uttara Ashadha', cs: 'Uttara Ashadha', ro: 'Uttara Ashadha', hu: 'Uttara Ashadha', el: 'Ουττάρα Ασάντα', tr: 'Uttara Ashadha', ar: 'أوتارا أشادها', hi: 'उत्तराषाढ़ा', ja: 'ウッタラ・アーシャーダー', ko: '우타라 아샤다', vi: 'Uttara Ashadha', id: 'Uttara Ashadha',
  },
  shravana: {
    uk: 'Шравана', en: 'Shravana', de: 'Shravana', ru: 'Шравана', pl: 'Shravana', es: 'Shravana', pt: 'Shravana', fr: 'Shravana', it: 'Shravana', nl: 'Shravana', cs: 'Shravana', ro: 'Shravana', hu: 'Shravana', el: 'Σράβανα', tr: 'Shravana', ar: 'شرافانا', hi: 'श्रवण', ja: 'シュラヴァナ', ko: '슈라바나', vi: 'Shravana', id: 'Shravana',
  },
  dhanishta: {
    uk: 'Дханіштха', en: 'Dhanishta', de: 'Dhanishta', ru: 'Дхаништха', pl: 'Dhanishta', es: 'Dhanishta', pt: 'Dhanishta', fr: 'Dhanishta', it: 'Dhanishta', nl: 'Dhanishta', cs: 'Dhanishta', ro: 'Dhanishta', hu: 'Dhanishta', el: 'Ντανίστα', tr: 'Dhanishta', ar: 'دانيشتا', hi: 'धनिष्ठा', ja: 'ダニシュター', ko: '다니슈타', vi: 'Dhanishta', id: 'Dhanishta',
  },
  shatabhisha: {
    uk: 'Шатабхіша', en: 'Shatabhisha', de: 'Shatabhisha', ru: 'Шатабхиша', pl: 'Shatabhisha', es: 'Shatabhisha', pt: 'Shatabhisha', fr: 'Shatabhisha', it: 'Shatabhisha', nl: 'Shatabhisha', cs: 'Shatabhisha', ro: 'Shatabhisha', hu: 'Shatabhisha', el: 'Σαταμπίσα', tr: 'Shatabhisha', ar: 'شاتابيشا', hi: 'शतभिषा', ja: 'シャタビシャー', ko: '샤타비샤', vi: 'Shatabhisha', id: 'Shatabhisha',
  },
  'purva-bhadrapada': {
    uk: 'Пурва Бхадрапада', en: 'Purva Bhadrapada', de: 'Purva Bhadrapada', ru: 'Пурва Бхадрапада', pl: 'Purva Bhadrapada', es: 'Purva Bhadrapada', pt: 'Purva Bhadrapada', fr: 'Purva Bhadrapada', it: 'Purva Bhadrapada', nl: 'Purva Bhadrapada', cs: 'Purva Bhadrapada', ro: 'Purva Bhadrapada', hu: 'Purva Bhadrapada', el: 'Πούρβα Μπαντραπάντα', tr: 'Purva Bhadrapada', ar: 'بورفا بهادرابادا', hi: 'पूर्वा भाद्रपद', ja: 'プールヴァ・バードラパダー', ko: '푸르바 바드라파다', vi: 'Purva Bhadrapada', id: 'Purva Bhadrapada',
  },
  'uttara-bhadrapada': {
    uk: 'Уттара Бхадрапада', en: 'Uttara Bhadrapada', de: 'Uttara Bhadrapada', ru: 'Уттара Бхадрапада', pl: 'Uttara Bhadrapada', es: 'Uttara Bhadrapada', pt: 'Uttara Bhadrapada', fr: 'Uttara Bhadrapada', it: 'Uttara Bhadrapada', nl: 'Uttara Bhadrapada', cs: 'Uttara Bhadrapada', ro: 'Uttara Bhadrapada', hu: 'Uttara Bhadrapada', el: 'Ουττάρα Μπαντραπάντα', tr: 'Uttara Bhadrapada', ar: 'أوتارا بهادرابادا', hi: 'उत्तरा भाद्रपद', ja: 'ウッタラ・バードラパダー', ko: '우타라 바드라파다', vi: 'Uttara Bhadrapada', id: 'Uttara Bhadrapada',
  },
  revati: {
    uk: 'Реваті', en: 'Revati', de: 'Revati', ru: 'Ревати', pl: 'Revati', es: 'Revati', pt: 'Revati', fr: 'Revati', it: 'Revati', nl: 'Revati', cs: 'Revati', ro: 'Revati', hu: 'Revati', el: 'Ρεβάτι', tr: 'Revati', ar: 'ريفاتي', hi: 'रेवती', ja: 'レーヴァティー', ko: '레바티', vi: 'Revati', id: 'Revati',
  },
  abhijit: {
    uk: 'Абхіджит', en: 'Abhijit', de: 'Abhijit', ru: 'Абхиджит', pl: 'Abhijit', es: 'Abhijit', pt: 'Abhijit', fr: 'Abhijit', it: 'Abhijit', nl: 'Abhijit', cs: 'Abhijit', ro: 'Abhijit', hu: 'Abhijit', el: 'Αμπιτζίτ', tr: 'Abhijit', ar: 'أبهيجيت', hi: 'अभिजित', ja: 'アビジット', ko: '아비지트', vi: 'Abhijit', id: 'Abhijit',
  },
} satisfies TermTable;
