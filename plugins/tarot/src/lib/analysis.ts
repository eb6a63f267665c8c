/**
 * Reading a list of cards as a whole: Golden Dawn elemental dignities between neighbours and
 * the counts of /tarot/spread-analysis with the quintessence.
 */
import { ApiError } from '@celestial/core';
import { LENORMAND_POLARITY, cardFacts } from './decks.js';
import type { CardFacts, DeckSlug, Element } from './decks.js';
import { reduceWhileAbove } from './engine.js';

export type CardInput = string | { slug: string; reversed?: boolean };

export interface ResolvedCard {
  facts: CardFacts;
  reversed: boolean;
}

/** Resolves slugs in spread order; an unknown slug or a repeated card is refused by its index. */
export function resolveCards(deck: DeckSlug, cards: readonly CardInput[]): ResolvedCard[] {
  const seen = new Set<string>();
  return cards.map((c, i) => {
    const slug = typeof c === 'string' ? c : c.slug;
    const field = typeof c === 'string' ? `cards.${i}` : `cards.${i}.slug`;
    const facts = cardFacts(deck, slug);
    if (!facts) throw ApiError.invalidField(field, `'${slug}' is not a card of the ${deck} deck (GET /v1/tarot/${deck}/cards lists them)`);
    if (seen.has(slug)) throw ApiError.invalidField(field, `'${slug}' appears twice; a deck holds each card once`);
    seen.add(slug);
    return { facts, reversed: typeof c === 'string' ? false : c.reversed ?? false };
  });
}

export type Relation = 'same' | 'friendly' | 'contrary';

/**
 * Book T: the same element strengthens; fire-water and air-earth are contrary and weaken; the
 * other pairs (fire-air, fire-earth, water-air, water-earth) are friendly.
 */
export function relation(a: Element, b: Element): Relation {
  if (a === b) return 'same';
  const pair = [a, b].sort().join('-');
  return pair === 'fire-water' || pair === 'air-earth' ? 'contrary' : 'friendly';
}

export function elementalDignities(cards: readonly ResolvedCard[]) {
  return cards.map((c, i) => {
    const el = c.facts.element!;
    const side = (j: number) => {
      const n = cards[j];
      if (!n) return null;
      return { slug: n.facts.slug, element: n.facts.element!, relation: relation(el, n.facts.element!) };
    };
    const left = side(i - 1);
    const right = side(i + 1);
    const rels = [left, right].filter((x) => x !== null).map((x) => x.relation);
    // score = friendly and same count - contrary count (catalogue).
    const score = rels.filter((r) => r !== 'contrary').length - rels.filter((r) => r === 'contrary').length;
    return {
      index: i + 1,
      slug: c.facts.slug,
      element: el,
      reversed: c.reversed,
      left,
      right,
      dignity: score > 0 ? ('strengthened' as const) : score < 0 ? ('weakened' as const) : ('neutral' as const),
      score,
    };
  });
}

function mostFrequent(counts: Record<string, number>): string | null {
  const entries = Object.entries(counts).filter(([, n]) => n > 0);
  if (entries.length === 0) return null;
  const max = Math.max(...entries.map(([, n]) => n));
  const top = entries.filter(([, n]) => n === max);
  // A tie has no dominant value.
  return top.length === 1 ? top[0]![0] : null;
}

export function spreadAnalysis(deck: DeckSlug, cards: readonly ResolvedCard[]) {
  const lenormand = deck === 'lenormand';
  const bySuit: Record<string, number> = {};
  const byElement: Record<string, number> = lenormand ? {} : { fire: 0, water: 0, air: 0, earth: 0 };
  const byNumber: Record<string, number> = {};
  let majors = 0;
  let courts = 0;
  for (const { facts } of cards) {
    if (facts.category === 'major') majors++;
    if (facts.category === 'court') courts++;
    if (facts.suit) bySuit[facts.suit] = (bySuit[facts.suit] ?? 0) + 1;
    if (facts.element) byElement[facts.element] = (byElement[facts.element] ?? 0) + 1;
    // byNumber counts the pips' numbers (ace 1 ... ten 10); Lenormand counts its card numbers' insets' ranks.
    const key = lenormand ? (facts.rank as string) : facts.category === 'pip' ? String(facts.number) : null;
    if (key) byNumber[key] = (byNumber[key] ?? 0) + 1;
  }
  const reversedCount = cards.filter((c) => c.reversed).length;
  let quintessence = null;
  if (!lenormand) {
    // Banzhaf: majors by their number, pips 1-10, courts 0; reduced by digit sum until 22 or less.
    const sum = cards.reduce((acc, { facts }) => acc + (facts.category === 'court' ? 0 : facts.number), 0);
    const number = reduceWhileAbove(sum, 22);
    quintessence = { sum, number };
  }
  let polarity = null;
  if (lenormand) {
    polarity = { positive: 0, negative: 0, neutral: 0 };
    for (const { facts } of cards) polarity[LENORMAND_POLARITY[facts.slug]!]++;
  }
  return {
    total: cards.length,
    majors,
    minors: lenormand ? 0 : cards.length - majors,
    courts,
    bySuit,
    byElement,
    byNumber,
    dominantSuit: mostFrequent(bySuit),
    dominantNumber: mostFrequent(byNumber),
    missingElements: lenormand ? [] : (['fire', 'water', 'air', 'earth'] as const).filter((e) => !byElement[e]),
    reversedRatio: cards.length ? reversedCount / cards.length : 0,
    quintessence,
    polarity,
  };
}
