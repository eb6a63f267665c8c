/**
 * Events in time: the instants where a function of the ephemeris crosses zero. Stations
 * (a body's longitude speed = 0), ingresses (longitude = 30k), returns (longitude = a natal
 * longitude), exact aspects (separation of two bodies = an aspect angle) and lunations (Moon -
 * Sun = 0, 90, 180, 270) are all this one search; the Hellenistic, horary, Vedic and event
 * families stand on it.
 *
 * The method (no fine grid): the interval is sampled at a step chosen from the speeds of the
 * bodies involved (short enough that an angle moves less than 180 degrees, and well below the
 * shortest interval between two roots), every bracket whose end values straddle a root is
 * refined by Brent's method (inverse quadratic interpolation, secant and bisection; Brent,
 * "Algorithms for Minimization without Derivatives", 1973, ch. 4, the `zeroin` routine) to
 * better than 0.01 s of time. Angular functions are unwrapped along the samples, so a crossing
 * of 360/0 degrees is a root like any other and the jump from +180 to -180 is never taken for
 * one. Extra breakpoints (the stations of a body) can be added to the samples: between two
 * stations a longitude is monotonic, so a crossing that happens twice within one step, on
 * either side of a station, is still bracketed.
 *
 * Every search is bounded: by EVENT_SEARCH_MAX_SAMPLES function samples, and the callers bound
 * spans and dates (EVENT_YEARS).
 */
import type { Ephemeris, ZodiacSettings } from '../services.js';
import { ApiError } from '../errors.js';
import { normalizeDegrees, signedArc } from './angles.js';

/** One second of time in days. */
export const SECOND_IN_DAYS = 1 / 86400;
/** Default refinement tolerance: 0.01 s of time (the contract asks for < 1 s). */
export const ROOT_TOLERANCE_DAYS = 0.01 * SECOND_IN_DAYS;
/** A search never evaluates its function more often than this on the scan (refinement apart). */
export const EVENT_SEARCH_MAX_SAMPLES = 400_000;
/** Years the event searches accept (Swiss files 1800-2400, the Moshier theory outside). */
export const EVENT_YEARS = { first: 1000, last: 2999 } as const;

export type TimeFunction = (jd: number) => number;

export interface Root {
  /** Julian day (UT) of the root. */
  jd: number;
  /** +1 when the function rises through zero, -1 when it falls. */
  direction: 1 | -1;
}

export interface ScanOptions {
  /** Sampling step in days. */
  step: number;
  /** Refinement tolerance in days (default ROOT_TOLERANCE_DAYS). */
  tolerance?: number;
  /** Instants that are always sampled (e.g. stations), in addition to the regular grid. */
  breakpoints?: readonly number[];
}

/**
 * Brent's root finder on [a, b] where f(a) and f(b) have opposite signs (or one is zero).
 * Returns x with |x - root| <= tolerance.
 */
export function brentRoot(f: TimeFunction, a: number, b: number, tolerance = ROOT_TOLERANCE_DAYS, fa = f(a), fb = f(b)): number {
  if (fa === 0) return a;
  if (fb === 0) return b;
  if (Math.sign(fa) === Math.sign(fb)) throw new Error(`brentRoot: no sign change on [${a}, ${b}]`);
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let i = 0; i < 200; i++) {
    if (Math.sign(fb) === Math.sign(fc)) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b; b = c; c = a;
      fa = fb; fb = fc; fc = fa;
    }
    const tol = 2 * Number.EPSILON * Math.abs(b) + 0.5 * tolerance;
    const m = 0.5 * (c - b);
    if (Math.abs(m) <= tol || fb === 0) return b;
    if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
      // Interpolation: secant when only two points are distinct, inverse quadratic otherwise.
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * m * s;
        q = 1 - s;
      } else {
        const qa = fa / fc;
        const r = fb / fc;
        p = s * (2 * m * qa * (qa - r) - (b - a) * (r - 1));
        q = (qa - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * m * q - Math.abs(tol * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = m;
        e = d;
      }
    } else {
      d = m;
      e = d;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol ? d : m > 0 ? tol : -tol;
    fb = f(b);
  }
  return b;
}

