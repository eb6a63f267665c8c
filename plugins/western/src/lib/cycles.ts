/**
 * Cycles: half returns (/returns/half-solar, /returns/half-lunar), the lunar phase return
 * (/returns/lunar-phase), the slow bodies' cycles to their own natal places (/life-cycles,
 * /life-cycles/current), the progressed Moon's cycle (/life-cycles/progressed-moon) and the
 * dated secondary-progression searches (/progressions/stations, /declinations, /calendar).
 * Every instant is a root from core/src/astro (crossings.ts tracks, events.ts finders); the
 * return charts come from lib/time-events.ts, the progressed clocks from core astro/progressions.ts.
 */
import { ApiError, jdToIsoWithOffset, position } from '@celestial/core';
import type { Clock, Ephemeris, LangCode, TimeZones } from '@celestial/core';
import {
  angleTrack, bodyById, signedArc, bodyTrack, calendarJulianDayOfProgressed, castChart, elapsedYears, EVENT_YEARS, eventRange, findLongitudeCrossings,
  findStations, houseOfBody, normalizeDegrees, progressedHouses, progressedJulianDay, signOf, trackCrossings, TROPICAL_YEAR_DAYS,
} from '@celestial/core/astro';
import type { AngleSampler, BirthInput } from '@celestial/core/astro';
import { natalEcho, returnChart, returnMoment, returnPlace, returnPlanetBrief, RETURN_BODIES } from './time-events.js';
import type { ReturnLocation } from './time-events.js';
import { natalFrame, PROGRESSED_BODIES, targetJulianDay } from './progressions.js';
import { bodyNaming, refOut } from './vocabulary.js';

export interface Services { ephemeris: Ephemeris; timeZones: TimeZones }
export interface ClockServices extends Services { clock: Clock }

const YEAR = TROPICAL_YEAR_DAYS;

// ---- /returns/half-solar ------------------------------------------------------------------

/**
 * The demi-solar return following the birthday in `year`: the Sun at natal Sun + 180, searched
 * around the birthday + half a tropical year (+- 10 days; the Sun never retrogrades, one root).
 * A July birthday's half return therefore falls in January of year + 1.
 */
export function halfSolarReturn(body: BirthInput & { year: number; location?: ReturnLocation }, services: Services, lang: LangCode = 'en') {
  const { ephemeris, timeZones } = services;
  const natal = castChart(body, services, { bodies: RETURN_BODIES });
  const target = normalizeDegrees(ephemeris.position(natal.moment.julianDayUT, 0, natal.settings).longitude + 180);
  const [, month, day] = body.date.split('-').map(Number) as [number, number, number];
  const around = ephemeris.julianDay(body.year, month, day, 12) + YEAR / 2;
  const roots = findLongitudeCrossings(ephemeris, 0, target, around - 10, around + 10, natal.settings);
  if (roots.length !== 1) throw new ApiError('CALCULATION_ERROR', `No single half-solar return found half a year after the birthday in ${body.year}`);
  const jd = roots[0]!.jd;
  const place = returnPlace(body, body.location, timeZones);
  const chart = returnChart(natal, jd, place, services, lang);
  return {
    ...natalEcho(natal, ephemeris, lang),
    returnMoment: returnMoment(ephemeris, timeZones, jd, place),
    targetSunLongitude: target,
    planets: chart.planets.map(returnPlanetBrief),
    houses: chart.houses,
    angles: { ascendant: chart.angles.ascendant, mc: chart.angles.mc },
  };
}

// ---- /returns/half-lunar ------------------------------------------------------------------

