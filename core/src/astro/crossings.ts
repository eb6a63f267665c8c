/**
 * Many targets on one track: when one angle (a body's longitude, or the separation of two
 * bodies) must be tested against dozens of target values (every natal point times every
 * aspect angle, plus the orb boundaries), sampling the angle once and bracketing every target
 * on the same samples costs one ephemeris call per sample instead of one per sample and target.
 *
 * The samples carry the value and its daily speed (swe_calc_ut with SEFLG_SPEED). The step is
 * chosen from the body's motion (crossingStep): shorter than the shortest retrograde or direct
 * run, so that between two samples whose speeds have the same sign the angle is monotonic; where
 * the speeds differ in sign the station is located (brentRoot on the speed, events.ts) and
 * inserted as a sample. Each piece between samples is then monotonic: every multiple of 360 of
 * (value - target) inside it is one root.
 *
 * Refinement: the cubic Hermite interpolant of the piece (values and speeds at both ends) gives
 * the first guess, then Newton steps on the ephemeris itself, kept inside the bracket, until a
 * step is below the tolerance (Numerical Recipes, 3rd ed., section 9.4, `rtsafe`: Newton-Raphson
 * safeguarded by the bracket); when Newton leaves the bracket or stalls, brentRoot (events.ts)
 * finishes the root. With a Hermite start one or two ephemeris calls per root are typical.
 */
import { ApiError } from '../errors.js';
import type { Ephemeris, ZodiacSettings } from '../services.js';
import { signedArc } from './angles.js';
import { brentRoot, EVENT_SEARCH_MAX_SAMPLES, SECOND_IN_DAYS } from './events.js';
import type { Root } from './events.js';

/** An angle (degrees, any winding) and its rate (degrees per day) at an instant. */
export type AngleSampler = (jd: number) => { value: number; speed: number };

export interface AngleTrack {
  fn: AngleSampler;
  times: number[];
  /** Unwrapped along the samples. */
  values: number[];
  speeds: number[];
}

/** Default root tolerance of the track search: 0.1 s of time (the contracts ask for < 1 s). */
export const TRACK_TOLERANCE_DAYS = 0.1 * SECOND_IN_DAYS;

/**
 * Sampling step (days) for crossings of one body's longitude. It must stay below the body's
 * shortest retrograde or direct run (Mercury about 20 days, Venus 40, Mars 60, Jupiter onward
 * over 110, Chiron 140), so that a station pair never hides between two samples; within that,
 * a longer step costs fewer samples, and the Hermite start is still good enough for Newton to
 * finish most roots in one ephemeris call (the transit calendar's passes moved by under 0.1 s
 * against 3-4-day steps over 25,000 events, bench comparisons of 2026-11). The Moon 1 day;
 * the true node and osculating apogee, which wobble, 0.5 day; the mean node and mean apogee,
 * which never station, and the slow outer bodies 32 days; numbered asteroids (some of them
 * near-Earth, with short retrograde runs) 8.
 */
export function crossingStep(body: number): number {
  if (body === 11 || body === 13) return 0.5;
  if (body === 1) return 1;
  if (body === 2) return 6;
  if (body === 0 || body === 3 || body === 4) return 8;
  if ((body >= 5 && body <= 10) || body === 12 || body === 15 || body === 16) return 32;
  return 8;
}

/** Samples an angle on [start, end]; stations (speed sign changes) become samples. */
export function angleTrack(fn: AngleSampler, start: number, end: number, step: number): AngleTrack {
  const n = Math.max(1, Math.ceil((end - start) / step));
  if (n > EVENT_SEARCH_MAX_SAMPLES) throw new ApiError('CALCULATION_ERROR', `The time search would need ${n} ephemeris samples (at most ${EVENT_SEARCH_MAX_SAMPLES}); shorten the range`);
  const times: number[] = [];
  const values: number[] = [];
  const speeds: number[] = [];
  const push = (t: number, s: { value: number; speed: number }) => {
    const prev = values.length ? values[values.length - 1]! : null;
    times.push(t);
    values.push(prev === null ? s.value : prev + signedArc(prev, s.value));
    speeds.push(s.speed);
  };
  let prevS = fn(start);
  push(start, prevS);
  for (let i = 1; i <= n; i++) {
    const t = i === n ? end : start + i * step;
    const s = fn(t);
    const ta = times[times.length - 1]!;
    if (prevS.speed !== 0 && s.speed !== 0 && Math.sign(prevS.speed) !== Math.sign(s.speed)) {
      const ts = brentRoot((x) => fn(x).speed, ta, t, 1e-5, prevS.speed, s.speed);
      if (ts > ta && ts < t) push(ts, fn(ts));
    }
    push(t, s);
    prevS = s;
  }
  return { fn, times, values, speeds };
}

