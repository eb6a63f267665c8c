import { randomInt } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { defineOperation, term } from '@celestial/core';
import type { LineValue } from './lib/cast.js';
import { castLine, hexagramSlug, trigramPair } from './lib/cast.js';
import { numberOf } from './lib/king-wen.js';
import { hexagramText } from './lib/texts.js';

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(s: T) => Type.Union([s, Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/iching',
  summary: 'Deprecated (sunset 2027-06-16): one random, unseeded hexagram',
  description:
    'Deprecated: answers carry `Deprecation: true`, `Sunset` (16 June 2027) and a `Link` rel="successor-version" for each successor: POST /iching/throw-coins (seeded, reproducible), POST /iching/by-question, POST /iching/with-changing-lines, POST /iching/daily, GET /iching/lookup/{n}. Body ignored (send {}). Casts one hexagram with three coins per line, bottom to top, from the operating system\'s cryptographic random source; trigram numbers in Fu Xi order (1 Qian, 2 Dui, 3 Li, 4 Zhen, 5 Xun, 6 Kan, 7 Gen, 8 Kun).',
  response: Type.Object({
    number: nullable(Type.Integer({ minimum: 1, maximum: 64, description: 'King Wen number' })),
    name: nullable(Type.String({ description: "display name in the answer's language" })),
    chinese: nullable(Type.String()),
    trigrams: nullable(Type.Array(Type.Integer({ minimum: 1, maximum: 8 }), { minItems: 2, maxItems: 2, description: '[lower, upper], Fu Xi numbers' })),
    lines: nullable(Type.Array(Type.Object({
      value: Type.Union([Type.Literal(6), Type.Literal(7), Type.Literal(8), Type.Literal(9)]),
      isYang: Type.Boolean(),
      isChanging: Type.Boolean(),
    }), { minItems: 6, maxItems: 6, description: 'bottom to top' })),
  }),
  cache: false,
  specFixed: true,
  examples: [{ name: 'cast', body: {} }],
  handler: ({ lang }) => {
    // Each coin heads (3) or tails (2) with probability 1/2, from crypto.randomInt (unseeded by design: the successors are seeded).
    const values = Array.from({ length: 6 }, () => [0, 1, 2].reduce((s) => s + (randomInt(2) === 1 ? 3 : 2), 0) as LineValue);
    const number = numberOf(values.map((v) => (v === 7 || v === 9 ? 1 : 0)));
    return {
      number,
      name: term('hexagram', hexagramSlug(number), lang),
      chinese: hexagramText(number).chinese,
      trigrams: trigramPair(values),
      lines: values.map((v, i) => { const { isYang, isChanging } = castLine(i + 1, v); return { value: v, isYang, isChanging }; }),
    };
  },
});
