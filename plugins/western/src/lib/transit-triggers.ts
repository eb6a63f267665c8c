/**
 * Transits against a natal chart, beyond the aspects of /transit-calendar: /transits/houses
 * (transiting bodies crossing the natal cusps), /transits/angles (the day's rotating angles
 * crossing the natal points) and /transits/declination (parallels and contra-parallels to the
 * natal declinations) and /transits/antiscia (transiting bodies on the natal antiscia). Every search is one sampled track per body (or per angle) tested
 * against all its targets (angleTrack / bodyTrack / trackCrossings, core/src/astro/crossings.ts):
 * stations located and inserted as samples, each root refined to < 1 s.
 */
import { ApiError, bodySlug, jdToIsoWithOffset } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import {
  angleTrack, antiscion, contraAntiscion, bodyById, bodyTrack, castChart, checkBodyIds, eventRange, EVENT_YEARS, houseOfBody, jdToIso, normalizeDegrees, placeBody, resolveMoment, trackCrossings,
  SUPPORTED_BODY_IDS,
} from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { chartDeclinations } from './declinations.js';
import { pointRef } from './transits.js';
import { bodyRefOfName } from './vocabulary.js';

export interface Services {
  ephemeris: Ephemeris;
  timeZones: TimeZones;
}

const nameOf = (id: number) => bodyById(id)?.name ?? `Body ${id}`;

/** Sun and Mercury-Pluto: the default transiting bodies. */
export const TRIGGER_TRANSITS = [0, 2, 3, 4, 5, 6, 7, 8, 9] as const;

function checkPlaceable(ephemeris: Ephemeris, ids: readonly number[], field: string, start: number, end: number): void {
  ids.forEach((id, i) => {
    if (!ephemeris.canPlace(start, id) || !ephemeris.canPlace(end, id)) throw ApiError.invalidField(`${field}.${i}`, `${nameOf(id)} has an ephemeris for 1800-2400 only`);
  });
}

// ---- /transits/houses -------------------------------------------------------------------------

export function transitHouses(body: BirthInput & { startDate: string; endDate: string; transitPlanetIds?: number[] }, services: Services) {
  const { ephemeris } = services;
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 5);
  checkBodyIds(body.transitPlanetIds, 'transitPlanetIds', SUPPORTED_BODY_IDS);
  const ids = [...new Set(body.transitPlanetIds ?? TRIGGER_TRANSITS)];
  checkPlaceable(ephemeris, ids, 'transitPlanetIds', start, end);
  const natal = castChart(body, services);
  const { cusps, settings } = natal;
  const system = settings.houseSystem;
  const current = ids.map((id) => {
    const p = placeBody(ephemeris, start, id, settings);
    return { planet: nameOf(id), id, slug: bodySlug(id) ?? String(id), longitude: p.longitude, natalHouse: houseOfBody(p.longitude, cusps, system) };
  });
  const events = [];
  for (const id of ids) {
    const track = bodyTrack(ephemeris, id, start, end, settings);
    for (const cusp of cusps) {
      for (const r of trackCrossings(track, cusp)) {
        if (r.jd < start || r.jd > end) continue;
        // The house entered: just past the cusp in the direction of motion (Gauquelin sectors run backwards; houseOfBody knows).
        const house = houseOfBody(normalizeDegrees(cusp + r.direction * 1e-7), cusps, system);
        events.push({
          planet: nameOf(id), id, slug: bodySlug(id) ?? String(id), house, cusp: cusp,
          enteredAt: jdToIsoWithOffset(r.jd, natal.moment.timezoneOffset * 60), julianDayUT: r.jd,
          direction: r.direction > 0 ? 'direct' as const : 'retrograde' as const,
        });
      }
    }
  }
  events.sort((a, b) => a.julianDayUT - b.julianDayUT);
  return { houseSystem: system, current, events, count: events.length, warnings: natal.warnings };
}

// ---- /transits/angles -------------------------------------------------------------------------

/** Sampling step of the rotating angles: 30 minutes (the Ascendant turns 360 deg a day, never 180 in a step). */
const ANGLE_STEP_DAYS = 1 / 48;
/** Half-width (days) of the central difference giving the angles' speed. */
const ANGLE_DT = 1e-4;

