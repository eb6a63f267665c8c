/**
 * The four pillars (Zi Ping, after Xu Ziping's school, Yuan Hai Zi Ping) on the exact calendar
 * of calendar.ts, with the conventions that split the schools as switches echoed in `settings`:
 * year boundary (Lichun or lunar new year), zi hour rule (day-at-23: the day pillar turns at
 * 23:00; early-late: it turns at 24:00 and 23:00-24:00 takes the next day's zi stem), and the
 * clock the hour and day are read on (local civil time, local apparent solar time, or China
 * Standard Time UT+8).
 */
import type { Ephemeris, LangCode, ResolvedMoment, TimeZones, ZodiacSettings } from '@celestial/core';
import { jdToIsoWithOffset, sentence, term } from '@celestial/core';
import { momentEcho, normalizeDegrees, resolveMoment as coreResolveMoment } from '@celestial/core/astro';
import { civilDay, lunarDateOfJdn, solarTermsOfYear } from './calendar.js';
import { lichunYear, newYearJd } from '@celestial/core/astro';
// The Lichun year and the lunar new year's instant live in core (public/chinese-zodiac reads them too).
export { lichunYear, newYearJd };
import {
  animalNamed, branchNamed, cycleIndex, dateOfJdn, dayCycleIndex, ganzhi, isYang, jdnOf, mod, phaseNamed, stemNamed, stemPhase, BRANCH_PHASE,
  yearCycleIndex, yinMonthStem, ziHourStem,
} from './cycle.js';

const TROPICAL: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };

export type HourBasis = 'local' | 'solar' | 'cst';
export type ZiHourRule = 'day-at-23' | 'early-late';
export type YearBoundary = 'lichun' | 'lunar-new-year';
export const HOUR_BASES: readonly HourBasis[] = ['local', 'solar', 'cst'];
export const ZI_HOUR_RULES: readonly ZiHourRule[] = ['day-at-23', 'early-late'];
export const YEAR_BOUNDARIES: readonly YearBoundary[] = ['lichun', 'lunar-new-year'];

export interface BaziConventions {
  hourBasis: HourBasis;
  ziHourRule: ZiHourRule;
  yearBoundary: YearBoundary;
}

export interface ChartInput {
  date: string;
  time: string;
  timezoneOffset?: number | null;
  timezone?: string;
  latitude: number;
  longitude: number;
}

/**
 * `24:00:00` (accepted on the Chinese operations, SERVICE-SPEC birth data rule 2) is 00:00 of
 * the next day; the zone offset is then looked up for that wall time.
 */
export function normalizeMidnight<T extends { date: string; time?: string }>(input: T): T {
  if (input.time !== '24:00:00') return input;
  const [y, m, d] = input.date.split('-').map(Number) as [number, number, number];
  const next = dateOfJdn(jdnOf(y, m, d) + 1);
  return { ...input, date: `${String(next.year).padStart(4, '0')}-${String(next.month).padStart(2, '0')}-${String(next.day).padStart(2, '0')}`, time: '00:00:00' };
}

export function resolveChartMoment(input: ChartInput, services: { ephemeris: Ephemeris; timeZones: TimeZones }): ResolvedMoment {
  return coreResolveMoment(normalizeMidnight(input), services);
}

/**
 * A wall clock at an instant: the civil date (JDN) and fractional hours of UT + offset hours.
 */
export interface Clock { jdn: number; hours: number; offsetHours: number }
export function clockAt(jdUT: number, offsetHours: number): Clock {
  const c = jdUT + 0.5 + offsetHours / 24;
  const jdn = Math.floor(c);
  return { jdn, hours: (c - jdn) * 24, offsetHours };
}

/**
 * Equation of time E (hours): local apparent solar time minus local mean solar time, from the
 * Greenwich apparent sidereal time and the Sun's apparent right ascension of date (the
 * definition swe_time_equ implements): LAT = GAST + lon - RA_sun + 12 h; LMT = UT + lon.
 * The ARMC of swe_houses_ex at longitude 0 is GAST in degrees.
 */
export function equationOfTimeHours(ephemeris: Ephemeris, jdUT: number): number {
  const gast = ephemeris.houses(jdUT, 0, 0, 'E', TROPICAL).armc;
  const ra = ephemeris.equatorial(jdUT, 0).rightAscension;
  const ut = ((jdUT + 0.5) % 1) * 360;
  let e = normalizeDegrees(gast - ra + 180 - ut);
  if (e > 180) e -= 360;
  return e / 15;
}

