import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { grahaNaming, GrahaNamingMembers } from '../lib/vocabulary.js';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime, Weekday } from '../lib/panchang-schemas.js';
import { at, panchangContext, weekdayOut } from '../lib/panchang.js';
import { weekdayOf, WEEKDAY_NAMES } from '../lib/day.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/vara',
  summary: 'Vara (Vedic weekday, sunrise to sunrise) of the chart moment',
  description:
    'The Vedic day runs from Hindu sunrise to the next sunrise: a chart time before local sunrise belongs to the previous weekday; lords Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn = the lord of the first hora at sunrise (Surya Siddhanta, Bhugola chapter).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    vara: Type.Object({ ...Weekday.properties, lord: Type.Object(GrahaNamingMembers, { description: 'the lord of the day: the graha of the first hora at sunrise, by reference (issue 12)' }) }),
    civilWeekday: Type.String({ description: 'slug of the weekday of the civil (midnight) date' }),
    vedicDayStart: LocalTime,
    vedicDayEnd: LocalTime,
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }, { name: 'before sunrise', body: { ...DELHI_BIRTH, time: '04:30:00' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      vara: { ...weekdayOut(ctx.day.weekday, lang), lord: grahaNaming(ctx.day.weekday, lang) },
      civilWeekday: WEEKDAY_NAMES[weekdayOf(ctx.jd, ctx.offset)]!.toLowerCase(),
      vedicDayStart: at(ctx, ctx.day.sunrise),
      vedicDayEnd: at(ctx, ctx.day.nextSunrise),
    };
  },
});
