/**
 * /rectification: event-based birth-time search (Noel Tyl, Solar Arcs, 2001). Candidate times
 * every stepMinutes across searchRangeMinutes centred on the given time; each candidate's
 * angles and cusps from one swe_houses_ex call; each life event scored by the hard-aspect
 * contacts (0, 90, 180) of transiting Jupiter-Pluto, the secondary-progressed Ascendant, MC
 * and Moon, and the solar-arc-directed planets and angles to the candidate's Ascendant, MC,
 * the cusps of the event's houses and their domicile lords. score = sum weight x (1 - orb/orbMax).
 *
 * Work per request: houses once per candidate; transits once per event; every other longitude
 * (natal planets across the search window, the progressed Sun and Moon per event) from cubic
 * Hermite tracks through exact swe_calc_ut positions and speeds (lib/timing.ts), so the cost
 * is one houses call per candidate plus arithmetic.
 */
import { ApiError, houseNamed, jdToIsoWithOffset, position } from '@celestial/core';
import type { LangCode, ZodiacSettings } from '@celestial/core';
import {
  bodyById, chartSettings, domicileLord, EVENT_YEARS, normalizeDegrees, progressedJulianDay, resolveMoment, rightAscensionOfLongitude,
  shortestArc, signedArc, signOf, TROPICAL_YEAR_DAYS, unwrapNear, NAIBOD_DEGREES_PER_YEAR, jdToIso, brentRoot, ROOT_TOLERANCE_DAYS,
} from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { longitudeSampler } from './timing.js';
import type { Services } from './timing.js';
import { bodyRefOfName } from './vocabulary.js';
import type { BodyReference } from './vocabulary.js';

export const EVENT_TYPES = [
  'marriage', 'divorce', 'birth-of-child', 'death-of-father', 'death-of-mother', 'relocation', 'career-change', 'promotion', 'job-loss',
  'accident', 'surgery', 'illness', 'graduation', 'financial-gain', 'financial-loss', 'legal-matter',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The houses each event type is read from (traditional significations; father 4th, mother 10th). */
export const EVENT_HOUSES: Readonly<Record<EventType, readonly number[]>> = {
  marriage: [7, 5], divorce: [7, 8], 'birth-of-child': [5], 'death-of-father': [4, 8], 'death-of-mother': [10, 8], relocation: [4, 9],
  'career-change': [10], promotion: [10], 'job-loss': [10, 6], accident: [1, 8], surgery: [6, 8], illness: [6, 1], graduation: [9, 3],
  'financial-gain': [2, 8], 'financial-loss': [2, 8], 'legal-matter': [7, 9],
};

export const MAX_CANDIDATES = 1440;
const TRANSITS = [5, 6, 7, 8, 9] as const;
const PLANETS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
const PLANET_ID: Record<string, number> = { Sun: 0, Moon: 1, Mercury: 2, Venus: 3, Mars: 4, Jupiter: 5, Saturn: 6 };
const ASC = 1000;
const MC = 1001;
const TROPICAL: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };
const D = Math.PI / 180;

/** MC and Ascendant (tropical) of an ARMC at geographic latitude phi, obliquity eps (degrees). */
export function anglesOfArmc(armc: number, phi: number, eps: number): { mc: number; ascendant: number } {
  const a = armc * D;
  const e = eps * D;
  const mc = normalizeDegrees(Math.atan2(Math.sin(a), Math.cos(a) * Math.cos(e)) / D);
  const ascendant = normalizeDegrees(Math.atan2(Math.cos(a), -(Math.sin(a) * Math.cos(e) + Math.tan(phi * D) * Math.sin(e))) / D);
  return { mc, ascendant };
}

export interface RectificationEvent { date: string; type: EventType; weight?: number }
export interface RectificationInput extends BirthInput {
  searchRangeMinutes: number;
  stepMinutes: number;
  orb?: number;
  events: RectificationEvent[];
}

/**
 * A contact of a candidate chart: the moving body by its name (the technique, not the name, says
 * it is progressed or directed), the natal point by reference: an angle, a house's lord, or a
 * cusp as the house's `{ slug, name }`, with
 * `pointKind` and, for a cusp or a lord, the event `house` (issue 12: these were English phrases).
 */
interface Hit {
  eventIndex: number; technique: 'transit' | 'progression' | 'solar-arc'; body: string; aspect: string;
  point: BodyReference; pointKind: 'angle' | 'cusp' | 'ruler'; house: number | null; orb: number;
}
interface Target { point: BodyReference; pointKind: Hit['pointKind']; house: number | null }

const ASPECT_NAME: Record<number, string> = { 0: 'Conjunction', 90: 'Square', 180: 'Opposition' };
const nameOf = (id: number) => (id === ASC ? 'Ascendant' : id === MC ? 'MC' : bodyById(id)?.name ?? `Body ${id}`);

