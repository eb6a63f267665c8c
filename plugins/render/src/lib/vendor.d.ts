// Minimal declarations for the two map libraries, which ship no types (no @types package is
// installed and the lockfile is shared): only what lib/map.ts calls.
declare module 'topojson-client' {
  export function feature(topology: unknown, object: unknown): { type: string; features?: unknown[]; geometry?: unknown };
}
declare module 'd3-geo' {
  export interface GeoProjection {
    (point: [number, number]): [number, number] | null;
    scale(k: number): GeoProjection;
    translate(t: [number, number]): GeoProjection;
    rotate(r: [number, number] | [number, number, number]): GeoProjection;
    clipAngle(a: number): GeoProjection;
    precision(p: number): GeoProjection;
  }
  export function geoEquirectangular(): GeoProjection;
  export function geoAzimuthalEquidistant(): GeoProjection;
  export function geoPath(projection?: GeoProjection | null): (object: unknown) => string | null;
  export function geoGraticule(): { step(s: [number, number]): (() => unknown) };
  export function geoCircle(): { center(c: [number, number]): { radius(r: number): (() => unknown) } };
}
