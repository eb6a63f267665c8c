import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Instant, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { prohibition } from './lib/techniques.js';
import { AspectRef, Echo, HouseQuestion, PlanetRef } from './lib/schemas.js';
import { LONDON_QUESTION } from './lib/examples.js';

const Significators = Type.Object({ querent: PlanetRef, quesited: PlanetRef });

export default defineOperation({
  method: 'POST',
  path: '/horary/prohibition',
  summary: "Prohibition and frustration: third planets perfecting with a significator before the significators perfect",
  description: "All exact aspects of third planets with either significator timed before the significators' own next perfection (roots of the longitude differences): prohibition = a third planet perfects with the swifter (applying) significator first; frustration = the slower significator perfects with another planet before the swifter reaches it (Lilly, Christian Astrology Book I).",
  body: birthData(HouseQuestion),
  response: Type.Object({
    ...Echo,
    significators: Significators,
    mainPerfection: Type.Union([Type.Object({ aspect: AspectRef, date: Instant(), perfects: Type.Boolean({ description: 'in orbs and before a sign change or station, as /horary/perfection' }) }), Type.Null()]),
    blocked: Type.Boolean(),
    impediments: Type.Array(Type.Object({ type: StringEnum(['prohibition', 'frustration'] as const), planet: PlanetRef, withSignificator: PlanetRef, aspect: AspectRef, date: Instant(), daysBeforeMain: Type.Number() })),
  }),
  examples: [{ name: 'seventh', body: { ...LONDON_QUESTION, quesitedHouse: 7 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => prohibition(body, services, lang),
});