export function halfLunarReturns(body: BirthInput & { startDate: string; endDate: string; location?: ReturnLocation }, services: Services, lang: LangCode = 'en') {
  const { ephemeris, timeZones } = services;
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 1);
  const natal = castChart(body, services, { bodies: RETURN_BODIES });
  const target = normalizeDegrees(ephemeris.position(natal.moment.julianDayUT, 1, natal.settings).longitude + 180);
  const place = returnPlace(body, body.location, timeZones);
  const returns = findLongitudeCrossings(ephemeris, 1, target, start, end, natal.settings).map((c) => {
    const chart = returnChart(natal, c.jd, place, services, lang);
    return {
      moment: returnMoment(ephemeris, timeZones, c.jd, place),
      ascendant: chart.angles.ascendant,
      mc: chart.angles.mc,
      moonHouse: chart.planets.find((p) => p.id === 1)!.house,
      planets: chart.planets.map(returnPlanetBrief),
    };
  });
  return { ...natalEcho(natal, ephemeris, lang), targetMoonLongitude: target, returns, count: returns.length };
}

// ---- /returns/lunar-phase -----------------------------------------------------------------

/** Moon - Sun elongation (0-360 folded by the track) and its daily rate. */
function elongationSampler(ephemeris: Ephemeris, zodiac: { zodiacType: 'tropical' | 'sidereal'; siderealMode: number }): AngleSampler {
  return (t) => {
    const m = ephemeris.position(t, 1, zodiac);
    const s = ephemeris.position(t, 0, zodiac);
    return { value: m.longitude - s.longitude, speed: m.longitudeSpeed - s.longitudeSpeed };
  };
}

export function lunarPhaseReturns(body: BirthInput & { startDate: string; endDate: string }, services: Services) {
  const { ephemeris } = services;
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 2);
  const natal = castChart(body, services, { bodies: [0, 1] });
  const fn = elongationSampler(ephemeris, natal.settings);
  const natalElongation = normalizeDegrees(fn(natal.moment.julianDayUT).value);
  // The elongation grows 10-15 deg a day and never turns back: 12-hour samples.
  const returns = trackCrossings(angleTrack(fn, start, end, 0.5), natalElongation).map((r) => ({
    exactAt: jdToIsoWithOffset(r.jd, natal.moment.timezoneOffset * 60),
    julianDayUT: r.jd,
    moonSign: signOf(ephemeris.position(r.jd, 1, natal.settings).longitude).sign,
    window: { from: jdToIsoWithOffset(r.jd - 0.5, natal.moment.timezoneOffset * 60), to: jdToIsoWithOffset(r.jd + 0.5, natal.moment.timezoneOffset * 60) },
  }));
  return { natalElongation: natalElongation, returns, count: returns.length };
}

// ---- /life-cycles -------------------------------------------------------------------------

/** The cycle bodies: Jupiter to Pluto, Chiron (15) and the mean node (10, whose 18.6-year period the cycle uses; the true node wobbles over days). */
export const CYCLE_BODIES = { jupiter: 5, saturn: 6, uranus: 7, neptune: 8, pluto: 9, chiron: 15, node: 10 } as const;
export type CycleName = keyof typeof CYCLE_BODIES;
export const CYCLE_NAMES = Object.keys(CYCLE_BODIES) as CycleName[];
type Phase = 'return' | 'waxing-square' | 'opposition' | 'waning-square' | 'nodal-reversal';
/** Separation (transit - natal) of each quarter event. The node's cycle: returns and reversals only. */
function quarterPhases(cycle: CycleName): { angle: number; phase: Phase }[] {
  if (cycle === 'node') return [{ angle: 180, phase: 'nodal-reversal' }, { angle: 0, phase: 'return' }];
  return [{ angle: 90, phase: 'waxing-square' }, { angle: 180, phase: 'opposition' }, { angle: 270, phase: 'waning-square' }, { angle: 0, phase: 'return' }];
}

/** Passes farther apart than this are separate series (a retrograde loop takes under 200 days for every cycle body but Chiron's, under 300). */
const SERIES_GAP_DAYS = 330;

function checkSpan(ephemeris: Ephemeris, body: number, start: number, end: number, field: string) {
  if (!ephemeris.canPlace(start, body) || !ephemeris.canPlace(end, body)) {
    throw ApiError.invalidField(field, `${bodyById(body)?.name ?? body} has an ephemeris for 1800-2400 only`);
  }
}

