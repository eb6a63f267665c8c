/** Degree arithmetic on the circle. */

/** Longitude folded into [0, 360). */
export function normalizeDegrees(x: number): number {
  const r = x % 360;
  return r < 0 ? r + 360 : r === 360 ? 0 : r;
}

/** Signed difference b - a folded into (-180, 180]. */
export function signedArc(a: number, b: number): number {
  let d = normalizeDegrees(b - a);
  if (d > 180) d -= 360;
  return d;
}

/** Shortest separation between two longitudes, in [0, 180]. */
export function shortestArc(a: number, b: number): number {
  return Math.abs(signedArc(a, b));
}

/** Whether longitude x lies in the arc that runs forward from `start` to `end` (start inclusive). */
export function inForwardArc(x: number, start: number, end: number): boolean {
  const span = normalizeDegrees(end - start);
  const off = normalizeDegrees(x - start);
  return span === 0 ? off === 0 : off < span;
}
