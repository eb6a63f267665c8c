/**
 * The five rajju groups of the stars (Kalaprakasika; plugins/vedic/src/lib/koota.ts): the Sanskrit
 * name with the part of the body it stands for, transliterated in non-Latin scripts (hi in
 * Devanagari) and the body part translated.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const RAJJU_TERMS: TermTable = rowTable(`
siro|Siro (head)|Siro (Kopf)|Siro (tête)|Siro (cabeza)|Siro (cabeça)|Siro (testa)|Siro (hoofd)|Siro (głowa)|Širo (hlava)|Siro (cap)|Siro (fej)|Siro (baş)|Siro (kepala)|Siro (đầu)|Сиро (голова)|Сіро (голова)|Σίρο (κεφάλι)|سيرو (الرأس)|शिरो (सिर)|シロ（頭）|시로(머리)
kantha|Kantha (neck)|Kantha (Hals)|Kantha (cou)|Kantha (cuello)|Kantha (pescoço)|Kantha (collo)|Kantha (nek)|Kantha (szyja)|Kantha (krk)|Kantha (gât)|Kantha (nyak)|Kantha (boyun)|Kantha (leher)|Kantha (cổ)|Кантха (шея)|Кантха (шия)|Κάντα (λαιμός)|كانثا (العنق)|कंठ (गला)|カンタ（首）|칸타(목)
udara|Udara (stomach)|Udara (Bauch)|Udara (ventre)|Udara (vientre)|Udara (ventre)|Udara (ventre)|Udara (buik)|Udara (brzuch)|Udara (břicho)|Udara (pântec)|Udara (has)|Udara (karın)|Udara (perut)|Udara (bụng)|Удара (живот)|Удара (живіт)|Ουντάρα (κοιλιά)|أودارا (البطن)|उदर (पेट)|ウダラ（腹）|우다라(배)
kati|Kati (waist)|Kati (Hüfte)|Kati (taille)|Kati (cintura)|Kati (cintura)|Kati (vita)|Kati (middel)|Kati (talia)|Kati (pas)|Kati (talie)|Kati (derék)|Kati (bel)|Kati (pinggang)|Kati (eo)|Кати (пояс)|Каті (пояс)|Κάτι (μέση)|كاتي (الخصر)|कटि (कमर)|カティ（腰）|카티(허리)
pada|Pada (foot)|Pada (Fuß)|Pada (pied)|Pada (pie)|Pada (pé)|Pada (piede)|Pada (voet)|Pada (stopa)|Páda (chodidlo)|Pada (picior)|Pada (láb)|Pada (ayak)|Pada (kaki)|Pada (chân)|Пада (стопа)|Пада (стопа)|Πάντα (πόδι)|بادا (القدم)|पाद (पैर)|パーダ（足）|파다(발)
`);
