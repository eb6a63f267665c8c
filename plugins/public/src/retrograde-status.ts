import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, defineOperation } from '@celestial/core';
import { publicRetrogradeStatus } from './lib/public.js';
import { Named } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/public/retrograde-status',
  summary: 'Which planets from Mercury to Pluto are retrograde on a date, and the stations that bound the current or next retrograde',
  description:
    'The sign of each planet\'s longitude speed (swe_calc_ut) at 12:00 UT of the date; the stations (speed = 0) found by core\'s root finder: for a planet retrograde now the station retrograde that began it and the station direct that ends it, otherwise the next retrograde\'s two stations. Instants in UTC (+00:00). Keyless.',
  query: Type.Object({ date: DateString }),
  response: Type.Object({
    date: DateString,
    anyRetrograde: Type.Boolean(),
    planets: Type.Array(Type.Object({
      ...Named,
      retrograde: Type.Boolean(),
      stationRetrogradeAt: Type.Union([Instant(), Type.Null()]),
      stationDirectAt: Type.Union([Instant(), Type.Null()]),
    }), { minItems: 8, maxItems: 8 }),
  }),
  examples: [{ name: 'mercury-retrograde-2024-04', query: { date: '2024-04-10' } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ query, lang }, { ephemeris }) => publicRetrogradeStatus(query, ephemeris, lang),
});
