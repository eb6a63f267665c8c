/**
 * Explanations as structured answers (issue 12, DESIGN.md "Vocabulary"): a stable `slug` an app
 * can key its own text to, the data as members, and a `text` in the answer's language from a core
 * sentence table whose `{placeholders}` are filled with names already in that language. Used by
 * the muhurta finders (core's muhurta-reason table) and the conditional dashas (dasha-condition).
 */
import { listOf as listInLanguage, term } from '@celestial/core';
import type { LangCode, SentenceFill } from '@celestial/core';

// The sentence tables' helpers are core's (core/src/vocabulary/sentences.ts), shared with the
// horary and electional explanations.
export { sentence } from '@celestial/core';
export type Fill = SentenceFill;

/** A list of names in the language; an empty one reads as the muhurta-reason table's `none` ("keine", "なし"). */
export function listOf(names: readonly string[], lang: LangCode): string {
  return listInLanguage(names, lang, term('muhurta-reason', 'none', lang));
}

/** Numbers listed as the language writes them (1, 4, 7 / 1・4・7 / 1، 4، 7). */
export function numbersOf(numbers: readonly number[], lang: LangCode): string {
  return numbers.join(lang === 'ja' ? '・' : lang === 'ar' ? '، ' : ', ');
}
