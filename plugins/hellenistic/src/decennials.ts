import { Type } from '@sinclair/typebox';
import { birthData, Clock, DateString, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { decennialsAnswer } from './lib/timing.js';
import { Echo, PlanetRef, When } from './lib/natal.js';
import { KYIV_BIRTH } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/decennials',
  summary: "Valens' decennials: periods of 10 years 9 months from the sect light, each shared among the seven",
  description:
    "Valens, Anthology IV: periods of 129 months of 30 days per planet, beginning with the sect light and continuing with the planets in the zodiacal order of their natal longitudes from it; each period divided among the seven in the same order from its own lord, each sub-period that planet's minor years in months (Saturn 30, Jupiter 12, Mars 15, Sun 19, Venus 8, Mercury 20, Moon 25 = 129). Eleven periods (about 114 years) from the birth instant.",
  body: birthData({ targetDate: Type.Optional(DateString) }),
  response: Type.Object({
    ...Echo,
    sectLight: PlanetRef,
    order: Type.Array(PlanetRef, { minItems: 7, maxItems: 7 }),
    periods: Type.Array(Type.Object({
      lord: PlanetRef,
      start: When('start'),
      end: When('end'),
      subPeriods: Type.Array(Type.Object({ lord: PlanetRef, months: Type.Integer(), start: When('start'), end: When('end') }), { minItems: 7, maxItems: 7 }),
    })),
    current: Type.Union([Type.Object({ major: PlanetRef, sub: PlanetRef }), Type.Null()], { description: 'at targetDate (default today UTC)' }),
  }),
  examples: [{ name: 'kyiv', body: { ...KYIV_BIRTH, targetDate: '2024-01-01' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => decennialsAnswer(body, services, lang),
});
