/**
 * The Chinese calendar computed from the ephemeris (no tables): the 24 solar terms as exact
 * instants, true new moons as exact instants, and the months with their leap months by the
 * rules of the 1645 (Shixian) reform as Helmer Aslaksen sets them out ("The Mathematics of the
 * Chinese Calendar", 2010 revision, sections 4-6):
 *   1. months begin on the civil day (in the calendar zone) of the true new moon;
 *   2. the winter solstice (Dongzhi) always falls in month 11;
 *   3. a sui (month 11 up to, not including, the next month 11) with 13 months has a leap
 *      month: the first month after month 11 with no principal term (zhongqi), which takes the
 *      number of the month before it;
 *   4. the zone is UT+8 from 1929-01-01 and Beijing local mean time (116 deg 25' E, UT+7h45m40s)
 *      before (Aslaksen section 5).
 * Principal terms and new moons are compared by civil date, never by instant (rule 1 and 3
 * both speak of days). The rules are applied proleptically: before 1645 China used mean terms
 * (ping qi) and the historical calendars may differ from these dates.
 * Moved here from plugins/chinese/src/lib/calendar.ts (which re-exports it) because the I Ching's
 * plum-blossom time method reads the lunar date by the same rules.
 */
import { ApiError } from '../errors.js';
import type { Ephemeris, ZodiacSettings } from '../services.js';
import { normalizeDegrees, signedArc } from './angles.js';
import { brentRoot, ROOT_TOLERANCE_DAYS } from './events.js';
import { dateOfJdn, jdnOf } from './sexagenary.js';

const TROPICAL: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };

/** The years the calendar operations serve (SERVICE-SPEC: solar terms for years 2 to 2899). */
export const CALENDAR_YEARS = { first: 2, last: 2899 } as const;

/** The zones a lunar calendar may be reckoned in: China, Korea, Vietnam (fixed offsets for 9 and 7). */
export type CalendarZone = 8 | 9 | 7;
export const CALENDAR_ZONES: readonly CalendarZone[] = [8, 9, 7];

/** JD (UT) of 1929-01-01 00:00 at UT+8: China's calendar zone before it is Beijing mean time. */
const CST_FROM_JD = 2425612.5 - 8 / 24;
/** Beijing local mean time: longitude 116 deg 25' E = 7 h 45 min 40 s (Aslaksen section 5). */
export const BEIJING_MEAN_TIME_HOURS = (116 + 25 / 60) / 15;

/** Hours east of UT of the calendar zone at an instant. */
export function calendarZoneOffset(zone: CalendarZone, jdUT: number): number {
  if (zone === 8) return jdUT < CST_FROM_JD ? BEIJING_MEAN_TIME_HOURS : 8;
  return zone;
}

/** Julian Day Number of the civil date (in the calendar zone) on which an instant falls. */
export function civilDay(jdUT: number, zone: CalendarZone): number {
  return Math.floor(jdUT + 0.5 + calendarZoneOffset(zone, jdUT) / 24);
}

const sunLongitude = (e: Ephemeris, jd: number) => e.longitudeOnlyAt(jd, 0, TROPICAL);

/** Target longitude of term i (0 = Xiaohan 285 deg ... 23 = Dongzhi 270 deg): (285 + 15 i) mod 360. */
export const termLongitude = (i: number): number => (285 + 15 * i) % 360;
/** Even terms are jie (sectional), odd are zhongqi (principal, multiples of 30 deg). */
export const isJie = (i: number): boolean => i % 2 === 0;

// Term instants per ephemeris and year (24 numbers, JD UT); bounded: the oldest year is dropped.
const TERM_CACHE_YEARS = 600;
const termCache = new WeakMap<Ephemeris, Map<number, readonly number[]>>();

/**
 * The 24 terms of Gregorian year `year` as JD (UT): the instants at which the Sun's apparent
 * geocentric longitude (true equinox of date, nutation and aberration included, as
 * swe_calc_ut gives it) equals (285 + 15 i) mod 360. Brent's method on the wrapped difference
 * inside a 16-day bracket around the mean-motion estimate (the terms deviate from it by under
 * 3 days: the Sun's speed varies 0.95-1.02 deg/day), to 0.01 s.
 */
