/**
 * Xuan Kong Fei Xing (flying stars) period charts after Shen Zhurong, Shen Shi Xuan Kong Xue
 * (1925): the period star flies forward on the Lo Shu path (base chart); the base stars of the
 * sitting and facing palaces enter the center as mountain and water stars and fly forward when
 * the mountain at the same yuan position in the star's home trigram is yang, backward when yin
 * (a 5 has no home trigram and takes the polarity of the actual sitting or facing mountain).
 * Replacement (Ti Gua) stars per the same book's Ti Xing verse.
 */
import type { Ephemeris } from '@celestial/core';
import { lichunYear } from './bazi.js';
import { checkCalendarYear } from './chart.js';
import { jdnOf, mod, parseIso } from './cycle.js';
import { LO_SHU_PATH, PALACE_NUMBER, PALACE_TRIGRAMS, flyForward, mountainAt, nine } from './fengshui.js';
import type { Mountain } from './fengshui.js';

/** Period (1-9) of a Lichun year: 20-year periods, period 1 from Lichun 1864, a 180-year cycle. */
export const periodOfYear = (lichunYear: number): number => Math.floor(mod(lichunYear - 1864, 180) / 20) + 1;

/** Home palace (direction index 0 N .. 7 NW) of each star 1-9; 5 has none (the center). */
const STAR_HOME = [0, 5, 2, 3, -1, 7, 6, 1, 4] as const;

/**
 * Ti Gua stars by mountain index 0 (Ren) .. 23 (Hai): Zi, Gui, Jia, Shen -> 1; Ren, Mao, Yi,
 * Wei, Kun -> 2; Qian, Hai, Chen, Xun, Si, Xu -> 6; You, Xin, Chou, Gen, Bing -> 7; Yin, Wu,
 * Geng, Ding -> 9 (the "Ti Xing" verse, Shen Shi Xuan Kong Xue).
 */
const TI: Record<string, number> = {
  zi: 1, gui: 1, jia: 1, shen: 1, ren: 2, mao: 2, yi: 2, wei: 2, kun: 2, qian: 6, hai: 6, chen: 6, xun: 6, si: 6, xu: 6,
  you: 7, xin: 7, chou: 7, gen: 7, bing: 7, yin: 9, wu: 9, geng: 9, ding: 9,
};
export const tiStar = (mountainSlug: string): number => TI[mountainSlug]!;

/** The mountain at yuan position `yuanIdx` (0 earth, 1 heaven, 2 man) of palace `dir`. */
const mountainOfPalace = (dir: number, yuanIdx: number): Mountain => mountainAt(mod(337.5 + 45 * dir + 15 * yuanIdx + 7.5, 360));
const YUAN_INDEX = { earth: 0, heaven: 1, man: 2 } as const;

/** Stars by direction index flown from `center`, forward or backward; [8] is the center. */
export function fly(center: number, forward: boolean): number[] {
  const out = new Array<number>(9);
  LO_SHU_PATH.forEach((dir, k) => { out[dir >= 0 ? dir : 8] = nine(forward ? center + k : center - k); });
  return out;
}

export interface StarEntry { star: number; forward: boolean; replaced: boolean; via: Mountain }

/**
 * The entering star for one side (mountain: the sitting, water: the facing): the base star of
 * that palace, its flight direction, and with `replace` its Ti Gua substitute.
 */
export function enteringStar(baseStar: number, actual: Mountain, replace: boolean): StarEntry {
  const home = STAR_HOME[baseStar - 1]!;
  const via = home < 0 ? actual : mountainOfPalace(home, YUAN_INDEX[actual.yuan]);
  if (!replace) return { star: baseStar, forward: via.yang, replaced: false, via };
  return { star: tiStar(via.slug), forward: via.yang, replaced: true, via };
}

export interface PeriodChart {
  period: number; facing: Mountain; sitting: Mountain; replacementUsed: boolean;
  base: number[]; mountain: number[]; water: number[];
  mountainEntry: StarEntry; waterEntry: StarEntry;
}

/** Whether a bearing lies within `deg` of a mountain boundary (the Ti Gua zone of the auto rule). */
export const nearBoundary = (m: Mountain, deg = 3): boolean => m.into < deg || m.into > 15 - deg;

export function periodChart(period: number, facingDegrees: number, replacement: 'auto' | 'off'): PeriodChart {
  const facing = mountainAt(facingDegrees);
  const sitting = mountainAt(mod(facingDegrees + 180, 360));
  const replace = replacement === 'auto' && nearBoundary(facing);
  const base = [...flyForward(period), period];
  const mountainEntry = enteringStar(base[sitting.palace]!, sitting, replace);
  const waterEntry = enteringStar(base[facing.palace]!, facing, replace);
  return {
    period, facing, sitting, replacementUsed: replace, base,
    mountain: fly(mountainEntry.star, mountainEntry.forward), water: fly(waterEntry.star, waterEntry.forward), mountainEntry, waterEntry,
  };
}

