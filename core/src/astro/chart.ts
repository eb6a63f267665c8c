/**
 * Casting a chart: bodies placed by the Ephemeris service, houses and angles, each body's
 * house, and the settings and moment echoed. Every family that reads a natal chart
 * (western, vedic, hellenistic, horary...) starts here.
 */
import type { Ephemeris, EphemerisSource, ResolvedMoment, TimeZones } from '../services.js';
import { ApiError } from '../errors.js';
import type { LangCode } from '../schemas/common.js';
import { term } from '../vocabulary/names.js';
import { HOUSE_SYSTEM_SLUG } from '../vocabulary/tables/house-system.js';
import { bodyById, DEFAULT_CHART_BODIES } from './bodies.js';
import { houseOfLongitude, houseSystemName } from './houses.js';
import type { HouseSystemCode } from './houses.js';
import { normalizeDegrees } from './angles.js';
import { signOf } from './zodiac.js';
import type { SignName } from './zodiac.js';
import { chartSettings } from './settings.js';
import type { ChartSettings, ZodiacInput } from './settings.js';
import { resolveMoment } from './moment.js';
import type { MomentInput } from './moment.js';

export interface PlacedBody {
  id: number;
  name: string;
  longitude: number;
  latitude: number;
  distance: number;
  /** Degrees per day in longitude. */
  speed: number;
  retrograde: boolean;
  sign: SignName;
  signIndex: number;
  degreeInSign: number;
}

export interface HouseCusp {
  house: number;
  cusp: number;
  sign: SignName;
  degreeInSign: number;
}

export interface Angles {
  ascendant: number;
  mc: number;
  descendant: number;
  ic: number;
  armc: number;
  vertex: number;
}

export interface MomentEcho {
  utc: string;
  timezoneOffset: number;
  timezone: string | null;
  julianDayUT: number;
  deltaTSeconds: number;
  ephemeris: EphemerisSource;
}

export interface SettingsEcho {
  houseSystem: HouseSystemCode;
  houseSystemName: string;
  zodiacType: 'tropical' | 'sidereal';
  ayanamsa: string | null;
  ayanamsaValue: number | null;
  nodeType: string;
}

export function momentEcho(m: ResolvedMoment, ephemeris: Ephemeris): MomentEcho {
  return {
    utc: m.utc,
    timezoneOffset: m.timezoneOffset,
    timezone: m.timezone,
    julianDayUT: m.julianDayUT,
    deltaTSeconds: m.deltaTSeconds,
    ephemeris: ephemeris.sourceFor(m.julianDayUT),
  };
}

/** A house system's name in `lang` (the vocabulary's house-system table; core's English name for a system it lacks). */
export function houseSystemNameIn(code: HouseSystemCode, lang: LangCode): string {
  const slug = HOUSE_SYSTEM_SLUG[code];
  return slug === undefined ? houseSystemName(code) : term('house-system', slug, lang);
}

/**
 * The settings a chart was cast with. `houseSystemName` is in `lang` from the vocabulary's
 * house-system table (issue 12: it was English in every language); a system the table lacks
 * keeps core's English name.
 */
export function settingsEcho(s: ChartSettings, jd: number, ephemeris: Ephemeris, lang: LangCode = 'en'): SettingsEcho {
  return {
    houseSystem: s.houseSystem,
    houseSystemName: houseSystemNameIn(s.houseSystem, lang),
    zodiacType: s.zodiacType,
    ayanamsa: s.ayanamsa,
    ayanamsaValue: s.zodiacType === 'sidereal' ? ephemeris.ayanamsa(jd, s.siderealMode) : null,
    // An enumeration (issue 12: an English sentence in every language); both nodes are listed, the
    // mean (id 10) and the true (id 11), as the Settings schema's description says.
    nodeType: 'both',
  };
}

export function placeBody(ephemeris: Ephemeris, jd: number, id: number, s: ChartSettings): PlacedBody {
  const p = ephemeris.position(jd, id, s);
  const lon = normalizeDegrees(p.longitude);
  const { sign, signIndex, degreeInSign } = signOf(lon);
  return {
    id,
    name: bodyById(id)?.name ?? `Body ${id}`,
    longitude: lon,
    latitude: p.latitude,
    distance: p.distance,
    speed: p.longitudeSpeed,
    retrograde: p.longitudeSpeed < 0,
    sign,
    signIndex,
    degreeInSign,
  };
}

