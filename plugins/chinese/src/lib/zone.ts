/** The offset a request's zone keeps at an instant (TimeZones answers for wall times only). */
import type { TimeZones } from '@celestial/core';
import { ApiError } from '@celestial/core';
import { timeToHours } from '@celestial/core/astro';
import { clockAt, normalizeMidnight } from './bazi.js';
import { checkCalendarYear } from './chart.js';
import { isoOfJdn, jdnOf, parseIso } from './cycle.js';

const wall = (jd: number, offset: number) => {
  const c = clockAt(jd, offset);
  const s = Math.min(86399, Math.floor(c.hours * 3600 + 1e-6));
  const hh = String(Math.floor(s / 3600)).padStart(2, '0'), mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0'), ss = String(s % 60).padStart(2, '0');
  return { date: isoOfJdn(c.jdn), time: `${hh}:${mm}:${ss}` };
};

/** Hours east of UT at the instant: the zone's offset read at the wall time, twice to settle across a change. */
export function offsetAtInstant(timeZones: TimeZones, zone: string, jdUT: number): number {
  let o = 0;
  for (let k = 0; k < 3; k++) {
    const w = wall(jdUT, o);
    o = timeZones.offsetAtLocal(zone, w.date, w.time);
  }
  return o;
}

/** The request's zone as a function of the instant: an IANA name, a fixed offset, or the default. */
export function zoneOf(body: { timezone?: string; timezoneOffset?: number | null }, timeZones: TimeZones, fallback: number): { name: string | null; at: (jd: number) => number } {
  if (body.timezone !== undefined && body.timezone !== '') {
    if (body.timezone === 'auto') throw ApiError.invalidField('timezone', 'auto needs coordinates, which this operation does not take: send an IANA zone name or timezoneOffset');
    if (!timeZones.isValidZone(body.timezone)) throw ApiError.invalidField('timezone', 'must be an IANA zone name such as Asia/Shanghai');
    const zone = body.timezone;
    return { name: zone, at: (jd) => offsetAtInstant(timeZones, zone, jd) };
  }
  const fixed = body.timezoneOffset ?? fallback;
  return { name: null, at: () => fixed };
}

/**
 * The instant of a request's `date` and `time` (24:00:00 = next day 00:00) in its zone: the
 * JD (UT), the zone's offset at that wall time, the zone itself and the calendar year.
 */
export function requestInstant(body: { date: string; time: string; timezone?: string; timezoneOffset?: number | null }, timeZones: TimeZones, fallback: number) {
  const b = normalizeMidnight(body);
  const { year, month, day } = parseIso(b.date);
  checkCalendarYear(year, 'date');
  const zone = zoneOf(body, timeZones, fallback);
  const offset = body.timezone ? timeZones.offsetAtLocal(zone.name!, b.date, b.time) : zone.at(0);
  const jd = jdnOf(year, month, day) - 0.5 + (timeToHours(b.time) - offset) / 24;
  return { jd, offset, zone, year };
}
