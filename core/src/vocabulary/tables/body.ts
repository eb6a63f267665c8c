/**
 * Bodies and points by slug (slugs of core/src/astro/bodies.ts plus rahu and ketu), in the 21 response languages.
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
} satisfies TermTable;
