/** The eight lunar phases by the Sun-Moon elongation, each 45 degrees from the new moon. */
import type { TermTable } from '../terms.js';

export const LUNAR_PHASE_TERMS = {
  'new-moon': { en: 'New Moon' },
  'waxing-crescent': { en: 'Waxing Crescent' },
  'first-quarter': { en: 'First Quarter' },
  'waxing-gibbous': { en: 'Waxing Gibbous' },
  'full-moon': { en: 'Full Moon' },
  'waning-gibbous': { en: 'Waning Gibbous' },
  'last-quarter': { en: 'Last Quarter' },
  'waning-crescent': { en: 'Waning Crescent' },
} satisfies TermTable;
