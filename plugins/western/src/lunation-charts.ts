import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Latitude, Longitude, Moment, Settings, StringEnum, TimeZones, defineOperation, Instant, PositionMembers } from '@celestial/core';
import { HOUSE_SYSTEM_CODES } from '@celestial/core/astro';
import { lunationCharts } from './lib/transits.js';

export default defineOperation({
  method: 'POST',
  path: '/lunation-charts',
  summary: 'Lunation charts: each new (and full) moon in a range cast for a place, with the house of the lunation',
  description:
    'Each new and full moon (roots of the elongation lambda_Moon - lambda_Sun = 0 / 180, swe_calc_ut; findLunations, core/src/astro/events.ts) cast as a chart for the place (swe_houses_ex, tropical, house system default Placidus): the house the lunation falls in is read for the month (Baigent, Campion and Harvey, Mundane Astrology, 1984). Range at most one year, years 1000-2999. kinds default both.',
  body: Type.Object({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most one year after startDate' }),
    latitude: Latitude,
    longitude: Longitude,
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { default: 0 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA zone name or auto (from the coordinates); wins over timezoneOffset' })),
    houseSystem: Type.Optional(StringEnum(HOUSE_SYSTEM_CODES, { default: 'P' })),
    kinds: Type.Optional(Type.Array(StringEnum(['new', 'full'] as const), { minItems: 1, maxItems: 2, uniqueItems: true })),
  }),
  response: Type.Object({
    settings: Settings,
    charts: Type.Array(Type.Object({
      kind: Type.Union([Type.Literal('new'), Type.Literal('full')]),
      moment: Moment,
      at: Instant("the lunation at the zone's offset"),
      ...PositionMembers,
      lunationHouse: Type.Integer({ minimum: 1, maximum: 36 }),
      ascendant: Type.Number(),
      mc: Type.Number(),
      planets: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), ...PositionMembers, house: Type.Integer({ minimum: 1, maximum: 36 }) })),
    })),
    count: Type.Integer(),
  }),
  examples: [
    { name: 'kyiv-2024-h1', body: { startDate: '2024-01-01', endDate: '2024-06-30', latitude: 50.45, longitude: 30.52, timezone: 'Europe/Kyiv' } },
    { name: 'london-new-moons', body: { startDate: '2024-01-01', endDate: '2024-12-31', latitude: 51.5, longitude: -0.12, kinds: ['new'], houseSystem: 'W' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => lunationCharts(body, services, lang),
});
