import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { pillarIndexes } from '../lib/bazi.js';
import { branchNamed, stemNamed } from '../lib/cycle.js';
import { shenSha } from '../lib/shen-sha.js';
import { BaziSettings, Moment, NamedChinese, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/bazi/shen-sha',
  summary: 'The symbolic stars (shen sha) of a chart, each with its rule and base pillar',
  description: '17 symbolic stars by the lookup rules of San Ming Tong Hui: from day and year stem Tian Yi Gui Ren; from the day stem Wen Chang, Lu Shen, Yang Ren (Lu + 1); from the year and day branch by triad (shen-zi-chen, yin-wu-xu, si-you-chou, hai-mao-wei) Tao Hua, Yi Ma, Hua Gai, Jiang Xing, Jie Sha, Wang Shen; from the year branch Hong Luan ((3 - b) mod 12), Tian Xi (Hong Luan + 6), Gu Chen and Gua Su; from the month branch Tian De (stems searched in the stems, branches in the branches) and Yue De; Kong Wang, the two branches left out of the day pillar\'s decade. Branch-derived stars are searched in the other three pillars; only stars found are listed.',
  body: chartBody(conventionMembers),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    stars: Type.Array(Type.Object({
      slug: Type.String(),
      chinese: Type.String(),
      kind: StringEnum(['auspicious', 'inauspicious', 'mixed'] as const),
      foundIn: Type.Array(Type.Object({ pillar: StringEnum(['year', 'month', 'day', 'hour'] as const), branch: Type.Optional(NamedChinese), stem: Type.Optional(NamedChinese) })),
      basis: Type.String({ description: 'the pillar member(s) the star is derived from: day-stem, year-stem, year-branch, day-branch, month-branch, day-pillar' }),
      rule: Type.String(),
    })),
    warnings: Warnings,
  }),
  examples: [{ name: 'beijing', body: BEIJING_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const stars = shenSha(pillarIndexes(chart.raw)).map((h) => ({
      ...h,
      foundIn: h.foundIn.map((f) => ({ pillar: f.pillar as 'year', ...(f.branch !== undefined ? { branch: branchNamed(f.branch, lang) } : {}), ...(f.stem !== undefined ? { stem: stemNamed(f.stem, lang) } : {}) })),
    }));
    return { moment: chart.moment, settings: chart.settings, stars, warnings: chart.warnings };
  },
});
