/**
 * The sexagenary cycle (gan zhi): ten stems, twelve branches, their phases, polarities and
 * animals, and the sixty pairs (index 0 = jia-zi ... 59 = gui-hai, stem = i mod 10,
 * branch = i mod 12). Display names come from core's tables (chinese-stem, chinese-branch,
 * chinese-animal, wu-xing); this file holds the characters and the arithmetic. Moved here from
 * plugins/chinese/src/lib/cycle.ts (which re-exports it) because the I Ching's Na Jia and plum
 * blossom need the same cycle.
 */
import { term } from '../vocabulary/names.js';
import type { LangCode } from '../schemas/common.js';

export const STEM_SLUGS = ['jia', 'yi', 'bing', 'ding', 'wu', 'ji', 'geng', 'xin', 'ren', 'gui'] as const;
export const STEM_CHARS = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛', '壬', '癸'] as const;
export const BRANCH_SLUGS = ['zi', 'chou', 'yin', 'mao', 'chen', 'si', 'wu', 'wei', 'shen', 'you', 'xu', 'hai'] as const;
export const BRANCH_CHARS = ['子', '丑', '寅', '卯', '辰', '巳', '午', '未', '申', '酉', '戌', '亥'] as const;
export const ANIMAL_SLUGS = ['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake', 'horse', 'goat', 'monkey', 'rooster', 'dog', 'pig'] as const;
/** The five phases in producing order: wood -> fire -> earth -> metal -> water -> wood. */
export const PHASE_SLUGS = ['wood', 'fire', 'earth', 'metal', 'water'] as const;
export type Phase = (typeof PHASE_SLUGS)[number];

/** Non-negative remainder. */
export const mod = (a: number, n: number): number => ((a % n) + n) % n;

/** Phase of a stem: jia/yi wood, bing/ding fire, wu/ji earth, geng/xin metal, ren/gui water. */
export const stemPhase = (stem: number): number => Math.floor(stem / 2);
/** Phase of a branch: yin/mao wood, si/wu fire, shen/you metal, hai/zi water, chen/xu/chou/wei earth. */
export const BRANCH_PHASE = [4, 2, 0, 0, 2, 1, 1, 2, 3, 3, 2, 4] as const;
/** Even stems and branches are yang (jia, bing...; zi, yin...). */
export const isYang = (i: number): boolean => i % 2 === 0;

/** Index 0-59 of the pair (stem, branch), which must have the same parity. */
export function cycleIndex(stem: number, branch: number): number {
  if ((stem - branch) % 2 !== 0) throw new RangeError(`stem ${stem} and branch ${branch} do not pair`);
  return mod(6 * stem - 5 * branch, 60);
}

export interface Named { slug: string; name: string; chinese: string }
export const stemNamed = (s: number, lang: LangCode): Named => ({ slug: STEM_SLUGS[s]!, name: term('chinese-stem', STEM_SLUGS[s]!, lang), chinese: STEM_CHARS[s]! });
export const branchNamed = (b: number, lang: LangCode): Named => ({ slug: BRANCH_SLUGS[b]!, name: term('chinese-branch', BRANCH_SLUGS[b]!, lang), chinese: BRANCH_CHARS[b]! });
export const animalNamed = (b: number, lang: LangCode) => ({ slug: ANIMAL_SLUGS[b]!, name: term('chinese-animal', ANIMAL_SLUGS[b]!, lang) });
export const phaseNamed = (p: number, lang: LangCode) => ({ slug: PHASE_SLUGS[p]!, name: term('wu-xing', PHASE_SLUGS[p]!, lang) });

/** The pair at index i as slug (jia-zi), characters (甲子) and its stem and branch. */
export function ganzhi(i: number): { index: number; slug: string; chinese: string; stem: number; branch: number } {
  const index = mod(i, 60);
  const stem = index % 10, branch = index % 12;
  return { index, slug: `${STEM_SLUGS[stem]}-${BRANCH_SLUGS[branch]}`, chinese: `${STEM_CHARS[stem]}${BRANCH_CHARS[branch]}`, stem, branch };
}

/**
 * Julian Day Number of a proleptic Gregorian date (the day that begins at noon UT of that
 * date: 2000-01-01 -> 2451545). Fliegel and Van Flandern, Comm. ACM 11 (1968) 657.
 */
export function jdnOf(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) - 32045;
}

/** The proleptic Gregorian date of a Julian Day Number (inverse of jdnOf). */
export function dateOfJdn(jdn: number): { year: number; month: number; day: number } {
  const a = jdn + 32044;
  const b = Math.floor((4 * a + 3) / 146097);
  const c = a - Math.floor((146097 * b) / 4);
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  return { day: e - Math.floor((153 * m + 2) / 5) + 1, month: m + 3 - 12 * Math.floor(m / 10), year: 100 * b + d - 4800 + Math.floor(m / 10) };
}

export const isoDate = (d: { year: number; month: number; day: number }): string =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
export const isoOfJdn = (jdn: number): string => isoDate(dateOfJdn(jdn));

/**
 * The day pillar of a civil date: (JDN + 49) mod 60, 0 = jia-zi. Anchors: 2000-01-01 is wu-wu
 * (54) and 1949-10-01 jia-zi (0), the values of every Chinese almanac (the specification's
 * corrected anchor, SERVICE-SPEC "Behaviour corrections").
 */
export const dayCycleIndex = (jdn: number): number => mod(jdn + 49, 60);

/** Sexagenary year index: (Y - 4) mod 60 (4 CE = jia-zi). */
export const yearCycleIndex = (year: number): number => mod(year - 4, 60);

/** Five Tigers rule (wu hu dun): stem of the yin month from the year stem (jia/ji -> bing ...). */
export const yinMonthStem = (yearStem: number): number => mod(2 * (yearStem % 5) + 2, 10);
/** Five Rats rule (wu shu dun): stem of the zi hour from the day stem (jia/ji -> jia ...). */
export const ziHourStem = (dayStem: number): number => mod(2 * (dayStem % 5), 10);

/** `YYYY-MM-DD` to its parts. */
export function parseIso(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}
