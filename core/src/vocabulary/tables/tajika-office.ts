/**
 * The five office-bearers (panchadhikaris) of an annual chart (Tajika Neelakanthi; K. S. Charak,
 * Varshaphala ch. 9), as plugins/vedic/src/lib/tajika-strength.ts OFFICES lists them: the lord
 * of the muntha, of the natal lagna, of the annual lagna, the tri-rashi lord, and the lord of the
 * Sun's sign by day or the Moon's by night (issue 12: `office` was English in every language).
 * Muntha, lagna and tri-rashi stay Sanskrit terms, as the other Vedic tables write them.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const TAJIKA_OFFICE_TERMS: TermTable = rowTable(`
muntha-lord|Muntha lord|Herrscher der Muntha|Maître de la muntha|Regente de la muntha|Regente da muntha|Signore della muntha|Heerser van de muntha|Władca munthy|Vládce munthy|Stăpânul munthei|A muntha ura|Muntha yöneticisi|Penguasa muntha|Chủ muntha|Управитель мунтхи|Управитель мунтхи|Κυβερνήτης της μούνθα|حاكم المونثا|मुन्थेश|ムンターの支配星|문타 지배성
natal-lagna-lord|Natal lagna lord|Herrscher des Geburts-Lagna|Maître du lagna natal|Regente del lagna natal|Regente do lagna natal|Signore del lagna natale|Heerser van de geboortelagna|Władca lagny urodzeniowej|Vládce natální lagny|Stăpânul lagnei natale|A születési lagna ura|Doğum lagnası yöneticisi|Penguasa lagna kelahiran|Chủ lagna bản mệnh|Управитель натальной лагны|Управитель натальної лагни|Κυβερνήτης του γενέθλιου λάγκνα|حاكم لاغنا الميلاد|जन्म लग्नेश|出生ラグナの支配星|출생 라그나 지배성
annual-lagna-lord|Annual lagna lord|Herrscher des Jahres-Lagna|Maître du lagna annuel|Regente del lagna anual|Regente do lagna anual|Signore del lagna annuale|Heerser van de jaarlagna|Władca lagny rocznej|Vládce roční lagny|Stăpânul lagnei anuale|Az éves lagna ura|Yıllık lagna yöneticisi|Penguasa lagna tahunan|Chủ lagna của năm|Управитель годовой лагны|Управитель річної лагни|Κυβερνήτης του ετήσιου λάγκνα|حاكم لاغنا السنة|वर्ष लग्नेश|年ラグナの支配星|연간 라그나 지배성
tri-rashi-lord|Tri-rashi lord|Tri-Rashi-Herrscher|Maître du tri-rashi|Regente tri-rashi|Regente tri-rashi|Signore del tri-rashi|Tri-rashi-heerser|Władca tri-rashi|Vládce tri-rashi|Stăpânul tri-rashi|A tri-rasi ura|Tri-raşi yöneticisi|Penguasa tri-rashi|Chủ tri-rashi|Управитель три-раши|Управитель три-раші|Κυβερνήτης τρι-ράσι|حاكم تري-راشي|त्रिराशि स्वामी|トリラーシの支配星|트리라시 지배성
luminary-sign-lord|Sun-sign lord (day) / Moon-sign lord (night)|Herrscher des Sonnenzeichens (Tag) / des Mondzeichens (Nacht)|Maître du signe du Soleil (jour) / de la Lune (nuit)|Regente del signo del Sol (día) / de la Luna (noche)|Regente do signo do Sol (dia) / da Lua (noite)|Signore del segno del Sole (giorno) / della Luna (notte)|Heerser van het zonneteken (dag) / maanteken (nacht)|Władca znaku Słońca (dzień) / Księżyca (noc)|Vládce znamení Slunce (den) / Měsíce (noc)|Stăpânul semnului Soarelui (zi) / Lunii (noapte)|A Nap jegyének ura (nappal) / a Hold jegyéé (éjjel)|Güneş burcunun yöneticisi (gündüz) / Ay burcununki (gece)|Penguasa rasi Matahari (siang) / rasi Bulan (malam)|Chủ cung Mặt Trời (ban ngày) / cung Mặt Trăng (ban đêm)|Управитель знака Солнца (днём) / Луны (ночью)|Управитель знака Сонця (вдень) / Місяця (вночі)|Κυβερνήτης του ζωδίου του Ήλιου (ημέρα) / της Σελήνης (νύχτα)|حاكم برج الشمس (نهارًا) / برج القمر (ليلًا)|सूर्य राशि स्वामी (दिन) / चंद्र राशि स्वामी (रात्रि)|太陽の星座の支配星（昼）／月の星座の支配星（夜）|태양 별자리 지배성(낮) / 달 별자리 지배성(밤)
`);
