/** Helpers of the dated numerology cycles (personal year, month, day; pinnacles, challenges, period cycles). */
import type { Clock } from '@celestial/core';
import type { BirthDate } from './numerology.js';

/** Today's date in UTC (the numerology operations' default). */
export function today(clock: Clock): string {
  return clock.now().toISOString().slice(0, 10);
}

/** The birthday in `year` (29 February falls on 28 February in common years). */
export function birthdayIn(b: BirthDate, year: number): string {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = b.month === 2 && b.day === 29 && !leap ? 28 : b.day;
  return `${String(year).padStart(4, '0')}-${String(b.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
