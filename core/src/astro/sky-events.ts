/**
 * The event engine's detector primitives (DESIGN.md "Events"): the instants of each event kind
 * in a window of UT Julian days, found by the root finders of events.ts and crossings.ts. The
 * webhook scheduler (runtime/src/events/detector.ts) and the /stream/* operations
 * (plugins/platform/src/stream) both read these, so a stream's nextEventAt and a webhook's
 * delivery name the same instant.
 */
import type { Ephemeris, ZodiacSettings } from '../services.js';
import { normalizeDegrees } from './angles.js';
import { bodyTrack, trackCrossings } from './crossings.js';
import { findAspectInstants, findIngresses, findLunations, findStations } from './events.js';
import type { AspectInstant, Ingress, Lunation, Station } from './events.js';

const TROPICAL_SKY: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };

/** Mercury to Pluto: the planets whose stations the catalogue's retrograde events follow. */
export const STATION_PLANETS = [2, 3, 4, 5, 6, 7, 8, 9] as const;
/** Sun and Mercury-Pluto: the default of sign-ingress and aspect-exact (the Moon on request). */
export const SUN_TO_PLUTO_WITHOUT_MOON = [0, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const SUN_TO_PLUTO = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const PTOLEMAIC_ASPECT_ANGLES = [0, 60, 90, 120, 180] as const;

/** Stations of the bodies in [start, end], in time order. */
export function stationsBetween(ephemeris: Ephemeris, bodies: readonly number[], start: number, end: number): Station[] {
  return bodies.flatMap((b) => findStations(ephemeris, b, start, end, TROPICAL_SKY)).sort((a, b) => a.jd - b.jd);
}

/** Sign ingresses of the bodies in [start, end] (retrograde re-entries included), in time order. */
export function ingressesBetween(ephemeris: Ephemeris, bodies: readonly number[], start: number, end: number, zodiac: ZodiacSettings = TROPICAL_SKY): Ingress[] {
  return bodies.flatMap((b) => findIngresses(ephemeris, b, start, end, zodiac)).sort((a, b) => a.jd - b.jd);
}

/** Principal lunar phases (elongation 0, 90, 180, 270) in [start, end]. */
export function lunarPhasesBetween(ephemeris: Ephemeris, start: number, end: number): Lunation[] {
  return findLunations(ephemeris, start, end);
}

/** The eight phases of the lunar-phase table (core/src/vocabulary/tables/lunar-phase.ts). */
export const LUNAR_PHASE_SLUGS = ['new-moon', 'waxing-crescent', 'first-quarter', 'waxing-gibbous', 'full-moon', 'waning-gibbous', 'last-quarter', 'waning-crescent'] as const;

/**
 * The eight phases, 45 degrees of elongation each, centred on the new moon, the quarters and
 * the full moon (moved here from plugins/public, shared with /stream/moon-phase).
 */
export function phaseOfElongation(elongation: number): (typeof LUNAR_PHASE_SLUGS)[number] {
  return LUNAR_PHASE_SLUGS[Math.floor(normalizeDegrees(elongation + 22.5) / 45) % 8]!;
}

export const PHASE_SLUG_OF_ANGLE: Readonly<Record<number, 'new' | 'first-quarter' | 'full' | 'last-quarter'>> = { 0: 'new', 90: 'first-quarter', 180: 'full', 270: 'last-quarter' };

/** Exact aspects between every pair of the bodies at the angles (0-180), in [start, end]. */
export function exactAspectsBetween(ephemeris: Ephemeris, bodies: readonly number[], angles: readonly number[], start: number, end: number): AspectInstant[] {
  const out: AspectInstant[] = [];
  const folded = [...new Set(angles.map((a) => Math.min(normalizeDegrees(a), 360 - normalizeDegrees(a))))];
  for (let i = 0; i < bodies.length; i++) {
    for (let j = i + 1; j < bodies.length; j++) {
      for (const angle of folded) out.push(...findAspectInstants(ephemeris, bodies[i]!, bodies[j]!, angle, start, end, TROPICAL_SKY));
    }
  }
  return out.sort((a, b) => a.jd - b.jd);
}

/** An eclipse as the event engine reports it. */
export interface EclipseFound {
  kind: 'solar' | 'lunar';
  /** From the SE_ECL_* flags (swephexp.h): TOTAL 4, ANNULAR 8, PARTIAL 16, ANNULAR_TOTAL 32 (hybrid), PENUMBRAL 64. */
  type: 'total' | 'annular' | 'hybrid' | 'partial' | 'penumbral';
  maximum: number;
  /** First and last contact: of the eclipse anywhere on Earth (solar), of the penumbra (lunar). */
  begin: number;
  end: number;
}

export function eclipseTypeOf(flags: number): EclipseFound['type'] {
  return flags & 32 ? 'hybrid' : flags & 4 ? 'total' : flags & 8 ? 'annular' : flags & 16 ? 'partial' : 'penumbral';
}

/** The first eclipse of a kind after the instant (swe_sol_eclipse_when_glob, swe_lun_eclipse_when; any type). */
export function eclipseAfter(ephemeris: Ephemeris, start: number, kind: 'solar' | 'lunar'): EclipseFound | null {
  if (kind === 'solar') {
    const e = ephemeris.solarEclipseGlobal(start, 0, false);
    return e ? { kind, type: eclipseTypeOf(e.flags), maximum: e.maximum, begin: e.begin, end: e.end } : null;
  }
  const e = ephemeris.lunarEclipseGlobal(start, 0, false);
  return e ? { kind, type: eclipseTypeOf(e.flags), maximum: e.maximum, begin: e.penumbralBegin ?? e.maximum, end: e.penumbralEnd ?? e.maximum } : null;
}

/**
 * The next `count` eclipses (solar and lunar, every type) whose maximum is after `start`, in
 * time order, by the Swiss Ephemeris global searches.
 */
export function eclipsesAfter(ephemeris: Ephemeris, start: number, count: number): EclipseFound[] {
  const out: EclipseFound[] = [];
  for (const kind of ['solar', 'lunar'] as const) {
    let t = start;
    for (let n = 0; n < count; n++) {
      const e = eclipseAfter(ephemeris, t, kind);
      if (!e) break;
      out.push(e);
      t = e.maximum + 1;
    }
  }
  return out.sort((a, b) => a.maximum - b.maximum).slice(0, count);
}

/** Eclipses whose maximum lies in [start, end], in time order. */
export function eclipsesBetween(ephemeris: Ephemeris, start: number, end: number): EclipseFound[] {
  const out: EclipseFound[] = [];
  for (const kind of ['solar', 'lunar'] as const) {
    let t = start;
    for (;;) {
      const e = eclipseAfter(ephemeris, t, kind);
      if (!e || e.maximum > end) break;
      out.push(e);
      t = e.maximum + 1;
    }
  }
  return out.sort((a, b) => a.maximum - b.maximum);
}

/** A natal point a transit is measured against. */
export interface NatalPoint {
  /** Swiss Ephemeris body number, or -1 Ascendant, -2 Midheaven. */
  id: number;
  longitude: number;
}

export interface NatalThresholdCrossing {
  jd: number;
  transitBody: number;
  natal: NatalPoint;
  /** The aspect angle (0-180). */
  angle: number;
  /** entering: the orb to the aspect falls below the threshold; leaving: it rises above it. */
  direction: 'entering' | 'leaving';
  /** The transiting body was retrograde. */
  retrograde: boolean;
}

function aspectSides(angle: number): number[] {
  const a = normalizeDegrees(angle);
  const m = Math.min(a, 360 - a);
  return m === 0 || m === 180 ? [m] : [m, 360 - m];
}

/**
 * Instants in [start, end] when a transiting body's orb to an aspect with a natal point crosses
 * `orb` degrees: the transit longitude equals natal + side - orb or natal + side + orb. Moving
 * forward through the lower boundary (or backward through the upper one) enters the orb;
 * the other two cross out of it. One sampled track per transiting body (crossings.ts).
 */
export function natalThresholdCrossings(
  ephemeris: Ephemeris,
  natal: readonly NatalPoint[],
  transitBodies: readonly number[],
  angles: readonly number[],
  orb: number,
  start: number,
  end: number,
): NatalThresholdCrossing[] {
  const out: NatalThresholdCrossing[] = [];
  const folded = [...new Set(angles.map((a) => Math.min(normalizeDegrees(a), 360 - normalizeDegrees(a))))];
  for (const body of transitBodies) {
    const track = bodyTrack(ephemeris, body, start, end, TROPICAL_SKY);
    for (const point of natal) {
      for (const angle of folded) {
        for (const side of aspectSides(angle)) {
          const centre = point.longitude + side;
          for (const [edge, sense] of [[-orb, 1], [orb, -1]] as const) {
            for (const r of trackCrossings(track, normalizeDegrees(centre + edge))) {
              if (r.jd < start || r.jd > end) continue;
              // sense 1: the lower edge, crossed forward = entering; sense -1: the upper edge, crossed backward = entering.
              const entering = r.direction * sense > 0;
              out.push({ jd: r.jd, transitBody: body, natal: point, angle, direction: entering ? 'entering' : 'leaving', retrograde: r.direction < 0 });
            }
          }
        }
      }
    }
  }
  return out.sort((a, b) => a.jd - b.jd);
}

export interface NatalTransitExact {
  jd: number;
  transitBody: number;
  natal: NatalPoint;
  angle: number;
  retrograde: boolean;
}

/** Exact transits (orb 0) of the bodies to the natal points at the angles, in [start, end]. */
export function natalExactTransits(ephemeris: Ephemeris, natal: readonly NatalPoint[], transitBodies: readonly number[], angles: readonly number[], start: number, end: number): NatalTransitExact[] {
  const out: NatalTransitExact[] = [];
  const folded = [...new Set(angles.map((a) => Math.min(normalizeDegrees(a), 360 - normalizeDegrees(a))))];
  for (const body of transitBodies) {
    const track = bodyTrack(ephemeris, body, start, end, TROPICAL_SKY);
    for (const point of natal) {
      for (const angle of folded) {
        for (const side of aspectSides(angle)) {
          for (const r of trackCrossings(track, normalizeDegrees(point.longitude + side))) {
            if (r.jd >= start && r.jd <= end) out.push({ jd: r.jd, transitBody: body, natal: point, angle, retrograde: r.direction < 0 });
          }
        }
      }
    }
  }
  return out.sort((a, b) => a.jd - b.jd);
}
