import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { DECK_CARDS } from './lib/decks.js';

/**
 * Art sets are listed only where the art is in the public domain, so naming and offering it
 * needs nobody's licence: Pamela Colman Smith's drawings for Rider & Son (1909; published before
 * 1929, so public domain in the US; Smith died in 1951, so public domain under life + 70 since
 * 2022 elsewhere); Nicolas Conver's Marseille woodcuts (1760); the Dondorf Lenormand (Frankfurt,
 * c. 1880). Later recolourings and restorations (which carry their own copyrights) are not named.
 */
const DECKS = [
  {
    slug: 'rider-waite',
    name: 'Rider-Waite-Smith',
    cardCount: DECK_CARDS['rider-waite'].length,
    reversible: true,
    artSets: [{ slug: 'smith-1909', name: 'Rider-Waite-Smith (1909)', artist: 'Pamela Colman Smith', year: 1909, licence: 'public-domain', default: true }],
  },
  {
    slug: 'marseille',
    name: 'Tarot de Marseille',
    cardCount: DECK_CARDS.marseille.length,
    reversible: true,
    artSets: [{ slug: 'conver-1760', name: 'Tarot de Marseille, Nicolas Conver (1760)', artist: 'Nicolas Conver', year: 1760, licence: 'public-domain', default: true }],
  },
  {
    slug: 'lenormand',
    name: 'Petit Lenormand',
    cardCount: DECK_CARDS.lenormand.length,
    reversible: false,
    artSets: [{ slug: 'dondorf-1880', name: 'Dondorf Lenormand (Frankfurt, c. 1880)', artist: 'B. Dondorf', year: 1880, licence: 'public-domain', default: true }],
  },
];

export default defineOperation({
  method: 'GET',
  path: '/tarot/decks',
  summary: 'The three decks and their card art sets',
  description:
    "Static catalogue: rider-waite (art: Pamela Colman Smith, 1909, public domain), marseille (art: Nicolas Conver, 1760), lenormand (art: Dondorf, Frankfurt, c. 1880). Only public-domain art is named. An art slug is what `art` on /interpret/tarot accepts. `reversible`: whether the deck's draws can turn cards reversed (Lenormand is read upright).",
  response: Type.Object({
    decks: Type.Array(
      Type.Object({
        slug: Type.String(),
        name: Type.String(),
        cardCount: Type.Integer(),
        reversible: Type.Boolean(),
        artSets: Type.Array(
          Type.Object({
            slug: Type.String({ maxLength: 40 }),
            name: Type.String(),
            artist: Type.String(),
            year: Type.Integer({ description: 'year of publication (c. for the Dondorf deck)' }),
            licence: Type.String({ description: 'public-domain' }),
            default: Type.Boolean(),
          }),
        ),
      }),
    ),
  }),
  examples: [{ name: 'all decks' }],
  handler: () => ({ decks: DECKS }),
});
