/**
 * /electional/search: the windows of a range where the /electional/evaluate rule set scores at
 * least minScore, found from the events that change the score, never on a fixed grid of
 * moments (issue 16).
 *
 * The score of evaluateRules is a function of discrete facts about the figure: the houses the
 * seven planets are in, the signs on the Ascendant and on the activity's house, whether the Sun
 * is above the horizon, each planet's sign, term and face, the Moon in or out of the via
 * combusta, combust or not, waxing or waning, the planets' direction, and the Moon's course
 * (void or not, the planet she meets next). Between two consecutive changes of any of them the
 * score is constant, so the range is cut at every change and each piece is scored once, at its
 * middle, with the same evaluateRules /electional/evaluate runs.
 *
 * The changes are found as roots, bracketed and refined:
 * - the Moon's exact Ptolemaic aspects to the Sun and Saturn-Mercury and her ingresses, by
 *   core's root finders (findAspectInstants, findIngresses: Brent on the longitude
 *   differences); they fix her course (void from her last aspect to her ingress);
 * - every other fact is a piecewise-constant state of the ephemeris: sampled (the houses and
 *   angles every 15 minutes, faster than any sign can rise at the latitudes where the house
 *   systems hold; the planets' sign, term, face, direction and the Moon's phase states every 2
 *   hours, less than the Moon's passage through the narrowest term, 2 degrees), and each change
 *   between two samples bisected to 20 seconds. The samples bracket; the instants come from the
 *   bisection on the ephemeris.
 */
import { ApiError, jdToIsoWithOffset, signName } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { findAspectInstants, findIngresses, houseOfBody, isDiurnalChart, normalizeDegrees, PTOLEMAIC_TERMS, shortestArc, signIndexOf } from '@celestial/core/astro';
import type { HouseSystemCode } from '@celestial/core/astro';
import { castFigure, PTOLEMAIC, SEVEN, VOID_TRADITIONAL } from './figure.js';
import type { Figure, Perfection, Services } from './figure.js';
import { ACTIVITIES, ACTIVITY_SLUGS, activityNamed, type BODY_PARTS, evaluateRules, resolveRange } from './electional.js';
import type { Activity, RangeInput, RuleCode } from './electional.js';
import { SWISS_ID } from './lilly.js';
import { inViaCombusta } from './via-combusta.js';

const TROPICAL = { zodiacType: 'tropical' as const, siderealMode: 0 };
const MINUTE = 1 / 1440;
/** Bisection tolerance of a state change: 20 seconds. */
const TOLERANCE = 20 / 86400;
const FAST_STEP = 15 * MINUTE;
const SLOW_STEP = 2 / 24;

/**
 * Every instant in [start, end] where state(t) changes: sampled every `step`, each differing
 * pair bisected to `tolerance`, and the rest of the pair searched again (two changes inside one
 * step are both found when the state at the pair's end differs from the first change's).
 */
export function stateChanges(state: (t: number) => string, start: number, end: number, step: number, tolerance = TOLERANCE): number[] {
  const out: number[] = [];
  let ta = start;
  let sa = state(ta);
  while (ta < end) {
    const tb = Math.min(ta + step, end);
    const sb = state(tb);
    let lo = ta;
    let slo = sa;
    while (slo !== sb) {
      let hi = tb;
      let shi = sb;
      while (hi - lo > tolerance) {
        const mid = (lo + hi) / 2;
        const sm = state(mid);
        if (sm === slo) lo = mid;
        else { hi = mid; shi = sm; }
      }
      out.push(hi);
      lo = hi;
      slo = shi;
    }
    ta = tb;
    sa = sb;
  }
  return out;
}

/** The term a longitude lies in (Ptolemy's terms, Lilly's table p. 104), with its face: the cell of essential dignity. */
function dignityCell(lon: number): string {
  const s = signIndexOf(lon);
  const d = normalizeDegrees(lon) - s * 30;
  const term = PTOLEMAIC_TERMS[s]!.findIndex((seg) => d < seg.endDegree);
  return `${s}.${term}.${Math.floor(d / 10)}`;
}

export interface SearchInput extends RangeInput {
  activity: string;
  bodyPart?: (typeof BODY_PARTS)[number];
  houseSystem?: string;
  stepMinutes?: number;
  minScore?: number;
  limit?: number;
}

export interface ScoredInterval { start: number; end: number; score: number; totalWeight: number; failed: RuleCode[]; ascSign: number; moonSign: number }