/** Offset (hours east of UT) of each clock: the request's zone, CST (UT+8), local apparent solar time. */
export function basisOffset(basis: HourBasis, zoneOffset: number, longitude: number, eotHours: number): number {
  if (basis === 'local') return zoneOffset;
  if (basis === 'cst') return 8;
  return longitude / 15 + eotHours;
}

/** Double-hour branch of a clock hour: floor(((h + 1) mod 24) / 2), zi = 23:00-00:59. */
export const hourBranchOf = (h: number): number => Math.floor(mod(h + 1, 24) / 2);

export interface JieAt { jd: number; index: number; year: number }

/** The jie (even terms) around an instant: the last at or before it and the first after it. */
export function jieAround(ephemeris: Ephemeris, jdUT: number): { previous: JieAt; next: JieAt } {
  const { year } = dateOfJdn(Math.floor(jdUT + 0.5));
  const list: JieAt[] = [];
  for (const y of [year - 1, year, year + 1]) solarTermsOfYear(ephemeris, y).forEach((jd, index) => { if (index % 2 === 0) list.push({ jd, index, year: y }); });
  let k = list.length - 1;
  while (list[k]!.jd > jdUT) k--;
  return { previous: list[k]!, next: list[k + 1]! };
}


/** Branch of the month opened by jie i (0 Xiaohan -> chou, 2 Lichun -> yin, ..., 22 Daxue -> zi). */
export const jieBranch = (index: number): number => (index / 2 + 1) % 12;

export interface RawPillars {
  year: number; month: number; day: number; hour: number;
  /** Solar (Lichun) year and its start; the year the year pillar names (differs under lunar-new-year). */
  solarYear: number; pillarYear: number; yearStartJd: number;
  jie: { previous: JieAt; next: JieAt };
  clock: Clock;
  /** The civil date the day pillar is taken from (after the zi-hour rule). */
  dayJdn: number;
  ziHour: 'early' | 'late' | null;
  hourBranch: number;
}

/** The four pillars (cycle indexes 0-59) at an instant under the given conventions. */
export function rawPillars(ephemeris: Ephemeris, jdUT: number, zoneOffset: number, longitude: number, c: BaziConventions): RawPillars {
  const ly = lichunYear(ephemeris, jdUT);
  let pillarYear = ly.year;
  let yearStartJd = ly.startJd;
  if (c.yearBoundary === 'lunar-new-year') {
    const day = civilDay(jdUT, 8);
    const ld = lunarDateOfJdn(ephemeris, day, 8);
    pillarYear = ld.lunarYear;
    yearStartJd = newYearJd(ephemeris, ld.lunarYear);
  }
  const yearIdx = yearCycleIndex(pillarYear);
  const jie = jieAround(ephemeris, jdUT);
  const monthBranch = jieBranch(jie.previous.index);
  // Five Tigers from the stem of the solar (Lichun) year: the months are solar months.
  const monthStem = mod(yinMonthStem(yearCycleIndex(ly.year) % 10) + mod(monthBranch - 2, 12), 10);
  const monthIdx = cycleIndex(monthStem, monthBranch);
  const eot = c.hourBasis === 'solar' ? equationOfTimeHours(ephemeris, jdUT) : 0;
  const clock = clockAt(jdUT, basisOffset(c.hourBasis, zoneOffset, longitude, eot));
  const late = clock.hours >= 23;
  const dayJdn = late && c.ziHourRule === 'day-at-23' ? clock.jdn + 1 : clock.jdn;
  const dayIdx = dayCycleIndex(dayJdn);
  const hourBranch = hourBranchOf(clock.hours);
  // Late zi hour: both schools take the next day's zi stem (the Five Rats of the new day).
  const stemDay = late ? dayCycleIndex(clock.jdn + 1) % 10 : dayIdx % 10;
  const hourIdx = cycleIndex(mod(ziHourStem(stemDay) + hourBranch, 10), hourBranch);
  return {
    year: yearIdx, month: monthIdx, day: dayIdx, hour: hourIdx, solarYear: ly.year, pillarYear, yearStartJd, jie, clock, dayJdn,
    ziHour: late ? 'late' : clock.hours < 1 ? 'early' : null, hourBranch,
  };
}


/** A pillar as the answers write it. */
export function pillarOut(i: number, lang: LangCode) {
  const g = ganzhi(i);
  const stem = stemNamed(g.stem, lang), branch = branchNamed(g.branch, lang);
  const joiner = lang === 'ja' || lang === 'ko' ? '' : ' ';
  return {
    slug: g.slug,
    name: `${stem.name}${joiner}${branch.name}`,
    ganzhi: g.chinese,
    index: g.index,
    stem,
    branch,
    stemElement: phaseNamed(stemPhase(g.stem), lang),
    branchElement: phaseNamed(BRANCH_PHASE[g.branch]!, lang),
    yinYang: isYang(g.stem) ? 'yang' as const : 'yin' as const,
    animal: animalNamed(g.branch, lang),
  };
}

