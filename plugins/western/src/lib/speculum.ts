/**
 * The speculum: the table of equatorial quantities primary directions are worked from
 * (Placidus de Titis, Primum Mobile, 1657; Martin Gansten, Primary Directions, 2009, ch. 3).
 * Right ascension and declination of date from swe_calc_ut SEFLG_EQUATORIAL, the ARMC from
 * swe_houses_ex; everything else is spherical trigonometry on those three numbers and the
 * geographic latitude.
 */
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { bodyNaming } from './vocabulary.js';
import { castChart, momentEcho, normalizeDegrees, settingsEcho } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';

export interface Services { ephemeris: Ephemeris; timeZones: TimeZones }

const D = Math.PI / 180;

export interface SpeculumRow {
  rightAscension: number;
  declination: number;
  /** asin(tan phi tan delta); null for a circumpolar body (|tan phi tan delta| > 1). */
  ascensionalDifference: number | null;
  obliqueAscension: number | null;
  diurnalSemiArc: number | null;
  nocturnalSemiArc: number | null;
  /** Hour angle ARMC - RA in (-180, 180]: positive west of the upper meridian. */
  hourAngle: number;
  /** Distance from the upper meridian above the horizon, from the lower one below. */
  meridianDistance: number;
  aboveHorizon: boolean;
  /** MD / semi-arc of the body's half (diurnal above, nocturnal below); null when circumpolar. */
  placidianPosition: number | null;
  regiomontanusPole: number;
}

/** Hour angle ARMC - RA folded into (-180, 180]. */
export function hourAngle(armc: number, ra: number): number {
  const h = normalizeDegrees(armc - ra);
  return h > 180 ? h - 360 : h;
}

/**
 * Pole of the Regiomontanian circle through a body (the great circle through it and the north
 * and south points of the horizon): sin P = sin phi cos delta |sin H| / sqrt(1 - (sin phi cos delta
 * cos H - cos phi sin delta)^2) (Gansten, ch. 3); on the equator tan P = tan phi sin H.
 */
export function regiomontanusPole(phi: number, dec: number, h: number): number {
  const num = Math.sin(phi * D) * Math.cos(dec * D) * Math.abs(Math.sin(h * D));
  const x = Math.sin(phi * D) * Math.cos(dec * D) * Math.cos(h * D) - Math.cos(phi * D) * Math.sin(dec * D);
  const den = Math.sqrt(Math.max(0, 1 - x * x));
  if (den === 0) return 0; // the body sits on the north or south point: every circle passes through it
  return Math.asin(Math.min(1, num / den)) / D;
}

/** One speculum line from RA, declination, ARMC and latitude (degrees). */
export function speculumRow(ra: number, dec: number, armc: number, phi: number): SpeculumRow {
  const t = Math.tan(phi * D) * Math.tan(dec * D);
  const h = hourAngle(armc, ra);
  const sinAlt = Math.sin(phi * D) * Math.sin(dec * D) + Math.cos(phi * D) * Math.cos(dec * D) * Math.cos(h * D);
  const aboveHorizon = sinAlt > 0;
  const md = aboveHorizon ? Math.abs(h) : 180 - Math.abs(h);
  const circumpolar = Math.abs(t) > 1;
  const ad = circumpolar ? null : Math.asin(t) / D;
  const dsa = ad === null ? null : 90 + ad;
  const nsa = dsa === null ? null : 180 - dsa;
  const sa = aboveHorizon ? dsa : nsa;
  return {
    rightAscension: ra,
    declination: dec,
    ascensionalDifference: ad,
    obliqueAscension: ad === null ? null : normalizeDegrees(ra - ad),
    diurnalSemiArc: dsa,
    nocturnalSemiArc: nsa,
    hourAngle: h,
    meridianDistance: md,
    aboveHorizon,
    placidianPosition: sa === null || sa === 0 ? null : md / sa,
    regiomontanusPole: regiomontanusPole(phi, dec, h),
  };
}

export function speculum(birth: BirthInput, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const chart = castChart(birth, services);
  const jd = chart.moment.julianDayUT;
  const armc = chart.angles.armc;
  const bodies = chart.bodies.map((b) => {
    const eq = ephemeris.equatorial(jd, b.id);
    const row = speculumRow(eq.rightAscension, eq.declination, armc, birth.latitude);
    return {
      id: b.id,
      ...bodyNaming(b.id, b.name, lang),
      longitude: b.longitude,
      latitude: b.latitude,
      rightAscension: row.rightAscension,
      declination: row.declination,
      ascensionalDifference: row.ascensionalDifference,
      obliqueAscension: row.obliqueAscension,
      diurnalSemiArc: row.diurnalSemiArc,
      nocturnalSemiArc: row.nocturnalSemiArc,
      hourAngle: row.hourAngle,
      meridianDistance: row.meridianDistance,
      aboveHorizon: row.aboveHorizon,
      placidianPosition: row.placidianPosition,
      regiomontanusPole: row.regiomontanusPole,
    };
  });
  return {
    moment: momentEcho(chart.moment, ephemeris),
    settings: settingsEcho(chart.settings, jd, ephemeris, lang),
    armc,
    latitude: birth.latitude,
    obliquity: ephemeris.obliquity(jd),
    bodies,
    warnings: chart.warnings,
  };
}
