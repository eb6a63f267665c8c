/**
 * Birth-time sensitivity: how far the birth time can move before the chart changes. The
 * changes are roots in time found by the event root finder (events.ts: the window sampled on
 * a coarse grid, each bracket refined by Brent to 0.01 s), never a fine grid:
 *
 *  - the Ascendant and the MC crossing a sign boundary: 12 x angle = 0 (mod 360);
 *  - a body changing sign: 12 x longitude = 0 (mod 360);
 *  - a body changing house: body longitude - cusp k = 0 (mod 360), for every cusp k (a Whole
 *    Sign or Equal cusp that jumps when the Ascendant changes sign is a step; Brent's
 *    bisection converges on the step, which is the instant the house changes).
 *
 * Each root is confirmed by the chart on either side of it (1 s before and after); a root
 * that changes nothing there (a wrap of an angle at a polar discontinuity) is dropped.
 *
 * The grid step keeps 12 x the Ascendant under 180 degrees per step (the unwrapping
 * condition of findAngleRoots) and well below the time between two sign changes: the
 * Ascendant's fastest signs rise in about 55 min at 51 deg N, 35 min at 60 deg, 15 min at 65
 * deg, so 5 min below 55 deg latitude, 2 min below 63 deg, 30 s above.
 */
import type { Ephemeris, HouseResult } from '../services.js';
import { ApiError } from '../errors.js';
import { normalizeDegrees, signedArc } from './angles.js';
import { bodyById } from './bodies.js';
import { houseOfBody } from './chart.js';
import { brentRoot, findAngleRoots, ROOT_TOLERANCE_DAYS, SECOND_IN_DAYS } from './events.js';
import { signOf } from './zodiac.js';
import type { SignName } from './zodiac.js';
import type { ChartSettings } from './settings.js';

export const MINUTE_IN_DAYS = 1 / 1440;
/** The largest window either side of the birth time (the contract: windowMinutes <= 720). */
export const MAX_SENSITIVITY_WINDOW_MINUTES = 720;

export interface AngleSignChange {
  jd: number;
  /** Signed minutes from the given time (negative: an earlier birth time). */
  minutes: number;
  fromSign: SignName;
  toSign: SignName;
}

export interface BodySignChange extends AngleSignChange {
  body: number;
  name: string;
}

export interface HouseChange {
  jd: number;
  minutes: number;
  body: number;
  name: string;
  /** The house just before the instant and just after it, in the direction of time. */
  fromHouse: number;
  toHouse: number;
}

export interface TimeSensitivity {
  jd: number;
  windowMinutes: number;
  ascendant: { degreesPerMinute: number; changes: AngleSignChange[] };
  mc: { degreesPerMinute: number; changes: AngleSignChange[] };
  signChanges: BodySignChange[];
  houseChanges: HouseChange[];
  /** The interval around the given time with no change (bounded by the window). */
  stable: { from: number; to: number; boundedBefore: boolean; boundedAfter: boolean };
}

/** Grid step in minutes for a geographic latitude (see the header). */
export function sensitivityStepMinutes(latitude: number): number {
  const a = Math.abs(latitude);
  return a < 55 ? 5 : a < 63 ? 2 : 0.5;
}

/**
 * Angular speed of an angle in degrees per minute: the central difference over t +- 1 min,
 * (angle(t + 1 min) - angle(t - 1 min)) / 2, unwrapped through 360/0.
 */
export function angleDegreesPerMinute(angleAt: (jd: number) => number, jd: number): number {
  return signedArc(angleAt(jd - MINUTE_IN_DAYS), angleAt(jd + MINUTE_IN_DAYS)) / 2;
}

/**
 * Every sign and house change within +-windowMinutes of jd (UT), for the given bodies
 * (bodies the ephemeris cannot place at jd are skipped). Throws ApiError CALCULATION_ERROR
 * where the house system fails (polar Placidus), as the chart itself does.
 */
