/**
 * Human Design between charts and over time (catalogue /human-design/transit, composite, penta,
 * variables, gate-ingresses), on the bodygraph rules of human-design.ts. Sources: Ra Uru Hu and
 * Lynda Bunnell, 'The Definitive Book of Human Design' (2011), transits and relationships
 * chapters; Ra Uru Hu's Penta teaching (BG5) and Variables teaching (Primary Health System,
 * Rave Psychology).
 */
import type { Ephemeris } from '@celestial/core';
import { findAngleRoots, findStations, hasStations, normalizeDegrees } from '@celestial/core/astro';
import { CHANNELS, COLOUR_NAMES, GATE_CENTRE, LINE_ARC, GATE_ARC, MANDALA, MANDALA_START, PENTA_CHANNELS } from './human-design-data.js';
import type { CentreSlug, ChannelRecord } from './human-design-data.js';
import type { Activation, Bodygraph, Structure } from './human-design.js';
import { activationsAt, definedChannels, structureOf, TROPICAL } from './human-design.js';

export const activeGates = (g: Bodygraph): Set<number> => new Set([...g.personality, ...g.design].map((a) => a.gate));

export interface TransitOverlay {
  activations: Activation[];
  addedGates: number[];
  completedChannels: { channel: ChannelRecord; natalGate: number; transitGate: number }[];
  transitOnlyChannels: ChannelRecord[];
  temporarilyDefinedCentres: CentreSlug[];
  under: Structure;
}

/**
 * A transit overlaid on a natal chart: channels completed by one natal and one transit gate
 * (natal has exactly one gate of it, the transit the other), channels of transit gates alone,
 * the centres defined only while the transit lasts, and the structure of the union.
 */
export function transitOverlay(natal: ReadonlySet<number>, activations: Activation[]): TransitOverlay {
  const transit = new Set(activations.map((a) => a.gate));
  const union = new Set([...natal, ...transit]);
  const natalStructure = structureOf(natal);
  const under = structureOf(union);
  const completedChannels: TransitOverlay['completedChannels'] = [];
  const transitOnlyChannels: ChannelRecord[] = [];
  for (const c of definedChannels(union)) {
    const [a, b] = c.gates;
    const natalA = natal.has(a);
    const natalB = natal.has(b);
    if (natalA && natalB) continue;
    if (natalA !== natalB) completedChannels.push({ channel: c, natalGate: natalA ? a : b, transitGate: natalA ? b : a });
    else transitOnlyChannels.push(c);
  }
  return {
    activations,
    addedGates: [...transit].filter((g) => !natal.has(g)).sort((x, y) => x - y),
    completedChannels,
    transitOnlyChannels,
    temporarilyDefinedCentres: [...under.definedCentres].filter((c) => !natalStructure.definedCentres.has(c)),
    under,
  };
}

export type ConnectionKind = 'electromagnetic' | 'companionship' | 'dominance' | 'compromise';

/**
 * Per channel between two people: electromagnetic when each has one of its gates (and neither
 * the whole channel), companionship when both have the whole channel, dominance when one has
 * it and the other neither gate, compromise when one has it and the other one gate of it.
 */
export function connectionOf(a: ReadonlySet<number>, b: ReadonlySet<number>, c: ChannelRecord): ConnectionKind | null {
  const [x, y] = c.gates;
  const aFull = a.has(x) && a.has(y);
  const bFull = b.has(x) && b.has(y);
  if (aFull && bFull) return 'companionship';
  if (aFull || bFull) {
    const other = aFull ? b : a;
    return other.has(x) || other.has(y) ? 'compromise' : 'dominance';
  }
  if ((a.has(x) && b.has(y)) || (a.has(y) && b.has(x))) return 'electromagnetic';
  return null;
}

export function composite(a: ReadonlySet<number>, b: ReadonlySet<number>) {
  const connections: Record<ConnectionKind, ChannelRecord[]> = { electromagnetic: [], companionship: [], dominance: [], compromise: [] };
  for (const c of CHANNELS) {
    const k = connectionOf(a, b, c);
    if (k) connections[k].push(c);
  }
  const union = structureOf(new Set([...a, ...b]));
  const defined = union.definedCentres.size;
  return { connections, union, theme: `${defined}-${9 - defined}` };
}

