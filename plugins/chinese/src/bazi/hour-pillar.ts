import { Type } from '@sinclair/typebox';
import { Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { clockAt, equationOfTimeHours, pillarOut } from '../lib/bazi.js';
import { animalNamed, branchNamed, stemNamed } from '../lib/cycle.js';
import { BaziSettings, Moment, NamedChinese, NamedPlain, Pillar, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

const two = (n: number) => String(n).padStart(2, '0');

export default defineOperation({
  method: 'POST',
  path: '/bazi/hour-pillar',
  summary: 'The hour pillar with the birth hour on three clocks: local civil, China Standard Time and local apparent solar time',
  description:
    'localHour = civil clock hour at the place; cstHour = the same instant at UT+8; solarHour = local apparent solar time (UT + longitude/15 + equation of time, the equation from the apparent sidereal time and the Sun\'s apparent right ascension as swe_time_equ defines it); fractional hours. Branch = floor(((h + 1) mod 24) / 2) of the hourBasis hour (zi = 23:00-00:59); stem by the Five Rats rule from the day stem (jia/ji -> jia-zi, yi/geng -> bing-zi, bing/xin -> wu-zi, ding/ren -> geng-zi, wu/gui -> ren-zi). 23:00-24:00: day-at-23 advances the day pillar and takes the new day\'s zi stem; early-late keeps the day pillar but takes the next day\'s zi stem. ziHour = late for 23:00-23:59, early for 00:00-00:59. `24:00:00` means 00:00 of the next day.',
  body: chartBody(conventionMembers),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    localHour: Type.Number({ minimum: 0, maximum: 24, description: 'civil clock hour at the place, fractional' }),
    cstHour: Type.Number({ minimum: 0, maximum: 24, description: 'the hour in China Standard Time (UT+8), fractional' }),
    solarHour: Type.Number({ minimum: 0, maximum: 24, description: 'local apparent solar time, fractional hours' }),
    equationOfTimeMinutes: Type.Number({ description: 'apparent minus mean solar time' }),
    basis: Type.String(),
    hourBranch: Type.Object({ index: Type.Integer({ minimum: 0, maximum: 11 }), slug: Type.String(), name: Type.String(), chinese: Type.String(), animal: NamedPlain, range: Type.String({ description: 'clock range of the double hour on the basis clock, e.g. 23:00-01:00' }) }),
    hourStem: NamedChinese,
    pillar: Pillar,
    dayPillar: Pillar,
    dayStem: NamedChinese,
    ziHour: Type.Union([Type.Literal('early'), Type.Literal('late'), Type.Null()]),
    warnings: Warnings,
  }),
  specFixed: ['localHour', 'cstHour'],
  examples: [
    { name: 'beijing', body: BEIJING_BIRTH },
    { name: 'kashgar-solar', body: { date: '2000-01-01', time: '12:00:00', timezoneOffset: 8, latitude: 39.47, longitude: 75.99, hourBasis: 'solar' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const { raw, jd, m } = chart;
    const eot = equationOfTimeHours(services.ephemeris, jd);
    const b = raw.hourBranch;
    const hourIdx = raw.hour;
    const start = (2 * b + 23) % 24;
    return {
      moment: chart.moment,
      settings: chart.settings,
      localHour: clockAt(jd, m.timezoneOffset).hours,
      cstHour: clockAt(jd, 8).hours,
      solarHour: clockAt(jd, body.longitude / 15 + eot).hours,
      equationOfTimeMinutes: eot * 60,
      basis: chart.c.hourBasis,
      hourBranch: { index: b, ...branchNamed(b, lang), animal: animalNamed(b, lang), range: `${two(start)}:00-${two((start + 2) % 24)}:00` },
      hourStem: stemNamed(hourIdx % 10, lang),
      pillar: pillarOut(hourIdx, lang),
      dayPillar: pillarOut(raw.day, lang),
      dayStem: stemNamed(raw.day % 10, lang),
      ziHour: raw.ziHour,
      warnings: chart.warnings,
    };
  },
});
