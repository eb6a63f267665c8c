/**
 * The Hellenistic family's chart: the seven planets, the angles and the chart's sect, cast once
 * by core's castChart, and the presenters that write them in the vocabulary (DESIGN.md,
 * "Vocabulary": `{ slug, name }` for every planet, `sign` 1-12 with `signName`, instants with
 * the request zone's offset).
 */
import { Type } from '@sinclair/typebox';
import { jdToIsoWithOffset, Instant, Moment, Settings, signName, term } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import {
  castChart, isAboveHorizon, isDiurnalChart, isMorningStar, momentEcho, normalizeDegrees, parseDate, SEVEN_PLANETS, settingsEcho, signIndexOf,
} from '@celestial/core/astro';
import type { BirthInput, CastChart, PlanetName, SevenPlanet } from '@celestial/core/astro';

export interface Services { ephemeris: Ephemeris; timeZones: TimeZones }
export interface ClockServices extends Services { clock: { now(): Date } }

export const SWISS_ID: Readonly<Record<SevenPlanet, number>> = { Sun: 0, Moon: 1, Mercury: 2, Venus: 3, Mars: 4, Jupiter: 5, Saturn: 6 };

export interface Natal {
  chart: CastChart;
  /** Longitude of each of the seven planets. */
  lon: Readonly<Record<SevenPlanet, number>>;
  speed: Readonly<Record<SevenPlanet, number>>;
  asc: number;
  mc: number;
  diurnal: boolean;
  /** The request zone's offset, minutes east of UTC, for the instants of the answer. */
  offsetMinutes: number;
}

/** Casts the seven planets (and the true node when asked) with core's chart. */
export function natal(birth: BirthInput, services: Services, extraBodies: readonly number[] = []): Natal {
  const chart = castChart(birth, services, { bodies: [0, 1, 2, 3, 4, 5, 6, ...extraBodies] });
  const lon = {} as Record<SevenPlanet, number>;
  const speed = {} as Record<SevenPlanet, number>;
  for (const p of SEVEN_PLANETS) {
    const b = chart.bodies.find((x) => x.id === SWISS_ID[p])!;
    lon[p] = b.longitude;
    speed[p] = b.speed;
  }
  const asc = chart.angles.ascendant;
  return { chart, lon, speed, asc, mc: chart.angles.mc, diurnal: isDiurnalChart(lon.Sun, asc), offsetMinutes: Math.round(chart.moment.timezoneOffset * 60) };
}

export function echo(n: Natal, services: Services, lang: LangCode) {
  return { moment: momentEcho(n.chart.moment, services.ephemeris), settings: settingsEcho(n.chart.settings, n.chart.moment.julianDayUT, services.ephemeris, lang) };
}
export const Echo = { moment: Moment, settings: Settings };

/** `{ slug, name }` of a planet in the answer's language. */
export function planetRef(p: PlanetName, lang: LangCode): { slug: string; name: string } {
  const slug = p.toLowerCase();
  return { slug, name: term('body', slug, lang) };
}
export const PlanetRef = Type.Object({ slug: Type.String({ description: 'sun ... saturn' }), name: Type.String({ description: "the planet's name in the answer's language" }) });

/** `{ sign, signName }` of a 0-based sign index. */
export function signRef(signIndex: number, lang: LangCode): { sign: number; signName: string } {
  const i = ((signIndex % 12) + 12) % 12;
  return { sign: i + 1, signName: signName(i + 1, lang) };
}
export const SignMembers = {
  sign: Type.Integer({ minimum: 1, maximum: 12, description: 'sign number, Aries 1 ... Pisces 12' }),
  signName: Type.String({ description: "the sign's name in the answer's language" }),
};

/** Whole-sign house of a longitude: the ASC's sign is the 1st. */
export function wholeSignHouse(longitude: number, asc: number): number {
  return ((signIndexOf(longitude) - signIndexOf(asc) + 12) % 12) + 1;
}

export function iso(n: Natal, jd: number): string {
  return jdToIsoWithOffset(jd, n.offsetMinutes);
}
export const When = (what: string) => Instant(`${what}: ISO 8601 instant with the request zone's offset`);

export { isAboveHorizon, isMorningStar, normalizeDegrees };

/**
 * The Julian day (UT) of a target date: that calendar date at the birth's clock time in the
 * request zone's offset (so "the age on that date" compares like with like), or today (UTC)
 * when no date is sent.
 */
export function targetJd(n: Natal, services: ClockServices, targetDate: string | undefined): { date: string; jd: number } {
  const date = targetDate ?? services.clock.now().toISOString().slice(0, 10);
  const { year, month, day } = parseDate(date);
  const hours = Number(n.chart.moment.localTime.slice(0, 2)) + Number(n.chart.moment.localTime.slice(3, 5)) / 60 + Number(n.chart.moment.localTime.slice(6, 8) || 0) / 3600;
  return { date, jd: services.ephemeris.julianDay(year, month, day, hours - n.chart.moment.timezoneOffset) };
}

/** Days per year in the time-lord systems that count years of 365.25 days (firdaria, profections' dates). */
export const JULIAN_YEAR_DAYS = 365.25;

/**
 * The natal anniversaries: the instant of the birthday of `age` (same local calendar date and
 * clock; a 29 February birth keeps its birthday on 28 February in common years).
 */
export function birthdayJd(n: Natal, services: Services, age: number): number {
  const { year, month, day } = parseDate(n.chart.moment.localDate);
  const y = year + age;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const d = month === 2 && day === 29 && !leap ? 28 : day;
  const t = n.chart.moment.localTime;
  const hours = Number(t.slice(0, 2)) + Number(t.slice(3, 5)) / 60 + Number(t.slice(6, 8) || 0) / 3600;
  return services.ephemeris.julianDay(y, month, d, hours - n.chart.moment.timezoneOffset);
}

/** Completed years of age at a Julian day: the last birthday at or before it. */
export function completedAge(n: Natal, services: Services, jd: number): number {
  let age = Math.floor((jd - n.chart.moment.julianDayUT) / 365.2425);
  while (age > 0 && birthdayJd(n, services, age) > jd) age--;
  while (birthdayJd(n, services, age + 1) <= jd) age++;
  return Math.max(0, age);
}

export { normalizeDegrees as norm };
