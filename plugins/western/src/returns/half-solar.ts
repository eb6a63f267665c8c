import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { halfSolarReturn } from '../lib/cycles.js';
import { CuspItem, Moment, Settings } from '../lib/schemas.js';
import { ReturnLocation, ReturnMoment, ReturnPlanetBrief } from '../lib/returns-schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/returns/half-solar',
  summary: 'Half-solar (demi-solar) return: the instant the Sun opposes its natal place, half a year after the birthday in `year`, and its chart',
  description:
    'The root of wrap(lambda_Sun(t) - natal lambda_Sun - 180) within 10 days of the birthday in `year` plus half a tropical year (swe_calc_ut longitudes in the chart\'s zodiac; bracketed and refined by Brent to < 0.01 s, core/src/astro/events.ts; the Sun never retrogrades: one root). So a July birthday\'s half return of `year` falls in January of year + 1: the half-year check on the solar return of `year`. The chart is cast at `location` (default the birth place) with swe_houses_ex in the birth data\'s house system. Years 1000-2998.',
  body: birthData({
    year: Type.Integer({ minimum: 1000, maximum: 2998 }),
    location: Type.Optional(ReturnLocation),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    returnMoment: ReturnMoment,
    targetSunLongitude: Type.Number({ description: 'natal Sun + 180' }),
    planets: Type.Array(ReturnPlanetBrief),
    houses: Type.Array(CuspItem),
    angles: Type.Object({ ascendant: Type.Number(), mc: Type.Number() }),
  }),
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, year: 2024 } },
    { name: 'relocated', body: { ...KYIV_BIRTH, year: 2024, location: { latitude: 40.71, longitude: -74.01, timezone: 'America/New_York' } } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => halfSolarReturn(body, services, lang),
});
