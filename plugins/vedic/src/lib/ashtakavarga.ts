/**
 * Ashtakavarga (BPHS ch. 66-69): the bindus (benefic points) each of the seven grahas receives
 * in the twelve signs from eight contributors (the seven and the lagna), their sum (sarva),
 * the prastara grid, the two reductions (trikona and ekadhipatya shodhana) and the pindas.
 *
 * Signs are 0-based inside this file (0 Aries); contributors 0-6 are the grahas Sun..Saturn and
 * 7 the lagna.
 */
import { SAPTA_GRAHAS } from './grahas.js';
import type { RashiChart } from './rashi.js';

/**
 * BPHS ch. 66: for each graha (row key), the houses counted from each contributor (Sun, Moon,
 * Mars, Mercury, Jupiter, Venus, Saturn, lagna) in which it gets a bindu. The Moon's rows from
 * the Moon (1,3,6,7,10,11) and from Mars (2,3,5,6,9,10,11) are those of BPHS and Saravali
 * ch. 53; PyJHora's table moves the 9th from the Mars row to the Moon row (same total 49).
 */
export const BINDU_HOUSES: readonly (readonly (readonly number[])[])[] = [
  // Sun (48)
  [[1, 2, 4, 7, 8, 9, 10, 11], [3, 6, 10, 11], [1, 2, 4, 7, 8, 9, 10, 11], [3, 5, 6, 9, 10, 11, 12], [5, 6, 9, 11], [6, 7, 12], [1, 2, 4, 7, 8, 9, 10, 11], [3, 4, 6, 10, 11, 12]],
  // Moon (49)
  [[3, 6, 7, 8, 10, 11], [1, 3, 6, 7, 10, 11], [2, 3, 5, 6, 9, 10, 11], [1, 3, 4, 5, 7, 8, 10, 11], [1, 4, 7, 8, 10, 11, 12], [3, 4, 5, 7, 9, 10, 11], [3, 5, 6, 11], [3, 6, 10, 11]],
  // Mars (39)
  [[3, 5, 6, 10, 11], [3, 6, 11], [1, 2, 4, 7, 8, 10, 11], [3, 5, 6, 11], [6, 10, 11, 12], [6, 8, 11, 12], [1, 4, 7, 8, 9, 10, 11], [1, 3, 6, 10, 11]],
  // Mercury (54)
  [[5, 6, 9, 11, 12], [2, 4, 6, 8, 10, 11], [1, 2, 4, 7, 8, 9, 10, 11], [1, 3, 5, 6, 9, 10, 11, 12], [6, 8, 11, 12], [1, 2, 3, 4, 5, 8, 9, 11], [1, 2, 4, 7, 8, 9, 10, 11], [1, 2, 4, 6, 8, 10, 11]],
  // Jupiter (56)
  [[1, 2, 3, 4, 7, 8, 9, 10, 11], [2, 5, 7, 9, 11], [1, 2, 4, 7, 8, 10, 11], [1, 2, 4, 5, 6, 9, 10, 11], [1, 2, 3, 4, 7, 8, 10, 11], [2, 5, 6, 9, 10, 11], [3, 5, 6, 12], [1, 2, 4, 5, 6, 7, 9, 10, 11]],
  // Venus (52)
  [[8, 11, 12], [1, 2, 3, 4, 5, 8, 9, 11, 12], [3, 5, 6, 9, 11, 12], [3, 5, 6, 9, 11], [5, 8, 9, 10, 11], [1, 2, 3, 4, 5, 8, 9, 10, 11], [3, 4, 5, 8, 9, 10, 11], [1, 2, 3, 4, 5, 8, 9, 11]],
  // Saturn (39)
  [[1, 2, 4, 7, 8, 10, 11], [3, 6, 11], [3, 5, 6, 10, 11, 12], [6, 8, 9, 10, 11, 12], [5, 6, 11, 12], [6, 11, 12], [3, 5, 6, 11], [1, 3, 4, 6, 10, 11]],
];

/** The sign (0-based) of each contributor: the seven grahas, then the lagna. */
export function contributorSigns(chart: RashiChart): number[] {
  return [...SAPTA_GRAHAS.map((g) => chart.grahas[g]!.sign - 1), chart.lagna.sign - 1];
}

/** Prastara (BPHS ch. 66): grid[contributor][sign] = 1 when that contributor gives the graha a bindu there. */
export function prastara(graha: number, signs: readonly number[]): number[][] {
  return BINDU_HOUSES[graha]!.map((houses, c) => {
    const row = new Array<number>(12).fill(0);
    for (const h of houses) row[(signs[c]! + h - 1) % 12] = 1;
    return row;
  });
}

/** Bhinna ashtakavarga: the bindus of one graha in the 12 signs. */
export function bhinna(graha: number, signs: readonly number[]): number[] {
  const grid = prastara(graha, signs);
  return Array.from({ length: 12 }, (_, s) => grid.reduce((sum, row) => sum + row[s]!, 0));
}

/** Sarvashtakavarga: the sum of the seven bhinna ashtakavargas (total 337). */
export function sarva(bhinnas: readonly (readonly number[])[]): number[] {
  return Array.from({ length: 12 }, (_, s) => bhinnas.reduce((sum, b) => sum + b[s]!, 0));
}

/**
 * Trikona shodhana (BPHS ch. 67): in each trine (Aries-Leo-Sagittarius, Taurus-Virgo-Capricorn,
 * Gemini-Libra-Aquarius, Cancer-Scorpio-Pisces): if one sign has 0, no change; if all three are
 * equal, all become 0; otherwise the smallest is subtracted from each.
 */