/** The penta: the twelve gates of the six G-Throat-Sacral channels and who supplies each. */
export function penta(members: readonly ReadonlySet<number>[]) {
  const gates = PENTA_CHANNELS.flatMap((c) => [...c]);
  const supplied = gates.map((g) => ({ gate: g, suppliedBy: members.flatMap((m, i) => (m.has(g) ? [i] : [])) }));
  const filled = new Set(supplied.filter((s) => s.suppliedBy.length > 0).map((s) => s.gate));
  const channels = PENTA_CHANNELS.map((c) => ({ channel: CHANNELS.find((r) => r.gates[0] === c[0] && r.gates[1] === c[1])!, defined: filled.has(c[0]) && filled.has(c[1]) }));
  return { supplied, channels, missing: gates.filter((g) => !filled.has(g)) };
}

export type ArrowName = 'determination' | 'environment' | 'perspective' | 'motivation';

/**
 * The four Variable arrows: Determination = design Sun, Environment = design North Node,
 * Perspective = personality North Node, Motivation = personality Sun; colour and tone of each;
 * tone 1-3 left, 4-6 right.
 */
export function variables(g: Bodygraph) {
  const sources: Record<ArrowName, Activation> = {
    determination: g.design[0]!, environment: g.design[3]!, perspective: g.personality[3]!, motivation: g.personality[0]!,
  };
  const arrows = Object.fromEntries((Object.keys(sources) as ArrowName[]).map((k) => {
    const a = sources[k];
    const name = COLOUR_NAMES[k][a.colour - 1]!;
    return [k, { colour: a.colour, slug: name.toLowerCase(), name, tone: a.tone, base: a.base, orientation: a.tone <= 3 ? 'left' : 'right' }];
  })) as Record<ArrowName, { colour: number; slug: string; name: string; tone: number; base: number; orientation: 'left' | 'right' }>;
  const L = (k: ArrowName) => (arrows[k].orientation === 'left' ? 'L' : 'R');
  // Written as the bodygraph shows the arrows: P(ersonality) top then bottom, D(esign) top then bottom.
  const notation = `P${L('motivation')}${L('perspective')} D${L('determination')}${L('environment')}`;
  return { arrows, notation };
}

export interface GateCrossing {
  jd: number;
  body: number;
  gate: number;
  line: number;
  retrograde: boolean;
}

/** Fastest daily motion (deg/day) a body reaches, to size the sampling step. */
function maxSpeed(body: number): number {
  if (body === 1) return 15.5;
  if (body === 2) return 2.3;
  if (body === 0 || body === 3) return 1.3;
  if (body === 4 || body === 11) return 1;
  return 0.3;
}

/**
 * Instants in [start, end] at which a body's tropical longitude crosses a gate boundary (every
 * 5.625 deg from 302 deg) or, with lines, a line boundary (0.9375 deg): roots of
 * k (lambda - 302) = 0 mod 360 with k = 64 or 384 (findAngleRoots), sampled so that the body
 * moves under half a segment per step, with the stations as extra samples so that each piece
 * is monotonic and a double crossing near a station is never lost. The gate (and line) given
 * is the one entered: forward, the segment after the boundary; retrograde, the one before.
 */
export function gateCrossings(ephemeris: Ephemeris, body: number, start: number, end: number, lines: boolean, toleranceDays: number): GateCrossing[] {
  const arc = lines ? LINE_ARC : GATE_ARC;
  const k = 360 / arc;
  const step = Math.min(2, (0.4 * arc) / maxSpeed(body));
  const breakpoints = hasStations(body) ? findStations(ephemeris, body, start, end, TROPICAL).map((s) => s.jd) : [];
  const g = (t: number) => k * (ephemeris.longitudeOnlyAt(t, body, TROPICAL) - MANDALA_START);
  return findAngleRoots(g, start, end, { step, breakpoints, tolerance: toleranceDays }).map((r) => {
    const boundary = Math.round(normalizeDegrees(ephemeris.longitudeOnlyAt(r.jd, body, TROPICAL) - MANDALA_START) / arc) % k;
    const retrograde = r.direction < 0;
    const segment = retrograde ? (boundary + k - 1) % k : boundary;
    const gateIndex = lines ? Math.floor(segment / 6) : segment;
    return { jd: r.jd, body, gate: MANDALA[gateIndex]!, line: lines ? (segment % 6) + 1 : 1, retrograde };
  });
}

export { activationsAt, GATE_CENTRE };
