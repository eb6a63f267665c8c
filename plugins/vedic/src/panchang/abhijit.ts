import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime, Weekday } from '../lib/panchang-schemas.js';
import { at, panchangContext, weekdayOut } from '../lib/panchang.js';
import { abhijit, inPeriod } from '../lib/panchang-periods.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/abhijit',
  summary: 'Abhijit muhurta (the 8th of the 15 day muhurtas) of the Vedic day',
  description: 'The day (sunrise -> sunset) in 15 muhurtas; Abhijit is the 8th: the midpoint of sunrise and sunset +/- daylength/30; not used on Wednesdays (Muhurta Chintamani).',
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, weekday: Weekday, start: LocalTime, end: LocalTime, localMidday: LocalTime, durationMinutes: Type.Number(), recommended: Type.Boolean(), activeAtChartTime: Type.Boolean() }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    const a = abhijit(ctx.day);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      weekday: weekdayOut(ctx.day.weekday, lang),
      start: at(ctx, a.start),
      end: at(ctx, a.end),
      localMidday: at(ctx, a.midday),
      durationMinutes: (a.end - a.start) * 1440,
      recommended: a.recommended,
      activeAtChartTime: inPeriod(ctx.jd, a),
    };
  },
});
