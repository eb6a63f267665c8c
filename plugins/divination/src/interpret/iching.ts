import { Type } from '@sinclair/typebox';
import { ApiError, defineOperation, LANG_CODES, StringEnum } from '@celestial/core';
import { hexagramRef, readCast } from '@celestial/plugin-iching/lib/cast';
import type { LineValue } from '@celestial/plugin-iching/lib/cast';
import { linesOf } from '@celestial/plugin-iching/lib/king-wen';
import { hexagramText } from '@celestial/plugin-iching/lib/texts';
import { COMPOSER_MODEL, DISCLAIMER } from '../lib/interpret/composer.js';
import { checkProviderHeaders } from '../lib/interpret/providers.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Hex = Type.Object({ number: Type.Integer({ minimum: 1, maximum: 64 }), slug: Type.String(), name: Type.String(), chinese: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/interpret/iching',
  summary: 'I Ching reading: the hexagram\'s judgement and image, each changing line, the relating hexagram, a synthesis and one piece of advice',
  description:
    "Facts first, from the iching family's tables: the King Wen hexagram (from number and changingLines, or from six line values 6|7|8|9 bottom to top, as the lines array of any /iching answer), its judgement, image and line statements in James Legge's translation (1882, public domain; English in every language: the texts are not yet translated), the relating hexagram (the changing lines flipped). The chain ends in the built-in composer, which writes the reading from those texts, the same words for the same input, with no network; `model` names the link. Names of the hexagrams in the asked language (Accept-Language, lang query, body language, then uk). Bring-your-own-key headers as /interpret/tarot: no adapter is installed yet (503 AI_UNAVAILABLE, no fallback).",
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
  handler: ({ body, headers, lang }) => {
    checkProviderHeaders(headers);
    let values: LineValue[];
    if (body.lines) {
      values = body.lines.map((l) => l.value as LineValue);
    } else if (body.number !== undefined) {
      const changing = new Set(body.changingLines ?? []);
      values = linesOf(body.number).map((bit, i) => (bit === 1 ? (changing.has(i + 1) ? 9 : 7) : changing.has(i + 1) ? 6 : 8));
    } else {
      throw ApiError.invalidField('number', 'send number (with changingLines) or lines');
    }
    const r = readCast(values);
    const text = hexagramText(r.primary);
    const hexagram = hexagramRef(r.primary, lang);
    const relating = r.relating === null ? null : hexagramRef(r.relating, lang);
    const changingLines = r.changingLines.map((line) => ({ line, reading: text.lines[line - 1]! }));
    // Composer: the judgement and image as Legge gives them; the synthesis moves from the
    // primary to the relating hexagram through the changing lines; the advice is the Great Image
    // (what the superior man does), or, with changing lines, the uppermost changing line.
    return {
      hexagram,
      judgement: `${text.judgment} ${text.image}`,
      changingLines,
      relating,
      synthesis: relating ? `${hexagram.number} ${hexagram.name} → ${relating.number} ${relating.name} (${r.changingLines.join(', ')})` : `${hexagram.number} ${hexagram.name}`,
      advice: changingLines.length ? changingLines[changingLines.length - 1]!.reading : text.image,
      disclaimer: DISCLAIMER[lang],
      model: COMPOSER_MODEL,
      language: lang,
    };
  },
});
