/**
 * The Egyptian names of the 36 decans as Hephaestion of Thebes gives them, Apotelesmatika I.1
 * (Greek text, ed. Engelbrecht 1887; the names the reference family's lib/decans.ts transliterates),
 * by decan slug (`aries-first` ... `pisces-third`): the `name` of /reference/decans. Proper names:
 * the Latin-script languages keep the usual Latin transliteration, Greek writes Hephaestion's
 * Greek (monotonic), the other scripts transliterate the Greek sound by sound (Cyrillic, Arabic,
 * Devanagari, katakana, hangul). Names that recur in the source (Chontare, Sesme, Ptibiou) recur
 * here in every script.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const DECAN_NAME_TERMS: TermTable = rowTable(`
aries-first|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Хонтаре|Хонтаре|Χονταρέ|خونتاري|खोंतारे|コンタレ|콘타레
aries-second|Chontachre|Chontachre|Chontachre|Chontachre|Chontachre|Chontachre|Chontachre|Chontachre|Chontachre|Chontachre|Chontachre|Chontachre|Chontachre|Chontachre|Хонтахре|Хонтахре|Χονταχρέ|خونتاخري|खोंताख्रे|コンタクレ|콘타크레
aries-third|Siket|Siket|Siket|Siket|Siket|Siket|Siket|Siket|Siket|Siket|Siket|Siket|Siket|Siket|Сикет|Сікет|Σικέτ|سيكت|सिकेत|シケト|시케트
taurus-first|Choou|Choou|Choou|Choou|Choou|Choou|Choou|Choou|Choou|Choou|Choou|Choou|Choou|Choou|Хоу|Хоу|Χωού|خوو|खोऊ|コウ|코우
taurus-second|Ero|Ero|Ero|Ero|Ero|Ero|Ero|Ero|Ero|Ero|Ero|Ero|Ero|Ero|Эро|Еро|Ερώ|إيرو|एरो|エロ|에로
taurus-third|Rhombromare|Rhombromare|Rhombromare|Rhombromare|Rhombromare|Rhombromare|Rhombromare|Rhombromare|Rhombromare|Rhombromare|Rhombromare|Rhombromare|Rhombromare|Rhombromare|Ромбромаре|Ромбромаре|Ρομβρομαρέ|رومبروماري|रोम्ब्रोमारे|ロンブロマレ|롬브로마레
gemini-first|Thosolk|Thosolk|Thosolk|Thosolk|Thosolk|Thosolk|Thosolk|Thosolk|Thosolk|Thosolk|Thosolk|Thosolk|Thosolk|Thosolk|Тосолк|Тосолк|Θοσόλκ|ثوسولك|थोसोल्क|トソルク|토솔크
gemini-second|Ouare|Ouare|Ouare|Ouare|Ouare|Ouare|Ouare|Ouare|Ouare|Ouare|Ouare|Ouare|Ouare|Ouare|Уаре|Уаре|Ουαρέ|واري|ऊआरे|ウアレ|우아레
gemini-third|Phouori|Phouori|Phouori|Phouori|Phouori|Phouori|Phouori|Phouori|Phouori|Phouori|Phouori|Phouori|Phouori|Phouori|Фуори|Фуорі|Φουωρί|فووري|फूओरी|プオリ|푸오리
cancer-first|Sothis|Sothis|Sothis|Sothis|Sothis|Sothis|Sothis|Sothis|Sothis|Sothis|Sothis|Sothis|Sothis|Sothis|Сотис|Сотіс|Σώθις|سوثيس|सोथिस|ソティス|소티스
cancer-second|Sit|Sit|Sit|Sit|Sit|Sit|Sit|Sit|Sit|Sit|Sit|Sit|Sit|Sit|Сит|Сіт|Σιτ|سيت|सित|シト|시트
cancer-third|Chnoumis|Chnoumis|Chnoumis|Chnoumis|Chnoumis|Chnoumis|Chnoumis|Chnoumis|Chnoumis|Chnoumis|Chnoumis|Chnoumis|Chnoumis|Chnoumis|Хнумис|Хнуміс|Χνούμις|خنوميس|ख्नूमिस|クヌミス|크누미스
leo-first|Charchnoumis|Charchnoumis|Charchnoumis|Charchnoumis|Charchnoumis|Charchnoumis|Charchnoumis|Charchnoumis|Charchnoumis|Charchnoumis|Charchnoumis|Charchnoumis|Charchnoumis|Charchnoumis|Хархнумис|Хархнуміс|Χαρχνούμις|خارخنوميس|खार्ख्नूमिस|カルクヌミス|카르크누미스
leo-second|Epe|Epe|Epe|Epe|Epe|Epe|Epe|Epe|Epe|Epe|Epe|Epe|Epe|Epe|Эпе|Епе|Ηπή|إيبي|एपे|エペ|에페
leo-third|Phoupe|Phoupe|Phoupe|Phoupe|Phoupe|Phoupe|Phoupe|Phoupe|Phoupe|Phoupe|Phoupe|Phoupe|Phoupe|Phoupe|Фупе|Фупе|Φουπή|فوبي|फूपे|プペ|푸페
virgo-first|Tom|Tom|Tom|Tom|Tom|Tom|Tom|Tom|Tom|Tom|Tom|Tom|Tom|Tom|Том|Том|Τωμ|توم|तोम|トム|톰
virgo-second|Ouestebkoti|Ouestebkoti|Ouestebkoti|Ouestebkoti|Ouestebkoti|Ouestebkoti|Ouestebkoti|Ouestebkoti|Ouestebkoti|Ouestebkoti|Ouestebkoti|Ouestebkoti|Ouestebkoti|Ouestebkoti|Уэстебкоти|Уестебкоті|Ουεστεβκωτί|وستبكوتي|ऊएस्तेब्कोती|ウエステブコティ|우에스테브코티
virgo-third|Aphoso|Aphoso|Aphoso|Aphoso|Aphoso|Aphoso|Aphoso|Aphoso|Aphoso|Aphoso|Aphoso|Aphoso|Aphoso|Aphoso|Афосо|Афосо|Αφοσό|أفوسو|अफ़ोसो|アポソ|아포소
libra-first|Souchoe|Souchoe|Souchoe|Souchoe|Souchoe|Souchoe|Souchoe|Souchoe|Souchoe|Souchoe|Souchoe|Souchoe|Souchoe|Souchoe|Сухоэ|Сухое|Σουχωέ|سوخوي|सूखोए|スコエ|수코에
libra-second|Ptechout|Ptechout|Ptechout|Ptechout|Ptechout|Ptechout|Ptechout|Ptechout|Ptechout|Ptechout|Ptechout|Ptechout|Ptechout|Ptechout|Птехут|Птехут|Πτηχούτ|بتيخوت|प्तेखूत|プテクト|프테쿠트
libra-third|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Хонтаре|Хонтаре|Χονταρέ|خونتاري|खोंतारे|コンタレ|콘타레
scorpio-first|Stochnene|Stochnene|Stochnene|Stochnene|Stochnene|Stochnene|Stochnene|Stochnene|Stochnene|Stochnene|Stochnene|Stochnene|Stochnene|Stochnene|Стохнене|Стохнене|Στοχνηνή|ستوخنيني|स्तोख्नेने|ストクネネ|스토크네네
scorpio-second|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Сесме|Сесме|Σεσμέ|سسمي|सेस्मे|セスメ|세스메
scorpio-third|Sisieme|Sisieme|Sisieme|Sisieme|Sisieme|Sisieme|Sisieme|Sisieme|Sisieme|Sisieme|Sisieme|Sisieme|Sisieme|Sisieme|Сисиеме|Сісіеме|Σισιεμέ|سيسيمي|सिसिएमे|シシエメ|시시에메
sagittarius-first|Reouo|Reouo|Reouo|Reouo|Reouo|Reouo|Reouo|Reouo|Reouo|Reouo|Reouo|Reouo|Reouo|Reouo|Реуо|Реуо|Ρηουώ|ريوو|रेऊओ|レウオ|레우오
sagittarius-second|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Sesme|Сесме|Сесме|Σεσμέ|سسمي|सेस्मे|セスメ|세스메
sagittarius-third|Komme|Komme|Komme|Komme|Komme|Komme|Komme|Komme|Komme|Komme|Komme|Komme|Komme|Komme|Комме|Комме|Κομμέ|كومي|कोम्मे|コンメ|콤메
capricorn-first|Smat|Smat|Smat|Smat|Smat|Smat|Smat|Smat|Smat|Smat|Smat|Smat|Smat|Smat|Смат|Смат|Σματ|سمات|स्मात|スマト|스마트
capricorn-second|Sro|Sro|Sro|Sro|Sro|Sro|Sro|Sro|Sro|Sro|Sro|Sro|Sro|Sro|Сро|Сро|Σρω|سرو|स्रो|スロ|스로
capricorn-third|Isro|Isro|Isro|Isro|Isro|Isro|Isro|Isro|Isro|Isro|Isro|Isro|Isro|Isro|Исро|Ісро|Ισρώ|إسرو|इस्रो|イスロ|이스로
aquarius-first|Ptiau|Ptiau|Ptiau|Ptiau|Ptiau|Ptiau|Ptiau|Ptiau|Ptiau|Ptiau|Ptiau|Ptiau|Ptiau|Ptiau|Птиау|Птіау|Πτιαύ|بتياو|प्तिआउ|プティアウ|프티아우
aquarius-second|Aeu|Aeu|Aeu|Aeu|Aeu|Aeu|Aeu|Aeu|Aeu|Aeu|Aeu|Aeu|Aeu|Aeu|Аэу|Аеу|Αεύ|أيو|आएउ|アエウ|아에우
aquarius-third|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Птибиу|Птібіу|Πτιβιού|بتيبيو|प्तिबिऊ|プティビウ|프티비우
pisces-first|Abiou|Abiou|Abiou|Abiou|Abiou|Abiou|Abiou|Abiou|Abiou|Abiou|Abiou|Abiou|Abiou|Abiou|Абиу|Абіу|Αβιού|أبيو|अबिऊ|アビウ|아비우
pisces-second|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Chontare|Хонтаре|Хонтаре|Χονταρέ|خونتاري|खोंतारे|コンタレ|콘타레
pisces-third|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Ptibiou|Птибиу|Птібіу|Πτιβιού|بتيبيو|प्तिबिऊ|プティビウ|프티비우
`);
