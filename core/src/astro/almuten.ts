/**
 * The almuten (al-mubtazz): the planet of most essential dignity at a degree, and the almuten
 * of the whole figure (lord of the geniture). Shared by the western and horary families.
 * Scores after William Lilly, Christian Astrology I ch. 18 (domicile 5, exaltation 4,
 * triplicity 3 - the lord of the chart's sect only -, Egyptian term 2, Chaldean face 1).
 */
import type { Ephemeris, ZodiacSettings } from '../services.js';
import { normalizeDegrees } from './angles.js';
import { signIndexOf } from './zodiac.js';
import { DIGNITY_SCORES, DOMICILE_LORDS, EXALTATIONS, faceLord, termLord, triplicityLord } from './dignities.js';
import type { Dignity, PlanetName } from './dignities.js';
import { findLunations } from './events.js';

export type SevenPlanet = 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn';
export const SEVEN_PLANETS: readonly SevenPlanet[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];

/** Essential-dignity score of each of the seven planets at a longitude; planets without any dignity there are left out. */
export function dignityScores(longitude: number, diurnal: boolean) {
  const s = signIndexOf(longitude);
  return SEVEN_PLANETS.map((planet) => {
    const dignities: Dignity[] = [];
    if (DOMICILE_LORDS[s] === planet) dignities.push('domicile');
    if (EXALTATIONS[planet as PlanetName]?.sign === s) dignities.push('exaltation');
    if (triplicityLord(s, diurnal) === planet) dignities.push('triplicity');
    if (termLord(longitude) === planet) dignities.push('term');
    if (faceLord(longitude) === planet) dignities.push('face');
    const score = dignities.reduce((t, d) => t + DIGNITY_SCORES[d], 0);
    return { planet, score, dignities };
  }).filter((x) => x.score > 0).sort((a, b) => b.score - a.score || SEVEN_PLANETS.indexOf(a.planet) - SEVEN_PLANETS.indexOf(b.planet));
}

/** The almuten of a degree: the highest score; on a tie every tied planet is listed, the first the one holding the higher-ranked dignity. */
export function almutenAt(longitude: number, diurnal: boolean) {
  const scores = dignityScores(longitude, diurnal);
  const top = scores[0]!.score; // the domicile lord always scores
  const rank = (d: Dignity[]) => Math.min(...d.map((x) => ['domicile', 'exaltation', 'triplicity', 'term', 'face'].indexOf(x)));
  const tied = scores.filter((x) => x.score === top).sort((a, b) => rank(a.dignities) - rank(b.dignities));
  return { longitude: normalizeDegrees(longitude), almuten: { planet: tied[0]!.planet, score: top, tied: tied.map((x) => x.planet) }, scores };
}

/** The last new or full moon before a moment (UT Julian day): kind and instant, by root-finding on the elongation. */
export function prenatalSyzygy(ephemeris: Ephemeris, julianDayUT: number, zodiac?: ZodiacSettings): { kind: 'new' | 'full'; jd: number } {
  const found = findLunations(ephemeris, julianDayUT - 16, julianDayUT, zodiac).filter((l) => (l.phase === 0 || l.phase === 180) && l.jd <= julianDayUT);
  const last = found[found.length - 1]!; // a new or full moon falls in every 15-day span
  return { kind: last.phase === 0 ? 'new' : 'full', jd: last.jd };
}

/** Ibn Ezra's house scores for the almuten of the figure: angles first, then succedents, then cadents. */
export const FIGURIS_HOUSE_SCORES: Readonly<Record<number, number>> = { 1: 12, 10: 11, 7: 10, 4: 9, 11: 8, 5: 7, 9: 6, 8: 5, 3: 4, 2: 3, 6: 2, 12: 1 };

export interface FigurisInput {
  diurnal: boolean;
  /** Longitudes of the five hylegical places. */
  places: { Sun: number; Moon: number; Ascendant: number; Fortune: number; Syzygy: number };
  /** House (1-12) of each classical planet. */
  houses: Readonly<Record<SevenPlanet, number>>;
  dayRuler: SevenPlanet | null;
  hourRuler: SevenPlanet | null;
}

/**
 * Almuten of the figure (lord of the geniture) after Ibn Ezra as the later tradition scores it:
 * the essential-dignity scores of each planet at the five hylegical places (Sun, Moon,
 * Ascendant, Lot of Fortune, prenatal syzygy), plus its house (1st 12 ... 12th 1), plus 7 for
 * the ruler of the day and 6 for the ruler of the hour. Highest total wins; a tie goes to the
 * planet with more essential points, then to the Chaldean order.
 */
export function almutenFiguris(input: FigurisInput) {
  const rows = SEVEN_PLANETS.map((planet) => {
    let essential = 0;
    for (const lon of Object.values(input.places)) essential += dignityScores(lon, input.diurnal).find((x) => x.planet === planet)?.score ?? 0;
    const house = FIGURIS_HOUSE_SCORES[input.houses[planet]] ?? 0;
    const day = input.dayRuler === planet ? 7 : 0;
    const hour = input.hourRuler === planet ? 6 : 0;
    return { planet, essential, house, day, hour, total: essential + house + day + hour };
  });
  const sorted = [...rows].sort((a, b) => b.total - a.total || b.essential - a.essential || SEVEN_PLANETS.indexOf(a.planet) - SEVEN_PLANETS.indexOf(b.planet));
  return { planet: sorted[0]!.planet, scores: sorted };
}
