/**
 * House division: cusps and in-mundo house positions (POST /houses), the systems compared
 * by family (time, space, ecliptic division), Gauquelin sectors, interceptions and derived
 * (turned) houses. All cusps come from swe_houses_ex through the Ephemeris service; the
 * pure helpers below (interceptions, derived houses, semi-arcs, poles, quadrants) take plain
 * numbers so they can be tested by hand.
 */
import { ApiError, bodySlug, hasTerm, HOUSE_SYSTEM_SLUG, kebab, named, position, signName, term } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones, ZodiacSettings } from '@celestial/core';
import {
  castChart, domicileLord, houseOfBody, houseOfLongitude, houseSystemName, houseSystemNameIn, momentEcho, normalizeDegrees, POLAR_FAILING_SYSTEMS,
  SIGN_NAMES, settingsEcho, signIndexOf, signOf,
} from '@celestial/core/astro';
import type { BirthInput, CastChart, HouseSystemCode, PlanetName } from '@celestial/core/astro';
import { bodyNaming, noteText } from './vocabulary.js';

export interface Services {
  ephemeris: Ephemeris;
  timeZones: TimeZones;
}

const rad = Math.PI / 180;
const deg = 180 / Math.PI;
export const TROPICAL: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };
/** Sun to Pluto, the ten bodies the balance and sector counts use. */
export const SUN_TO_PLUTO: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

export type Birth = BirthInput & { houseSystem?: HouseSystemCode };

/** The chart and its echoes, shared by every operation of this slice. */
export function chartWithEcho(birth: Birth, services: Services, bodies?: readonly number[], lang: LangCode = 'en') {
  const chart = castChart(birth, services, bodies ? { bodies } : {});
  return {
    chart,
    moment: momentEcho(chart.moment, services.ephemeris),
    settings: settingsEcho(chart.settings, chart.moment.julianDayUT, services.ephemeris, lang),
  };
}

/** Refuses Gauquelin's 36 sectors where an operation reasons about twelve houses. */
export function requireTwelveHouses(system: HouseSystemCode): void {
  if (system === 'G') throw ApiError.invalidField('houseSystem', 'Gauquelin sectors (G) divide the sky into 36 sectors, not 12 houses; choose a 12-house system (P, K, W, E ...)');
}

/** Inside a polar circle (|latitude| >= 90 - obliquity), where Placidus, Koch and Gauquelin have no solution. */
export function insidePolarCircle(latitude: number, obliquity: number): boolean {
  return Math.abs(latitude) >= 90 - obliquity;
}

/** A point's position members as the answers show them (DESIGN.md, Vocabulary: sign 1-12, signName, formatted). */
export function point(longitude: number, lang: LangCode = 'en') {
  return position(longitude, lang);
}

/**
 * Size of each house: the arc from its cusp to the next, forward in the zodiac; Gauquelin
 * sectors run clockwise, so there the arc is taken backwards.
 */
export function houseSizes(cusps: readonly number[], system: HouseSystemCode): number[] {
  const n = cusps.length;
  return cusps.map((c, i) => (system === 'G' ? normalizeDegrees(c - cusps[(i + 1) % n]!) : normalizeDegrees(cusps[(i + 1) % n]! - c)));
}

/**
 * POST /houses: cusps with sizes, and each body's fractional house position by swe_house_pos
 * (with its ecliptic latitude: in mundo) beside the house by longitude (latitude 0).
 * The house position does not depend on the zodiac, so bodies are placed tropically for it.
 */
export function housesAnswer(birth: Birth, services: Services, lang: LangCode = 'en') {
  const { chart, moment, settings } = chartWithEcho(birth, services, undefined, lang);
  const system = chart.settings.houseSystem;
  const jd = chart.moment.julianDayUT;
  const eps = services.ephemeris.obliquity(jd);
  const sizes = houseSizes(chart.cusps, system);
  const cusps = chart.cusps.map((c, i) => ({ house: i + 1, ...point(c, lang), sizeDegrees: sizes[i]! }));
  const planets = chart.bodies.map((b) => {
    const trop = services.ephemeris.position(jd, b.id, TROPICAL);
    const housePosition = services.ephemeris.housePosition(chart.angles.armc, birth.latitude, eps, system, trop.longitude, trop.latitude);
    const byLongitude = services.ephemeris.housePosition(chart.angles.armc, birth.latitude, eps, system, trop.longitude, 0);
    return { id: b.id, ...bodyNaming(b.id, b.name, lang), house: Math.floor(housePosition), housePosition, houseByLongitude: Math.floor(byLongitude) };
  });
  return { moment, settings, system: { code: system, slug: HOUSE_SYSTEM_SLUG[system] ?? kebab(houseSystemName(system)), name: term('house-system', HOUSE_SYSTEM_SLUG[system] ?? '', lang) || houseSystemName(system) }, cusps, planets, warnings: chart.warnings };
}

