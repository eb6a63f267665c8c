/**
 * Seventeen symbolic stars (shen sha) by the lookup rules of San Ming Tong Hui, each with the
 * pillar it is derived from and the rule. Branch-derived stars are searched in the other three
 * pillars' branches (a branch does not find a star in itself); stem-derived stars in all four
 * branches; Tian De and Yue De stems in the four stems, Tian De branches in the four branches.
 */
import { mod } from './cycle.js';

export type Kind = 'auspicious' | 'inauspicious' | 'mixed';
/** The pillar member a star is derived from (core's chinese-pillar-member table). */
export type Basis = 'day-stem' | 'year-stem' | 'year-branch' | 'day-branch' | 'month-branch' | 'day-pillar';
/** A stem or a branch by its index (0 jia ... 9 gui, 0 zi ... 11 hai). */
export interface CycleRef { kind: 'stem' | 'branch'; index: number }
/**
 * The rule of a star (issue 12: it was a pinyin string): a lookup table of the book (`lookup`:
 * each entry the stems or branches of the basis and the stems or branches they give), or one of
 * the counted rules of core's shen-sha-rule table (`branch-after-lu-shen`, `count-back-from-mao`,
 * `opposite-hong-luan`, `outside-the-decade`).
 */
export type ShenShaRule =
  | { slug: 'lookup'; entries: { from: CycleRef[]; to: CycleRef[] }[] }
  | { slug: 'branch-after-lu-shen' | 'count-back-from-mao' | 'opposite-hong-luan' | 'outside-the-decade' };
export interface ShenShaHit { slug: string; chinese: string; kind: Kind; basis: Basis[]; rule: ShenShaRule; foundIn: { pillar: string; branch?: number; stem?: number }[] }

const PILLARS = ['year', 'month', 'day', 'hour'] as const;
/** Triad of a branch: 0 shen-zi-chen, 1 yin-wu-xu, 2 si-you-chou, 3 hai-mao-wei. */
const triad = (b: number) => [0, 2, 1, 3][b % 4]!;
/** The branches of each triad, in the book's order (shen-zi-chen ...). */
const TRIADS = [[8, 0, 4], [2, 6, 10], [5, 9, 1], [11, 3, 7]];
/** The seasonal groups of the year branch for Gu Chen and Gua Su (hai-zi-chou, yin-mao-chen, si-wu-wei, shen-you-xu). */
const SEASONS = [[11, 0, 1], [2, 3, 4], [5, 6, 7], [8, 9, 10]];
const stemsOf = (xs: number[]): CycleRef[] => xs.map((index) => ({ kind: 'stem', index }));
const branchesOf = (xs: number[]): CycleRef[] => xs.map((index) => ({ kind: 'branch', index }));
/**
 * A per-stem table as the book prints it: the stems that give the same branches grouped, in
 * stem order (jia/wu/geng chou-wei, yi/ji zi-shen, ...).
 */
function byStem(table: readonly (readonly number[])[]): ShenShaRule {
  const entries: { from: CycleRef[]; to: CycleRef[] }[] = [];
  const seen = new Map<string, { from: CycleRef[]; to: CycleRef[] }>();
  table.forEach((targets, stem) => {
    const key = targets.join(',');
    const e = seen.get(key);
    if (e) e.from.push({ kind: 'stem', index: stem });
    else { const n = { from: stemsOf([stem]), to: branchesOf([...targets]) }; seen.set(key, n); entries.push(n); }
  });
  return { slug: 'lookup', entries };
}
/** A table by groups of branches (the triads, the seasons): group i gives `to(i)`. */
const byGroups = (groups: number[][], to: (i: number) => CycleRef[]): ShenShaRule => ({ slug: 'lookup', entries: groups.map((g, i) => ({ from: branchesOf(g), to: to(i) })) });

