import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation, named, sentence } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { pillarIndexes } from '../lib/bazi.js';
import { branchNamed, stemNamed } from '../lib/cycle.js';
import { shenSha } from '../lib/shen-sha.js';
import type { CycleRef, ShenShaRule } from '../lib/shen-sha.js';
import { BaziSettings, Moment, NamedChinese, NamedPlain, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

const cycleNamed = (r: CycleRef, lang: LangCode) => (r.kind === 'stem' ? stemNamed(r.index, lang) : branchNamed(r.index, lang));

/**
 * A star's rule in the answer's language (issue 12): a lookup table as its entries by reference
 * and a text writing it with the language's names (`甲/戊/庚 → 丑/未; ...`), a counted rule as core's
 * shen-sha-rule sentence with the branch names it quotes.
 */
function ruleOut(rule: ShenShaRule, lang: LangCode) {
  if (rule.slug !== 'lookup') {
    const b = (i: number) => branchNamed(i, lang).name;
    return { slug: rule.slug, text: sentence('shen-sha-rule', rule.slug, lang, { zi: b(0), chou: b(1), yin: b(2), mao: b(3) }) };
  }
  const entries = rule.entries.map((e) => ({ from: e.from.map((r) => cycleNamed(r, lang)), to: e.to.map((r) => cycleNamed(r, lang)) }));
  const text = entries.map((e) => `${e.from.map((n) => n.name).join('/')} → ${e.to.map((n) => n.name).join('/')}`).join('; ');
  return { slug: rule.slug, entries, text };
}

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
      basis: Type.Array(NamedPlain, { description: 'the pillar member(s) the star is derived from (day-stem, year-stem, year-branch, day-branch, month-branch, day-pillar), named in the answer\'s language' }),
      rule: Type.Object({
        slug: StringEnum(['lookup', 'branch-after-lu-shen', 'count-back-from-mao', 'opposite-hong-luan', 'outside-the-decade'] as const, { description: 'lookup: the book\'s table, in entries; the others: a counted rule' }),
        entries: Type.Optional(Type.Array(Type.Object({ from: Type.Array(NamedChinese), to: Type.Array(NamedChinese) }), { description: 'the table: the stems or branches of the basis and the stems or branches they give' })),
        text: Type.String({ description: "the rule in the answer's language: the table written with the names of the language, or core's shen-sha-rule sentence" }),
      }),
    })),
    warnings: Warnings,
  }),
  examples: [{ name: 'beijing', body: BEIJING_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const stars = shenSha(pillarIndexes(chart.raw)).map((h) => ({
      ...h,
      basis: h.basis.map((b) => named('chinese-pillar-member', b, lang)),
      rule: ruleOut(h.rule, lang),
      foundIn: h.foundIn.map((f) => ({ pillar: f.pillar as 'year', ...(f.branch !== undefined ? { branch: branchNamed(f.branch, lang) } : {}), ...(f.stem !== undefined ? { stem: stemNamed(f.stem, lang) } : {}) })),
    }));
    return { moment: chart.moment, settings: chart.settings, stars, warnings: chart.warnings };
  },
});
