/**
 * Human Design bodygraph mechanics (catalogue /human-design/*; Ra Uru Hu and Lynda Bunnell,
 * 'The Definitive Book of Human Design', 2011). Personality = the birth instant; Design = the
 * instant, about 88 days before, when the Sun's apparent tropical longitude was exactly 88 deg
 * less, found by Brent's method on the Sun's longitude (core/src/astro/events.ts brentRoot,
 * tolerance 0.01 s: the Sun is always direct, so the bracket [birth - 100 d, birth - 80 d]
 * holds exactly one root). Gate and line from the Rave Mandala (human-design-data.ts).
 */
import { ApiError } from '@celestial/core';
import type { Ephemeris, ZodiacSettings } from '@celestial/core';
import { brentRoot, normalizeDegrees } from '@celestial/core/astro';
import {
  CENTRE_SLUGS, CHANNELS, CROSS_INDEX, GATE_ARC, GATE_CENTRE, LINE_ARC, MANDALA, MANDALA_START, MOTORS,
} from './human-design-data.js';
import type { CentreSlug, ChannelRecord } from './human-design-data.js';

export const TROPICAL: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };

/** The 13 activating bodies in the bodygraph's order; `id` null for the derived points. */
export const HD_BODIES = [
  { slug: 'sun', id: 0 }, { slug: 'earth', id: null }, { slug: 'moon', id: 1 }, { slug: 'north-node', id: 11 }, { slug: 'south-node', id: null },
  { slug: 'mercury', id: 2 }, { slug: 'venus', id: 3 }, { slug: 'mars', id: 4 }, { slug: 'jupiter', id: 5 }, { slug: 'saturn', id: 6 },
  { slug: 'uranus', id: 7 }, { slug: 'neptune', id: 8 }, { slug: 'pluto', id: 9 },
] as const;
export type HdBodySlug = (typeof HD_BODIES)[number]['slug'];
export const HD_BODY_SLUGS: readonly HdBodySlug[] = HD_BODIES.map((b) => b.slug);

export interface GateLine {
  gate: number;
  line: number;
  /** Sixths of a line, of a colour; fifths of a tone (the Variables' subdivisions). */
  colour: number;
  tone: number;
  base: number;
}

/**
 * Gate, line, colour, tone and base of a tropical longitude: offset = (lambda - 302) mod 360,
 * gate = MANDALA[floor(offset / 5.625)], line = floor((offset mod 5.625) / 0.9375) + 1; colour
 * a sixth of a line (0.15625 deg), tone a sixth of a colour, base a fifth of a tone.
 */
export function gateLineOf(longitude: number): GateLine {
  const offset = normalizeDegrees(longitude - MANDALA_START);
  const index = Math.min(63, Math.floor(offset / GATE_ARC));
  const inGate = offset - index * GATE_ARC;
  const lineIndex = Math.min(5, Math.floor(inGate / LINE_ARC));
  const colourArc = LINE_ARC / 6;
  const inLine = inGate - lineIndex * LINE_ARC;
  const colourIndex = Math.min(5, Math.floor(inLine / colourArc));
  const toneArc = colourArc / 6;
  const inColour = inLine - colourIndex * colourArc;
  const toneIndex = Math.min(5, Math.floor(inColour / toneArc));
  const baseIndex = Math.min(4, Math.floor((inColour - toneIndex * toneArc) / (toneArc / 5)));
  return { gate: MANDALA[index]!, line: lineIndex + 1, colour: colourIndex + 1, tone: toneIndex + 1, base: baseIndex + 1 };
}

/** The tropical longitude span of a gate on the wheel. */
export function gateSpan(gate: number): { fromLongitude: number; toLongitude: number } {
  const i = MANDALA.indexOf(gate);
  if (i < 0) throw new RangeError(`no gate ${gate}`);
  const from = normalizeDegrees(MANDALA_START + i * GATE_ARC);
  return { fromLongitude: from, toLongitude: normalizeDegrees(from + GATE_ARC) };
}

export interface Activation extends GateLine {
  body: HdBodySlug;
  longitude: number;
}