/** The sample instants of [start, end]: the regular grid, the breakpoints inside, both ends. */
function sampleTimes(start: number, end: number, step: number, breakpoints: readonly number[] = []): number[] {
  if (!(end > start)) return end === start ? [start] : [];
  if (!(step > 0)) throw new Error('event search: step must be positive');
  const n = Math.ceil((end - start) / step);
  if (n + breakpoints.length > EVENT_SEARCH_MAX_SAMPLES) {
    throw new ApiError('CALCULATION_ERROR', `The time search would need ${n} ephemeris samples (at most ${EVENT_SEARCH_MAX_SAMPLES}); shorten the range`);
  }
  const times: number[] = [];
  for (let i = 0; i < n; i++) times.push(start + i * step);
  times.push(end);
  const inside = breakpoints.filter((t) => t > start && t < end);
  if (inside.length === 0) return times;
  return [...times, ...inside].sort((x, y) => x - y).filter((t, i, all) => i === 0 || t !== all[i - 1]);
}

/**
 * Roots of a continuous scalar function (e.g. a longitude speed, for stations) on
 * [start, end]: sign changes between samples, refined by Brent. A root exactly on a sample is
 * reported once. Two roots closer than the step can be missed: choose the step accordingly.
 */
export function findRoots(f: TimeFunction, start: number, end: number, options: ScanOptions): Root[] {
  const tolerance = options.tolerance ?? ROOT_TOLERANCE_DAYS;
  const times = sampleTimes(start, end, options.step, options.breakpoints);
  const roots: Root[] = [];
  let ta = times[0]!;
  let fa = f(ta);
  for (let i = 1; i < times.length; i++) {
    const tb = times[i]!;
    const fb = f(tb);
    if (fa === 0 && i === 1 && fb !== 0) roots.push({ jd: ta, direction: fb > 0 ? 1 : -1 });
    if (fb === 0) {
      if (fa !== 0) roots.push({ jd: tb, direction: fa < 0 ? 1 : -1 });
    } else if (fa !== 0 && Math.sign(fa) !== Math.sign(fb)) {
      roots.push({ jd: brentRoot(f, ta, tb, tolerance, fa, fb), direction: fb > 0 ? 1 : -1 });
    }
    ta = tb;
    fa = fb;
  }
  return roots;
}

/**
 * Roots of an angular function g (degrees) modulo 360: the instants where g(t) is 0 (mod 360).
 * The samples are unwrapped (the step must keep |g(t+step) - g(t)| < 180 degrees), each
 * crossing of a multiple of 360 between two samples is refined by Brent on the unwrapped
 * value. `direction` +1: g increasing through the target.
 */
export function findAngleRoots(g: TimeFunction, start: number, end: number, options: ScanOptions): Root[] {
  const tolerance = options.tolerance ?? ROOT_TOLERANCE_DAYS;
  const times = sampleTimes(start, end, options.step, options.breakpoints);
  const roots: Root[] = [];
  let ta = times[0]!;
  let ua = normalizeDegrees(g(ta));
  if (ua > 180) ua -= 360; // start in (-180, 180] so a root at the first sample is the 0 crossing
  for (let i = 1; i < times.length; i++) {
    const tb = times[i]!;
    const ub = ua + signedArc(ua, g(tb));
    // Multiples of 360 in the half-open interval between the two unwrapped values: (ua, ub]
    // when rising, [ub, ua) when falling, so a root on a sample is counted once.
    const lo = Math.min(ua, ub);
    const hi = Math.max(ua, ub);
    const rising = ub > ua;
    let k = Math.ceil(lo / 360);
    if (rising && k * 360 === lo) k += 1;
    for (; k * 360 <= hi; k++) {
      if (!rising && k * 360 === hi) break;
      const target = k * 360;
      const base = ua;
      const h = (t: number) => base + signedArc(base, g(t)) - target;
      const ha = ua - target;
      const hb = ub - target;
      const jd = ha === 0 ? ta : hb === 0 ? tb : brentRoot(h, ta, tb, tolerance, ha, hb);
      roots.push({ jd, direction: rising ? 1 : -1 });
    }
    ta = tb;
    ua = ub;
  }
  return roots;
}

// ---- Ephemeris-based events ----------------------------------------------------------------

/**
 * Sampling step (days) for a body, from its speed: the Moon 6 hours (12-15 deg/day; two
 * crossings of one longitude are 27 days apart), Sun to Mars one day, Jupiter onward two days
 * (stations are always added as breakpoints for the planets, so double crossings near a
 * station are bracketed).
 */
export function stepForBody(body: number): number {
  if (body === 1) return 0.25;
  if (body === 0 || (body >= 2 && body <= 4)) return 1;
  return 2;
}

