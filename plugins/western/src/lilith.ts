import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers } from '@celestial/core';
import { lilith } from './lib/points.js';
import { Moment, Settings } from './lib/schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/lilith',
  summary: 'Black Moon Lilith in its versions, with the Waldemath moon and the White Moon',
  description:
    'Lunar apogee: SE_MEAN_APOG (12, mean Black Moon Lilith), SE_OSCU_APOG (13, osculating, "true"), SE_INTP_APOG (21, the "natural" apogee interpolated by Dieter Koch in the Swiss Ephemeris) and SE_INTP_PERG (22, natural perigee, "Priapus"); the hypothetical SE_WALDEMATH (58, the dark moon Georg Waldemath reported in 1898) and SE_WHITE_MOON (56, Selena) from the orbital elements of seorbel.txt. House by cusp comparison in the chart\'s system.',
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    variants: Type.Array(Type.Object({
      slug: Type.String({ description: 'mean-black-moon, true-black-moon, interpolated-apogee, interpolated-perigee, waldemath or white-moon' }),
      id: Type.Integer({ description: 'Swiss Ephemeris body number' }),
      name: Type.String(),
      ...PositionMembers,
      latitude: Type.Number(),
      speed: Type.Number({ description: 'degrees per day' }),
      house: Type.Integer({ minimum: 1, maximum: 36 }),
    }), { minItems: 6, maxItems: 6 }),
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'moshier-range', body: { date: '1700-03-01', time: '12:00:00', timezoneOffset: 0, latitude: 48.85, longitude: 2.35, houseSystem: 'W' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => lilith(body, services, lang),
});
