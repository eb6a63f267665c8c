/**
 * Compass and Lo Shu tools: the 24 mountains of the Luo Pan, the eight trigram palaces, the
 * Nine Star Ki year and month stars, Eight Mansions (Ba Zhai) kua and You Nian stars.
 */
import type { Ephemeris } from '@celestial/core';
import { jieAround, jieBranch, lichunYear } from './bazi.js';
import { mod, yearCycleIndex } from './cycle.js';

export const DIRECTIONS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;
export type Direction = (typeof DIRECTIONS)[number];
/** Palace trigrams by direction index (Later Heaven / King Wen arrangement). */
export const PALACE_TRIGRAMS = ['kan', 'gen', 'zhen', 'xun', 'li', 'kun', 'dui', 'qian'] as const;
export const TRIGRAM_CHARS: Record<string, string> = { kan: '坎', gen: '艮', zhen: '震', xun: '巽', li: '離', kun: '坤', dui: '兌', qian: '乾' };
/** Lo Shu number of each palace by direction index: Kan 1, Gen 8, Zhen 3, Xun 4, Li 9, Kun 2, Dui 7, Qian 6. */
export const PALACE_NUMBER = [1, 8, 3, 4, 9, 2, 7, 6] as const;
/** Phase of each palace trigram: Kan water, Gen earth, Zhen/Xun wood, Li fire, Kun earth, Dui/Qian metal. */
export const PALACE_PHASE = [4, 2, 0, 0, 1, 2, 3, 3] as const;

export const MOUNTAIN_SLUGS = ['ren', 'zi', 'gui', 'chou', 'gen', 'yin', 'jia', 'mao', 'yi', 'chen', 'xun', 'si', 'bing', 'wu', 'ding', 'wei', 'kun', 'shen', 'geng', 'you', 'xin', 'xu', 'qian', 'hai'] as const;
export const MOUNTAIN_CHARS = '壬子癸丑艮寅甲卯乙辰巽巳丙午丁未坤申庚酉辛戌乾亥';
export const YUAN = ['earth', 'heaven', 'man'] as const;

/** Eight 45-degree sectors centred on north (337.5-22.5 = north). */
export const sectorOf = (deg: number): number => Math.floor(mod(deg + 22.5, 360) / 45) % 8;

export interface Mountain { index: number; slug: string; chinese: string; palace: number; yuan: (typeof YUAN)[number]; yang: boolean; from: number; to: number; into: number }

/**
 * The mountain at a bearing: 15-degree sectors from Ren at 337.5; three per palace; yuan earth,
 * heaven, man in that order; Xuan Kong polarity (Shen Shi Xuan Kong Xue): in Kan, Zhen, Li and
 * Dui the earth mountain is yang, heaven and man yin; in Gen, Xun, Kun and Qian the reverse.
 */
export function mountainAt(deg: number): Mountain {
  const rel = mod(deg - 337.5, 360);
  const i = Math.min(23, Math.floor(rel / 15));
  const palace = Math.floor(i / 3);
  const yuanIdx = i % 3;
  const cardinal = palace % 2 === 0;
  const yang = cardinal ? yuanIdx === 0 : yuanIdx !== 0;
  const from = mod(337.5 + 15 * i, 360);
  return { index: i + 1, slug: MOUNTAIN_SLUGS[i]!, chinese: MOUNTAIN_CHARS[i]!, palace, yuan: YUAN[yuanIdx]!, yang, from, to: mod(from + 15, 360), into: rel - 15 * i };
}

/** Reduce to 1..9. */
export const nine = (n: number): number => mod(n - 1, 9) + 1;

/** Nine Star Ki year star: 9 - ((Y - 2000) mod 9), non-negative modulo (Yoshikawa, The Ki). */
export const yearStar = (solarYear: number): number => 9 - mod(solarYear - 2000, 9);
/** Month star: year stars 1/4/7 start the yin month at 8, 3/6/9 at 5, 2/5/8 at 2, then -1 per jie month. */
export function monthStar(yStar: number, monthBranch: number): number {
  const start = [1, 4, 7].includes(yStar) ? 8 : [3, 6, 9].includes(yStar) ? 5 : 2;
  return nine(start - mod(monthBranch - 2, 12));
}
/** Energetic (tendency) star: year - month + 5 reduced to 1..9. */
export const energeticStar = (y: number, m: number): number => nine(y - m + 5);

/** Lo Shu flight path from the center: center, NW, W, NE, S, N, SW, E, SE (direction indexes, -1 = center). */
export const LO_SHU_PATH = [-1, 7, 6, 1, 4, 0, 5, 2, 3] as const;
/** Stars of a chart flown forward from `center`: star by direction index 0..7. */
export function flyForward(center: number): number[] {
  const out = new Array<number>(8);
  LO_SHU_PATH.forEach((dir, k) => { if (dir >= 0) out[dir] = nine(center + k); });
  return out;
}

export const STAR_SLUGS = ['one-white', 'two-black', 'three-jade', 'four-green', 'five-yellow', 'six-white', 'seven-red', 'eight-white', 'nine-purple'] as const;
export const STAR_CHARS = ['一白水星', '二黒土星', '三碧木星', '四緑木星', '五黄土星', '六白金星', '七赤金星', '八白土星', '九紫火星'] as const;
/** Phase of each star 1-9: water, earth, wood, wood, earth, metal, metal, earth, fire. */
export const STAR_PHASE = [4, 2, 0, 0, 2, 3, 3, 2, 1] as const;
/** Trigram of each star (5 has none: the center). */
export const STAR_TRIGRAM = ['kan', 'kun', 'zhen', 'xun', null, 'qian', 'dui', 'gen', 'li'] as const;

