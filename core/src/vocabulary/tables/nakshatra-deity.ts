/**
 * The presiding deity of each nakshatra (BPHS; the English is core/src/astro/nakshatras.ts's), by
 * nakshatra slug: the `deity` of /reference/nakshatras in the 21 response languages.
 */
import type { TermTable } from '../terms.js';

export const NAKSHATRA_DEITY_TERMS = {
  ashwini: {
    uk: 'Ашвіни-кумари (божественні вершники)', en: 'Ashvini Kumaras (the divine horsemen)', de: 'Ashvini Kumaras (die göttlichen Reiter)', ru: 'Ашвини-кумары (божественные всадники)', pl: 'Aświni Kumarowie (boscy jeźdźcy)', es: 'Ashvini Kumaras (los jinetes divinos)', pt: 'Ashvini Kumaras (os cavaleiros divinos)', fr: 'Ashvini Kumaras (les cavaliers divins)', it: 'Ashvini Kumara (i cavalieri divini)', nl: 'Ashvini Kumaras (de goddelijke ruiters)', cs: 'Ašviní Kumárové (božští jezdci)', ro: 'Ashvini Kumaras (călăreții divini)', hu: 'Asvin Kumárák (az isteni lovasok)', el: 'Ασβίνι Κουμάρας (οι θεϊκοί ιππείς)', tr: 'Ashvini Kumaralar (ilahi atlılar)', ar: 'أشفيني كومارا (الفرسان الإلهيون)', hi: 'अश्विनी कुमार (दिव्य अश्वारोही)', ja: 'アシュヴィン双神（神なる騎手）', ko: '아슈빈 쌍신 (신성한 기수들)', vi: 'Ashvini Kumara (những kỵ sĩ thần thánh)', id: 'Ashvini Kumara (para penunggang kuda ilahi)',
  },
  bharani: {
    uk: 'Яма', en: 'Yama', de: 'Yama', ru: 'Яма', pl: 'Jama', es: 'Yama', pt: 'Yama', fr: 'Yama', it: 'Yama', nl: 'Yama', cs: 'Jama', ro: 'Yama', hu: 'Jama', el: 'Γιάμα', tr: 'Yama', ar: 'ياما', hi: 'यम', ja: 'ヤマ', ko: '야마', vi: 'Yama', id: 'Yama',
  },
  krittika: {
    uk: 'Агні', en: 'Agni', de: 'Agni', ru: 'Агни', pl: 'Agni', es: 'Agni', pt: 'Agni', fr: 'Agni', it: 'Agni', nl: 'Agni', cs: 'Agni', ro: 'Agni', hu: 'Agni', el: 'Άγκνι', tr: 'Agni', ar: 'أغني', hi: 'अग्नि', ja: 'アグニ', ko: '아그니', vi: 'Agni', id: 'Agni',
  },
  rohini: {
    uk: 'Праджапаті (Брахма)', en: 'Prajapati (Brahma)', de: 'Prajapati (Brahma)', ru: 'Праджапати (Брахма)', pl: 'Pradżapati (Brahma)', es: 'Prajapati (Brahma)', pt: 'Prajapati (Brahma)', fr: 'Prajapati (Brahmā)', it: 'Prajapati (Brahma)', nl: 'Prajapati (Brahma)', cs: 'Pradžápati (Brahma)', ro: 'Prajapati (Brahma)', hu: 'Pradzsápati (Brahma)', el: 'Πραγιάπατι (Μπράχμα)', tr: 'Prajapati (Brahma)', ar: 'براجاباتي (براهما)', hi: 'प्रजापति (ब्रह्मा)', ja: 'プラジャーパティ（ブラフマー）', ko: '프라자파티 (브라흐마)', vi: 'Prajapati (Brahma)', id: 'Prajapati (Brahma)',
  },
  mrigashira: {
    uk: 'Сома', en: 'Soma', de: 'Soma', ru: 'Сома', pl: 'Soma', es: 'Soma', pt: 'Soma', fr: 'Soma', it: 'Soma', nl: 'Soma', cs: 'Sóma', ro: 'Soma', hu: 'Szóma', el: 'Σόμα', tr: 'Soma', ar: 'سوما', hi: 'सोम', ja: 'ソーマ', ko: '소마', vi: 'Soma', id: 'Soma',
  },
  ardra: {
    uk: 'Рудра', en: 'Rudra', de: 'Rudra', ru: 'Рудра', pl: 'Rudra', es: 'Rudra', pt: 'Rudra', fr: 'Rudra', it: 'Rudra', nl: 'Rudra', cs: 'Rudra', ro: 'Rudra', hu: 'Rudra', el: 'Ρούντρα', tr: 'Rudra', ar: 'رودرا', hi: 'रुद्र', ja: 'ルドラ', ko: '루드라', vi: 'Rudra', id: 'Rudra',
  },
  punarvasu: {
    uk: 'Адіті', en: 'Aditi', de: 'Aditi', ru: 'Адити', pl: 'Aditi', es: 'Aditi', pt: 'Aditi', fr: 'Aditi', it: 'Aditi', nl: 'Aditi', cs: 'Aditi', ro: 'Aditi', hu: 'Aditi', el: 'Αντίτι', tr: 'Aditi', ar: 'أديتي', hi: 'अदिति', ja: 'アディティ', ko: '아디티', vi: 'Aditi', id: 'Aditi',
  },
  pushya: {
    uk: 'Бріхаспаті', en: 'Brihaspati', de: 'Brihaspati', ru: 'Брихаспати', pl: 'Bryhaspati', es: 'Brihaspati', pt: 'Brihaspati', fr: 'Brihaspati', it: 'Brihaspati', nl: 'Brihaspati', cs: 'Brhaspati', ro: 'Brihaspati', hu: 'Brihaszpati', el: 'Μπριχασπάτι', tr: 'Brihaspati', ar: 'بريهاسباتي', hi: 'बृहस्पति', ja: 'ブリハスパティ', ko: '브리하스파티', vi: 'Brihaspati', id: 'Brihaspati',
  },
  ashlesha: {
    uk: 'Сарпи (змії)', en: 'Sarpas (the serpents)', de: 'Sarpas (die Schlangen)', ru: 'Сарпы (змеи)', pl: 'Sarpowie (węże)', es: 'Sarpas (las serpientes)', pt: 'Sarpas (as serpentes)', fr: 'Sarpas (les serpents)', it: 'Sarpa (i serpenti)', nl: 'Sarpa’s (de slangen)', cs: 'Sarpové (hadi)', ro: 'Sarpas (șerpii)', hu: 'Szarpák (a kígyók)', el: 'Σάρπας (τα φίδια)', tr: 'Sarpalar (yılanlar)', ar: 'سارباس (الأفاعي)', hi: 'सर्प (नाग)', ja: 'サルパ（蛇たち）', ko: '사르파 (뱀들)', vi: 'Sarpa (các loài rắn)', id: 'Sarpa (para ular)',
  },
  magha: {
    uk: 'Пітри (предки)', en: 'Pitris (the ancestors)', de: 'Pitris (die Ahnen)', ru: 'Питри (предки)', pl: 'Pitrowie (przodkowie)', es: 'Pitris (los antepasados)', pt: 'Pitris (os antepassados)', fr: 'Pitris (les ancêtres)', it: 'Pitri (gli antenati)', nl: 'Pitri’s (de voorouders)', cs: 'Pitrové (předkové)', ro: 'Pitris (strămoșii)', hu: 'Pitrik (az ősök)', el: 'Πίτρις (οι πρόγονοι)', tr: 'Pitriler (atalar)', ar: 'بيتريس (الأسلاف)', hi: 'पितर (पूर्वज)', ja: 'ピトリ（祖霊）', ko: '피트리 (조상들)', vi: 'Pitri (tổ tiên)', id: 'Pitri (para leluhur)',
  },
  'purva-phalguni': {
    uk: 'Бхаґа', en: 'Bhaga', de: 'Bhaga', ru: 'Бхага', pl: 'Bhaga', es: 'Bhaga', pt: 'Bhaga', fr: 'Bhaga', it: 'Bhaga', nl: 'Bhaga', cs: 'Bhaga', ro: 'Bhaga', hu: 'Bhaga', el: 'Μπάγκα', tr: 'Bhaga', ar: 'بهاغا', hi: 'भग', ja: 'バガ', ko: '바가', vi: 'Bhaga', id: 'Bhaga',
  },
  'uttara-phalguni': {
    uk: 'Ар’яман', en: 'Aryaman', de: 'Aryaman', ru: 'Арьяман', pl: 'Arjaman', es: 'Aryaman', pt: 'Aryaman', fr: 'Aryaman', it: 'Aryaman', nl: 'Aryaman', cs: 'Arjaman', ro: 'Aryaman', hu: 'Arjaman', el: 'Αριαμάν', tr: 'Aryaman', ar: 'أريامان', hi: 'अर्यमन्', ja: 'アリヤマン', ko: '아리야만', vi: 'Aryaman', id: 'Aryaman',
  },
  hasta: {
    uk: 'Савітар', en: 'Savitr', de: 'Savitr', ru: 'Савитар', pl: 'Sawitar', es: 'Savitr', pt: 'Savitr', fr: 'Savitr', it: 'Savitr', nl: 'Savitr', cs: 'Savitar', ro: 'Savitr', hu: 'Szavitar', el: 'Σαβίταρ', tr: 'Savitr', ar: 'سافيتر', hi: 'सविता', ja: 'サヴィトリ', ko: '사비트리', vi: 'Savitr', id: 'Savitr',
  },
  chitra: {
    uk: 'Тваштар (Вішвакарман)', en: 'Tvashtr (Vishvakarman)', de: 'Tvashtr (Vishvakarman)', ru: 'Тваштар (Вишвакарман)', pl: 'Twasztar (Wiśwakarman)', es: 'Tvashtr (Vishvakarman)', pt: 'Tvashtr (Vishvakarman)', fr: 'Tvashtr (Vishvakarman)', it: 'Tvashtr (Vishvakarman)', nl: 'Tvashtr (Vishvakarman)', cs: 'Tvaštar (Višvakarman)', ro: 'Tvashtr (Vishvakarman)', hu: 'Tvastar (Visvakarman)', el: 'Τβάσταρ (Βισβακάρμαν)', tr: 'Tvashtr (Vishvakarman)', ar: 'تفاشتر (فيشفاكارمان)', hi: 'त्वष्टा (विश्वकर्मा)', ja: 'トヴァシュトリ（ヴィシュヴァカルマン）', ko: '트바슈트리 (비슈바카르만)', vi: 'Tvashtr (Vishvakarman)', id: 'Tvashtr (Vishvakarman)',
  },
  swati: {
    uk: 'Ваю', en: 'Vayu', de: 'Vayu', ru: 'Ваю', pl: 'Waju', es: 'Vayu', pt: 'Vayu', fr: 'Vâyu', it: 'Vayu', nl: 'Vayu', cs: 'Váju', ro: 'Vayu', hu: 'Vaju', el: 'Βάγιου', tr: 'Vayu', ar: 'فايو', hi: 'वायु', ja: 'ヴァーユ', ko: '바유', vi: 'Vayu', id: 'Vayu',
  },
  vishakha: {
    uk: 'Індраґні (Індра й Агні)', en: 'Indragni (Indra and Agni)', de: 'Indragni (Indra und Agni)', ru: 'Индрагни (Индра и Агни)', pl: 'Indragni (Indra i Agni)', es: 'Indragni (Indra y Agni)', pt: 'Indragni (Indra e Agni)', fr: 'Indragni (Indra et Agni)', it: 'Indragni (Indra e Agni)', nl: 'Indragni (Indra en Agni)', cs: 'Indragni (Indra a Agni)', ro: 'Indragni (Indra și Agni)', hu: 'Indragni (Indra és Agni)', el: 'Ιντράγκνι (Ίντρα και Άγκνι)', tr: 'Indragni (Indra ve Agni)', ar: 'إندراغني (إندرا وأغني)', hi: 'इन्द्राग्नी (इन्द्र और अग्नि)', ja: 'インドラーグニ（インドラとアグニ）', ko: '인드라그니 (인드라와 아그니)', vi: 'Indragni (Indra và Agni)', id: 'Indragni (Indra dan Agni)',
  },
  anuradha: {
    uk: 'Мітра', en: 'Mitra', de: 'Mitra', ru: 'Митра', pl: 'Mitra', es: 'Mitra', pt: 'Mitra', fr: 'Mitra', it: 'Mitra', nl: 'Mitra', cs: 'Mitra', ro: 'Mitra', hu: 'Mitra', el: 'Μίτρα', tr: 'Mitra', ar: 'ميترا', hi: 'मित्र', ja: 'ミトラ', ko: '미트라', vi: 'Mitra', id: 'Mitra',
  },
  jyeshtha: {
    uk: 'Індра', en: 'Indra', de: 'Indra', ru: 'Индра', pl: 'Indra', es: 'Indra', pt: 'Indra', fr: 'Indra', it: 'Indra', nl: 'Indra', cs: 'Indra', ro: 'Indra', hu: 'Indra', el: 'Ίντρα', tr: 'İndra', ar: 'إندرا', hi: 'इन्द्र', ja: 'インドラ', ko: '인드라', vi: 'Indra', id: 'Indra',
  },
  mula: {
    uk: 'Нірріті', en: 'Nirriti', de: 'Nirriti', ru: 'Ниррити', pl: 'Nirryti', es: 'Nirriti', pt: 'Nirriti', fr: 'Nirriti', it: 'Nirriti', nl: 'Nirriti', cs: 'Nirrti', ro: 'Nirriti', hu: 'Nirriti', el: 'Νιρρίτι', tr: 'Nirriti', ar: 'نيرريتي', hi: 'निरृति', ja: 'ニルリティ', ko: '니르리티', vi: 'Nirriti', id: 'Nirriti',
  },
  'purva-ashadha': {
    uk: 'Апас (води)', en: 'Apas (the waters)', de: 'Apas (die Wasser)', ru: 'Апас (воды)', pl: 'Apas (wody)', es: 'Apas (las aguas)', pt: 'Apas (as águas)', fr: 'Apas (les eaux)', it: 'Apas (le acque)', nl: 'Apas (de wateren)', cs: 'Ápas (vody)', ro: 'Apas (apele)', hu: 'Ápasz (a vizek)', el: 'Άπας (τα ύδατα)', tr: 'Apas (sular)', ar: 'أباس (المياه)', hi: 'आपः (जल)', ja: 'アーパス（水）', ko: '아파스 (물)', vi: 'Apas (các dòng nước)', id: 'Apas (air)',
  },
  'uttara-ashadha': {
    uk: 'Вішведеви (всесвітні боги)', en: 'Vishvedevas (the universal gods)', de: 'Vishvedevas (die Allgötter)', ru: 'Вишведевы (всеобщие боги)', pl: 'Wiśwedewowie (bogowie wszechświata)', es: 'Vishvedevas (los dioses universales)', pt: 'Vishvedevas (os deuses universais)', fr: 'Vishvedevas (les dieux universels)', it: 'Vishvedeva (gli dèi universali)', nl: 'Vishvedeva’s (de universele goden)', cs: 'Višvédévové (všebozi)', ro: 'Vishvedevas (zeii universali)', hu: 'Visvadévák (az egyetemes istenek)', el: 'Βισβεντέβας (οι οικουμενικοί θεοί)', tr: 'Vishvedevalar (evrensel tanrılar)', ar: 'فيشفيديفاس (الآلهة الكونية)', hi: 'विश्वेदेव (सार्वभौम देवता)', ja: 'ヴィシュヴェーデーヴァ（万神）', ko: '비슈베데바 (만신)', vi: 'Vishvedeva (các vị thần phổ quát)', id: 'Wiswadewa (para dewa semesta)',
  },
  shravana: {
    uk: 'Вішну', en: 'Vishnu', de: 'Vishnu', ru: 'Вишну', pl: 'Wisznu', es: 'Visnú', pt: 'Vishnu', fr: 'Vishnou', it: 'Visnù', nl: 'Vishnu', cs: 'Višnu', ro: 'Vishnu', hu: 'Visnu', el: 'Βισνού', tr: 'Vişnu', ar: 'فيشنو', hi: 'विष्णु', ja: 'ヴィシュヌ', ko: '비슈누', vi: 'Vishnu', id: 'Wisnu',
  },
  dhanishta: {
    uk: 'вісім Васу', en: 'the eight Vasus', de: 'die acht Vasus', ru: 'восемь Васу', pl: 'ośmiu Wasu', es: 'los ocho Vasus', pt: 'os oito Vasus', fr: 'les huit Vasus', it: 'gli otto Vasu', nl: 'de acht Vasu’s', cs: 'osm Vasuů', ro: 'cei opt Vasu', hu: 'a nyolc Vaszu', el: 'οι οκτώ Βάσου', tr: 'sekiz Vasu', ar: 'الفاسو الثمانية', hi: 'आठ वसु', ja: '八柱のヴァス', ko: '여덟 바수', vi: 'tám vị Vasu', id: 'delapan Wasu',
  },
  shatabhisha: {
    uk: 'Варуна', en: 'Varuna', de: 'Varuna', ru: 'Варуна', pl: 'Waruna', es: 'Varuna', pt: 'Varuna', fr: 'Varuna', it: 'Varuna', nl: 'Varuna', cs: 'Varuna', ro: 'Varuna', hu: 'Varuna', el: 'Βαρούνα', tr: 'Varuna', ar: 'فارونا', hi: 'वरुण', ja: 'ヴァルナ', ko: '바루나', vi: 'Varuna', id: 'Baruna',
  },
  'purva-bhadrapada': {
    uk: 'Аджа Екапада', en: 'Aja Ekapada', de: 'Aja Ekapada', ru: 'Аджа Экапада', pl: 'Adża Ekapada', es: 'Aja Ekapada', pt: 'Aja Ekapada', fr: 'Aja Ekapada', it: 'Aja Ekapada', nl: 'Aja Ekapada', cs: 'Adža Ékapáda', ro: 'Aja Ekapada', hu: 'Adzsa Ékapáda', el: 'Άτζα Εκαπάντα', tr: 'Aja Ekapada', ar: 'أجا إيكابادا', hi: 'अज एकपाद', ja: 'アジャ・エーカパーダ', ko: '아자 에카파다', vi: 'Aja Ekapada', id: 'Aja Ekapada',
  },
  'uttara-bhadrapada': {
    uk: 'Ахір Будх’нья', en: 'Ahir Budhnya', de: 'Ahir Budhnya', ru: 'Ахир Будхнья', pl: 'Ahir Budhnja', es: 'Ahir Budhnya', pt: 'Ahir Budhnya', fr: 'Ahir Budhnya', it: 'Ahir Budhnya', nl: 'Ahir Budhnya', cs: 'Ahir Budhnja', ro: 'Ahir Budhnya', hu: 'Ahir Budhnja', el: 'Άχιρ Μπούντνια', tr: 'Ahir Budhnya', ar: 'أهير بودنيا', hi: 'अहिर्बुध्न्य', ja: 'アヒル・ブドニャ', ko: '아히르 부드냐', vi: 'Ahir Budhnya', id: 'Ahir Budhnya',
  },
  revati: {
    uk: 'Пушан', en: 'Pushan', de: 'Pushan', ru: 'Пушан', pl: 'Puszan', es: 'Pushan', pt: 'Pushan', fr: 'Pûshan', it: 'Pushan', nl: 'Pushan', cs: 'Púšan', ro: 'Pushan', hu: 'Púsan', el: 'Πουσάν', tr: 'Pushan', ar: 'بوشان', hi: 'पूषा', ja: 'プーシャン', ko: '푸샨', vi: 'Pushan', id: 'Pushan',
  },
} satisfies TermTable;
