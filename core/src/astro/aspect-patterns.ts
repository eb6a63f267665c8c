/**
 * Aspect patterns (configurations) found on a set of pairwise aspects: grand trine, T-square,
 * grand cross, yod, kite, mystic rectangle, grand sextile and minor grand trine, as Bil Tierney
 * describes them (Dynamics of Aspect Analysis, 1983). The aspects are the ones /aspects finds
 * (findAspects: at most one aspect per pair, the closest of the eleven, default orbs
 * conjunction/opposition 8, trine/square 7, sextile 5, quincunx 3, other minors 2), every orb
 * multiplied by one scale. A pattern is a set of bodies whose every required pair carries the
 * required aspect; each pattern is listed once, its members in the order of the input points.
 *
 * Pure over longitudes, so natal patterns and synastry (points of two charts) share it.
 */
import { ASPECTS, findAspects } from './aspects.js';
import type { AspectPoint } from './aspects.js';
import { normalizeDegrees } from './angles.js';
import { SIGNS, signIndexOf, signOf } from './zodiac.js';
import type { Element, Modality, SignName } from './zodiac.js';

export type PatternAspect = 'Conjunction' | 'Sextile' | 'Square' | 'Trine' | 'Opposition' | 'Quincunx';

/** One aspect that holds a pattern together. */
export interface PatternLink {
  planets: [string, string];
  aspect: string;
  /** |separation - aspect angle|, degrees. */
  orb: number;
}

/**
 * The aspect web of a set of points: the pairwise aspect of every pair (or none), found as
 * /aspects finds them, with each default orb multiplied by `orbScale`.
 */
export class AspectWeb {
  readonly points: readonly AspectPoint[];
  private readonly byPair = new Map<string, { name: string; orb: number }>();
  private readonly index = new Map<number, number>();

  constructor(points: readonly AspectPoint[], orbScale = 1) {
    this.points = points;
    points.forEach((p, i) => this.index.set(p.id, i));
    const orbs = Object.fromEntries(ASPECTS.map((k) => [k.slug, k.defaultOrb * orbScale]));
    for (const a of findAspects(points, { orbs })) {
      this.byPair.set(this.key(a.planet1.id, a.planet2.id), { name: a.type.name, orb: a.orb });
    }
  }

  private key(a: number, b: number): string {
    return a < b ? `${a}:${b}` : `${b}:${a}`;
  }

  /** The pair's aspect name and orb, or undefined when the pair has none. */
  aspect(a: number, b: number): { name: string; orb: number } | undefined {
    return this.byPair.get(this.key(a, b));
  }

  is(a: number, b: number, name: PatternAspect): boolean {
    return this.aspect(a, b)?.name === name;
  }

  link(a: number, b: number): PatternLink {
    const x = this.aspect(a, b)!;
    return { planets: [this.name(a), this.name(b)], aspect: x.name, orb: x.orb };
  }

  name(id: number): string {
    return this.points[this.index.get(id)!]!.name;
  }

  longitude(id: number): number {
    return this.points[this.index.get(id)!]!.longitude;
  }

  ids(): number[] {
    return this.points.map((p) => p.id);
  }

  /** Ids in input order. */
  sorted(ids: readonly number[]): number[] {
    return [...ids].sort((a, b) => this.index.get(a)! - this.index.get(b)!);
  }
}

function* combinations(ids: readonly number[], k: number, start = 0, acc: number[] = []): Generator<number[]> {
  if (acc.length === k) {
    yield [...acc];
    return;
  }
  for (let i = start; i <= ids.length - (k - acc.length); i++) {
    acc.push(ids[i]!);
    yield* combinations(ids, k, i + 1, acc);
    acc.pop();
  }
}

const elementOf = (lon: number): Element => SIGNS[signIndexOf(lon)]!.element;
const modalityOf = (lon: number): Modality => SIGNS[signIndexOf(lon)]!.modality;

function common<T>(values: readonly T[]): T | null {
  return values.every((v) => v === values[0]) ? values[0]! : null;
}

function pointAt(longitude: number): { longitude: number; sign: SignName; degreeInSign: number } {
  const lon = normalizeDegrees(longitude);
  const { sign, degreeInSign } = signOf(lon);
  return { longitude: lon, sign, degreeInSign };
}

export interface GrandTrine {
  planets: string[];
  /** The element all three share, null when the pattern is dissociate. */
  element: Element | null;
  orbs: PatternLink[];
  /** A trine that crosses a sign boundary out of element (the three are not in one element). */
  dissociate: boolean;
}

