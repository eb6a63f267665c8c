/**
 * Structural readings of the natal chart by three modern schools:
 * - Stephen Arroyo's emphasis factors (Chart Interpretation Handbook, CRCS 1989);
 * - Bruno and Louise Huber's house intensity curve on Koch houses (LifeClock; Astrological
 *   Psychosynthesis) and their coloured aspect structure (Bruno, Louise and Michael Huber,
 *   Aspect Pattern Astrology, 2005);
 * - Reinhold Ebertin's occupied midpoints (The Combination of Stellar Influences, COSI).
 * Casting and the ten planets come from modern-schools.ts; midpoints from core/src/astro.
 */
import { ApiError, position, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { domicileLord, nearMidpoint, normalizeDegrees, shortestArc, SIGNS, signIndexOf } from '@celestial/core/astro';
import type { BirthInput, CastChart } from '@celestial/core/astro';
import { cast, tenPlanets } from './modern-schools.js';
import type { Factor } from './modern-schools.js';
import type { Services } from './natal.js';

const ref = (f: { slug: string; name: string }) => ({ slug: f.slug, name: f.name });

// ---------------------------------------------------------------- Arroyo: dominant factors

export type ArroyoReason =
  | 'conjunct-ascendant' | 'conjunct-midheaven' | 'conjunct-descendant' | 'conjunct-imum-coeli'
  | 'ruler-of-ascendant' | 'ruler-of-sun-sign' | 'aspects-sun' | 'aspects-moon' | 'in-own-sign' | 'in-stellium-sign' | 'in-stellium-house';

/** Arroyo's orbs: an angle within 10 deg, a major aspect to a light within 8 deg. */
export const ARROYO_ANGLE_ORB = 10;
export const ARROYO_LIGHT_ORB = 8;
const MAJOR = [0, 60, 90, 120, 180] as const;

export interface ArroyoPoint { slug: string; longitude: number; house: number }

/**
 * Arroyo's emphasis factors, one point each (he lists them without weights; equal points are
 * this service's reading): conjunct an angle within 10 deg (each angle), ruler of the ASC sign,
 * ruler of the Sun sign, a major aspect (0/60/90/120/180) within 8 deg to the Sun, to the Moon,
 * in its own sign, in a stellium (3 or more of the ten planets in one sign; in one house).
 * Rulers are the modern ones Arroyo uses (Mars Aries, Pluto Scorpio, Uranus Aquarius, Neptune
 * Pisces; the others traditional). Ties are broken by angularity: the nearer an angle, the first.
 */
export function arroyoScores(planets: readonly ArroyoPoint[], angles: { ascendant: number; mc: number }) {
  const angleList: [ArroyoReason, number][] = [
    ['conjunct-ascendant', angles.ascendant], ['conjunct-midheaven', angles.mc],
    ['conjunct-descendant', angles.ascendant + 180], ['conjunct-imum-coeli', angles.mc + 180],
  ];
  const sun = planets.find((p) => p.slug === 'sun')!;
  const moon = planets.find((p) => p.slug === 'moon')!;
  const ascRuler = domicileLord(signIndexOf(angles.ascendant), 'modern').toLowerCase();
  const sunRuler = domicileLord(signIndexOf(sun.longitude), 'modern').toLowerCase();
  const bySign = new Map<number, number>();
  const byHouse = new Map<number, number>();
  for (const p of planets) {
    bySign.set(signIndexOf(p.longitude), (bySign.get(signIndexOf(p.longitude)) ?? 0) + 1);
    byHouse.set(p.house, (byHouse.get(p.house) ?? 0) + 1);
  }
  const aspects = (a: number, b: number) => MAJOR.some((x) => Math.abs(shortestArc(a, b) - x) <= ARROYO_LIGHT_ORB);
  const rows = planets.map((p) => {
    const reasons: ArroyoReason[] = [];
    for (const [reason, l] of angleList) if (shortestArc(p.longitude, l) <= ARROYO_ANGLE_ORB) reasons.push(reason);
    if (p.slug === ascRuler) reasons.push('ruler-of-ascendant');
    if (p.slug === sunRuler) reasons.push('ruler-of-sun-sign');
    if (p.slug !== 'sun' && aspects(p.longitude, sun.longitude)) reasons.push('aspects-sun');
    if (p.slug !== 'moon' && aspects(p.longitude, moon.longitude)) reasons.push('aspects-moon');
    if (domicileLord(signIndexOf(p.longitude), 'modern').toLowerCase() === p.slug || isTraditionalOwnSign(p.slug, p.longitude)) reasons.push('in-own-sign');
    if ((bySign.get(signIndexOf(p.longitude)) ?? 0) >= 3) reasons.push('in-stellium-sign');
    if ((byHouse.get(p.house) ?? 0) >= 3) reasons.push('in-stellium-house');
    const angularity = Math.min(...angleList.map(([, l]) => shortestArc(p.longitude, l)));
    return { slug: p.slug, score: reasons.length, reasons, angularity };
  });
  return rows.sort((a, b) => b.score - a.score || a.angularity - b.angularity);
}

/** The traditional domicile also counts as the planet's own sign for Mars (Scorpio), Saturn (Aquarius) and Jupiter (Pisces). */
function isTraditionalOwnSign(slug: string, longitude: number): boolean {
  return domicileLord(signIndexOf(longitude), 'traditional').toLowerCase() === slug;
}

export function dominantFactors(birth: BirthInput, services: Services, lang: LangCode) {
  const { chart, echo } = cast(birth, services, lang);
  if (chart.cusps.length !== 12) throw ApiError.invalidField('houseSystem', 'the stellium by house reads twelve houses; the Gauquelin sectors have 36');
  const planets = tenPlanets(chart, lang);
  const rows = arroyoScores(planets.map((p) => ({ slug: p.slug, longitude: p.longitude, house: p.house! })), { ascendant: chart.angles.ascendant, mc: chart.angles.mc });
  const name = (slug: string) => planets.find((p) => p.slug === slug)!.name;
  const triad = (_slug: 'sun' | 'moon' | 'ascendant', longitude: number) => {
    const el = SIGNS[signIndexOf(longitude)]!.element;
    return { ...position(longitude, lang), element: { slug: el, name: term('element', el, lang) } };
  };
  return {
    ...echo,
    planets: rows.map((r) => ({ slug: r.slug, name: name(r.slug), score: r.score, reasons: r.reasons, angularity: r.angularity })),
    dominantPlanet: { slug: rows[0]!.slug, name: name(rows[0]!.slug) },
    keyTriad: {
      sun: triad('sun', planets[0]!.longitude),
      moon: triad('moon', planets[1]!.longitude),
      ascendant: triad('ascendant', chart.angles.ascendant),
    },
    orbs: { angle: ARROYO_ANGLE_ORB, aspectToLight: ARROYO_LIGHT_ORB },
    source: 'Stephen Arroyo, Chart Interpretation Handbook (CRCS, 1989), the factors that emphasise a planet; one point per factor is this service\'s weighting',
  };
}

// ---------------------------------------------------------------- Huber: house intensity

/** The golden section of a house from its cusp: the balance (invert) point at 1 - 1/phi, the low point at 1/phi. */
export const GOLDEN = (Math.sqrt(5) - 1) / 2; // 0.6180339887...
export const BALANCE_POINT = 1 - GOLDEN; // 0.3819660113...
export const LOW_POINT = GOLDEN;

export type HuberZone = 'cusp' | 'balance' | 'low-point' | 'pre-cusp';

/**
 * Huber's intensity curve through a house: 1 at the cusp, falling to 0 at the low point (1/phi of
 * the house) and rising again to 1 at the next cusp. The Hubers draw the curve without a formula;
 * this service traces it with two half-cosines, so it is smooth, maximal at the cusps and least
 * at the low point, and passes the balance point at (1 + cos(pi (1 - 1/phi) phi)) / 2, about 0.32.
 */
export function huberIntensity(x: number): number {
  if (x <= LOW_POINT) return (1 + Math.cos((Math.PI * x) / LOW_POINT)) / 2;
  return (1 - Math.cos((Math.PI * (x - LOW_POINT)) / (1 - LOW_POINT))) / 2;
}

/**
 * The zone of a position in the house: the nearest of the four marks the Hubers name (the cusp at
 * 0, the balance point at 0.382, the low point at 0.618, the next cusp at 1, whose approach is the
 * pre-cusp zone), with the boundaries halfway between marks (0.191, 0.5, 0.809).
 */
export function huberZone(x: number): HuberZone {
  if (x < BALANCE_POINT / 2) return 'cusp';
  if (x < (BALANCE_POINT + LOW_POINT) / 2) return 'balance';
  if (x < (LOW_POINT + 1) / 2) return 'low-point';
  return 'pre-cusp';
}

/** House (1-12) and position 0-1 in it of a longitude among twelve cusps: (lambda - cusp k) / (cusp k+1 - cusp k), arcs mod 360. */
export function placeInHouses(longitude: number, cusps: readonly number[]): { house: number; positionInHouse: number } {
  for (let k = 0; k < 12; k++) {
    const span = normalizeDegrees(cusps[(k + 1) % 12]! - cusps[k]!);
    const d = normalizeDegrees(longitude - cusps[k]!);
    if (d < span) return { house: k + 1, positionInHouse: d / span };
  }
  return { house: 12, positionInHouse: 0 }; // unreachable: the twelve arcs cover the circle
}

function kochCusps(chart: CastChart, birth: BirthInput, services: Services): number[] {
  return services.ephemeris.houses(chart.moment.julianDayUT, birth.latitude, birth.longitude, 'K', chart.settings).cusps.slice(0, 12);
}

export function houseIntensity(birth: BirthInput, services: Services, lang: LangCode) {
  // Checked before the chart is cast, whose own house system may fail first with a less precise error.
  if (Math.abs(birth.latitude) >= 66) throw ApiError.invalidField('latitude', 'Koch houses, on which the Huber method is built, are undefined beyond the polar circles: |latitude| must be below 66 deg');
  const { chart, echo } = cast(birth, services, lang);
  const cusps = kochCusps(chart, birth, services);
  const mark = (f: number) => cusps.map((c, k) => ({ house: k + 1, ...position(c + f * normalizeDegrees(cusps[(k + 1) % 12]! - c), lang) }));
  return {
    ...echo,
    kochCusps: cusps,
    planets: tenPlanets(chart, lang).map((p) => {
      const { house, positionInHouse } = placeInHouses(p.longitude, cusps);
      return { ...ref(p), ...position(p.longitude, lang), house, positionInHouse, zone: huberZone(positionInHouse), intensity: huberIntensity(positionInHouse) };
    }),
    balancePoints: mark(BALANCE_POINT),
    lowPoints: mark(LOW_POINT),
    source: 'Bruno and Louise Huber, LifeClock (Lebensuhr im Horoskop) and Astrological Psychosynthesis: the house divided by the golden section, balance point at 0.382 and low point at 0.618 of the house; the curve\'s shape between the marks is this service\'s smooth tracing',
  };
}

// ---------------------------------------------------------------- Huber: aspect structure

export type HuberColour = 'red' | 'blue' | 'green' | 'orange';
export type HuberAspect = 'conjunction' | 'semi-sextile' | 'sextile' | 'square' | 'trine' | 'quincunx' | 'opposition';

export const HUBER_ASPECTS: readonly { slug: HuberAspect; angle: number; colour: HuberColour }[] = [
  { slug: 'conjunction', angle: 0, colour: 'orange' },
  { slug: 'semi-sextile', angle: 30, colour: 'green' },
  { slug: 'sextile', angle: 60, colour: 'blue' },
  { slug: 'square', angle: 90, colour: 'red' },
  { slug: 'trine', angle: 120, colour: 'blue' },
  { slug: 'quincunx', angle: 150, colour: 'green' },
  { slug: 'opposition', angle: 180, colour: 'red' },
];

/**
 * Planet-dependent orbs in the manner of the Huber school (widest for the lights, then the
 * personal planets, Jupiter and Saturn, the outer planets), per aspect. This catalogue table
 * is the service's rendering of the Hubers' scheme: it could not be checked against the printed
 * table of Aspect Pattern Astrology here, so it is echoed in every answer. The orb of a pair
 * is the larger of its two planets' orbs. A search of stored public pages and code (2026-11-26)
 * found no authoritative copy of the Hubers' table: only software presets that call themselves
 * Huber orbs and disagree with each other (one says "modified"), and Astrodienst's general orb
 * table, which is not the Hubers'. The table is therefore left as it was.
 */
export type HuberPlanet = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';
export const HUBER_ORBS: Readonly<Record<HuberPlanet, Readonly<Record<HuberAspect, number>>>> = {
  sun: { conjunction: 9, opposition: 9, trine: 8, square: 8, sextile: 5, quincunx: 3, 'semi-sextile': 2 },
  moon: { conjunction: 9, opposition: 9, trine: 8, square: 8, sextile: 5, quincunx: 3, 'semi-sextile': 2 },
  mercury: { conjunction: 7, opposition: 7, trine: 6, square: 6, sextile: 4, quincunx: 2, 'semi-sextile': 1.5 },
  venus: { conjunction: 7, opposition: 7, trine: 6, square: 6, sextile: 4, quincunx: 2, 'semi-sextile': 1.5 },
  mars: { conjunction: 7, opposition: 7, trine: 6, square: 6, sextile: 4, quincunx: 2, 'semi-sextile': 1.5 },
  jupiter: { conjunction: 6, opposition: 6, trine: 5, square: 5, sextile: 3, quincunx: 2, 'semi-sextile': 1.5 },
  saturn: { conjunction: 6, opposition: 6, trine: 5, square: 5, sextile: 3, quincunx: 2, 'semi-sextile': 1.5 },
  uranus: { conjunction: 5, opposition: 5, trine: 4, square: 4, sextile: 3, quincunx: 1.5, 'semi-sextile': 1 },
  neptune: { conjunction: 5, opposition: 5, trine: 4, square: 4, sextile: 3, quincunx: 1.5, 'semi-sextile': 1 },
  pluto: { conjunction: 5, opposition: 5, trine: 4, square: 4, sextile: 3, quincunx: 1.5, 'semi-sextile': 1 },
};

export interface ColouredAspect { a: string; b: string; aspect: HuberAspect; colour: HuberColour; orb: number }

/** Every pair in aspect under HUBER_ORBS (the closest aspect when two could hold). */
export function hubersAspects(points: readonly { slug: string; longitude: number }[]): ColouredAspect[] {
  const out: ColouredAspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i]!; const b = points[j]!;
      const sep = shortestArc(a.longitude, b.longitude);
      let best: ColouredAspect | null = null;
      for (const x of HUBER_ASPECTS) {
        const orb = Math.abs(sep - x.angle);
        const allowed = Math.max(HUBER_ORBS[a.slug as HuberPlanet][x.slug], HUBER_ORBS[b.slug as HuberPlanet][x.slug]);
        if (orb <= allowed && (best === null || orb < best.orb)) best = { a: a.slug, b: b.slug, aspect: x.slug, colour: x.colour, orb };
      }
      if (best) out.push(best);
    }
  }
  return out;
}