export function timeSensitivity(
  ephemeris: Ephemeris,
  jd: number,
  latitude: number,
  longitude: number,
  settings: ChartSettings,
  bodies: readonly number[],
  windowMinutes: number,
): TimeSensitivity {
  if (!(windowMinutes > 0 && windowMinutes <= MAX_SENSITIVITY_WINDOW_MINUTES)) {
    throw ApiError.invalidField('windowMinutes', `must be more than 0 and at most ${MAX_SENSITIVITY_WINDOW_MINUTES}`);
  }
  const start = jd - windowMinutes * MINUTE_IN_DAYS;
  const end = jd + windowMinutes * MINUTE_IN_DAYS;
  const step = Math.min(sensitivityStepMinutes(latitude), windowMinutes) * MINUTE_IN_DAYS;

  // The grid is shared by every search: houses and positions are cast once per instant.
  const houseCache = new Map<number, HouseResult>();
  const housesAt = (t: number): HouseResult => {
    let h = houseCache.get(t);
    if (!h) {
      h = ephemeris.houses(t, latitude, longitude, settings.houseSystem, settings);
      houseCache.set(t, h);
    }
    return h;
  };
  const posCache = new Map<number, Map<number, number>>();
  const lonAt = (t: number, body: number): number => {
    let m = posCache.get(t);
    if (!m) {
      m = new Map();
      posCache.set(t, m);
    }
    let lon = m.get(body);
    if (lon === undefined) {
      lon = normalizeDegrees(ephemeris.position(t, body, settings).longitude);
      m.set(body, lon);
    }
    return lon;
  };
  const opts = { step };
  const minutesOf = (t: number) => (t - jd) / MINUTE_IN_DAYS;

  const angleChanges = (angleAt: (t: number) => number): AngleSignChange[] => {
    const out: AngleSignChange[] = [];
    for (const r of findAngleRoots((t) => 12 * angleAt(t), start, end, opts)) {
      const fromSign = signOf(angleAt(r.jd - SECOND_IN_DAYS)).sign;
      const toSign = signOf(angleAt(r.jd + SECOND_IN_DAYS)).sign;
      if (fromSign !== toSign) out.push({ jd: r.jd, minutes: minutesOf(r.jd), fromSign, toSign });
    }
    return out;
  };
  const ascAt = (t: number) => housesAt(t).ascendant;
  const mcAt = (t: number) => housesAt(t).mc;

  const placeable = bodies.filter((b) => ephemeris.canPlace(start, b) && ephemeris.canPlace(jd, b) && ephemeris.canPlace(end, b));
  const nameOf = (b: number) => bodyById(b)?.name ?? `Body ${b}`;

  const signChanges: BodySignChange[] = [];
  for (const body of placeable) {
    for (const c of angleChanges((t) => lonAt(t, body))) signChanges.push({ ...c, body, name: nameOf(body) });
  }

  const houseAt = (t: number, body: number) => houseOfBody(lonAt(t, body), housesAt(t).cusps, settings.houseSystem);
  const cuspCount = housesAt(jd).cusps.length;
  const houseChanges: HouseChange[] = [];
  for (const body of placeable) {
    const seen = new Set<number>();
    for (let k = 0; k < cuspCount; k++) {
      for (const r of findAngleRoots((t) => lonAt(t, body) - housesAt(t).cusps[k]!, start, end, opts)) {
        const fromHouse = houseAt(r.jd - SECOND_IN_DAYS, body);
        const toHouse = houseAt(r.jd + SECOND_IN_DAYS, body);
        // A Whole Sign jump moves several cusps at once: one change, reported once.
        const key = Math.round(r.jd / SECOND_IN_DAYS);
        if (fromHouse === toHouse || seen.has(key)) continue;
        seen.add(key);
        houseChanges.push({ jd: r.jd, minutes: minutesOf(r.jd), body, name: nameOf(body), fromHouse, toHouse });
      }
    }
  }
  houseChanges.sort((a, b) => a.jd - b.jd || a.body - b.body);
  signChanges.sort((a, b) => a.jd - b.jd || a.body - b.body);

  const ascendant = { degreesPerMinute: angleDegreesPerMinute(ascAt, jd), changes: angleChanges(ascAt) };
  const mc = { degreesPerMinute: angleDegreesPerMinute(mcAt, jd), changes: angleChanges(mcAt) };

  const all = [...ascendant.changes, ...mc.changes, ...signChanges, ...houseChanges].map((c) => c.jd);
  const before = all.filter((t) => t <= jd);
  const after = all.filter((t) => t > jd);
  const from = before.length ? Math.max(...before) : start;
  const to = after.length ? Math.min(...after) : end;
  return {
    jd,
    windowMinutes,
    ascendant,
    mc,
    signChanges,
    houseChanges,
    stable: { from, to, boundedBefore: before.length > 0, boundedAfter: after.length > 0 },
  };
}

/** The change nearest before (minutes <= 0) and after (minutes > 0) the given time. */
export function nearestChanges<T extends { minutes: number }>(changes: readonly T[]): { before: T | null; after: T | null } {
  let before: T | null = null;
  let after: T | null = null;
  for (const c of changes) {
    if (c.minutes <= 0 && (!before || c.minutes > before.minutes)) before = c;
    if (c.minutes > 0 && (!after || c.minutes < after.minutes)) after = c;
  }
  return { before, after };
}

// ---- The chart's short window, from the speeds already in the chart ----------------------------

/** Sidereal rotation of the Earth in degrees of ARMC per day of UT (1.00273790935 x 360; Meeus, Astronomical Algorithms, ch. 12). */
export const ARMC_DEGREES_PER_DAY = 360.98564736629;
/**
 * Margin (degrees) added to a body's linear reach |speed| x window when screening sign
 * boundaries. The Moon's acceleration stays under 1 deg/day^2 (its speed runs between 11.8 and
 * 15.4 deg/day over half an anomalistic month), so over 15 min the linear prediction is off by
 * at most 0.5 x 1 x (15/1440)^2 = 5e-5 deg; the true node's wobble is slower. 0.01 deg is 200x that.
 */
