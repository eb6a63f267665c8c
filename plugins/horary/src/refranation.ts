import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Instant, TimeZones, defineOperation } from '@celestial/core';
import { refranation } from './lib/techniques.js';
import { AspectRef, Echo, HouseQuestion, PlanetRef } from './lib/schemas.js';
import { LONDON_QUESTION } from './lib/examples.js';

const Significators = Type.Object({ querent: PlanetRef, quesited: PlanetRef });

export default defineOperation({
  method: 'POST',
  path: '/horary/refranation',
  summary: "Refranation: a significator stations before the aspect it applies to is exact",
  description: "Lilly's refranation: the significators apply to a Ptolemaic aspect in orbs (within the sum of moieties, the gap closing at their present speeds); when either stations (a root of its longitude speed) before the aspect is exact and the exact aspect does not come first, it refrains. wouldHavePerfected is the linear projection at the present speeds; the retrograde planets at the question are listed.",
  body: birthData(HouseQuestion),
  response: Type.Object({
    ...Echo,
    significators: Significators,
    refranation: Type.Boolean(),
    planet: Type.Union([PlanetRef, Type.Null()]),
    stationDate: Type.Union([Instant(), Type.Null()]),
    stationLongitude: Type.Union([Type.Number(), Type.Null()]),
    wouldHavePerfected: Type.Union([Type.Object({ aspect: AspectRef, date: Instant() }), Type.Null()]),
    retrogradeAtQuestion: Type.Array(PlanetRef),
  }),
  examples: [{ name: 'seventh', body: { ...LONDON_QUESTION, quesitedHouse: 7 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => refranation(body, services, lang),
});
