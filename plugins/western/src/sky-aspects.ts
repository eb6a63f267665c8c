import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs, AspectNamingSchema, withAspectRefs } from './lib/vocabulary.js';
import { AspectAngleList, BodyIdList, DateString, Ephemeris, TimeZones, defineOperation, Instant } from '@celestial/core';
import { skyAspects } from './lib/sky-calendars.js';

export default defineOperation({
  method: 'POST',
  path: '/sky-aspects',
  summary: 'Mundane aspects: exact aspects between transiting planets in a date range, every pass of a retrograde loop',
  description:
    'Roots of lambda1(t) - lambda2(t) -+ angle (apparent tropical longitudes, swe_calc_ut with SEFLG_SPEED) for each pair of bodies: one sampled track of the separation per pair (step the faster body\'s: Moon 12 h, Mercury 3 days, others at most 4; stations of the separation located and inserted, so the separation is monotonic between samples and retrograde triple passes are all bracketed), each root refined to < 1 s (Newton safeguarded by the bracket, Brent fallback; core/src/astro/crossings.ts). Default bodies Sun and Mercury-Pluto (the Moon\'s aspects are /moon-aspects), default angles 0, 60, 90, 120, 180. Range at most one year, years 1000-2999.',
  body: Type.Object({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most one year after startDate' }),
    planetIds: Type.Optional(BodyIdList),
    aspectAngles: Type.Optional(AspectAngleList),
  }),
  response: Type.Object({
    aspects: Type.Array(Type.Object({
      planet1: BodyRefSchema, planet1Id: Type.Integer(), planet2: BodyRefSchema, planet2Id: Type.Integer(),
      aspect: AspectNamingSchema, angle: Type.Number(),
      exactAt: Instant('to the second; the range is UT dates, so +00:00'), julianDayUT: Type.Number(),
      longitude1: Type.Number({ minimum: 0, maximum: 360 }), longitude2: Type.Number({ minimum: 0, maximum: 360 }),
      retrograde1: Type.Boolean(), retrograde2: Type.Boolean(),
    })),
    count: Type.Integer(),
  }),
  examples: [
    { name: '2024', body: { startDate: '2024-01-01', endDate: '2024-12-31' } },
    { name: 'jupiter-uranus-conjunction', body: { startDate: '2024-04-01', endDate: '2024-05-31', planetIds: [5, 7], aspectAngles: [0] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withAspectRefs(withBodyRefs(skyAspects(body, services, lang), lang), lang),
});
