/** The lots of core/src/astro/lots.ts (Paulus Alexandrinus ch. 23; Bonatti, Liber Astronomiae VIII). */
import type { TermTable } from '../terms.js';

export const LOT_TERMS = {
  fortune: {
    uk: 'Жереб Фортуни', en: 'Lot of Fortune', de: 'Glückspunkt', ru: 'Жребий Фортуны', pl: 'Los Fortuny', es: 'Parte de la Fortuna', pt: 'Parte da Fortuna', fr: 'Part de Fortune', it: 'Parte di Fortuna', nl: 'Lot van Fortuin', cs: 'Los Štěstěny', ro: 'Partea Norocului', hu: 'Szerencsepont', el: 'Κλήρος της Τύχης', tr: 'Talih Noktası', ar: 'سهم السعادة', hi: 'भाग्य बिंदु', ja: '幸運のロット', ko: '행운의 로트', vi: 'Điểm May mắn', id: 'Titik Keberuntungan',
  },
  spirit: {
    uk: 'Жереб Духу', en: 'Lot of Spirit', de: 'Los des Geistes', ru: 'Жребий Духа', pl: 'Los Ducha', es: 'Parte del Espíritu', pt: 'Parte do Espírito', fr: 'Part de l’Esprit', it: 'Parte dello Spirito', nl: 'Lot van de Geest', cs: 'Los Ducha', ro: 'Partea Spiritului', hu: 'Szellem pontja', el: 'Κλήρος του Δαίμονος', tr: 'Ruh Noktası', ar: 'سهم الغيب', hi: 'आत्मा बिंदु', ja: '精神のロット', ko: '정신의 로트', vi: 'Điểm Tinh thần', id: 'Titik Roh',
  },
  eros: {
    uk: 'Жереб Ероса', en: 'Lot of Eros', de: 'Los des Eros', ru: 'Жребий Эроса', pl: 'Los Erosa', es: 'Parte de Eros', pt: 'Parte de Eros', fr: 'Part d’Éros', it: 'Parte di Eros', nl: 'Lot van Eros', cs: 'Los Érota', ro: 'Partea lui Eros', hu: 'Érosz pontja', el: 'Κλήρος του Έρωτος', tr: 'Eros Noktası', ar: 'سهم المحبة', hi: 'काम बिंदु', ja: 'エロスのロット', ko: '에로스의 로트', vi: 'Điểm Eros', id: 'Titik Eros',
  },
  necessity: {
    uk: 'Жереб Необхідності', en: 'Lot of Necessity', de: 'Los der Notwendigkeit', ru: 'Жребий Необходимости', pl: 'Los Konieczności', es: 'Parte de la Necesidad', pt: 'Parte da Necessidade', fr: 'Part de Nécessité', it: 'Parte della Necessità', nl: 'Lot van Noodzaak', cs: 'Los Nutnosti', ro: 'Partea Necesității', hu: 'Szükségszerűség pontja', el: 'Κλήρος της Ανάγκης', tr: 'Zorunluluk Noktası', ar: 'سهم الضرورة', hi: 'आवश्यकता बिंदु', ja: '必然のロット', ko: '필연의 로트', vi: 'Điểm Tất yếu', id: 'Titik Keharusan',
  },
  courage: {
    uk: 'Жереб Відваги', en: 'Lot of Courage', de: 'Los des Mutes', ru: 'Жребий Отваги', pl: 'Los Odwagi', es: 'Parte del Valor', pt: 'Parte da Coragem', fr: 'Part du Courage', it: 'Parte del Coraggio', nl: 'Lot van Moed', cs: 'Los Odvahy', ro: 'Partea Curajului', hu: 'Bátorság pontja', el: 'Κλήρος της Τόλμης', tr: 'Cesaret Noktası', ar: 'سهم الشجاعة', hi: 'साहस बिंदु', ja: '勇気のロット', ko: '용기의 로트', vi: 'Điểm Can đảm', id: 'Titik Keberanian',
  },
  victory: {
    uk: 'Жереб Перемоги', en: 'Lot of Victory', de: 'Los des Sieges', ru: 'Жребий Победы', pl: 'Los Zwycięstwa', es: 'Parte de la Victoria', pt: 'Parte da Vitória', fr: 'Part de la Victoire', it: 'Parte della Vittoria', nl: 'Lot van Overwinning', cs: 'Los Vítězství', ro: 'Partea Victoriei', hu: 'Győzelem pontja', el: 'Κλήρος της Νίκης', tr: 'Zafer Noktası', ar: 'سهم الظفر', hi: 'विजय बिंदु', ja: '勝利のロット', ko: '승리의 로트', vi: 'Điểm Chiến thắng', id: 'Titik Kemenangan',
  },
  nemesis: {
    uk: 'Жереб Немезиди', en: 'Lot of Nemesis', de: 'Los der Nemesis', ru: 'Жребий Немезиды', pl: 'Los Nemezis', es: 'Parte de Némesis', pt: 'Parte de Nêmesis', fr: 'Part de Némésis', it: 'Parte di Nemesi', nl: 'Lot van Nemesis', cs: 'Los Nemesis', ro: 'Partea Nemesis', hu: 'Nemeszisz pontja', el: 'Κλήρος της Νεμέσεως', tr: 'Nemesis Noktası', ar: 'سهم النقمة', hi: 'नेमेसिस बिंदु', ja: 'ネメシスのロット', ko: '네메시스의 로트', vi: 'Điểm Nemesis', id: 'Titik Nemesis',
  },
  father: {
    uk: 'Частка Батька', en: 'Part of the Father', de: 'Teil des Vaters', ru: 'Часть Отца', pl: 'Część Ojca', es: 'Parte del Padre', pt: 'Parte do Pai', fr: 'Part du Père', it: 'Parte del Padre', nl: 'Deel van de Vader', cs: 'Část Otce', ro: 'Partea Tatălui', hu: 'Apa pontja', el: 'Κλήρος του Πατρός', tr: 'Baba Noktası', ar: 'سهم الأب', hi: 'पिता बिंदु', ja: '父のパート', ko: '아버지의 파트', vi: 'Điểm Cha', id: 'Titik Ayah',
  },
  mother: {
    uk: 'Частка Матері', en: 'Part of the Mother', de: 'Teil der Mutter', ru: 'Часть Матери', pl: 'Część Matki', es: 'Parte de la Madre', pt: 'Parte da Mãe', fr: 'Part de la Mère', it: 'Parte della Madre', nl: 'Deel van de Moeder', cs: 'Část Matky', ro: 'Partea Mamei', hu: 'Anya pontja', el: 'Κλήρος της Μητρός', tr: 'Anne Noktası', ar: 'سهم الأم', hi: 'माता बिंदु', ja: '母のパート', ko: '어머니의 파트', vi: 'Điểm Mẹ', id: 'Titik Ibu',
  },
  brothers: {
    uk: 'Частка Братів', en: 'Part of Brothers', de: 'Teil der Geschwister', ru: 'Часть Братьев', pl: 'Część Rodzeństwa', es: 'Parte de los Hermanos', pt: 'Parte dos Irmãos', fr: 'Part des Frères', it: 'Parte dei Fratelli', nl: 'Deel van Broers en Zussen', cs: 'Část Sourozenců', ro: 'Partea Fraților', hu: 'Testvérek pontja', el: 'Κλήρος των Αδελφών', tr: 'Kardeşler Noktası', ar: 'سهم الإخوة', hi: 'भाई-बहन बिंदु', ja: '兄弟のパート', ko: '형제의 파트', vi: 'Điểm Anh em', id: 'Titik Saudara',
  },
  children: {
    uk: 'Частка Дітей', en: 'Part of Children', de: 'Teil der Kinder', ru: 'Часть Детей', pl: 'Część Dzieci', es: 'Parte de los Hijos', pt: 'Parte dos Filhos', fr: 'Part des Enfants', it: 'Parte dei Figli', nl: 'Deel van Kinderen', cs: 'Část Dětí', ro: 'Partea Copiilor', hu: 'Gyermekek pontja', el: 'Κλήρος των Τέκνων', tr: 'Çocuklar Noktası', ar: 'سهم الأولاد', hi: 'संतान बिंदु', ja: '子供のパート', ko: '자녀의 파트', vi: 'Điểm Con cái', id: 'Titik Anak',
  },
  sickness: {
    uk: 'Частка Хвороби', en: 'Part of Sickness', de: 'Teil der Krankheit', ru: 'Часть Болезни', pl: 'Część Choroby', es: 'Parte de la Enfermedad', pt: 'Parte da Doença', fr: 'Part de la Maladie', it: 'Parte della Malattia', nl: 'Deel van Ziekte', cs: 'Část Nemoci', ro: 'Partea Bolii', hu: 'Betegség pontja', el: 'Κλήρος της Νόσου', tr: 'Hastalık Noktası', ar: 'سهم المرض', hi: 'रोग बिंदु', ja: '病気のパート', ko: '질병의 파트', vi: 'Điểm Bệnh tật', id: 'Titik Penyakit',
  },
  'marriage-men': {
    uk: 'Частка Шлюбу (чоловіків)', en: 'Part of Marriage (of men)', de: 'Teil der Ehe (Männer)', ru: 'Часть Брака (мужчин)', pl: 'Część Małżeństwa (mężczyzn)', es: 'Parte del Matrimonio (hombres)', pt: 'Parte do Casamento (homens)', fr: 'Part du Mariage (hommes)', it: 'Parte del Matrimonio (uomini)', nl: 'Deel van het Huwelijk (mannen)', cs: 'Část Manželství (muži)', ro: 'Partea Căsătoriei (bărbați)', hu: 'Házasság pontja (férfiak)', el: 'Κλήρος του Γάμου (ανδρών)', tr: 'Evlilik Noktası (erkek)', ar: 'سهم الزواج (للرجال)', hi: 'विवाह बिंदु (पुरुष)', ja: '結婚のパート（男性）', ko: '결혼의 파트 (남성)', vi: 'Điểm Hôn nhân (nam)', id: 'Titik Pernikahan (pria)',
  },
  'marriage-women': {
    uk: 'Частка Шлюбу (жінок)', en: 'Part of Marriage (of women)', de: 'Teil der Ehe (Frauen)', ru: 'Часть Брака (женщин)', pl: 'Część Małżeństwa (kobiet)', es: 'Parte del Matrimonio (mujeres)', pt: 'Parte do Casamento (mulheres)', fr: 'Part du Mariage (femmes)', it: 'Parte del Matrimonio (donne)', nl: 'Deel van het Huwelijk (vrouwen)', cs: 'Část Manželství (ženy)', ro: 'Partea Căsătoriei (femei)', hu: 'Házasság pontja (nők)', el: 'Κλήρος του Γάμου (γυναικών)', tr: 'Evlilik Noktası (kadın)', ar: 'سهم الزواج (للنساء)', hi: 'विवाह बिंदु (स्त्री)', ja: '結婚のパート（女性）', ko: '결혼의 파트 (여성)', vi: 'Điểm Hôn nhân (nữ)', id: 'Titik Pernikahan (wanita)',
  },
} satisfies TermTable;
