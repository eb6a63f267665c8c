/**
 * The sixteen Tajika yogas of Neelakantha's Tajika Neelakanthi (Samjna tantra), as
 * plugins/vedic/src/lib/tajika-yogas.ts TAJIKA_YOGA_NAMES lists them (slugs by kebab-case:
 * ikkavala ... durapha). The names are Sanskritised Arabic/Persian astrological terms (ithasala
 * from ittisal, ishrafa from insiraf, kamboola from qabul): the Latin-script languages keep the
 * transliteration of the English Tajika literature (Charak, PVR), Hindi writes the Sanskrit of
 * the text (इत्थशाल), Arabic writes the Arabic terms they come from (اتصال، انصراف، قبول; Tambira,
 * whose source word is disputed, is transliterated), the other scripts transliterate
 * (issue 12: `name` was the transliteration in every language).
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const TAJIKA_YOGA_TERMS: TermTable = rowTable(`
ikkavala|Ikkavala|Ikkavala|Ikkavala|Ikkavala|Ikkavala|Ikkavala|Ikkavala|Ikkavala|Ikkavala|Ikkavala|Ikkavala|Ikkavala|Ikkavala|Ikkavala|Иккавала|Іккавала|Ικκαβάλα|إقبال|इक्कबाल|イッカヴァーラ|이카발라
induvara|Induvara|Induvara|Induvara|Induvara|Induvara|Induvara|Induvara|Induvara|Induvara|Induvara|Induvara|Induvara|Induvara|Induvara|Индувара|Індувара|Ινδουβάρα|إدبار|इन्दुवार|インドゥヴァーラ|인두바라
ithasala|Ithasala|Ithasala|Ithasala|Ithasala|Ithasala|Ithasala|Ithasala|Ithasala|Ithasala|Ithasala|Ithasala|Ithasala|Ithasala|Ithasala|Итхасала|Ітхасала|Ιτασάλα|اتصال|इत्थशाल|イッタサーラ|이타살라
ishrafa|Ishrafa|Ishrafa|Ishrafa|Ishrafa|Ishrafa|Ishrafa|Ishrafa|Ishrafa|Ishrafa|Ishrafa|Ishrafa|Ishrafa|Ishrafa|Ishrafa|Ишрафа|Ішрафа|Ισράφα|انصراف|ईसराफ|イシュラーファ|이슈라파
nakta|Nakta|Nakta|Nakta|Nakta|Nakta|Nakta|Nakta|Nakta|Nakta|Nakta|Nakta|Nakta|Nakta|Nakta|Накта|Накта|Νάκτα|نقل|नक्त|ナクタ|낙타
yamaya|Yamaya|Yamaya|Yamaya|Yamaya|Yamaya|Yamaya|Yamaya|Yamaya|Yamaya|Yamaya|Yamaya|Yamaya|Yamaya|Yamaya|Ямая|Ямая|Γιαμάγια|جمع|यमया|ヤマヤー|야마야
manau|Manau|Manau|Manau|Manau|Manau|Manau|Manau|Manau|Manau|Manau|Manau|Manau|Manau|Manau|Манау|Манау|Μανάου|منع|मणऊ|マナウ|마나우
kamboola|Kamboola|Kamboola|Kamboola|Kamboola|Kamboola|Kamboola|Kamboola|Kamboola|Kamboola|Kamboola|Kamboola|Kamboola|Kamboola|Kamboola|Камбула|Камбула|Καμπούλα|قبول|कम्बूल|カンブーラ|캄불라
gairi-kamboola|Gairi-kamboola|Gairi-kamboola|Gairi-kamboola|Gairi-kamboola|Gairi-kamboola|Gairi-kamboola|Gairi-kamboola|Gairi-kamboola|Gairi-kamboola|Gairi-kamboola|Gairi-kamboola|Gairi-kamboola|Gairi-kamboola|Gairi-kamboola|Гаири-камбула|Гаірі-камбула|Γκαϊρί-καμπούλα|غير قبول|गैरिकम्बूल|ガイリ・カンブーラ|가이리캄불라
khallasara|Khallasara|Khallasara|Khallasara|Khallasara|Khallasara|Khallasara|Khallasara|Khallasara|Khallasara|Khallasara|Khallasara|Khallasara|Khallasara|Khallasara|Кхалласара|Кхалласара|Καλασάρα|خلاء السير|खल्लासर|カッラーサラ|칼라사라
radda|Radda|Radda|Radda|Radda|Radda|Radda|Radda|Radda|Radda|Radda|Radda|Radda|Radda|Radda|Радда|Радда|Ράντα|رد|रद्द|ラッダ|라다
duhphali-kuttha|Duhphali-kuttha|Duhphali-kuttha|Duhphali-kuttha|Duhphali-kuttha|Duhphali-kuttha|Duhphali-kuttha|Duhphali-kuttha|Duhphali-kuttha|Duhphali-kuttha|Duhphali-kuttha|Duhphali-kuttha|Duhphali-kuttha|Duhphali-kuttha|Duhphali-kuttha|Духпхали-куттха|Духпхалі-куттха|Ντουπάλι-κούτα|دفع القوة|दुःफालिकुत्थ|ドゥフパリ・クッタ|두팔리쿠타
dutthottha-davira|Dutthottha-davira|Dutthottha-davira|Dutthottha-davira|Dutthottha-davira|Dutthottha-davira|Dutthottha-davira|Dutthottha-davira|Dutthottha-davira|Dutthottha-davira|Dutthottha-davira|Dutthottha-davira|Dutthottha-davira|Dutthottha-davira|Dutthottha-davira|Дуттхоттха-давира|Дуттхоттха-давіра|Ντουτότα-νταβίρα|دفع التدبير|दुत्थोत्थदवीर|ドゥットッタ・ダヴィーラ|두토타다비라
tambira|Tambira|Tambira|Tambira|Tambira|Tambira|Tambira|Tambira|Tambira|Tambira|Tambira|Tambira|Tambira|Tambira|Tambira|Тамбира|Тамбіра|Ταμπίρα|تمبيرا|तम्बीर|タンビーラ|탐비라
kuttha|Kuttha|Kuttha|Kuttha|Kuttha|Kuttha|Kuttha|Kuttha|Kuttha|Kuttha|Kuttha|Kuttha|Kuttha|Kuttha|Kuttha|Куттха|Куттха|Κούτα|قوة|कुत्थ|クッタ|쿠타
durapha|Durapha|Durapha|Durapha|Durapha|Durapha|Durapha|Durapha|Durapha|Durapha|Durapha|Durapha|Durapha|Durapha|Durapha|Дурапха|Дурапха|Ντουράφα|ضعف|दुरफ|ドゥラファ|두라파
`);
