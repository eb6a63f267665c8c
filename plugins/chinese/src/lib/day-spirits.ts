/**
 * The twelve Yellow and Black Path spirits (huang dao / hei dao) of the Tong Shu, Xie Ji Bian
 * Fang Shu (1741) book 6: Qing Long starts on zi in yin/shen, yin in mao/you, chen in chen/xu,
 * wu in si/hai, shen in zi/wu and xu in chou/wei, and the twelve follow in order. For days the
 * base is the month branch; for hours, the day branch. The six yellow spirits (Qing Long, Ming
 * Tang, Jin Kui, Tian De, Yu Tang, Si Ming) are auspicious, the six black ones inauspicious.
 */
import { cycleIndex, mod, ziHourStem } from './cycle.js';

export const SPIRIT_SLUGS = ['qing-long', 'ming-tang', 'tian-xing', 'zhu-que', 'jin-kui', 'tian-de', 'bai-hu', 'yu-tang', 'tian-lao', 'xuan-wu', 'si-ming', 'gou-chen'] as const;
export const SPIRIT_CHARS = ['青龍', '明堂', '天刑', '朱雀', '金匱', '天德', '白虎', '玉堂', '天牢', '玄武', '司命', '勾陳'] as const;
const YELLOW = new Set([0, 1, 4, 5, 7, 10]);
/** Branch of Qing Long by the base branch (0 zi .. 11 hai). */
const QING_LONG_START = [8, 10, 0, 2, 4, 6, 8, 10, 0, 2, 4, 6] as const;

/** Spirit index 0-11 ruling `branch` under base branch `base`. */
export const spiritOf = (base: number, branch: number): number => mod(branch - QING_LONG_START[base]!, 12);
export const isYellowPath = (spirit: number): boolean => YELLOW.has(spirit);

/**
 * The twelve double hours of a day (its day-cycle index 0-59) as the almanac prints them:
 * each hour's branch, its stem by the Five Rats rule from the day stem (zi listed with the day's
 * own zi stem), its spirit by the 12-spirit sequence started from the day branch, the path
 * (the six yellow spirits auspicious) and the branch it clashes (branch + 6); Xie Ji Bian Fang Shu.
 * Indexes only: /chinese/auspicious-hours names them in the answer's language.
 */
export function doubleHoursOfDay(dayIdx: number): { branch: number; startHour: number; endHour: number; cycleIdx: number; spirit: number; yellow: boolean; clashBranch: number }[] {
  const dayBranch = dayIdx % 12;
  const zi = ziHourStem(dayIdx % 10);
  return Array.from({ length: 12 }, (_, b) => {
    const spirit = spiritOf(dayBranch, b);
    return { branch: b, startHour: mod(2 * b - 1, 24), endHour: 2 * b + 1, cycleIdx: cycleIndex(mod(zi + b, 10), b), spirit, yellow: isYellowPath(spirit), clashBranch: mod(b + 6, 12) };
  });
}

