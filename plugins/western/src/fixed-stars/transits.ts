import { Type } from '@sinclair/typebox';
import { BodyRefSchema, StarRefSchema, withBodyRefs } from '../lib/vocabulary.js';
import { BodyIdList, DateString, Ephemeris, TimeZones, defineOperation, Instant } from '@celestial/core';
import { fixedStarTransits } from '../lib/sky-calendars.js';
import { StarList } from '../lib/sky-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/fixed-stars/transits',
  summary: 'Transiting planets conjoining fixed stars in longitude: every exact pass in a date range',
  description:
    'Roots of lambda_planet(t) - lambda_star(t): apparent tropical longitudes of the planets (swe_calc_ut) against the stars of date (swe_fixstar2_ut, sefstars.txt; precessing about 50" a year), the star\'s place taken every 15 days and interpolated (good to < 0.5"), then one Newton step on the catalogue\'s exact place. One longitude track per planet (Sun 4 days, Mercury 3, Venus and Mars 4, Jupiter onward 8, the Moon 12 h; stations located and inserted) serves every star, so all passes of a retrograde loop are found, each refined to < 1 s as /transit-calendar (core/src/astro/crossings.ts). Stars: the list given (traditional names or Bayer designations), else the named stars of magnitude <= magnitudeLimit (default 2.0) plus the Behenian fifteen (as /fixed-stars). Default planets Sun and Mercury-Pluto. Range at most 10 years, years 1000-2999.',
  body: Type.Object({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 10 years after startDate' }),
    planetIds: Type.Optional(BodyIdList),
    stars: Type.Optional(StarList),
    magnitudeLimit: Type.Optional(Type.Number({ minimum: -2, maximum: 7, default: 2.0 })),
  }),
  response: Type.Object({
    conjunctions: Type.Array(Type.Object({
      planet: BodyRefSchema, id: Type.Integer({ description: 'Swiss Ephemeris body number' }), slug: Type.String(),
      star: StarRefSchema, bayer: Type.String(), magnitude: Type.Number(),
      starLongitude: Type.Number({ minimum: 0, maximum: 360 }),
      exactAt: Instant('to the second; the range is UT dates, so +00:00'), julianDayUT: Type.Number(),
      retrograde: Type.Boolean(),
    })),
    count: Type.Integer(),
    stars: Type.Integer({ description: 'how many stars were searched' }),
  }),
  examples: [
    { name: '2024', body: { startDate: '2024-01-01', endDate: '2024-12-31' } },
    { name: 'regulus-2024', body: { startDate: '2024-01-01', endDate: '2024-12-31', stars: ['Regulus'], planetIds: [0, 2] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(fixedStarTransits(body, services, lang), lang),
});
