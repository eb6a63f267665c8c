import { Type } from '@sinclair/typebox';
import { defineOperation, Operations } from '@celestial/core';
import { RenderAnswer, RenderOptions } from './lib/kit.js';
import { hexagramFigures, renderHexagram } from './lib/hexagram.js';

const LineValue = Type.Union([Type.Literal(6), Type.Literal(7), Type.Literal(8), Type.Literal(9)]);

export default defineOperation({
  method: 'POST',
  path: '/render/iching-hexagram',
  summary: 'A hexagram drawn bottom to top, with its relating hexagram',
  description:
    'From a King Wen number (lines all still) or six line values bottom first (6 old yin, 7 young yang, 8 young yin, 9 old yang; the lines array of any /iching answer is accepted, extra members ignored). Changing lines marked (o on 9, x on 6); the relating hexagram (changing lines flipped) drawn beside when showRelating (default true). Names and trigrams in the answer\'s language.',
  body: Type.Object({
    number: Type.Optional(Type.Integer({ minimum: 1, maximum: 64 })),
    lines: Type.Optional(Type.Array(Type.Object({ value: LineValue }, { additionalProperties: true }), { minItems: 6, maxItems: 6 })),
    showRelating: Type.Optional(Type.Boolean({ default: true })),
    options: Type.Optional(RenderOptions),
  }),
  response: RenderAnswer,
  examples: [
    { name: 'zhun', body: { number: 3 } },
    { name: 'changing', body: { lines: [{ value: 9 }, { value: 8 }, { value: 7 }, { value: 6 }, { value: 7 }, { value: 8 }], options: { theme: 'light' } } },
  ],
  deps: { operations: Operations },
  // The figures from the I Ching family's answers: POST /iching/from-lines and GET /iching/lookup/{n}.
  handler: async ({ body, lang, caller }, { operations }) => renderHexagram(await hexagramFigures(body, body.showRelating ?? true, operations, lang, caller), body.options, lang),
});
