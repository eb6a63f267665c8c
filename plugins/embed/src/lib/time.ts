/** Instants for the widgets' query parameters (`date`, `time`, `tz` hours east of UTC). */
import { isoWithOffset } from '@celestial/core';
import type { Ephemeris } from '@celestial/core';

const UNIX_EPOCH_JD = 2440587.5;

/** The present moment as a Julian day (UT). */
export function nowJd(): number {
  return Date.now() / 86_400_000 + UNIX_EPOCH_JD;
}

/** Julian day (UT) of a local date and clock time (HH:mm:ss; 24:00:00 is the next midnight) at `tz` hours east. */
export function localJd(ephemeris: Ephemeris, date: string, time: string, tz: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss] = time.split(':').map(Number) as [number, number, number?];
  return ephemeris.julianDay(y, m, d, hh + mm / 60 + (ss ?? 0) / 3600 - tz);
}

/** Local noon of a date. */
export function localNoonJd(ephemeris: Ephemeris, date: string, tz: number): number {
  return localJd(ephemeris, date, '12:00:00', tz);
}

/** "14:05" from an ISO instant written with its offset. */
export function clockOf(iso: string): string {
  return iso.slice(11, 16);
}

/** Milliseconds since 1970 (UTC) of a Julian day (UT), for the page's own clock. */
export function epochMsOfJd(jd: number): number {
  return Math.round((jd - UNIX_EPOCH_JD) * 86_400_000);
}

/**
 * An instant (ISO, any offset) written at `tz` hours east, the zone the widget was asked for:
 * "2024-04-01T22:14:37+00:00" at tz 3 is "2024-04-02T01:14:37+03:00". Null stays null.
 */
export function isoAtTz(iso: string | null, tz: number): string | null {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? isoWithOffset(ms, Math.round(tz * 60)) : iso;
}
