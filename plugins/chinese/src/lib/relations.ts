/**
 * Stem and branch relations of San Ming Tong Hui (Wan Minying, c. 1578): stem five
 * combinations and clashes; branch six combinations, three harmonies, directional combinations,
 * clashes, punishments, harms and destructions. Indexes: jia = 0, zi = 0; phases 0 wood ...
 * 4 water (cycle.ts).
 */
import { BRANCH_PHASE, mod } from './cycle.js';

/** Stem five combinations: jia-ji earth, yi-geng metal, bing-xin water, ding-ren wood, wu-gui fire. */
export const STEM_COMBINATIONS: readonly [number, number, number][] = [[0, 5, 2], [1, 6, 3], [2, 7, 4], [3, 8, 0], [4, 9, 1]];
/** Stem clashes: jia-geng, yi-xin, bing-ren, ding-gui. */
export const STEM_CLASHES: readonly [number, number][] = [[0, 6], [1, 7], [2, 8], [3, 9]];
/** Six combinations with their phase: zi-chou earth, yin-hai wood, mao-xu fire, chen-you metal, si-shen water, wu-wei earth. */
export const SIX_COMBINATIONS: readonly [number, number, number][] = [[0, 1, 2], [2, 11, 0], [3, 10, 1], [4, 9, 3], [5, 8, 4], [6, 7, 2]];
/** Three harmonies (middle branch second): shen-zi-chen water, hai-mao-wei wood, yin-wu-xu fire, si-you-chou metal. */
export const THREE_HARMONIES: readonly [number, number, number, number][] = [[8, 0, 4, 4], [11, 3, 7, 0], [2, 6, 10, 1], [5, 9, 1, 3]];
/** Directional combinations: yin-mao-chen wood, si-wu-wei fire, shen-you-xu metal, hai-zi-chou water. */
export const DIRECTIONAL: readonly [number, number, number, number][] = [[2, 3, 4, 0], [5, 6, 7, 1], [8, 9, 10, 3], [11, 0, 1, 4]];
/** Punishments: yin-si-shen, chou-xu-wei (three-way, any two count), zi-mao; self punishment chen, wu, you, hai. */
export const PUNISHMENT_GROUPS: readonly number[][] = [[2, 5, 8], [1, 10, 7], [0, 3]];
export const SELF_PUNISHING: readonly number[] = [4, 6, 9, 11];
/** Harms: zi-wei, chou-wu, yin-si, mao-chen, shen-hai, you-xu. */
export const HARMS: readonly [number, number][] = [[0, 7], [1, 6], [2, 5], [3, 4], [8, 11], [9, 10]];
/** Destructions: zi-you, mao-wu, chen-chou, wei-xu, yin-hai, si-shen. */
export const DESTRUCTIONS: readonly [number, number][] = [[0, 9], [3, 6], [4, 1], [7, 10], [2, 11], [5, 8]];

const pair = (list: readonly (readonly number[])[], a: number, b: number) => list.find((p) => (p[0] === a && p[1] === b) || (p[0] === b && p[1] === a));

export type BranchRelation = 'six-harmony' | 'three-harmony' | 'clash' | 'punishment' | 'harm' | 'destruction' | 'same' | 'neutral';

/** Every relation between two different branches (or `same`), in the catalogue's order of precedence. */
export function branchRelations(a: number, b: number): BranchRelation[] {
  if (a === b) return ['same'];
  const out: BranchRelation[] = [];
  if (pair(SIX_COMBINATIONS, a, b)) out.push('six-harmony');
  if (mod(a - b, 4) === 0) out.push('three-harmony');
  if (mod(a - b, 12) === 6) out.push('clash');
  if (PUNISHMENT_GROUPS.some((g) => g.includes(a) && g.includes(b))) out.push('punishment');
  if (pair(HARMS, a, b)) out.push('harm');
  if (pair(DESTRUCTIONS, a, b)) out.push('destruction');
  return out.length ? out : ['neutral'];
}

