/**
 * The five limbs (panchanga) at a moment and the instants each limb begins and ends, found by
 * root finding on the ephemeris (Brent on the limb's angle), never by stepping.
 *
 * Definitions (Surya Siddhanta II.64-69; names after Muhurta Chintamani, Shubhashubha
 * prakarana):
 * - tithi: elongation Moon - Sun (ayanamsa-free) in 12 deg steps, 30 per synodic month;
 * - karana: half a tithi, 6 deg steps, 60 per month;
 * - nakshatra: the Moon's sidereal longitude in 13 deg 20' steps;
 * - yoga: sidereal Sun + Moon in 13 deg 20' steps.
 * Each of these angles grows monotonically (the Moon never stations), so a limb's boundaries
 * are single roots of angle - k * span, bracketed from the mean rates and refined by Brent to
 * 0.01 s.
 */
import { brentRoot, normalizeDegrees } from '@celestial/core/astro';
import type { Ephemeris, ZodiacSettings } from '@celestial/core';

export type LimbKind = 'tithi' | 'karana' | 'nakshatra' | 'yoga';

export const LIMB_SPAN: Readonly<Record<LimbKind, number>> = { tithi: 12, karana: 6, nakshatra: 40 / 3, yoga: 40 / 3 };
/** Mean daily growth of each angle (deg/day), used only to bracket. */
const MEAN_RATE: Readonly<Record<LimbKind, number>> = { tithi: 12.19, karana: 12.19, nakshatra: 13.18, yoga: 14.17 };
/** Least daily growth (the Moon at apogee, the Sun at perihelion), so a bracket always holds the root. */
const MIN_RATE: Readonly<Record<LimbKind, number>> = { tithi: 10.0, karana: 10.0, nakshatra: 11.5, yoga: 12.4 };

const TROPICAL: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };

/** The limb's angle (0-360) at a moment. */
export function limbAngle(ephemeris: Ephemeris, jd: number, kind: LimbKind, sidereal: ZodiacSettings): number {
  if (kind === 'tithi' || kind === 'karana') {
    return normalizeDegrees(ephemeris.position(jd, 1, TROPICAL).longitude - ephemeris.position(jd, 0, TROPICAL).longitude);
  }
  if (kind === 'nakshatra') return normalizeDegrees(ephemeris.position(jd, 1, sidereal).longitude);
  return normalizeDegrees(ephemeris.position(jd, 0, sidereal).longitude + ephemeris.position(jd, 1, sidereal).longitude);
}

/** Index (0-based) of the limb at the moment: tithi 0-29, karana 0-59, nakshatra and yoga 0-26. */
export function limbIndex(ephemeris: Ephemeris, jd: number, kind: LimbKind, sidereal: ZodiacSettings): number {
  const a = limbAngle(ephemeris, jd, kind, sidereal);
  const n = Math.round(360 / LIMB_SPAN[kind]);
  return Math.min(n - 1, Math.floor(a / LIMB_SPAN[kind] + 1e-12));
}

/**
 * The instant the limb's angle reaches `target` (mod 360), searched forward (direction +1)
 * or backward (-1) from `jd`. The angle grows by at least MIN_RATE a day, so the root is
 * bracketed within (remaining arc / MIN_RATE) days.
 */
export function limbCrossing(ephemeris: Ephemeris, jd: number, kind: LimbKind, target: number, direction: 1 | -1, sidereal: ZodiacSettings): number {
  const a0 = limbAngle(ephemeris, jd, kind, sidereal);
  const arc = direction === 1 ? normalizeDegrees(target - a0) : normalizeDegrees(a0 - target);
  // f(t) = signed distance from the target, continuous across the bracket.
  const f = (t: number) => {
    const d = normalizeDegrees(limbAngle(ephemeris, t, kind, sidereal) - target);
    return d > 180 ? d - 360 : d;
  };
  const guess = jd + (direction * arc) / MEAN_RATE[kind];
  const far = jd + (direction * (arc + 1e-6)) / MIN_RATE[kind];
  let a = direction === 1 ? jd : far;
  let b = direction === 1 ? far : jd;
  // Tighten around the mean-rate guess when it already brackets (two evaluations save ~10).
  const lo = guess - 0.05;
  const hi = guess + 0.05;
  if (f(lo) < 0 && f(hi) > 0) {
    a = lo;
    b = hi;
  }
  let fa = f(a);
  let fb = f(b);
  if (fa === 0) return a;
  if (fb === 0) return b;
  // At jd itself the signed distance is -arc (forward) or +arc (backward); with arc near 0 or
  // 360 nudge to the side that brackets.
  if (Math.sign(fa) === Math.sign(fb)) {
    a = direction === 1 ? jd - 1e-6 : far;
    b = direction === 1 ? far : jd + 1e-6;
    fa = f(a);
    fb = f(b);
  }
  return brentRoot(f, a, b, undefined, fa, fb);
}

