/**
 * The year pillar counted from Lichun, as BaZi counts it (not from the lunar new year): the
 * year changes at the exact instant the Sun's apparent longitude reaches 315 degrees (solar
 * term 2 of core's solarTermsOfYear, Xiaohan = 0). The sexagenary year of Gregorian year Y is
 * (Y - 4) mod 60 (core's yearCycleIndex: 1984 = jia-zi).
 */
import { term } from '@celestial/core';
import type { Ephemeris, LangCode } from '@celestial/core';
import { animalNamed, branchNamed, ganzhi, isYang, phaseNamed, solarTermsOfYear, stemNamed, stemPhase, yearCycleIndex } from '@celestial/core/astro';

/** Index of Lichun among the 24 terms from Xiaohan (285 + 15 x 2 = 315 degrees). */
export const LICHUN_TERM = 2;

/**
 * Yin or yang by slug, its name in `lang` (core's yin-yang table) and the label a page shows: the
 * character (陽, 陰) beside the name, or the name alone where the language writes it with that
 * character (Japanese).
 */
export function yinYang(slug: 'yang' | 'yin', lang: LangCode): { slug: 'yang' | 'yin'; name: string; label: string } {
  const character = slug === 'yang' ? '陽' : '陰';
  const name = term('yin-yang', slug, lang);
  return { slug, name, label: name === character ? name : `${character} ${name}` };
}

export function yearPillarAt(ephemeris: Ephemeris, jd: number, gregorianYear: number, lang: LangCode) {
  const lichunThisYear = solarTermsOfYear(ephemeris, gregorianYear)[LICHUN_TERM]!;
  const year = jd < lichunThisYear ? gregorianYear - 1 : gregorianYear;
  const cycle = ganzhi(yearCycleIndex(year));
  return {
    year,
    cycleIndex: cycle.index,
    chinese: cycle.chinese,
    stem: stemNamed(cycle.stem, lang),
    branch: branchNamed(cycle.branch, lang),
    animal: animalNamed(cycle.branch, lang),
    element: phaseNamed(stemPhase(cycle.stem), lang),
    polarity: yinYang(isYang(cycle.stem) ? 'yang' : 'yin', lang),
    begins: solarTermsOfYear(ephemeris, year)[LICHUN_TERM]!,
    ends: solarTermsOfYear(ephemeris, year + 1)[LICHUN_TERM]!,
  };
}
