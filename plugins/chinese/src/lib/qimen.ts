/**
 * Hour Qi Men Dun Jia, rotating-plate (zhuan pan) method with the chaibu yuan. Sources: the Yan
 * Bo Diao Sou Ge verse (ju numbers of the 24 terms), Qi Men Dun Jia Tong Zong (Ming) for the plates:
 * earth plate wu ji geng xin ren gui ding bing yi laid over the palaces in number order from the
 * ju palace (forward in yang dun, backward in yin dun); the hour's xun shou (the liu yi that hides
 * its jia) fixes Zhi Fu star and Zhi Shi door in the palace where that stem sits; the star ring
 * turns Zhi Fu onto the hour stem's earth palace, carrying each palace's earth stem as its heaven
 * stem; Zhi Shi advances one palace per hour elapsed in the xun (number order, forward yang,
 * backward yin) and the door ring follows; the eight deities start at Zhi Fu's heaven palace and
 * run clockwise (yang) or anticlockwise (yin). The center 5 lodges in Kun 2 (Tian Qin rides with
 * Tian Rui).
 */
import type { Ephemeris } from '@celestial/core';
import { rawPillars } from './bazi.js';
import { solarTermsOfYear } from './calendar.js';
import { mod } from './cycle.js';

/** Term index 0 (Xiaohan) .. 23 (Dongzhi) -> ju of the upper, middle, lower yuan. */
export const JU: readonly (readonly [number, number, number])[] = [
  [2, 8, 5], [3, 9, 6], [8, 5, 2], [9, 6, 3], [1, 7, 4], [3, 9, 6], [4, 1, 7], [5, 2, 8], [4, 1, 7], [5, 2, 8], [6, 3, 9], [9, 3, 6],
  [8, 2, 5], [7, 1, 4], [2, 5, 8], [1, 4, 7], [9, 3, 6], [7, 1, 4], [6, 9, 3], [5, 8, 2], [6, 9, 3], [5, 8, 2], [4, 7, 1], [1, 7, 4],
];
/** Yang dun from Dongzhi (23) through Mangzhong (10); yin dun from Xiazhi (11) through Daxue (22). */
export const isYangDun = (termIndex: number): boolean => termIndex === 23 || termIndex <= 10;
export const YUAN_SLUGS = ['upper', 'middle', 'lower'] as const;

/** Chaibu yuan of a day (cycle index): its Fu Tou is the latest jia or ji day; zi/wu/mao/you upper, yin/shen/si/hai middle, chen/xu/chou/wei lower. */
export function chaibuYuan(dayIdx: number): { yuan: number; fuTou: number } {
  const fuTou = dayIdx - (dayIdx % 5);
  const b = fuTou % 12;
  return { yuan: [0, 6, 3, 9].includes(b) ? 0 : [2, 8, 5, 11].includes(b) ? 1 : 2, fuTou };
}

/** The three qi and six yi in laying order: wu ji geng xin ren gui ding bing yi (stem indexes). */
export const EARTH_ORDER = [4, 5, 6, 7, 8, 9, 3, 2, 1] as const;
/** Palaces 1-9 (index 0 unused) -> stem index on the earth plate. */
export function earthPlate(ju: number, yang: boolean): number[] {
  const plate = new Array<number>(10).fill(-1);
  EARTH_ORDER.forEach((stem, k) => { plate[mod(ju - 1 + (yang ? k : -k), 9) + 1] = stem; });
  return plate;
}

export const STAR_SLUGS = ['', 'tian-peng', 'tian-rui', 'tian-chong', 'tian-fu', 'tian-qin', 'tian-xin', 'tian-zhu', 'tian-ren', 'tian-ying'] as const;
export const STAR_CHARS = ['', '天蓬', '天芮', '天沖', '天輔', '天禽', '天心', '天柱', '天任', '天英'] as const;
export const DOOR_SLUGS = ['', 'xiu', 'si', 'shang', 'du', '', 'kai', 'jing-alarm', 'sheng', 'jing-view'] as const;
export const DOOR_CHARS = ['', '休門', '死門', '傷門', '杜門', '', '開門', '驚門', '生門', '景門'] as const;
export const DEITY_SLUGS = ['zhi-fu', 'teng-she', 'tai-yin', 'liu-he', 'bai-hu', 'xuan-wu', 'jiu-di', 'jiu-tian'] as const;
export const DEITY_CHARS = ['值符', '螣蛇', '太陰', '六合', '白虎', '玄武', '九地', '九天'] as const;
/** The outer palaces clockwise from Kan: N 1, NE 8, E 3, SE 4, S 9, SW 2, W 7, NW 6. */
export const RING = [1, 8, 3, 4, 9, 2, 7, 6] as const;
export const PALACE_DIRECTION = ['', 'north', 'south-west', 'east', 'south-east', 'center', 'north-west', 'west', 'north-east', 'south'] as const;
const ringOf = (palace: number): number => RING.indexOf((palace === 5 ? 2 : palace) as (typeof RING)[number]);

