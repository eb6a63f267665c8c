/**
 * Sentences from core's sentence tables (issue 12, DESIGN.md "Vocabulary"): an explanation is
 * answered as a stable slug, its data as members, and a text in the answer's language whose
 * `{placeholders}` are filled with names already in that language and with numbers. The helpers
 * every family's explanations share (the horary testimonies, the electional rules...).
 */
import type { LangCode } from '../schemas/common.js';
import { term } from './names.js';
import type { Concept } from './tables/index.js';

export type SentenceFill = Readonly<Record<string, string | number>>;

/** The sentence `slug` of `concept` in `lang`, its placeholders filled (an unknown one stays as written). */
export function sentence(concept: Concept, slug: string, lang: LangCode, fill: SentenceFill = {}): string {
  return term(concept, slug, lang).replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(fill, key) ? String(fill[key]) : whole));
}

/** One ICU list format per language, made on first use (21 at most). */
const LIST_FORMATS = new Map<LangCode, Intl.ListFormat>();

/**
 * Names joined as the language joins a list ("Mars and Saturn", "Mars und Saturn", "火星と土星"),
 * by the runtime's ICU; `none` is what an empty list reads as (a table's `none` row, already in
 * the language).
 */
export function listOf(names: readonly string[], lang: LangCode, none: string): string {
  if (names.length === 0) return none;
  let f = LIST_FORMATS.get(lang);
  if (!f) {
    f = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' });
    LIST_FORMATS.set(lang, f);
  }
  return f.format(names);
}
