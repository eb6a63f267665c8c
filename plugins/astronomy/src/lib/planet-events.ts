/**
 * The planets against the Sun: oppositions and conjunctions (roots of lambda planet - lambda Sun
 * - 180 or - 0, apparent geocentric longitudes of date, swe_calc_ut), greatest elongations of
 * Mercury and Venus (maxima of the elongation, swe_pheno_ut attr[2]) and the nearest approaches
 * around them, by core's root finder (scan then Brent to 0.01 s). Extrema are the zeros of a
 * central difference over +-15 minutes, not of the library's speeds (see moon.ts: Swiss
 * Ephemeris's distance speed misses the distance's extremum by up to 90 s).
 */
import type { Ephemeris } from '@celestial/core';
import { findAngleRoots, findRoots } from '@celestial/core/astro';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
const H = 1 / 96;
const RAD = Math.PI / 180;

const lon = (e: Ephemeris, t: number, body: number) => e.longitudeOnlyAt(t, body, TROPICAL);

/** Instants in [start, end] when lambda(body) - lambda(Sun) = target (mod 360). */
export function sunLongitudeDifferenceRoots(ephemeris: Ephemeris, body: number, target: number, start: number, end: number): number[] {
  // The difference moves at most ~5 deg/day (Mercury near inferior conjunction): a 1-day step keeps it below 180 between samples.
  return findAngleRoots((t) => lon(ephemeris, t, body) - lon(ephemeris, t, 0) - target, start, end, { step: 1 }).map((r) => r.jd);
}

/** The minimum of a smooth function on [a, b]: zeros of its central difference, the lowest of them (or an end). */
export function minimumOn(f: (t: number) => number, a: number, b: number, step: number): { jd: number; value: number } {
  const rate = (t: number) => (f(t + H) - f(t - H)) / (2 * H);
  const candidates = [a, b, ...findRoots(rate, a, b, { step }).filter((r) => r.direction > 0).map((r) => r.jd)];
  let best = { jd: a, value: Infinity };
  for (const t of candidates) {
    const v = f(t);
    if (v < best.value) best = { jd: t, value: v };
  }
  return best;
}

/** Greatest elongations: maxima of the elongation above 10 deg (the minima are the conjunctions). */
export function greatestElongations(ephemeris: Ephemeris, body: number, start: number, end: number) {
  const elong = (t: number) => ephemeris.phenomena(t, body).elongation;
  const rate = (t: number) => (elong(t + H) - elong(t - H)) / (2 * H);
  return findRoots(rate, start, end, { step: 1 })
    .filter((r) => r.direction < 0)
    .map((r) => ({ jd: r.jd, elongation: elong(r.jd) }))
    .filter((e) => e.elongation > 10)
    .map((e) => {
      const east = ((lon(ephemeris, e.jd, body) - lon(ephemeris, e.jd, 0) + 540) % 360) - 180 > 0;
      return { ...e, kind: east ? ('east' as const) : ('west' as const) };
    });
}

/** True angular separation of two bodies (degrees) from their apparent right ascensions and declinations of date. */
export function separation(ephemeris: Ephemeris, t: number, a: number, b: number): number {
  const p = ephemeris.equatorial(t, a);
  const q = ephemeris.equatorial(t, b);
  const c = Math.sin(p.declination * RAD) * Math.sin(q.declination * RAD) + Math.cos(p.declination * RAD) * Math.cos(q.declination * RAD) * Math.cos((p.rightAscension - q.rightAscension) * RAD);
  return Math.acos(Math.max(-1, Math.min(1, c))) / RAD;
}
