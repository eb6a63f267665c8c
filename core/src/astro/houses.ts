/**
 * House systems by their Swiss Ephemeris `hsys` letters (swephexp.h, swe_houses). Case
 * matters: `I` (Sunshine) and `i` (Sunshine, Makransky's solution) differ.
 */
import { inForwardArc } from './angles.js';

export const HOUSE_SYSTEMS = [
  { code: 'P', name: 'Placidus' },
  { code: 'K', name: 'Koch' },
  { code: 'R', name: 'Regiomontanus' },
  { code: 'C', name: 'Campanus' },
  { code: 'E', name: 'Equal (from the Ascendant)' },
  { code: 'W', name: 'Whole Sign' },
  { code: 'B', name: 'Alcabitius' },
  { code: 'M', name: 'Morinus' },
  { code: 'O', name: 'Porphyry' },
  { code: 'A', name: 'Equal (from the Ascendant, alternative code)' },
  { code: 'T', name: 'Polich/Page (Topocentric)' },
  { code: 'V', name: 'Vehlow Equal' },
  { code: 'D', name: 'Equal (from the MC)' },
  { code: 'F', name: 'Carter Poli-Equatorial' },
  { code: 'G', name: 'Gauquelin Sectors' },
  { code: 'H', name: 'Horizontal (Azimuthal)' },
  { code: 'I', name: 'Sunshine (Treindl)' },
  { code: 'i', name: 'Sunshine (Makransky)' },
  { code: 'L', name: 'Pullen SD (Sinusoidal Delta)' },
  { code: 'N', name: 'Equal (1 = Aries)' },
  { code: 'Q', name: 'Pullen SR (Sinusoidal Ratio)' },
  { code: 'S', name: 'Sripati' },
  { code: 'U', name: 'Krusinski-Pisa-Goelzer' },
  { code: 'X', name: 'Axial Rotation (Meridian)' },
  { code: 'Y', name: 'APC Houses' },
] as const;

export type HouseSystemCode = (typeof HOUSE_SYSTEMS)[number]['code'];
export const HOUSE_SYSTEM_CODES: readonly HouseSystemCode[] = HOUSE_SYSTEMS.map((h) => h.code);

export function houseSystemName(code: HouseSystemCode): string {
  return HOUSE_SYSTEMS.find((h) => h.code === code)!.name;
}

/**
 * Systems whose cusps have no solution above the polar circles (the Ascendant's semi-arc
 * trisection fails): Swiss Ephemeris answers an error for these there.
 */
export const POLAR_FAILING_SYSTEMS: readonly HouseSystemCode[] = ['P', 'K', 'G'];

/**
 * The house (1-based) of a longitude: the k whose arc [cusp k, cusp k+1) holds it, arcs
 * running forward in the zodiac. Cusps are given in house order (index 0 = house 1).
 */
export function houseOfLongitude(longitude: number, cusps: readonly number[]): number {
  const n = cusps.length;
  for (let k = 0; k < n; k++) {
    if (inForwardArc(longitude, cusps[k]!, cusps[(k + 1) % n]!)) return k + 1;
  }
  return 1;
}
