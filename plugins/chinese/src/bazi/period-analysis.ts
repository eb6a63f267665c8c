import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { castChart, checkCalendarYear } from '../lib/chart.js';
import { PILLAR_NAMES, jieAround, jieBranch, lichunYear, pillarIndexes, pillarOut } from '../lib/bazi.js';
import { cycleIndex, dayCycleIndex, isoDate, jdnOf, mod, parseIso, phaseNamed, stemPhase, yearCycleIndex, yinMonthStem } from '../lib/cycle.js';
import { addYmd, luckPillarIndexes, luckStart } from '../lib/luck.js';
import { interactions } from '../lib/relations.js';
import type { Found, Member } from '../lib/relations.js';
import { InteractionItem, foundOut } from '../lib/relations-out.js';
import { usefulGod } from '../lib/strength.js';
import { hiddenStemsOf, tenGodNamed } from '../lib/zi-ping.js';
import { BaziSettings, Moment, NamedChinese, NamedPlain, Pillar, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

const PERIODS = ['luck', 'annual', 'monthly', 'daily'] as const;
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
    const start = luckStart(chart.raw, chart.jd, body.gender, parseIso(chart.m.localDate));
    const lucks = luckPillarIndexes(chart.raw.month, start.forward, 12);
    const tj = jdnOf(target.year, target.month, target.day);
    let luck: number | null = null;
    for (let k = 0; k < lucks.length; k++) { const s = addYmd(start.startDate, 10 * k, 0, 0); if (jdnOf(s.year, s.month, s.day) <= tj) luck = lucks[k]!; }
    const jd = tj - 0.5 + (12 - chart.m.timezoneOffset) / 24;
    const ly = lichunYear(services.ephemeris, jd);
    const annual = yearCycleIndex(ly.year);
    const mb = jieBranch(jieAround(services.ephemeris, jd).previous.index);
    const monthly = cycleIndex(mod(yinMonthStem(annual % 10) + mod(mb - 2, 12), 10), mb);
    const daily = dayCycleIndex(tj);
    const periods: [(typeof PERIODS)[number], number | null][] = [['luck', luck], ['annual', annual], ['monthly', monthly], ['daily', daily]];
    const stems: Member[] = [...PILLAR_NAMES.map((p, k) => ({ pillar: p as string, index: natal[k]! % 10 })), ...periods.flatMap(([p, i]) => (i === null ? [] : [{ pillar: p as string, index: i % 10 }]))];
    const branches: Member[] = [...PILLAR_NAMES.map((p, k) => ({ pillar: p as string, index: natal[k]! % 12 })), ...periods.flatMap(([p, i]) => (i === null ? [] : [{ pillar: p as string, index: i % 12 }]))];
    const all = interactions(stems, branches, natal[1] % 12);
    const periodOnly = (list: Found[]) => list.filter((f) => f.members.some((m) => (PERIODS as readonly string[]).includes(m.pillar)));
    const u = usefulGod(natal);
    const hits = (set: number[]) => periods.flatMap(([period, i]) => (i === null ? [] : [
      ...(set.includes(stemPhase(i % 10)) ? [{ period, part: 'stem' as const, element: phaseNamed(stemPhase(i % 10), lang) }] : []),
      ...(set.includes(stemPhase(hiddenStemsOf(i % 12)[0]!.stem)) ? [{ period, part: 'branch' as const, element: phaseNamed(stemPhase(hiddenStemsOf(i % 12)[0]!.stem), lang) }] : []),
    ]));
    const out = (i: number | null) => (i === null ? null : { pillar: pillarOut(i, lang), tenGod: tenGodNamed(dm, i % 10, lang) });
    return {
      moment: chart.moment,
      settings: chart.settings,
      targetDate: isoDate(target),
      luckPillar: out(luck), annualPillar: out(annual), monthlyPillar: out(monthly), dailyPillar: out(daily),
      interactions: {
        stemCombinations: foundOut(periodOnly(all.stemCombinations), 'stem', lang), stemClashes: foundOut(periodOnly(all.stemClashes), 'stem', lang),
        sixCombinations: foundOut(periodOnly(all.sixCombinations), 'branch', lang), threeHarmonies: foundOut(periodOnly(all.threeHarmonies), 'branch', lang),
        directionalCombinations: foundOut(periodOnly(all.directionalCombinations), 'branch', lang), clashes: foundOut(periodOnly(all.clashes), 'branch', lang),
        punishments: foundOut(periodOnly(all.punishments), 'branch', lang), harms: foundOut(periodOnly(all.harms), 'branch', lang), destructions: foundOut(periodOnly(all.destructions), 'branch', lang),
      },
      favourableHits: hits(u.favourable),
      unfavourableHits: hits([...u.unfavourable, ...u.enemy]),
      warnings: chart.warnings,
    };
  },
});
