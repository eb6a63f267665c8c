/**
 * Time zones through luxon (IANA rules, summer time included) and `geo-tz` (zone boundaries
 * from timezone-boundary-builder) for `timezone: "auto"`.
 */
import { IANAZone } from 'luxon';
import { find as zonesAtPoint } from 'geo-tz';
import type { TimeZones } from '@celestial/core';
import { parseDate } from '@celestial/core/astro';

/**
 * Zone names that are abbreviations or POSIX-style rules (EST, CET, EST5EDT, MST7MDT...).
 * They are legal in the tz database for backward compatibility but ambiguous to people, so
 * the specification refuses them; UTC alone stays accepted.
 */
const ABBREVIATION = /^[A-Z]{2,6}(\d{1,2}([A-Z]{2,6})?)?$/;

export class LuxonTimeZones implements TimeZones {
  isValidZone(name: string): boolean {
    if (name === 'UTC' || name === 'Etc/UTC') return true;
    if (ABBREVIATION.test(name)) return false;
    return IANAZone.isValidZone(name);
  }

  zoneAt(latitude: number, longitude: number): string {
    const zones = zonesAtPoint(latitude, longitude);
    return zones[0] ?? 'Etc/UTC';
  }

  offsetAtLocal(zone: string, localDate: string, localTime: string): number {
    const z = IANAZone.create(zone);
    const { year, month, day } = parseDate(localDate);
    const [h, m, s] = localTime.split(':').map(Number) as [number, number, number | undefined];
    // The wall time read as if it were UTC; each candidate offset o maps it to the instant
    // wall - o, which is a true reading of the wall time only if the zone keeps o then.
    const wall = new Date(Date.UTC(2000, month - 1, day, h, m, s ?? 0));
    wall.setUTCFullYear(year);
    const wallUtc = wall.getTime();
    const day1 = 86_400_000;
    const candidates = new Set([z.offset(wallUtc - day1), z.offset(wallUtc), z.offset(wallUtc + day1)]);
    const valid = [...candidates].filter((o) => z.offset(wallUtc - o * 60_000) === o);
    if (valid.length > 0) {
      // A repeated local time (clocks set back) has two valid offsets: the first occurrence is
      // the earlier instant, i.e. the larger offset.
      return Math.max(...valid) / 60;
    }
    // A skipped local time (clocks set forward): the offset in force before the change.
    return z.offset(wallUtc - day1) / 60;
  }
}
