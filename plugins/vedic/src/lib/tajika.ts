/**
 * Tajika (Varshaphala, the annual horoscopy of Neelakantha's Tajika Neelakanthi, 1587): the
 * annual chart is cast at the varsha pravesha, the instant the Sun's sidereal longitude
 * returns to its natal value ("when the Sun comes to the same sign, degree, minute and second
 * as at birth, the year begins", Samjna tantra sl. 1-4); monthly charts (maasa pravesha) when
 * it has advanced by a further 30, 60 ... 330 degrees.
 *
 * The instant is the root of (Sun's sidereal longitude - target) found by Brent's method
 * (core/src/astro/events.ts brentRoot) inside a bracket of +-4 days around the mean date, to
 * well under a second (ROOT_TOLERANCE_DAYS).
 */
import { ApiError } from '@celestial/core';
import type { Ephemeris, ResolvedMoment, TimeZones } from '@celestial/core';
import { brentRoot, normalizeDegrees, signedArc } from '@celestial/core/astro';
import { castRashiAt } from './rashi.js';
import type { RashiChart } from './rashi.js';
import { localIso } from './schemas.js';
import type { VedicSettings } from './settings.js';

/** Mean sidereal year, days (Newcomb; the mean interval between two returns of the sidereal Sun). */
export const SIDEREAL_YEAR_DAYS = 365.256363;

/** A ResolvedMoment for an instant found by search, in the chart's zone (or fixed offset). */
export function momentAtJd(ephemeris: Ephemeris, timeZones: TimeZones, jd: number, zone: string | null, fallbackOffset: number): ResolvedMoment {
  let offset = fallbackOffset;
  if (zone) {
    // The zone's offset at the local wall time (one refinement: the offset at the first guess's local time).
    const guess = localIso(jd, offset);
    try {
      offset = timeZones.offsetAtLocal(zone, guess.slice(0, 10), guess.slice(11, 19));
    } catch {
      offset = fallbackOffset;
    }
  }
  const iso = localIso(jd, offset);
  const utc = new Date(Math.round((jd - 2440587.5) * 86400_000)).toISOString().replace(/\.\d+Z$/, 'Z');
  const deltaTSeconds = ephemeris.deltaTSeconds(jd);
  return { utc, localDate: iso.slice(0, 10), localTime: iso.slice(11, 19), timezoneOffset: offset, timezone: zone, julianDayUT: jd, julianDayTT: jd + deltaTSeconds / 86400, deltaTSeconds };
}

/** Sidereal longitude of the Sun. */
export function siderealSun(ephemeris: Ephemeris, jd: number, s: VedicSettings): number {
  return normalizeDegrees(ephemeris.position(jd, 0, s.chart).longitude);
}

/** The instant near `approxJd` (within 4 days) when the sidereal Sun reaches `target`. */
export function solarLongitudeAt(ephemeris: Ephemeris, target: number, approxJd: number, s: VedicSettings): number {
  const f = (t: number) => signedArc(target, siderealSun(ephemeris, t, s));
  // The Sun moves 0.95-1.02 deg/day: 4 days either side always bracket one crossing.
  return brentRoot(f, approxJd - 4, approxJd + 4, 1e-7);
}

export interface VarshaPravesha {
  /** Completed years at the return (0 = the birth year's own return, i.e. birth). */
  age: number;
  jd: number;
  chart: RashiChart;
  latitude: number;
  longitude: number;
}

/** Refuses a year before birth or beyond 150 years of age, naming the field. */
export function ageFor(natal: RashiChart, year: number): number {
  const birthYear = Number(natal.moment.localDate.slice(0, 4));
  const age = year - birthYear;
  if (age < 0 || age > 150) {
    throw new ApiError('INVALID_INPUT', `Validation failed: year must be between ${birthYear} (the birth year) and ${birthYear + 150}`, { details: [{ path: 'year', message: `must be between ${birthYear} and ${birthYear + 150}` }] });
  }
  return age;
}