const SIGN_SCREEN_MARGIN_DEGREES = 0.01;
/**
 * A Newton step shorter than this ends a refinement. The first step starts from the quadratic
 * through three exact samples (off by under 1 s at the latitudes sampled so, measured
 * against the exhaustive search); one step from there leaves a few thousandths of a second
 * (second order in the guess's error), under the old search's 0.01 s Brent tolerance.
 */
const FIRST_STEP_ACCEPT_DAYS = 2 * SECOND_IN_DAYS;
const NEWTON_TOLERANCE_DAYS = ROOT_TOLERANCE_DAYS;
/**
 * Systems whose houses are cast from the date (swe_houses_ex) as the chart's: Sunshine needs
 * the Sun's declination, which swe_houses_armc keeps from its previous call; Gauquelin
 * sectors, which swe_houses_armc refuses at some ARMCs.
 */
const DATE_HOUSE_SYSTEMS: readonly string[] = ['I', 'i', 'G'];
/** Sidereal systems whose cusps are not the tropical ones less the ayanamsa (sign-based). */
const SIDEREAL_DATE_HOUSE_SYSTEMS: readonly string[] = ['W', 'N'];

/** What chartWindowChanges reads from a cast chart: no ephemeris call repeats the cast's. */
export interface CastPoints {
  jd: number;
  latitude: number;
  longitude: number;
  settings: ChartSettings;
  armc: number;
  ascendant: number;
  mc: number;
  cusps: readonly number[];
  bodies: readonly { id: number; name: string; longitude: number; speed: number }[];
}

export type WindowChanges = Pick<TimeSensitivity, 'ascendant' | 'mc' | 'signChanges' | 'houseChanges'>;

/** The houses at one instant: [ascendant, mc, cusp 1, cusp 2, ...]. */
type HousePoints = number[];
const ASC = 0;
const MC = 1;
const CUSP0 = 2;

interface WindowContext {
  ephemeris: Ephemeris;
  jd: number;
  latitude: number;
  longitude: number;
  obliquity: number;
  armc: number;
  settings: ChartSettings;
  /** Houses from the date (swe_houses_ex) rather than from the ARMC. */
  byDate: boolean;
  /** Placidus cusps computed here (placidusPoints) rather than by swe_houses_armc. */
  placidus: boolean;
  /** Sidereal: the ayanamsa the chart's cusps carry (Swiss subtracts it from the tropical houses). */
  offset: number;
  chartPoints: HousePoints;
}

function housePointsAt(c: WindowContext, t: number): HousePoints {
  if (t === c.jd) return c.chartPoints;
  if (c.placidus) {
    const out = placidusPoints(c.armc + ARMC_DEGREES_PER_DAY * (t - c.jd), c.latitude, c.obliquity);
    if (c.offset !== 0) for (let i = 0; i < out.length; i++) out[i] = normalizeDegrees(out[i]! - c.offset);
    return out;
  }
  const h = c.byDate
    ? c.ephemeris.houses(t, c.latitude, c.longitude, c.settings.houseSystem, c.settings)
    : c.ephemeris.housesArmc(normalizeDegrees(c.armc + ARMC_DEGREES_PER_DAY * (t - c.jd)), c.latitude, c.obliquity, c.settings.houseSystem);
  const out: HousePoints = [h.ascendant, h.mc, ...h.cusps];
  if (c.offset !== 0 && !c.byDate) for (let i = 0; i < out.length; i++) out[i] = normalizeDegrees(out[i]! - c.offset);
  return out;
}

const DEG = Math.PI / 180;

/**
 * The Ascendant or the MC at t from the ARMC by the spherical triangle (Meeus, Astronomical
 * Algorithms, ch. 13-14; Swiss Ephemeris computes the same two formulas): MC = atan2(sin
 * ARMC, cos ARMC cos e), ASC = atan2(cos ARMC, -(sin ARMC cos e + tan lat sin e)). No call.
 */
function angleAt(c: WindowContext, t: number, index: number): number {
  if (t === c.jd) return c.chartPoints[index]!;
  return normalizeDegrees(tropicalAngle(c.armc + ARMC_DEGREES_PER_DAY * (t - c.jd), c.obliquity, c.latitude, index) - c.offset);
}

function tropicalAngle(armc: number, obliquity: number, latitude: number, index: number): number {
  const th = armc * DEG;
  const e = obliquity * DEG;
  const a = index === MC
    ? Math.atan2(Math.sin(th), Math.cos(th) * Math.cos(e))
    : Math.atan2(Math.cos(th), -(Math.sin(th) * Math.cos(e) + Math.tan(latitude * DEG) * Math.sin(e)));
  return normalizeDegrees(a / DEG);
}

