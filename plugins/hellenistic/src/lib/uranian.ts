/**
 * Uranian astrology (the Hamburg School of Alfred Witte): the house frames over the natal
 * chart, the 90-degree dial, planetary pictures, midpoint trees and solar-arc directed pictures.
 */
import { ApiError, jdToIsoWithOffset, position, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import {
  castChart, elapsedYears, houseOfLongitude, momentEcho, nearMidpoint, normalizeDegrees, parseDate, placeBody, settingsEcho, shortestArc, solarArc, TROPICAL_YEAR_DAYS,
} from '@celestial/core/astro';
import type { BirthInput, ChartSettings } from '@celestial/core/astro';
import type { ClockServices, Services } from './natal.js';

export const FRAMES = ['meridian', 'earth', 'ascendant', 'sun', 'moon', 'node'] as const;
export const SLUGS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true-node'] as const;

/** Equal 30-degree houses with house `k` (1-12) beginning at `longitude`. */
export function equalFrom(longitude: number, k: number): number[] {
  return Array.from({ length: 12 }, (_, i) => normalizeDegrees(longitude + (i + 1 - k) * 30));
}

/**
 * The six Uranian house frames (Jacobson, The Language of Uranian Astrology, 1975, ch. IV):
 * Meridian houses (Swiss Ephemeris system 'X', equal steps of right ascension from the MC);
 * Earth houses (0 Cancer on the 10th, 0 Libra on the 1st); Ascendant houses (the ASC on the
 * 1st); Sun houses (the Sun on the 4th); Moon houses (the Moon on the 10th); Node houses (the
 * true node on the 1st); the last five equal 30-degree houses.
 */
export function personalPointHouses(birth: BirthInput, services: Services, lang: LangCode) {
  const chart = castChart(birth, services, { bodies: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11] });
  const jd = chart.moment.julianDayUT;
  const lon = (id: number) => chart.bodies.find((b) => b.id === id)!.longitude;
  const meridian = services.ephemeris.houses(jd, birth.latitude, birth.longitude, 'X', chart.settings).cusps.slice(0, 12);
  const cuspsOf: Record<(typeof FRAMES)[number], number[]> = {
    meridian,
    earth: equalFrom(180, 1),
    ascendant: equalFrom(chart.angles.ascendant, 1),
    sun: equalFrom(lon(0), 4),
    moon: equalFrom(lon(1), 10),
    node: equalFrom(lon(11), 1),
  };
  const ids = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11];
  return {
    moment: momentEcho(chart.moment, services.ephemeris),
    settings: settingsEcho(chart.settings, jd, services.ephemeris, lang),
    frames: FRAMES.map((frame) => ({
      frame,
      cusps: cuspsOf[frame],
      planets: ids.map((id, i) => ({ slug: SLUGS[i]!, name: term('body', SLUGS[i]!, lang), longitude: lon(id), house: houseOfLongitude(lon(id), cuspsOf[frame]) })),
    })),
  };
}


// ---------------------------------------------------------------- the Hamburg School's dial work

/**
 * The eight transneptunian points by their Swiss Ephemeris numbers (swephexp.h: SE_CUPIDO 40 ...
 * SE_POSEIDON 47), placed by swe_calc_ut from the library's orbital elements (the fictitious
 * bodies of seorbel.txt): Alfred Witte's Cupido, Hades, Zeus and Kronos, Friedrich Sieggruen's
 * Apollon, Admetos, Vulkanus and Poseidon.
 */
export const TRANSNEPTUNIANS = [
  { id: 40, slug: 'cupido' }, { id: 41, slug: 'hades' }, { id: 42, slug: 'zeus' }, { id: 43, slug: 'kronos' },
  { id: 44, slug: 'apollon' }, { id: 45, slug: 'admetos' }, { id: 46, slug: 'vulkanus' }, { id: 47, slug: 'poseidon' },
] as const;

export interface UranianFactor { slug: string; name: string; longitude: number }

/** A longitude on a dial of `modulus` degrees (90, 45, 22.5 or 360): the longitude mod the modulus. */
export function onDial(longitude: number, modulus: number): number {
  const r = normalizeDegrees(longitude) % modulus;
  return r < 0 ? r + modulus : r;
}

