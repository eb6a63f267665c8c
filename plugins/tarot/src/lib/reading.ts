/**
 * Drawing and presenting cards: the card record in the answer's language (English member by
 * member where a translation is not written yet, with a warning), seeds, default orientation
 * rules and the spread draws every /tarot/{deck}/draw/* operation runs.
 */
import fs from 'node:fs';
import { ApiError } from '@celestial/core';
import type { LangCode, Warning } from '@celestial/core';
import { DECK_CARDS, cardFacts, cardTexts } from './decks.js';
import type { CardFacts, DeckSlug } from './decks.js';
import { draw, randomSeed } from './engine.js';
import { spread } from './spreads.js';
import type { Spread, SpreadPosition } from './spreads.js';

/** What fell back to English while building one answer. */
export class Fallbacks {
  readonly parts = new Set<string>();
  constructor(
    readonly deck: DeckSlug,
    readonly lang: LangCode,
  ) {}
  warnings(): Warning[] {
    if (this.lang === 'en') return [];
    const out: Warning[] = [];
    const parts = ['names', 'keywords', 'meanings'].filter((p) => this.parts.has(p));
    if (parts.length) {
      out.push({
        code: 'untranslated-text',
        message: `Card ${parts.join(' and ')} of the ${this.deck} deck are not yet written in '${this.lang}'; they are given in English`,
      });
    }
    // Spread and position names are written in English only (lib/spreads.ts); say so rather than pass them off as translated.
    if (this.parts.has('spread')) {
      out.push({ code: 'untranslated-text', message: `Spread and position names are not yet written in '${this.lang}'; they are given in English` });
    }
    return out;
  }
}

export type CardOut = ReturnType<typeof cardOut>;

export function cardOut(deck: DeckSlug, facts: CardFacts, fb: Fallbacks) {
  const { texts, fallback } = cardTexts(deck, facts.slug, fb.lang);
  for (const f of fallback) fb.parts.add(f);
  return {
    slug: facts.slug,
    number: facts.number,
    name: texts.name,
    category: facts.category,
    suit: facts.suit,
    rank: facts.rank,
    element: facts.element,
    upright: texts.upright,
    reversed: texts.reversed,
    astrology: facts.astrology,
    numerology: facts.numerology,
    yes: facts.yes,
  };
}

/** { number, slug, name } of a card. */
export function cardRef(deck: DeckSlug, facts: CardFacts, fb: Fallbacks) {
  const { texts, fallback } = cardTexts(deck, facts.slug, fb.lang);
  if (fallback.has('names')) fb.parts.add('names');
  return { number: facts.number, slug: facts.slug, name: texts.name };
}

/** The catalogue's reversal defaults: on for rider-waite, off for marseille, never for lenormand. */
export function reversalsOn(deck: DeckSlug, asked: boolean | undefined): boolean {
  if (deck === 'lenormand') return false;
  return asked ?? deck === 'rider-waite';
}

export function seedOf(seed: number | undefined): number {
  return seed ?? randomSeed();
}

export function findCard(deck: DeckSlug, slug: string, field: string): CardFacts {
  const c = cardFacts(deck, slug);
  if (!c) throw ApiError.invalidField(field, `'${slug}' is not a card of the ${deck} deck (GET /v1/tarot/${deck}/cards lists them)`);
  return c;
}

export interface DrawBody {
  seed?: number;
  question?: string;
  allowReversed?: boolean;
}

const spreadTables = new Map<string, Readonly<Record<string, string>> | null>();

/**
 * data/spreads/<lang>.json: English spread and position texts (numbers written {n}) to their
 * translation; null when the language has no table yet. Bounded: one entry per language.
 */
function spreadTable(lang: LangCode): Readonly<Record<string, string>> | null {
  if (!spreadTables.has(lang)) {
    const url = new URL(`../../data/spreads/${lang}.json`, import.meta.url);
    spreadTables.set(lang, fs.existsSync(url) ? (JSON.parse(fs.readFileSync(url, 'utf8')) as Record<string, string>) : null);
  }
  return spreadTables.get(lang) ?? null;
}

/** A spread or position text in `lang` ('Day 3' through the template 'Day {n}'), or null when not written. */
export function spreadText(text: string, lang: LangCode): string | null {
  if (lang === 'en' || text === '') return text;
  const template = spreadTable(lang)?.[text.replace(/\d+/g, '{n}')];
  if (template === undefined) return null;
  const numbers = text.match(/\d+/g) ?? [];
  let i = 0;
  return template.replace(/\{n\}/g, () => numbers[i++] ?? '');
}

/** The text in `lang`, or English with the fallback noted. */
function localized(text: string, fb: Fallbacks): string {
  const t = spreadText(text, fb.lang);
  if (t === null) {
    fb.parts.add('spread');
    return text;
  }
  return t;
}

function positionOut(p: SpreadPosition, fb: Fallbacks, own = false) {
  // A caller's own position names (custom spreads) are theirs: never translated.
  return { index: p.index, slug: p.slug, name: own ? p.name : localized(p.name, fb), meaning: own ? p.meaning : localized(p.meaning, fb) };
}

/** Draws the named spread: shuffle the pool, first N cards fill the positions in order. */
export function drawSpread(deck: DeckSlug, s: Spread, body: DrawBody, fb: Fallbacks, ownPositions?: ReadonlySet<number>) {
  const seed = seedOf(body.seed);
  const deckCards = DECK_CARDS[deck];
  const pool = s.majorsOnly ? deckCards.filter((c) => c.category === 'major') : deckCards;
  const drawnCount = s.computedLast ? s.positions.length - 1 : s.positions.length;
  const drawn = draw(pool, drawnCount, seed, reversalsOn(deck, body.allowReversed));
  return {
    spread: { slug: s.slug, name: localized(s.name, fb), cardCount: s.positions.length },
    seed,
    drawn: drawn.map((d, i) => ({ position: positionOut(s.positions[i]!, fb, ownPositions?.has(i + 1)), card: cardOut(deck, d.card, fb), reversed: d.reversed })),
  };
}

export function drawNamed(deck: DeckSlug, slug: string, body: DrawBody, lang: LangCode) {
  const fb = new Fallbacks(deck, lang);
  const out = drawSpread(deck, spread(slug), body, fb);
  return { ...out, language: lang, warnings: fb.warnings() };
}

/** One card for the single-card operations (daily, yes-no, random). */
export function drawOne(deck: DeckSlug, pool: readonly CardFacts[], seed: number, allowReversed: boolean, fb: Fallbacks) {
  const [d] = draw(pool, 1, seed, allowReversed);
  return { card: cardOut(deck, d!.card, fb), reversed: d!.reversed, facts: d!.card };
}
