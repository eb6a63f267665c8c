import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs } from './lib/vocabulary.js';
import { birthData, Ephemeris, Instant, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { planetaryHoursAt } from './lib/sky.js';
import { Moment, Settings } from './lib/schemas.js';

const PLANET = Type.Composite([BodyRefSchema], { description: 'one of the seven classical planets, Saturn to the Moon, by reference' });
const Hour = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 24 }),
  ruler: PLANET,
  kind: StringEnum(['day', 'night'] as const),
  start: Instant('at the offset of the request moment'),
  end: Instant('at the offset of the request moment'),
});

export default defineOperation({
  method: 'POST',
  path: '/planetary-hours',
  summary: 'Planetary hours of the day at a moment and place: the current hour, the day ruler and all 24 unequal hours',
  description:
    'Unequal hours: sunrise to sunset (swe_rise_trans, the Sun\'s upper limb with standard refraction) in 12 day hours, sunset to the next sunrise in 12 night hours. The first hour is ruled by the weekday\'s planet (Sunday Sun ... Saturday Saturn), the rest in Chaldean order (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon). The planetary day begins at sunrise: a moment before sunrise falls in the previous weekday\'s night hours. Where the Sun does not rise or set (polar day or night): 422 CALCULATION_ERROR. The live feed is /stream/planetary-hour-changes.',
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    dayRuler: PLANET,
    hour: Hour,
    sunrise: Instant('the sunrise opening the planetary day, at the offset of the request moment'),
    sunset: Instant('its sunset'),
    nextSunrise: Instant('the sunrise closing it'),
    hours: Type.Array(Hour, { minItems: 24, maxItems: 24 }),
  }),
  examples: [
    { name: 'kyiv-afternoon', body: { date: '2024-06-21', time: '15:00:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 } },
    { name: 'before-sunrise', body: { date: '2024-01-07', time: '05:00:00', timezone: 'Europe/London', latitude: 51.5, longitude: -0.12 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(planetaryHoursAt(body, services, lang), lang),
});
