/**
 * Period analysis (/bazi/period-analysis): the luck, annual, monthly and daily pillars in force
 * on a target date, their interactions with the natal chart, and where they carry the chart's
 * favourable or unfavourable phases. Moved from the operation's handler (answers unchanged).
 */
import type { Ephemeris } from '@celestial/core';
import { PILLAR_NAMES, jieAround, jieBranch, lichunYear } from './bazi.js';
import type { RawPillars } from './bazi.js';
import { cycleIndex, dayCycleIndex, jdnOf, mod, stemPhase, yearCycleIndex, yinMonthStem } from './cycle.js';
import { addYmd, luckPillarIndexes, luckStart } from './luck.js';
import { interactions } from './relations.js';
import type { Found, Member } from './relations.js';
import { usefulGod } from './strength.js';
import { hiddenStemsOf } from './zi-ping.js';

export const PERIODS = ['luck', 'annual', 'monthly', 'daily'] as const;
export type Period = (typeof PERIODS)[number];
type Ymd = { year: number; month: number; day: number };
/** The four periods in order, with their cycle indexes (luck null before the first luck pillar). */
export type PeriodPillars = [['luck', number | null], ['annual', number], ['monthly', number], ['daily', number]];

/**
 * The four period pillars (cycle indexes; luck null before the first luck pillar starts) on a
 * target civil date: luck pillars from the start date in ten-year steps; the annual pillar of
 * the Lichun year and the monthly of the jie month at local noon of the target; the day pillar.
 */
export function periodPillars(ephemeris: Ephemeris, raw: RawPillars, jdUT: number, gender: 'male' | 'female', birthLocalDate: Ymd, target: Ymd, timezoneOffset: number) {
  const start = luckStart(raw, jdUT, gender, birthLocalDate);
  const lucks = luckPillarIndexes(raw.month, start.forward, 12);
  const tj = jdnOf(target.year, target.month, target.day);
  let luck: number | null = null;
  for (let k = 0; k < lucks.length; k++) { const s = addYmd(start.startDate, 10 * k, 0, 0); if (jdnOf(s.year, s.month, s.day) <= tj) luck = lucks[k]!; }
  const jd = tj - 0.5 + (12 - timezoneOffset) / 24;
  const annual = yearCycleIndex(lichunYear(ephemeris, jd).year);
  const mb = jieBranch(jieAround(ephemeris, jd).previous.index);
  const monthly = cycleIndex(mod(yinMonthStem(annual % 10) + mod(mb - 2, 12), 10), mb);
  const periods: PeriodPillars = [['luck', luck], ['annual', annual], ['monthly', monthly], ['daily', dayCycleIndex(tj)]];
  return periods;
}

/** The interactions of the natal chart with the periods, keeping those a period takes part in. */
export function periodInteractions(natal: readonly [number, number, number, number], periods: readonly [Period, number | null][]) {
  const members = (f: (i: number) => number): Member[] => [
    ...PILLAR_NAMES.map((p, k) => ({ pillar: p as string, index: f(natal[k]!) })),
    ...periods.flatMap(([p, i]) => (i === null ? [] : [{ pillar: p as string, index: f(i) }])),
  ];
  const all = interactions(members((i) => i % 10), members((i) => i % 12), natal[1] % 12);
  const periodOnly = (list: Found[]) => list.filter((f) => f.members.some((m) => (PERIODS as readonly string[]).includes(m.pillar)));
  return {
    stemCombinations: periodOnly(all.stemCombinations), stemClashes: periodOnly(all.stemClashes), sixCombinations: periodOnly(all.sixCombinations),
    threeHarmonies: periodOnly(all.threeHarmonies), directionalCombinations: periodOnly(all.directionalCombinations), clashes: periodOnly(all.clashes),
    punishments: periodOnly(all.punishments), harms: periodOnly(all.harms), destructions: periodOnly(all.destructions),
  };
}

/**
 * Where the periods carry the chart's favourable (useful god and its producer) and
 * unfavourable (its controller and that one's producer) phases: by stem, and by the branch's
 * main hidden stem. Returns [period, part, phase].
 */
export function periodHits(natal: readonly [number, number, number, number], periods: readonly [Period, number | null][]) {
  const u = usefulGod(natal);
  const hits = (set: number[]) => periods.flatMap(([period, i]) => (i === null ? [] : [
    ...(set.includes(stemPhase(i % 10)) ? [{ period, part: 'stem' as const, phase: stemPhase(i % 10) }] : []),
    ...(set.includes(stemPhase(hiddenStemsOf(i % 12)[0]!.stem)) ? [{ period, part: 'branch' as const, phase: stemPhase(hiddenStemsOf(i % 12)[0]!.stem) }] : []),
  ]));
  return { favourable: hits(u.favourable), unfavourable: hits([...u.unfavourable, ...u.enemy]) };
}