function grandTrineIds(web: AspectWeb): number[][] {
  const out: number[][] = [];
  for (const [a, b, c] of combinations(web.ids(), 3)) {
    if (web.is(a!, b!, 'Trine') && web.is(a!, c!, 'Trine') && web.is(b!, c!, 'Trine')) out.push([a!, b!, c!]);
  }
  return out;
}

export function grandTrines(web: AspectWeb): GrandTrine[] {
  return grandTrineIds(web).map(([a, b, c]) => {
    const element = common([a!, b!, c!].map((id) => elementOf(web.longitude(id))));
    return {
      planets: [a!, b!, c!].map((id) => web.name(id)),
      element,
      orbs: [web.link(a!, b!), web.link(a!, c!), web.link(b!, c!)],
      dissociate: element === null,
    };
  });
}

export interface TSquare {
  apex: string;
  opposition: string[];
  /** Modality of the apex's sign. */
  modality: Modality;
  orbs: PatternLink[];
  /** Apex + 180: the point that would complete a grand cross. */
  emptyLeg: { longitude: number; sign: SignName; degreeInSign: number };
}

export function tSquares(web: AspectWeb): TSquare[] {
  const out: TSquare[] = [];
  for (const [a, b] of combinations(web.ids(), 2)) {
    if (!web.is(a!, b!, 'Opposition')) continue;
    for (const apex of web.ids()) {
      if (apex === a || apex === b) continue;
      if (!web.is(apex, a!, 'Square') || !web.is(apex, b!, 'Square')) continue;
      out.push({
        apex: web.name(apex),
        opposition: [web.name(a!), web.name(b!)],
        modality: modalityOf(web.longitude(apex)),
        orbs: [web.link(a!, b!), web.link(apex, a!), web.link(apex, b!)],
        emptyLeg: pointAt(web.longitude(apex) + 180),
      });
    }
  }
  return out;
}

/** The ways to split four points into two pairs. */
const PAIRINGS = [
  [[0, 1], [2, 3]],
  [[0, 2], [1, 3]],
  [[0, 3], [1, 2]],
] as const;

/**
 * Four points in two oppositions whose cross links all carry one of `links` (four squares for
 * a grand cross; two trines and two sextiles for a mystic rectangle).
 */
function rectangles(web: AspectWeb, accept: (crossLinks: string[]) => boolean): { ids: number[]; oppositions: [number, number][]; cross: [number, number][] }[] {
  const out: { ids: number[]; oppositions: [number, number][]; cross: [number, number][] }[] = [];
  for (const q of combinations(web.ids(), 4)) {
    for (const [[i, j], [k, l]] of PAIRINGS) {
      const o1: [number, number] = [q[i]!, q[j]!];
      const o2: [number, number] = [q[k]!, q[l]!];
      if (!web.is(o1[0], o1[1], 'Opposition') || !web.is(o2[0], o2[1], 'Opposition')) continue;
      const cross: [number, number][] = [[o1[0], o2[0]], [o1[0], o2[1]], [o1[1], o2[0]], [o1[1], o2[1]]];
      const names = cross.map(([x, y]) => web.aspect(x, y)?.name ?? '');
      if (accept(names)) {
        out.push({ ids: q, oppositions: [o1, o2], cross });
        break;
      }
    }
  }
  return out;
}

export interface GrandCross {
  planets: string[];
  /** The modality all four share, null when the cross is dissociate. */
  modality: Modality | null;
  orbs: PatternLink[];
}

export function grandCrosses(web: AspectWeb): GrandCross[] {
  return rectangles(web, (names) => names.every((n) => n === 'Square')).map((r) => ({
    planets: r.ids.map((id) => web.name(id)),
    modality: common(r.ids.map((id) => modalityOf(web.longitude(id)))),
    orbs: [...r.oppositions, ...r.cross].map(([x, y]) => web.link(x, y)),
  }));
}

export interface MysticRectangle {
  planets: string[];
  oppositions: string[][];
  orbs: PatternLink[];
}

export function mysticRectangles(web: AspectWeb): MysticRectangle[] {
  const harmonious = (names: string[]) => names.filter((n) => n === 'Trine').length === 2 && names.filter((n) => n === 'Sextile').length === 2;
  return rectangles(web, harmonious).map((r) => ({
    planets: r.ids.map((id) => web.name(id)),
    oppositions: r.oppositions.map(([x, y]) => [web.name(x), web.name(y)]),
    orbs: [...r.oppositions, ...r.cross].map(([x, y]) => web.link(x, y)),
  }));
}

export interface Yod {
  apex: string;
  base: string[];
  orbs: PatternLink[];
  /** Apex + 180. */
  reactionPoint: { longitude: number; sign: SignName; degreeInSign: number };
  /** A body opposite the apex (within the opposition orb), the closest one: the boomerang yod. */
  boomerang: { planet: string; orb: number } | null;
}

