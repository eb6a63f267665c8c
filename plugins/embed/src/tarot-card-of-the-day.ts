import { Type } from '@sinclair/typebox';
import { ApiError, DateString, Operations, defineOperation } from '@celestial/core';
import { HTML, HtmlPage, ThemeParam, esc, page, pageContext, todayUtc } from './lib/page.js';
import { cardFaceSvg } from './lib/card.js';

const DECKS = ['rider-waite', 'marseille', 'lenormand'] as const;

/** One side of a card as the tarot family answers it. */
interface CardSide { keywords: string[]; meaning?: string | null }

/** What the page reads of POST /tarot/{deck}/daily's answer. */
interface DailyCard {
  card: { slug: string; number: number; name: string; category: string; suit: string | null; upright: CardSide; reversed: CardSide };
  reversed: boolean;
}

export default defineOperation({
  method: 'GET',
  path: '/embed/tarot-card-of-the-day',
  summary: 'Widget: the card of the day (face, name, upright or reversed keywords and meaning) as an HTML page for an iframe',
  description:
    'The draw of POST /tarot/{deck}/daily: seed = FNV-1a 32-bit of "<deck>:<date>" (+ ":<seed>" when the site sends its own string), then one card by the tarot family\'s draw engine (mulberry32, Fisher-Yates), so every visitor of one site sees the same card on one day; reversals on by default (never for Lenormand); meanings from the deck dictionary (A. E. Waite, The Pictorial Key to the Tarot, for Rider-Waite). The face is drawn by the page (number, name, suit); `art` is accepted for the catalogue and has one value today, the drawn face. Keyless; the free-tier watermark unless a key is sent.',
  query: Type.Object({
    date: Type.Optional(DateString),
    deck: Type.Optional(Type.Union(DECKS.map((d) => Type.Literal(d)), { description: 'default rider-waite' })),
    art: Type.Optional(Type.String({ maxLength: 32, description: 'card art; only the drawn face is served' })),
    seed: Type.Optional(Type.String({ maxLength: 200, description: "the site's own string: another site sees another card" })),
    allowReversed: Type.Optional(Type.Boolean({ description: 'default true (Lenormand: never)' })),
    theme: ThemeParam,
  }),
  response: HtmlPage,
  produces: HTML,
  examples: [{ name: 'rider-waite-2026-01-01', query: { date: '2026-01-01' } }, { name: 'lenormand-light', query: { date: '2026-01-01', deck: 'lenormand', theme: 'light' } }],
  deps: { operations: Operations },
  handler: async (input, { operations }) => {
    const { lang, theme, watermark } = pageContext(input);
    const q = input.query;
    const deck = q.deck ?? 'rider-waite';
    const date = q.date ?? todayUtc();
    // The widget turns reversals on by default for both tarot decks (the daily operation's own
    // default is off for Marseille), so it always says which; Lenormand takes no such member.
    const request = { date, ...(q.seed !== undefined ? { seed: q.seed } : {}), ...(deck === 'lenormand' ? {} : { allowReversed: q.allowReversed ?? true }) };
    const { card, reversed } = await operations.invoke<DailyCard>(`POST /tarot/${deck}/daily`, { body: request, lang, caller: input.caller }).catch((e: unknown) => {
      // The daily draw refuses a date it cannot read (year 0, an impossible day): named as this page's parameter.
      const detail = e instanceof ApiError && e.code === 'INVALID_INPUT' ? (e.details as { path: string; message: string }[] | undefined)?.find((d) => d.path === 'date') : undefined;
      throw detail ? ApiError.invalidField('query.date', detail.message) : e;
    });
    const side = reversed ? card.reversed : card.upright;
    // The corner number: a trump's or a Lenormand card's own; a pip or court card's deck index means nothing to a reader.
    const body = `<div class="row">${cardFaceSvg(deck === 'lenormand' || card.category === 'major' ? String(card.number) : '', card.name, card.suit ?? null, reversed)}<div style="flex:1;min-width:180px">`
      + `<div class="big" data-card="${esc(card.slug)}"${reversed ? ' data-reversed' : ''}>${esc(card.name)}${reversed ? ' ⟲' : ''}</div>`
      + `<p class="sub">${esc(date)}</p><p><b>${side.keywords.map(esc).join(' · ')}</b></p>`
      + `<p data-meaning>${esc(side.meaning ?? '')}</p></div></div>`;
    return page({ lang, theme, title: card.name, body, watermark });
  },
});
