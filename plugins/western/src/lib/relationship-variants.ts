/**
 * Relationship variants: the synastry summary, declination synastry, progressed synastry and
 * transits to two charts, the composite and the Davison chart. Both charts are cast as /synastry
 * casts them (lib/relationships.ts); everything here is arithmetic on those casts.
 */
import type { LangCode } from '@celestial/core';
import type { AspectFound } from '@celestial/core/astro';
import type { Services } from './relationships.js';
import { castBoth, pointsWithAngles } from './relationships.js';
import type { Ephemeris } from '@celestial/core';
import { crossAspects } from '@celestial/core/astro';
import { SUN_TO_PLUTO } from './aspect-patterns.js';
import { chartDeclinations } from './declinations.js';
import { aspectsToNatal, progressedChart, PROGRESSED_BODIES, PROGRESSION_ASPECTS } from './progressions.js';
import type { Services as ProgressionServices } from './progressions.js';
import { ASC_ID, MC_ID } from './aspect-patterns.js';
import { aspectByAngle, bodyById, bodyTrack, castChart, chartSettings as chartSettingsOf, checkBodyIds, eventRange, houseOfBody, NAIBOD_DEGREES_PER_YEAR, placeBody, settingsEcho, SUPPORTED_BODY_IDS, trackCrossings } from '@celestial/core/astro';
import type { ChartSettings } from '@celestial/core/astro';
import type { ZodiacSettings } from '@celestial/core';
import { composite, davison, derivedMomentEcho } from './relationships.js';
import type { BirthInput } from '@celestial/core/astro';
import { ApiError, bodySlug, jdToIsoWithOffset, kebab } from '@celestial/core';

// ---------------------------------------------------------------------------------------------
// POST /synastry/summary

export const SUMMARY_ANGLES: readonly number[] = [0, 60, 90, 120, 180];
export type Family = 'harmonious' | 'challenging' | 'conjunction';
export const familyOf = (angle: number): Family => (angle === 0 ? 'conjunction' : angle === 60 || angle === 120 ? 'harmonious' : 'challenging');

