/**
 * Timing tools: /aspect-timeline (orb curves on a date grid), /aspect-bar (the intervals in
 * orb, Solar Fire style) and /rectification (event-based birth-time search, Noel Tyl).
 *
 * Speed: every ephemeris longitude is taken once per distinct moment. Where the grid is
 * finer than a body needs, a body's longitude comes from a cubic Hermite track through exact
 * swe_calc_ut positions and speeds at nodes (hermiteStep: Moon every 0.5 day, Sun to Mars
 * every 2 days, the rest every 4, the true node 0.5): the interpolation error is under
 * 7e-4 degree (2.5"), measured, far below what an orb curve shows.
 */
import { ApiError, bodySlug, jdToIsoWithOffset, kebab } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import type { Ephemeris, ZodiacSettings } from '@celestial/core';
import {
  castChart, checkBodyIds, eventRange, normalizeDegrees, signedArc, SUPPORTED_BODY_IDS, unwrapNear,
} from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { aspectRef, CALENDAR_NATAL, CALENDAR_TRANSITS, nameOf, pointRef, PTOLEMAIC } from './transits.js';
import type { Services } from './transits.js';
import { bodyRefOfName } from './vocabulary.js';
export type { Services };

// ---- Hermite longitude tracks ---------------------------------------------------------------

/**
 * Node spacing (days) for a body's Hermite track. The interpolation error is about
 * h^4/384 x max|f''''|; besides each body's own motion, f'''' of an apparent longitude carries
 * the short-period nutation terms (0.2" with 13.7 days, 0.1" with 9.1 days), common to all
 * bodies, which set the floor for the slow ones. Measured over two years through stations
 * (test/western/timing.test.ts), the worst error is under 7e-4 degree (2.5") for every body,
 * Venus at inferior conjunction the largest. The
 * true node and the osculating apogee wobble with half-month terms (1.5 deg): they take the
 * Moon's 0.5 day.
 */
export function hermiteStep(body: number): number {
  if (body === 1 || body === 11 || body === 13) return 0.5;
  if (body <= 4) return 2;
  // Jupiter to Pluto stay at 4 days: at 12-16 days the longitude error (4e-4 deg) is small,
  // but /aspect-bar times its exact peaks on this track, and a slow planet turns that error
  // into minutes (Saturn 0.03 deg/day: 5 minutes per 1e-4 deg).
  return 4;
}

/**
 * A longitude sampler over [start, end]: exact positions when the caller's grid is coarser than
 * the body's node spacing (no saving), else a cubic Hermite track through exact positions and
 * speeds at nodes. The result is unwrapped-free: longitude in [0, 360).
 */
export interface LonSpeed { lon: number; speed: number }

export function longitudeSampler(ephemeris: Ephemeris, body: number, start: number, end: number, gridStep: number, zodiac: ZodiacSettings): (jd: number) => LonSpeed {
  const h = hermiteStep(body);
  if (gridStep >= h) {
    return (jd) => {
      const p = ephemeris.longitudeAt(jd, body, zodiac);
      return { lon: normalizeDegrees(p.longitude), speed: p.speed };
    };
  }
  const n = Math.max(1, Math.ceil((end - start) / h));
  const step = (end - start) / n || h;
  const lon: number[] = [];
  const spd: number[] = [];
  for (let i = 0; i <= n; i++) {
    const p = ephemeris.longitudeAt(start + i * step, body, zodiac);
    // Unwrap so consecutive nodes differ by their true motion.
    lon.push(i === 0 ? p.longitude : unwrapNear(lon[i - 1]! + p.speed * step, p.longitude));
    spd.push(p.speed);
  }
  return (jd) => {
    const x = Math.min(Math.max((jd - start) / step, 0), n);
    const i = Math.min(Math.floor(x), n - 1);
    const t = x - i;
    const t2 = t * t;
    const t3 = t2 * t;
    const y = (2 * t3 - 3 * t2 + 1) * lon[i]! + (t3 - 2 * t2 + t) * step * spd[i]! + (-2 * t3 + 3 * t2) * lon[i + 1]! + (t3 - t2) * step * spd[i + 1]!;
    const dy = ((6 * t2 - 6 * t) * lon[i]! + (3 * t2 - 4 * t + 1) * step * spd[i]! + (-6 * t2 + 6 * t) * lon[i + 1]! + (3 * t2 - 2 * t) * step * spd[i + 1]!) / step;
    return { lon: normalizeDegrees(y), speed: dy };
  };
}

// ---- shared: natal points, aspect angles ----------------------------------------------------

interface NatalPoint { id: number | null; name: string; longitude: number }


/** Aspect angles folded to 0-180 and deduplicated (an aspect and its complement are one). */
export function foldAngles(angles: readonly number[] | undefined): number[] {
  return [...new Set((angles ?? PTOLEMAIC).map((a) => Math.min(normalizeDegrees(a), 360 - normalizeDegrees(a))))];
}