/**
 * Sampling step for stations: well below the shortest retrograde (or direct) run. Mercury
 * retrogrades about 20-24 days; Venus, Mars and the outer planets for longer; minor bodies and
 * the true node (which wobbles over days) are sampled every 6 hours.
 */
export function stationStep(body: number): number {
  if ((body >= 2 && body <= 9) || (body >= 15 && body <= 20)) return 1;
  return 0.25;
}

/** Bodies that never station (apparent geocentric longitude): the Sun, the Moon, the mean node and mean apogee. */
export function hasStations(body: number): boolean {
  return !(body === 0 || body === 1 || body === 10 || body === 12);
}

export interface Station {
  jd: number;
  body: number;
  /** retrograde: the speed turns negative; direct: it turns positive. */
  kind: 'retrograde' | 'direct';
  longitude: number;
}

/** Stations of a body in [start, end] (UT Julian days): zeros of the longitude speed. */
export function findStations(ephemeris: Ephemeris, body: number, start: number, end: number, zodiac: ZodiacSettings): Station[] {
  if (!hasStations(body)) return [];
  const speed = (t: number) => ephemeris.position(t, body, zodiac).longitudeSpeed;
  return findRoots(speed, start, end, { step: stationStep(body) }).map((r) => ({
    jd: r.jd,
    body,
    kind: r.direction < 0 ? 'retrograde' : 'direct',
    longitude: normalizeDegrees(ephemeris.position(r.jd, body, zodiac).longitude),
  }));
}

export interface Crossing {
  jd: number;
  body: number;
  /** The longitude crossed (0-360). */
  target: number;
  /** The body was moving backwards through it. */
  retrograde: boolean;
}

function stationBreakpoints(ephemeris: Ephemeris, body: number, start: number, end: number, zodiac: ZodiacSettings): number[] {
  return findStations(ephemeris, body, start, end, zodiac).map((s) => s.jd);
}

/**
 * Instants in [start, end] when a body's longitude equals `target` (a return, or a crossing
 * of a fixed degree), forward and retrograde passes alike.
 */
export function findLongitudeCrossings(ephemeris: Ephemeris, body: number, target: number, start: number, end: number, zodiac: ZodiacSettings, step = stepForBody(body)): Crossing[] {
  const breakpoints = stationBreakpoints(ephemeris, body, start, end, zodiac);
  // Values only (Brent): the cheaper longitudeOnlyAt, position()'s longitude to 2e-8 deg.
  const g = (t: number) => ephemeris.longitudeOnlyAt(t, body, zodiac) - target;
  return findAngleRoots(g, start, end, { step, breakpoints }).map((r) => ({ jd: r.jd, body, target: normalizeDegrees(target), retrograde: r.direction < 0 }));
}

export interface Ingress {
  jd: number;
  body: number;
  /** Sign index entered (0 Aries ... 11 Pisces) and left. */
  toSignIndex: number;
  fromSignIndex: number;
  retrograde: boolean;
}

/** Sign ingresses of a body in [start, end]: crossings of the multiples of 30 degrees. */
export function findIngresses(ephemeris: Ephemeris, body: number, start: number, end: number, zodiac: ZodiacSettings, step = stepForBody(body)): Ingress[] {
  const breakpoints = stationBreakpoints(ephemeris, body, start, end, zodiac);
  // 12 x longitude turns each 30-degree boundary into a multiple of 360; the step must keep
  // the body under 15 degrees per step (the Moon: 6 h).
  const g = (t: number) => 12 * ephemeris.longitudeOnlyAt(t, body, zodiac);
  return findAngleRoots(g, start, end, { step: Math.min(step, stepForBody(body)), breakpoints }).map((r) => {
    const boundary = Math.round(normalizeDegrees(ephemeris.longitudeOnlyAt(r.jd, body, zodiac)) / 30) % 12;
    const retrograde = r.direction < 0;
    return {
      jd: r.jd,
      body,
      toSignIndex: retrograde ? (boundary + 11) % 12 : boundary,
      fromSignIndex: retrograde ? boundary : (boundary + 11) % 12,
      retrograde,
    };
  });
}

export interface AspectInstant {
  jd: number;
  body1: number;
  body2: number;
  /** The aspect angle (0-180) perfected. */
  angle: number;
  /** lambda1 - lambda2 at the instant, folded into [0, 360): angle or 360 - angle. */
  separation: number;
}