/** Diurnal and nocturnal semi-arcs of a point of declination delta at latitude phi: DSA = 90 + asin(tan phi tan delta), clamped for circumpolar points. */
export function semiArcs(latitude: number, declination: number): { diurnal: number; nocturnal: number } {
  const x = Math.tan(latitude * rad) * Math.tan(declination * rad);
  const diurnal = x >= 1 ? 180 : x <= -1 ? 0 : 90 + Math.asin(x) * deg;
  return { diurnal, nocturnal: 180 - diurnal };
}

/** Declination of an ecliptic point of date: sin d = sin b cos e + cos b sin e sin l. */
export function declinationOf(longitude: number, obliquity: number, latitude = 0): number {
  const s = Math.sin(latitude * rad) * Math.cos(obliquity * rad) + Math.cos(latitude * rad) * Math.sin(obliquity * rad) * Math.sin(longitude * rad);
  return Math.asin(Math.max(-1, Math.min(1, s))) * deg;
}

/** Regiomontanus pole heights: tan(pole) = tan(phi) sin(30) for houses 11 and 3, sin(60) for 12 and 2. */
export function regiomontanusPoles(latitude: number) {
  const pole = (k: number) => Math.atan(Math.tan(latitude * rad) * Math.sin(k * rad)) * deg;
  return { house11: pole(30), house12: pole(60), house2: pole(60), house3: pole(30) };
}

/** The four quadrants between the angles: I Asc to IC (houses 1-3), II IC to Dsc, III Dsc to MC, IV MC to Asc. */
export function quadrants(ascendant: number, mc: number) {
  const pts = [ascendant, normalizeDegrees(mc + 180), normalizeDegrees(ascendant + 180), mc];
  return pts.map((from, i) => {
    const to = pts[(i + 1) % 4]!;
    return { quadrant: i + 1, from, to, sizeDegrees: normalizeDegrees(to - from) };
  });
}

interface SystemCusps {
  code: HouseSystemCode;
  slug: string;
  name: string;
  cusps: number[];
  available: boolean;
  /** Why no cusps (issue 12: was an English sentence): a western-note slug, its text in the answer's language, the polar latitude limit. */
  reason: { slug: string; text: string; latitudeLimit?: number } | null;
}

function systemCusps(birth: Birth, chart: CastChart, services: Services, code: HouseSystemCode, lang: LangCode): SystemCusps {
  const jd = chart.moment.julianDayUT;
  const eps = services.ephemeris.obliquity(jd);
  const englishName = houseSystemName(code);
  const slug = HOUSE_SYSTEM_SLUG[code] ?? kebab(englishName);
  // The display name in the answer's language from core's one house-system table (issue 12);
  // the reasons from the western-note table, in the same language.
  const name = hasTerm('house-system', slug) ? term('house-system', slug, lang) : englishName;
  if (POLAR_FAILING_SYSTEMS.includes(code) && insidePolarCircle(birth.latitude, eps)) {
    const latitudeLimit = 90 - eps;
    return { code, slug, name, cusps: [], available: false, reason: { slug: 'polar-no-solution', text: noteText('polar-no-solution', { system: name, limit: latitudeLimit.toFixed(2) }, lang), latitudeLimit } };
  }
  const h = services.ephemeris.housesFull(jd, birth.latitude, birth.longitude, code, chart.settings);
  if (!h) return { code, slug, name, cusps: [], available: false, reason: { slug: 'no-cusps-at-latitude', text: noteText('no-cusps-at-latitude', { system: name, latitude: birth.latitude }, lang) } };
  return { code, slug, name, cusps: h.cusps.map(normalizeDegrees), available: true, reason: null };
}

/** The ascmc points of the chart, tropical, for declinations (the house system does not change them; Porphyry never fails). */
export function tropicalFrame(jd: number, birth: Birth, services: Services) {
  return services.ephemeris.housesFull(jd, birth.latitude, birth.longitude, 'O', TROPICAL)!;
}

