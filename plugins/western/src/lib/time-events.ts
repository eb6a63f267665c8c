/**
 * The time searches behind /retrograde, /ingresses, /returns/* and /moon-voc: the root finder
 * of core/src/astro/events.ts (bracket on a speed-chosen step, Brent to < 0.01 s) shaped into
 * the catalogue's answers.
 */
import { ApiError, jdToIsoWithOffset, named, position, signName } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones, ZodiacSettings } from '@celestial/core';
import {
  bodyById, castChart, momentEcho, settingsEcho, castHouses, eventRange, findAspects, findIngresses, findLongitudeCrossings, findStations, placeBodies, houseOfBody, inForwardArc, jdToIso, normalizeDegrees, placeBody, SIGN_NAMES, signOf,
} from '@celestial/core/astro';
import type { BirthInput, SignName } from '@celestial/core/astro';
import { bodyNaming, cuspOut } from './vocabulary.js';

export interface Services {
  ephemeris: Ephemeris;
  timeZones: TimeZones;
}

const TROPICAL: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };

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
      // Full precision (DESIGN.md, Vocabulary: only the precision parameter rounds).
      const point = (jd: number, lon: number): StationPoint => ({ date: jdToIsoWithOffset(jd, 0), julianDayUT: jd, longitude: lon, sign: signOf(lon).sign });
      const period: RetrogradePeriod = {
        planet: name,
        planetId: id,
        stationRetrograde: point(sr.jd, sr.longitude),
        stationDirect: point(sd.jd, sd.longitude),
        durationDays: sd.jd - sr.jd,
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
          .map((p) => ({ id: p.id, name: p.name, longitude: p.longitude, sign: p.sign }));
      }
      periods.push(period);
    }
    retrogradeDays[name] = days;
  }
  periods.sort((x, y) => x.stationRetrograde.julianDayUT - y.stationRetrograde.julianDayUT);
  return { periods, retrogradeDays, count: periods.length };
}

/**
 * POST /retrograde's answer in the vocabulary: each period's body as `id`, `slug` and `name`
 * (in `lang`), each station an instant (+00:00: the range is UT dates) with its position, the
 * natal points named and placed the same way.
 */
function bodyIdByName(name: string): number {
  for (const id of RETROGRADE_BODIES) if (bodyById(id)?.name === name) return id;
  return -1;
}

export function retrogradeAnswer(r: ReturnType<typeof retrogradePeriods>, lang: LangCode) {
  const station = (s: StationPoint) => ({ date: s.date, julianDayUT: s.julianDayUT, ...position(s.longitude, lang) });
  return {
    periods: r.periods.map(({ planet, planetId, stationRetrograde, stationDirect, natalPointsInZone, ...rest }) => ({
      id: planetId,
      ...bodyNaming(planetId, planet, lang),
      stationRetrograde: station(stationRetrograde),
      stationDirect: station(stationDirect),
      ...rest,
      signs: rest.signs.map((s) => SIGN_NAMES.indexOf(s) + 1),
      signNames: rest.signs.map((s) => signName(SIGN_NAMES.indexOf(s) + 1, lang)),
      ...(natalPointsInZone ? { natalPointsInZone: natalPointsInZone.map((p) => ({ id: p.id, ...bodyNaming(p.id, p.name, lang), ...position(p.longitude, lang) })) } : {}),
    })),
    // Keyed by the body's slug, as every machine key is.
    retrogradeDays: Object.fromEntries(Object.entries(r.retrogradeDays).map(([name, days]) => [bodyNaming(bodyIdByName(name), name, 'en').slug, days])),
    count: r.count,
  };
}

// ---- /ingresses ---------------------------------------------------------------------------

export const INGRESS_BODIES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16, 17, 18, 19, 20] as const;
export const INGRESS_DEFAULT = [0, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export function signIngresses(body: { startDate: string; endDate: string; planetIds?: number[] }, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 5);
  const ids = distinct(body.planetIds ?? [...INGRESS_DEFAULT]);
  checkIds(ids, 'planetIds', INGRESS_BODIES, 'Sun 0, Moon 1, Mercury-Pluto 2-9, nodes 10-11, Lilith 12, Chiron and asteroids 15-20');
  checkPlaceable(ephemeris, ids, 'planetIds', start, end);
  const events = [];
  for (const id of ids) {
    for (const i of findIngresses(ephemeris, id, start, end, TROPICAL)) {
      events.push({
        id,
        ...bodyNaming(id, bodyById(id)!.name, lang),
        fromSign: i.fromSignIndex + 1,
        fromSignName: signName(i.fromSignIndex + 1, lang),
        toSign: i.toSignIndex + 1,
        toSignName: signName(i.toSignIndex + 1, lang),
        // The request names no zone (dates only): instants say +00:00.
        at: jdToIsoWithOffset(i.jd, 0),
        julianDayUT: i.jd,
        retrograde: i.retrograde,
      });
    }
  }
  events.sort((a, b) => a.julianDayUT - b.julianDayUT);
  return { events, count: events.length };
}

