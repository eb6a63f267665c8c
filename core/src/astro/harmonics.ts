/**
 * Harmonic charts (John Addey, Harmonics in Astrology, 1976; David Hamblin, Harmonic Charts,
 * 1983): every longitude multiplied by the harmonic number and folded into the circle.
 */
import { normalizeDegrees } from './angles.js';

/** (lambda x harmonic) mod 360; the harmonic may be fractional (an age harmonic). */
export function harmonicLongitude(longitude: number, harmonic: number): number {
  return normalizeDegrees(normalizeDegrees(longitude) * harmonic);
}
