/**
 * Guru and Shukra moudhya (asta, combustion): the spans when Jupiter is within 11 degrees of
 * the Sun and Venus within 10 degrees (8 when retrograde), the Surya Siddhanta limits (IX.6-9)
 * the foundation's isCombust uses; marriage and the samskaras are barred meanwhile (Muhurta
 * Chintamani, Vivaha prakarana). The elongation is measured in longitude (ayanamsa-free); its
 * roots are bracketed on a daily scan (core findRoots) and refined by Brent. The bala (infancy,
 * just after rising) and vriddha (old age, just before setting) margins extend the barred spans
 * by a configurable number of days; traditions give 3 to 15 days.
 */
import type { Ephemeris } from '@celestial/core';
import { findRoots, normalizeDegrees } from '@celestial/core/astro';
import { COMBUSTION_ORBS, SWISS_BODY_OF_GRAHA } from './grahas.js';

const TROPICAL = { zodiacType: 'tropical' as const, siderealMode: 0 };

export interface AstaSpan {
  start: number;
  end: number;
}

/** Combustion spans of Jupiter (4) or Venus (5) overlapping [from, to]; spans are widened to their real ends. */
export function astaSpans(ephemeris: Ephemeris, graha: 4 | 5, from: number, to: number): AstaSpan[] {
  const body = SWISS_BODY_OF_GRAHA[graha]!;
  const orb = COMBUSTION_ORBS[graha]!;
  const f = (t: number) => {
    const p = ephemeris.position(t, body, TROPICAL);
    const sun = ephemeris.position(t, 0, TROPICAL).longitude;
    const d = Math.abs(normalizeDegrees(p.longitude - sun + 180) - 180);
    return d - (p.longitudeSpeed < 0 ? orb.retrograde : orb.direct);
  };
  // Search 60 days beyond each end so a span crossing the year boundary gets its real ends.
  const a = from - 60;
  const b = to + 60;
  const roots = findRoots(f, a, b, { step: 1 });
  const spans: AstaSpan[] = [];
  let start: number | null = f(a) < 0 ? a : null;
  for (const r of roots) {
    if (r.direction < 0) start = r.jd;
    else if (start !== null) {
      spans.push({ start, end: r.jd });
      start = null;
    }
  }
  if (start !== null) spans.push({ start, end: b });
  return spans.filter((s) => s.end >= from && s.start <= to);
}
