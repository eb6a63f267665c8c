/**
 * The 27 yogas of the panchang (the Sun's and Moon's sidereal longitudes summed, in 13 deg 20'
 * steps), Vishkambha first (Muhurta Chintamani, Shubhashubha prakarana). Not the chart yogas
 * (raja yoga, gaja kesari), which are named results of their own. Scripts as in tithi.ts.
 */
import type { TermTable } from '../terms.js';

export const PANCHANG_YOGA_TERMS = {
  vishkambha: {
    uk: 'Вішкамбха', en: 'Vishkambha', de: 'Vishkambha', ru: 'Вишкамбха', pl: 'Vishkambha', es: 'Vishkambha', pt: 'Vishkambha', fr: 'Vishkambha', it: 'Vishkambha', nl: 'Vishkambha', cs: 'Vishkambha', ro: 'Vishkambha', hu: 'Vishkambha', el: 'Βισκάμπα', tr: 'Vishkambha', ar: 'فيشكامبها', hi: 'विष्कम्भ', ja: 'ヴィシュカンバ', ko: '비슈캄바', vi: 'Vishkambha', id: 'Vishkambha',
  },
  priti: {
    uk: 'Пріті', en: 'Priti', de: 'Priti', ru: 'Прити', pl: 'Priti', es: 'Priti', pt: 'Priti', fr: 'Priti', it: 'Priti', nl: 'Priti', cs: 'Priti', ro: 'Priti', hu: 'Priti', el: 'Πρίτι', tr: 'Priti', ar: 'بريتي', hi: 'प्रीति', ja: 'プリーティ', ko: '프리티', vi: 'Priti', id: 'Priti',
  },
  ayushman: {
    uk: 'Аюшман', en: 'Ayushman', de: 'Ayushman', ru: 'Аюшман', pl: 'Ayushman', es: 'Ayushman', pt: 'Ayushman', fr: 'Ayushman', it: 'Ayushman', nl: 'Ayushman', cs: 'Ayushman', ro: 'Ayushman', hu: 'Ayushman', el: 'Αγιούσμαν', tr: 'Ayushman', ar: 'أيوشمان', hi: 'आयुष्मान', ja: 'アーユシュマーン', ko: '아유슈만', vi: 'Ayushman', id: 'Ayushman',
  },
  saubhagya: {
    uk: 'Саубхаг\'я', en: 'Saubhagya', de: 'Saubhagya', ru: 'Саубхагья', pl: 'Saubhagya', es: 'Saubhagya', pt: 'Saubhagya', fr: 'Saubhagya', it: 'Saubhagya', nl: 'Saubhagya', cs: 'Saubhagya', ro: 'Saubhagya', hu: 'Saubhagya', el: 'Σαουμπάγκια', tr: 'Saubhagya', ar: 'سوبهاغيا', hi: 'सौभाग्य', ja: 'サウバーギャ', ko: '사우바갸', vi: 'Saubhagya', id: 'Saubhagya',
  },
  shobhana: {
    uk: 'Шобхана', en: 'Shobhana', de: 'Shobhana', ru: 'Шобхана', pl: 'Shobhana', es: 'Shobhana', pt: 'Shobhana', fr: 'Shobhana', it: 'Shobhana', nl: 'Shobhana', cs: 'Shobhana', ro: 'Shobhana', hu: 'Shobhana', el: 'Σομπάνα', tr: 'Shobhana', ar: 'شوبهانا', hi: 'शोभन', ja: 'ショーバナ', ko: '쇼바나', vi: 'Shobhana', id: 'Shobhana',
  },
  atiganda: {
    uk: 'Атіганда', en: 'Atiganda', de: 'Atiganda', ru: 'Атиганда', pl: 'Atiganda', es: 'Atiganda', pt: 'Atiganda', fr: 'Atiganda', it: 'Atiganda', nl: 'Atiganda', cs: 'Atiganda', ro: 'Atiganda', hu: 'Atiganda', el: 'Ατιγκάντα', tr: 'Atiganda', ar: 'أتيغاندا', hi: 'अतिगण्ड', ja: 'アティガンダ', ko: '아티간다', vi: 'Atiganda', id: 'Atiganda',
  },
  sukarma: {
    uk: 'Сукарма', en: 'Sukarma', de: 'Sukarma', ru: 'Сукарма', pl: 'Sukarma', es: 'Sukarma', pt: 'Sukarma', fr: 'Sukarma', it: 'Sukarma', nl: 'Sukarma', cs: 'Sukarma', ro: 'Sukarma', hu: 'Sukarma', el: 'Σουκάρμα', tr: 'Sukarma', ar: 'سوكارما', hi: 'सुकर्मा', ja: 'スカルマ', ko: '수카르마', vi: 'Sukarma', id: 'Sukarma',
  },
  dhriti: {
    uk: 'Дхріті', en: 'Dhriti', de: 'Dhriti', ru: 'Дхрити', pl: 'Dhriti', es: 'Dhriti', pt: 'Dhriti', fr: 'Dhriti', it: 'Dhriti', nl: 'Dhriti', cs: 'Dhriti', ro: 'Dhriti', hu: 'Dhriti', el: 'Ντρίτι', tr: 'Dhriti', ar: 'دهريتي', hi: 'धृति', ja: 'ドリティ', ko: '드리티', vi: 'Dhriti', id: 'Dhriti',
  },
  shula: {
    uk: 'Шула', en: 'Shula', de: 'Shula', ru: 'Шула', pl: 'Shula', es: 'Shula', pt: 'Shula', fr: 'Shula', it: 'Shula', nl: 'Shula', cs: 'Shula', ro: 'Shula', hu: 'Shula', el: 'Σούλα', tr: 'Shula', ar: 'شولا', hi: 'शूल', ja: 'シューラ', ko: '슐라', vi: 'Shula', id: 'Shula',
  },
  ganda: {
    uk: 'Ганда', en: 'Ganda', de: 'Ganda', ru: 'Ганда', pl: 'Ganda', es: 'Ganda', pt: 'Ganda', fr: 'Ganda', it: 'Ganda', nl: 'Ganda', cs: 'Ganda', ro: 'Ganda', hu: 'Ganda', el: 'Γκάντα', tr: 'Ganda', ar: 'غاندا', hi: 'गण्ड', ja: 'ガンダ', ko: '간다', vi: 'Ganda', id: 'Ganda',
  },
  vriddhi: {
    uk: 'Вріддхі', en: 'Vriddhi', de: 'Vriddhi', ru: 'Вриддхи', pl: 'Vriddhi', es: 'Vriddhi', pt: 'Vriddhi', fr: 'Vriddhi', it: 'Vriddhi', nl: 'Vriddhi', cs: 'Vriddhi', ro: 'Vriddhi', hu: 'Vriddhi', el: 'Βρίντι', tr: 'Vriddhi', ar: 'فريدهي', hi: 'वृद्धि', ja: 'ヴリッディ', ko: '브리디', vi: 'Vriddhi', id: 'Vriddhi',
  },
  dhruva: {
    uk: 'Дхрува', en: 'Dhruva', de: 'Dhruva', ru: 'Дхрува', pl: 'Dhruva', es: 'Dhruva', pt: 'Dhruva', fr: 'Dhruva', it: 'Dhruva', nl: 'Dhruva', cs: 'Dhruva', ro: 'Dhruva', hu: 'Dhruva', el: 'Ντρούβα', tr: 'Dhruva', ar: 'دهروفا', hi: 'ध्रुव', ja: 'ドゥルヴァ', ko: '드루바', vi: 'Dhruva', id: 'Dhruva',
  },
  vyaghata: {
    uk: 'В\'ягхата', en: 'Vyaghata', de: 'Vyaghata', ru: 'Вьягхата', pl: 'Vyaghata', es: 'Vyaghata', pt: 'Vyaghata', fr: 'Vyaghata', it: 'Vyaghata', nl: 'Vyaghata', cs: 'Vyaghata', ro: 'Vyaghata', hu: 'Vyaghata', el: 'Βιαγκάτα', tr: 'Vyaghata', ar: 'فياغهاتا', hi: 'व्याघात', ja: 'ヴィヤーガータ', ko: '비야가타', vi: 'Vyaghata', id: 'Vyaghata',
  },
  harshana: {
    uk: 'Харшана', en: 'Harshana', de: 'Harshana', ru: 'Харшана', pl: 'Harshana', es: 'Harshana', pt: 'Harshana', fr: 'Harshana', it: 'Harshana', nl: 'Harshana', cs: 'Harshana', ro: 'Harshana', hu: 'Harshana', el: 'Χαρσάνα', tr: 'Harshana', ar: 'هارشانا', hi: 'हर्षण', ja: 'ハルシャナ', ko: '하르샤나', vi: 'Harshana', id: 'Harshana',
  },
  vajra: {
    uk: 'Ваджра', en: 'Vajra', de: 'Vajra', ru: 'Ваджра', pl: 'Vajra', es: 'Vajra', pt: 'Vajra', fr: 'Vajra', it: 'Vajra', nl: 'Vajra', cs: 'Vajra', ro: 'Vajra', hu: 'Vajra', el: 'Βάτζρα', tr: 'Vajra', ar: 'فاجرا', hi: 'वज्र', ja: 'ヴァジュラ', ko: '바즈라', vi: 'Vajra', id: 'Vajra',
  },
  siddhi: {
    uk: 'Сіддхі', en: 'Siddhi', de: 'Siddhi', ru: 'Сиддхи', pl: 'Siddhi', es: 'Siddhi', pt: 'Siddhi', fr: 'Siddhi', it: 'Siddhi', nl: 'Siddhi', cs: 'Siddhi', ro: 'Siddhi', hu: 'Siddhi', el: 'Σίντι', tr: 'Siddhi', ar: 'سيدهي', hi: 'सिद्धि', ja: 'シッディ', ko: '시디', vi: 'Siddhi', id: 'Siddhi',
  },
  vyatipata: {
    uk: 'В\'ятіпата', en: 'Vyatipata', de: 'Vyatipata', ru: 'Вьятипата', pl: 'Vyatipata', es: 'Vyatipata', pt: 'Vyatipata', fr: 'Vyatipata', it: 'Vyatipata', nl: 'Vyatipata', cs: 'Vyatipata', ro: 'Vyatipata', hu: 'Vyatipata', el: 'Βιατιπάτα', tr: 'Vyatipata', ar: 'فياتيباتا', hi: 'व्यतीपात', ja: 'ヴィヤティーパータ', ko: '비야티파타', vi: 'Vyatipata', id: 'Vyatipata',
  },
  variyan: {
    uk: 'Варіян', en: 'Variyan', de: 'Variyan', ru: 'Вариян', pl: 'Variyan', es: 'Variyan', pt: 'Variyan', fr: 'Variyan', it: 'Variyan', nl: 'Variyan', cs: 'Variyan', ro: 'Variyan', hu: 'Variyan', el: 'Βαριγιάν', tr: 'Variyan', ar: 'فاريان', hi: 'वरीयान', ja: 'ヴァリーヤーン', ko: '바리얀', vi: 'Variyan', id: 'Variyan',
  },
  parigha: {
    uk: 'Парігха', en: 'Parigha', de: 'Parigha', ru: 'Паригха', pl: 'Parigha', es: 'Parigha', pt: 'Parigha', fr: 'Parigha', it: 'Parigha', nl: 'Parigha', cs: 'Parigha', ro: 'Parigha', hu: 'Parigha', el: 'Παρίγκα', tr: 'Parigha', ar: 'باريغها', hi: 'परिघ', ja: 'パリガ', ko: '파리가', vi: 'Parigha', id: 'Parigha',
  },
  shiva: {
    uk: 'Шіва', en: 'Shiva', de: 'Shiva', ru: 'Шива', pl: 'Shiva', es: 'Shiva', pt: 'Shiva', fr: 'Shiva', it: 'Shiva', nl: 'Shiva', cs: 'Shiva', ro: 'Shiva', hu: 'Shiva', el: 'Σίβα', tr: 'Shiva', ar: 'شيفا', hi: 'शिव', ja: 'シヴァ', ko: '시바', vi: 'Shiva', id: 'Shiva',
  },
  siddha: {
    uk: 'Сіддха', en: 'Siddha', de: 'Siddha', ru: 'Сиддха', pl: 'Siddha', es: 'Siddha', pt: 'Siddha', fr: 'Siddha', it: 'Siddha', nl: 'Siddha', cs: 'Siddha', ro: 'Siddha', hu: 'Siddha', el: 'Σίντα', tr: 'Siddha', ar: 'سيدها', hi: 'सिद्ध', ja: 'シッダ', ko: '시다', vi: 'Siddha', id: 'Siddha',
  },
  sadhya: {
    uk: 'Садх\'я', en: 'Sadhya', de: 'Sadhya', ru: 'Садхья', pl: 'Sadhya', es: 'Sadhya', pt: 'Sadhya', fr: 'Sadhya', it: 'Sadhya', nl: 'Sadhya', cs: 'Sadhya', ro: 'Sadhya', hu: 'Sadhya', el: 'Σάντια', tr: 'Sadhya', ar: 'سادهيا', hi: 'साध्य', ja: 'サーディヤ', ko: '사디야', vi: 'Sadhya', id: 'Sadhya',
  },
  shubha: {
    uk: 'Шубха', en: 'Shubha', de: 'Shubha', ru: 'Шубха', pl: 'Shubha', es: 'Shubha', pt: 'Shubha', fr: 'Shubha', it: 'Shubha', nl: 'Shubha', cs: 'Shubha', ro: 'Shubha', hu: 'Shubha', el: 'Σούμπα', tr: 'Shubha', ar: 'شوبها', hi: 'शुभ', ja: 'シュバ', ko: '슈바', vi: 'Shubha', id: 'Shubha',
  },
  shukla: {
    uk: 'Шукла', en: 'Shukla', de: 'Shukla', ru: 'Шукла', pl: 'Shukla', es: 'Shukla', pt: 'Shukla', fr: 'Shukla', it: 'Shukla', nl: 'Shukla', cs: 'Shukla', ro: 'Shukla', hu: 'Shukla', el: 'Σούκλα', tr: 'Shukla', ar: 'شوكلا', hi: 'शुक्ल', ja: 'シュクラ', ko: '슈클라', vi: 'Shukla', id: 'Shukla',
  },
  brahma: {
    uk: 'Брахма', en: 'Brahma', de: 'Brahma', ru: 'Брахма', pl: 'Brahma', es: 'Brahma', pt: 'Brahma', fr: 'Brahma', it: 'Brahma', nl: 'Brahma', cs: 'Brahma', ro: 'Brahma', hu: 'Brahma', el: 'Μπράχμα', tr: 'Brahma', ar: 'براهما', hi: 'ब्रह्म', ja: 'ブラフマー', ko: '브라마', vi: 'Brahma', id: 'Brahma',
  },
  indra: {
    uk: 'Індра', en: 'Indra', de: 'Indra', ru: 'Индра', pl: 'Indra', es: 'Indra', pt: 'Indra', fr: 'Indra', it: 'Indra', nl: 'Indra', cs: 'Indra', ro: 'Indra', hu: 'Indra', el: 'Ίντρα', tr: 'Indra', ar: 'إندرا', hi: 'इन्द्र', ja: 'インドラ', ko: '인드라', vi: 'Indra', id: 'Indra',
  },
  vaidhriti: {
    uk: 'Вайдхріті', en: 'Vaidhriti', de: 'Vaidhriti', ru: 'Вайдхрити', pl: 'Vaidhriti', es: 'Vaidhriti', pt: 'Vaidhriti', fr: 'Vaidhriti', it: 'Vaidhriti', nl: 'Vaidhriti', cs: 'Vaidhriti', ro: 'Vaidhriti', hu: 'Vaidhriti', el: 'Βαϊντρίτι', tr: 'Vaidhriti', ar: 'فايدهريتي', hi: 'वैधृति', ja: 'ヴァイドリティ', ko: '바이드리티', vi: 'Vaidhriti', id: 'Vaidhriti',
  },
} satisfies TermTable;
