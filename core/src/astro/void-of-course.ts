/**
 * The void-of-course Moon of one sign passage, shared by /moon-voc (plugins/western) and the
 * event engine (webhooks void-of-course-start/-end, /stream/void-of-course): moved here from
 * plugins/western/src/lib/transits.ts so both read one definition.
 *
 * The Moon is void from her last exact Ptolemaic aspect (0, 60, 90, 120, 180; no orbs) in a sign
 * to her ingress into the next: to Sun-Pluto (modern, Al H. Morrison) or Sun-Saturn
 * (traditional, Lilly, Christian Astrology p.112). When she perfects none in the sign, the void
 * runs from the ingress into it.
 */
import type { Ephemeris, ZodiacSettings } from '../services.js';
import { normalizeDegrees } from './angles.js';
import { angleTrack, trackCrossings } from './crossings.js';
import { findIngresses } from './events.js';

export const VOC_MODERN = [0, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const VOC_TRADITIONAL = [0, 2, 3, 4, 5, 6] as const;
const PTOLEMAIC_ANGLES = [0, 60, 90, 120, 180] as const;
const TROPICAL_ZODIAC: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };

export interface VoidPassage {
  /** Start of the void (UT Julian day): the last exact aspect, or the ingress `from`. */
  startJd: number;
  /** The ingress out of the sign (UT Julian day). */
  endJd: number;
  lastAspect: { jd: number; planet: number; angle: number } | null;
}

function sides(angle: number): number[] {
  const a = normalizeDegrees(angle);
  const m = Math.min(a, 360 - a);
  return m === 0 || m === 180 ? [m] : [m, 360 - m];
}

/** The void of a sign passage [from, to] (the Moon's ingress in and out, UT Julian days). */
export function voidOfPassage(ephemeris: Ephemeris, from: number, to: number, planets: readonly number[]): VoidPassage {
  let last: { jd: number; planet: number; angle: number } | null = null;
  for (const p of planets) {
    const track = angleTrack((t) => {
      const m = ephemeris.position(t, 1, TROPICAL_ZODIAC);
      const q = ephemeris.position(t, p, TROPICAL_ZODIAC);
      return { value: m.longitude - q.longitude, speed: m.longitudeSpeed - q.longitudeSpeed };
    }, from, to, 0.25);
    for (const angle of PTOLEMAIC_ANGLES) {
      for (const side of sides(angle)) {
        for (const r of trackCrossings(track, side)) {
          if (r.jd > from && r.jd <= to && (!last || r.jd > last.jd)) last = { jd: r.jd, planet: p, angle };
        }
      }
    }
  }
  return { startJd: last ? last.jd : from, endJd: to, lastAspect: last };
}

export interface VoidPeriod extends VoidPassage {
  /** Sign index (0 Aries ... 11 Pisces) the Moon enters at the end. */
  nextSignIndex: number;
}

/**
 * The void periods whose end (the Moon's ingress) falls in (start, end]: each passage between
 * two consecutive ingresses. The Moon stays 2-2.7 days in a sign, so a passage starting up to
 * 3 days before `start` is looked at.
 */
export function voidPeriods(ephemeris: Ephemeris, start: number, end: number, method: 'modern' | 'traditional' = 'modern'): VoidPeriod[] {
  const planets = method === 'traditional' ? VOC_TRADITIONAL : VOC_MODERN;
  const ingresses = findIngresses(ephemeris, 1, start - 3, end, TROPICAL_ZODIAC);
  const out: VoidPeriod[] = [];
  for (let i = 1; i < ingresses.length; i++) {
    const prev = ingresses[i - 1]!;
    const next = ingresses[i]!;
    if (next.jd <= start) continue;
    out.push({ ...voidOfPassage(ephemeris, prev.jd, next.jd, planets), nextSignIndex: next.toSignIndex });
  }
  return out;
}
