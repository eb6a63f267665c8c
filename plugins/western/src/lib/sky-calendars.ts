/**
 * Mundane sky calendars: /ingresses/seasonal-charts, /sky-aspects, /sky-parallels,
 * /out-of-bounds/calendar. Every time search is the shared root finder: findIngresses
 * (core/src/astro/events.ts) for the cardinal ingresses, and one sampled track per pair or
 * body (angleTrack / trackCrossings, core/src/astro/crossings.ts) where one function is tested
 * against several targets: stations of the function are located and inserted as samples, so
 * between samples it is monotonic and every root is bracketed, then refined to < 1 s.
 */
import { ApiError, bodySlug, jdToIsoWithOffset, position } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones, ZodiacSettings } from '@celestial/core';
import {
  angleTrack, settingsEcho, bodyTrack, signedArc, bodyById, castHouses, chartSettings, checkBodyIds, crossingStep, eventRange, EVENT_YEARS, findIngresses, findRoots, houseOfBody, jdToIso,
  normalizeDegrees, placeBodies, shortestArc, trackCrossings, DEFAULT_CHART_BODIES, SUPPORTED_BODY_IDS,
} from '@celestial/core/astro';
import type { AngleTrack, HouseSystemCode } from '@celestial/core/astro';
import { starsAt } from './sky.js';
import { aspectNaming } from './transits.js';
import { bodyNaming, bodyRef } from './vocabulary.js';

export interface Services {
  ephemeris: Ephemeris;
  timeZones: TimeZones;
}

const TROPICAL: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };
const nameOf = (id: number) => bodyById(id)?.name ?? `Body ${id}`;
const distinct = (ids: readonly number[]) => [...new Set(ids)];

