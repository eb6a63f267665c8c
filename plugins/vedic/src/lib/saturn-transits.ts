/**
 * Saturn's gochara from the natal Moon sign (Phaladeepika ch. 26): sade sati (Saturn in the
 * 12th, 1st and 2nd signs from the Moon: rising, peak, setting) and dhaiya (the 4th: Kantaka
 * Shani; the 8th: Ashtama Shani).
 *
 * Saturn's sidereal sign ingresses are found by root finding (core events findIngresses, on the
 * sidereal zodiac of the chart), retrograde re-entries included; the sign of Saturn is then
 * known on every interval between ingresses. A cycle is the span from Saturn's first entry into
 * the 12th from the Moon to its last exit from the 2nd: a retrograde step back out of the window
 * and in again (months) stays inside one cycle, as the next cycle is ~25 years away. Each
 * phase (rising, peak, setting) is reported once per stay, so a re-entry shows as a second
 * stay of the same phase.
 */
import type { Ephemeris, ZodiacSettings } from '@celestial/core';
import { findIngresses, normalizeDegrees } from '@celestial/core/astro';
import { signAt } from './yogas.js';

const SATURN = 6; // Swiss Ephemeris SE_SATURN
/** Gap below which two stays belong to one cycle (a retrograde loop lasts under a year). */
const MERGE_GAP_DAYS = 3 * 365.25;

export interface SignStay { sign: number; start: number; end: number }

/**
 * Where Saturn's searches stop: 3000-01-01 0h UT (JD 2816787.5), the end of the years the
 * service promises (the ephemeris' 422 text in runtime/src/services/swiss-ephemeris.ts: -3000 to
 * 3000). The Moshier theory itself ends at JD 2818000.5 (sweph.h MOSHPLEPH_END, 3003-04-29); the
 * three years between leave room for the root finder's steps past the end of a search. A birth
 * late in 2999 asks for spans beyond it (issue 10): the span is clipped here and the answer says
 * so, instead of a 422 from the library. The years before 0000 are never reached (the searches
 * look back at most 11 years from a date the schemas keep at 0000 or later).
 */
export const SATURN_SEARCH_LAST_JD = 2816787.5;
export const SATURN_SEARCH_LAST_ISO = '3000-01-01T00:00:00Z';

/** `end` clipped to the searchable span (never before `start`). */
export function clipSearchEnd(start: number, end: number): { end: number; clipped: boolean } {
  if (end <= SATURN_SEARCH_LAST_JD) return { end, clipped: false };
  return { end: Math.max(start, SATURN_SEARCH_LAST_JD), clipped: true };
}

/** Saturn's sidereal sign stays over [start, end] (Julian days UT), clipped to the span. */
export function saturnSignStays(ephemeris: Ephemeris, start: number, end: number, zodiac: ZodiacSettings): SignStay[] {
  if (end <= start) return [{ sign: saturnSignAt(ephemeris, start, zodiac), start, end: start }];
  const ingresses = findIngresses(ephemeris, SATURN, start, end, zodiac);
  let sign = Math.floor(normalizeDegrees(ephemeris.position(start, SATURN, zodiac).longitude) / 30) + 1;
  let from = start;
  const stays: SignStay[] = [];
  for (const i of ingresses) {
    stays.push({ sign, start: from, end: i.jd });
    sign = i.toSignIndex + 1;
    from = i.jd;
  }
  stays.push({ sign, start: from, end });
  return stays;
}

export type SadeSatiPhase = 'rising' | 'peak' | 'setting';
export type DhaiyaKind = 'kantaka' | 'ashtama';
export interface Window<K extends string> { kind: K; start: number; end: number }
export interface Cycle<K extends string> { start: number; end: number; stays: Window<K>[] }

/** Groups stays whose sign maps to a kind into cycles (merging gaps shorter than a retrograde loop). */
export function groupCycles<K extends string>(stays: SignStay[], kindOf: (sign: number) => K | null, mergeBy: (k: K) => string = () => 'all'): Cycle<K>[] {
  const cycles: (Cycle<K> & { key: string })[] = [];
  for (const s of stays) {
    const kind = kindOf(s.sign);
    if (kind === null) continue;
    const key = mergeBy(kind);
    const last = [...cycles].reverse().find((c) => c.key === key);
    const w = { kind, start: s.start, end: s.end };
    if (last && s.start - last.end < MERGE_GAP_DAYS) {
      last.end = s.end;
      last.stays.push(w);
    } else cycles.push({ key, start: s.start, end: s.end, stays: [w] });
  }
  return cycles.map(({ key: _k, ...c }) => c);
}

