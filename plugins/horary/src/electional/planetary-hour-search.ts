import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, Latitude, Longitude, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { planetaryHourSearch } from '../lib/electional.js';
import { PlanetRef } from '../lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/electional/planetary-hour-search',
  summary: "The hours of a planet over a range of days, filtered by its motion, combustion and the Moon's void",
  description: "Unequal planetary hours for every day of the range (sunrise and sunset by swe_rise_trans, upper limb with refraction; 12 + 12 divisions; Chaldean order from the weekday's ruler); the requested planet's hours kept and filtered by its direction, its distance from the Sun at the hour's start (combust within 8.5 deg) and the Moon's traditional void of course (Lilly p.112). Range: startDate 00:00 to endDate 24:00 local (the zone's offset at startDate), at most 31 days. CALCULATION_ERROR where the Sun does not rise or set.",
  body: Type.Object({
    latitude: Latitude, longitude: Longitude,
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()])),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    startDate: DateString, endDate: DateString,
    planet: StringEnum(['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon'] as const),
    requireDirect: Type.Optional(Type.Boolean()), requireNotCombust: Type.Optional(Type.Boolean()), excludeVoidMoon: Type.Optional(Type.Boolean()),
  }),
  response: Type.Object({
    planet: PlanetRef,
    hours: Type.Array(Type.Object({
      start: Instant(), end: Instant(), number: Type.Integer({ minimum: 1, maximum: 24, description: '1-12 day hours, 13-24 night hours' }), kind: StringEnum(['day', 'night'] as const),
      dayRuler: PlanetRef, hourRuler: PlanetRef, planetRetrograde: Type.Boolean(), planetCombust: Type.Boolean(), moonVoid: Type.Boolean(),
    })),
    count: Type.Integer(),
  }),
  examples: [{ name: 'venus-week', body: { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', startDate: '2024-05-13', endDate: '2024-05-19', planet: 'venus', excludeVoidMoon: true } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => planetaryHourSearch(body, services, lang),
});
