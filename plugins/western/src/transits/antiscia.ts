import { Type } from '@sinclair/typebox';
import { birthData, BodyIdList, DateString, Ephemeris, StringEnum, TimeZones, defineOperation, Warnings, Instant } from '@celestial/core';
import { transitAntiscia } from '../lib/transit-triggers.js';
import { NatalPointRef } from '../transits.js';
import { KYIV_BIRTH } from '../lib/examples.js';
import { BodyRefSchema, withBodyRefs, withWarnings } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/transits/antiscia',
  summary: 'Transits to the natal antiscia and contra-antiscia: every exact pass in a date range',
  description:
    'Transiting bodies reaching the antiscion (180 - lambda) and contra-antiscion (360 - lambda) of the natal Sun-Pluto, Ascendant and MC (core/src/astro/antiscia.ts), longitudes in the chart\'s zodiac: one sampled track per transiting body (Moon 12 h, Sun 4 days, Mercury 3, Venus and Mars 4, Jupiter onward 8; stations located and inserted, so retrograde triple passes are all bracketed), each root refined to < 1 s as /transit-calendar (core/src/astro/crossings.ts). Lilly, Christian Astrology (1647) pp. 90-92: an antiscion of a benefic is of the nature of a sextile or trine, a contra-antiscion of a square or opposition. Default transiting bodies Sun and Mercury-Pluto. Range at most one year, years 1000-2999.',
  body: birthData({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most one year after startDate' }),
    transitPlanetIds: Type.Optional(BodyIdList),
  }),
  response: Type.Object({
    events: Type.Array(Type.Object({
      transitPlanet: BodyRefSchema, transitPlanetId: Type.Integer(),
      natalPoint: NatalPointRef,
      kind: StringEnum(['antiscion', 'contra-antiscion'] as const),
      targetLongitude: Type.Number({ minimum: 0, maximum: 360 }),
      exactAt: Instant("to the second, at the birth moment's UTC offset"), julianDayUT: Type.Number(),
      retrograde: Type.Boolean(),
    })),
    count: Type.Integer(),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, startDate: '2024-01-01', endDate: '2024-12-31' } },
    { name: 'outer-planets', body: { ...KYIV_BIRTH, startDate: '2024-01-01', endDate: '2024-12-31', transitPlanetIds: [5, 6, 7, 8, 9] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withWarnings(transitAntiscia(body, services, lang), lang), lang),
});
