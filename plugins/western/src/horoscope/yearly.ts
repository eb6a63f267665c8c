import { Type } from '@sinclair/typebox';
import { Clock, Ephemeris, StringEnum, TimeZones, defineOperation, resolveLang, Instant, SignReferenceSchema } from '@celestial/core';
import { yearlyHoroscope } from '../lib/horoscopes.js';
import { BodyLanguage, Language, Period, RULES, Ratings, SignField, Texts, TimezoneOffset, Transit } from '../lib/horoscopes-schemas.js';
import { BodyRefSchema, SignMembers, withBodyRefs, withSignNumbers } from '../lib/vocabulary.js';

const House = Type.Integer({ minimum: 1, maximum: 12 });
const Passage = Type.Object({ ...SignMembers, solarHouse: House, from: Type.String(), to: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/horoscope/yearly',
  summary: 'Yearly sun-sign horoscope: Jupiter and Saturn through the solar houses, eclipses, retrogrades',
  description:
    `The calendar year (from local midnight at timezoneOffset): Jupiter and Saturn through the solar houses (passages cut at their ingresses, findIngresses; retrograde re-entries are passages of their own); the year's eclipses (swe_sol_eclipse_when_glob, swe_lun_eclipse_when, penumbral included) by solar house of the Sun or Moon at maximum; Mercury, Venus and Mars retrograde periods overlapping the year (as /retrograde) by solar house; keyMonths: the three months with the most days (12:00 UT) on which Venus or Jupiter scores + in the rule table. Transits at 1 January 12:00 UT; ratings: the mean of the year's daily ratings. ${RULES}`,
  body: Type.Object({ sign: SignField, year: Type.Optional(Type.Integer({ minimum: 1000, maximum: 2998, description: 'default the current year (UTC)' })), timezoneOffset: TimezoneOffset, language: BodyLanguage }),
  response: Type.Object({
    language: Language,
    ...SignMembers,
    period: Period,
    transits: Type.Array(Transit),
    jupiter: Type.Array(Passage),
    saturn: Type.Array(Passage),
    eclipses: Type.Array(Type.Object({ kind: StringEnum(['solar', 'lunar'] as const), at: Instant('the eclipse maximum, at the request\'s timezoneOffset'), ...SignMembers, solarHouse: House })),
    retrogrades: Type.Array(Type.Object({ planet: BodyRefSchema, from: Type.String(), to: Type.String(), signs: Type.Array(SignReferenceSchema), solarHouses: Type.Array(House) })),
    keyMonths: Type.Array(Type.Object({ month: Type.String(), beneficDays: Type.Integer({ minimum: 0 }) })),
    ratings: Ratings,
    text: Texts,
  }),
  examples: [{ name: 'libra-2024', body: { sign: 'libra', year: 2024 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, query, headers }, services) => { const lang = resolveLang(headers, query, body); return withBodyRefs(withSignNumbers(yearlyHoroscope(body, services, lang), lang), lang); },
});
