/**
 * The relations of two earthly branches (San Ming Tong Hui: six harmonies, three harmonies,
 * clash, punishment, harm, destruction; plugins/chinese/src/lib/relations.ts), with `same` (one
 * branch twice) and `neutral` (none). Japanese and Korean write the one-character terms 六合 三合
 * 冲 刑 害 破 (육합 삼합 충 형 해 파), Vietnamese the Sino-Vietnamese lục hợp, tam hợp, xung,
 * hình, hại, phá; the other languages translate the term and add the pinyin the Bazi
 * literature keys it by.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const BRANCH_RELATION_TERMS: TermTable = rowTable(`
six-harmony|six harmony (liu he)|Sechserharmonie (liu he)|harmonie des six (liu he)|armonía de seis (liu he)|harmonia de seis (liu he)|armonia dei sei (liu he)|zesvoudige harmonie (liu he)|harmonia sześciu (liu he)|harmonie šesti (liu he)|armonia celor șase (liu he)|hatos harmónia (liu he)|altılı uyum (liu he)|harmoni enam (liu he)|lục hợp|шесть гармоний (лю хэ)|шість гармоній (лю хе)|εξαπλή αρμονία (λιου χε)|الانسجام السداسي (ليو خه)|षड् सामंजस्य (लियू हे)|六合|육합
three-harmony|three harmony (san he)|Dreierharmonie (san he)|harmonie des trois (san he)|armonía de tres (san he)|harmonia de três (san he)|armonia dei tre (san he)|drievoudige harmonie (san he)|harmonia trzech (san he)|harmonie tří (san he)|armonia celor trei (san he)|hármas harmónia (san he)|üçlü uyum (san he)|harmoni tiga (san he)|tam hợp|тройная гармония (сань хэ)|потрійна гармонія (сань хе)|τριπλή αρμονία (σαν χε)|الانسجام الثلاثي (سان خه)|त्रि-सामंजस्य (सान हे)|三合|삼합
clash|clash (chong)|Zusammenstoß (chong)|choc (chong)|choque (chong)|choque (chong)|scontro (chong)|botsing (chong)|starcie (chong)|střet (chong)|ciocnire (chong)|ütközés (chong)|çatışma (chong)|benturan (chong)|xung|столкновение (чун)|зіткнення (чун)|σύγκρουση (τσονγκ)|التصادم (تشونغ)|टकराव (चोंग)|冲|충
punishment|punishment (xing)|Bestrafung (xing)|punition (xing)|castigo (xing)|punição (xing)|punizione (xing)|straf (xing)|kara (xing)|trest (xing)|pedeapsă (xing)|büntetés (xing)|ceza (xing)|hukuman (xing)|hình|наказание (син)|покарання (сін)|τιμωρία (σινγκ)|العقاب (شينغ)|दंड (शिंग)|刑|형
harm|harm (hai)|Schaden (hai)|nuisance (hai)|daño (hai)|dano (hai)|danno (hai)|schade (hai)|szkoda (hai)|škoda (hai)|vătămare (hai)|ártalom (hai)|zarar (hai)|kerugian (hai)|hại|вред (хай)|шкода (хай)|βλάβη (χάι)|الأذى (هاي)|हानि (हाई)|害|해
destruction|destruction (po)|Zerstörung (po)|destruction (po)|destrucción (po)|destruição (po)|distruzione (po)|vernietiging (po)|zniszczenie (po)|zničení (po)|distrugere (po)|rombolás (po)|yıkım (po)|penghancuran (po)|phá|разрушение (по)|руйнування (по)|καταστροφή (πο)|الهدم (بو)|विनाश (पो)|破|파
same|same branch|gleicher Zweig|même branche|misma rama|mesmo ramo|stesso ramo|zelfde tak|ta sama gałąź|stejná větev|aceeași ramură|azonos ág|aynı dal|cabang yang sama|cùng chi|та же ветвь|та сама гілка|ίδιος κλάδος|الفرع نفسه|समान शाखा|同じ支|같은 지지
neutral|no relation|keine Beziehung|aucune relation|sin relación|sem relação|nessuna relazione|geen relatie|brak relacji|žádný vztah|nicio relație|nincs kapcsolat|ilişki yok|tanpa hubungan|không quan hệ|нет связи|немає зв’язку|καμία σχέση|لا علاقة|कोई संबंध नहीं|関係なし|관계 없음
`);
