/**
 * Long tables written one entry a line (the almanac's 141 activities, 151 day gods, 22 Peng Zu
 * taboos): `slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko`. A line per
 * entry keeps a 21-language row readable and diffable where an object of 21 members per entry
 * would run to thousands of lines; the table test checks every cell.
 */
import type { LangCode } from '../../schemas/common.js';
import type { Terms } from '../terms.js';

export const ROW_ORDER = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'cs', 'ro', 'hu', 'tr', 'id', 'vi', 'ru', 'uk', 'el', 'ar', 'hi', 'ja', 'ko'] as const satisfies readonly LangCode[];

/** Parses the lines into a table; a line with the wrong number of cells throws at load (a typo never ships). */
export function rowTable(text: string): Readonly<Record<string, Terms>> {
  const out: Record<string, Terms> = {};
  for (const line of text.split('\n').map((l) => l.trim()).filter(Boolean)) {
    const [slug, ...cells] = line.split('|').map((c) => c.trim());
    if (cells.length !== ROW_ORDER.length) throw new Error(`vocabulary row ${slug}: ${cells.length} names, expected ${ROW_ORDER.length}`);
    if (Object.hasOwn(out, slug!)) throw new Error(`vocabulary row ${slug}: duplicate slug`);
    out[slug!] = Object.fromEntries(ROW_ORDER.map((lang, i) => [lang, cells[i]!])) as Terms;
  }
  return out;
}

/**
 * Rows of proper names written in fewer columns than ROW_ORDER (`slug|<order...>`): each
 * language missing from `order` takes the `en` cell (for names, the Latin-script languages
 * write the same spelling), and the result is `rowTable`'s text. `table` names the table in
 * the error a short or long line throws at load.
 */
export function namesInOrder(table: string, order: readonly LangCode[], text: string): string {
  return text.split('\n').map((l) => l.trim()).filter(Boolean).map((line) => {
    const [slug, ...cells] = line.split('|').map((c) => c.trim());
    if (cells.length !== order.length) throw new Error(`${table} row ${slug}: ${cells.length} names, expected ${order.length}`);
    const byLang = Object.fromEntries(order.map((l, i) => [l, cells[i]!])) as Record<string, string>;
    return [slug, ...ROW_ORDER.map((l) => byLang[l] ?? byLang.en!)].join('|');
  }).join('\n');
}