/**
 * Quarter events of one cycle on [birthJd, end]: the track starts at birth, so the unwrapped
 * travel since birth names each event (90k degrees: k = 1 waxing square ... 4 the first
 * return); the crossings of the natal degree itself while the body loops back over it just
 * after birth (travel 0) are not events.
 */
function cycleEvents(ephemeris: Ephemeris, cycle: CycleName, birthJd: number, end: number, zodiac: { zodiacType: 'tropical' | 'sidereal'; siderealMode: number }) {
  const id = CYCLE_BODIES[cycle];
  const track = bodyTrack(ephemeris, id, birthJd, end, zodiac);
  const natalLongitude = track.values[0]!;
  const out: { phase: Phase; jd: number; retrograde: boolean; quarter: number }[] = [];
  const seen = new Set<number>();
  for (const q of quarterPhases(cycle)) {
    for (const r of trackCrossings(track, normalizeDegrees(natalLongitude + q.angle))) {
      if (seen.has(r.jd)) continue;
      seen.add(r.jd);
      const i = Math.max(0, track.times.findIndex((t) => t > r.jd) - 1);
      const travel = track.values[i]! + signedArc(track.values[i]!, track.fn(r.jd).value) - natalLongitude;
      const quarter = Math.round(Math.abs(travel) / 90);
      if (quarter < 1) continue;
      out.push({ phase: q.phase, jd: r.jd, retrograde: r.direction < 0 && id !== 10, quarter });
    }
  }
  return out.sort((a, b) => a.jd - b.jd);
}

function lifeStart(ephemeris: Ephemeris, birthJd: number, toAge: number) {
  const end = birthJd + toAge * YEAR;
  const last = ephemeris.julianDay(EVENT_YEARS.last, 12, 31, 24);
  if (end > last) throw ApiError.invalidField('toAge', `must end by ${EVENT_YEARS.last}`);
  return end;
}

export function lifeCycles(body: BirthInput & { toAge?: number; bodies?: CycleName[] }, services: Services) {
  const { ephemeris } = services;
  const cycles = [...new Set(body.bodies ?? CYCLE_NAMES)];
  const ids = cycles.map((c) => CYCLE_BODIES[c]);
  const natal = castChart(body, services, { bodies: ids });
  const birthJd = natal.moment.julianDayUT;
  const toAge = body.toAge ?? 90;
  const end = lifeStart(ephemeris, birthJd, toAge);
  const events: { cycle: CycleName; phase: Phase; pass: number; at: string; julianDayUT: number; age: number }[] = [];
  cycles.forEach((cycle, i) => {
    const id = CYCLE_BODIES[cycle];
    checkSpan(ephemeris, id, birthJd, end, `bodies.${i}`);
    const last: Partial<Record<Phase, { jd: number; pass: number }>> = {};
    for (const e of cycleEvents(ephemeris, cycle, birthJd, end, natal.settings)) {
      const prev = last[e.phase];
      const pass = prev && e.jd - prev.jd < SERIES_GAP_DAYS ? prev.pass + 1 : 1;
      last[e.phase] = { jd: e.jd, pass };
      events.push({ cycle, phase: e.phase, pass, at: jdToIsoWithOffset(e.jd, natal.moment.timezoneOffset * 60), julianDayUT: e.jd, age: elapsedYears(birthJd, e.jd) });
    }
  });
  events.sort((a, b) => a.julianDayUT - b.julianDayUT);
  const byCycle: Record<string, number[]> = Object.fromEntries(cycles.map((c) => [c, []]));
  events.forEach((e, i) => byCycle[e.cycle]!.push(i));
  return { toAge, events, count: events.length, byCycle };
}

// ---- /life-cycles/current -----------------------------------------------------------------

