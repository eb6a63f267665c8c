import { Type } from '@sinclair/typebox';
import { defineOperation, Operations, StringEnum } from '@celestial/core';
import { RenderAnswer, RenderOptions } from './lib/kit.js';
import { renderSpread, spreadOf } from './lib/tarot.js';

const CardRef = Type.Union([
  Type.String({ minLength: 1, maxLength: 60 }),
  Type.Object({ slug: Type.String({ minLength: 1, maxLength: 60 }), reversed: Type.Optional(Type.Boolean()) }, { additionalProperties: true }),
  Type.Object({ card: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: true }), reversed: Type.Optional(Type.Boolean()) }, { additionalProperties: true }),
]);

export default defineOperation({
  method: 'POST',
  path: '/render/tarot-spread',
  summary: 'A spread laid out: cards at the spread positions, reversed cards turned',
  description:
    "Places the caller's cards (slugs, {slug, reversed}, or any draw answer's `drawn` items) at the layout of the named spread from /tarot/spreads (Celtic Cross after A. E. Waite, Pictorial Key to the Tarot, 1910; Lenormand Grand Tableau 8 x 4 + 4 ...), fewer cards leaving dashed empty positions; each card a framed face with its number and name in the answer's language, reversed cards turned 180 degrees, the position's name beneath. No draw is made. Card faces are drawn, not the art set's images (`art` is accepted and not used: no image is bundled).",
  body: Type.Object({
    spread: Type.String({ minLength: 1, maxLength: 60 }),
    deck: StringEnum(['rider-waite', 'marseille', 'lenormand'] as const),
    art: Type.Optional(Type.String({ maxLength: 40 })),
    cards: Type.Array(CardRef, { minItems: 1, maxItems: 36 }),
    options: Type.Optional(RenderOptions),
  }),
  response: Type.Composite([RenderAnswer, Type.Object({
    positions: Type.Array(Type.Object({
      index: Type.Integer({ minimum: 1 }),
      slug: Type.String({ description: "the position's slug (vocabulary: slug beside every name)" }),
      name: Type.String({ description: "the position's name in the answer's language (English where not yet translated)" }),
      x: Type.Number({ description: "card centre, pixels" }),
      y: Type.Number({ description: "card centre, pixels" }),
      rotation: Type.Number({ description: 'degrees clockwise (90 for a crossing card, +180 when reversed)' }),
    })),
  })]),
  examples: [
    { name: 'celtic-cross', body: { spread: 'celtic-cross', deck: 'rider-waite', cards: ['the-fool', { slug: 'the-tower', reversed: true }, 'ace-of-cups', 'three-of-swords', 'the-star', 'king-of-wands', 'the-moon', 'two-of-pentacles', 'death', 'the-world'] } },
  ],
  deps: { operations: Operations },
  // The layout from GET /tarot/spreads/{slug}, the cards' numbers and names from GET /tarot/{deck}/cards.
  handler: async ({ body, lang, caller }, { operations }) => {
    const { spread, cards } = await spreadOf(body, operations, lang, caller);
    return renderSpread(spread, cards, body.options, lang);
  },
});
