import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Instant, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { timing } from './lib/techniques.js';
import { AspectRef, Echo, HouseQuestion, PlanetRef } from './lib/schemas.js';
import { LONDON_QUESTION } from './lib/examples.js';

const Significators = Type.Object({ querent: PlanetRef, quesited: PlanetRef });

export default defineOperation({
  method: 'POST',
  path: '/horary/timing',
  summary: "Timing of perfection by Lilly's rule: degrees to perfection read in days, weeks, months or years by sign and house",
  description: "Lilly's timing rule (Christian Astrology Book II; tabulated in Frawley, The Horary Textbook, 2005): the degrees the applying (swifter) significator must travel to perfection, read in units by its sign and house: cardinal angular days, succedent weeks, cadent months; mutable angular weeks, succedent months, cadent years; fixed angular months, succedent years, cadent indeterminate; the ephemeris date of the exact aspect given for comparison.",
  body: birthData(HouseQuestion),
  response: Type.Object({
    ...Echo,
    significators: Significators,
    perfects: Type.Boolean(),
    applyingPlanet: PlanetRef,
    aspect: Type.Union([AspectRef, Type.Null()]),
    degreesToPerfection: Type.Union([Type.Number(), Type.Null()]),
    signQuality: StringEnum(['cardinal', 'fixed', 'mutable'] as const),
    houseType: StringEnum(['angular', 'succedent', 'cadent'] as const),
    unit: StringEnum(['days', 'weeks', 'months', 'years', 'indeterminate'] as const),
    estimate: Type.Union([Type.Object({ value: Type.Number(), unit: StringEnum(['days', 'weeks', 'months', 'years'] as const) }), Type.Null()]),
    ephemerisPerfectionDate: Type.Union([Instant(), Type.Null()]),
  }),
  examples: [{ name: 'twelfth', body: { ...LONDON_QUESTION, quesitedHouse: 12 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => timing(body, services, lang),
});
