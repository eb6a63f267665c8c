import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers } from '@celestial/core';
import { heliocentricChart } from '../lib/chart-frames.js';
import { AspectItem, Moment, Settings } from '../lib/schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/chart/heliocentric',
  summary: 'Heliocentric chart: the planets and Earth as seen from the Sun',
  description:
    'swe_calc_ut with SEFLG_HELCTR for Earth (SE_EARTH 14) and Mercury to Pluto: ecliptic longitude and latitude of date, distance from the Sun in AU, daily speed. Earth takes the place of the Sun (heliocentric Earth = geocentric Sun + 180 degrees); the Moon and the nodes are left out (they belong to the Earth). No houses: a heliocentric frame has no horizon. Aspects among the heliocentric longitudes on the /aspects table and orbs. After Michael and Margaret Erlewine, Astrophysical Directions (1977). The birth place only fixes the time zone.',
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    planets: Type.Array(Type.Object({
      id: Type.Integer({ description: 'Swiss Ephemeris body number (14 = Earth)' }),
      slug: Type.String({ description: 'earth, mercury ... pluto' }),
      name: Type.String(),
      ...PositionMembers,
      latitude: Type.Number({ description: 'heliocentric ecliptic latitude, degrees' }),
      distanceAu: Type.Number({ description: 'distance from the Sun, AU' }),
      speed: Type.Number({ description: 'degrees per day in heliocentric longitude (never negative: no retrogradation from the Sun)' }),
    })),
    aspects: Type.Array(AspectItem),
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'j2000', body: { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => heliocentricChart(body, services, lang),
});
