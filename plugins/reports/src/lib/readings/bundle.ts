/**
 * The reports' interpretation bundles: short plain sentences, one a line, in the order of the
 * bundle's keys, for each of the 21 languages of LANG_CODES (written per language, so a reader
 * checks one language down the page). A bundle with a missing language or a wrong count of
 * lines throws at load, so a gap never ships and never shifts the sentences after it.
 * Sentences name nothing that would need inflecting: the report puts the name first as a
 * heading ("Generator: ...") and the sentence after it; where a sentence holds a name, it sits
 * in a {slot} after a colon, in the nominative.
 */
import { LANG_CODES, punctuation } from '@celestial/core';
import type { LangCode } from '@celestial/core';

export interface Bundle<K extends string> {
  readonly name: string;
  readonly keys: readonly K[];
  /** The sentence of `key` in `lang`, {slots} filled from `slots`. */
  text(key: K, lang: LangCode, slots?: Record<string, string>): string;
  /** Every language's sentences by key (the unit test reads them). */
  readonly table: Readonly<Record<LangCode, Readonly<Record<K, string>>>>;
}

export function bundle<K extends string>(name: string, keys: readonly K[], texts: Record<LangCode, string>): Bundle<K> {
  const table = {} as Record<LangCode, Record<K, string>>;
  for (const lang of LANG_CODES) {
    const source = texts[lang];
    if (source === undefined) throw new Error(`reading bundle ${name}: no ${lang}`);
    const lines = source.split('\n').map((l) => l.trim()).filter(Boolean);
    if (lines.length !== keys.length) throw new Error(`reading bundle ${name} (${lang}): ${lines.length} sentences, expected ${keys.length}`);
    table[lang] = Object.fromEntries(keys.map((k, i) => [k, lines[i]!])) as Record<K, string>;
  }
  return {
    name,
    keys,
    table,
    text(key, lang, slots) {
      const s = (table[lang] ?? table.en)[key];
      return slots ? s.replace(/\{(\w+)\}/g, (m, slot: string) => slots[slot] ?? m) : s;
    },
  };
}

/** Sentences side by side, with the language's gap (core's interpretation punctuation: none in Japanese). */
export function joined(lang: LangCode, ...sentences: string[]): string {
  return sentences.filter(Boolean).join(punctuation(lang).gap);
}

/** A paragraph led by its heading: "Heading: text", with the language's colon (Japanese full-width, French spaced). */
export function led(lang: LangCode, heading: string, ...sentences: string[]): string {
  return `${heading}${punctuation(lang).colon}${joined(lang, ...sentences)}`;
}

/** A name with its characters before it when they differ (劫財 Rob Wealth; in Japanese only 劫財). */
export function withChinese(n: { name: string; chinese?: string }): string {
  return n.chinese && n.chinese !== n.name ? `${n.chinese} ${n.name}` : n.name;
}

/** An age or a span in years, months and days in the language's own units (Intl, CLDR): 8 yrs 2 mths 11 days; 8年 2か月 11日. */
export function yearsMonthsDays(lang: LangCode, years: number, months: number, days: number): string {
  const unit = (n: number, u: 'year' | 'month' | 'day') => new Intl.NumberFormat(lang, { style: 'unit', unit: u, unitDisplay: 'short', maximumFractionDigits: 0 }).format(n);
  return [unit(years, 'year'), unit(months, 'month'), unit(Math.floor(days), 'day')].join(' ');
}
