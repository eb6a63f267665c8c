/**
 * Progressions and solar-arc directions (the /progressions/* and /directions/solar-arc*
 * operations). The symbolic clocks live in core/src/astro/progressions.ts; this file places
 * the bodies at the progressed instant, reads them against the natal chart and solves the
 * dated searches with the core root finder (core/src/astro/events.ts).
 */
import { ApiError, jdToIsoWithOffset, position } from '@celestial/core';
import type { Clock, Ephemeris, LangCode, TimeZones } from '@celestial/core';
import {
  ASPECTS, brentRoot, calendarJulianDayOfProgressed, castChart, elapsedYears, EVENT_YEARS, eventRange, findAngleRoots, findAspects,
  findStations, houseOfBody, momentEcho, normalizeDegrees, placeBodies, progressedHouses, progressedJulianDay, settingsEcho, signOf,
  solarArc, stepForBody, TROPICAL_YEAR_DAYS, NAIBOD_DEGREES_PER_YEAR,
} from '@celestial/core/astro';
import type { AspectPoint, BirthInput, CastChart, NatalFrame, ProgressedAngleMethod, ProgressionKind, SolarArcKey } from '@celestial/core/astro';
import { ASC_ID, MC_ID } from './aspect-patterns.js';
import { bodyNaming, refOut } from './vocabulary.js';

export interface Services { ephemeris: Ephemeris; timeZones: TimeZones; clock: Clock }

/** Sun to Pluto and the mean node: the bodies progressed and directed. */
export const PROGRESSED_BODIES: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
/** Ptolemaic aspects for progressions; solar arcs add the semi-square and sesquiquadrate (Tyl, Ebertin). */
export const PROGRESSION_ASPECTS: readonly number[] = [0, 60, 90, 120, 180];
export const SOLAR_ARC_ASPECTS: readonly number[] = [0, 45, 60, 90, 120, 135, 180];
/** Ages a progressed chart is read for. */
export const MAX_AGE = 150;

/** 0h UT of the target date (default today UTC), checked against the birth and MAX_AGE. */
export function targetJulianDay(targetDate: string | undefined, birthJd: number, services: { ephemeris: Ephemeris; clock: Clock }): { jd: number; date: string } {
  const date = targetDate ?? services.clock.now().toISOString().slice(0, 10);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (y < EVENT_YEARS.first || y > EVENT_YEARS.last) throw ApiError.invalidField('targetDate', `must be a date in the years ${EVENT_YEARS.first}-${EVENT_YEARS.last}`);
  const jd = services.ephemeris.julianDay(y, m, d, 0);
  if (jd < birthJd - 1) throw ApiError.invalidField('targetDate', 'must not be before the birth date');
  if (jd > birthJd + MAX_AGE * TROPICAL_YEAR_DAYS) throw ApiError.invalidField('targetDate', `must be at most ${MAX_AGE} years after the birth date`);
  return { jd: Math.max(jd, birthJd), date };
}

export function natalFrame(natal: CastChart, body: BirthInput): NatalFrame {
  return { julianDayUT: natal.moment.julianDayUT, latitude: body.latitude, longitude: body.longitude, armc: natal.angles.armc, mc: natal.angles.mc, houseSystem: natal.settings.houseSystem };
}

export function tropicalNatalFrame(natal: CastChart, body: BirthInput, ephemeris: Ephemeris): NatalFrame {
  const f = natalFrame(natal, body);
  if (natal.settings.zodiacType !== 'sidereal') return f;
  return { ...f, mc: normalizeDegrees(natal.angles.mc + ephemeris.ayanamsa(natal.moment.julianDayUT, natal.settings.siderealMode)) };
}

const orbsOf = (orb: number) => Object.fromEntries(ASPECTS.map((a) => [a.slug, orb]));

export interface PairAspect {
  progressed: { id: number; slug: string; name: string };
  natal: { id: number; slug: string; name: string };
  aspect: string;
  angle: number;
  orb: number;
  isApplying: boolean;
}

/** Aspects from each moving point to each fixed natal point within `orb` (one per pair, the closest). */
export function aspectsToNatal(moving: readonly AspectPoint[], natal: readonly AspectPoint[], angles: readonly number[], orb: number, lang: LangCode = 'en'): PairAspect[] {
  const orbs = orbsOf(orb);
  return moving.flatMap((p) => natal.flatMap((n) => findAspects([p, { ...n, speed: 0 }], { angles, orbs }).map((a) => ({
    progressed: refOut(a.planet1, lang), natal: refOut(a.planet2, lang), aspect: a.type.name, angle: a.type.angle, orb: a.orb, isApplying: a.isApplying,
  }))));
}

