/**
 * The time searches behind /retrograde, /ingresses, /returns/* and /moon-voc: the root finder
 * of core/src/astro/events.ts (bracket on a speed-chosen step, Brent to < 0.01 s) shaped into
 * the catalogue's answers.
 */
import { ApiError } from '@celestial/core';
import type { Ephemeris, TimeZones, ZodiacSettings } from '@celestial/core';
import {
  bodyById, castChart, eventRange, findIngresses, findStations, houseOfBody, inForwardArc, jdToIso, normalizeDegrees, placeBody, SIGN_NAMES, signOf,
} from '@celestial/core/astro';
import type { BirthInput, SignName } from '@celestial/core/astro';

export interface Services {
  ephemeris: Ephemeris;
  timeZones: TimeZones;
}

const TROPICAL: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Distinct ids in first-seen order (SERVICE-SPEC field bounds: a repeated id is scanned once). */
function distinct(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

function checkIds(ids: readonly number[], field: string, allowed: readonly number[], what: string): void {
  ids.forEach((id, i) => {
    if (!allowed.includes(id)) throw ApiError.invalidField(`${field}.${i}`, `must be one of ${allowed.join(', ')} (${what})`);
  });
}

function checkPlaceable(ephemeris: Ephemeris, ids: readonly number[], field: string, start: number, end: number): void {
  ids.forEach((id, i) => {
    if (!ephemeris.canPlace(start, id) || !ephemeris.canPlace(end, id)) {
      throw ApiError.invalidField(`${field}.${i}`, `${bodyById(id)?.name ?? id} has an ephemeris for 1800-2400 only`);
    }
  });
}

// ---- /retrograde --------------------------------------------------------------------------

/** Mercury-Pluto, Chiron, Pholus, Ceres, Pallas, Juno, Vesta: the bodies that station. */
export const RETROGRADE_BODIES = [2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 17, 18, 19, 20] as const;
export const RETROGRADE_DEFAULT = [2, 3, 4, 5, 6, 7, 8, 9] as const;
/** Longer than any retrograde run (Pluto's lasts about 160 days; Pholus's, the longest here, under 200). */
const RETRO_MARGIN_DAYS = 220;

/** Signs met going forward from `from` to `to` (the arc a retrograde loop covers), in order. */
function signsOfArc(from: number, to: number): SignName[] {
  const first = signOf(from).signIndex;
  const span = normalizeDegrees(to - from);
  const out: SignName[] = [];
  const last = signOf(normalizeDegrees(from + span)).signIndex;
  for (let i = first; ; i = (i + 1) % 12) {
    out.push(SIGN_NAMES[i]!);
    if (i === last || out.length === 12) break;
  }
  return out;
}

interface StationPoint { date: string; julianDayUT: number; longitude: number; sign: SignName }
interface RetrogradePeriod {
  planet: string;
  planetId: number;
  stationRetrograde: StationPoint;
  stationDirect: StationPoint;
  durationDays: number;
  signs: SignName[];
  natalHouses?: number[];
  natalPointsInZone?: { id: number; name: string; longitude: number; sign: SignName }[];
}

export function retrogradePeriods(
  body: { startDate: string; endDate: string; planetIds?: number[]; chart?: BirthInput },
  services: Services,
) {
  const { ephemeris } = services;
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 10);
  const ids = distinct(body.planetIds ?? [...RETROGRADE_DEFAULT]);
  checkIds(ids, 'planetIds', RETROGRADE_BODIES, 'bodies that station: Mercury-Pluto 2-9, Chiron and the asteroids 15-20');
  checkPlaceable(ephemeris, ids, 'planetIds', start - RETRO_MARGIN_DAYS, end + RETRO_MARGIN_DAYS);
  const natal = body.chart ? castChart(body.chart, services) : null;
  const periods: RetrogradePeriod[] = [];
  const retrogradeDays: Record<string, number> = {};
  for (const id of ids) {
    const name = bodyById(id)!.name;
    const stations = findStations(ephemeris, id, start - RETRO_MARGIN_DAYS, end + RETRO_MARGIN_DAYS, TROPICAL);
    let days = 0;
    for (let i = 0; i < stations.length; i++) {
      const sr = stations[i]!;
      const sd = stations[i + 1];
      if (sr.kind !== 'retrograde' || !sd || sd.kind !== 'direct') continue;
      if (sd.jd < start || sr.jd > end) continue; // outside the range: not overlapping
      days += Math.min(sd.jd, end) - Math.max(sr.jd, start);
      const point = (jd: number, lon: number): StationPoint => ({ date: jdToIso(ephemeris, jd), julianDayUT: jd, longitude: round6(lon), sign: signOf(lon).sign });
      const period: RetrogradePeriod = {
        planet: name,
        planetId: id,
        stationRetrograde: point(sr.jd, sr.longitude),
        stationDirect: point(sd.jd, sd.longitude),
        durationDays: Math.round((sd.jd - sr.jd) * 1000) / 1000,
        // The loop runs backwards from the retrograde station's degree to the direct station's.
        signs: signsOfArc(sd.longitude, sr.longitude),
      };
      if (natal) {
        // The arc in the chart's own zodiac, from the bodies' places at the two stations.
        const a = placeBody(ephemeris, sd.jd, id, natal.settings).longitude;
        const b = placeBody(ephemeris, sr.jd, id, natal.settings).longitude;
        // The houses the arc runs through, in the order the planet first crosses them (forward).
        const houses = new Set<number>([houseOfBody(a, natal.cusps, natal.settings.houseSystem)]);
        natal.cusps
          .map((c, h) => ({ h: h + 1, off: normalizeDegrees(c - a), c }))
          .filter((x) => inForwardArc(x.c, a, b))
          .sort((x, y) => x.off - y.off)
          .forEach((x) => houses.add(x.h));
        houses.add(houseOfBody(b, natal.cusps, natal.settings.houseSystem));
        period.natalHouses = [...houses];
        period.natalPointsInZone = natal.bodies
          .filter((p) => inForwardArc(p.longitude, a, b) || p.longitude === b)
          .map((p) => ({ id: p.id, name: p.name, longitude: round6(p.longitude), sign: p.sign }));
      }
      periods.push(period);
    }
    retrogradeDays[name] = Math.round(days * 1000) / 1000;
  }
  periods.sort((x, y) => x.stationRetrograde.julianDayUT - y.stationRetrograde.julianDayUT);
  return { periods, retrogradeDays, count: periods.length };
}

