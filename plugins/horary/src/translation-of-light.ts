import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Instant, TimeZones, defineOperation } from '@celestial/core';
import { translationOfLight } from './lib/techniques.js';
import { AspectRef, Echo, HouseQuestion, PlanetRef } from './lib/schemas.js';
import { LONDON_QUESTION } from './lib/examples.js';

const Significators = Type.Object({ querent: PlanetRef, quesited: PlanetRef });

export default defineOperation({
  method: 'POST',
  path: '/horary/translation-of-light',
  summary: "Translation of light: a swifter planet carries the light from one significator to the other",
  description: "Lilly's translation of light (Christian Astrology Book I): a planet swifter than both significators has lately separated from one (its last exact aspect to it within the past days, the arc since within the translator's moiety) and applies to the other, perfecting before the translator leaves its sign with no aspect to a third planet between; each aspect a root of the longitude difference.",
  body: birthData(HouseQuestion),
  response: Type.Object({
    ...Echo,
    significators: Significators,
    found: Type.Boolean(),
    translations: Type.Array(Type.Object({
      translator: PlanetRef, separatingFrom: PlanetRef, separatingAspect: AspectRef, separatedAt: Instant(), orbSinceSeparation: Type.Number(),
      applyingTo: PlanetRef, applyingAspect: AspectRef, orb: Type.Number(), completesDate: Instant(),
    })),
  }),
  examples: [{ name: 'seventh', body: { ...LONDON_QUESTION, quesitedHouse: 7 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => translationOfLight(body, services, lang),
});
