/**
 * Zi Wei Dou Shu through iztro (SylarLong/iztro, MIT), fed with this service's own lunar date
 * and hour branch: the lunar date comes from calendar.ts (exact new moons and terms, China's
 * zone), the hour branch from the local civil clock, and a birth at 23:00-24:00 is the zi hour
 * of the next lunar day (the catalogue's rule). iztro places the stars, brightness and decades
 * by the Quan Shu rules; the four transformations are applied here from the stem table so that
 * the Zhongzhou variant can be served without iztro's process-wide configuration.
 */
import { astro } from 'iztro';
import { ApiError } from '@celestial/core';
import type { Ephemeris, TimeZones } from '@celestial/core';
import { clockAt, hourBranchOf, resolveChartMoment } from './bazi.js';
import type { ChartInput } from './bazi.js';
import { lunarDateOfJdn } from './calendar.js';
import type { LunarDate } from './calendar.js';
import { checkCalendarYear } from './chart.js';
import { BRANCH_CHARS, STEM_CHARS, mod, yearCycleIndex } from './cycle.js';

export const STAR_SLUG: Record<string, string> = {
  紫微: 'zi-wei', 天机: 'tian-ji', 太阳: 'tai-yang', 武曲: 'wu-qu', 天同: 'tian-tong', 廉贞: 'lian-zhen', 天府: 'tian-fu', 太阴: 'tai-yin',
  贪狼: 'tan-lang', 巨门: 'ju-men', 天相: 'tian-xiang', 天梁: 'tian-liang', 七杀: 'qi-sha', 破军: 'po-jun',
  左辅: 'zuo-fu', 右弼: 'you-bi', 文昌: 'wen-chang', 文曲: 'wen-qu', 禄存: 'lu-cun', 天马: 'tian-ma', 擎羊: 'qing-yang', 陀罗: 'tuo-luo',
  火星: 'huo-xing', 铃星: 'ling-xing', 地空: 'di-kong', 地劫: 'di-jie', 天魁: 'tian-kui', 天钺: 'tian-yue',
};
export const PALACE_SLUG: Record<string, string> = {
  命宫: 'ming', 兄弟: 'xiong-di', 夫妻: 'fu-qi', 子女: 'zi-nu', 财帛: 'cai-bo', 疾厄: 'ji-e', 迁移: 'qian-yi', 仆役: 'pu-yi', 交友: 'pu-yi',
  官禄: 'guan-lu', 田宅: 'tian-zhai', 福德: 'fu-de', 父母: 'fu-mu',
};
export const BRIGHTNESS_SLUG: Record<string, string> = { 庙: 'miao', 旺: 'wang', 得: 'de', 利: 'li', 平: 'ping', 不: 'bu', 陷: 'xian' };
const BUREAU: Record<string, [string, number]> = { 水二局: ['water', 2], 木三局: ['wood', 3], 金四局: ['metal', 4], 土五局: ['earth', 5], 火六局: ['fire', 6] };

export type SiHuaVariant = 'quanshu' | 'zhongzhou';
/**
 * Four transformations by stem (lu, quan, ke, ji): jia Lian Zhen/Po Jun/Wu Qu/Tai Yang; yi Tian
 * Ji/Tian Liang/Zi Wei/Tai Yin; bing Tian Tong/Tian Ji/Wen Chang/Lian Zhen; ding Tai Yin/Tian
 * Tong/Tian Ji/Ju Men; wu Tan Lang/Tai Yin/You Bi/Tian Ji; ji Wu Qu/Tan Lang/Tian Liang/Wen Qu;
 * geng Tai Yang/Wu Qu/Tai Yin/Tian Tong (Quan Shu) or Tai Yang/Wu Qu/Tian Tong/Tai Yin (Wang
 * Tingzhi's Zhongzhou school); xin Ju Men/Tai Yang/Wen Qu/Wen Chang; ren Tian Liang/Zi Wei/Zuo
 * Fu/Wu Qu; gui Po Jun/Ju Men/Tai Yin/Tan Lang.
 */
