import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { changed, inverse, kingWenPair, nuclear, opposite } from './lib/king-wen.js';
import { hexagramRef } from './lib/cast.js';
import { HexagramNamed } from './lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/iching/relations',
  summary: 'The related hexagrams of one hexagram: nuclear, opposite, inverse, changed and its King Wen pair',
  description:
    'Line operations on the six lines (bottom = 1): nuclear (hu gua) = lines 2-4 as the lower and 3-5 as the upper trigram; opposite (cuo gua) = every line inverted; inverse (zong gua) = the figure turned upside down; changingTo (zhi gua) = the listed lines flipped (null without changingLines); kingWenPair = the inverse, or the opposite for the eight figures that read the same upside down (the pairing of the Xu Gua order).',
  body: Type.Object({
    number: Type.Integer({ minimum: 1, maximum: 64, description: 'King Wen number' }),
    changingLines: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 6 }), { maxItems: 6, uniqueItems: true, description: 'line positions 1-6, bottom = 1' })),
  }),
  response: Type.Object({
    hexagram: HexagramNamed,
    nuclear: HexagramNamed,
    opposite: HexagramNamed,
    inverse: HexagramNamed,
    changingTo: Type.Union([HexagramNamed, Type.Null()]),
    kingWenPair: HexagramNamed,
  }),
  examples: [{ name: 'zhun', body: { number: 3, changingLines: [1, 5] } }],
  handler: ({ body, lang }) => {
    const n = body.number;
    const lines = body.changingLines ?? [];
    return {
      hexagram: hexagramRef(n, lang),
      nuclear: hexagramRef(nuclear(n), lang),
      opposite: hexagramRef(opposite(n), lang),
      inverse: hexagramRef(inverse(n), lang),
      changingTo: lines.length ? hexagramRef(changed(n, lines), lang) : null,
      kingWenPair: hexagramRef(kingWenPair(n), lang),
    };
  },
});
