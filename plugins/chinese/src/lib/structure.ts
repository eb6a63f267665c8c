/**
 * Ge Ju (structure) of a chart after Zi Ping Zhen Quan (Shen Xiaozhan, Qing; 'Lun Yong Shen',
 * 'Lun Yong Shen Cheng Bai Jiu Ying', 'Lun Jian Lu Yue Jie'), with the special structures of Di
 * Tian Sui (follow, transformation, dominance) tested first.
 *
 * Regular: the month branch's qi fixes the structure. Its main qi when that qi is revealed in a
 * stem of the year, month or hour pillar, or when no qi of the month is revealed; otherwise the
 * first revealed of the middle and residual qi ("the month's stored stems, the one revealed is
 * taken"). The ten god of that stem to the day master names the structure. 'Lun Jian Lu Yue
 * Jie': a month branch that is the day master's Lu (jia yin, yi mao, bing/wu si, ding/ji wu,
 * geng shen, xin you, ren hai, gui zi) gives Jian Lu, the yang blade of a yang day master (jia
 * mao, bing/wu wu, geng you, ren zi) Yue Ren, and for a yin day master the Lu month of its yang
 * partner (Yue Jie: yi yin, ding/ji si, xin shen, gui hai; "to be judged with Jian Lu") Jian
 * Lu; these hold whatever else the month reveals. A companion stem cannot be a structure ("bi
 * jie bu neng wei ge"): in other months a revealed companion qi is passed over, and a month
 * holding only companions (an earth day master in an earth month) is taken as Jian Lu.
 *
 * Broken (the book's list of failures: "officer meeting hurting officer or punishment and clash,
 * light wealth with heavy companions, wealth revealing seven killings, light resource meeting
 * wealth, eating god meeting the owl, hurting officer not of metal or water seeing the officer,
 * yang blade without officer or killings, Jian Lu and Yue Jie without wealth or officer", with
 * "killings meeting wealth without control"): each tested on the revealed stems (and, for the
 * officer's clash, the month branch clashed or punished by another branch). The rescues the
 * book allows (jiu ying) are not weighed: a broken structure is reported broken.
 *
 * Special (Di Tian Sui): Hua Qi when the day stem's five-combination with the month or hour stem
 * transforms (lib/relations.ts: the month supports the result phase and no clash breaks it);
 * Cong (follow) when /bazi/day-master-strength flags followCandidate: the dominant phase as
 * output (Cong Er), wealth (Cong Cai) or officer (Cong Sha); Zhuan Wang when the day master's
 * phase and its resource hold at least 80 % of the points and no officer stem is revealed
 * (this service's threshold for 'one phase fills the chart', which also stands for Cong Qiang).
 */
