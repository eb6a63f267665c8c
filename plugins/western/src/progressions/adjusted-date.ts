import { Type } from '@sinclair/typebox';
import { birthData, Clock, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { adjustedDate } from '../lib/progressions.js';
import { Moment } from '../lib/schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/progressions/adjusted-date',
  summary: 'Adjusted calculation date: the day each year whose progressed positions are the ephemeris\'s 0h UT positions',
  description:
    'Margaret Hone, The Modern Text Book of Astrology (1951): the ephemeris at 0h UT of the n-th day after the birth day stands for the calendar instant birth + (n - birth UT hours / 24) x 365.24219 days, i.e. ACD = birthday - (birth UT hours / 24) x one year. table: ages 0-100 (progressedDay = the ephemeris day, adjustedDate = the calendar day it stands for, year = its year); adjustedCalculationDate (MM-DD) and progressedDateForYear for `year` (default this year, UTC).',
  body: birthData({ year: Type.Optional(Type.Integer({ minimum: 1000, maximum: 2999 })) }),
  response: Type.Object({
    moment: Moment,
    birthHourUT: Type.Number(),
    adjustedCalculationDate: Type.String({ pattern: '^\\d{2}-\\d{2}$', description: 'MM-DD' }),
    year: Type.Integer(),
    progressedDateForYear: Type.String({ description: 'YYYY-MM-DD: the ephemeris day whose 0h UT positions are the progressed positions on the adjusted date of `year`' }),
    table: Type.Array(Type.Object({ year: Type.Integer(), age: Type.Number({ description: 'years of life on the adjusted date' }), progressedDay: Type.String(), adjustedDate: Type.String() })),
  }),
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, year: 2024 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body }, services) => adjustedDate(body, services),
});
