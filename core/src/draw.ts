/**
 * Seeded draws shared by every divination family (I Ching casts, runes, dice, geomancy,
 * tarot): the seed is a uint32 fed to the Random service's mulberry32 (runtime/src/services/
 * seeded-random.ts), so the same seed answers the same on every instance; a caller who sends
 * none gets a seed drawn from the operating system's CSPRNG, returned in the answer so that the
 * draw can be repeated.
 */
import { randomInt } from 'node:crypto';

/**
 * mulberry32 (Tommy Ettinger, 2017; public domain): floats in [0, 1) as uint32 / 2^32, all in
 * 32-bit integer arithmetic (Math.imul, >>> 0), so a seed draws the same on every platform.
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

/** A seed for a caller who sent none: uniform over uint32. */
export function randomSeed(): number {
  return randomInt(0, 2 ** 32);
}

/** Durstenfeld's Fisher-Yates (1964): for i = n-1 down to 1, j = floor(r x (i + 1)), swap i and j. */
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
