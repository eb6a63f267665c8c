/**
 * /forecast-calendar: one dated list merging the existing timing engines, each called as its
 * own operation calls it (never re-implemented here):
 * - transits of Jupiter to Pluto to the natal points (transitCalendar, as /transit-calendar);
 * - secondary-progressed aspects to natal points (progressedCalendar, as /progressions/calendar);
 * - solar-arc hits (solarArcHits, as /directions/solar-arc/hits);
 * - solar and lunar returns (planetaryReturns for the Sun, lunarReturns);
 * - new and full moons on natal points (transitLunations, as /transits/lunations);
 * - progressed sign ingresses (progressedSignChanges, as /progressions/sign-changes).
 * Each event carries a weight from one table, echoed in the answer.
 */
import type { LangCode } from '@celestial/core';
import { ApiError, isoWithOffset, jdToIsoWithOffset, kebab, signSlug } from '@celestial/core';
import type { Clock, Ephemeris, TimeZones } from '@celestial/core';
import { castChart, eventRange, momentEcho, settingsEcho } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { transitCalendar, transitLunations } from './transits.js';
import { progressedCalendar } from './cycles.js';
import { progressedSignChanges, solarArcHits } from './progressions.js';
import { lunarReturns, planetaryReturns } from './time-events.js';
import { aspectNamingOf } from './vocabulary.js';

type Services = { ephemeris: Ephemeris; timeZones: TimeZones; clock: Clock };
export const TECHNIQUES = ['transits', 'progressions', 'solar-arcs', 'returns', 'lunations', 'ingresses'] as const;
export type Technique = (typeof TECHNIQUES)[number];
type EventTechnique = 'transit' | 'progression' | 'solar-arc' | 'return' | 'lunation' | 'ingress';

/** Weights: base by technique (and transiting planet), +2 when the target is a luminary or an angle, +1 for a conjunction, square or opposition. */
export const WEIGHTS = {
  transit: { Jupiter: 2, Saturn: 3, Uranus: 4, Neptune: 4, Pluto: 5 } as Record<string, number>,
  progression: 3,
  solarArc: 3,
  return: { solar: 4, lunar: 1 },
  lunation: 1,
  eclipseLunation: 2,
  ingress: 2,
  personalTarget: 2,
  hardAspect: 1,
} as const;
const PERSONAL = new Set(['Sun', 'Moon', 'Ascendant', 'MC']);
/** The aspects by angle, as core's aspect table slugs them. */
const ASPECT_NAMES: Readonly<Record<number, string>> = { 0: 'conjunction', 30: 'semi-sextile', 45: 'semi-square', 60: 'sextile', 90: 'square', 120: 'trine', 135: 'sesquiquadrate', 150: 'quincunx', 180: 'opposition' };
const TRANSITING = [5, 6, 7, 8, 9];
const DAY = 86400000;

/**
 * One event. `body` is the moving body's English name (transiting, progressed, directed by the
 * solar arc, returning, by `technique`; the Moon for a lunation, whose kind is `lunation`) and
 * `target` the natal point it meets (null for an ingress, whose sign is `toSign`): the operation
 * writes both as body references (issue 12).
 */
export interface ForecastEvent {
  date: string; technique: EventTechnique; body: string; target: string | null; aspect: string | null;
  lunation?: 'new-moon' | 'full-moon' | 'solar-eclipse' | 'lunar-eclipse'; toSign?: string;
  exactAt: string; window: { from: string; to: string }; weight: number;
}

function weightFor(base: number, target: string | null, angle: number | null): number {
  return base + (target !== null && PERSONAL.has(target) ? WEIGHTS.personalTarget : 0) + (angle !== null && [0, 90, 180].includes(angle) ? WEIGHTS.hardAspect : 0);
}

const isoPlusDays = (iso: string, days: number) => new Date(Math.round((Date.parse(iso) + days * DAY) / 1000) * 1000).toISOString().replace('.000Z', 'Z');

