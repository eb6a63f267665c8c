import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers, StringEnum, Warnings } from '@celestial/core';
import { temperament } from './lib/temperament.js';
import { Moment, Settings } from './lib/schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { BodyRefSchema, withWarnings } from './lib/vocabulary.js';

const Temperament = StringEnum(['choleric', 'sanguine', 'melancholic', 'phlegmatic'] as const);
const Planet = StringEnum(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const, { description: 'a classical planet, by slug' });
const Count = Type.Integer({ minimum: 0 });

export default defineOperation({
  method: 'POST',
  path: '/temperament',
  summary: 'Traditional temperament (choleric, sanguine, melancholic, phlegmatic) from the qualities of the chart\'s testimonies',
  description:
    'Testimonies (William Lilly, Christian Astrology III; Dorian Gieseler Greenbaum, Temperament: Astrology\'s Forgotten Key, 2005): the Ascendant sign; the sign of the Ascendant\'s lord; each of the seven planets in the 1st house; the Moon\'s sign; the Moon\'s phase (new to first quarter hot-moist, to full hot-dry, to last quarter cold-dry, to new cold-moist); the season of the Sun\'s sign (Aries-Gemini spring hot-moist, summer hot-dry, autumn cold-dry, winter cold-moist); the lord of the geniture (almuten of the figure after Ibn Ezra: essential dignities at Sun, Moon, Ascendant, Fortune and the prenatal syzygy, plus house, day and hour rulers). Planets: Saturn cold-dry, Jupiter hot-moist, Mars and Sun hot-dry, Venus and Moon cold-moist, Mercury that of its sign; signs by element. One vote per testimony on each axis; a tie goes to the Ascendant sign; hot-dry choleric, hot-moist sanguine, cold-dry melancholic, cold-moist phlegmatic. Secondary: the axis won by the smaller margin flipped (the moist/dry axis on equal margins).',
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    qualities: Type.Object({ hot: Count, cold: Count, moist: Count, dry: Count }),
    temperament: Temperament,
    secondary: Temperament,
    tiesBrokenByAscendant: Type.Object({ heat: Type.Boolean(), humidity: Type.Boolean() }),
    testimonies: Type.Array(Type.Object({
      factor: StringEnum(['ascendant', 'ascendant-lord', 'planet-in-first', 'moon-sign', 'moon-phase', 'season', 'lord-of-geniture'] as const),
      point: BodyRefSchema,
      sign: Type.Optional(PositionMembers.sign),
      signName: Type.Optional(PositionMembers.signName),
      house: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: 'planet-in-first: the house' })),
      elongation: Type.Optional(Type.Number({ minimum: 0, maximum: 360, description: "moon-phase: the Moon's distance from the Sun in the order of the signs, degrees" })),
      detail: Type.String({ description: "the testimony in the answer's language" }),
      qualities: Type.Object({ heat: StringEnum(['hot', 'cold'] as const), humidity: StringEnum(['moist', 'dry'] as const) }),
    })),
    lordOfGeniture: Type.Object({
      planet: Planet,
      scores: Type.Array(Type.Object({ planet: Planet, essential: Count, house: Count, day: Count, hour: Count, total: Count })),
    }),
    warnings: Warnings,
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withWarnings(temperament(body, services, lang), lang),
});
