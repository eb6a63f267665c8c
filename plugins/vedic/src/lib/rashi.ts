/**
 * The rashi chart (D1) every Vedic operation starts from: sidereal positions of the nine
 * grahas and the sidereal lagna, each with sign, nakshatra, pada and whole-sign house.
 *
 * Sidereal longitude = tropical (swe_calc_ut) - ayanamsa (swe_set_sid_mode, Lahiri unless the
 * birth data names another); the lagna is sidereal too (SERVICE-SPEC versioning note 5).
 * Rahu is the mean or true node by the `nodeType` setting; Ketu is exactly opposite
 * (BPHS ch. 3: "Ketu is always 180 degrees from Rahu").
 */
import { ApiError } from '@celestial/core';
import type { Ephemeris, ResolvedMoment, TimeZones } from '@celestial/core';
import { nakshatraOf, normalizeDegrees, resolveMoment } from '@celestial/core/astro';
import type { MomentInput } from '@celestial/core/astro';
import { GRAHA_NAMES, GRAHA_NUMBERS, GRAHA_SANSKRIT, RASHI_NAMES, SIGN_NAMES_EN, SWISS_BODY_OF_GRAHA } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import { vedicSettings, vedicSettingsEcho } from './settings.js';
import type { VedicOptionsInput, VedicSettings, VedicSettingsEchoT } from './settings.js';

export type VedicServices = { ephemeris: Ephemeris; timeZones: TimeZones };
export type VedicBirthInput = MomentInput & VedicOptionsInput;

export interface SignPlace {
  /** Sidereal longitude 0-360. */
  longitude: number;
  /** 1 Aries ... 12 Pisces. */
  sign: number;
  signName: string;
  rashi: string;
  degreeInSign: number;
  nakshatra: { number: number; name: string; ruler: string };
  pada: number;
}

export interface GrahaPlacement extends SignPlace {
  graha: GrahaNumber;
  name: string;
  sanskrit: string;
  latitude: number;
  /** Degrees per day. */
  speed: number;
  retrograde: boolean;
  /** Whole-sign house from the lagna, 1-12. */
  house: number;
}

export interface RashiChart {
  moment: ResolvedMoment;
  jd: number;
  latitude: number;
  longitude: number;
  settings: VedicSettings;
  ayanamsaValue: number;
  lagna: SignPlace;
  /** Sidereal MC (the 10th bhava madhya of quadrant methods). */
  mc: number;
  armc: number;
  /** Index = graha number (0 Sun ... 8 Ketu). */
  grahas: GrahaPlacement[];
}

/** Sign, nakshatra and pada of a sidereal longitude. */
export function signPlace(longitude: number): SignPlace {
  const lon = normalizeDegrees(longitude);
  const idx = Math.min(11, Math.floor(lon / 30));
  const n = nakshatraOf(lon);
  return {
    longitude: lon,
    sign: idx + 1,
    signName: SIGN_NAMES_EN[idx]!,
    rashi: RASHI_NAMES[idx]!,
    degreeInSign: lon - idx * 30,
    nakshatra: { number: n.nakshatra.number, name: n.nakshatra.name, ruler: n.nakshatra.ruler },
    pada: n.pada,
  };
}

/** Sidereal longitude and speed of one graha at a moment. */
export function grahaLongitude(ephemeris: Ephemeris, jd: number, graha: GrahaNumber, s: VedicSettings): { longitude: number; latitude: number; speed: number } {
  if (graha <= 6) {
    const p = ephemeris.position(jd, SWISS_BODY_OF_GRAHA[graha]!, s.chart);
    return { longitude: normalizeDegrees(p.longitude), latitude: p.latitude, speed: p.longitudeSpeed };
  }
  const node = ephemeris.position(jd, s.nodeType === 'true' ? 11 : 10, s.chart);
  const lon = graha === 7 ? node.longitude : node.longitude + 180;
  return { longitude: normalizeDegrees(lon), latitude: graha === 7 ? node.latitude : -node.latitude, speed: node.longitudeSpeed };
}

/** The nine grahas' sidereal longitudes only (index = graha number): the fast path for searches. */
export function grahaLongitudes(ephemeris: Ephemeris, jd: number, s: VedicSettings): number[] {
  return GRAHA_NUMBERS.map((g) => grahaLongitude(ephemeris, jd, g, s).longitude);
}

/** The sidereal lagna, MC and ARMC at a moment and place. */
export function siderealAngles(ephemeris: Ephemeris, jd: number, latitude: number, longitude: number, s: VedicSettings): { ascendant: number; mc: number; armc: number } {
  const h = ephemeris.houses(jd, latitude, longitude, 'W', s.chart);
  return { ascendant: normalizeDegrees(h.ascendant), mc: normalizeDegrees(h.mc), armc: h.armc };
}

/** Casts the rashi chart at an already resolved moment (transits, returns, muhurta scans). */
export function castRashiAt(ephemeris: Ephemeris, moment: ResolvedMoment, latitude: number, longitude: number, s: VedicSettings): RashiChart {
  const jd = moment.julianDayUT;
  const angles = siderealAngles(ephemeris, jd, latitude, longitude, s);
  const lagna = signPlace(angles.ascendant);
  const grahas = GRAHA_NUMBERS.map((g): GrahaPlacement => {
    const p = grahaLongitude(ephemeris, jd, g, s);
    const place = signPlace(p.longitude);
    return {
      graha: g,
      name: GRAHA_NAMES[g],
      sanskrit: GRAHA_SANSKRIT[g],
      ...place,
      latitude: p.latitude,
      speed: p.speed,
      // The nodes move backwards (the mean node always; the true node nearly always).
      retrograde: p.speed < 0,
      house: ((place.sign - lagna.sign + 12) % 12) + 1,
    };
  });
  return { moment, jd, latitude, longitude, settings: s, ayanamsaValue: ephemeris.ayanamsa(jd, s.chart.siderealMode), lagna, mc: angles.mc, armc: angles.armc, grahas };
}

/** Casts the rashi chart from birth data. */
export function castRashi(input: VedicBirthInput, services: VedicServices): RashiChart {
  const moment = resolveMoment(input, services);
  return castRashiAt(services.ephemeris, moment, input.latitude, input.longitude, vedicSettings(input));
}

/** The `settings` echo of a chart. */
export function rashiSettingsEcho(chart: RashiChart): VedicSettingsEchoT {
  return vedicSettingsEcho(chart.settings, chart.ayanamsaValue);
}

/** Refuses a graha name or number the operation does not know, naming the field. */
export function grahaByName(name: string, field: string): GrahaNumber {
  const i = GRAHA_NAMES.findIndex((n) => n.toLowerCase() === name.trim().toLowerCase());
  if (i < 0) throw new ApiError('INVALID_INPUT', `Validation failed: ${field} must be one of ${GRAHA_NAMES.join(', ')}`, { details: [{ path: field, message: `must be one of ${GRAHA_NAMES.join(', ')}` }] });
  return i as GrahaNumber;
}
