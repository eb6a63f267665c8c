import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { sectAnswer } from './lib/sect.js';
import { Echo, PlanetRef } from './lib/natal.js';
import { KYIV_BIRTH, NIGHT_BIRTH } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/sect',
  summary: 'Sect of the chart: day or night, the sect light, the benefic and malefic of the sect and contrary to it',
  description:
    'Day chart when the Sun is above the horizon by longitude, (lambda Sun - lambda ASC) mod 360 >= 180; the same test for every planet (aboveHorizon). Diurnal sect Sun, Jupiter, Saturn; nocturnal Moon, Venus, Mars; Mercury diurnal as a morning star (longitude behind the Sun), nocturnal as an evening star (Ptolemy, Tetrabiblos I.7; Porphyry, Introduction).',
  body: birthData(),
  response: Type.Object({
    ...Echo,
    sect: StringEnum(['day', 'night'] as const),
    sectLight: PlanetRef,
    beneficOfSect: PlanetRef,
    maleficOfSect: PlanetRef,
    beneficContrary: PlanetRef,
    maleficContrary: PlanetRef,
    planets: Type.Array(Type.Object({
      slug: Type.String(), name: Type.String(), longitude: Type.Number(),
      planetSect: StringEnum(['diurnal', 'nocturnal'] as const),
      inSect: Type.Boolean({ description: "the planet's sect is the chart's" }),
      aboveHorizon: Type.Boolean(),
    }), { minItems: 7, maxItems: 7 }),
    mercury: Type.Object({ morningStar: Type.Boolean(), sect: StringEnum(['diurnal', 'nocturnal'] as const) }),
  }),
  examples: [{ name: 'day', body: KYIV_BIRTH }, { name: 'night', body: NIGHT_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => sectAnswer(body, services, lang),
});
