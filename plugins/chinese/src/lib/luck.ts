/**
 * Da Yun (luck pillars) and Xiao Yun (minor luck): direction, start age and the sequence.
 * Direction after San Ming Tong Hui (Wan Minying, c. 1578): forward for a yang year stem and a
 * male or a yin year stem and a female, backward otherwise, the year stem being the Lichun
 * year's. Start age: the time from birth to the next jie (forward) or back to the previous
 * one (backward), 3 days = 1 year, 1 day = 4 months, 1 hour = 5 days, on whole minutes as
 * 6tail/lunar's Yun does in its sect 2 (years = floor(m / 4320), months = floor(rest / 360),
 * days = floor(rest / 12)).
 */
import { dateOfJdn, isYang, jdnOf, mod, yearCycleIndex } from './cycle.js';
import type { JieAt, RawPillars } from './bazi.js';

export type Gender = 'male' | 'female';

export interface LuckStart {
  forward: boolean;
  reference: JieAt;
  minutes: number;
  years: number; months: number; days: number;
  startDate: { year: number; month: number; day: number };
}

const daysInMonth = (y: number, m: number) => jdnOf(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1) - jdnOf(y, m, 1);

/** A civil date plus whole years, months and days (the day clamped to the month's last day before the days are added). */
export function addYmd(d: { year: number; month: number; day: number }, years: number, months: number, days: number) {
  const total = d.month - 1 + months;
  const year = d.year + years + Math.floor(total / 12);
  const month = mod(total, 12) + 1;
  const day = Math.min(d.day, daysInMonth(year, month));
  return dateOfJdn(jdnOf(year, month, day) + days);
}

export function luckStart(raw: RawPillars, jdUT: number, gender: Gender, birthDate: { year: number; month: number; day: number }): LuckStart {
  const yang = isYang(yearCycleIndex(raw.solarYear) % 10);
  const forward = (yang && gender === 'male') || (!yang && gender === 'female');
  const reference = forward ? raw.jie.next : raw.jie.previous;
  const minutes = Math.floor(Math.abs(reference.jd - jdUT) * 1440 + 1e-9);
  const years = Math.floor(minutes / 4320);
  let rest = minutes - years * 4320;
  const months = Math.floor(rest / 360);
  rest -= months * 360;
  const days = Math.floor(rest / 12);
  return { forward, reference, minutes, years, months, days, startDate: addYmd(birthDate, years, months, days) };
}

/** Cycle indexes of the luck pillars: the month pillar stepped +1 (forward) or -1 (backward) per decade. */
export function luckPillarIndexes(monthIndex: number, forward: boolean, count: number): number[] {
  return Array.from({ length: count }, (_, i) => mod(monthIndex + (forward ? i + 1 : -(i + 1)), 60));
}

/**
 * Xiao Yun: the year of age 1 (sui) takes the hour pillar +1 (forward) or -1 (backward), one
 * step per year of age (San Ming Tong Hui 'Lun Xiao Yun'; 6tail/lunar XiaoYun).
 */
export function minorLuckIndexes(hourIndex: number, forward: boolean, years: number): number[] {
  return Array.from({ length: years }, (_, i) => mod(hourIndex + (forward ? i + 1 : -(i + 1)), 60));
}

/**
 * The luck pillars of a chart with their ages and years: pillar k runs from the start age +
 * 10 k to + 10 (k + 1), from the start date's year + 10 k. Moved from the operation's handler
 * (answers unchanged).
 */
export function luckSequence(raw: RawPillars, jdUT: number, gender: Gender, birthDate: { year: number; month: number; day: number }, count: number) {
  const start = luckStart(raw, jdUT, gender, birthDate);
  const pillars = luckPillarIndexes(raw.month, start.forward, count).map((cycle, i) => ({
    index: i, cycle, fromAge: start.years + 10 * i, toAge: start.years + 10 * i + 10, fromYear: start.startDate.year + 10 * i,
  }));
  return { start, pillars };
}
