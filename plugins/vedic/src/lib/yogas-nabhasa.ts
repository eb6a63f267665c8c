/**
 * Nabhasa yogas (BPHS ch. 35; Brihat Jataka ch. 12), read from the seven grahas Sun to Saturn
 * (the nodes take no part, BPHS ch. 35 sl. 1): 3 Ashraya, 2 Dala, 20 Akriti, 7 Sankhya.
 *
 * Reading of "all the grahas in houses X": every one of the seven is in one of the houses X
 * (counted by whole signs from the lagna); where the verse names a sequence of houses to be
 * occupied (Yupa, Shara, Shakti, Danda: four houses; Nauka, Kuta, Chhatra, Chapa,
 * Ardhachandra: seven; Chakra, Samudra: six alternate; Gada, Shakata, Vihaga: two; Kamala: the
 * four kendras; Shringataka, Hala: three) each house of the sequence must hold at least one
 * graha (Brihat Jataka ch. 12 sl. 5-9, "the grahas occupying" the houses).
 * Benefics of the Dala and Vajra/Yava yogas: Mercury, Jupiter, Venus and the waxing Moon as in
 * /vedic/yogas/all; malefics the rest.
 */
import { kebab } from '@celestial/core';
import type { YogaChart } from './yogas.js';

export type NabhasaGroup = 'ashraya' | 'dala' | 'akriti' | 'sankhya';
/** `rule`: the slug of the yoga's condition in core's yoga-rule table (the nabhasa Shakata is shakata-nabhasa, beside the lunar Shakata). */
export interface NabhasaYoga { group: NabhasaGroup; name: string; present: boolean; rule: string }

const SEVEN = [0, 1, 2, 3, 4, 5, 6];

export function nabhasaYogas(y: YogaChart): NabhasaYoga[] {
  const h = SEVEN.map((g) => y.house[g]!);
  const signs = SEVEN.map((g) => y.sign[g]!);
  const occupied = new Set(h);
  const allIn = (set: number[]) => h.every((x) => set.includes(x));
  const allOccupied = (set: number[]) => set.every((x) => occupied.has(x));
  const exact = (set: number[]) => allIn(set) && allOccupied(set);
  const seq = (start: number, n: number, stride = 1) => Array.from({ length: n }, (_, i) => ((start - 1 + i * stride) % 12) + 1);
  const out: NabhasaYoga[] = [];
  const push = (group: NabhasaGroup, name: string, present: boolean) => out.push({ group, name, present, rule: name === 'Shakata' ? 'shakata-nabhasa' : kebab(name) });

  // Ashraya (BPHS ch. 35 sl. 7): by the quality of the signs.
  const movable = signs.every((s) => (s - 1) % 3 === 0);
  const fixed = signs.every((s) => (s - 1) % 3 === 1);
  const dual = signs.every((s) => (s - 1) % 3 === 2);
  push('ashraya', 'Rajju', movable);
  push('ashraya', 'Musala', fixed);
  push('ashraya', 'Nala', dual);

  // Dala (BPHS ch. 35 sl. 8): three kendras held by benefics only (Mala / Srik) or malefics only (Sarpa).
  const kendraNature = [1, 4, 7, 10].map((k) => {
    const occ = SEVEN.filter((g) => y.house[g] === k);
    if (occ.length === 0) return 'empty';
    if (occ.every((g) => y.benefic[g])) return 'benefic';
    if (occ.every((g) => y.malefic[g])) return 'malefic';
    return 'mixed';
  });
  const nb = kendraNature.filter((n) => n === 'benefic').length;
  const nm = kendraNature.filter((n) => n === 'malefic').length;
  push('dala', 'Mala', nb >= 3);
  push('dala', 'Sarpa', nm >= 3);

  // Akriti (BPHS ch. 35 sl. 9-16).
  const gada = [[1, 4], [4, 7], [7, 10], [10, 1]].some((p) => exact(p));
  push('akriti', 'Gada', gada);
  push('akriti', 'Shakata', exact([1, 7]));
  push('akriti', 'Vihaga', exact([4, 10]));
  push('akriti', 'Shringataka', exact([1, 5, 9]));
  push('akriti', 'Hala', [[2, 6, 10], [3, 7, 11], [4, 8, 12]].some((p) => exact(p)));
  const ben: number[] = SEVEN.filter((g) => y.benefic[g]).map((g) => y.house[g]!);
  const mal: number[] = SEVEN.filter((g) => y.malefic[g]).map((g) => y.house[g]!);
  const vajra = ben.length > 0 && mal.length > 0 && ben.every((x) => [1, 7].includes(x)) && mal.every((x) => [4, 10].includes(x)) && ([1, 7] as number[]).every((x) => ben.includes(x)) && ([4, 10] as number[]).every((x) => mal.includes(x));
  const yava = ben.length > 0 && mal.length > 0 && mal.every((x) => [1, 7].includes(x)) && ben.every((x) => [4, 10].includes(x)) && ([1, 7] as number[]).every((x) => mal.includes(x)) && ([4, 10] as number[]).every((x) => ben.includes(x));
  push('akriti', 'Vajra', vajra);
  push('akriti', 'Yava', yava);
  push('akriti', 'Kamala', exact([1, 4, 7, 10]));
  push('akriti', 'Vapi', !allIn([1, 4, 7, 10]) && (allIn([2, 5, 8, 11]) || allIn([3, 6, 9, 12])));
  push('akriti', 'Yupa', exact(seq(1, 4)));
  push('akriti', 'Shara', exact(seq(4, 4)));
  push('akriti', 'Shakti', exact(seq(7, 4)));
  push('akriti', 'Danda', exact(seq(10, 4)));
  push('akriti', 'Nauka', exact(seq(1, 7)));
  push('akriti', 'Kuta', exact(seq(4, 7)));
  push('akriti', 'Chhatra', exact(seq(7, 7)));
  push('akriti', 'Chapa', exact(seq(10, 7)));
  const ardha = [2, 3, 5, 6, 8, 9, 11, 12].some((s) => exact(seq(s, 7)));
  push('akriti', 'Ardhachandra', ardha);
  push('akriti', 'Chakra', exact(seq(1, 6, 2)));
  push('akriti', 'Samudra', exact(seq(2, 6, 2)));

  // Sankhya (BPHS ch. 35 sl. 16-17): by the number of signs occupied.
  const n = new Set(signs).size;
  const SANKHYA = ['Gola', 'Yuga', 'Shula', 'Kedara', 'Pasha', 'Damini', 'Vallaki'];
  SANKHYA.forEach((name, i) => push('sankhya', name, n === i + 1));
  return out;
}