/** A difference on a dial of `modulus` degrees, folded into (-modulus/2, modulus/2]. */
export function foldOnDial(difference: number, modulus: number): number {
  let r = ((difference % modulus) + modulus) % modulus;
  if (r > modulus / 2) r -= modulus;
  return r;
}

/**
 * The Hamburg School's factors (Witte, Regelwerk fuer Planetenbilder, 1928; Jacobson, The
 * Language of Uranian Astrology, 1975, ch. I): Sun to Pluto, the true node, the MC, the ASC,
 * the Aries point (0 Aries, the "world point") and, unless left out, the eight transneptunians.
 */
export function uranianFactors(birth: BirthInput, services: Services, lang: LangCode, includeTnp = true) {
  const chart = castChart(birth, services, { bodies: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11] });
  const jd = chart.moment.julianDayUT;
  const factors: UranianFactor[] = SLUGS.map((slug, i) => ({
    slug, name: term('body', slug, lang), longitude: chart.bodies.find((b) => b.id === [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11][i])!.longitude,
  }));
  factors.push(
    { slug: 'midheaven', name: term('chart-angle', 'midheaven', lang), longitude: chart.angles.mc },
    { slug: 'ascendant', name: term('chart-angle', 'ascendant', lang), longitude: chart.angles.ascendant },
    { slug: 'aries-point', name: term('body', 'aries-point', lang), longitude: 0 },
  );
  if (includeTnp) {
    for (const t of TRANSNEPTUNIANS) factors.push({ slug: t.slug, name: term('body', t.slug, lang), longitude: placeBody(services.ephemeris, jd, t.id, chart.settings).longitude });
  }
  return {
    chart,
    factors,
    echo: { moment: momentEcho(chart.moment, services.ephemeris), settings: settingsEcho(chart.settings, jd, services.ephemeris, lang) },
  };
}

/**
 * Clusters on the 90-degree dial: runs of factors, in dial order, each within `orb` of the
 * next (a chain, so a cluster may span more than the orb); the dial is a circle, so a run may
 * pass 90 back to 0. Lone factors are no cluster.
 */
export function dialClusters(points: readonly { slug: string; dial90: number }[], orb: number): { factors: string[]; spanDeg: number }[] {
  const sorted = [...points].sort((a, b) => a.dial90 - b.dial90);
  const n = sorted.length;
  if (n < 2) return [];
  const gapAfter = (i: number) => (i === n - 1 ? sorted[0]!.dial90 + 90 - sorted[n - 1]!.dial90 : sorted[i + 1]!.dial90 - sorted[i]!.dial90);
  const breakAt = Array.from({ length: n }, (_, i) => i).find((i) => gapAfter(i) > orb);
  if (breakAt === undefined) {
    // Every factor within orb of the next all round the dial: one chain, spanning the dial less its widest gap.
    const widest = Math.max(...sorted.map((_, i) => gapAfter(i)));
    return [{ factors: sorted.map((p) => p.slug), spanDeg: 90 - widest }];
  }
  const clusters: { factors: string[]; spanDeg: number }[] = [];
  let run: number[] = [];
  for (let k = 1; k <= n; k++) {
    const i = (breakAt + k) % n;
    run.push(i);
    if (gapAfter(i) > orb) {
      if (run.length > 1) {
        const first = sorted[run[0]!]!.dial90;
        const last = sorted[run[run.length - 1]!]!.dial90;
        clusters.push({ factors: run.map((j) => sorted[j]!.slug), spanDeg: ((last - first) % 90 + 90) % 90 });
      }
      run = [];
    }
  }
  return clusters;
}