/** Dane Rudhyar's eight phases of a cycle (The Lunation Cycle, 1967), applied to any body's cycle to its natal place. */
export const EIGHT_PHASES = ['new', 'crescent', 'first-quarter', 'gibbous', 'full', 'disseminating', 'last-quarter', 'balsamic'] as const;
/** Look ahead for the next quarter event: Pluto's quarters can be 90 years apart. */
const NEXT_WINDOW_YEARS = 120;

export function currentCycles(body: BirthInput & { targetDate?: string }, services: ClockServices) {
  const { ephemeris } = services;
  const natal = castChart(body, services, { bodies: Object.values(CYCLE_BODIES) });
  const birthJd = natal.moment.julianDayUT;
  const target = targetJulianDay(body.targetDate, birthJd, services);
  const limit = ephemeris.julianDay(EVENT_YEARS.last, 12, 31, 24);
  const cycles = CYCLE_NAMES.map((cycle) => {
    const id = CYCLE_BODIES[cycle];
    const natalLon = natal.bodies.find((b) => b.id === id)!.longitude;
    const nextEnd = Math.min(target.jd + NEXT_WINDOW_YEARS * YEAR, limit, id === 15 ? ephemeris.julianDay(2399, 12, 31, 0) : limit);
    checkSpan(ephemeris, id, birthJd, target.jd, 'targetDate');
    const phaseAngle = normalizeDegrees(ephemeris.position(target.jd, id, natal.settings).longitude - natalLon);
    const all = cycleEvents(ephemeris, cycle, birthJd, nextEnd, natal.settings);
    const before = all.filter((e) => e.jd <= target.jd);
    const after = all.filter((e) => e.jd > target.jd);
    const prev = before[before.length - 1];
    const next = after.find((e) => e.jd > target.jd);
    return {
      body: cycle,
      phaseAngle: phaseAngle,
      phase: EIGHT_PHASES[Math.floor(phaseAngle / 45) % 8]!,
      // Before any quarter event the cycle's last event is its start: the birth.
      lastEvent: prev ? { phase: prev.phase, at: jdToIsoWithOffset(prev.jd, natal.moment.timezoneOffset * 60) } : { phase: 'return' as Phase, at: jdToIsoWithOffset(birthJd, natal.moment.timezoneOffset * 60) },
      nextEvent: next ? { phase: next.phase, at: jdToIsoWithOffset(next.jd, natal.moment.timezoneOffset * 60) } : null,
    };
  });
  return { targetDate: target.date, cycles };
}

// ---- /life-cycles/progressed-moon ---------------------------------------------------------

export function progressedMoonCycle(body: BirthInput & { toAge?: number }, services: ClockServices, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const natal = castChart(body, services, { bodies: [1] });
  const birthJd = natal.moment.julianDayUT;
  const toAge = body.toAge ?? 90;
  lifeStart(ephemeris, birthJd, toAge);
  const natalMoon = natal.bodies[0]!.longitude;
  // toAge ephemeris days after birth stand for toAge years of life.
  const track = bodyTrack(ephemeris, 1, birthJd, birthJd + toAge, natal.settings);
  const phases = [{ angle: 90, phase: 'waxing-square' }, { angle: 180, phase: 'opposition' }, { angle: 270, phase: 'waning-square' }, { angle: 0, phase: 'return' }] as const;
  const events = phases
    .flatMap((q) => trackCrossings(track, normalizeDegrees(natalMoon + q.angle)).map((r) => ({ phase: q.phase, jd: r.jd })))
    .filter((e) => e.jd - birthJd > 1e-3)
    .sort((a, b) => a.jd - b.jd)
    .map((e) => ({ phase: e.phase, at: jdToIsoWithOffset(calendarJulianDayOfProgressed(birthJd, e.jd), natal.moment.timezoneOffset * 60), age: e.jd - birthJd }));
  // The progressed Moon today (clock, UTC), within the life span read.
  const now = services.clock.now();
  const todayJd = Math.min(Math.max(ephemeris.julianDay(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate(), 0), birthJd), birthJd + 150 * YEAR);
  const today = { date: now.toISOString().slice(0, 10), jd: todayJd };
  const pjd = progressedJulianDay('secondary', birthJd, today.jd);
  const lon = normalizeDegrees(ephemeris.position(pjd, 1, natal.settings).longitude);
  return {
    natalMoonLongitude: natalMoon,
    toAge,
    events,
    count: events.length,
    progressedMoon: { date: today.date, ...position(lon, lang), natalHouse: houseOfBody(lon, natal.cusps, natal.settings.houseSystem) },
  };
}

