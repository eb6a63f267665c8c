/**
 * Sidereal time and the equation of time from Swiss Ephemeris (swe_sidtime: IAU 2006 GMST with
 * the equation of the equinoxes; swe_time_equ: E = LAT - LMT from the Sun's apparent right
 * ascension).
 */
import type { Ephemeris } from '@celestial/core';

const RAD = Math.PI / 180;
const hours24 = (h: number) => ((h % 24) + 24) % 24;

export function siderealTimes(ephemeris: Ephemeris, jd: number, longitude: number) {
  const gastHours = ephemeris.siderealTimeHours(jd);
  const n = ephemeris.nutationAndObliquity(jd);
  // Equation of the equinoxes: delta-psi cos(epsilon), degrees -> hours of time (x 1/15).
  const eqEqHours = (n.nutationLongitude * Math.cos(n.trueObliquity * RAD)) / 15;
  return {
    gastHours,
    gmstHours: hours24(gastHours - eqEqHours),
    equationOfEquinoxesSeconds: eqEqHours * 3600,
    lstHours: hours24(gastHours + longitude / 15),
  };
}

/** E = LAT - LMT (minutes), local mean time and local apparent time (hours of the day, 0-24) at a UT instant and longitude. */
export function equationOfTime(ephemeris: Ephemeris, jd: number, longitude: number) {
  const eDays = ephemeris.equationOfTimeDays(jd);
  const utHours = hours24((jd - 0.5 - Math.floor(jd - 0.5)) * 24);
  const lmt = utHours + longitude / 15;
  return { minutes: eDays * 1440, lmtHours: lmt, latHours: lmt + eDays * 24 };
}
