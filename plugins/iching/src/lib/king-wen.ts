/**
 * The eight trigrams and the sixty-four hexagrams of the Zhou Yi in King Wen order, and the
 * line operations on them. Lines are numbered bottom to top (1 = bottom), as the Yi counts
 * them (chu, er, san, si, wu, shang); a line is 1 when yang (unbroken), 0 when yin (broken).
 *
 * Trigrams carry their Fu Xi (Xian Tian, "Early Heaven") numbers, the order of Shao Yong's
 * sequence used by the catalogue and by the Mei Hua Yi Shu: 1 Qian, 2 Dui, 3 Li, 4 Zhen,
 * 5 Xun, 6 Kan, 7 Gen, 8 Kun. Read top line first as a binary number with yang = 0, that
 * order is simply 0...7: Qian 000, Dui 001 (top line yin)... Kun 111.
 */

/** Fu Xi number 1-8 -> the trigram's three lines, bottom first. */
export const TRIGRAM_LINES: Readonly<Record<number, readonly [number, number, number]>> = {
  1: [1, 1, 1], // Qian ☰
  2: [1, 1, 0], // Dui ☱
  3: [1, 0, 1], // Li ☲
  4: [1, 0, 0], // Zhen ☳
  5: [0, 1, 1], // Xun ☴
  6: [0, 1, 0], // Kan ☵
  7: [0, 0, 1], // Gen ☶
  8: [0, 0, 0], // Kun ☷
};

export const TRIGRAM_SLUGS = ['qian', 'dui', 'li', 'zhen', 'xun', 'kan', 'gen', 'kun'] as const;
export type TrigramSlug = (typeof TRIGRAM_SLUGS)[number];

/** The Fu Xi number of three lines (bottom first). */
export function trigramOf(lines: readonly number[]): number {
  for (let n = 1; n <= 8; n++) {
    const t = TRIGRAM_LINES[n]!;
    if (t[0] === lines[0] && t[1] === lines[1] && t[2] === lines[2]) return n;
  }
  throw new RangeError(`not three lines of 0 and 1: ${lines.join(',')}`);
}

/**
 * King Wen number by (upper, lower) trigram: the usual lookup square of the Zhou Yi's
 * sequence, here with both axes in Fu Xi order (1 Qian ... 8 Kun). Row = upper trigram,
 * column = lower trigram. test/iching/iching.test.ts checks it line for line against an
 * independent table (test/oracles/iching/vectors/king-wen.json).
 */
const KING_WEN: readonly (readonly number[])[] = [
  //  lower: Qian Dui Li Zhen Xun Kan Gen Kun
  /* Qian */ [1, 10, 13, 25, 44, 6, 33, 12],
  /* Dui  */ [43, 58, 49, 17, 28, 47, 31, 45],
  /* Li   */ [14, 38, 30, 21, 50, 64, 56, 35],
  /* Zhen */ [34, 54, 55, 51, 32, 40, 62, 16],
  /* Xun  */ [9, 61, 37, 42, 57, 59, 53, 20],
  /* Kan  */ [5, 60, 63, 3, 48, 29, 39, 8],
  /* Gen  */ [26, 41, 22, 27, 18, 4, 52, 23],
  /* Kun  */ [11, 19, 36, 24, 46, 7, 15, 2],
];

/** King Wen number 1-64 of (lower, upper) Fu Xi trigram numbers. */
export function kingWenNumber(lower: number, upper: number): number {
  const n = KING_WEN[upper - 1]?.[lower - 1];
  if (n === undefined) throw new RangeError(`trigram numbers must be 1..8, got ${lower}, ${upper}`);
  return n;
}

/** Lower and upper trigrams of each King Wen number (index 1-64). */
const TRIGRAMS_OF: { lower: number; upper: number }[] = [];
for (let upper = 1; upper <= 8; upper++) for (let lower = 1; lower <= 8; lower++) TRIGRAMS_OF[kingWenNumber(lower, upper)] = { lower, upper };

export function trigramsOf(number: number): { lower: number; upper: number } {
  const t = TRIGRAMS_OF[number];
  if (!t) throw new RangeError(`hexagram number must be 1..64, got ${number}`);
  return t;
}

/** The six lines (bottom first, 1 = yang) of King Wen number `number`. */
export function linesOf(number: number): number[] {
  const { lower, upper } = trigramsOf(number);
  return [...TRIGRAM_LINES[lower]!, ...TRIGRAM_LINES[upper]!];
}

/** The King Wen number of six lines (bottom first, 1 = yang). */
export function numberOf(lines: readonly number[]): number {
  return kingWenNumber(trigramOf(lines.slice(0, 3)), trigramOf(lines.slice(3, 6)));
}

/** Six lines written as a string, bottom line first ("100010" is Zhun, 3). */
export function binaryOf(number: number): string {
  return linesOf(number).join('');
}

/** Nuclear hexagram (hu gua): lines 2-4 as the lower trigram, 3-5 as the upper. */
export function nuclear(number: number): number {
  const l = linesOf(number);
  return numberOf([l[1]!, l[2]!, l[3]!, l[2]!, l[3]!, l[4]!]);
}

/** Opposite (cuo gua, "interchanged"): every line inverted. */
export function opposite(number: number): number {
  return numberOf(linesOf(number).map((x) => 1 - x));
}

/** Inverse (zong gua, "overturned"): the figure turned upside down, line order reversed. */
export function inverse(number: number): number {
  return numberOf(linesOf(number).reverse());
}

/**
 * The King Wen pair: the sequence pairs each hexagram with its overturned figure, or, for the
 * eight figures that read the same upside down (1, 2, 27, 28, 29, 30, 61, 62), with the
 * opposite one (Xu Gua; Kong Yingda's "either overturned or changed").
 */
export function kingWenPair(number: number): number {
  const inv = inverse(number);
  return inv === number ? opposite(number) : inv;
}

/** The hexagram with the listed line positions (1-6) flipped (zhi gua). */
export function changed(number: number, positions: readonly number[]): number {
  const l = linesOf(number);
  for (const p of positions) l[p - 1] = 1 - l[p - 1]!;
  return numberOf(l);
}
