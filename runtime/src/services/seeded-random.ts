import { mulberry32 } from '@celestial/core';
import type { Random } from '@celestial/core';

// mulberry32 lives in core/src/draw.ts with the other draw helpers; re-exported for the tests
// that pin draws to it.
export { mulberry32 };

export class SeededRandom implements Random {
  seeded(seed: number): () => number {
    return mulberry32(seed);
  }
}
