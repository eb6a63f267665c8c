import { Type } from '@sinclair/typebox';
import { StringEnum, defineOperation } from '@celestial/core';
import { DECK_CARDS } from './lib/decks.js';
import { resolveCards, spreadAnalysis } from './lib/analysis.js';
import { Fallbacks, cardRef } from './lib/reading.js';
import { CardRef, CardsInput, LangMembers } from './lib/schemas.js';

const Counts = Type.Record(Type.String(), Type.Integer({ minimum: 0 }));

export default defineOperation({
  method: 'POST',
  path: '/tarot/spread-analysis',
  summary: 'Counts by arcana, suit, element and number, and the quintessence of a spread',
  description:
    "Counts by arcana, suit, element, pip number and court; dominant suit and number (null on a tie); missing elements; the share of reversed cards. Quintessence = the sum of the card numbers (majors by the deck's numbering, pips 1-10, courts 0) reduced by digit sum until 22 or less (22 and 0 = The Fool), a German practice described by Hajo Banzhaf ('Das Arbeitsbuch zum Tarot'). For lenormand: counts by playing-card suit and rank of the insets, and the yes/no polarity tally instead of a quintessence.",
  body: Type.Object({ deck: Type.Optional(StringEnum(['rider-waite', 'marseille', 'lenormand'] as const, { default: 'rider-waite' })), cards: CardsInput(1, 78) }),
  response: Type.Object({
    total: Type.Integer(),
    majors: Type.Integer(),
    minors: Type.Integer({ description: 'pips and courts' }),
    courts: Type.Integer(),
    bySuit: Counts,
    byElement: Counts,
    byNumber: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), { description: 'tarot: pip numbers 1-10; lenormand: inset ranks' }),
    dominantSuit: Type.Union([Type.String(), Type.Null()]),
    dominantNumber: Type.Union([Type.String(), Type.Null()]),
    missingElements: Type.Array(Type.String()),
    reversedRatio: Type.Number({ minimum: 0, maximum: 1 }),
    quintessence: Type.Union([Type.Object({ sum: Type.Integer(), number: Type.Integer({ minimum: 0, maximum: 22 }), card: CardRef }), Type.Null()]),
    polarity: Type.Union([Type.Object({ positive: Type.Integer(), negative: Type.Integer(), neutral: Type.Integer() }), Type.Null()], { description: 'lenormand only' }),
    ...LangMembers,
  }),
  examples: [
    { name: 'celtic cross cards', body: { cards: ['the-fool', 'ace-of-cups', 'king-of-swords', { slug: 'seven-of-pentacles', reversed: true }] } },
    { name: 'lenormand', body: { deck: 'lenormand', cards: ['rider', 'clover', 'coffin'] } },
  ],
  handler: ({ body, lang }) => {
    const deck = body.deck ?? 'rider-waite';
    const r = spreadAnalysis(deck, resolveCards(deck, body.cards));
    const fb = new Fallbacks(deck, lang);
    const quintessence = r.quintessence
      ? { ...r.quintessence, card: cardRef(deck, DECK_CARDS[deck].find((c) => c.category === 'major' && c.number === r.quintessence!.number % 22)!, fb) }
      : null;
    return { ...r, quintessence, language: lang, warnings: fb.warnings() };
  },
});