export interface Figure { type: 'triangle' | 'quadrangle' | 'linear'; planets: string[]; colours: HuberColour[] }

/**
 * The aspect figures (Aspect Pattern Astrology): closed figures are the 3-cycles (triangles) and
 * chordless 4-cycles (quadrangles) of the graph of the coloured aspects; conjunctions join two
 * planets into one point and draw no line, so they take no part. Every remaining aspect line not
 * on any closed figure belongs to a linear figure: each connected run of such lines is one.
 */
export function aspectFigures(aspects: readonly ColouredAspect[]): Figure[] {
  const lines = aspects.filter((x) => x.colour !== 'orange');
  const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const edge = new Map(lines.map((l) => [key(l.a, l.b), l]));
  const nodes = [...new Set(lines.flatMap((l) => [l.a, l.b]))].sort();
  const has = (a: string, b: string) => edge.has(key(a, b));
  const colour = (a: string, b: string) => edge.get(key(a, b))!.colour;
  const used = new Set<string>();
  const figures: Figure[] = [];
  for (let i = 0; i < nodes.length; i++) for (let j = i + 1; j < nodes.length; j++) for (let k = j + 1; k < nodes.length; k++) {
    const [a, b, c] = [nodes[i]!, nodes[j]!, nodes[k]!];
    if (has(a, b) && has(b, c) && has(a, c)) {
      figures.push({ type: 'triangle', planets: [a, b, c], colours: [colour(a, b), colour(b, c), colour(a, c)] });
      for (const e of [key(a, b), key(b, c), key(a, c)]) used.add(e);
    }
  }
  // Chordless 4-cycles a-b-c-d-a (no a-c, no b-d line), each found once: a the smallest, b < d.
  for (const a of nodes) for (const b of nodes) for (const c of nodes) for (const d of nodes) {
    if (!(a < b && a < c && a < d && b < d) || b === c || c === d) continue;
    if (has(a, b) && has(b, c) && has(c, d) && has(d, a) && !has(a, c) && !has(b, d)) {
      figures.push({ type: 'quadrangle', planets: [a, b, c, d], colours: [colour(a, b), colour(b, c), colour(c, d), colour(d, a)] });
      for (const e of [key(a, b), key(b, c), key(c, d), key(d, a)]) used.add(e);
    }
  }
  const free = lines.filter((l) => !used.has(key(l.a, l.b)));
  const seen = new Set<string>();
  for (const start of free) {
    if (seen.has(key(start.a, start.b))) continue;
    const comp: ColouredAspect[] = [];
    const stack = [start];
    while (stack.length) {
      const l = stack.pop()!;
      const k = key(l.a, l.b);
      if (seen.has(k)) continue;
      seen.add(k);
      comp.push(l);
      for (const m of free) if (!seen.has(key(m.a, m.b)) && [m.a, m.b].some((p) => p === l.a || p === l.b)) stack.push(m);
    }
    figures.push({ type: 'linear', planets: [...new Set(comp.flatMap((l) => [l.a, l.b]))].sort(), colours: comp.map((l) => l.colour) });
  }
  return figures;
}

