/**
 * The horary figure in William Lilly's manner (Christian Astrology, 1647, Book II): the seven
 * planets, cusps in the requested house system (send 'R' for Lilly's Regiomontanus), the day
 * and hour ruler, the significators, the Moon's course and the considerations before judgement,
 * and direct perfection between the significators. Every instant is a root of the ephemeris
 * (core/src/astro/events.ts brackets and refines), never a fine grid.
 */
import { ApiError, jdToIsoWithOffset, signName, term } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones, ZodiacSettings } from '@celestial/core';
import {
  castChart, findAspectInstants, findIngresses, findStations, isDiurnalChart, normalizeDegrees, planetaryDayAt, shortestArc, SIGNS, signIndexOf,
} from '@celestial/core/astro';
import type { BirthInput, CastChart, SevenPlanet } from '@celestial/core/astro';
import { inViaCombusta } from './via-combusta.js';
import { domicileLordOf, lillyDignity, LILLY_TRIPLICITY, MOIETIES, NATURES, SEVEN, SWISS_ID } from './lilly.js';
import type { TermsTable } from './lilly.js';
import type { ExplanationData } from './testimony.js';

export interface Services { ephemeris: Ephemeris; timeZones: TimeZones }

export const PTOLEMAIC = [0, 60, 90, 120, 180] as const;
export const ASPECT_SLUG: Readonly<Record<number, string>> = { 0: 'conjunction', 60: 'sextile', 90: 'square', 120: 'trine', 180: 'opposition' };

export interface Figure {
  chart: CastChart;
  jd: number;
  zodiac: ZodiacSettings;
  lon: Record<SevenPlanet, number>;
  speed: Record<SevenPlanet, number>;
  house: Record<SevenPlanet, number>;
  asc: number;
  mc: number;
  cusps: number[];
  diurnal: boolean;
  offsetMinutes: number;
}

/** `bodies`: the Swiss ids cast (the seven are needed; the node and the modern planets only where an answer shows them). */
export function castFigure(birth: BirthInput, services: Services, bodies: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11]): Figure {
  const chart = castChart(birth, services, { bodies });
  if (chart.cusps.length !== 12) throw ApiError.invalidField('houseSystem', 'horary reads twelve house cusps; the Gauquelin sectors have 36');
  const lon = {} as Record<SevenPlanet, number>;
  const speed = {} as Record<SevenPlanet, number>;
  const house = {} as Record<SevenPlanet, number>;
  for (const p of SEVEN) {
    const b = chart.bodies.find((x) => x.id === SWISS_ID[p])!;
    lon[p] = b.longitude;
    speed[p] = b.speed;
    house[p] = b.house;
  }
  const asc = chart.angles.ascendant;
  return {
    chart, jd: chart.moment.julianDayUT, zodiac: { zodiacType: chart.settings.zodiacType, siderealMode: chart.settings.siderealMode },
    lon, speed, house, asc, mc: chart.angles.mc, cusps: chart.cusps, diurnal: isDiurnalChart(lon.Sun, asc),
    offsetMinutes: Math.round(chart.moment.timezoneOffset * 60),
  };
}

export const iso = (f: Figure, jd: number) => jdToIsoWithOffset(jd, f.offsetMinutes);
export const planetRef = (p: SevenPlanet, lang: LangCode) => ({ slug: p.toLowerCase(), name: term('body', p.toLowerCase(), lang) });

/** The house whose cusp the quesited is read from: turned from `derivedFrom` when sent (2nd from the 7th = 8th). */
export function radixHouse(quesitedHouse: number, derivedFrom?: number): number {
  return derivedFrom === undefined ? quesitedHouse : ((derivedFrom - 1 + quesitedHouse - 1) % 12) + 1;
}

// ---------------------------------------------------------------- planetary hour

export interface HourReading { dayRuler: SevenPlanet; hourRuler: SevenPlanet; hourNumber: number; isDaytime: boolean; start: number; end: number }

/** The unequal hour holding the moment, or null where the Sun does not rise and set (polar day or night). */
export function planetaryHourAt(f: Figure, services: Services, latitude: number, longitude: number): HourReading | null {
  try {
    const day = planetaryDayAt(services.ephemeris, f.jd, longitude, latitude);
    const h = day.hours.find((x) => x.start <= f.jd && f.jd < x.end) ?? day.hours[23]!;
    return { dayRuler: day.dayRuler as SevenPlanet, hourRuler: h.ruler as SevenPlanet, hourNumber: ((h.number - 1) % 12) + 1, isDaytime: h.kind === 'day', start: h.start, end: h.end };
  } catch (e) {
    if (e instanceof ApiError && e.code === 'CALCULATION_ERROR') return null;
    throw e;
  }
}