/** Swiss Ephemeris's Asc1 (swehouse.c): the ecliptic point rising at oblique ascension x1 under pole height f. */
function ascendantAtPole(x1: number, f: number, sine: number, cose: number): number {
  return normalizeDegrees(Math.atan2(Math.sin(x1 * DEG), Math.cos(x1 * DEG) * cose - Math.tan(f * DEG) * sine) / DEG);
}

/**
 * One Placidus cusp (11, 12, 2 or 3) as Swiss Ephemeris's CalcH iterates it (swehouse.c,
 * 'P'): the pole height from the cusp's declination, the cusp from the pole height, until two
 * iterates agree to 0.01" (its VERY_SMALL_PLAC_ITER), so the same fixed point to ~1e-12 deg.
 */
function placidusCusp(rectasc: number, poleStart: number, divisor: number, tanfi: number, sine: number, cose: number): number {
  let tant = Math.tan(Math.asin(sine * Math.sin(ascendantAtPole(rectasc, poleStart, sine, cose) * DEG)));
  if (Math.abs(tant) < 1e-10) return rectasc;
  let f = Math.atan(Math.sin(Math.asin(tanfi * tant) / divisor) / tant) / DEG;
  let cusp = ascendantAtPole(rectasc, f, sine, cose);
  let previous = 0;
  for (let i = 1; i <= 100; i++) {
    tant = Math.tan(Math.asin(sine * Math.sin(cusp * DEG)));
    if (Math.abs(tant) < 1e-10) return rectasc;
    f = Math.atan(Math.sin(Math.asin(tanfi * tant) / divisor) / tant) / DEG;
    cusp = ascendantAtPole(rectasc, f, sine, cose);
    if (i > 1 && Math.abs(signedArc(previous, cusp)) < 1 / 360000) break;
    previous = cusp;
  }
  return cusp;
}

/**
 * Placidus houses from the ARMC outside the polar circles, [ascendant, mc, cusps 1-12], by
 * Swiss Ephemeris's own iteration (above): the sensitivity samples and refines Placidus
 * cusps without a library call each time. The unit test holds it to swe_houses_armc.
 */
export function placidusPoints(armc: number, latitude: number, obliquity: number): HousePoints {
  const th = normalizeDegrees(armc);
  const sine = Math.sin(obliquity * DEG);
  const cose = Math.cos(obliquity * DEG);
  const tane = Math.tan(obliquity * DEG);
  const tanfi = Math.tan(latitude * DEG);
  const a = Math.asin(tanfi * tane) / DEG;
  const fh1 = Math.atan(Math.sin((a / 3) * DEG) / tane) / DEG;
  const fh2 = Math.atan(Math.sin(((a * 2) / 3) * DEG) / tane) / DEG;
  const asc = tropicalAngle(th, obliquity, latitude, ASC);
  const mc = tropicalAngle(th, obliquity, latitude, MC);
  const c11 = placidusCusp(normalizeDegrees(30 + th), fh1, 3, tanfi, sine, cose);
  const c12 = placidusCusp(normalizeDegrees(60 + th), fh2, 1.5, tanfi, sine, cose);
  const c2 = placidusCusp(normalizeDegrees(120 + th), fh2, 1.5, tanfi, sine, cose);
  const c3 = placidusCusp(normalizeDegrees(150 + th), fh1, 3, tanfi, sine, cose);
  const o = (x: number) => normalizeDegrees(x + 180);
  return [asc, mc, asc, c2, c3, o(mc), o(c11), o(c12), o(asc), o(c2), o(c3), mc, c11, c12];
}

/** One Placidus cusp (points index) at t: a refinement needs the cusp that crosses, not all twelve. */
function placidusPointAt(c: WindowContext, t: number, index: number): number {
  const cusp = index - CUSP0 + 1;
  const opposite = cusp >= 4 && cusp <= 9;
  const own = opposite ? cusp + 6 > 12 ? cusp - 6 : cusp + 6 : cusp;
  const th = normalizeDegrees(c.armc + ARMC_DEGREES_PER_DAY * (t - c.jd));
  let lon: number;
  if (own === 1) lon = tropicalAngle(th, c.obliquity, c.latitude, ASC);
  else if (own === 10) lon = tropicalAngle(th, c.obliquity, c.latitude, MC);
  else {
    const sine = Math.sin(c.obliquity * DEG);
    const cose = Math.cos(c.obliquity * DEG);
    const tane = Math.tan(c.obliquity * DEG);
    const tanfi = Math.tan(c.latitude * DEG);
    const a = Math.asin(tanfi * tane) / DEG;
    const third = own === 11 || own === 3;
    const pole = Math.atan(Math.sin(((third ? a / 3 : (a * 2) / 3)) * DEG) / tane) / DEG;
    const rectasc = normalizeDegrees((own === 11 ? 30 : own === 12 ? 60 : own === 2 ? 120 : 150) + th);
    lon = placidusCusp(rectasc, pole, third ? 3 : 1.5, tanfi, sine, cose);
  }
  return normalizeDegrees(lon + (opposite ? 180 : 0) - c.offset);
}