export interface QimenPalace { palace: number; earthStem: number; heavenStem: number | null; star: number | null; door: number | null; deity: number | null; lodged: { star: number; heavenStem: number } | null }
export interface QimenChart {
  yang: boolean; ju: number; yuan: number; termIndex: number; xunShou: number; xunStem: number;
  zhiFuStar: number; zhiFuPalace: number; zhiShiDoor: number; zhiShiPalace: number;
  palaces: QimenPalace[]; voidBranches: [number, number]; horseBranch: number;
}

/** Yi Ma of a branch by its triad: shen-zi-chen yin, yin-wu-xu shen, si-you-chou hai, hai-mao-wei si. */
export const horseOf = (branch: number): number => [2, 11, 8, 5][branch % 4]!;

/** The chart of an hour: termIndex (the term in effect), day and hour cycle indexes. */
export function qimenChart(termIndex: number, dayIdx: number, hourIdx: number): QimenChart {
  const yang = isYangDun(termIndex);
  const { yuan } = chaibuYuan(dayIdx);
  const ju = JU[termIndex]![yuan]!;
  const earth = earthPlate(ju, yang);
  const xun = Math.floor(hourIdx / 10);
  const xunStem = EARTH_ORDER[xun]!;
  const origin = earth.indexOf(xunStem);
  const zhiFuStar = origin;
  const zhiShiDoor = origin === 5 ? 2 : origin;
  // Jia hides under its xun shou's yi: a jia hour puts Zhi Fu back on its own palace.
  const hourStem = hourIdx % 10 === 0 ? xunStem : hourIdx % 10;
  const target = earth.indexOf(hourStem);
  const turn = ringOf(target) - ringOf(origin);
  const palaces: QimenPalace[] = [];
  for (let p = 1; p <= 9; p++) palaces.push({ palace: p, earthStem: earth[p]!, heavenStem: null, star: null, door: null, deity: null, lodged: null });
  for (let k = 0; k < 8; k++) {
    const from = RING[k]!, to = RING[mod(k + turn, 8)]!;
    const cell = palaces[to - 1]!;
    cell.star = from; cell.heavenStem = earth[from]!;
    if (from === 2) cell.lodged = { star: 5, heavenStem: earth[5]! };
  }
  const steps = hourIdx % 10;
  // counted from the xun shou's own palace (5 included), then lodged in 2 if it lands on 5
  let doorPalace = mod(origin - 1 + (yang ? steps : -steps), 9) + 1;
  if (doorPalace === 5) doorPalace = 2;
  const doorTurn = ringOf(doorPalace) - ringOf(zhiShiDoor);
  for (let k = 0; k < 8; k++) palaces[RING[mod(k + doorTurn, 8)]! - 1]!.door = RING[k]!;
  const zhiFuPalace = zhiFuStar === 5 ? palaces.find((c) => c.lodged)!.palace : palaces.find((c) => c.star === zhiFuStar)!.palace;
  const start = ringOf(zhiFuPalace);
  for (let d = 0; d < 8; d++) palaces[RING[mod(start + (yang ? d : -d), 8)]! - 1]!.deity = d;
  const s = hourIdx - (hourIdx % 10);
  return {
    yang, ju, yuan, termIndex, xunShou: s, xunStem, zhiFuStar, zhiFuPalace, zhiShiDoor, zhiShiPalace: doorPalace, palaces,
    voidBranches: [mod(s + 10, 12), mod(s + 11, 12)], horseBranch: horseOf(hourIdx % 12),
  };
}

/**
 * The hour chart at an instant: the day and hour pillars (civil clock of the request's zone,
 * zi hour turning the day at 23:00) and the solar term in effect (the last exact term instant
 * at or before the hour). Moved from the operation's handler (answers unchanged).
 */
export function qimenAt(ephemeris: Ephemeris, jdUT: number, offsetHours: number, year: number) {
  const raw = rawPillars(ephemeris, jdUT, offsetHours, 0, { hourBasis: 'local', ziHourRule: 'day-at-23', yearBoundary: 'lichun' });
  let termIndex = -1;
  for (const y of [year - 1, year]) solarTermsOfYear(ephemeris, y).forEach((t, i) => { if (t <= jdUT) termIndex = i; });
  return { raw, termIndex, chart: qimenChart(termIndex, raw.day, raw.hour) };
}