// ---- /ingresses ---------------------------------------------------------------------------

export const INGRESS_BODIES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16, 17, 18, 19, 20] as const;
export const INGRESS_DEFAULT = [0, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export function signIngresses(body: { startDate: string; endDate: string; planetIds?: number[] }, services: Services) {
  const { ephemeris } = services;
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 5);
  const ids = distinct(body.planetIds ?? [...INGRESS_DEFAULT]);
  checkIds(ids, 'planetIds', INGRESS_BODIES, 'Sun 0, Moon 1, Mercury-Pluto 2-9, nodes 10-11, Lilith 12, Chiron and asteroids 15-20');
  checkPlaceable(ephemeris, ids, 'planetIds', start, end);
  const events = [];
  for (const id of ids) {
    for (const i of findIngresses(ephemeris, id, start, end, TROPICAL)) {
      events.push({
        planet: bodyById(id)!.name,
        planetId: id,
        fromSign: SIGN_NAMES[i.fromSignIndex]!,
        toSign: SIGN_NAMES[i.toSignIndex]!,
        at: jdToIso(ephemeris, i.jd),
        julianDayUT: i.jd,
        retrograde: i.retrograde,
      });
    }
  }
  events.sort((a, b) => a.julianDayUT - b.julianDayUT);
  return { events, count: events.length };
}
