/**
 * The lots dictionary, read from the core LOTS table (Paulus Alexandrinus, Introduction
 * ch. 23; Bonatti, Liber Astronomiae VIII.2): the set the arabic-parts operations compute.
 */
import { LOTS, lotFormula } from '@celestial/core/astro';
import { term } from '@celestial/core';
import type { LangCode } from '@celestial/core';

export function lotsTable(lang: LangCode) {
  return LOTS.map((l) => ({
    slug: l.slug,
    name: term('lot', l.slug, lang),
    dayFormula: lotFormula(l, true),
    nightFormula: lotFormula(l, false),
    reversesAtNight: l.reversesAtNight,
    signification: term('lot-signification', l.slug, lang),
    source: l.source,
  }));
}
