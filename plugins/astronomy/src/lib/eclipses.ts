/**
 * Solar and lunar eclipses from the Swiss Ephemeris eclipse routines (swecl.c: the Besselian
 * geometry of the shadow cones over the ephemeris, after Meeus, Astronomical Algorithms ch. 54,
 * and the Explanatory Supplement). The routines return the SE_ECL_* type bits and the contact
 * times; this file names them and walks a span of years the way the catalogue asks: each search
 * restarts one day after the last maximum (eclipses of one kind are at least ~29 days apart).
 */
import { ApiError } from '@celestial/core';
import { findRoots } from '@celestial/core/astro';
import { checkYear, instant } from './time.js';
import type { Ephemeris } from '@celestial/core';

export const SE_ECL_CENTRAL = 1;
export const SE_ECL_TOTAL = 4;
export const SE_ECL_ANNULAR = 8;
export const SE_ECL_PARTIAL = 16;
export const SE_ECL_ANNULAR_TOTAL = 32;
export const SE_ECL_PENUMBRAL = 64;

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;

export type SolarType = 'total' | 'annular' | 'hybrid' | 'partial';
export type LunarType = 'total' | 'partial' | 'penumbral';

/** The eclipse type from the routine's bits; hybrid (annular-total) first, since it carries no other type bit. */
export function solarType(flags: number): SolarType {
  if (flags & SE_ECL_ANNULAR_TOTAL) return 'hybrid';
  if (flags & SE_ECL_TOTAL) return 'total';
  if (flags & SE_ECL_ANNULAR) return 'annular';
  return 'partial';
}

export function lunarType(flags: number): LunarType {
  if (flags & SE_ECL_TOTAL) return 'total';
  if (flags & SE_ECL_PARTIAL) return 'partial';
  return 'penumbral';
}

/** The ifltype mask a requested solar type searches for (catalogue: SE_ECL_CENTRAL alone finds nothing in SE 2.09). */
export const SOLAR_TYPE_MASK: Record<string, number> = {
  any: 0,
  total: SE_ECL_TOTAL,
  annular: SE_ECL_ANNULAR,
  hybrid: SE_ECL_ANNULAR_TOTAL,
  partial: SE_ECL_PARTIAL,
  central: SE_ECL_TOTAL | SE_ECL_ANNULAR | SE_ECL_ANNULAR_TOTAL | SE_ECL_CENTRAL,
};

export const LUNAR_TYPE_MASK: Record<string, number> = { any: 0, total: SE_ECL_TOTAL, partial: SE_ECL_PARTIAL, penumbral: SE_ECL_PENUMBRAL };

/** One eclipse of the /eclipses list (SERVICE-SPEC member names; Julian days UT). */
export interface ListedEclipse {
  kind: 'solar' | 'lunar';
  type: SolarType | LunarType;
  maxJd: number;
  beginJd: number;
  endJd: number;
  /** Apparent geocentric longitude of the Sun (solar) or Moon (lunar) at maximum. */
  longitude: number;
  totalityBeginJd: number | null;
  totalityEndJd: number | null;
}

/**
 * Every solar and lunar eclipse whose maximum lies in [start, end), merged by maximum. Solar:
 * begin/end are the first and last contact of the penumbra with the Earth (tret[2]/[3]),
 * totality the total or annular phase (tret[4]/[5]); lunar: begin/end the penumbral contacts
 * (tret[6]/[7]), totality the total phase (tret[4]/[5]).
 */
export function eclipsesBetween(ephemeris: Ephemeris, start: number, end: number, kinds: ReadonlyArray<'solar' | 'lunar'> = ['solar', 'lunar']): ListedEclipse[] {
  const out: ListedEclipse[] = [];
  if (kinds.includes('solar')) {
    for (let t = start; ;) {
      const e = ephemeris.solarEclipseGlobal(t, 0, false);
      if (!e || e.maximum >= end) break;
      out.push({
        kind: 'solar', type: solarType(e.flags), maxJd: e.maximum, beginJd: e.begin, endJd: e.end,
        longitude: ephemeris.position(e.maximum, 0, TROPICAL).longitude,
        totalityBeginJd: e.totalBegin, totalityEndJd: e.totalEnd,
      });
      t = e.maximum + 1;
    }
  }
  if (kinds.includes('lunar')) {
    for (let t = start; ;) {
      const e = ephemeris.lunarEclipseGlobal(t, 0, false);
      if (!e || e.maximum >= end) break;
      out.push({
        kind: 'lunar', type: lunarType(e.flags), maxJd: e.maximum, beginJd: e.penumbralBegin ?? e.maximum, endJd: e.penumbralEnd ?? e.maximum,
        longitude: ephemeris.position(e.maximum, 1, TROPICAL).longitude,
        totalityBeginJd: e.totalBegin, totalityEndJd: e.totalEnd,
      });
      t = e.maximum + 1;
    }
  }
  return out.sort((a, b) => a.maxJd - b.maxJd);
}