/** The 13 activations at a UT Julian day. */
export function activationsAt(ephemeris: Ephemeris, jd: number): Activation[] {
  const sun = ephemeris.position(jd, 0, TROPICAL).longitude;
  const node = ephemeris.position(jd, 11, TROPICAL).longitude;
  return HD_BODIES.map((b) => {
    const longitude = b.slug === 'earth' ? normalizeDegrees(sun + 180)
      : b.slug === 'south-node' ? normalizeDegrees(node + 180)
      : b.slug === 'sun' ? sun
      : b.slug === 'north-node' ? node
      : ephemeris.position(jd, b.id!, TROPICAL).longitude;
    return { body: b.slug, longitude, ...gateLineOf(longitude) };
  });
}

/** The Design instant: the Sun 88 deg of arc before its place at birth, to 0.01 s. */
export function designJulianDay(ephemeris: Ephemeris, birthJd: number): number {
  const target = normalizeDegrees(ephemeris.position(birthJd, 0, TROPICAL).longitude - 88);
  const f = (t: number) => ((ephemeris.longitudeOnlyAt(t, 0, TROPICAL) - target + 540) % 360) - 180;
  const a = birthJd - 100;
  const b = birthJd - 80;
  const fa = f(a);
  const fb = f(b);
  if (!(fa < 0 && fb > 0)) throw new ApiError('CALCULATION_ERROR', 'The Design instant could not be bracketed');
  return brentRoot(f, a, b, undefined, fa, fb);
}

export type HdType = 'manifestor' | 'generator' | 'manifesting-generator' | 'projector' | 'reflector';
export type Authority = 'emotional' | 'sacral' | 'splenic' | 'ego' | 'self-projected' | 'mental' | 'lunar';
export type Definition = 'none' | 'single' | 'split' | 'triple-split' | 'quadruple-split';

export interface Structure {
  gates: Set<number>;
  channels: ChannelRecord[];
  definedCentres: Set<CentreSlug>;
  type: HdType;
  authority: Authority;
  definition: Definition;
}

function adjacency(channels: readonly ChannelRecord[]): Map<CentreSlug, Set<CentreSlug>> {
  const adj = new Map<CentreSlug, Set<CentreSlug>>(CENTRE_SLUGS.map((c) => [c, new Set()]));
  for (const c of channels) {
    const a = GATE_CENTRE.get(c.gates[0])!;
    const b = GATE_CENTRE.get(c.gates[1])!;
    adj.get(a)!.add(b);
    adj.get(b)!.add(a);
  }
  return adj;
}

function reachable(adj: Map<CentreSlug, Set<CentreSlug>>, from: CentreSlug): Set<CentreSlug> {
  const seen = new Set<CentreSlug>([from]);
  const stack = [from];
  while (stack.length) for (const n of adj.get(stack.pop()!)!) if (!seen.has(n)) { seen.add(n); stack.push(n); }
  return seen;
}

/** Channels whose both gates are active, in the table's order. */
export function definedChannels(gates: ReadonlySet<number>): ChannelRecord[] {
  return CHANNELS.filter((c) => gates.has(c.gates[0]) && gates.has(c.gates[1]));
}

/**
 * Centres, type, authority and definition of a set of active gates. Type: Reflector (no
 * defined centre); a motor connected to the Throat through defined channels (directly or via
 * other defined centres) makes a Manifestor without the Sacral, a Manifesting Generator with
 * it; Sacral alone a Generator; else Projector. Authority: Solar Plexus > Sacral > Spleen >
 * Heart (Ego) > Self-projected (G connected to the Throat) > Mental (a Projector without inner
 * authority) > Lunar (Reflector). Definition: connected groups of defined centres.
 */
