/**
 * Distribution of the chart: hemispheres and quadrants by house (POST /hemispheres), sign
 * polarity (POST /balance/polarities), the element x modality signature (POST
 * /balance/signature) and Marc Edmund Jones's chart shapes (POST /chart-shape). The pure
 * functions take plain points so they can be checked by hand.
 */
import { ApiError } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { normalizeDegrees, SIGNS } from '@celestial/core/astro';
import type { Element, Modality } from '@celestial/core/astro';
import type { Birth, Services } from './houses-division.js';
import { chartWithEcho, requireTwelveHouses, SUN_TO_PLUTO } from './houses-division.js';

export interface HousedPoint {
  name: string;
  house: number;
}

const EAST = [10, 11, 12, 1, 2, 3];
const WEST = [4, 5, 6, 7, 8, 9];
const ABOVE = [7, 8, 9, 10, 11, 12];
const BELOW = [1, 2, 3, 4, 5, 6];
const QUADRANT_HOUSES = [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]];

/** Share of the total weight one side must hold for an emphasis: 7 of 10 planets. */
export const EMPHASIS_SHARE = 0.7;

export function hemispheres(points: readonly HousedPoint[], weights: Readonly<Record<string, number>> = {}) {
  const w = (p: HousedPoint) => weights[p.name] ?? 1;
  const total = points.reduce((s, p) => s + w(p), 0);
  const group = (houses: readonly number[]) => {
    const ps = points.filter((p) => houses.includes(p.house));
    return { count: ps.length, weight: ps.reduce((s, p) => s + w(p), 0), planets: ps.map((p) => p.name) };
  };
  const eastern = group(EAST), western = group(WEST), southern = group(ABOVE), northern = group(BELOW);
  const lean = <A extends string, B extends string>(a: { weight: number }, b: { weight: number }, la: A, lb: B): A | B | 'balanced' =>
    total > 0 && a.weight >= EMPHASIS_SHARE * total - 1e-9 ? la : total > 0 && b.weight >= EMPHASIS_SHARE * total - 1e-9 ? lb : 'balanced';
  return {
    eastern, western, southern, northern,
    quadrants: QUADRANT_HOUSES.map((houses, i) => ({ quadrant: i + 1, houses, ...group(houses) })),
    emphasis: { horizontal: lean(eastern, western, 'east', 'west'), vertical: lean(southern, northern, 'above', 'below') },
  };
}

const PLANET_NAMES = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

export function hemispheresAnswer(birth: Birth & { weights?: Record<string, number> }, services: Services, lang: LangCode = 'en') {
  const weights = birth.weights ?? {};
  for (const k of Object.keys(weights)) {
    if (!PLANET_NAMES.includes(k)) throw ApiError.invalidField(`weights.${k}`, `is not one of the counted planets: ${PLANET_NAMES.join(', ')}`);
  }
  const { chart, moment, settings } = chartWithEcho(birth, services, SUN_TO_PLUTO, lang);
  requireTwelveHouses(chart.settings.houseSystem);
  const applied = Object.fromEntries(chart.bodies.map((b) => [b.name, weights[b.name] ?? 1]));
  return { moment, settings, weights: applied, ...hemispheres(chart.bodies, weights), warnings: chart.warnings };
}

export interface SignedPoint {
  name: string;
  signIndex: number;
}

/** The counted points: Sun to Pluto, and the Ascendant and MC unless includeAngles is false. */
function countedPoints(birth: Birth & { includeAngles?: boolean }, services: Services, lang: LangCode) {
  const { chart, moment, settings } = chartWithEcho(birth, services, SUN_TO_PLUTO, lang);
  const points: SignedPoint[] = chart.bodies.map((b) => ({ name: b.name, signIndex: b.signIndex }));
  if (birth.includeAngles ?? true) {
    points.push({ name: 'Ascendant', signIndex: Math.floor(normalizeDegrees(chart.angles.ascendant) / 30) });
    points.push({ name: 'MC', signIndex: Math.floor(normalizeDegrees(chart.angles.mc) / 30) });
  }
  return { points, moment, settings, warnings: chart.warnings };
}

