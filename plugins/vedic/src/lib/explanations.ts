/**
 * Explanations as structured answers (issue 12, DESIGN.md "Vocabulary"): a stable `slug` an app
 * can key its own text to, the data as members, and a `text` in the answer's language from a core
 * sentence table whose `{placeholders}` are filled with names already in that language. Used by
 * the muhurta finders (core's muhurta-reason table) and the conditional dashas (dasha-condition).
 */
import { term } from '@celestial/core';
import type { Concept, LangCode } from '@celestial/core';

export type Fill = Readonly<Record<string, string | number>>;

/** The sentence `slug` of `concept` in `lang` with its placeholders filled. */
export function sentence(concept: Concept, slug: string, lang: LangCode, fill: Fill = {}): string {
  return term(concept, slug, lang).replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(fill, key) ? String(fill[key]) : whole));
}

const LIST_FORMATS = new Map<LangCode, Intl.ListFormat>();

/**
 * Names joined as the language joins a list ("Mars and Saturn", "Mars und Saturn", "火星と土星"),
 * by the runtime's ICU; an empty list reads as the muhurta-reason table's `none` ("keine", "なし").
 */
export function listOf(names: readonly string[], lang: LangCode): string {
  if (names.length === 0) return term('muhurta-reason', 'none', lang);
  let f = LIST_FORMATS.get(lang);
  if (!f) {
    f = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' });
    LIST_FORMATS.set(lang, f);
  }
  return f.format(names);
}

/** Numbers listed as the language writes them (1, 4, 7 / 1・4・7 / 1، 4، 7). */
export function numbersOf(numbers: readonly number[], lang: LangCode): string {
  return numbers.join(lang === 'ja' ? '・' : lang === 'ar' ? '، ' : ', ');
}