/**
 * The leading colour read as motivation (Huber: red the performance aspects, blue those that store
 * and preserve, green those of consciousness): core's huber-motivation table, `<colour>-leads`.
 */
function motivationReading(colour: 'red' | 'blue' | 'green', lang: LangCode) {
  const slug = `${colour}-leads` as const;
  return { slug, colour, text: term('huber-motivation', slug, lang) };
}

export function aspectStructure(birth: BirthInput, services: Services, lang: LangCode) {
  const { chart, echo } = cast(birth, services, lang);
  const planets = tenPlanets(chart, lang);
  const name = (slug: string) => planets.find((p) => p.slug === slug)!.name;
  const aspects = hubersAspects(planets);
  const count = { red: 0, blue: 0, green: 0 };
  for (const a of aspects) if (a.colour !== 'orange') count[a.colour] += 1;
  const total = count.red + count.blue + count.green;
  const percent = (n: number) => (total > 0 ? (100 * n) / total : 0);
  const leading = (['red', 'blue', 'green'] as const).filter((c) => total > 0 && count[c] === Math.max(count.red, count.blue, count.green));
  return {
    ...echo,
    aspects: aspects.map((a) => ({
      planet1: { slug: a.a, name: name(a.a) }, planet2: { slug: a.b, name: name(a.b) },
      aspect: { slug: a.aspect, name: term('aspect', a.aspect, lang) }, colour: a.colour, orb: a.orb,
    })),
    colourBalance: { red: count.red, blue: count.blue, green: count.green, redPercent: percent(count.red), bluePercent: percent(count.blue), greenPercent: percent(count.green) },
    figures: aspectFigures(aspects).map((f) => ({ type: f.type, planets: f.planets.map((p) => ({ slug: p, name: name(p) })), colours: f.colours })),
    motivation: { leading, readings: leading.map((c) => motivationReading(c, lang)) },
    orbTable: HUBER_ORBS,
    source: 'Bruno, Louise and Michael Huber, Aspect Pattern Astrology (HopeWell, 2005): red square and opposition, blue sextile and trine, green semisextile and quincunx, the conjunction orange; the orb table is the service\'s rendering of the Huber scheme (see orbTable)',
  };
}

