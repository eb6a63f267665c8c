/**
 * The Sun's seasons and the Moon's phases as roots of apparent geocentric longitudes (true
 * equinox of date, swe_calc_ut), found by core's root finder (core/src/astro/events.ts: a scan
 * then Brent to 0.01 s). The npm swisseph binding has no swe_solcross_ut, so the equinoxes are
 * the Sun's crossings of 0/90/180/270 deg searched a fortnight either side of their dates.
 */
import type { Ephemeris } from '@celestial/core';
import { findLongitudeCrossings, findLunations } from '@celestial/core/astro';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;

export const SEASON_POINTS = [
  { key: 'marchEquinox', longitude: 0, month: 3, day: 20 },
  { key: 'juneSolstice', longitude: 90, month: 6, day: 21 },
  { key: 'septemberEquinox', longitude: 180, month: 9, day: 22 },
  { key: 'decemberSolstice', longitude: 270, month: 12, day: 21 },
] as const;

/** The instant (UT JD) the Sun's apparent longitude reaches `longitude` near month/day of year. */
export function solarLongitudeInstant(ephemeris: Ephemeris, year: number, longitude: number, month: number, day: number): number {
  const mid = ephemeris.julianDay(year, month, day, 12);
  const roots = findLongitudeCrossings(ephemeris, 0, longitude, mid - 15, mid + 15, TROPICAL, 1);
  if (roots.length !== 1) throw new Error(`expected one solar crossing of ${longitude} near ${year}-${month}-${day}, found ${roots.length}`);
  return roots[0]!.jd;
}

/** The four cardinal instants of a year and the lengths of the seasons they open (the last to the next March equinox). */
export function seasonsOf(ephemeris: Ephemeris, year: number) {
  const instants = SEASON_POINTS.map((p) => solarLongitudeInstant(ephemeris, year, p.longitude, p.month, p.day));
  const nextMarch = solarLongitudeInstant(ephemeris, year + 1, 0, 3, 20);
  const bounds = [...instants, nextMarch];
  return { instants, lengthsDays: instants.map((t, i) => bounds[i + 1]! - t) };
}

export const PHASE_SLUGS = { 0: 'new-moon', 90: 'first-quarter', 180: 'full-moon', 270: 'last-quarter' } as const;

/** Meeus, Astronomical Algorithms ch. 49: the mean new moon of lunation k = 0 (2000-01-06), JDE 2451550.09766; synodic month 29.530588861 d. */
const MEEUS_K0_JDE = 2451550.09766;
const SYNODIC_MONTH = 29.530588861;

/**
 * Brown lunation number of the lunation a phase belongs to: Meeus's k of the new moon that
 * opened it plus 953 (Brown's lunation 1 began on 1923-01-17). k is the nearest integer to the
 * mean-lunation count at the new moon, so the true moon's offset from the mean (under 15 h) never
 * moves it; a quarter belongs to the lunation of the new moon before it.
 */
export function brownLunation(jd: number, phase: 0 | 90 | 180 | 270): number {
  const newMoonJd = jd - (phase / 360) * SYNODIC_MONTH;
  return Math.round((newMoonJd - MEEUS_K0_JDE) / SYNODIC_MONTH) + 953;
}

export function moonPhases(ephemeris: Ephemeris, start: number, end: number) {
  return findLunations(ephemeris, start, end).map((l) => ({ ...l, moonLongitude: ephemeris.position(l.jd, 1, TROPICAL).longitude, lunation: brownLunation(l.jd, l.phase) }));
}
