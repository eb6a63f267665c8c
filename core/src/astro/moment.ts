/**
 * Birth data to a moment in Universal Time (SERVICE-SPEC, "Natal chart input"): an IANA
 * zone (or `auto`, the zone at the coordinates) wins over `timezoneOffset`; a repeated local
 * time takes its first occurrence and a skipped one the offset from before the change (both
 * inside TimeZones.offsetAtLocal); otherwise `timezoneOffset` hours east of Greenwich.
 */
import { ApiError } from '../errors.js';
import type { Ephemeris, ResolvedMoment, TimeZones } from '../services.js';

export interface MomentInput {
  date: string;
  time: string;
  timezoneOffset?: number | null;
  timezone?: string;
  latitude: number;
  longitude: number;
}

/** Parses `HH:mm`, `HH:mm:ss` or `HH:mm:ss.sss` into hours; `24:00:00` is 24. */
export function timeToHours(time: string): number {
  const [h, m, s] = time.split(':');
  return Number(h) + Number(m) / 60 + (s === undefined ? 0 : Number(s)) / 3600;
}

export function parseDate(date: string): { year: number; month: number; day: number } {
  const m = /^(-?\d{4,})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/** ISO 8601 UTC text of a proleptic Gregorian instant given as local date, hours and offset. */
export function utcIso(date: string, hours: number, offsetHours: number): string {
  const { year, month, day } = parseDate(date);
  const ms = Math.round((hours - offsetHours) * 3_600_000);
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  const t = new Date(d.getTime() + ms);
  const iso = t.toISOString();
  // toISOString writes years outside 0-9999 as +/-YYYYYY; those dates never reach here.
  return iso.endsWith('.000Z') ? iso.replace('.000Z', 'Z') : iso;
}

export function resolveMoment(input: MomentInput, services: { ephemeris: Ephemeris; timeZones: TimeZones }): ResolvedMoment {
  const { ephemeris, timeZones } = services;
  let timezone: string | null = null;
  let offset: number;
  if (input.timezone !== undefined && input.timezone !== null && input.timezone !== '') {
    timezone = input.timezone === 'auto' ? timeZones.zoneAt(input.latitude, input.longitude) : input.timezone;
    // Birth-data bodies refuse an unknown zone at validation (x-birth-data); a body that declares
    // its own `timezone` string reached here with it, and luxon's invalid zone gave NaN offsets
    // and a 500 (Schemathesis, issue 10: /render/moon-phase with timezone "0").
    if (!timeZones.isValidZone(timezone)) throw ApiError.invalidField('timezone', `"${timezone}" is not an IANA zone name: send a name such as Europe/Kyiv, or auto`);
    offset = timeZones.offsetAtLocal(timezone, input.date, input.time);
  } else {
    offset = input.timezoneOffset ?? 0;
  }
  const { year, month, day } = parseDate(input.date);
  const hours = timeToHours(input.time);
  const julianDayUT = ephemeris.julianDay(year, month, day, hours - offset);
  const deltaTSeconds = ephemeris.deltaTSeconds(julianDayUT);
  return {
    utc: utcIso(input.date, hours, offset),
    localDate: input.date,
    localTime: input.time,
    timezoneOffset: offset,
    timezone,
    julianDayUT,
    julianDayTT: julianDayUT + deltaTSeconds / 86400,
    deltaTSeconds,
  };
}
