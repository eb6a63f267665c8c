/**
 * Operation builders shared by the three decks: each operation file calls one of these with its
 * deck (and spread), so the rider-waite, marseille and lenormand operations cannot drift apart.
 */
import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { ApiError, BodyReferenceSchema, Clock, DateString, StringEnum, defineOperation } from '@celestial/core';
import { DECK_CARDS, LENORMAND_PERSON_CARDS, LENORMAND_POLARITY, MARSEILLE_SUITS, RWS_SUITS, cardFacts, cardTexts } from './decks.js';
import type { DeckSlug, } from './decks.js';
import { fnv1a32 } from './engine.js';
import { Fallbacks, cardOut, drawOne, drawSpread, reversalsOn, seedOf } from './reading.js';
import type { DrawBody } from './reading.js';
import { spread } from './spreads.js';
import { AllowReversed, Card, LangMembers, Question, Seed, SlugParams, drawResponse } from './schemas.js';
import { monthsFrom, parseIsoDate, parseMonth, todayUtc, weekFrom } from './calendar.js';
import { GrandTableauOut, NINE_BOX_LINES, cellOf, tableauGeometry } from './lenormand.js';
import type { Placed, TableauLayout } from './lenormand.js';
import { reduceWhileAbove } from './engine.js';

const DECK_NAME: Readonly<Record<DeckSlug, string>> = { 'rider-waite': 'Rider-Waite-Smith', marseille: 'Tarot de Marseille', lenormand: 'Petit Lenormand' };
const DECK_SIZE: Readonly<Record<DeckSlug, number>> = { 'rider-waite': 78, marseille: 78, lenormand: 36 };

const DRAW_ENGINE =
  'Draw engine: mulberry32 PRNG seeded with `seed` (uint32; a random seed is chosen and returned when omitted), Fisher-Yates shuffle (Durstenfeld) of the deck in canonical order, the first N cards fill the positions in order; with reversals on, a card is reversed when the next PRNG value is below 0.5 (default on for rider-waite, off for marseille, never for lenormand). `question` does not influence the draw.';

function drawBody(deck: DeckSlug, extra: Record<string, TSchema> = {}) {
  const base: Record<string, TSchema> = { seed: Type.Optional(Seed), question: Type.Optional(Question) };
  if (deck !== 'lenormand') base.allowReversed = Type.Optional(AllowReversed);
  return Type.Object({ ...base, ...extra });
}

function suitsOf(deck: DeckSlug): readonly string[] {
  return deck === 'rider-waite' ? RWS_SUITS : deck === 'marseille' ? MARSEILLE_SUITS : ['hearts', 'diamonds', 'clubs', 'spades'];
}

/* ------------------------------------------------------------------ card index and records */

const CardIndexEntry = Type.Object({
  slug: Type.String(),
  number: Type.Integer(),
  name: Type.String(),
  category: Card.properties.category,
  suit: Card.properties.suit,
  rank: Card.properties.rank,
});