export interface Formation { slug: string; chinese: string; palaces: number[] }

const ringConsecutive = (xs: number[]): boolean => {
  const s = [...xs].sort((a, b) => a - b);
  // three consecutive on the ring 1..9 (9-1-2 and 8-9-1 count, as the texts' "lian zhu" does)
  return [0, 1, 2].some((r) => { const t = s.map((x) => mod(x - s[r]!, 9)).sort((a, b) => a - b); return t[0] === 0 && t[1] === 1 && t[2] === 2; });
};
const SAN_BAN = [[1, 4, 7], [2, 5, 8], [3, 6, 9]];

/** Lo Shu number of a direction index, 5 for the center (index 8). */
export const loShuOf = (dir: number): number => (dir === 8 ? 5 : PALACE_NUMBER[dir]!);

/**
 * Formations of a period chart. Fu yin / fan yin are read against the Lo Shu (a star chart with
 * every palace's own number, i.e. 5 flown forward; or every palace summing to 10 with it, 5
 * flown backward); he shi: every palace's star sums to 10 with its base star (or the mountain
 * and water stars with each other).
 */
export function formations(c: PeriodChart): Formation[] {
  const out: Formation[] = [];
  const p = c.period, f = c.facing.palace, s = c.sitting.palace;
  const all = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const pal = (dirs: number[]) => dirs.map(loShuOf);
  if (c.mountain[s] === p && c.water[f] === p) out.push({ slug: 'wang-shan-wang-xiang', chinese: '旺山旺向', palaces: pal([s, f]) });
  if (c.mountain[f] === p && c.water[s] === p) out.push({ slug: 'shang-shan-xia-shui', chinese: '上山下水', palaces: pal([f, s]) });
  if (c.mountain[f] === p && c.water[f] === p) out.push({ slug: 'shuang-xing-dao-xiang', chinese: '雙星到向', palaces: pal([f]) });
  if (c.mountain[s] === p && c.water[s] === p) out.push({ slug: 'shuang-xing-dao-zuo', chinese: '雙星到坐', palaces: pal([s]) });
  for (const [side, stars] of [['mountain', c.mountain], ['water', c.water]] as const) {
    if (all.every((d) => stars[d] === loShuOf(d))) out.push({ slug: `${side}-star-fu-yin`, chinese: side === 'mountain' ? '山星伏吟' : '向星伏吟', palaces: pal(all) });
    if (all.every((d) => stars[d]! + loShuOf(d) === 10)) out.push({ slug: `${side}-star-fan-yin`, chinese: side === 'mountain' ? '山星反吟' : '向星反吟', palaces: pal(all) });
    if (all.every((d) => stars[d]! + c.base[d]! === 10)) out.push({ slug: `${side}-star-he-shi`, chinese: side === 'mountain' ? '山星合十' : '向星合十', palaces: pal(all) });
  }
  if (all.every((d) => c.mountain[d]! + c.water[d]! === 10)) out.push({ slug: 'mountain-water-he-shi', chinese: '山向合十', palaces: pal(all) });
  if (all.every((d) => ringConsecutive([c.base[d]!, c.mountain[d]!, c.water[d]!]))) out.push({ slug: 'lian-zhu-san-ban-gua', chinese: '連珠三般卦', palaces: pal(all) });
  if (all.every((d) => SAN_BAN.some((g) => new Set([c.base[d]!, c.mountain[d]!, c.water[d]!]).size === 3 && [c.base[d]!, c.mountain[d]!, c.water[d]!].every((x) => g.includes(x))))) out.push({ slug: 'fu-mu-san-ban-gua', chinese: '父母三般卦', palaces: pal(all) });
  return out;
}

export { PALACE_TRIGRAMS };

/**
 * The period of a chart: the one asked for; else that of the Lichun year of the move-in date
 * (noon at UT+8: a Lichun day counts as the new year from noon on); else of today (`nowJd`).
 * Moved from the operation's handler (answers unchanged).
 */
export function resolvePeriod(ephemeris: Ephemeris, asked: { period?: number; moveInDate?: string }, nowJd: number): { period: number; source: 'period' | 'move-in-date' | 'today' } {
  if (asked.period !== undefined) return { period: asked.period, source: 'period' };
  let jd = nowJd;
  if (asked.moveInDate !== undefined) {
    const { year, month, day } = parseIso(asked.moveInDate);
    checkCalendarYear(year, 'moveInDate');
    jd = jdnOf(year, month, day) - 0.5 + 4 / 24;
  }
  return { period: periodOfYear(lichunYear(ephemeris, jd).year), source: asked.moveInDate !== undefined ? 'move-in-date' : 'today' };
}
