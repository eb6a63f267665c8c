import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { PILLAR_NAMES, pillarIndexes } from '../lib/bazi.js';
import { branchNamed, stemNamed } from '../lib/cycle.js';
import { LIFE_STAGE_CHARS, LIFE_STAGE_SLUGS, lifeStageIndex } from '../lib/zi-ping.js';
import { BaziSettings, Moment, NamedChinese, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

const Stage = StringEnum(LIFE_STAGE_SLUGS, { description: 'chang-sheng (birth), mu-yu (bath), guan-dai (capping), lin-guan (office), di-wang (peak), shuai (decline), bing (sickness), si (death), mu (tomb), jue (extinction), tai (conception), yang (nurture)' });

export default defineOperation({
  method: 'POST',
  path: '/bazi/life-stages',
  summary: 'The twelve stages of life of the day master in each branch, and of each stem in its own branch',
  description: 'Twelve stages (Chang Sheng, Mu Yu, Guan Dai, Lin Guan, Di Wang, Shuai, Bing, Si, Mu, Jue, Tai, Yang). Chang Sheng at jia hai, bing/wu yin, geng si, ren shen (counting forward); yi wu, ding/ji you, xin zi, gui mao (counting backward): yang forward, yin backward (San Ming Tong Hui). sameLifeYin (default false) = true gives yin stems the cycle of their yang partner.',
  body: chartBody({ ...conventionMembers, sameLifeYin: Type.Optional(Type.Boolean({ default: false })) }),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    dayMaster: NamedChinese,
    stages: Type.Array(Type.Object({ pillar: StringEnum(PILLAR_NAMES), branch: NamedChinese, stage: Stage, chinese: Type.String() }), { minItems: 4, maxItems: 4 }),
    selfSeated: Type.Array(Type.Object({ pillar: StringEnum(PILLAR_NAMES), stem: NamedChinese, branch: NamedChinese, stage: Stage, chinese: Type.String() }), { minItems: 4, maxItems: 4 }),
    sameLifeYin: Type.Boolean(),
    warnings: Warnings,
  }),
  examples: [{ name: 'beijing', body: BEIJING_BIRTH }, { name: 'same-life-yin', body: { ...BEIJING_BIRTH, sameLifeYin: true } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const idx = pillarIndexes(chart.raw);
    const dm = chart.raw.day % 10;
    const same = body.sameLifeYin ?? false;
    return {
      moment: chart.moment,
      settings: chart.settings,
      dayMaster: stemNamed(dm, lang),
      stages: PILLAR_NAMES.map((pillar, k) => {
        const s = lifeStageIndex(dm, idx[k]! % 12, same);
        return { pillar, branch: branchNamed(idx[k]! % 12, lang), stage: LIFE_STAGE_SLUGS[s]!, chinese: LIFE_STAGE_CHARS[s]! };
      }),
      selfSeated: PILLAR_NAMES.map((pillar, k) => {
        const s = lifeStageIndex(idx[k]! % 10, idx[k]! % 12, same);
        return { pillar, stem: stemNamed(idx[k]! % 10, lang), branch: branchNamed(idx[k]! % 12, lang), stage: LIFE_STAGE_SLUGS[s]!, chinese: LIFE_STAGE_CHARS[s]! };
      }),
      sameLifeYin: same,
      warnings: chart.warnings,
    };
  },
});