export function transitAngles(
  body: BirthInput & { date: string; currentLatitude?: number; currentLongitude?: number; currentTimezoneOffset?: number | null; currentTimezone?: string },
  services: Services,
  lang: LangCode = 'en',
) {
  const { ephemeris, timeZones } = services;
  const year = Number(body.date.slice(0, 4));
  if (year < EVENT_YEARS.first || year > EVENT_YEARS.last) throw ApiError.invalidField('date', `must be a date in the years ${EVENT_YEARS.first}-${EVENT_YEARS.last}`);
  if (body.currentTimezone !== undefined && body.currentTimezone !== 'auto' && !timeZones.isValidZone(body.currentTimezone)) throw ApiError.invalidField('currentTimezone', 'must be an IANA zone name such as Europe/Kyiv, or auto');
  const natal = castChart(body, services);
  const latitude = body.currentLatitude ?? body.latitude;
  const longitude = body.currentLongitude ?? body.longitude;
  // The local day at the current place: the birth zone unless another is given.
  const sameZone = body.currentTimezone === undefined && body.currentTimezoneOffset === undefined;
  const day = resolveMoment({
    date: body.date, time: '00:00:00', latitude, longitude,
    timezone: sameZone ? natal.moment.timezone ?? undefined : body.currentTimezone,
    timezoneOffset: sameZone ? natal.moment.timezoneOffset : body.currentTimezoneOffset ?? 0,
  }, services);
  const start = day.julianDayUT;
  const end = start + 1;
  const system = 'E' as const; // the angles alone: equal houses compute them at every latitude
  const anglesAt = (t: number) => ephemeris.houses(t, latitude, longitude, system, natal.settings);
  const track = (pick: (h: { ascendant: number; mc: number }) => number) => angleTrack((t) => {
    const v = pick(anglesAt(t));
    const a = pick(anglesAt(t - ANGLE_DT)), b = pick(anglesAt(t + ANGLE_DT));
    const d = normalizeDegrees(b - a + 180) - 180;
    return { value: v, speed: d / (2 * ANGLE_DT) };
  }, start, end, ANGLE_STEP_DAYS);
  const asc = track((h) => h.ascendant);
  const mc = track((h) => h.mc);
  const points = [
    ...natal.bodies.map((b) => ({ id: b.id as number | null, name: b.name, longitude: b.longitude })),
    { id: null, name: 'Ascendant', longitude: normalizeDegrees(natal.angles.ascendant) },
    { id: null, name: 'MC', longitude: normalizeDegrees(natal.angles.mc) },
  ];
  const crossings = [];
  for (const p of points) {
    for (const [angle, tr, add] of [['asc', asc, 0], ['dsc', asc, 180], ['mc', mc, 0], ['ic', mc, 180]] as const) {
      for (const r of trackCrossings(tr, p.longitude - add)) {
        if (r.jd < start || r.jd > end) continue;
        crossings.push({ angle, natalPoint: pointRef(p, lang), at: jdToIsoWithOffset(r.jd, day.timezoneOffset * 60), julianDayUT: r.jd });
      }
    }
  }
  crossings.sort((a, b) => a.julianDayUT - b.julianDayUT);
  return {
    day: { date: body.date, startUtc: jdToIso(ephemeris, start), endUtc: jdToIso(ephemeris, end), timezoneOffset: day.timezoneOffset, timezone: day.timezone },
    place: { latitude, longitude },
    crossings,
    count: crossings.length,
    warnings: natal.warnings,
  };
}

// ---- /transits/declination --------------------------------------------------------------------