export function cardsListOperation(deck: DeckSlug) {
  const query =
    deck === 'lenormand'
      ? Type.Object({ playingSuit: Type.Optional(StringEnum(['hearts', 'diamonds', 'clubs', 'spades'] as const)) })
      : Type.Object({ arcana: Type.Optional(StringEnum(['major', 'minor'] as const)), suit: Type.Optional(StringEnum(suitsOf(deck) as string[])) });
  return defineOperation({
    method: 'GET',
    path: `/tarot/${deck}/cards`,
    summary: `The ${DECK_SIZE[deck]} cards of the ${DECK_NAME[deck]} deck in canonical order`,
    description:
      deck === 'rider-waite'
        ? 'Majors 0-21 (Strength VIII, Justice XI as numbered by Waite), then wands, cups, swords, pentacles, ace to king; kebab-case English slugs; names in `lang` when translated. `arcana=minor` lists the 56 pips and courts.'
        : deck === 'marseille'
          ? 'Majors in Marseille order (Le Mat first as 0, Justice VIII, Force XI), then batons, cups, swords, coins (batons, coupes, epees, deniers), ace to king (valet = page, cavalier = knight, reine = queen, roi = king).'
          : 'The 36 cards of the Petit Lenormand with their playing-card insets (suit and rank); `playingSuit` filters by inset suit.',
    query,
    response: Type.Object({ cards: Type.Array(CardIndexEntry), ...LangMembers }),
    examples: deck === 'lenormand' ? [{ name: 'hearts', query: { playingSuit: 'hearts' } }] : [{ name: 'majors', query: { arcana: 'major' } }, { name: 'one suit', query: { suit: suitsOf(deck)[1]! } }],
    handler: ({ query, lang }) => {
      const q = query as { arcana?: string; suit?: string; playingSuit?: string };
      const fb = new Fallbacks(deck, lang);
      const cards = DECK_CARDS[deck]
        .filter((c) => (q.arcana === 'major' ? c.category === 'major' : q.arcana === 'minor' ? c.category !== 'major' : true))
        .filter((c) => (q.suit ? c.suit === q.suit : true))
        .filter((c) => (q.playingSuit ? c.suit === q.playingSuit : true))
        .map((c) => {
          const { texts, fallback } = cardTexts(deck, c.slug, lang);
          if (fallback.has('names')) fb.parts.add('names');
          return { slug: c.slug, number: c.number, name: texts.name, category: c.category, suit: c.suit, rank: c.rank };
        });
      return { cards, language: lang, warnings: fb.warnings() };
    },
  });
}

export function cardGetOperation(deck: DeckSlug) {
  const example = deck === 'lenormand' ? 'rider' : deck === 'marseille' ? 'the-juggler' : 'the-magician';
  return defineOperation({
    method: 'GET',
    path: `/tarot/${deck}/cards/{slug}`,
    summary: `One card of the ${DECK_NAME[deck]} deck with its meanings, astrology, numerology and yes/no value`,
    description:
      deck === 'rider-waite'
        ? "Meanings paraphrased in our own words from A. E. Waite, 'The Pictorial Key to the Tarot' (1910), Part III. Astrology per the Golden Dawn 'Book T' (majors by sign, planet or element; pips 2-10 by decan; court spans with RWS Knight = GD Knight, Queen = Queen, King = GD Prince; aces and pages none). Numerology: the card number reduced to one digit. `yes` from the deck's fixed table (favourable, unfavourable, ambiguous upright meaning). Texts in `lang` when translated, English otherwise (then `warnings` says so); 404 for unknown slugs."
        : deck === 'marseille'
          ? "Names after the Nicolas Conver pattern (1760); majors after Oswald Wirth (1927), minors condensed from Papus (1889): suit domain (batons enterprise, cups love, swords struggle, coins money) by number stage; Golden Dawn elements and astrology attached by card identity (Justice VIII = Libra, Force XI = Leo). Texts in `lang` when translated, English otherwise; 404 for unknown slugs."
          : "After J. K. Hechtel, 'Das Spiel der Hoffnung' (c. 1799) and the 1846 'Philippe Lenormand' sheet; suit and rank carry the playing-card inset; element and astrology null; reversed texts empty (Lenormand is read upright). 404 for unknown slugs.",
    params: SlugParams,
    response: Type.Object({ ...Card.properties, source: Type.String({ description: 'the public-domain sources the texts are paraphrased from' }), ...LangMembers }),
    examples: [{ name: example, params: { slug: example } }],
    handler: ({ params, lang }) => {
      const facts = cardFacts(deck, params.slug);
      if (!facts) throw new ApiError('NOT_FOUND', `No card '${params.slug}' in the ${deck} deck (GET /v1/tarot/${deck}/cards lists them)`);
      const fb = new Fallbacks(deck, lang);
      return { ...cardOut(deck, facts, fb), source: facts.source, language: lang, warnings: fb.warnings() };
    },
  });
}

/* ------------------------------------------------------------------ single cards */

const SingleCard = { card: Card, reversed: Type.Boolean() };

