/**
 * Sepharial's geodetic equivalents (Sepharial, The Geodetic Equivalents, 1925; McRae, The Geodetic
 * World Map, 1988): the geodetic MC of a place is its geographic longitude read as an ecliptic
 * longitude from 0 Aries, east positive (30 E = 0 Taurus, 30 W = 0 Aquarius).
 */
const RAD = Math.PI / 180;

export function geodeticMc(longitude: number): number {
  return ((longitude % 360) + 360) % 360;
}

/** RAMC of an MC: tan RAMC = tan MC cos epsilon, in the MC's quadrant (Meeus eq. 13.3 for a point on the ecliptic). */
export function ramcOfMc(mc: number, obliquity: number): number {
  const r = Math.atan2(Math.sin(mc * RAD) * Math.cos(obliquity * RAD), Math.cos(mc * RAD)) / RAD;
  return (r + 360) % 360;
}

/** MC of a RAMC: tan MC = tan RAMC / cos epsilon. */
export function mcOfRamc(ramc: number, obliquity: number): number {
  return ((Math.atan2(Math.sin(ramc * RAD), Math.cos(ramc * RAD) * Math.cos(obliquity * RAD)) / RAD) + 360) % 360;
}

/** Ascendant of a RAMC at latitude phi: atan2(cos RAMC, -(sin eps tan phi + cos eps sin RAMC)) (Meeus ch. 13; swe_houses_armc's ascmc[0]). */
export function ascendantOf(ramc: number, latitude: number, obliquity: number): number {
  const r = ramc * RAD;
  const e = obliquity * RAD;
  return ((Math.atan2(Math.cos(r), -(Math.sin(e) * Math.tan(latitude * RAD) + Math.cos(e) * Math.sin(r))) / RAD) + 360) % 360;
}

const wrap180 = (x: number) => x - 360 * Math.floor((x + 180) / 360);

/**
 * The RAMC at which the Ascendant at latitude phi is `target` (degrees), or null inside the polar
 * circles (|phi| >= 90 - epsilon, where some degrees never rise). The Ascendant advances through
 * the whole zodiac once as the RAMC does, so the crossing is bracketed on a 10-degree scan and
 * bisected to 1e-9 deg.
 */
export function ramcForAscendant(target: number, latitude: number, obliquity: number): number | null {
  if (Math.abs(latitude) >= 90 - obliquity) return null;
  const g = (r: number) => wrap180(ascendantOf(r, latitude, obliquity) - target);
  let prev = g(0);
  for (let r = 10; r <= 360; r += 10) {
    const cur = g(r);
    // A root where g goes through 0 (not through the +-180 wrap).
    if (prev <= 0 && cur > 0 && cur - prev < 180) {
      let a = r - 10, b = r;
      for (let i = 0; i < 60 && b - a > 1e-9; i++) {
        const m = (a + b) / 2;
        if (g(m) <= 0) a = m;
        else b = m;
      }
      return ((a + b) / 2) % 360;
    }
    prev = cur;
  }
  return null;
}
