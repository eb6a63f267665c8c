/**
 * Modern schools over the natal chart: Stephen Arroyo's element and house-trinity balance,
 * Dane Rudhyar's planetary phases, John Addey's harmonic spectrum, David Hamblin's harmonic
 * aspects and Reinhold Ebertin's 45-degree midpoint sort. Midpoints and harmonic longitudes
 * come from core/src/astro (midpoints.ts, harmonics.ts).
 */
import { ApiError, bodyName, bodySlug, jdToIsoWithOffset, position, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import {
  bodyTrack, castChart, checkBodyIds, eventRange, harmonicLongitude, momentEcho, nearMidpoint, normalizeDegrees, settingsEcho, shortestArc, SIGNS, signIndexOf, SUPPORTED_BODY_IDS,
  trackCrossings,
} from '@celestial/core/astro';
import type { BirthInput, CastChart } from '@celestial/core/astro';
import type { Services } from './natal.js';
import { LUNATION_PHASES } from './modern.js';

const TEN_SLUGS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;

export interface Factor { slug: string; name: string; longitude: number; house?: number }

export function cast(birth: BirthInput, services: Services, lang: LangCode, extra: readonly number[] = []) {
  const chart = castChart(birth, services, { bodies: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, ...extra] });
  return { chart, echo: { moment: momentEcho(chart.moment, services.ephemeris), settings: settingsEcho(chart.settings, chart.moment.julianDayUT, services.ephemeris, lang) } };
}

export function tenPlanets(chart: CastChart, lang: LangCode): Factor[] {
  return TEN_SLUGS.map((slug, id) => {
    const b = chart.bodies.find((x) => x.id === id)!;
    return { slug, name: term('body', slug, lang), longitude: b.longitude, house: b.house };
  });
}

// ---------------------------------------------------------------- Arroyo: elements and trinities

/** Arroyo's weights (Astrology, Psychology and the Four Elements, 1975), overridable per factor slug. */
export const ARROYO_WEIGHTS: Readonly<Record<string, number>> = {
  sun: 3, moon: 3, ascendant: 3, mercury: 2, venus: 2, mars: 2, jupiter: 1, saturn: 1, uranus: 0.5, neptune: 0.5, pluto: 0.5,
};

const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
const MODALITIES = ['cardinal', 'fixed', 'mutable'] as const;
type Element = (typeof ELEMENTS)[number];

/**
 * A note on an element lacking or overemphasised: Arroyo's reading (1975, part II) as a short
 * paraphrase from core's element-balance-note table, keyed `<element>-lacking` or
 * `<element>-overemphasised`, with the element by reference (issue 12: it was English in every language).
 */
function elementNote(element: Element, condition: 'lacking' | 'overemphasised', lang: LangCode) {
  const slug = `${element}-${condition}`;
  return { slug, element: { slug: element, name: term('element', element, lang) }, condition, text: term('element-balance-note', slug, lang) };
}

function weightsFrom(input: Record<string, number> | undefined): Record<string, number> {
  const w = { ...ARROYO_WEIGHTS };
  for (const [k, v] of Object.entries(input ?? {})) {
    if (!(k in ARROYO_WEIGHTS)) throw ApiError.invalidField(`weights.${k}`, `names no factor; the factors are ${Object.keys(ARROYO_WEIGHTS).join(', ')}`);
    w[k] = v;
  }
  return w;
}

function tally<K extends string>(keys: readonly K[], factors: readonly Factor[], keyOf: (f: Factor) => K, w: Record<string, number>, lang: LangCode) {
  const total = factors.reduce((s, f) => s + (w[f.slug] ?? 0), 0);
  const out = {} as Record<K, { score: number; percent: number; factors: { slug: string; name: string }[] }>;
  for (const k of keys) out[k] = { score: 0, percent: 0, factors: [] };
  for (const f of factors) {
    const k = keyOf(f);
    out[k].score += w[f.slug] ?? 0;
    out[k].factors.push({ slug: f.slug, name: f.name });
  }
  for (const k of keys) out[k].percent = total > 0 ? (100 * out[k].score) / total : 0;
  void lang;
  return out;
}

