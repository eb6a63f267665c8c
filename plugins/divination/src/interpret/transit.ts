import { Type } from '@sinclair/typebox';
import { birthData, BodyIdList, DateString, defineOperation, Instant, Interpreter, Operations, ownProviderOf } from '@celestial/core';
import { DISCLAIMER } from '../lib/interpret/composer.js';
import { transitFacts, transitJob, calendarRequest, checkWindow } from '../lib/interpret/transit.js';
import type { TransitCalendarAnswer } from '../lib/interpret/transit.js';
import { BYOK_NOTE, LanguageField, Named, Nullable, QuestionField, ReadingTail } from '../lib/interpret/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/interpret/transit',
  summary: 'Transit reading for a period: the transit-to-natal aspects perfecting in the window, the weightiest read, then a synthesis and one piece of advice',
  description:
    `Facts first: the transit-to-natal aspects (Ptolemaic, to the natal Sun to Pluto, Ascendant and MC) perfecting between from and to (at most 90 days), found by root-finding on Swiss Ephemeris longitudes as /transit-calendar; the twelve weightiest are read, slow planets first, then contacts to the angles; exactAt is the first exact pass in the window, at the birth data's UTC offset, where the orb is 0. ${BYOK_NOTE}`,
  body: Type.Object({
    chart: birthData(),
    from: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD' }),
    to: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 90 days after from' }),
    transitPlanetIds: Type.Optional(BodyIdList),
    question: QuestionField,
    language: LanguageField,
  }),
  response: Type.Object({
    period: Nullable(Type.Object({ from: Type.String(), to: Type.String() })),
    transits: Nullable(Type.Array(Type.Object({
      transitPlanet: Named,
      natalPoint: Named,
      aspect: Type.Object({ slug: Type.String(), name: Type.String(), angle: Type.Number() }),
      exactAt: Instant('the first exact pass in the window'),
      orb: Type.Number({ description: 'degrees from exact at exactAt: 0' }),
      reading: Type.String(),
    }))),
    ...ReadingTail,
  }),
  examples: [{ name: 'kyiv-summer', body: { chart: { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 }, from: '2025-06-01', to: '2025-07-31' } }],
  deps: { operations: Operations, interpreter: Interpreter },
  handler: async ({ body, headers, lang, caller }, services) => {
    const own = ownProviderOf(headers);
    checkWindow(body.from, body.to);
    const cal = await services.operations.invoke<TransitCalendarAnswer>('POST /transit-calendar', { body: calendarRequest(body.chart, body.from, body.to, body.transitPlanetIds), lang, caller });
    const f = transitFacts(cal, body.from, body.to, lang);
    const { texts, model } = await services.interpreter.interpret(transitJob(f, body.question ?? null, lang), { own });
    return {
      period: f.period,
      transits: f.transits.map((t, i) => ({ ...t, reading: texts[`transit${i + 1}`]! })),
      synthesis: texts.synthesis!,
      advice: texts.advice!,
      disclaimer: DISCLAIMER[lang],
      model,
      language: lang,
    };
  },
});
