/**
 * A body's daily motion against its mean motion: swift, average, slow, stationary or
 * retrograde, and the nearest station. The classical mean motions are Lilly's (Christian
 * Astrology I, 1647, ch. "Of the Planets"): the Sun, Mercury and Venus 0 deg 59' 08'', the
 * Moon 13 deg 10' 36'', Mars 0 deg 31' 27'', Jupiter 0 deg 04' 59'', Saturn 0 deg 02' 01''. The
 * outer planets, unknown to Lilly, take 360 deg over their sidereal periods (Uranus 30 688.5 d,
 * Neptune 60 182 d, Pluto 90 560 d; NASA planetary fact sheets), the geocentric mean equal to
 * the heliocentric one over a synodic cycle.
 */
import type { Ephemeris, ZodiacSettings } from '../services.js';
import { findStations } from './events.js';
import type { Station } from './events.js';

const dms = (d: number, m: number, s: number) => d + m / 60 + s / 3600;

/** Mean geocentric daily motion in longitude, degrees per day, by Swiss body number (0-9). */
export const MEAN_DAILY_MOTION: Readonly<Record<number, number>> = {
  0: dms(0, 59, 8),
  1: dms(13, 10, 36),
  2: dms(0, 59, 8),
  3: dms(0, 59, 8),
  4: dms(0, 31, 27),
  5: dms(0, 4, 59),
  6: dms(0, 2, 1),
  7: 360 / 30688.5,
  8: 360 / 60182,
  9: 360 / 90560,
};

export type MotionStatus = 'swift' | 'average' | 'slow' | 'stationary' | 'retrograde';

/** Ratio thresholds: swift above 1.1 x mean, slow below 0.9 x, stationary below 0.1 x (either direction). */
export const MOTION_THRESHOLDS = { swift: 1.1, slow: 0.9, stationary: 0.1 } as const;

/**
 * Status of a daily speed against a mean motion: |ratio| < 0.1 stationary (a station is
 * reported as such whichever way the body creeps), else negative speed retrograde, else by
 * ratio swift / slow / average.
 */
export function motionStatus(speed: number, mean: number): MotionStatus {
  const ratio = speed / mean;
  if (Math.abs(ratio) < MOTION_THRESHOLDS.stationary) return 'stationary';
  if (speed < 0) return 'retrograde';
  if (ratio > MOTION_THRESHOLDS.swift) return 'swift';
  if (ratio < MOTION_THRESHOLDS.slow) return 'slow';
  return 'average';
}

/** Days either side searched for the nearest station. */
export const STATION_SEARCH_DAYS = 60;

/** The station nearest to jd within +-STATION_SEARCH_DAYS (roots of the speed, Brent), or null. */
export function nearestStation(ephemeris: Ephemeris, body: number, jd: number, zodiac: ZodiacSettings, days = STATION_SEARCH_DAYS): Station | null {
  const stations = findStations(ephemeris, body, jd - days, jd + days, zodiac);
  let best: Station | null = null;
  for (const s of stations) if (!best || Math.abs(s.jd - jd) < Math.abs(best.jd - jd)) best = s;
  return best;
}
