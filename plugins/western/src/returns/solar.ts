import { Type } from '@sinclair/typebox';
import { AspectItem, birthData, Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { solarReturn } from '../lib/time-events.js';
import { CuspItem, Moment, Settings } from '../lib/schemas.js';
import { ReturnLocation, ReturnMoment, ReturnPlanet } from '../lib/returns-schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/returns/solar',
  summary: 'Solar return: the exact instant the Sun comes back to its natal longitude in a year, and its chart',
  description:
    'The root of wrap(lambda_Sun(t) - natal lambda_Sun) near the birthday in `year` (swe_calc_ut; bracketed and refined by Brent to < 0.01 s, core/src/astro/events.ts; the Sun never retrogrades: one root). precessed = the sidereal return of Cyril Fagan: the same root on Fagan-Bradley sidereal longitudes (SE_SIDM_FAGAN_BRADLEY) for both the transiting and the natal Sun. The chart is cast at `location` (default the birth place) with swe_houses_ex in the birth data\'s house system and zodiac; return planets are also placed in the natal houses; aspectsToNatal: Ptolemaic aspects, planet1 = return body, planet2 = natal body (natal bodies fixed), default orbs. Years 1000-2999.',
  body: birthData({
    year: Type.Integer({ minimum: 1000, maximum: 2999 }),
    location: Type.Optional(ReturnLocation),
    precessed: Type.Optional(Type.Boolean({ default: false })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    returnMoment: ReturnMoment,
    natalSunLongitude: Type.Number(),
    zodiac: Type.Object({
      type: StringEnum(['tropical', 'sidereal'] as const, { description: 'the longitudes the return was timed on' }),
      ayanamsa: Type.Union([Type.Object({ slug: Type.String({ description: 'fagan-bradley' }), name: Type.String({ description: "the ayanamsa in the answer's language" }) }), Type.Null()], { description: "a precessed return's ayanamsa (Fagan-Bradley); null otherwise (a sidereal chart's own ayanamsa is in settings)" }),
    }),
    planets: Type.Array(ReturnPlanet),
    houses: Type.Array(CuspItem),
    angles: Type.Object({ ascendant: Type.Number(), mc: Type.Number() }),
    returnAscendantNatalHouse: Type.Integer({ minimum: 1, maximum: 36 }),
    aspectsToNatal: Type.Array(AspectItem),
  }),
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, year: 2024 } },
    { name: 'relocated-precessed', body: { date: '1990-07-15', time: '09:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0, year: 2024, precessed: true, location: { latitude: 40.71, longitude: -74.01, timezone: 'America/New_York' } } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => solarReturn(body, services, lang),
});
