/**
 * Display names by concept and slug. Slugs are stable lower-case English and never translated;
 * names follow the answer's language (DESIGN.md, "Vocabulary").
 */
import type { LangCode } from '../schemas/common.js';
import { kebab } from './kebab.js';
import { HOUSE_SLUGS } from './tables/house.js';
import { type Concept, TABLES } from './tables/index.js';
import type { Terms } from './terms.js';

/**
 * The name of `slug` in `lang`: the table's entry, else its English, else the slug itself (a
 * slug the table lacks, say a custom aspect `angle-51`, still reads as something).
 */
export function term(concept: Concept, slug: string, lang: LangCode): string {
  const row = (TABLES[concept] as Readonly<Record<string, Terms>>)[slug];
  return row?.[lang] ?? row?.en ?? slug;
}

/** True when the concept's table names `slug`. */
export function hasTerm(concept: Concept, slug: string): boolean {
  return Object.hasOwn(TABLES[concept], slug);
}

/** The slugs of a concept in table order. */
export function slugsOf(concept: Concept): string[] {
  return Object.keys(TABLES[concept]);
}

/** `{ slug, name }` of a named result, the pair every named result carries. */
export function named(concept: Concept, slug: string, lang: LangCode): { slug: string; name: string } {
  return { slug, name: term(concept, slug, lang) };
}

/** `{ slug, name }` of house 1 ... 12 (`first` ... `twelfth`). */
export function houseNamed(house: number, lang: LangCode): { slug: string; name: string } {
  const slug = HOUSE_SLUGS[house - 1];
  if (slug === undefined) throw new RangeError(`house must be 1..12, got ${house}`);
  return { slug, name: term('house', slug, lang) };
}

/**
 * `{ slug, name }` of a fixed star by its Swiss Ephemeris catalogue name (sefstars.txt, `Regulus`,
 * `Deneb Algedi`): a star of core's fixed-star table is named in the answer's language, any other
 * star keeps the catalogue's name (a proper name the table does not carry). The slug is the
 * kebab-case of the catalogue name, the table's own slugs (/astronomy/heliacal-events, /acg/parans).
 */
export function fixedStarNamed(catalogueName: string, lang: LangCode): { slug: string; name: string } {
  const slug = kebab(catalogueName);
  return { slug, name: hasTerm('fixed-star', slug) ? term('fixed-star', slug, lang) : catalogueName };
}
