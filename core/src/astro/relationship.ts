/**
 * Two-chart geometry shared by the relationship operations (synastry, composite, Davison):
 * inter-chart aspects on the /aspects table, Davison's midpoint place, and the right
 * ascension of the MC that a composite MC implies.
 */
import { findAspects } from './aspects.js';
import type { AspectFound, AspectOptions, AspectPoint } from './aspects.js';
import { normalizeDegrees, signedArc } from './angles.js';
import { bodySlug } from '../vocabulary/bodies.js';
import { kebab } from '../vocabulary/kebab.js';

const DEG = Math.PI / 180;

/** Offset that keeps chart2's ids apart from chart1's while the aspect table runs over both. */
const SECOND = 100_000;

/**
 * Every chart1 x chart2 pair's aspect as /aspects finds it (the same table, orbs and
 * "closest aspect per pair" rule; isApplying from the two speeds); planet1 is always from
 * chart1, planet2 from chart2, ids as given.
 */
export function crossAspects(points1: readonly AspectPoint[], points2: readonly AspectPoint[], options: Omit<AspectOptions, 'planet1Ids' | 'planet2Ids'> = {}): AspectFound[] {
  // The slug is taken before the shift: it is the body's by its own number.
  const shifted = points2.map((p) => ({ ...p, slug: p.slug ?? bodySlug(p.id) ?? kebab(p.name), id: p.id + SECOND }));
  const found = findAspects([...points1, ...shifted], { ...options, planet1Ids: points1.map((p) => p.id), planet2Ids: shifted.map((p) => p.id) });
  return found.map((a) => ({ ...a, planet2: { ...a.planet2, id: a.planet2.id - SECOND } }));
}

/**
 * Davison's relationship place (Ronald Davison, Synastry, 1977): the mean of the two
 * latitudes and the mean of the two longitudes taken the shorter way round.
 */
export function meanPlace(lat1: number, lon1: number, lat2: number, lon2: number): { latitude: number; longitude: number } {
  const lon = lon1 + signedArc(lon1, lon2) / 2;
  return { latitude: (lat1 + lat2) / 2, longitude: toEastWest(lon) };
}

/** The midpoint of the great-circle arc between two places (the normalised sum of their unit vectors). */
export function greatCircleMidpoint(lat1: number, lon1: number, lat2: number, lon2: number): { latitude: number; longitude: number } {
  const v = (lat: number, lon: number) => [Math.cos(lat * DEG) * Math.cos(lon * DEG), Math.cos(lat * DEG) * Math.sin(lon * DEG), Math.sin(lat * DEG)];
  const a = v(lat1, lon1);
  const b = v(lat2, lon2);
  const x = a[0]! + b[0]!;
  const y = a[1]! + b[1]!;
  const z = a[2]! + b[2]!;
  const r = Math.hypot(x, y, z);
  // Antipodal places have no unique midpoint: fall back to the mean place.
  if (r < 1e-9) return meanPlace(lat1, lon1, lat2, lon2);
  return { latitude: Math.asin(z / r) / DEG, longitude: toEastWest(Math.atan2(y, x) / DEG) };
}

/** Longitude folded into (-180, 180]. */
export function toEastWest(lon: number): number {
  const l = normalizeDegrees(lon);
  return l > 180 ? l - 360 : l;
}

/**
 * The ARMC whose MC is the given tropical ecliptic longitude: the right ascension of an
 * ecliptic point, tan(RA) = tan(lambda) cos(obliquity), in the quadrant of lambda.
 */
export function armcOfMc(mcTropical: number, obliquity: number): number {
  const l = mcTropical * DEG;
  return normalizeDegrees(Math.atan2(Math.sin(l) * Math.cos(obliquity * DEG), Math.cos(l)) / DEG);
}