export function elementBalance(birth: BirthInput & { weights?: Record<string, number> }, services: Services, lang: LangCode) {
  const { chart, echo } = cast(birth, services, lang);
  const w = weightsFrom(birth.weights);
  const factors = [...tenPlanets(chart, lang), { slug: 'ascendant', name: term('chart-angle', 'ascendant', lang), longitude: chart.angles.ascendant }];
  const elements = tally(ELEMENTS, factors, (f) => SIGNS[signIndexOf(f.longitude)]!.element, w, lang);
  const modalities = tally(MODALITIES, factors, (f) => SIGNS[signIndexOf(f.longitude)]!.modality, w, lang);
  const personal = new Set(['sun', 'moon', 'ascendant']);
  const lacking = ELEMENTS.filter((e) => elements[e].percent < 10 && !elements[e].factors.some((f) => personal.has(f.slug)));
  const excess = ELEMENTS.filter((e) => elements[e].percent > 40);
  const dominant = [...ELEMENTS].sort((a, b) => elements[b].score - elements[a].score)[0]!;
  return {
    ...echo,
    weights: w,
    elements,
    modalities,
    dominantElement: dominant,
    lackingElements: lacking,
    excessElements: excess,
    notes: [...lacking.map((e) => elementNote(e, 'lacking', lang)), ...excess.map((e) => elementNote(e, 'overemphasised', lang))],
    source: 'Stephen Arroyo, Astrology, Psychology and the Four Elements (CRCS, 1975)',
  };
}

const TRINITY_HOUSES = { life: [1, 5, 9], substance: [2, 6, 10], relationship: [3, 7, 11], psychism: [4, 8, 12] } as const;
const TRINITY_ELEMENT = { life: 'fire', substance: 'earth', relationship: 'air', psychism: 'water' } as const;

export function houseTrinities(birth: BirthInput, services: Services, lang: LangCode) {
  const { chart, echo } = cast(birth, services, lang);
  if (chart.cusps.length !== 12) throw ApiError.invalidField('houseSystem', 'the trinities read twelve houses; the Gauquelin sectors have 36');
  const planets = tenPlanets(chart, lang);
  const keys = Object.keys(TRINITY_HOUSES) as (keyof typeof TRINITY_HOUSES)[];
  const trinities = {} as Record<keyof typeof TRINITY_HOUSES, { houses: number[]; planets: { slug: string; name: string; house: number }[]; score: number; percent: number }>;
  const total = planets.reduce((s, p) => s + ARROYO_WEIGHTS[p.slug]!, 0);
  for (const k of keys) {
    const inIt = planets.filter((p) => (TRINITY_HOUSES[k] as readonly number[]).includes(p.house!));
    const score = inIt.reduce((s, p) => s + ARROYO_WEIGHTS[p.slug]!, 0);
    trinities[k] = { houses: [...TRINITY_HOUSES[k]], planets: inIt.map((p) => ({ slug: p.slug, name: p.name, house: p.house! })), score, percent: (100 * score) / total };
  }
  const signs = tally(ELEMENTS, planets, (f) => SIGNS[signIndexOf(f.longitude)]!.element, ARROYO_WEIGHTS, lang);
  const emphasized = [...keys].sort((a, b) => trinities[b].score - trinities[a].score)[0]!;
  return {
    ...echo,
    trinities,
    emphasized,
    comparedWithSigns: keys.map((k) => ({ trinity: k, element: TRINITY_ELEMENT[k], housePercent: trinities[k].percent, signPercent: signs[TRINITY_ELEMENT[k]].percent })),
  };
}

// ---------------------------------------------------------------- Rudhyar: planetary phases

