/**
 * Plane geometry the drawings share: a house of the Indian charts and a centre of the
 * bodygraph are polygons, and labels or gate discs must lie inside them with a margin.
 */
export type Pt = readonly [number, number];

/** Point in polygon by ray casting (an edge crossing count; Shimrat, CACM 5 (8), 1962). */
export function insidePolygon(p: Pt, poly: readonly Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance from a point to a polygon's outline: the nearest of its edges, each a segment. */
export function distanceToOutline(p: Pt, poly: readonly Pt[]): number {
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [ax, ay] = poly[j]!;
    const [bx, by] = poly[i]!;
    const l2 = (bx - ax) ** 2 + (by - ay) ** 2;
    const f = Math.max(0, Math.min(1, ((p[0] - ax) * (bx - ax) + (p[1] - ay) * (by - ay)) / l2));
    best = Math.min(best, Math.hypot(p[0] - (ax + f * (bx - ax)), p[1] - (ay + f * (by - ay))));
  }
  return best;
}
