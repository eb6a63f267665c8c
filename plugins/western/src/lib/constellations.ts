/**
 * The astronomical constellation of a body (not its sign): J2000 right ascension and
 * declination (swe_calc_ut SEFLG_EQUATORIAL|SEFLG_J2000) precessed to B1875.0, the epoch the IAU
 * boundaries were drawn on, then looked up in Nancy Roman's table ('Identification of a
 * Constellation From a Position', PASP 99, 1987; CDS VI/42), bundled in the grid layout of
 * skyfield (data/constellations.json, written by test/oracles/constellations.py).
 */
import type { LangCode } from '@celestial/core';
import fs from 'node:fs';
import { bodySlug, hasTerm, kebab, term } from '@celestial/core';
import type { Ephemeris, TimeZones } from '@celestial/core';
import { castChart, momentEcho, normalizeDegrees, settingsEcho } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';

export interface Services { ephemeris: Ephemeris; timeZones: TimeZones }

interface BoundaryGrid { sortedRaHours: number[]; sortedDec: number[]; cells: number[][]; abbreviations: string[]; names: Record<string, string> }

const GRID = JSON.parse(fs.readFileSync(new URL('../../data/constellations.json', import.meta.url), 'utf8')) as BoundaryGrid;

const D = Math.PI / 180;
const J2000 = 2451545.0;
/** B1875.0 as a Julian day (TT): 2415020.31352 + (1875 - 1900) x 365.242198781 (Lieske 1979). */
export const B1875_JD = 2415020.31352 + (1875 - 1900) * 365.242198781;

/**
 * Precession of mean equatorial coordinates from J2000 to an epoch, IAU 1976 angles
 * zeta, z, theta (Lieske et al. 1977; Meeus, Astronomical Algorithms, ch. 21, eq. 21.3-21.4).
 */
export function precessFromJ2000(ra: number, dec: number, epochJd: number): { ra: number; dec: number } {
  const t = (epochJd - J2000) / 36525;
  const zeta = (2306.2181 * t + 0.30188 * t * t + 0.017998 * t ** 3) / 3600;
  const z = (2306.2181 * t + 1.09468 * t * t + 0.018203 * t ** 3) / 3600;
  const theta = (2004.3109 * t - 0.42665 * t * t - 0.041833 * t ** 3) / 3600;
  const a = Math.cos(dec * D) * Math.sin((ra + zeta) * D);
  const b = Math.cos(theta * D) * Math.cos(dec * D) * Math.cos((ra + zeta) * D) - Math.sin(theta * D) * Math.sin(dec * D);
  const c = Math.sin(theta * D) * Math.cos(dec * D) * Math.cos((ra + zeta) * D) + Math.cos(theta * D) * Math.sin(dec * D);
  return { ra: normalizeDegrees(Math.atan2(a, b) / D + z), dec: Math.asin(Math.max(-1, Math.min(1, c))) / D };
}

/** First index i with sorted[i] >= x (left) or > x (right): numpy's searchsorted. */
function searchSorted(sorted: readonly number[], x: number, side: 'left' | 'right'): number {
  let lo = 0, hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (side === 'left' ? sorted[mid]! < x : sorted[mid]! <= x) lo = mid + 1; else hi = mid;
  }
  return lo;
}

/** IAU abbreviation of the constellation holding a B1875.0 position (RA, declination in degrees). */
export function constellationAtB1875(ra: number, dec: number): string {
  const i = searchSorted(GRID.sortedRaHours, normalizeDegrees(ra) / 15, 'left');
  const j = searchSorted(GRID.sortedDec, dec, 'right');
  return GRID.abbreviations[GRID.cells[i]![j]!]!;
}

export function constellationName(abbreviation: string): string {
  return GRID.names[abbreviation] ?? abbreviation;
}

/**
 * A constellation by reference (issue 12: the answer held the IAU abbreviation and the Latin
 * name): slug (the kebab-case Latin name, as core's constellation table keys it), its name in
 * `lang`, and the IAU three-letter abbreviation.
 */
export function constellationReference(abbreviation: string, lang: LangCode): { slug: string; name: string; abbreviation: string } {
  const slug = kebab(constellationName(abbreviation));
  return { slug, name: hasTerm('constellation', slug) ? term('constellation', slug, lang) : constellationName(abbreviation), abbreviation };
}

/** The constellation of a J2000 position at an instant (the J2000 frame is fixed; only B1875 matters). */
export function constellationOfJ2000(ra: number, dec: number): string {
  const p = precessFromJ2000(ra, dec, B1875_JD);
  return constellationAtB1875(p.ra, p.dec);
}

export function constellations(birth: BirthInput, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const chart = castChart(birth, services);
  const jd = chart.moment.julianDayUT;
  const bodies = chart.bodies.map((b) => {
    const eq = ephemeris.equatorialJ2000(jd, b.id);
    const abbr = constellationOfJ2000(eq.rightAscension, eq.declination);
    return { id: b.id, slug: bodySlug(b.id) ?? kebab(b.name), name: b.name, constellation: constellationReference(abbr, lang), zodiacalSign: b.sign, longitude: b.longitude, latitude: b.latitude };
  });
  return {
    moment: momentEcho(chart.moment, ephemeris),
    settings: settingsEcho(chart.settings, jd, ephemeris, lang),
    bodies,
    ophiuchus: bodies.filter((b) => b.constellation.abbreviation === 'Oph').map((b) => b.name),
    warnings: chart.warnings,
  };
}