/**
 * Signed orb of a moving longitude to a fixed one for an aspect angle: the signed arc
 * natal -> transit (-180, 180] minus the nearer side (+angle or -angle). Continuous through
 * exactness; positive when the mover is ahead (zodiacally) of the exact aspect point.
 * |orb| = |separation - angle|.
 */
export function signedOrb(natal: number, moving: number, angle: number): number {
  const s = signedArc(natal, moving);
  if (angle === 0) return s;
  if (angle === 180) return s > 0 ? s - 180 : s + 180;
  return s >= 0 ? (Math.abs(s - angle) <= Math.abs(s + angle) ? s - angle : s + angle) : (Math.abs(s + angle) <= Math.abs(s - angle) ? s + angle : s - angle);
}

interface GridInput extends BirthInput {
  startDate: string; endDate: string; stepDays: number; maxOrb?: number;
  transitPlanetIds?: number[]; planetIds?: number[]; aspectAngles?: number[];
}

export const MAX_EPHEMERIS_POINTS = 5000;

/** The grid both operations share, with the SERVICE-SPEC bound (samples x transiting bodies <= 5000) checked before any work. */
function grid(body: GridInput, services: Services) {
  const { ephemeris } = services;
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 2000);
  checkBodyIds(body.transitPlanetIds, 'transitPlanetIds', SUPPORTED_BODY_IDS);
  checkBodyIds(body.planetIds, 'planetIds', SUPPORTED_BODY_IDS);
  const transitIds = [...new Set(body.transitPlanetIds ?? CALENDAR_TRANSITS)];
  const step = body.stepDays;
  const samples = Math.floor((end - start) / step + 1e-9) + 1;
  const points = samples * transitIds.length;
  if (points > MAX_EPHEMERIS_POINTS) {
    throw ApiError.invalidField('stepDays', `${samples} samples x ${transitIds.length} transiting bodies = ${points} ephemeris points; at most ${MAX_EPHEMERIS_POINTS} per request (raise stepDays or shorten the range)`);
  }
  transitIds.forEach((id, i) => {
    if (!ephemeris.canPlace(start, id) || !ephemeris.canPlace(end, id)) throw ApiError.invalidField(`transitPlanetIds.${i}`, `${nameOf(id)} has an ephemeris for 1800-2400 only`);
  });
  const natal = castChart(body, services, { bodies: [...new Set([...CALENDAR_NATAL, ...(body.planetIds ?? [])])] });
  const natalPoints: NatalPoint[] = natal.bodies.filter((b) => (body.planetIds ?? (CALENDAR_NATAL as readonly number[])).includes(b.id)).map((b) => ({ id: b.id, name: b.name, longitude: b.longitude }));
  if (body.planetIds === undefined) natalPoints.push({ id: null, name: 'Ascendant', longitude: normalizeDegrees(natal.angles.ascendant) }, { id: null, name: 'MC', longitude: normalizeDegrees(natal.angles.mc) });
  const jds = Array.from({ length: samples }, (_, k) => start + k * step);
  // Moment by moment, every body at one moment before the next moment: Swiss Ephemeris keeps
  // the Earth's and the Sun's state of the last instant, so the second body onward at the same
  // instant costs about a fifth less (bench/timing.ts, the weekly Jupiter-Pluto case).
  const samplers = transitIds.map((id) => longitudeSampler(ephemeris, id, start, end, step, natal.settings));
  const sampled = transitIds.map(() => ({ values: new Array<number>(samples), speeds: new Array<number>(samples) }));
  for (let k = 0; k < samples; k++) {
    for (let b = 0; b < samplers.length; b++) {
      const v = samplers[b]!(jds[k]!);
      sampled[b]!.values[k] = v.lon;
      sampled[b]!.speeds[k] = v.speed;
    }
  }
  const tracks = transitIds.map((id, b) => ({ id, lon: (jd: number) => samplers[b]!(jd).lon, values: sampled[b]!.values, speeds: sampled[b]!.speeds }));
  return { start, end, step, samples, points, jds, tracks, natalPoints, angles: foldAngles(body.aspectAngles), natal };
}

// ---- /aspect-timeline -----------------------------------------------------------------------

export function aspectTimeline(body: GridInput, services: Services, lang: LangCode = 'en') {
  const maxOrb = body.maxOrb ?? 5;
  const g = grid(body, services);
  // ISO text of the kept samples only (proleptic Gregorian, as swe_revjul; rounded to the second),
  // at the zone the request resolved (the birth data's; DESIGN.md, Vocabulary).
  const offsetMinutes = g.natal.moment.timezoneOffset * 60;
  const dates: string[] = [];
  const dateOf = (k: number) => (dates[k] ??= jdToIsoWithOffset(g.jds[k]!, offsetMinutes));
  const series = [];
  for (const t of g.tracks) {
    for (const p of g.natalPoints) {
      for (const angle of g.angles) {
        const samples = [];
        for (let k = 0; k < g.samples; k++) {
          const orb = signedOrb(p.longitude, t.values[k]!, angle);
          if (Math.abs(orb) > maxOrb) continue;
          // Applying: |orb| shrinking, i.e. the mover's daily motion against the sign of the orb.
          samples.push({ date: dateOf(k), orb: orb, applying: orb * t.speeds[k]! < 0 });
        }
        if (samples.length) series.push({ transitPlanet: { id: t.id, slug: bodySlug(t.id) ?? kebab(nameOf(t.id)), name: bodyRefOfName(nameOf(t.id), lang).name }, natalPoint: pointRef(p, lang), aspect: aspectRef(angle, lang), samples });
      }
    }
  }
  return { stepDays: g.step, points: g.points, samplesPerBody: g.samples, maxOrb, series, count: series.length, warnings: g.natal.warnings };
}

