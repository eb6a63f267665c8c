import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { pillarIndexes } from '../lib/bazi.js';
import { phaseNamed, stemNamed } from '../lib/cycle.js';
import { SEASON_STATES, dayMasterStrength } from '../lib/strength.js';
import { BaziSettings, Moment, NamedChinese, NamedPlain, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/bazi/day-master-strength',
  summary: 'How strong the day master is: points, verdict, season state, root, follow candidate',
  description: 'Points: the seven stems other than the day stem 10 each; hidden stems of the four branches 10 x weight (/bazi/hidden-stems); the month branch\'s hidden stems doubled; support = points of the day master\'s phase and of its resource; score = support / total x 100; verdicts very-weak < 25, weak < 40, balanced <= 60, strong <= 75, very-strong > 75. Season state of the day master\'s phase in the month branch: wang, xiang, xiu, qiu, si. Rooted = a hidden stem of the day master\'s phase in any branch; followCandidate when score < 15 and not rooted. components: seasonal = supporting points from the month branch, rooting = from the other branches, support = from the stems, drain = the rest. Principles de ling / de di / de shi of Di Tian Sui (Liu Ji, Ren Tieqiao\'s commentary); the numeric weights are this service\'s published scheme.',
  body: chartBody(conventionMembers),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    dayMaster: Type.Object({ stem: NamedChinese, element: NamedPlain }),
    score: Type.Number({ minimum: 0, maximum: 100 }),
    verdict: StringEnum(['very-weak', 'weak', 'balanced', 'strong', 'very-strong'] as const),
    followCandidate: Type.Boolean(),
    rooted: Type.Boolean(),
    season: Type.Object({ state: StringEnum(SEASON_STATES) }),
    components: Type.Object({ seasonal: Type.Number(), rooting: Type.Number(), support: Type.Number(), drain: Type.Number() }),
    points: Type.Object({ wood: Type.Number(), fire: Type.Number(), earth: Type.Number(), metal: Type.Number(), water: Type.Number() }),
    warnings: Warnings,
  }),
  examples: [{ name: 'beijing', body: BEIJING_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const s = dayMasterStrength(pillarIndexes(chart.raw));
    const [wood, fire, earth, metal, water] = s.points as [number, number, number, number, number];
    return {
      moment: chart.moment,
      settings: chart.settings,
      dayMaster: { stem: stemNamed(s.dm, lang), element: phaseNamed(s.dmPhase, lang) },
      score: s.score, verdict: s.verdict, followCandidate: s.followCandidate, rooted: s.rooted,
      season: { state: s.season },
      components: s.components,
      points: { wood, fire, earth, metal, water },
      warnings: chart.warnings,
    };
  },
});