export function dailyOperation(deck: DeckSlug) {
  const body = Type.Object({
    date: Type.Optional(Type.String({ ...DateString, description: 'YYYY-MM-DD in the years 0000-2999; default today (UTC)' })),
    seed: Type.Optional(Type.String({ maxLength: 200, description: 'a personal salt: the seed becomes FNV-1a of "<deck>:<date>:<salt>"' })),
    ...(deck === 'lenormand' ? {} : { allowReversed: Type.Optional(AllowReversed) }),
  });
  return defineOperation({
    method: 'POST',
    path: `/tarot/${deck}/daily`,
    summary: `Card of the day from the ${DECK_NAME[deck]} deck, the same for every caller on the same date and salt`,
    description: `seed = FNV-1a 32-bit hash of '${deck}:' + date (+ ':' + salt when given), then one card by the shared draw engine. ${DRAW_ENGINE}`,
    body,
    response: Type.Object({ date: Type.String({ description: 'YYYY-MM-DD' }), seed: Seed, ...SingleCard, ...LangMembers }),
    examples: [{ name: 'a fixed date', body: { date: '2026-01-01' } }, { name: 'with a salt', body: { date: '2026-01-01', seed: 'alice' } }],
    deps: { clock: Clock },
    handler: ({ body, lang }, { clock }) => {
      const b = body as { date?: string; seed?: string; allowReversed?: boolean };
      const date = b.date ?? todayUtc(clock.now());
      parseIsoDate(date, 'date');
      const seed = fnv1a32(`${deck}:${date}${b.seed !== undefined ? `:${b.seed}` : ''}`);
      const fb = new Fallbacks(deck, lang);
      const { card, reversed } = drawOne(deck, DECK_CARDS[deck], seed, reversalsOn(deck, b.allowReversed), fb);
      return { date, seed, card, reversed, language: lang, warnings: fb.warnings() };
    },
  });
}

export function yesNoOperation(deck: DeckSlug) {
  if (deck === 'lenormand') {
    return defineOperation({
      method: 'POST',
      path: '/tarot/lenormand/yes-no',
      summary: 'Three-card Lenormand yes/no: the majority of the cards\' polarities decides',
      description: `Three cards by the draw engine; each card's fixed polarity (positive, negative, neutral after the 1846 sheet's favourable and unfavourable readings); yes when positives outnumber negatives, no when negatives outnumber positives, maybe on a tie. ${DRAW_ENGINE}`,
      body: drawBody(deck),
      response: Type.Object({
        answer: StringEnum(['yes', 'no', 'maybe'] as const),
        seed: Seed,
        cards: Type.Array(Card, { minItems: 3, maxItems: 3 }),
        tally: Type.Object({ positive: Type.Integer(), negative: Type.Integer(), neutral: Type.Integer() }),
        ...LangMembers,
      }),
      examples: [{ name: 'seeded', body: { seed: 42 } }],
      handler: ({ body, lang }) => {
        const b = body as DrawBody;
        const fb = new Fallbacks(deck, lang);
        const out = drawSpread(deck, spread('three-card-line'), b, fb);
        fb.parts.delete('spread'); // the answer names no spread or positions
        const tally = { positive: 0, negative: 0, neutral: 0 };
        for (const d of out.drawn) tally[LENORMAND_POLARITY[d.card.slug]!]++;
        const answer: 'yes' | 'no' | 'maybe' = tally.positive > tally.negative ? 'yes' : tally.negative > tally.positive ? 'no' : 'maybe';
        return { answer, seed: out.seed, cards: out.drawn.map((d) => d.card), tally, language: lang, warnings: fb.warnings() };
      },
    });
  }
  return defineOperation({
    method: 'POST',
    path: `/tarot/${deck}/yes-no`,
    summary: `Yes, no or maybe from one ${DECK_NAME[deck]} card`,
    description: `One card by the draw engine; answer = the card's yes value, swapped yes/no when the card is reversed (maybe stays maybe). ${DRAW_ENGINE}`,
    body: drawBody(deck),
    response: Type.Object({ answer: StringEnum(['yes', 'no', 'maybe'] as const), seed: Seed, ...SingleCard, ...LangMembers }),
    examples: [{ name: 'seeded', body: { seed: 42, question: 'Should I take the job?' } }],
    handler: ({ body, lang }) => {
      const b = body as DrawBody;
      const seed = seedOf(b.seed);
      const fb = new Fallbacks(deck, lang);
      const { card, reversed } = drawOne(deck, DECK_CARDS[deck], seed, reversalsOn(deck, b.allowReversed), fb);
      const answer = reversed && card.yes !== 'maybe' ? (card.yes === 'yes' ? 'no' : 'yes') : card.yes;
      return { answer, seed, card, reversed, language: lang, warnings: fb.warnings() };
    },
  });
}

