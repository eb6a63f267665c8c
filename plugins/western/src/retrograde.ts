import { Type } from '@sinclair/typebox';
import { birthData, DateString, Ephemeris, Instant, PositionMembers, TimeZones, defineOperation } from '@celestial/core';
import { retrogradeAnswer, retrogradePeriods } from './lib/time-events.js';
import { KYIV_BIRTH } from './lib/examples.js';

const Station = Type.Object({
  date: Instant('the station, to the second, +00:00 (the range is UT dates)'),
  julianDayUT: Type.Number(),
  ...PositionMembers,
});

export default defineOperation({
  method: 'POST',
  path: '/retrograde',
  summary: 'Retrograde periods in a date range: both stations, duration, signs covered, natal contacts',
  description:
    'Stations are the roots of the longitude speed (swe_calc_ut with SEFLG_SPEED), bracketed by sign changes on a daily scan per distinct planet id and refined by Brent to < 0.01 s (core/src/astro/events.ts). A period is listed when it overlaps the range (a loop that began before startDate is included with its real stations); retrogradeDays counts the days of retrograde motion inside the range. With `chart`: the natal houses the retrograde arc runs through (forward order) and the natal points inside the arc, which the planet crosses three times. Range at most 10 years, years 1000-2999; a repeated id is scanned once. Shadow periods are /astronomy/retrograde-shadows.',
  body: Type.Object({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 10 years after startDate (inclusive)' }),
    planetIds: Type.Optional(Type.Array(Type.Integer({ minimum: 0 }), { maxItems: 32, description: 'Swiss body numbers: Mercury-Pluto 2-9 (default), Chiron and asteroids 15-20' })),
    chart: Type.Optional(birthData()),
  }),
  response: Type.Object({
    periods: Type.Array(Type.Object({
      id: Type.Integer({ description: 'Swiss Ephemeris body number' }),
      slug: Type.String(),
      name: Type.String({ description: "in the answer's language" }),
      stationRetrograde: Station,
      stationDirect: Station,
      durationDays: Type.Number(),
      signs: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { description: 'signs the retrograde arc covers (1-12, Aries 1), in zodiac order' }),
      signNames: Type.Array(Type.String(), { description: "the same signs, named in the answer's language" }),
      natalHouses: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 36 }))),
      natalPointsInZone: Type.Optional(Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), ...PositionMembers }))),
    })),
    retrogradeDays: Type.Record(Type.String(), Type.Number(), { description: "per body slug ('mercury'): days of retrograde motion inside the range" }),
    count: Type.Integer(),
  }),
  examples: [
    { name: 'mercury-2024', body: { startDate: '2024-01-01', endDate: '2024-12-31', planetIds: [2] } },
    { name: 'all-with-chart', body: { startDate: '2024-01-01', endDate: '2024-06-30', chart: KYIV_BIRTH } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => retrogradeAnswer(retrogradePeriods(body, services), lang),
});
