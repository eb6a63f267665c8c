/** Days of the week, Sunday first (the planetary order of days: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn). */
import type { TermTable } from '../terms.js';

export const WEEKDAY_TERMS = {
  sunday: { en: 'Sunday' },
  monday: { en: 'Monday' },
  tuesday: { en: 'Tuesday' },
  wednesday: { en: 'Wednesday' },
  thursday: { en: 'Thursday' },
  friday: { en: 'Friday' },
  saturday: { en: 'Saturday' },
} satisfies TermTable;
