import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime, Weekday } from '../lib/panchang-schemas.js';
import { at, panchangContext, weekdayOut } from '../lib/panchang.js';
import { durmuhurtas, inPeriod } from '../lib/panchang-periods.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/durmuhurta',
  summary: 'Durmuhurtas of the Vedic day',
  description:
    'Day (sunrise -> sunset) and night (sunset -> next sunrise) each in 15 equal muhurtas; durmuhurtas by weekday, among the day\'s muhurtas unless marked night: Sun 14th; Mon 9th, 12th; Tue 4th of the day and 7th of the night; Wed 8th; Thu 6th, 12th; Fri 4th, 9th; Sat 1st and 2nd (one span of two muhurtas from sunrise) (Muhurta Chintamani, Shubhashubha prakarana).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    weekday: Weekday,
    periods: Type.Array(Type.Object({ start: LocalTime, end: LocalTime, muhurta: Type.Integer({ minimum: 1, maximum: 15 }), dayOrNight: Type.Union([Type.Literal('day'), Type.Literal('night')]) }), { minItems: 1, maxItems: 2 }),
    activeAtChartTime: Type.Boolean(),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    const ps = durmuhurtas(ctx.day);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      weekday: weekdayOut(ctx.day.weekday, lang),
      periods: ps.map((p) => ({ start: at(ctx, p.start), end: at(ctx, p.end), muhurta: p.muhurta, dayOrNight: p.dayOrNight })),
      activeAtChartTime: ps.some((p) => inPeriod(ctx.jd, p)),
    };
  },
});
