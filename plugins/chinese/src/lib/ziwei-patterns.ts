/**
 * Ge Ju (patterns) of Zi Wei Dou Shu from the Ge Ju section of Zi Wei Dou Shu Quan Shu
 * (attributed to Chen Xiyi; Ming edition), read on the life palace and its San Fang Si Zheng
 * (the life palace, its wealth and career palaces four branches either side, and the travel
 * palace opposite). "Jia" (flanking) is the two palaces beside the life palace. Each rule here
 * is the book's condition without the later schools' extra qualifiers (brightness, additional
 * malefics breaking a pattern): a hit says the condition is met, the rule says which (a shape of
 * core's ziwei-pattern-rule table and the stars and branches it names).
 */
import { listOf, named, sentence } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { BRANCH_SLUGS, branchNamed, mod } from './cycle.js';

export interface PatternPalace { slug: string; branch: number; stars: Set<string>; hua: Map<string, string> }
/**
 * A pattern's condition (issue 12: it was an English sentence): one of the shapes of core's
 * ziwei-pattern-rule table and the star and branch slugs its placeholders take (`stars` a list,
 * `anyStar` alternatives, `branches` alternatives, `a` `b` `c` stars, `w` `x` `y` branches).
 */
export interface PatternRule {
  slug: 'together-in-life' | 'together-in-life-at' | 'in-life-at' | 'flanking-life' | 'all-in-sfsz' | 'face-life-from-sfsz' | 'in-life-with-sfsz' | 'lights-at' | 'lights-fallen-at' | 'one-in-life-all-in-sfsz' | 'ji-flanked' | 'no-major-star' | 'empty-life-lit' | 'ma-with-lu' | 'lu-broken';
  stars?: string[]; anyStar?: string[]; branches?: string[]; a?: string; b?: string; c?: string; w?: string; x?: string; y?: string;
}
export interface PatternHit { slug: string; chinese: string; kind: 'auspicious' | 'inauspicious'; palaces: string[]; stars: string[]; rule: PatternRule }

const B = (s: string): number => BRANCH_SLUGS.indexOf(s as (typeof BRANCH_SLUGS)[number]);
export const MAJOR = ['zi-wei', 'tian-ji', 'tai-yang', 'wu-qu', 'tian-tong', 'lian-zhen', 'tian-fu', 'tai-yin', 'tan-lang', 'ju-men', 'tian-xiang', 'tian-liang', 'qi-sha', 'po-jun'];

