/**
 * Longevity (ayus) of BPHS ch. 43-44.
 *
 * Marakas (BPHS ch. 44, "Marakabheda", sl. 1-7): the 3rd and 8th houses are the houses of
 * life; the 12th from each, the 2nd and 7th, are the maraka sthanas, the 2nd the stronger. The
 * killers are, in the text's order of power: the lords of the 2nd and 7th, the malefics placed
 * in the 2nd and 7th, and the malefics joined (same sign) with those lords; the lord of the
 * 12th, and Saturn when associated with a maraka (conjoined with one or placed in a maraka
 * house), are the secondary killers. Ranks follow that order (the 2nd before the 7th); the
 * text's further ranking by strength and by the longevity band (Ayurdaya) is not applied.
 */
import { NATURAL_MALEFICS, SIGN_LORD } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import type { RashiChart } from './rashi.js';
import { g as gr, said } from './phrases.js';
import type { Said } from './phrases.js';

/** `reasons`: statements of core's longevity-reason table, one per ground (issue 12: it was English text joined by '; '). */
export interface Maraka { graha: GrahaNumber; reasons: Said[]; rank: number; kind: 'primary' | 'secondary' }

export function marakas(chart: RashiChart): Maraka[] {
  const lagna0 = chart.lagna.sign - 1;
  const signOf = (h: number) => (lagna0 + h - 1) % 12;
  const lord2 = SIGN_LORD[signOf(2)]!;
  const lord7 = SIGN_LORD[signOf(7)]!;
  const lord12 = SIGN_LORD[signOf(12)]!;
  const sign = (g: number) => chart.grahas[g]!.sign - 1;
  const out: Maraka[] = [];
  const seen = new Set<number>();
  const add = (g: GrahaNumber, reason: Said, kind: 'primary' | 'secondary') => {
    if (seen.has(g)) {
      out.find((x) => x.graha === g)!.reasons.push(reason);
      return;
    }
    seen.add(g);
    out.push({ graha: g, reasons: [reason], rank: out.length + 1, kind });
  };
  add(lord2, said('maraka-second-lord'), 'primary');
  add(lord7, said('maraka-seventh-lord'), 'primary');
  for (const h of [2, 7]) {
    for (const g of NATURAL_MALEFICS) if (sign(g) === signOf(h)) add(g, said('maraka-malefic-in', { house: h }), 'primary');
  }
  for (const [l, h] of [[lord2, 2], [lord7, 7]] as const) {
    for (const g of NATURAL_MALEFICS) if (g !== l && sign(g) === sign(l)) add(g, said('maraka-malefic-joined', { house: h, lord: gr(l) }), 'primary');
  }
  add(lord12, said('maraka-twelfth-lord'), 'secondary');
  const marakaSigns = new Set([signOf(2), signOf(7)]);
  const primaries = out.filter((m) => m.kind === 'primary').map((m) => m.graha);
  if (marakaSigns.has(sign(6)) || primaries.some((g) => g !== 6 && sign(g) === sign(6))) add(6, said('maraka-saturn'), 'secondary');
  return out;
}
