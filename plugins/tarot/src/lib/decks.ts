/**
 * The three decks written by us: their cards in canonical order with the structural facts
 * (number, category, suit, rank, element, astrology, numerology, yes/no value, source), and the
 * card texts (name, keywords, meanings) read from data/<deck>/<lang>.json, one file per deck and
 * language, paraphrased in our own words from the public-domain sources named on each record.
 */
import fs from 'node:fs';
import { LANG_CODES } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { reduceWhileAbove } from './engine.js';

export const DECK_SLUGS = ['rider-waite', 'marseille', 'lenormand'] as const;
export type DeckSlug = (typeof DECK_SLUGS)[number];
export type TarotDeckSlug = Exclude<DeckSlug, 'lenormand'>;
export type Element = 'fire' | 'water' | 'air' | 'earth';
export type YesValue = 'yes' | 'no' | 'maybe';
export type Category = 'major' | 'pip' | 'court' | 'person' | 'symbol';

export interface CardFacts {
  slug: string;
  number: number;
  category: Category;
  suit: string | null;
  rank: string | null;
  element: Element | null;
  astrology: string | null;
  numerology: number;
  yes: YesValue;
  source: string;
}

export interface CardTexts {
  name: string;
  upright: { keywords: string[]; meaning: string };
  reversed: { keywords: string[]; meaning: string };
}

const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;
const SIGN_ELEMENT: readonly Element[] = ['fire', 'earth', 'air', 'water'];
/** Chaldean order from Mars, the ruler of the first decan of Aries (Book T: 2 of Wands = Mars in Aries). */
const DECAN_PLANETS = ['mars', 'sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter'] as const;
export const RANKS = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'page', 'knight', 'queen', 'king'] as const;
export const RWS_SUITS = ['wands', 'cups', 'swords', 'pentacles'] as const;
export const MARSEILLE_SUITS = ['batons', 'cups', 'swords', 'coins'] as const;
/** Suit by position (wands/batons, cups, swords, pentacles/coins) to the element of Book T. */
const SUIT_ELEMENT: readonly Element[] = ['fire', 'water', 'air', 'earth'];

/**
 * Majors by identity (RWS numbering): Book T attribution and element. Fool air, Hanged Man water,
 * Judgement fire are Book T's elemental trumps; planetary trumps take the service's pinned element
 * table (catalogue, /tarot/elemental-dignities); zodiacal trumps the element of their sign.
 */
const MAJORS: ReadonlyArray<{ slug: string; astrology: string; element: Element; yes: YesValue }> = [
  { slug: 'the-fool', astrology: 'air', element: 'air', yes: 'maybe' },
  { slug: 'the-magician', astrology: 'mercury', element: 'air', yes: 'yes' },
  { slug: 'the-high-priestess', astrology: 'moon', element: 'water', yes: 'maybe' },
  { slug: 'the-empress', astrology: 'venus', element: 'earth', yes: 'yes' },
  { slug: 'the-emperor', astrology: 'aries', element: 'fire', yes: 'yes' },
  { slug: 'the-hierophant', astrology: 'taurus', element: 'earth', yes: 'maybe' },
  { slug: 'the-lovers', astrology: 'gemini', element: 'air', yes: 'yes' },
  { slug: 'the-chariot', astrology: 'cancer', element: 'water', yes: 'yes' },
  { slug: 'strength', astrology: 'leo', element: 'fire', yes: 'yes' },
  { slug: 'the-hermit', astrology: 'virgo', element: 'earth', yes: 'maybe' },
  { slug: 'wheel-of-fortune', astrology: 'jupiter', element: 'fire', yes: 'yes' },
  { slug: 'justice', astrology: 'libra', element: 'air', yes: 'maybe' },
  { slug: 'the-hanged-man', astrology: 'water', element: 'water', yes: 'maybe' },
  { slug: 'death', astrology: 'scorpio', element: 'water', yes: 'no' },
  { slug: 'temperance', astrology: 'sagittarius', element: 'fire', yes: 'yes' },
  { slug: 'the-devil', astrology: 'capricorn', element: 'earth', yes: 'no' },
  { slug: 'the-tower', astrology: 'mars', element: 'fire', yes: 'no' },
  { slug: 'the-star', astrology: 'aquarius', element: 'air', yes: 'maybe' },
  { slug: 'the-moon', astrology: 'pisces', element: 'water', yes: 'no' },
  { slug: 'the-sun', astrology: 'sun', element: 'fire', yes: 'yes' },
  { slug: 'judgement', astrology: 'fire', element: 'fire', yes: 'yes' },
  { slug: 'the-world', astrology: 'saturn', element: 'earth', yes: 'yes' },
];

