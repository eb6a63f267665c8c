import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs } from './lib/vocabulary.js';
import { BodyIdList, DateString, Ephemeris, StringEnum, TimeZones, defineOperation, Instant } from '@celestial/core';
import { skyParallels } from './lib/sky-calendars.js';

export default defineOperation({
  method: 'POST',
  path: '/sky-parallels',
  summary: 'Mundane declination aspects: parallels and contra-parallels between transiting planets in a date range',
  description:
    'Roots of delta1 - delta2 (parallel) and delta1 + delta2 (contra-parallel), apparent declinations of date (swe_calc_ut SEFLG_EQUATORIAL | SEFLG_SPEED), for each pair: one sampled track per pair and kind (daily, the Moon every 6 hours; turning points of the function located and inserted, so two roots on either side of one are both bracketed), each root refined to < 1 s (core/src/astro/crossings.ts). declination is planet1\'s at the instant (planet2\'s in declination2). Default bodies Sun and Mercury-Pluto. Range at most one year, years 1000-2999.',
  body: Type.Object({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most one year after startDate' }),
    planetIds: Type.Optional(BodyIdList),
  }),
  response: Type.Object({
    events: Type.Array(Type.Object({
      planet1: BodyRefSchema, planet1Id: Type.Integer(), planet2: BodyRefSchema, planet2Id: Type.Integer(),
      kind: StringEnum(['parallel', 'contra-parallel'] as const),
      exactAt: Instant('to the second; the range is UT dates, so +00:00'), julianDayUT: Type.Number(),
      declination: Type.Number({ minimum: -90, maximum: 90 }), declination2: Type.Number({ minimum: -90, maximum: 90 }),
    })),
    count: Type.Integer(),
  }),
  examples: [
    { name: '2024-q1', body: { startDate: '2024-01-01', endDate: '2024-03-31' } },
    { name: 'sun-mars-2024', body: { startDate: '2024-01-01', endDate: '2024-12-31', planetIds: [0, 4] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(skyParallels(body, services), lang),
});