function natalPoints(natal: CastChart): AspectPoint[] {
  return [
    ...natal.bodies.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, speed: 0 })),
    { id: ASC_ID, name: 'Ascendant', longitude: natal.angles.ascendant, speed: 0 },
    { id: MC_ID, name: 'MC', longitude: natal.angles.mc, speed: 0 },
  ];
}

export interface ProgressionInput extends BirthInput { targetDate?: string; orb?: number; angleMethod?: ProgressedAngleMethod }

/** A progressed chart of any count (secondary, tertiary, minor, converse) for a date. */
export function progressedChart(body: ProgressionInput, kind: ProgressionKind, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const natal = castChart(body, services, { bodies: PROGRESSED_BODIES });
  const birthJd = natal.moment.julianDayUT;
  const target = targetJulianDay(body.targetDate, birthJd, services);
  const age = elapsedYears(birthJd, target.jd);
  const pjd = progressedJulianDay(kind, birthJd, target.jd);
  const method: ProgressedAngleMethod = kind === 'secondary' ? body.angleMethod ?? 'solar-arc-ra' : 'solar-arc-ra';
  // Naibod and mean-Sun rates run per year of life, backwards for the converse count.
  const houses = progressedHouses(ephemeris, tropicalNatalFrame(natal, body, ephemeris), pjd, kind === 'converse' ? -age : age, method, natal.settings);
  const { bodies, warnings } = placeBodies(ephemeris, pjd, PROGRESSED_BODIES, natal.settings);
  // Speeds per ephemeris day; the converse count runs the ephemeris backwards through life.
  const dir = kind === 'converse' ? -1 : 1;
  const planets = bodies.map((b) => ({
    id: b.id, name: b.name, longitude: b.longitude, speed: b.speed, retrograde: b.retrograde,
    natalHouse: houseOfBody(b.longitude, natal.cusps, natal.settings.houseSystem),
  }));
  const angleRate = dir * NAIBOD_DEGREES_PER_YEAR;
  const moving: AspectPoint[] = [
    ...bodies.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, speed: dir * b.speed })),
    { id: ASC_ID, name: 'Ascendant', longitude: houses.ascendant, speed: angleRate },
    { id: MC_ID, name: 'MC', longitude: houses.mc, speed: angleRate },
  ];
  const orb = body.orb ?? 1;
  return {
    natal, age, pjd, method, target, houses, planets, warnings: [...natal.warnings, ...warnings],
    aspectsToNatal: aspectsToNatal(moving, natalPoints(natal), PROGRESSION_ASPECTS, orb, lang),
    aspectsProgressed: findAspects(moving, { angles: PROGRESSION_ASPECTS, orbs: orbsOf(orb) }).map((a) => ({
      planet1: refOut(a.planet1, lang), planet2: refOut(a.planet2, lang), aspect: a.type.name, angle: a.type.angle, orb: a.orb, isApplying: a.isApplying,
    })),
    moment: momentEcho(natal.moment, ephemeris),
    settings: settingsEcho(natal.settings, birthJd, ephemeris, lang),
    progressedDate: jdToIsoWithOffset(pjd, natal.moment.timezoneOffset * 60),
  };
}

/**
 * A progressed body as the answers write it (DESIGN.md, Vocabulary): slug, name in `lang`, the
 * position members (sign 1-12), and full precision (the `precision` parameter rounds).
 */
function progressedBodyOut(b: ReturnType<typeof progressedChart>['planets'][number], lang: LangCode) {
  return { id: b.id, ...bodyNaming(b.id, b.name, lang), ...position(b.longitude, lang), speed: b.speed, retrograde: b.retrograde, natalHouse: b.natalHouse };
}

/** POST /progressions */
export function secondaryProgressions(body: ProgressionInput, services: Services, lang: LangCode = 'en') {
  const p = progressedChart(body, 'secondary', services, lang);
  return {
    moment: p.moment, settings: p.settings, targetDate: p.target.date, age: p.age, progressedJulianDay: p.pjd, progressedDate: p.progressedDate, angleMethod: p.method,
    planets: p.planets.map((b) => progressedBodyOut(b, lang)),
    angles: { ascendant: p.houses.ascendant, mc: p.houses.mc, armc: p.houses.armc },
    houses: p.houses.cusps.map((c, i) => ({ house: i + 1, ...position(c, lang) })),
    aspectsToNatal: p.aspectsToNatal, aspectsProgressed: p.aspectsProgressed, warnings: p.warnings,
  };
}

/** POST /progressions/tertiary, /minor, /converse */
export function otherProgressions(body: ProgressionInput, kind: 'tertiary' | 'minor' | 'converse', services: Services, lang: LangCode = 'en') {
  const p = progressedChart(body, kind, services, lang);
  return {
    moment: p.moment, settings: p.settings, targetDate: p.target.date, age: p.age, progressedJulianDay: p.pjd, progressedDate: p.progressedDate,
    planets: p.planets.map((b) => {
      const { speed: _speed, ...brief } = progressedBodyOut(b, lang);
      return brief;
    }),
    angles: { ascendant: p.houses.ascendant, mc: p.houses.mc },
    aspectsToNatal: p.aspectsToNatal, warnings: p.warnings,
  };
}

