import { Type } from '@sinclair/typebox';
import { Clock, DateString, Ephemeris, TimeZones, defineOperation, resolveLang, Instant, SignReferenceSchema } from '@celestial/core';
import { retrogradeHoroscope } from '../lib/horoscopes.js';
import { BodyLanguage, LANG_NOTE, Language, SignField } from '../lib/horoscopes-schemas.js';
import { BodyRefSchema, SignMembers, withBodyRefs, withSignNumbers } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/horoscope/retrogrades',
  summary: 'Retrograde periods of Mercury-Pluto mapped to the solar houses of a sign',
  description:
    'The retrograde periods of Mercury to Pluto overlapping the range (stations as /retrograde: zeros of the longitude speed, findStations, Brent to < 0.01 s), each period\'s signs (the arc from the direct to the retrograde station) mapped to the solar houses of the sign: whole signs counted from it, house n = ((sign(planet) - sign) mod 12) + 1 (R. H. Naylor, 1930): which area of life each retrograde revisits. startDate defaults to today (UTC), endDate to one year later; at most 1 year. ' + LANG_NOTE,
  body: Type.Object({ sign: SignField, startDate: Type.Optional(DateString), endDate: Type.Optional(DateString), language: BodyLanguage }),
  response: Type.Object({
    language: Language,
    ...SignMembers,
    periods: Type.Array(Type.Object({
      planet: BodyRefSchema,
      stationRetrograde: Instant('the retrograde station, +00:00 (the range is UT dates)'),
      stationDirect: Instant('the direct station, +00:00'),
      signs: Type.Array(SignReferenceSchema, { description: 'the signs the retrograde arc covers' }),
      solarHouses: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })),
      text: Type.String(),
    })),
  }),
  examples: [{ name: 'aries-2024', body: { sign: 'aries', startDate: '2024-01-01', endDate: '2024-12-31' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, query, headers }, services) => { const lang = resolveLang(headers, query, body); return withBodyRefs(withSignNumbers(retrogradeHoroscope(body, services, lang), lang), lang); },
});
