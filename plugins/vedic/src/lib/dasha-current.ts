/**
 * The running periods of a nakshatra dasha at an instant: the tree walked down level by level
 * (maha, antar, pratyantar, sookshma, prana), each level the parent split in cycle order from
 * its own lord by lord years / total years (BPHS ch. 46-52).
 */
import { periodAt, subPeriods } from './dasha.js';
import type { DashaPeriod, NakshatraDashaSystem } from './dasha.js';

export const DASHA_LEVELS = ['maha', 'antar', 'pratyantar', 'sookshma', 'prana'] as const;

/** The chain of periods containing jd, `depth` levels deep, or null when jd is outside the list. */
export function dashaChainAt(sys: NakshatraDashaSystem, mahadashas: readonly DashaPeriod[], jd: number, yearDays: number, depth: number): DashaPeriod[] | null {
  const chain: DashaPeriod[] = [];
  let level: readonly DashaPeriod[] = mahadashas;
  for (let d = 0; d < depth; d++) {
    const p = periodAt(level, jd) ?? (d > 0 ? level[level.length - 1] : undefined); // rounding at a parent's very end
    if (!p) return null;
    chain.push(p);
    level = subPeriods(sys, p, yearDays);
  }
  return chain;
}
