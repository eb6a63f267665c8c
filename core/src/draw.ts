/**
 * Seeded draws shared by every divination family (I Ching casts, runes, dice, geomancy,
 * tarot): the seed is a uint32 fed to the Random service's mulberry32 (runtime/src/services/
 * seeded-random.ts), so the same seed answers the same on every instance; a caller who sends
 * none gets a seed drawn from the operating system's CSPRNG, returned in the answer so that the
 * draw can be repeated.
 */
import { randomInt } from 'node:crypto';

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
