import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime, Weekday } from '../lib/panchang-schemas.js';
import { at, panchangContext, weekdayOut } from '../lib/panchang.js';
import { gulikaKaal, inPeriod } from '../lib/panchang-periods.js';

const Part = Type.Object({ start: LocalTime, end: LocalTime, part: Type.Integer({ minimum: 1, maximum: 8 }) });

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/gulika-kaal',
  summary: 'Gulika kala by day and by night of the Vedic day containing the chart moment',
  description:
    'The day\'s eighths (sunrise -> sunset) are ruled from the weekday lord in weekday order (the 8th lordless); Gulika kala is Saturn\'s eighth (Sun 7, Mon 6, Tue 5, Wed 4, Thu 3, Fri 2, Sat 1). The night\'s eighths (sunset -> next sunrise) are ruled from the lord of the 5th weekday; again Saturn\'s eighth (Sun 3, Mon 2, Tue 1, Wed 7, Thu 6, Fri 5, Sat 4) (BPHS ch. 3 division).',
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, weekday: Weekday, day: Part, night: Part, activeAtChartTime: Type.Boolean() }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    const g = gulikaKaal(ctx.day);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      weekday: weekdayOut(ctx.day.weekday, lang),
      day: { start: at(ctx, g.day.start), end: at(ctx, g.day.end), part: g.day.part },
      night: { start: at(ctx, g.night.start), end: at(ctx, g.night.end), part: g.night.part },
      activeAtChartTime: inPeriod(ctx.jd, g.day) || inPeriod(ctx.jd, g.night),
    };
  },
});
