/** The eight lunar phases by the Sun-Moon elongation, each 45 degrees from the new moon. */
import type { TermTable } from '../terms.js';

export const LUNAR_PHASE_TERMS = {
  'new-moon': {
    uk: 'Молодик', en: 'New Moon', de: 'Neumond', ru: 'Новолуние', pl: 'Nów', es: 'Luna nueva', pt: 'Lua nova', fr: 'Nouvelle lune', it: 'Luna nuova', nl: 'Nieuwe maan', cs: 'Nov', ro: 'Lună nouă', hu: 'Újhold', el: 'Νέα Σελήνη', tr: 'Yeni Ay', ar: 'المحاق', hi: 'अमावस्या', ja: '新月', ko: '삭', vi: 'Trăng non', id: 'Bulan baru',
  },
  'waxing-crescent': {
    uk: 'Зростаючий серп', en: 'Waxing Crescent', de: 'Zunehmende Sichel', ru: 'Растущий серп', pl: 'Przybywający sierp', es: 'Creciente', pt: 'Lua crescente', fr: 'Premier croissant', it: 'Luna crescente', nl: 'Wassende sikkel', cs: 'Dorůstající srpek', ro: 'Semilună crescătoare', hu: 'Növekvő sarló', el: 'Αύξων μηνίσκος', tr: 'Büyüyen hilal', ar: 'هلال متزايد', hi: 'बढ़ता अर्धचंद्र', ja: '三日月', ko: '초승달', vi: 'Trăng lưỡi liềm đầu tháng', id: 'Sabit awal',
  },
  'first-quarter': {
    uk: 'Перша чверть', en: 'First Quarter', de: 'Erstes Viertel', ru: 'Первая четверть', pl: 'Pierwsza kwadra', es: 'Cuarto creciente', pt: 'Quarto crescente', fr: 'Premier quartier', it: 'Primo quarto', nl: 'Eerste kwartier', cs: 'První čtvrť', ro: 'Primul pătrar', hu: 'Első negyed', el: 'Πρώτο τέταρτο', tr: 'İlk dördün', ar: 'التربيع الأول', hi: 'प्रथम चतुर्थांश', ja: '上弦', ko: '상현', vi: 'Thượng huyền', id: 'Kuartal pertama',
  },
  'waxing-gibbous': {
    uk: 'Зростаючий опуклий місяць', en: 'Waxing Gibbous', de: 'Zunehmender Mond', ru: 'Растущая выпуклая луна', pl: 'Garbaty przybywający', es: 'Gibosa creciente', pt: 'Gibosa crescente', fr: 'Gibbeuse croissante', it: 'Gibbosa crescente', nl: 'Wassende maan', cs: 'Dorůstající měsíc', ro: 'Lună gibboasă crescătoare', hu: 'Növekvő hold', el: 'Αύξουσα αμφίκυρτη', tr: 'Büyüyen şişkin ay', ar: 'أحدب متزايد', hi: 'बढ़ता उन्नत चंद्र', ja: '満ちゆく凸月', ko: '차오르는 볼록달', vi: 'Trăng lồi đầu tháng', id: 'Cembung awal',
  },
  'full-moon': {
    uk: 'Повня', en: 'Full Moon', de: 'Vollmond', ru: 'Полнолуние', pl: 'Pełnia', es: 'Luna llena', pt: 'Lua cheia', fr: 'Pleine lune', it: 'Luna piena', nl: 'Volle maan', cs: 'Úplněk', ro: 'Lună plină', hu: 'Telihold', el: 'Πανσέληνος', tr: 'Dolunay', ar: 'البدر', hi: 'पूर्णिमा', ja: '満月', ko: '보름달', vi: 'Trăng tròn', id: 'Bulan purnama',
  },
  'waning-gibbous': {
    uk: 'Спадний опуклий місяць', en: 'Waning Gibbous', de: 'Abnehmender Mond', ru: 'Убывающая выпуклая луна', pl: 'Garbaty ubywający', es: 'Gibosa menguante', pt: 'Gibosa minguante', fr: 'Gibbeuse décroissante', it: 'Gibbosa calante', nl: 'Afnemende maan', cs: 'Couvající měsíc', ro: 'Lună gibboasă descrescătoare', hu: 'Fogyó hold', el: 'Φθίνουσα αμφίκυρτη', tr: 'Küçülen şişkin ay', ar: 'أحدب متناقص', hi: 'घटता उन्नत चंद्र', ja: '欠けゆく凸月', ko: '기우는 볼록달', vi: 'Trăng lồi cuối tháng', id: 'Cembung akhir',
  },
  'last-quarter': {
    uk: 'Остання чверть', en: 'Last Quarter', de: 'Letztes Viertel', ru: 'Последняя четверть', pl: 'Ostatnia kwadra', es: 'Cuarto menguante', pt: 'Quarto minguante', fr: 'Dernier quartier', it: 'Ultimo quarto', nl: 'Laatste kwartier', cs: 'Poslední čtvrť', ro: 'Ultimul pătrar', hu: 'Utolsó negyed', el: 'Τελευταίο τέταρτο', tr: 'Son dördün', ar: 'التربيع الأخير', hi: 'अंतिम चतुर्थांश', ja: '下弦', ko: '하현', vi: 'Hạ huyền', id: 'Kuartal terakhir',
  },
  'waning-crescent': {
    uk: 'Спадний серп', en: 'Waning Crescent', de: 'Abnehmende Sichel', ru: 'Убывающий серп', pl: 'Ubywający sierp', es: 'Menguante', pt: 'Lua minguante', fr: 'Dernier croissant', it: 'Luna calante', nl: 'Afnemende sikkel', cs: 'Ubývající srpek', ro: 'Semilună descrescătoare', hu: 'Fogyó sarló', el: 'Φθίνων μηνίσκος', tr: 'Küçülen hilal', ar: 'هلال متناقص', hi: 'घटता अर्धचंद्र', ja: '有明月', ko: '그믐달', vi: 'Trăng lưỡi liềm cuối tháng', id: 'Sabit akhir',
  },
} satisfies TermTable;
