/**
 * Spherical geometry on a sphere of radius 6371 km (the IUGG mean Earth radius), after the
 * navigation formulas of Williams' Aviation Formulary and Sinnott, "Virtues of the Haversine",
 * Sky & Telescope 68(2), 1984: great-circle distance, initial bearing, destination point and
 * cross-track distance. Degrees in and out; longitudes normalised to -180..180.
 */
export const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A longitude in [-180, 180). */
export function normalizeLongitude(lng: number): number {
  const x = (((lng + 180) % 360) + 360) % 360 - 180;
  return Object.is(x, -0) ? 0 : x;
}

/** Great-circle central angle between two points, radians (haversine). */
export function centralAngle(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLng = (b.longitude - a.longitude) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  return centralAngle(a, b) * EARTH_RADIUS_KM;
}

/** Initial bearing from a to b, degrees from north clockwise, 0..360. */
export function initialBearing(a: GeoPoint, b: GeoPoint): number {
  const f1 = a.latitude * RAD;
  const f2 = b.latitude * RAD;
  const dl = (b.longitude - a.longitude) * RAD;
  const y = Math.sin(dl) * Math.cos(f2);
  const x = Math.cos(f1) * Math.sin(f2) - Math.sin(f1) * Math.cos(f2) * Math.cos(dl);
  return ((Math.atan2(y, x) * DEG) % 360 + 360) % 360;
}

/** The point reached from `origin` along the great circle of initial bearing `bearingDeg` after `arcDeg` degrees of arc. */
export function destination(origin: GeoPoint, bearingDeg: number, arcDeg: number): GeoPoint {
  const f1 = origin.latitude * RAD;
  const l1 = origin.longitude * RAD;
  const th = bearingDeg * RAD;
  const d = arcDeg * RAD;
  const sinF2 = Math.sin(f1) * Math.cos(d) + Math.cos(f1) * Math.sin(d) * Math.cos(th);
  const f2 = Math.asin(Math.max(-1, Math.min(1, sinF2)));
  const l2 = l1 + Math.atan2(Math.sin(th) * Math.sin(d) * Math.cos(f1), Math.cos(d) - Math.sin(f1) * sinF2);
  return { latitude: f2 * DEG, longitude: normalizeLongitude(l2 * DEG) };
}

/** Signed cross-track distance (km) of point p from the great circle through a with initial bearing `bearingDeg`: positive to the right. */
export function crossTrackKm(a: GeoPoint, bearingDeg: number, p: GeoPoint): number {
  const d13 = centralAngle(a, p);
  const b13 = initialBearing(a, p) * RAD;
  return Math.asin(Math.sin(d13) * Math.sin(b13 - bearingDeg * RAD)) * EARTH_RADIUS_KM;
}

/**
 * The wedge of /local-space/influence-zone: origin, the edge at bearing azimuth - halfAngle out to
 * maxDistDeg of arc, the outer arc sampled every degree of bearing (and at its end), back along the
 * edge at azimuth + halfAngle to the origin. Closed (the first vertex repeated last), as GeoJSON rings are.
 */
export function wedge(origin: GeoPoint, azimuth: number, halfAngle: number, maxDistDeg: number): GeoPoint[] {
  const o = { latitude: origin.latitude, longitude: normalizeLongitude(origin.longitude) };
  const from = azimuth - halfAngle;
  const to = azimuth + halfAngle;
  const ring: GeoPoint[] = [o];
  const steps = Math.max(1, Math.ceil(to - from));
  for (let i = 0; i <= steps; i++) ring.push(destination(o, Math.min(to, from + i), maxDistDeg));
  ring.push(o);
  return ring;
}

/**
 * A polyline split where it crosses the antimeridian (a jump of more than 180 deg of longitude
 * between neighbours): each piece can be drawn as a GeoJSON LineString on a -180..180 map.
 */
export function splitAtAntimeridian(points: GeoPoint[]): GeoPoint[][] {
  const out: GeoPoint[][] = [];
  let cur: GeoPoint[] = [];
  for (const p of points) {
    const prev = cur[cur.length - 1];
    if (prev && Math.abs(p.longitude - prev.longitude) > 180) {
      if (cur.length > 1) out.push(cur);
      cur = [];
    }
    cur.push(p);
  }
  if (cur.length > 1) out.push(cur);
  return out;
}
