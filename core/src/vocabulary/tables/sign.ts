/**
 * The twelve signs by slug (Aries first). Names as the astrological literature of each language writes them
 * (moved from plugins/reference/data/i18n.json, where the reference family kept them alone).
 */
import type { TermTable } from '../terms.js';

export const SIGN_TERMS = {
  aries: {
    uk: 'Овен', en: 'Aries', de: 'Widder', ru: 'Овен', pl: 'Baran', es: 'Aries', pt: 'Áries', fr: 'Bélier', it: 'Ariete', nl: 'Ram', cs: 'Beran', ro: 'Berbec', hu: 'Kos', el: 'Κριός', tr: 'Koç', ar: 'الحمل', hi: 'मेष', ja: '牡羊座', ko: '양자리', vi: 'Bạch Dương', id: 'Aries',
  },
  taurus: {
    uk: 'Телець', en: 'Taurus', de: 'Stier', ru: 'Телец', pl: 'Byk', es: 'Tauro', pt: 'Touro', fr: 'Taureau', it: 'Toro', nl: 'Stier', cs: 'Býk', ro: 'Taur', hu: 'Bika', el: 'Ταύρος', tr: 'Boğa', ar: 'الثور', hi: 'वृषभ', ja: '牡牛座', ko: '황소자리', vi: 'Kim Ngưu', id: 'Taurus',
  },
  gemini: {
    uk: 'Близнюки', en: 'Gemini', de: 'Zwillinge', ru: 'Близнецы', pl: 'Bliźnięta', es: 'Géminis', pt: 'Gêmeos', fr: 'Gémeaux', it: 'Gemelli', nl: 'Tweelingen', cs: 'Blíženci', ro: 'Gemeni', hu: 'Ikrek', el: 'Δίδυμοι', tr: 'İkizler', ar: 'الجوزاء', hi: 'मिथुन', ja: '双子座', ko: '쌍둥이자리', vi: 'Song Tử', id: 'Gemini',
  },
  cancer: {
    uk: 'Рак', en: 'Cancer', de: 'Krebs', ru: 'Рак', pl: 'Rak', es: 'Cáncer', pt: 'Câncer', fr: 'Cancer', it: 'Cancro', nl: 'Kreeft', cs: 'Rak', ro: 'Rac', hu: 'Rák', el: 'Καρκίνος', tr: 'Yengeç', ar: 'السرطان', hi: 'कर्क', ja: '蟹座', ko: '게자리', vi: 'Cự Giải', id: 'Cancer',
  },
  leo: {
    uk: 'Лев', en: 'Leo', de: 'Löwe', ru: 'Лев', pl: 'Lew', es: 'Leo', pt: 'Leão', fr: 'Lion', it: 'Leone', nl: 'Leeuw', cs: 'Lev', ro: 'Leu', hu: 'Oroszlán', el: 'Λέων', tr: 'Aslan', ar: 'الأسد', hi: 'सिंह', ja: '獅子座', ko: '사자자리', vi: 'Sư Tử', id: 'Leo',
  },
  virgo: {
    uk: 'Діва', en: 'Virgo', de: 'Jungfrau', ru: 'Дева', pl: 'Panna', es: 'Virgo', pt: 'Virgem', fr: 'Vierge', it: 'Vergine', nl: 'Maagd', cs: 'Panna', ro: 'Fecioară', hu: 'Szűz', el: 'Παρθένος', tr: 'Başak', ar: 'العذراء', hi: 'कन्या', ja: '乙女座', ko: '처녀자리', vi: 'Xử Nữ', id: 'Virgo',
  },
  libra: {
    uk: 'Терези', en: 'Libra', de: 'Waage', ru: 'Весы', pl: 'Waga', es: 'Libra', pt: 'Libra', fr: 'Balance', it: 'Bilancia', nl: 'Weegschaal', cs: 'Váhy', ro: 'Balanță', hu: 'Mérleg', el: 'Ζυγός', tr: 'Terazi', ar: 'الميزان', hi: 'तुला', ja: '天秤座', ko: '천칭자리', vi: 'Thiên Bình', id: 'Libra',
  },
  scorpio: {
    uk: 'Скорпіон', en: 'Scorpio', de: 'Skorpion', ru: 'Скорпион', pl: 'Skorpion', es: 'Escorpio', pt: 'Escorpião', fr: 'Scorpion', it: 'Scorpione', nl: 'Schorpioen', cs: 'Štír', ro: 'Scorpion', hu: 'Skorpió', el: 'Σκορπιός', tr: 'Akrep', ar: 'العقرب', hi: 'वृश्चिक', ja: '蠍座', ko: '전갈자리', vi: 'Bọ Cạp', id: 'Skorpio',
  },
  sagittarius: {
    uk: 'Стрілець', en: 'Sagittarius', de: 'Schütze', ru: 'Стрелец', pl: 'Strzelec', es: 'Sagitario', pt: 'Sagitário', fr: 'Sagittaire', it: 'Sagittario', nl: 'Boogschutter', cs: 'Střelec', ro: 'Săgetător', hu: 'Nyilas', el: 'Τοξότης', tr: 'Yay', ar: 'القوس', hi: 'धनु', ja: '射手座', ko: '궁수자리', vi: 'Nhân Mã', id: 'Sagitarius',
  },
  capricorn: {
    uk: 'Козеріг', en: 'Capricorn', de: 'Steinbock', ru: 'Козерог', pl: 'Koziorożec', es: 'Capricornio', pt: 'Capricórnio', fr: 'Capricorne', it: 'Capricorno', nl: 'Steenbok', cs: 'Kozoroh', ro: 'Capricorn', hu: 'Bak', el: 'Αιγόκερως', tr: 'Oğlak', ar: 'الجدي', hi: 'मकर', ja: '山羊座', ko: '염소자리', vi: 'Ma Kết', id: 'Kaprikornus',
  },
  aquarius: {
    uk: 'Водолій', en: 'Aquarius', de: 'Wassermann', ru: 'Водолей', pl: 'Wodnik', es: 'Acuario', pt: 'Aquário', fr: 'Verseau', it: 'Acquario', nl: 'Waterman', cs: 'Vodnář', ro: 'Vărsător', hu: 'Vízöntő', el: 'Υδροχόος', tr: 'Kova', ar: 'الدلو', hi: 'कुंभ', ja: '水瓶座', ko: '물병자리', vi: 'Bảo Bình', id: 'Akuarius',
  },
  pisces: {
    uk: 'Риби', en: 'Pisces', de: 'Fische', ru: 'Рыбы', pl: 'Ryby', es: 'Piscis', pt: 'Peixes', fr: 'Poissons', it: 'Pesci', nl: 'Vissen', cs: 'Ryby', ro: 'Pești', hu: 'Halak', el: 'Ιχθύες', tr: 'Balık', ar: 'الحوت', hi: 'मीन', ja: '魚座', ko: '물고기자리', vi: 'Song Ngư', id: 'Pisces',
  },
} satisfies TermTable;