export function structureOf(gates: ReadonlySet<number>): Structure {
  const channels = definedChannels(gates);
  const definedCentres = new Set<CentreSlug>();
  for (const c of channels) { definedCentres.add(GATE_CENTRE.get(c.gates[0])!); definedCentres.add(GATE_CENTRE.get(c.gates[1])!); }
  const adj = adjacency(channels);
  const throatGroup = definedCentres.has('throat') ? reachable(adj, 'throat') : new Set<CentreSlug>();
  const motorToThroat = MOTORS.some((m) => throatGroup.has(m));
  const sacral = definedCentres.has('sacral');
  const type: HdType = definedCentres.size === 0 ? 'reflector'
    : motorToThroat ? (sacral ? 'manifesting-generator' : 'manifestor')
    : sacral ? 'generator' : 'projector';
  const authority: Authority = type === 'reflector' ? 'lunar'
    : definedCentres.has('solar-plexus') ? 'emotional'
    : sacral ? 'sacral'
    : definedCentres.has('spleen') ? 'splenic'
    : definedCentres.has('heart') ? 'ego'
    : definedCentres.has('g') && throatGroup.has('g') ? 'self-projected'
    : 'mental';
  const seen = new Set<CentreSlug>();
  let groups = 0;
  for (const c of definedCentres) {
    if (seen.has(c)) continue;
    groups++;
    for (const n of reachable(adj, c)) seen.add(n);
  }
  const definition: Definition = (['none', 'single', 'split', 'triple-split', 'quadruple-split'] as const)[groups]!;
  return { gates: new Set(gates), channels, definedCentres, type, authority, definition };
}

export const STRATEGY: Record<HdType, string> = {
  manifestor: 'To inform', generator: 'To respond', 'manifesting-generator': 'To respond, then inform', projector: 'Wait for the invitation', reflector: 'Wait a lunar cycle',
};
export const NOT_SELF: Record<HdType, string> = {
  manifestor: 'Anger', generator: 'Frustration', 'manifesting-generator': 'Frustration and anger', projector: 'Bitterness', reflector: 'Disappointment',
};
export const SIGNATURE: Record<HdType, string> = {
  manifestor: 'Peace', generator: 'Satisfaction', 'manifesting-generator': 'Satisfaction and peace', projector: 'Success', reflector: 'Surprise',
};

export type CrossAngle = 'right-angle' | 'juxtaposition' | 'left-angle';

/** The cross's angle from the profile: Right Angle 1/3 to 4/6, Juxtaposition 4/1, Left Angle 5/1 to 6/3. */
export function crossAngle(personalityLine: number, designLine: number): CrossAngle {
  if (personalityLine === 4 && designLine === 1) return 'juxtaposition';
  return personalityLine >= 5 ? 'left-angle' : 'right-angle';
}

/** The cross's name from Ra Uru Hu's index by the personality Sun gate and the angle. */
export function crossName(personalitySunGate: number, angle: CrossAngle): string {
  const row = CROSS_INDEX[personalitySunGate]!;
  if (angle === 'right-angle') return `Right Angle Cross of ${row[0]}`;
  if (angle === 'juxtaposition') return `Juxtaposition Cross of ${row[1]}`;
  return `Left Angle Cross of ${row[2]}`;
}

export interface Bodygraph extends Structure {
  personality: Activation[];
  design: Activation[];
  designJd: number;
  profile: { personality: number; design: number };
  cross: { angle: CrossAngle; gates: [number, number, number, number]; name: string };
}

/** The whole bodygraph of a birth instant (UT Julian day). */
export function bodygraph(ephemeris: Ephemeris, birthJd: number): Bodygraph {
  const designJd = designJulianDay(ephemeris, birthJd);
  const personality = activationsAt(ephemeris, birthJd);
  const design = activationsAt(ephemeris, designJd);
  const gates = new Set([...personality, ...design].map((a) => a.gate));
  const pSun = personality[0]!;
  const pEarth = personality[1]!;
  const dSun = design[0]!;
  const dEarth = design[1]!;
  const angle = crossAngle(pSun.line, dSun.line);
  return {
    ...structureOf(gates),
    personality,
    design,
    designJd,
    profile: { personality: pSun.line, design: dSun.line },
    cross: { angle, gates: [pSun.gate, pEarth.gate, dSun.gate, dEarth.gate], name: crossName(pSun.gate, angle) },
  };
}