export function randomOperation(deck: DeckSlug) {
  const lenormand = deck === 'lenormand';
  const body = lenormand
    ? Type.Object({
        seed: Type.Optional(Seed),
        playingSuit: Type.Optional(StringEnum(['hearts', 'diamonds', 'clubs', 'spades'] as const)),
        personCards: Type.Optional(Type.Boolean({ description: 'only the person cards Rider, Child, Man, Woman (choosing a significator)' })),
      })
    : Type.Object({
        seed: Type.Optional(Seed),
        arcana: Type.Optional(StringEnum(['major', 'minor', 'court'] as const, { description: 'minor: the 56 pips and courts; court: the 16 courts' })),
        suit: Type.Optional(StringEnum(suitsOf(deck) as string[])),
        allowReversed: Type.Optional(AllowReversed),
      });
  return defineOperation({
    method: 'POST',
    path: `/tarot/${deck}/random`,
    summary: `One ${DECK_NAME[deck]} card drawn uniformly from a filtered pool`,
    description: `${lenormand ? 'Pool by playing-card suit, or only the person cards' : 'Pool of majors, minors, court cards or one suit'} (picking a significator or a study card), shuffled by the draw engine; the first card is the answer. An empty pool (majors of one suit) is refused. ${DRAW_ENGINE}`,
    body,
    response: Type.Object({ seed: Seed, poolSize: Type.Integer({ minimum: 1 }), ...SingleCard, ...LangMembers }),
    examples: lenormand ? [{ name: 'person cards', body: { seed: 7, personCards: true } }] : [{ name: 'a court card', body: { seed: 7, arcana: 'court' } }],
    handler: ({ body, lang }) => {
      const b = body as { seed?: number; arcana?: string; suit?: string; playingSuit?: string; personCards?: boolean; allowReversed?: boolean };
      const pool = DECK_CARDS[deck].filter((c) => {
        if (b.arcana === 'major' && c.category !== 'major') return false;
        if (b.arcana === 'minor' && c.category === 'major') return false;
        if (b.arcana === 'court' && c.category !== 'court') return false;
        if (b.suit && c.suit !== b.suit) return false;
        if (b.playingSuit && c.suit !== b.playingSuit) return false;
        if (b.personCards && !(LENORMAND_PERSON_CARDS as readonly string[]).includes(c.slug)) return false;
        return true;
      });
      if (pool.length === 0) throw ApiError.invalidField(lenormand ? 'personCards' : 'suit', 'leaves no card in the pool with the other filters');
      const seed = seedOf(b.seed);
      const fb = new Fallbacks(deck, lang);
      const { card, reversed } = drawOne(deck, pool, seed, reversalsOn(deck, b.allowReversed), fb);
      return { seed, poolSize: pool.length, card, reversed, language: lang, warnings: fb.warnings() };
    },
  });
}

/* ------------------------------------------------------------------ spreads */