/**
 * The difference that is zero at a crossing: point `index` of the houses against a fixed
 * `target` longitude (a sign boundary), or against a body moving linearly from `lon0` at
 * `speed` degrees per day (a cusp passing the body).
 */
function differenceAt(c: WindowContext, t: number, index: number, target: number, lon0: number, speed: number): number {
  const p = index === ASC || index === MC ? angleAt(c, t, index) : c.placidus && t !== c.jd ? placidusPointAt(c, t, index) : housePointsAt(c, t)[index]!;
  return Number.isNaN(target) ? signedArc(p, lon0 + speed * (t - c.jd)) : signedArc(target, p);
}

/**
 * Root in time of differenceAt inside [ta, tb] (where it changes sign): Newton steps with exact
 * houses from the interpolated guess and slope, each later slope the last secant, until a step
 * is short enough; Brent's method on the bracket (events.ts, the exhaustive search's refinement)
 * when that does not converge (a step in the cusps).
 */
function refineCrossing(c: WindowContext, index: number, target: number, lon0: number, speed: number, ta: number, tb: number, fa: number, fb: number, guess: number, slope: number): number {
  if (tb - ta <= NEWTON_TOLERANCE_DAYS) return (ta + tb) / 2;
  let t0 = Math.min(Math.max(guess, ta), tb);
  let f0 = differenceAt(c, t0, index, target, lon0, speed);
  let s = slope;
  for (let i = 0; i < 8; i++) {
    if (f0 === 0) return t0;
    if (!(s !== 0 && Number.isFinite(s))) break;
    const t1 = t0 - f0 / s;
    if (!(t1 >= ta - NEWTON_TOLERANCE_DAYS && t1 <= tb + NEWTON_TOLERANCE_DAYS)) break;
    if (Math.abs(t1 - t0) < (i === 0 ? FIRST_STEP_ACCEPT_DAYS : NEWTON_TOLERANCE_DAYS)) return t1;
    const f1 = differenceAt(c, t1, index, target, lon0, speed);
    s = (f1 - f0) / (t1 - t0);
    t0 = t1;
    f0 = f1;
  }
  return brentRoot((t) => differenceAt(c, t, index, target, lon0, speed), ta, tb, ROOT_TOLERANCE_DAYS, fa, fb);
}

/**
 * The root inside [ta, tb] of the quadratic through three samples (t0 < t1 < t2), and the
 * quadratic's slope there; null when it has none there.
 */
function quadraticRoot(t0: number, f0: number, t1: number, f1: number, t2: number, f2: number, ta: number, tb: number): { t: number; slope: number } | null {
  // Newton form about t1: f = f1 + b x + c x^2, x = t - t1.
  const d01 = (f1 - f0) / (t1 - t0);
  const d12 = (f2 - f1) / (t2 - t1);
  const c = (d12 - d01) / (t2 - t0);
  const b = d12 - c * (t2 - t1);
  let x: number;
  if (c === 0) x = -f1 / b;
  else {
    const disc = b * b - 4 * c * f1;
    if (disc < 0) return null;
    const q = -0.5 * (b + (b < 0 ? -1 : 1) * Math.sqrt(disc));
    const xa = q / c;
    const xb = q !== 0 ? f1 / q : xa;
    const inA = t1 + xa >= ta && t1 + xa <= tb;
    const inB = t1 + xb >= ta && t1 + xb <= tb;
    if (inA && inB) x = Math.abs(xa) < Math.abs(xb) ? xa : xb;
    else if (inA) x = xa;
    else if (inB) x = xb;
    else return null;
  }
  if (!Number.isFinite(x)) return null;
  return { t: t1 + x, slope: b + 2 * c * x };
}

/**
 * Crossings of zero by differenceAt between consecutive samples (`values` are its values at
 * `times`): a sign change of a small difference (a jump through 180 degrees is a wrap, not a
 * crossing), each refined. `rising`: the difference increases through zero.
 */
function sampledCrossings(c: WindowContext, times: readonly number[], values: readonly number[], index: number, target: number, lon0: number, speed: number, out: { jd: number; rising: boolean; bracket: number }[]): void {
  for (let i = 0; i + 1 < times.length; i++) {
    const va = values[i]!;
    const vb = values[i + 1]!;
    if ((va < 0) === (vb < 0) || Math.abs(va - vb) >= 180) continue;
    const ta = times[i]!;
    const tb = times[i + 1]!;
    if (va === 0) {
      out.push({ jd: ta, rising: vb > va, bracket: i });
      continue;
    }
    // The third sample: the next one, or the previous one at the window's end.
    const k = i + 2 < times.length ? i + 2 : i - 1;
    let guess: { t: number; slope: number } | null = null;
    const vk = k >= 0 ? values[k]! : NaN;
    if (k >= 0 && Math.abs(vk - va) < 180 && Math.abs(vk - vb) < 180) {
      guess = k > i ? quadraticRoot(ta, va, tb, vb, times[k]!, vk, ta, tb) : quadraticRoot(times[k]!, vk, ta, va, tb, vb, ta, tb);
    }
    const slope = (vb - va) / (tb - ta);
    const t = guess ? guess.t : ta - va / slope;
    out.push({ jd: refineCrossing(c, index, target, lon0, speed, ta, tb, va, vb, t, guess ? guess.slope : slope), rising: vb > va, bracket: i });
  }
}