/** Fire and air signs masculine (diurnal), earth and water feminine (nocturnal): Tetrabiblos I.12. */
export function polarities(points: readonly SignedPoint[]) {
  const m = points.filter((p) => SIGNS[p.signIndex]!.polarity === 'masculine').map((p) => p.name);
  const f = points.filter((p) => SIGNS[p.signIndex]!.polarity === 'feminine').map((p) => p.name);
  return {
    masculine: { count: m.length, planets: m },
    feminine: { count: f.length, planets: f },
    dominant: m.length > f.length ? ('masculine' as const) : f.length > m.length ? ('feminine' as const) : ('balanced' as const),
    ratio: `${m.length}:${f.length}`,
  };
}

export function polaritiesAnswer(birth: Birth & { includeAngles?: boolean }, services: Services, lang: LangCode = 'en') {
  const { points, moment, settings, warnings } = countedPoints(birth, services, lang);
  return { moment, settings, ...polarities(points), warnings };
}

const ELEMENTS: readonly Element[] = ['fire', 'earth', 'air', 'water'];
const MODALITIES: readonly Modality[] = ['cardinal', 'fixed', 'mutable'];

/**
 * Tie among the most-counted qualities: the Sun's sign's quality wins if it is among them,
 * then the Moon's; otherwise the first in the traditional order (fire, earth, air, water;
 * cardinal, fixed, mutable).
 */
function pickDominant<Q extends string>(order: readonly Q[], count: (q: Q) => number, qualityOf: (signIndex: number) => Q, luminaries: readonly number[]): Q {
  const max = Math.max(...order.map(count));
  const top = order.filter((q) => count(q) === max);
  for (const s of luminaries) if (top.includes(qualityOf(s))) return qualityOf(s);
  return top[0]!;
}

/** Element x modality table; each cell is one sign. `luminaries` = sign indices of the Sun then the Moon (tie-breaks). */
export function signature(points: readonly SignedPoint[], luminaries: readonly number[]) {
  const cell = (e: Element, m: Modality) => points.filter((p) => SIGNS[p.signIndex]!.element === e && SIGNS[p.signIndex]!.modality === m).length;
  const grid = Object.fromEntries(ELEMENTS.map((e) => [e, Object.fromEntries(MODALITIES.map((m) => [m, cell(e, m)]))])) as Record<Element, Record<Modality, number>>;
  const dominantElement = pickDominant(ELEMENTS, (e) => MODALITIES.reduce((s, m) => s + grid[e][m], 0), (i) => SIGNS[i]!.element, luminaries);
  const dominantModality = pickDominant(MODALITIES, (m) => ELEMENTS.reduce((s, e) => s + grid[e][m], 0), (i) => SIGNS[i]!.modality, luminaries);
  const signatureSign = SIGNS.find((s) => s.element === dominantElement && s.modality === dominantModality)!.name;
  const emptyCells = SIGNS.filter((s) => grid[s.element][s.modality] === 0).map((s) => s.name);
  return { grid, dominantElement, dominantModality, signatureSign, emptyCells };
}

export function signatureAnswer(birth: Birth & { includeAngles?: boolean }, services: Services, lang: LangCode = 'en') {
  const { points, moment, settings, warnings } = countedPoints(birth, services, lang);
  const luminaries = points.filter((p) => p.name === 'Sun' || p.name === 'Moon').map((p) => p.signIndex);
  return { moment, settings, ...signature(points, luminaries), warnings };
}

export interface LongitudePoint {
  name: string;
  longitude: number;
}

export type ShapeName = 'splash' | 'bundle' | 'locomotive' | 'bowl' | 'bucket' | 'seesaw' | 'splay';

interface Gap {
  /** Index (in the sorted list) of the body the gap starts after. */
  after: number;
  from: number;
  to: number;
  degrees: number;
}

function gapsOf(sorted: readonly LongitudePoint[]): Gap[] {
  const n = sorted.length;
  return sorted.map((p, i) => {
    const next = sorted[(i + 1) % n]!;
    return { after: i, from: p.longitude, to: next.longitude, degrees: n === 1 ? 360 : normalizeDegrees(next.longitude - p.longitude) };
  });
}

