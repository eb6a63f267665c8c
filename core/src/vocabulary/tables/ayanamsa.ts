/**
 * The sidereal schools the chart input accepts (core/src/astro/ayanamsa.ts AYANAMSAS, keyed by
 * its slugs), named as each language's astrological literature writes them (issue 12: the Vedic
 * answers' `ayanamsa.name` was the English label in every language): Lahiri is लाहिड़ी in Hindi
 * (the Bengali surname), ラヒリ in Japanese; Chitrapaksha (the Spica-opposite school of the Indian
 * Calendar Reform Committee, 1955) is चित्रपक्ष. The Latin-script languages keep the proper names
 * as the English literature spells them; only "True Chitra" (the star Spica at 180 deg, Swiss
 * SE_SIDM_TRUE_CITRA) is a phrase and is translated. KP, VP291 are the software's own codes.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const AYANAMSA_TERMS: TermTable = rowTable(`
fagan-bradley|Fagan/Bradley|Fagan/Bradley|Fagan/Bradley|Fagan/Bradley|Fagan/Bradley|Fagan/Bradley|Fagan/Bradley|Fagan/Bradley|Fagan/Bradley|Fagan/Bradley|Fagan/Bradley|Fagan/Bradley|Fagan/Bradley|Fagan/Bradley|Фейган/Брэдли|Фейган/Бредлі|Φέιγκαν/Μπράντλεϊ|فاغان/برادلي|फेगन/ब्रैडली|フェイガン/ブラッドレー|페이건/브래들리
lahiri|Lahiri (Chitrapaksha)|Lahiri (Chitrapaksha)|Lahiri (Chitrapaksha)|Lahiri (Chitrapaksha)|Lahiri (Chitrapaksha)|Lahiri (Chitrapaksha)|Lahiri (Chitrapaksha)|Lahiri (Ćitrapakśa)|Láhirí (Čitrapakša)|Lahiri (Chitrapaksha)|Lahiri (Csitrapaksa)|Lahiri (Çitrapakşa)|Lahiri (Chitrapaksha)|Lahiri (Chitrapaksha)|Лахири (Читрапакша)|Лахірі (Чітрапакша)|Λαχίρι (Τσιτραπάκσα)|لاهيري (تشيترابكشا)|लाहिड़ी (चित्रपक्ष)|ラヒリ (チトラパクシャ)|라히리 (치트라팍샤)
de-luce|De Luce|De Luce|De Luce|De Luce|De Luce|De Luce|De Luce|De Luce|De Luce|De Luce|De Luce|De Luce|De Luce|De Luce|Де Люс|Де Люс|Ντε Λους|دي لوس|डी ल्यूस|デ・ルース|드 루스
raman|B. V. Raman|B. V. Raman|B. V. Raman|B. V. Raman|B. V. Raman|B. V. Raman|B. V. Raman|B. V. Raman|B. V. Raman|B. V. Raman|B. V. Raman|B. V. Raman|B. V. Raman|B. V. Raman|Б. В. Раман|Б. В. Раман|Μπ. Β. Ράμαν|ب. ف. رامان|बी. वी. रमन|B・V・ラーマン|B. V. 라만
krishnamurti|Krishnamurti|Krishnamurti|Krishnamurti|Krishnamurti|Krishnamurti|Krishnamurti|Krishnamurti|Krishnamurti|Krishnamurti|Krishnamurti|Krishnamurti|Krishnamurti|Krishnamurti|Krishnamurti|Кришнамурти|Крішнамурті|Κρισναμούρτι|كريشنامورتي|कृष्णमूर्ति|クリシュナムルティ|크리슈나무르티
kp|Krishnamurti-Senthilathiban (KP, VP291)|Krishnamurti-Senthilathiban (KP, VP291)|Krishnamurti-Senthilathiban (KP, VP291)|Krishnamurti-Senthilathiban (KP, VP291)|Krishnamurti-Senthilathiban (KP, VP291)|Krishnamurti-Senthilathiban (KP, VP291)|Krishnamurti-Senthilathiban (KP, VP291)|Krishnamurti-Senthilathiban (KP, VP291)|Krishnamurti-Senthilathiban (KP, VP291)|Krishnamurti-Senthilathiban (KP, VP291)|Krishnamurti-Senthilathiban (KP, VP291)|Krishnamurti-Senthilathiban (KP, VP291)|Krishnamurti-Senthilathiban (KP, VP291)|Krishnamurti-Senthilathiban (KP, VP291)|Кришнамурти — Сентилатибан (KP, VP291)|Крішнамурті — Сентілатібан (KP, VP291)|Κρισναμούρτι-Σενθιλαθιμπάν (KP, VP291)|كريشنامورتي-سينثيلاثيبان (KP، VP291)|कृष्णमूर्ति-सेंथिलतिबन (KP, VP291)|クリシュナムルティ・センティラティバン (KP, VP291)|크리슈나무르티-센틸라티반 (KP, VP291)
yukteshwar|Sri Yukteshwar|Sri Yukteshwar|Sri Yukteshwar|Sri Yukteshwar|Sri Yukteshwar|Sri Yukteshwar|Sri Yukteshwar|Sri Yukteshwar|Šrí Juktéšvar|Sri Yukteshwar|Sri Yukteshwar|Sri Yukteşvar|Sri Yukteshwar|Sri Yukteshwar|Шри Юктешвар|Шрі Юктешвар|Σρι Γιουκτεσβάρ|سري يوكتيشوار|श्री युक्तेश्वर|スリ・ユクテスワ|스리 유크테스와르
jn-bhasin|J. N. Bhasin|J. N. Bhasin|J. N. Bhasin|J. N. Bhasin|J. N. Bhasin|J. N. Bhasin|J. N. Bhasin|J. N. Bhasin|J. N. Bhasin|J. N. Bhasin|J. N. Bhasin|J. N. Bhasin|J. N. Bhasin|J. N. Bhasin|Дж. Н. Бхасин|Дж. Н. Бгасін|Τζ. Ν. Μπασίν|ج. ن. بهاسين|जे. एन. भसीन|J・N・バシン|J. N. 바신
true-citra|True Chitra|Wahre Chitra|Chitra vraie|Chitra verdadera|Chitra verdadeira|Chitra vera|Ware Chitra|Prawdziwa Ćitra|Pravá Čitra|Chitra adevărată|Valódi Csitra|Gerçek Çitra|Chitra sejati|Chitra thực|Истинная Читра|Істинна Чітра|Αληθής Τσίτρα|تشيترا الحقيقية|सत्य चित्रा|真チトラ|진 치트라
djwhal-khul|Djwhal Khul|Djwhal Khul|Djwhal Khul|Djwhal Khul|Djwhal Khul|Djwhal Khul|Djwhal Khul|Djwhal Khul|Djwhal Khul|Djwhal Khul|Djwhal Khul|Djwhal Khul|Djwhal Khul|Djwhal Khul|Джуал Хул|Джуал Хул|Τζουάλ Κουλ|جوال خول|ज्वाल खुल|ジュワル・クール|주얼 쿨
`);
