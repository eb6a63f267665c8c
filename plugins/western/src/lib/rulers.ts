/**
 * Rulers: dispositors, the chart ruler, house rulers, the almuten of cusps and points, and
 * the triplicity decans. Pure functions over the shared chart cast (core/src/astro/chart.ts)
 * and the dignity tables of core/src/astro/dignities.ts.
 */
import { ApiError, position } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import {
  BODY, castChart, DEFAULT_CHART_BODIES, DOMICILE_LORDS, domicileLord, EXALTATIONS, findAspects,
  inForwardArc, isDetriment, isFall, MODERN_DOMICILE_LORDS, momentEcho, normalizeDegrees, settingsEcho, SIGN_NAMES, signIndexOf, signOf,
} from '@celestial/core/astro';
import { almutenAt, dignityScores } from '@celestial/core/astro';
import type { BirthInput, CastChart, PlanetName, Rulership } from '@celestial/core/astro';
import { bodyNaming, refOut, signOut } from './vocabulary.js';

export interface Services { ephemeris: Ephemeris; timeZones: TimeZones }

const PLANET_IDS: Readonly<Record<PlanetName, number>> = { Sun: 0, Moon: 1, Mercury: 2, Venus: 3, Mars: 4, Jupiter: 5, Saturn: 6, Uranus: 7, Neptune: 8, Pluto: 9 };
type Classical = 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn';
const TRADITIONAL: readonly Classical[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];
const MODERN: readonly PlanetName[] = [...TRADITIONAL, 'Uranus', 'Neptune', 'Pluto'];

function echo(chart: CastChart, services: Services, lang: LangCode = 'en') {
  return { moment: momentEcho(chart.moment, services.ephemeris), settings: settingsEcho(chart.settings, chart.moment.julianDayUT, services.ephemeris, lang) };
}

/** Day chart when the Sun is above the horizon: in the arc from Descendant forward to Ascendant. */
export function isDiurnal(sunLongitude: number, ascendant: number): boolean {
  return inForwardArc(sunLongitude, ascendant + 180, ascendant);
}

/** Twelve cusps needed: Gauquelin's 36 sectors are not houses with sign lords. */
function requireTwelveCusps(chart: CastChart): void {
  if (chart.cusps.length !== 12) throw ApiError.invalidField('houseSystem', 'must be a twelve-house system here (Gauquelin sectors have 36)');
}

// ---------------------------------------------------------------- dispositors

/**
 * Dispositors: the directed graph planet -> domicile lord of its sign (traditional seven or
 * the ten with modern lords), chains followed until a self-disposed planet or a repeat; a
 * final dispositor when every chain ends in the same self-disposed planet; cycles of two or
 * more planets (mutual reception by domicile and longer rings).
 */
export function dispositors(birth: BirthInput & { rulership?: Rulership }, services: Services, lang: LangCode = 'en') {
  const rulership = birth.rulership ?? 'traditional';
  const names = rulership === 'modern' ? MODERN : TRADITIONAL;
  const chart = castChart(birth, services, { bodies: names.map((n) => PLANET_IDS[n]) });
  const lordOf = new Map<PlanetName, PlanetName>();
  const edges = chart.bodies.map((b) => {
    const d = domicileLord(b.signIndex, rulership);
    lordOf.set(b.name as PlanetName, d);
    return { planet: b.name as PlanetName, ...signOut(b.signIndex, lang), dispositor: d };
  });
  const chains = names.map((p) => {
    const chain: PlanetName[] = [p];
    for (;;) {
      const next = lordOf.get(chain[chain.length - 1]!)!;
      if (next === chain[chain.length - 1] || chain.includes(next)) {
        if (next !== chain[chain.length - 1]) chain.push(next); // close the ring once
        break;
      }
      chain.push(next);
    }
    return { planet: p, chain };
  });
  // Cycles of the functional graph: walk from each planet; a planet met twice on one walk closes a ring.
  const loops: { planets: PlanetName[] }[] = [];
  const seenRing = new Set<string>();
  for (const p of names) {
    const path: PlanetName[] = [];
    let cur = p;
    while (!path.includes(cur)) { path.push(cur); cur = lordOf.get(cur)!; }
    const ring = path.slice(path.indexOf(cur));
    if (ring.length < 2) continue;
    const start = ring.indexOf([...ring].sort((a, b) => names.indexOf(a) - names.indexOf(b))[0]!);
    const canon = [...ring.slice(start), ...ring.slice(0, start)];
    if (!seenRing.has(canon.join())) { seenRing.add(canon.join()); loops.push({ planets: canon }); }
  }
  const ends = new Set(chains.map((c) => c.chain[c.chain.length - 1]!));
  const [only] = [...ends];
  // The graph is walked by English names (the dignity tables' keys); every body leaves as a
  // reference { id, slug, name in lang } (issue 12), never the English string.
  const ref = (p: PlanetName) => refOut({ id: PLANET_IDS[p], name: p }, lang);
  const final = ends.size === 1 && only !== undefined && lordOf.get(only) === only ? ref(only) : null;
  return {
    ...echo(chart, services, lang),
    rulership,
    edges: edges.map((e) => ({ ...e, planet: ref(e.planet), dispositor: ref(e.dispositor) })),
    chains: chains.map((c) => ({ planet: ref(c.planet), chain: c.chain.map(ref) })),
    finalDispositor: final,
    loops: loops.map((l) => ({ planets: l.planets.map(ref) })),
  };
}