export const TIME_DIVISION: readonly HouseSystemCode[] = ['P', 'K', 'B', 'T', 'I', 'i'];
/** The circle each space-division system divides, by its slug in core's house-circle table. */
export const SPACE_DIVISION: readonly { code: HouseSystemCode; circleDivided: string }[] = [
  { code: 'C', circleDivided: 'prime-vertical' },
  { code: 'R', circleDivided: 'celestial-equator' },
  { code: 'H', circleDivided: 'horizon' },
  { code: 'M', circleDivided: 'equator-by-ecliptic-poles' },
  { code: 'X', circleDivided: 'equator-from-mc' },
  { code: 'U', circleDivided: 'ascendant-zenith-circle' },
  { code: 'F', circleDivided: 'equator-from-ascendant' },
  { code: 'Y', circleDivided: 'ascendant-diurnal-parallel' },
];
export const ECLIPTIC_DIVISION: readonly HouseSystemCode[] = ['A', 'E', 'D', 'N', 'W', 'V', 'O', 'S', 'L', 'Q'];

export function timeDivisionAnswer(birth: Birth, services: Services, lang: LangCode = 'en') {
  const { chart, moment, settings } = chartWithEcho({ ...birth, houseSystem: 'O' }, services, [0], lang);
  const jd = chart.moment.julianDayUT;
  const eps = services.ephemeris.obliquity(jd);
  const frame = tropicalFrame(jd, birth, services);
  const sun = services.ephemeris.position(jd, 0, TROPICAL);
  return {
    moment, settings: { ...settings, ...echoSystem(birth, lang) },
    systems: TIME_DIVISION.map((code) => systemCusps(birth, chart, services, code, lang)),
    semiArcs: {
      ascendantDegree: semiArcs(birth.latitude, declinationOf(frame.ascendant, eps)),
      sun: semiArcs(birth.latitude, declinationOf(sun.longitude, eps, sun.latitude)),
    },
  };
}

export function spaceDivisionAnswer(birth: Birth, services: Services, lang: LangCode = 'en') {
  const { chart, moment, settings } = chartWithEcho({ ...birth, houseSystem: 'O' }, services, [0], lang);
  return {
    moment, settings: { ...settings, ...echoSystem(birth, lang) },
    systems: SPACE_DIVISION.map(({ code, circleDivided }) => {
      const s = systemCusps(birth, chart, services, code, lang);
      return { code: s.code, slug: s.slug, name: s.name, circleDivided: named('house-circle', circleDivided, lang), cusps: s.cusps, available: s.available };
    }),
    regiomontanusPoles: regiomontanusPoles(birth.latitude),
  };
}

export function eclipticDivisionAnswer(birth: Birth, services: Services, lang: LangCode = 'en') {
  const { chart, moment, settings } = chartWithEcho({ ...birth, houseSystem: 'O' }, services, [0], lang);
  return {
    moment, settings: { ...settings, ...echoSystem(birth, lang) },
    systems: ECLIPTIC_DIVISION.map((code) => {
      const s = systemCusps(birth, chart, services, code, lang);
      return { code: s.code, slug: s.slug, name: s.name, cusps: s.cusps };
    }),
    quadrants: quadrants(chart.angles.ascendant, chart.angles.mc),
  };
}

/** These comparison answers cast with Porphyry (never failing) but echo the system the caller sent. */
function echoSystem(birth: Birth, lang: LangCode) {
  const code = birth.houseSystem ?? 'P';
  return { houseSystem: code, houseSystemName: houseSystemNameIn(code, lang) };
}

/** Gauquelin plus zones: sectors 36, 1, 2, 3 (rising) and 9, 10, 11, 12 (upper culmination). */
export const PLUS_ZONES: readonly number[] = [36, 1, 2, 3, 9, 10, 11, 12];

export function inPlusZone(sector: number): boolean {
  return PLUS_ZONES.includes(Math.floor(sector));
}

export function gauquelinAnswer(birth: Birth & { method?: number }, services: Services, lang: LangCode = 'en') {
  const { chart, moment, settings } = chartWithEcho({ ...birth, houseSystem: 'G' }, services, SUN_TO_PLUTO, lang);
  const jd = chart.moment.julianDayUT;
  const method = birth.method ?? 0;
  const planets = chart.bodies.map((b) => {
    const sector = services.ephemeris.gauquelinSector(jd, b.id, method, birth.longitude, birth.latitude);
    return { id: b.id, slug: bodySlug(b.id) ?? kebab(b.name), name: b.name, sector, plusZone: inPlusZone(sector) };
  });
  return {
    moment, settings, method,
    sectors: chart.cusps.map((c, i) => ({ sector: i + 1, longitude: normalizeDegrees(c) })),
    planets,
    plusZonePlanets: planets.filter((p) => p.plusZone).map((p) => p.name),
  };
}