export const CATEGORIES = ['sunMoon', 'venusMars', 'moonVenus', 'mercury', 'saturn', 'outer', 'angles'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * The categories an inter-aspect belongs to (it may belong to several: Saturn to the
 * Ascendant is both saturn and angles): sunMoon, venusMars and moonVenus when the two points
 * are those lights or planets (Sun-Sun and Moon-Moon count as sunMoon, Venus-Venus and Mars-Mars
 * as venusMars); mercury, saturn, outer (Uranus, Neptune, Pluto) and angles (Ascendant, MC)
 * when either point is one.
 */
export function categoriesOf(name1: string, name2: string): Category[] {
  const pair = new Set([name1, name2]);
  const within = (...names: string[]) => [...pair].every((n) => names.includes(n));
  const has = (...names: string[]) => names.some((n) => pair.has(n));
  const out: Category[] = [];
  if (within('Sun', 'Moon')) out.push('sunMoon');
  if (within('Venus', 'Mars')) out.push('venusMars');
  if (pair.has('Moon') && pair.has('Venus')) out.push('moonVenus');
  if (has('Mercury')) out.push('mercury');
  if (has('Saturn')) out.push('saturn');
  if (has('Uranus', 'Neptune', 'Pluto')) out.push('outer');
  if (has('Ascendant', 'MC')) out.push('angles');
  return out;
}

const KEY_PLANETS = ['Sun', 'Moon', 'Venus', 'Mars'];

export function summarise(aspects: readonly AspectFound[]) {
  const short = (a: AspectFound) => ({ planet1: a.planet1.name, planet2: a.planet2.name, aspect: a.type.name, orb: a.orb });
  const counts = { harmonious: 0, challenging: 0, conjunctions: 0 };
  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, { harmonious: 0, challenging: 0, aspects: [] as ReturnType<typeof short>[] }])) as Record<Category, { harmonious: number; challenging: number; aspects: ReturnType<typeof short>[] }>;
  for (const a of aspects) {
    const family = familyOf(a.type.angle);
    if (family === 'conjunction') counts.conjunctions++;
    else counts[family]++;
    for (const c of categoriesOf(a.planet1.name, a.planet2.name)) {
      if (family !== 'conjunction') byCategory[c][family]++;
      byCategory[c].aspects.push(short(a));
    }
  }
  // Double whammy: chart1's X aspects chart2's Y and chart1's Y aspects chart2's X (X != Y).
  const find = (n1: string, n2: string) => aspects.find((a) => a.planet1.name === n1 && a.planet2.name === n2);
  // The aspects stay English names here; the operation writes every `aspect`, `aspect1`, `aspect2`
  // as a reference and the planets as body references at its boundary (issue 12). `aspect` is the
  // aspect both ways share, null when the two ways differ.
  const doubleWhammies: { planetA: string; planetB: string; aspect: string | null; aspect1: string; aspect2: string }[] = [];
  const planetNames = [...new Set(aspects.filter((a) => a.planet1.id < 1000).map((a) => a.planet1.name))];
  for (let i = 0; i < planetNames.length; i++) {
    for (let j = i + 1; j < planetNames.length; j++) {
      const x = planetNames[i]!;
      const y = planetNames[j]!;
      const one = find(x, y);
      const two = find(y, x);
      if (one && two && one.planet2.id < 1000 && two.planet2.id < 1000) {
        doubleWhammies.push({ planetA: x, planetB: y, aspect: one.type.name === two.type.name ? one.type.name : null, aspect1: one.type.name, aspect2: two.type.name });
      }
    }
  }
  // Key contacts: the lights and the love planets to each other and to the angles, closest first.
  const keyContacts = aspects
    .filter((a) => {
      const n = [a.planet1.name, a.planet2.name];
      return n.every((x) => KEY_PLANETS.includes(x) || x === 'Ascendant') && n.some((x) => KEY_PLANETS.includes(x));
    })
    .sort((a, b) => a.orb - b.orb)
    .map(short);
  return { counts, byCategory, doubleWhammies, keyContacts };
}

export function synastrySummary(body: Parameters<typeof castBoth>[0], services: Services) {
  const [c1, c2] = castBoth(body, services, SUN_TO_PLUTO);
  const aspects = crossAspects(pointsWithAngles(c1), pointsWithAngles(c2), { angles: [...SUMMARY_ANGLES] });
  return { total: aspects.length, ...summarise(aspects) };
}

// ---------------------------------------------------------------------------------------------
// POST /synastry/declination

/** Every chart1 point against every chart2 point (a node to the other chart's node is a real contact). */
export function declinationContacts(
  points1: readonly { name: string; declination: number }[],
  points2: readonly { name: string; declination: number }[],
  orb: number,
) {
  type Pair = { planet1: string; planet2: string; declination1: number; declination2: number; orb: number };
  const parallels: Pair[] = [];
  const contraParallels: Pair[] = [];
  for (const a of points1) {
    for (const b of points2) {
      // As /declinations/parallels: same hemisphere and |d1 - d2| <= orb is a parallel; opposite hemispheres and |d1 + d2| <= orb a contra-parallel.
      const same = a.declination >= 0 === b.declination >= 0;
      const o = same ? Math.abs(a.declination - b.declination) : Math.abs(a.declination + b.declination);
      if (o > orb) continue;
      (same ? parallels : contraParallels).push({ planet1: a.name, planet2: b.name, declination1: a.declination, declination2: b.declination, orb: o });
    }
  }
  const byOrb = (x: Pair, y: Pair) => x.orb - y.orb;
  return { parallels: parallels.sort(byOrb), contraParallels: contraParallels.sort(byOrb) };
}

