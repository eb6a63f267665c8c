/**
 * Mei Hua Yi Shu, the time method (attributed to Shao Yong, 11th c.): (year-branch number, zi = 1
 * ... hai = 12, + lunar month + lunar day) mod 8 -> upper trigram; that sum + the hour-branch
 * number, mod 8 -> lower; the same total mod 6 -> moving line (0 -> 8 and 0 -> 6); Xian Tian
 * numbers (1 Qian ... 8 Kun). Body (ti) is the trigram without the moving line, use (yong) the
 * other; the verdict comes from their five-phase relation.
 */
import { CONTROLS, PRODUCES, TRIGRAM_PHASE } from './najia.js';

export interface TimeCast { upper: number; lower: number; movingLine: number; sum: number; total: number }

export function castFromTime(yearBranch: number, month: number, day: number, hourBranch: number): TimeCast {
  const sum = yearBranch + month + day;
  const total = sum + hourBranch;
  return { upper: sum % 8 || 8, lower: total % 8 || 8, movingLine: total % 6 || 6, sum, total };
}

/** Hour branch number 1-12 of a local clock hour: zi 23:00-01:00 = 1 ... hai 21:00-23:00 = 12. */
export function hourBranchNumber(hours: number): number {
  return (Math.floor((hours + 1) / 2) % 12) + 1;
}

export type TiYongRelation = 'same-phase' | 'use-produces-body' | 'body-controls-use' | 'body-produces-use' | 'use-controls-body';
export type Verdict = 'auspicious' | 'minor-auspicious' | 'minor-inauspicious' | 'inauspicious';

/** Same phase or use produces body: auspicious; body controls use: minor auspicious; body produces use: minor inauspicious (drain); use controls body: inauspicious. */
export function tiYong(lower: number, upper: number, movingLine: number): { body: number; use: number; relation: TiYongRelation; verdict: Verdict } {
  const body = movingLine <= 3 ? upper : lower;
  const use = movingLine <= 3 ? lower : upper;
  const b = TRIGRAM_PHASE[body - 1]!;
  const u = TRIGRAM_PHASE[use - 1]!;
  if (b === u) return { body, use, relation: 'same-phase', verdict: 'auspicious' };
  if (PRODUCES[u] === b) return { body, use, relation: 'use-produces-body', verdict: 'auspicious' };
  if (CONTROLS[b] === u) return { body, use, relation: 'body-controls-use', verdict: 'minor-auspicious' };
  if (PRODUCES[b] === u) return { body, use, relation: 'body-produces-use', verdict: 'minor-inauspicious' };
  return { body, use, relation: 'use-controls-body', verdict: 'inauspicious' };
}