// ---------------------------------------------------------------- aspects in time

/** An exact Ptolemaic aspect of `body` (Swiss number) with `other`, at `jd`. */
export interface Perfection { body: number; other: number; angle: number; jd: number }

/** The next instant a body leaves its sign, searched up to `horizon` days ahead (null beyond). */
export function nextIngress(f: Figure, services: Services, body: number, from: number, horizon: number): number | null {
  return findIngresses(services.ephemeris, body, from, from + horizon, f.zodiac)[0]?.jd ?? null;
}

/** The next station of a body within `horizon` days (null for the lights and beyond the horizon). */
export function nextStation(f: Figure, services: Services, body: number, from: number, horizon: number): number | null {
  return findStations(services.ephemeris, body, from, from + horizon, f.zodiac)[0]?.jd ?? null;
}

/** Exact Ptolemaic aspects between two bodies in [start, end], in time order. */
export function perfections(f: Figure, services: Services, a: number, b: number, start: number, end: number): Perfection[] {
  if (end <= start) return [];
  const out: Perfection[] = [];
  for (const angle of PTOLEMAIC) {
    for (const x of findAspectInstants(services.ephemeris, a, b, angle, start, end, f.zodiac)) out.push({ body: a, other: b, angle, jd: x.jd });
  }
  return out.sort((x, y) => x.jd - y.jd);
}

// ---------------------------------------------------------------- the Moon's course

export interface MoonCourse {
  signEntry: number;
  signExit: number;
  last: Perfection | null;
  next: Perfection[];
  voidOfCourse: boolean;
  /** The void-of-course rule the course was read by. */
  rule: VoidOfCourseRule;
}

