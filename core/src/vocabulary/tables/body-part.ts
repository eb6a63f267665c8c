/**
 * The part of the body each sign rules, by sign slug: the melothesia of Manilius, Astronomica
 * II.453-465 (the Ram the head ... the Fishes the feet), in the 21 response languages.
 */
import type { TermTable } from '../terms.js';

export const BODY_PART_TERMS = {
  aries: {
    uk: 'голова', en: 'head', de: 'Kopf', ru: 'голова', pl: 'głowa', es: 'cabeza', pt: 'cabeça', fr: 'tête', it: 'testa', nl: 'hoofd', cs: 'hlava', ro: 'cap', hu: 'fej', el: 'κεφάλι', tr: 'baş', ar: 'الرأس', hi: 'सिर', ja: '頭', ko: '머리', vi: 'đầu', id: 'kepala',
  },
  taurus: {
    uk: 'шия', en: 'neck', de: 'Hals', ru: 'шея', pl: 'szyja', es: 'cuello', pt: 'pescoço', fr: 'cou', it: 'collo', nl: 'hals', cs: 'krk', ro: 'gât', hu: 'nyak', el: 'λαιμός', tr: 'boyun', ar: 'العنق', hi: 'गर्दन', ja: '首', ko: '목', vi: 'cổ', id: 'leher',
  },
  gemini: {
    uk: 'руки й плечі', en: 'arms and shoulders', de: 'Arme und Schultern', ru: 'руки и плечи', pl: 'ramiona i barki', es: 'brazos y hombros', pt: 'braços e ombros', fr: 'bras et épaules', it: 'braccia e spalle', nl: 'armen en schouders', cs: 'paže a ramena', ro: 'brațe și umeri', hu: 'karok és vállak', el: 'χέρια και ώμοι', tr: 'kollar ve omuzlar', ar: 'الذراعان والكتفان', hi: 'भुजाएँ और कंधे', ja: '腕と肩', ko: '팔과 어깨', vi: 'tay và vai', id: 'lengan dan bahu',
  },
  cancer: {
    uk: 'груди', en: 'breast', de: 'Brust', ru: 'грудь', pl: 'pierś', es: 'pecho', pt: 'peito', fr: 'poitrine', it: 'petto', nl: 'borst', cs: 'hruď', ro: 'piept', hu: 'mell', el: 'στήθος', tr: 'göğüs', ar: 'الصدر', hi: 'छाती', ja: '胸', ko: '가슴', vi: 'ngực', id: 'dada',
  },
  leo: {
    uk: 'боки й лопатки', en: 'sides and shoulder-blades', de: 'Seiten und Schulterblätter', ru: 'бока и лопатки', pl: 'boki i łopatki', es: 'costados y omóplatos', pt: 'flancos e omoplatas', fr: 'flancs et omoplates', it: 'fianchi e scapole', nl: 'flanken en schouderbladen', cs: 'boky a lopatky', ro: 'flancuri și omoplați', hu: 'oldal és lapockák', el: 'πλευρά και ωμοπλάτες', tr: 'yanlar ve kürek kemikleri', ar: 'الجنبان والكتفان', hi: 'पार्श्व और कंधे की हड्डियाँ', ja: '脇腹と肩甲骨', ko: '옆구리와 견갑골', vi: 'hông và bả vai', id: 'sisi tubuh dan tulang belikat',
  },
  virgo: {
    uk: 'живіт', en: 'belly', de: 'Bauch', ru: 'живот', pl: 'brzuch', es: 'vientre', pt: 'ventre', fr: 'ventre', it: 'ventre', nl: 'buik', cs: 'břicho', ro: 'pântec', hu: 'has', el: 'κοιλιά', tr: 'karın', ar: 'البطن', hi: 'पेट', ja: '腹', ko: '배', vi: 'bụng', id: 'perut',
  },
  libra: {
    uk: 'поперек (сідниці)', en: 'loins (buttocks)', de: 'Lenden (Gesäß)', ru: 'поясница (ягодицы)', pl: 'lędźwie (pośladki)', es: 'lomos (nalgas)', pt: 'lombos (nádegas)', fr: 'reins (fesses)', it: 'lombi (natiche)', nl: 'lendenen (billen)', cs: 'bedra (hýždě)', ro: 'șale (fese)', hu: 'ágyék (far)', el: 'οσφύς (γλουτοί)', tr: 'bel (kalça)', ar: 'القطن (الأرداف)', hi: 'कमर (नितंब)', ja: '腰（臀部）', ko: '허리 (엉덩이)', vi: 'thắt lưng (mông)', id: 'pinggang (bokong)',
  },
  scorpio: {
    uk: 'пах (статеві органи)', en: 'groin (genitals)', de: 'Leiste (Geschlechtsorgane)', ru: 'пах (половые органы)', pl: 'pachwina (narządy płciowe)', es: 'ingle (genitales)', pt: 'virilha (genitais)', fr: 'aine (parties génitales)', it: 'inguine (genitali)', nl: 'lies (geslachtsdelen)', cs: 'třísla (pohlavní orgány)', ro: 'vintre (organe genitale)', hu: 'ágyék (nemi szervek)', el: 'βουβωνική χώρα (γεννητικά όργανα)', tr: 'kasık (cinsel organlar)', ar: 'العانة (الأعضاء التناسلية)', hi: 'उपस्थ (जननांग)', ja: '鼠径部（生殖器）', ko: '사타구니 (생식기)', vi: 'háng (cơ quan sinh dục)', id: 'selangkangan (alat kelamin)',
  },
  sagittarius: {
    uk: 'стегна', en: 'thighs', de: 'Oberschenkel', ru: 'бёдра', pl: 'uda', es: 'muslos', pt: 'coxas', fr: 'cuisses', it: 'cosce', nl: 'dijen', cs: 'stehna', ro: 'coapse', hu: 'combok', el: 'μηροί', tr: 'uyluklar', ar: 'الفخذان', hi: 'जाँघें', ja: '太もも', ko: '허벅지', vi: 'đùi', id: 'paha',
  },
  capricorn: {
    uk: 'коліна', en: 'knees', de: 'Knie', ru: 'колени', pl: 'kolana', es: 'rodillas', pt: 'joelhos', fr: 'genoux', it: 'ginocchia', nl: 'knieën', cs: 'kolena', ro: 'genunchi', hu: 'térdek', el: 'γόνατα', tr: 'dizler', ar: 'الركبتان', hi: 'घुटने', ja: '膝', ko: '무릎', vi: 'đầu gối', id: 'lutut',
  },
  aquarius: {
    uk: 'гомілки', en: 'shanks (lower legs)', de: 'Unterschenkel', ru: 'голени', pl: 'podudzia', es: 'canillas (piernas)', pt: 'canelas (pernas)', fr: 'jambes', it: 'stinchi', nl: 'onderbenen', cs: 'holeně', ro: 'gambe', hu: 'lábszárak', el: 'κνήμες', tr: 'baldırlar', ar: 'الساقان', hi: 'पिंडलियाँ', ja: 'すね', ko: '정강이', vi: 'cẳng chân', id: 'betis',
  },
  pisces: {
    uk: 'ступні', en: 'feet', de: 'Füße', ru: 'ступни', pl: 'stopy', es: 'pies', pt: 'pés', fr: 'pieds', it: 'piedi', nl: 'voeten', cs: 'chodidla', ro: 'tălpi', hu: 'lábfejek', el: 'πόδια', tr: 'ayaklar', ar: 'القدمان', hi: 'पैर', ja: '足', ko: '발', vi: 'bàn chân', id: 'kaki',
  },
} satisfies TermTable;