export interface LimbSpan {
  /** 0-based index of the limb. */
  index: number;
  startsAt: number;
  endsAt: number;
  /** Fraction of the limb's arc already travelled at the moment, 0-1. */
  fraction: number;
}

/** The limb in force at `jd`, with its start and end instants. */
export function limbAt(ephemeris: Ephemeris, jd: number, kind: LimbKind, sidereal: ZodiacSettings): LimbSpan {
  const span = LIMB_SPAN[kind];
  const a = limbAngle(ephemeris, jd, kind, sidereal);
  const n = Math.round(360 / span);
  const index = Math.min(n - 1, Math.floor(a / span + 1e-12));
  const startsAt = limbCrossing(ephemeris, jd, kind, index * span, -1, sidereal);
  const endsAt = limbCrossing(ephemeris, jd, kind, ((index + 1) % n) * span, 1, sidereal);
  return { index, startsAt, endsAt, fraction: (a - index * span) / span };
}

/** Every limb boundary of a kind in [start, end): the instants and the index that begins there. */
export function limbBoundaries(ephemeris: Ephemeris, start: number, end: number, kind: LimbKind, sidereal: ZodiacSettings): { jd: number; index: number }[] {
  const span = LIMB_SPAN[kind];
  const n = Math.round(360 / span);
  const out: { jd: number; index: number }[] = [];
  let t = start;
  let idx = limbIndex(ephemeris, t, kind, sidereal);
  for (;;) {
    const nextIdx = (idx + 1) % n;
    const at = limbCrossing(ephemeris, t, kind, nextIdx * span, 1, sidereal);
    if (at >= end) break;
    out.push({ jd: at, index: nextIdx });
    t = at + 1e-7;
    idx = nextIdx;
  }
  return out;
}

/** Tithi names 1-15 of a paksha (Muhurta Chintamani); the 15th of Shukla is Purnima, of Krishna Amavasya. */
export const TITHI_NAMES = ['Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami', 'Navami', 'Dashami', 'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi', 'Purnima'] as const;

/** Name and paksha of tithi 1-30. */
export function tithiName(number: number): { name: string; paksha: 'shukla' | 'krishna' } {
  if (number === 30) return { name: 'Amavasya', paksha: 'krishna' };
  return { name: TITHI_NAMES[(number - 1) % 15]!, paksha: number <= 15 ? 'shukla' : 'krishna' };
}

/** The 27 yogas, Vishkambha first (Muhurta Chintamani, Shubhashubha prakarana). */
export const YOGA_NAMES = ['Vishkambha', 'Priti', 'Ayushman', 'Saubhagya', 'Shobhana', 'Atiganda', 'Sukarma', 'Dhriti', 'Shula', 'Ganda', 'Vriddhi', 'Dhruva', 'Vyaghata', 'Harshana', 'Vajra', 'Siddhi', 'Vyatipata', 'Variyan', 'Parigha', 'Shiva', 'Siddha', 'Sadhya', 'Shubha', 'Shukla', 'Brahma', 'Indra', 'Vaidhriti'] as const;

/** The seven movable karanas in their cycle, and the four fixed ones. */
export const MOVABLE_KARANAS = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Gara', 'Vanija', 'Vishti'] as const;

/** Karana of 0-based index k (0-59): 0 Kimstughna, 1-56 the movable cycle, 57 Shakuni, 58 Chatushpada, 59 Naga. */
export function karanaName(k: number): { name: string; kind: 'movable' | 'fixed' } {
  if (k === 0) return { name: 'Kimstughna', kind: 'fixed' };
  if (k >= 57) return { name: ['Shakuni', 'Chatushpada', 'Naga'][k - 57]!, kind: 'fixed' };
  return { name: MOVABLE_KARANAS[(k - 1) % 7]!, kind: 'movable' };
}
