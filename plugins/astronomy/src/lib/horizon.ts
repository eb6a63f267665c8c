/**
 * Rises, sets, transits and twilights of one local day (swe_rise_trans, one call per event:
 * the event codes SE_CALC_RISE, SE_CALC_SET, SE_CALC_MTRANSIT, SE_CALC_ITRANSIT are
 * alternatives, the SE_BIT_* modifiers are OR-ed in). Each search starts at local midnight and
 * an event counts for the day when it falls before the next midnight: a Moon that rises after
 * midnight of the next day has no rise that day (null), as almanacs print it. Polar day and
 * night are answered, never refused: no rise and no set, with the transit altitude saying which.
 */
import type { Ephemeris, HorizonPlace } from '@celestial/core';

export interface DayEvents {
  body: number;
  rise: number | null;
  set: number | null;
  upperTransit: number | null;
  lowerTransit: number | null;
  /** Apparent altitude of the body's centre at upper transit, degrees. */
  transitAltitude: number | null;
  circumpolar: boolean;
  neverRises: boolean;
}

/** The first event in [dayStart, dayStart + 1), or null. */
function within(_ephemeris: Ephemeris, dayStart: number, find: (from: number) => number | null): number | null {
  const t = find(dayStart);
  return t !== null && t < dayStart + 1 ? t : null;
}

/** Apparent altitude of a body's centre at an instant seen from the place (swe_azalt, SE_EQU2HOR). */
export function apparentAltitude(ephemeris: Ephemeris, jd: number, body: number, place: HorizonPlace): number {
  const eq = ephemeris.equatorial(jd, body);
  return ephemeris.horizontal(jd, place, 'equatorial', eq.rightAscension, eq.declination).apparentAltitude;
}

export function dayEvents(ephemeris: Ephemeris, body: number, dayStart: number, place: HorizonPlace, discCenter = false): DayEvents {
  const opts = { discCenter };
  const rise = within(ephemeris, dayStart, (t) => ephemeris.riseTransit(t, body, 'rise', place, opts));
  const set = within(ephemeris, dayStart, (t) => ephemeris.riseTransit(t, body, 'set', place, opts));
  const upperTransit = within(ephemeris, dayStart, (t) => ephemeris.riseTransit(t, body, 'upper-transit', place));
  const lowerTransit = within(ephemeris, dayStart, (t) => ephemeris.riseTransit(t, body, 'lower-transit', place));
  const transitAltitude = upperTransit === null ? null : apparentAltitude(ephemeris, upperTransit, body, place);
  let circumpolar = false;
  let neverRises = false;
  if (rise === null && set === null) {
    // No horizon crossing all day: up the whole day if it is up at local noon's transit (or at midnight, without one).
    const probe = upperTransit ?? dayStart + 0.5;
    const up = apparentAltitude(ephemeris, probe, body, place) > 0;
    circumpolar = up;
    neverRises = !up;
  }
  return { body, rise, set, upperTransit, lowerTransit, transitAltitude, circumpolar, neverRises };
}

/** Hours the Sun's upper limb is above the horizon in the local day [dayStart, dayStart + 1). */
export function dayLengthHours(sun: DayEvents, dayStart: number): number {
  if (sun.circumpolar) return 24;
  if (sun.neverRises) return 0;
  const rise = sun.rise ?? dayStart; // up at midnight (rose the day before)
  const set = sun.set ?? dayStart + 1;
  if (set >= rise) return (set - rise) * 24;
  // Set before rise: up from midnight to the set and from the rise to midnight.
  return (set - dayStart + (dayStart + 1 - rise)) * 24;
}

export type TwilightKind = 'civil' | 'nautical' | 'astronomical';

export function twilightDay(ephemeris: Ephemeris, dayStart: number, place: HorizonPlace) {
  const sunEvent = (event: 'rise' | 'set', twilight?: TwilightKind) => within(ephemeris, dayStart, (t) => ephemeris.riseTransit(t, 0, event, place, twilight ? { twilight } : {}));
  const pair = (k: TwilightKind) => ({ dawn: sunEvent('rise', k), dusk: sunEvent('set', k) });
  const astronomical = pair('astronomical');
  let nightLengthHours: number | null = null;
  if (astronomical.dusk !== null) {
    const nextDawn = ephemeris.riseTransit(astronomical.dusk, 0, 'rise', place, { twilight: 'astronomical' });
    if (nextDawn !== null) nightLengthHours = (nextDawn - astronomical.dusk) * 24;
  } else if (astronomical.dawn === null && apparentAltitude(ephemeris, dayStart + 0.5, 0, place) < -18) {
    nightLengthHours = 24; // the Sun stays below -18 deg all day
  }
  return {
    sunrise: sunEvent('rise'),
    sunset: sunEvent('set'),
    solarNoon: within(ephemeris, dayStart, (t) => ephemeris.riseTransit(t, 0, 'upper-transit', place)),
    civil: pair('civil'),
    nautical: pair('nautical'),
    astronomical,
    nightLengthHours,
  };
}
