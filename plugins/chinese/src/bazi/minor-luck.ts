import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { pillarOut } from '../lib/bazi.js';
import { parseIso } from '../lib/cycle.js';
import { luckStart, minorLuckIndexes } from '../lib/luck.js';
import { tenGodNamed } from '../lib/zi-ping.js';
import { BaziSettings, Moment, NamedChinese, Pillar, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/bazi/minor-luck',
  summary: 'The minor luck (Xiao Yun) of the years before the first luck pillar',
  description: 'Xiao Yun: the year of age 1 (sui) takes the hour pillar +1 (forward) or -1 (backward) in the sixty cycle, then one step per further year of age; forward for yang-male / yin-female, backward otherwise (year stem of the Lichun year); covers the years of age 1 (the birth year) up to, not including, the calendar year in which the first luck pillar of /bazi/luck-pillars begins (San Ming Tong Hui, "Lun Xiao Yun"; as 6tail/lunar XiaoYun). year = birth year + age - 1.',
  body: chartBody({ ...conventionMembers, gender: StringEnum(['male', 'female'] as const) }),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    direction: StringEnum(['forward', 'backward'] as const),
    hourPillar: Pillar,
    years: Type.Array(Type.Object({ ageSui: Type.Integer({ minimum: 1 }), year: Type.Integer(), pillar: Pillar, tenGod: NamedChinese })),
    warnings: Warnings,
  }),
  examples: [{ name: 'beijing-male', body: { ...BEIJING_BIRTH, gender: 'male' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const birth = parseIso(chart.m.localDate);
    const start = luckStart(chart.raw, chart.jd, body.gender, birth);
    const dm = chart.raw.day % 10;
    return {
      moment: chart.moment,
      settings: chart.settings,
      direction: start.forward ? 'forward' as const : 'backward' as const,
      hourPillar: pillarOut(chart.raw.hour, lang),
      years: minorLuckIndexes(chart.raw.hour, start.forward, Math.max(0, start.startDate.year - birth.year)).map((idx, i) => ({ ageSui: i + 1, year: birth.year + i, pillar: pillarOut(idx, lang), tenGod: tenGodNamed(dm, idx % 10, lang) })),
      warnings: chart.warnings,
    };
  },
});