/**
 * The track lengthened to [start, end] (either may be inside the current span: that side is
 * kept): only the new stretches are sampled, at `step`, stations included, and their values are
 * unwrapped to continue the existing ones. For searches that need more span only sometimes (the
 * transit calendar's orb entry of a series already running when the range begins).
 */
export function extendTrack(track: AngleTrack, start: number, end: number, step: number): AngleTrack {
  let { times, values, speeds } = track;
  const first = times[0]!, last = times[times.length - 1]!;
  if (start < first) {
    const pre = angleTrack(track.fn, start, first, step);
    // The stretch ends on the track's first instant: the same value up to whole turns.
    const shift = 360 * Math.round((values[0]! - pre.values[pre.values.length - 1]!) / 360);
    times = [...pre.times.slice(0, -1), ...times];
    values = [...pre.values.slice(0, -1).map((v) => v + shift), ...values];
    speeds = [...pre.speeds.slice(0, -1), ...speeds];
  }
  if (end > last) {
    const post = angleTrack(track.fn, last, end, step);
    const shift = 360 * Math.round((values[values.length - 1]! - post.values[0]!) / 360);
    times = [...times, ...post.times.slice(1)];
    values = [...values, ...post.values.slice(1).map((v) => v + shift)];
    speeds = [...speeds, ...post.speeds.slice(1)];
  }
  return { fn: track.fn, times, values, speeds };
}

/**
 * The cubic Hermite interpolant's root in [0, h] for p(0) = a, p(h) = b (a, b of opposite sign):
 * Newton on the cubic from the linear guess, kept inside the shrinking bracket (bisection when
 * a step would leave it), to 1e-9 day. Called for every bracket of every target, so it stays
 * cheap: a few iterations rather than a fixed bisection.
 */
function hermiteGuess(a: number, b: number, va: number, vb: number, h: number): number {
  // p(x) = a + va x + c2 x^2 + c3 x^3 with p(h) = b, p'(h) = vb.
  const c2 = (3 * (b - a) - (2 * va + vb) * h) / (h * h);
  const c3 = ((va + vb) * h - 2 * (b - a)) / (h * h * h);
  let lo = 0, hi = h;
  const loNeg = a < 0;
  let x = (a / (a - b)) * h;
  for (let i = 0; i < 40; i++) {
    const fx = a + x * (va + x * (c2 + x * c3));
    if (fx === 0) return x;
    if ((fx < 0) === loNeg) lo = x; else hi = x;
    const d = va + x * (2 * c2 + 3 * x * c3);
    let next = d !== 0 ? x - fx / d : NaN;
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
    if (Math.abs(next - x) < 1e-9 || hi - lo < 1e-9) return next;
    x = next;
  }
  return x;
}

/**
 * A bracketed crossing not yet refined: the sample interval [times[i], times[i+1]] holds one
 * instant where the angle equals `target` (unwrapped), and `guess` is the root of the cubic
 * Hermite interpolant there (no ephemeris call). Callers that only need some of the roots
 * (those in a window, or the orb boundary next to an exact pass) refine just those with
 * refineBracket: each refinement costs one or two ephemeris calls.
 */
export interface CrossingBracket {
  i: number;
  target: number;
  direction: 1 | -1;
  guess: number;
}

