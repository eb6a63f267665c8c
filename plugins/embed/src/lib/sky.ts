/**
 * Sky helpers the widgets share, built on core's root finders (core/src/astro/events.ts).
 */
import { jdToIsoWithOffset } from '@celestial/core';
import type { Ephemeris, ZodiacSettings } from '@celestial/core';
import { checkBodyIds, findLongitudeCrossings } from '@celestial/core/astro';

const TROPICAL: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };
const UNIX_EPOCH_JD = 2440587.5;

/** Julian day (UT) of an ISO instant. */
export function jdOfIso(iso: string): number {
  return Date.parse(iso) / 86_400_000 + UNIX_EPOCH_JD;
}

/** The `planets` query list (comma-separated Swiss Ephemeris ids), each one of `allowed`; absent: all of them. */
export function parsePlanets(value: string | undefined, allowed: readonly number[], field: string): number[] {
  if (value === undefined || value.trim() === '') return [...allowed];
  const ids = value.split(',').map((s) => Number(s.trim()));
  checkBodyIds(ids, field, allowed);
  return ids;
}

/**
 * How far around a retrograde the shadow reaches: the planet regains the station-retrograde
 * longitude some weeks to months after the station direct (Mercury ~2 weeks, Mars ~2 months,
 * the outer planets ~3-5 months): 250 days bounds them all.
 */
const SHADOW_SEARCH_DAYS = 250;

/**
 * The retrograde's shadow: it begins when the planet, still direct, first reaches the longitude
 * where it will station direct (pre-shadow), and ends when, direct again, it passes the longitude
 * where it stationed retrograde (post-shadow). Null when a station is missing.
 */
export function shadowOf(ephemeris: Ephemeris, body: number, stationRetrogradeAt: string | null, stationDirectAt: string | null): { preShadowStart: string; postShadowEnd: string } | null {
  if (!stationRetrogradeAt || !stationDirectAt) return null;
  const sr = jdOfIso(stationRetrogradeAt);
  const sd = jdOfIso(stationDirectAt);
  const lonSd = ephemeris.longitudeOnlyAt(sd, body, TROPICAL);
  const lonSr = ephemeris.longitudeOnlyAt(sr, body, TROPICAL);
  const before = findLongitudeCrossings(ephemeris, body, lonSd, sr - SHADOW_SEARCH_DAYS, sr, TROPICAL).filter((c) => !c.retrograde);
  const after = findLongitudeCrossings(ephemeris, body, lonSr, sd, sd + SHADOW_SEARCH_DAYS, TROPICAL).filter((c) => !c.retrograde);
  const pre = before[before.length - 1];
  const post = after[0];
  if (!pre || !post) return null;
  return { preShadowStart: jdToIsoWithOffset(pre.jd, 0), postShadowEnd: jdToIsoWithOffset(post.jd, 0) };
}
