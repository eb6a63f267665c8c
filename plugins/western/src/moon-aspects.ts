import { Type } from '@sinclair/typebox';
import { AspectAngleList, BodyIdList, Ephemeris, TimeZones, defineOperation, Instant, PositionMembers } from '@celestial/core';
import { moonAspects } from './lib/transits.js';
import { BodyRefSchema, withBodyRefs, withSignNumbers, AspectNamingSchema, withAspectRefs } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/moon-aspects',
  summary: 'Every exact aspect the transiting Moon makes to the planets in a year or a month',
  description:
    'Roots of lambda_Moon(t) - lambda_planet(t) -+ angle (swe_calc_ut, tropical; the planet\'s own motion inside the root): the separation never stations, so one-day samples bracket every root (it moves 10-16 deg a day) and each root is refined to < 1 s (Newton safeguarded by the bracket, Brent fallback; core/src/astro/crossings.ts). The year or month is taken in local time at timezoneOffset; times at the offset, `at` with it written and `localTime` the wall clock alone. year limited to the years the ephemeris search serves (1000-2999).',
  body: Type.Object({
    year: Type.Integer({ minimum: 1000, maximum: 2999, description: 'a year a date can express here: 1000-2999' }),
    month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
    planetIds: Type.Optional(BodyIdList),
    aspectAngles: Type.Optional(AspectAngleList),
    timezoneOffset: Type.Optional(Type.Number({ minimum: -14, maximum: 14, default: 0 })),
  }),
  response: Type.Object({
    aspects: Type.Array(Type.Object({
      at: Instant('the exact aspect at timezoneOffset'), localTime: Type.String(), julianDayUT: Type.Number(),
      planet: BodyRefSchema, id: Type.Integer({ description: 'Swiss Ephemeris body number' }), slug: Type.String(), aspect: AspectNamingSchema, angle: Type.Number(),
      moonLongitude: Type.Number(), moonSign: PositionMembers.sign, moonSignName: PositionMembers.signName, planetLongitude: Type.Number(), planetSign: PositionMembers.sign, planetSignName: PositionMembers.signName,
    })),
    count: Type.Integer(),
  }),
  examples: [
    { name: 'january-2024', body: { year: 2024, month: 1 } },
    { name: 'year-kyiv', body: { year: 2024, timezoneOffset: 2, planetIds: [0, 6] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withAspectRefs(withBodyRefs(withSignNumbers(moonAspects(body, services, lang), lang), lang), lang),
});
