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

/** Saturn's sidereal sign stays over [start, end] (Julian days UT), clipped to the span. */
export function saturnSignStays(ephemeris: Ephemeris, start: number, end: number, zodiac: ZodiacSettings): SignStay[] {
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

/** The sade sati at a moment: the phase, the cycle holding the moment and the current stay; the next cycle when none holds it. */
export function sadeSatiAt(ephemeris: Ephemeris, moonSign: number, jd: number, zodiac: ZodiacSettings) {
  // A cycle holding jd began at most ~9 years before (7.5 years and a retrograde loop); the next one begins within ~30.
  const stays = saturnSignStays(ephemeris, jd - 11 * YEAR, jd + 31 * YEAR, zodiac);
  const cycles = sadeSatiCycles(stays, moonSign);
  const cycle = cycles.find((c) => c.start <= jd && jd < c.end) ?? null;
  const stay = cycle?.stays.find((s) => s.start <= jd && jd < s.end) ?? null;
  const next = cycles.find((c) => c.start > jd) ?? null;
  return { saturnSign: saturnSignAt(ephemeris, jd, zodiac), phase: stay?.kind ?? null, cycle, stay, next };
}

/** The dhaiya at a moment: the kind and the window (with its retrograde re-entries) holding the moment; the next window when none. */
export function dhaiyaAt(ephemeris: Ephemeris, moonSign: number, jd: number, zodiac: ZodiacSettings) {
  const stays = saturnSignStays(ephemeris, jd - 5 * YEAR, jd + 31 * YEAR, zodiac);
  const cycles = dhaiyaCycles(stays, moonSign);
  const cycle = cycles.find((c) => c.start <= jd && jd < c.end) ?? null;
  const next = cycles.filter((c) => c.start > jd).sort((a, b) => a.start - b.start)[0] ?? null;
  const stay = cycle?.stays.find((s) => s.start <= jd && jd < s.end) ?? null;
  return { saturnSign: saturnSignAt(ephemeris, jd, zodiac), kind: stay?.kind ?? null, cycle, stay, next };
}
