/**
 * A tarot or Lenormand spread laid out at the tarot family's own layout cells (lib/spreads.ts:
 * x across in card slots, y down in card slots, rotation clockwise; the Celtic Cross after
 * Waite's Pictorial Key, 1910, the Grand Tableau 8 x 4 + 4), each card a framed face with its
 * number and name in the answer's language (the family's card texts), a reversed card turned
 * 180 degrees, and the position's name beneath. No draw is made here: the cards are the
 * caller's (any draw answer's `drawn` array is accepted).
 */
import type { LangCode } from '@celestial/core';
import { ApiError } from '@celestial/core';
// Not moved onto the Operations service yet: the deck and spread tables are read here; GET
// /tarot/spreads and the card lookups answer the same texts (one call per card).
import { cardTexts } from '@celestial/plugin-tarot/lib/decks';
import type { DeckSlug } from '@celestial/plugin-tarot/lib/decks';
import { findCard, spreadText } from '@celestial/plugin-tarot/lib/reading';
import { SPREAD_BY_SLUG } from '@celestial/plugin-tarot/lib/spreads';
import { answer, canvasOf, document, n, text } from './kit.js';
import type { RenderOptionsInput } from './kit.js';

export type CardInput = string | { slug?: string; reversed?: boolean; card?: { slug: string } };

export interface PlacedCard { index: number; slug: string; name: string; x: number; y: number; rotation: number }

export function renderSpread(body: { spread: string; deck: DeckSlug; cards: CardInput[]; options?: RenderOptionsInput }, lang: LangCode) {
  const s = SPREAD_BY_SLUG.get(body.spread);
  if (!s) throw ApiError.invalidField('spread', `'${body.spread}' is not a spread (GET /v1/tarot/spreads lists them)`);
  if (!s.decks.includes(body.deck)) throw ApiError.invalidField('deck', `the ${s.slug} spread is laid with ${s.decks.join(' or ')}`);
  if (body.cards.length > s.positions.length) throw ApiError.invalidField('cards', `the ${s.slug} spread has ${s.positions.length} positions`);
  const cards = body.cards.map((c, i) => {
    const slug = typeof c === 'string' ? c : (c.card?.slug ?? c.slug);
    if (!slug) throw ApiError.invalidField(`cards.${i}`, 'needs a card slug');
    const facts = findCard(body.deck, slug, `cards.${i}`);
    const reversed = typeof c === 'string' ? false : Boolean(c.reversed);
    return { facts, reversed, name: cardTexts(body.deck, facts.slug, lang).texts.name };
  });
  const c = canvasOf(body.options, lang, { width: 900, height: 700 });
  const t = c.theme;
  const top = c.title ? 34 : 8;
  const xs = s.layout.map((l) => l.x);
  const ys = s.layout.map((l) => l.y);
  const cols = Math.max(...xs) - Math.min(...xs) + 1;
  const rows = Math.max(...ys) - Math.min(...ys) + 1;
  // Slot = card + margin; the card 0.6 as wide as tall, with room below for the position's name.
  const slotW = Math.min((c.width - 16) / cols, ((c.height - top - 8) / rows) * 0.6 * 1.15 / 1.25);
  const cardW = slotW / 1.15;
  const cardH = cardW / 0.6;
  const slotH = cardH * 1.25;
  const x0 = (c.width - cols * slotW) / 2 - Math.min(...xs) * slotW;
  const y0 = top + (c.height - top - rows * slotH) / 2 - Math.min(...ys) * slotH;
  const parts: string[] = [];
  const placed: PlacedCard[] = [];
  const fit = (str: string, base: number, width: number) => Math.min(base, width / Math.max(1, str.length * 0.58));
  s.layout.forEach((cell, k) => {
    const pos = s.positions[k]!;
    const cx = x0 + (cell.x + 0.5) * slotW;
    const cy = y0 + cell.y * slotH + cardH / 2;
    const card = cards[k];
    const positionName = spreadText(pos.name, lang) ?? pos.name;
    // A card with a crossing card over its middle (the Celtic cross's 1 under 2) shows its
    // number and name in the strips left free above and below, and its caption names both.
    const crossing = cell.rotation === 0 ? s.layout.findIndex((o, j) => j !== k && o.x === cell.x && o.y === cell.y && o.rotation !== 0) : -1;
    const covered = crossing >= 0;
    const crossPos = covered ? s.positions[crossing]! : null;
    const captions = [`${pos.index}. ${positionName}`, ...(crossPos ? [`${crossPos.index}. ${spreadText(crossPos.name, lang) ?? crossPos.name}`] : [])];
    placed.push({ index: pos.index, slug: pos.slug, name: positionName, x: cx, y: cy, rotation: cell.rotation + (card?.reversed ? 180 : 0) });
    const face = card
      ? [
          `<rect x="${n(-cardW / 2)}" y="${n(-cardH / 2)}" width="${n(cardW)}" height="${n(cardH)}" rx="${n(cardW * 0.06)}" fill="${t.ring}" stroke="${t.accent}" stroke-width="1.5"/>`,
          `<rect x="${n(-cardW / 2 + 4)}" y="${n(-cardH / 2 + 4)}" width="${n(cardW - 8)}" height="${n(cardH - 8)}" rx="${n(cardW * 0.04)}" fill="none" stroke="${t.line}"/>`,
          text(0, covered ? -cardH * 0.4 : -cardH * 0.28, String(card.facts.number), { size: cardW * (covered ? 0.2 : 0.26), fill: t.accent, weight: 700 }),
          text(0, covered ? cardH * 0.4 : cardH * 0.12, card.name, { size: fit(card.name, cardW * 0.14, cardW * 0.9), fill: t.foreground, rtl: c.rtl }),
        ].join('')
      : `<rect x="${n(-cardW / 2)}" y="${n(-cardH / 2)}" width="${n(cardW)}" height="${n(cardH)}" rx="${n(cardW * 0.06)}" fill="none" stroke="${t.line}" stroke-dasharray="4 3"/>`;
    parts.push(`<g transform="translate(${n(cx)} ${n(cy)}) rotate(${cell.rotation + (card?.reversed ? 180 : 0)})">${face}</g>`);
    // A crossing card (rotated) carries no caption: the card beneath it already has one there.
    if (cell.rotation === 0) {
      const size = Math.min(...captions.map((line) => fit(line, cardW * 0.13, slotW * 0.98)));
      captions.forEach((line, i) => parts.push(text(cx, cy + cardH / 2 + slotH * (captions.length > 1 ? 0.06 : 0.09) + i * size * 1.2, line, { size, fill: t.muted, rtl: c.rtl })));
    }
  });
  return { ...answer(c, document(c, parts.join(''))), positions: placed };
}
