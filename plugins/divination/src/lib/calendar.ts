/**
 * Day counts for the calendars of this family: the Julian Day Number of a proleptic Gregorian
 * date and back (core's sexagenary module: Fliegel and Van Flandern, CACM 11 (1968) 657), the
 * Julian calendar date of a JDN (Richards, "Mapping Time" (1998) ch. 25), and whole days
 * between civil dates.
 */
import { ApiError } from '@celestial/core';
import { dateOfJdn, jdnOf } from '@celestial/core/astro';

export interface CivilDate { year: number; month: number; day: number }

export function parseCivilDate(date: string, field = 'date'): CivilDate {
  const m = /^(-?\d{1,6})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new ApiError('INVALID_INPUT', `Validation failed: ${field} must be YYYY-MM-DD`, { details: [{ path: field, message: 'must be YYYY-MM-DD' }] });
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

const fdiv = (a: number, b: number) => Math.floor(a / b);

/** JDN (the day number of the civil day, noon based) of a proleptic Gregorian date: core's jdnOf. */
export function gregorianToJdn({ year, month, day }: CivilDate): number {
  return jdnOf(year, month, day);
}

/** Proleptic Gregorian date of a JDN: core's dateOfJdn. */
export const jdnToGregorian = (jdn: number): CivilDate => dateOfJdn(jdn);

/** Julian calendar date of a JDN. */
export function jdnToJulian(jdn: number): CivilDate {
  const c = jdn + 32082;
  const d = fdiv(4 * c + 3, 1461);
  const e = c - fdiv(1461 * d, 4);
  const m = fdiv(5 * e + 2, 153);
  return { day: e - fdiv(153 * m + 2, 5) + 1, month: m + 3 - 12 * fdiv(m, 10), year: d - 4800 + fdiv(m, 10) };
}

/** ISO 8601 calendar date; years outside 0-9999 with a sign and six digits (ISO 8601 expanded). */
export function formatCivilDate({ year, month, day }: CivilDate): string {
  const y = year >= 0 && year <= 9999 ? String(year).padStart(4, '0') : `${year < 0 ? '-' : '+'}${String(Math.abs(year)).padStart(6, '0')}`;
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole days from civil date `a` to civil date `b`. */
export function daysBetween(a: string, b: string): number {
  return gregorianToJdn(parseCivilDate(b)) - gregorianToJdn(parseCivilDate(a));
}

export function addDays(date: string, days: number): string {
  return formatCivilDate(jdnToGregorian(gregorianToJdn(parseCivilDate(date)) + days));
}

/** Non-negative remainder (core's). */
export { mod } from '@celestial/core/astro';
