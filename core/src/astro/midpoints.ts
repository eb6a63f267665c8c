/**
 * Midpoints in the 360-degree circle (Reinhold Ebertin, The Combination of Stellar Influences,
 * 1940): the near midpoint lies on the shorter arc between the two factors, the far midpoint
 * opposite it.
 */
import { normalizeDegrees } from './angles.js';

/** (a + ((b - a + 540) mod 360 - 180) / 2) mod 360: halfway along the shorter arc from a to b. */
export function nearMidpoint(a: number, b: number): number {
  const d = (((b - a + 540) % 360) + 360) % 360 - 180;
  return normalizeDegrees(a + d / 2);
}

/** The near midpoint + 180. */
export function farMidpoint(a: number, b: number): number {
  return normalizeDegrees(nearMidpoint(a, b) + 180);
}
