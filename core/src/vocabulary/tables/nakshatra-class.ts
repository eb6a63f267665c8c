/**
 * The seven classes of the 27 nakshatras by nature (Muhurta Chintamani, Nakshatra prakarana;
 * plugins/vedic/src/lib/muhurta-rules.ts STAR_CLASSES): dhruva (fixed), chara (movable), kshipra
 * (swift), mridu (soft), ugra (fierce), mishra (mixed), tikshna (sharp). The Sanskrit class,
 * transliterated as the panchang tables write Sanskrit terms, with its meaning in the language in
 * parentheses; Hindi gives the almanacs' second name (स्थिर, चल, लघु, मैत्र, क्रूर, साधारण, दारुण).
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const NAKSHATRA_CLASS_TERMS: TermTable = rowTable(`
dhruva|Dhruva (fixed)|Dhruva (fest)|Dhruva (fixe)|Dhruva (fija)|Dhruva (fixa)|Dhruva (fissa)|Dhruva (vast)|Dhruva (stała)|Dhruva (pevná)|Dhruva (fixă)|Dhruva (állandó)|Dhruva (sabit)|Dhruva (tetap)|Dhruva (cố định)|Дхрува (неподвижная)|Дхрува (нерухома)|Ντρούβα (σταθερή)|دهروفا (ثابتة)|ध्रुव (स्थिर)|ドゥルヴァ（固定）|드루바 (고정)
chara|Chara (movable)|Chara (beweglich)|Chara (mobile)|Chara (móvil)|Chara (móvel)|Chara (mobile)|Chara (beweeglijk)|Chara (ruchoma)|Chara (pohyblivá)|Chara (mobilă)|Chara (mozgó)|Chara (hareketli)|Chara (bergerak)|Chara (di động)|Чара (подвижная)|Чара (рухома)|Τσάρα (κινητή)|تشارا (متحركة)|चर (चल)|チャラ（移動）|차라 (이동)
kshipra|Kshipra (swift)|Kshipra (schnell)|Kshipra (rapide)|Kshipra (rápida)|Kshipra (rápida)|Kshipra (rapida)|Kshipra (snel)|Kshipra (szybka)|Kshipra (rychlá)|Kshipra (rapidă)|Kshipra (gyors)|Kshipra (hızlı)|Kshipra (cepat)|Kshipra (nhanh)|Кшипра (быстрая)|Кшіпра (швидка)|Κσίπρα (ταχεία)|كشيبرا (سريعة)|क्षिप्र (लघु)|クシプラ（迅速）|크시프라 (신속)
mridu|Mridu (soft)|Mridu (sanft)|Mridu (douce)|Mridu (suave)|Mridu (suave)|Mridu (dolce)|Mridu (zacht)|Mridu (łagodna)|Mridu (mírná)|Mridu (blândă)|Mridu (lágy)|Mridu (yumuşak)|Mridu (lembut)|Mridu (mềm mỏng)|Мриду (мягкая)|Мріду (м’яка)|Μρίντου (ήπια)|مريدو (ليّنة)|मृदु (मैत्र)|ムリドゥ（柔和）|므리두 (유순)
ugra|Ugra (fierce)|Ugra (grimmig)|Ugra (féroce)|Ugra (feroz)|Ugra (feroz)|Ugra (feroce)|Ugra (woest)|Ugra (groźna)|Ugra (divoká)|Ugra (aprigă)|Ugra (heves)|Ugra (sert)|Ugra (garang)|Ugra (dữ dội)|Угра (свирепая)|Угра (люта)|Ούγκρα (άγρια)|أوغرا (شرسة)|उग्र (क्रूर)|ウグラ（猛烈）|우그라 (사나움)
mishra|Mishra (mixed)|Mishra (gemischt)|Mishra (mixte)|Mishra (mixta)|Mishra (mista)|Mishra (mista)|Mishra (gemengd)|Mishra (mieszana)|Mishra (smíšená)|Mishra (mixtă)|Mishra (vegyes)|Mishra (karma)|Mishra (campuran)|Mishra (hỗn hợp)|Мишра (смешанная)|Мішра (змішана)|Μίσρα (μικτή)|ميشرا (مختلطة)|मिश्र (साधारण)|ミシュラ（混合）|미슈라 (혼합)
tikshna|Tikshna (sharp)|Tikshna (scharf)|Tikshna (tranchante)|Tikshna (afilada)|Tikshna (afiada)|Tikshna (tagliente)|Tikshna (scherp)|Tikshna (ostra)|Tikshna (ostrá)|Tikshna (ascuțită)|Tikshna (éles)|Tikshna (keskin)|Tikshna (tajam)|Tikshna (sắc bén)|Тикшна (острая)|Тікшна (гостра)|Τίκσνα (οξεία)|تيكشنا (حادة)|तीक्ष्ण (दारुण)|ティークシュナ（鋭利）|티크슈나 (날카로움)
`);
