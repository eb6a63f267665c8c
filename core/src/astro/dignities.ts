/**
 * Essential dignities. Domiciles and exaltations after Ptolemy, Tetrabiblos I.17 and I.19;
 * triplicity lords after Dorotheus of Sidon, Carmen Astrologicum I.1; the Egyptian terms of
 * Tetrabiblos I.20; Chaldean-order faces from Mars at 0 Aries; the point scores of William
 * Lilly, Christian Astrology (1647), book I ch. 18 ("A Table of the Essential Dignities").
 * Planet names are the seven classical ones plus the three modern domicile lords.
 */
import { signIndexOf, signOf } from './zodiac.js';
import type { Element } from './zodiac.js';
import { SIGNS } from './zodiac.js';

export type PlanetName = 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune' | 'Pluto';
export type Dignity = 'domicile' | 'exaltation' | 'triplicity' | 'term' | 'face';
export type Rulership = 'traditional' | 'modern';

/** Traditional domicile lord of each sign, Aries first. */
export const DOMICILE_LORDS: readonly PlanetName[] = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'];
/** Modern lords where they differ: Scorpio Pluto, Aquarius Uranus, Pisces Neptune. */
export const MODERN_DOMICILE_LORDS: Readonly<Record<number, PlanetName>> = { 7: 'Pluto', 10: 'Uranus', 11: 'Neptune' };

/** Exaltations with Ptolemy's degrees (Tetrabiblos I.19; degrees as in Lilly). */
export const EXALTATIONS: Readonly<Partial<Record<PlanetName, { sign: number; degree: number }>>> = {
  Sun: { sign: 0, degree: 19 },
  Moon: { sign: 1, degree: 3 },
  Mercury: { sign: 5, degree: 15 },
  Venus: { sign: 11, degree: 27 },
  Mars: { sign: 9, degree: 28 },
  Jupiter: { sign: 3, degree: 15 },
  Saturn: { sign: 6, degree: 21 },
};

/** Dorothean triplicity lords by element: day, night, participating. */
export const TRIPLICITY_LORDS: Readonly<Record<Element, { day: PlanetName; night: PlanetName; participating: PlanetName }>> = {
  fire: { day: 'Sun', night: 'Jupiter', participating: 'Saturn' },
  earth: { day: 'Venus', night: 'Moon', participating: 'Mars' },
  air: { day: 'Saturn', night: 'Mercury', participating: 'Jupiter' },
  water: { day: 'Venus', night: 'Mars', participating: 'Moon' },
};

export interface TermSegment {
  planet: PlanetName;
  /** The degree within the sign where the term ends (exclusive). */
  endDegree: number;
}

/** Egyptian terms, Tetrabiblos I.20, as segments ending at `endDegree`. */
export const EGYPTIAN_TERMS: readonly (readonly TermSegment[])[] = [
  [['Jupiter', 6], ['Venus', 12], ['Mercury', 20], ['Mars', 25], ['Saturn', 30]],
  [['Venus', 8], ['Mercury', 14], ['Jupiter', 22], ['Saturn', 27], ['Mars', 30]],
  [['Mercury', 6], ['Jupiter', 12], ['Venus', 17], ['Mars', 24], ['Saturn', 30]],
  [['Mars', 7], ['Venus', 13], ['Mercury', 19], ['Jupiter', 26], ['Saturn', 30]],
  [['Jupiter', 6], ['Venus', 11], ['Saturn', 18], ['Mercury', 24], ['Mars', 30]],
  [['Mercury', 7], ['Venus', 17], ['Jupiter', 21], ['Mars', 28], ['Saturn', 30]],
  [['Saturn', 6], ['Mercury', 14], ['Jupiter', 21], ['Venus', 28], ['Mars', 30]],
  [['Mars', 7], ['Venus', 11], ['Mercury', 19], ['Jupiter', 24], ['Saturn', 30]],
  [['Jupiter', 12], ['Venus', 17], ['Mercury', 21], ['Saturn', 26], ['Mars', 30]],
  [['Mercury', 7], ['Jupiter', 14], ['Venus', 22], ['Saturn', 26], ['Mars', 30]],
  [['Mercury', 7], ['Venus', 13], ['Jupiter', 20], ['Mars', 25], ['Saturn', 30]],
  [['Venus', 12], ['Jupiter', 16], ['Mercury', 19], ['Mars', 28], ['Saturn', 30]],
].map((sign) => sign.map(([planet, endDegree]) => ({ planet: planet as PlanetName, endDegree: endDegree as number })));

/**
 * Ptolemaic terms (Tetrabiblos I.21) as William Lilly printed them in the table of essential
 * dignities, Christian Astrology (1647) p. 104, the terms horary scores by.
 */