/**
 * The sign and house changes of POST /chart's `sensitivity` member within +-windowMinutes,
 * the same roots as timeSensitivity (whose exhaustive search stays the oracle, and the answer
 * of /chart/time-sensitivity) at a fraction of the calls:
 *
 *  - Houses are a function of the ARMC alone over a window of minutes (the obliquity, the
 *    nutation and the ayanamsa move the cusps by about 1e-6 deg in 15 min), so the cusps and
 *    angles at another instant come from swe_houses_armc at ARMC + 360.9856 deg/day x dt
 *    (Meeus ch. 12); at the given time they are the chart's own. Sidereal cusps are the
 *    tropical ones less the ayanamsa, which the chart's Ascendant gives once.
 *  - Samples: both ends of the window and the given time below 55 deg of latitude (the
 *    Ascendant's fastest sign takes over 40 min there, and the cusps move forward
 *    monotonically, so a cusp cannot pass a body and come back between samples); the old
 *    grid (sensitivityStepMinutes) above. Between samples a body moves linearly (under 5e-5
 *    deg off over 15 min, a few thousandths of a second of a house change).
 *  - Each crossing found between samples (of 30k deg by the Ascendant or the MC; of a cusp by
 *    a body) is refined from the quadratic through three samples by Newton steps with exact
 *    houses: one evaluation, rarely two. Only real changes cost anything.
 *  - The Ascendant and the MC come from their two formulas (tropicalAngle), and Placidus
 *    cusps (the default system) from Swiss Ephemeris's own iteration (placidusPoints), so a
 *    Placidus chart's sensitivity makes no library call but for a body near a sign boundary;
 *    the obliquity is read back from the chart's MC (obliquityOfChart). Other systems call
 *    swe_houses_armc, two samples and about one call per change.
 *  - A body's sign change is screened from its longitude and speed in the chart (the linear
 *    reach plus SIGN_SCREEN_MARGIN_DEGREES) and refined by Newton on the exact longitude.
 *  - Whole Sign cusps step when the Ascendant changes sign: those instants join the samples
 *    (0.005 s either side), so each step is bracketed to the tolerance.
 *  - Inside the polar circles, where the Ascendant can jump half a circle, the exhaustive
 *    search answers (only systems other than Placidus, Koch and Gauquelin get there).
 */
