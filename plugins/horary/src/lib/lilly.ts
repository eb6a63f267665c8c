/**
 * William Lilly's tables for horary (Christian Astrology, 1647): the moieties of the planets'
 * orbs (p. 107), the triplicity rulers he used (p. 104: fire Sun by day, Jupiter by night; earth
 * Venus, Moon; air Saturn, Mercury; water Mars day and night), the scores of essential dignity
 * (p. 115: domicile 5, exaltation 4, triplicity 3, term 2, face 1; detriment -5, fall -4,
 * peregrine -5) with the Ptolemaic terms of his p. 104 table, and the planets' natures (Book I).
 */
import {
  DOMICILE_LORDS, EGYPTIAN_TERMS, EXALTATIONS, FACE_LORDS, isDetriment, isFall, normalizeDegrees, PTOLEMAIC_TERMS, SIGNS, signIndexOf,
} from '@celestial/core/astro';
import type { PlanetName, SevenPlanet, TermSegment } from '@celestial/core/astro';

/** Half the orb of each planet (Lilly p. 107 as read by Frawley): an aspect is "in orbs" within the sum of the two moieties. */
export const MOIETIES: Readonly<Record<SevenPlanet, number>> = { Saturn: 5, Jupiter: 6, Mars: 3.75, Sun: 8.5, Venus: 4, Mercury: 3.5, Moon: 6.25 };

export const SWISS_ID: Readonly<Record<SevenPlanet, number>> = { Sun: 0, Moon: 1, Mercury: 2, Venus: 3, Mars: 4, Jupiter: 5, Saturn: 6 };
export const SEVEN: readonly SevenPlanet[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];

/** Lilly's triplicity rulers by element: day and night (water Mars both). */
export const LILLY_TRIPLICITY: Readonly<Record<'fire' | 'earth' | 'air' | 'water', { day: SevenPlanet; night: SevenPlanet }>> = {
  fire: { day: 'Sun', night: 'Jupiter' },
  earth: { day: 'Venus', night: 'Moon' },
  air: { day: 'Saturn', night: 'Mercury' },
  water: { day: 'Mars', night: 'Mars' },
};

/** The primary qualities of the planets (Lilly, Book I): hot or cold, moist or dry. */
export const NATURES: Readonly<Record<SevenPlanet, 'cold-dry' | 'hot-moist' | 'hot-dry' | 'cold-moist'>> = {
  Saturn: 'cold-dry', Jupiter: 'hot-moist', Mars: 'hot-dry', Sun: 'hot-dry', Venus: 'cold-moist', Mercury: 'cold-dry', Moon: 'cold-moist',
};

export type TermsTable = 'ptolemaic' | 'egyptian';

function termLordIn(longitude: number, table: readonly (readonly TermSegment[])[]): PlanetName {
  const s = signIndexOf(longitude);
  const d = normalizeDegrees(longitude) - s * 30;
  return (table[s]!.find((seg) => d < seg.endDegree) ?? table[s]![4]!).planet;
}

export interface LillyDignity {
  domicile: boolean;
  exaltation: boolean;
  triplicity: boolean;
  term: boolean;
  face: boolean;
  detriment: boolean;
  fall: boolean;
  peregrine: boolean;
  score: number;
}

/**
 * Lilly's essential dignity of a planet at a longitude: the dignities it holds there, and the
 * sum of their scores; peregrine (-5) when it holds none of the five.
 */
export function lillyDignity(planet: SevenPlanet, longitude: number, diurnal: boolean, terms: TermsTable = 'ptolemaic'): LillyDignity {
  const s = signIndexOf(longitude);
  const element = SIGNS[s]!.element;
  const domicile = DOMICILE_LORDS[s] === planet;
  const exaltation = EXALTATIONS[planet]?.sign === s;
  const triplicity = LILLY_TRIPLICITY[element][diurnal ? 'day' : 'night'] === planet;
  const term = termLordIn(longitude, terms === 'ptolemaic' ? PTOLEMAIC_TERMS : EGYPTIAN_TERMS) === planet;
  const face = FACE_LORDS[Math.floor(normalizeDegrees(longitude) / 10)] === planet;
  const detriment = isDetriment(planet, s);
  const fall = isFall(planet, s);
  const peregrine = !(domicile || exaltation || triplicity || term || face);
  const score = (domicile ? 5 : 0) + (exaltation ? 4 : 0) + (triplicity ? 3 : 0) + (term ? 2 : 0) + (face ? 1 : 0) + (detriment ? -5 : 0) + (fall ? -4 : 0) + (peregrine ? -5 : 0);
  return { domicile, exaltation, triplicity, term, face, detriment, fall, peregrine, score };
}

export function domicileLordOf(longitude: number): SevenPlanet {
  return DOMICILE_LORDS[signIndexOf(longitude)] as SevenPlanet;
}
