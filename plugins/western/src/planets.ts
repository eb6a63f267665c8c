import { Type } from '@sinclair/typebox';
import { birthData, BodyIdList, Ephemeris, TimeZones, defineOperation, Warnings } from '@celestial/core';
import { natalPlanets } from './lib/natal.js';
import { BodyItem, Moment, Settings } from './lib/schemas.js';
import { withWarnings } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/planets',
  summary: 'Body positions only: longitude, latitude, distance, speed, retrograde, sign',
  description: 'swe_calc_ut per body; retrograde when the longitude speed is negative. No houses, no aspects.',
  body: birthData({ visiblePlanetIds: Type.Optional(BodyIdList) }),
  response: Type.Object({
    julianDayUT: Type.Number(),
    moment: Moment,
    settings: Settings,
    planets: Type.Array(BodyItem),
    warnings: Warnings,
  }),
  examples: [
    { name: 'j2000', body: { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0 } },
    { name: 'selected-bodies', body: { date: '1969-07-20', time: '20:17:40', latitude: 28.57, longitude: -80.65, visiblePlanetIds: [0, 1, 15] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withWarnings(natalPlanets(body, services, lang), lang),
});