/**
 * Yes/no values of the pips and courts (favourable, unfavourable or ambiguous upright meaning in
 * Waite's Part III), by suit then rank ace ... king.
 */
const MINOR_YES: readonly string[] = [
  'yyyynymymn' + 'yyyy', // wands
  'yyymnymnyy' + 'ymyy', // cups
  'ymnmnmnnnn' + 'mmmm', // swords
  'ymymnymyyy' + 'ymyy', // pentacles
];
const YES_OF: Readonly<Record<string, YesValue>> = { y: 'yes', n: 'no', m: 'maybe' };

/** The Book T decan of pip `rank` (2-10) in suit index `suit`: 'mars-in-aries' for the 2 of Wands. */
export function pipDecan(suit: number, rank: number): { planet: string; sign: number; decan: number } | null {
  if (rank < 2 || rank > 10) return null;
  const modality = Math.floor((rank - 2) / 3); // 0 cardinal (2-4), 1 fixed (5-7), 2 mutable (8-10)
  const decan = (rank - 2) % 3;
  const element = SUIT_ELEMENT[suit] as Element;
  // Signs of an element in zodiac order run cardinal, fixed, mutable only for fire; pick by modality.
  const sign = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].find((s) => SIGN_ELEMENT[s % 4] === element && s % 3 === modality) as number;
  const planet = DECAN_PLANETS[(sign * 3 + decan) % 7] as string;
  return { planet, sign, decan };
}

/**
 * Book T court spans (catalogue, /tarot/natal-signature): start sign index at 20 deg, running to
 * 20 deg of the next sign. RWS Queen = GD Queen (cardinal), RWS King = GD Prince (fixed), RWS
 * Knight = GD Knight (mutable); RWS Page = GD Princess has no span.
 */
export const COURT_SPANS: Readonly<Record<'queen' | 'king' | 'knight', readonly number[]>> = {
  // by suit wands, cups, swords, pentacles: the sign whose 20th degree opens the span
  queen: [11, 2, 5, 8],
  king: [3, 6, 9, 0],
  knight: [7, 10, 1, 4],
};

function courtAstrology(rank: 'page' | 'knight' | 'queen' | 'king', suit: number): string | null {
  if (rank === 'page') return null;
  const start = COURT_SPANS[rank][suit] as number;
  return `${SIGNS[start]}-20-to-${SIGNS[(start + 1) % 12]}-20`;
}

export function numerologyOf(n: number): number {
  return reduceWhileAbove(n, 9);
}

function tarotDeck(deck: TarotDeckSlug): CardFacts[] {
  const suits = deck === 'rider-waite' ? RWS_SUITS : MARSEILLE_SUITS;
  const source =
    deck === 'rider-waite'
      ? "A. E. Waite, 'The Pictorial Key to the Tarot' (1910), Part III; astrology after the Golden Dawn 'Book T'"
      : "Majors: Oswald Wirth, 'Le Tarot des imagiers du moyen age' (1927); minors: Papus, 'Le Tarot des Bohemiens' (1889); names after Nicolas Conver (1760); Golden Dawn astrology by card identity";
  const majors = MARSEILLE_MAJOR_ORDER_FOR(deck).map((rwsNumber): CardFacts => {
    const m = MAJORS[rwsNumber]!;
    const number = deck === 'marseille' ? marseilleNumber(rwsNumber) : rwsNumber;
    return {
      slug: deck === 'marseille' ? MARSEILLE_MAJOR_SLUGS[rwsNumber]! : m.slug,
      number,
      category: 'major',
      suit: null,
      rank: null,
      element: m.element,
      astrology: m.astrology,
      numerology: numerologyOf(number),
      yes: m.yes,
      source,
    };
  });
  const minors: CardFacts[] = [];
  suits.forEach((suit, s) => {
    RANKS.forEach((rank, r) => {
      const number = r + 1;
      const court = r >= 10;
      const decan = pipDecan(s, number);
      minors.push({
        slug: `${rank}-of-${suit}`,
        number,
        category: court ? 'court' : 'pip',
        suit,
        rank,
        element: SUIT_ELEMENT[s] as Element,
        astrology: court ? courtAstrology(rank as 'page', s) : decan ? `${decan.planet}-in-${SIGNS[decan.sign]}` : null,
        numerology: numerologyOf(number),
        yes: YES_OF[MINOR_YES[s]![r]!]!,
        source,
      });
    });
  });
  return [...majors, ...minors];
}

