import { Type } from '@sinclair/typebox';
import { birthData, Clock, Ephemeris, StringEnum, TimeZones, defineOperation, Instant, PositionMembers } from '@celestial/core';
import { progressedMoonCycle } from '../lib/cycles.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/life-cycles/progressed-moon',
  summary: 'The secondary-progressed Moon\'s cycle against the natal Moon: squares, oppositions and returns (about every 27.3 years)',
  description:
    'Roots in the ephemeris day d after birth of lambda_Moon(birthJD + d) - natal lambda_Moon - angle for 90, 180, 270 and 360 degrees (swe_calc_ut, the chart\'s zodiac; the Moon\'s track sampled every 12 hours, refined to < 0.1 s, core/src/astro/crossings.ts), mapped to calendar time by a day for a tropical year (365.24219 days of life); returns fall near 27, 55 and 82. progressedMoon: the progressed Moon today (UTC clock), its sign and natal house.',
  body: birthData({ toAge: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100, default: 90 })) }),
  response: Type.Object({
    natalMoonLongitude: Type.Number(),
    toAge: Type.Number(),
    events: Type.Array(Type.Object({
      phase: StringEnum(['waxing-square', 'opposition', 'waning-square', 'return']),
      at: Instant("the instant of life, at the birth moment's UTC offset"),
      age: Type.Number(),
    })),
    count: Type.Integer(),
    progressedMoon: Type.Object({ date: Type.String(), ...PositionMembers, natalHouse: Type.Integer({ minimum: 1, maximum: 36 }) }),
  }),
  examples: [
    { name: 'kyiv', body: { ...KYIV_BIRTH } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => progressedMoonCycle(body, services, lang),
});
