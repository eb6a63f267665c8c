/**
 * Primary minima of Algol (beta Persei) from the GCVS light elements (General Catalogue of
 * Variable Stars, Samus et al., 2017, entry bet Per): Min I = HJD 2445641.5135 + 2.8673043 E.
 * The elements are heliocentric: the light-time across the Earth's orbit (up to +-8.3 min
 * towards Algol, whose ecliptic latitude is +22 deg) is applied with HJD = JD + (r . n)/c, r the
 * Earth's heliocentric position (AU), n the unit vector towards the star, c = 173.1446 AU/day.
 * Both in the ecliptic frame of date (swe_calc_ut SE_EARTH with SEFLG_HELCTR; swe_fixstar2_ut),
 * where the dot product is the same as in the catalogue's cartesian J2000 frame.
 */
import { ApiError } from '@celestial/core';
import type { Ephemeris } from '@celestial/core';

export const ALGOL_EPOCH_HJD = 2445641.5135;
export const ALGOL_PERIOD_DAYS = 2.8673043;
export const LIGHT_AU_PER_DAY = 173.1446;
const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
const SE_EARTH = 14;
const RAD = Math.PI / 180;

function unit(lonDeg: number, latDeg: number): [number, number, number] {
  return [Math.cos(latDeg * RAD) * Math.cos(lonDeg * RAD), Math.cos(latDeg * RAD) * Math.sin(lonDeg * RAD), Math.sin(latDeg * RAD)];
}

/** (r . n)/c in days: HJD - JD at a UT instant. */
export function heliocentricCorrection(ephemeris: Ephemeris, jd: number): number {
  const star = ephemeris.fixedStar(jd, 'Algol', TROPICAL);
  if (!star) throw new ApiError('CALCULATION_ERROR', 'Algol is missing from the fixed-star catalogue (sefstars.txt)');
  const earth = ephemeris.heliocentric(jd, SE_EARTH, TROPICAL);
  const r = unit(earth.longitude, earth.latitude).map((x) => x * earth.distance);
  const n = unit(star.longitude, star.latitude);
  return (r[0]! * n[0] + r[1]! * n[1] + r[2]! * n[2]) / LIGHT_AU_PER_DAY;
}

/** The primary minimum nearest an instant (UT JD), before or after: its geocentric UT Julian day and cycle number E. */
export function nearestAlgolMinimum(ephemeris: Ephemeris, jd0: number): { jd: number; cycle: number } {
  const hjd0 = jd0 + heliocentricCorrection(ephemeris, jd0);
  const cycle = Math.round((hjd0 - ALGOL_EPOCH_HJD) / ALGOL_PERIOD_DAYS);
  const hjdMin = ALGOL_EPOCH_HJD + cycle * ALGOL_PERIOD_DAYS;
  // JD = HJD - (r . n)/c at the minimum itself; one fixed-point step is exact to microseconds (the correction moves by < 1e-6 d per 10 min).
  let jd = hjdMin - heliocentricCorrection(ephemeris, hjdMin);
  jd = hjdMin - heliocentricCorrection(ephemeris, jd);
  return { jd, cycle };
}