/** Kua number (Ba Zhai Ming Jing): male s (5 -> 2); female 15 - s reduced to one digit, 5 -> 8. */
export function kuaNumber(yStar: number, gender: 'male' | 'female'): number {
  if (gender === 'male') return yStar === 5 ? 2 : yStar;
  let f = 15 - yStar;
  if (f > 9) f = Math.floor(f / 10) + (f % 10);
  return f === 5 ? 8 : f;
}

export const YOU_NIAN_GOOD = ['sheng-qi', 'tian-yi', 'yan-nian', 'fu-wei'] as const;
export const YOU_NIAN_BAD = ['huo-hai', 'liu-sha', 'wu-gui', 'jue-ming'] as const;
const D: Record<string, number> = { N: 0, NE: 1, E: 2, SE: 3, S: 4, SW: 5, W: 6, NW: 7 };
/** Da You Nian verse, by kua: sheng-qi, tian-yi, yan-nian, fu-wei; huo-hai, liu-sha, wu-gui, jue-ming. */
const YOU_NIAN: Record<number, string> = {
  1: 'SE E S N W NW NE SW', 2: 'NE W NW SW E S SE N', 3: 'S N SE E SW NE NW W', 4: 'N S E SE NW W SW NE',
  6: 'W NE SW NW SE N E S', 7: 'NW SW NE W N SE S E', 8: 'SW NW W NE S E N SE', 9: 'E SE N S NE SW W NW',
};
/** Direction indexes of the eight You Nian stars for a kua / house number (good four then bad four). */
export function youNian(n: number): number[] {
  return YOU_NIAN[n]!.split(' ').map((x) => D[x]!);
}
export const EAST_GROUP = [1, 3, 4, 9];

export interface DayStarSwitch { jdn: number; ascending: boolean; start: number }

/**
 * The switch of the day stars at a solstice (Zi Bai visiting stars): from 1 ascending at the
 * jia-zi day nearest the December solstice, from 9 descending at the one nearest the June
 * solstice (solstice dates at UT+8). Solstice day index i (day cycle): 1-28 -> the preceding
 * jia-zi, 32-59 -> the following one, 0 -> that day; 29-31 -> the jia-wu day (index 30), with
 * 7 when turning ascending and 3 when turning descending, so that the next jia-zi keeps 1 or 9
 * (leap rule of the common Japanese almanacs, ffortune.net "Koyomi no yomikata" 31).
 */
export function dayStarSwitch(solsticeJdn: number, dayIndex: number, december: boolean): DayStarSwitch {
  if (dayIndex >= 29 && dayIndex <= 31) return { jdn: solsticeJdn - (dayIndex - 30), ascending: december, start: december ? 7 : 3 };
  const jdn = dayIndex === 0 ? solsticeJdn : dayIndex <= 28 ? solsticeJdn - dayIndex : solsticeJdn + 60 - dayIndex;
  return { jdn, ascending: december, start: december ? 1 : 9 };
}

/** Star of the zi hour by the day branch: zi/mao/wu/you 1, chou/chen/wei/xu 4, yin/si/shen/hai 7 ascending (9, 6, 3 descending). */
export const ziHourStar = (dayBranch: number, ascending: boolean): number => (ascending ? [1, 4, 7] : [9, 6, 3])[dayBranch % 3]!;

/** Direction index of each branch: zi N, chou/yin NE, mao E, chen/si SE, wu S, wei/shen SW, you W, xu/hai NW. */
export const BRANCH_DIRECTION = [0, 1, 1, 2, 3, 3, 4, 5, 5, 6, 7, 7] as const;

/** The three Nine Star Ki numbers of a birth instant: principal (Lichun year), character (jie month) and energetic. */
export function nineStarKiOf(ephemeris: Ephemeris, jdUT: number) {
  const solarYear = lichunYear(ephemeris, jdUT).year;
  const principal = yearStar(solarYear);
  const character = monthStar(principal, jieBranch(jieAround(ephemeris, jdUT).previous.index));
  return { solarYear, principal, character, energetic: energeticStar(principal, character) };
}

/**
 * A year's flying-star chart read for a person (direction indexes, null where a star is in the
 * center): Five Yellow, Dark Sword opposite it, Year Break opposite the year branch, the
 * personal (principal) star's direction, and the favourable directions (none of those four,
 * and holding a star whose phase is the person's own or produces it). Moved from the
 * operation's handler (answers unchanged).
 */
export function yearChartFor(targetYear: number, principal: number) {
  const center = yearStar(targetYear);
  const chart = flyForward(center);
  const at = (star: number) => { const d = chart.indexOf(star); return d < 0 ? null : d; };
  const five = chart.indexOf(5);
  const yearBreak = mod(BRANCH_DIRECTION[yearCycleIndex(targetYear) % 12]! + 4, 8);
  const personal = chart.indexOf(principal);
  const bad = new Set([five, five < 0 ? -1 : mod(five + 4, 8), yearBreak, personal]);
  return {
    center, chart,
    fiveYellow: at(5),
    darkSword: five < 0 ? null : mod(five + 4, 8),
    yearBreak,
    personal: personal < 0 ? null : personal,
    favourable: [0, 1, 2, 3, 4, 5, 6, 7].filter((d) => !bad.has(d) && [0, 1].includes(mod(STAR_PHASE[principal - 1]! - STAR_PHASE[chart[d]! - 1]!, 5))),
  };
}