/** The Moon's perfections (traditional planets) and ingresses over a range: her course at any instant inside. */
export class MoonCourseTable {
  private readonly perfections: Perfection[];
  private readonly ingresses: number[];
  constructor(services: Services, start: number, end: number) {
    this.perfections = VOID_TRADITIONAL.flatMap((p) => PTOLEMAIC.flatMap((angle) => findAspectInstants(services.ephemeris, 1, p, angle, start, end, TROPICAL).map((x) => ({ body: 1, other: p, angle, jd: x.jd }))))
      .sort((a, b) => a.jd - b.jd);
    this.ingresses = findIngresses(services.ephemeris, 1, start, end, TROPICAL).map((i) => i.jd);
  }
  /** Every instant the course changes: a perfection (the next aspect changes, or she falls void) or an ingress. */
  events(): number[] { return [...this.perfections.map((p) => p.jd), ...this.ingresses]; }
  /** As moonCourse: the perfections after t before her next ingress; void when there are none. */
  at(t: number): { voidOfCourse: boolean; next: Perfection[] } {
    const exit = this.ingresses.find((x) => x > t);
    if (exit === undefined) throw new Error('MoonCourseTable: instant beyond the table');
    const next = this.perfections.filter((p) => p.jd > t && p.jd <= exit);
    return { voidOfCourse: next.length === 0, next };
  }
}

/** A figure at a Julian day (UT), as castFigure casts it from a request. */
export function figureAt(jd: number, latitude: number, longitude: number, houseSystem: string, services: Services): Figure {
  const ms = Math.round((jd - 2440587.5) * 86400) * 1000;
  const iso = new Date(ms).toISOString();
  return castFigure({ date: iso.slice(0, 10), time: iso.slice(11, 19), timezoneOffset: 0, latitude, longitude, houseSystem }, services, SEVEN_IDS);
}

const SEVEN_IDS = [0, 1, 2, 3, 4, 5, 6];

/** Longitudes of the seven on a regular grid of instants (filled as asked), linearly interpolated between nodes. */
class LongitudeGrid {
  private readonly nodes = new Map<number, number[]>();
  constructor(private readonly services: Services, private readonly step: number) {}
  private node(k: number): number[] {
    let v = this.nodes.get(k);
    if (!v) {
      const t = k * this.step;
      v = SEVEN_IDS.map((id) => this.services.ephemeris.longitudeOnlyAt(t, id, TROPICAL));
      this.nodes.set(k, v);
    }
    return v;
  }
  at(t: number, id: number): number {
    const k = Math.floor(t / this.step);
    const u = t / this.step - k;
    const a = this.node(k)[id]!;
    const b = this.node(k + 1)[id]!;
    return normalizeDegrees(a + u * (((b - a + 540) % 360) - 180));
  }
}

/** The instants in [start, end] where any fact the rules read may change, sorted, without duplicates. */
export function scoreEvents(services: Services, start: number, end: number, latitude: number, longitude: number, houseSystem: HouseSystemCode, activity: Activity, course: MoonCourseTable): number[] {
  const eph = services.ephemeris;
  const cuspIndex = activity.houses[0]! - 1;
  // Houses, angles and sect: one house computation per sample; the planets' longitudes interpolated
  // linearly between 2-hour nodes of the ephemeris (the Moon's error so is under 0.001 deg, which
  // moves a cusp crossing by under a second, the cusps turning 360 deg a day). The Sun's and the
  // Moon's houses are not read by the rules (the Sun's side of the horizon is, as sect).
  const grid = new LongitudeGrid(services, SLOW_STEP);
  const housed = [2, 3, 4, 5, 6];
  // The cusps from the sidereal time (swe_sidtime, swe_houses_armc with the true obliquity): the same cusps as
  // swe_houses_ex (to 1e-12 deg, tropical) at a third of the adapter's houses() cost.
  const fast = (t: number) => {
    const h = eph.housesArmc(normalizeDegrees(eph.siderealTimeHours(t) * 15 + longitude), latitude, eph.obliquity(t), houseSystem);
    return `${housed.map((id) => houseOfBody(grid.at(t, id), h.cusps, houseSystem)).join(',')}|${signIndexOf(h.ascendant)}|${signIndexOf(h.cusps[cuspIndex]!)}|${isDiurnalChart(grid.at(t, 0), h.ascendant) ? 1 : 0}`;
  };
  // Signs, terms, faces, direction; the Moon's via combusta, combustion and phase.
  const slow = (t: number) => {
    const at = SEVEN.map((p) => eph.longitudeAt(t, SWISS_ID[p], TROPICAL));
    const moon = at[1]!.longitude;
    const sun = at[0]!.longitude;
    return `${at.map((x, i) => `${dignityCell(x.longitude)}${i >= 2 && x.speed < 0 ? 'r' : ''}`).join(',')}|${inViaCombusta(moon) ? 1 : 0}${shortestArc(moon, sun) > 8.5 ? 1 : 0}${normalizeDegrees(moon - sun) < 180 ? 1 : 0}`;
  };
  const all = [...stateChanges(fast, start, end, FAST_STEP), ...stateChanges(slow, start, end, SLOW_STEP), ...course.events().filter((t) => t > start && t < end)].sort((a, b) => a - b);
  return all.filter((t, i) => i === 0 || t - all[i - 1]! > 1e-9);
}

