import { Type } from '@sinclair/typebox';
import { birthData, defineOperation, Operations, StringEnum, Interpreter, ownProviderOf } from '@celestial/core';
import { DISCLAIMER } from '../lib/interpret/composer.js';
import { NATAL_FOCI, NATAL_TOPICS, natalFacts, natalJob } from '../lib/interpret/natal.js';
import type { NatalChartAnswer } from '../lib/interpret/natal.js';
import { BYOK_NOTE, LanguageField, NamedPosition, Nullable, QuestionField, ReadingTail } from '../lib/interpret/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/interpret/natal',
  summary: 'Natal chart reading: sections by topic around the chart factors (placements, major aspects, Lilly dignities), a synthesis and one piece of advice',
  description:
    `Facts first: positions and houses (Swiss Ephemeris, as /chart), the major aspects and Lilly's essential dignities (domicile, exaltation, detriment, fall) computed, grouped by topic (focus overview: identity, love, career; or the one focus asked), each factor a short text in the asked language; the reading is written around those factors only. ${BYOK_NOTE}`,
  body: Type.Object({
    chart: birthData(),
    focus: Type.Optional(StringEnum(NATAL_FOCI, { default: 'overview' })),
    question: QuestionField,
    language: LanguageField,
  }),
  response: Type.Object({
    chart: Nullable(Type.Object({ sun: NamedPosition, moon: NamedPosition, ascendant: NamedPosition })),
    sections: Nullable(Type.Array(Type.Object({
      topic: StringEnum(NATAL_TOPICS),
      factors: Type.Array(Type.Object({ kind: StringEnum(['placement', 'aspect', 'dignity'] as const), text: Type.String() })),
      reading: Type.String(),
    }))),
    ...ReadingTail,
  }),
  examples: [{ name: 'kyiv-overview', body: { chart: { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 }, focus: 'overview' } }],
  deps: { operations: Operations, interpreter: Interpreter },
  handler: async ({ body, headers, lang, caller }, services) => {
    const own = ownProviderOf(headers);
    const chart = await services.operations.invoke<NatalChartAnswer>('POST /chart', { body: body.chart, lang, caller });
    const f = natalFacts(chart, body.focus ?? 'overview', lang);
    const { texts, model } = await services.interpreter.interpret(natalJob(f, body.question ?? null, lang), { own });
    return {
      chart: f.chart,
      sections: f.sections.map((s) => ({ topic: s.topic, factors: s.factors, reading: texts[s.topic]! })),
      synthesis: texts.synthesis!,
      advice: texts.advice!,
      disclaimer: DISCLAIMER[lang],
      model,
      language: lang,
    };
  },
});