// ---------------------------------------------------------------- Ebertin: COSI structures

/** Ebertin's factor set in his order (no transneptunians): Sun ... Pluto, the true node, ASC, MC. */
export function ebertinFactors(chart: CastChart, lang: LangCode): Factor[] {
  return [
    ...tenPlanets(chart, lang),
    { slug: 'true-node', name: term('body', 'true-node', lang), longitude: chart.bodies.find((b) => b.id === 11)!.longitude },
    { slug: 'ascendant', name: term('chart-angle', 'ascendant', lang), longitude: chart.angles.ascendant },
    { slug: 'midheaven', name: term('chart-angle', 'midheaven', lang), longitude: chart.angles.mc },
  ];
}

/** Ebertin's abbreviations as COSI heads its sections (SO Sun, MO Moon, ME, VE, MA, JU, SA, UR, NE, PL, KN Moon's node, AS, MC). */
export const COSI_ABBREVIATION: Readonly<Record<string, string>> = {
  sun: 'SO', moon: 'MO', mercury: 'ME', venus: 'VE', mars: 'MA', jupiter: 'JU', saturn: 'SA', uranus: 'UR', neptune: 'NE', pluto: 'PL', 'true-node': 'KN', ascendant: 'AS', midheaven: 'MC',
};

export interface Occupation { factor: string; a: string; b: string; angle: 0 | 45 | 90 | 135 | 180; orb: number }

