/**
 * The five tithi groups (Nanda 1, 6, 11; Bhadra 2, 7, 12; Jaya 3, 8, 13; Rikta 4, 9, 14; Purna
 * 5, 10, 15 of either paksha; Muhurta Chintamani, Shubhashubha prakarana), the centre squares of
 * the Sarvatobhadra chakra (/vedic/gochara/sarvatobhadra; plugins/vedic/src/lib/sarvatobhadra.ts).
 * Sanskrit terms: Hindi in Devanagari, the other non-Latin scripts transliterate, Latin-script
 * languages keep the transliteration.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const TITHI_GROUP_TERMS: TermTable = rowTable(`
nanda|Nanda|Nanda|Nanda|Nanda|Nanda|Nanda|Nanda|Nanda|Nanda|Nanda|Nanda|Nanda|Nanda|Nanda|Нанда|Нанда|Νάντα|ناندا|नन्दा|ナンダー|난다
bhadra|Bhadra|Bhadra|Bhadra|Bhadra|Bhadra|Bhadra|Bhadra|Bhadra|Bhadra|Bhadra|Bhadra|Bhadra|Bhadra|Bhadra|Бхадра|Бхадра|Μπάντρα|بهادرا|भद्रा|バドラー|바드라
jaya|Jaya|Jaya|Jaya|Jaya|Jaya|Jaya|Jaya|Jaya|Jaya|Jaya|Jaya|Jaya|Jaya|Jaya|Джая|Джая|Τζάγια|جايا|जया|ジャヤー|자야
rikta|Rikta|Rikta|Rikta|Rikta|Rikta|Rikta|Rikta|Rikta|Rikta|Rikta|Rikta|Rikta|Rikta|Rikta|Рикта|Рікта|Ρίκτα|ريكتا|रिक्ता|リクター|릭타
purna|Purna|Purna|Purna|Purna|Purna|Purna|Purna|Purna|Purna|Purna|Purna|Purna|Purna|Purna|Пурна|Пурна|Πούρνα|بورنا|पूर्णा|プールナー|푸르나
`);