/** The instant at the given chart's UTC offset (core's isoWithOffset, DESIGN.md Vocabulary). */
function localTime(utcJd: number, offsetHours: number, _services: Services): string {
  return jdToIsoWithOffset(utcJd, offsetHours * 60);
}

export function rectify(body: RectificationInput, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  // Bounds first (SERVICE-SPEC): the schema caps range, step, orb, events and weights; the count here.
  const count = Math.floor(body.searchRangeMinutes / body.stepMinutes + 1e-9) + 1;
  if (count > MAX_CANDIDATES) throw ApiError.invalidField('stepMinutes', `searchRangeMinutes / stepMinutes + 1 = ${count} candidate charts; at most ${MAX_CANDIDATES} per request`);
  const orbMax = body.orb ?? 1;
  const moment = resolveMoment(body, services);
  const s = chartSettings(body);
  const t0 = moment.julianDayUT;
  const half = body.searchRangeMinutes / 2 / 1440;
  const events = body.events.map((e, i) => {
    const [y, m, d] = e.date.split('-').map(Number) as [number, number, number];
    if (y < EVENT_YEARS.first || y > EVENT_YEARS.last) throw ApiError.invalidField(`events.${i}.date`, `must be a date in the years ${EVENT_YEARS.first}-${EVENT_YEARS.last}`);
    const jd = ephemeris.julianDay(y, m, d, 12);
    if (jd < t0 + half) throw ApiError.invalidField(`events.${i}.date`, 'must be after the birth (and the end of the search range)');
    if (jd > t0 + 120 * TROPICAL_YEAR_DAYS) throw ApiError.invalidField(`events.${i}.date`, 'must be at most 120 years after the birth');
    return { jd, type: e.type, weight: e.weight ?? 1, houses: EVENT_HOUSES[e.type] };
  });

  const sidereal = s.zodiacType === 'sidereal';
  const ayan = sidereal ? ephemeris.ayanamsa(t0, s.siderealMode) : 0;
  const eps = ephemeris.obliquity(t0);
  const lo = t0 - half;
  const hi = t0 + half;
  const step = body.stepMinutes / 1440;
  // Natal planets over the window (chart zodiac) and the tropical Sun (for the solar arc in RA).
  const natal = PLANETS.map((id) => longitudeSampler(ephemeris, id, lo, hi, 0, s));
  const sunTrop = longitudeSampler(ephemeris, 0, lo, hi, 0, TROPICAL);
  // Per event: transits (fixed), progressed Sun and Moon tracks over the progressed window.
  const perEvent = events.map((e) => {
    const pLo = progressedJulianDay('secondary', lo, e.jd);
    const pHi = progressedJulianDay('secondary', hi, e.jd);
    const a = Math.min(pLo, pHi);
    const b = Math.max(pLo, pHi);
    return {
      transits: TRANSITS.map((id) => normalizeDegrees(ephemeris.position(e.jd, id, s).longitude)),
      progSun: longitudeSampler(ephemeris, 0, a, b + 1e-6, 0, s),
      progSunTrop: longitudeSampler(ephemeris, 0, a, b + 1e-6, 0, TROPICAL),
      progMoon: longitudeSampler(ephemeris, 1, a, b + 1e-6, 0, s),
    };
  });

  // Movers per event: 5 transits, 3 progressed points, 12 solar-arc points (ids parallel to the longitudes).
  const NM = TRANSITS.length + 3 + PLANETS.length + 2;
  const moverId = [...TRANSITS, ASC, MC, 1, ...PLANETS, ASC, MC];
  const moverTech: Hit['technique'][] = [...TRANSITS.map(() => 'transit' as const), 'progression', 'progression', 'progression', ...PLANETS.map(() => 'solar-arc' as const), 'solar-arc', 'solar-arc'];
  const moverName = (i: number) => nameOf(moverId[i]!);
  const moverLon = new Float64Array(NM);
  const targetId: number[] = [];
  const targetName: Target[] = [];
  const targetLon: number[] = [];

  /**
   * One candidate: its score and, when asked (the listed top 20 only), its contacts. With orb
   * at most 15 only the nearest of 0/90/180 can be within orb, so each mover-target pair is
   * one separation.
   */
  const evaluate = (jd: number, withHits: boolean) => {
    const h = ephemeris.houses(jd, body.latitude, body.longitude, s.houseSystem, s);
    const asc = normalizeDegrees(h.ascendant);
    const mc = normalizeDegrees(h.mc);
    const natalLon = natal.map((f) => f(jd).lon);
    const sunRa0 = rightAscensionOfLongitude(sunTrop(jd).lon, eps);
    const hits: Hit[] = [];
    let score = 0;
    for (let ei = 0; ei < events.length; ei++) {
      const e = events[ei]!;
      // Targets: the angles, the event houses' cusps (other than the angles' axes) and their lords.
      targetId.length = targetName.length = targetLon.length = 0;
      targetId.push(ASC, MC); targetLon.push(asc, mc);
      if (withHits) targetName.push({ point: bodyRefOfName('Ascendant', lang), pointKind: 'angle', house: null }, { point: bodyRefOfName('MC', lang), pointKind: 'angle', house: null });
      for (const house of e.houses) {
        const cusp = normalizeDegrees(h.cusps[house - 1]!);
        // A cusp on an angle's axis (1/7 and 10/4 in quadrant systems) is already aspected through that angle.
        if (Math.abs(shortestArc(cusp, asc) - 90) < 90 - 1e-9 && Math.abs(shortestArc(cusp, mc) - 90) < 90 - 1e-9) {
          targetId.push(2000 + house); targetLon.push(cusp);
          if (withHits) targetName.push({ point: houseNamed(house, lang), pointKind: 'cusp', house });
        }
        const lord = PLANET_ID[domicileLord(signOf(cusp).signIndex)]!;
        if (!targetId.includes(lord)) {
          targetId.push(lord); targetLon.push(natalLon[lord]!);
          if (withHits) targetName.push({ point: bodyRefOfName(nameOf(lord), lang), pointKind: 'ruler', house });
        }
      }
      const pe = perEvent[ei]!;
      const pjd = progressedJulianDay('secondary', jd, e.jd);
      // Secondary-progressed angles by the solar arc in right ascension; the solar arc in longitude for directions.
      const years = (e.jd - jd) / TROPICAL_YEAR_DAYS;
      const raArc = unwrapNear(years * NAIBOD_DEGREES_PER_YEAR, rightAscensionOfLongitude(pe.progSunTrop(pjd).lon, eps) - sunRa0);
      const pa = anglesOfArmc(h.armc + raArc, body.latitude, eps);
      const arc = unwrapNear(years * NAIBOD_DEGREES_PER_YEAR, pe.progSun(pjd).lon - natalLon[0]!);
      let m = 0;
      for (const tl of pe.transits) moverLon[m++] = tl;
      moverLon[m++] = normalizeDegrees(pa.ascendant - ayan);
      moverLon[m++] = normalizeDegrees(pa.mc - ayan);
      moverLon[m++] = pe.progMoon(pjd).lon;
      for (const id of PLANETS) moverLon[m++] = normalizeDegrees(natalLon[id]! + arc);
      moverLon[m++] = normalizeDegrees(asc + arc);
      moverLon[m++] = normalizeDegrees(mc + arc);
      const nt = targetLon.length;
      for (let i = 0; i < NM; i++) {
        const transit = i < TRANSITS.length;
        const ml = moverLon[i]!;
        const mid = moverId[i]!;
        for (let j = 0; j < nt; j++) {
          if (!transit && mid === targetId[j]) continue;
          // Both longitudes are in [0, 360): the separation folds once.
          let sep = Math.abs(ml - targetLon[j]!);
          if (sep > 180) sep = 360 - sep;
          const angle = sep < 45 ? 0 : sep < 135 ? 90 : 180;
          const orb = Math.abs(sep - angle);
          if (orb > orbMax) continue;
          score += e.weight * (1 - orb / orbMax);
          if (withHits) hits.push({ eventIndex: ei, technique: moverTech[i]!, body: moverName(i), aspect: ASPECT_NAME[angle]!, ...targetName[j]!, orb: orb });
        }
      }
    }
    return { jd, asc, mc, score, hits };
  };

  const candidates: ReturnType<typeof evaluate>[] = [];
  for (let k = 0; k < count; k++) candidates.push(evaluate(lo + k * step, false));
  candidates.sort((a, b) => b.score - a.score || Math.abs(a.jd - t0) - Math.abs(b.jd - t0));
  const show = (c: (typeof candidates)[number]) => ({
    time: localTime(c.jd, moment.timezoneOffset, services),
    utc: jdToIso(ephemeris, c.jd),
    julianDayUT: c.jd,
    shiftMinutes: (c.jd - t0) * 1440,
    ascendant: position(c.asc, lang),
    mc: position(c.mc, lang),
    score: c.score,
  });
  const best = candidates[0]!;
  return {
    evaluated: count,
    givenTime: localTime(t0, moment.timezoneOffset, services),
    best: show(best),
    candidates: candidates.slice(0, 20).map((c) => ({ ...show(c), hits: evaluate(c.jd, true).hits })),
  };
}

