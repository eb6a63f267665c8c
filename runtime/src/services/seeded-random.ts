import type { Random } from '@celestial/core';

/**
 * Seeded draws with mulberry32 (Tommy Ettinger's 32-bit generator): small, fast and with a
 * full 2^32 period, enough for shuffling decks and casting coins reproducibly by seed.
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

export class SeededRandom implements Random {
  seeded(seed: number): () => number {
    return mulberry32(seed);
  }
}
