/**
 * Planetary hours: unequal (seasonal) hours, twelve from sunrise to sunset and twelve from
 * sunset to the next sunrise; the first hour of the day is ruled by the planet of the weekday
 * (Sunday Sun, Monday Moon, Tuesday Mars, Wednesday Mercury, Thursday Jupiter, Friday Venus,
 * Saturday Saturn) and the rest follow in the Chaldean order (Saturn, Jupiter, Mars, Sun,
 * Venus, Mercury, Moon), so that the 25th hour is the next day's ruler (Vettius Valens,
 * Anthology I.10; Cassius Dio XXXVII.18-19 on the origin of the week; Lilly, Christian
 * Astrology, "A Table of the Planetary Hours"). The planetary day begins at sunrise: a moment
 * before sunrise belongs to the night hours of the previous weekday.
 *
 * Sunrise and sunset are the Ephemeris' riseSet (swe_rise_trans, the Sun's upper limb with
 * standard refraction). Every search is bounded; where the Sun does not rise or set (polar day
 * or night) the answer is CALCULATION_ERROR.
 */
import type { Ephemeris } from '../services.js';
import { ApiError } from '../errors.js';
import { CHALDEAN_ORDER } from './dignities.js';
import type { PlanetName } from './dignities.js';

/** Weekday rulers, index 0 = Sunday. */
export const WEEKDAY_RULERS: readonly PlanetName[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/** Weekday (0 = Sunday) of the local mean solar date at a Julian day (UT) and east longitude. */
export function localWeekday(julianDayUT: number, longitude: number): number {
  return (((Math.floor(julianDayUT + 0.5 + longitude / 360 + 1) % 7) + 7) % 7);
}

/** Ruler of hour n (1-24) of a day whose first hour the day ruler governs. */
export function hourRuler(dayRuler: PlanetName, n: number): PlanetName {
  const start = CHALDEAN_ORDER.indexOf(dayRuler);
  return CHALDEAN_ORDER[(start + n - 1) % 7]!;
}

export interface PlanetaryHour {
  number: number;
  ruler: PlanetName;
  kind: 'day' | 'night';
  /** Julian days (UT). */
  start: number;
  end: number;
}

export interface PlanetaryDay {
  dayRuler: PlanetName;
  /** 0 = Sunday. */
  weekday: number;
  sunrise: number;
  sunset: number;
  nextSunrise: number;
  hours: PlanetaryHour[];
}

/** The 24 unequal hours between a sunrise, the sunset and the next sunrise. */
export function planetaryHours(sunrise: number, sunset: number, nextSunrise: number, weekday: number): PlanetaryDay {
  const dayRuler = WEEKDAY_RULERS[weekday]!;
  const day = (sunset - sunrise) / 12;
  const night = (nextSunrise - sunset) / 12;
  const hours: PlanetaryHour[] = [];
  for (let n = 1; n <= 24; n++) {
    const isDay = n <= 12;
    const start = isDay ? sunrise + (n - 1) * day : sunset + (n - 13) * night;
    const end = n === 12 ? sunset : n === 24 ? nextSunrise : start + (isDay ? day : night);
    hours.push({ number: n, ruler: hourRuler(dayRuler, n), kind: isDay ? 'day' : 'night', start, end });
  }
  return { dayRuler, weekday, sunrise, sunset, nextSunrise, hours };
}

const SUN = 0;

function noSun(what: string, latitude: number): ApiError {
  return new ApiError('CALCULATION_ERROR', `No ${what} at latitude ${latitude} around this date (polar day or night): unequal planetary hours are undefined there`);
}

/**
 * The planetary day containing a moment: the last sunrise at or before it, the following
 * sunset and the next sunrise. Bounded: at most a few rise/set calls.
 */
export function planetaryDayAt(ephemeris: Ephemeris, julianDayUT: number, longitude: number, latitude: number): PlanetaryDay {
  const riseAfter = (jd: number) => ephemeris.riseSet(jd, SUN, 'rise', longitude, latitude);
  let rise = riseAfter(julianDayUT - 2);
  if (rise === null || rise > julianDayUT) throw noSun('sunrise', latitude);
  let next: number | null = null;
  for (let i = 0; i < 4; i++) {
    next = riseAfter(rise + 1e-4);
    if (next === null) throw noSun('sunrise', latitude);
    if (next > julianDayUT) break;
    rise = next;
  }
  if (next === null || next <= julianDayUT || next - rise > 1.5) throw noSun('regular sunrise', latitude);
  const sunset = ephemeris.riseSet(rise, SUN, 'set', longitude, latitude);
  if (sunset === null || sunset >= next) throw noSun('sunset', latitude);
  return planetaryHours(rise, sunset, next, localWeekday(rise, longitude));
}