export interface Member { pillar: string; index: number }
export interface Found { members: Member[]; resultPhase?: number; transforms?: boolean; kind?: string }

/** Unordered pairs of positions. */
function pairs<T>(xs: T[]): [T, T][] {
  const out: [T, T][] = [];
  for (let i = 0; i < xs.length; i++) for (let j = i + 1; j < xs.length; j++) out.push([xs[i]!, xs[j]!]);
  return out;
}

export interface Interactions {
  stemCombinations: Found[]; stemClashes: Found[]; sixCombinations: Found[]; threeHarmonies: Found[]; directionalCombinations: Found[];
  clashes: Found[]; punishments: Found[]; harms: Found[]; destructions: Found[];
}

/**
 * The interactions among labelled stems and branches. A stem combination transforms when the
 * month branch's phase is the result phase or produces it (the month supports the element) and
 * neither member is clashed by another stem present (this service's reading of "the month
 * supports it and no clash breaks it"). Three harmonies are full with all three members, half
 * with the middle branch and one other; directional combinations need all three.
 */
export function interactions(stems: Member[], branches: Member[], monthBranch: number | null): Interactions {
  const out: Interactions = { stemCombinations: [], stemClashes: [], sixCombinations: [], threeHarmonies: [], directionalCombinations: [], clashes: [], punishments: [], harms: [], destructions: [] };
  for (const [x, y] of pairs(stems)) {
    const c = pair(STEM_COMBINATIONS, x.index, y.index) as [number, number, number] | undefined;
    if (c) {
      const clashed = stems.some((s) => s !== x && s !== y && (pair(STEM_CLASHES, s.index, x.index) || pair(STEM_CLASHES, s.index, y.index)));
      const supported = monthBranch !== null && (BRANCH_PHASE[monthBranch] === c[2] || mod(c[2] - BRANCH_PHASE[monthBranch]!, 5) === 1);
      out.stemCombinations.push({ members: [x, y], resultPhase: c[2], transforms: supported && !clashed });
    }
    if (pair(STEM_CLASHES, x.index, y.index)) out.stemClashes.push({ members: [x, y] });
  }
  for (const [x, y] of pairs(branches)) {
    const six = pair(SIX_COMBINATIONS, x.index, y.index) as [number, number, number] | undefined;
    if (six) out.sixCombinations.push({ members: [x, y], resultPhase: six[2] });
    if (mod(x.index - y.index, 12) === 6) out.clashes.push({ members: [x, y] });
    if (x.index !== y.index && PUNISHMENT_GROUPS.some((g) => g.includes(x.index) && g.includes(y.index))) out.punishments.push({ members: [x, y], kind: 'mutual' });
    if (x.index === y.index && SELF_PUNISHING.includes(x.index)) out.punishments.push({ members: [x, y], kind: 'self' });
    if (pair(HARMS, x.index, y.index)) out.harms.push({ members: [x, y] });
    if (pair(DESTRUCTIONS, x.index, y.index)) out.destructions.push({ members: [x, y] });
  }
  for (const [a, mid, c, phase] of THREE_HARMONIES) {
    const ma = branches.filter((b) => b.index === a), mm = branches.filter((b) => b.index === mid), mc = branches.filter((b) => b.index === c);
    if (mm.length && ma.length && mc.length) out.threeHarmonies.push({ members: [ma[0]!, mm[0]!, mc[0]!], resultPhase: phase, kind: 'full' });
    else if (mm.length && (ma.length || mc.length)) out.threeHarmonies.push({ members: [mm[0]!, (ma[0] ?? mc[0])!], resultPhase: phase, kind: 'half' });
  }
  for (const [a, b2, c, phase] of DIRECTIONAL) {
    const ms = [a, b2, c].map((k) => branches.find((b) => b.index === k));
    if (ms.every(Boolean)) out.directionalCombinations.push({ members: ms as Member[], resultPhase: phase });
  }
  return out;
}
