import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { PILLAR_NAMES, pillarIndexes } from '../lib/bazi.js';
import { branchNamed, phaseNamed, stemNamed, stemPhase } from '../lib/cycle.js';
import { climateAdjustment } from '../lib/tiao-hou.js';
import { BaziSettings, Moment, NamedChinese, NamedPlain, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/bazi/climate-adjustment',
  summary: 'Tiao Hou: the stems Qiong Tong Bao Jian prefers for the day stem in its birth month, and which the chart holds',
  description: 'Tiao Hou table of Qiong Tong Bao Jian (Lan Jiang Wang, Yu Chunti\'s edition; Xu Lewu\'s annotated text): for each of the 10 day stems x 12 month branches (month by jie) the preferred stems in the book\'s order (jia born in the yin month: bing, then gui). Each is reported with where the chart holds it: revealed (year, month or hour stem) or hidden (a hidden stem of a branch, Yuan Hai Zi Ping\'s Cang Gan). `note`: primary-revealed, primary-hidden, only-secondary-present or none-present.',
  body: chartBody(conventionMembers),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    dayStem: NamedChinese,
    monthBranch: NamedChinese,
    tiaoHou: Type.Array(Type.Object({ stem: NamedChinese, element: NamedPlain, priority: Type.Integer({ minimum: 1, description: '1 = the first choice of the book' }) }), { minItems: 1 }),
    present: Type.Array(Type.Object({
      stem: NamedChinese,
      priority: Type.Integer({ minimum: 1 }),
      foundIn: Type.Array(Type.Object({ pillar: StringEnum(PILLAR_NAMES), position: StringEnum(['stem', 'hidden'] as const) }), { minItems: 1 }),
    })),
    note: StringEnum(['primary-revealed', 'primary-hidden', 'only-secondary-present', 'none-present'] as const),
    warnings: Warnings,
  }),
  examples: [{ name: 'beijing', body: BEIJING_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const c = climateAdjustment(pillarIndexes(chart.raw));
    return {
      moment: chart.moment,
      settings: chart.settings,
      dayStem: stemNamed(c.dayStem, lang),
      monthBranch: branchNamed(c.monthBranch, lang),
      tiaoHou: c.stems.map((s) => ({ stem: stemNamed(s.stem, lang), element: phaseNamed(stemPhase(s.stem), lang), priority: s.priority })),
      present: c.stems.filter((s) => s.foundIn.length).map((s) => ({ stem: stemNamed(s.stem, lang), priority: s.priority, foundIn: s.foundIn })),
      note: c.note,
      warnings: chart.warnings,
    };
  },
});
