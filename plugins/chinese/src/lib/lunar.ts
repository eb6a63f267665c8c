/** Lunar dates as the answers write them, and the request's instant to a calendar-zone day. */
import { ApiError, jdToIsoWithOffset } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { timeToHours } from '@celestial/core/astro';
import { calendarZoneOffset, civilDay, lunarDateOfJdn, monthsOfLunarYear, solarTermsOfYear, CALENDAR_YEARS } from './calendar.js';
import type { CalendarZone, LunarDate, LunarMonth } from './calendar.js';
import { animalNamed, cycleIndex, dateOfJdn, dayCycleIndex, isoOfJdn, jdnOf, mod, parseIso, yearCycleIndex, yinMonthStem } from './cycle.js';
import { normalizeMidnight, pillarOut, termNamed } from './bazi.js';
import { zoneOf } from './zone.js';

const MONTH_CHARS = ['正月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '冬月', '臘月'];
const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
/** 初一 ... 初十, 十一 ... 二十, 廿一 ... 三十. */
export function dayChars(d: number): string {
  if (d <= 10) return `初${DIGITS[d]}`;
  if (d < 20) return `十${DIGITS[d - 10]}`;
  if (d === 20) return '二十';
  if (d < 30) return `廿${DIGITS[d - 20]}`;
  return '三十';
}
export const monthChars = (m: LunarMonth) => `${m.isLeap ? '閏' : ''}${MONTH_CHARS[m.number - 1]}`;

/** Ganzhi of a lunar month by the Five Tigers rule from its lunar year's stem (month 1 = yin); a leap month takes its month's. */
export const lunarMonthCycleIndex = (lunarYear: number, month: number) => cycleIndex(mod(yinMonthStem(yearCycleIndex(lunarYear) % 10) + month - 1, 10), mod(month + 1, 12));

export interface DateRequest { date: string; time?: string; timezoneOffset?: number | null; timezone?: string; calendarZone?: CalendarZone }

/**
 * The calendar-zone day of a request: with a time, the instant (in the request's zone, or in
 * the calendar zone when none is sent) converted to the calendar zone; without, the date as a
 * calendar-zone date.
 */
export function requestDay(body: DateRequest, timeZones: TimeZones): { jdn: number; jd: number | null } {
  const b = normalizeMidnight(body);
  const zone = (body.calendarZone ?? 8) as CalendarZone;
  const { year, month, day } = parseIso(b.date);
  if (year < CALENDAR_YEARS.first || year > CALENDAR_YEARS.last) throw ApiError.invalidField('date', `must be in the years ${CALENDAR_YEARS.first}-${CALENDAR_YEARS.last}`);
  const jdn = jdnOf(year, month, day);
  if (b.time === undefined) return { jdn, jd: null };
  const hours = timeToHours(b.time);
  let offset: number;
  if (body.timezone || body.timezoneOffset !== undefined && body.timezoneOffset !== null) {
    const z = zoneOf(body, timeZones, 0);
    offset = body.timezone ? timeZones.offsetAtLocal(z.name!, b.date, b.time) : z.at(0);
  } else {
    offset = zone === 8 ? (jdn < 2425612 ? (116 + 25 / 60) / 15 : 8) : zone;
  }
  const jd = jdn - 0.5 + (hours - offset) / 24;
  return { jdn: civilDay(jd, zone), jd };
}

export function lunarDateOut(ephemeris: Ephemeris, jdn: number, zone: CalendarZone, lang: LangCode) {
  const ld: LunarDate = lunarDateOfJdn(ephemeris, jdn, zone);
  const { year } = dateOfJdn(jdn);
  let solarTerm: ReturnType<typeof termNamed> & { at: string } | null = null;
  solarTermsOfYear(ephemeris, year).forEach((jd, i) => {
    if (civilDay(jd, zone) === jdn) solarTerm = { ...termNamed(i, lang), at: jdToIsoWithOffset(jd, calendarZoneOffset(zone, jd) * 60) };
  });
  const newYear = monthsOfLunarYear(ephemeris, ld.lunarYear, zone)[0]!;
  return {
    lunarYear: ld.lunarYear,
    lunarMonth: ld.month.number,
    lunarDay: ld.day,
    isLeapMonth: ld.month.isLeap,
    monthDays: ld.month.days,
    monthName: monthChars(ld.month),
    dayName: dayChars(ld.day),
    yearGanzhi: pillarOut(yearCycleIndex(ld.lunarYear), lang),
    monthGanzhi: pillarOut(lunarMonthCycleIndex(ld.lunarYear, ld.month.number), lang),
    dayGanzhi: pillarOut(dayCycleIndex(jdn), lang),
    animal: animalNamed(yearCycleIndex(ld.lunarYear) % 12, lang),
    solarTerm: solarTerm as (ReturnType<typeof termNamed> & { at: string }) | null,
    newYearDate: isoOfJdn(newYear.startJdn),
    monthStartDate: isoOfJdn(ld.month.startJdn),
  };
}
