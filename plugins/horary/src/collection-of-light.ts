import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Instant, TimeZones, defineOperation } from '@celestial/core';
import { collectionOfLight } from './lib/techniques.js';
import { AspectRef, Echo, HouseQuestion, PlanetRef } from './lib/schemas.js';
import { LONDON_QUESTION } from './lib/examples.js';

const Significators = Type.Object({ querent: PlanetRef, quesited: PlanetRef });

export default defineOperation({
  method: 'POST',
  path: '/horary/collection-of-light',
  summary: "Collection of light: a slower planet receives the aspects of both significators",
  description: "Lilly's collection of light (Christian Astrology Book I): the significators do not perfect with each other (as /horary/perfection judges), but both apply to a heavier (slower) planet and perfect with it before it or they change sign; the collector's reception of each by essential dignity reported (Lilly requires it to receive them).",
  body: birthData(HouseQuestion),
  response: Type.Object({
    ...Echo,
    significators: Significators,
    directlyPerfects: Type.Boolean(),
    found: Type.Boolean(),
    collections: Type.Array(Type.Object({
      collector: PlanetRef,
      fromQuerent: Type.Object({ aspect: AspectRef, daysToPerfect: Type.Number(), date: Instant() }),
      fromQuesited: Type.Object({ aspect: AspectRef, daysToPerfect: Type.Number(), date: Instant() }),
      receivesBoth: Type.Boolean(),
    })),
  }),
  examples: [{ name: 'seventh', body: { ...LONDON_QUESTION, quesitedHouse: 7 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => collectionOfLight(body, services, lang),
});