/** The next (or previous) solar eclipse of a type, with where and how it is greatest. */
export function nextSolarEclipse(ephemeris: Ephemeris, from: number, type: string, backward: boolean) {
  const e = ephemeris.solarEclipseGlobal(from, SOLAR_TYPE_MASK[type] ?? 0, backward);
  if (!e) throw new ApiError('CALCULATION_ERROR', `No ${type === 'any' ? '' : `${type} `}solar eclipse was found ${backward ? 'before' : 'after'} this date within the ephemeris`);
  const where = ephemeris.solarEclipseWhere(e.maximum);
  return { global: e, where, sunLongitude: ephemeris.position(e.maximum, 0, TROPICAL).longitude };
}

/** The next (or previous) lunar eclipse of a type, its magnitudes and Saros numbers at maximum and the sub-lunar point. */
export function nextLunarEclipse(ephemeris: Ephemeris, from: number, type: string, backward: boolean) {
  const e = ephemeris.lunarEclipseGlobal(from, LUNAR_TYPE_MASK[type] ?? 0, backward);
  if (!e) throw new ApiError('CALCULATION_ERROR', `No ${type === 'any' ? '' : `${type} `}lunar eclipse was found ${backward ? 'before' : 'after'} this date within the ephemeris`);
  const how = ephemeris.lunarEclipseHow(e.maximum, 0, 0, 0);
  const eq = ephemeris.equatorial(e.maximum, 1);
  const gastDeg = ephemeris.siderealTimeHours(e.maximum) * 15;
  // Sub-lunar point: latitude = declination, longitude = RA - GAST, normalised to -180..180.
  const subLongitude = ((((eq.rightAscension - gastDeg) % 360) + 540) % 360) - 180;
  return { global: e, how, moonLongitude: ephemeris.position(e.maximum, 1, TROPICAL).longitude, subLunarPoint: { latitude: eq.declination, longitude: subLongitude } };
}

// ---------------------------------------------------------------- eclipse seasons

/** Meeus, Astronomical Algorithms ch. 54: the largest solar ecliptic limit 18.5 deg; the umbral (lunar) limit 12.2 deg. */
const SOLAR_LIMIT = 18.5;
const LUNAR_LIMIT = 12.2;

/** Angular distance (0-90) of the Sun from the nearer end of the line of nodes, and which node. */
function nodeDistance(ephemeris: Ephemeris, t: number): { d: number; node: 'ascending' | 'descending' } {
  const sep = (((ephemeris.position(t, 0, TROPICAL).longitude - ephemeris.position(t, 11, TROPICAL).longitude) % 360) + 360) % 360; // 0..360 from the ascending node
  const toAsc = Math.min(sep, 360 - sep);
  return toAsc <= 90 ? { d: toAsc, node: 'ascending' } : { d: 180 - toAsc, node: 'descending' };
}

/**
 * The eclipse seasons that begin in [year, year + years): intervals where the Sun is within the
 * largest solar ecliptic limit of a node, bounded by the zeros of d - 18.5 deg (2-day bracketing
 * grid, Brent refinement in core's findRoots), the lunar window by those of d - 12.2 deg, the
 * Sun on the node at the zero of the signed separation, with the eclipses listed inside.
 */
export function eclipseSeasons(ephemeris: Ephemeris, year: number, years: number) {
  checkYear(year, 'year', years + 1);
  const start = ephemeris.julianDay(year, 1, 1, 0);
  const end = ephemeris.julianDay(year + years, 1, 1, 0);
  const dist = (t: number) => nodeDistance(ephemeris, t).d;
  // Scan from a month before so a season open on 1 January is found whole; keep the seasons that begin in the range.
  const outer = findRoots((t) => dist(t) - SOLAR_LIMIT, start - 40, end + 40, { step: 2 });
  const inner = findRoots((t) => dist(t) - LUNAR_LIMIT, start - 40, end + 40, { step: 2 });
  const onNode = findRoots((t) => {
    const sep = ((ephemeris.position(t, 0, TROPICAL).longitude - ephemeris.position(t, 11, TROPICAL).longitude + 540) % 360) - 180; // -180..180 from the ascending node
    return Math.abs(sep) <= 90 ? sep : sep > 0 ? sep - 180 : sep + 180;
  }, start - 40, end + 40, { step: 2 }).filter((r) => r.direction > 0);
  const eclipses = eclipsesBetween(ephemeris, start - 40, end + 40);
  const seasons = [];
  for (let i = 0; i < outer.length; i++) {
    const a = outer[i]!;
    const b = outer[i + 1];
    if (a.direction > 0 || !b || a.jd < start || a.jd >= end) continue; // a season opens where d falls through the limit
    const mid = onNode.find((r) => r.jd > a.jd && r.jd < b.jd);
    const w = inner.filter((r) => r.jd > a.jd && r.jd < b.jd);
    if (!mid || w.length < 2) continue;
    seasons.push({
      node: nodeDistance(ephemeris, mid.jd).node,
      start: instant(a.jd), end: instant(b.jd), sunOnNode: instant(mid.jd),
      lunarWindow: { start: instant(w[0]!.jd), end: instant(w[w.length - 1]!.jd) },
      eclipses: eclipses.filter((e) => e.maxJd >= a.jd && e.maxJd <= b.jd).map((e) => ({ kind: e.kind, type: e.type, maxDate: instant(e.maxJd) })),
    });
  }
  return { seasons };
}
