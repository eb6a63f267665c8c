import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { hexagramRef } from './lib/cast.js';
import { binaryOf, trigramsOf } from './lib/king-wen.js';
import { HexagramNamed, TrigramRef, trigramRef } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/iching/hexagrams',
  summary: 'The 64 hexagrams in King Wen order (no texts; see GET /iching/lookup/{n})',
  description: 'Static index: King Wen number, name in the answer\'s language, Chinese name, the six lines written bottom line first (1 = yang), and the lower and upper trigrams (Fu Xi numbers).',
  response: Type.Object({
    hexagrams: Type.Array(Type.Object({
      ...HexagramNamed.properties,
      binary: Type.String({ pattern: '^[01]{6}$', description: 'bottom line first, 1 = yang' }),
      lower: TrigramRef,
      upper: TrigramRef,
    }), { minItems: 64, maxItems: 64 }),
  }),
  examples: [{}],
  handler: ({ lang }) => ({
    hexagrams: Array.from({ length: 64 }, (_, i) => {
      const n = i + 1;
      const { lower, upper } = trigramsOf(n);
      return { ...hexagramRef(n, lang), binary: binaryOf(n), lower: trigramRef(lower, lang), upper: trigramRef(upper, lang) };
    }),
  }),
});
