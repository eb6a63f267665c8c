/**
 * Tiao Hou (climate adjustment) of Qiong Tong Bao Jian (Lan Jiang Wang, edited by Yu Chunti
 * as Zao Hua Yuan Yao; the text Xu Lewu annotated): for each of the ten day stems born in each
 * of the twelve month branches, the stems the book prefers to warm, cool, moisten or dry the
 * chart, in the book's order of preference (jia born in the yin month: "bing first, gui
 * after"). Transcribed from the book's month-by-month chapters as the summary tables print
 * them; test/oracles/chinese-tiaohou compares every cell with a second transcription (the
 * bazi-chart package on PyPI) and explains the four cells where the two differ.
 */
import { PILLAR_NAMES } from './bazi.js';
import { STEM_CHARS } from './cycle.js';
import { hiddenStemsOf } from './zi-ping.js';

/** Rows by day stem (jia ... gui), columns by month from yin to chou, cells the stems in order. */
const TABLE: Readonly<Record<string, readonly string[]>> = {
  甲: ['丙癸', '庚丙丁戊己', '庚丁壬', '癸丁庚', '癸丁庚', '癸丁庚', '庚丁壬', '庚丁丙', '庚甲丁壬癸', '庚丁丙戊', '丁庚丙', '丁庚丙'],
  乙: ['丙癸', '丙癸', '癸丙戊', '癸', '癸丙', '癸丙', '丙癸己', '癸丙丁', '癸辛', '丙戊', '丙', '丙'],
  丙: ['壬庚', '壬己', '壬甲', '壬癸庚', '壬庚', '壬庚', '壬戊', '壬癸', '甲壬', '甲戊庚壬', '壬戊己', '壬甲'],
  丁: ['甲庚', '庚甲', '甲庚', '甲庚', '壬庚癸', '甲壬庚', '甲庚丙戊', '甲庚丙戊', '甲庚戊', '甲庚', '甲庚', '甲庚'],
  戊: ['丙甲癸', '丙甲癸', '甲丙癸', '甲丙癸', '壬甲丙', '癸丙甲', '丙癸甲', '丙癸', '甲丙癸', '甲丙', '丙甲', '丙甲'],
  己: ['丙庚甲', '甲癸丙', '丙癸甲', '癸丙', '癸丙', '癸丙', '丙癸', '丙癸', '甲丙癸', '丙甲戊', '丙甲戊', '丙甲戊'],
  庚: ['戊甲壬丙丁', '丁甲庚丙', '甲丁壬癸', '壬戊丙丁', '壬癸', '丁甲', '丁甲', '丁甲丙', '甲壬', '丁丙', '丁甲丙', '丙丁甲'],
  辛: ['己壬庚', '壬甲', '壬甲', '壬甲癸', '壬己癸', '壬庚甲', '壬甲戊', '壬甲', '壬甲', '壬丙', '丙戊壬甲', '丙壬戊己'],
  壬: ['庚丙戊', '戊辛庚', '甲庚', '壬辛庚癸', '癸庚辛', '辛甲', '戊丁', '甲庚', '甲丙', '戊丙庚', '戊丙', '丙丁甲'],
  癸: ['辛丙', '庚辛', '丙辛甲', '辛', '庚辛壬癸', '庚辛壬癸', '丁', '辛丙', '辛甲壬癸', '庚辛戊丁', '丙辛', '丙丁'],
};

/** The preferred stems (indexes) for a day stem born in a month branch, first = most wanted. */
export function tiaoHouStems(dayStem: number, monthBranch: number): number[] {
  const cell = TABLE[STEM_CHARS[dayStem]!]![(monthBranch + 10) % 12]!;
  return [...cell].map((c) => STEM_CHARS.indexOf(c as (typeof STEM_CHARS)[number]));
}

export type Where = { pillar: (typeof PILLAR_NAMES)[number]; position: 'stem' | 'hidden' };

/**
 * Climate adjustment of a chart (cycle indexes year, month, day, hour): the preferred stems
 * and where each stands, revealed (a heavenly stem of the year, month or hour pillar) or
 * hidden (a hidden stem of any branch). The book values a useful stem revealed and rooted
 * above one only stored in a branch.
 */
export function climateAdjustment(p: readonly [number, number, number, number]) {
  const dayStem = p[2] % 10, monthBranch = p[1] % 12;
  const wanted = tiaoHouStems(dayStem, monthBranch);
  const whereIs = (stem: number): Where[] => {
    const out: Where[] = [];
    p.forEach((i, k) => {
      if (k !== 2 && i % 10 === stem) out.push({ pillar: PILLAR_NAMES[k]!, position: 'stem' });
      if (hiddenStemsOf(i % 12).some((h) => h.stem === stem)) out.push({ pillar: PILLAR_NAMES[k]!, position: 'hidden' });
    });
    return out;
  };
  const stems = wanted.map((stem, k) => ({ stem, priority: k + 1, foundIn: whereIs(stem) }));
  const primary = stems[0]!;
  const note = primary.foundIn.some((w) => w.position === 'stem') ? 'primary-revealed' as const
    : primary.foundIn.length ? 'primary-hidden' as const
    : stems.some((s) => s.foundIn.length) ? 'only-secondary-present' as const : 'none-present' as const;
  return { dayStem, monthBranch, stems, note };
}
