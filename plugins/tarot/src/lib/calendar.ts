/** Dates for the daily, week-ahead and year-ahead draws (proleptic Gregorian, UTC). */
import { ApiError, bodyReference, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';

export function todayUtc(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A real calendar date YYYY-MM-DD (2026-02-30 is refused), as a UTC midnight. */
export function parseIsoDate(date: string, field: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0-99 as 1900-1999.
  const d = m ? new Date(new Date(0).setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!m || !d || d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3]) || Number(m[1]) < 1) {
    throw ApiError.invalidField(field, `'${date}' is not a calendar date YYYY-MM-DD`);
  }
  return d;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
/** The Chaldean day rulers: the planet of the day's first hour (Sun for Sunday ... Saturn for Saturday). */
const DAY_RULERS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;

export function dayRuler(weekday: number): string {
  return DAY_RULERS[weekday]!;
}

export function weekFrom(start: Date, lang: LangCode) {
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(start.getTime() + i * 86400000);
    const w = d.getUTCDay();
    return {
      date: d.toISOString().slice(0, 10),
      weekday: WEEKDAYS[w]!,
      weekdayName: term('weekday', WEEKDAYS[w]!, lang),
      // The ruler by reference in the answer's language (issue 12), not a bare slug.
      ruler: bodyReference(DAY_RULERS[w]!, lang),
    };
  });
}

export function parseMonth(month: string, field: string): { year: number; month: number } {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12 || Number(m[1]) < 1) throw ApiError.invalidField(field, `'${month}' is not a month YYYY-MM`);
  return { year: Number(m[1]), month: Number(m[2]) };
}

/** Twelve months from the start month, each labelled in the answer's language ('January 2027'). */
export function monthsFrom(start: { year: number; month: number }, lang: LangCode) {
  const fmt = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => {
    const total = start.year * 12 + (start.month - 1) + i;
    const y = Math.floor(total / 12);
    const mo = (total % 12) + 1;
    const d = new Date(Date.UTC(2000, mo - 1, 15));
    d.setUTCFullYear(y);
    return { month: `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}`, label: fmt.format(d) };
  });
}
