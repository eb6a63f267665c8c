/**
 * Ranking the bundled cities by their nearness to a chart's ACG lines. A city within orbKm of a
 * line earns weight(planet, angle, intent) x (1 - d / orbKm), d the great-circle distance from the
 * city to the line; cities are ranked by the sum, ties by population.
 *
 * Distances. MC and IC lines are meridians: the distance to a meridian is the cross-track
 * distance |asin(cos phi sin dLng)| x R. ASC and DSC lines are polylines on a 1-degree latitude
 * grid: a city is compared with the segments within orbKm/111 + 1 degrees of its latitude; the
 * nearest segment is found in the city's local equirectangular plane, and the distance to its
 * nearest point measured by haversine (exact for the point; the choice of segment is what the
 * plane approximates, below 1% inside 1000 km). The grid is indexed by latitude so each city
 * touches a dozen points per line, which is what ranks 120,000 cities in a few hundred ms.
 *
 * Weights: the service's table after the readings of Lewis and Irving, The Psychology of
 * Astro*Carto*Graphy (1997): the benefics Venus and Jupiter and the Sun favourable, Saturn, Mars
 * and Pluto adverse, the others by intent; angle factors MC 1.0, ASC 1.0, DSC 0.9, IC 0.8.
 */
import { EARTH_RADIUS_KM, distanceKm, normalizeLongitude } from './sphere.js';

/** normalizeLongitude without the -0 care, for the inner loops. */
const wrap = (x: number) => x - 360 * Math.floor((x + 180) / 360);
import type { AcgAngle } from './lines.js';
import type { City } from './cities.js';

export const INTENTS = ['general', 'love', 'career', 'money', 'health', 'spiritual'] as const;
export type Intent = (typeof INTENTS)[number];

//                 Sun   Moon  Merc  Venus Mars  Jup   Sat   Ura   Nep   Plu
const W: Record<Intent, number[]> = {
  general:   [1.0,  0.5,  0.4,  1.0, -0.6,  1.0, -1.0, -0.3, -0.3, -0.7],
  love:      [0.6,  0.8,  0.3,  1.5, -0.3,  0.8, -1.0, -0.5, -0.2, -0.8],
  career:    [1.5,  0.2,  0.6,  0.5, -0.2,  1.2, -0.5,  0.2, -0.5, -0.5],
  money:     [0.8,  0.3,  0.6,  1.2, -0.5,  1.5, -0.8, -0.2, -0.6, -0.5],
  health:    [1.2,  0.6,  0.2,  0.8, -1.0,  1.0, -1.2, -0.5, -0.8, -0.8],
  spiritual: [0.8,  0.8,  0.3,  0.6, -0.6,  1.2, -0.4,  0.3,  1.0, -0.3],
};
export const ANGLE_FACTOR: Record<AcgAngle, number> = { mc: 1.0, asc: 1.0, dsc: 0.9, ic: 0.8 };

/** Weight of a body's line for an intent (bodies beyond Pluto: 0). */
export function lineWeight(body: number, angle: AcgAngle, intent: Intent): number {
  return (W[intent][body] ?? 0) * ANGLE_FACTOR[angle];
}

export interface RankLine {
  id: number;
  angle: AcgAngle;
  /** MC/IC: the meridian's longitude. */
  meridian?: number;
  /** ASC/DSC: longitude at each latitude of the grid (index = latitude + 90), NaN where the line does not reach. */
  byLatitude?: Float64Array;
}

const RAD = Math.PI / 180;
const KM_PER_DEG = (EARTH_RADIUS_KM * Math.PI) / 180;

/** The grid form of an ACG line (points every whole degree of latitude). */
export function rankLine(id: number, angle: AcgAngle, points: { latitude: number; longitude: number }[]): RankLine {
  if (angle === 'mc' || angle === 'ic') return { id, angle, meridian: points[0]!.longitude };
  const byLatitude = new Float64Array(181).fill(NaN);
  for (const p of points) if (Number.isInteger(p.latitude)) byLatitude[p.latitude + 90] = p.longitude;
  return { id, angle, byLatitude };
}

