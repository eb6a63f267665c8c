/**
 * Bhava bala, the strength of the twelve houses (BPHS ch. 27, as set out by
 * B. V. Raman, Graha and Bhava Balas):
 *   bhavadhipati bala (the shadbala of the bhava's lord)
 * + bhava dig bala (by the class of the sign on the bhava madhya: 60 in the strong bhava,
 *   10 less for each sign of distance; plus Raman's day/night adjustment)
 * + bhava drishti bala (sputa drishti on the madhya, benefics + and malefics -, / 4, Jupiter's
 *   and Mercury's in full, as drik bala).
 * Bhava madhyas are Sripati's: the lagna, MC, descendant and IC with the quadrants trisected
 * (lib/bhavas.ts sripatiMadhyas, the same madhyas as /vedic/chart/sripati).
 */
import type { Ephemeris } from '@celestial/core';
import { normalizeDegrees } from '@celestial/core/astro';
import { sripatiMadhyas } from './bhavas.js';
import { SIGN_LORD, SIGN_NAMES_EN } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import { drishtiBalaOn, shadbala } from './shadbala.js';
import type { Shadbala } from './shadbala.js';
import type { RashiChart } from './rashi.js';

export type SignClass = 'human' | 'watery' | 'insect' | 'quadruped';
/** The bhava where each class is strongest (BPHS ch. 27). */
export const STRONG_BHAVA: Readonly<Record<SignClass, number>> = { human: 1, watery: 4, insect: 7, quadruped: 10 };

/** Class of the sign at a sidereal longitude: human (nara), watery (jalachara), insect (keeta), quadruped (chatushpada). */
export function signClass(longitude: number): SignClass {
  const lon = normalizeDegrees(longitude);
  const s = Math.floor(lon / 30);
  const firstHalf = lon - s * 30 < 15;
  if ([2, 5, 6, 10].includes(s) || (s === 8 && firstHalf)) return 'human';
  if (s === 3 || s === 11 || (s === 9 && !firstHalf)) return 'watery';
  if (s === 7) return 'insect';
  return 'quadruped';
}

/** 60 in the strong bhava, 10 less for each bhava of distance (at most 6). */
export function bhavaDigBala(bhava: number, cls: SignClass): number {
  const d = Math.abs(bhava - STRONG_BHAVA[cls]);
  return 60 - 10 * Math.min(d, 12 - d);
}

/**
 * Raman's day/night adjustment (Graha and Bhava Balas): 15 virupas to bhavas whose madhya is in
 * a sirshodaya sign (Gemini, Leo, Virgo, Libra, Scorpio, Aquarius) for a day birth, in a
 * prishtodaya sign (Aries, Taurus, Cancer, Sagittarius, Capricorn) for a night birth; Pisces
 * (ubhayodaya) gets 15 always.
 */
export function dayNightAdjustment(madhya: number, isDaytime: boolean): number {
  const s = Math.floor(normalizeDegrees(madhya) / 30);
  if (s === 11) return 15;
  const sirshodaya = [2, 4, 5, 6, 7, 10].includes(s);
  return sirshodaya === isDaytime ? 15 : 0;
}

export interface BhavaBalaRow {
  bhava: number; sign: number; signName: string; madhya: number; lord: GrahaNumber;
  adhipatiBala: number; digBala: number; dayNightAdjustment: number; drishtiBala: number; totalVirupas: number; rupas: number; rank: number;
}

export function bhavaBala(chart: RashiChart, ephemeris: Ephemeris, sb: Shadbala = shadbala(chart, ephemeris)): BhavaBalaRow[] {
  const madhyas = sripatiMadhyas(chart.lagna.longitude, chart.mc);
  const rows = madhyas.map((madhya, i): BhavaBalaRow => {
    const sign = Math.floor(madhya / 30);
    const lord = SIGN_LORD[sign]!;
    const adhipatiBala = sb.grahas[lord]!.totalVirupas;
    const digBala = bhavaDigBala(i + 1, signClass(madhya));
    const adj = dayNightAdjustment(madhya, sb.context.isDaytime);
    const drishtiBala = drishtiBalaOn(chart, madhya, null).drikBala;
    const totalVirupas = adhipatiBala + digBala + adj + drishtiBala;
    return { bhava: i + 1, sign: sign + 1, signName: SIGN_NAMES_EN[sign]!, madhya, lord, adhipatiBala, digBala, dayNightAdjustment: adj, drishtiBala, totalVirupas, rupas: totalVirupas / 60, rank: 0 };
  });
  [...rows].sort((a, b) => b.totalVirupas - a.totalVirupas).forEach((r, i) => { r.rank = i + 1; });
  return rows;
}
