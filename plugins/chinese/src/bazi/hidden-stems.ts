import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { PILLAR_NAMES } from '../lib/bazi.js';
import { branchNamed, phaseNamed, stemNamed, stemPhase } from '../lib/cycle.js';
import { hiddenStemsOf, tenGodNamed } from '../lib/zi-ping.js';
import { BaziSettings, Moment, NamedChinese, NamedPlain, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/bazi/hidden-stems',
  summary: 'The stems hidden in the four branches (cang gan), with their roles, weights and ten gods',
  description: 'Cang Gan table of Yuan Hai Zi Ping: zi gui; chou ji gui xin; yin jia bing wu; mao yi; chen wu yi gui; si bing geng wu; wu ding ji; wei ji ding yi; shen geng ren wu; you xin; xu wu xin ding; hai ren jia (main qi first). Weights 1.0 (one stem), 0.7/0.3 (two), 0.6/0.3/0.1 (three): this service\'s published scheme. Ten god of each hidden stem against the day master. Pillars as /bazi/four-pillars.',
  body: chartBody(conventionMembers),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    dayMaster: NamedChinese,
    branches: Type.Array(Type.Object({
      pillar: StringEnum(PILLAR_NAMES),
      branch: NamedChinese,
      hiddenStems: Type.Array(Type.Object({ stem: NamedChinese, element: NamedPlain, role: StringEnum(['main', 'middle', 'residual'] as const), weight: Type.Number(), tenGod: NamedChinese })),
    }), { minItems: 4, maxItems: 4 }),
    warnings: Warnings,
  }),
  examples: [{ name: 'beijing', body: BEIJING_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const { raw } = chart;
    const dm = raw.day % 10;
    const idx = [raw.year, raw.month, raw.day, raw.hour];
    return {
      moment: chart.moment,
      settings: chart.settings,
      dayMaster: stemNamed(dm, lang),
      branches: PILLAR_NAMES.map((pillar, k) => ({
        pillar,
        branch: branchNamed(idx[k]! % 12, lang),
        hiddenStems: hiddenStemsOf(idx[k]! % 12).map((h) => ({ stem: stemNamed(h.stem, lang), element: phaseNamed(stemPhase(h.stem), lang), role: h.role, weight: h.weight, tenGod: tenGodNamed(dm, h.stem, lang) })),
      })),
      warnings: chart.warnings,
    };
  },
});