export function customDrawOperation(deck: DeckSlug) {
  const max = DECK_SIZE[deck];
  const body = Type.Object({
    count: Type.Integer({ minimum: 1, maximum: max }),
    positions: Type.Optional(Type.Array(Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }), meaning: Type.Optional(Type.String({ maxLength: 300 })) }), { maxItems: max })),
    seed: Type.Optional(Seed),
    question: Type.Optional(Question),
    ...(deck === 'lenormand' ? {} : { allowReversed: Type.Optional(AllowReversed), majorsOnly: Type.Optional(Type.Boolean({ description: 'draw from the 22 majors only (count at most 22)' })) }),
  });
  return defineOperation({
    method: 'POST',
    path: `/tarot/${deck}/draw/custom`,
    summary: `A caller-defined ${DECK_NAME[deck]} spread of 1-${max} cards`,
    description: `count cards; positions named from \`positions\` (at most count of them; the rest are 'Card N'). ${DRAW_ENGINE}`,
    body,
    response: drawResponse(),
    examples: [{ name: 'two named positions', body: { count: 2, seed: 11, positions: [{ name: 'Me', meaning: 'where I stand' }, { name: 'You' }] } }],
    handler: ({ body, lang }) => {
      const b = body as DrawBody & { count: number; positions?: { name: string; meaning?: string }[]; majorsOnly?: boolean };
      if (b.positions && b.positions.length > b.count) throw ApiError.invalidField('positions', `has ${b.positions.length} items for count ${b.count}`);
      if (b.majorsOnly && b.count > 22) throw ApiError.invalidField('count', 'must be at most 22 with majorsOnly');
      const positions = Array.from({ length: b.count }, (_, i) => ({
        index: i + 1,
        slug: `card-${i + 1}`,
        name: b.positions?.[i]?.name ?? `Card ${i + 1}`,
        meaning: b.positions?.[i]?.meaning ?? '',
      }));
      const fb = new Fallbacks(deck, lang);
      const s = { slug: 'custom', name: 'Custom spread', decks: [deck], positions, layout: [], readingNotes: '', source: 'caller-defined', majorsOnly: b.majorsOnly ?? false };
      const own = new Set((b.positions ?? []).map((_, i) => i + 1));
      const out = drawSpread(deck, s, b, fb, own);
      return { ...out, language: lang, warnings: fb.warnings() };
    },
  });
}

/* ------------------------------------------------------------------ named spreads */

const Pairs = Type.Array(Type.Array(Type.Integer(), { minItems: 2, maxItems: 2 }), { description: 'mirrored position pairs read together' });
const LINE_PAIRS: Readonly<Record<string, number[][]>> = { 'five-card-line': [[1, 5], [2, 4]], 'seven-card-line': [[3, 5], [2, 6], [1, 7]] };

