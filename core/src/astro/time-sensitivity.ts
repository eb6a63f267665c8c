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
import { findAngleRoots, SECOND_IN_DAYS } from './events.js';
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
