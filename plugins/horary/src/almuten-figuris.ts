import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { almutenFigurisAnswer } from './lib/techniques.js';
import { Echo, PlanetRef } from './lib/schemas.js';
import { LONDON_QUESTION } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/horary/almuten-figuris',
  summary: "The almuten of the figure (Ibn Ezra, in Zoller's scheme)",
  description: "Ibn Ezra's almuten of the figure (The Beginning of Wisdom) as Robert Zoller presents it: essential dignity points (domicile 5, exaltation 4, triplicity 3 to the Dorothean lord of the chart's sect, term 2 by the Egyptian bounds, face 1) each planet holds over the Sun, Moon, Ascendant, Lot of Fortune and prenatal syzygy degrees (a full moon's by the luminary above the horizon); plus house strength 1st 12, 10th 11, 7th 10, 4th 9, 11th 8, 5th 7, 9th 6, 8th 5, 3rd 4, 2nd 3, 6th 2, 12th 1 (core's table); plus 7 for the day ruler and 6 for the hour ruler (none where the Sun does not rise or set).",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    places: Type.Object({ sun: Type.Number(), moon: Type.Number(), ascendant: Type.Number(), fortune: Type.Number(), prenatalSyzygy: Type.Number() }),
    dayRuler: Type.Union([PlanetRef, Type.Null()]),
    hourRuler: Type.Union([PlanetRef, Type.Null()]),
    ranking: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), essentialPoints: Type.Number(), housePoints: Type.Number(), dayHourPoints: Type.Number(), total: Type.Number() }), { minItems: 7, maxItems: 7 }),
    almuten: PlanetRef,
  }),
  examples: [{ name: 'london', body: LONDON_QUESTION }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => almutenFigurisAnswer(body, services, lang),
});