export function synastryDeclination(body: Parameters<typeof castBoth>[0] & { orb?: number }, services: Services) {
  const orb = body.orb ?? 1;
  if (!(orb > 0 && orb <= 10)) throw ApiError.invalidField('orb', 'must be greater than 0 and at most 10 degrees');
  const points = (b: Parameters<typeof chartDeclinations>[0]) => {
    const d = chartDeclinations(b, services);
    return { d, points: [...d.bodies.map((x) => ({ name: x.name, declination: x.declination })), { name: 'Ascendant', declination: d.angles.ascendant }, { name: 'MC', declination: d.angles.mc }] };
  };
  const one = points(body.chart1);
  const two = points(body.chart2);
  return {
    orbAllowed: orb,
    ...declinationContacts(one.points, two.points, orb),
    warnings: [...one.d.warnings.map((w) => `chart1: ${w}`), ...two.d.warnings.map((w) => `chart2: ${w}`)],
  };
}

// ---------------------------------------------------------------------------------------------
// POST /synastry/progressed

/**
 * One partner's secondary-progressed bodies and angles (as /progressions: day-for-a-year,
 * solar-arc-in-RA angles) against the other partner's natal bodies and angles.
 */
function progressedTo(mover: BirthInput, host: BirthInput, label: 'chart1' | 'chart2', targetDate: string | undefined, orb: number, services: ProgressionServices, lang: LangCode = 'en') {
  const p = progressedChart({ ...mover, targetDate, orb }, 'secondary', services);
  const natal = castChart(host, services, { bodies: PROGRESSED_BODIES });
  const moving = [
    ...p.planets.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, speed: b.speed })),
    { id: ASC_ID, name: 'Ascendant', longitude: p.houses.ascendant, speed: NAIBOD_DEGREES_PER_YEAR },
    { id: MC_ID, name: 'MC', longitude: p.houses.mc, speed: NAIBOD_DEGREES_PER_YEAR },
  ];
  const hostPoints = [
    ...natal.bodies.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, speed: 0 })),
    { id: ASC_ID, name: 'Ascendant', longitude: natal.angles.ascendant, speed: 0 },
    { id: MC_ID, name: 'MC', longitude: natal.angles.mc, speed: 0 },
  ];
  return {
    target: p.target,
    progressedDate: p.progressedDate,
    warnings: p.warnings.map((w) => `${label}: ${w}`),
    aspects: aspectsToNatal(moving, hostPoints, PROGRESSION_ASPECTS, orb, lang).map((a) => ({ progressedChart: label, ...a })),
  };
}

export function synastryProgressed(body: Parameters<typeof castBoth>[0] & { targetDate?: string; orb?: number }, services: ProgressionServices, lang: LangCode = 'en') {
  const orb = body.orb ?? 1;
  if (!(orb > 0 && orb <= 10)) throw ApiError.invalidField('orb', 'must be greater than 0 and at most 10 degrees');
  const one = progressedTo(body.chart1, body.chart2, 'chart1', body.targetDate, orb, services, lang);
  const two = progressedTo(body.chart2, body.chart1, 'chart2', body.targetDate, orb, services, lang);
  const aspects = [...one.aspects, ...two.aspects].sort((a, b) => a.orb - b.orb);
  return {
    targetDate: one.target.date,
    progressedDates: { chart1: one.progressedDate, chart2: two.progressedDate },
    orbAllowed: orb,
    count: aspects.length,
    aspects,
    warnings: [...one.warnings, ...two.warnings],
  };
}

// ---------------------------------------------------------------------------------------------
// Transits to fixed points: /synastry/transits, /composite/transits, /davison/transits

export interface FixedPoint { slug: string; name: string; longitude: number }
export const PASS_TRANSITS: readonly number[] = [0, 2, 3, 4, 5, 6, 7, 8, 9];
export const PASS_ASPECTS: readonly number[] = [0, 60, 90, 120, 180];
/** Orb that groups exact passes into one series (as /transit-calendar's default orb). */
const SERIES_ORB = 1;

/** Days searched beyond the range so a series begun (or ending) outside it is whole (as /transit-calendar). */
function padFor(id: number): number {
  if (id === 1) return 1;
  if (id === 0) return 4;
  if (id === 2 || id === 3) return 60;
  if (id === 4) return 90;
  return 250;
}