export function siHua(stem: number, variant: SiHuaVariant): [string, string, string, string] {
  const T: [string, string, string, string][] = [
    ['lian-zhen', 'po-jun', 'wu-qu', 'tai-yang'], ['tian-ji', 'tian-liang', 'zi-wei', 'tai-yin'], ['tian-tong', 'tian-ji', 'wen-chang', 'lian-zhen'],
    ['tai-yin', 'tian-tong', 'tian-ji', 'ju-men'], ['tan-lang', 'tai-yin', 'you-bi', 'tian-ji'], ['wu-qu', 'tan-lang', 'tian-liang', 'wen-qu'],
    variant === 'zhongzhou' ? ['tai-yang', 'wu-qu', 'tian-tong', 'tai-yin'] : ['tai-yang', 'wu-qu', 'tai-yin', 'tian-tong'],
    ['ju-men', 'tai-yang', 'wen-qu', 'wen-chang'], ['tian-liang', 'zi-wei', 'zuo-fu', 'wu-qu'], ['po-jun', 'ju-men', 'tai-yin', 'tan-lang'],
  ];
  return T[stem]!;
}
export const SI_HUA_KINDS = ['lu', 'quan', 'ke', 'ji'] as const;

export interface ZiweiBirth {
  lunar: LunarDate;
  hourBranch: number;
  /** The lunar year's cycle index (the year stem-branch of Zi Wei is the lunar year's, not Lichun's). */
  yearIndex: number;
  iztro: ReturnType<typeof astro.byLunar>;
}

/** Our lunar date and hour branch for a birth, and iztro's chart built from them. */
export function ziweiBirth(body: ChartInput & { gender: 'male' | 'female' }, services: { ephemeris: Ephemeris; timeZones: TimeZones }): ZiweiBirth & { moment: ReturnType<typeof resolveChartMoment> } {
  checkCalendarYear(Number(body.date.slice(0, 4)), 'date');
  const m = resolveChartMoment(body, services);
  const clock = clockAt(m.julianDayUT, m.timezoneOffset);
  // 23:00-24:00 is the zi hour of the next lunar day.
  const jdn = clock.hours >= 23 ? clock.jdn + 1 : clock.jdn;
  // Departure from the catalogue line ("lunar date by /chinese/lunar-date (calendarZone 8)",
  // which converts the instant to China's zone): the lunar date of the local civil date is
  // taken, so that the day and the local hour branch belong together for births far from China.
  const lunar = lunarDateOfJdn(services.ephemeris, jdn, 8);
  const hourBranch = hourBranchOf(clock.hours);
  let iz: ReturnType<typeof astro.byLunar>;
  try {
    iz = astro.byLunar(`${lunar.lunarYear}-${lunar.month.number}-${lunar.day}`, hourBranch, body.gender, lunar.month.isLeap, true, 'zh-CN');
  } catch (e) {
    // iztro reads lunar dates through lunar-javascript's own month tables; in some early years
    // they do not hold the month our ephemeris calendar gives (a 500 before: 237-04-12 is lunar
    // 237 month 3, "wrong lunar year 237 month 3"; Schemathesis, issue 10). Valid input the
    // chart engine cannot take: 422, not an internal error.
    if (e instanceof Error && /^wrong lunar/.test(e.message)) {
      throw new ApiError('CALCULATION_ERROR', `The Zi Wei engine (iztro) has no lunar month ${lunar.month.isLeap ? 'leap ' : ''}${lunar.month.number} in lunar year ${lunar.lunarYear}, which the ephemeris calendar gives for ${body.date}: its month tables differ from the astronomical calendar in that year`);
    }
    throw e;
  }
  return { lunar, hourBranch, yearIndex: yearCycleIndex(lunar.lunarYear), iztro: iz, moment: m };
}

export const branchIndexOfChar = (c: string): number => BRANCH_CHARS.indexOf(c as (typeof BRANCH_CHARS)[number]);
export const stemIndexOfChar = (c: string): number => STEM_CHARS.indexOf(c as (typeof STEM_CHARS)[number]);
export const bureauOf = (cls: string): [string, number] => BUREAU[cls]!;
export { mod };
