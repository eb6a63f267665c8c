/**
 * Progressed and directed time: the symbolic clocks of the progression families (western
 * secondary, tertiary, minor and converse progressions, solar-arc directions; Vedic and
 * composite progressions reuse them).
 *
 * Secondary progression, "a day for a year": the ephemeris day `d` after birth stands for the
 * `d`-th tropical year of life (Placidus de Titis, Primum Mobile, 1657; Alan Leo, The Progressed
 * Horoscope, 1905). Tertiary (Troinski): a day per tropical month of life. Minor: a tropical
 * month per year. Converse: the secondary count run backwards from birth.
 *
 * Progressed angles: the progressed ARMC by the solar arc in right ascension (natal ARMC +
 * RA of the progressed Sun - RA of the natal Sun), by Naibod's mean rate in RA (0.98564733 deg
 * a year, the mean Sun's daily motion; astro.com glossary "Naibod"), by the mean Sun in
 * longitude (natal MC + 0.98564733 deg a year on the ecliptic, then the ARMC of that MC), or by
 * the houses of the progressed day itself ("daily houses"); the Ascendant and cusps from that
 * ARMC at the birth latitude with the obliquity of the progressed day (swe_houses_armc), as
 * immanuel (tools/forecast.py, charts.Progressed) does.
 */
import type { Ephemeris, HouseResult } from '../services.js';
import type { HouseSystemCode } from './houses.js';
import type { ChartSettings } from './settings.js';
import { normalizeDegrees, signedArc } from './angles.js';

/** Mean tropical year, days (the catalogue's; Newcomb's 365.24219879 at 1900, 365.24219 at J2000). */
export const TROPICAL_YEAR_DAYS = 365.24219;
/** Mean tropical month, days (equinox to equinox of the Moon). */
export const TROPICAL_MONTH_DAYS = 27.321582;
/** Naibod's key: the mean Sun's daily motion, degrees (0 deg 59' 08.33''). */
export const NAIBOD_DEGREES_PER_YEAR = 0.98564733;

export type ProgressionKind = 'secondary' | 'tertiary' | 'minor' | 'converse';
export type ProgressedAngleMethod = 'solar-arc-ra' | 'naibod-ra' | 'mean-sun' | 'daily-houses';

/** Years of life elapsed between two Julian days (negative before birth). */
export function elapsedYears(birthJd: number, targetJd: number): number {
  return (targetJd - birthJd) / TROPICAL_YEAR_DAYS;
}

/** The ephemeris instant standing for `targetJd` under each progression count. */
export function progressedJulianDay(kind: ProgressionKind, birthJd: number, targetJd: number): number {
  const years = elapsedYears(birthJd, targetJd);
  switch (kind) {
    case 'secondary': return birthJd + years;
    case 'converse': return birthJd - years;
    case 'minor': return birthJd + years * TROPICAL_MONTH_DAYS;
    case 'tertiary': return birthJd + (targetJd - birthJd) / TROPICAL_MONTH_DAYS;
  }
}

/** The calendar instant a secondary-progressed ephemeris instant stands for (inverse of the day-for-a-year count). */
export function calendarJulianDayOfProgressed(birthJd: number, progressedJd: number): number {
  return birthJd + (progressedJd - birthJd) * TROPICAL_YEAR_DAYS;
}

/** Right ascension (degrees) of an ecliptic point of latitude 0, obliquity `eps` degrees. */
export function rightAscensionOfLongitude(longitude: number, eps: number): number {
  const r = Math.PI / 180;
  return normalizeDegrees(Math.atan2(Math.sin(longitude * r) * Math.cos(eps * r), Math.cos(longitude * r)) / r);
}

/**
 * Solar arc in right ascension between birth and an ephemeris instant: RA of the Sun then
 * minus RA at birth, signed (negative for a converse, earlier instant), |arc| < 360.
 */
export function solarArcInRightAscension(ephemeris: Ephemeris, birthJd: number, progressedJd: number): number {
  const d = ephemeris.equatorial(progressedJd, 0).rightAscension - ephemeris.equatorial(birthJd, 0).rightAscension;
  return unwrapNear((progressedJd - birthJd) * NAIBOD_DEGREES_PER_YEAR, d);
}

/** The value congruent to `angle` (mod 360) nearest `approx`: unwraps a Sun arc of any number of turns by its mean rate. */
export function unwrapNear(approx: number, angle: number): number {
  return approx + signedArc(approx, angle);
}

export interface NatalFrame {
  julianDayUT: number;
  latitude: number;
  longitude: number;
  /** Natal ARMC and MC (tropical), degrees. */
  armc: number;
  mc: number;
  houseSystem: HouseSystemCode;
}

/**
 * Progressed houses and angles: the progressed ARMC by `method`, cusps and angles at the birth
 * latitude (tropical from swe_houses_armc, then sidereal by the ayanamsa of the progressed day
 * when the chart is sidereal). `years` is signed (negative converse).
 */
export function progressedHouses(ephemeris: Ephemeris, natal: NatalFrame, progressedJd: number, years: number, method: ProgressedAngleMethod, zodiac: ChartSettings): HouseResult {
  if (method === 'daily-houses') return ephemeris.houses(progressedJd, natal.latitude, natal.longitude, natal.houseSystem, zodiac);
  const eps = ephemeris.obliquity(progressedJd);
  let armc: number;
  if (method === 'solar-arc-ra') armc = natal.armc + solarArcInRightAscension(ephemeris, natal.julianDayUT, progressedJd);
  else if (method === 'naibod-ra') armc = natal.armc + years * NAIBOD_DEGREES_PER_YEAR;
  else armc = rightAscensionOfLongitude(natal.mc + years * NAIBOD_DEGREES_PER_YEAR, eps);
  const h = ephemeris.housesArmc(normalizeDegrees(armc), natal.latitude, eps, natal.houseSystem);
  if (zodiac.zodiacType !== 'sidereal') return h;
  const ayan = ephemeris.ayanamsa(progressedJd, zodiac.siderealMode);
  const s = (x: number) => normalizeDegrees(x - ayan);
  return { ...h, cusps: h.cusps.map(s), ascendant: s(h.ascendant), mc: s(h.mc), vertex: s(h.vertex), equatorialAscendant: s(h.equatorialAscendant) };
}

export type SolarArcKey = 'true-solar-arc' | 'naibod' | 'one-degree';

/**
 * The solar arc (degrees, signed: negative when converse) at `years` of life: the secondary-
 * progressed Sun minus the natal Sun (true solar arc), or Naibod's 0.98564733 deg, or 1 deg a
 * year (Noel Tyl, Solar Arcs, 2001; Ebertin). The true arc grows monotonically (the Sun never
 * retrogrades), which the /directions hits search relies on.
 */
export function solarArc(ephemeris: Ephemeris, birthJd: number, years: number, key: SolarArcKey, converse: boolean, zodiac: ChartSettings): number {
  let arc: number;
  if (key === 'naibod') arc = Math.abs(years) * NAIBOD_DEGREES_PER_YEAR;
  else if (key === 'one-degree') arc = Math.abs(years);
  else {
    const sun0 = ephemeris.position(birthJd, 0, zodiac).longitude;
    const sun1 = ephemeris.position(birthJd + Math.abs(years), 0, zodiac).longitude;
    arc = unwrapNear(Math.abs(years) * NAIBOD_DEGREES_PER_YEAR, sun1 - sun0);
  }
  return converse ? -arc : arc;
}
