/**
 * House systems by slug; HOUSE_SYSTEM_SLUG maps the Swiss Ephemeris letters
 * (core/src/astro/houses.ts, swephexp.h swe_houses hsys) to them. 'A' is Swiss Ephemeris's
 * second letter for 'E', the same equal houses, so both map to one slug.
 */
import type { TermTable } from '../terms.js';

export const HOUSE_SYSTEM_TERMS = {
  placidus: { en: 'Placidus' },
  koch: { en: 'Koch' },
  regiomontanus: { en: 'Regiomontanus' },
  campanus: { en: 'Campanus' },
  'equal-ascendant': { en: 'Equal (from the Ascendant)' },
  'whole-sign': { en: 'Whole Sign' },
  alcabitius: { en: 'Alcabitius' },
  morinus: { en: 'Morinus' },
  porphyry: { en: 'Porphyry' },
  topocentric: { en: 'Polich/Page (Topocentric)' },
  vehlow: { en: 'Vehlow Equal' },
  'equal-mc': { en: 'Equal (from the MC)' },
  'carter-poli-equatorial': { en: 'Carter Poli-Equatorial' },
  'gauquelin-sectors': { en: 'Gauquelin Sectors' },
  horizontal: { en: 'Horizontal (Azimuthal)' },
  'sunshine-treindl': { en: 'Sunshine (Treindl)' },
  'sunshine-makransky': { en: 'Sunshine (Makransky)' },
  'pullen-sinusoidal-delta': { en: 'Pullen SD (Sinusoidal Delta)' },
  'equal-aries': { en: 'Equal (1 = Aries)' },
  'pullen-sinusoidal-ratio': { en: 'Pullen SR (Sinusoidal Ratio)' },
  sripati: { en: 'Sripati' },
  'krusinski-pisa-goelzer': { en: 'Krusinski-Pisa-Goelzer' },
  meridian: { en: 'Axial Rotation (Meridian)' },
  apc: { en: 'APC Houses' },
} satisfies TermTable;

/** Swiss Ephemeris house-system letter -> slug. */
export const HOUSE_SYSTEM_SLUG: Readonly<Record<string, keyof typeof HOUSE_SYSTEM_TERMS>> = {
  P: 'placidus', K: 'koch', R: 'regiomontanus', C: 'campanus', E: 'equal-ascendant', W: 'whole-sign',
  B: 'alcabitius', M: 'morinus', O: 'porphyry', A: 'equal-ascendant', T: 'topocentric', V: 'vehlow',
  D: 'equal-mc', F: 'carter-poli-equatorial', G: 'gauquelin-sectors', H: 'horizontal', I: 'sunshine-treindl',
  i: 'sunshine-makransky', L: 'pullen-sinusoidal-delta', N: 'equal-aries', Q: 'pullen-sinusoidal-ratio',
  S: 'sripati', U: 'krusinski-pisa-goelzer', X: 'meridian', Y: 'apc',
};