export function solarTermsOfYear(ephemeris: Ephemeris, year: number): readonly number[] {
  let byYear = termCache.get(ephemeris);
  if (!byYear) termCache.set(ephemeris, (byYear = new Map()));
  const hit = byYear.get(year);
  if (hit) return hit;
  // Xiaohan falls on 5-6 January; the mean term is 365.2422 / 24 days.
  const base = jdnOf(year, 1, 6) - 0.5;
  const out: number[] = [];
  for (let i = 0; i < 24; i++) {
    const target = termLongitude(i);
    const est = base + i * (365.2422 / 24);
    const f = (t: number) => signedArc(target, sunLongitude(ephemeris, t));
    out.push(brentRoot(f, est - 8, est + 8, ROOT_TOLERANCE_DAYS));
  }
  if (byYear.size >= TERM_CACHE_YEARS) byYear.delete(byYear.keys().next().value!);
  byYear.set(year, out);
  return out;
}

/** Term instants as a flat ascending list of {jd, year, index} over Gregorian years [y1, y2]. */
export function termsBetween(ephemeris: Ephemeris, y1: number, y2: number): { jd: number; year: number; index: number }[] {
  const out: { jd: number; year: number; index: number }[] = [];
  for (let y = y1; y <= y2; y++) solarTermsOfYear(ephemeris, y).forEach((jd, index) => out.push({ jd, year: y, index }));
  return out;
}

/** Mean synodic month, days (Meeus, Astronomical Algorithms, ch. 49). */
const SYNODIC_MONTH = 29.530588861;

/**
 * The first true new moon at or after jd: the apparent geocentric longitudes of Moon and Sun
 * equal. The elongation grows 10-15 deg a day, so it is stepped a day at a time from a little
 * before the mean-motion estimate until it wraps through 0, then Brent on the wrapped
 * difference inside that day (0.01 s).
 */
export function newMoonOnOrAfter(ephemeris: Ephemeris, jd: number): number {
  const elong = (t: number) => normalizeDegrees(ephemeris.longitudeOnlyAt(t, 1, TROPICAL) - sunLongitude(ephemeris, t));
  const e0 = elong(jd);
  if (e0 === 0) return jd;
  let t = jd + Math.max(0, ((360 - e0) / 360) * SYNODIC_MONTH - 2.5);
  let e = t === jd ? e0 : elong(t);
  for (let n = 0; n < 40; n++) {
    const t1 = t + 1;
    const e1 = elong(t1);
    if (e1 < e && e > 180) {
      const f = (x: number) => signedArc(0, ephemeris.longitudeOnlyAt(x, 1, TROPICAL) - sunLongitude(ephemeris, x));
      const root = brentRoot(f, t, t1, ROOT_TOLERANCE_DAYS);
      if (root >= jd) return root;
    }
    t = t1;
    e = e1;
  }
  throw new ApiError('CALCULATION_ERROR', 'no new moon found within 40 days');
}

export interface LunarMonth {
  /** 1-12 */
  number: number;
  isLeap: boolean;
  /** JDN (calendar zone) of day 1. */
  startJdn: number;
  /** JD (UT) of the new moon that begins it. */
  newMoonJd: number;
  days: 29 | 30;
  /** Index (odd, 1-23) and year of the principal term in the month, null for a leap month. */
  principalTerm: { year: number; index: number; jd: number } | null;
  /** The lunar year the month belongs to. */
  lunarYear: number;
}

/** The months of one sui: month 11 of Gregorian year Y-1 up to (not including) month 11 of Y. */
export interface Sui {
  year: number;
  months: LunarMonth[];
  /** JDN of the next sui's month 11. */
  endJdn: number;
}

const suiCache = new WeakMap<Ephemeris, Map<string, Sui>>();
const SUI_CACHE_SIZE = 1200;