/**
 * Marseille majors by RWS identity. Conver's pattern numbers Justice VIII and Force XI (Waite
 * swapped them); Le Mat is unnumbered and listed first as 0.
 */
const MARSEILLE_MAJOR_SLUGS: readonly string[] = [
  'the-fool', 'the-juggler', 'the-popess', 'the-empress', 'the-emperor', 'the-pope', 'the-lover', 'the-chariot', 'strength', 'the-hermit',
  'wheel-of-fortune', 'justice', 'the-hanged-man', 'death', 'temperance', 'the-devil', 'the-tower', 'the-star', 'the-moon', 'the-sun',
  'judgement', 'the-world',
];
function marseilleNumber(rwsNumber: number): number {
  if (rwsNumber === 8) return 11;
  if (rwsNumber === 11) return 8;
  return rwsNumber;
}
/** RWS numbers in the deck's canonical order (Marseille: Justice before the Hermit, Force after the Wheel). */
function MARSEILLE_MAJOR_ORDER_FOR(deck: TarotDeckSlug): number[] {
  const order = Array.from({ length: 22 }, (_, i) => i);
  return deck === 'marseille' ? order.map(marseilleNumber) : order;
}

/**
 * Petit Lenormand in canonical order with the playing-card insets (catalogue,
 * GET /tarot/lenormand/cards) and each card's polarity after the 1846 sheet's favourable and
 * unfavourable readings (+ positive, - negative, 0 neutral).
 */
const LENORMAND: ReadonlyArray<[string, string, string, '+' | '-' | '0']> = [
  ['rider', 'hearts', 'nine', '+'], ['clover', 'diamonds', 'six', '+'], ['ship', 'spades', 'ten', '+'], ['house', 'hearts', 'king', '+'],
  ['tree', 'hearts', 'seven', '+'], ['clouds', 'clubs', 'king', '-'], ['snake', 'clubs', 'queen', '-'], ['coffin', 'diamonds', 'nine', '-'],
  ['bouquet', 'spades', 'queen', '+'], ['scythe', 'diamonds', 'jack', '-'], ['whip', 'clubs', 'jack', '-'], ['birds', 'diamonds', 'seven', '0'],
  ['child', 'spades', 'jack', '+'], ['fox', 'clubs', 'nine', '-'], ['bear', 'clubs', 'ten', '0'], ['stars', 'hearts', 'six', '+'],
  ['stork', 'hearts', 'queen', '+'], ['dog', 'hearts', 'ten', '+'], ['tower', 'spades', 'six', '0'], ['garden', 'spades', 'eight', '0'],
  ['mountain', 'clubs', 'eight', '-'], ['crossroads', 'diamonds', 'queen', '0'], ['mice', 'clubs', 'seven', '-'], ['heart', 'hearts', 'jack', '+'],
  ['ring', 'clubs', 'ace', '+'], ['book', 'diamonds', 'ten', '0'], ['letter', 'spades', 'seven', '0'], ['man', 'hearts', 'ace', '0'],
  ['woman', 'spades', 'ace', '0'], ['lily', 'spades', 'king', '+'], ['sun', 'diamonds', 'ace', '+'], ['moon', 'hearts', 'eight', '+'],
  ['key', 'diamonds', 'eight', '+'], ['fish', 'diamonds', 'king', '+'], ['anchor', 'spades', 'nine', '+'], ['cross', 'clubs', 'six', '-'],
];
export const LENORMAND_PERSON_CARDS = ['rider', 'child', 'man', 'woman'] as const;
const POLARITY_YES: Readonly<Record<string, YesValue>> = { '+': 'yes', '-': 'no', '0': 'maybe' };
export type Polarity = 'positive' | 'negative' | 'neutral';
export const LENORMAND_POLARITY: Readonly<Record<string, Polarity>> = Object.fromEntries(
  LENORMAND.map(([slug, , , p]) => [slug, p === '+' ? 'positive' : p === '-' ? 'negative' : 'neutral']),
);