/**
 * The varsha pravesha of the year `year` (age = year - birth year completed years) and the
 * annual chart cast at the birth place or at the given residence (Tajika Neelakanthi: the
 * chart is erected for the place where the native lives at the return).
 * `extraDegrees` (multiples of 30) gives the maasa pravesha of later months.
 */
export function varshaPravesha(ephemeris: Ephemeris, timeZones: TimeZones, natal: RashiChart, year: number, place: { latitude?: number; longitude?: number }, extraDegrees = 0): VarshaPravesha {
  const age = ageFor(natal, year);
  const latitude = place.latitude ?? natal.latitude;
  const longitude = place.longitude ?? natal.longitude;
  const s = natal.settings;
  const natalSun = natal.grahas[0]!.longitude;
  const approx = natal.jd + (age + extraDegrees / 360) * SIDEREAL_YEAR_DAYS;
  const jd = age === 0 && extraDegrees === 0 ? natal.jd : solarLongitudeAt(ephemeris, normalizeDegrees(natalSun + extraDegrees), approx, s);
  const moment = age === 0 && extraDegrees === 0 && place.latitude === undefined ? natal.moment : momentAtJd(ephemeris, timeZones, jd, natal.moment.timezone, natal.moment.timezoneOffset);
  return { age, jd, chart: castRashiAt(ephemeris, moment, latitude, longitude, s), latitude, longitude };
}

/**
 * Muntha (Tajika Neelakanthi, Samjna tantra): the natal lagna advanced one sign for each
 * completed year, its degree kept; read in the annual chart's houses.
 */
export function munthaOf(natal: RashiChart, age: number): { longitude: number; sign0: number } {
  const longitude = normalizeDegrees(natal.lagna.longitude + 30 * age);
  return { longitude, sign0: Math.floor(longitude / 30) % 12 };
}

/** Houses where the muntha gives good results: 9, 10, 11 best, and 1, 2, 3, 5 (Tajika Neelakanthi). */
export const MUNTHA_GOOD_HOUSES = [1, 2, 3, 5, 9, 10, 11] as const;
export const MUNTHA_BAD_HOUSES = [4, 6, 7, 8, 12] as const;

/**
 * Tajika terms (hadda), the Egyptian terms of Ptolemy's Tetrabiblos I.21 as Tajika Neelakanthi
 * gives them: for each sign, [lord, end degree] in order.
 */
export const HADDA: readonly (readonly (readonly [number, number])[])[] = [
  [[4, 6], [5, 12], [3, 20], [2, 25], [6, 30]], // Aries
  [[5, 8], [3, 14], [4, 22], [6, 27], [2, 30]], // Taurus
  [[3, 6], [4, 12], [5, 17], [2, 24], [6, 30]], // Gemini
  [[2, 7], [5, 13], [3, 19], [4, 26], [6, 30]], // Cancer
  [[4, 6], [5, 11], [6, 18], [3, 24], [2, 30]], // Leo
  [[3, 7], [5, 17], [4, 21], [2, 28], [6, 30]], // Virgo
  [[6, 6], [3, 14], [4, 21], [5, 28], [2, 30]], // Libra
  [[2, 7], [5, 11], [3, 19], [4, 24], [6, 30]], // Scorpio
  [[4, 12], [5, 17], [3, 21], [2, 26], [6, 30]], // Sagittarius
  [[3, 7], [4, 14], [5, 22], [6, 26], [2, 30]], // Capricorn
  [[3, 7], [5, 13], [4, 20], [2, 25], [6, 30]], // Aquarius
  [[5, 12], [4, 16], [3, 19], [2, 28], [6, 30]], // Pisces
];

/** Lord of the hadda a sidereal longitude falls in. */
export function haddaLord(longitude: number): number {
  const lon = normalizeDegrees(longitude);
  const s = Math.min(11, Math.floor(lon / 30));
  const d = lon - s * 30;
  const row = HADDA[s]!;
  return (row.find(([, end]) => d < end) ?? row[row.length - 1]!)[0];
}
