/** Response and body schemas shared by the tarot family's operations. */
import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { Language, StringEnum, Warnings } from '@celestial/core';

export const SEED_MAX = 4294967295;

export const Seed = Type.Integer({ minimum: 0, maximum: SEED_MAX, description: 'uint32 seed of the mulberry32 draw engine; the same seed and body give the same draw' });
export const Question = Type.String({ maxLength: 500, description: 'the question asked; it does not influence the draw' });
export const AllowReversed = Type.Boolean({ description: 'draw reversed cards (a card is reversed when the next PRNG value is below 0.5)' });
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'calendar date YYYY-MM-DD' });

export const Keywords = Type.Array(Type.String());
const Side = Type.Object({ keywords: Keywords, meaning: Type.String() });

/** The card record of every draw (SERVICE-SPEC, POST /tarot/rider-waite/draw/shadow-work, `card`). */
export const Card = Type.Object({
  slug: Type.String({ description: 'kebab-case English slug, never translated' }),
  number: Type.Integer({ description: 'majors by the deck\'s numbering (The Fool / Le Mat 0); pips 1-10; pages 11, knights 12, queens 13, kings 14; Lenormand 1-36' }),
  name: Type.String(),
  category: StringEnum(['major', 'pip', 'court', 'person', 'symbol'] as const),
  suit: Type.Union([Type.String(), Type.Null()], { description: 'tarot suit, or the Lenormand playing-card inset suit; null for majors' }),
  rank: Type.Union([Type.String(), Type.Null()], { description: 'ace, two ... ten, page, knight, queen, king (Lenormand insets: jack for the knave); null for majors' }),
  element: Type.Union([StringEnum(['fire', 'water', 'air', 'earth'] as const), Type.Null()]),
  upright: Side,
  reversed: Side,
  astrology: Type.Union([Type.String(), Type.Null()], {
    description: "Golden Dawn 'Book T' attribution, kebab-case: a sign, planet or element for majors (aries, mercury, air), planet-in-sign for pips 2-10 (mars-in-aries), the court's span (pisces-20-to-aries-20); null for aces, pages and Lenormand",
  }),
  numerology: Type.Integer({ minimum: 0, maximum: 9 }),
  yes: StringEnum(['yes', 'no', 'maybe'] as const),
});

export const Position = Type.Object({
  index: Type.Integer({ minimum: 1 }),
  slug: Type.String(),
  name: Type.String(),
  meaning: Type.String(),
});

export const SpreadRef = Type.Object({ slug: Type.String(), name: Type.String(), cardCount: Type.Integer() });

export const DrawnCard = Type.Object({ position: Position, card: Card, reversed: Type.Boolean() });

/** Every answer with display texts says its language and what fell back to English. */
export const LangMembers = { language: Language, warnings: Warnings };

export const CardRef = Type.Object({ number: Type.Integer(), slug: Type.String(), name: Type.String() });

export function drawResponse(extra: Record<string, TSchema> = {}) {
  return Type.Object({ spread: SpreadRef, seed: Seed, drawn: Type.Array(DrawnCard), ...extra, ...LangMembers });
}

export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 80 }) });

/** Cards in spread order: slugs, or { slug, reversed }. */
export function CardsInput(min: number, max: number) {
  return Type.Array(
    Type.Union([
      Type.String({ minLength: 1, maxLength: 80 }),
      Type.Object({ slug: Type.String({ minLength: 1, maxLength: 80 }), reversed: Type.Optional(Type.Boolean()) }),
    ]),
    { minItems: min, maxItems: max },
  );
}
