import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Instant, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { perfectionAnswer } from './lib/answers.js';
import { AspectRef, Echo, HouseQuestion, PlanetRef } from './lib/schemas.js';
import { LONDON_QUESTION } from './lib/examples.js';

const Dignities = Type.Array(StringEnum(['domicile', 'exaltation', 'triplicity', 'term', 'face'] as const));

export default defineOperation({
  method: 'POST',
  path: '/horary/perfection',
  summary: 'Direct perfection between the significators: the applying aspect, when it perfects, and reception',
  description:
    "Lilly, Christian Astrology Book I (application and perfection): the next exact conjunction or Ptolemaic aspect between the ASC lord and the quesited's lord, a root of their longitude difference (the other body's motion inside the root); it perfects when in orbs now (within the sum of Lilly's moieties: Saturn 5, Jupiter 6, Mars 3.75, Sun 8.5, Venus 4, Mercury 3.5, Moon 6.25) and neither changes sign nor stations first (the strict reading of Frawley, The Horary Textbook, 2005). Searched 40 days ahead when the Moon is a significator, 800 otherwise. Reception: the dignities (Lilly's, Ptolemaic terms) each significator holds at the other's place.",
  body: birthData(HouseQuestion),
  response: Type.Object({
    ...Echo,
    significators: Type.Object({ querent: PlanetRef, quesited: PlanetRef, quesitedHouse: Type.Integer({ minimum: 1, maximum: 12 }) }),
    sameLord: Type.Boolean({ description: 'one planet rules both: no aspect to perfect' }),
    perfects: Type.Boolean(),
    aspect: Type.Union([AspectRef, Type.Null()], { description: 'the next exact aspect between them, null when none within the search' }),
    inOrbs: Type.Boolean(),
    orb: Type.Union([Type.Number(), Type.Null()], { description: 'degrees still to close, now' }),
    daysToPerfect: Type.Union([Type.Number(), Type.Null()]),
    perfectionDate: Type.Union([Instant(), Type.Null()]),
    beforeSignChange: Type.Boolean(),
    beforeStation: Type.Boolean(),
    reception: Type.Object({ querentReceives: Type.Boolean(), quesitedReceives: Type.Boolean(), mutual: Type.Boolean(), querentBy: Dignities, quesitedBy: Dignities }),
  }),
  examples: [{ name: 'seventh', body: { ...LONDON_QUESTION, quesitedHouse: 7 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => perfectionAnswer(body, services, lang),
});
