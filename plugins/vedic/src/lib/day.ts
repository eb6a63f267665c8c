/**
 * The Vedic day (savana dina): from one local sunrise to the next (Surya Siddhanta I.36-37;
 * Muhurta Chintamani, Shubhashubha prakarana). A moment before the day's sunrise belongs to
 * the previous Vedic day, and its weekday (vara) is the weekday of that sunrise.
 *
 * Sunrise follows the `sunrise` setting: `hindu` (disc centre on the true horizon, no
 * refraction) or `upper-limb` (civil sunrise).
 */
import { ApiError } from '@celestial/core';
import type { Ephemeris } from '@celestial/core';
import type { SunriseConvention } from './settings.js';

export interface VedicDay {
  /** Julian days (UT). */
  sunrise: number;
  sunset: number;
  nextSunrise: number;
  /** The sunset before this day's sunrise (start of the night that ends at sunrise). */
  previousSunset: number;
  /** 0 Sunday ... 6 Saturday: the weekday of the sunrise in local civil time. */
  weekday: number;
  /** Whether the moment falls between sunrise and sunset. */
  isDaytime: boolean;
}

export const VARA_NAMES = ['Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara'] as const;
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Lord of each weekday, graha numbers (Sunday = Sun 0 ... Saturday = Saturn 6). */
export const VARA_LORD = [0, 1, 2, 3, 4, 5, 6] as const;

function noSunrise(jd: number, what: string): never {
  throw new ApiError('CALCULATION_ERROR', `The Sun has no ${what} at this latitude around JD ${jd.toFixed(2)} (polar day or night): the Vedic day is undefined there`);
}

/**
 * Hours between two sunrises (or two sunsets) are never fewer than this outside the polar
 * regime the operations refuse, so a search started this long after one event is far from it.
 */
const SEARCH_CLEARANCE_DAYS = 0.25;

/**
 * The first rising or setting of `body` (0 Sun, 1 Moon) strictly after `jd`, confirmed as in
 * nextSolarEvent below; null when the body does not rise or set (polar day or night).
 * The clearance holds for the Moon too: its risings are 24 h 50 min apart on average and
 * never less than about 20 h outside the polar regime.
 */
export function confirmedRiseSet(ephemeris: Ephemeris, jd: number, body: number, event: 'rise' | 'set', latitude: number, longitude: number, convention: SunriseConvention): number | null {
  const at = (from: number) => {
    const t = ephemeris.riseSet(from, body, event, longitude, latitude, convention);
    return t !== null && Number.isFinite(t) ? t : null;
  };
  const first = at(jd);
  if (first === null) return null;
  const t = at(first - SEARCH_CLEARANCE_DAYS);
  if (t === null) return first;
  return t > jd ? t : at(t + SEARCH_CLEARANCE_DAYS);
}

/**
 * First sunrise or sunset strictly after `jd`.
 *
 * swe_rise_trans (Swiss Ephemeris 2.09) answers late when its search starts just after an event
 * of the same kind: from 8.6 s after St Petersburg's Hindu sunrise of 2025-06-18 (00:46:10 UT) it
 * returned 00:50:55 the same morning, a sunrise that does not exist (issue 10; the Sun rises at
 * a shallow angle there, and the library's first step lands past the horizon crossing it just
 * left). Started hours away from any such event it agrees with DE421 to a second. So the answer
 * is confirmed by a second search from SEARCH_CLEARANCE_DAYS before it, which finds the same event
 * precisely; if that event lies before `jd` the first answer was spurious, and the next event is
 * searched from the same clearance after it.
 */
export function nextSolarEvent(ephemeris: Ephemeris, jd: number, event: 'rise' | 'set', latitude: number, longitude: number, convention: SunriseConvention): number {
  const t = confirmedRiseSet(ephemeris, jd, 0, event, latitude, longitude, convention);
  if (t === null) noSunrise(jd, event === 'rise' ? 'sunrise' : 'sunset');
  return t;
}

/** Weekday (0 Sunday) of a Julian day read in local civil time at `offsetHours`. */
export function weekdayOf(jd: number, offsetHours: number): number {
  return ((Math.floor(jd + 0.5 + offsetHours / 24) + 1) % 7 + 7) % 7;
}

/** The Vedic day that contains the moment `jd` at a place. */
export function vedicDayAt(ephemeris: Ephemeris, jd: number, latitude: number, longitude: number, offsetHours: number, convention: SunriseConvention): VedicDay {
  // The last sunrise at or before jd: the first sunrise after jd - 1.1 days, then step on.
  let sunrise = nextSolarEvent(ephemeris, jd - 1.1, 'rise', latitude, longitude, convention);
  if (sunrise > jd) sunrise = nextSolarEvent(ephemeris, jd - 2.1, 'rise', latitude, longitude, convention);
  for (;;) {
    // The next sunrise is searched from hours after this one (see nextSolarEvent), not seconds.
    const next = nextSolarEvent(ephemeris, sunrise + SEARCH_CLEARANCE_DAYS, 'rise', latitude, longitude, convention);
    if (next > jd) {
      const sunset = nextSolarEvent(ephemeris, sunrise, 'set', latitude, longitude, convention);
      const previousSunset = nextSolarEvent(ephemeris, sunrise - 1.0, 'set', latitude, longitude, convention);
      return { sunrise, sunset, nextSunrise: next, previousSunset: previousSunset < sunrise ? previousSunset : nextSolarEvent(ephemeris, sunrise - 1.3, 'set', latitude, longitude, convention), weekday: weekdayOf(sunrise, offsetHours), isDaytime: jd >= sunrise && jd < sunset };
    }
    sunrise = next;
  }
}