/** Extra members, body members and the handler's additions per spread. */
function spreadExtras(_deck: DeckSlug, slug: string): { body: Record<string, TSchema>; response: Record<string, TSchema>; deps?: boolean } {
  switch (slug) {
    case 'cross':
      return { body: {}, response: { synthesis: Type.Object({ sum: Type.Integer({ description: 'the numbers of cards 1-4 added, Le Mat counting 22' }), card: Type.Object({ number: Type.Integer(), slug: Type.String(), name: Type.String() }) }) } };
    case 'week-ahead':
      return {
        body: { startDate: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD; default today (UTC)' })) },
        response: { days: Type.Array(Type.Object({ date: Type.String({ description: 'YYYY-MM-DD' }), weekday: Type.String({ description: 'sunday ... saturday' }), weekdayName: Type.String(), ruler: Type.Object(BodyReferenceSchema.properties, { description: 'Chaldean day ruler: sun, moon, mars, mercury, jupiter, venus, saturn' }) })) },
        deps: true,
      };
    case 'year-ahead':
      return {
        body: { startMonth: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM; default the month of today (UTC)' })) },
        response: { months: Type.Array(Type.Object({ month: Type.String({ description: 'YYYY-MM' }), label: Type.String({ description: 'the month in the answer\'s language' }) })) },
        deps: true,
      };
    case 'five-card-line':
    case 'seven-card-line':
      return { body: {}, response: { pairs: Pairs } };
    case 'nine-card-box':
      return {
        body: {},
        response: {
          lines: Type.Object({
            rows: Type.Array(Type.Array(Type.Integer())),
            columns: Type.Array(Type.Array(Type.Integer())),
            diagonals: Type.Array(Type.Array(Type.Integer())),
            corners: Type.Array(Type.Integer()),
          }, { description: 'positions read together as lines' }),
        },
      };
    case 'grand-tableau':
      return {
        body: {
          layout: Type.Optional(StringEnum(['8x4+4', '8x4-plus-4', '9x4'] as const, { description: 'four rows of eight and a cartouche of four (8x4+4, answered as 8x4-plus-4; the default) or four rows of nine' })),
          significator: Type.Optional(StringEnum(['man', 'woman'] as const, { description: 'Man (28) or Woman (29); default man' })),
        },
        response: GrandTableauOut,
      };
    default:
      return { body: {}, response: {} };
  }
}

export function namedDrawOperation(deck: DeckSlug, slug: string) {
  const s = spread(slug);
  if (!s.decks.includes(deck)) throw new Error(`spread ${slug} is not drawn with ${deck}`);
  const extras = spreadExtras(deck, slug);
  const positionsText = s.positions.map((p) => `${p.index} ${p.name.toLowerCase()} (${p.meaning})`).join(', ');
  return defineOperation({
    method: 'POST',
    path: `/tarot/${deck}/draw/${slug}`,
    summary: `${s.name}: a ${s.positions.length}-card ${DECK_NAME[deck]} spread`,
    description: `Positions: ${positionsText}. ${s.readingNotes} Source: ${s.source}. ${DRAW_ENGINE}`,
    body: drawBody(deck, extras.body),
    response: drawResponse(extras.response),
    examples: [{ name: 'seeded', body: { seed: 20260101 } }],
    deps: { clock: Clock },
    handler: ({ body, lang }, { clock }) => {
      const b = body as DrawBody & { startDate?: string; startMonth?: string; layout?: TableauLayout; significator?: 'man' | 'woman' };
      const fb = new Fallbacks(deck, lang);
      const out = drawSpread(deck, s, b, fb);
      const base = { ...out };
      let extra: Record<string, unknown> = {};
      if (slug === 'cross') {
        // Wirth: add the four numbers (Le Mat counts 22), reduce by digit sum while above 22.
        const sum = out.drawn.reduce((acc, d) => acc + (d.card.number === 0 ? 22 : d.card.number), 0);
        const n = reduceWhileAbove(sum, 22);
        const facts = DECK_CARDS[deck].find((c) => c.category === 'major' && c.number === (n === 22 ? 0 : n))!;
        const card = cardOut(deck, facts, fb);
        base.drawn = [...out.drawn, { position: { ...s.positions[4]! }, card, reversed: false }];
        extra = { synthesis: { sum, card: { number: card.number, slug: card.slug, name: card.name } } };
      } else if (slug === 'week-ahead') {
        const start = parseIsoDate(b.startDate ?? todayUtc(clock.now()), 'startDate');
        extra = { days: weekFrom(start, lang) };
      } else if (slug === 'year-ahead') {
        const now = clock.now();
        const start = b.startMonth ? parseMonth(b.startMonth, 'startMonth') : { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
        extra = { months: monthsFrom(start, lang) };
      } else if (slug in LINE_PAIRS) {
        extra = { pairs: LINE_PAIRS[slug] };
      } else if (slug === 'nine-card-box') {
        extra = { lines: NINE_BOX_LINES };
      } else if (slug === 'grand-tableau') {
        extra = grandTableauExtras(out.drawn, b.layout === '9x4' ? '9x4' : '8x4-plus-4', b.significator ?? 'man');
      }
      return { ...base, ...extra, language: lang, warnings: fb.warnings() };
    },
  });
}

type DrawnOut = ReturnType<typeof drawSpread>['drawn'];

function grandTableauExtras(drawn: DrawnOut, layout: TableauLayout, significator: 'man' | 'woman') {
  const ref = (p: number) => {
    const c = drawn[p - 1]!.card;
    return { number: c.number, slug: c.slug, name: c.name };
  };
  const placed = <T extends Placed>(p: T) => ({ ...p, card: ref(p.position) });
  const sigPos = drawn.findIndex((d) => d.card.slug === significator) + 1;
  const g = tableauGeometry(sigPos, layout);
  const lenormand = DECK_CARDS.lenormand;
  return {
    layout,
    houses: lenormand.map((house, i) => ({ house: i + 1, slug: house.slug, name: houseName(house.slug, drawn), card: ref(i + 1) })),
    significator: { ...g.significator, ...cellOf(sigPos, layout), card: ref(sigPos) },
    near: g.near.map(placed),
    far: g.far.map(placed),
    knighting: g.knighting.map(placed),
    mirroring: g.mirroring.map(placed),
    diagonals: { rising: g.diagonals.rising.map(placed), falling: g.diagonals.falling.map(placed) },
    cartouche: g.cartouche.map(placed),
  };
}

/** The house's name is its card's name in the answer's language: all 36 cards are drawn, so it is among them. */
function houseName(slug: string, drawn: DrawnOut): string {
  return drawn.find((d) => d.card.slug === slug)!.card.name;
}
