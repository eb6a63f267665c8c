import { Type } from '@sinclair/typebox';
import { Clock, DateString, Ephemeris, TimeZones, defineOperation, resolveLang, Instant } from '@celestial/core';
import { dailyHoroscope } from '../lib/horoscopes.js';
import { BodyLanguage, Language, Period, RULES, Ratings, SignField, Texts, TimezoneOffset, Transit } from '../lib/horoscopes-schemas.js';
import { BodyRefSchema, SignMembers, withBodyRefs, withSignNumbers } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/horoscope/daily',
  summary: 'Daily sun-sign horoscope computed from the day\'s real transits',
  description:
    `Positions at 12:00 UT of the date; the Moon's solar house and phase (eight 45-degree phases of the Moon-Sun elongation) and her void-of-course window overlapping the local day (modern method, as /moon-voc); keyAspects: the day's exact mundane Ptolemaic aspects among the Sun, Moon and Mercury-Pluto (findAspectInstants, < 1 s); signContacts: the planets within a major aspect's default orb of the sign's middle degree (15 deg). ${RULES}`,
  body: Type.Object({ sign: SignField, date: Type.Optional(DateString), timezoneOffset: TimezoneOffset, language: BodyLanguage }),
  response: Type.Object({
    language: Language,
    ...SignMembers,
    period: Period,
    transits: Type.Array(Transit),
    moon: Type.Object({
      ...SignMembers,
      solarHouse: Type.Integer({ minimum: 1, maximum: 12 }),
      phase: Type.Object({ slug: Type.String({ description: 'new-moon, waxing-crescent ... waning-crescent (the lunar-phase table)' }), name: Type.String({ description: "the phase in the response language" }) }),
      voidOfCourse: Type.Union([Type.Object({ start: Instant('the void begins, at the request\'s timezoneOffset'), end: Instant('the void ends, likewise') }), Type.Null()]),
    }),
    keyAspects: Type.Array(Type.Object({ planet1: BodyRefSchema, planet2: BodyRefSchema, aspect: Type.String(), exactAt: Instant('the exact instant, at the request\'s timezoneOffset') })),
    signContacts: Type.Array(Type.Object({ planet: BodyRefSchema, aspect: Type.String(), orb: Type.Number() })),
    ratings: Ratings,
    text: Texts,
  }),
  examples: [
    { name: 'capricorn-new-moon', body: { sign: 'capricorn', date: '2024-01-11' } },
    { name: 'leo-kyiv-day', body: { sign: ' Leo ', date: '2024-04-08', timezoneOffset: 3 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, query, headers }, services) => { const lang = resolveLang(headers, query, body); return withBodyRefs(withSignNumbers(dailyHoroscope(body, services, lang), lang), lang); },
});
