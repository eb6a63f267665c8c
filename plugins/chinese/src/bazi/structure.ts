import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { PILLAR_NAMES, pillarIndexes } from '../lib/bazi.js';
import { phaseNamed } from '../lib/cycle.js';
import { BREAKS, basisOut, chartStructure, structureNamed } from '../lib/structure.js';
import { HIDDEN_ROLES } from '../lib/zi-ping.js';
import { BaziSettings, Moment, NamedChinese, NamedPlain, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

const Basis = Type.Object({
  monthBranch: NamedChinese,
  qi: StringEnum(HIDDEN_ROLES, { description: 'which qi of the month branch forms the structure: its main, middle or residual hidden stem' }),
  stem: NamedChinese,
  revealedIn: Type.Array(StringEnum(PILLAR_NAMES), { description: 'the pillars whose heavenly stem reveals that qi (empty: the main qi taken unrevealed)' }),
});
const Structure = Type.Object({ slug: Type.String(), name: Type.String(), chinese: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/bazi/structure',
  summary: 'Ge Ju: the chart\'s structure after Zi Ping Zhen Quan, with what breaks it',
  description: 'Ge Ju of Zi Ping Zhen Quan (Shen Xiaozhan): the ten god of the month branch\'s main qi, or of a middle/residual qi revealed in the year, month or hour stem when the main qi is not, fixes one of the regular structures (Zheng Guan, Qi Sha, Zheng Cai, Pian Cai, Zheng Yin, Pian Yin, Shi Shen, Shang Guan; Jian Lu or Yue Ren for companions). Special structures are tested first: Hua Qi when the day stem\'s combination with the month or hour stem transforms, Cong Er / Cong Cai / Cong Sha when /bazi/day-master-strength flags followCandidate (by the dominant phase), Zhuan Wang when the day master and its resource hold 80 % of the points with no officer revealed. brokenBy: the failures of the book\'s \'Lun Yong Shen Cheng Bai Jiu Ying\' found on the revealed stems (rescues not weighed). alternatives: other revealed qi of the month, or the regular structure under a special one.',
  body: chartBody(conventionMembers),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    structure: Type.Object({ slug: Type.String(), name: Type.String(), chinese: Type.String(), category: StringEnum(['regular', 'special'] as const) }),
    basis: Basis,
    transformsTo: Type.Union([NamedPlain, Type.Null()], { description: 'Hua Qi: the phase the day stem transforms into' }),
    brokenBy: Type.Array(Type.Object({ slug: Type.String(), chinese: Type.String() })),
    alternatives: Type.Array(Type.Object({ structure: Structure, basis: Basis })),
    warnings: Warnings,
  }),
  examples: [{ name: 'beijing', body: BEIJING_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const s = chartStructure(pillarIndexes(chart.raw));
    return {
      moment: chart.moment,
      settings: chart.settings,
      structure: { ...structureNamed(s.structure, lang), category: s.category },
      basis: basisOut(s.basis, lang),
      transformsTo: s.transformsTo === null ? null : phaseNamed(s.transformsTo, lang),
      brokenBy: s.brokenBy.map((slug) => ({ slug, chinese: BREAKS[slug]! })),
      alternatives: s.alternatives.map((a) => ({ structure: structureNamed(a.slug, lang), basis: basisOut(a.basis, lang) })),
      warnings: chart.warnings,
    };
  },
});
