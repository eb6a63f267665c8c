import { Type } from '@sinclair/typebox';
import { birthData, BodyIdList, DateString, Ephemeris, StringEnum, TimeZones, defineOperation, Warnings, Instant } from '@celestial/core';
import { transitHouses } from '../lib/transit-triggers.js';
import { KYIV_BIRTH } from '../lib/examples.js';
import { BodyRefSchema, withBodyRefs, withWarnings } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/transits/houses',
  summary: 'Transits through the natal houses: every crossing of a natal cusp in a date range, retrograde re-entries included',
  description:
    'Roots of lambda_transit(t) - cusp_k for the 12 cusps of the natal house system (36 for Gauquelin), transiting longitudes from swe_calc_ut in the chart\'s zodiac: one sampled track per body (Moon 12 h, Sun 4 days, Mercury 3, Venus and Mars 4, Jupiter onward 8; every step shorter than the shortest retrograde run, stations located and inserted, so retrograde triple passes are all bracketed), each crossing refined to < 1 s (Newton safeguarded by the bracket, Brent fallback; core/src/astro/crossings.ts). house: the house entered (retrograde: the one before the cusp). current: each body\'s natal house at startDate 00:00 UT. Default bodies Sun and Mercury-Pluto. Range at most 5 years, years 1000-2999.',
  body: birthData({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 5 years after startDate' }),
    transitPlanetIds: Type.Optional(BodyIdList),
  }),
  response: Type.Object({
    houseSystem: Type.String(),
    current: Type.Array(Type.Object({ planet: BodyRefSchema, id: Type.Integer({ description: 'Swiss Ephemeris body number' }), slug: Type.String(), longitude: Type.Number({ minimum: 0, maximum: 360 }), natalHouse: Type.Integer({ minimum: 1, maximum: 36 }) })),
    events: Type.Array(Type.Object({
      planet: BodyRefSchema, id: Type.Integer({ description: 'Swiss Ephemeris body number' }), slug: Type.String(),
      house: Type.Integer({ minimum: 1, maximum: 36 }),
      cusp: Type.Number({ minimum: 0, maximum: 360 }),
      enteredAt: Instant("to the second, at the birth moment's UTC offset"), julianDayUT: Type.Number(),
      direction: StringEnum(['direct', 'retrograde'] as const),
    })),
    count: Type.Integer(),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, startDate: '2024-01-01', endDate: '2024-12-31' } },
    { name: 'moon-whole-sign-week', body: { ...KYIV_BIRTH, houseSystem: 'W', startDate: '2024-03-01', endDate: '2024-03-07', transitPlanetIds: [1] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withWarnings(transitHouses(body, services), lang), lang),
});
