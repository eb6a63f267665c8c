/**
 * Varga strengths of BPHS ch. 7 ("Divisional considerations"): vimshopaka bala (a 20-point
 * score over a scheme of vargas) and vaisheshikamsa (the count of vargas in which a graha is
 * in its own, exaltation or moolatrikona sign, with its name).
 */
import { kebab } from '@celestial/core';
import { EXALTATION, MOOLATRIKONA, OWN_SIGNS, SAPTA_GRAHAS, SIGN_LORD } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import { compoundRelationOf } from './friendship.js';
import { vargaSign } from './vargas.js';
import type { VargaNumber } from './vargas.js';
import type { RashiChart } from './rashi.js';

export const VARGA_SCHEMES = ['shadvarga', 'saptavarga', 'dashavarga', 'shodashavarga'] as const;
export type VargaScheme = (typeof VARGA_SCHEMES)[number];

/** Vimshopaka weights of each scheme (BPHS ch. 7), each summing to 20. */
export const VIMSHOPAKA_WEIGHTS: Readonly<Record<VargaScheme, Readonly<Partial<Record<VargaNumber, number>>>>> = {
  shadvarga: { 1: 6, 2: 2, 3: 4, 9: 5, 12: 2, 30: 1 },
  saptavarga: { 1: 5, 2: 2, 3: 3, 7: 2.5, 9: 4.5, 12: 2, 30: 1 },
  dashavarga: { 1: 3, 2: 1.5, 3: 1.5, 7: 1.5, 9: 1.5, 10: 1.5, 12: 1.5, 16: 1.5, 30: 1.5, 60: 5 },
  shodashavarga: { 1: 3.5, 2: 1, 3: 1, 4: 0.5, 7: 0.5, 9: 3, 10: 0.5, 12: 0.5, 16: 2, 20: 0.5, 24: 0.5, 27: 0.5, 30: 1, 40: 0.5, 45: 0.5, 60: 4 },
};

export const schemeVargas = (scheme: VargaScheme): VargaNumber[] => Object.keys(VIMSHOPAKA_WEIGHTS[scheme]).map(Number) as VargaNumber[];

export type VimshopakaDignity = 'exalted' | 'moolatrikona' | 'own' | 'adhimitra' | 'mitra' | 'sama' | 'shatru' | 'adhishatru';
/** BPHS ch. 7 scores out of 20. */
export const VIMSHOPAKA_SCORES: Readonly<Record<VimshopakaDignity, number>> = { exalted: 20, moolatrikona: 20, own: 20, adhimitra: 18, mitra: 15, sama: 10, shatru: 7, adhishatru: 5 };

/** Dignity of a graha's varga sign (sign level: exaltation, moolatrikona or own sign; else compound relation with its lord, temporary part from D1). */
export function vargaSignDignity(chart: RashiChart, g: GrahaNumber, varga: VargaNumber): { sign: number; dignity: VimshopakaDignity } {
  const p = chart.grahas[g]!;
  const sign = vargaSign(p.longitude, varga);
  if (sign === EXALTATION[g].sign) return { sign, dignity: 'exalted' };
  if (sign === MOOLATRIKONA[g].sign) return { sign, dignity: 'moolatrikona' };
  if (OWN_SIGNS[g].includes(sign)) return { sign, dignity: 'own' };
  const lord = SIGN_LORD[sign]!;
  return { sign, dignity: compoundRelationOf(g, p.sign, lord, chart.grahas[lord]!.sign) };
}

export function vimshopaka(chart: RashiChart, g: GrahaNumber, scheme: VargaScheme): { total: number; vargas: { varga: number; sign: number; dignity: VimshopakaDignity; points: number }[] } {
  const vargas = schemeVargas(scheme).map((v) => {
    const d = vargaSignDignity(chart, g, v);
    return { varga: v, sign: d.sign + 1, dignity: d.dignity, points: (VIMSHOPAKA_WEIGHTS[scheme][v]! * VIMSHOPAKA_SCORES[d.dignity]) / 20 };
  });
  return { total: vargas.reduce((s, v) => s + v.points, 0), vargas };
}

/** Names of the vaisheshikamsas by count (BPHS ch. 7 sl. 14-19); the shadvarga names stop at 6. */
export const VAISHESHIKAMSA_NAMES: Readonly<Record<VargaScheme, readonly string[]>> = {
  shadvarga: ['Kimshuka', 'Vyanjana', 'Chamara', 'Chhatra', 'Kundala'],
  saptavarga: ['Kimshuka', 'Vyanjana', 'Chamara', 'Chhatra', 'Kundala', 'Mukuta'],
  dashavarga: ['Parijata', 'Uttama', 'Gopura', 'Simhasana', 'Paravata', 'Devaloka', 'Brahmaloka', 'Airavata', 'Sridhama'],
  shodashavarga: ['Bhedaka', 'Kusuma', 'Nagapushpa', 'Kanduka', 'Kerala', 'Kalpavriksha', 'Chandanavana', 'Purnachandra', 'Uchchaishrava', 'Dhanvantari', 'Suryakanta', 'Vidruma', 'Shakrasimhasana', 'Goloka', 'Srivallabha'],
};

/**
 * Count of the scheme's vargas in which the graha is in its own, exaltation or moolatrikona sign,
 * and the amsa (from 2) by slug of core's vaisheshikamsa table (`kimshuka` ... `srivallabha`).
 */
export function vaisheshikamsa(chart: RashiChart, g: GrahaNumber, scheme: VargaScheme): { goodVargas: number[]; count: number; amsa: string | null } {
  const goodVargas = schemeVargas(scheme).filter((v) => ['exalted', 'moolatrikona', 'own'].includes(vargaSignDignity(chart, g, v).dignity));
  const count = goodVargas.length;
  const name = count >= 2 ? VAISHESHIKAMSA_NAMES[scheme][count - 2] : undefined;
  return { goodVargas, count, amsa: name === undefined ? null : kebab(name) };
}

export { SAPTA_GRAHAS };
