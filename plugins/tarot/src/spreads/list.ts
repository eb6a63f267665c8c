import { Type } from '@sinclair/typebox';
import { StringEnum, defineOperation } from '@celestial/core';
import { DECK_SLUGS } from '../lib/decks.js';
import { SPREADS } from '../lib/spreads.js';
import { Position } from '../lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/tarot/spreads',
  summary: 'The 23 spreads of the draw operations, with their positions',
  description: 'Static catalogue of the spreads of the /tarot/{deck}/draw/* operations (18 tarot spreads, 5 Lenormand), filtered by `deck` when given. Spread and position names are in English.',
  query: Type.Object({ deck: Type.Optional(StringEnum(DECK_SLUGS)) }),
  response: Type.Object({
    spreads: Type.Array(
      Type.Object({ slug: Type.String(), name: Type.String(), cardCount: Type.Integer(), decks: Type.Array(Type.String()), positions: Type.Array(Position), source: Type.String() }),
    ),
  }),
  examples: [{ name: 'all' }, { name: 'lenormand', query: { deck: 'lenormand' } }],
  handler: ({ query }) => ({
    spreads: SPREADS.filter((s) => !query.deck || s.decks.includes(query.deck)).map((s) => ({
      slug: s.slug,
      name: s.name,
      cardCount: s.positions.length,
      decks: s.decks,
      positions: s.positions,
      source: s.source,
    })),
  }),
});
