/**
 * The Zi Ping tables: hidden stems (cang gan), ten gods (shi shen), Na Yin. Pure data and
 * arithmetic on stem and branch indexes (jia = 0, zi = 0); names come from core's tables.
 */
import { term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { mod, stemPhase } from './cycle.js';

/**
 * Cang Gan of Yuan Hai Zi Ping (Xu Dasheng, Song): main qi first, then middle and residual.
 * zi gui; chou ji gui xin; yin jia bing wu; mao yi; chen wu yi gui; si bing geng wu; wu ding ji;
 * wei ji ding yi; shen geng ren wu; you xin; xu wu xin ding; hai ren jia.
 */
export const HIDDEN_STEMS: readonly (readonly number[])[] = [
  [9], [5, 9, 7], [0, 2, 4], [1], [4, 1, 9], [2, 6, 4], [3, 5], [5, 3, 1], [6, 8, 4], [7], [4, 7, 3], [8, 0],
];
/** Weights by number of hidden stems: 1.0; 0.7/0.3; 0.6/0.3/0.1 (this service's published scheme, catalogue). */
export const HIDDEN_WEIGHTS: Readonly<Record<number, readonly number[]>> = { 1: [1], 2: [0.7, 0.3], 3: [0.6, 0.3, 0.1] };
export const HIDDEN_ROLES = ['main', 'middle', 'residual'] as const;

export function hiddenStemsOf(branch: number): { stem: number; role: (typeof HIDDEN_ROLES)[number]; weight: number }[] {
  const list = HIDDEN_STEMS[branch]!;
  return list.map((stem, i) => ({ stem, role: HIDDEN_ROLES[i]!, weight: HIDDEN_WEIGHTS[list.length]![i]! }));
}

export const TEN_GOD_SLUGS = ['bi-jian', 'jie-cai', 'shi-shen', 'shang-guan', 'pian-cai', 'zheng-cai', 'qi-sha', 'zheng-guan', 'pian-yin', 'zheng-yin'] as const;
export const TEN_GOD_CHARS = ['比肩', '劫財', '食神', '傷官', '偏財', '正財', '七殺', '正官', '偏印', '正印'] as const;

/**
 * Ten god of `stem` against the day master (Zi Ping Zhen Quan): the phase relation r =
 * (phase(stem) - phase(dm)) mod 5 (0 same, 1 produced by the day master, 2 controlled by it,
 * 3 controlling it, 4 producing it), then same polarity first (bi jian, shi shen, pian cai, qi
 * sha, pian yin), opposite second.
 */
export function tenGodIndex(dayMaster: number, stem: number): number {
  const r = mod(stemPhase(stem) - stemPhase(dayMaster), 5);
  return 2 * r + ((stem % 2) === (dayMaster % 2) ? 0 : 1);
}
export function tenGodNamed(dayMaster: number, stem: number, lang: LangCode) {
  const i = tenGodIndex(dayMaster, stem);
  return { slug: TEN_GOD_SLUGS[i]!, name: term('ten-god', TEN_GOD_SLUGS[i]!, lang), chinese: TEN_GOD_CHARS[i]! };
}

/** Na Yin of the sixty pairs, two by two (San Ming Tong Hui, 'Lun Na Yin Qu Xiang'). */
const NA_YIN: readonly [string, string, number][] = [
  ['hai-zhong-jin', '海中金', 3], ['lu-zhong-huo', '爐中火', 1], ['da-lin-mu', '大林木', 0], ['lu-pang-tu', '路旁土', 2], ['jian-feng-jin', '劍鋒金', 3],
  ['shan-tou-huo', '山頭火', 1], ['jian-xia-shui', '澗下水', 4], ['cheng-tou-tu', '城頭土', 2], ['bai-la-jin', '白蠟金', 3], ['yang-liu-mu', '楊柳木', 0],
  ['quan-zhong-shui', '泉中水', 4], ['wu-shang-tu', '屋上土', 2], ['pi-li-huo', '霹靂火', 1], ['song-bai-mu', '松柏木', 0], ['chang-liu-shui', '長流水', 4],
  ['sha-zhong-jin', '砂中金', 3], ['shan-xia-huo', '山下火', 1], ['ping-di-mu', '平地木', 0], ['bi-shang-tu', '壁上土', 2], ['jin-bo-jin', '金箔金', 3],
  ['fu-deng-huo', '覆燈火', 1], ['tian-he-shui', '天河水', 4], ['da-yi-tu', '大驛土', 2], ['chai-chuan-jin', '釵釧金', 3], ['sang-zhe-mu', '桑柘木', 0],
  ['da-xi-shui', '大溪水', 4], ['sha-zhong-tu', '沙中土', 2], ['tian-shang-huo', '天上火', 1], ['shi-liu-mu', '石榴木', 0], ['da-hai-shui', '大海水', 4],
];
/** Na Yin of cycle index i: slug, characters and phase (0 wood ... 4 water). */
export function naYin(i: number): { slug: string; chinese: string; phase: number } {
  const [slug, chinese, phase] = NA_YIN[Math.floor(mod(i, 60) / 2)]!;
  return { slug, chinese, phase };
}

/** The twelve stages of life (shi er chang sheng), from Chang Sheng. */
export const LIFE_STAGE_SLUGS = ['chang-sheng', 'mu-yu', 'guan-dai', 'lin-guan', 'di-wang', 'shuai', 'bing', 'si', 'mu', 'jue', 'tai', 'yang'] as const;
export const LIFE_STAGE_CHARS = ['長生', '沐浴', '冠帶', '臨官', '帝旺', '衰', '病', '死', '墓', '絕', '胎', '養'] as const;
/** Branch of Chang Sheng per stem (San Ming Tong Hui): jia hai, yi wu, bing/wu yin, ding/ji you, geng si, xin zi, ren shen, gui mao. */
const CHANG_SHENG = [11, 6, 2, 9, 2, 9, 5, 0, 8, 3] as const;
/**
 * Stage of `stem` in `branch`: yang stems count forward from Chang Sheng, yin stems backward
 * (San Ming Tong Hui); with sameLifeYin a yin stem takes its yang partner's cycle (forward).
 */
export function lifeStageIndex(stem: number, branch: number, sameLifeYin = false): number {
  if (stem % 2 === 1 && sameLifeYin) return mod(branch - CHANG_SHENG[stem - 1]!, 12);
  return stem % 2 === 0 ? mod(branch - CHANG_SHENG[stem]!, 12) : mod(CHANG_SHENG[stem]! - branch, 12);
}

/**
 * The palaces of a chart (San Ming Tong Hui; formulas as 6tail/lunar EightChar implements them):
 * Tai Yuan (conception palace) = month stem + 1, month branch + 3; Tai Xi (conception breath) =
 * the five-combination partner of the day stem and the six-combination partner of the day
 * branch; Ming Gong: month m and hour h numbered from yin = 1 ... chou = 12 (zi hour = 11),
 * n = m + h, palace 14 - n (26 - n when n >= 14) from yin = 1; Shen Gong: m + the hour numbered
 * from zi = 1, less 12 above 12, from yin = 1; the palace stems by the Five Tigers rule from the
 * year stem. Returns cycle indexes.
 */
export function chartPalaces(yearIdx: number, monthIdx: number, dayIdx: number, hourIdx: number) {
  const fromYin = (b: number) => mod(b - 2, 12) + 1; // yin = 1 ... chou = 12
  const m = fromYin(monthIdx % 12), h = fromYin(hourIdx % 12);
  const n = m + h;
  const ming = n >= 14 ? 26 - n : 14 - n;
  let shen = m + (hourIdx % 12) + 1;
  if (shen > 12) shen -= 12;
  const yearStem = yearIdx % 10;
  const withStem = (palaceFromYin: number) => {
    const branch = mod(palaceFromYin + 1, 12);
    const stem = mod(2 * (yearStem % 5) + 2 + mod(branch - 2, 12), 10);
    return cycleIndexOf(stem, branch);
  };
  const SIX_PARTNER = [1, 0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
  return {
    life: withStem(ming),
    body: withStem(shen),
    conception: cycleIndexOf(mod(monthIdx % 10 + 1, 10), mod(monthIdx % 12 + 3, 12)),
    conceptionBreath: cycleIndexOf(mod(dayIdx % 10 + 5, 10), SIX_PARTNER[dayIdx % 12]!),
  };
}
const cycleIndexOf = (stem: number, branch: number) => mod(6 * stem - 5 * branch, 60);
