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