/**
 * Occupied midpoints: X stands on A/B (X neither A nor B) when its distance from the nearer
 * midpoint, read on the 45-degree dial, is within orb: `orb` for the conjunction and opposition
 * (default 1.5 deg), two thirds of it (1 deg at the default) for the semisquare, square and
 * sesquiquadrate. The angle reported is the multiple of 45 deg nearest the arc X - A/B.
 */
export function occupiedMidpoints(factors: readonly { slug: string; longitude: number }[], orb: number): Occupation[] {
  const out: Occupation[] = [];
  for (let i = 0; i < factors.length; i++) {
    for (let j = i + 1; j < factors.length; j++) {
      const m = nearMidpoint(factors[i]!.longitude, factors[j]!.longitude);
      for (const x of factors) {
        if (x === factors[i] || x === factors[j]) continue;
        const arc = shortestArc(x.longitude, m);
        const angle = (Math.round(arc / 45) * 45) as Occupation['angle'];
        const off = Math.abs(arc - angle);
        const allowed = angle === 0 || angle === 180 ? orb : (2 * orb) / 3;
        if (off <= allowed) out.push({ factor: x.slug, a: factors[i]!.slug, b: factors[j]!.slug, angle, orb: off });
      }
    }
  }
  return out.sort((p, q) => p.orb - q.orb);
}

