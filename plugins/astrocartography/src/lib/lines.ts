/**
 * Jim Lewis's Astro*Carto*Graphy lines, in mundo (Lewis, The Astro*Carto*Graphy Book of Maps,
 * 1989; the construction as in Campion, The Ultimate Astrologer, and the Solar Fire manual): a
 * body of right ascension alpha and declination delta at the birth instant culminates where the
 * local sidereal time equals alpha, i.e. on the meridian of geographic longitude alpha - GAST
 * (MC line), and anti-culminates 180 deg away (IC line); it rises and sets where its hour angle
 * H0 solves the horizon equation cos H0 = -tan phi tan delta (the geometric horizon, no refraction
 * or parallax, as ACG maps draw it): ASC at alpha - GAST - H0, DSC at alpha - GAST + H0, for
 * |phi| < 90 - |delta| (beyond, the body is circumpolar or never rises).
 */
import { normalizeLongitude, splitAtAntimeridian } from './sphere.js';
import type { GeoPoint } from './sphere.js';

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

export type AcgAngle = 'mc' | 'ic' | 'asc' | 'dsc';

export interface EquatorialBody {
  id: number;
  rightAscension: number;
  declination: number;
}

/** The MC meridian's longitude: alpha - GAST (degrees), normalised. */
export function mcLongitude(rightAscension: number, gastDeg: number): number {
  return normalizeLongitude(rightAscension - gastDeg);
}

/** Hour angle (degrees) at which a body of declination delta is on the horizon at latitude phi; null when it never crosses. */
export function horizonHourAngle(latitude: number, declination: number): number | null {
  const c = -Math.tan(latitude * RAD) * Math.tan(declination * RAD);
  if (!(Math.abs(c) < 1)) return null;
  return Math.acos(c) * DEG;
}

/** Latitudes -89..89 (or the step given), plus the poles' neighbourhood; the step's multiples. */
export function latitudeGrid(step: number): number[] {
  const out: number[] = [];
  for (let lat = -90 + step; lat < 90 - 1e-9; lat += step) out.push(Math.round(lat * 1e9) / 1e9);
  return out;
}

export function acgLines(bodies: readonly EquatorialBody[], gastDeg: number, latitudeStep: number): { id: number; angle: AcgAngle; segments: GeoPoint[][] }[] {
  const lats = latitudeGrid(latitudeStep);
  const out: { id: number; angle: AcgAngle; segments: GeoPoint[][] }[] = [];
  for (const b of bodies) {
    const mc = mcLongitude(b.rightAscension, gastDeg);
    const meridian = (lng: number) => [lats.map((latitude) => ({ latitude, longitude: lng }))];
    out.push({ id: b.id, angle: 'mc', segments: meridian(mc) });
    out.push({ id: b.id, angle: 'ic', segments: meridian(normalizeLongitude(mc + 180)) });
    for (const angle of ['asc', 'dsc'] as const) {
      const pts: GeoPoint[] = [];
      for (const latitude of lats) {
        const h0 = horizonHourAngle(latitude, b.declination);
        if (h0 === null) continue;
        pts.push({ latitude, longitude: normalizeLongitude(angle === 'asc' ? mc - h0 : mc + h0) });
      }
      out.push({ id: b.id, angle, segments: splitAtAntimeridian(pts) });
    }
  }
  return out;
}

/** Sub-body point at the instant: latitude = declination, longitude = alpha - GAST; the nadir its antipode. */
export function zenithPoint(b: EquatorialBody, gastDeg: number): { zenith: GeoPoint; nadir: GeoPoint } {
  const lng = mcLongitude(b.rightAscension, gastDeg);
  return { zenith: { latitude: b.declination, longitude: lng }, nadir: { latitude: -b.declination, longitude: normalizeLongitude(lng + 180) } };
}
