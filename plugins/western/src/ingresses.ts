import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, TimeZones, defineOperation, Instant } from '@celestial/core';
import { signIngresses } from './lib/time-events.js';

export default defineOperation({
  method: 'POST',
  path: '/ingresses',
  summary: 'Sign ingresses in a date range, retrograde re-entries included',
  description:
    'Crossings of the multiples of 30 deg of tropical longitude (swe_calc_ut): 12 x longitude is unwrapped on a scan stepped by the body (Moon 6 h, Sun-Mars 1 day, slower bodies 2 days, the stations always sampled so a crossing on either side of a station is bracketed) and each crossing refined by Brent to < 0.01 s (core/src/astro/events.ts). Range at most 5 years, years 1000-2999. The next ten alone are /stream/ingresses; sidereal sign and nakshatra ingresses are /vedic/gochara/calendar.',
  body: Type.Object({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 5 years after startDate (inclusive)' }),
    planetIds: Type.Optional(Type.Array(Type.Integer({ minimum: 0 }), { maxItems: 32, description: 'Swiss body numbers; default Sun and Mercury-Pluto (0, 2-9); the Moon (1), nodes, Lilith, Chiron and asteroids on request' })),
  }),
  response: Type.Object({
    events: Type.Array(Type.Object({
      id: Type.Integer({ description: 'Swiss Ephemeris body number' }),
      slug: Type.String(),
      name: Type.String({ description: "in the answer's language" }),
      fromSign: Type.Integer({ minimum: 1, maximum: 12, description: 'Aries 1 ... Pisces 12' }),
      fromSignName: Type.String(),
      toSign: Type.Integer({ minimum: 1, maximum: 12 }),
      toSignName: Type.String(),
      at: Instant('ISO 8601 instant to the second, +00:00 (the request names no zone)'),
      julianDayUT: Type.Number(),
      retrograde: Type.Boolean({ description: 'entered moving backwards' }),
    })),
    count: Type.Integer(),
  }),
  examples: [
    { name: '2024', body: { startDate: '2024-01-01', endDate: '2024-12-31' } },
    { name: 'moon-january', body: { startDate: '2024-01-01', endDate: '2024-01-31', planetIds: [1] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => signIngresses(body, services, lang),
});
