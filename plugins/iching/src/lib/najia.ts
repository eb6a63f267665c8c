/**
 * The six-line (Liu Yao) chart: Jing Fang's eight palaces and the Na Jia ("attaching the
 * stems") as Zeng Shan Bu Yi (Ye He Lao Ren, c. 1690) uses them. A palace is a doubled trigram;
 * its eight hexagrams come by changing lines from the bottom: the pure hexagram (ben gong, shi
 * on line 6), the 1st to 5th generations (lines 1 to 1-5 changed, shi on that line), the
 * wandering soul (you hun: the 5th generation with line 4 changed back, shi on 4) and the
 * returning soul (gui hun: the wandering soul with the palace's lower trigram restored, shi on
 * 3); ying = shi +/- 3. Each trigram carries a stem and three branches for its inner (lower)
 * and outer (upper) place; the six relatives compare each branch's phase with the palace's;
 * the six spirits run up from line 1 by the day stem.
 */
import { BRANCH_PHASE, BRANCH_SLUGS, PHASE_SLUGS } from '@celestial/core/astro';
import type { Phase } from '@celestial/core/astro';
import { changed, kingWenNumber, numberOf, TRIGRAM_LINES, trigramsOf } from './king-wen.js';

export type { Phase };

/** The phase of a branch by its slug (core's sexagenary cycle: zi water, chou earth, yin wood...). */
export function branchPhase(branch: string): Phase {
  return PHASE_SLUGS[BRANCH_PHASE[BRANCH_SLUGS.indexOf(branch as (typeof BRANCH_SLUGS)[number])]!]!;
}
/** Five phases of the trigrams by Fu Xi number (Qian, Dui metal; Li fire; Zhen, Xun wood; Kan water; Gen, Kun earth). */
export const TRIGRAM_PHASE: readonly Phase[] = ['metal', 'metal', 'fire', 'wood', 'wood', 'water', 'earth', 'earth'];

/** Na Jia by Fu Xi trigram number: [stem, [branches]] for the inner place and the outer place. */
const NA_JIA: Record<number, { inner: [string, string[]]; outer: [string, string[]] }> = {
  1: { inner: ['jia', ['zi', 'yin', 'chen']], outer: ['ren', ['wu', 'shen', 'xu']] },
  2: { inner: ['ding', ['si', 'mao', 'chou']], outer: ['ding', ['hai', 'you', 'wei']] },
  3: { inner: ['ji', ['mao', 'chou', 'hai']], outer: ['ji', ['you', 'wei', 'si']] },
  4: { inner: ['geng', ['zi', 'yin', 'chen']], outer: ['geng', ['wu', 'shen', 'xu']] },
  5: { inner: ['xin', ['chou', 'hai', 'you']], outer: ['xin', ['wei', 'si', 'mao']] },
  6: { inner: ['wu', ['yin', 'chen', 'wu']], outer: ['wu', ['shen', 'xu', 'zi']] },
  7: { inner: ['bing', ['chen', 'wu', 'shen']], outer: ['bing', ['xu', 'zi', 'yin']] },
  8: { inner: ['yi', ['wei', 'si', 'mao']], outer: ['gui', ['chou', 'hai', 'you']] },
};

/** Stem and branch of each of the six lines of a hexagram (bottom first). */
export function naJia(number: number): { stem: string; branch: string }[] {
  const { lower, upper } = trigramsOf(number);
  const inner = NA_JIA[lower]!.inner;
  const outer = NA_JIA[upper]!.outer;
  return [...inner[1].map((branch) => ({ stem: inner[0], branch })), ...outer[1].map((branch) => ({ stem: outer[0], branch }))];
}

export const GENERATIONS = ['pure', 'first', 'second', 'third', 'fourth', 'fifth', 'wandering-soul', 'returning-soul'] as const;
export type Generation = (typeof GENERATIONS)[number];

export interface PalaceOf { palace: number; generation: Generation; shi: number; ying: number }

const flip = (lines: number[], positions: number[]) => lines.map((x, i) => (positions.includes(i + 1) ? 1 - x : x));

const PALACES = new Map<number, PalaceOf>();
for (let palace = 1; palace <= 8; palace++) {
  const pure = [...TRIGRAM_LINES[palace]!, ...TRIGRAM_LINES[palace]!];
  const fifth = flip(pure, [1, 2, 3, 4, 5]);
  const wandering = flip(fifth, [4]);
  const returning = [...pure.slice(0, 3), ...wandering.slice(3)];
  const members: [number[], Generation, number][] = [
    [pure, 'pure', 6], [flip(pure, [1]), 'first', 1], [flip(pure, [1, 2]), 'second', 2], [flip(pure, [1, 2, 3]), 'third', 3],
    [flip(pure, [1, 2, 3, 4]), 'fourth', 4], [fifth, 'fifth', 5], [wandering, 'wandering-soul', 4], [returning, 'returning-soul', 3],
  ];
  for (const [lines, generation, shi] of members) PALACES.set(numberOf(lines), { palace, generation, shi, ying: shi <= 3 ? shi + 3 : shi - 3 });
}