export function chartWindowChanges(ephemeris: Ephemeris, chart: CastPoints, windowMinutes: number): WindowChanges {
  const { jd, latitude, settings } = chart;
  const system = settings.houseSystem;
  const obliquity = obliquityOfChart(chart) ?? ephemeris.obliquity(jd);
  if (Math.abs(latitude) >= 90 - obliquity) {
    const s = timeSensitivity(ephemeris, jd, latitude, chart.longitude, settings, chart.bodies.map((b) => b.id), windowMinutes);
    return { ascendant: s.ascendant, mc: s.mc, signChanges: s.signChanges, houseChanges: s.houseChanges };
  }
  const start = jd - windowMinutes * MINUTE_IN_DAYS;
  const end = jd + windowMinutes * MINUTE_IN_DAYS;
  const c: WindowContext = {
    ephemeris, jd, latitude, longitude: chart.longitude, obliquity, armc: chart.armc, settings, offset: 0,
    byDate: DATE_HOUSE_SYSTEMS.includes(system) || (settings.zodiacType === 'sidereal' && SIDEREAL_DATE_HOUSE_SYSTEMS.includes(system)),
    placidus: system === 'P',
    chartPoints: [chart.ascendant, chart.mc, ...chart.cusps],
  };
  // Sidereal: the ayanamsa is the tropical Ascendant (by the formula) less the chart's.
  if (settings.zodiacType === 'sidereal') c.offset = signedArc(chart.ascendant, tropicalAngle(chart.armc, obliquity, latitude, ASC));

  const stepMinutes = Math.abs(latitude) < 55 ? windowMinutes : Math.min(sensitivityStepMinutes(latitude), windowMinutes);
  const n = Math.max(2, Math.ceil((2 * windowMinutes) / stepMinutes));
  let times: number[] = [];
  for (let i = 0; i <= n; i++) times.push(i === n ? end : start + (i * (end - start)) / n);
  if (!times.includes(jd)) times = [...times, jd].sort((a, b) => a - b);
  let points = times.map((t) => housePointsAt(c, t));
  const found: { jd: number; rising: boolean; bracket: number }[] = [];
  const values: number[] = new Array(times.length);

  const angleChanges = (index: number): AngleSignChange[] => {
    const out: AngleSignChange[] = [];
    // The boundaries either side of each sample: the samples are under a sign apart.
    const boundaries: number[] = [];
    for (const p of points) {
      const below = Math.floor(p[index]! / 30) * 30;
      for (const b of [below % 360, (below + 30) % 360]) if (!boundaries.includes(b)) boundaries.push(b);
    }
    for (const b of boundaries) {
      for (let i = 0; i < times.length; i++) values[i] = signedArc(b, points[i]![index]!);
      found.length = 0;
      sampledCrossings(c, times, values, index, b, 0, 0, found);
      for (const r of found) {
        if (r.jd < start || r.jd > end) continue;
        const fromSign = signOf(r.rising ? b - 1e-9 : b + 1e-9).sign;
        const toSign = signOf(r.rising ? b + 1e-9 : b - 1e-9).sign;
        out.push({ jd: r.jd, minutes: (r.jd - jd) / MINUTE_IN_DAYS, fromSign, toSign });
      }
    }
    return out.sort((x, y) => x.jd - y.jd);
  };
  const ascChanges = angleChanges(ASC);
  const mcChanges = angleChanges(MC);
  if (system === 'W' && ascChanges.length > 0) {
    // Whole Sign cusps step with the Ascendant's sign: bracket each step to the tolerance.
    const extra = ascChanges.flatMap((x) => [x.jd - ROOT_TOLERANCE_DAYS / 2, x.jd + ROOT_TOLERANCE_DAYS / 2]);
    const merged = [...times, ...extra].sort((a, b) => a - b);
    points = merged.map((t) => (times.includes(t) ? points[times.indexOf(t)]! : housePointsAt(c, t)));
    times = merged;
  }

  const bodies = chart.bodies.filter((b) => ephemeris.canPlace(start, b.id) && ephemeris.canPlace(end, b.id));
  const signChanges: BodySignChange[] = [];
  for (const b of bodies) {
    const reach = Math.abs(b.speed) * windowMinutes * MINUTE_IN_DAYS + SIGN_SCREEN_MARGIN_DEGREES;
    for (let k = Math.ceil((b.longitude - reach) / 30); k * 30 <= b.longitude + reach; k++) {
      const change = bodySignChange(ephemeris, settings, b.id, normalizeDegrees(k * 30), b.longitude, b.speed, jd, start, end);
      if (change) signChanges.push({ ...change, minutes: (change.jd - jd) / MINUTE_IN_DAYS, body: b.id, name: b.name });
    }
  }

  // Houses: each body against each cusp along the samples, the body moving linearly.
  const houseChanges: HouseChange[] = [];
  const cuspCount = chart.cusps.length;
  // The body's longitude at each sample, once.
  const lonAt: number[] = new Array(times.length);
  for (const b of bodies) {
    const seen: number[] = [];
    for (let i = 0; i < times.length; i++) lonAt[i] = b.longitude + b.speed * (times[i]! - jd);
    for (let k = 0; k < cuspCount; k++) {
      // Most pairs never meet: look for a sign change before anything else. The difference
      // is folded into (-180, 180] by adding or taking 360 (both angles are within a degree
      // of [0, 360)): 168 pairs a chart, so no floating-point remainder here.
      let meets = false;
      for (let i = 0; i < times.length; i++) {
        let d = lonAt[i]! - points[i]![CUSP0 + k]!;
        while (d > 180) d -= 360;
        while (d <= -180) d += 360;
        values[i] = d;
        if (i > 0 && values[i - 1]! < 0 !== d < 0 && Math.abs(values[i - 1]! - d) < 180) meets = true;
      }
      if (!meets) continue;
      found.length = 0;
      sampledCrossings(c, times, values, CUSP0 + k, NaN, b.longitude, b.speed, found);
      for (const r of found) {
        if (r.jd < start || r.jd > end) continue;
        const key = Math.round(r.jd / SECOND_IN_DAYS);
        if (seen.includes(key)) continue;
        // The house on either side, as the exhaustive search reads it (houseOfBody 1 s before
        // and after, in the system's own numbering: Gauquelin runs backwards, and the
        // azimuthal system's cusps run against the zodiac).
        const lonAtRoot = b.longitude + b.speed * (r.jd - jd);
        const fromHouse = houseNearRoot(points, times, r.bracket, k, r.jd, -SECOND_IN_DAYS, lonAtRoot, b.speed, system);
        const toHouse = houseNearRoot(points, times, r.bracket, k, r.jd, SECOND_IN_DAYS, lonAtRoot, b.speed, system);
        if (fromHouse === toHouse) continue;
        seen.push(key);
        houseChanges.push({ jd: r.jd, minutes: (r.jd - jd) / MINUTE_IN_DAYS, body: b.id, name: b.name, fromHouse, toHouse });
      }
    }
  }
  houseChanges.sort((a, b) => a.jd - b.jd || a.body - b.body);
  signChanges.sort((a, b) => a.jd - b.jd || a.body - b.body);
  return {
    ascendant: { degreesPerMinute: NaN, changes: ascChanges },
    mc: { degreesPerMinute: NaN, changes: mcChanges },
    signChanges,
    houseChanges,
  };
}