export interface Pass { transitId: number; transitPlanet: string; point: FixedPoint; angle: number; aspect: string; exacts: number[]; firstJd: number }

/**
 * Exact aspects of transiting bodies to fixed points, found as /transit-calendar finds them:
 * the body's longitude track (core crossings.ts, Hermite-bracketed roots) crossed at point +- angle;
 * passes grouped into one series while the body stays within 1 degree; a series is listed when
 * one of its passes falls in [start, end].
 */
export function exactPasses(ephemeris: Ephemeris, ids: readonly number[], points: readonly FixedPoint[], start: number, end: number, zodiac: ZodiacSettings): Pass[] {
  const out: Pass[] = [];
  ids.forEach((id, i) => {
    const pad = padFor(id);
    if (!ephemeris.canPlace(start - pad, id) || !ephemeris.canPlace(end + pad, id)) throw ApiError.invalidField(`transitPlanetIds.${i}`, `${bodyById(id)?.name ?? id} has an ephemeris for 1800-2400 only`);
    const track = bodyTrack(ephemeris, id, start - pad, end + pad, zodiac);
    for (const point of points) {
      for (const angle of PASS_ASPECTS) {
        for (const side of angle === 0 || angle === 180 ? [angle] : [angle, -angle]) {
          const target = point.longitude + side;
          const exacts = trackCrossings(track, target).map((r) => r.jd);
          if (!exacts.some((jd) => jd >= start && jd <= end)) continue;
          const bounds = [...trackCrossings(track, target - SERIES_ORB), ...trackCrossings(track, target + SERIES_ORB)].map((r) => r.jd).sort((a, b) => a - b);
          const used = new Set<number>();
          for (const ex of exacts) {
            if (used.has(ex) || ex < start || ex > end) continue;
            const enter = [...bounds].reverse().find((b) => b < ex) ?? null;
            const leave = bounds.find((b) => b > ex) ?? null;
            const series = exacts.filter((jd) => (enter === null || jd > enter) && (leave === null || jd < leave));
            series.forEach((jd) => used.add(jd));
            out.push({ transitId: id, transitPlanet: bodyById(id)?.name ?? `Body ${id}`, point, angle, aspect: aspectByAngle(angle)?.name ?? `${angle}`, exacts: series, firstJd: series.find((jd) => jd >= start) ?? series[0]! });
          }
        }
      }
    }
  });
  return out.sort((a, b) => a.firstJd - b.firstJd);
}

interface RangeBody { startDate: string; endDate: string; transitPlanetIds?: number[] }

function rangeOf(ephemeris: Ephemeris, body: RangeBody) {
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 1);
  if (end - start > 367) throw ApiError.invalidField('endDate', 'must be at most 366 days after startDate');
  checkBodyIds(body.transitPlanetIds, 'transitPlanetIds', SUPPORTED_BODY_IDS);
  return { start, end, ids: [...new Set(body.transitPlanetIds ?? PASS_TRANSITS)] };
}

function chartPoints(planets: readonly { id: number; name: string; longitude: number }[], angles: { ascendant: number; mc: number }): FixedPoint[] {
  return [
    ...planets.filter((p) => SUN_TO_PLUTO.includes(p.id)).map((p) => ({ slug: bodySlug(p.id) ?? kebab(p.name), name: p.name, longitude: p.longitude })),
    { slug: 'ascendant', name: 'Ascendant', longitude: angles.ascendant },
    { slug: 'mc', name: 'MC', longitude: angles.mc },
  ];
}

function passesToChart(
  ephemeris: Ephemeris, range: { start: number; end: number; ids: number[] }, points: FixedPoint[], cusps: number[], s: ChartSettings,
) {
  const events = exactPasses(ephemeris, range.ids, points, range.start, range.end, s).map((p) => {
    const at = placeBody(ephemeris, p.firstJd, p.transitId, s);
    return {
      transitPlanet: p.transitPlanet,
      transitPlanetId: p.transitId,
      point: { slug: p.point.slug, name: p.point.name, longitude: p.point.longitude },
      aspect: p.aspect,
      angle: p.angle,
      // A composite or Davison chart has no zone of its own (its moment echo says offset 0): +00:00.
      exactAt: p.exacts.map((jd) => jdToIsoWithOffset(jd, 0)),
      house: houseOfBody(at.longitude, cusps, s.houseSystem),
    };
  });
  return { events, count: events.length };
}

