import { Type } from '@sinclair/typebox';
import { Clock, Ephemeris, StringEnum, TimeZones, defineOperation, resolveLang, Instant, PositionMembers } from '@celestial/core';
import { monthlyHoroscope } from '../lib/horoscopes.js';
import { BodyLanguage, Language, Period, RULES, Ratings, SignField, Texts, TimezoneOffset, Transit } from '../lib/horoscopes-schemas.js';
import { BodyRefSchema, SignMembers, withBodyRefs, withSignNumbers } from '../lib/vocabulary.js';

const House = Type.Integer({ minimum: 1, maximum: 12 });

export default defineOperation({
  method: 'POST',
  path: '/horoscope/monthly',
  summary: 'Monthly sun-sign horoscope: lunations, ingresses and stations by solar house',
  description:
    `The calendar month (local days at timezoneOffset): its new and full moons (findLunations, < 0.01 s) by solar house, eclipses flagged (swe_sol_eclipse_when_glob / swe_lun_eclipse_when maximum within 12 hours); sign ingresses of the Sun and Mercury-Pluto (findIngresses) with the solar house entered; stations of Mercury-Pluto (findStations); keyDates: the lunations, Venus and Mars ingresses, stations, the best and hardest day by the daily rating. Transits and the text's Venus and Mars houses at the 15th, 12:00 UT; ratings: the mean of the month's daily ratings (12:00 UT). ${RULES}`,
  body: Type.Object({ sign: SignField, month: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM; default the current month (UTC)' })), timezoneOffset: TimezoneOffset, language: BodyLanguage }),
  response: Type.Object({
    language: Language,
    ...SignMembers,
    period: Period,
    transits: Type.Array(Transit),
    lunations: Type.Array(Type.Object({ kind: StringEnum(['new', 'full'] as const), at: Instant('at the request\'s timezoneOffset'), ...SignMembers, solarHouse: House, isEclipse: Type.Boolean() })),
    ingresses: Type.Array(Type.Object({ planet: BodyRefSchema, toSign: PositionMembers.sign, toSignName: PositionMembers.signName, at: Instant('at the request\'s timezoneOffset'), solarHouse: House, retrograde: Type.Boolean() })),
    stations: Type.Array(Type.Object({ planet: BodyRefSchema, kind: StringEnum(['retrograde', 'direct'] as const), at: Instant('at the request\'s timezoneOffset') })),
    keyDates: Type.Array(Type.Object({ date: Type.String(), event: Type.String() })),
    ratings: Ratings,
    text: Texts,
  }),
  examples: [{ name: 'aries-april-2024', body: { sign: 'aries', month: '2024-04' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, query, headers }, services) => { const lang = resolveLang(headers, query, body); return withBodyRefs(withSignNumbers(monthlyHoroscope(body, services, lang), lang), lang); },
});
