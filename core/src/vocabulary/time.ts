/**
 * Instants as every answer writes them (DESIGN.md, "Vocabulary"): ISO 8601 with seconds and
 * the UTC offset of the zone the request resolved, `2025-06-18T03:46:12+03:00`; `+00:00` when
 * the request named none. Years outside 0000-9999 take ISO 8601's expanded form (sign and six
 * digits, `-000001-12-31T12:00:00+00:00`), which Date#toISOString already writes (and luxon
 * too), as jdToIso in core/src/astro/events.ts does for UTC.
 */
import { Type } from '@sinclair/typebox';

/** Pattern of an instant with an offset; the vocabulary lint looks for it on instant members. */
export const INSTANT_PATTERN = '^[+-]?\\d{4,6}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?[+-]\\d{2}:\\d{2}$';

/**
 * Pattern of a member that is UTC by its name (`utc`, `startsAtUtc`): `Z` or `+00:00`. Such a
 * member sits beside the zone's own instant or offset (Moment's `utc` with `timezoneOffset`).
 */
export const UTC_INSTANT_PATTERN = '^[+-]?\\d{4,6}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|\\+00:00)$';

/** TypeBox schema of an instant member. */
export function Instant(description = 'ISO 8601 instant with seconds and the UTC offset of the request zone') {
  return Type.String({ pattern: INSTANT_PATTERN, description });
}

/**
 * TypeBox schema of a member that is UTC by its name (`utc`, `fromUtc`), beside the request
 * zone's own instant or offset: `Z` or `+00:00`.
 */
export function UtcInstant(description = 'ISO 8601 UTC instant, to the second') {
  return Type.String({ pattern: UTC_INSTANT_PATTERN, description });
}

/** Unix milliseconds of a Julian day (UT): JD 2440587.5 is 1970-01-01T00:00:00Z. */
export function jdToMillis(jd: number): number {
  return (jd - 2440587.5) * 86_400_000;
}

/**
 * `2025-06-18T03:46:12+03:00`: the instant rounded to the second, written as the wall clock of
 * a zone `offsetMinutes` east of UTC. The offset is written (and applied) to the whole minute:
 * local mean time offsets such as Kyiv's +02:02:04 before 1924 cannot be written in the
 * `+HH:MM` form, and applying the same rounded offset to the wall clock keeps the text naming
 * exactly the same instant.
 */
export function isoWithOffset(instant: number | Date, offsetMinutes = 0): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`not an instant: ${String(instant)}`);
  const offset = Math.round(offsetMinutes);
  const local = new Date(Math.round(ms / 1000) * 1000 + offset * 60_000).toISOString();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local.slice(0, -5)}${sign}${hh}:${mm}`;
}

/** `isoWithOffset` of a Julian day (UT). */
export function jdToIsoWithOffset(jd: number, offsetMinutes = 0): string {
  return isoWithOffset(jdToMillis(jd), offsetMinutes);
}