export const PTOLEMAIC_TERMS: readonly (readonly TermSegment[])[] = [
  [['Jupiter', 6], ['Venus', 14], ['Mercury', 21], ['Mars', 26], ['Saturn', 30]],
  [['Venus', 8], ['Mercury', 15], ['Jupiter', 22], ['Saturn', 26], ['Mars', 30]],
  [['Mercury', 7], ['Jupiter', 14], ['Venus', 21], ['Saturn', 25], ['Mars', 30]],
  [['Mars', 6], ['Jupiter', 13], ['Mercury', 20], ['Venus', 27], ['Saturn', 30]],
  [['Saturn', 6], ['Mercury', 13], ['Venus', 19], ['Jupiter', 25], ['Mars', 30]],
  [['Mercury', 7], ['Venus', 13], ['Jupiter', 18], ['Saturn', 24], ['Mars', 30]],
  [['Saturn', 6], ['Venus', 11], ['Jupiter', 19], ['Mercury', 24], ['Mars', 30]],
  [['Mars', 6], ['Jupiter', 14], ['Venus', 21], ['Mercury', 27], ['Saturn', 30]],
  [['Jupiter', 8], ['Venus', 14], ['Mercury', 19], ['Saturn', 25], ['Mars', 30]],
  [['Venus', 6], ['Mercury', 12], ['Jupiter', 19], ['Mars', 25], ['Saturn', 30]],
  [['Saturn', 6], ['Mercury', 12], ['Venus', 20], ['Jupiter', 25], ['Mars', 30]],
  [['Venus', 8], ['Jupiter', 14], ['Mercury', 20], ['Mars', 26], ['Saturn', 30]],
].map((sign) => sign.map(([planet, endDegree]) => ({ planet: planet as PlanetName, endDegree: endDegree as number })));

/** The Chaldean order, slowest to fastest; faces run through it from Mars at 0 Aries. */
export const CHALDEAN_ORDER: readonly PlanetName[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];

/** Face (decan) lords of the 36 decans, Aries 0-10 first. */
export const FACE_LORDS: readonly PlanetName[] = Array.from({ length: 36 }, (_, i) => CHALDEAN_ORDER[(2 + i) % 7]!);

/** Lilly's scores, Christian Astrology I, "A Table of the Essential Dignities". */
export const DIGNITY_SCORES = { domicile: 5, exaltation: 4, triplicity: 3, term: 2, face: 1, detriment: -5, fall: -4, peregrine: -5 } as const;

export const DIGNITY_ORDER: readonly Dignity[] = ['domicile', 'exaltation', 'triplicity', 'term', 'face'];

export function domicileLord(signIndex: number, rulership: Rulership = 'traditional'): PlanetName {
  return (rulership === 'modern' && MODERN_DOMICILE_LORDS[signIndex]) || DOMICILE_LORDS[signIndex]!;
}

export function triplicityLord(signIndex: number, diurnal: boolean): PlanetName {
  const lords = TRIPLICITY_LORDS[SIGNS[signIndex]!.element];
  return diurnal ? lords.day : lords.night;
}

/** The tables a reception or dignity check reads; callers may replace terms and faces per sign. */
export interface DignityTables {
  terms: readonly (readonly TermSegment[])[];
  /** Three face lords per sign. */
  faces: readonly (readonly PlanetName[])[];
}

export const DEFAULT_DIGNITY_TABLES: DignityTables = {
  terms: EGYPTIAN_TERMS,
  faces: Array.from({ length: 12 }, (_, s) => FACE_LORDS.slice(s * 3, s * 3 + 3)),
};

export function termLord(longitude: number, tables: DignityTables = DEFAULT_DIGNITY_TABLES): PlanetName | null {
  const { signIndex, degreeInSign } = signOf(longitude);
  for (const seg of tables.terms[signIndex] ?? []) if (degreeInSign < seg.endDegree) return seg.planet;
  return null;
}

export function faceLord(longitude: number, tables: DignityTables = DEFAULT_DIGNITY_TABLES): PlanetName | null {
  const { signIndex, degreeInSign } = signOf(longitude);
  const faces = tables.faces[signIndex] ?? [];
  if (faces.length === 0) return null;
  const idx = Math.min(faces.length - 1, Math.floor(degreeInSign / (30 / faces.length)));
  return faces[idx] ?? null;
}

/**
 * The strongest dignity `planet` holds at `longitude` (domicile > exaltation > triplicity >
 * term > face), or null. Modern lords (Uranus, Neptune, Pluto) hold domicile only.
 */
export function strongestDignityAt(planet: PlanetName, longitude: number, diurnal: boolean, rulership: Rulership = 'traditional', tables: DignityTables = DEFAULT_DIGNITY_TABLES): Dignity | null {
  const s = signIndexOf(longitude);
  if (domicileLord(s, rulership) === planet) return 'domicile';
  if (planet === 'Uranus' || planet === 'Neptune' || planet === 'Pluto') return null;
  if (EXALTATIONS[planet]?.sign === s) return 'exaltation';
  if (triplicityLord(s, diurnal) === planet) return 'triplicity';
  if (termLord(longitude, tables) === planet) return 'term';
  if (faceLord(longitude, tables) === planet) return 'face';
  return null;
}

export function isDetriment(planet: PlanetName, signIndex: number): boolean {
  return DOMICILE_LORDS[(signIndex + 6) % 12] === planet;
}
export function isFall(planet: PlanetName, signIndex: number): boolean {
  const ex = EXALTATIONS[planet];
  return ex !== undefined && (ex.sign + 6) % 12 === signIndex;
}