/** The sui ending before the month 11 that contains the December solstice of Gregorian year Y. */
export function sui(ephemeris: Ephemeris, year: number, zone: CalendarZone): Sui {
  let cache = suiCache.get(ephemeris);
  if (!cache) suiCache.set(ephemeris, (cache = new Map()));
  const key = `${zone}:${year}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const prev = solarTermsOfYear(ephemeris, year - 1);
  const cur = solarTermsOfYear(ephemeris, year);
  const solsticeDay1 = civilDay(prev[23]!, zone);
  const solsticeDay2 = civilDay(cur[23]!, zone);
  // New moons from 35 days before the first solstice to past the second.
  const moons: { jd: number; day: number }[] = [];
  let t = prev[23]! - 35;
  for (;;) {
    const jd = newMoonOnOrAfter(ephemeris, t);
    const day = civilDay(jd, zone);
    if (day > solsticeDay2) { moons.push({ jd, day }); break; }
    moons.push({ jd, day });
    t = jd + 20;
  }
  const lastOnOrBefore = (d: number) => { let k = -1; moons.forEach((m, i) => { if (m.day <= d) k = i; }); return k; };
  const a = lastOnOrBefore(solsticeDay1);
  const b = lastOnOrBefore(solsticeDay2);
  const count = b - a;
  if (a < 0 || (count !== 12 && count !== 13)) throw new ApiError('CALCULATION_ERROR', `the sui of ${year} has ${count} months`);
  const principal: { year: number; index: number; jd: number; day: number }[] = [
    { year: year - 1, index: 23, jd: prev[23]!, day: solsticeDay1 },
    ...cur.map((jd, index) => ({ year, index, jd, day: civilDay(jd, zone) })).filter((x) => x.index % 2 === 1),
  ];
  const zhongqiIn = (from: number, to: number) => principal.find((p) => p.day >= from && p.day < to) ?? null;
  let leapAt = -1;
  if (count === 13) {
    for (let i = a + 1; i < b; i++) if (!zhongqiIn(moons[i]!.day, moons[i + 1]!.day)) { leapAt = i; break; }
  }
  const months: LunarMonth[] = [];
  let number = 10;
  let seenFirst = false;
  for (let i = a; i < b; i++) {
    const isLeap = i === leapAt;
    if (!isLeap) number = (number % 12) + 1;
    if (number === 1 && !isLeap) seenFirst = true;
    const p = zhongqiIn(moons[i]!.day, moons[i + 1]!.day);
    months.push({
      number, isLeap,
      startJdn: moons[i]!.day,
      newMoonJd: moons[i]!.jd,
      days: (moons[i + 1]!.day - moons[i]!.day) as 29 | 30,
      principalTerm: p && { year: p.year, index: p.index, jd: p.jd },
      lunarYear: seenFirst ? year : year - 1,
    });
  }
  const out: Sui = { year, months, endJdn: moons[b]!.day };
  if (cache.size >= SUI_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, out);
  return out;
}

export interface LunarDate {
  lunarYear: number;
  month: LunarMonth;
  day: number;
}

/** The lunar date of a civil date (JDN in the calendar zone). */
export function lunarDateOfJdn(ephemeris: Ephemeris, jdn: number, zone: CalendarZone): LunarDate {
  const { year } = dateOfJdn(jdn);
  let s = sui(ephemeris, year, zone);
  if (jdn >= s.endJdn) s = sui(ephemeris, year + 1, zone);
  let k = s.months.length - 1;
  while (k > 0 && s.months[k]!.startJdn > jdn) k--;
  const month = s.months[k]!;
  return { lunarYear: month.lunarYear, month, day: jdn - month.startJdn + 1 };
}

/** All months of lunar year L (month 1 to the last month 12 or leap 12), in order. */
export function monthsOfLunarYear(ephemeris: Ephemeris, lunarYear: number, zone: CalendarZone): LunarMonth[] {
  return [...sui(ephemeris, lunarYear, zone).months, ...sui(ephemeris, lunarYear + 1, zone).months].filter((m) => m.lunarYear === lunarYear);
}

/** Lichun instants (JD UT) of the solar year containing an instant, and that year. */
export function lichunYear(ephemeris: Ephemeris, jdUT: number): { year: number; startJd: number; endJd: number } {
  const { year } = dateOfJdn(Math.floor(jdUT + 0.5));
  const l = solarTermsOfYear(ephemeris, year)[2]!;
  if (jdUT >= l) return { year, startJd: l, endJd: solarTermsOfYear(ephemeris, year + 1)[2]! };
  return { year: year - 1, startJd: solarTermsOfYear(ephemeris, year - 1)[2]!, endJd: l };
}

/** JD (UT) of 00:00 of lunar new year's day of lunar year L in China's calendar zone. */
export function newYearJd(ephemeris: Ephemeris, lunarYear: number): number {
  const jdn = monthsOfLunarYear(ephemeris, lunarYear, 8)[0]!.startJdn;
  // 00:00 of that civil day in the zone: JDN - 0.5 is 00:00 UT; the zone's offset (UT+8, or
  // Beijing mean time before 1929) moves it earlier.
  return jdn - 0.5 - calendarZoneOffset(8, jdn - 0.5 - 8 / 24) / 24;
}
