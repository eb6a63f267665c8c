import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs, AspectNamingSchema, withAspectRefs } from '../lib/vocabulary.js';
import { AspectAngleList, birthData, DateString, Ephemeris, TimeZones, defineOperation, Instant, UtcInstant } from '@celestial/core';
import { heliocentricTransits } from '../lib/transit-variants.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/transits/heliocentric',
  summary: 'Heliocentric transits to the heliocentric natal chart',
  description:
    'Longitudes with SEFLG_HELCTR (Earth in place of the Sun; Mercury to Pluto), in the chart\'s zodiac. Every exact aspect (aspectAngles, default 0, 60, 90, 120, 180; both sides of each angle other than 0 and 180) of a transiting heliocentric body to a natal heliocentric one in the range: roots of lambda_transit(t) - (lambda_natal +- angle) on a sampled track refined to < 1 s (core/src/astro/crossings.ts), as /transit-calendar. Heliocentric planets never retrograde, so each contact is one pass. Range at most 366 days, years 1000-2999. Michael and Margaret Erlewine, Astrophysical Directions (1977).',
  body: birthData({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 366 days after startDate' }),
    aspectAngles: Type.Optional(AspectAngleList),
  }),
  response: Type.Object({
    moment: Type.Object({ utc: UtcInstant('the birth, UTC'), julianDayUT: Type.Number() }),
    natalHeliocentric: Type.Array(Type.Object({ planet: BodyRefSchema, longitude: Type.Number({ minimum: 0, maximum: 360 }) })),
    events: Type.Array(Type.Object({
      transitPlanet: BodyRefSchema, transitPlanetId: Type.Integer(), natalPoint: BodyRefSchema, natalLongitude: Type.Number(),
      aspect: AspectNamingSchema, angle: Type.Number(), exactAt: Instant("to the second, at the birth moment's UTC offset"), julianDayUT: Type.Number(),
    })),
    count: Type.Integer(),
  }),
  examples: [{ name: 'kyiv-2024', body: { ...KYIV_BIRTH, startDate: '2024-01-01', endDate: '2024-12-31' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withAspectRefs(withBodyRefs(heliocentricTransits(body, services, lang), lang), lang),
});
