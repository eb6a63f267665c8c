import { Type } from '@sinclair/typebox';
import { defineOperation, LANG_CODES, StringEnum, Interpreter, Operations, ownProviderOf } from '@celestial/core';
import { DISCLAIMER } from '../lib/interpret/composer.js';
import { ichingFacts, ichingJob } from '../lib/interpret/iching.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Hex = Type.Object({ number: Type.Integer({ minimum: 1, maximum: 64 }), slug: Type.String(), name: Type.String(), chinese: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/interpret/iching',
  summary: 'I Ching reading: the hexagram\'s judgement and image, each changing line, the relating hexagram, a synthesis and one piece of advice',
  description:
    "Facts first, from the iching family's tables: the King Wen hexagram (from number and changingLines, or from six line values 6|7|8|9 bottom to top, as the lines array of any /iching answer), its judgement, image and line statements in James Legge's translation (1882, public domain; English in every language: the texts are not yet translated), the relating hexagram (the changing lines flipped). The chain ends in the built-in composer, which writes the reading from those texts, the same words for the same input, with no network; `model` names the link. Names of the hexagrams in the asked language (Accept-Language, lang query, body language, then uk). The operator's chain (docs/interpret.md) is tried first when configured. Bring-your-own-key as /interpret/tarot (eight providers, fixed endpoints, no fallback, caches bypassed, 5 credits when the completion ran).",
  body: Type.Object({
    number: Type.Optional(Type.Integer({ minimum: 1, maximum: 64 })),
    changingLines: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 6 }), { maxItems: 6, uniqueItems: true })),
    lines: Type.Optional(Type.Array(Type.Object({ value: Type.Union([Type.Literal(6), Type.Literal(7), Type.Literal(8), Type.Literal(9)]) }), { minItems: 6, maxItems: 6, description: 'bottom to top' })),
    question: Type.Optional(Type.String({ maxLength: 500 })),
    language: Type.Optional(Type.String({ maxLength: 10 })),
  }),
  response: Type.Object({
    hexagram: Nullable(Hex),
    judgement: Nullable(Type.String({ description: 'the judgement and the image (Legge)' })),
    changingLines: Nullable(Type.Array(Type.Object({ line: Type.Integer({ minimum: 1, maximum: 6 }), reading: Type.String() }))),
    relating: Nullable(Hex),
    synthesis: Nullable(Type.String()),
    advice: Nullable(Type.String()),
    disclaimer: Nullable(Type.String()),
    model: Nullable(Type.String()),
    language: Nullable(StringEnum(LANG_CODES)),
  }),
  examples: [{ name: 'number-and-lines', body: { number: 11, changingLines: [2, 5], question: 'How will the project go?' } }],
  deps: { operations: Operations, interpreter: Interpreter },
  handler: async ({ body, headers, lang, caller }, services) => {
    const own = ownProviderOf(headers);
    const f = await ichingFacts(body, services.operations, lang, caller);
    const { texts, model } = await services.interpreter.interpret(ichingJob(f, body.question ?? null, lang), { own });
    return {
      hexagram: f.hexagram,
      judgement: texts.judgement!,
      changingLines: f.changingLines.map((l) => ({ line: l.line, reading: texts[`line${l.line}`]! })),
      relating: f.relating,
      synthesis: texts.synthesis!,
      advice: texts.advice!,
      disclaimer: DISCLAIMER[lang],
      model,
      language: lang,
    };
  },
});