/**
 * The house of a body dt after a root at which it meets cusp k: cusp k leaves the body's
 * longitude at its own speed over the bracket, the other cusps are interpolated linearly
 * between the bracket's samples, the body moves at its speed.
 */
function houseNearRoot(points: readonly HousePoints[], times: readonly number[], bracket: number, k: number, root: number, dt: number, lonAtRoot: number, speed: number, system: ChartSettings['houseSystem']): number {
  const ta = times[bracket]!;
  const tb = times[bracket + 1]!;
  const pa = points[bracket]!;
  const pb = points[bracket + 1]!;
  const u = (root + dt - ta) / (tb - ta);
  const inside = u >= 0 && u <= 1;
  const w = inside ? u : u < 0 ? 0 : 1;
  const cusps: number[] = new Array(pa.length - CUSP0);
  for (let j = 0; j < cusps.length; j++) cusps[j] = normalizeDegrees(pa[CUSP0 + j]! + w * signedArc(pa[CUSP0 + j]!, pb[CUSP0 + j]!));
  // Outside the bracket (a root within 1 s of a sample, or a Whole Sign step bracketed to
  // 0.01 s) the sample beyond the root says which side the cusp is on.
  if (inside) cusps[k] = normalizeDegrees(lonAtRoot + (signedArc(pa[CUSP0 + k]!, pb[CUSP0 + k]!) / (tb - ta)) * dt);
  return houseOfBody(normalizeDegrees(lonAtRoot + speed * dt), cusps, system);
}

/**
 * The true obliquity the chart's houses were cast with, read back from its tropical MC and
 * ARMC: tan MC = tan ARMC / cos e (Meeus ch. 13, as Swiss Ephemeris casts the MC), so
 * cos e = sin ARMC cos MC / (cos ARMC sin MC), exact to ~1e-13 deg where ARMC is over 3 deg from
 * a quadrant point. Null elsewhere and for sidereal charts (their MC carries the ayanamsa):
 * then the ephemeris answers.
 */
function obliquityOfChart(chart: CastPoints): number | null {
  if (chart.settings.zodiacType !== 'tropical') return null;
  const th = chart.armc * DEG;
  const mc = chart.mc * DEG;
  if (Math.abs(Math.sin(2 * th)) < 0.1) return null;
  const cosE = (Math.sin(th) * Math.cos(mc)) / (Math.cos(th) * Math.sin(mc));
  const e = Math.acos(cosE) / DEG;
  // The Earth's obliquity stays between 22 and 25 degrees over the ephemeris's range.
  return e > 21 && e < 26 ? e : null;
}

/**
 * A body reaching a sign boundary within [start, end]: Newton on the exact longitude (each
 * call brings the speed) from the linear prediction; near a station, where Newton can leave,
 * the exhaustive search over the window decides. Null when it does not get there.
 */
function bodySignChange(ephemeris: Ephemeris, settings: ChartSettings, body: number, boundary: number, lon0: number, speed0: number, jd: number, start: number, end: number): AngleSignChange | null {
  let t0 = speed0 !== 0 ? jd + signedArc(lon0, boundary) / speed0 : jd;
  if (!(t0 >= start - MINUTE_IN_DAYS && t0 <= end + MINUTE_IN_DAYS)) t0 = Math.min(Math.max(t0, start), end);
  let root: number | null = null;
  let speed = speed0;
  for (let i = 0; i < 10; i++) {
    const p = ephemeris.longitudeAt(t0, body, settings);
    speed = p.speed;
    if (speed === 0) break;
    const t1 = t0 - signedArc(boundary, p.longitude) / speed;
    if (Math.abs(t1 - t0) < NEWTON_TOLERANCE_DAYS) {
      root = t1;
      break;
    }
    if (Math.abs(t1 - jd) > 2 * (end - jd)) return null; // heading away: no crossing near the window
    t0 = t1;
  }
  if (root === null) {
    const roots = findAngleRoots((t) => signedArc(boundary, ephemeris.longitudeAt(t, body, settings).longitude), start, end, { step: (end - start) / 6 });
    if (roots.length === 0) return null;
    root = roots[0]!.jd;
    speed = roots[0]!.direction;
  }
  if (root < start || root > end) return null;
  const fromSign = signOf(boundary - Math.sign(speed) * 1e-9).sign;
  const toSign = signOf(boundary + Math.sign(speed) * 1e-9).sign;
  return fromSign === toSign ? null : { jd: root, minutes: (root - jd) / MINUTE_IN_DAYS, fromSign, toSign };
}
