/**
 * Bodies and points by slug (slugs of core/src/astro/bodies.ts plus rahu and ketu, and the
 * asteroids /reference/asteroids lists), in the 21 response languages.
 */
import type { TermTable } from '../terms.js';

export const BODY_TERMS = {
  sun: {
    uk: 'Сонце', en: 'Sun', de: 'Sonne', ru: 'Солнце', pl: 'Słońce', es: 'Sol', pt: 'Sol', fr: 'Soleil', it: 'Sole', nl: 'Zon', cs: 'Slunce', ro: 'Soare', hu: 'Nap', el: 'Ήλιος', tr: 'Güneş', ar: 'الشمس', hi: 'सूर्य', ja: '太陽', ko: '태양', vi: 'Mặt Trời', id: 'Matahari',
  },
  moon: {
    uk: 'Місяць', en: 'Moon', de: 'Mond', ru: 'Луна', pl: 'Księżyc', es: 'Luna', pt: 'Lua', fr: 'Lune', it: 'Luna', nl: 'Maan', cs: 'Měsíc', ro: 'Lună', hu: 'Hold', el: 'Σελήνη', tr: 'Ay', ar: 'القمر', hi: 'चंद्र', ja: '月', ko: '달', vi: 'Mặt Trăng', id: 'Bulan',
  },
  mercury: {
    uk: 'Меркурій', en: 'Mercury', de: 'Merkur', ru: 'Меркурий', pl: 'Merkury', es: 'Mercurio', pt: 'Mercúrio', fr: 'Mercure', it: 'Mercurio', nl: 'Mercurius', cs: 'Merkur', ro: 'Mercur', hu: 'Merkúr', el: 'Ερμής', tr: 'Merkür', ar: 'عطارد', hi: 'बुध', ja: '水星', ko: '수성', vi: 'Sao Thủy', id: 'Merkurius',
  },
  venus: {
    uk: 'Венера', en: 'Venus', de: 'Venus', ru: 'Венера', pl: 'Wenus', es: 'Venus', pt: 'Vênus', fr: 'Vénus', it: 'Venere', nl: 'Venus', cs: 'Venuše', ro: 'Venus', hu: 'Vénusz', el: 'Αφροδίτη', tr: 'Venüs', ar: 'الزهرة', hi: 'शुक्र', ja: '金星', ko: '금성', vi: 'Sao Kim', id: 'Venus',
  },
  mars: {
    uk: 'Марс', en: 'Mars', de: 'Mars', ru: 'Марс', pl: 'Mars', es: 'Marte', pt: 'Marte', fr: 'Mars', it: 'Marte', nl: 'Mars', cs: 'Mars', ro: 'Marte', hu: 'Mars', el: 'Άρης', tr: 'Mars', ar: 'المريخ', hi: 'मंगल', ja: '火星', ko: '화성', vi: 'Sao Hỏa', id: 'Mars',
  },
  jupiter: {
    uk: 'Юпітер', en: 'Jupiter', de: 'Jupiter', ru: 'Юпитер', pl: 'Jowisz', es: 'Júpiter', pt: 'Júpiter', fr: 'Jupiter', it: 'Giove', nl: 'Jupiter', cs: 'Jupiter', ro: 'Jupiter', hu: 'Jupiter', el: 'Δίας', tr: 'Jüpiter', ar: 'المشتري', hi: 'बृहस्पति', ja: '木星', ko: '목성', vi: 'Sao Mộc', id: 'Yupiter',
  },
  saturn: {
    uk: 'Сатурн', en: 'Saturn', de: 'Saturn', ru: 'Сатурн', pl: 'Saturn', es: 'Saturno', pt: 'Saturno', fr: 'Saturne', it: 'Saturno', nl: 'Saturnus', cs: 'Saturn', ro: 'Saturn', hu: 'Szaturnusz', el: 'Κρόνος', tr: 'Satürn', ar: 'زحل', hi: 'शनि', ja: '土星', ko: '토성', vi: 'Sao Thổ', id: 'Saturnus',
  },
  uranus: {
    uk: 'Уран', en: 'Uranus', de: 'Uranus', ru: 'Уран', pl: 'Uran', es: 'Urano', pt: 'Urano', fr: 'Uranus', it: 'Urano', nl: 'Uranus', cs: 'Uran', ro: 'Uranus', hu: 'Uránusz', el: 'Ουρανός', tr: 'Uranüs', ar: 'أورانوس', hi: 'यूरेनस', ja: '天王星', ko: '천왕성', vi: 'Sao Thiên Vương', id: 'Uranus',
  },
  neptune: {
    uk: 'Нептун', en: 'Neptune', de: 'Neptun', ru: 'Нептун', pl: 'Neptun', es: 'Neptuno', pt: 'Netuno', fr: 'Neptune', it: 'Nettuno', nl: 'Neptunus', cs: 'Neptun', ro: 'Neptun', hu: 'Neptunusz', el: 'Ποσειδώνας', tr: 'Neptün', ar: 'نبتون', hi: 'नेपच्यून', ja: '海王星', ko: '해왕성', vi: 'Sao Hải Vương', id: 'Neptunus',
  },
  pluto: {
    uk: 'Плутон', en: 'Pluto', de: 'Pluto', ru: 'Плутон', pl: 'Pluton', es: 'Plutón', pt: 'Plutão', fr: 'Pluton', it: 'Plutone', nl: 'Pluto', cs: 'Pluto', ro: 'Pluto', hu: 'Plútó', el: 'Πλούτωνας', tr: 'Plüton', ar: 'بلوتو', hi: 'प्लूटो', ja: '冥王星', ko: '명왕성', vi: 'Sao Diêm Vương', id: 'Pluto',
  },
  // The Earth: Human Design's activations place it opposite the Sun (the personality and design Earth).
  earth: {
    uk: 'Земля', en: 'Earth', de: 'Erde', ru: 'Земля', pl: 'Ziemia', es: 'Tierra', pt: 'Terra', fr: 'Terre', it: 'Terra', nl: 'Aarde', cs: 'Země', ro: 'Pământ', hu: 'Föld', el: 'Γη', tr: 'Dünya', ar: 'الأرض', hi: 'पृथ्वी', ja: '地球', ko: '지구', vi: 'Trái Đất', id: 'Bumi',
  },
  'mean-node': {
    uk: 'Середній вузол', en: 'Mean Node', de: 'Mittlerer Mondknoten', ru: 'Средний узел', pl: 'Węzeł średni', es: 'Nodo medio', pt: 'Nodo médio', fr: 'Nœud moyen', it: 'Nodo medio', nl: 'Gemiddelde maansknoop', cs: 'Střední uzel', ro: 'Nod mediu', hu: 'Középholdcsomó', el: 'Μέσος Δεσμός', tr: 'Ortalama Ay Düğümü', ar: 'العقدة المتوسطة', hi: 'माध्य राहु', ja: '平均月交点', ko: '평균 달 교점', vi: 'Giao điểm trung bình', id: 'Simpul rata-rata',
  },
  'true-node': {
    uk: 'Істинний вузол', en: 'True Node', de: 'Wahrer Mondknoten', ru: 'Истинный узел', pl: 'Węzeł prawdziwy', es: 'Nodo verdadero', pt: 'Nodo verdadeiro', fr: 'Nœud vrai', it: 'Nodo vero', nl: 'Ware maansknoop', cs: 'Pravý uzel', ro: 'Nod adevărat', hu: 'Valódi holdcsomó', el: 'Αληθής Δεσμός', tr: 'Gerçek Ay Düğümü', ar: 'العقدة الحقيقية', hi: 'स्पष्ट राहु', ja: '真月交点', ko: '실제 달 교점', vi: 'Giao điểm thực', id: 'Simpul sejati',
  },
  lilith: {
    uk: 'Ліліт', en: 'Lilith', de: 'Lilith', ru: 'Лилит', pl: 'Lilith', es: 'Lilith', pt: 'Lilith', fr: 'Lilith', it: 'Lilith', nl: 'Lilith', cs: 'Lilith', ro: 'Lilith', hu: 'Lilith', el: 'Λίλιθ', tr: 'Lilith', ar: 'ليليث', hi: 'लिलिथ', ja: 'リリス', ko: '릴리스', vi: 'Lilith', id: 'Lilith',
  },
  'osculating-lilith': {
    uk: 'Оскулююча Ліліт', en: 'Osculating Lilith', de: 'Oskulierende Lilith', ru: 'Оскулирующая Лилит', pl: 'Lilith oskulacyjna', es: 'Lilith osculadora', pt: 'Lilith osculadora', fr: 'Lilith osculatrice', it: 'Lilith osculatrice', nl: 'Osculerende Lilith', cs: 'Oskulační Lilith', ro: 'Lilith osculatoare', hu: 'Oszkuláló Lilith', el: 'Εγγύτατη Λίλιθ', tr: 'Oskülatör Lilith', ar: 'ليليث المماسة', hi: 'दोलक लिलिथ', ja: '真リリス', ko: '실제 릴리스', vi: 'Lilith dao động', id: 'Lilith oskulasi',
  },
  chiron: {
    uk: 'Хірон', en: 'Chiron', de: 'Chiron', ru: 'Хирон', pl: 'Chiron', es: 'Quirón', pt: 'Quíron', fr: 'Chiron', it: 'Chirone', nl: 'Chiron', cs: 'Chiron', ro: 'Chiron', hu: 'Kheirón', el: 'Χείρων', tr: 'Kiron', ar: 'كيرون', hi: 'काइरन', ja: 'キロン', ko: '키론', vi: 'Chiron', id: 'Chiron',
  },
  pholus: {
    uk: 'Фол', en: 'Pholus', de: 'Pholus', ru: 'Фол', pl: 'Folos', es: 'Folo', pt: 'Folo', fr: 'Pholos', it: 'Folo', nl: 'Pholus', cs: 'Folos', ro: 'Pholus', hu: 'Pholosz', el: 'Φόλος', tr: 'Pholus', ar: 'فولوس', hi: 'फोलस', ja: 'フォルス', ko: '폴루스', vi: 'Pholus', id: 'Pholus',
  },
  ceres: {
    uk: 'Церера', en: 'Ceres', de: 'Ceres', ru: 'Церера', pl: 'Ceres', es: 'Ceres', pt: 'Ceres', fr: 'Cérès', it: 'Cerere', nl: 'Ceres', cs: 'Ceres', ro: 'Ceres', hu: 'Ceres', el: 'Δήμητρα', tr: 'Ceres', ar: 'سيريس', hi: 'सेरेस', ja: 'ケレス', ko: '세레스', vi: 'Ceres', id: 'Ceres',
  },
  pallas: {
    uk: 'Паллада', en: 'Pallas', de: 'Pallas', ru: 'Паллада', pl: 'Pallas', es: 'Palas', pt: 'Palas', fr: 'Pallas', it: 'Pallade', nl: 'Pallas', cs: 'Pallas', ro: 'Pallas', hu: 'Pallasz', el: 'Παλλάδα', tr: 'Pallas', ar: 'بالاس', hi: 'पलास', ja: 'パラス', ko: '팔라스', vi: 'Pallas', id: 'Pallas',
  },
  juno: {
    uk: 'Юнона', en: 'Juno', de: 'Juno', ru: 'Юнона', pl: 'Junona', es: 'Juno', pt: 'Juno', fr: 'Junon', it: 'Giunone', nl: 'Juno', cs: 'Juno', ro: 'Junona', hu: 'Juno', el: 'Ήρα', tr: 'Juno', ar: 'جونو', hi: 'जूनो', ja: 'ジュノー', ko: '주노', vi: 'Juno', id: 'Juno',
  },
  vesta: {
    uk: 'Веста', en: 'Vesta', de: 'Vesta', ru: 'Веста', pl: 'Westa', es: 'Vesta', pt: 'Vesta', fr: 'Vesta', it: 'Vesta', nl: 'Vesta', cs: 'Vesta', ro: 'Vesta', hu: 'Vesta', el: 'Εστία', tr: 'Vesta', ar: 'فيستا', hi: 'वेस्टा', ja: 'ベスタ', ko: '베스타', vi: 'Vesta', id: 'Vesta',
  },
  rahu: {
    uk: 'Раху', en: 'Rahu', de: 'Rahu', ru: 'Раху', pl: 'Rahu', es: 'Rahu', pt: 'Rahu', fr: 'Rahu', it: 'Rahu', nl: 'Rahu', cs: 'Rahu', ro: 'Rahu', hu: 'Ráhu', el: 'Ράχου', tr: 'Rahu', ar: 'راهو', hi: 'राहु', ja: 'ラーフ', ko: '라후', vi: 'Rahu', id: 'Rahu',
  },
  ketu: {
    uk: 'Кету', en: 'Ketu', de: 'Ketu', ru: 'Кету', pl: 'Ketu', es: 'Ketu', pt: 'Ketu', fr: 'Ketu', it: 'Ketu', nl: 'Ketu', cs: 'Ketu', ro: 'Ketu', hu: 'Kétu', el: 'Κέτου', tr: 'Ketu', ar: 'كيتو', hi: 'केतु', ja: 'ケートゥ', ko: '케투', vi: 'Ketu', id: 'Ketu',
  },
  astraea: {
    uk: 'Астрея', en: 'Astraea', de: 'Astraea', ru: 'Астрея', pl: 'Astrea', es: 'Astrea', pt: 'Astreia', fr: 'Astrée', it: 'Astrea', nl: 'Astraea', cs: 'Astraea', ro: 'Astreea', hu: 'Asztraia', el: 'Αστραία', tr: 'Astraea', ar: 'أسترايا', hi: 'एस्ट्रिया', ja: 'アストラエア', ko: '아스트라이아', vi: 'Astraea', id: 'Astraea',
  },
  hygiea: {
    uk: 'Гігея', en: 'Hygiea', de: 'Hygiea', ru: 'Гигея', pl: 'Higiea', es: 'Higía', pt: 'Hígia', fr: 'Hygie', it: 'Igea', nl: 'Hygiea', cs: 'Hygiea', ro: 'Hygiea', hu: 'Hügieia', el: 'Υγεία', tr: 'Hygiea', ar: 'هيجيا', hi: 'हाइजिया', ja: 'ヒギエア', ko: '히기에이아', vi: 'Hygiea', id: 'Hygiea',
  },
  psyche: {
    uk: 'Психея', en: 'Psyche', de: 'Psyche', ru: 'Психея', pl: 'Psyche', es: 'Psique', pt: 'Psiquê', fr: 'Psyché', it: 'Psiche', nl: 'Psyche', cs: 'Psyché', ro: 'Psyche', hu: 'Psziché', el: 'Ψυχή', tr: 'Psyche', ar: 'سايكي', hi: 'साइकी', ja: 'プシケ', ko: '프시케', vi: 'Psyche', id: 'Psyche',
  },
  sappho: {
    uk: 'Сапфо', en: 'Sappho', de: 'Sappho', ru: 'Сапфо', pl: 'Safona', es: 'Safo', pt: 'Safo', fr: 'Sappho', it: 'Saffo', nl: 'Sappho', cs: 'Sapfó', ro: 'Sappho', hu: 'Szapphó', el: 'Σαπφώ', tr: 'Sappho', ar: 'سافو', hi: 'सैफो', ja: 'サッフォー', ko: '사포', vi: 'Sappho', id: 'Sappho',
  },
  'lilith-asteroid': {
    uk: 'Ліліт (астероїд)', en: 'Lilith (asteroid)', de: 'Lilith (Asteroid)', ru: 'Лилит (астероид)', pl: 'Lilith (planetoida)', es: 'Lilith (asteroide)', pt: 'Lilith (asteroide)', fr: 'Lilith (astéroïde)', it: 'Lilith (asteroide)', nl: 'Lilith (planetoïde)', cs: 'Lilith (planetka)', ro: 'Lilith (asteroid)', hu: 'Lilith (kisbolygó)', el: 'Λίλιθ (αστεροειδής)', tr: 'Lilith (asteroit)', ar: 'ليليث (كويكب)', hi: 'लिलिथ (क्षुद्रग्रह)', ja: 'リリス（小惑星）', ko: '릴리스 (소행성)', vi: 'Lilith (tiểu hành tinh)', id: 'Lilith (asteroid)',
  },
  eros: {
    uk: 'Ерос', en: 'Eros', de: 'Eros', ru: 'Эрос', pl: 'Eros', es: 'Eros', pt: 'Eros', fr: 'Éros', it: 'Eros', nl: 'Eros', cs: 'Eros', ro: 'Eros', hu: 'Érosz', el: 'Έρως', tr: 'Eros', ar: 'إيروس', hi: 'इरोस', ja: 'エロス', ko: '에로스', vi: 'Eros', id: 'Eros',
  },
  amor: {
    uk: 'Амур', en: 'Amor', de: 'Amor', ru: 'Амур', pl: 'Amor', es: 'Amor', pt: 'Amor', fr: 'Amour', it: 'Amore', nl: 'Amor', cs: 'Amor', ro: 'Amor', hu: 'Ámor', el: 'Άμορ', tr: 'Amor', ar: 'آمور', hi: 'आमोर', ja: 'アモール', ko: '아모르', vi: 'Amor', id: 'Amor',
  },
  icarus: {
    uk: 'Ікар', en: 'Icarus', de: 'Ikarus', ru: 'Икар', pl: 'Ikar', es: 'Ícaro', pt: 'Ícaro', fr: 'Icare', it: 'Icaro', nl: 'Icarus', cs: 'Ikaros', ro: 'Icar', hu: 'Ikarosz', el: 'Ίκαρος', tr: 'İkarus', ar: 'إيكاروس', hi: 'इकारस', ja: 'イカロス', ko: '이카루스', vi: 'Icarus', id: 'Ikarus',
  },
  apollo: {
    uk: 'Аполлон', en: 'Apollo', de: 'Apollo', ru: 'Аполлон', pl: 'Apollo', es: 'Apolo', pt: 'Apolo', fr: 'Apollon', it: 'Apollo', nl: 'Apollo', cs: 'Apollo', ro: 'Apollo', hu: 'Apollón', el: 'Απόλλων', tr: 'Apollo', ar: 'أبولو', hi: 'अपोलो', ja: 'アポロ', ko: '아폴로', vi: 'Apollo', id: 'Apollo',
  },
  nessus: {
    uk: 'Несс', en: 'Nessus', de: 'Nessus', ru: 'Несс', pl: 'Nessos', es: 'Neso', pt: 'Nesso', fr: 'Nessos', it: 'Nesso', nl: 'Nessus', cs: 'Nessos', ro: 'Nessus', hu: 'Nesszosz', el: 'Νέσσος', tr: 'Nessus', ar: 'نيسوس', hi: 'नेसस', ja: 'ネッソス', ko: '네소스', vi: 'Nessus', id: 'Nessus',
  },
  chariklo: {
    uk: 'Харикло', en: 'Chariklo', de: 'Chariklo', ru: 'Харикло', pl: 'Chariklo', es: 'Cariclo', pt: 'Cariclo', fr: 'Chariclo', it: 'Cariclo', nl: 'Chariklo', cs: 'Chariklo', ro: 'Chariklo', hu: 'Khariklo', el: 'Χαρικλώ', tr: 'Chariklo', ar: 'كاريكلو', hi: 'कैरिक्लो', ja: 'カリクロー', ko: '카리클로', vi: 'Chariklo', id: 'Chariklo',
  },
  eris: {
    uk: 'Ерида', en: 'Eris', de: 'Eris', ru: 'Эрида', pl: 'Eris', es: 'Eris', pt: 'Éris', fr: 'Éris', it: 'Eris', nl: 'Eris', cs: 'Eris', ro: 'Eris', hu: 'Erisz', el: 'Έριδα', tr: 'Eris', ar: 'إيريس', hi: 'एरिस', ja: 'エリス', ko: '에리스', vi: 'Eris', id: 'Eris',
  },
  sedna: {
    uk: 'Седна', en: 'Sedna', de: 'Sedna', ru: 'Седна', pl: 'Sedna', es: 'Sedna', pt: 'Sedna', fr: 'Sedna', it: 'Sedna', nl: 'Sedna', cs: 'Sedna', ro: 'Sedna', hu: 'Szedna', el: 'Σέντνα', tr: 'Sedna', ar: 'سيدنا', hi: 'सेडना', ja: 'セドナ', ko: '세드나', vi: 'Sedna', id: 'Sedna',
  },
  haumea: {
    uk: 'Хаумеа', en: 'Haumea', de: 'Haumea', ru: 'Хаумеа', pl: 'Haumea', es: 'Haumea', pt: 'Haumea', fr: 'Hauméa', it: 'Haumea', nl: 'Haumea', cs: 'Haumea', ro: 'Haumea', hu: 'Haumea', el: 'Χαουμέα', tr: 'Haumea', ar: 'هاوميا', hi: 'हौमिया', ja: 'ハウメア', ko: '하우메아', vi: 'Haumea', id: 'Haumea',
  },
  makemake: {
    uk: 'Макемаке', en: 'Makemake', de: 'Makemake', ru: 'Макемаке', pl: 'Makemake', es: 'Makemake', pt: 'Makemake', fr: 'Makémaké', it: 'Makemake', nl: 'Makemake', cs: 'Makemake', ro: 'Makemake', hu: 'Makemake', el: 'Μακεμάκε', tr: 'Makemake', ar: 'ماكيماكي', hi: 'माकेमाके', ja: 'マケマケ', ko: '마케마케', vi: 'Makemake', id: 'Makemake',
  },
  quaoar: {
    uk: 'Квавар', en: 'Quaoar', de: 'Quaoar', ru: 'Квавар', pl: 'Quaoar', es: 'Quaoar', pt: 'Quaoar', fr: 'Quaoar', it: 'Quaoar', nl: 'Quaoar', cs: 'Quaoar', ro: 'Quaoar', hu: 'Quaoar', el: 'Κουάοαρ', tr: 'Quaoar', ar: 'كواوار', hi: 'क्वावार', ja: 'クワオアー', ko: '콰오아르', vi: 'Quaoar', id: 'Quaoar',
  },
  orcus: {
    uk: 'Орк', en: 'Orcus', de: 'Orcus', ru: 'Орк', pl: 'Orkus', es: 'Orco', pt: 'Orco', fr: 'Orcus', it: 'Orco', nl: 'Orcus', cs: 'Orcus', ro: 'Orcus', hu: 'Orcus', el: 'Όρκος', tr: 'Orcus', ar: 'أوركوس', hi: 'ऑर्कस', ja: 'オルクス', ko: '오르쿠스', vi: 'Orcus', id: 'Orcus',
  },
  // The Hamburg School's transneptunian points (Swiss Ephemeris 40-47) and the Aries point
  // (0 deg Aries, the Uranian "world point"): the school's German names kept in Latin scripts.
  cupido: {
    uk: 'Купідон', en: 'Cupido', de: 'Cupido', ru: 'Купидон', pl: 'Kupido', es: 'Cupido', pt: 'Cupido', fr: 'Cupidon', it: 'Cupido', nl: 'Cupido', cs: 'Kupido', ro: 'Cupidon', hu: 'Cupido', el: 'Κουπίντο', tr: 'Cupido', ar: 'كوبيدو', hi: 'क्यूपिडो', ja: 'クピード', ko: '쿠피도', vi: 'Cupido', id: 'Cupido',
  },
  hades: {
    uk: 'Гадес', en: 'Hades', de: 'Hades', ru: 'Гадес', pl: 'Hades', es: 'Hades', pt: 'Hades', fr: 'Hadès', it: 'Ade', nl: 'Hades', cs: 'Hádes', ro: 'Hades', hu: 'Hádész', el: 'Άδης', tr: 'Hades', ar: 'هاديس', hi: 'हेडीज़', ja: 'ハデス', ko: '하데스', vi: 'Hades', id: 'Hades',
  },
  zeus: {
    uk: 'Зевс', en: 'Zeus', de: 'Zeus', ru: 'Зевс', pl: 'Zeus', es: 'Zeus', pt: 'Zeus', fr: 'Zeus', it: 'Zeus', nl: 'Zeus', cs: 'Zeus', ro: 'Zeus', hu: 'Zeusz', el: 'Ζευς', tr: 'Zeus', ar: 'زيوس', hi: 'ज़्यूस', ja: 'ゼウス', ko: '제우스', vi: 'Zeus', id: 'Zeus',
  },
  kronos: {
    uk: 'Кронос', en: 'Kronos', de: 'Kronos', ru: 'Кронос', pl: 'Kronos', es: 'Cronos', pt: 'Cronos', fr: 'Cronos', it: 'Crono', nl: 'Kronos', cs: 'Kronos', ro: 'Cronos', hu: 'Kronosz', el: 'Κρόνος (Ουρ.)', tr: 'Kronos', ar: 'كرونوس', hi: 'क्रोनोस', ja: 'クロノス', ko: '크로노스', vi: 'Kronos', id: 'Kronos',
  },
  apollon: {
    uk: 'Аполлон', en: 'Apollon', de: 'Apollon', ru: 'Аполлон', pl: 'Apollon', es: 'Apolo', pt: 'Apolo', fr: 'Apollon', it: 'Apollo', nl: 'Apollon', cs: 'Apollón', ro: 'Apollo', hu: 'Apollón', el: 'Απόλλων', tr: 'Apollon', ar: 'أبولون', hi: 'अपोलोन', ja: 'アポロン', ko: '아폴론', vi: 'Apollon', id: 'Apollon',
  },
  admetos: {
    uk: 'Адмет', en: 'Admetos', de: 'Admetos', ru: 'Адмет', pl: 'Admetos', es: 'Admeto', pt: 'Admeto', fr: 'Admète', it: 'Admeto', nl: 'Admetos', cs: 'Admétos', ro: 'Admet', hu: 'Admétosz', el: 'Άδμητος', tr: 'Admetos', ar: 'أدميتوس', hi: 'एडमेटोस', ja: 'アドメトス', ko: '아드메토스', vi: 'Admetos', id: 'Admetos',
  },
  vulkanus: {
    uk: 'Вулкан', en: 'Vulkanus', de: 'Vulkanus', ru: 'Вулкан', pl: 'Vulkanus', es: 'Vulcano', pt: 'Vulcano', fr: 'Vulcain', it: 'Vulcano', nl: 'Vulkanus', cs: 'Vulkán', ro: 'Vulcan', hu: 'Vulkanus', el: 'Βουλκάνος', tr: 'Vulkanus', ar: 'فولكانوس', hi: 'वल्कनस', ja: 'ヴァルカヌス', ko: '불카누스', vi: 'Vulkanus', id: 'Vulkanus',
  },
  poseidon: {
    uk: 'Посейдон', en: 'Poseidon', de: 'Poseidon', ru: 'Посейдон', pl: 'Posejdon', es: 'Poseidón', pt: 'Poseidon', fr: 'Poséidon', it: 'Poseidone', nl: 'Poseidon', cs: 'Poseidón', ro: 'Poseidon', hu: 'Poszeidón', el: 'Ποσειδών', tr: 'Poseidon', ar: 'بوسيدون', hi: 'पोसाइडन', ja: 'ポセイドン', ko: '포세이돈', vi: 'Poseidon', id: 'Poseidon',
  },
  'aries-point': {
    uk: 'Точка Овна', en: 'Aries Point', de: 'Widderpunkt', ru: 'Точка Овна', pl: 'Punkt Barana', es: 'Punto Aries', pt: 'Ponto Áries', fr: 'Point Bélier', it: 'Punto Ariete', nl: 'Ramspunt', cs: 'Bod Berana', ro: 'Punctul Berbec', hu: 'Kos-pont', el: 'Σημείο του Κριού', tr: 'Koç Noktası', ar: 'نقطة الحمل', hi: 'मेष बिंदु', ja: '牡羊座ポイント', ko: '양자리 포인트', vi: 'Điểm Bạch Dương', id: 'Titik Aries',
  },
} satisfies TermTable;