// ---- /returns/* ---------------------------------------------------------------------------

export interface ReturnLocation {
  latitude: number;
  longitude: number;
  timezoneOffset?: number | null;
  timezone?: string;
}

/** Cyril Fagan and Donald Bradley's sidereal zodiac (SE_SIDM_FAGAN_BRADLEY = 0): precessed returns. */
const FAGAN_BRADLEY: ZodiacSettings = { zodiacType: 'sidereal', siderealMode: 0 };

/** Where and in which clock a return chart is cast: `location`, or the birth place and its clock. */
export function returnPlace(birth: BirthInput, location: ReturnLocation | undefined, timeZones: TimeZones) {
  if (!location) return { latitude: birth.latitude, longitude: birth.longitude, zone: birth.timezone ? (birth.timezone === 'auto' ? timeZones.zoneAt(birth.latitude, birth.longitude) : birth.timezone) : null, offset: birth.timezoneOffset ?? 0 };
  const zone = location.timezone
    ? location.timezone === 'auto' ? timeZones.zoneAt(location.latitude, location.longitude) : location.timezone
    : location.timezoneOffset === undefined || location.timezoneOffset === null ? timeZones.zoneAt(location.latitude, location.longitude) : null;
  if (zone && !timeZones.isValidZone(zone)) throw ApiError.invalidField('location.timezone', 'must be an IANA zone name or auto');
  return { latitude: location.latitude, longitude: location.longitude, zone, offset: location.timezoneOffset ?? 0 };
}

/**
 * Local wall time of a UT instant: ISO text with its offset, e.g. 2024-07-14T17:15:10+03:00
 * (the vocabulary's instants, DESIGN.md: the offset the zone keeps at that instant, or the fixed
 * offset when the request named no zone).
 */
export function localTime(ephemeris: Ephemeris, timeZones: TimeZones, jd: number, zone: string | null, fixedOffset: number): string {
  let offset = fixedOffset;
  if (zone) {
    // The zone's offset at the local time that the UT instant shows (first guess: at UT).
    const at = (j: number) => jdToIso(ephemeris, j).slice(0, 19).split('T') as [string, string];
    const [d0, t0] = at(jd);
    offset = timeZones.offsetAtLocal(zone, d0, t0);
    const [d1, t1] = at(jd + offset / 24);
    offset = timeZones.offsetAtLocal(zone, d1, t1);
  }
  const sign = offset < 0 ? '-' : '+';
  const mins = Math.round(Math.abs(offset) * 60);
  return `${jdToIso(ephemeris, jd + offset / 24).slice(0, 19)}${sign}${String(Math.floor(mins / 60)).padStart(2, '0')}:${String(mins % 60).padStart(2, '0')}`;
}

type Natal = ReturnType<typeof castChart>;

/** The chart cast at a return instant, its bodies also placed in the natal houses. */
export function returnChart(natal: Natal, jd: number, place: { latitude: number; longitude: number }, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const s = natal.settings;
  const { houses, cusps, angles } = castHouses(ephemeris, jd, place.latitude, place.longitude, s);
  const { bodies } = placeBodies(ephemeris, jd, RETURN_BODIES, s);
  const planets = bodies.map((b) => ({
    id: b.id,
    ...bodyNaming(b.id, b.name, lang),
    ...position(b.longitude, lang),
    house: houseOfBody(b.longitude, cusps, s.houseSystem),
    natalHouse: houseOfBody(b.longitude, natal.cusps, s.houseSystem),
    retrograde: b.retrograde,
    speed: b.speed,
  }));
  return { planets, houses: houses.map((h) => cuspOut(h, lang)), cusps, angles };
}

/** A return's body in brief (the series and half returns): id, slug, name, position, house. */
export function returnPlanetBrief(p: ReturnType<typeof returnChart>['planets'][number]) {
  const { natalHouse: _n, retrograde: _r, speed: _s, ...brief } = p;
  return brief;
}

/** The natal chart a return is read against, echoed (DESIGN.md, Vocabulary: moment and settings). */
export function natalEcho(natal: Natal, ephemeris: Ephemeris, lang: LangCode = 'en') {
  return { moment: momentEcho(natal.moment, ephemeris), settings: settingsEcho(natal.settings, natal.moment.julianDayUT, ephemeris, lang) };
}

/** Sun to Pluto, mean and true node: the bodies of a return chart. */
export const RETURN_BODIES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

export function returnMoment(ephemeris: Ephemeris, timeZones: TimeZones, jd: number, place: { zone: string | null; offset: number }) {
  return { utc: jdToIso(ephemeris, jd), local: localTime(ephemeris, timeZones, jd, place.zone, place.offset), julianDayUT: jd };
}