/**
 * Places the bodies; a body the ephemeris cannot place at that date (Chiron outside the
 * asteroid file's years) is left out with a warning rather than failing the chart.
 */
export function placeBodies(ephemeris: Ephemeris, jd: number, ids: readonly number[], s: ChartSettings): { bodies: PlacedBody[]; warnings: string[] } {
  const bodies: PlacedBody[] = [];
  const warnings: string[] = [];
  for (const id of ids) {
    if (!ephemeris.canPlace(jd, id)) {
      warnings.push(`${bodyById(id)?.name ?? `Body ${id}`} is left out: its ephemeris file covers 1800-2400 only and the Moshier theory has no asteroids`);
      continue;
    }
    bodies.push(placeBody(ephemeris, jd, id, s));
  }
  return { bodies, warnings };
}

export function castHouses(ephemeris: Ephemeris, jd: number, latitude: number, longitude: number, s: ChartSettings): { houses: HouseCusp[]; angles: Angles; cusps: number[] } {
  const h = ephemeris.houses(jd, latitude, longitude, s.houseSystem, s);
  const houses = h.cusps.map((c, i) => {
    const { sign, degreeInSign } = signOf(c);
    return { house: i + 1, cusp: normalizeDegrees(c), sign, degreeInSign };
  });
  return {
    houses,
    cusps: h.cusps,
    angles: {
      ascendant: h.ascendant,
      mc: h.mc,
      descendant: normalizeDegrees(h.ascendant + 180),
      ic: normalizeDegrees(h.mc + 180),
      armc: h.armc,
      vertex: h.vertex,
    },
  };
}

/**
 * The house a body is in. Gauquelin sectors are numbered clockwise (with the diurnal motion),
 * so there the arcs run backwards through the zodiac.
 */
export function houseOfBody(longitude: number, cusps: readonly number[], system: HouseSystemCode): number {
  if (system === 'G') return houseOfLongitude(normalizeDegrees(-longitude), cusps.map((c) => normalizeDegrees(-c)));
  return houseOfLongitude(longitude, cusps);
}

export type BirthInput = MomentInput & ZodiacInput;

export interface CastChart {
  moment: ResolvedMoment;
  settings: ChartSettings;
  bodies: (PlacedBody & { house: number })[];
  houses: HouseCusp[];
  cusps: number[];
  angles: Angles;
  warnings: string[];
}

/** Validates body ids a caller listed (field bounds: Swiss numbers this service places). */
export function checkBodyIds(ids: readonly number[] | undefined, field: string, supported: readonly number[]): void {
  if (!ids) return;
  ids.forEach((id, i) => {
    if (!supported.includes(id)) {
      throw new ApiError('INVALID_INPUT', `Validation failed: ${field}.${i} ${id} is not a supported body id`, {
        details: [{ path: `${field}.${i}`, message: `must be one of the supported body ids: ${supported.join(', ')}` }],
      });
    }
  });
}

export function castChart(
  birth: BirthInput,
  services: { ephemeris: Ephemeris; timeZones: TimeZones },
  options: { bodies?: readonly number[]; defaultZodiac?: 'tropical' | 'sidereal' } = {},
): CastChart {
  const moment = resolveMoment(birth, services);
  const settings = chartSettings(birth, options.defaultZodiac);
  const jd = moment.julianDayUT;
  const { houses, cusps, angles } = castHouses(services.ephemeris, jd, birth.latitude, birth.longitude, settings);
  const { bodies, warnings } = placeBodies(services.ephemeris, jd, options.bodies ?? DEFAULT_CHART_BODIES, settings);
  return {
    moment,
    settings,
    // Each body gets its house on the object placeBodies just made for this chart: a spread
    // copied every body (~1.8% of a varied /v1/chart, bench/profile.ts 2026-11-27).
    bodies: bodies.map((b) => {
      const inHouse = b as PlacedBody & { house: number };
      inHouse.house = houseOfBody(b.longitude, cusps, settings.houseSystem);
      return inHouse;
    }),
    houses,
    cusps,
    angles,
    warnings,
  };
}