// ---- /rectification/trutine ---------------------------------------------------------------------

const MOON_MEAN_DAILY = 13.18;

/** The instant nearest `near` within +-span days where signedArc(target, f(t)) crosses 0 (Brent on each bracket of a scan). */
function nearestCrossing(f: (jd: number) => number, target: number, near: number, span: number, step: number): number | null {
  const g = (t: number) => signedArc(target, f(t));
  let best: number | null = null;
  let a = near - span;
  let ga = g(a);
  for (let b = a + step; b <= near + span + 1e-9; b += step) {
    const gb = g(b);
    if (ga === 0 || (ga * gb < 0 && Math.abs(ga - gb) < 180)) {
      const r = ga === 0 ? a : brentRoot(g, a, b, ROOT_TOLERANCE_DAYS, ga, gb);
      if (best === null || Math.abs(r - near) < Math.abs(best - near)) best = r;
    }
    a = b;
    ga = gb;
  }
  return best;
}

/**
 * Trutine of Hermes by E. H. Bailey's rules (The Prenatal Epoch, 1916): natal Moon waxing ->
 * epoch Moon = natal Ascendant and epoch Ascendant = natal Moon; waning -> the Descendant in
 * both. The epoch day is seeded at gestationDays before birth, shortened (waxing above the
 * horizon or waning below) or lengthened (the other cases) by the Moon's distance from the
 * Ascendant (waxing) or Descendant (waning) / 13.18 deg a day; the Moon's crossing of the
 * target nearest the seed is the epoch day, the epoch time that day is where the epoch
 * Ascendant (Descendant) reaches the natal Moon, and the birth time is then moved until the
 * natal Ascendant (Descendant) equals the epoch Moon; repeated until the birth time is stable.
 */
