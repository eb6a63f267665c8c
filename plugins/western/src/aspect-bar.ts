import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, Instant, Warnings } from '@celestial/core';
import { aspectBar } from './lib/timing.js';
import { AspectRef, BodyRef, TimelineFields, TimelinePointRef } from './lib/timing-schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { withWarnings } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/aspect-bar',
  summary: 'Transit bar graph: the intervals during which each transit-to-natal aspect stays within orb, with exact peaks',
  description:
    'The data of a Solar Fire style bar chart. Transiting longitudes (swe_calc_ut, the chart\'s zodiac) sampled every stepDays from startDate 0h UT to the end of endDate; each run of samples with |orb| <= maxOrb (default 3) is a bar, its start and end refined by bisection to one minute between the last sample outside and the first inside (a bar touching the range end is clipped there: startClipped/endClipped). peaks: every exact pass in the bar (sign change of the signed orb, bisected to one minute, orb about 0); passes counts them (3 for a retrograde triple pass); a bar without an exact pass lists its closest approach instead (golden-section minimum) with passes 0. A pass shorter than one grid step can fall between samples: choose stepDays under the time the body needs to cross 2 x maxOrb. Signed orb, defaults and bounds as /aspect-timeline: stepDays one hour to one year, maxOrb <= 30, samples x transiting bodies <= 5000 (else 400 naming stepDays).',
  body: birthData(TimelineFields(3)),
  response: Type.Object({
    stepDays: Type.Number(),
    points: Type.Integer({ description: 'ephemeris points of the grid: samples x transiting bodies' }),
    maxOrb: Type.Number(),
    bars: Type.Array(Type.Object({
      transitPlanet: BodyRef,
      natalPoint: TimelinePointRef,
      aspect: AspectRef,
      start: Instant("bar start, at the birth moment's UTC offset"),
      end: Instant("bar end, at the birth moment's UTC offset"),
      startJulianDayUT: Type.Number(),
      endJulianDayUT: Type.Number(),
      startClipped: Type.Boolean({ description: 'already in orb at the first sample' }),
      endClipped: Type.Boolean({ description: 'still in orb at the last sample' }),
      peaks: Type.Array(Type.Object({ at: Instant(), julianDayUT: Type.Number(), orb: Type.Number() })),
      passes: Type.Integer({ minimum: 0, description: 'exact passes within the bar' }),
    })),
    count: Type.Integer(),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, startDate: '2024-01-01', endDate: '2024-12-31', stepDays: 1, transitPlanetIds: [5, 6, 7, 8, 9] } },
    { name: 'sun-daily', body: { ...KYIV_BIRTH, startDate: '2024-01-01', endDate: '2024-06-30', stepDays: 0.5, transitPlanetIds: [0], aspectAngles: [0, 90, 180], maxOrb: 1 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withWarnings(aspectBar(body, services, lang), lang),
});
