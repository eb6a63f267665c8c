import { Type } from '@sinclair/typebox';
import { ApiError, defineOperation, LANG_CODES, StringEnum, Interpreter, Operations, ownProviderOf } from '@celestial/core';
import { DISCLAIMER, tarotFacts, tarotJob } from '../lib/interpret/composer.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const CardItem = Type.Union([
  Type.String({ minLength: 1, maxLength: 80, description: 'card slug' }),
  Type.Object({
    slug: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    card: Type.Optional(Type.Object({ slug: Type.String({ minLength: 1, maxLength: 80 }) })),
    reversed: Type.Optional(Type.Boolean()),
  }, { description: '{ slug, reversed }, or an item of any draw response\'s drawn array ({ card { slug }, reversed })' }),
]);

export default defineOperation({
  method: 'POST',
  path: '/interpret/tarot',
  summary: 'Tarot reading of a tarot, Marseille or Lenormand spread: each position read, then a synthesis and one piece of advice',
  description:
    "Facts first: every card is looked up in our deck tables (upright and reversed meanings and keywords, plugins/tarot) and, when `spread` names one of our spreads, each position's meaning; then the reading is written. The chain ends in the built-in composer, which writes the reading from those texts in the asked language (Accept-Language, then the lang query, then body language, then uk; unknown codes fall back to uk silently), the same words for the same input, with no network; `model` names the link that wrote it. The operator's chain (CELESTIAL_AI_CHAIN, docs/interpret.md) is tried first when configured; the model writes only the prose, from those texts. Bring-your-own-key: X-Provider (openai, anthropic, google, mistral, cohere, groq, deepseek, xai) with X-Provider-Key, X-Provider-Model at most 120 characters; the provider's endpoint is fixed in code; no fallback (a refused key: 400 naming X-Provider-Key with the provider's status and message, the key redacted; a provider down, rate-limited or silent: 503 AI_UNAVAILABLE); both caches bypassed; 5 credits, charged only when the completion ran.",
  body: Type.Object({
    deck: Type.Optional(StringEnum(['rider-waite', 'marseille', 'lenormand'] as const, { default: 'rider-waite' })),
    spread: Type.Optional(Type.String({ maxLength: 60, description: 'a spread slug of /tarot (celtic-cross, three-card...); positions are numbered otherwise' })),
    cards: Type.Array(CardItem, { minItems: 1, maxItems: 36 }),
    question: Type.Optional(Type.String({ maxLength: 500 })),
    language: Type.Optional(Type.String({ maxLength: 10, description: 'one of the 21 codes; unknown codes fall back to uk' })),
    art: Type.Optional(Type.String({ maxLength: 40, description: 'card art set (GET /tarot/decks); echoed by no member, it does not change the reading' })),
  }),
  response: Type.Object({
    deck: Nullable(Type.String()),
    spread: Nullable(Type.Object({ slug: Type.String(), name: Type.String() })),
    question: Nullable(Type.String()),
    positions: Nullable(Type.Array(Type.Object({
      index: Type.Number(),
      position: Type.String(),
      positionMeaning: Nullable(Type.String()),
      card: Type.Object({ slug: Type.String(), name: Type.String() }),
      reversed: Type.Boolean(),
      reading: Type.String(),
    }))),
    synthesis: Nullable(Type.String()),
    advice: Nullable(Type.String()),
    disclaimer: Nullable(Type.String()),
    model: Nullable(Type.String({ description: 'the chain link that wrote the reading: celestial-composer-1 for the built-in composer' })),
    language: Nullable(StringEnum(LANG_CODES)),
  }),
  specFixed: true,
  examples: [{ name: 'three-card', body: { deck: 'rider-waite', spread: 'three-card', cards: ['the-fool', { slug: 'the-tower', reversed: true }, 'the-star'], question: 'What should I keep in mind this month?' } }],
  deps: { operations: Operations, interpreter: Interpreter },
  handler: async ({ body, headers, lang, caller }, services) => {
    const own = ownProviderOf(headers);
    const deck = body.deck ?? 'rider-waite';
    const cards = body.cards.map((c, i) => {
      if (typeof c === 'string') return { slug: c, reversed: false };
      const slug = c.slug ?? c.card?.slug;
      if (!slug) throw ApiError.invalidField(`cards.${i}`, 'must be a card slug or an object with slug (or card.slug)');
      return { slug, reversed: c.reversed === true };
    });
    const facts = await tarotFacts(deck, body.spread, cards, services.operations, lang, caller);
    const { texts, model } = await services.interpreter.interpret(tarotJob(facts, body.question ?? null, lang), { own });
    return {
      deck,
      spread: facts.spread,
      question: body.question ?? null,
      positions: facts.positions.map(({ keywords: _k, ...p }) => ({ ...p, reading: texts[`position${p.index}`]! })),
      synthesis: texts.synthesis!,
      advice: texts.advice!,
      disclaimer: DISCLAIMER[lang],
      model,
      language: lang,
    };
  },
});