import { term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { PILLAR_NAMES } from './bazi.js';
import { branchNamed, mod, stemNamed, stemPhase } from './cycle.js';
import { PUNISHMENT_GROUPS, interactions } from './relations.js';
import { dayMasterStrength } from './strength.js';
import { type HIDDEN_ROLES, hiddenStemsOf, tenGodIndex } from './zi-ping.js';

export const STRUCTURE_CHARS: Readonly<Record<string, string>> = {
  'zheng-guan': '正官格', 'qi-sha': '七殺格', 'zheng-cai': '正財格', 'pian-cai': '偏財格', 'zheng-yin': '正印格', 'pian-yin': '偏印格',
  'shi-shen': '食神格', 'shang-guan': '傷官格', 'jian-lu': '建祿格', 'yue-ren': '月刃格',
  'cong-cai': '從財格', 'cong-sha': '從殺格', 'cong-er': '從兒格', 'zhuan-wang': '專旺格', 'hua-qi': '化氣格',
};
/** The breaking factors, slug and the book's words. */
export const BREAKS: Readonly<Record<string, string>> = {
  'officer-meets-hurting-officer': '官逢傷', 'officer-clashed': '官逢刑沖', 'officer-mixed-with-killings': '官煞混雜',
  'wealth-light-companions-heavy': '財輕比重', 'wealth-reveals-killings': '財透七煞', 'resource-meets-wealth': '印輕逢財',
  'eating-god-meets-owl': '吐食逢梟', 'hurting-officer-sees-officer': '傷官見官', 'blade-without-officer': '陽刃無官煞',
  'lu-without-wealth-or-officer': '建祿月劫無財官', 'killings-meet-wealth-uncontrolled': '煞逢財無制',
};

type Four = readonly [number, number, number, number];
export interface Basis { monthBranch: number; qi: (typeof HIDDEN_ROLES)[number]; stem: number; revealedIn: (typeof PILLAR_NAMES)[number][] }

/** Ten-god index to the regular structure it forms (companions handled apart). */
const BY_TEN_GOD: Readonly<Record<number, string>> = { 2: 'shi-shen', 3: 'shang-guan', 4: 'pian-cai', 5: 'zheng-cai', 6: 'qi-sha', 7: 'zheng-guan', 8: 'pian-yin', 9: 'zheng-yin' };

/** Lu (lin guan) branch of each day stem. */
export const LU_BRANCH = [2, 3, 5, 6, 5, 6, 8, 9, 11, 0] as const;

/** The companion structures of a month branch, or null. */
function companionStructure(dm: number, monthBranch: number): string | null {
  if (monthBranch === LU_BRANCH[dm]) return 'jian-lu';
  if (dm % 2 === 0 && monthBranch === (LU_BRANCH[dm]! + 1) % 12) return 'yue-ren';
  if (dm % 2 === 1 && monthBranch === LU_BRANCH[dm - 1]) return 'jian-lu';
  return null;
}
/** The regular structure a stem of the month forms (companions fall back on Jian Lu). */
const regularOf = (dm: number, stem: number): string => BY_TEN_GOD[tenGodIndex(dm, stem)] ?? 'jian-lu';

export function chartStructure(p: Four) {
  const dm = p[2] % 10, monthBranch = p[1] % 12;
  const visible = [0, 1, 3].map((k) => ({ pillar: PILLAR_NAMES[k]!, stem: p[k]! % 10 }));
  const revealedIn = (stem: number) => visible.filter((v) => v.stem === stem).map((v) => v.pillar);
  const hidden = hiddenStemsOf(monthBranch);
  const candidates = hidden.map((h) => ({ monthBranch, qi: h.role, stem: h.stem, revealedIn: revealedIn(h.stem) }));
  const main = candidates[0]!;
  const companion = companionStructure(dm, monthBranch);
  // A companion stem cannot be a structure ("bi jie bu neng wei ge"): past the Lu and blade
  // months, a revealed companion qi is passed over for the next revealed qi of the month.
  const formsStructure = (c: Basis) => c.revealedIn.length > 0 && tenGodIndex(dm, c.stem) > 1;
  const chosen: Basis = companion || formsStructure(main) || !candidates.some(formsStructure) ? main : candidates.find(formsStructure)!;
  const regular = companion ?? regularOf(dm, chosen.stem);
  // Other revealed qi of the month: the structures a reader may also take.
  const alternatives = candidates.filter((c) => c !== chosen && c.revealedIn.length).map((c) => ({ slug: regularOf(dm, c.stem), basis: c }))
    .filter((a) => a.slug !== regular);

  // Revealed ten gods (year, month, hour stems) for the breaking tests.
  const gods = visible.map((v) => tenGodIndex(dm, v.stem));
  const has = (...g: number[]) => gods.some((x) => g.includes(x));
  const count = (...g: number[]) => gods.filter((x) => g.includes(x)).length;
  const otherBranches = [0, 2, 3].map((k) => p[k]! % 12);
  const monthClashed = otherBranches.some((b) => mod(b - monthBranch, 12) === 6)
    || otherBranches.some((b) => b !== monthBranch && PUNISHMENT_GROUPS.some((g) => g.includes(b) && g.includes(monthBranch)));
  const metalOrWater = stemPhase(dm) === 3 || stemPhase(dm) === 4;
  const brokenBy: string[] = [];
  const broken = (cond: boolean, slug: string) => { if (cond) brokenBy.push(slug); };
  switch (regular) {
    case 'zheng-guan': broken(has(3), 'officer-meets-hurting-officer'); broken(monthClashed, 'officer-clashed'); broken(has(6), 'officer-mixed-with-killings'); break;
    case 'qi-sha': broken(has(4, 5) && !has(2, 8, 9), 'killings-meet-wealth-uncontrolled'); break;
    case 'zheng-cai': case 'pian-cai': broken(count(0, 1) > count(4, 5), 'wealth-light-companions-heavy'); broken(has(6), 'wealth-reveals-killings'); break;
    case 'zheng-yin': case 'pian-yin': broken(has(4, 5), 'resource-meets-wealth'); break;
    case 'shi-shen': broken(has(8), 'eating-god-meets-owl'); break;
    case 'shang-guan': broken(!metalOrWater && has(7), 'hurting-officer-sees-officer'); break;
    case 'yue-ren': broken(!has(6, 7), 'blade-without-officer'); break;
    case 'jian-lu': broken(!has(4, 5, 6, 7), 'lu-without-wealth-or-officer'); break;
  }

  // Special structures.
  const s = dayMasterStrength(p);
  let special: string | null = null;
  const stems = [0, 1, 2, 3].map((k) => ({ pillar: PILLAR_NAMES[k]!, index: p[k]! % 10 }));
  const transformed = interactions(stems, [], monthBranch).stemCombinations
    .find((c) => c.transforms && c.members.some((m) => m.pillar === 'day') && c.members.some((m) => m.pillar === 'month' || m.pillar === 'hour'));
  if (transformed) special = 'hua-qi';
  else if (s.followCandidate) {
    const dominant = [0, 1, 2, 3, 4].sort((a, b) => s.points[b]! - s.points[a]! || a - b)[0]!;
    special = ({ 1: 'cong-er', 2: 'cong-cai', 3: 'cong-sha' } as Record<number, string>)[mod(dominant - s.dmPhase, 5)] ?? null;
  } else if (s.score >= 80 && !has(6, 7)) special = 'zhuan-wang';

  return {
    structure: special ?? regular,
    category: special ? 'special' as const : 'regular' as const,
    basis: chosen,
    brokenBy: special ? [] : brokenBy,
    alternatives: special ? [{ slug: regular, basis: chosen }, ...alternatives] : alternatives,
    transformsTo: transformed ? transformed.resultPhase! : null,
    strengthScore: s.score,
  };
}

/** A structure as the answers write it. */
export const structureNamed = (slug: string, lang: LangCode) => ({ slug, name: term('chinese-structure', slug, lang), chinese: STRUCTURE_CHARS[slug]! });
/** The basis as the answers write it. */
export const basisOut = (b: Basis, lang: LangCode) => ({ monthBranch: branchNamed(b.monthBranch, lang), qi: b.qi, stem: stemNamed(b.stem, lang), revealedIn: b.revealedIn });