// ---- /progressions/stations ---------------------------------------------------------------

const STATION_BODIES = [2, 3, 4, 5, 6, 7, 8, 9];

export function progressedStations(body: BirthInput & { toAge?: number }, services: Services) {
  const { ephemeris } = services;
  const natal = castChart(body, services, { bodies: STATION_BODIES });
  const birthJd = natal.moment.julianDayUT;
  const toAge = body.toAge ?? 90;
  const stations = STATION_BODIES.flatMap((id) =>
    findStations(ephemeris, id, birthJd, birthJd + toAge, natal.settings).map((s) => ({
      planet: bodyById(id)!.name,
      kind: s.kind,
      at: jdToIsoWithOffset(calendarJulianDayOfProgressed(birthJd, s.jd), natal.moment.timezoneOffset * 60),
      age: s.jd - birthJd,
      longitude: s.longitude,
    })),
  ).sort((a, b) => a.age - b.age);
  return { toAge, natalRetrograde: natal.bodies.filter((b) => b.speed < 0).map((b) => b.name), stations, count: stations.length };
}

// ---- /progressions/declinations -----------------------------------------------------------

export function progressedDeclinations(body: BirthInput & { targetDate?: string; orb?: number }, services: ClockServices) {
  const { ephemeris } = services;
  const natal = castChart(body, services, { bodies: PROGRESSED_BODIES });
  const birthJd = natal.moment.julianDayUT;
  const target = targetJulianDay(body.targetDate, birthJd, services);
  const pjd = progressedJulianDay('secondary', birthJd, target.jd);
  const eps = ephemeris.obliquity(pjd);
  const orb = body.orb ?? 1;
  const planets = PROGRESSED_BODIES.map((id) => {
    const dec = ephemeris.equatorial(pjd, id).declination;
    return { id, ...bodyNaming(id, bodyById(id)!.name, 'en'), declination: dec, outOfBounds: Math.abs(dec) > eps };
  });
  const natalDec = PROGRESSED_BODIES.map((id) => ({ id, name: bodyById(id)!.name, declination: ephemeris.equatorial(birthJd, id).declination }));
  const parallelsToNatal = planets.flatMap((p) =>
    natalDec.flatMap((n) => {
      const out: { progressed: { id: number; slug: string; name: string }; natal: { id: number; slug: string; name: string }; kind: 'parallel' | 'contra-parallel'; orb: number }[] = [];
      const par = Math.abs(p.declination - n.declination);
      const contra = Math.abs(p.declination + n.declination);
      if (par <= orb) out.push({ progressed: refOut(p), natal: refOut(n), kind: 'parallel', orb: par });
      if (contra <= orb) out.push({ progressed: refOut(p), natal: refOut(n), kind: 'contra-parallel', orb: contra });
      return out;
    }),
  );
  return { targetDate: target.date, age: elapsedYears(birthJd, target.jd), obliquity: eps, planets, parallelsToNatal };
}

// ---- /progressions/calendar ---------------------------------------------------------------

const CALENDAR_BODIES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const ASC = -1, MC = -2;

