import { Type } from '@sinclair/typebox';
import { Ephemeris, Latitude, Longitude, Moment, Settings, StringEnum, TimeZones, defineOperation, Instant, PositionMembers } from '@celestial/core';
import { BodyRefSchema } from '../lib/vocabulary.js';
import { HOUSE_SYSTEM_CODES } from '@celestial/core/astro';
import { seasonalCharts } from '../lib/sky-calendars.js';

export default defineOperation({
  method: 'POST',
  path: '/ingresses/seasonal-charts',
  summary: 'Cardinal ingress charts: the Sun entering Aries, Cancer, Libra and Capricorn in a year, cast for a place',
  description:
    'The instants the Sun\'s apparent tropical longitude (swe_calc_ut) reaches 0, 90, 180 and 270 deg: crossings found by findIngresses (core/src/astro/events.ts: a daily scan bracketing each multiple of 30 deg, Brent to < 0.01 s; the npm binding has no swe_solcross_ut), each cast for the place with swe_houses_ex (tropical, house system default Placidus). angularPlanets: Sun-Pluto, nodes, Lilith, Chiron within 10 deg of the Ascendant, MC, Descendant or IC (the nearest angle in angularDetails). Mundane practice after Ptolemy, Tetrabiblos II.10, and Baigent, Campion and Harvey, Mundane Astrology (1984). Years 1000-2999.',
  body: Type.Object({
    year: Type.Integer({ minimum: 1000, maximum: 2999 }),
    latitude: Latitude,
    longitude: Longitude,
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { default: 0 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA zone name or auto (from the coordinates); wins over timezoneOffset' })),
    houseSystem: Type.Optional(StringEnum(HOUSE_SYSTEM_CODES, { default: 'P' })),
  }),
  response: Type.Object({
    year: Type.Integer(),
    houseSystem: Type.String(),
    settings: Settings,
    charts: Type.Array(Type.Object({
      kind: StringEnum(['aries', 'cancer', 'libra', 'capricorn'] as const),
      moment: Moment,
      at: Instant("the ingress at the zone's offset"),
      ascendant: Type.Number({ minimum: 0, maximum: 360 }),
      mc: Type.Number({ minimum: 0, maximum: 360 }),
      houses: Type.Array(Type.Number({ minimum: 0, maximum: 360 }), { minItems: 12, maxItems: 12, description: 'cusps 1-12, degrees' }),
      planets: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), ...PositionMembers, house: Type.Integer({ minimum: 1, maximum: 36 }), retrograde: Type.Boolean() })),
      angularPlanets: Type.Array(BodyRefSchema, { description: 'the bodies within 10 deg of an angle, by reference' }),
      angularDetails: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), angle: StringEnum(['ascendant', 'mc', 'descendant', 'ic'] as const), orb: Type.Number() })),
    }), { minItems: 4, maxItems: 4 }),
  }),
  examples: [
    { name: 'kyiv-2024', body: { year: 2024, latitude: 50.45, longitude: 30.52, timezone: 'Europe/Kyiv' } },
    { name: 'washington-2025-equal', body: { year: 2025, latitude: 38.9, longitude: -77.04, timezoneOffset: -5, houseSystem: 'E' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => seasonalCharts(body, services, lang),
});
