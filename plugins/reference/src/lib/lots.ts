/**
 * The lots dictionary, read from the core LOTS table (Paulus Alexandrinus, Introduction
 * ch. 23; Bonatti, Liber Astronomiae VIII.2): the set the arabic-parts operations compute. The
 * formulas are references (the Ascendant, the planets or lots added and subtracted) with a text
 * written in the answer's language (issue 12: `Asc + Moon - Sun` stayed English in ja).
 */
import { LOTS, lotFormulaNamed } from '@celestial/core/astro';
import { term } from '@celestial/core';
import type { LangCode } from '@celestial/core';

export function lotsTable(lang: LangCode) {
  return LOTS.map((l) => ({
    slug: l.slug,
    name: term('lot', l.slug, lang),
    dayFormula: lotFormulaNamed(l, true, lang),
    nightFormula: lotFormulaNamed(l, false, lang),
    reversesAtNight: l.reversesAtNight,
    signification: term('lot-signification', l.slug, lang),
    source: l.source,
  }));
}