/** Every bracket of target (mod 360) on the track, in time order, with its Hermite guess. */
export function trackBrackets(track: AngleTrack, target: number): CrossingBracket[] {
  const { times, values, speeds } = track;
  const out: CrossingBracket[] = [];
  for (let i = 0; i + 1 < times.length; i++) {
    const ua = values[i]!, ub = values[i + 1]!;
    const lo = Math.min(ua, ub), hi = Math.max(ua, ub);
    const rising = ub > ua;
    // Targets target + 360k in (ua, ub] rising, [ub, ua) falling: a root on a sample counted once.
    let k = Math.ceil((lo - target) / 360);
    for (; target + 360 * k <= hi; k++) {
      const tk = target + 360 * k;
      if (tk === ua) continue;
      const ta = times[i]!, tb = times[i + 1]!;
      const fa = ua - tk, fb = ub - tk;
      const guess = fb === 0 ? tb : ta + hermiteGuess(fa, fb, speeds[i]!, speeds[i + 1]!, tb - ta);
      out.push({ i, target: tk, direction: rising ? 1 : -1, guess });
    }
  }
  return out;
}

/** The bracket's root refined on the ephemeris to the tolerance (Newton from the Hermite guess, Brent fallback). */
export function refineBracket(track: AngleTrack, b: CrossingBracket, tolerance = TRACK_TOLERANCE_DAYS): number {
  const { fn, times, values, speeds } = track;
  return refine(fn, times[b.i]!, times[b.i + 1]!, values[b.i]!, values[b.i + 1]!, speeds[b.i]!, speeds[b.i + 1]!, b.target, tolerance, b.guess);
}

/**
 * Instants where the track's angle equals target (mod 360), in time order. direction +1: the
 * angle increasing through it.
 */
export function trackCrossings(track: AngleTrack, target: number, tolerance = TRACK_TOLERANCE_DAYS): Root[] {
  return trackBrackets(track, target).map((b) => ({ jd: refineBracket(track, b, tolerance), direction: b.direction }));
}

function refine(fn: AngleSampler, ta: number, tb: number, ua: number, ub: number, sa: number, sb: number, target: number, tolerance: number, guess?: number): number {
  const fa = ua - target, fb = ub - target;
  if (fa === 0) return ta;
  if (fb === 0) return tb;
  let lo = ta, hi = tb;
  const loNeg = fa < 0;
  let t = guess ?? ta + hermiteGuess(fa, fb, sa, sb, tb - ta);
  for (let i = 0; i < 8; i++) {
    // (Inline rather than a named closure: tsx's keepNames wraps every named arrow created at
    // run time in __name(), which costs more than the arithmetic on this path.)
    const s = fn(t);
    const f = ua + signedArc(ua, s.value) - target, v = s.speed;
    if (f === 0) return t;
    if ((f < 0) === loNeg) lo = t; else hi = t;
    if (v === 0) break;
    const next = t - f / v;
    if (!(next > lo && next < hi)) break;
    const step = Math.abs(next - t);
    if (step < tolerance) return next;
    // Newton's error after this step is about |f''/(2 f')| * step^2 (quadratic convergence);
    // f'' bounded by twice the bracket's mean acceleration. When that is already under the
    // tolerance the step is accepted without another ephemeris call.
    if ((Math.abs((sb - sa) / (tb - ta)) / Math.abs(v)) * step * step < tolerance) return next;
    t = next;
  }
  // Newton may have squeezed the bracket below the tolerance already: the root is inside it, and
  // at that width rounding can hide the sign change Brent needs.
  if (hi - lo <= tolerance) return (lo + hi) / 2;
  const h = (x: number) => ua + signedArc(ua, fn(x).value) - target;
  const hlo = h(lo), hhi = h(hi);
  if (hlo === 0) return lo;
  if (hhi === 0) return hi;
  if (Math.sign(hlo) === Math.sign(hhi)) return Math.abs(hlo) < Math.abs(hhi) ? lo : hi;
  return brentRoot(h, lo, hi, tolerance);
}

/** A body's longitude as a track (in the given zodiac), from the ephemeris' search sampler longitudeAt. */
export function bodyTrack(ephemeris: Ephemeris, body: number, start: number, end: number, zodiac: ZodiacSettings, step = crossingStep(body)): AngleTrack {
  return angleTrack((t) => { const p = ephemeris.longitudeAt(t, body, zodiac); return { value: p.longitude, speed: p.speed }; }, start, end, step);
}