// ---------------------------------------------------------------- chart ruler

export type SignCondition = 'domicile' | 'exaltation' | 'detriment' | 'fall' | 'peregrine';

/**
 * A planet's sign condition from the domicile/exaltation table: domicile, exaltation,
 * detriment (the sign opposite a domicile), fall (opposite the exaltation), else peregrine.
 * Uranus, Neptune and Pluto: their modern domicile and its opposite only.
 */
export function signCondition(planet: PlanetName, signIndex: number): SignCondition {
  if (planet === 'Uranus' || planet === 'Neptune' || planet === 'Pluto') {
    if (MODERN_DOMICILE_LORDS[signIndex] === planet) return 'domicile';
    if (MODERN_DOMICILE_LORDS[(signIndex + 6) % 12] === planet) return 'detriment';
    return 'peregrine';
  }
  if (DOMICILE_LORDS[signIndex] === planet) return 'domicile';
  if (EXALTATIONS[planet]?.sign === signIndex) return 'exaltation';
  if (isDetriment(planet, signIndex)) return 'detriment';
  if (isFall(planet, signIndex)) return 'fall';
  return 'peregrine';
}

export function chartRuler(birth: BirthInput, services: Services, lang: LangCode = 'en') {
  const chart = castChart(birth, services);
  const asc = chart.angles.ascendant;
  const s = signIndexOf(asc);
  const aspects = findAspects(chart.bodies.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, speed: b.speed })), { lang });
  const describe = (p: PlanetName) => {
    const b = chart.bodies.find((x) => x.id === PLANET_IDS[p])!;
    return { id: b.id, ...bodyNaming(b.id, b.name, lang), ...position(b.longitude, lang), house: b.house, retrograde: b.retrograde, dignity: signCondition(p, b.signIndex) };
  };
  const ruler = DOMICILE_LORDS[s]!;
  const modern = MODERN_DOMICILE_LORDS[s];
  return {
    ...echo(chart, services, lang),
    ascendant: position(asc, lang),
    ruler: describe(ruler),
    modernRuler: modern ? describe(modern) : null,
    aspects: aspects.filter((a) => a.planet1.id === PLANET_IDS[ruler] || a.planet2.id === PLANET_IDS[ruler]),
    planetsInFirst: chart.bodies.filter((b) => b.house === 1).map((b) => b.name),
    warnings: chart.warnings,
  };
}

// ---------------------------------------------------------------- house rulers

/** Signs wholly inside the arc from one cusp to the next (neither cusp falls in them). */
export function interceptedSigns(cusp: number, nextCusp: number): number[] {
  const span = normalizeDegrees(nextCusp - cusp);
  const out: number[] = [];
  const first = signIndexOf(cusp);
  for (let j = 1; j < 12; j++) {
    const s = (first + j) % 12;
    const endArc = normalizeDegrees(30 * (s + 1) - cusp);
    if (endArc > 0 && endArc <= span + 1e-12) out.push(s);
    else break;
  }
  return out;
}

