import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers, StringEnum } from '@celestial/core';
import { triplicityAnswer } from './lib/places.js';
import { Echo, PlanetRef } from './lib/natal.js';
import { KYIV_BIRTH, NIGHT_BIRTH } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/triplicity-rulers',
  summary: 'Dorothean triplicity lords (day, night, participating) of each planet, angle and the Lot of Fortune',
  description:
    "Dorotheus, Carmen Astrologicum I.1: fire Sun, Jupiter, Saturn; earth Venus, Moon, Mars; air Saturn, Mercury, Jupiter; water Venus, Mars, Moon (day, night, participating). The lord in charge follows the chart's sect (day: the day lord).",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    sect: StringEnum(['day', 'night'] as const),
    points: Type.Array(Type.Object({
      slug: Type.String(), name: Type.String(), ...PositionMembers,
      element: Type.Object({ slug: StringEnum(['fire', 'earth', 'air', 'water'] as const), name: Type.String() }),
      dayLord: PlanetRef, nightLord: PlanetRef, participatingLord: PlanetRef, lordInCharge: PlanetRef,
    }), { minItems: 10, maxItems: 10 }),
  }),
  examples: [{ name: 'day', body: KYIV_BIRTH }, { name: 'night', body: NIGHT_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => triplicityAnswer(body, services, lang),
});