/**
 * Instants in [start, end] when lambda1 - lambda2 = +angle or -angle (mod 360): exact aspects
 * of two moving bodies, each body's own motion inside the root. The step defaults to the
 * faster body's; where neither is the Moon, relative stationary points are rare but possible,
 * so both bodies' stations are added as breakpoints.
 */
export function findAspectInstants(
  ephemeris: Ephemeris,
  body1: number,
  body2: number,
  angle: number,
  start: number,
  end: number,
  zodiac: ZodiacSettings,
  step = Math.min(stepForBody(body1), stepForBody(body2)),
): AspectInstant[] {
  const a = Math.abs(angle) % 360;
  const breakpoints = [...stationBreakpoints(ephemeris, body1, start, end, zodiac), ...stationBreakpoints(ephemeris, body2, start, end, zodiac)];
  const sep = (t: number) => ephemeris.position(t, body1, zodiac).longitude - ephemeris.position(t, body2, zodiac).longitude;
  const targets = a === 0 || a === 180 ? [a] : [a, 360 - a];
  const out: AspectInstant[] = [];
  for (const target of targets) {
    for (const r of findAngleRoots((t) => sep(t) - target, start, end, { step, breakpoints })) {
      out.push({ jd: r.jd, body1, body2, angle: Math.min(a, 360 - a), separation: target });
    }
  }
  return out.sort((x, y) => x.jd - y.jd);
}

export interface Lunation {
  jd: number;
  /** 0 new moon, 90 first quarter, 180 full moon, 270 last quarter. */
  phase: 0 | 90 | 180 | 270;
}

/** New moons, quarters and full moons in [start, end]: Moon - Sun = 0, 90, 180, 270. */
export function findLunations(ephemeris: Ephemeris, start: number, end: number, zodiac: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 }): Lunation[] {
  const elong = (t: number) => ephemeris.position(t, 1, zodiac).longitude - ephemeris.position(t, 0, zodiac).longitude;
  // 4 x elongation: every quarter is a multiple of 360; the elongation grows 11-15 deg/day.
  const roots = findAngleRoots((t) => 4 * elong(t), start, end, { step: 0.25 });
  return roots.map((r) => ({ jd: r.jd, phase: (Math.round(normalizeDegrees(elong(r.jd)) / 90) % 4) * 90 as Lunation['phase'] }));
}

/**
 * Checks an event-search range given as YYYY-MM-DD dates: both inside EVENT_YEARS, end not
 * before start, span at most `maxYears`. 400 naming the field otherwise. Returns the Julian
 * days (UT) of start 00:00 and of the end of the end date (24:00).
 */
export function eventRange(
  ephemeris: Ephemeris,
  startDate: string,
  endDate: string,
  maxYears: number,
  fields: { start: string; end: string } = { start: 'startDate', end: 'endDate' },
): { start: number; end: number } {
  const parse = (s: string) => s.split('-').map(Number) as [number, number, number];
  const [y1, m1, d1] = parse(startDate);
  const [y2, m2, d2] = parse(endDate);
  if (y1 < EVENT_YEARS.first || y1 > EVENT_YEARS.last) throw ApiError.invalidField(fields.start, `must be a date in the years ${EVENT_YEARS.first}-${EVENT_YEARS.last}`);
  if (y2 < EVENT_YEARS.first || y2 > EVENT_YEARS.last) throw ApiError.invalidField(fields.end, `must be a date in the years ${EVENT_YEARS.first}-${EVENT_YEARS.last}`);
  const start = ephemeris.julianDay(y1, m1, d1, 0);
  const end = ephemeris.julianDay(y2, m2, d2, 24);
  if (end <= start) throw ApiError.invalidField(fields.end, `must not be before ${fields.start}`);
  if (end - start > maxYears * 365.25 + 1) throw ApiError.invalidField(fields.end, `must be at most ${maxYears} years after ${fields.start}`);
  return { start, end };
}

/**
 * ISO 8601 UTC text of a Julian day (UT), rounded to the second. JavaScript dates are proleptic
 * Gregorian like swe_revjul (SE_GREG_CAL) over +-275760 years, and toISOString writes years
 * outside 0000-9999 in ISO 8601's expanded form (sign and six digits: -000001-12-31T12:00:00Z,
 * as luxon does), so every instant the ephemeris serves is formatted the same way. (Building
 * the text from swe_revjul's year with padStart wrote year -1 as "00-1", issue 10.)
 */
export function jdToIso(_ephemeris: Ephemeris, jd: number): string {
  const seconds = Math.round((jd - 2440587.5) * 86400);
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}
