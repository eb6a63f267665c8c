import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Instant, TimeZones, defineOperation, PositionMembers } from '@celestial/core';
import { radicalityAnswer } from './lib/answers.js';
import { Echo, PlanetRef } from './lib/schemas.js';
import { LONDON_QUESTION } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/horary/radicality',
  summary: 'Whether the figure is radical: the planetary hour ruler agrees with the Ascendant\'s lord (Lilly p. 121)',
  description:
    "Unequal planetary hours (sunrise to sunset in 12, sunset to sunrise in 12; upper limb with refraction), the day ruler by weekday, the hour rulers in Chaldean order from it; radical when the hour lord and the ASC lord are one planet, or the hour lord is a triplicity lord of the ASC's sign (Lilly's table: fire Sun/Jupiter, earth Venus/Moon, air Saturn/Mercury, water Mars), or both share one nature (Saturn and Mercury cold-dry, Jupiter hot-moist, Mars and Sun hot-dry, Venus and Moon cold-moist). CALCULATION_ERROR where the Sun does not rise or set.",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    isDaytime: Type.Boolean(),
    dayRuler: PlanetRef,
    hourNumber: Type.Integer({ minimum: 1, maximum: 12, description: 'the hour of the day or of the night' }),
    hourRuler: PlanetRef,
    hourStart: Instant(),
    hourEnd: Instant(),
    ascendant: Type.Object(PositionMembers),
    ascLord: PlanetRef,
    agreement: Type.Object({ samePlanet: Type.Boolean(), sameTriplicity: Type.Boolean(), sameNature: Type.Boolean() }),
    radical: Type.Boolean(),
  }),
  examples: [{ name: 'london', body: LONDON_QUESTION }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => radicalityAnswer(body, services, lang),
});
