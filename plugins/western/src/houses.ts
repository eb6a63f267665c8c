import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers, Warnings } from '@celestial/core';
import { housesAnswer } from './lib/houses-division.js';
import { Moment, Settings } from './lib/schemas.js';
import { KYIV_EXAMPLE } from './lib/houses-schemas.js';
import { withWarnings } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/houses',
  summary: 'House cusps with sizes, and each body’s in-mundo house position',
  description:
    'Cusps from swe_houses_ex for any of the 25 Swiss Ephemeris systems (G: 36 Gauquelin sectors, numbered clockwise). For each body, housePosition is swe_house_pos with its ecliptic latitude (the true in-mundo position, e.g. 10.73 = 73% through the 10th house); houseByLongitude is the same call with latitude 0, identical to cusp comparison, so a body near a cusp can be seen to differ. Placidus, Koch or Gauquelin inside the polar circles: 422 CALCULATION_ERROR.',
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    system: Type.Object({ code: Type.String(), slug: Type.String(), name: Type.String({ description: "in the answer's language" }) }),
    cusps: Type.Array(Type.Object({
      house: Type.Integer({ minimum: 1, maximum: 36 }),
      ...PositionMembers,
      sizeDegrees: Type.Number({ description: 'arc to the next cusp (clockwise for G)' }),
    })),
    planets: Type.Array(Type.Object({
      id: Type.Integer(),
      slug: Type.String(),
      name: Type.String(),
      house: Type.Integer({ minimum: 1, maximum: 36, description: 'integer part of housePosition (in mundo)' }),
      housePosition: Type.Number({ minimum: 1, maximum: 37 }),
      houseByLongitude: Type.Integer({ minimum: 1, maximum: 36, description: 'house of the ecliptic longitude alone (latitude 0): cusp comparison' }),
    })),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv-placidus', body: KYIV_EXAMPLE },
    { name: 'kyiv-gauquelin', body: { ...KYIV_EXAMPLE, houseSystem: 'G' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withWarnings(housesAnswer(body, services, lang), lang),
});