/** Great-circle distance (km) from a place to a line, or Infinity beyond `limitKm`. */
export function distanceToLine(lat: number, lng: number, line: RankLine, limitKm: number): number {
  if (line.meridian !== undefined) {
    return Math.abs(Math.asin(Math.cos(lat * RAD) * Math.sin(normalizeLongitude(lng - line.meridian) * RAD))) * EARTH_RADIUS_KM;
  }
  const grid = line.byLatitude!;
  const span = Math.ceil(limitKm / KM_PER_DEG) + 1;
  const lo = Math.max(-90, Math.floor(lat) - span);
  const hi = Math.min(90, Math.ceil(lat) + span);
  const kx = Math.cos(lat * RAD) * KM_PER_DEG;
  let best = Infinity;
  let bestLat = 0;
  let bestLng = 0;
  for (let a = lo; a < hi; a++) {
    const l1 = grid[a + 90]!;
    const l2 = grid[a + 91]!;
    if (Number.isNaN(l1) || Number.isNaN(l2) || Math.abs(l2 - l1) > 180) continue;
    // Plane around the city: x east, y north, km.
    const x1 = wrap(l1 - lng) * kx, y1 = (a - lat) * KM_PER_DEG;
    const x2 = wrap(l2 - lng) * kx, y2 = (a + 1 - lat) * KM_PER_DEG;
    if (Math.min(Math.abs(x1), Math.abs(x2)) > limitKm * 1.5 + 200 && Math.sign(x1) === Math.sign(x2)) continue;
    const dx = x2 - x1, dy = y2 - y1;
    const len2 = dx * dx + dy * dy;
    const u = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(x1 * dx + y1 * dy) / len2));
    const px = x1 + u * dx, py = y1 + u * dy;
    const d2 = px * px + py * py;
    if (d2 < best) {
      best = d2;
      bestLat = a + u;
      bestLng = l1 + u * normalizeLongitude(l2 - l1);
    }
  }
  if (best === Infinity) return Infinity;
  return distanceKm({ latitude: lat, longitude: lng }, { latitude: bestLat, longitude: normalizeLongitude(bestLng) });
}

export interface RankedCity {
  city: City;
  score: number;
  lines: { id: number; angle: AcgAngle; distanceKm: number; contribution: number }[];
}

/**
 * Ranks the cities. Each (city, line) pair first passes a cheap test: the city's longitude against
 * the longitudes the line reaches within orbKm of its latitude (for ASC/DSC, the hull of the grid
 * points within the latitude span, widened by orbKm / (111.195 km cos latitude)); only the pairs
 * that pass are measured exactly by distanceToLine.
 */
export function rankCities(cities: readonly City[], lines: readonly RankLine[], intent: Intent, orbKm: number, limit: number): { considered: number; ranked: RankedCity[] } {
  const span = Math.ceil(orbKm / KM_PER_DEG) + 1;
  // Half-width (degrees of longitude) of orbKm in each whole-degree latitude band, at its edge nearer the pole.
  const width = new Float64Array(181);
  for (let band = 0; band <= 180; band++) {
    const lat = Math.max(Math.abs(band - 90), Math.abs(band - 89));
    width[band] = Math.min(180, orbKm / (KM_PER_DEG * Math.cos(Math.min(89.999, lat) * RAD)) + 0.01);
  }
  // Per line and band: the centre and half-width of the longitudes within reach (NaN: none).
  const hulls = lines.map((line) => {
    const centre = new Float64Array(181).fill(NaN);
    const half = new Float64Array(181);
    for (let band = 0; band <= 180; band++) {
      if (line.meridian !== undefined) {
        centre[band] = line.meridian;
        half[band] = width[band]!;
        continue;
      }
      const grid = line.byLatitude!;
      let ref = NaN, lo = 0, hi = 0;
      for (let g = Math.max(0, band - span); g <= Math.min(180, band + span + 1); g++) {
        const l = grid[g]!;
        if (Number.isNaN(l)) continue;
        if (Number.isNaN(ref)) { ref = l; continue; }
        const o = wrap(l - ref);
        if (o < lo) lo = o;
        if (o > hi) hi = o;
      }
      if (Number.isNaN(ref)) continue;
      centre[band] = ref + (lo + hi) / 2;
      half[band] = (hi - lo) / 2 + width[band]!;
    }
    return { centre, half };
  });
  const weights = lines.map((l) => lineWeight(l.id, l.angle, intent));
  const scored: RankedCity[] = [];
  for (const city of cities) {
    const band = Math.min(180, Math.max(0, Math.floor(city.latitude) + 90));
    let score = 0;
    let found: RankedCity['lines'] | undefined;
    for (let k = 0; k < lines.length; k++) {
      const h = hulls[k]!;
      const c = h.centre[band]!;
      if (Number.isNaN(c) || Math.abs(wrap(city.longitude - c)) > h.half[band]!) continue;
      const line = lines[k]!;
      const d = distanceToLine(city.latitude, city.longitude, line, orbKm);
      if (!(d < orbKm)) continue;
      const contribution = weights[k]! * (1 - d / orbKm);
      score += contribution;
      (found ??= []).push({ id: line.id, angle: line.angle, distanceKm: d, contribution });
    }
    if (found) scored.push({ city, score, lines: found.sort((x, y) => x.distanceKm - y.distanceKm) });
  }
  scored.sort((x, y) => y.score - x.score || y.city.population - x.city.population);
  return { considered: cities.length, ranked: scored.slice(0, limit) };
}