export function yods(web: AspectWeb): Yod[] {
  const out: Yod[] = [];
  for (const [a, b] of combinations(web.ids(), 2)) {
    if (!web.is(a!, b!, 'Sextile')) continue;
    for (const apex of web.ids()) {
      if (apex === a || apex === b) continue;
      if (!web.is(apex, a!, 'Quincunx') || !web.is(apex, b!, 'Quincunx')) continue;
      let boomerang: Yod['boomerang'] = null;
      for (const x of web.ids()) {
        if (x === apex || x === a || x === b || !web.is(apex, x, 'Opposition')) continue;
        const orb = web.aspect(apex, x)!.orb;
        if (!boomerang || orb < boomerang.orb) boomerang = { planet: web.name(x), orb };
      }
      out.push({
        apex: web.name(apex),
        base: [web.name(a!), web.name(b!)],
        orbs: [web.link(a!, b!), web.link(apex, a!), web.link(apex, b!)],
        reactionPoint: pointAt(web.longitude(apex) + 180),
        boomerang,
      });
    }
  }
  return out;
}

export interface Kite {
  tail: string;
  head: string;
  trine: string[];
  orbs: PatternLink[];
}

export function kites(web: AspectWeb): Kite[] {
  const out: Kite[] = [];
  for (const trine of grandTrineIds(web)) {
    for (const tail of web.ids()) {
      if (trine.includes(tail)) continue;
      for (const head of trine) {
        const others = trine.filter((x) => x !== head);
        if (!web.is(tail, head, 'Opposition') || !others.every((o) => web.is(tail, o, 'Sextile'))) continue;
        const [a, b, c] = trine;
        out.push({
          tail: web.name(tail),
          head: web.name(head),
          trine: trine.map((id) => web.name(id)),
          orbs: [web.link(a!, b!), web.link(a!, c!), web.link(b!, c!), web.link(tail, head), ...others.map((o) => web.link(tail, o))],
        });
      }
    }
  }
  return out;
}

export interface GrandSextile {
  planets: string[];
  orbs: PatternLink[];
}

/** Six points, in zodiacal order round the circle, each sextile its neighbours, trine the next but one and opposite the third. */
export function grandSextiles(web: AspectWeb): GrandSextile[] {
  const out: GrandSextile[] = [];
  for (const six of combinations(web.ids(), 6)) {
    const ring = [...six].sort((x, y) => web.longitude(x) - web.longitude(y));
    const links: [number, number][] = [];
    let ok = true;
    for (let i = 0; i < 6 && ok; i++) {
      for (const [step, name] of [[1, 'Sextile'], [2, 'Trine'], [3, 'Opposition']] as const) {
        if (step === 3 && i >= 3) continue;
        const [x, y] = [ring[i]!, ring[(i + step) % 6]!];
        if (!web.is(x, y, name)) {
          ok = false;
          break;
        }
        links.push([x, y]);
      }
    }
    if (ok) out.push({ planets: six.map((id) => web.name(id)), orbs: links.map(([x, y]) => web.link(x, y)) });
  }
  return out;
}

export interface MinorGrandTrine {
  apex: string;
  trine: string[];
  orbs: PatternLink[];
}

export function minorGrandTrines(web: AspectWeb): MinorGrandTrine[] {
  const out: MinorGrandTrine[] = [];
  for (const [a, b] of combinations(web.ids(), 2)) {
    if (!web.is(a!, b!, 'Trine')) continue;
    for (const apex of web.ids()) {
      if (apex === a || apex === b) continue;
      if (!web.is(apex, a!, 'Sextile') || !web.is(apex, b!, 'Sextile')) continue;
      out.push({ apex: web.name(apex), trine: [web.name(a!), web.name(b!)], orbs: [web.link(a!, b!), web.link(apex, a!), web.link(apex, b!)] });
    }
  }
  return out;
}

/** The shortest arc of the circle that holds every longitude (360 minus the widest gap). */
export function coveringArc(longitudes: readonly number[]): { start: number; end: number; span: number } {
  if (longitudes.length === 0) return { start: 0, end: 0, span: 0 };
  const s = longitudes.map(normalizeDegrees).sort((a, b) => a - b);
  let widest = -1;
  let at = 0;
  for (let i = 0; i < s.length; i++) {
    const gap = i === s.length - 1 ? s[0]! + 360 - s[i]! : s[i + 1]! - s[i]!;
    if (gap > widest) {
      widest = gap;
      at = i;
    }
  }
  const start = s[(at + 1) % s.length]!;
  const end = s[at]!;
  return { start, end, span: s.length === 1 ? 0 : 360 - widest };
}
