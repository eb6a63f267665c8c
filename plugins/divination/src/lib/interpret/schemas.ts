/** Schema pieces every /interpret/* answer shares (catalogue interpret.jsonl: all members nullable). */
import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { LANG_CODES, PositionMembers, StringEnum } from '@celestial/core';

export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const Named = Type.Object({ slug: Type.String(), name: Type.String() });

export const NamedPosition = Type.Object({ slug: Type.String(), name: Type.String(), ...PositionMembers });

/** synthesis, advice, disclaimer, model, language. */
export const ReadingTail = {
  synthesis: Nullable(Type.String()),
  advice: Nullable(Type.String()),
  disclaimer: Nullable(Type.String()),
  model: Nullable(Type.String({ description: 'the chain link that wrote the reading: <provider>/<model>, or celestial-composer-1 for the built-in composer' })),
  language: Nullable(StringEnum(LANG_CODES)),
};

export const QuestionField = Type.Optional(Type.String({ maxLength: 500 }));
export const LanguageField = Type.Optional(Type.String({ maxLength: 10, description: 'one of the 21 codes; unknown codes fall back to uk' }));

/** The bring-your-own-key paragraph of every /interpret/* description. */
export const BYOK_NOTE =
  "The operator's chain (CELESTIAL_AI_CHAIN, docs/interpret.md) is tried first when configured and always ends in the built-in composer, which writes the reading from our own texts in the asked language (Accept-Language, lang query, body language, then uk), the same words for the same input, with no network; `model` names the link that wrote it. Bring-your-own-key as /interpret/tarot: X-Provider (openai, anthropic, google, mistral, cohere, groq, deepseek, xai) with X-Provider-Key, X-Provider-Model at most 120 characters; the endpoint fixed per provider; no fallback (a refused key or model: 400 naming the header, with the provider's status and message, the key redacted; a provider down, rate-limited or silent: 503 AI_UNAVAILABLE); both caches bypassed; 5 credits, charged only when the completion ran.";
