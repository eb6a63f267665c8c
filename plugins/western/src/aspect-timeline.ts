import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, Instant, Warnings } from '@celestial/core';
import { aspectTimeline } from './lib/timing.js';
import { AspectRef, BodyRef, TimelineFields, TimelinePointRef } from './lib/timing-schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { withWarnings } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/aspect-timeline',
  summary: 'Aspect timeline: signed orb curves of every transit-to-natal aspect sampled on a date grid',
  description:
    'Transiting longitudes (swe_calc_ut, the chart\'s zodiac) sampled every stepDays from startDate 0h UT to the end of endDate; for each transiting body, natal point and aspect angle the signed orb at each sample, kept while |orb| <= maxOrb (default 5). Signed orb = signed arc natal -> transit minus the nearer side of the aspect (+angle or -angle): continuous through exactness, positive when the transit is zodiacally past the exact point; |orb| = |separation - angle|. applying: |orb| is shrinking (the transit\'s daily motion against the sign of the orb). Transits Sun, Mercury-Pluto by default; natal Sun-Pluto, Ascendant and MC (planetIds replaces them, bodies only); aspects 0/60/90/120/180 by default. Bounds (SERVICE-SPEC): stepDays one hour to one year, maxOrb <= 30, samples x transiting bodies <= 5000 (else 400 naming stepDays). Grids finer than a body needs read a cubic Hermite track through exact positions and speeds (Moon nodes 0.5 day, Sun-Mars 2, others 4; error < 1e-4 deg).',
  body: birthData(TimelineFields(5)),
  response: Type.Object({
    stepDays: Type.Number(),
    points: Type.Integer({ description: 'ephemeris points of the grid: samples x transiting bodies' }),
    samplesPerBody: Type.Integer(),
    maxOrb: Type.Number(),
    series: Type.Array(Type.Object({
      transitPlanet: BodyRef,
      natalPoint: TimelinePointRef,
      aspect: AspectRef,
      samples: Type.Array(Type.Object({ date: Instant("the sample, at the birth moment's UTC offset"), orb: Type.Number({ description: 'signed, degrees' }), applying: Type.Boolean() })),
    })),
    count: Type.Integer(),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv-2024-weekly', body: { ...KYIV_BIRTH, startDate: '2024-01-01', endDate: '2024-12-31', stepDays: 7, maxOrb: 3, transitPlanetIds: [5, 6, 7, 8, 9] } },
    { name: 'moon-hourly', body: { ...KYIV_BIRTH, startDate: '2024-03-01', endDate: '2024-03-07', stepDays: 1 / 24, transitPlanetIds: [1], planetIds: [0, 1], aspectAngles: [0, 90, 180] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withWarnings(aspectTimeline(body, services, lang), lang),
});