export function palaceOf(number: number): PalaceOf {
  return PALACES.get(number)!;
}

export const RELATIVES = ['brothers', 'parents', 'offspring', 'wealth', 'officer'] as const;
export type Relative = (typeof RELATIVES)[number];
/** The producing (sheng) and controlling (ke) cycles of the five phases. */
export const PRODUCES: Record<Phase, Phase> = { wood: 'fire', fire: 'earth', earth: 'metal', metal: 'water', water: 'wood' };
export const CONTROLS: Record<Phase, Phase> = { wood: 'earth', earth: 'water', water: 'fire', fire: 'metal', metal: 'wood' };

/** The relative of a branch's phase to the palace's: same brothers; produces me parents; I produce offspring; I control wealth; controls me officer (guan gui). */
export function relativeOf(palacePhase: Phase, branchPhase: Phase): Relative {
  if (palacePhase === branchPhase) return 'brothers';
  if (PRODUCES[branchPhase] === palacePhase) return 'parents';
  if (PRODUCES[palacePhase] === branchPhase) return 'offspring';
  if (CONTROLS[palacePhase] === branchPhase) return 'wealth';
  return 'officer';
}

export const SPIRITS = ['green-dragon', 'vermilion-bird', 'hooked-snake', 'flying-serpent', 'white-tiger', 'black-warrior'] as const;
/** First spirit (line 1) by day stem: jia, yi Green Dragon; bing, ding Vermilion Bird; wu Hooked Snake (Gou Chen); ji Flying Serpent (Teng She); geng, xin White Tiger; ren, gui Black Warrior (Xuan Wu). */
const FIRST_SPIRIT = [0, 0, 1, 1, 2, 3, 4, 4, 5, 5];

export function spiritsFrom(dayStem: number): string[] {
  return Array.from({ length: 6 }, (_, i) => SPIRITS[(FIRST_SPIRIT[dayStem]! + i) % 6]!);
}

/** The two void branches (kong wang) of the ten-day xun holding the day. */
export function voidBranches(cycle: number): [string, string] {
  const start = cycle - (cycle % 10);
  const b = start % 12;
  return [BRANCH_SLUGS[(b + 10) % 12]!, BRANCH_SLUGS[(b + 11) % 12]!];
}

/** Month branch by the Jie: yin from Lichun (the Sun at 315 degrees), 30 degrees each. */
export function monthBranchOf(sunLongitude: number): string {
  return BRANCH_SLUGS[(2 + Math.floor((((sunLongitude - 315) % 360) + 360) % 360 / 30)) % 12]!;
}


/**
 * The Na Jia reading of six line values (6, 7, 8, 9 from the bottom) on a day of the sixty
 * cycle: the hexagram and its changed hexagram, the palace, its phase, generation and the Shi
 * and Ying lines; each line's stem and branch, phase, relative (six relatives counted from the
 * palace phase), spirit (six spirits from the day stem) and, when it changes, what it changes
 * to; the hidden spirits, the relatives of the palace's pure hexagram that the hexagram lacks.
 * Moved from the operation's handler (answers unchanged).
 */
export function najiaReading<V extends number>(values: readonly V[], dayIndex: number) {
  const number = numberOf(values.map((v) => (v === 7 || v === 9 ? 1 : 0)));
  const changingPositions = values.flatMap((v, i) => (v === 6 || v === 9 ? [i + 1] : []));
  const changedNumber = changingPositions.length ? changed(number, changingPositions) : null;
  const p = palaceOf(number);
  const palacePhase = TRIGRAM_PHASE[p.palace - 1]!;
  const spirits = spiritsFrom(dayIndex % 10);
  const own = naJia(number);
  const after = changedNumber === null ? null : naJia(changedNumber);
  const line = (sb: { stem: string; branch: string }) => {
    const element = branchPhase(sb.branch);
    return { stem: sb.stem, branch: sb.branch, element, relative: relativeOf(palacePhase, element) };
  };
  const lines = own.map((sb, i) => ({
    position: i + 1,
    value: values[i]!,
    ...line(sb),
    spirit: spirits[i]! as (typeof SPIRITS)[number],
    changing: changingPositions.includes(i + 1),
    ...(after && changingPositions.includes(i + 1) ? { changedTo: line(after[i]!) } : {}),
  }));
  const present = new Set(lines.map((l) => l.relative));
  const hiddenSpirits = naJia(kingWenNumber(p.palace, p.palace)).map((sb, i) => ({ position: i + 1, ...line(sb) })).filter((l) => !present.has(l.relative));
  return { number, changedNumber, palace: p, palacePhase, lines, hiddenSpirits };
}