/** Scores of the pieces between consecutive events (at each piece's middle, by evaluateRules). */
export function scoreIntervals(body: SearchInput, services: Services, start: number, end: number): ScoredInterval[] {
  const activity = ACTIVITIES.find((a) => a.slug === body.activity);
  if (!activity) throw ApiError.invalidField('activity', `must be one of ${ACTIVITY_SLUGS.join(', ')}`);
  const houseSystem = (body.houseSystem ?? 'P') as HouseSystemCode;
  if (houseSystem === 'G') throw ApiError.invalidField('houseSystem', 'the rules read twelve houses; the Gauquelin sectors have 36');
  // The Moon's course reaches to her first ingress after the range (at most 2.5 days on) and back to the last before it.
  const course = new MoonCourseTable(services, start - 3.5, end + 3.5);
  const cuts = [start, ...scoreEvents(services, start, end, body.latitude, body.longitude, houseSystem, activity, course).filter((t) => t > start && t < end), end];
  const out: ScoredInterval[] = [];
  for (let i = 1; i < cuts.length; i++) {
    const a = cuts[i - 1]!;
    const b = cuts[i]!;
    if (b - a < 2 / 86400) continue; // shorter than the figure's one-second resolution
    const f = figureAt((a + b) / 2, body.latitude, body.longitude, houseSystem, services);
    const r = evaluateRules(f, services, activity, body.bodyPart, course.at(f.jd));
    out.push({ start: a, end: b, score: r.score, totalWeight: r.rules.reduce((x, y) => x + y.weight, 0), failed: r.rules.filter((x) => !x.passed).map((x) => x.code), ascSign: signIndexOf(f.asc), moonSign: signIndexOf(f.lon.Moon) });
  }
  return out;
}

export interface ElectionWindow { start: number; end: number; peak: number; peakScore: number; peakInterval: ScoredInterval }

/**
 * Consecutive pieces scoring at least minScore merged into windows; the peak of a window is the
 * middle of its highest-scoring piece (the longest of equals). Windows shorter than
 * minMinutes are dropped; the rest ranked by peak score, then length.
 */
export function electionWindows(intervals: readonly ScoredInterval[], minScore: number, minMinutes: number): ElectionWindow[] {
  const windows: ElectionWindow[] = [];
  let open: ScoredInterval[] = [];
  const close = () => {
    if (open.length === 0) return;
    const best = open.reduce((x, y) => (y.score > x.score || (y.score === x.score && y.end - y.start > x.end - x.start) ? y : x));
    const w = { start: open[0]!.start, end: open[open.length - 1]!.end, peak: (best.start + best.end) / 2, peakScore: best.score, peakInterval: best };
    if ((w.end - w.start) * 1440 >= minMinutes) windows.push(w);
    open = [];
  };
  for (const iv of intervals) {
    if (iv.score >= minScore && (open.length === 0 || Math.abs(open[open.length - 1]!.end - iv.start) < 1e-9)) open.push(iv);
    else { close(); if (iv.score >= minScore) open.push(iv); }
  }
  close();
  return windows.sort((a, b) => b.peakScore - a.peakScore || (b.end - b.start) - (a.end - a.start));
}

export function electionalSearch(body: SearchInput, services: Services, lang: LangCode) {
  const { start, end, offsetMinutes } = resolveRange(body, services, 90);
  const activity = ACTIVITIES.find((a) => a.slug === body.activity);
  if (!activity) throw ApiError.invalidField('activity', `must be one of ${ACTIVITY_SLUGS.join(', ')}`);
  const intervals = scoreIntervals(body, services, start, end);
  // Default: grade b or better (70 % of the rules' weight passed: score = 2 passed - total >= 0.4 total).
  const minScore = body.minScore ?? 0.4 * (intervals[0]?.totalWeight ?? 0);
  const windows = electionWindows(intervals, minScore, body.stepMinutes ?? 15).slice(0, body.limit ?? 10);
  const iso = (jd: number) => jdToIsoWithOffset(jd, offsetMinutes);
  const sign = (i: number) => ({ sign: i + 1, signName: signName(i + 1, lang) });
  return {
    activity: activityNamed(activity, lang),
    minScore,
    scanned: intervals.length,
    windows: windows.map((w) => ({
      start: iso(w.start), end: iso(w.end), peak: iso(w.peak), peakScore: w.peakScore,
      ascendantSign: sign(w.peakInterval.ascSign), moonSign: sign(w.peakInterval.moonSign),
      failedRules: w.peakInterval.failed,
    })),
  };
}

