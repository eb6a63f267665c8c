import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers } from '@celestial/core';
import { topocentricChart } from '../lib/chart-frames.js';
import { Moment, Settings } from '../lib/schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/chart/topocentric',
  summary: 'Topocentric positions: the Sun, Moon and planets seen from the birth place',
  description:
    "swe_set_topo(longitude, latitude, altitude) then swe_calc_ut with SEFLG_TOPOCTR: apparent positions seen from the observer on the Earth's surface instead of the Earth's centre, beside the geocentric longitude; differenceArcsec = topocentric - geocentric longitude (the parallax in longitude). The Moon's parallax reaches about 1 degree (horizontal parallax 54'-61'), the Sun's 8.8 arcseconds, the planets' seconds of arc.",
  body: birthData({ altitude: Type.Optional(Type.Number({ minimum: -500, maximum: 20000, default: 0, description: 'height above sea level, metres' })) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    place: Type.Object({ latitude: Type.Number(), longitude: Type.Number(), altitude: Type.Number() }),
    planets: Type.Array(Type.Object({
      id: Type.Integer(),
      slug: Type.String(),
      name: Type.String(),
      ...PositionMembers,
      latitude: Type.Number({ description: 'topocentric ecliptic latitude' }),
      geocentricLongitude: Type.Number({ minimum: 0, maximum: 360 }),
      geocentricLatitude: Type.Number(),
      differenceArcsec: Type.Number({ description: 'topocentric minus geocentric longitude, arcseconds' }),
    })),
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'quito-high', body: { date: '2010-03-20', time: '06:00:00', timezoneOffset: 0, latitude: -0.18, longitude: -78.47, altitude: 2850 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => topocentricChart(body, services, lang),
});
