/**
 * The vara-nakshatra-tithi yogas of Muhurta Chintamani (Shubhashubha prakarana) that
 * /vedic/muhurta/siddhi-yogas finds (plugins/vedic/src/lib/muhurta-yogas.ts): Sarvartha Siddhi,
 * Amrita Siddhi, Guru-Pushya, Ravi-Pushya, Dwipushkara, Tripushkara and Ravi yoga. Proper
 * Sanskrit names: Hindi in Devanagari, the other non-Latin scripts transliterate, Latin-script
 * languages keep the transliteration (German joins with a hyphen).
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const SIDDHI_YOGA_TERMS: TermTable = rowTable(`
sarvartha-siddhi|Sarvartha Siddhi|Sarvartha-Siddhi|Sarvartha Siddhi|Sarvartha Siddhi|Sarvartha Siddhi|Sarvartha Siddhi|Sarvartha Siddhi|Sarvartha Siddhi|Sarvartha Siddhi|Sarvartha Siddhi|Sarvartha Siddhi|Sarvartha Siddhi|Sarvartha Siddhi|Sarvartha Siddhi|Сарвартха-сиддхи|Сарвартха-сіддхі|Σαρβάρτα Σίντι|سارفارثا سيدهي|सर्वार्थ सिद्धि|サルヴァールタ・シッディ|사르바르타 싯디
amrita-siddhi|Amrita Siddhi|Amrita-Siddhi|Amrita Siddhi|Amrita Siddhi|Amrita Siddhi|Amrita Siddhi|Amrita Siddhi|Amrita Siddhi|Amrita Siddhi|Amrita Siddhi|Amrita Siddhi|Amrita Siddhi|Amrita Siddhi|Amrita Siddhi|Амрита-сиддхи|Амріта-сіддхі|Αμρίτα Σίντι|أمريتا سيدهي|अमृत सिद्धि|アムリタ・シッディ|암리타 싯디
guru-pushya|Guru Pushya|Guru-Pushya|Guru Pushya|Guru Pushya|Guru Pushya|Guru Pushya|Guru Pushya|Guru Pushya|Guru Pushya|Guru Pushya|Guru Pushya|Guru Pushya|Guru Pushya|Guru Pushya|Гуру-пушья|Гуру-пуш’я|Γκούρου Πούσια|غورو بوشيا|गुरु पुष्य|グル・プシュヤ|구루 푸샤
ravi-pushya|Ravi Pushya|Ravi-Pushya|Ravi Pushya|Ravi Pushya|Ravi Pushya|Ravi Pushya|Ravi Pushya|Ravi Pushya|Ravi Pushya|Ravi Pushya|Ravi Pushya|Ravi Pushya|Ravi Pushya|Ravi Pushya|Рави-пушья|Раві-пуш’я|Ράβι Πούσια|رافي بوشيا|रवि पुष्य|ラヴィ・プシュヤ|라비 푸샤
dwipushkara|Dwipushkara|Dwipushkara|Dwipushkara|Dwipushkara|Dwipushkara|Dwipushkara|Dwipushkara|Dwipushkara|Dwipushkara|Dwipushkara|Dwipushkara|Dwipushkara|Dwipushkara|Dwipushkara|Двипушкара|Двіпушкара|Ντβιπούσκαρα|دويبوشكارا|द्विपुष्कर|ドゥヴィプシュカラ|드비푸슈카라
tripushkara|Tripushkara|Tripushkara|Tripushkara|Tripushkara|Tripushkara|Tripushkara|Tripushkara|Tripushkara|Tripushkara|Tripushkara|Tripushkara|Tripushkara|Tripushkara|Tripushkara|Трипушкара|Тріпушкара|Τριπούσκαρα|تريبوشكارا|त्रिपुष्कर|トリプシュカラ|트리푸슈카라
ravi-yoga|Ravi yoga|Ravi-Yoga|Ravi yoga|Ravi yoga|Ravi yoga|Ravi yoga|Ravi yoga|Ravi yoga|Ravi yoga|Ravi yoga|Ravi yoga|Ravi yoga|Ravi yoga|Ravi yoga|Рави-йога|Раві-йога|Ράβι γιόγκα|رافي يوغا|रवि योग|ラヴィ・ヨーガ|라비 요가
`);
