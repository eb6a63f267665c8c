/**
 * The shared draw engine of every /tarot/{deck}/... operation (catalogue, tarot.jsonl): a seed
 * (uint32) feeds mulberry32, the deck in canonical order is shuffled by Fisher-Yates in
 * Durstenfeld's form, the first N cards fill the positions, and when reversals are allowed each
 * card is reversed if the next PRNG value is below 0.5. Everything is 32-bit integer arithmetic
 * (Math.imul, >>> 0), so the same seed gives the same draw on every instance and platform;
 * test/oracles/tarot/engine.py re-implements it independently and pins the vectors.
 */
import { fnv1a32, mulberry32, randomSeed, shuffle } from '@celestial/core';

// The generator, the seed hash, the random seed and the shuffle are core's (core/src/draw.ts),
// shared with the I Ching, runes, dice and geomancy draws and the Random service.
export { fnv1a32, mulberry32, randomSeed, shuffle };

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