/** Faster to slower by mean motion (Rudhyar reads each pair as a cycle from the slower body). */
const BY_MEAN_MOTION = ['moon', 'mercury', 'venus', 'sun', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;

export function planetaryPhases(birth: BirthInput, services: Services, lang: LangCode) {
  const { chart, echo } = cast(birth, services, lang);
  const lon = (slug: string) => chart.bodies.find((b) => b.id === TEN_SLUGS.indexOf(slug as never))!.longitude;
  const pairs = [];
  for (let i = 0; i < BY_MEAN_MOTION.length; i++) {
    for (let j = i + 1; j < BY_MEAN_MOTION.length; j++) {
      const faster = BY_MEAN_MOTION[i]!;
      const slower = BY_MEAN_MOTION[j]!;
      const phaseAngle = normalizeDegrees(lon(faster) - lon(slower));
      pairs.push({
        faster: { slug: faster, name: term('body', faster, lang) }, slower: { slug: slower, name: term('body', slower, lang) },
        phaseAngle, phase: LUNATION_PHASES[Math.floor(phaseAngle / 45)]!, waxing: phaseAngle < 180,
      });
    }
  }
  return { ...echo, pairs };
}

// ---------------------------------------------------------------- Addey: harmonic spectrum

/**
 * The normalised resultant of the H-multiplied longitudes: R_H = |sum exp(i H lambda_k)| / N,
 * its phase, and R_H sqrt(N) (the Rayleigh z statistic's root: about 1 for random positions).
 */
export function harmonicResultant(longitudes: readonly number[], h: number): { amplitude: number; phaseDeg: number; significance: number } {
  let x = 0;
  let y = 0;
  for (const l of longitudes) {
    const a = (harmonicLongitude(l, h) * Math.PI) / 180;
    x += Math.cos(a);
    y += Math.sin(a);
  }
  const n = longitudes.length;
  const amplitude = Math.hypot(x, y) / n;
  return { amplitude, phaseDeg: normalizeDegrees((Math.atan2(y, x) * 180) / Math.PI), significance: amplitude * Math.sqrt(n) };
}

export function harmonicSpectrum(birth: BirthInput & { maxHarmonic?: number; includeAngles?: boolean }, services: Services, lang: LangCode) {
  const { chart, echo } = cast(birth, services, lang);
  const lons = chart.bodies.filter((b) => b.id <= 9).map((b) => b.longitude);
  if (birth.includeAngles) lons.push(chart.angles.ascendant, chart.angles.mc);
  const max = birth.maxHarmonic ?? 32;
  const spectrum = Array.from({ length: max }, (_, i) => ({ harmonic: i + 1, ...harmonicResultant(lons, i + 1) }));
  return {
    ...echo,
    factorCount: lons.length,
    spectrum,
    topHarmonics: [...spectrum].sort((a, b) => b.significance - a.significance).slice(0, 5).map((s) => s.harmonic),
  };
}

// ---------------------------------------------------------------- Hamblin: harmonic aspects

function largestPrimeFactor(n: number): number {
  let m = n;
  let f = 1;
  for (let p = 2; p * p <= m; p++) while (m % p === 0) { f = p; m /= p; }
  return m > 1 ? m : f;
}

/** Whether two longitudes are in aspect in harmonic H: (H x separation) mod 360 folded to 0-180 within orb. */
export function inHarmonicAspect(separation: number, h: number, orb: number): boolean {
  const x = normalizeDegrees(h * separation);
  return Math.min(x, 360 - x) <= orb;
}

export function harmonicAspects(birth: BirthInput & { maxHarmonic?: number; orb?: number }, services: Services, lang: LangCode) {
  const { chart, echo } = cast(birth, services, lang);
  const planets = tenPlanets(chart, lang);
  const max = birth.maxHarmonic ?? 16;
  const orb = birth.orb ?? 12;
  const counts: Record<string, number> = {};
  for (let h = 1; h <= max; h++) counts[String(h)] = 0;
  const pairs = [];
  for (let i = 0; i < planets.length; i++) {
    for (let j = i + 1; j < planets.length; j++) {
      const separation = shortestArc(planets[i]!.longitude, planets[j]!.longitude);
      const harmonics = Array.from({ length: max }, (_, k) => k + 1).filter((h) => inHarmonicAspect(separation, h, orb));
      for (const h of harmonics) counts[String(h)]! += 1;
      if (harmonics.length === 0) continue;
      pairs.push({
        planet1: { slug: planets[i]!.slug, name: planets[i]!.name }, planet2: { slug: planets[j]!.slug, name: planets[j]!.name },
        separation, harmonics, lowest: harmonics[0]!, primeFamily: largestPrimeFactor(harmonics[0]!),
      });
    }
  }
  return { ...echo, orb, maxHarmonic: max, pairs, harmonicCounts: counts };
}

// ---------------------------------------------------------------- Ebertin: 45-degree midpoint sort

export function midpointSort(birth: BirthInput, services: Services, lang: LangCode) {
  const { chart, echo } = cast(birth, services, lang, [11]);
  const factors: Factor[] = [
    ...tenPlanets(chart, lang),
    { slug: 'true-node', name: term('body', 'true-node', lang), longitude: chart.bodies.find((b) => b.id === 11)!.longitude },
    { slug: 'ascendant', name: term('chart-angle', 'ascendant', lang), longitude: chart.angles.ascendant },
    { slug: 'midheaven', name: term('chart-angle', 'midheaven', lang), longitude: chart.angles.mc },
  ];
  const dial = (l: number) => normalizeDegrees(l) % 45;
  const midpoints = [];
  for (let i = 0; i < factors.length; i++) {
    for (let j = i + 1; j < factors.length; j++) {
      const m = nearMidpoint(factors[i]!.longitude, factors[j]!.longitude);
      midpoints.push({ pair: `${factors[i]!.slug}/${factors[j]!.slug}`, factor1: factors[i]!.slug, factor2: factors[j]!.slug, ...position(m, lang), dial45: dial(m) });
    }
  }
  midpoints.sort((a, b) => a.dial45 - b.dial45);
  return {
    ...echo,
    factors: factors.map((f) => ({ slug: f.slug, name: f.name, ...position(f.longitude, lang), dial45: dial(f.longitude) })),
    midpoints,
    count: midpoints.length,
  };
}

// ---------------------------------------------------------------- Ebertin: graphic ephemeris

export function graphicEphemeris(
  birth: BirthInput & { startDate: string; endDate: string; planetIds?: number[]; stepDays?: number },
  services: Services,
  lang: LangCode,
) {
  const { chart, echo } = cast(birth, services, lang, [11]);
  checkBodyIds(birth.planetIds, 'planetIds', SUPPORTED_BODY_IDS);
  const ids = birth.planetIds ?? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  const { start, end } = eventRange(services.ephemeris, birth.startDate, birth.endDate, 1);
  const step = birth.stepDays ?? 1;
  const offset = Math.round(chart.moment.timezoneOffset * 60);
  const dial = (l: number) => normalizeDegrees(l) % 45;
  const natalFactors: Factor[] = [
    ...tenPlanets(chart, lang),
    { slug: 'true-node', name: term('body', 'true-node', lang), longitude: chart.bodies.find((b) => b.id === 11)!.longitude },
    { slug: 'ascendant', name: term('chart-angle', 'ascendant', lang), longitude: chart.angles.ascendant },
    { slug: 'midheaven', name: term('chart-angle', 'midheaven', lang), longitude: chart.angles.mc },
  ];
  const z = chart.settings;
  const traces = [];
  const crossings = [];
  for (const id of ids) {
    const slug = bodySlug(id) ?? String(id);
    const ref = { id, slug, name: bodyName(id, lang) };
    const points = [];
    for (let t = start; t <= end + 1e-9; t += step) points.push({ date: jdToIsoWithOffset(t, offset), dial45: dial(services.ephemeris.longitudeOnlyAt(t, id, z)) });
    traces.push({ planet: ref, points });
    // One track of the body; each natal factor's dial position is crossed at every 45 deg.
    const track = bodyTrack(services.ephemeris, id, start, end, z);
    for (const f of natalFactors) {
      for (let k = 0; k < 8; k++) {
        for (const r of trackCrossings(track, f.longitude + 45 * k)) crossings.push({ planet: ref, factor: { slug: f.slug, name: f.name }, jd: r.jd });
      }
    }
  }
  crossings.sort((a, b) => a.jd - b.jd);
  return {
    ...echo,
    traces,
    natalLines: natalFactors.map((f) => ({ factor: { slug: f.slug, name: f.name }, dial45: dial(f.longitude) })),
    crossings: crossings.map((c) => ({ planet: c.planet, factor: c.factor, date: jdToIsoWithOffset(c.jd, offset) })),
  };
}
