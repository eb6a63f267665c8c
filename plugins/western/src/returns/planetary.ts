import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs } from '../lib/vocabulary.js';
import { birthData, DateString, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { planetaryReturns } from '../lib/time-events.js';
import { ReturnLocation, ReturnMoment, ReturnPlanetBrief } from '../lib/returns-schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';
import { Moment, Settings } from '../lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/returns/planetary',
  summary: 'Planetary returns (Mercury-Pluto) in a date range, every pass of a retrograde loop',
  description:
    'Instants the planet is back on its natal longitude: roots of lambda_p(t) - lambda_natal on swe_calc_ut, brackets stepped by the body (Mercury-Mars 1 day, Jupiter onward 2 days) with the stations always sampled, so all three passes of a retrograde loop are found, refined by Brent to < 0.01 s (core/src/astro/events.ts). pass: 1 direct, 2 retrograde, 3 direct again (a lone direct crossing is pass 1). Each pass is cast at `location` (default the birth place). The Saturn return is planet 6. Range at most 50 years, years 1000-2999.',
  body: birthData({
    planet: Type.Integer({ minimum: 2, maximum: 9, description: 'Swiss body number, Mercury 2 ... Pluto 9' }),
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 50 years after startDate (inclusive)' }),
    location: Type.Optional(ReturnLocation),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    planet: BodyRefSchema,
    returns: Type.Array(Type.Object({
      moment: ReturnMoment, pass: Type.Integer({ minimum: 1, maximum: 3 }), retrograde: Type.Boolean(), ascendant: Type.Number(), mc: Type.Number(),
      planetHouse: Type.Integer({ minimum: 1, maximum: 36 }), planets: Type.Array(ReturnPlanetBrief),
    })),
    count: Type.Integer(),
  }),
  examples: [
    { name: 'saturn-return', body: { ...KYIV_BIRTH, planet: 6, startDate: '2018-01-01', endDate: '2022-12-31' } },
    { name: 'mercury-2024', body: { ...KYIV_BIRTH, planet: 2, startDate: '2024-01-01', endDate: '2024-12-31' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(planetaryReturns(body, services, lang), lang),
});