export function cosi(birth: BirthInput & { orb?: number }, services: Services, lang: LangCode) {
  const { chart, echo } = cast(birth, services, lang, [11]);
  const factors = ebertinFactors(chart, lang);
  const orb = birth.orb ?? 1.5;
  const name = (slug: string) => factors.find((f) => f.slug === slug)!.name;
  const abbr = (slug: string) => COSI_ABBREVIATION[slug]!;
  const structures = occupiedMidpoints(factors, orb).map((o) => ({
    factor: { slug: o.factor, name: name(o.factor) },
    midpoint: `${o.a}/${o.b}`,
    midpointFactors: [{ slug: o.a, name: name(o.a) }, { slug: o.b, name: name(o.b) }],
    angle: o.angle,
    orb: o.orb,
    formula: `${abbr(o.factor)} = ${abbr(o.a)}/${abbr(o.b)}`,
    cosiRef: `${abbr(o.a)}/${abbr(o.b)} = ${abbr(o.factor)}`,
  }));
  const byFactor: Record<string, string[]> = {};
  for (const f of factors) byFactor[f.slug] = structures.filter((s) => s.factor.slug === f.slug).map((s) => s.formula);
  return {
    ...echo,
    orbs: { conjunctionOpposition: orb, hardAspects: (2 * orb) / 3 },
    factors: factors.map((f) => ({ ...ref(f), ...position(f.longitude, lang) })),
    structures,
    byFactor,
    source: 'Reinhold Ebertin, The Combination of Stellar Influences (Kosmobiologie-Verlag; AFA 1972): cosiRef names the combination "A/B = X" as COSI heads it under the pair A/B',
  };
}

