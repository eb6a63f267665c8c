/**
 * Visibility of the new crescent Moon after Yallop, "A Method for Predicting the First Sighting
 * of the New Crescent Moon", NAO Technical Note 69 (1997). At the best time Tb = Ts + 4/9 (Tm - Ts)
 * (Ts sunset, Tm moonset), with geocentric airless quantities as Yallop defines them:
 *   ARCL  Sun-Moon elongation, ARCV  altitude of the Moon minus that of the Sun,
 *   DAZ   azimuth of the Sun minus that of the Moon,
 *   W'    topocentric crescent width = SD' (1 - cos ARCL) arcmin, SD' = SD (1 + sin h sin pi),
 *   q     = (ARCV - (11.8371 - 6.3226 W' + 0.7319 W'^2 - 0.1018 W'^3)) / 10,
 * the cubic being Yallop's fit to Bruin's best-time visibility curve; q's bands give the
 * categories A-F (the note's table 4).
 */
import type { Ephemeris, HorizonPlace } from '@celestial/core';
import { separation, sunLongitudeDifferenceRoots } from './planet-events.js';

const RAD = Math.PI / 180;
const AU_KM = 149597870.7;
const EARTH_EQUATORIAL_KM = 6378.137;

export type YallopCategory = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

/** The note's verdict for each category, as kebab-case slugs. */
export const YALLOP_VERDICTS: Record<YallopCategory, string> = {
  A: 'easily-visible',
  B: 'visible-under-perfect-conditions',
  C: 'may-need-optical-aid',
  D: 'will-need-optical-aid',
  E: 'not-visible-with-telescope',
  F: 'below-danjon-limit',
};

/** Yallop's q from ARCV (degrees) and the topocentric crescent width W' (arcminutes). */
export function yallopQ(arcv: number, widthArcmin: number): number {
  const w = widthArcmin;
  return (arcv - (11.8371 - 6.3226 * w + 0.7319 * w * w - 0.1018 * w * w * w)) / 10;
}

/** The category of a q value (NAO TN 69, table 4: the limits belong to the lower category). */
export function yallopCategory(q: number): YallopCategory {
  if (q > 0.216) return 'A';
  if (q > -0.014) return 'B';
  if (q > -0.16) return 'C';
  if (q > -0.232) return 'D';
  if (q > -0.293) return 'E';
  return 'F';
}

export interface CrescentEvening {
  sunset: number;
  moonset: number | null;
  /** Tm - Ts, minutes (negative when the Moon sets first). */
  lagMinutes: number | null;
  bestTime: number | null;
  arcl: number | null;
  arcv: number | null;
  daz: number | null;
  widthArcmin: number | null;
  q: number | null;
  category: YallopCategory | null;
}

/** The conjunction (apparent geocentric longitudes of date) nearest the instant. */
export function nearestConjunction(ephemeris: Ephemeris, jd: number): number {
  const roots = sunLongitudeDifferenceRoots(ephemeris, 1, 0, jd - 16, jd + 16);
  return roots.reduce((a, b) => (Math.abs(b - jd) < Math.abs(a - jd) ? b : a));
}

/** Yallop's quantities at the best time of the evening whose sunset is `sunset`. */
export function crescentAt(ephemeris: Ephemeris, sunset: number, place: HorizonPlace): CrescentEvening {
  // The Moon's set nearest after the sunset; a set in the 12 hours before it means the Moon went down first.
  const before = ephemeris.riseTransit(sunset - 0.5, 1, 'set', place);
  const after = ephemeris.riseTransit(sunset, 1, 'set', place);
  const moonset = before !== null && before < sunset ? before : after;
  const none = { sunset, moonset, lagMinutes: moonset === null ? null : (moonset - sunset) * 1440, bestTime: null, arcl: null, arcv: null, daz: null, widthArcmin: null, q: null, category: null };
  // No best time without a moonset after the sunset (Yallop's Tb needs Tm > Ts).
  if (moonset === null || moonset <= sunset) return none;
  const tb = sunset + (4 / 9) * (moonset - sunset);
  const sunEq = ephemeris.equatorial(tb, 0);
  const moonEq = ephemeris.equatorial(tb, 1);
  const sunHz = ephemeris.horizontal(tb, place, 'equatorial', sunEq.rightAscension, sunEq.declination);
  const moonHz = ephemeris.horizontal(tb, place, 'equatorial', moonEq.rightAscension, moonEq.declination);
  const arcl = separation(ephemeris, tb, 1, 0);
  const arcv = moonHz.trueAltitude - sunHz.trueAltitude;
  const daz = ((sunHz.azimuth - moonHz.azimuth + 540) % 360) - 180;
  const semidiameter = (ephemeris.phenomena(tb, 1).apparentDiameter / 2) * 60;
  const parallax = Math.asin(EARTH_EQUATORIAL_KM / (moonEq.distance * AU_KM));
  const topocentricSemidiameter = semidiameter * (1 + Math.sin(moonHz.trueAltitude * RAD) * Math.sin(parallax));
  const widthArcmin = topocentricSemidiameter * (1 - Math.cos(arcl * RAD));
  const q = yallopQ(arcv, widthArcmin);
  return { ...none, bestTime: tb, arcl, arcv, daz, widthArcmin, q, category: yallopCategory(q) };
}

/** The first `count` evenings after the conjunction nearest `jd`, seen from the place. */
export function crescentEvenings(ephemeris: Ephemeris, jd: number, place: HorizonPlace, count = 3): { conjunction: number; evenings: CrescentEvening[] } {
  const conjunction = nearestConjunction(ephemeris, jd);
  const evenings: CrescentEvening[] = [];
  for (let from = conjunction; evenings.length < count;) {
    const sunset = ephemeris.riseTransit(from, 0, 'set', place);
    // Polar day or night: no sunset within the search, so no evening to judge.
    if (sunset === null) break;
    evenings.push(crescentAt(ephemeris, sunset, place));
    from = sunset + 0.5;
  }
  return { conjunction, evenings };
}
