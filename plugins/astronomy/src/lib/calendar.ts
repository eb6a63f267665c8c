/**
 * Julian day numbers of Gregorian and (proleptic) Julian calendar dates and back, after Meeus,
 * Astronomical Algorithms (2nd ed., 1998) ch. 7: JD = INT(365.25 (Y + 4716)) + INT(30.6001 (M + 1))
 * + D + B - 1524.5 with B = 2 - A + INT(A/4), A = INT(Y/100) for the Gregorian calendar and B = 0
 * for the Julian; the inverse by the same chapter's algorithm. Valid for JD >= 0 (-4712).
 */
export type CalendarName = 'gregorian' | 'julian';

export function calendarToJd(year: number, month: number, day: number, calendar: CalendarName): number {
  let y = year;
  let m = month;
  if (m <= 2) {
    y -= 1;
    m += 12;
  }
  const a = Math.floor(y / 100);
  const b = calendar === 'gregorian' ? 2 - a + Math.floor(a / 4) : 0;
  return Math.floor(365.25 * (y + 4716)) + Math.floor(30.6001 * (m + 1)) + day + b - 1524.5;
}

/** Calendar date of a Julian day; `day` carries the fraction of the day. */
export function jdToCalendar(jd: number, calendar: CalendarName): { year: number; month: number; day: number } {
  const z = Math.floor(jd + 0.5);
  const f = jd + 0.5 - z;
  let a = z;
  if (calendar === 'gregorian') {
    const alpha = Math.floor((z - 1867216.25) / 36524.25);
    a = z + 1 + alpha - Math.floor(alpha / 4);
  }
  const b = a + 1524;
  const c = Math.floor((b - 122.1) / 365.25);
  const d = Math.floor(365.25 * c);
  const e = Math.floor((b - d) / 30.6001);
  const day = b - d - Math.floor(30.6001 * e) + f;
  const month = e < 14 ? e - 1 : e - 13;
  const year = month > 2 ? c - 4716 : c - 4715;
  return { year, month, day };
}

export const WEEKDAY_SLUGS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** Day of the week of a Julian day: (INT(JD + 1.5)) mod 7, 0 = Sunday (Meeus ch. 7). */
export function weekdayOf(jd: number): (typeof WEEKDAY_SLUGS)[number] {
  return WEEKDAY_SLUGS[(((Math.floor(jd + 1.5) % 7) + 7) % 7)]!;
}

/** HH:mm:ss of a day fraction, rounded to the second (23:59:59.6 stays 23:59:59 so the date holds). */
export function clockOf(dayFraction: number): string {
  const s = Math.min(86399, Math.round(dayFraction * 86400));
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(Math.floor(s / 3600))}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}`;
}

export function ymd(year: number, month: number, day: number): string {
  const y = year < 0 ? `-${String(-year).padStart(4, '0')}` : String(year).padStart(4, '0');
  return `${y}-${String(month).padStart(2, '0')}-${String(Math.floor(day)).padStart(2, '0')}`;
}
