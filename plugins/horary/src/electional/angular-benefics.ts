import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, Latitude, Longitude, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { angularBenefics } from '../lib/electional.js';
import { PlanetRef } from '../lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/electional/angular-benefics',
  summary: 'When Jupiter or Venus rises or culminates at a place: the exact moments and the windows within orbDeg',
  description: "Times when Jupiter or Venus is within orbDeg of the ascending or culminating degree at the place (ASC(t) and MC(t) from swe_houses_ex against the planet's longitude from swe_calc_ut): the difference sampled every three hours (monotonic pieces) and each crossing of -orbDeg, 0 and +orbDeg bracketed and refined on the ephemeris (exact moments and window edges); the electional principle of a strong benefic on an angle (Sahl, On Elections). essentialScore is Lilly's at the exact moment. Range startDate 00:00 to endDate 24:00 local, at most 31 days.",
  body: Type.Object({
    latitude: Latitude, longitude: Longitude,
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()])),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    startDate: DateString, endDate: DateString,
    planets: Type.Optional(Type.Array(StringEnum(['jupiter', 'venus'] as const), { minItems: 1, maxItems: 2 })),
    angles: Type.Optional(Type.Array(StringEnum(['ASC', 'MC'] as const), { minItems: 1, maxItems: 2, description: 'ASC or MC, as the catalogue names them' })),
    orbDeg: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10, default: 3 })),
  }),
  response: Type.Object({
    orbDeg: Type.Number(),
    windows: Type.Array(Type.Object({
      planet: PlanetRef, angle: StringEnum(['asc', 'mc'] as const), exact: Instant(), start: Instant(), end: Instant(),
      planetSign: Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String() }), essentialScore: Type.Number(),
    })),
    count: Type.Integer(),
  }),
  examples: [{ name: 'london-three-days', body: { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', startDate: '2024-05-13', endDate: '2024-05-15' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => angularBenefics(body, services, lang),
});
