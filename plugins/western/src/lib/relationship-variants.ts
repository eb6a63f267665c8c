/**
 * Relationship variants: the synastry summary, declination synastry, progressed synastry and
 * transits to two charts, the composite and the Davison chart. Both charts are cast as /synastry
 * casts them (lib/relationships.ts); everything here is arithmetic on those casts.
 */
import type { AspectFound } from '@celestial/core/astro';
import type { Services } from './relationships.js';
import { castBoth, pointsWithAngles } from './relationships.js';
import { crossAspects } from '@celestial/core/astro';
import { SUN_TO_PLUTO } from './aspect-patterns.js';
import { chartDeclinations } from './declinations.js';
import { aspectsToNatal, progressedChart, PROGRESSED_BODIES, PROGRESSION_ASPECTS } from './progressions.js';
import type { Services as ProgressionServices } from './progressions.js';
import { ASC_ID, MC_ID } from './aspect-patterns.js';
import { castChart, NAIBOD_DEGREES_PER_YEAR } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { ApiError } from '@celestial/core';

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

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
  const short = (a: AspectFound) => ({ planet1: a.planet1.name, planet2: a.planet2.name, aspect: a.type.name, orb: r4(a.orb) });
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
  const doubleWhammies: { planetA: string; planetB: string; aspect: string; aspect1: string; aspect2: string }[] = [];
  const planetNames = [...new Set(aspects.filter((a) => a.planet1.id < 1000).map((a) => a.planet1.name))];
  for (let i = 0; i < planetNames.length; i++) {
    for (let j = i + 1; j < planetNames.length; j++) {
      const x = planetNames[i]!;
      const y = planetNames[j]!;
      const one = find(x, y);
      const two = find(y, x);
      if (one && two && one.planet2.id < 1000 && two.planet2.id < 1000) {
        doubleWhammies.push({ planetA: x, planetB: y, aspect: one.type.name === two.type.name ? one.type.name : `${one.type.name} / ${two.type.name}`, aspect1: one.type.name, aspect2: two.type.name });
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
    .map((a) => `chart1 ${a.planet1.name} ${a.type.name} chart2 ${a.planet2.name} (orb ${a.orb.toFixed(2)})`);
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
function progressedTo(mover: BirthInput, host: BirthInput, label: 'chart1' | 'chart2', targetDate: string | undefined, orb: number, services: ProgressionServices) {
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
    aspects: aspectsToNatal(moving, hostPoints, PROGRESSION_ASPECTS, orb).map((a) => ({ progressedChart: label, ...a })),
  };
}

export function synastryProgressed(body: Parameters<typeof castBoth>[0] & { targetDate?: string; orb?: number }, services: ProgressionServices) {
  const orb = body.orb ?? 1;
  if (!(orb > 0 && orb <= 10)) throw ApiError.invalidField('orb', 'must be greater than 0 and at most 10 degrees');
  const one = progressedTo(body.chart1, body.chart2, 'chart1', body.targetDate, orb, services);
  const two = progressedTo(body.chart2, body.chart1, 'chart2', body.targetDate, orb, services);
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
