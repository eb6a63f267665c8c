import { Type } from '@sinclair/typebox';
import { Clock, DateString, Ephemeris, TimeZones, defineOperation, resolveLang } from '@celestial/core';
import { weeklyHoroscope } from '../lib/horoscopes.js';
import { BodyLanguage, Language, Period, RULES, Ratings, SignField, Texts, TimezoneOffset, Transit } from '../lib/horoscopes-schemas.js';
import { SignMembers, withBodyRefs, withSignNumbers } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/horoscope/weekly',
  summary: 'Weekly sun-sign horoscope computed from the week\'s real transits',
  description:
    `The week Monday-Sunday holding the date (local days at timezoneOffset). days: each day's Moon solar house and overall rating at 12:00 UT; keyDates: the week's exact Ptolemaic aspects among the Sun and Mercury-Pluto (findAspectInstants) and their sign ingresses (findIngresses), plus the best and hardest day by the daily rating; transits at Thursday 12:00 UT; ratings: the mean of the seven daily ratings. ${RULES}`,
  body: Type.Object({ sign: SignField, date: Type.Optional(DateString), timezoneOffset: TimezoneOffset, language: BodyLanguage }),
  response: Type.Object({
    language: Language,
    ...SignMembers,
    period: Period,
    transits: Type.Array(Transit),
    days: Type.Array(Type.Object({ date: Type.String(), moonSolarHouse: Type.Integer({ minimum: 1, maximum: 12 }), rating: Type.Integer({ minimum: 1, maximum: 5 }) })),
    keyDates: Type.Array(Type.Object({ date: Type.String(), event: Type.String() })),
    ratings: Ratings,
    text: Texts,
  }),
  examples: [{ name: 'taurus-week', body: { sign: 'taurus', date: '2024-04-03' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, query, headers }, services) => { const lang = resolveLang(headers, query, body); return withBodyRefs(withSignNumbers(weeklyHoroscope(body, services, lang), lang), lang); },
});
