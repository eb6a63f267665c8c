import { Type } from '@sinclair/typebox';
import { Ephemeris, TimeZones, defineOperation, jdToIsoWithOffset } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import type { BaziRequest } from '../lib/chart.js';
import { pillarOut, termNamed } from '../lib/bazi.js';
import { CALENDAR_YEARS, solarTermsOfYear } from '../lib/calendar.js';
import { cycleIndex, mod, stemNamed, yearCycleIndex, yinMonthStem } from '../lib/cycle.js';
import { tenGodNamed } from '../lib/zi-ping.js';
import { Instant, NamedChinese, Pillar, chartBody } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/bazi/monthly-pillars',
  summary: 'The twelve month pillars (Liu Yue) of a Chinese solar year, bounded by the exact jie',
  description: 'The 12 solar months of the Chinese solar year `year`, from Lichun (315 deg) to the Xiaohan of the next Gregorian year (285 deg), bounded by the exact jie instants (root finding on swe_calc_ut); stems by the Five Tigers rule from the year stem; ten god against the day master when a chart is sent. Instants at UT+8, or in the chart\'s zone.',
  body: Type.Object({ year: Type.Integer({ minimum: CALENDAR_YEARS.first, maximum: CALENDAR_YEARS.last - 1 }), chart: Type.Optional(chartBody()) }),
  response: Type.Object({
    year: Type.Integer(),
    yearPillar: Pillar,
    dayMaster: Type.Union([NamedChinese, Type.Null()]),
    months: Type.Array(Type.Object({
      index: Type.Integer({ minimum: 1, maximum: 12 }),
      pillar: Pillar,
      startsAt: Instant('the jie opening the month, ISO 8601 with the offset (UT+8 or the chart\'s zone)'),
      endsAt: Instant('the next jie, ISO 8601 with the same offset'),
      jie: NamedChinese,
      tenGod: Type.Union([NamedChinese, Type.Null()]),
    }), { minItems: 12, maxItems: 12 }),
  }),
  examples: [{ name: '2026', body: { year: 2026 } }, { name: 'with-chart', body: { year: 2026, chart: BEIJING_BIRTH } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = body.chart ? castChart(body.chart as BaziRequest, services, lang) : null;
    const dm = chart ? chart.raw.day % 10 : null;
    const off = chart ? chart.m.timezoneOffset * 60 : 480;
    const t1 = solarTermsOfYear(services.ephemeris, body.year), t2 = solarTermsOfYear(services.ephemeris, body.year + 1);
    const jie = [...[2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22].map((i) => ({ i, jd: t1[i]! })), { i: 0, jd: t2[0]! }, { i: 2, jd: t2[2]! }];
    const y = yearCycleIndex(body.year);
    return {
      year: body.year,
      yearPillar: pillarOut(y, lang),
      dayMaster: dm === null ? null : stemNamed(dm, lang),
      months: Array.from({ length: 12 }, (_, k) => {
        const idx = cycleIndex(mod(yinMonthStem(y % 10) + k, 10), (k + 2) % 12);
        return {
          index: k + 1,
          pillar: pillarOut(idx, lang),
          startsAt: jdToIsoWithOffset(jie[k]!.jd, off),
          endsAt: jdToIsoWithOffset(jie[k + 1]!.jd, off),
          jie: termNamed(jie[k]!.i, lang),
          tenGod: dm === null ? null : tenGodNamed(dm, idx % 10, lang),
        };
      }),
    };
  },
});