export function trikonaShodhana(bindus: readonly number[]): number[] {
  const out = [...bindus];
  for (let t = 0; t < 4; t++) {
    const idx = [t, t + 4, t + 8];
    const v = idx.map((i) => bindus[i]!);
    if (v.includes(0)) continue;
    if (v[0] === v[1] && v[1] === v[2]) { for (const i of idx) out[i] = 0; continue; }
    const min = Math.min(...v);
    for (const i of idx) out[i] = bindus[i]! - min;
  }
  return out;
}

/** The two signs of each graha that owns two (Mars, Mercury, Jupiter, Venus, Saturn), 0-based. */
export const TWO_SIGN_LORDS: readonly { graha: number; signs: readonly [number, number] }[] = [
  { graha: 2, signs: [0, 7] }, { graha: 3, signs: [2, 5] }, { graha: 4, signs: [8, 11] }, { graha: 5, signs: [1, 6] }, { graha: 6, signs: [9, 10] },
];

/** `rule`: slug of core's ashtakavarga-rule table (issue 12: it was English text). */
export type EkadhipatyaRule = 'no-bindus' | 'both-occupied' | 'occupied-empty-fewer' | 'occupied-empty-more' | 'neither-equal' | 'neither-unequal';
export interface EkadhipatyaStep { lord: number; signs: [number, number]; occupied: [boolean, boolean]; before: [number, number]; after: [number, number]; rule: EkadhipatyaRule }

/**
 * Ekadhipatya shodhana (BPHS ch. 68), after the trikona reduction, for the two signs of each
 * two-sign lord (occupants: the seven grahas only): no change if either sign has 0 or both are
 * occupied; one occupied: the empty sign becomes 0 if its bindus are fewer than or equal to
 * the occupied one's, else it takes the occupied one's number; neither occupied: equal -> both
 * 0, unequal -> both take the smaller. Cancer and Leo are untouched.
 */
export function ekadhipatyaShodhana(bindus: readonly number[], occupiedSigns: ReadonlySet<number>): { after: number[]; steps: EkadhipatyaStep[] } {
  const out = [...bindus];
  const steps: EkadhipatyaStep[] = [];
  for (const { graha, signs: [a, b] } of TWO_SIGN_LORDS) {
    const va = out[a]!;
    const vb = out[b]!;
    const oa = occupiedSigns.has(a);
    const ob = occupiedSigns.has(b);
    let rule: EkadhipatyaRule;
    if (va === 0 || vb === 0) rule = 'no-bindus';
    else if (oa && ob) rule = 'both-occupied';
    else if (oa || ob) {
      const [occ, emp] = oa ? [a, b] : [b, a];
      if (out[emp]! <= out[occ]!) { out[emp] = 0; rule = 'occupied-empty-fewer'; }
      else { out[emp] = out[occ]!; rule = 'occupied-empty-more'; }
    } else if (va === vb) { out[a] = 0; out[b] = 0; rule = 'neither-equal'; }
    else { const m = Math.min(va, vb); out[a] = m; out[b] = m; rule = 'neither-unequal'; }
    steps.push({ lord: graha, signs: [a, b], occupied: [oa, ob], before: [va, vb], after: [out[a]!, out[b]!], rule });
  }
  return { after: out, steps };
}

/** Sign multipliers of rashi pinda (BPHS ch. 69), Aries first. */
export const RASHI_MULTIPLIERS: readonly number[] = [7, 10, 8, 4, 10, 5, 7, 8, 9, 5, 11, 12];
/** Graha multipliers of graha pinda (BPHS ch. 69): Sun 5, Moon 5, Mars 8, Mercury 5, Jupiter 10, Venus 7, Saturn 5. */
export const GRAHA_MULTIPLIERS: readonly number[] = [5, 5, 8, 5, 10, 7, 5];

/** Rashi, graha and shodhya pinda of reduced bindus; `grahaSigns` the signs (0-based) of Sun..Saturn. */
export function pindas(reduced: readonly number[], grahaSigns: readonly number[]): { rashiPinda: number; grahaPinda: number; shodhyaPinda: number } {
  const rashiPinda = reduced.reduce((s, b, i) => s + b * RASHI_MULTIPLIERS[i]!, 0);
  const grahaPinda = grahaSigns.reduce((s, sign, g) => s + reduced[sign]! * GRAHA_MULTIPLIERS[g]!, 0);
  return { rashiPinda, grahaPinda, shodhyaPinda: rashiPinda + grahaPinda };
}

export interface AshtakavargaSet {
  signs: number[];
  bhinna: number[][];
  sarva: number[];
  trikona: number[][];
  ekadhipatya: { after: number[]; steps: EkadhipatyaStep[] }[];
}

/** Everything at once for a chart. */
export function ashtakavarga(chart: RashiChart): AshtakavargaSet {
  const signs = contributorSigns(chart);
  const bh = SAPTA_GRAHAS.map((g) => bhinna(g, signs));
  const occupied = new Set(signs.slice(0, 7));
  const tr = bh.map(trikonaShodhana);
  return { signs, bhinna: bh, sarva: sarva(bh), trikona: tr, ekadhipatya: tr.map((b) => ekadhipatyaShodhana(b, occupied)) };
}

/** Kakshya lords in order within a sign (3 deg 45' each): Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon, lagna (7). */
export const KAKSHYA_LORDS: readonly number[] = [6, 4, 2, 0, 5, 3, 1, 7];
