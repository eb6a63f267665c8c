/**
 * The Gua Qi ("hexagrams and breaths") calendar of Meng Xi and Jing Fang (Han dynasty), as the
 * Yi Wei Ji Lan Tu orders it: from the December solstice, the sixty hexagrams other than Kan,
 * Zhen, Li and Dui each govern 6 7/80 days ("six days and seven parts", 365 1/4 / 60), the
 * sixtieth ending at the next solstice; the twelve sovereign (bi gua) hexagrams rule the twelve
 * zhongqi months (the Sun's 30-degree steps from the solstice); Kan, Zhen, Li and Dui rule the
 * solstice and equinox days.
 */
import type { Ephemeris } from '@celestial/core';
import { bodyTrack, trackCrossings } from '@celestial/core/astro';

/** King Wen numbers in the order of the Yi Wei Ji Lan Tu, from the December solstice. */
export const GUA_QI_ORDER: readonly number[] = [
  61, 24, 3, 15, 38, 46, 19, 62, 4, 42, 53, 11, 5, 17, 35, 40, 34, 16, 6, 18, 49, 43, 56, 7, 8, 9, 1, 14, 37, 48,
  31, 44, 50, 55, 59, 10, 33, 32, 60, 13, 41, 12, 57, 45, 26, 22, 20, 54, 25, 36, 47, 23, 52, 63, 21, 28, 2, 64, 39, 27,
];

/** The sovereign hexagrams from the December solstice, one per 30 degrees of the Sun: Fu, Lin, Tai ... Kun. */
export const SOVEREIGNS: readonly number[] = [24, 19, 11, 34, 43, 1, 44, 33, 12, 20, 23, 2];

/** The cardinal hexagrams by the Sun's longitude 0, 90, 180, 270: Zhen (spring equinox), Li, Dui, Kan. */
export const CARDINALS: Readonly<Record<number, number>> = { 0: 51, 90: 30, 180: 58, 270: 29 };

export const PERIOD_DAYS = 6 + 7 / 80;

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
const SUN = 0;

/** The December solstice of `year`: the instant (JD UT) the Sun's apparent longitude is 270 degrees. */
export function decemberSolstice(ephemeris: Ephemeris, year: number): number {
  const start = ephemeris.julianDay(year, 12, 14, 0);
  const roots = trackCrossings(bodyTrack(ephemeris, SUN, start, start + 16, TROPICAL, 2), 270);
  if (roots.length !== 1) throw new Error(`December solstice of ${year}: ${roots.length} roots`);
  return roots[0]!.jd;
}

export interface GuaQiDay {
  solstice: number;
  nextSolstice: number;
  index: number;
  hexagram: number;
  from: number;
  to: number;
  sovereign: number;
  cardinal: number | null;
}

/**
 * The hexagram governing the instant `jd` (JD UT), with the Sun's longitude at the start and end
 * of the civil day that holds it (`dayStart`, `dayEnd`, JD UT) for the cardinal days.
 */
export function guaQiAt(ephemeris: Ephemeris, jd: number, year: number, dayStart: number, dayEnd: number): GuaQiDay {
  let solstice = decemberSolstice(ephemeris, year);
  let nextSolstice: number;
  if (solstice > jd) {
    nextSolstice = solstice;
    solstice = decemberSolstice(ephemeris, year - 1);
  } else nextSolstice = decemberSolstice(ephemeris, year + 1);
  const index = Math.min(59, Math.floor((jd - solstice) / PERIOD_DAYS));
  const from = solstice + index * PERIOD_DAYS;
  const to = index === 59 ? nextSolstice : solstice + (index + 1) * PERIOD_DAYS;
  const sun = ephemeris.longitudeOnlyAt(jd, SUN, TROPICAL);
  const sovereign = SOVEREIGNS[Math.floor((((sun - 270) % 360) + 360) % 360 / 30)]!;
  const a = ephemeris.longitudeOnlyAt(dayStart, SUN, TROPICAL);
  const b = ephemeris.longitudeOnlyAt(dayEnd, SUN, TROPICAL);
  let cardinal: number | null = null;
  for (const target of [0, 90, 180, 270]) {
    // The day [start, end) holds the crossing when the arc a -> b (about one degree) reaches the target.
    const da = (((target - a) % 360) + 360) % 360;
    const db = (((b - a) % 360) + 360) % 360;
    if (da < db) cardinal = CARDINALS[target]!;
  }
  return { solstice, nextSolstice, index, hexagram: GUA_QI_ORDER[index]!, from, to, sovereign, cardinal };
}