export function dial90(birth: BirthInput & { includeTnp?: boolean; clusterOrb?: number }, services: Services, lang: LangCode) {
  const { factors, echo } = uranianFactors(birth, services, lang, birth.includeTnp ?? true);
  const onDials = factors.map((f) => ({
    slug: f.slug, name: f.name, ...position(f.longitude, lang), dial90: onDial(f.longitude, 90), dial45: onDial(f.longitude, 45), dial22Point5: onDial(f.longitude, 22.5),
  }));
  const clusterOrb = birth.clusterOrb ?? 1.5;
  return {
    ...echo,
    clusterOrb,
    factors: onDials,
    sorted: [...onDials].sort((a, b) => a.dial90 - b.dial90).map((f) => ({ slug: f.slug, name: f.name, dial90: f.dial90 })),
    clusters: dialClusters(onDials, clusterOrb),
  };
}

// ---------------------------------------------------------------- planetary pictures

export interface Picture { formula: string; kind: 'midpoint' | 'sum' | 'difference'; factors: number[]; sensitivePoint: number; orb: number }

/**
 * Witte and Lefeldt, Regelwerk fuer Planetenbilder (1928): a picture A + B - C = D holds when
 * the sensitive point S = A + B - C falls on D on the dial, |(S - D)| folded to +-dial/2 within
 * `orb`. A + B - C = D is A + B = C + D, so each picture is one unordered pair of unordered
 * pairs of factors, found once: the pairs share no factor (A + B = A + D is only B = D, a
 * conjunction on the dial) and are not both doubled (2A = 2B likewise). A doubled pair {C, C}
 * is the midpoint picture A/B = C (A + B - C = C). Kinds: `midpoint` (A/B = C); `difference`
 * when the Aries point (0) stands in the picture, which then reads as a difference of two
 * factors on a third (A - C = D) or a sum on one (A + B = C); `sum` otherwise (A + B - C = D).
 */
export function findPictures(longitudes: readonly number[], orb: number, dial: number, ariesPointIndex = -1): Picture[] {
  const n = longitudes.length;
  const pairs: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i; j < n; j++) pairs.push([i, j]);
  const out: Picture[] = [];
  for (let p = 0; p < pairs.length; p++) {
    const [a, b] = pairs[p]!;
    const sumP = longitudes[a]! + longitudes[b]!;
    for (let q = p + 1; q < pairs.length; q++) {
      const [c, d] = pairs[q]!;
      if (c === a || c === b || d === a || d === b) continue;
      if (a === b && c === d) continue;
      const diff = foldOnDial(sumP - longitudes[c]! - longitudes[d]!, dial);
      if (Math.abs(diff) > orb) continue;
      // The doubled pair, if any, goes on the right: A/B = C.
      const [[x, y], [u, v]] = a === b ? [[c, d], [a, b]] : [[a, b], [c, d]];
      const doubled = u === v;
      out.push({
        formula: '', kind: doubled ? 'midpoint' : [x, y, u, v].includes(ariesPointIndex) ? 'difference' : 'sum',
        factors: doubled ? [x!, y!, u!] : [x!, y!, u!, v!],
        sensitivePoint: normalizeDegrees(longitudes[x!]! + longitudes[y!]! - longitudes[u!]!),
        orb: Math.abs(diff),
      });
    }
  }
  return out.sort((l, r) => l.orb - r.orb);
}

export function planetaryPictures(birth: BirthInput & { orb?: number; includeTnp?: boolean; dial?: 90 | 360 }, services: Services, lang: LangCode) {
  const { factors, echo } = uranianFactors(birth, services, lang, birth.includeTnp ?? true);
  const orb = birth.orb ?? 1;
  const dial = birth.dial ?? 90;
  const found = findPictures(factors.map((f) => f.longitude), orb, dial, factors.findIndex((f) => f.slug === 'aries-point'));
  const ref = (i: number) => ({ slug: factors[i]!.slug, name: factors[i]!.name });
  // A/B = C or A + B - C = D by reference, and written with the names in the answer's language.
  const formula = (p: Picture) => {
    const [a, b, c, d] = p.factors.map(ref);
    return p.kind === 'midpoint'
      ? { pair: [a!, b!], minus: null, equals: c!, text: `${a!.name}/${b!.name} = ${c!.name}` }
      : { pair: [a!, b!], minus: c!, equals: d!, text: `${a!.name} + ${b!.name} - ${c!.name} = ${d!.name}` };
  };
  const pictures = found.map((p) => ({
    formula: formula(p),
    kind: p.kind,
    factors: p.factors.map((i) => ({ slug: factors[i]!.slug, name: factors[i]!.name })),
    sensitivePoint: position(p.sensitivePoint, lang),
    orb: p.orb,
  }));
  return { ...echo, dial, orb, pictures, count: pictures.length };
}