export function ziweiPatterns(palaces: PatternPalace[]): PatternHit[] {
  const at = new Map<number, PatternPalace>(palaces.map((p) => [p.branch, p]));
  const life = palaces.find((p) => p.slug === 'ming')!;
  const L = life.branch;
  const sfsz = [L, mod(L + 4, 12), mod(L + 8, 12), mod(L + 6, 12)].map((b) => at.get(b)!);
  const flank = [at.get(mod(L - 1, 12))!, at.get(mod(L + 1, 12))!];
  const where = (star: string) => palaces.find((p) => p.stars.has(star));
  const inLife = (...stars: string[]) => stars.every((s) => life.stars.has(s));
  const inSfsz = (...stars: string[]) => stars.every((s) => sfsz.some((p) => p.stars.has(s)));
  const flanked = (a: string, b: string) => (flank[0]!.stars.has(a) && flank[1]!.stars.has(b)) || (flank[0]!.stars.has(b) && flank[1]!.stars.has(a));
  const lifeAt = (...branches: string[]) => branches.map(B).includes(L);
  const sfszOf = (stars: string[]) => [...new Set(stars.map((s) => sfsz.find((p) => p.stars.has(s))?.slug).filter((x): x is string => !!x))];
  const huaIn = (kind: string) => sfsz.find((p) => [...p.hua.values()].includes(kind));
  const out: PatternHit[] = [];
  const hit = (slug: string, chinese: string, kind: PatternHit['kind'], ok: boolean, stars: string[], pals: string[], rule: PatternRule) => {
    if (ok) out.push({ slug, chinese, kind, palaces: pals, stars, rule });
  };
  const ming = ['ming'];
  const flankPals = flank.map((p) => p.slug);

  hit('zi-fu-tong-gong', '紫府同宮', 'auspicious', inLife('zi-wei', 'tian-fu'), ['zi-wei', 'tian-fu'], ming, { slug: 'together-in-life-at', stars: ['zi-wei', 'tian-fu'], branches: ['yin', 'shen'] });
  hit('jun-chen-qing-hui', '君臣慶會', 'auspicious', inLife('zi-wei') && inSfsz('zuo-fu', 'you-bi'), ['zi-wei', 'zuo-fu', 'you-bi'], sfszOf(['zi-wei', 'zuo-fu', 'you-bi']), { slug: 'in-life-with-sfsz', a: 'zi-wei', stars: ['zuo-fu', 'you-bi'] });
  hit('fu-xiang-chao-yuan', '府相朝垣', 'auspicious', inSfsz('tian-fu', 'tian-xiang') && !inLife('tian-fu') && !inLife('tian-xiang'), ['tian-fu', 'tian-xiang'], sfszOf(['tian-fu', 'tian-xiang']), { slug: 'face-life-from-sfsz', stars: ['tian-fu', 'tian-xiang'] });
  hit('qi-sha-chao-dou', '七殺朝斗', 'auspicious', inLife('qi-sha') && lifeAt('zi', 'wu', 'yin', 'shen'), ['qi-sha'], ming, { slug: 'in-life-at', stars: ['qi-sha'], branches: ['zi', 'wu', 'yin', 'shen'] });
  hit('ri-yue-bing-ming', '日月並明', 'auspicious', where('tai-yang')?.branch === B('chen') && where('tai-yin')?.branch === B('xu') && inSfsz('tai-yang', 'tai-yin'), ['tai-yang', 'tai-yin'], sfszOf(['tai-yang', 'tai-yin']), { slug: 'lights-at', a: 'tai-yang', x: 'chen', b: 'tai-yin', y: 'xu' });
  hit('ri-yue-fan-bei', '日月反背', 'inauspicious', where('tai-yang')?.branch === B('xu') && where('tai-yin')?.branch === B('chen') && inSfsz('tai-yang', 'tai-yin'), ['tai-yang', 'tai-yin'], sfszOf(['tai-yang', 'tai-yin']), { slug: 'lights-fallen-at', a: 'tai-yang', x: 'xu', b: 'tai-yin', y: 'chen' });
  hit('ji-yue-tong-liang', '機月同梁', 'auspicious', inSfsz('tian-ji', 'tai-yin', 'tian-tong', 'tian-liang'), ['tian-ji', 'tai-yin', 'tian-tong', 'tian-liang'], sfszOf(['tian-ji', 'tai-yin', 'tian-tong', 'tian-liang']), { slug: 'all-in-sfsz', stars: ['tian-ji', 'tai-yin', 'tian-tong', 'tian-liang'] });
  hit('sha-po-lang', '殺破狼', 'inauspicious', ['qi-sha', 'po-jun', 'tan-lang'].some((s) => life.stars.has(s)) && inSfsz('qi-sha', 'po-jun', 'tan-lang'), ['qi-sha', 'po-jun', 'tan-lang'], sfszOf(['qi-sha', 'po-jun', 'tan-lang']), { slug: 'one-in-life-all-in-sfsz', anyStar: ['qi-sha', 'po-jun', 'tan-lang'] });
  hit('huo-tan', '火貪格', 'auspicious', inLife('tan-lang', 'huo-xing'), ['tan-lang', 'huo-xing'], ming, { slug: 'together-in-life', stars: ['tan-lang', 'huo-xing'] });
  hit('ling-tan', '鈴貪格', 'auspicious', inLife('tan-lang', 'ling-xing'), ['tan-lang', 'ling-xing'], ming, { slug: 'together-in-life', stars: ['tan-lang', 'ling-xing'] });
  hit('zuo-you-jia-ming', '左右夾命', 'auspicious', flanked('zuo-fu', 'you-bi'), ['zuo-fu', 'you-bi'], flankPals, { slug: 'flanking-life', stars: ['zuo-fu', 'you-bi'] });
  hit('chang-qu-jia-ming', '昌曲夾命', 'auspicious', flanked('wen-chang', 'wen-qu'), ['wen-chang', 'wen-qu'], flankPals, { slug: 'flanking-life', stars: ['wen-chang', 'wen-qu'] });
  hit('kui-yue-jia-ming', '魁鉞夾命', 'auspicious', flanked('tian-kui', 'tian-yue'), ['tian-kui', 'tian-yue'], flankPals, { slug: 'flanking-life', stars: ['tian-kui', 'tian-yue'] });
  hit('yang-tuo-jia-ji', '羊陀夾忌', 'inauspicious', [...life.hua.values()].includes('ji') && flanked('qing-yang', 'tuo-luo'), ['qing-yang', 'tuo-luo', ...[...life.hua].filter(([, k]) => k === 'ji').map(([s]) => s)], [...flankPals, 'ming'], { slug: 'ji-flanked', a: 'hua-ji', b: 'qing-yang', c: 'tuo-luo' });
  hit('yang-tuo-jia-ming', '羊陀夾命', 'inauspicious', flanked('qing-yang', 'tuo-luo'), ['qing-yang', 'tuo-luo'], flankPals, { slug: 'flanking-life', stars: ['qing-yang', 'tuo-luo'] });
  hit('kong-jie-jia-ming', '空劫夾命', 'inauspicious', flanked('di-kong', 'di-jie'), ['di-kong', 'di-jie'], flankPals, { slug: 'flanking-life', stars: ['di-kong', 'di-jie'] });
  hit('huo-ling-jia-ming', '火鈴夾命', 'inauspicious', flanked('huo-xing', 'ling-xing'), ['huo-xing', 'ling-xing'], flankPals, { slug: 'flanking-life', stars: ['huo-xing', 'ling-xing'] });
  hit('ming-wu-zheng-yao', '命無正曜', 'inauspicious', !MAJOR.some((s) => life.stars.has(s)), [], ming, { slug: 'no-major-star' });
  hit('ma-tou-dai-jian', '馬頭帶箭', 'auspicious', inLife('qing-yang') && lifeAt('wu'), ['qing-yang'], ming, { slug: 'in-life-at', stars: ['qing-yang'], branches: ['wu'] });
  hit('shi-zhong-yin-yu', '石中隱玉', 'auspicious', inLife('ju-men') && lifeAt('zi', 'wu'), ['ju-men'], ming, { slug: 'in-life-at', stars: ['ju-men'], branches: ['zi', 'wu'] });
  hit('ri-zhao-lei-men', '日照雷門', 'auspicious', inLife('tai-yang') && lifeAt('mao'), ['tai-yang'], ming, { slug: 'in-life-at', stars: ['tai-yang'], branches: ['mao'] });
  hit('jin-can-guang-hui', '金燦光輝', 'auspicious', inLife('tai-yang') && lifeAt('wu'), ['tai-yang'], ming, { slug: 'in-life-at', stars: ['tai-yang'], branches: ['wu'] });
  hit('yue-lang-tian-men', '月朗天門', 'auspicious', inLife('tai-yin') && lifeAt('hai'), ['tai-yin'], ming, { slug: 'in-life-at', stars: ['tai-yin'], branches: ['hai'] });
  hit('yue-sheng-cang-hai', '月生滄海', 'auspicious', inLife('tai-yin', 'tian-tong') && lifeAt('zi'), ['tai-yin', 'tian-tong'], ming, { slug: 'together-in-life-at', stars: ['tai-yin', 'tian-tong'], branches: ['zi'] });
  hit('ming-zhu-chu-hai', '明珠出海', 'auspicious', lifeAt('wei') && !MAJOR.some((s) => life.stars.has(s)) && where('tai-yang')?.branch === B('mao') && where('tai-yin')?.branch === B('hai'), ['tai-yang', 'tai-yin'], ['ming', ...sfszOf(['tai-yang', 'tai-yin'])], { slug: 'empty-life-lit', w: 'wei', a: 'tai-yang', x: 'mao', b: 'tai-yin', y: 'hai' });
  hit('ju-ri-tong-gong', '巨日同宮', 'auspicious', inLife('ju-men', 'tai-yang') && lifeAt('yin'), ['ju-men', 'tai-yang'], ming, { slug: 'together-in-life-at', stars: ['ju-men', 'tai-yang'], branches: ['yin'] });
  hit('shou-xing-ru-miao', '壽星入廟', 'auspicious', inLife('tian-liang') && lifeAt('wu'), ['tian-liang'], ming, { slug: 'in-life-at', stars: ['tian-liang'], branches: ['wu'] });
  hit('ying-xing-ru-miao', '英星入廟', 'auspicious', inLife('po-jun') && lifeAt('zi', 'wu'), ['po-jun'], ming, { slug: 'in-life-at', stars: ['po-jun'], branches: ['zi', 'wu'] });
  hit('tan-wu-tong-xing', '貪武同行', 'auspicious', inLife('tan-lang', 'wu-qu'), ['tan-lang', 'wu-qu'], ming, { slug: 'together-in-life-at', stars: ['tan-lang', 'wu-qu'], branches: ['chou', 'wei'] });
  hit('zuo-you-tong-gong', '左右同宮', 'auspicious', inLife('zuo-fu', 'you-bi'), ['zuo-fu', 'you-bi'], ming, { slug: 'together-in-life', stars: ['zuo-fu', 'you-bi'] });
  hit('wen-gui-wen-hua', '文桂文華', 'auspicious', inLife('wen-chang', 'wen-qu'), ['wen-chang', 'wen-qu'], ming, { slug: 'together-in-life', stars: ['wen-chang', 'wen-qu'] });
  const lu = huaIn('lu'), quan = huaIn('quan'), ke = huaIn('ke');
  hit('san-qi-jia-hui', '三奇嘉會', 'auspicious', !!lu && !!quan && !!ke, [], [...new Set([lu?.slug, quan?.slug, ke?.slug].filter((x): x is string => !!x))], { slug: 'all-in-sfsz', stars: ['hua-lu', 'hua-quan', 'hua-ke'] });
  hit('shuang-lu-chao-yuan', '雙祿朝垣', 'auspicious', !!lu && inSfsz('lu-cun'), ['lu-cun'], [...new Set([lu?.slug, ...sfszOf(['lu-cun'])].filter((x): x is string => !!x))], { slug: 'all-in-sfsz', stars: ['lu-cun', 'hua-lu'] });
  const luMa = sfsz.find((p) => p.stars.has('tian-ma') && (p.stars.has('lu-cun') || [...p.hua.values()].includes('lu')));
  hit('lu-ma-jiao-chi', '祿馬交馳', 'auspicious', !!luMa, ['tian-ma'], luMa ? [luMa.slug] : [], { slug: 'ma-with-lu', a: 'tian-ma', b: 'lu-cun', c: 'hua-lu' });
  const opposite = at.get(mod(L + 6, 12))!;
  hit('lu-feng-chong-po', '祿逢沖破', 'inauspicious', inLife('lu-cun') && ['di-kong', 'di-jie'].some((s) => life.stars.has(s) || opposite.stars.has(s)), ['lu-cun', 'di-kong', 'di-jie'].filter((s) => life.stars.has(s) || opposite.stars.has(s)), ['ming', opposite.slug], { slug: 'lu-broken', a: 'lu-cun', b: 'di-kong', c: 'di-jie' });
  return out;
}

