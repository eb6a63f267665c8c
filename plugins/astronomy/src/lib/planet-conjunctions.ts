/**
 * Conjunctions of two planets in geocentric apparent longitude (ecliptic and equinox of date,
 * swe_calc_ut): every root of lambda1 - lambda2 = 0 (mod 360), found by daily bracketing and Brent
 * (core's findAngleRoots), so a retrograde loop gives its two or three conjunctions (the triple
 * conjunctions of Jupiter and Saturn, e.g. 1981). Near each, the least true separation (the
 * angle between the apparent directions, from RA and declination of date) is the closest
 * approach; it differs from the separation at the conjunction in longitude by the change of the
 * latitudes (Meeus, Astronomical Algorithms, ch. 17-18).
 */
import type { Ephemeris } from '@celestial/core';
import { findAngleRoots } from '@celestial/core/astro';
import { minimumOn, separation } from './planet-events.js';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;

export interface PlanetConjunction {
  planet1: number;
  planet2: number;
  jd: number;
  /** Apparent longitude of both at the conjunction. */
  longitude: number;
  /** True separation at the conjunction in longitude, degrees. */
  separationDeg: number;
  closestJd: number;
  closestSeparationDeg: number;
  /** Angular distance of planet1 from the Sun at the conjunction, degrees. */
  elongationFromSun: number;
}

/** Every conjunction in longitude of each pair of `bodies` in [start, end] whose true separation is at most maxSeparation. */
export function planetaryConjunctions(ephemeris: Ephemeris, bodies: readonly number[], start: number, end: number, maxSeparation: number): PlanetConjunction[] {
  // Every pair samples the same daily instants: each planet's longitude is computed once per instant.
  const cache = new Map<string, number>();
  const lon = (t: number, body: number) => {
    const key = `${body}:${t}`;
    let v = cache.get(key);
    if (v === undefined) {
      v = ephemeris.longitudeOnlyAt(t, body, TROPICAL);
      cache.set(key, v);
    }
    return v;
  };
  const out: PlanetConjunction[] = [];
  for (let i = 0; i < bodies.length; i++) {
    for (let j = i + 1; j < bodies.length; j++) {
      const a = bodies[i]!;
      const b = bodies[j]!;
      // The difference moves at most ~3 deg/day (Mercury against a retrograde Venus): a 1-day step never skips a root.
      for (const root of findAngleRoots((t) => lon(t, a) - lon(t, b), start, end, { step: 1 })) {
        const sep = separation(ephemeris, root.jd, a, b);
        if (sep > maxSeparation) continue;
        // Within +-3 days the separation has one minimum (the latitudes change by well under a degree).
        const near = minimumOn((t) => separation(ephemeris, t, a, b), root.jd - 3, root.jd + 3, 0.5);
        out.push({
          planet1: a, planet2: b, jd: root.jd, longitude: ephemeris.longitudeOnlyAt(root.jd, a, TROPICAL), separationDeg: sep,
          closestJd: near.jd, closestSeparationDeg: near.value, elongationFromSun: separation(ephemeris, root.jd, a, 0),
        });
      }
    }
  }
  return out.sort((x, y) => x.jd - y.jd);
}
