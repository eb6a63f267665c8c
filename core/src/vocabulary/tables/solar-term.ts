/**
 * The 24 solar terms (jie qi), from Xiaohan (Sun at 285 deg) to Dongzhi (270 deg), slug =
 * toneless pinyin in kebab case. English gives the usual translation; the other Latin-script
 * languages the pinyin (no established translations there); Japanese, Korean and Vietnamese
 * their own names (nijushi sekki, 24절기, tiết khí); Russian and Ukrainian the Palladius
 * transliteration; Greek, Arabic and Hindi the characters followed by a translation.
 */
import type { TermTable, Terms } from '../terms.js';

type Row = [slug: string, hanzi: string, pinyin: string, en: string, ja: string, ko: string, vi: string, ru: string, uk: string, el: string, ar: string, hi: string];

const ROWS: Row[] = [
  ['xiao-han', '小寒', 'Xiaohan', 'Minor Cold', '小寒', '소한', 'Tiểu hàn', 'Сяохань', 'Сяохань', 'Μικρό κρύο', 'البرد الأصغر', 'लघु शीत'],
  ['da-han', '大寒', 'Dahan', 'Major Cold', '大寒', '대한', 'Đại hàn', 'Дахань', 'Дахань', 'Μεγάλο κρύο', 'البرد الأكبر', 'महा शीत'],
  ['li-chun', '立春', 'Lichun', 'Start of Spring', '立春', '입춘', 'Lập xuân', 'Личунь', 'Лічунь', 'Αρχή της άνοιξης', 'بداية الربيع', 'वसंत आरंभ'],
  ['yu-shui', '雨水', 'Yushui', 'Rain Water', '雨水', '우수', 'Vũ thủy', 'Юйшуй', 'Юйшуй', 'Νερό της βροχής', 'ماء المطر', 'वर्षा जल'],
  ['jing-zhe', '驚蟄', 'Jingzhe', 'Awakening of Insects', '啓蟄', '경칩', 'Kinh trập', 'Цзинчжэ', 'Цзінчже', 'Αφύπνιση των εντόμων', 'استيقاظ الحشرات', 'कीट जागरण'],
  ['chun-fen', '春分', 'Chunfen', 'Spring Equinox', '春分', '춘분', 'Xuân phân', 'Чуньфэнь', 'Чуньфень', 'Εαρινή ισημερία', 'الاعتدال الربيعي', 'वसंत विषुव'],
  ['qing-ming', '清明', 'Qingming', 'Pure Brightness', '清明', '청명', 'Thanh minh', 'Цинмин', 'Цінмін', 'Καθαρή λάμψη', 'الصفاء والإشراق', 'शुद्ध प्रकाश'],
  ['gu-yu', '穀雨', 'Guyu', 'Grain Rain', '穀雨', '곡우', 'Cốc vũ', 'Гуюй', 'Гуюй', 'Βροχή των σιτηρών', 'مطر الحبوب', 'अन्न वर्षा'],
  ['li-xia', '立夏', 'Lixia', 'Start of Summer', '立夏', '입하', 'Lập hạ', 'Лися', 'Лися', 'Αρχή του καλοκαιριού', 'بداية الصيف', 'ग्रीष्म आरंभ'],
  ['xiao-man', '小滿', 'Xiaoman', 'Grain Full', '小満', '소만', 'Tiểu mãn', 'Сяомань', 'Сяомань', 'Μικρή πληρότητα', 'الامتلاء الأصغر', 'लघु पूर्णता'],
  ['mang-zhong', '芒種', 'Mangzhong', 'Grain in Ear', '芒種', '망종', 'Mang chủng', 'Манчжун', 'Манчжун', 'Σπόροι με άγανα', 'السنابل', 'बाली में अन्न'],
  ['xia-zhi', '夏至', 'Xiazhi', 'Summer Solstice', '夏至', '하지', 'Hạ chí', 'Сячжи', 'Сячжі', 'Θερινό ηλιοστάσιο', 'الانقلاب الصيفي', 'ग्रीष्म संक्रांति'],
  ['xiao-shu', '小暑', 'Xiaoshu', 'Minor Heat', '小暑', '소서', 'Tiểu thử', 'Сяошу', 'Сяошу', 'Μικρή ζέστη', 'الحر الأصغر', 'लघु ताप'],
  ['da-shu', '大暑', 'Dashu', 'Major Heat', '大暑', '대서', 'Đại thử', 'Дашу', 'Дашу', 'Μεγάλη ζέστη', 'الحر الأكبر', 'महा ताप'],
  ['li-qiu', '立秋', 'Liqiu', 'Start of Autumn', '立秋', '입추', 'Lập thu', 'Лицю', 'Ліцю', 'Αρχή του φθινοπώρου', 'بداية الخريف', 'शरद आरंभ'],
  ['chu-shu', '處暑', 'Chushu', 'End of Heat', '処暑', '처서', 'Xử thử', 'Чушу', 'Чушу', 'Τέλος της ζέστης', 'نهاية الحر', 'ताप अंत'],
  ['bai-lu', '白露', 'Bailu', 'White Dew', '白露', '백로', 'Bạch lộ', 'Байлу', 'Байлу', 'Λευκή δρόσος', 'الندى الأبيض', 'श्वेत ओस'],
  ['qiu-fen', '秋分', 'Qiufen', 'Autumn Equinox', '秋分', '추분', 'Thu phân', 'Цюфэнь', 'Цюфень', 'Φθινοπωρινή ισημερία', 'الاعتدال الخريفي', 'शरद विषुव'],
  ['han-lu', '寒露', 'Hanlu', 'Cold Dew', '寒露', '한로', 'Hàn lộ', 'Ханьлу', 'Ханьлу', 'Κρύα δρόσος', 'الندى البارد', 'शीत ओस'],
  ['shuang-jiang', '霜降', 'Shuangjiang', 'Frost Descent', '霜降', '상강', 'Sương giáng', 'Шуанцзян', 'Шуанцзян', 'Κάθοδος της πάχνης', 'نزول الصقيع', 'पाला पतन'],
  ['li-dong', '立冬', 'Lidong', 'Start of Winter', '立冬', '입동', 'Lập đông', 'Лидун', 'Лідун', 'Αρχή του χειμώνα', 'بداية الشتاء', 'शीत आरंभ'],
  ['xiao-xue', '小雪', 'Xiaoxue', 'Minor Snow', '小雪', '소설', 'Tiểu tuyết', 'Сяосюэ', 'Сяосюе', 'Μικρό χιόνι', 'الثلج الأصغر', 'लघु हिम'],
  ['da-xue', '大雪', 'Daxue', 'Major Snow', '大雪', '대설', 'Đại tuyết', 'Дасюэ', 'Дасюе', 'Μεγάλο χιόνι', 'الثلج الأكبر', 'महा हिम'],
  ['dong-zhi', '冬至', 'Dongzhi', 'Winter Solstice', '冬至', '동지', 'Đông chí', 'Дунчжи', 'Дунчжі', 'Χειμερινό ηλιοστάσιο', 'الانقلاب الشتوي', 'शीत संक्रांति'],
];

function row([, hanzi, pinyin, en, ja, ko, vi, ru, uk, el, ar, hi]: Row): Terms {
  return {
    en, de: pinyin, pl: pinyin, es: pinyin, pt: pinyin, fr: pinyin, it: pinyin, nl: pinyin, cs: pinyin, ro: pinyin, hu: pinyin, tr: pinyin, id: pinyin,
    ja, ko, vi, ru, uk, el: `${hanzi} (${el})`, ar: `${hanzi} (${ar})`, hi: `${hanzi} (${hi})`,
  };
}

export const SOLAR_TERM_TERMS: TermTable = Object.fromEntries(ROWS.map((r) => [r[0], row(r)]));
