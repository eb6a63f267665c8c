/**
 * The essential dignity table of William Lilly, Christian Astrology (1647), book I ch. 18,
 * read from the core tables: domiciles and exaltations (Ptolemy, Tetrabiblos I.17, I.19),
 * the Dorothean triplicities (Carmen Astrologicum I.1), the Egyptian terms (Tetrabiblos
 * I.20) and the Chaldean-order faces from Mars at 0 Aries, with Lilly's scores. This is the
 * default that the termsData and decansData members of /receptions override.
 */
import { DIGNITY_SCORES, DOMICILE_LORDS, EGYPTIAN_TERMS, FACE_LORDS, SIGNS } from '@celestial/core/astro';
import type { PlanetName } from '@celestial/core/astro';
import type { LangCode } from '@celestial/core';
import { detrimentIn, exaltationIn, fallIn, triplicityRefs } from './zodiac.js';
import { classical, planetRef, signRef } from './schemas.js';
import type { ClassicalName } from './schemas.js';

export interface TermSpan {
  planet: ClassicalName;
  startDeg: number;
  endDeg: number;
}

/** The five Egyptian terms of a sign as [start, end) spans of degrees within the sign. */
export function termsOf(signIndex: number): TermSpan[] {
  let start = 0;
  return EGYPTIAN_TERMS[signIndex]!.map((seg) => {
    const span = { planet: classical(seg.planet), startDeg: start, endDeg: seg.endDegree };
    start = seg.endDegree;
    return span;
  });
}

/** The three faces of a sign, 10 degrees each. */
export function facesOf(signIndex: number): { planet: ClassicalName; startDeg: number }[] {
  return [0, 1, 2].map((k) => ({ planet: classical(FACE_LORDS[signIndex * 3 + k]!), startDeg: k * 10 }));
}

/** Degrees of the zodiac each planet holds as term lord (Egyptian terms total 360). */
export function termTotals(): Partial<Record<PlanetName, number>> {
  const totals: Partial<Record<PlanetName, number>> = {};
  for (let s = 0; s < 12; s++) for (const t of termsOf(s)) totals[t.planet] = (totals[t.planet] ?? 0) + (t.endDeg - t.startDeg);
  return totals;
}

export function dignitiesTable(lang: LangCode) {
  return {
    signs: SIGNS.map((s) => {
      const exaltation = exaltationIn(s.index);
      const fall = fallIn(s.index);
      return {
        ...signRef(s.index, lang),
        domicile: planetRef(DOMICILE_LORDS[s.index]!, lang),
        exaltation: exaltation ? { planet: planetRef(exaltation.planet, lang), degree: exaltation.degree } : null,
        triplicity: triplicityRefs(s.element, lang),
        terms: termsOf(s.index).map((t) => ({ ...t, planet: planetRef(t.planet, lang) })),
        faces: facesOf(s.index).map((f) => ({ ...f, planet: planetRef(f.planet, lang) })),
        detriment: planetRef(detrimentIn(s.index), lang),
        fall: fall ? planetRef(fall, lang) : null,
      };
    }),
    scores: { ...DIGNITY_SCORES },
  };
}
