import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { ziweiBirth } from '../lib/ziwei.js';
import { ziweiChartOut } from '../lib/ziwei-out.js';
import { patternRuleOut, ziweiPatterns } from '../lib/ziwei-patterns.js';
import { BRANCH_SLUGS } from '../lib/cycle.js';
import { Moment, NamedChinese, NamedPlain, chartBody } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/ziwei/patterns',
  summary: 'The Ge Ju (patterns) of a Zi Wei Dou Shu chart',
  description: 'Pattern rules from the Ge Ju section of Zi Wei Dou Shu Quan Shu (attributed to Chen Xiyi, Ming edition), tested on the life palace, its San Fang Si Zheng (the life, wealth, career and travel palaces) and the two palaces flanking it: Zi Fu Tong Gong, Jun Chen Qing Hui, Fu Xiang Chao Yuan, Qi Sha Chao Dou, Ri Yue Bing Ming, Ri Yue Fan Bei, Ji Yue Tong Liang, Sha Po Lang, Huo Tan, Ling Tan, Zuo You / Chang Qu / Kui Yue Jia Ming, Yang Tuo Jia Ji, Yang Tuo / Kong Jie / Huo Ling Jia Ming, Ming Wu Zheng Yao, Ma Tou Dai Jian, Shi Zhong Yin Yu, Ri Zhao Lei Men, Jin Can Guang Hui, Yue Lang Tian Men, Yue Sheng Cang Hai, Ming Zhu Chu Hai, Ju Ri Tong Gong, Shou Xing Ru Miao, Ying Xing Ru Miao, Tan Wu Tong Xing, Zuo You Tong Gong, Wen Gui Wen Hua, San Qi Jia Hui, Shuang Lu Chao Yuan, Lu Ma Jiao Chi, Lu Feng Chong Po (35 rules). Each hit lists the stars and palaces (palace slugs) that satisfy it and the condition in words; the book\'s conditions only, without later schools\' qualifiers. Chart (and its lunar date, hour branch and birth-year Si Hua) as /ziwei/chart.',
  body: chartBody({ gender: StringEnum(['male', 'female'] as const), siHuaVariant: Type.Optional(StringEnum(['quanshu', 'zhongzhou'] as const, { default: 'quanshu' })) }),
  response: Type.Object({
    moment: Moment,
    settings: Type.Object({ siHuaVariant: StringEnum(['quanshu', 'zhongzhou'] as const) }),
    lifePalace: Type.Object({ branch: NamedChinese }),
    patterns: Type.Array(Type.Object({
      slug: Type.String(), chinese: Type.String(),
      kind: StringEnum(['auspicious', 'inauspicious'] as const),
      palaces: Type.Array(Type.String()), stars: Type.Array(Type.String()),
      rule: Type.Object({
        slug: Type.String({ description: "the condition's shape (core's ziwei-pattern-rule table): together-in-life, in-life-at, flanking-life, all-in-sfsz ..." }),
        stars: Type.Array(NamedPlain, { description: 'the stars the condition names, in its order' }),
        branches: Type.Array(NamedChinese, { description: 'the branches the condition names, in its order' }),
        text: Type.String({ description: "the condition in the answer's language" }),
      }),
    })),
  }),
  examples: [{ name: 'beijing-male', body: { ...BEIJING_BIRTH, gender: 'male' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const z = ziweiBirth(body, services);
    const variant = body.siHuaVariant ?? 'quanshu';
    const chart = ziweiChartOut(z, variant, lang);
    const palaces = chart.palaces.map((p) => {
      const stars = [...p.majorStars, ...p.minorStars];
      return {
        slug: p.slug, branch: BRANCH_SLUGS.indexOf(p.branch.slug as (typeof BRANCH_SLUGS)[number]),
        stars: new Set(stars.map((s) => s.slug)),
        hua: new Map(stars.filter((s) => s.transformation).map((s) => [s.slug, s.transformation as string])),
      };
    });
    return { moment: momentEcho(z.moment, services.ephemeris), settings: { siHuaVariant: variant }, lifePalace: chart.lifePalace, patterns: ziweiPatterns(palaces).map((p) => ({ ...p, rule: patternRuleOut(p.rule, lang) })) };
  },
});
