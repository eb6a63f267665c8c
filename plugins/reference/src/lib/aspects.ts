/**
 * The aspect dictionary is the core ASPECTS table (Ptolemaic majors, Tetrabiblos I.13;
 * Kepler's minors, Harmonices Mundi IV) with the orbs and colours /aspects uses, names
 * localised.
 */
import { ASPECTS } from '@celestial/core/astro';
import type { LangCode } from '@celestial/core';
import { term } from '@celestial/core';

export function aspectsTable(lang: LangCode) {
  return ASPECTS.map((a) => ({
    slug: a.slug,
    name: term('aspect', a.slug, lang),
    angle: a.angle,
    symbol: a.symbol,
    isMajor: a.isMajor,
    harmonic: a.harmonic,
    defaultOrb: a.defaultOrb,
    nature: a.nature,
    color: a.color,
    i18nKey: a.i18nKey,
  }));
}
