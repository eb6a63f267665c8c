/**
 * Sect (hairesis): whether a chart is diurnal or nocturnal, and which hemisphere a point stands
 * in. Shared by the western lots, the Hellenistic family and horary.
 *
 * The test is by ecliptic longitude against the horizon's ecliptic points, as the Hellenistic
 * authors read it with whole signs and degrees (Ptolemy, Tetrabiblos I.7; Porphyry,
 * Introduction): the half of the zodiac from the Descendant through the MC to the Ascendant,
 * (lambda - lambda ASC) mod 360 >= 180, is above the horizon.
 */
import { normalizeDegrees } from './angles.js';

/** Whether a longitude lies in the upper hemisphere: (lambda - lambda ASC) mod 360 >= 180. */
export function isAboveHorizon(longitude: number, ascendant: number): boolean {
  return normalizeDegrees(longitude - ascendant) >= 180;
}

/** A day chart: the Sun above the horizon by the longitude test. */
export function isDiurnalChart(sunLongitude: number, ascendant: number): boolean {
  return isAboveHorizon(sunLongitude, ascendant);
}

/** A night chart: the Sun below the horizon (the complement of isDiurnalChart). */
export function isNightChart(sunLongitude: number, ascendant: number): boolean {
  return !isDiurnalChart(sunLongitude, ascendant);
}

/**
 * Mercury as a morning star (oriental, rising before the Sun): its longitude behind the Sun's,
 * the signed arc lambda Mercury - lambda Sun in (-180, 0). Mercury is diurnal as a morning star
 * and nocturnal as an evening star (Ptolemy, Tetrabiblos I.7).
 */
export function isMorningStar(planetLongitude: number, sunLongitude: number): boolean {
  const d = normalizeDegrees(planetLongitude - sunLongitude);
  return d > 180;
}

/**
 * The degree of a prenatal syzygy (Ptolemy, Tetrabiblos III.2): at a new moon the common degree
 * of the lights; at a full moon the degree of whichever luminary is above the horizon at the
 * syzygy's instant, the horizon being the Ascendant cast for it at the place.
 */
export function syzygyDegree(sunLongitude: number, moonLongitude: number, kind: 'new' | 'full', ascendantAtSyzygy: number): { luminary: 'Sun' | 'Moon'; longitude: number } {
  if (kind === 'new') return { luminary: 'Sun', longitude: sunLongitude };
  return isAboveHorizon(moonLongitude, ascendantAtSyzygy) ? { luminary: 'Moon', longitude: moonLongitude } : { luminary: 'Sun', longitude: sunLongitude };
}