/** The solar return instant (UT JD) in `year`, and the natal Sun's longitude it returns to. */
export function solarReturnInstant(ephemeris: Ephemeris, body: BirthInput & { year: number; precessed?: boolean }, natal: Natal): { jd: number; target: number } {
  const zodiac = body.precessed ? FAGAN_BRADLEY : natal.settings;
  const target = normalizeDegrees(ephemeris.position(natal.moment.julianDayUT, 0, zodiac).longitude);
  const [, month, day] = body.date.split('-').map(Number) as [number, number, number];
  const around = ephemeris.julianDay(body.year, month, day, 12);
  // The Sun never retrogrades: one root within the birthday +- 5 days (a precessed return
  // drifts one day in about 70 years from the tropical one).
  const roots = findLongitudeCrossings(ephemeris, 0, target, around - 5 - Math.abs(body.year - Number(body.date.slice(0, 4))) / 60, around + 5 + Math.abs(body.year - Number(body.date.slice(0, 4))) / 60, zodiac);
  if (roots.length !== 1) throw new ApiError('CALCULATION_ERROR', `No single solar return found near the birthday in ${body.year}`);
  return { jd: roots[0]!.jd, target };
}

export function solarReturn(body: BirthInput & { year: number; location?: ReturnLocation; precessed?: boolean }, services: Services, lang: LangCode = 'en') {
  const { ephemeris, timeZones } = services;
  const natal = castChart(body, services, { bodies: RETURN_BODIES });
  const { jd, target } = solarReturnInstant(ephemeris, body, natal);
  const place = returnPlace(body, body.location, timeZones);
  const chart = returnChart(natal, jd, place, services, lang);
  const natalPoints = natal.bodies.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, speed: 0 }));
  const aspectsToNatal = chart.planets.flatMap((p) =>
    natalPoints.flatMap((n) => findAspects([{ id: p.id, name: p.name, longitude: p.longitude, speed: p.speed }, n], { angles: [0, 60, 90, 120, 180], lang })),
  );
  return {
    ...natalEcho(natal, ephemeris, lang),
    returnMoment: returnMoment(ephemeris, timeZones, jd, place),
    natalSunLongitude: target,
    // The zodiac the return was timed on (issue 12: was the English 'sidereal (Fagan-Bradley)'):
    // its type, and for a precessed return the ayanamsa by reference from core's ayanamsa table.
    zodiac: body.precessed
      ? { type: 'sidereal' as const, ayanamsa: named('ayanamsa', 'fagan-bradley', lang) }
      : { type: natal.settings.zodiacType, ayanamsa: null },
    planets: chart.planets.map(({ speed: _s, ...p }) => p),
    houses: chart.houses,
    angles: { ascendant: chart.angles.ascendant, mc: chart.angles.mc },
    returnAscendantNatalHouse: houseOfBody(chart.angles.ascendant, natal.cusps, natal.settings.houseSystem),
    aspectsToNatal,
  };
}

function returnSeries(
  body: BirthInput & { startDate: string; endDate: string; location?: ReturnLocation; precessed?: boolean },
  planet: number,
  maxYears: number,
  services: Services,
  lang: LangCode = 'en',
) {
  const { ephemeris, timeZones } = services;
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, maxYears);
  const natal = castChart(body, services, { bodies: RETURN_BODIES });
  const zodiac = body.precessed ? FAGAN_BRADLEY : natal.settings;
  const target = normalizeDegrees(ephemeris.position(natal.moment.julianDayUT, planet, zodiac).longitude);
  const place = returnPlace(body, body.location, timeZones);
  const crossings = findLongitudeCrossings(ephemeris, planet, target, start, end, zodiac);
  const rows = crossings.map((c) => {
    const chart = returnChart(natal, c.jd, place, services, lang);
    return {
      crossing: c,
      moment: returnMoment(ephemeris, timeZones, c.jd, place),
      ascendant: chart.angles.ascendant,
      mc: chart.angles.mc,
      bodyHouse: chart.planets.find((p) => p.id === planet)!.house,
      planets: chart.planets.map(returnPlanetBrief),
    };
  });
  return { echo: natalEcho(natal, ephemeris, lang), rows };
}

export function lunarReturns(body: BirthInput & { startDate: string; endDate: string; location?: ReturnLocation; precessed?: boolean }, services: Services, lang: LangCode = 'en') {
  const { echo, rows } = returnSeries(body, 1, 1, services, lang);
  const returns = rows.map(({ crossing: _c, bodyHouse, ...r }) => ({ ...r, moonHouse: bodyHouse }));
  return { ...echo, returns, count: returns.length };
}

export function planetaryReturns(body: BirthInput & { planet: number; startDate: string; endDate: string; location?: ReturnLocation }, services: Services, lang: LangCode = 'en') {
  const { echo, rows: series } = returnSeries(body, body.planet, 50, services, lang);
  // Passes of one retrograde loop: direct (1), retrograde (2), direct again (3).
  let pass = 0;
  const returns = series.map(({ crossing, bodyHouse, ...r }) => {
    if (crossing.retrograde) pass = 2;
    else if (pass === 2) pass = 3;
    else pass = 1;
    return { ...r, pass, retrograde: crossing.retrograde, planetHouse: bodyHouse };
  });
  return { ...echo, planet: bodyById(body.planet)!.name, returns, count: returns.length };
}