// ---- /aspect-bar ----------------------------------------------------------------------------

const BISECT_DAYS = 1 / 1440;

function bisect(f: (jd: number) => boolean, a: number, b: number): number {
  // f(a) !== f(b); returns the switch instant within one minute.
  const fa = f(a);
  while (b - a > BISECT_DAYS) {
    const m = (a + b) / 2;
    if (f(m) === fa) a = m; else b = m;
  }
  return (a + b) / 2;
}

/** Golden-section minimum of |orb| on [a, b] (a grazing pass that never reaches exactness). */
function goldenMin(f: (jd: number) => number, a: number, b: number): number {
  const g = (Math.sqrt(5) - 1) / 2;
  let c = b - g * (b - a);
  let d = a + g * (b - a);
  while (b - a > BISECT_DAYS) {
    if (Math.abs(f(c)) < Math.abs(f(d))) b = d; else a = c;
    c = b - g * (b - a);
    d = a + g * (b - a);
  }
  return (a + b) / 2;
}

export function aspectBar(body: GridInput, services: Services, lang: LangCode = 'en') {
  const maxOrb = body.maxOrb ?? 3;
  const g = grid(body, services);
  const bars = [];
  for (const t of g.tracks) {
    for (const p of g.natalPoints) {
      for (const angle of g.angles) {
        const orbAt = (jd: number) => signedOrb(p.longitude, t.lon(jd), angle);
        const inside = (jd: number) => Math.abs(orbAt(jd)) <= maxOrb;
        const orbs = t.values.map((v) => signedOrb(p.longitude, v, angle));
        let k = 0;
        while (k < g.samples) {
          if (Math.abs(orbs[k]!) > maxOrb) { k++; continue; }
          const first = k;
          while (k + 1 < g.samples && Math.abs(orbs[k + 1]!) <= maxOrb) k++;
          const last = k;
          k++;
          const startJd = first === 0 ? g.jds[0]! : bisect(inside, g.jds[first - 1]!, g.jds[first]!);
          const endJd = last === g.samples - 1 ? g.jds[last]! : bisect(inside, g.jds[last]!, g.jds[last + 1]!);
          // Exact passes: sign changes of the signed orb inside the run (edges included).
          const peaks: { jd: number; orb: number }[] = [];
          const lo = Math.max(first - 1, 0);
          const hi = Math.min(last + 1, g.samples - 1);
          for (let i = lo; i < hi; i++) {
            const a = orbs[i]!;
            const b = orbs[i + 1]!;
            if (a === 0) peaks.push({ jd: g.jds[i]!, orb: 0 });
            else if (a * b < 0 && Math.abs(a - b) < 90) {
              const jd = bisect((x) => orbAt(x) > 0, g.jds[i]!, g.jds[i + 1]!);
              peaks.push({ jd, orb: orbAt(jd) });
            }
          }
          const passes = peaks.length;
          if (!passes) {
            // No exact pass: the closest approach (a station or a range edge).
            let m = first;
            for (let i = first; i <= last; i++) if (Math.abs(orbs[i]!) < Math.abs(orbs[m]!)) m = i;
            const jd = m > first && m < last ? goldenMin(orbAt, g.jds[m - 1]!, g.jds[m + 1]!) : g.jds[m]!;
            peaks.push({ jd, orb: orbAt(jd) });
          }
          bars.push({
            transitPlanet: { id: t.id, slug: bodySlug(t.id) ?? kebab(nameOf(t.id)), name: bodyRefOfName(nameOf(t.id), lang).name },
            natalPoint: pointRef(p, lang),
            aspect: aspectRef(angle, lang),
            start: jdToIsoWithOffset(startJd, g.natal.moment.timezoneOffset * 60),
            end: jdToIsoWithOffset(endJd, g.natal.moment.timezoneOffset * 60),
            startJulianDayUT: startJd,
            endJulianDayUT: endJd,
            startClipped: first === 0,
            endClipped: last === g.samples - 1,
            peaks: peaks.map((q) => ({ at: jdToIsoWithOffset(q.jd, g.natal.moment.timezoneOffset * 60), julianDayUT: q.jd, orb: q.orb })),
            passes,
          });
        }
      }
    }
  }
  bars.sort((a, b) => a.startJulianDayUT - b.startJulianDayUT);
  return { stepDays: g.step, points: g.points, maxOrb, bars, count: bars.length, warnings: g.natal.warnings };
}
