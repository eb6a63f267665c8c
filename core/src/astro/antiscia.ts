/**
 * Antiscia (William Lilly, Christian Astrology I, "Of the Antiscions of the Planets"; Firmicus
 * Maternus, Mathesis II): the reflection of a longitude across the solstitial axis 0 Cancer -
 * 0 Capricorn (equal declination), and the contra-antiscion across the equinoctial axis
 * 0 Aries - 0 Libra (the opposite point of the antiscion).
 */
import { normalizeDegrees } from './angles.js';

/** (180 - lambda) mod 360. */
export function antiscion(longitude: number): number {
  return normalizeDegrees(180 - longitude);
}

/** (360 - lambda) mod 360. */
export function contraAntiscion(longitude: number): number {
  return normalizeDegrees(360 - longitude);
}
