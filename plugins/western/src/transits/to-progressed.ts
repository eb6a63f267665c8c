import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs, AspectNamingSchema, withAspectRefs } from '../lib/vocabulary.js';
import { AspectAngleList, birthData, BodyIdList, DateString, Ephemeris, TimeZones, defineOperation, Instant, UtcInstant } from '@celestial/core';
import { transitsToProgressed } from '../lib/transit-variants.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/transits/to-progressed',
  summary: 'Transits to the secondary-progressed chart: exact aspects of transiting bodies to the moving progressed points',
  description:
    'The targets move: the progressed instant of a calendar instant t is birth JD + (t - birth JD) / 365.24219 (a day for a tropical year), its longitudes from swe_calc_ut; the progressed Ascendant and MC by solar arc in right ascension (natal ARMC + the Sun\'s arc in RA, houses at the birth latitude), as /progressions. Each exact contact is a root of lambda_transit(t) - lambda_progressed(t) - angle on a sampled track refined to < 1 s (core/src/astro/crossings.ts). Transiting bodies: transitPlanetIds, default Sun and Mercury to Pluto; progressed points Sun to Pluto, Ascendant, MC; aspectAngles default 0, 60, 90, 120, 180. Range at most 366 days, not before the birth.',
  body: birthData({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 366 days after startDate' }),
    transitPlanetIds: Type.Optional(BodyIdList),
    aspectAngles: Type.Optional(AspectAngleList),
  }),
  response: Type.Object({
    moment: Type.Object({ utc: UtcInstant('the birth, UTC'), julianDayUT: Type.Number() }),
    events: Type.Array(Type.Object({
      transitPlanet: BodyRefSchema, transitPlanetId: Type.Integer(), progressedPoint: BodyRefSchema,
      aspect: AspectNamingSchema, angle: Type.Number(), exactAt: Instant("to the second, at the birth moment's UTC offset"), julianDayUT: Type.Number(),
      progressedLongitude: Type.Number({ minimum: 0, maximum: 360, description: 'the progressed point at the exact instant' }),
      retrograde: Type.Boolean({ description: 'the separation decreasing through the exact angle (the transiting body retrograde)' }),
    })),
    count: Type.Integer(),
  }),
  examples: [{ name: 'kyiv-2024', body: { ...KYIV_BIRTH, startDate: '2024-01-01', endDate: '2024-12-31' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withAspectRefs(withBodyRefs(transitsToProgressed(body, services, lang), lang), lang),
});
