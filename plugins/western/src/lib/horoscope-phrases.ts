/**
 * The localized phrase bundles of the sign horoscopes (/horoscope/*): one JSON file per response
 * language in plugins/western/data/horoscope-phrases/<code>.json, data rather than code so a
 * translator edits text without touching TypeScript (and the registry, which skips data/, never
 * mistakes a bundle for an operation). en.json is the reference: every bundle has exactly its
 * keys and, per template, exactly its {placeholders} (test/western/horoscope-lang.test.ts), so a
 * missing key here is a defect of the bundle, not a runtime case to paper over.
 *
 * Templates carry named placeholders so each language orders the words its own way; the
 * numbers, dates and instants substituted are the same in every language (only prose changes).
 */
import fs from 'node:fs';
import { LANG_CODES } from '@celestial/core';
import type { LangCode } from '@celestial/core';

export type Bundle = Readonly<Record<string, string>>;

function load(code: LangCode): Bundle {
  return JSON.parse(fs.readFileSync(new URL(`../../data/horoscope-phrases/${code}.json`, import.meta.url), 'utf8')) as Bundle;
}

/** All 21 bundles, read once at import: the texts are assembled per request and must not touch the disk. */
export const BUNDLES: Readonly<Record<LangCode, Bundle>> = Object.fromEntries(LANG_CODES.map((c) => [c, load(c)])) as Record<LangCode, Bundle>;

/**
 * The template under `key` in `lang` with its {placeholders} filled. A language outside the 21
 * reads as `uk`, the spec's last resort (resolveLang has normally settled it before). A key
 * absent from the bundle throws: the key-set test keeps the bundles complete, and a silent
 * English fallback would hide the gap in production.
 */
export function phrase(lang: string, key: string, params: Readonly<Record<string, string | number>> = {}): string {
  const bundle = BUNDLES[lang as LangCode] ?? BUNDLES.uk;
  const template = bundle[key];
  if (template === undefined) throw new Error(`horoscope phrase ${key} missing in ${lang}`);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The {placeholder} names of a template, sorted: what the bundle test compares across languages. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}

/** A localized sign name from the English name or slug ('Aries', 'aries'). */
export const signName = (lang: string, sign: string) => phrase(lang, `sign.${sign.toLowerCase()}`);
/** A localized planet name from the English body name ('Sun' ... 'Pluto'). */
export const planetName = (lang: string, planet: string) => phrase(lang, `planet.${planet.toLowerCase()}`);
/** A localized aspect word from the aspect slug (the five Ptolemaic aspects). */
export const aspectName = (lang: string, slug: string) => phrase(lang, `aspect.${slug}`);
/** The solar house's ordinal ('5th', '5.', '5-й'...). */
export const ordinalOf = (lang: string, house: number) => phrase(lang, `ord.${house}`);
/** The solar house's area of life. */
export const areaOf = (lang: string, house: number) => phrase(lang, `house.${house}`);
/** The rating's tone word (1 difficult ... 5 excellent). */
export const toneOf = (lang: string, rating: number) => phrase(lang, `tone.${rating}`);

/**
 * Items joined in `lang` (a list that ends a sentence takes the bundle's `list.end`, the full
 * stop of the script: '.', '。', '।'): 'semi' for clauses (factor lists), 'comma' for short words (house
 * ordinals), 'and' for a pair ("Aries and Taurus"; more than two fall back to commas).
 */
export function joinList(lang: string, items: readonly string[], kind: 'semi' | 'comma' | 'and' = 'semi'): string {
  if (kind === 'and' && items.length === 2) return phrase(lang, 'list.and', { a: items[0]!, b: items[1]! });
  return items.join(phrase(lang, kind === 'semi' ? 'list.sep' : 'list.comma'));
}
