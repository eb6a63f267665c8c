import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime, Weekday } from '../lib/panchang-schemas.js';
import { at, panchangContext, weekdayOut } from '../lib/panchang.js';
import { inPeriod, yamaganda } from '../lib/panchang-periods.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/yamaganda',
  summary: 'Yamaganda of the Vedic day containing the chart moment',
  description: 'Yamaganda: the day (sunrise -> sunset) split into 8 equal parts; Yamaganda is part Sun 5, Mon 4, Tue 3, Wed 2, Thu 1, Fri 7, Sat 6 (South Indian panchanga table). The weekday is that of the Vedic day (sunrise-bound).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    weekday: Weekday,
    start: LocalTime,
    end: LocalTime,
    durationMinutes: Type.Number(),
    part: Type.Integer({ minimum: 1, maximum: 8 }),
    activeAtChartTime: Type.Boolean(),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => {
    const ctx = panchangContext(body, services);
    const p = yamaganda(ctx.day);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      weekday: weekdayOut(ctx.day.weekday),
      start: at(ctx, p.start),
      end: at(ctx, p.end),
      durationMinutes: (p.end - p.start) * 1440,
      part: p.part,
      activeAtChartTime: inPeriod(ctx.jd, p),
    };
  },
});
