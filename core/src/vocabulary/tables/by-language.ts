/**
 * Builds a table from one '|'-separated list of names per language, in the order of its slugs:
 * the transpose of rows.ts's one-line-per-entry form, for short concepts (Human Design,
 * numerology, aspect patterns) read most easily down one language (a translator checks a whole
 * language at once). A list with the wrong count throws at load, so a missing name cannot shift
 * the others silently.
 */
import type { LangCode } from '../../schemas/common.js';
import type { Terms } from '../terms.js';

export function tableOfRows<S extends string>(concept: string, slugs: readonly S[], lists: Record<LangCode, string>): Record<S, Terms> {
  const split = Object.entries(lists).map(([lang, s]) => [lang, s.split('|')] as const);
  for (const [lang, list] of split) if (list.length !== slugs.length) throw new Error(`${concept} (${lang}): ${list.length} names, not ${slugs.length}`);
  return Object.fromEntries(slugs.map((slug, i) => [slug, Object.fromEntries(split.map(([lang, list]) => [lang, list[i]!])) as Terms])) as Record<S, Terms>;
}
