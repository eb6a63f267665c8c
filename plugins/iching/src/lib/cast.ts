/**
 * Casting a hexagram and reading it: the line values 6, 7, 8, 9 (old yin, young yang, young
 * yin, old yang), the two manual methods' probabilities, the relating hexagram (zhi gua) and
 * the reading focus of Zhu Xi, Yixue Qimeng (1186), ch. 4 "Kao bian zhan".
 */
import type { LangCode } from '@celestial/core';
import { slugsOf, term } from '@celestial/core';
import { changed, numberOf, trigramOf } from './king-wen.js';
import { hexagramText } from './texts.js';

export type LineValue = 6 | 7 | 8 | 9;

export interface CastLine {
  position: number;
  value: LineValue;
  isYang: boolean;
  isChanging: boolean;
}

export function castLine(position: number, value: LineValue): CastLine {
  return { position, value, isYang: value === 7 || value === 9, isChanging: value === 6 || value === 9 };
}

/**
 * Three coins per line, lines bottom to top: a coin is heads (3) when the next PRNG value is
 * below 0.5, else tails (2); the sum 6, 7, 8 or 9 has probability 1/8, 3/8, 3/8, 1/8.
 */
export function throwCoins(next: () => number): LineValue[] {
  const values: LineValue[] = [];
  for (let line = 0; line < 6; line++) {
    let sum = 0;
    for (let coin = 0; coin < 3; coin++) sum += next() < 0.5 ? 3 : 2;
    values.push(sum as LineValue);
  }
  return values;
}

/**
 * Yarrow-stalk odds by a 16-slot table (slot = floor(r x 16): 0 -> 6, 1-5 -> 7, 6-12 -> 8,
 * 13-15 -> 9), i.e. 1/16, 5/16, 7/16, 3/16: the distribution of the 49-stalk procedure of the
 * Xici (Great Commentary I.9) as Zhu Xi's Shi Yi describes it.
 */
export function yarrowLine(r: number): LineValue {
  const slot = Math.floor(r * 16);
  if (slot === 0) return 6;
  if (slot <= 5) return 7;
  if (slot <= 12) return 8;
  return 9;
}

export function drawYarrow(next: () => number): LineValue[] {
  return Array.from({ length: 6 }, () => yarrowLine(next()));
}

const SLUGS = slugsOf('hexagram');

export function hexagramSlug(number: number): string {
  return SLUGS[number - 1]!;
}

/** `{ number, name, chinese }` of a hexagram, its name in the answer's language. */
export function hexagramRef(number: number, lang: LangCode): { number: number; slug: string; name: string; chinese: string } {
  return { number, slug: hexagramSlug(number), name: term('hexagram', hexagramSlug(number), lang), chinese: hexagramText(number).chinese };
}

export interface FocusText {
  /** King Wen number of the hexagram whose text this is. */
  hexagram: number;
  kind: 'judgment' | 'line' | 'all-lines';
  /** The line (1-6) for kind 'line', else null. */
  position: number | null;
  text: string;
}

export interface ReadingFocus {
  rule: string;
  texts: FocusText[];
}

const RULES = ['no-changing-lines', 'one-changing-line', 'two-changing-lines', 'three-changing-lines', 'four-changing-lines', 'five-changing-lines', 'six-changing-lines'];

/**
 * Which texts to read, per Zhu Xi, Yixue Qimeng (1186): no changing line, the primary
 * judgment; one, that line; two, the upper of the two; three, both judgments, primary first;
 * four, the lower of the two unchanged lines, read in the relating hexagram; five, the one
 * unchanged line of the relating hexagram; six, the "use of nines / sixes" of Qian and Kun,
 * otherwise the relating judgment.
 */
export function readingFocus(primary: number, changingPositions: readonly number[]): ReadingFocus {
  const relating = changed(primary, changingPositions);
  const p = hexagramText(primary);
  const n = changingPositions.length;
  const lineOf = (hexagram: number, position: number): FocusText => ({ hexagram, kind: 'line', position, text: hexagramText(hexagram).lines[position - 1]! });
  const judgment = (hexagram: number): FocusText => ({ hexagram, kind: 'judgment', position: null, text: hexagramText(hexagram).judgment });
  const unchanged = [1, 2, 3, 4, 5, 6].filter((x) => !changingPositions.includes(x));
  const sorted = [...changingPositions].sort((a, b) => a - b);
  let texts: FocusText[];
  if (n === 0) texts = [judgment(primary)];
  else if (n === 1) texts = [lineOf(primary, sorted[0]!)];
  else if (n === 2) texts = [lineOf(primary, sorted[1]!)];
  else if (n === 3) texts = [judgment(primary), judgment(relating)];
  else if (n === 4) texts = [lineOf(relating, unchanged[0]!)];
  else if (n === 5) texts = [lineOf(relating, unchanged[0]!)];
  else texts = p.extraText ? [{ hexagram: primary, kind: 'all-lines', position: null, text: p.extraText }] : [judgment(relating)];
  return { rule: RULES[n]!, texts };
}

export interface Reading {
  lines: CastLine[];
  primary: number;
  relating: number | null;
  changingLines: number[];
  readingFocus: ReadingFocus;
}

/** Everything a cast says, from six line values bottom to top. */
export function readCast(values: readonly LineValue[]): Reading {
  const lines = values.map((v, i) => castLine(i + 1, v));
  const primary = numberOf(lines.map((l) => (l.isYang ? 1 : 0)));
  const changingLines = lines.filter((l) => l.isChanging).map((l) => l.position);
  return { lines, primary, relating: changingLines.length ? changed(primary, changingLines) : null, changingLines, readingFocus: readingFocus(primary, changingLines) };
}

/** Lower and upper Fu Xi trigram numbers of six line values (the deprecated /iching's `trigrams`). */
export function trigramPair(values: readonly LineValue[]): [number, number] {
  const bits = values.map((v) => (v === 7 || v === 9 ? 1 : 0));
  return [trigramOf(bits.slice(0, 3)), trigramOf(bits.slice(3, 6))];
}

