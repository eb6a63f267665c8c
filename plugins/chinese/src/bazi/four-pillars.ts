import { Type } from '@sinclair/typebox';
import { Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { jdToIsoWithOffset } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { pillarOut, termNamed } from '../lib/bazi.js';
import { phaseNamed, stemNamed, stemPhase } from '../lib/cycle.js';
import { BaziSettings, Instant, Moment, NamedChinese, NamedPlain, Pillar, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/bazi/four-pillars',
  summary: 'The four pillars of destiny (Bazi) on exact solar terms, with the schools\' conventions as switches',
  description:
    'Year pillar (Y - 4) mod 60 of the solar year that begins at Lichun (Sun\'s apparent longitude 315 deg; or the lunar new year with yearBoundary lunar-new-year); month pillar from the last jie before the instant, stem by the Five Tigers rule; day pillar (JDN + 49) mod 60 of the civil date on the hourBasis clock (2000-01-01 wu-wu, 1949-10-01 jia-zi), turning at 23:00 (ziHourRule day-at-23, classical Zi Ping) or 24:00 (early-late); hour pillar by the Five Rats rule (see /bazi/hour-pillar). Term instants are exact crossings found by root finding on swe_calc_ut. Births within 30 minutes of a pillar change carry a warning. `24:00:00` means 00:00 of the next day. Yuan Hai Zi Ping (Xu Dasheng, Song).',
  body: chartBody(conventionMembers),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    pillars: Type.Object({ year: Pillar, month: Pillar, day: Pillar, hour: Pillar }),
    dayMaster: Type.Object({ stem: NamedChinese, element: NamedPlain, yinYang: Type.Union([Type.Literal('yang'), Type.Literal('yin')]) }),
    yearStartsAt: Instant('start of the year pillar: the Lichun instant (or 00:00 of lunar new year in China\'s zone), ISO 8601 with the request zone\'s offset'),
    monthStartsAt: Instant('the jie that opened the month pillar, ISO 8601 with the request zone\'s offset'),
    monthTerm: NamedChinese,
    nextTermAt: Instant('the next jie (the next month pillar), ISO 8601 with the request zone\'s offset'),
    hourBasis: Type.String(),
    warnings: Warnings,
  }),
  examples: [
    { name: 'beijing', body: BEIJING_BIRTH },
    { name: 'late-zi-solar', body: { date: '1984-02-04', time: '23:30:00', timezoneOffset: 8, latitude: 31.23, longitude: 121.47, hourBasis: 'solar', ziHourRule: 'early-late' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const { raw, m } = chart;
    const off = m.timezoneOffset * 60;
    const dm = raw.day % 10;
    return {
      moment: chart.moment,
      settings: chart.settings,
      pillars: { year: pillarOut(raw.year, lang), month: pillarOut(raw.month, lang), day: pillarOut(raw.day, lang), hour: pillarOut(raw.hour, lang) },
      dayMaster: { stem: stemNamed(dm, lang), element: phaseNamed(stemPhase(dm), lang), yinYang: dm % 2 === 0 ? 'yang' as const : 'yin' as const },
      yearStartsAt: jdToIsoWithOffset(raw.yearStartJd, off),
      monthStartsAt: jdToIsoWithOffset(raw.jie.previous.jd, off),
      monthTerm: termNamed(raw.jie.previous.index, lang),
      nextTermAt: jdToIsoWithOffset(raw.jie.next.jd, off),
      hourBasis: chart.c.hourBasis,
      warnings: chart.warnings,
    };
  },
});
