import { Type } from '@sinclair/typebox';
import { birthData, DateString, Ephemeris, TimeZones, defineOperation, Instant, PositionMembers } from '@celestial/core';
import { transitLunations } from '../lib/transits.js';
import { AspectRef, NatalPointRef } from '../transits.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/transits/lunations',
  summary: 'New and full moons in a range placed in the natal chart: natal house, contacts to natal points, eclipses',
  description:
    'New and full moons: roots of lambda_Moon - lambda_Sun = 0 / 180 (swe_calc_ut; findLunations, core/src/astro/events.ts, 6-hour brackets, Brent to < 0.01 s). The Moon\'s longitude in the chart\'s zodiac is placed in the natal houses by cusp comparison; contacts: conjunctions, squares and oppositions to the natal points (as /chart, plus Ascendant and MC) within `orb` (default 3). isEclipse: swe_sol_eclipse_when_glob (new moon) or swe_lun_eclipse_when (full moon, penumbral included), searched from one day before, finds a maximum within 12 hours. Range at most 2 years, years 1000-2999. Eclipse analysis is /eclipse-analysis.',
  body: birthData({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 2 years after startDate' }),
    orb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 15, default: 3 })),
  }),
  response: Type.Object({
    lunations: Type.Array(Type.Object({
      kind: Type.Union([Type.Literal('new'), Type.Literal('full')]),
      at: Instant("the lunation, at the birth moment's UTC offset"),
      julianDayUT: Type.Number(),
      ...PositionMembers,
      natalHouse: Type.Integer({ minimum: 1, maximum: 36 }),
      isEclipse: Type.Boolean(),
      contacts: Type.Array(Type.Object({ point: NatalPointRef, aspect: AspectRef, angle: Type.Number(), orb: Type.Number() })),
    })),
    count: Type.Integer(),
  }),
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, startDate: '2024-01-01', endDate: '2024-12-31' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => transitLunations(body, services, lang),
});
