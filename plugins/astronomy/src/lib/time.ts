/**
 * Dates, zones and instants of the astronomy family's inputs and answers. Instants are written
 * as DESIGN.md's vocabulary asks (ISO 8601 with the request zone's offset, `+00:00` without one);
 * the day a search starts from is the local calendar day of that zone.
 */
import { ApiError, jdToIsoWithOffset } from '@celestial/core';
import type { Ephemeris, TimeZones } from '@celestial/core';
import { EVENT_YEARS } from '@celestial/core/astro';

export interface ZoneInput {
  timezoneOffset?: number | null;
  timezone?: string;
}

/** Hours east of UTC for the request: an IANA zone's offset at local noon of the date, else timezoneOffset, else 0. */
export function zoneOffsetHours(input: ZoneInput, date: string, timeZones: TimeZones, time = '12:00:00'): number {
  if (input.timezone) {
    if (!timeZones.isValidZone(input.timezone)) throw ApiError.invalidField('timezone', 'must be an IANA zone name such as Europe/Kyiv');
    return timeZones.offsetAtLocal(input.timezone, date, time);
  }
  return input.timezoneOffset ?? 0;
}

export function parseYmd(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

/** UT Julian day of a local date and HH:mm:ss in a zone `offsetHours` east of UTC. */
export function localJd(ephemeris: Ephemeris, date: string, offsetHours: number, time = '00:00:00'): number {
  const [y, m, d] = parseYmd(date);
  const [hh = 0, mm = 0, ss = 0] = time.split(':').map(Number);
  return ephemeris.julianDay(y, m, d, hh + mm / 60 + ss / 3600 - offsetHours);
}

/** An instant of the answer, in the request zone. */
export function instant(jd: number, offsetHours = 0): string {
  return jdToIsoWithOffset(jd, offsetHours * 60);
}

/** The same, null for a null Julian day. */
export function instantOrNull(jd: number | null, offsetHours = 0): string | null {
  return jd === null ? null : instant(jd, offsetHours);
}

/** Checks a year against the event-search span (400 naming the field). */
export function checkYear(year: number, field = 'year', span = 0): void {
  if (!Number.isInteger(year) || year < EVENT_YEARS.first || year + span > EVENT_YEARS.last) {
    throw ApiError.invalidField(field, `must be a whole year in ${EVENT_YEARS.first}-${EVENT_YEARS.last - span}`);
  }
}