/** Span of a set of longitudes: 360 minus its largest empty arc. */
export function spanOf(longitudes: readonly number[]): number {
  const sorted = [...longitudes].map(normalizeDegrees).sort((a, b) => a - b);
  if (sorted.length < 2) return 0;
  return 360 - Math.max(...gapsOf(sorted.map((longitude) => ({ name: '', longitude }))).map((g) => g.degrees));
}

/**
 * Marc Edmund Jones, The Guide to Horoscope Interpretation (1941), in the catalogue's testable
 * order: bundle (span <= 120), bowl (<= 180), bucket (one body outside the other nine's
 * <= 180 arc), locomotive (<= 240), seesaw (exactly two gaps >= 60 splitting the bodies into
 * two groups of at least two), splash (largest gap < 60), splay (anything else).
 */
export function chartShape(points: readonly LongitudePoint[]) {
  const sorted = [...points].map((p) => ({ ...p, longitude: normalizeDegrees(p.longitude) })).sort((a, b) => a.longitude - b.longitude);
  const n = sorted.length;
  const gaps = gapsOf(sorted);
  const largest = gaps.reduce((a, g) => (g.degrees > a.degrees ? g : a), gaps[0]!);
  const span = 360 - largest.degrees;
  // The occupied arc runs from the body after the largest gap, forward to the body before it.
  const start = (largest.after + 1) % n;
  const inArcOrder = Array.from({ length: n }, (_, k) => sorted[(start + k) % n]!);
  const leadingPlanet = inArcOrder[0]!.name;
  let handle: string | null = null;
  let shape: ShapeName;
  const bucketHandle = () => {
    for (let i = 0; i < n; i++) {
      const rest = sorted.filter((_, j) => j !== i);
      const restGaps = gapsOf(rest);
      const restLargest = restGaps.reduce((a, g) => (g.degrees > a.degrees ? g : a), restGaps[0]!);
      if (360 - restLargest.degrees > 180 + 1e-9) continue;
      // Outside the others' arc: strictly inside their largest gap.
      const off = normalizeDegrees(sorted[i]!.longitude - restLargest.from);
      if (off > 0 && off < restLargest.degrees) return sorted[i]!.name;
    }
    return null;
  };
  const seesaw = () => {
    // Exactly two empty arcs of 60 or more: two groups, facing each other (three or more is a splay).
    const big = gaps.filter((g) => g.degrees >= 60);
    if (big.length !== 2) return false;
    const [a, b] = [big[0]!.after, big[1]!.after].sort((x, y) => x - y);
    const group1 = b! - a!;
    return group1 >= 2 && n - group1 >= 2;
  };
  if (span <= 120) shape = 'bundle';
  else if (span <= 180) shape = 'bowl';
  else if ((handle = bucketHandle())) shape = 'bucket';
  else if (span <= 240) shape = 'locomotive';
  else if (seesaw()) shape = 'seesaw';
  else if (largest.degrees < 60) shape = 'splash';
  else shape = 'splay';
  // Clusters: runs of bodies separated by gaps under 30 degrees, from the leading planet on.
  const clusters: { planets: string[]; from: number; to: number }[] = [];
  for (let k = 0; k < n; k++) {
    const p = inArcOrder[k]!;
    const prevGap = k === 0 ? Infinity : normalizeDegrees(p.longitude - inArcOrder[k - 1]!.longitude);
    if (prevGap >= 30) clusters.push({ planets: [p.name], from: p.longitude, to: p.longitude });
    else {
      const c = clusters[clusters.length - 1]!;
      c.planets.push(p.name);
      c.to = p.longitude;
    }
  }
  return {
    shape, span,
    largestGap: { from: largest.from, to: largest.to, degrees: largest.degrees },
    leadingPlanet, handle, clusters,
  };
}

export function chartShapeAnswer(birth: Birth, services: Services, lang: LangCode = 'en') {
  const { chart, moment, settings } = chartWithEcho(birth, services, SUN_TO_PLUTO, lang);
  return { moment, settings, ...chartShape(chart.bodies), warnings: chart.warnings };
}