// ---------------------------------------------------------------- midpoint trees

export interface TreeBranch { a: number; b: number; midpoint: number; distance: number; angle: 0 | 45 | 90 | 135 | 180 }

/**
 * Witte's Halbsummen as a tree: for factor X, every shorter-arc midpoint A/B of two other
 * factors with X - A/B within `orb` of 0 modulo 45 (so 0, 45, 90, 135 and 180 deg all count);
 * `distance` is X - A/B folded to +-22.5, `angle` the 360-degree separation rounded to 45.
 */
export function treeOf(x: number, longitudes: readonly number[], orb: number): TreeBranch[] {
  const out: TreeBranch[] = [];
  for (let a = 0; a < longitudes.length; a++) {
    for (let b = a + 1; b < longitudes.length; b++) {
      if (a === x || b === x) continue;
      const midpoint = nearMidpoint(longitudes[a]!, longitudes[b]!);
      const distance = foldOnDial(longitudes[x]! - midpoint, 45);
      if (Math.abs(distance) > orb) continue;
      out.push({ a, b, midpoint, distance, angle: (Math.round(shortestArc(longitudes[x]!, midpoint) / 45) * 45) as TreeBranch['angle'] });
    }
  }
  return out.sort((l, r) => Math.abs(l.distance) - Math.abs(r.distance));
}

export function midpointTrees(birth: BirthInput & { orb?: number; includeTnp?: boolean }, services: Services, lang: LangCode) {
  const { factors, echo } = uranianFactors(birth, services, lang, birth.includeTnp ?? true);
  const orb = birth.orb ?? 1;
  const lons = factors.map((f) => f.longitude);
  return {
    ...echo,
    orb,
    trees: factors.map((f, x) => ({
      factor: { slug: f.slug, name: f.name },
      longitude: f.longitude,
      midpoints: treeOf(x, lons, orb).map((m) => ({ pair: `${factors[m.a]!.slug}/${factors[m.b]!.slug}`, midpoint: m.midpoint, distance: m.distance, angle: m.angle })),
    })),
  };
}

// ---------------------------------------------------------------- solar-arc directed pictures

/** One month of life per sample: the arc changes by about 0.08 deg between samples, and linearly to 1e-8 deg. */
const ARC_SAMPLE_DAYS = TROPICAL_YEAR_DAYS / 12;

/**
 * The true solar arc as a function of the calendar: arc(t) = Sun(birth + (t - birth) / year) -
 * Sun(birth), secondary progression's day for a tropical year (core's solarArc), tabulated
 * monthly from `from` to `to` and inverted by linear interpolation (the arc only grows).
 */
export function arcTable(services: Services, birthJd: number, from: number, to: number, zodiac: ChartSettings): { jd: number; arc: number }[] {
  const rows = [];
  const steps = Math.max(1, Math.ceil((to - from) / ARC_SAMPLE_DAYS));
  for (let k = 0; k <= steps; k++) {
    const jd = from + ((to - from) * k) / steps;
    rows.push({ jd, arc: solarArc(services.ephemeris, birthJd, elapsedYears(birthJd, jd), 'true-solar-arc', false, zodiac) });
  }
  return rows;
}

/** The instant the tabulated arc reaches `arc`, or undefined outside the table. */
export function whenArc(table: readonly { jd: number; arc: number }[], arc: number): number | undefined {
  if (arc < table[0]!.arc || arc > table[table.length - 1]!.arc) return undefined;
  let lo = 0;
  let hi = table.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (table[mid]!.arc <= arc) lo = mid;
    else hi = mid;
  }
  const a = table[lo]!;
  const b = table[hi]!;
  return b.arc === a.arc ? a.jd : a.jd + ((arc - a.arc) / (b.arc - a.arc)) * (b.jd - a.jd);
}

