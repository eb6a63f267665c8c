import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation, sentence } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { pillarIndexes } from '../lib/bazi.js';
import { phaseNamed } from '../lib/cycle.js';
import { usefulGod } from '../lib/strength.js';
import { BaziSettings, Moment, NamedPlain, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/bazi/favourable-elements',
  summary: 'The useful god (yong shen) and the favourable, unfavourable, enemy and idle phases',
  description: 'Fu Yi (support / suppress) on /bazi/day-master-strength (balanced counts as strong at score >= 50, weak below): strong -> the useful god is the one of output, wealth and officer with the fewest points; weak -> resource, or companion when the chart has no resource points; followCandidate -> the dominant phase (most points); when the two strongest phases clash (one controls the other) within 10 % of each other\'s points the mediating phase (Tong Guan: produced by the attacker, producing the attacked) is chosen. favourable = the useful phase and the phase producing it (xi shen); unfavourable = the phase controlling the useful one (ji shen); enemy = the phase producing the unfavourable one (chou shen); idle = the remaining phase (xian shen). Di Tian Sui with Ren Tieqiao\'s commentary.',
  body: chartBody(conventionMembers),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    usefulGod: Type.Object({ element: NamedPlain }),
    favourable: Type.Array(NamedPlain),
    unfavourable: Type.Array(NamedPlain),
    enemy: Type.Array(NamedPlain),
    idle: Type.Array(NamedPlain),
    method: StringEnum(['support-suppress', 'follow', 'mediate'] as const),
    score: Type.Number(),
    reasoning: Type.Array(Type.Object({
      slug: StringEnum(['follow', 'mediate', 'strong', 'weak-resource', 'weak-companion'] as const),
      score: Type.Number({ description: 'the day master\'s strength score the reason quotes' }),
      text: Type.String({ description: "the reason in the answer's language (core's useful-god-reason table)" }),
    })),
    warnings: Warnings,
  }),
  examples: [{ name: 'beijing', body: BEIJING_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const u = usefulGod(pillarIndexes(chart.raw));
    const names = (xs: number[]) => xs.map((x) => phaseNamed(x, lang));
    return {
      moment: chart.moment,
      settings: chart.settings,
      usefulGod: { element: phaseNamed(u.useful, lang) },
      favourable: names(u.favourable), unfavourable: names(u.unfavourable), enemy: names(u.enemy), idle: names(u.idle),
      method: u.method, score: u.strength.score, reasoning: u.reasoning.map((r) => ({ ...r, text: sentence('useful-god-reason', r.slug, lang, { score: r.score.toFixed(1) }) })),
      warnings: chart.warnings,
    };
  },
});