export function sadeSatiPhaseOf(moonSign: number, saturnSign: number): SadeSatiPhase | null {
  if (saturnSign === signAt(moonSign, 12)) return 'rising';
  if (saturnSign === moonSign) return 'peak';
  if (saturnSign === signAt(moonSign, 2)) return 'setting';
  return null;
}

export function dhaiyaKindOf(moonSign: number, saturnSign: number): DhaiyaKind | null {
  if (saturnSign === signAt(moonSign, 4)) return 'kantaka';
  if (saturnSign === signAt(moonSign, 8)) return 'ashtama';
  return null;
}

export function sadeSatiCycles(stays: SignStay[], moonSign: number): Cycle<SadeSatiPhase>[] {
  return groupCycles(stays, (s) => sadeSatiPhaseOf(moonSign, s));
}

/** Dhaiya windows: the 4th and the 8th grouped separately, each with its retrograde re-entries. */
export function dhaiyaCycles(stays: SignStay[], moonSign: number): Cycle<DhaiyaKind>[] {
  return groupCycles(stays, (s) => dhaiyaKindOf(moonSign, s), (k) => k);
}

/** The sign of Saturn at a moment. */
export function saturnSignAt(ephemeris: Ephemeris, jd: number, zodiac: ZodiacSettings): number {
  return Math.floor(normalizeDegrees(ephemeris.position(jd, SATURN, zodiac).longitude) / 30) + 1;
}

const YEAR = 365.25;

/**
 * The sade sati at a moment: the phase, the cycle holding the moment and the current stay; the
 * next cycle when none holds it. Near the end of the supported years the search is clipped
 * (`clippedAt`, else null): an end at the clip is not an end Saturn makes, so `cycleEnd` and
 * `stayEnd` are null there, and `next` is null when no cycle begins before the clip.
 */
export function sadeSatiAt(ephemeris: Ephemeris, moonSign: number, jd: number, zodiac: ZodiacSettings) {
  // A cycle holding jd began at most ~9 years before (7.5 years and a retrograde loop); the next one begins within ~30.
  const span = clipSearchEnd(jd, jd + 31 * YEAR);
  const stays = saturnSignStays(ephemeris, jd - 11 * YEAR, span.end, zodiac);
  const cycles = sadeSatiCycles(stays, moonSign);
  const cycle = cycles.find((c) => c.start <= jd && (jd < c.end || (span.clipped && c.end === span.end))) ?? null;
  const stay = cycle?.stays.find((s) => s.start <= jd && (jd < s.end || (span.clipped && s.end === span.end))) ?? null;
  const next = cycles.find((c) => c.start > jd) ?? null;
  const known = (end: number | undefined) => (end === undefined || (span.clipped && end === span.end) ? null : end);
  return {
    saturnSign: saturnSignAt(ephemeris, jd, zodiac), phase: stay?.kind ?? null, cycle, stay, next,
    cycleEnd: known(cycle?.end), stayEnd: known(stay?.end), clippedAt: span.clipped ? span.end : null,
  };
}

/** The dhaiya at a moment: the kind and the window (with its retrograde re-entries) holding the moment; the next window when none. */
export function dhaiyaAt(ephemeris: Ephemeris, moonSign: number, jd: number, zodiac: ZodiacSettings) {
  // Clipped like sadeSatiAt: an end at the clip is unknown (cycleEnd null).
  const span = clipSearchEnd(jd, jd + 31 * YEAR);
  const stays = saturnSignStays(ephemeris, jd - 5 * YEAR, span.end, zodiac);
  const cycles = dhaiyaCycles(stays, moonSign);
  const holds = (w: { start: number; end: number }) => w.start <= jd && (jd < w.end || (span.clipped && w.end === span.end));
  const cycle = cycles.find(holds) ?? null;
  const next = cycles.filter((c) => c.start > jd).sort((a, b) => a.start - b.start)[0] ?? null;
  const stay = cycle?.stays.find(holds) ?? null;
  const cycleEnd = cycle === null || (span.clipped && cycle.end === span.end) ? null : cycle.end;
  return { saturnSign: saturnSignAt(ephemeris, jd, zodiac), kind: stay?.kind ?? null, cycle, stay, next, cycleEnd, clippedAt: span.clipped ? span.end : null };
}

/** The warning of an answer whose search stopped at the end of the supported years. */
export function clippedWarning(member: string): { code: string; message: string; member: string; suggestion: null } {
  return {
    code: 'span-clipped',
    message: `The search stopped at ${SATURN_SEARCH_LAST_ISO}, the end of the years the ephemeris covers (-3000 to 3000); an end or a next start beyond it is null`,
    member,
    suggestion: null,
  };
}
