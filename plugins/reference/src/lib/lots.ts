/**
 * The lots dictionary, read from the core LOTS table (Paulus Alexandrinus, Introduction
 * ch. 23; Bonatti, Liber Astronomiae VIII.2): the set the arabic-parts operations compute.
 */
import { LOTS, lotFormula } from '@celestial/core/astro';

export function lotsTable() {
  return LOTS.map((l) => ({
    slug: l.slug,
    name: l.name,
    dayFormula: lotFormula(l, true),
    nightFormula: lotFormula(l, false),
    reversesAtNight: l.reversesAtNight,
    signification: l.signification,
    source: l.source,
  }));
}
