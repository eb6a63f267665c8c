import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Instant, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { phasis } from './lib/cycles.js';
import { Echo } from './lib/natal.js';
import { KYIV_BIRTH } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/phasis',
  summary: "The planets' synodic condition at birth: under the beams, morning or evening star, and phasis within days of birth",
  description: "Synodic condition of each planet: under the beams within 15 deg of the Sun; phasis when, within +-windowDays of birth, the planet crosses the 15-degree boundary (emerging from or sinking under the beams: roots of |lambda p - lambda Sun| - 15, core's bracketing and Brent) or stations (a root of its speed); the event nearest birth is reported. Morning star when rising before the Sun (Valens, Anthology; Brennan, Hellenistic Astrology, 2017, on phasis).",
  body: birthData({ windowDays: Type.Optional(Type.Number({ minimum: 1, maximum: 30, default: 7 })) }),
  response: Type.Object({
    ...Echo,
    windowDays: Type.Number(),
    planets: Type.Array(Type.Object({
      slug: Type.String(), name: Type.String(), elongation: Type.Number({ minimum: 0, maximum: 180 }), underBeams: Type.Boolean(), morningStar: Type.Boolean(),
      phasis: Type.Union([Type.Object({ kind: StringEnum(['emerging', 'sinking', 'stationing'] as const), date: Instant(), daysFromBirth: Type.Number() }), Type.Null()]),
    }), { minItems: 6, maxItems: 6 }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => phasis(body, services, lang),
});