/** Declination sampling step: daily, the Moon (and the wobbling true node / apogee) every 6 hours. */
const declinationStep = (id: number) => (id === 1 || id === 11 || id === 13 ? 0.25 : 1);
/** Days searched beyond the range so a series keeps its real orb entry and exit. */
const declinationPad = (id: number) => (id === 1 ? 2 : 60);
/** The natal points of the declination transits: Sun-Pluto, then the Ascendant and MC. */
const NATAL_DECLINATION_BODIES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export function transitDeclinations(body: BirthInput & { startDate: string; endDate: string; transitPlanetIds?: number[]; orb?: number }, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 1);
  if (end - start > 367) throw ApiError.invalidField('endDate', 'must be at most one year after startDate');
  checkBodyIds(body.transitPlanetIds, 'transitPlanetIds', SUPPORTED_BODY_IDS);
  const ids = [...new Set(body.transitPlanetIds ?? TRIGGER_TRANSITS)];
  checkPlaceable(ephemeris, ids, 'transitPlanetIds', start - declinationPad(0), end + declinationPad(0));
  const orb = body.orb ?? 1;
  const natal = chartDeclinations(body, services, lang);
  const points = [
    ...natal.bodies.filter((b) => (NATAL_DECLINATION_BODIES as readonly number[]).includes(b.id)).map((b) => ({ id: b.id as number | null, name: b.name, declination: b.declination })),
    { id: null, name: 'Ascendant', declination: natal.angles.ascendant },
    { id: null, name: 'MC', declination: natal.angles.mc },
  ];
  const events = [];
  for (const id of ids) {
    const pad = declinationPad(id);
    // One track of the transiting declination (its turning points inserted) for every target.
    const track = angleTrack((t) => { const e = ephemeris.equatorial(t, id); return { value: e.declination, speed: e.declinationSpeed }; }, start - pad, end + pad, declinationStep(id));
    for (const p of points) {
      for (const kind of ['parallel', 'contra-parallel'] as const) {
        const target = kind === 'parallel' ? p.declination : -p.declination;
        const exacts = trackCrossings(track, target).filter((r) => r.jd >= start && r.jd <= end);
        if (!exacts.length) continue;
        // Orb boundaries: each crossing of target -+ orb toggles inside / outside.
        const bounds = [...trackCrossings(track, target - orb), ...trackCrossings(track, target + orb)].map((r) => r.jd).sort((a, b) => a - b);
        for (const ex of exacts) {
          const enter = [...bounds].reverse().find((b) => b < ex.jd) ?? null;
          const leave = bounds.find((b) => b > ex.jd) ?? null;
          events.push({
            transitPlanet: nameOf(id), transitPlanetId: id,
            natalPoint: { id: p.id, slug: bodyRefOfName(p.name, lang).slug, name: bodyRefOfName(p.name, lang).name, declination: p.declination },
            kind,
            enterAt: enter === null ? null : jdToIsoWithOffset(enter, natal.moment.timezoneOffset * 60),
            exactAt: jdToIsoWithOffset(ex.jd, natal.moment.timezoneOffset * 60),
            leaveAt: leave === null ? null : jdToIsoWithOffset(leave, natal.moment.timezoneOffset * 60),
            julianDayUT: ex.jd,
            transitDeclination: ephemeris.equatorial(ex.jd, id).declination,
          });
        }
      }
    }
  }
  events.sort((a, b) => a.julianDayUT - b.julianDayUT);
  return { orb, events, count: events.length, warnings: natal.warnings };
}

// ---- /transits/antiscia -----------------------------------------------------------------------

export function transitAntiscia(body: BirthInput & { startDate: string; endDate: string; transitPlanetIds?: number[] }, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 1);
  if (end - start > 367) throw ApiError.invalidField('endDate', 'must be at most one year after startDate');
  checkBodyIds(body.transitPlanetIds, 'transitPlanetIds', SUPPORTED_BODY_IDS);
  const ids = [...new Set(body.transitPlanetIds ?? TRIGGER_TRANSITS)];
  checkPlaceable(ephemeris, ids, 'transitPlanetIds', start, end);
  const natal = castChart(body, services);
  const points = [
    ...natal.bodies.filter((b) => (NATAL_DECLINATION_BODIES as readonly number[]).includes(b.id)).map((b) => ({ id: b.id as number | null, name: b.name, longitude: b.longitude })),
    { id: null, name: 'Ascendant', longitude: normalizeDegrees(natal.angles.ascendant) },
    { id: null, name: 'MC', longitude: normalizeDegrees(natal.angles.mc) },
  ];
  const events = [];
  for (const id of ids) {
    const track = bodyTrack(ephemeris, id, start, end, natal.settings);
    for (const p of points) {
      for (const [kind, target] of [['antiscion', antiscion(p.longitude)], ['contra-antiscion', contraAntiscion(p.longitude)]] as const) {
        for (const r of trackCrossings(track, target)) {
          if (r.jd < start || r.jd > end) continue;
          events.push({
            transitPlanet: nameOf(id), transitPlanetId: id,
            natalPoint: pointRef(p, lang),
            kind, targetLongitude: normalizeDegrees(target),
            exactAt: jdToIsoWithOffset(r.jd, natal.moment.timezoneOffset * 60), julianDayUT: r.jd,
            retrograde: r.direction < 0,
          });
        }
      }
    }
  }
  events.sort((a, b) => a.julianDayUT - b.julianDayUT);
  return { events, count: events.length, warnings: natal.warnings };
}
