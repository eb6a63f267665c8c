import { Type } from '@sinclair/typebox';
import { Ephemeris, Instant, defineOperation } from '@celestial/core';
import { SEASON_POINTS, seasonsOf } from '../lib/cycles.js';
import { checkYear, instant } from '../lib/time.js';

const Point = Type.Object({ jd: Type.Number({ description: 'Julian day (UT)' }), date: Instant() });

export default defineOperation({
  method: 'POST',
  path: '/astronomy/equinoxes-solstices',
  summary: 'March and September equinoxes, June and December solstices of a year, with the seasons\' lengths',
  description:
    'Instants the Sun\'s apparent geocentric tropical longitude (swe_calc_ut SE_SUN, true equinox of date) reaches 0, 90, 180 and 270 deg, found by root finding within 15 days of 20 March, 21 June, 22 September and 21 December (the binding has no swe_solcross_ut) to 0.01 s; season lengths from the differences, the fourth to the next year\'s March equinox. Dates in the zone of timezoneOffset (hours east of UTC).',
  body: Type.Object({
    year: Type.Integer({ minimum: 1000, maximum: 2998 }),
    timezoneOffset: Type.Optional(Type.Number({ minimum: -14, maximum: 14, default: 0 })),
  }),
  response: Type.Object({
    marchEquinox: Point, juneSolstice: Point, septemberEquinox: Point, decemberSolstice: Point,
    seasonLengthsDays: Type.Array(Type.Number(), { minItems: 4, maxItems: 4, description: 'spring, summer, autumn, winter (northern names), days' }),
  }),
  examples: [{ name: '2024', body: { year: 2024 } }, { name: 'kyiv-2025', body: { year: 2025, timezoneOffset: 3 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body }, { ephemeris }) => {
    checkYear(body.year, 'year', 1);
    const offset = body.timezoneOffset ?? 0;
    const { instants, lengthsDays } = seasonsOf(ephemeris, body.year);
    const point = (i: number) => ({ jd: instants[i]!, date: instant(instants[i]!, offset) });
    return {
      [SEASON_POINTS[0].key]: point(0), [SEASON_POINTS[1].key]: point(1), [SEASON_POINTS[2].key]: point(2), [SEASON_POINTS[3].key]: point(3),
      seasonLengthsDays: lengthsDays,
    } as { marchEquinox: ReturnType<typeof point>; juneSolstice: ReturnType<typeof point>; septemberEquinox: ReturnType<typeof point>; decemberSolstice: ReturnType<typeof point>; seasonLengthsDays: number[] };
  },
});
