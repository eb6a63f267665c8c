/**
 * Bhavas (houses) as arcs of the ecliptic rather than whole signs, for the chart variants:
 *
 * - Bhava chalit (the equal-bhava chalit chakra of North Indian practice, BPHS ch. 7 read with
 *   the lagna degree as the middle of the 1st bhava): madhya_n = lagna + 30(n-1), its sandhis
 *   (junctions) 15 deg either side.
 * - Sripati Paddhati (Sripati, 11th c., Sripati Paddhati II): the sidereal lagna and MC are the
 *   madhyas of bhavas 1 and 10, their opposites those of 7 and 4; the ecliptic arc of each
 *   quadrant is trisected for the two madhyas between; each sandhi is the midpoint of two
 *   consecutive madhyas.
 *
 * A graha belongs to the bhava whose sandhi range (start inclusive, end exclusive) holds it.
 */
import { signName } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { grahaNaming } from './vocabulary.js';
import { normalizeDegrees } from '@celestial/core/astro';
import type { RashiChart } from './rashi.js';

export interface Bhava { bhava: number; madhya: number; startSandhi: number; endSandhi: number }

/** Equal bhavas with the lagna as the middle of the 1st. */
export function chalitBhavas(lagna: number): Bhava[] {
  return Array.from({ length: 12 }, (_, i) => {
    const madhya = normalizeDegrees(lagna + 30 * i);
    return { bhava: i + 1, madhya, startSandhi: normalizeDegrees(madhya - 15), endSandhi: normalizeDegrees(madhya + 15) };
  });
}

/** The twelve Sripati madhyas from the sidereal lagna and MC (index 0 = 1st bhava). */
export function sripatiMadhyas(lagna: number, mc: number): number[] {
  const m = new Array<number>(12);
  const cardinal = [normalizeDegrees(lagna), normalizeDegrees(mc + 180), normalizeDegrees(lagna + 180), normalizeDegrees(mc)];
  for (let q = 0; q < 4; q++) {
    const from = cardinal[q]!;
    const arc = normalizeDegrees(cardinal[(q + 1) % 4]! - from);
    m[3 * q] = from;
    m[3 * q + 1] = normalizeDegrees(from + arc / 3);
    m[3 * q + 2] = normalizeDegrees(from + (2 * arc) / 3);
  }
  return m;
}

/** Bhavas from twelve madhyas in order: each sandhi is the midpoint of consecutive madhyas. */
export function bhavasFromMadhyas(madhyas: readonly number[]): Bhava[] {
  const mid = (a: number, b: number) => normalizeDegrees(a + normalizeDegrees(b - a) / 2);
  return madhyas.map((madhya, i) => ({
    bhava: i + 1,
    madhya,
    startSandhi: mid(madhyas[(i + 11) % 12]!, madhya),
    endSandhi: mid(madhya, madhyas[(i + 1) % 12]!),
  }));
}

/** The bhava (1-12) whose sandhi range holds the longitude. */
export function bhavaOf(bhavas: readonly Bhava[], longitude: number): number {
  const lon = normalizeDegrees(longitude);
  for (const b of bhavas) {
    const span = normalizeDegrees(b.endSandhi - b.startSandhi);
    if (normalizeDegrees(lon - b.startSandhi) < span) return b.bhava;
  }
  return 1; // unreachable: the ranges tile the circle
}

/** The answer of a bhava variant: the twelve bhavas and each graha's bhava against its whole-sign house. */
export function bhavaChartAnswer(chart: RashiChart, bhavas: Bhava[], lang: LangCode) {
  return {
    bhavas: bhavas.map((b) => {
      const signIndex = Math.min(11, Math.floor(b.madhya / 30));
      return { ...b, sign: signIndex + 1, signName: signName(signIndex + 1, lang) };
    }),
    planets: chart.grahas.map((g) => {
      const bhava = bhavaOf(bhavas, g.longitude);
      return { ...grahaNaming(g.graha, lang), longitude: g.longitude, rashiHouse: g.house, bhava, shifted: bhava !== g.house };
    }),
  };
}
