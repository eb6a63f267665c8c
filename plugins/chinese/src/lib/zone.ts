/** The offset a request's zone keeps at an instant (TimeZones answers for wall times only). */
import type { TimeZones } from '@celestial/core';
import { ApiError } from '@celestial/core';
import { clockAt } from './bazi.js';
import { isoOfJdn } from './cycle.js';

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
