import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs } from '../lib/vocabulary.js';
import { BodyIdList, DateString, Ephemeris, StringEnum, TimeZones, defineOperation, Instant } from '@celestial/core';
import { outOfBoundsCalendar } from '../lib/sky-calendars.js';

export default defineOperation({
  method: 'POST',
  path: '/out-of-bounds/calendar',
  summary: 'Out-of-bounds periods: when a body\'s declination exceeds the obliquity of the ecliptic',
  description:
    'Intervals when |delta| > epsilon: roots of delta(t) - epsilon(t) (north) and -delta(t) - epsilon(t) (south), apparent declination of date (swe_calc_ut SEFLG_EQUATORIAL) against the true obliquity (SE_ECL_NUT), on one sampled track per body and hemisphere (daily, the Moon every 6 hours; turning points located and inserted) refined to < 1 s (core/src/astro/crossings.ts). The greatest declination of a period is the root of the declination speed (Brent). The search runs 20 days past the range ends so a period overlapping them keeps its real start and end; null where it lies further out. Default bodies Moon-Pluto (the Sun is never out of bounds). Range at most 5 years, years 1000-2999.',
  body: Type.Object({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 5 years after startDate' }),
    planetIds: Type.Optional(BodyIdList),
  }),
  response: Type.Object({
    periods: Type.Array(Type.Object({
      planet: BodyRefSchema, id: Type.Integer({ description: 'Swiss Ephemeris body number' }), slug: Type.String(),
      hemisphere: StringEnum(['north', 'south'] as const),
      start: Type.Union([Instant('the range is UT dates, so +00:00'), Type.Null()]), end: Type.Union([Instant(), Type.Null()]),
      startJulianDayUT: Type.Union([Type.Number(), Type.Null()]), endJulianDayUT: Type.Union([Type.Number(), Type.Null()]),
      maxDeclination: Type.Object({ value: Type.Number({ minimum: -90, maximum: 90 }), at: Instant() }),
    })),
    count: Type.Integer(),
  }),
  examples: [
    { name: '2024', body: { startDate: '2024-01-01', endDate: '2024-12-31' } },
    { name: 'moon-q1-2024', body: { startDate: '2024-01-01', endDate: '2024-03-31', planetIds: [1] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(outOfBoundsCalendar(body, services), lang),
});
