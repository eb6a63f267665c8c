/**
 * The Placidian semi-arc arithmetic of primary motion (Placidus, Primum Mobile, 1657; Martin
 * Gansten, Primary Directions, 2009, ch. 3-5), shared by /directions/primary (western family) and
 * /hellenistic/circumambulations (Ptolemy's proportional method, Tetrabiblos III.10, which the
 * semi-arc method formalises). Moved here from plugins/western/src/lib/primary-directions.ts so
 * both families read one implementation.
 *
 * A point's mundane position p runs 0 (upper meridian) -> 90 (western horizon) -> 180 (lower
 * meridian) -> 270 (eastern horizon) -> 360, linear in its hour angle H inside each quadrant with
 * slope 90 / semi-arc (diurnal above the horizon, nocturnal below).
 */
import { normalizeDegrees } from './angles.js';

const D = Math.PI / 180;

/** Right ascension and declination of an ecliptic point (degrees) for an obliquity. */
export function eclipticToEquatorial(lon: number, lat: number, eps: number): { ra: number; dec: number } {
  const l = lon * D; const b = lat * D; const e = eps * D;
  const ra = Math.atan2(Math.sin(l) * Math.cos(e) - Math.tan(b) * Math.sin(e), Math.cos(l)) / D;
  const dec = Math.asin(Math.sin(b) * Math.cos(e) + Math.cos(b) * Math.sin(e) * Math.sin(l)) / D;
  return { ra: normalizeDegrees(ra), dec };
}

/** Diurnal semi-arc 90 + asin(tan phi tan delta); null when circumpolar. */
export function diurnalSemiArc(phi: number, dec: number): number | null {
  const t = Math.tan(phi * D) * Math.tan(dec * D);
  return Math.abs(t) > 1 ? null : 90 + Math.asin(t) / D;
}

/** Placidian mundane position p in [0, 360) of a point with hour angle H (any range) and diurnal semi-arc dsa. */
export function mundanePosition(h: number, dsa: number): number {
  const nsa = 180 - dsa;
  const H = normalizeDegrees(h);
  if (H < dsa) return (90 * H) / dsa;
  if (H < 180) return 90 + (90 * (H - dsa)) / nsa;
  if (H < 180 + nsa) return 180 + (90 * (H - 180)) / nsa;
  return 270 + (90 * (H - 180 - nsa)) / dsa;
}

/** Inverse of mundanePosition: the hour angle in [0, 360) at which a point of semi-arc dsa stands at mundane position p. */
export function hourAngleAt(p: number, dsa: number): number {
  const nsa = 180 - dsa;
  const P = normalizeDegrees(p);
  if (P < 90) return (P / 90) * dsa;
  if (P < 180) return dsa + ((P - 90) / 90) * nsa;
  if (P < 270) return 180 + ((P - 180) / 90) * nsa;
  return 180 + nsa + ((P - 270) / 90) * dsa;
}

/**
 * The arc of direction (degrees of right ascension turned by the sphere) that carries a
 * promissor (RA, declination) by the primary motion to the mundane position `targetP` (270 the
 * Ascendant, 0 the MC, or a significator's own p): the hour angle it must reach at that position
 * minus its hour angle now, in [0, 360). For targetP 270 this is OA(promissor) - OA(Ascendant),
 * for targetP 0 RA(promissor) - ARMC. Null when the promissor is circumpolar at phi.
 */
export function placidianDirectArc(promissor: { ra: number; dec: number }, targetP: number, armc: number, phi: number): number | null {
  const dsa = diurnalSemiArc(phi, promissor.dec);
  if (dsa === null) return null;
  return normalizeDegrees(hourAngleAt(targetP, dsa) - normalizeDegrees(armc - promissor.ra));
}

/** Placidian mundane position of a point (RA, declination) at ARMC and latitude phi; null when circumpolar. */
export function placidianPositionOf(point: { ra: number; dec: number }, armc: number, phi: number): number | null {
  const dsa = diurnalSemiArc(phi, point.dec);
  return dsa === null ? null : mundanePosition(armc - point.ra, dsa);
}
