import { Type } from '@sinclair/typebox';
import { StringEnum, defineOperation } from '@celestial/core';
import { elementalDignities, resolveCards } from './lib/analysis.js';
import { CardsInput } from './lib/schemas.js';

const Element = StringEnum(['fire', 'water', 'air', 'earth'] as const);
const Neighbour = Type.Union([Type.Object({ slug: Type.String(), element: Element, relation: StringEnum(['same', 'friendly', 'contrary'] as const) }), Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/tarot/elemental-dignities',
  summary: "Golden Dawn elemental dignities of the cards of a spread",
  description:
    "Book T's elemental dignities: each card is judged with the cards on either side of it in spread order (the first and last with their one neighbour); the same element strengthens, fire-water and air-earth are contrary and weaken, the other pairs are friendly. Elements: suits wands fire, cups water, swords air, pentacles earth (batons, cups, swords, coins in the Marseille deck); zodiacal majors the element of their sign; Fool air, Hanged Man water, Judgement fire; planetary majors by the service's pinned table (Magician air, High Priestess water, Empress earth, Wheel of Fortune fire, Tower fire, Sun fire, World earth). score = friendly and same count - contrary count; strengthened when above 0, weakened below, neutral at 0. Reversal does not change an element's dignity (Book T reads no reversals); it is echoed.",
  body: Type.Object({ deck: Type.Optional(StringEnum(['rider-waite', 'marseille'] as const, { default: 'rider-waite' })), cards: CardsInput(2, 36) }),
  response: Type.Object({
    cards: Type.Array(
      Type.Object({
        index: Type.Integer({ minimum: 1 }),
        slug: Type.String(),
        element: Element,
        reversed: Type.Boolean(),
        left: Neighbour,
        right: Neighbour,
        dignity: StringEnum(['strengthened', 'weakened', 'neutral'] as const),
        score: Type.Integer(),
      }),
    ),
  }),
  examples: [{ name: 'three cards', body: { cards: ['ace-of-wands', 'three-of-cups', { slug: 'the-sun', reversed: true }] } }],
  handler: ({ body }) => ({ cards: elementalDignities(resolveCards(body.deck ?? 'rider-waite', body.cards)) }),
});
