/**
 * Local Space (Michael Erlewine, Local Space Astrology, 1978; Steve Cozzi, Planets in Locality,
 * 1988): each body's azimuth and altitude at the birth place and moment (swe_azalt, SE_ECL2HOR, of
 * the body's ecliptic longitude and latitude of date), and the great circle leaving the birth
 * place along that azimuth.
 */
import type { Ephemeris, HorizonPlace } from '@celestial/core';
import { destination, initialBearing, crossTrackKm, distanceKm, splitAtAntimeridian } from './sphere.js';
import type { GeoPoint } from './sphere.js';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;

export const COMPASS16 = ['n', 'nne', 'ne', 'ene', 'e', 'ese', 'se', 'sse', 's', 'ssw', 'sw', 'wsw', 'w', 'wnw', 'nw', 'nnw'] as const;

/** 16-point compass sector of an azimuth from north: floor((az + 11.25) / 22.5) mod 16. */
export function compass16(azimuth: number): (typeof COMPASS16)[number] {
  return COMPASS16[Math.floor((((azimuth % 360) + 360) % 360 + 11.25) / 22.5) % 16]!;
}

export interface LocalSpaceBody {
  id: number;
  azimuth: number;
  altitude: number;
  apparentAltitude: number;
}

export function localSpace(ephemeris: Ephemeris, jd: number, place: HorizonPlace, ids: readonly number[]): LocalSpaceBody[] {
  return ids.map((id) => {
    const p = ephemeris.position(jd, id, TROPICAL);
    const h = ephemeris.horizontal(jd, place, 'ecliptic', p.longitude, p.latitude);
    return { id, azimuth: h.azimuth, altitude: h.trueAltitude, apparentAltitude: h.apparentAltitude };
  });
}

/** The full great circle from the origin along an azimuth, every stepDeg of arc (0..360; the far half is the back-azimuth's line). */
export function localSpaceLine(origin: GeoPoint, azimuth: number, stepDeg: number): GeoPoint[][] {
  const pts: GeoPoint[] = [];
  const n = Math.round(360 / stepDeg);
  for (let i = 0; i <= n; i++) pts.push(destination(origin, azimuth, Math.min(360, i * stepDeg)));
  return splitAtAntimeridian(pts);
}

/** Distance and bearing to a target, and each body's line's offset from it. */
export function bearingTo(origin: GeoPoint, target: GeoPoint, bodies: readonly LocalSpaceBody[]) {
  const bearing = initialBearing(origin, target);
  const lines = bodies.map((b) => {
    const d = Math.abs(((bearing - b.azimuth + 540) % 360) - 180); // 0..180
    return { id: b.id, azimuth: b.azimuth, deltaDeg: Math.min(d, 180 - d), crossTrackKm: crossTrackKm(origin, b.azimuth, target) };
  });
  lines.sort((a, b) => Math.abs(a.crossTrackKm) - Math.abs(b.crossTrackKm));
  return { distanceKm: distanceKm(origin, target), initialBearing: bearing, lines };
}
