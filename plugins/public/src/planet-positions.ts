import { Type } from '@sinclair/typebox';
import { Ephemeris, Instant, defineOperation } from '@celestial/core';
import { publicPlanetPositions } from './lib/public.js';
import { InstantQuery, Named, Position } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/public/planet-positions',
  summary: 'Sun to Pluto and the mean node at an instant: longitude, sign, degree, speed, retrograde',
  description: 'Geocentric apparent tropical longitudes and speeds from swe_calc_ut for one instant (no houses: no place needed). Keyless.',
  query: InstantQuery,
  response: Type.Object({
    timestamp: Instant(),
    planets: Type.Array(Type.Object({ ...Named, ...Position.properties, speed: Type.Number({ description: 'degrees per day' }), retrograde: Type.Boolean() }), { minItems: 11, maxItems: 11 }),
  }),
  examples: [{ name: 'j2000', query: { date: '2000-01-01', time: '12:00:00', tz: 0 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ query, lang }, { ephemeris }) => publicPlanetPositions(query, ephemeris, lang),
});
