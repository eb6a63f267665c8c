import { Type } from '@sinclair/typebox';
import { birthData, DateString, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { lunarReturns } from '../lib/time-events.js';
import { ReturnLocation, ReturnMoment, ReturnPlanetBrief } from '../lib/returns-schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';
import { Moment, Settings } from '../lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/returns/lunar',
  summary: 'Lunar returns in a date range (about every 27.3 days), each cast as a chart',
  description:
    'Successive roots of wrap(lambda_Moon(t) - natal lambda_Moon) in the range, bracketed in 6-hour steps and refined by Brent to < 0.01 s on swe_calc_ut longitudes (core/src/astro/events.ts), each cast at `location` (default the birth place) with swe_houses_ex; precessed = Fagan-Bradley sidereal longitudes for the transiting and the natal Moon. Range at most 1 year, years 1000-2999.',
  body: birthData({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 1 year after startDate (inclusive)' }),
    location: Type.Optional(ReturnLocation),
    precessed: Type.Optional(Type.Boolean({ default: false })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    returns: Type.Array(Type.Object({
      moment: ReturnMoment, ascendant: Type.Number(), mc: Type.Number(), moonHouse: Type.Integer({ minimum: 1, maximum: 36 }), planets: Type.Array(ReturnPlanetBrief),
    })),
    count: Type.Integer(),
  }),
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, startDate: '2024-01-01', endDate: '2024-12-31' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => lunarReturns(body, services, lang),
});
