/**
 * The Moon's true perigees and apogees (extrema of its geocentric distance, swe_calc_ut SE_MOON
 * xx[2]: roots of its rate) and its node crossings (roots of its ecliptic latitude
 * xx[1]; the binding has no swe_mooncross_node_ut), by core's scan-and-Brent root finder
 * (core/src/astro/events.ts) to 0.01 s. Perigee and apogee are 13-15 days apart and the node
 * crossings about 13.6, so a 6-hour scan step cannot miss one. These are the Moon's own passages,
 * not the osculating apogee (the Black Moon) of swe_nod_aps.
 */
import type { Ephemeris } from '@celestial/core';
import { findRoots } from '@celestial/core/astro';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
export const AU_KM = 149597870.7;

/**
 * The distance's rate as the central difference over +-15 minutes. Swiss Ephemeris's own distance
 * speed (xx[5]) is not the exact derivative of its apparent distance: its zero lies 20-90 s from
 * the distance's extremum (measured against a dense sampling of xx[2], 2024), more than the
 * extremum's own definition allows; the difference quotient's zero is the extremum to well under
 * a second (the error is O(h^2 d'''/d''), the distance being smooth over the 30 minutes).
 */
function distanceRate(ephemeris: Ephemeris, t: number): number {
  const h = 1 / 96;
  return (ephemeris.position(t + h, 1, TROPICAL).distance - ephemeris.position(t - h, 1, TROPICAL).distance) / (2 * h);
}

export function moonApsides(ephemeris: Ephemeris, start: number, end: number) {
  return findRoots((t) => distanceRate(ephemeris, t), start, end, { step: 0.25 }).map((r) => {
    const p = ephemeris.position(r.jd, 1, TROPICAL);
    // The distance rate goes from negative to positive at a perigee (the distance's minimum).
    return { kind: r.direction > 0 ? ('perigee' as const) : ('apogee' as const), jd: r.jd, distanceKm: p.distance * AU_KM, longitude: p.longitude };
  });
}

export function moonNodeCrossings(ephemeris: Ephemeris, start: number, end: number) {
  return findRoots((t) => ephemeris.position(t, 1, TROPICAL).latitude, start, end, { step: 0.25 }).map((r) => ({
    node: r.direction > 0 ? ('ascending' as const) : ('descending' as const),
    jd: r.jd,
    longitude: ephemeris.position(r.jd, 1, TROPICAL).longitude,
  }));
}