/** Names joined as alternatives ("Qi Sha, Po Jun or Tan Lang"), by the runtime's ICU. */
const anyOf = (names: string[], lang: LangCode) => new Intl.ListFormat(lang, { style: 'long', type: 'disjunction' }).format(names);

/**
 * A pattern's condition in the answer's language (issue 12): its shape's sentence from core's
 * ziwei-pattern-rule table filled with star names (ziwei-star) and branch names, and the stars and
 * branches it names as references.
 */
export function patternRuleOut(rule: PatternRule, lang: LangCode) {
  const star = (s: string) => named('ziwei-star', s, lang);
  const branch = (b: string) => branchNamed(BRANCH_SLUGS.indexOf(b as (typeof BRANCH_SLUGS)[number]), lang);
  const starSlugs = [...(rule.stars ?? []), ...(rule.anyStar ?? []), ...[rule.a, rule.b, rule.c].filter((s): s is string => !!s)];
  const branchSlugs = [...(rule.branches ?? []), ...[rule.w, rule.x, rule.y].filter((b): b is string => !!b)];
  const fill: Record<string, string> = {};
  if (rule.stars) fill.stars = listOf(rule.stars.map((s) => star(s).name), lang, '');
  if (rule.anyStar) fill.anyStar = anyOf(rule.anyStar.map((s) => star(s).name), lang);
  if (rule.branches) fill.branches = anyOf(rule.branches.map((b) => branch(b).name), lang);
  for (const k of ['a', 'b', 'c'] as const) if (rule[k]) fill[k] = star(rule[k]!).name;
  for (const k of ['w', 'x', 'y'] as const) if (rule[k]) fill[k] = branch(rule[k]!).name;
  return { slug: rule.slug, stars: starSlugs.map(star), branches: branchSlugs.map(branch), text: sentence('ziwei-pattern-rule', rule.slug, lang, fill) };
}

