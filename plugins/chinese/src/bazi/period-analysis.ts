import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { castChart, checkCalendarYear } from '../lib/chart.js';
import { pillarIndexes, pillarOut } from '../lib/bazi.js';
import { isoDate, parseIso, phaseNamed } from '../lib/cycle.js';
import { PERIODS, periodHits, periodInteractions, periodPillars } from '../lib/period-analysis.js';
import type { Period } from '../lib/period-analysis.js';
import { InteractionItem, foundOut } from '../lib/relations-out.js';
import { tenGodNamed } from '../lib/zi-ping.js';
import { BaziSettings, Moment, NamedChinese, NamedPlain, Pillar, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

const PeriodPillar = Type.Union([Type.Object({ pillar: Pillar, tenGod: NamedChinese }), Type.Null()]);
const Hit = Type.Object({ period: StringEnum(PERIODS), part: StringEnum(['stem', 'branch'] as const), element: NamedPlain });

export default defineOperation({
  method: 'POST',
  path: '/bazi/period-analysis',
  summary: 'The luck, year, month and day pillars in force on a date, their interactions with the chart and the favourable-element hits',
  description: 'Fixes the active Da Yun (from /bazi/luck-pillars: the decade whose start, startDate + 10 k years, is on or before targetDate; null before the first) and the year (Lichun), month (jie) and day ((JDN + 49) mod 60) pillars of targetDate taken at 12:00 in the chart\'s zone offset; interactions of their stems and branches with one another and with the natal pillars by the tables of /bazi/interactions (only those involving a period pillar); favourableHits = the stems and branch main qi of the period pillars whose element is in the favourable list of /bazi/favourable-elements, unfavourableHits = those in its unfavourable or enemy list. Layered timing (da yun, liu nian, liu yue, liu ri) as in Zi Ping Zhen Quan.',
  body: chartBody({ ...conventionMembers, gender: StringEnum(['male', 'female'] as const), targetDate: DateString }),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    targetDate: Type.String({ format: 'date', description: 'ISO 8601 date' }),
    luckPillar: PeriodPillar, annualPillar: PeriodPillar, monthlyPillar: PeriodPillar, dailyPillar: PeriodPillar,
    interactions: Type.Object({
      stemCombinations: Type.Array(InteractionItem), stemClashes: Type.Array(InteractionItem), sixCombinations: Type.Array(InteractionItem), threeHarmonies: Type.Array(InteractionItem),
      directionalCombinations: Type.Array(InteractionItem), clashes: Type.Array(InteractionItem), punishments: Type.Array(InteractionItem), harms: Type.Array(InteractionItem), destructions: Type.Array(InteractionItem),
    }),
    favourableHits: Type.Array(Hit),
    unfavourableHits: Type.Array(Hit),
    warnings: Warnings,
  }),
  examples: [{ name: 'beijing-2026', body: { ...BEIJING_BIRTH, gender: 'male', targetDate: '2026-11-26' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const natal = pillarIndexes(chart.raw);
    const dm = chart.raw.day % 10;
    const target = parseIso(body.targetDate);
    checkCalendarYear(target.year, 'targetDate');
    const periods = periodPillars(services.ephemeris, chart.raw, chart.jd, body.gender, parseIso(chart.m.localDate), target, chart.m.timezoneOffset);
    const [[, luck], [, annual], [, monthly], [, daily]] = periods;
    const found = periodInteractions(natal, periods);
    const h = periodHits(natal, periods);
    const hitOut = (x: { period: Period; part: 'stem' | 'branch'; phase: number }) => ({ period: x.period, part: x.part, element: phaseNamed(x.phase, lang) });
    const out = (i: number | null) => (i === null ? null : { pillar: pillarOut(i, lang), tenGod: tenGodNamed(dm, i % 10, lang) });
    return {
      moment: chart.moment,
      settings: chart.settings,
      targetDate: isoDate(target),
      luckPillar: out(luck), annualPillar: out(annual), monthlyPillar: out(monthly), dailyPillar: out(daily),
      interactions: {
        stemCombinations: foundOut(found.stemCombinations, 'stem', lang), stemClashes: foundOut(found.stemClashes, 'stem', lang),
        sixCombinations: foundOut(found.sixCombinations, 'branch', lang), threeHarmonies: foundOut(found.threeHarmonies, 'branch', lang),
        directionalCombinations: foundOut(found.directionalCombinations, 'branch', lang), clashes: foundOut(found.clashes, 'branch', lang),
        punishments: foundOut(found.punishments, 'branch', lang), harms: foundOut(found.harms, 'branch', lang), destructions: foundOut(found.destructions, 'branch', lang),
      },
      favourableHits: h.favourable.map(hitOut),
      unfavourableHits: h.unfavourable.map(hitOut),
      warnings: chart.warnings,
    };
  },
});