export function shenSha(p: readonly [number, number, number, number]): ShenShaHit[] {
  const stems = p.map((i) => i % 10), branches = p.map((i) => i % 12);
  const out: ShenShaHit[] = [];
  const add = (slug: string, chinese: string, kind: Kind, basis: Basis, rule: ShenShaRule, targets: number[], exclude: number | null) => {
    const foundIn = PILLARS.flatMap((pillar, k) => (k !== exclude && targets.includes(branches[k]!) ? [{ pillar, branch: branches[k]! }] : []));
    const prev = out.find((h) => h.slug === slug);
    if (prev) { for (const f of foundIn) if (!prev.foundIn.some((x) => x.pillar === f.pillar)) prev.foundIn.push(f); if (foundIn.length) prev.basis.push(basis); return; }
    out.push({ slug, chinese, kind, basis: [basis], rule, foundIn });
  };
  const TIAN_YI = [[1, 7], [0, 8], [11, 9], [11, 9], [1, 7], [0, 8], [1, 7], [6, 2], [3, 5], [3, 5]];
  for (const [k, basis] of [[2, 'day-stem'], [0, 'year-stem']] as const) add('tian-yi-gui-ren', '天乙貴人', 'auspicious', basis, byStem(TIAN_YI), TIAN_YI[stems[k]!]!, null);
  const WEN_CHANG = [5, 6, 8, 9, 8, 9, 11, 0, 2, 3];
  add('wen-chang', '文昌', 'auspicious', 'day-stem', byStem(WEN_CHANG.map((b) => [b])), [WEN_CHANG[stems[2]!]!], null);
  const LU = [2, 3, 5, 6, 5, 6, 8, 9, 11, 0];
  add('lu-shen', '祿神', 'auspicious', 'day-stem', byStem(LU.map((b) => [b])), [LU[stems[2]!]!], null);
  add('yang-ren', '羊刃', 'inauspicious', 'day-stem', { slug: 'branch-after-lu-shen' }, [mod(LU[stems[2]!]! + 1, 12)], null);
  const TRIAD_STARS: [string, string, Kind, number[]][] = [
    ['tao-hua', '桃花', 'mixed', [9, 3, 6, 0]],
    ['yi-ma', '驛馬', 'mixed', [2, 8, 11, 5]],
    ['hua-gai', '華蓋', 'mixed', [4, 10, 1, 7]],
    ['jiang-xing', '將星', 'auspicious', [0, 6, 9, 3]],
    ['jie-sha', '劫煞', 'inauspicious', [5, 11, 2, 8]],
    ['wang-shen', '亡神', 'inauspicious', [11, 5, 8, 2]],
  ];
  for (const [slug, chinese, kind, table] of TRIAD_STARS) {
    const rule = byGroups(TRIADS, (i) => branchesOf([table[i]!]));
    for (const [k, basis] of [[0, 'year-branch'], [2, 'day-branch']] as const) add(slug, chinese, kind, basis, rule, [table[triad(branches[k]!)]!], k);
  }
  const hong = mod(3 - branches[0]!, 12);
  add('hong-luan', '紅鸞', 'auspicious', 'year-branch', { slug: 'count-back-from-mao' }, [hong], 0);
  add('tian-xi', '天喜', 'auspicious', 'year-branch', { slug: 'opposite-hong-luan' }, [mod(hong + 6, 12)], 0);
  // Gu Chen / Gua Su by the seasonal group of the year branch: hai-zi-chou yin/xu, yin-mao-chen si/chou, si-wu-wei shen/chen, shen-you-xu hai/wei.
  const g = Math.floor(mod(branches[0]! + 1, 12) / 3);
  add('gu-chen', '孤辰', 'inauspicious', 'year-branch', byGroups(SEASONS, (i) => branchesOf([[2, 5, 8, 11][i]!])), [[2, 5, 8, 11][g]!], 0);
  add('gua-su', '寡宿', 'inauspicious', 'year-branch', byGroups(SEASONS, (i) => branchesOf([[10, 1, 4, 7][i]!])), [[10, 1, 4, 7][g]!], 0);
  // Tian De by month branch (zi first): si(branch), geng, ding, shen(branch), ren, xin, hai(branch), jia, gui, yin(branch), bing, yi.
  const TIAN_DE: ({ stem: number } | { branch: number })[] = [{ branch: 5 }, { stem: 6 }, { stem: 3 }, { branch: 8 }, { stem: 8 }, { stem: 7 }, { branch: 11 }, { stem: 0 }, { stem: 9 }, { branch: 2 }, { stem: 2 }, { stem: 1 }];
  const td = TIAN_DE[branches[1]!]!;
  const tdFound = 'stem' in td ? PILLARS.flatMap((pillar, k) => (stems[k] === td.stem ? [{ pillar, stem: td.stem }] : [])) : PILLARS.flatMap((pillar, k) => (k !== 1 && branches[k] === td.branch ? [{ pillar, branch: td.branch }] : []));
  const tdRule: ShenShaRule = { slug: 'lookup', entries: TIAN_DE.map((x, b) => ({ from: branchesOf([b]), to: 'stem' in x ? stemsOf([x.stem]) : branchesOf([x.branch]) })) };
  out.push({ slug: 'tian-de', chinese: '天德', kind: 'auspicious', basis: ['month-branch'], rule: tdRule, foundIn: tdFound });
  const yd = [8, 2, 6, 0][triad(branches[1]!)]!; // San Ming Tong Hui: shen-zi-chen ren, yin-wu-xu bing, si-you-chou geng, hai-mao-wei jia
  out.push({ slug: 'yue-de', chinese: '月德', kind: 'auspicious', basis: ['month-branch'], rule: byGroups(TRIADS, (i) => stemsOf([[8, 2, 6, 0][i]!])), foundIn: PILLARS.flatMap((pillar, k) => (stems[k] === yd ? [{ pillar, stem: yd }] : [])) });
  const s = p[2]! - (p[2]! % 10);
  // The two branches left out of the day pillar's decade: (s + 10) mod 12 and (s + 11) mod 12, s = index - index mod 10.
  add('kong-wang', '空亡', 'inauspicious', 'day-pillar', { slug: 'outside-the-decade' }, [mod(s + 10, 12), mod(s + 11, 12)], 2);
  return out.filter((h) => h.foundIn.length > 0);
}
