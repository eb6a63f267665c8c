/**
 * The shared draw engine of every /tarot/{deck}/... operation (catalogue, tarot.jsonl): a seed
 * (uint32) feeds mulberry32, the deck in canonical order is shuffled by Fisher-Yates in
 * Durstenfeld's form, the first N cards fill the positions, and when reversals are allowed each
 * card is reversed if the next PRNG value is below 0.5. Everything is 32-bit integer arithmetic
 * (Math.imul, >>> 0), so the same seed gives the same draw on every instance and platform;
 * test/oracles/tarot/engine.py re-implements it independently and pins the vectors.
 */
import { randomInt } from 'node:crypto';

/**
 * mulberry32 (Tommy Ettinger, 2017; public domain): floats in [0, 1) as uint32 / 2^32.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * FNV-1a 32-bit (Fowler, Noll, Vo; offset basis 2166136261, prime 16777619) over the string's
 * UTF-8 bytes, so a seed string hashes the same in every language that hashes bytes.
 */
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A seed for a caller who sent none: uniform over uint32, returned in the answer. */
export function randomSeed(): number {
  return randomInt(0, 2 ** 32);
}

/** Durstenfeld's Fisher-Yates: for i = n-1 down to 1, j = floor(r x (i + 1)), swap i and j. */
export function shuffle<T>(items: readonly T[], next: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i >= 1; i--) {
    const j = Math.floor(next() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

export interface Drawn<T> {
  card: T;
  reversed: boolean;
}

/**
 * Shuffles `pool` with mulberry32(seed), takes the first `count`, then (reversals allowed) one
 * PRNG value per drawn card in order decides its orientation.
 */
export function draw<T>(pool: readonly T[], count: number, seed: number, allowReversed: boolean): Drawn<T>[] {
  const next = mulberry32(seed);
  const taken = shuffle(pool, next).slice(0, count);
  return taken.map((card) => ({ card, reversed: allowReversed ? next() < 0.5 : false }));
}

/** Digit sum of a non-negative integer. */
export function digitSum(n: number): number {
  let s = 0;
  for (const d of String(n)) s += Number(d);
  return s;
}

/** Repeated digit sum while above `limit` (22 for the Greer and Wirth reductions, 9 for one digit). */
export function reduceWhileAbove(n: number, limit: number): number {
  let x = n;
  while (x > limit) x = digitSum(x);
  return x;
}