/** POST /progressions/adjusted-date (Margaret Hone's adjusted calculation date). */
export function adjustedDate(body: BirthInput & { year?: number }, services: Services) {
  const { ephemeris } = services;
  const natal = castChart(body, services, { bodies: [0] });
  const birthJd = natal.moment.julianDayUT;
  const ut = ephemeris.calendarDate(birthJd);
  const dayStart = ephemeris.julianDay(ut.year, ut.month, ut.day, 0);
  const ymd = (jd: number) => {
    const c = ephemeris.calendarDate(jd + 1e-7);
    return `${String(c.year).padStart(4, '0')}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
  };
  // The ephemeris at 0h UT of the n-th day after the birth day stands for the calendar
  // instant birth + (n - birth UT hours / 24) x one year: the ACD of that year.
  const table = Array.from({ length: 101 }, (_, i) => i + 1).map((n) => {
    const calendar = calendarJulianDayOfProgressed(birthJd, dayStart + n);
    const adjusted = ymd(calendar);
    return { year: Number(adjusted.slice(0, 4)), age: n - ut.hour / 24, progressedDay: ymd(dayStart + n), adjustedDate: adjusted };
  });
  const year = body.year ?? services.clock.now().getUTCFullYear();
  const row = table.find((r) => r.year === year);
  if (!row) throw ApiError.invalidField('year', `must be a year from ${table[0]!.year} to ${table[table.length - 1]!.year} (the first 100 years of life)`);
  return {
    moment: momentEcho(natal.moment, ephemeris),
    birthHourUT: ut.hour,
    adjustedCalculationDate: row.adjustedDate.slice(5),
    year,
    progressedDateForYear: row.progressedDay,
    table,
  };
}

/** POST /progressions/sign-changes */
export function progressedSignChanges(body: BirthInput & { toAge?: number }, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const natal = castChart(body, services, { bodies: PROGRESSED_BODIES });
  const birthJd = natal.moment.julianDayUT;
  const toAge = body.toAge ?? 90;
  const end = birthJd + toAge; // toAge ephemeris days = toAge years of life
  // from/to: the sign 1-12 (Aries 1) or the natal house 1-12; the handler names them in the answer's language.
  const events: { body: string; kind: 'sign' | 'house'; from: number; to: number; at: string; age: number }[] = [];
  const push = (name: string, kind: 'sign' | 'house', from: number, to: number, jd: number) =>
    events.push({ body: name, kind, from, to, at: jdToIsoWithOffset(calendarJulianDayOfProgressed(birthJd, jd), natal.moment.timezoneOffset * 60), age: jd - birthJd });
  const cusps = natal.cusps.slice(0, 12);
  for (const b of natal.bodies) {
    const lon = (t: number) => ephemeris.position(t, b.id, natal.settings).longitude;
    const breakpoints = findStations(ephemeris, b.id, birthJd, end, natal.settings).map((s) => s.jd);
    const step = stepForBody(b.id);
    for (const r of findAngleRoots((t) => 12 * lon(t), birthJd, end, { step, breakpoints })) {
      if (r.jd <= birthJd) continue;
      const boundary = Math.round(normalizeDegrees(lon(r.jd)) / 30) % 12;
      const to = r.direction > 0 ? boundary : (boundary + 11) % 12;
      const from = r.direction > 0 ? (boundary + 11) % 12 : boundary;
      push(b.name, 'sign', from + 1, to + 1, r.jd);
    }
    cusps.forEach((c, i) => {
      for (const r of findAngleRoots((t) => lon(t) - c, birthJd, end, { step, breakpoints })) {
        if (r.jd <= birthJd) continue;
        const house = i + 1;
        const prev = house === 1 ? 12 : house - 1;
        push(b.name, 'house', r.direction > 0 ? prev : house, r.direction > 0 ? house : prev, r.jd);
      }
    });
  }
  // Angles by the solar arc in right ascension (as /progressions): sign ingresses only.
  const frame = tropicalNatalFrame(natal, body, ephemeris);
  const angle = (t: number, which: 'ascendant' | 'mc') => progressedHouses(ephemeris, frame, t, t - birthJd, 'solar-arc-ra', natal.settings)[which];
  for (const [which, name] of [['ascendant', 'Ascendant'], ['mc', 'MC']] as const) {
    for (const r of findAngleRoots((t) => 12 * angle(t, which), birthJd, end, { step: 0.5 })) {
      if (r.jd <= birthJd) continue;
      const boundary = Math.round(normalizeDegrees(angle(r.jd, which)) / 30) % 12;
      push(name, 'sign', ((boundary + 11) % 12) + 1, boundary + 1, r.jd);
    }
  }
  events.sort((a, b) => a.age - b.age);
  return { moment: momentEcho(natal.moment, ephemeris), settings: settingsEcho(natal.settings, birthJd, ephemeris, lang), toAge, events, count: events.length };
}

function directedPoints(natal: CastChart) {
  return [
    ...natal.bodies.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude })),
    { id: ASC_ID, name: 'Ascendant', longitude: natal.angles.ascendant },
    { id: MC_ID, name: 'MC', longitude: natal.angles.mc },
  ];
}

/** POST /directions/solar-arc */
export function solarArcDirections(body: BirthInput & { targetDate?: string; key?: SolarArcKey; converse?: boolean; orb?: number }, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const natal = castChart(body, services, { bodies: PROGRESSED_BODIES });
  const birthJd = natal.moment.julianDayUT;
  const target = targetJulianDay(body.targetDate, birthJd, services);
  const age = elapsedYears(birthJd, target.jd);
  const key = body.key ?? 'true-solar-arc';
  const converse = body.converse ?? false;
  const arc = solarArc(ephemeris, birthJd, age, key, converse, natal.settings);
  const points = directedPoints(natal);
  const directed = points.map((p) => {
    const lon = normalizeDegrees(p.longitude + arc);
    // The directed position is the point's `longitude` with its sign members (DESIGN.md, Vocabulary).
    return { id: p.id, ...bodyNaming(p.id, p.name, lang), natalLongitude: p.longitude, ...position(lon, lang), natalHouse: houseOfBody(lon, natal.cusps, natal.settings.houseSystem) };
  });
  const moving = directed.map((d, i) => ({ id: d.id, name: points[i]!.name, longitude: d.longitude, speed: converse ? -1 : 1 }));
  return {
    moment: momentEcho(natal.moment, ephemeris), settings: settingsEcho(natal.settings, birthJd, ephemeris, lang),
    targetDate: target.date, age, key, converse, arc, directed,
    aspectsToNatal: aspectsToNatal(moving, points.map((p) => ({ ...p, speed: 0 })), SOLAR_ARC_ASPECTS, body.orb ?? 1, lang).map(({ progressed, ...rest }) => ({ directed: progressed, ...rest })),
  };
}

/** POST /directions/solar-arc/hits */
export function solarArcHits(body: BirthInput & { startDate: string; endDate: string; key?: SolarArcKey; converse?: boolean; aspectAngles?: number[] }, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const natal = castChart(body, services, { bodies: PROGRESSED_BODIES });
  const birthJd = natal.moment.julianDayUT;
  const range = eventRange(ephemeris, body.startDate, body.endDate, 20);
  const start = Math.max(range.start, birthJd);
  if (range.end <= start) throw ApiError.invalidField('endDate', 'must be after the birth date');
  const key = body.key ?? 'true-solar-arc';
  const converse = body.converse ?? false;
  const angles = [...new Set(body.aspectAngles ?? [0, 45, 90, 135, 180])];
  // |arc| grows monotonically with time (the Sun never retrogrades): one root per target value.
  const absArc = (jd: number) => Math.abs(solarArc(ephemeris, birthJd, elapsedYears(birthJd, jd), key, false, natal.settings));
  const a0 = absArc(start);
  const a1 = absArc(range.end);
  const points = directedPoints(natal);
  const hits: { directed: { id: number; slug: string; name: string }; natal: { id: number; slug: string; name: string }; aspect: number; exactAt: string; julianDayUT: number; age: number }[] = [];
  for (const p of points) {
    for (const n of points) {
      for (const angle of angles) {
        const sides = angle % 180 === 0 ? [angle] : [angle, -angle];
        for (const side of sides) {
          // Needed arc: lambda_natal + side - lambda_point (direct), its negative (converse).
          const need = normalizeDegrees(converse ? p.longitude - (n.longitude + side) : n.longitude + side - p.longitude);
          for (let k = Math.floor(a0 / 360); k <= Math.floor(a1 / 360); k++) {
            const value = need + 360 * k;
            if (value < a0 || value > a1 || value === 0) continue;
            const jd = brentRoot((t) => absArc(t) - value, start, range.end);
            hits.push({ directed: refOut(p, lang), natal: refOut(n, lang), aspect: angle, exactAt: jdToIsoWithOffset(jd, natal.moment.timezoneOffset * 60), julianDayUT: jd, age: elapsedYears(birthJd, jd) });
          }
        }
      }
    }
  }
  hits.sort((a, b) => a.julianDayUT - b.julianDayUT);
  return { moment: momentEcho(natal.moment, ephemeris), settings: settingsEcho(natal.settings, birthJd, ephemeris, lang), key, converse, hits, count: hits.length };
}