/** Sun and Mercury-Pluto: the default mundane bodies (the Moon's aspects are /moon-aspects). */
export const SKY_DEFAULT = [0, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** Moon-Pluto: the default out-of-bounds bodies (the Sun is never out of bounds). */
export const OOB_DEFAULT = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

function checkPlaceable(ephemeris: Ephemeris, ids: readonly number[], field: string, start: number, end: number): void {
  ids.forEach((id, i) => {
    if (!ephemeris.canPlace(start, id) || !ephemeris.canPlace(end, id)) throw ApiError.invalidField(`${field}.${i}`, `${nameOf(id)} has an ephemeris for 1800-2400 only`);
  });
}

// ---- /ingresses/seasonal-charts ---------------------------------------------------------------

const CARDINAL = { 0: 'aries', 3: 'cancer', 6: 'libra', 9: 'capricorn' } as const;
/** Orb of an angular planet: within 10 degrees of the Ascendant, MC, Descendant or IC. */
export const ANGULAR_ORB = 10;

/** The offset (hours east) a zone keeps at the local wall time of a UT instant (two passes settle it). */
function zoneOffset(ephemeris: Ephemeris, timeZones: TimeZones, zone: string, jd: number): number {
  const iso = (o: number) => jdToIso(ephemeris, jd + o / 24);
  const guess = timeZones.offsetAtLocal(zone, iso(0).slice(0, 10), iso(0).slice(11, 19));
  return timeZones.offsetAtLocal(zone, iso(guess).slice(0, 10), iso(guess).slice(11, 19));
}

function withOffset(ephemeris: Ephemeris, jd: number, offset: number): string {
  const wall = jdToIso(ephemeris, jd + offset / 24).replace(/Z$/, '');
  const m = Math.round(Math.abs(offset) * 60);
  return `${wall}${offset < 0 ? '-' : '+'}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export function seasonalCharts(
  body: { year: number; latitude: number; longitude: number; timezoneOffset?: number | null; timezone?: string; houseSystem?: HouseSystemCode },
  services: Services,
  lang: LangCode = 'en',
) {
  const { ephemeris, timeZones } = services;
  if (body.year < EVENT_YEARS.first || body.year > EVENT_YEARS.last) throw ApiError.invalidField('year', `must be in the years ${EVENT_YEARS.first}-${EVENT_YEARS.last}`);
  if (body.timezone !== undefined && body.timezone !== 'auto' && !timeZones.isValidZone(body.timezone)) throw ApiError.invalidField('timezone', 'must be an IANA zone name such as Europe/Kyiv, or auto');
  const zone = body.timezone === 'auto' ? timeZones.zoneAt(body.latitude, body.longitude) : body.timezone ?? null;
  const settings = chartSettings({ houseSystem: body.houseSystem });
  const start = ephemeris.julianDay(body.year, 1, 1, 0);
  const end = ephemeris.julianDay(body.year + 1, 1, 1, 0);
  const ingresses = findIngresses(ephemeris, 0, start, end, TROPICAL).filter((i) => i.toSignIndex % 3 === 0);
  if (ingresses.length !== 4) throw new ApiError('CALCULATION_ERROR', `Found ${ingresses.length} cardinal ingresses of the Sun in ${body.year}, expected 4`);
  const charts = ingresses.map((ing) => {
    const jd = ing.jd;
    const offset = zone ? zoneOffset(ephemeris, timeZones, zone, jd) : body.timezoneOffset ?? 0;
    const { cusps, angles } = castHouses(ephemeris, jd, body.latitude, body.longitude, settings);
    const { bodies } = placeBodies(ephemeris, jd, DEFAULT_CHART_BODIES, settings);
    const angleList = [
      { name: 'ascendant' as const, longitude: angles.ascendant }, { name: 'mc' as const, longitude: angles.mc },
      { name: 'descendant' as const, longitude: normalizeDegrees(angles.ascendant + 180) }, { name: 'ic' as const, longitude: normalizeDegrees(angles.mc + 180) },
    ];
    const angular = [];
    for (const b of bodies) {
      let best: { angle: (typeof angleList)[number]['name']; orb: number } | null = null;
      for (const a of angleList) {
        const orb = shortestArc(b.longitude, a.longitude);
        if (orb <= ANGULAR_ORB && (!best || orb < best.orb)) best = { angle: a.name, orb };
      }
      if (best) angular.push({ id: b.id, englishName: b.name, ...bodyNaming(b.id, b.name, lang), angle: best.angle, orb: best.orb });
    }
    return {
      kind: CARDINAL[ing.toSignIndex as 0 | 3 | 6 | 9],
      // The chart's moment in the shape of every chart-derived answer (core's Moment, as /chart); the local instant beside it.
      moment: { utc: jdToIso(ephemeris, jd), timezoneOffset: offset, timezone: zone, julianDayUT: jd, deltaTSeconds: ephemeris.deltaTSeconds(jd), ephemeris: ephemeris.sourceFor(jd) },
      at: withOffset(ephemeris, jd, offset),
      ascendant: angles.ascendant,
      mc: angles.mc,
      houses: cusps,
      planets: bodies.map((b) => ({ id: b.id, ...bodyNaming(b.id, b.name, lang), ...position(b.longitude, lang), house: houseOfBody(b.longitude, cusps, settings.houseSystem), retrograde: b.retrograde })),
      angularPlanets: angular.map((a) => bodyRef(a.id, a.englishName, lang)),
      angularDetails: angular.map(({ id: _id, englishName: _en, ...a }) => a),
    };
  });
  return { year: body.year, houseSystem: settings.houseSystem, settings: settingsEcho(settings, start, ephemeris, lang), charts };
}

// ---- /sky-aspects -----------------------------------------------------------------------------

const PTOLEMAIC = [0, 60, 90, 120, 180] as const;

/** The sampling step of a pair's separation: the faster body's crossing step, at most 4 days. */
function pairStep(a: number, b: number): number {
  return Math.min(crossingStep(a), crossingStep(b), 4);
}

export function skyAspects(body: { startDate: string; endDate: string; planetIds?: number[]; aspectAngles?: number[] }, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 1);
  if (end - start > 367) throw ApiError.invalidField('endDate', 'must be at most one year after startDate');
  checkBodyIds(body.planetIds, 'planetIds', SUPPORTED_BODY_IDS);
  const ids = distinct(body.planetIds ?? SKY_DEFAULT);
  if (ids.length < 2) throw ApiError.invalidField('planetIds', 'must name at least two bodies');
  checkPlaceable(ephemeris, ids, 'planetIds', start, end);
  const angles = distinct((body.aspectAngles ?? PTOLEMAIC).map((a) => Math.min(normalizeDegrees(a), 360 - normalizeDegrees(a))));
  const out = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const p = ids[i]!, q = ids[j]!;
      const track = angleTrack((t) => {
        const a = ephemeris.position(t, p, TROPICAL);
        const b = ephemeris.position(t, q, TROPICAL);
        return { value: a.longitude - b.longitude, speed: a.longitudeSpeed - b.longitudeSpeed };
      }, start, end, pairStep(p, q));
      for (const angle of angles) {
        const sides = angle === 0 || angle === 180 ? [angle] : [angle, 360 - angle];
        for (const side of sides) {
          for (const r of trackCrossings(track, side)) {
            if (r.jd < start || r.jd > end) continue;
            const a = ephemeris.position(r.jd, p, TROPICAL);
            const b = ephemeris.position(r.jd, q, TROPICAL);
            out.push({
              planet1: nameOf(p), planet1Id: p, planet2: nameOf(q), planet2Id: q,
              aspect: aspectNaming(angle, lang), angle,
              exactAt: jdToIsoWithOffset(r.jd, 0), julianDayUT: r.jd,
              longitude1: normalizeDegrees(a.longitude), longitude2: normalizeDegrees(b.longitude),
              retrograde1: a.longitudeSpeed < 0, retrograde2: b.longitudeSpeed < 0,
            });
          }
        }
      }
    }
  }
  out.sort((x, y) => x.julianDayUT - y.julianDayUT);
  return { aspects: out, count: out.length };
}

// ---- /sky-parallels ---------------------------------------------------------------------------

/** Declination sampling step: daily, the Moon every 6 hours (its declination turns every 13.7 days). */
const declinationStep = (id: number) => (id === 1 || id === 11 || id === 13 ? 0.25 : 1);

export function skyParallels(body: { startDate: string; endDate: string; planetIds?: number[] }, services: Services) {
  const { ephemeris } = services;
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 1);
  if (end - start > 367) throw ApiError.invalidField('endDate', 'must be at most one year after startDate');
  checkBodyIds(body.planetIds, 'planetIds', SUPPORTED_BODY_IDS);
  const ids = distinct(body.planetIds ?? SKY_DEFAULT);
  if (ids.length < 2) throw ApiError.invalidField('planetIds', 'must name at least two bodies');
  checkPlaceable(ephemeris, ids, 'planetIds', start, end);
  const out = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const p = ids[i]!, q = ids[j]!;
      const step = Math.min(declinationStep(p), declinationStep(q));
      for (const kind of ['parallel', 'contra-parallel'] as const) {
        const s = kind === 'parallel' ? -1 : 1;
        // delta1 - delta2 (parallel) or delta1 + delta2 (contra-parallel): within +-180, so the
        // track's unwrapping is the identity and its crossings of 0 are the roots.
        const track = angleTrack((t) => {
          const a = ephemeris.equatorial(t, p);
          const b = ephemeris.equatorial(t, q);
          return { value: a.declination + s * b.declination, speed: a.declinationSpeed + s * b.declinationSpeed };
        }, start, end, step);
        for (const r of trackCrossings(track, 0)) {
          if (r.jd < start || r.jd > end) continue;
          const a = ephemeris.equatorial(r.jd, p);
          const b = ephemeris.equatorial(r.jd, q);
          out.push({
            planet1: nameOf(p), planet1Id: p, planet2: nameOf(q), planet2Id: q, kind,
            exactAt: jdToIsoWithOffset(r.jd, 0), julianDayUT: r.jd,
            declination: a.declination, declination2: b.declination,
          });
        }
      }
    }
  }
  out.sort((x, y) => x.julianDayUT - y.julianDayUT);
  return { events: out, count: out.length };
}

// ---- /out-of-bounds/calendar ------------------------------------------------------------------

/** Days searched beyond the range so a period that began (ended) outside keeps its real start (end). */
const OOB_PAD = 20;

interface OobPeriod {
  planet: string; id: number; slug: string; hemisphere: 'north' | 'south';
  start: string | null; end: string | null; startJulianDayUT: number | null; endJulianDayUT: number | null;
  maxDeclination: { value: number; at: string };
}

export function outOfBoundsCalendar(body: { startDate: string; endDate: string; planetIds?: number[] }, services: Services) {
  const { ephemeris } = services;
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 5);
  checkBodyIds(body.planetIds, 'planetIds', SUPPORTED_BODY_IDS);
  const ids = distinct(body.planetIds ?? OOB_DEFAULT);
  checkPlaceable(ephemeris, ids, 'planetIds', start - OOB_PAD, end + OOB_PAD);
  const lo = start - OOB_PAD, hi = end + OOB_PAD;
  const periods: OobPeriod[] = [];
  for (const id of ids) {
    const step = declinationStep(id);
    for (const hemisphere of ['north', 'south'] as const) {
      const s = hemisphere === 'north' ? 1 : -1;
      // s * delta - epsilon_true: positive while out of bounds. The obliquity moves under
      // 1e-4 deg/day (nutation), left out of the speed the Newton steps use (the bracket holds).
      const f = (t: number) => { const e = ephemeris.equatorial(t, id); return { value: s * e.declination - ephemeris.obliquities(t).true, speed: s * e.declinationSpeed }; };
      const track = angleTrack(f, lo, hi, step);
      const edges = trackCrossings(track, 0);
      // undefined: not out of bounds; null: out since before the search start.
      let open: number | null | undefined = track.values[0]! > 0 ? null : undefined;
      const close = (from: number | null, to: number | null) => {
        const a = from ?? lo, b = to ?? hi;
        if (b < start || a > end) return;
        // The greatest |declination|: a root of the declination speed (falling through 0 for s delta).
        const turns = findRoots((t) => s * ephemeris.equatorial(t, id).declinationSpeed, a, b, { step: Math.min(step, (b - a) / 2) })
          .filter((r) => r.direction < 0).map((r) => r.jd);
        const candidates = turns.length ? turns : [a, b];
        let at = candidates[0]!;
        for (const t of candidates) if (s * ephemeris.equatorial(t, id).declination > s * ephemeris.equatorial(at, id).declination) at = t;
        periods.push({
          planet: nameOf(id), id, slug: bodySlug(id) ?? String(id), hemisphere,
          start: from === null ? null : jdToIsoWithOffset(from, 0), end: to === null ? null : jdToIsoWithOffset(to, 0),
          startJulianDayUT: from, endJulianDayUT: to,
          maxDeclination: { value: ephemeris.equatorial(at, id).declination, at: jdToIsoWithOffset(at, 0) },
        });
      };
      for (const r of edges) {
        if (r.direction > 0) open = r.jd;
        else if (open !== undefined) { close(open, r.jd); open = undefined; }
      }
      if (open !== undefined) close(open, null);
    }
  }
  periods.sort((x, y) => (x.startJulianDayUT ?? -Infinity) - (y.startJulianDayUT ?? -Infinity));
  return { periods, count: periods.length };
}

// ---- /fixed-stars/transits --------------------------------------------------------------------

/** Spacing (days) of the star-longitude nodes: precession 50"/year and nutation's 18.6-year and half-year terms are linear to < 0.5" across it. */
const STAR_NODE_DAYS = 15;

export function fixedStarTransits(
  body: { startDate: string; endDate: string; planetIds?: number[]; stars?: string[]; magnitudeLimit?: number },
  services: Services,
  lang: LangCode = 'en',
) {
  const { ephemeris } = services;
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 10);
  checkBodyIds(body.planetIds, 'planetIds', SUPPORTED_BODY_IDS);
  const ids = distinct(body.planetIds ?? SKY_DEFAULT);
  checkPlaceable(ephemeris, ids, 'planetIds', start, end);
  const mid = 0.5 * (start + end);
  const stars = starsAt(ephemeris, mid, TROPICAL, body.stars, body.magnitudeLimit ?? 2.0, lang);
  // Each star's apparent longitude of date on nodes every 15 days (unwrapped), linear between.
  const nodes: number[] = [];
  for (let t = start; ; t += STAR_NODE_DAYS) { nodes.push(Math.min(t, end)); if (t >= end) break; }
  const starTracks = stars.map((s) => {
    const key = `,${s.bayer}`;
    const values: number[] = [];
    for (const t of nodes) {
      const p = ephemeris.fixedStar(t, key, TROPICAL);
      if (!p) throw new ApiError('CALCULATION_ERROR', `The star ${s.name} could not be placed`);
      values.push(values.length ? values[values.length - 1]! + signedArc(values[values.length - 1]!, p.longitude) : p.longitude);
    }
    const at = (t: number) => {
      const i = Math.min(nodes.length - 2, Math.max(0, Math.floor((t - start) / STAR_NODE_DAYS)));
      const t0 = nodes[i]!, t1 = nodes[i + 1] ?? t0;
      return t1 === t0 ? values[i]! : values[i]! + ((values[i + 1]! - values[i]!) * (t - t0)) / (t1 - t0);
    };
    return { star: s, key, at };
  });
  const out = [];
  for (const id of ids) {
    // One longitude track per body (stations inserted); for each star the separation track
    // reuses its samples (the star moves 0.00014 deg/day, so the pieces stay monotonic) and the
    // refinement samples the body exactly against the interpolated star.
    const track = bodyTrack(ephemeris, id, start, end, TROPICAL);
    for (const st of starTracks) {
      const sep: AngleTrack = {
        fn: (t) => { const p = ephemeris.position(t, id, TROPICAL); return { value: p.longitude - st.at(t), speed: p.longitudeSpeed }; },
        times: track.times,
        values: track.times.map((t, i) => track.values[i]! - st.at(t)),
        speeds: track.speeds,
      };
      for (const r of trackCrossings(sep, 0)) {
        if (r.jd < start || r.jd > end) continue;
        // One Newton step on the catalogue's own star place (the interpolation is good to < 0.5").
        const exact = ephemeris.fixedStar(r.jd, st.key, TROPICAL)!;
        const p = ephemeris.position(r.jd, id, TROPICAL);
        const step = p.longitudeSpeed !== 0 ? signedArc(exact.longitude, p.longitude) / p.longitudeSpeed : 0;
        const jd = Math.abs(step) < 0.5 ? r.jd - step : r.jd;
        out.push({
          planet: nameOf(id), id, slug: bodySlug(id) ?? String(id), star: { slug: st.star.slug, name: st.star.name }, bayer: st.star.bayer, magnitude: st.star.magnitude,
          starLongitude: (normalizeDegrees(ephemeris.fixedStar(jd, st.key, TROPICAL)!.longitude)),
          exactAt: jdToIsoWithOffset(jd, 0), julianDayUT: jd, retrograde: r.direction < 0,
        });
      }
    }
  }
  out.sort((a, b) => a.julianDayUT - b.julianDayUT);
  return { conjunctions: out, count: out.length, stars: stars.length };
}