/**
 * Intercepted and duplicated signs of twelve cusps: a sign holding no cusp lies wholly inside
 * one house (intercepted); a sign holding two or more cusps is duplicated.
 */
export function interceptions(cusps: readonly number[]) {
  const holders: number[][] = Array.from({ length: 12 }, () => []);
  cusps.forEach((c, i) => holders[signIndexOf(c)]!.push(i + 1));
  const interceptedSigns: { sign: string; house: number; oppositeSign: string; signIndex: number }[] = [];
  const duplicatedSigns: { sign: string; houses: number[] }[] = [];
  holders.forEach((houses, s) => {
    if (houses.length === 0) interceptedSigns.push({ sign: SIGN_NAMES[s]!, house: houseOfLongitude(s * 30, cusps), oppositeSign: SIGN_NAMES[(s + 6) % 12]!, signIndex: s });
    else if (houses.length >= 2) duplicatedSigns.push({ sign: SIGN_NAMES[s]!, houses });
  });
  return { interceptedSigns, duplicatedSigns };
}

/**
 * The answer in the vocabulary (DESIGN.md): signs as 1-12 with their names in `lang`, bodies by
 * id, slug and name; the technique above works on 0-based sign indexes and English names.
 */
export function interceptionsAnswer(birth: Birth, services: Services, lang: LangCode) {
  const { chart, moment, settings } = chartWithEcho(birth, services, undefined, lang);
  requireTwelveHouses(chart.settings.houseSystem);
  const { interceptedSigns, duplicatedSigns } = interceptions(chart.cusps);
  const intercepted = new Set(interceptedSigns.map((s) => s.signIndex));
  const signOut = (index: number) => ({ sign: index + 1, signName: signName(index + 1, lang) });
  return {
    moment, settings,
    interceptedSigns: interceptedSigns.map(({ signIndex, house }) => {
      const opposite = (signIndex + 6) % 12;
      return { ...signOut(signIndex), house, oppositeSign: opposite + 1, oppositeSignName: signName(opposite + 1, lang) };
    }),
    duplicatedSigns: duplicatedSigns.map(({ sign, houses }) => ({ ...signOut(SIGN_NAMES.indexOf(sign as (typeof SIGN_NAMES)[number])), houses })),
    planetsInIntercepted: chart.bodies
      .filter((b) => intercepted.has(b.signIndex))
      .map((b) => ({ id: b.id, ...bodyNaming(b.id, b.name, lang), ...signOut(b.signIndex), house: b.house })),
    warnings: chart.warnings,
  };
}

/** Radix house counted from a base house: derived house d of base b is radix ((b - 1 + d - 1) mod 12) + 1. */
export function radixHouseOf(derivedHouse: number, baseHouse: number): number {
  return ((baseHouse - 1 + derivedHouse - 1) % 12) + 1;
}

/** Derived house of a radix house h from base b: ((h - b) mod 12) + 1. */
export function derivedHouseOf(radixHouse: number, baseHouse: number): number {
  return ((((radixHouse - baseHouse) % 12) + 12) % 12) + 1;
}

const PLANET_IDS: Readonly<Record<PlanetName, number>> = { Sun: 0, Moon: 1, Mercury: 2, Venus: 3, Mars: 4, Jupiter: 5, Saturn: 6, Uranus: 7, Neptune: 8, Pluto: 9 };

export function derivedAnswer(birth: Birth & { baseHouse: number }, services: Services, lang: LangCode = 'en') {
  const { chart, moment, settings } = chartWithEcho(birth, services, SUN_TO_PLUTO, lang);
  requireTwelveHouses(chart.settings.houseSystem);
  const base = birth.baseHouse;
  const houses = Array.from({ length: 12 }, (_, i) => {
    const radixHouse = radixHouseOf(i + 1, base);
    const h = chart.houses[radixHouse - 1]!;
    const ruler = domicileLord(signIndexOf(h.cusp), 'traditional');
    const body = chart.bodies.find((b) => b.id === PLANET_IDS[ruler]);
    // The cusp's position in the vocabulary's members, its longitude kept under the name `cusp`.
    const { longitude: cusp, ...at } = position(h.cusp, lang);
    return { derivedHouse: i + 1, radixHouse, cusp, ...at, ruler, rulerRadixHouse: body ? houseOfBody(body.longitude, chart.cusps, chart.settings.houseSystem) : null };
  });
  return { moment, settings, baseHouse: base, houses, warnings: chart.warnings };
}
