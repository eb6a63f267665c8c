/**
 * Ge Ju (patterns) of Zi Wei Dou Shu from the Ge Ju section of Zi Wei Dou Shu Quan Shu
 * (attributed to Chen Xiyi; Ming edition), read on the life palace and its San Fang Si Zheng
 * (the life palace, its wealth and career palaces four branches either side, and the travel
 * palace opposite). "Jia" (flanking) is the two palaces beside the life palace. Each rule here
 * is the book's condition without the later schools' extra qualifiers (brightness, additional
 * malefics breaking a pattern): a hit says the condition is met, the rule text says which.
 */
import { BRANCH_SLUGS, mod } from './cycle.js';

export interface PatternPalace { slug: string; branch: number; stars: Set<string>; hua: Map<string, string> }
export interface PatternHit { slug: string; chinese: string; kind: 'auspicious' | 'inauspicious'; palaces: string[]; stars: string[]; rule: string }

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
  const hit = (slug: string, chinese: string, kind: PatternHit['kind'], ok: boolean, stars: string[], pals: string[], rule: string) => {
    if (ok) out.push({ slug, chinese, kind, palaces: pals, stars, rule });
  };
  const ming = ['ming'];
  const flankPals = flank.map((p) => p.slug);

  hit('zi-fu-tong-gong', '紫府同宮', 'auspicious', inLife('zi-wei', 'tian-fu'), ['zi-wei', 'tian-fu'], ming, 'Zi Wei and Tian Fu together in the life palace (yin or shen)');
  hit('jun-chen-qing-hui', '君臣慶會', 'auspicious', inLife('zi-wei') && inSfsz('zuo-fu', 'you-bi'), ['zi-wei', 'zuo-fu', 'you-bi'], sfszOf(['zi-wei', 'zuo-fu', 'you-bi']), 'Zi Wei in the life palace, Zuo Fu and You Bi in its San Fang Si Zheng');
  hit('fu-xiang-chao-yuan', '府相朝垣', 'auspicious', inSfsz('tian-fu', 'tian-xiang') && !inLife('tian-fu') && !inLife('tian-xiang'), ['tian-fu', 'tian-xiang'], sfszOf(['tian-fu', 'tian-xiang']), 'Tian Fu and Tian Xiang face the life palace from its San Fang Si Zheng');
  hit('qi-sha-chao-dou', '七殺朝斗', 'auspicious', inLife('qi-sha') && lifeAt('zi', 'wu', 'yin', 'shen'), ['qi-sha'], ming, 'Qi Sha in the life palace at zi, wu, yin or shen');
  hit('ri-yue-bing-ming', '日月並明', 'auspicious', where('tai-yang')?.branch === B('chen') && where('tai-yin')?.branch === B('xu') && inSfsz('tai-yang', 'tai-yin'), ['tai-yang', 'tai-yin'], sfszOf(['tai-yang', 'tai-yin']), 'Tai Yang at chen and Tai Yin at xu, both in the San Fang Si Zheng of the life palace');
  hit('ri-yue-fan-bei', '日月反背', 'inauspicious', where('tai-yang')?.branch === B('xu') && where('tai-yin')?.branch === B('chen') && inSfsz('tai-yang', 'tai-yin'), ['tai-yang', 'tai-yin'], sfszOf(['tai-yang', 'tai-yin']), 'Tai Yang at xu and Tai Yin at chen (both fallen), in the San Fang Si Zheng of the life palace');
  hit('ji-yue-tong-liang', '機月同梁', 'auspicious', inSfsz('tian-ji', 'tai-yin', 'tian-tong', 'tian-liang'), ['tian-ji', 'tai-yin', 'tian-tong', 'tian-liang'], sfszOf(['tian-ji', 'tai-yin', 'tian-tong', 'tian-liang']), 'Tian Ji, Tai Yin, Tian Tong and Tian Liang all in the San Fang Si Zheng of the life palace');
  hit('sha-po-lang', '殺破狼', 'inauspicious', ['qi-sha', 'po-jun', 'tan-lang'].some((s) => life.stars.has(s)) && inSfsz('qi-sha', 'po-jun', 'tan-lang'), ['qi-sha', 'po-jun', 'tan-lang'], sfszOf(['qi-sha', 'po-jun', 'tan-lang']), 'Qi Sha, Po Jun or Tan Lang in the life palace, the three meeting in its San Fang Si Zheng (upheaval)');
  hit('huo-tan', '火貪格', 'auspicious', inLife('tan-lang', 'huo-xing'), ['tan-lang', 'huo-xing'], ming, 'Tan Lang with Huo Xing in the life palace');
  hit('ling-tan', '鈴貪格', 'auspicious', inLife('tan-lang', 'ling-xing'), ['tan-lang', 'ling-xing'], ming, 'Tan Lang with Ling Xing in the life palace');
  hit('zuo-you-jia-ming', '左右夾命', 'auspicious', flanked('zuo-fu', 'you-bi'), ['zuo-fu', 'you-bi'], flankPals, 'Zuo Fu and You Bi in the two palaces beside the life palace');
  hit('chang-qu-jia-ming', '昌曲夾命', 'auspicious', flanked('wen-chang', 'wen-qu'), ['wen-chang', 'wen-qu'], flankPals, 'Wen Chang and Wen Qu in the two palaces beside the life palace');
  hit('kui-yue-jia-ming', '魁鉞夾命', 'auspicious', flanked('tian-kui', 'tian-yue'), ['tian-kui', 'tian-yue'], flankPals, 'Tian Kui and Tian Yue in the two palaces beside the life palace');
  hit('yang-tuo-jia-ji', '羊陀夾忌', 'inauspicious', [...life.hua.values()].includes('ji') && flanked('qing-yang', 'tuo-luo'), ['qing-yang', 'tuo-luo', ...[...life.hua].filter(([, k]) => k === 'ji').map(([s]) => s)], [...flankPals, 'ming'], 'the birth-year Hua Ji star in the life palace, flanked by Qing Yang and Tuo Luo');
  hit('yang-tuo-jia-ming', '羊陀夾命', 'inauspicious', flanked('qing-yang', 'tuo-luo'), ['qing-yang', 'tuo-luo'], flankPals, 'Qing Yang and Tuo Luo in the two palaces beside the life palace');
  hit('kong-jie-jia-ming', '空劫夾命', 'inauspicious', flanked('di-kong', 'di-jie'), ['di-kong', 'di-jie'], flankPals, 'Di Kong and Di Jie in the two palaces beside the life palace');
  hit('huo-ling-jia-ming', '火鈴夾命', 'inauspicious', flanked('huo-xing', 'ling-xing'), ['huo-xing', 'ling-xing'], flankPals, 'Huo Xing and Ling Xing in the two palaces beside the life palace');
  hit('ming-wu-zheng-yao', '命無正曜', 'inauspicious', !MAJOR.some((s) => life.stars.has(s)), [], ming, 'no major star in the life palace (the opposite palace\'s stars are borrowed)');
  hit('ma-tou-dai-jian', '馬頭帶箭', 'auspicious', inLife('qing-yang') && lifeAt('wu'), ['qing-yang'], ming, 'Qing Yang in the life palace at wu');
  hit('shi-zhong-yin-yu', '石中隱玉', 'auspicious', inLife('ju-men') && lifeAt('zi', 'wu'), ['ju-men'], ming, 'Ju Men in the life palace at zi or wu');
  hit('ri-zhao-lei-men', '日照雷門', 'auspicious', inLife('tai-yang') && lifeAt('mao'), ['tai-yang'], ming, 'Tai Yang in the life palace at mao');
  hit('jin-can-guang-hui', '金燦光輝', 'auspicious', inLife('tai-yang') && lifeAt('wu'), ['tai-yang'], ming, 'Tai Yang in the life palace at wu');
  hit('yue-lang-tian-men', '月朗天門', 'auspicious', inLife('tai-yin') && lifeAt('hai'), ['tai-yin'], ming, 'Tai Yin in the life palace at hai');
  hit('yue-sheng-cang-hai', '月生滄海', 'auspicious', inLife('tai-yin', 'tian-tong') && lifeAt('zi'), ['tai-yin', 'tian-tong'], ming, 'Tai Yin and Tian Tong in the life palace at zi');
  hit('ming-zhu-chu-hai', '明珠出海', 'auspicious', lifeAt('wei') && !MAJOR.some((s) => life.stars.has(s)) && where('tai-yang')?.branch === B('mao') && where('tai-yin')?.branch === B('hai'), ['tai-yang', 'tai-yin'], ['ming', ...sfszOf(['tai-yang', 'tai-yin'])], 'life palace at wei without a major star, Tai Yang at mao and Tai Yin at hai shining into it');
  hit('ju-ri-tong-gong', '巨日同宮', 'auspicious', inLife('ju-men', 'tai-yang') && lifeAt('yin'), ['ju-men', 'tai-yang'], ming, 'Ju Men and Tai Yang together in the life palace at yin');
  hit('shou-xing-ru-miao', '壽星入廟', 'auspicious', inLife('tian-liang') && lifeAt('wu'), ['tian-liang'], ming, 'Tian Liang in the life palace at wu');
  hit('ying-xing-ru-miao', '英星入廟', 'auspicious', inLife('po-jun') && lifeAt('zi', 'wu'), ['po-jun'], ming, 'Po Jun in the life palace at zi or wu');
  hit('tan-wu-tong-xing', '貪武同行', 'auspicious', inLife('tan-lang', 'wu-qu'), ['tan-lang', 'wu-qu'], ming, 'Tan Lang and Wu Qu together in the life palace (chou or wei)');
  hit('zuo-you-tong-gong', '左右同宮', 'auspicious', inLife('zuo-fu', 'you-bi'), ['zuo-fu', 'you-bi'], ming, 'Zuo Fu and You Bi together in the life palace');
  hit('wen-gui-wen-hua', '文桂文華', 'auspicious', inLife('wen-chang', 'wen-qu'), ['wen-chang', 'wen-qu'], ming, 'Wen Chang and Wen Qu together in the life palace');
  const lu = huaIn('lu'), quan = huaIn('quan'), ke = huaIn('ke');
  hit('san-qi-jia-hui', '三奇嘉會', 'auspicious', !!lu && !!quan && !!ke, [], [...new Set([lu?.slug, quan?.slug, ke?.slug].filter((x): x is string => !!x))], 'the birth-year Hua Lu, Hua Quan and Hua Ke all in the San Fang Si Zheng of the life palace');
  hit('shuang-lu-chao-yuan', '雙祿朝垣', 'auspicious', !!lu && inSfsz('lu-cun'), ['lu-cun'], [...new Set([lu?.slug, ...sfszOf(['lu-cun'])].filter((x): x is string => !!x))], 'Lu Cun and the birth-year Hua Lu both in the San Fang Si Zheng of the life palace');
  const luMa = sfsz.find((p) => p.stars.has('tian-ma') && (p.stars.has('lu-cun') || [...p.hua.values()].includes('lu')));
  hit('lu-ma-jiao-chi', '祿馬交馳', 'auspicious', !!luMa, ['tian-ma'], luMa ? [luMa.slug] : [], 'Tian Ma with Lu Cun or the Hua Lu star in one palace of the San Fang Si Zheng of the life palace');
  const opposite = at.get(mod(L + 6, 12))!;
  hit('lu-feng-chong-po', '祿逢沖破', 'inauspicious', inLife('lu-cun') && ['di-kong', 'di-jie'].some((s) => life.stars.has(s) || opposite.stars.has(s)), ['lu-cun', 'di-kong', 'di-jie'].filter((s) => life.stars.has(s) || opposite.stars.has(s)), ['ming', opposite.slug], 'Lu Cun in the life palace with Di Kong or Di Jie in it or opposite');
  return out;
}