export function trutine(body: BirthInput & { gestationDays?: number }, services: Services) {
  const { ephemeris } = services;
  const moment = resolveMoment(body, services);
  const s = chartSettings(body);
  const t0 = moment.julianDayUT;
  const gestation = body.gestationDays ?? 273;
  const moon = (t: number) => normalizeDegrees(ephemeris.position(t, 1, s).longitude);
  const sun = (t: number) => normalizeDegrees(ephemeris.position(t, 0, s).longitude);
  const asc = (t: number) => normalizeDegrees(ephemeris.houses(t, body.latitude, body.longitude, 'E', s).ascendant);
  let tb = t0;
  let epoch = { jd: 0, moon: 0, asc: 0 };
  let waxing = true;
  for (let iter = 0; iter < 12; iter++) {
    const lm = moon(tb);
    const a = asc(tb);
    waxing = normalizeDegrees(lm - sun(tb)) < 180;
    const above = normalizeDegrees(lm - a) >= 180; // houses 7-12: behind the Ascendant in the zodiac
    const axis = waxing ? a : normalizeDegrees(a + 180);
    const d = Math.abs(signedArc(axis, lm)) / MOON_MEAN_DAILY;
    const shorter = (waxing && above) || (!waxing && !above);
    const seed = tb - (shorter ? gestation - d : gestation + d);
    const day = nearestCrossing(moon, axis, seed, 15, 1);
    if (day === null) throw new ApiError('CALCULATION_ERROR', 'The Moon\'s return to the epoch degree could not be found');
    const epochAscTarget = waxing ? lm : normalizeDegrees(lm + 180);
    const te = nearestCrossing(asc, epochAscTarget, day, 0.75, 1 / 24);
    if (te === null) throw new ApiError('CALCULATION_ERROR', 'The epoch Ascendant never reaches the natal Moon at this latitude');
    epoch = { jd: te, moon: moon(te), asc: asc(te) };
    const birthAscTarget = waxing ? epoch.moon : normalizeDegrees(epoch.moon + 180);
    const next = nearestCrossing(asc, birthAscTarget, t0, 0.75, 1 / 24);
    if (next === null) throw new ApiError('CALCULATION_ERROR', 'The natal Ascendant never reaches the epoch Moon at this latitude');
    const done = Math.abs(next - tb) < 1 / 86400;
    tb = next;
    if (done) break;
  }
  const iso = (jd: number) => jdToIso(ephemeris, jd);
  const local = (jd: number) => localTime(jd, moment.timezoneOffset, services);
  return {
    epoch: { date: local(epoch.jd).slice(0, 10), time: local(epoch.jd).slice(11, 19), utc: iso(epoch.jd), julianDayUT: epoch.jd, moonLongitude: epoch.moon, ascendant: epoch.asc, gestationDays: tb - epoch.jd },
    rule: waxing ? ('moon-ascendant' as const) : 'moon-descendant' as const,
    rectifiedAscendant: asc(tb),
    rectifiedTime: local(tb),
    rectifiedUtc: iso(tb),
    shiftMinutes: (tb - t0) * 1440,
  };
}
