import { Type } from '@sinclair/typebox';
import { birthData, BodyIdList, DateString, Ephemeris, StringEnum, TimeZones, defineOperation, Warnings, Instant } from '@celestial/core';
import { transitDeclinations } from '../lib/transit-triggers.js';
import { KYIV_BIRTH } from '../lib/examples.js';
import { BodyRefSchema, withBodyRefs, withWarnings } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/transits/declination',
  summary: 'Declination transits: transiting bodies parallel or contra-parallel the natal declinations, with orb entry and exit',
  description:
    'Roots of delta_t(t) - delta_n (parallel) and delta_t(t) + delta_n (contra-parallel): transiting apparent declinations of date (swe_calc_ut SEFLG_EQUATORIAL | SEFLG_SPEED) against the natal declinations of Sun-Pluto (the same) and of the Ascendant and MC (delta = asin(sin eps sin lambda), true obliquity), Kt Boehrer, Declination: The Other Dimension (1994). One sampled track per transiting body (daily, the Moon every 6 hours; turning points of the declination located and inserted, so both passes near a solstice-like turn are bracketed), each root refined to < 1 s (core/src/astro/crossings.ts); enterAt / leaveAt are the crossings of target -+ orb around each exact pass (the track runs 60 days past the range ends, the Moon 2; null beyond). Default transiting bodies Sun and Mercury-Pluto; orb default 1 deg. Range at most one year, years 1000-2999.',
  body: birthData({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most one year after startDate' }),
    transitPlanetIds: Type.Optional(BodyIdList),
    orb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 5, default: 1 })),
  }),
  response: Type.Object({
    orb: Type.Number(),
    events: Type.Array(Type.Object({
      transitPlanet: BodyRefSchema, transitPlanetId: Type.Integer(),
      natalPoint: Type.Object({ id: Type.Union([Type.Integer(), Type.Null()], { description: 'Swiss body number; null for the Ascendant and MC' }), slug: Type.String(), name: Type.String(), declination: Type.Number() }),
      kind: StringEnum(['parallel', 'contra-parallel'] as const),
      enterAt: Type.Union([Instant(), Type.Null()]),
      exactAt: Instant("to the second, at the birth moment's UTC offset"),
      leaveAt: Type.Union([Instant(), Type.Null()]),
      julianDayUT: Type.Number(),
      transitDeclination: Type.Number(),
    })),
    count: Type.Integer(),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, startDate: '2024-01-01', endDate: '2024-12-31' } },
    { name: 'moon-march', body: { ...KYIV_BIRTH, startDate: '2024-03-01', endDate: '2024-03-31', transitPlanetIds: [1], orb: 0.5 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withWarnings(transitDeclinations(body, services, lang), lang), lang),
});