function lenormandDeck(): CardFacts[] {
  return LENORMAND.map(([slug, suit, rank, p], i) => ({
    slug,
    number: i + 1,
    category: (LENORMAND_PERSON_CARDS as readonly string[]).includes(slug) ? 'person' : 'symbol',
    suit,
    rank,
    element: null,
    astrology: null,
    numerology: numerologyOf(i + 1),
    yes: POLARITY_YES[p]!,
    source: "J. K. Hechtel, 'Das Spiel der Hoffnung' (c. 1799) and the 1846 'Philippe Lenormand' instruction sheet",
  }));
}

export const DECK_CARDS: Readonly<Record<DeckSlug, readonly CardFacts[]>> = {
  'rider-waite': tarotDeck('rider-waite'),
  marseille: tarotDeck('marseille'),
  lenormand: lenormandDeck(),
};

const BY_SLUG: Readonly<Record<DeckSlug, ReadonlyMap<string, CardFacts>>> = {
  'rider-waite': new Map(DECK_CARDS['rider-waite'].map((c) => [c.slug, c])),
  marseille: new Map(DECK_CARDS.marseille.map((c) => [c.slug, c])),
  lenormand: new Map(DECK_CARDS.lenormand.map((c) => [c.slug, c])),
};

export function cardFacts(deck: DeckSlug, slug: string): CardFacts | undefined {
  return BY_SLUG[deck].get(slug);
}

/** Partial texts: a language file may lack meanings (then English is used and a warning says so). */
export interface PartialTexts {
  name: string;
  upright: { keywords: string[]; meaning?: string };
  reversed: { keywords: string[]; meaning?: string };
}

/** data/<deck>/<lang>.json, resolved from src/lib or dist/lib alike. */
export function textFile(deck: DeckSlug, lang: LangCode): URL {
  return new URL(`../../data/${deck}/${lang}.json`, import.meta.url);
}

const textCache = new Map<string, Readonly<Record<string, PartialTexts>> | null>();

/** The deck's texts in `lang`, or null when that file does not exist yet. Bounded: 3 x 21 entries. */
export function deckTexts(deck: DeckSlug, lang: LangCode): Readonly<Record<string, PartialTexts>> | null {
  const key = `${deck}/${lang}`;
  if (!textCache.has(key)) {
    const url = textFile(deck, lang);
    textCache.set(key, fs.existsSync(url) ? (JSON.parse(fs.readFileSync(url, 'utf8')) as Record<string, PartialTexts>) : null);
  }
  return textCache.get(key) ?? null;
}

export interface TextResult {
  texts: CardTexts;
  /** What fell back to English: 'names', 'keywords', 'meanings'. */
  fallback: Set<string>;
}

/** A card's texts in `lang`, falling back to English member by member. */
export function cardTexts(deck: DeckSlug, slug: string, lang: LangCode): TextResult {
  const en = deckTexts(deck, 'en')?.[slug];
  if (!en) throw new Error(`no English text for ${deck}/${slug}`);
  const local = lang === 'en' ? en : deckTexts(deck, lang)?.[slug];
  const fallback = new Set<string>();
  if (!local?.name) fallback.add('names');
  if (!local?.upright?.keywords?.length) fallback.add('keywords');
  const localMeaning = local?.upright?.meaning;
  if (!localMeaning) fallback.add('meanings');
  const keywordsLocal = Boolean(local?.upright?.keywords?.length);
  return {
    texts: {
      name: local?.name || en.name,
      upright: {
        keywords: keywordsLocal ? local!.upright.keywords : en.upright.keywords,
        meaning: localMeaning || en.upright.meaning || '',
      },
      reversed: {
        keywords: keywordsLocal ? local!.reversed?.keywords ?? [] : en.reversed.keywords,
        meaning: localMeaning ? local!.reversed?.meaning ?? '' : en.reversed.meaning ?? '',
      },
    },
    fallback,
  };
}

export { LANG_CODES };
