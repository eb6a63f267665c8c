/**
 * Liu Nian (the flowing year) of a Zi Wei chart (/ziwei/yearly-flow): iztro's horoscope read on
 * the 15th of the year's (non-leap) sixth lunar month, safely inside the lunar year, for the flow
 * life palace, flow roles, flow stars and minor limit; the active decade by the age in sui.
 * Moved from the operation's handler (answers unchanged).
 */
import { ApiError } from '@celestial/core';
import type { Ephemeris, LangCode } from '@celestial/core';
import { monthsOfLunarYear } from './calendar.js';
import { dateOfJdn, yearCycleIndex } from './cycle.js';
import type { branchNamed } from './cycle.js';
import { PALACE_SLUG, SI_HUA_KINDS, siHua } from './ziwei.js';
import type { ZiweiBirth } from './ziwei.js';
import { ziweiChartOut } from './ziwei-out.js';

/** iztro's yearly flow-star names: 流禄 Lu Cun, 流羊 Qing Yang, 流陀 Tuo Luo, 流昌 Wen Chang, 流曲 Wen Qu, 流魁 Tian Kui, 流钺 Tian Yue, 流马 Tian Ma. */
export const FLOW_STARS: Record<string, 'lu' | 'yang' | 'tuo' | 'chang' | 'qu' | 'kui' | 'yue' | 'ma'> = { 流禄: 'lu', 流羊: 'yang', 流陀: 'tuo', 流昌: 'chang', 流曲: 'qu', 流魁: 'kui', 流钺: 'yue', 流马: 'ma' };
const ORDER = ['ming', 'xiong-di', 'fu-qi', 'zi-nu', 'cai-bo', 'ji-e', 'qian-yi', 'pu-yi', 'guan-lu', 'tian-zhai', 'fu-de', 'fu-mu'];

export function yearlyFlow(z: ZiweiBirth & { lunar: { lunarYear: number } }, ephemeris: Ephemeris, year: number, lang: LangCode) {
  // A flow year before the birth year, or past 120 years of age, has no decade to run in.
  if (year < z.lunar.lunarYear || year - z.lunar.lunarYear + 1 > 120) throw ApiError.invalidField('year', `must be a lunar year from the birth year ${z.lunar.lunarYear} to ${z.lunar.lunarYear + 119}`);
  const chart = ziweiChartOut(z, 'quanshu', lang);
  const month6 = monthsOfLunarYear(ephemeris, year, 8).find((m) => m.number === 6 && !m.isLeap)!;
  const d = dateOfJdn(month6.startJdn + 14);
  const h = z.iztro.horoscope(`${d.year}-${d.month}-${d.day}`);
  const byIndex = (i: number) => chart.palaces.find((p) => p.index === i)!;
  const where = (i: number) => ({ palace: byIndex(i).slug, branch: byIndex(i).branch });
  const flowStars = {} as Record<string, ReturnType<typeof branchNamed>>;
  (h.yearly.stars ?? []).forEach((list, i) => list.forEach((s) => { const k = FLOW_STARS[s.name]; if (k) flowStars[k] = byIndex(i).branch; }));
  const ageSui = year - z.lunar.lunarYear + 1;
  const decade = chart.palaces.find((p) => p.decade.fromAge <= ageSui && ageSui <= p.decade.toAge);
  const hua = siHua(yearCycleIndex(year) % 10, 'quanshu');
  return {
    ageSui,
    flowLifePalace: where(h.yearly.index),
    flowPalaces: h.yearly.palaceNames.map((name, i) => ({ role: PALACE_SLUG[name] ?? name, natalPalace: byIndex(i).slug, branch: byIndex(i).branch }))
      .sort((a, b) => ORDER.indexOf(a.role) - ORDER.indexOf(b.role)),
    transformations: Object.fromEntries(SI_HUA_KINDS.map((k, j) => [k, hua[j]!])) as { lu: string; quan: string; ke: string; ji: string },
    flowStars: flowStars as Record<'lu' | 'yang' | 'tuo' | 'chang' | 'qu' | 'kui' | 'yue' | 'ma', ReturnType<typeof branchNamed>>,
    minorLimit: where(h.age.index),
    activeDecade: decade ? { palace: decade.slug, branch: decade.branch, fromAge: decade.decade.fromAge, toAge: decade.decade.toAge } : null,
  };
}
