/**
 * A tarot or Lenormand spread laid out at the tarot family's own layout cells, as GET
 * /tarot/spreads/{slug} answers them (x across in card slots, y down in card slots, rotation
 * clockwise; the Celtic Cross after Waite's Pictorial Key, 1910, the Grand Tableau 8 x 4 + 4),
 * each card a framed face with its number and name in the answer's language as GET
 * /tarot/{deck}/cards lists them (Operations service), a reversed card turned 180 degrees, and
 * the position's name beneath. No draw is made here: the cards are the caller's (any draw
 * answer's `drawn` array is accepted).
 */
import type { Caller, LangCode, Operations } from '@celestial/core';
import { ApiError } from '@celestial/core';
// The position names' translations: a text table no operation answers (GET /tarot/spreads/{slug}
// names the positions in English), read as data.
import { spreadText } from '@celestial/plugin-tarot/lib/reading';
import { answer, canvasOf, document, n, text } from './kit.js';
import type { RenderOptionsInput } from './kit.js';

export type CardInput = string | { slug?: string; reversed?: boolean; card?: { slug: string } };

export interface PlacedCard { index: number; slug: string; name: string; x: number; y: number; rotation: number }

/** What the drawing reads of GET /tarot/spreads/{slug}'s answer. */
export interface AnsweredSpread {
  slug: string;
  decks: string[];
  positions: { index: number; slug: string; name: string }[];
  layout: { x: number; y: number; rotation: number }[];
}

/** A card of GET /tarot/{deck}/cards' list: its number and its name in the answer's language. */
export interface ListedCard { slug: string; number: number; name: string }

/** A card as laid: the listed card and its side. */
export interface LaidCard { card: ListedCard; reversed: boolean }

/**
 * The spread and the caller's cards from the tarot family's answers: the spread's layout (400
 * naming `spread` for one it lacks), the deck's card list (400 naming `cards.i` for a slug the
 * deck lacks); the checks and their messages as the family's draw operations word them.
 */
export async function spreadOf(body: { spread: string; deck: string; cards: CardInput[] }, operations: Operations, lang: LangCode, caller: Caller): Promise<{ spread: AnsweredSpread; cards: LaidCard[] }> {
  const s = await operations.invoke<AnsweredSpread>('GET /tarot/spreads/{slug}', { params: { slug: body.spread }, lang, caller }).catch((e: unknown) => {
    throw e instanceof ApiError && e.code === 'NOT_FOUND' ? ApiError.invalidField('spread', `'${body.spread}' is not a spread (GET /v1/tarot/spreads lists them)`) : e;
  });
  if (!s.decks.includes(body.deck)) throw ApiError.invalidField('deck', `the ${s.slug} spread is laid with ${s.decks.join(' or ')}`);
  if (body.cards.length > s.positions.length) throw ApiError.invalidField('cards', `the ${s.slug} spread has ${s.positions.length} positions`);
  const { cards: deck } = await operations.invoke<{ cards: ListedCard[] }>(`GET /tarot/${body.deck}/cards`, { lang, caller });
  const bySlug = new Map(deck.map((c) => [c.slug, c]));
  const cards = body.cards.map((c, i) => {
    const slug = typeof c === 'string' ? c : (c.card?.slug ?? c.slug);
    if (!slug) throw ApiError.invalidField(`cards.${i}`, 'needs a card slug');
    const card = bySlug.get(slug);
    if (!card) throw ApiError.invalidField(`cards.${i}`, `'${slug}' is not a card of the ${body.deck} deck (GET /v1/tarot/${body.deck}/cards lists them)`);
    return { card, reversed: typeof c === 'string' ? false : Boolean(c.reversed) };
  });
  return { spread: s, cards };
}

export function renderSpread(s: AnsweredSpread, cards: readonly LaidCard[], options: RenderOptionsInput | undefined, lang: LangCode) {
  const c = canvasOf(options, lang, { width: 900, height: 700 });
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
          text(0, covered ? -cardH * 0.4 : -cardH * 0.28, String(card.card.number), { size: cardW * (covered ? 0.2 : 0.26), fill: t.accent, weight: 700 }),
          text(0, covered ? cardH * 0.4 : cardH * 0.12, card.card.name, { size: fit(card.card.name, cardW * 0.14, cardW * 0.9), fill: t.foreground, rtl: c.rtl }),
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
