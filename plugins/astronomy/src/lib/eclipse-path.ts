/**
 * The central path of a solar eclipse: the point where the shadow axis meets the Earth, sampled
 * in time between the central line's first and last contact (swe_sol_eclipse_when_glob tret[6]/[7];
 * swe_sol_eclipse_where gives the point geopos[0]/[1] and the core-shadow diameter |attr[3]| km,
 * Besselian geometry after the Explanatory Supplement, ch. 8). The limits are the catalogue's
 * approximation: points half the core-shadow diameter either side of the central line,
 * perpendicular to the local track bearing, on a sphere of R = 6371 km (the destination formula
 * of spherical trigonometry, e.g. Williams, Aviation Formulary). They are not the exact
 * limit lines of the canon, which come from the shadow cone's own edge.
 */
import type { Ephemeris } from '@celestial/core';
import { SE_ECL_CENTRAL, nextSolarEclipse } from './eclipses.js';

const RAD = Math.PI / 180;
export const EARTH_RADIUS_KM = 6371;
/** Kilometres per degree of a great circle on that sphere: 2 pi R / 360. */
export const KM_PER_DEGREE = 111.195;

export interface GroundPoint {
  latitude: number;
  longitude: number;
}

/** Initial great-circle bearing (degrees from north, clockwise) from a to b. */
export function initialBearing(a: GroundPoint, b: GroundPoint): number {
  const f1 = a.latitude * RAD;
  const f2 = b.latitude * RAD;
  const dl = (b.longitude - a.longitude) * RAD;
  const y = Math.sin(dl) * Math.cos(f2);
  const x = Math.cos(f1) * Math.sin(f2) - Math.sin(f1) * Math.cos(f2) * Math.cos(dl);
  return ((Math.atan2(y, x) / RAD) + 360) % 360;
}

/** The point `km` from `from` along the great circle leaving at `bearing` (degrees from north). */
export function destination(from: GroundPoint, bearing: number, km: number): GroundPoint {
  const d = km / EARTH_RADIUS_KM;
  const f1 = from.latitude * RAD;
  const th = bearing * RAD;
  const f2 = Math.asin(Math.sin(f1) * Math.cos(d) + Math.cos(f1) * Math.sin(d) * Math.cos(th));
  const l2 = from.longitude * RAD + Math.atan2(Math.sin(th) * Math.sin(d) * Math.cos(f1), Math.cos(d) - Math.sin(f1) * Math.sin(f2));
  return { latitude: f2 / RAD, longitude: ((((l2 / RAD) % 360) + 540) % 360) - 180 };
}

export interface PathSample extends GroundPoint {
  jd: number;
  /** |attr[3]|: diameter of the umbra or antumbra on the ground, km. */
  coreShadowKm: number;
}

export interface EclipsePath {
  eclipse: ReturnType<typeof nextSolarEclipse>;
  path: PathSample[];
  northernLimit: GroundPoint[];
  southernLimit: GroundPoint[];
  maxWidthKm: number;
}

/** Samples of the central line every `stepDays` from centralBegin to centralEnd (both ends kept), where the axis touches the Earth. */
export function centralLine(ephemeris: Ephemeris, centralBegin: number, centralEnd: number, stepDays: number): PathSample[] {
  const out: PathSample[] = [];
  const n = Math.ceil((centralEnd - centralBegin) / stepDays);
  for (let i = 0; i <= n; i++) {
    const jd = Math.min(centralBegin + i * stepDays, centralEnd);
    const w = ephemeris.solarEclipseWhere(jd);
    // Outside the central phase (rounding at the two ends) the routine answers the non-central point of greatest eclipse: not on the line.
    if (!w || !(w.flags & SE_ECL_CENTRAL)) continue;
    out.push({ jd, latitude: w.latitude, longitude: w.longitude, coreShadowKm: Math.abs(w.coreShadowKm) });
  }
  return out;
}

/**
 * The limits: each central point moved |attr[3]|/2 km perpendicular to the track bearing (central
 * difference of its neighbours, one-sided at the ends); of the two perpendicular points the one at
 * the higher latitude is the northern limit.
 */
export function pathLimits(samples: PathSample[]): { northern: GroundPoint[]; southern: GroundPoint[] } {
  const northern: GroundPoint[] = [];
  const southern: GroundPoint[] = [];
  samples.forEach((p, i) => {
    if (samples.length < 2) return;
    const a = samples[Math.max(0, i - 1)]!;
    const b = samples[Math.min(samples.length - 1, i + 1)]!;
    const bearing = initialBearing(a, b);
    const left = destination(p, bearing - 90, p.coreShadowKm / 2);
    const right = destination(p, bearing + 90, p.coreShadowKm / 2);
    const [n, s] = left.latitude >= right.latitude ? [left, right] : [right, left];
    northern.push(n);
    southern.push(s);
  });
  return { northern, southern };
}

/** The next central (total, annular or hybrid) solar eclipse after `from` and its path. */
export function solarEclipsePath(ephemeris: Ephemeris, from: number, stepMinutes: number): EclipsePath {
  const eclipse = nextSolarEclipse(ephemeris, from, 'central', false);
  const g = eclipse.global;
  // A central eclipse always has its central line contacts; the maximum alone is the fallback the routine never needs in SE 2.09.
  const begin = g.centralBegin ?? g.maximum;
  const end = g.centralEnd ?? g.maximum;
  const path = centralLine(ephemeris, begin, end, stepMinutes / 1440);
  const { northern, southern } = pathLimits(path);
  return { eclipse, path, northernLimit: northern, southernLimit: southern, maxWidthKm: Math.max(0, ...path.map((p) => p.coreShadowKm)) };
}

/** The samples at whole ten minutes of UT (the labels of a drawn path), each the central point at that instant. */
export function tenMinuteLabels(ephemeris: Ephemeris, begin: number, end: number): PathSample[] {
  const tenMinutes = 10 / 1440;
  // Julian days start at noon: whole minutes of UT are whole multiples of 1/1440 from JD x.5.
  const first = Math.ceil((begin - 0.5) / tenMinutes) * tenMinutes + 0.5;
  const out: PathSample[] = [];
  for (let jd = first; jd <= end; jd += tenMinutes) out.push(...centralLine(ephemeris, jd, jd, 1));
  return out;
}