export function houseRulers(birth: BirthInput & { rulership?: Rulership }, services: Services, lang: LangCode = 'en') {
  const rulership = birth.rulership ?? 'traditional';
  const chart = castChart(birth, services, { bodies: MODERN.map((n) => PLANET_IDS[n]) });
  requireTwelveCusps(chart);
  const byName = new Map(chart.bodies.map((b) => [b.name, b]));
  const rulesHouses = new Map<PlanetName, number[]>();
  const houses = chart.cusps.map((c, i) => {
    const s = signIndexOf(c);
    const ruler = domicileLord(s, rulership);
    const rb = byName.get(ruler)!;
    rulesHouses.set(ruler, [...(rulesHouses.get(ruler) ?? []), i + 1]);
    return {
      house: i + 1,
      cuspSign: SIGN_NAMES[s]!,
      ruler,
      modernRuler: MODERN_DOMICILE_LORDS[s] ?? null,
      rulerSign: rb.sign,
      rulerHouse: rb.house,
      interceptedSigns: interceptedSigns(c, chart.cusps[(i + 1) % 12]!).map((x) => ({ ...signOut(x, lang), coRuler: domicileLord(x, rulership) })),
    };
  });
  const rulerships = [...rulesHouses].map(([planet, hs]) => ({ planet, rulesHouses: hs }));
  return { ...echo(chart, services, lang), rulership, houses, rulerships };
}

// ---------------------------------------------------------------- almuten of points

// dignityScores and almutenAt live in core/src/astro/almuten.ts (shared with horary).
export { almutenAt, dignityScores };

export function almutenPoints(birth: BirthInput & { points?: number[] }, services: Services, lang: LangCode = 'en') {
  const chart = castChart(birth, services, { bodies: [BODY.SUN] });
  requireTwelveCusps(chart);
  const diurnal = isDiurnal(chart.bodies[0]!.longitude, chart.angles.ascendant);
  return {
    ...echo(chart, services, lang),
    sect: diurnal ? ('day' as const) : ('night' as const),
    cusps: chart.cusps.map((c, i) => ({ house: i + 1, ...almutenBySlug(almutenAt(c, diurnal)) })),
    points: (birth.points ?? []).map((p, i) => ({ index: i, ...almutenBySlug(almutenAt(p, diurnal)) })),
  };
}

type SevenSlug = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn';
/** A classical planet by its slug (the answers' enumeration, DESIGN.md Vocabulary): Sun -> sun. */
export const planetSlugOf = (name: string) => name.toLowerCase() as SevenSlug;

/** core's almutenAt with its planets written as slugs. */
function almutenBySlug(a: ReturnType<typeof almutenAt>) {
  return {
    ...a,
    almuten: { ...a.almuten, planet: planetSlugOf(a.almuten.planet), tied: a.almuten.tied.map(planetSlugOf) },
    scores: a.scores.map((s) => ({ ...s, planet: planetSlugOf(s.planet) })),
  };
}

// ---------------------------------------------------------------- decans

/**
 * Triplicity decans (Alan Leo, How to Judge a Nativity): the three 10-degree decans of a
 * sign belong to the signs of its element in zodiacal order, ruled by their domicile lords.
 */
export function triplicityDecan(longitude: number) {
  const { signIndex, sign, degreeInSign } = signOf(longitude);
  const decan = Math.min(3, Math.floor(degreeInSign / 10) + 1);
  const decanSign = (signIndex + 4 * (decan - 1)) % 12;
  return { sign, degreeInSign, decan, decanSign: SIGN_NAMES[decanSign]!, triplicityRuler: DOMICILE_LORDS[decanSign]!, modernTriplicityRuler: domicileLord(decanSign, 'modern') };
}

export function decans(birth: BirthInput, services: Services, lang: LangCode = 'en') {
  const chart = castChart(birth, services, { bodies: DEFAULT_CHART_BODIES });
  const points = [
    ...chart.bodies.map((b) => ({ point: b.name, id: b.id as number | null, longitude: b.longitude })),
    { point: 'Ascendant', id: null, longitude: chart.angles.ascendant },
    { point: 'MC', id: null, longitude: chart.angles.mc },
  ];
  return { ...echo(chart, services, lang), points: points.map((p) => {
    const { decan, decanSign, triplicityRuler, modernTriplicityRuler } = triplicityDecan(p.longitude);
    return { ...p, ...position(p.longitude, lang), decan, decanSign, triplicityRuler, modernTriplicityRuler };
  }), warnings: chart.warnings };
}

