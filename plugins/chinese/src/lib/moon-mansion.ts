/**
 * The Moon's xiu as Chinese equatorial astronomy measures it (not the almanac's day cycle):
 * the lodge whose determinative star's apparent right ascension of date the Moon's apparent
 * right ascension has last passed (core/src/astro/chinese-xiu.ts). The next boundary is the
 * instant the Moon's right ascension reaches the next determinative's, bracketed in quarter
 * days (the Moon's right ascension always increases, 11-16 deg a day) and bisected to 1 s.
 */
import type { Ephemeris } from '@celestial/core';
import { XIU_DETERMINATIVES, apparentPlace, xiuBoundaries, xiuOfRightAscension } from '@celestial/core/astro';

const MOON = 1;
const SECOND = 1 / 86400;
const wrap180 = (x: number) => ((((x + 180) % 360) + 360) % 360) - 180;

/** Apparent right ascension of date of determinative i. */
export function determinativeRa(ephemeris: Ephemeris, jdUT: number, i: number): number {
  const d = XIU_DETERMINATIVES[i]!;
  if (d.hipparcos) return apparentPlace(ephemeris, jdUT, d.hipparcos).rightAscension;
  return ephemeris.fixedStar(jdUT, `,${d.bayer}`, { zodiacType: 'tropical', siderealMode: 0 })!.rightAscension;
}

export function moonMansion(ephemeris: Ephemeris, jdUT: number) {
  const boundaries = xiuBoundaries(ephemeris, jdUT);
  const moonRa = ephemeris.equatorial(jdUT, MOON).rightAscension;
  const index = xiuOfRightAscension(boundaries, moonRa);
  const next = (index + 1) % 28;
  const width = (((boundaries[next]! - boundaries[index]!) % 360) + 360) % 360;
  const into = (((moonRa - boundaries[index]!) % 360) + 360) % 360;
  // g < 0 until the Moon reaches the next determinative.
  const g = (jd: number) => wrap180(ephemeris.equatorial(jd, MOON).rightAscension - determinativeRa(ephemeris, jd, next));
  let lo = jdUT, hi = jdUT + 0.25;
  while (g(hi) < 0) { lo = hi; hi += 0.25; }
  while (hi - lo > SECOND) { const mid = (lo + hi) / 2; if (g(mid) < 0) lo = mid; else hi = mid; }
  return {
    moonLongitude: ephemeris.longitudeOnlyAt(jdUT, MOON, { zodiacType: 'tropical', siderealMode: 0 }),
    moonRightAscension: moonRa,
    index, width, into, boundaries,
    nextAt: (lo + hi) / 2,
  };
}