export function directedPictures(
  birth: BirthInput & { startDate?: string; years?: number; orb?: number; includeSumPoints?: boolean },
  services: ClockServices,
  lang: LangCode,
) {
  const { chart, factors, echo } = uranianFactors(birth, services, lang, true);
  const birthJd = chart.moment.julianDayUT;
  const startDate = birth.startDate ?? services.clock.now().toISOString().slice(0, 10);
  const { year, month, day } = parseDate(startDate);
  // The window opens at local midnight of the start date in the request's zone, at the offset
  // the zone keeps on that date (not the birth's: summer time may differ); the answer's
  // instants carry that offset. A fixed timezoneOffset is kept as given.
  const zone = chart.moment.timezone;
  const offsetHours = zone ? services.timeZones.offsetAtLocal(zone, startDate, '00:00:00') : chart.moment.timezoneOffset;
  const offsetMinutes = Math.round(offsetHours * 60);
  const startJd = services.ephemeris.julianDay(year, month, day, -offsetHours);
  if (startJd < birthJd) throw ApiError.invalidField('startDate', 'must not be before the birth date');
  const years = birth.years ?? 2;
  const orb = birth.orb ?? 0.5;
  const endJd = startJd + years * TROPICAL_YEAR_DAYS;
  const solarArcNow = solarArc(services.ephemeris, birthJd, elapsedYears(birthJd, startJd), 'true-solar-arc', false, chart.settings);
  // A direction still within orb at the start counts too: the table reaches back about orb degrees of arc.
  const from = Math.max(birthJd, startJd - (orb / 0.9 + 0.1) * TROPICAL_YEAR_DAYS);
  const table = arcTable(services, birthJd, from, endJd, chart.settings);
  const lowArc = Math.max(table[0]!.arc, solarArcNow - orb);
  const highArc = table[table.length - 1]!.arc;

  // Each target keyed by its factors' slugs (`label`, an identifier) and named with their names in the answer's language.
  const targets: { label: string; name: string; kind: 'factor' | 'midpoint' | 'sum-point'; longitude: number }[] = factors.map((f) => ({ label: f.slug, name: f.name, kind: 'factor', longitude: f.longitude }));
  for (let a = 0; a < factors.length; a++) {
    for (let b = a + 1; b < factors.length; b++) {
      targets.push({ label: `${factors[a]!.slug}/${factors[b]!.slug}`, name: `${factors[a]!.name}/${factors[b]!.name}`, kind: 'midpoint', longitude: nearMidpoint(factors[a]!.longitude, factors[b]!.longitude) });
      if (!birth.includeSumPoints) continue;
      for (let c = 0; c < factors.length; c++) {
        if (c === a || c === b) continue;
        targets.push({ label: `${factors[a]!.slug} + ${factors[b]!.slug} - ${factors[c]!.slug}`, name: `${factors[a]!.name} + ${factors[b]!.name} - ${factors[c]!.name}`, kind: 'sum-point', longitude: normalizeDegrees(factors[a]!.longitude + factors[b]!.longitude - factors[c]!.longitude) });
      }
    }
  }
  const hits = [];
  for (const f of factors) {
    if (f.slug === 'aries-point') continue; // the Aries point is fixed in the zodiac: it is not directed
    for (const t of targets) {
      // factor + arc = target + 90 k: the arcs of that family within the window's arcs.
      const base = onDial(t.longitude - f.longitude, 90);
      for (let arc = base + 90 * Math.ceil((lowArc - base) / 90); arc <= highArc; arc += 90) {
        const jd = whenArc(table, arc);
        if (jd === undefined) continue;
        hits.push({ directed: { slug: f.slug, name: f.name }, target: t.label, targetName: t.name, targetKind: t.kind, targetLongitude: t.longitude, arc, jd });
      }
    }
  }
  hits.sort((l, r) => l.jd - r.jd);
  return {
    ...echo,
    startDate,
    years,
    orb,
    solarArcNow,
    hits: hits.map(({ jd, ...h }) => ({ ...h, date: jdToIsoWithOffset(jd, offsetMinutes), age: elapsedYears(birthJd, jd) })),
    count: hits.length,
  };
}
