/**
 * Seventeen symbolic stars (shen sha) by the lookup rules of San Ming Tong Hui, each with the
 * pillar it is derived from and the rule. Branch-derived stars are searched in the other three
 * pillars' branches (a branch does not find a star in itself); stem-derived stars in all four
 * branches; Tian De and Yue De stems in the four stems, Tian De branches in the four branches.
 */
import { mod } from './cycle.js';

export type Kind = 'auspicious' | 'inauspicious' | 'mixed';
export interface ShenShaHit { slug: string; chinese: string; kind: Kind; basis: string; rule: string; foundIn: { pillar: string; branch?: number; stem?: number }[] }

const PILLARS = ['year', 'month', 'day', 'hour'] as const;
/** Triad of a branch: 0 shen-zi-chen, 1 yin-wu-xu, 2 si-you-chou, 3 hai-mao-wei. */
const triad = (b: number) => [0, 2, 1, 3][b % 4]!;

export function shenSha(p: readonly [number, number, number, number]): ShenShaHit[] {
  const stems = p.map((i) => i % 10), branches = p.map((i) => i % 12);
  const out: ShenShaHit[] = [];
  const add = (slug: string, chinese: string, kind: Kind, basis: string, rule: string, targets: number[], exclude: number | null) => {
    const foundIn = PILLARS.flatMap((pillar, k) => (k !== exclude && targets.includes(branches[k]!) ? [{ pillar, branch: branches[k]! }] : []));
    const prev = out.find((h) => h.slug === slug);
    if (prev) { for (const f of foundIn) if (!prev.foundIn.some((x) => x.pillar === f.pillar)) prev.foundIn.push(f); if (foundIn.length) prev.basis = `${prev.basis}, ${basis}`; return; }
    out.push({ slug, chinese, kind, basis, rule, foundIn });
  };
  const TIAN_YI = [[1, 7], [0, 8], [11, 9], [11, 9], [1, 7], [0, 8], [1, 7], [6, 2], [3, 5], [3, 5]];
  for (const [k, basis] of [[2, 'day-stem'], [0, 'year-stem']] as const) add('tian-yi-gui-ren', '天乙貴人', 'auspicious', basis, 'jia/wu/geng chou-wei, yi/ji zi-shen, bing/ding hai-you, xin wu-yin, ren/gui mao-si', TIAN_YI[stems[k]!]!, null);
  const WEN_CHANG = [5, 6, 8, 9, 8, 9, 11, 0, 2, 3];
  add('wen-chang', '文昌', 'auspicious', 'day-stem', 'jia si, yi wu, bing shen, ding you, wu shen, ji you, geng hai, xin zi, ren yin, gui mao', [WEN_CHANG[stems[2]!]!], null);
  const LU = [2, 3, 5, 6, 5, 6, 8, 9, 11, 0];
  add('lu-shen', '祿神', 'auspicious', 'day-stem', 'jia yin, yi mao, bing/wu si, ding/ji wu, geng shen, xin you, ren hai, gui zi', [LU[stems[2]!]!], null);
  add('yang-ren', '羊刃', 'inauspicious', 'day-stem', 'the branch after Lu Shen', [mod(LU[stems[2]!]! + 1, 12)], null);
  const TRIAD_STARS: [string, string, Kind, number[], string][] = [
    ['tao-hua', '桃花', 'mixed', [9, 3, 6, 0], 'shen-zi-chen you, yin-wu-xu mao, si-you-chou wu, hai-mao-wei zi'],
    ['yi-ma', '驛馬', 'mixed', [2, 8, 11, 5], 'shen-zi-chen yin, yin-wu-xu shen, si-you-chou hai, hai-mao-wei si'],
    ['hua-gai', '華蓋', 'mixed', [4, 10, 1, 7], 'shen-zi-chen chen, yin-wu-xu xu, si-you-chou chou, hai-mao-wei wei'],
    ['jiang-xing', '將星', 'auspicious', [0, 6, 9, 3], 'shen-zi-chen zi, yin-wu-xu wu, si-you-chou you, hai-mao-wei mao'],
    ['jie-sha', '劫煞', 'inauspicious', [5, 11, 2, 8], 'shen-zi-chen si, yin-wu-xu hai, si-you-chou yin, hai-mao-wei shen'],
    ['wang-shen', '亡神', 'inauspicious', [11, 5, 8, 2], 'shen-zi-chen hai, yin-wu-xu si, si-you-chou shen, hai-mao-wei yin'],
  ];
  for (const [slug, chinese, kind, table, rule] of TRIAD_STARS) {
    for (const [k, basis] of [[0, 'year-branch'], [2, 'day-branch']] as const) add(slug, chinese, kind, basis, rule, [table[triad(branches[k]!)]!], k);
  }
  const hong = mod(3 - branches[0]!, 12);
  add('hong-luan', '紅鸞', 'auspicious', 'year-branch', '(3 - year branch) mod 12: zi -> mao', [hong], 0);
  add('tian-xi', '天喜', 'auspicious', 'year-branch', 'Hong Luan + 6', [mod(hong + 6, 12)], 0);
  // Gu Chen / Gua Su by the seasonal group of the year branch: hai-zi-chou yin/xu, yin-mao-chen si/chou, si-wu-wei shen/chen, shen-you-xu hai/wei.
  const g = Math.floor(mod(branches[0]! + 1, 12) / 3);
  add('gu-chen', '孤辰', 'inauspicious', 'year-branch', 'hai-zi-chou yin, yin-mao-chen si, si-wu-wei shen, shen-you-xu hai', [[2, 5, 8, 11][g]!], 0);
  add('gua-su', '寡宿', 'inauspicious', 'year-branch', 'hai-zi-chou xu, yin-mao-chen chou, si-wu-wei chen, shen-you-xu wei', [[10, 1, 4, 7][g]!], 0);
  // Tian De by month branch (zi first): si(branch), geng, ding, shen(branch), ren, xin, hai(branch), jia, gui, yin(branch), bing, yi.
  const TIAN_DE: ({ stem: number } | { branch: number })[] = [{ branch: 5 }, { stem: 6 }, { stem: 3 }, { branch: 8 }, { stem: 8 }, { stem: 7 }, { branch: 11 }, { stem: 0 }, { stem: 9 }, { branch: 2 }, { stem: 2 }, { stem: 1 }];
  const td = TIAN_DE[branches[1]!]!;
  const tdFound = 'stem' in td ? PILLARS.flatMap((pillar, k) => (stems[k] === td.stem ? [{ pillar, stem: td.stem }] : [])) : PILLARS.flatMap((pillar, k) => (k !== 1 && branches[k] === td.branch ? [{ pillar, branch: td.branch }] : []));
  out.push({ slug: 'tian-de', chinese: '天德', kind: 'auspicious', basis: 'month-branch', rule: 'yin ding, mao shen, chen ren, si xin, wu hai, wei jia, shen gui, you yin, xu bing, hai yi, zi si, chou geng', foundIn: tdFound });
  const yd = [8, 6, 2, 0][triad(branches[1]!)]!; // shen-zi-chen ren, yin-wu-xu bing, si-you-chou geng, hai-mao-wei jia
  out.push({ slug: 'yue-de', chinese: '月德', kind: 'auspicious', basis: 'month-branch', rule: 'yin-wu-xu bing, shen-zi-chen ren, hai-mao-wei jia, si-you-chou geng', foundIn: PILLARS.flatMap((pillar, k) => (stems[k] === yd ? [{ pillar, stem: yd }] : [])) });
  const s = p[2]! - (p[2]! % 10);
  add('kong-wang', '空亡', 'inauspicious', 'day-pillar', 'the two branches left out of the day pillar\'s decade: (s + 10) mod 12 and (s + 11) mod 12, s = index - index mod 10', [mod(s + 10, 12), mod(s + 11, 12)], 2);
  return out.filter((h) => h.foundIn.length > 0);
}