export function termNamed(index: number, lang: LangCode) {
  return { slug: TERM_SLUGS[index]!, name: term('solar-term', TERM_SLUGS[index]!, lang), chinese: TERM_CHARS[index]! };
}

export const TERM_SLUGS = [
  'xiao-han', 'da-han', 'li-chun', 'yu-shui', 'jing-zhe', 'chun-fen', 'qing-ming', 'gu-yu', 'li-xia', 'xiao-man', 'mang-zhong', 'xia-zhi',
  'xiao-shu', 'da-shu', 'li-qiu', 'chu-shu', 'bai-lu', 'qiu-fen', 'han-lu', 'shuang-jiang', 'li-dong', 'xiao-xue', 'da-xue', 'dong-zhi',
] as const;
export const TERM_CHARS = [
  '小寒', '大寒', '立春', '雨水', '驚蟄', '春分', '清明', '穀雨', '立夏', '小滿', '芒種', '夏至',
  '小暑', '大暑', '立秋', '處暑', '白露', '秋分', '寒露', '霜降', '立冬', '小雪', '大雪', '冬至',
] as const;

/** Minutes within which a pillar change around the birth instant earns a warning. */
export const SENSITIVITY_MINUTES = 30;

/**
 * Warnings for a birth near a pillar boundary (minutes to the change, as /chart's time
 * sensitivity): the jie that changes the month (and, for Lichun, the year) pillar, the
 * double-hour boundary that changes the hour pillar, and the day boundary of the zi-hour rule.
 * The messages are core's pillar-boundary-warning sentences in `lang` (issue 12), the solar term
 * named from core's solar-term table and the clock from the same sentence table.
 */
export function boundaryWarnings(raw: RawPillars, jdUT: number, c: BaziConventions, offsetMinutes = 0, lang: LangCode = 'en'): { code: string; message: string }[] {
  const out: { code: string; message: string }[] = [];
  const minutes = (x: number) => Math.round(Math.abs(x) * 1440 * 10) / 10;
  const tenths = (x: number) => Math.round(x * 10) / 10;
  const clock = term('pillar-boundary-warning', `clock-${c.hourBasis}`, lang);
  const termChange = (jie: { index: number; jd: number }, slug: 'changed' | 'changes', m: number) =>
    sentence('pillar-boundary-warning', `${jie.index === 2 ? 'month-year' : 'month'}-${slug}`, lang, { minutes: m, term: term('solar-term', TERM_SLUGS[jie.index]!, lang), instant: jdToIsoWithOffset(jie.jd, offsetMinutes) });
  const toPrev = jdUT - raw.jie.previous.jd, toNext = raw.jie.next.jd - jdUT;
  if (toPrev * 1440 <= SENSITIVITY_MINUTES) out.push({ code: 'near-term-boundary', message: termChange(raw.jie.previous, 'changed', minutes(toPrev)) });
  if (toNext * 1440 <= SENSITIVITY_MINUTES) out.push({ code: 'near-term-boundary', message: termChange(raw.jie.next, 'changes', minutes(toNext)) });
  const h = raw.clock.hours;
  const into = mod(h + 1, 2) * 60;
  if (into <= SENSITIVITY_MINUTES) out.push({ code: 'near-hour-boundary', message: sentence('pillar-boundary-warning', 'hour-changed', lang, { minutes: tenths(into), clock }) });
  if (120 - into <= SENSITIVITY_MINUTES) out.push({ code: 'near-hour-boundary', message: sentence('pillar-boundary-warning', 'hour-changes', lang, { minutes: tenths(120 - into), clock }) });
  if (c.ziHourRule === 'early-late') {
    const toMidnight = Math.min(h, 24 - h) * 60;
    if (toMidnight <= SENSITIVITY_MINUTES) out.push({ code: 'near-day-boundary', message: sentence('pillar-boundary-warning', 'day-changes', lang, { minutes: tenths(toMidnight), clock }) });
  }
  return out;
}

export { momentEcho };

export const PILLAR_NAMES = ['year', 'month', 'day', 'hour'] as const;
export type PillarName = (typeof PILLAR_NAMES)[number];
/** The four cycle indexes in pillar order. */
export const pillarIndexes = (raw: RawPillars): [number, number, number, number] => [raw.year, raw.month, raw.day, raw.hour];
