import { Type } from '@sinclair/typebox';
import { ApiError, defineOperation } from '@celestial/core';
import { SPREAD_BY_SLUG } from '../lib/spreads.js';
import { Position, SlugParams } from '../lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/tarot/spreads/{slug}',
  summary: 'One spread with its positions and layout grid',
  description:
    'The layout grid places each position for drawing the spread on screen: x and y in card widths (y grows downward), rotation in degrees clockwise (the crossing card of the Celtic cross lies at 90). The Grand Tableau grid is the default 8x4+4 (four rows of eight, the cartouche of four centred below). 404 for unknown slugs.',
  params: SlugParams,
  response: Type.Object({
    slug: Type.String(),
    name: Type.String(),
    cardCount: Type.Integer(),
    decks: Type.Array(Type.String()),
    positions: Type.Array(Position),
    layout: Type.Array(Type.Object({ index: Type.Integer({ minimum: 1 }), x: Type.Number(), y: Type.Number(), rotation: Type.Number() })),
    readingNotes: Type.String(),
    source: Type.String(),
  }),
  examples: [{ name: 'celtic cross', params: { slug: 'celtic-cross' } }, { name: 'grand tableau', params: { slug: 'grand-tableau' } }],
  handler: ({ params }) => {
    const s = SPREAD_BY_SLUG.get(params.slug);
    if (!s) throw new ApiError('NOT_FOUND', `No spread '${params.slug}' (GET /v1/tarot/spreads lists them)`);
    return { slug: s.slug, name: s.name, cardCount: s.positions.length, decks: s.decks, positions: s.positions, layout: s.layout, readingNotes: s.readingNotes, source: s.source };
  },
});
