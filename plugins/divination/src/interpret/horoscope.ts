import { Type } from '@sinclair/typebox';
import { DateString, defineOperation, Instant, StringEnum, Interpreter, Operations, ownProviderOf } from '@celestial/core';
import { DISCLAIMER } from '../lib/interpret/composer.js';
import { horoscopeFacts, horoscopeJob, PERIODS } from '../lib/interpret/horoscope.js';
import { BYOK_NOTE, LanguageField, Named, Nullable, ReadingTail } from '../lib/interpret/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/interpret/horoscope',
  summary: 'Sun-sign horoscope for a day, week or month written from the sky facts of the period, listed in sky',
  description:
    `Facts first: the planets passing through the whole-sign houses counted from the sign, their ingresses and their exact aspects to the sign's middle degree (as /horoscope/love, /career, /health), and the period's horoscope (as /horoscope/daily, /weekly, /monthly: the Moon, lunations, exact aspects), listed in sky with their instants (UTC); the horoscope is written from them. Cached per sign, period, date and language (except with an own provider key). ${BYOK_NOTE}`,
  body: Type.Object({
    sign: Type.String({ minLength: 1, maxLength: 20, description: 'aries to pisces; case and spaces ignored' }),
    period: Type.Optional(StringEnum(PERIODS, { default: 'day' })),
    date: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD: the day, a day of the week (Monday to Sunday) or of the month' }),
    language: LanguageField,
  }),
  response: Type.Object({
    sign: Nullable(Named),
    period: Nullable(Type.Object({ from: Instant('start of the period, UTC'), to: Instant('end of the period (exclusive), UTC') })),
    sky: Nullable(Type.Array(Type.Object({ event: Type.String(), at: Instant('when, UTC') }))),
    sections: Nullable(Type.Object({ love: Type.String(), career: Type.String(), health: Type.String(), mood: Type.String() })),
    ...ReadingTail,
  }),
  examples: [{ name: 'leo-week', body: { sign: 'leo', period: 'week', date: '2025-06-11' } }],
  deps: { operations: Operations, interpreter: Interpreter },
  handler: async ({ body, headers, lang, caller }, services) => {
    const own = ownProviderOf(headers);
    const f = await horoscopeFacts({ sign: body.sign, period: body.period ?? 'day', date: body.date }, services.operations, lang, caller);
    const { texts, model } = await services.interpreter.interpret(horoscopeJob(f, lang), { own });
    return {
      sign: f.sign,
      period: f.period,
      sky: f.sky,
      sections: { love: texts.love!, career: texts.career!, health: texts.health!, mood: texts.mood! },
      synthesis: texts.synthesis!,
      advice: texts.advice!,
      disclaimer: DISCLAIMER[lang],
      model,
      language: lang,
    };
  },
});
