/**
 * The two pakshas (fortnights) of the lunar month: shukla, the bright half from the new Moon to
 * the full, and krishna, the dark half (Surya Siddhanta ch. 2; Muhurta Chintamani ch. 1). As the
 * tithi table writes Sanskrit terms: Hindi in Devanagari, the other non-Latin scripts
 * transliterate, Latin-script languages keep the transliteration their Jyotish literature uses
 * (the English one).
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const PAKSHA_TERMS: TermTable = rowTable(`
shukla|Shukla|Shukla|Shukla|Shukla|Shukla|Shukla|Shukla|Shukla|Shukla|Shukla|Shukla|Shukla|Shukla|Shukla|Шукла|Шукла|Σούκλα|شوكلا|शुक्ल|シュクラ|슈클라
krishna|Krishna|Krishna|Krishna|Krishna|Krishna|Krishna|Krishna|Krishna|Krishna|Krishna|Krishna|Krishna|Krishna|Krishna|Кришна|Крішна|Κρίσνα|كريشنا|कृष्ण|クリシュナ|크리슈나
`);