export function forecastCalendar(
  body: BirthInput & { startDate: string; endDate: string; include?: Technique[]; orb?: number },
  services: Services, lang: LangCode = 'en',
) {
  const { ephemeris } = services;
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 1);
  if (end - start > 367) throw ApiError.invalidField('endDate', 'must be at most 366 days after startDate');
  const natal = castChart(body, services);
  const birthJd = natal.moment.julianDayUT;
  if (end <= birthJd) throw ApiError.invalidField('endDate', 'must be after the birth');
  const include = new Set(body.include && body.include.length > 0 ? body.include : TECHNIQUES);
  const orb = body.orb ?? 1;
  const range = { startDate: body.startDate, endDate: body.endDate };
  const events: ForecastEvent[] = [];
  const inRange = (jd: number) => jd >= start && jd <= end;

  if (include.has('transits')) {
    const r = transitCalendar({ ...body, ...range, transitPlanetIds: TRANSITING, orb }, services);
    for (const e of r.events) {
      for (const exact of e.exactAt) {
        const jd = Date.parse(exact) / DAY + 2440587.5;
        if (!inRange(jd)) continue;
        events.push({
          date: exact.slice(0, 10), technique: 'transit', body: e.transitPlanet, target: e.natalPoint.name, aspect: e.aspect.name.toLowerCase(), exactAt: exact,
          window: { from: e.enterOrbAt ?? exact, to: e.leaveOrbAt ?? exact }, weight: weightFor(WEIGHTS.transit[e.transitPlanet] ?? 2, e.natalPoint.name, e.aspect.angle),
        });
      }
    }
  }
  if (include.has('progressions') && end > birthJd) {
    const r = progressedCalendar({ ...body, ...range, startDate: start < birthJd ? natal.moment.utc.slice(0, 10) : body.startDate }, services);
    for (const e of r.events) {
      if (!inRange(e.julianDayUT)) continue;
      // Window: the days the progressed point needs to move the orb, at its progressed speed (1 ephemeris day = 1 year).
      const speed = progressedSpeed(ephemeris, e.progressed, birthJd + e.age, natal.settings);
      const half = Math.min(3 * 365.25, (orb / Math.max(speed, 1e-6)) * 365.25);
      events.push({
        date: e.exactAt.slice(0, 10), technique: 'progression', body: e.progressed, target: e.target, aspect: ASPECT_NAMES[e.aspect] ?? `${e.aspect}`, exactAt: e.exactAt,
        window: { from: isoPlusDays(e.exactAt, -half), to: isoPlusDays(e.exactAt, half) }, weight: weightFor(WEIGHTS.progression, e.target, e.aspect),
      });
    }
  }
  if (include.has('solar-arcs')) {
    const r = solarArcHits({ ...body, ...range, startDate: start < birthJd ? natal.moment.utc.slice(0, 10) : body.startDate }, services, lang);
    for (const h of r.hits) {
      if (!inRange(h.julianDayUT)) continue;
      const half = orb * 365.25; // the solar arc moves about 1 deg a year
      events.push({
        date: h.exactAt.slice(0, 10), technique: 'solar-arc', body: h.directed.name, target: h.natal.name, aspect: ASPECT_NAMES[h.aspect] ?? `${h.aspect}`, exactAt: h.exactAt,
        window: { from: isoPlusDays(h.exactAt, -half), to: isoPlusDays(h.exactAt, half) }, weight: weightFor(WEIGHTS.solarArc, h.natal.name, h.aspect),
      });
    }
  }
  if (include.has('returns')) {
    const solar = planetaryReturns({ ...body, ...range, planet: 0 }, services);
    for (const x of solar.returns) {
      events.push({ date: x.moment.utc.slice(0, 10), technique: 'return', body: 'Sun', target: 'Sun', aspect: null, exactAt: x.moment.utc, window: { from: x.moment.utc, to: isoPlusDays(x.moment.utc, 365.2422) }, weight: WEIGHTS.return.solar });
    }
    const lunar = lunarReturns({ ...body, ...range }, services);
    for (const x of lunar.returns) {
      events.push({ date: x.moment.utc.slice(0, 10), technique: 'return', body: 'Moon', target: 'Moon', aspect: null, exactAt: x.moment.utc, window: { from: x.moment.utc, to: isoPlusDays(x.moment.utc, 27.3217) }, weight: WEIGHTS.return.lunar });
    }
  }
  if (include.has('lunations')) {
    const r = transitLunations({ ...body, ...range, orb: body.orb ?? 3 }, services);
    for (const l of r.lunations) {
      for (const c of l.contacts) {
        events.push({
          date: l.at.slice(0, 10), technique: 'lunation', body: 'Moon', lunation: l.kind === 'new' ? (l.isEclipse ? 'solar-eclipse' : 'new-moon') : (l.isEclipse ? 'lunar-eclipse' : 'full-moon'),
          target: c.point.name, aspect: c.aspect.slug, exactAt: l.at, window: { from: isoPlusDays(l.at, -1), to: isoPlusDays(l.at, 1) },
          weight: weightFor(l.isEclipse ? WEIGHTS.eclipseLunation : WEIGHTS.lunation, c.point.name, c.angle),
        });
      }
    }
  }
  if (include.has('ingresses')) {
    const toAge = Math.min(120, Math.ceil((end - birthJd) / 365.2422) + 1);
    const r = progressedSignChanges({ ...body, toAge }, services, lang);
    for (const e of r.events) {
      if (e.kind !== 'sign') continue;
      const jd = Date.parse(e.at) / DAY + 2440587.5;
      if (!inRange(jd)) continue;
      events.push({ date: e.at.slice(0, 10), technique: 'ingress', body: e.body, target: null, toSign: signSlug(e.to), aspect: null, exactAt: e.at, window: { from: e.at, to: e.at }, weight: weightFor(WEIGHTS.ingress, PERSONAL.has(e.body) ? e.body : null, null) });
    }
  }
  // Every engine's instants rewritten at the zone the request resolved (the birth data's;
  // DESIGN.md, Vocabulary), so `date` is the local calendar date of the event.
  const offsetMinutes = natal.moment.timezoneOffset * 60;
  const local = (iso: string) => isoWithOffset(Date.parse(iso), offsetMinutes);
  for (const e of events) {
    e.exactAt = local(e.exactAt);
    e.window = { from: local(e.window.from), to: local(e.window.to) };
    e.date = e.exactAt.slice(0, 10);
  }
  events.sort((a, b) => Date.parse(a.exactAt) - Date.parse(b.exactAt) || b.weight - a.weight);
  const byMonth: Record<string, number[]> = {};
  events.forEach((e, i) => { (byMonth[e.date.slice(0, 7)] ??= []).push(i); });
  return {
    moment: momentEcho(natal.moment, ephemeris),
    settings: settingsEcho(natal.settings, birthJd, ephemeris, lang),
    startDate: body.startDate,
    endDate: body.endDate,
    range: { from: jdToIsoWithOffset(start, offsetMinutes), to: jdToIsoWithOffset(end, offsetMinutes) },
    include: TECHNIQUES.filter((t) => include.has(t)),
    weights: WEIGHTS,
    // The aspect by reference in `lang` (issue 12); null for a return (its technique and body say
    // which) and an ingress.
    events: events.map((e) => ({ ...e, aspect: e.aspect === null ? null : (aspectNamingOf(e.aspect, lang) ?? { slug: kebab(e.aspect), name: e.aspect }) })),
    byMonth,
    count: events.length,
    warnings: natal.warnings,
  };
}

const IDS: Readonly<Record<string, number>> = { Sun: 0, Moon: 1, Mercury: 2, Venus: 3, Mars: 4, Jupiter: 5, Saturn: 6, Uranus: 7, Neptune: 8, Pluto: 9 };

/** |degrees per day| of a progressed body at a progressed Julian day (= degrees per year of life); the angles move about as the solar arc, 1 deg a year. */
function progressedSpeed(ephemeris: Ephemeris, name: string, pjd: number, zodiac: Parameters<Ephemeris['position']>[2]): number {
  const id = IDS[name];
  if (id === undefined) return 1;
  return Math.abs(ephemeris.position(pjd, id, zodiac).longitudeSpeed);
}
