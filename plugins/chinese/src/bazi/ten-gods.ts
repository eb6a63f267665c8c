import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { PILLAR_NAMES, pillarIndexes } from '../lib/bazi.js';
import { branchNamed, phaseNamed, stemNamed, stemPhase } from '../lib/cycle.js';
import { TEN_GOD_SLUGS, hiddenStemsOf, tenGodIndex, tenGodNamed } from '../lib/zi-ping.js';
import { BaziSettings, Moment, NamedChinese, NamedPlain, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

const Counts = Type.Object(Object.fromEntries(TEN_GOD_SLUGS.map((s) => [s.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), Type.Number()])) as Record<string, ReturnType<typeof Type.Number>>, { description: 'keyed by the ten god in camelCase (biJian, jieCai, ...)' });
const camel = (s: string) => s.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

export default defineOperation({
  method: 'POST',
  path: '/bazi/ten-gods',
  summary: 'The ten gods of every stem and hidden stem against the day master',
  description: 'Relation of each stem\'s phase to the day master\'s, crossed with polarity (same polarity first): same phase bi jian / jie cai; produced by the day master shi shen / shang guan; controlled by it pian cai / zheng cai; controlling it qi sha / zheng guan; producing it pian yin / zheng yin (Zi Ping Zhen Quan). Hidden stems with their weights from /bazi/hidden-stems; the day stem is the day master and is not counted. counts: visible stems and hidden stems, one each; weightedCounts: visible 1, hidden by weight.',
  body: chartBody(conventionMembers),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    dayMaster: Type.Object({ stem: NamedChinese, element: NamedPlain, yinYang: StringEnum(['yang', 'yin'] as const) }),
    stems: Type.Array(Type.Object({ pillar: StringEnum(PILLAR_NAMES), stem: NamedChinese, tenGod: NamedChinese }), { minItems: 3, maxItems: 3 }),
    hiddenStems: Type.Array(Type.Object({ pillar: StringEnum(PILLAR_NAMES), branch: NamedChinese, stem: NamedChinese, tenGod: NamedChinese, weight: Type.Number() })),
    counts: Counts,
    weightedCounts: Counts,
    warnings: Warnings,
  }),
  examples: [{ name: 'beijing', body: BEIJING_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const idx = pillarIndexes(chart.raw);
    const dm = chart.raw.day % 10;
    const counts: Record<string, number> = Object.fromEntries(TEN_GOD_SLUGS.map((s) => [camel(s), 0]));
    const weighted: Record<string, number> = { ...counts };
    const stems = PILLAR_NAMES.flatMap((pillar, k) => {
      if (pillar === 'day') return [];
      const stem = idx[k]! % 10;
      const g = camel(TEN_GOD_SLUGS[tenGodIndex(dm, stem)]!);
      counts[g]! += 1; weighted[g]! += 1;
      return [{ pillar, stem: stemNamed(stem, lang), tenGod: tenGodNamed(dm, stem, lang) }];
    });
    const hiddenStems = PILLAR_NAMES.flatMap((pillar, k) => hiddenStemsOf(idx[k]! % 12).map((h) => {
      const g = camel(TEN_GOD_SLUGS[tenGodIndex(dm, h.stem)]!);
      counts[g]! += 1; weighted[g]! += h.weight;
      return { pillar, branch: branchNamed(idx[k]! % 12, lang), stem: stemNamed(h.stem, lang), tenGod: tenGodNamed(dm, h.stem, lang), weight: h.weight };
    }));
    return {
      moment: chart.moment,
      settings: chart.settings,
      dayMaster: { stem: stemNamed(dm, lang), element: phaseNamed(stemPhase(dm), lang), yinYang: dm % 2 === 0 ? 'yang' as const : 'yin' as const },
      stems, hiddenStems, counts, weightedCounts: weighted,
      warnings: chart.warnings,
    };
  },
});
