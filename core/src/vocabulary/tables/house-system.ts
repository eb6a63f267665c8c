/**
 * House systems by slug; HOUSE_SYSTEM_SLUG maps the Swiss Ephemeris letters
 * (core/src/astro/houses.ts, swephexp.h swe_houses hsys) to them. 'A' is Swiss Ephemeris's
 * second letter for 'E', the same equal houses, so both map to one slug.
 */
import type { TermTable } from '../terms.js';

export const HOUSE_SYSTEM_TERMS = {
  placidus: {
    uk: 'Плацідус', en: 'Placidus', de: 'Placidus', ru: 'Плацидус', pl: 'Placidus', es: 'Plácido', pt: 'Placidus', fr: 'Placidus', it: 'Placido', nl: 'Placidus', cs: 'Placidus', ro: 'Placidus', hu: 'Placidus', el: 'Πλάκιντους', tr: 'Placidus', ar: 'بلاسيدوس', hi: 'प्लेसिडस', ja: 'プラシーダス', ko: '플라시두스', vi: 'Placidus', id: 'Placidus',
  },
  koch: {
    uk: 'Кох', en: 'Koch', de: 'Koch', ru: 'Кох', pl: 'Koch', es: 'Koch', pt: 'Koch', fr: 'Koch', it: 'Koch', nl: 'Koch', cs: 'Koch', ro: 'Koch', hu: 'Koch', el: 'Κοχ', tr: 'Koch', ar: 'كوخ', hi: 'कोच', ja: 'コッホ', ko: '코흐', vi: 'Koch', id: 'Koch',
  },
  regiomontanus: {
    uk: 'Регіомонтан', en: 'Regiomontanus', de: 'Regiomontanus', ru: 'Региомонтан', pl: 'Regiomontanus', es: 'Regiomontano', pt: 'Regiomontano', fr: 'Regiomontanus', it: 'Regiomontano', nl: 'Regiomontanus', cs: 'Regiomontanus', ro: 'Regiomontanus', hu: 'Regiomontanus', el: 'Ρεγκιομοντάνους', tr: 'Regiomontanus', ar: 'ريجيومونتانوس', hi: 'रेजियोमोंटानस', ja: 'レギオモンタヌス', ko: '레기오몬타누스', vi: 'Regiomontanus', id: 'Regiomontanus',
  },
  campanus: {
    uk: 'Кампан', en: 'Campanus', de: 'Campanus', ru: 'Кампанус', pl: 'Campanus', es: 'Campano', pt: 'Campanus', fr: 'Campanus', it: 'Campano', nl: 'Campanus', cs: 'Campanus', ro: 'Campanus', hu: 'Campanus', el: 'Καμπάνους', tr: 'Campanus', ar: 'كامبانوس', hi: 'कैम्पेनस', ja: 'キャンパナス', ko: '캄파누스', vi: 'Campanus', id: 'Campanus',
  },
  'equal-ascendant': {
    uk: 'Рівнобічні (від Асцендента)', en: 'Equal (from the Ascendant)', de: 'Äqual (vom Aszendenten)', ru: 'Равнодомная (от Асцендента)', pl: 'Równe (od Ascendentu)', es: 'Iguales (desde el Ascendente)', pt: 'Iguais (a partir do Ascendente)', fr: 'Égales (depuis l’Ascendant)', it: 'Uguali (dall’Ascendente)', nl: 'Gelijke huizen (vanaf de Ascendant)', cs: 'Stejné (od ascendentu)', ro: 'Egale (de la Ascendent)', hu: 'Egyenlő (az aszcendenstől)', el: 'Ίσοι (από τον Ωροσκόπο)', tr: 'Eşit (Yükselenden)', ar: 'متساوية (من الطالع)', hi: 'समान (लग्न से)', ja: 'イコール（アセンダントから）', ko: '이퀄 (상승점 기준)', vi: 'Bằng nhau (từ Mọc)', id: 'Sama besar (dari Ascendant)',
  },
  'whole-sign': {
    uk: 'Цілі знаки', en: 'Whole Sign', de: 'Ganzzeichenhäuser', ru: 'Целые знаки', pl: 'Całe znaki', es: 'Signos enteros', pt: 'Signos inteiros', fr: 'Signes entiers', it: 'Segni interi', nl: 'Hele tekens', cs: 'Celá znamení', ro: 'Semne întregi', hu: 'Egész jegyes', el: 'Ολόκληρα ζώδια', tr: 'Tam burç', ar: 'البروج الكاملة', hi: 'पूर्ण राशि', ja: 'ホールサイン', ko: '홀 사인', vi: 'Trọn cung', id: 'Tanda utuh',
  },
  alcabitius: {
    uk: 'Алкабіцій', en: 'Alcabitius', de: 'Alcabitius', ru: 'Алкабитиус', pl: 'Alcabitius', es: 'Alcabitius', pt: 'Alcabitius', fr: 'Alcabitius', it: 'Alcabitius', nl: 'Alcabitius', cs: 'Alcabitius', ro: 'Alcabitius', hu: 'Alcabitius', el: 'Αλκαμπίτιους', tr: 'Alcabitius', ar: 'القبيصي', hi: 'अल्काबिटियस', ja: 'アルカビティウス', ko: '알카비티우스', vi: 'Alcabitius', id: 'Alcabitius',
  },
  morinus: {
    uk: 'Морін', en: 'Morinus', de: 'Morinus', ru: 'Моринус', pl: 'Morinus', es: 'Morinus', pt: 'Morinus', fr: 'Morin', it: 'Morinus', nl: 'Morinus', cs: 'Morinus', ro: 'Morinus', hu: 'Morinus', el: 'Μορίνους', tr: 'Morinus', ar: 'مورينوس', hi: 'मोरिनस', ja: 'モリナス', ko: '모리누스', vi: 'Morinus', id: 'Morinus',
  },
  porphyry: {
    uk: 'Порфирій', en: 'Porphyry', de: 'Porphyrius', ru: 'Порфирий', pl: 'Porfiriusz', es: 'Porfirio', pt: 'Porfírio', fr: 'Porphyre', it: 'Porfirio', nl: 'Porphyrius', cs: 'Porfyrios', ro: 'Porfir', hu: 'Porphüriosz', el: 'Πορφύριος', tr: 'Porfiri', ar: 'فرفوريوس', hi: 'पोर्फिरी', ja: 'ポルフュリオス', ko: '포르피리오스', vi: 'Porphyry', id: 'Porphyry',
  },
  topocentric: {
    uk: 'Топоцентрична (Поліх/Пейдж)', en: 'Polich/Page (Topocentric)', de: 'Polich/Page (topozentrisch)', ru: 'Топоцентрическая (Полих/Пейдж)', pl: 'Polich/Page (topocentryczny)', es: 'Polich/Page (topocéntrico)', pt: 'Polich/Page (topocêntrico)', fr: 'Polich/Page (topocentrique)', it: 'Polich/Page (topocentrico)', nl: 'Polich/Page (topocentrisch)', cs: 'Polich/Page (topocentrický)', ro: 'Polich/Page (topocentric)', hu: 'Polich/Page (topocentrikus)', el: 'Πόλιχ/Πέιτζ (τοποκεντρικό)', tr: 'Polich/Page (topo-merkezli)', ar: 'بوليتش/بيج (مركزي موضعي)', hi: 'पोलिच/पेज (स्थानकेंद्रीय)', ja: 'ポリッヒ・ペイジ（トポセントリック）', ko: '폴리히/페이지 (토포센트릭)', vi: 'Polich/Page (tâm địa phương)', id: 'Polich/Page (topocentris)',
  },
  vehlow: {
    uk: 'Рівнобічні Фелова', en: 'Vehlow Equal', de: 'Vehlow-Äqual', ru: 'Равнодомная Фелова', pl: 'Równe Vehlowa', es: 'Iguales de Vehlow', pt: 'Iguais de Vehlow', fr: 'Égales de Vehlow', it: 'Uguali di Vehlow', nl: 'Gelijke huizen van Vehlow', cs: 'Stejné dle Vehlowa', ro: 'Egale Vehlow', hu: 'Vehlow-féle egyenlő', el: 'Ίσοι του Φέλοφ', tr: 'Vehlow eşit', ar: 'متساوية فيلوف', hi: 'वेहलो समान', ja: 'フェーロウ・イコール', ko: '벨로 이퀄', vi: 'Bằng nhau Vehlow', id: 'Sama besar Vehlow',
  },
  'equal-mc': {
    uk: 'Рівнобічні (від MC)', en: 'Equal (from the MC)', de: 'Äqual (vom MC)', ru: 'Равнодомная (от MC)', pl: 'Równe (od MC)', es: 'Iguales (desde el MC)', pt: 'Iguais (a partir do MC)', fr: 'Égales (depuis le MC)', it: 'Uguali (dal MC)', nl: 'Gelijke huizen (vanaf het MC)', cs: 'Stejné (od MC)', ro: 'Egale (de la MC)', hu: 'Egyenlő (az MC-től)', el: 'Ίσοι (από το Μεσουράνημα)', tr: 'Eşit (MC’den)', ar: 'متساوية (من وسط السماء)', hi: 'समान (दशम से)', ja: 'イコール（MCから）', ko: '이퀄 (MC 기준)', vi: 'Bằng nhau (từ MC)', id: 'Sama besar (dari MC)',
  },
  'carter-poli-equatorial': {
    uk: 'Полі-екваторіальна Картера', en: 'Carter Poli-Equatorial', de: 'Carter poli-äquatorial', ru: 'Поли-экваториальная Картера', pl: 'Poli-równikowy Cartera', es: 'Poliecuatorial de Carter', pt: 'Poliequatorial de Carter', fr: 'Poli-équatoriale de Carter', it: 'Poliequatoriale di Carter', nl: 'Poli-equatoriaal van Carter', cs: 'Poli-ekvatoriální Carterův', ro: 'Poli-ecuatorial Carter', hu: 'Carter-féle poli-ekvatoriális', el: 'Πολυ-ισημερινό του Κάρτερ', tr: 'Carter kutup-ekvatoral', ar: 'كارتر القطبي الاستوائي', hi: 'कार्टर ध्रुव-विषुवतीय', ja: 'カーター極赤道', ko: '카터 극적도', vi: 'Carter cực-xích đạo', id: 'Carter poli-ekuatorial',
  },
  'gauquelin-sectors': {
    uk: 'Сектори Гоклена', en: 'Gauquelin Sectors', de: 'Gauquelin-Sektoren', ru: 'Секторы Гоклена', pl: 'Sektory Gauquelina', es: 'Sectores de Gauquelin', pt: 'Setores de Gauquelin', fr: 'Secteurs de Gauquelin', it: 'Settori di Gauquelin', nl: 'Gauquelin-sectoren', cs: 'Gauquelinovy sektory', ro: 'Sectoarele Gauquelin', hu: 'Gauquelin-szektorok', el: 'Τομείς Γκοκλέν', tr: 'Gauquelin sektörleri', ar: 'قطاعات غوكلان', hi: 'गोकलिन सेक्टर', ja: 'ゴークラン・セクター', ko: '고클랭 섹터', vi: 'Khu vực Gauquelin', id: 'Sektor Gauquelin',
  },
  horizontal: {
    uk: 'Горизонтальна (азимутальна)', en: 'Horizontal (Azimuthal)', de: 'Horizontal (azimutal)', ru: 'Горизонтальная (азимутальная)', pl: 'Horyzontalny (azymutalny)', es: 'Horizontal (acimutal)', pt: 'Horizontal (azimutal)', fr: 'Horizontal (azimutal)', it: 'Orizzontale (azimutale)', nl: 'Horizontaal (azimutaal)', cs: 'Horizontální (azimutální)', ro: 'Orizontal (azimutal)', hu: 'Horizontális (azimutális)', el: 'Οριζόντιο (αζιμουθιακό)', tr: 'Yatay (azimutal)', ar: 'أفقي (سمتي)', hi: 'क्षैतिज (दिगंशीय)', ja: 'ホリゾンタル（方位）', ko: '수평 (방위)', vi: 'Chân trời (phương vị)', id: 'Horizontal (azimut)',
  },
  'sunshine-treindl': {
    uk: 'Саншайн (Трайндль)', en: 'Sunshine (Treindl)', de: 'Sunshine (Treindl)', ru: 'Саншайн (Трайндль)', pl: 'Sunshine (Treindl)', es: 'Sunshine (Treindl)', pt: 'Sunshine (Treindl)', fr: 'Sunshine (Treindl)', it: 'Sunshine (Treindl)', nl: 'Sunshine (Treindl)', cs: 'Sunshine (Treindl)', ro: 'Sunshine (Treindl)', hu: 'Sunshine (Treindl)', el: 'Σανσάιν (Τράιντλ)', tr: 'Sunshine (Treindl)', ar: 'صنشاين (ترايندل)', hi: 'सनशाइन (ट्राइंडल)', ja: 'サンシャイン（トラインドル）', ko: '선샤인 (트라인들)', vi: 'Sunshine (Treindl)', id: 'Sunshine (Treindl)',
  },
  'sunshine-makransky': {
    uk: 'Саншайн (Макранскі)', en: 'Sunshine (Makransky)', de: 'Sunshine (Makransky)', ru: 'Саншайн (Макрански)', pl: 'Sunshine (Makransky)', es: 'Sunshine (Makransky)', pt: 'Sunshine (Makransky)', fr: 'Sunshine (Makransky)', it: 'Sunshine (Makransky)', nl: 'Sunshine (Makransky)', cs: 'Sunshine (Makransky)', ro: 'Sunshine (Makransky)', hu: 'Sunshine (Makransky)', el: 'Σανσάιν (Μακράνσκι)', tr: 'Sunshine (Makransky)', ar: 'صنشاين (ماكرانسكي)', hi: 'सनशाइन (मैक्रांस्की)', ja: 'サンシャイン（マクランスキー）', ko: '선샤인 (마크란스키)', vi: 'Sunshine (Makransky)', id: 'Sunshine (Makransky)',
  },
  'pullen-sinusoidal-delta': {
    uk: 'Пуллен SD (синусоїдальна дельта)', en: 'Pullen SD (Sinusoidal Delta)', de: 'Pullen SD (sinusförmiges Delta)', ru: 'Пуллен SD (синусоидальная дельта)', pl: 'Pullen SD (delta sinusoidalna)', es: 'Pullen SD (delta sinusoidal)', pt: 'Pullen SD (delta sinusoidal)', fr: 'Pullen SD (delta sinusoïdal)', it: 'Pullen SD (delta sinusoidale)', nl: 'Pullen SD (sinusoïdale delta)', cs: 'Pullen SD (sinusová delta)', ro: 'Pullen SD (delta sinusoidală)', hu: 'Pullen SD (szinuszos delta)', el: 'Πούλεν SD (ημιτονοειδές δέλτα)', tr: 'Pullen SD (sinüzoidal delta)', ar: 'بولن SD (دلتا جيبية)', hi: 'पुलेन SD (ज्यावक्रीय डेल्टा)', ja: 'プーレンSD（正弦デルタ）', ko: '풀렌 SD (사인 델타)', vi: 'Pullen SD (delta hình sin)', id: 'Pullen SD (delta sinusoidal)',
  },
  'equal-aries': {
    uk: 'Рівнобічні (1 = Овен)', en: 'Equal (1 = Aries)', de: 'Äqual (1 = Widder)', ru: 'Равнодомная (1 = Овен)', pl: 'Równe (1 = Baran)', es: 'Iguales (1 = Aries)', pt: 'Iguais (1 = Áries)', fr: 'Égales (1 = Bélier)', it: 'Uguali (1 = Ariete)', nl: 'Gelijke huizen (1 = Ram)', cs: 'Stejné (1 = Beran)', ro: 'Egale (1 = Berbec)', hu: 'Egyenlő (1 = Kos)', el: 'Ίσοι (1 = Κριός)', tr: 'Eşit (1 = Koç)', ar: 'متساوية (1 = الحمل)', hi: 'समान (1 = मेष)', ja: 'イコール（1 = 牡羊座）', ko: '이퀄 (1 = 양자리)', vi: 'Bằng nhau (1 = Bạch Dương)', id: 'Sama besar (1 = Aries)',
  },
  'pullen-sinusoidal-ratio': {
    uk: 'Пуллен SR (синусоїдальне відношення)', en: 'Pullen SR (Sinusoidal Ratio)', de: 'Pullen SR (sinusförmiges Verhältnis)', ru: 'Пуллен SR (синусоидальное отношение)', pl: 'Pullen SR (stosunek sinusoidalny)', es: 'Pullen SR (razón sinusoidal)', pt: 'Pullen SR (razão sinusoidal)', fr: 'Pullen SR (rapport sinusoïdal)', it: 'Pullen SR (rapporto sinusoidale)', nl: 'Pullen SR (sinusoïdale verhouding)', cs: 'Pullen SR (sinusový poměr)', ro: 'Pullen SR (raport sinusoidal)', hu: 'Pullen SR (szinuszos arány)', el: 'Πούλεν SR (ημιτονοειδής λόγος)', tr: 'Pullen SR (sinüzoidal oran)', ar: 'بولن SR (نسبة جيبية)', hi: 'पुलेन SR (ज्यावक्रीय अनुपात)', ja: 'プーレンSR（正弦比）', ko: '풀렌 SR (사인 비율)', vi: 'Pullen SR (tỷ lệ hình sin)', id: 'Pullen SR (rasio sinusoidal)',
  },
  sripati: {
    uk: 'Шріпаті', en: 'Sripati', de: 'Sripati', ru: 'Шрипати', pl: 'Sripati', es: 'Sripati', pt: 'Sripati', fr: 'Sripati', it: 'Sripati', nl: 'Sripati', cs: 'Sripati', ro: 'Sripati', hu: 'Sripati', el: 'Σριπάτι', tr: 'Sripati', ar: 'شريباتي', hi: 'श्रीपति', ja: 'シュリーパティ', ko: '슈리파티', vi: 'Sripati', id: 'Sripati',
  },
  'krusinski-pisa-goelzer': {
    uk: 'Крусінський-Піза-Гьольцер', en: 'Krusinski-Pisa-Goelzer', de: 'Krusinski-Pisa-Goelzer', ru: 'Крусинский-Пиза-Гёльцер', pl: 'Krusiński-Pisa-Goelzer', es: 'Krusinski-Pisa-Goelzer', pt: 'Krusinski-Pisa-Goelzer', fr: 'Krusinski-Pisa-Goelzer', it: 'Krusinski-Pisa-Goelzer', nl: 'Krusinski-Pisa-Goelzer', cs: 'Krusiński-Pisa-Goelzer', ro: 'Krusinski-Pisa-Goelzer', hu: 'Krusinski-Pisa-Goelzer', el: 'Κρουσίνσκι-Πίζα-Γκέλτσερ', tr: 'Krusinski-Pisa-Goelzer', ar: 'كروسينسكي-بيزا-غولزر', hi: 'क्रुसिंस्की-पीसा-गोएल्ज़र', ja: 'クルシンスキー・ピサ・ゲルツァー', ko: '크루신스키-피사-괼처', vi: 'Krusinski-Pisa-Goelzer', id: 'Krusinski-Pisa-Goelzer',
  },
  meridian: {
    uk: 'Осьового обертання (меридіанна)', en: 'Axial Rotation (Meridian)', de: 'Achsenrotation (Meridian)', ru: 'Осевого вращения (меридианная)', pl: 'Obrót osiowy (południkowy)', es: 'Rotación axial (meridiana)', pt: 'Rotação axial (meridiana)', fr: 'Rotation axiale (méridienne)', it: 'Rotazione assiale (meridiana)', nl: 'Asrotatie (meridiaan)', cs: 'Osová rotace (meridiánová)', ro: 'Rotație axială (meridian)', hu: 'Tengelyforgás (meridián)', el: 'Αξονική περιστροφή (μεσημβρινός)', tr: 'Eksenel dönüş (meridyen)', ar: 'الدوران المحوري (الزوالي)', hi: 'अक्षीय घूर्णन (याम्योत्तर)', ja: '軸回転（メリディアン）', ko: '축 회전 (자오선)', vi: 'Quay trục (kinh tuyến)', id: 'Rotasi aksial (meridian)',
  },
  // APC: the Ascendant Parallel Circle houses (Swiss Ephemeris 'Y'); the scripts that do not write
  // Latin letters spell the abbreviation out, as a Japanese or Arabic reader could not read 'APC'.
  apc: {
    uk: 'Система паралельного кола асцендента (APC)', en: 'APC Houses', de: 'APC-Häuser', ru: 'Система параллельного круга асцендента (APC)', pl: 'Domy APC', es: 'Casas APC', pt: 'Casas APC', fr: 'Maisons APC', it: 'Case APC', nl: 'APC-huizen', cs: 'Domy APC', ro: 'Casele APC', hu: 'APC-házak', el: 'Οίκοι παράλληλου κύκλου του ωροσκόπου', tr: 'APC evleri', ar: 'بيوت دائرة الطالع الموازية', hi: 'लग्न समानांतर वृत्त भाव', ja: 'アセンダント平行圏ハウス', ko: '어센던트 평행권 하우스', vi: 'Nhà APC', id: 'Rumah APC',
  },
} satisfies TermTable;

/** Swiss Ephemeris house-system letter -> slug. */
export const HOUSE_SYSTEM_SLUG: Readonly<Record<string, keyof typeof HOUSE_SYSTEM_TERMS>> = {
  P: 'placidus', K: 'koch', R: 'regiomontanus', C: 'campanus', E: 'equal-ascendant', W: 'whole-sign',
  B: 'alcabitius', M: 'morinus', O: 'porphyry', A: 'equal-ascendant', T: 'topocentric', V: 'vehlow',
  D: 'equal-mc', F: 'carter-poli-equatorial', G: 'gauquelin-sectors', H: 'horizontal', I: 'sunshine-treindl',
  i: 'sunshine-makransky', L: 'pullen-sinusoidal-delta', N: 'equal-aries', Q: 'pullen-sinusoidal-ratio',
  S: 'sripati', U: 'krusinski-pisa-goelzer', X: 'meridian', Y: 'apc',
};
