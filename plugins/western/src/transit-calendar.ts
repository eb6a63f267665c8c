import { Type } from '@sinclair/typebox';
import { AspectAngleList, birthData, BodyIdList, DateString, Ephemeris, TimeZones, defineOperation, Instant, Warnings, PositionMembers } from '@celestial/core';
import { transitCalendar } from './lib/transits.js';
import { AspectRef, NatalPointRef } from './transits.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { BodyRefSchema, withBodyRefs, withWarnings, withSignNumbers } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/transit-calendar',
  summary: 'Transit calendar: every transit-to-natal aspect perfecting in a date range, with orb entry, all exact passes and orb exit',
  description:
    'Roots of lambda_transit(t) - (lambda_natal -+ angle) (each angle other than 0 and 180 on both sides), transiting longitudes from swe_calc_ut in the chart\'s zodiac. Brackets from the body\'s speed: one sampled track per transiting body (Moon 12 h, Sun 4 days, Mercury 3, Venus and Mars 4, Jupiter onward 8; every step shorter than the shortest retrograde run, stations located and inserted as samples, so between samples the longitude is monotonic and retrograde triple passes are all bracketed); each root refined to < 1 s (Newton safeguarded by the bracket, Brent fallback; core/src/astro/crossings.ts). Orb entry and exit are the crossings of target -+ orb on the same track; one event per series (orb entry to exit) with all its exact passes, listed when a pass falls in the range (the track runs past the range ends so a series keeps its real entry and exit; null beyond). Natal targets: Sun-Pluto, Ascendant, MC by default; planetIds replaces them (bodies only). Range at most 366 days, years 1000-2999.',
  body: birthData({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 366 days after startDate' }),
    transitPlanetIds: Type.Optional(BodyIdList),
    planetIds: Type.Optional(BodyIdList),
    aspectAngles: Type.Optional(AspectAngleList),
    orb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10, default: 1 })),
  }),
  response: Type.Object({
    events: Type.Array(Type.Object({
      transitPlanet: BodyRefSchema,
      transitPlanetId: Type.Integer(),
      natalPoint: NatalPointRef,
      aspect: AspectRef,
      enterOrbAt: Type.Union([Instant("orb entry, at the birth moment's UTC offset"), Type.Null()]),
      exactAt: Type.Array(Instant("an exact pass, at the birth moment's UTC offset"), { minItems: 1, description: 'every exact pass of the series' }),
      leaveOrbAt: Type.Union([Instant("orb exit, at the birth moment's UTC offset"), Type.Null()]),
      retrogradeAtExact: Type.Array(Type.Boolean(), { description: 'per exact pass: the transiting body moving backwards' }),
      transitSign: PositionMembers.sign, transitSignName: PositionMembers.signName,
      natalHouse: Type.Integer({ minimum: 1, maximum: 36 }),
      firstExactJulianDayUT: Type.Number(),
    })),
    count: Type.Integer(),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, startDate: '2024-01-01', endDate: '2024-12-31' } },
    { name: 'moon-one-week', body: { ...KYIV_BIRTH, startDate: '2024-03-01', endDate: '2024-03-07', transitPlanetIds: [1], orb: 2 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withSignNumbers(withWarnings(transitCalendar(body, services, lang), lang), lang), lang),
});