export function compositeTransits(body: Parameters<typeof castBoth>[0] & RangeBody, services: Services) {
  const range = rangeOf(services.ephemeris, body);
  const c = composite(body, services);
  const s = chartSettingsOf(body.chart1);
  const { events, count } = passesToChart(services.ephemeris, range, chartPoints(c.planets, c.angles), c.houses.map((h) => h.cusp), s);
  return { events: events.map(({ point, house, ...e }) => ({ ...e, compositePoint: point, compositeHouse: house })), count };
}

export function davisonTransits(body: Parameters<typeof castBoth>[0] & RangeBody, services: Services, lang: LangCode = 'en') {
  const range = rangeOf(services.ephemeris, body);
  const d = davison(body, services);
  const s = chartSettingsOf(body.chart1);
  const { events, count } = passesToChart(services.ephemeris, range, chartPoints(d.planets, d.angles), d.houses.map((h) => h.cusp), s);
  return { moment: derivedMomentEcho(services.ephemeris, d.moment.julianDayUT), settings: settingsEcho(s, d.moment.julianDayUT, services.ephemeris, lang), place: d.place, events: events.map(({ point, house, ...e }) => ({ ...e, davisonPoint: point, davisonHouse: house })), count };
}

/** Days within which one transit series touching both charts makes a shared event. */
export const PAIRING_DAYS = 7;

export function synastryTransits(body: Parameters<typeof castBoth>[0] & RangeBody, services: Services) {
  const range = rangeOf(services.ephemeris, body);
  const [c1, c2] = castBoth(body, services, SUN_TO_PLUTO);
  const zodiac = c1.settings;
  type Hit = { chart: 'chart1' | 'chart2'; point: string; aspect: string; exactAt: string; jd: number };
  const hits = new Map<number, Hit[]>();
  for (const [label, c] of [['chart1', c1], ['chart2', c2]] as const) {
    for (const p of exactPasses(services.ephemeris, range.ids, chartPoints(c.bodies, c.angles), range.start, range.end, zodiac)) {
      for (const jd of p.exacts) {
        if (jd < range.start || jd > range.end) continue;
        const list = hits.get(p.transitId) ?? [];
        list.push({ chart: label, point: p.point.name, aspect: p.aspect, exactAt: jdToIsoWithOffset(jd, c1.moment.timezoneOffset * 60), jd }); // at chart1's zone, as its settings
        hits.set(p.transitId, list);
      }
    }
  }
  const events: { transitPlanet: string; transitPlanetId: number; at: string; atJd: number; hits: Omit<Hit, 'jd'>[] }[] = [];
  for (const [id, list] of hits) {
    list.sort((a, b) => a.jd - b.jd);
    // Chain exact hits no more than PAIRING_DAYS apart; keep the chains that touch both charts.
    let group: Hit[] = [];
    const flush = () => {
      if (group.some((h) => h.chart === 'chart1') && group.some((h) => h.chart === 'chart2')) {
        events.push({ transitPlanet: bodyById(id)?.name ?? `Body ${id}`, transitPlanetId: id, at: group[0]!.exactAt, atJd: group[0]!.jd, hits: group.map(({ jd: _jd, ...h }) => h) });
      }
      group = [];
    };
    for (const h of list) {
      if (group.length > 0 && h.jd - group[group.length - 1]!.jd > PAIRING_DAYS) flush();
      group.push(h);
    }
    flush();
  }
  events.sort((a, b) => a.atJd - b.atJd);
  return { events: events.map(({ atJd: _a, ...e }) => e), count: events.length, warnings: [...c1.warnings, ...c2.warnings] };
}