export function progressedCalendar(body: BirthInput & { startDate: string; endDate: string; aspectAngles?: number[]; includeProgressedToProgressed?: boolean }, services: Services) {
  const { ephemeris } = services;
  const natal = castChart(body, services, { bodies: CALENDAR_BODIES });
  const birthJd = natal.moment.julianDayUT;
  const range = eventRange(ephemeris, body.startDate, body.endDate, 10);
  const start = Math.max(range.start, birthJd);
  if (range.end <= start) throw ApiError.invalidField('endDate', 'must be after the birth date');
  // Calendar time to ephemeris days: 1 tropical year of life = 1 day.
  const p0 = progressedJulianDay('secondary', birthJd, start);
  const p1 = progressedJulianDay('secondary', birthJd, range.end);
  const angles = [...new Set(body.aspectAngles ?? [0, 60, 90, 120, 180])].map((a) => normalizeDegrees(a)).map((a) => Math.min(a, 360 - a));
  const uniqueAngles = [...new Set(angles)];
  const frame = natalFrame(natal, body);
  // Sidereal charts: the frame's MC must be tropical for progressedHouses (as /progressions does).
  if (natal.settings.zodiacType === 'sidereal') frame.mc = normalizeDegrees(natal.angles.mc + ephemeris.ayanamsa(birthJd, natal.settings.siderealMode));
  const angleAt = (t: number, which: 'ascendant' | 'mc') => progressedHouses(ephemeris, frame, t, t - birthJd, 'solar-arc-ra', natal.settings)[which];
  const H = 1e-3;
  const point = (id: number): { name: string; fn: AngleSampler } => {
    if (id === ASC || id === MC) {
      const which = id === ASC ? 'ascendant' : 'mc';
      return {
        name: id === ASC ? 'Ascendant' : 'MC',
        fn: (t) => {
          const v = angleAt(t, which);
          const a = angleAt(t - H, which), b = angleAt(t + H, which);
          return { value: v, speed: (b - a + (b - a > 180 ? -360 : b - a < -180 ? 360 : 0)) / (2 * H) };
        },
      };
    }
    return { name: bodyById(id)!.name, fn: (t) => { const p = ephemeris.position(t, id, natal.settings); return { value: p.longitude, speed: p.longitudeSpeed } } };
  };
  const movers = [...CALENDAR_BODIES, ASC, MC].map((id) => ({ id, ...point(id) }));
  const natalPoints = [
    ...natal.bodies.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude })),
    { id: ASC, name: 'Ascendant', longitude: natal.angles.ascendant },
    { id: MC, name: 'MC', longitude: natal.angles.mc },
  ];
  const events: { progressed: string; target: string; targetKind: 'natal' | 'progressed'; aspect: number; exactAt: string; julianDayUT: number; age: number }[] = [];
  const push = (progressed: string, target: string, targetKind: 'natal' | 'progressed', aspect: number, pjd: number) => {
    const jd = calendarJulianDayOfProgressed(birthJd, pjd);
    events.push({ progressed, target, targetKind, aspect, exactAt: jdToIsoWithOffset(jd, natal.moment.timezoneOffset * 60), julianDayUT: jd, age: pjd - birthJd });
  };
  const step = 0.25;
  for (const m of movers) {
    const track = angleTrack(m.fn, p0, p1, step);
    for (const n of natalPoints) {
      for (const a of uniqueAngles) {
        const targets = a === 0 || a === 180 ? [a] : [a, 360 - a];
        for (const off of targets) for (const r of trackCrossings(track, normalizeDegrees(n.longitude + off))) push(m.name, n.name, 'natal', a, r.jd);
      }
    }
  }
  if (body.includeProgressedToProgressed) {
    for (let i = 0; i < movers.length; i++) {
      for (let j = i + 1; j < movers.length; j++) {
        const a1 = movers[i]!, a2 = movers[j]!;
        const track = angleTrack((t) => { const x = a1.fn(t), y = a2.fn(t); return { value: x.value - y.value, speed: x.speed - y.speed }; }, p0, p1, step);
        for (const a of uniqueAngles) {
          const targets = a === 0 || a === 180 ? [a] : [a, 360 - a];
          for (const off of targets) for (const r of trackCrossings(track, off)) push(a1.name, a2.name, 'progressed', a, r.jd);
        }
      }
    }
  }
  events.sort((a, b) => a.julianDayUT - b.julianDayUT);
  return { events, count: events.length };
}