/** The traditional planets the Moon is void of (Lilly p. 112) and the modern set with Uranus, Neptune, Pluto. */
export const VOID_TRADITIONAL = [0, 2, 3, 4, 5, 6] as const;
export const VOID_MODERN = [0, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * Which aspects keep the Moon from being void of course; the schools differ on Lilly's own words
 * (Christian Astrology p. 112: "A Planet is void of course, when he is separated from a Planet,
 * nor doth forthwith, during his being in that Signe, apply to any other"):
 * - `lilly-orbs`: "apply" in Lilly's sense of application (p. 108), within the sum of the two
 *   planets' moieties (p. 107): she is not void while, before she leaves her sign, she is
 *   applying within orbs to an aspect, even one she perfects only after the ingress. So Lilly
 *   reads his own figures: the woman asking after her son (CA p. 152-153), the Moon in the last
 *   degrees of Pisces "did apply to a Sextile Dexter of Saturn", perfected in Aries, and he
 *   judges by it (A. Louis, "Another VOC example from Lilly", 2021); M. McCann, The Void of
 *   Course Moon, finds no 17th-century English author calling such a Moon void (as cited on the
 *   Skyscript forum, "Lilly's rule, Not VOC if within orb"). The default of the horary operations.
 * - `within-sign`: she must perfect the aspect before she leaves her sign, moieties not used at
 *   the sign's end: the older wording (Abu Ma'shar, Abbreviation ch. 3 v. 21, "does not apply to
 *   a planet as long as it is in its sign", as quoted on the Skyscript forum; Bonatti's
 *   "void in course", Book of Astronomy tr. Dykes p. 214, as retold at westernastrology.net) read
 *   strictly, as many modern horary teachers do ("moieties of orbs do not count when Moon is at
 *   the end of a sign", wroskopos.wordpress.com 2010; J. Frawley's Horary Textbook is commonly
 *   cited for this side, its text not read here), and the modern void-of-course tables after
 *   Al H. Morrison: the rule of /moon-voc and of core's void-of-course.ts, which other families
 *   read and which keeps that default.
 */
export type VoidOfCourseRule = 'lilly-orbs' | 'within-sign';
export const VOID_OF_COURSE_RULES = ['lilly-orbs', 'within-sign'] as const;

/**
 * The Moon's exact Ptolemaic aspects to the other planets from her ingress into her sign to her
 * ingress into the next, and by `lilly-orbs` also the first exact aspect to each of the seven
 * just after the ingress when the arc still to close at the ingress is within the sum of the
 * moieties (Uranus, Neptune and Pluto have no moieties in Lilly: for them the sign bounds).
 * Void of course when none of these lies ahead.
 */
export function moonCourse(f: Figure, services: Services, others: readonly number[] = VOID_TRADITIONAL, rule: VoidOfCourseRule = 'lilly-orbs'): MoonCourse {
  const eph = services.ephemeris;
  const exit = findIngresses(eph, 1, f.jd, f.jd + 3.5, f.zodiac)[0]!.jd;
  const entries = findIngresses(eph, 1, f.jd - 3.5, f.jd, f.zodiac);
  const entry = entries[entries.length - 1]!.jd;
  const all = others.flatMap((p) => perfections(f, services, 1, p, entry, exit));
  if (rule === 'lilly-orbs') all.push(...others.flatMap((p) => aspectAcrossIngress(f, services, p, exit)));
  const next = all.filter((x) => x.jd > f.jd).sort((a, b) => a.jd - b.jd);
  const before = all.filter((x) => x.jd <= f.jd && x.jd <= exit).sort((a, b) => a.jd - b.jd);
  return { signEntry: entry, signExit: exit, last: before[before.length - 1] ?? null, next, voidOfCourse: next.length === 0, rule };
}

/**
 * The Moon's first exact aspect to `body` after her ingress at `exit`, when she is already
 * applying to it within the sum of their moieties at the ingress; else nothing. The arc to close
 * is the relative longitude she gains between the ingress and the perfection (she is always the
 * swifter), so no aspect is mistaken for another.
 */
export function aspectAcrossIngress(f: Figure, services: Services, body: number, exit: number): Perfection[] {
  const planet = SEVEN.find((p) => SWISS_ID[p] === body);
  if (!planet || planet === 'Moon') return [];
  const orbs = MOIETIES.Moon + MOIETIES[planet];
  // The Moon gains at least 9.5 deg a day on any planet (her slowest 11.8 less swift Mercury's
  // 2.2): the largest sum of moieties with her (14.75 deg, with the Sun, who is slower) closes
  // within 1.6 days; 2 are searched.
  const first = perfections(f, services, 1, body, exit, exit + 2)[0];
  if (!first) return [];
  const relative = (jd: number) => services.ephemeris.position(jd, 1, f.zodiac).longitude - services.ephemeris.position(jd, body, f.zodiac).longitude;
  const arcAtIngress = normalizeDegrees(relative(first.jd) - relative(exit));
  return arcAtIngress <= orbs ? [first] : [];
}

// ---------------------------------------------------------------- direct perfection

export interface DirectPerfection {
  /** The first exact Ptolemaic aspect ahead, within the horizon, or null. */
  angle: number | null;
  jd: number | null;
  /** |separation - aspect| now: the arc still to close. */
  orb: number | null;
  inOrbs: boolean;
  beforeSignChange: boolean;
  beforeStation: boolean;
  perfects: boolean;
}

/**
 * Direct perfection between two significators (Lilly, Book I, application and perfection): the
 * next exact Ptolemaic aspect between them (a root of the longitude difference, core's
 * bracketing and Brent), in orbs now within the sum of their moieties, and void when either
 * leaves its sign or stations first (the strict reading of Frawley, The Horary Textbook, 2005).
 * Searched 40 days ahead when the Moon is one of them, 800 otherwise.
 */
export function directPerfection(f: Figure, services: Services, a: SevenPlanet, b: SevenPlanet): DirectPerfection {
  const horizon = a === 'Moon' || b === 'Moon' ? 40 : 800;
  // Searched in widening windows: most perfections fall within weeks, and the search cost grows
  // with the window.
  let found: Perfection | null = null;
  for (const [from, to] of [[0, 30], [30, 150], [150, horizon]] as const) {
    if (from >= horizon) break;
    found = perfections(f, services, SWISS_ID[a], SWISS_ID[b], f.jd + from, f.jd + Math.min(to, horizon))[0] ?? null;
    if (found) break;
  }
  if (!found) return { angle: null, jd: null, orb: null, inOrbs: false, beforeSignChange: false, beforeStation: false, perfects: false };
  const firstOf = (fn: (body: number) => number | null) => Math.min(...[a, b].map((p) => fn(SWISS_ID[p]) ?? Infinity));
  const ingress = firstOf((body) => nextIngress(f, services, body, f.jd, found.jd - f.jd));
  const station = firstOf((body) => nextStation(f, services, body, f.jd, found.jd - f.jd));
  const orb = Math.abs(shortestArc(f.lon[a], f.lon[b]) - found.angle);
  const inOrbs = orb <= MOIETIES[a] + MOIETIES[b];
  const beforeSignChange = ingress > found.jd;
  const beforeStation = station > found.jd;
  return { angle: found.angle, jd: found.jd, orb, inOrbs, beforeSignChange, beforeStation, perfects: inOrbs && beforeSignChange && beforeStation };
}

// ---------------------------------------------------------------- considerations before judgement

export const CONSIDERATION_CODES = [
  'early-ascendant', 'late-ascendant', 'moon-void-of-course', 'moon-late-degrees', 'moon-via-combusta', 'saturn-in-first', 'saturn-in-seventh',
  'seventh-afflicted', 'asc-lord-combust',
] as const;
export type ConsiderationCode = (typeof CONSIDERATION_CODES)[number];

/**
 * What a consideration found: a sentence of core's horary-consideration table (`slug`) and the
 * data it names; `yetPerforms` when the Moon is void in Taurus, Cancer, Sagittarius or Pisces
 * (Lilly p. 122). lib/answers.ts writes it in the answer's language.
 */
export interface ConsiderationDetail { slug: string; data: ExplanationData; yetPerforms?: boolean }

export function considerations(f: Figure, course: MoonCourse): { code: ConsiderationCode; triggered: boolean; detail: ConsiderationDetail }[] {
  const ascDeg = normalizeDegrees(f.asc) - signIndexOf(f.asc) * 30;
  const moonDeg = normalizeDegrees(f.lon.Moon) - signIndexOf(f.lon.Moon) * 30;
  const seventhLord = domicileLordOf(f.cusps[6]!);
  const ascLord = domicileLordOf(f.asc);
  const maleficsIn7 = (['Mars', 'Saturn'] as const).filter((m) => f.house[m] === 7);
  // The 7th lord afflicted: a conjunction, square or opposition of Mars or Saturn within the
  // sum of moieties (the malefics' hard aspects; Lilly p. 122 "the 7th house or its lord afflicted").
  const hard = (['Mars', 'Saturn'] as const).filter((m) => m !== seventhLord && [0, 90, 180].some((a) => Math.abs(shortestArc(f.lon[seventhLord], f.lon[m]) - a) <= MOIETIES[seventhLord] + MOIETIES[m]));
  const combust = ascLord !== 'Sun' && shortestArc(f.lon[ascLord], f.lon.Sun) <= 8.5;
  const r = (code: ConsiderationCode, triggered: boolean, slug: string, data: ExplanationData = {}, yetPerforms = false) =>
    ({ code, triggered, detail: { slug, data, ...(yetPerforms ? { yetPerforms } : {}) } });
  const voidSlug = course.rule === 'lilly-orbs'
    ? (course.voidOfCourse ? 'moon-void-lilly-orbs' : 'moon-applies-lilly-orbs')
    : (course.voidOfCourse ? 'moon-void-within-sign' : 'moon-perfects-within-sign');
  return [
    r('early-ascendant', ascDeg < 3, 'early-ascendant', { degree: ascDeg }),
    r('late-ascendant', ascDeg > 27, 'late-ascendant', { degree: ascDeg }),
    // Lilly p. 122: "yet somewhat she performs if void of course, and be either in Taurus,
    // Cancer, Sagittarius or Pisces" (after Bonatti): noted, the consideration still stands.
    r('moon-void-of-course', course.voidOfCourse, voidSlug, { sign: signIndexOf(f.lon.Moon) }, course.voidOfCourse && [1, 3, 8, 11].includes(signIndexOf(f.lon.Moon))),
    r('moon-late-degrees', moonDeg > 27, 'moon-degree-in-sign', { degree: moonDeg }),
    r('moon-via-combusta', inViaCombusta(f.lon.Moon), 'moon-longitude-via-combusta', { degree: normalizeDegrees(f.lon.Moon) }),
    r('saturn-in-first', f.house.Saturn === 1, f.speed.Saturn < 0 ? 'planet-in-house-retrograde' : 'planet-in-house', { planet: 'Saturn', house: f.house.Saturn }),
    r('saturn-in-seventh', f.house.Saturn === 7, 'planet-in-house', { planet: 'Saturn', house: f.house.Saturn }),
    r('seventh-afflicted', maleficsIn7.length > 0 || hard.length > 0, 'seventh-afflicted', { planets: maleficsIn7, planet: seventhLord, others: hard }),
    r('asc-lord-combust', combust, combust ? 'asc-lord-combust' : 'asc-lord-not-combust', { planet: ascLord }),
  ];
}

// ---------------------------------------------------------------- radicality

export function radicality(f: Figure, hour: HourReading) {
  const ascSign = signIndexOf(f.asc);
  const ascLord = domicileLordOf(f.asc);
  const element = SIGNS[ascSign]!.element;
  const samePlanet = hour.hourRuler === ascLord;
  const trip = LILLY_TRIPLICITY[element];
  const sameTriplicity = hour.hourRuler === trip.day || hour.hourRuler === trip.night;
  const sameNature = NATURES[hour.hourRuler] === NATURES[ascLord];
  return { ascSign, ascLord, samePlanet, sameTriplicity, sameNature, radical: samePlanet || sameTriplicity || sameNature };
}

export { lillyDignity, MOIETIES, SEVEN, signName };
export type { TermsTable };
