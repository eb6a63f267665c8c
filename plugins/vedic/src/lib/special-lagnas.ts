/**
 * The special ascendants (vishesha lagnas) of BPHS ch. 5 and the Jaimini tradition, as pure
 * functions of the rashi chart and the Vedic day of the birth.
 *
 * - Ishta kala: the time elapsed from the sunrise that opens the Vedic day of the birth (a
 *   birth before dawn counts from the previous sunrise: Surya Siddhanta I.36; Muhurta
 *   Chintamani), in ghatis of 24 minutes (60 to a day of 24 hours).
 * - Bhava, hora and ghati lagnas (BPHS ch. 5 sl. 2-9): they start at the Sun's sidereal
 *   longitude at sunrise and advance one sign per 5 ghatis (bhava), per 2.5 ghatis (hora) and
 *   per ghati (ghati). In degrees per clock minute: 0.25, 0.5 and 1.25.
 * - Sree lagna (Jaimini, as taught by Sanjay Rath, "Crux of Vedic Astrology"): the lagna
 *   advanced by 360 deg times the fraction of its nakshatra the Moon has traversed.
 * - Indu lagna (Kalidasa, Uttara Kalamrita IV; Jataka Alankaram): the kalas of the 9th lords
 *   from the lagna and from the Moon, summed mod 12, counted from the Moon's sign.
 * - Pranapada (BPHS ch. 3 sl. 71-74): one sign per 15 vighatis of ishta kala, added to the Sun
 *   (movable sign), Sun + 240 (fixed) or Sun + 120 (dual).
 * - Varnada (BPHS ch. 5 sl. 10-15): counts of the lagna and hora lagna signs from Aries
 *   (odd) or Pisces (even), combined by their parity.
 */
import type { Ephemeris } from '@celestial/core';
import { normalizeDegrees } from '@celestial/core/astro';
import { SIGN_LORD } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import { vedicDayAt } from './day.js';
import type { VedicDay } from './day.js';
import { grahaLongitude } from './rashi.js';
import type { RashiChart } from './rashi.js';

/** Minutes in one ghati (ghatika, nadika): 1/60 of a day. */
export const GHATI_MINUTES = 24;

/** The Vedic day (sunrise to sunrise) that contains the chart's moment, by the chart's sunrise convention. */
export function chartVedicDay(ephemeris: Ephemeris, chart: RashiChart): VedicDay {
  return vedicDayAt(ephemeris, chart.jd, chart.latitude, chart.longitude, chart.moment.timezoneOffset, chart.settings.sunrise);
}

export interface IshtaKala {
  /** Julian day (UT) of the sunrise that opens the Vedic day of the birth. */
  sunrise: number;
  /** Minutes from that sunrise to the birth. */
  minutes: number;
  /** The same in ghatis (24 min). */
  ghatis: number;
  /** The Sun's sidereal longitude at that sunrise. */
  sunAtSunrise: number;
}

/** Ishta kala: time from the Vedic day's sunrise to the birth, and the Sun at that sunrise. */
export function ishtaKala(ephemeris: Ephemeris, chart: RashiChart, day: VedicDay = chartVedicDay(ephemeris, chart)): IshtaKala {
  const minutes = (chart.jd - day.sunrise) * 1440;
  return { sunrise: day.sunrise, minutes, ghatis: minutes / GHATI_MINUTES, sunAtSunrise: grahaLongitude(ephemeris, day.sunrise, 0, chart.settings).longitude };
}

/** Degrees a special lagna gains per clock minute: 30 deg per (ghatisPerSign x 24) minutes. */
function specialAscendant(ishta: IshtaKala, ghatisPerSign: number): number {
  return normalizeDegrees(ishta.sunAtSunrise + (ishta.minutes * 30) / (ghatisPerSign * GHATI_MINUTES));
}

/** Hora lagna (BPHS ch. 5): one sign per 2.5 ghatis (one hour) from the Sun at sunrise. */
export function horaLagna(chart: RashiChart, ephemeris: Ephemeris, day?: VedicDay): number {
  return specialAscendant(ishtaKala(ephemeris, chart, day), 2.5);
}

/** Ghati lagna (BPHS ch. 5): one sign per ghati (24 minutes) from the Sun at sunrise. */
export function ghatiLagna(chart: RashiChart, ephemeris: Ephemeris, day?: VedicDay): number {
  return specialAscendant(ishtaKala(ephemeris, chart, day), 1);
}

/** Bhava lagna (BPHS ch. 5): one sign per 5 ghatis (two hours) from the Sun at sunrise. */
export function bhavaLagna(chart: RashiChart, ephemeris: Ephemeris, day?: VedicDay): number {
  return specialAscendant(ishtaKala(ephemeris, chart, day), 5);
}

/** Same three from an already computed ishta kala (one sunrise search for all). */
export const specialAscendantsOf = (ishta: IshtaKala) => ({ hora: specialAscendant(ishta, 2.5), ghati: specialAscendant(ishta, 1), bhava: specialAscendant(ishta, 5) });

/** Fraction (0-1) of its nakshatra (13 deg 20') the Moon has traversed. */
export function moonNakshatraFraction(moonLongitude: number): number {
  const span = 360 / 27;
  return (normalizeDegrees(moonLongitude) % span) / span;
}

/** Sree lagna: lagna + 360 deg x the Moon's traversed fraction of its nakshatra. */
export function sreeLagna(chart: RashiChart): number {
  return normalizeDegrees(chart.lagna.longitude + 360 * moonNakshatraFraction(chart.grahas[1]!.longitude));
}

/** Kalas (rays) of the seven for the Indu lagna: Sun 30, Moon 16, Mars 6, Mercury 8, Jupiter 10, Venus 12, Saturn 1. */
export const INDU_KALAS: readonly number[] = [30, 16, 6, 8, 10, 12, 1];

export interface InduLagna {
  /** 1-12. */
  sign: number;
  ninthLordFromLagna: GrahaNumber;
  ninthLordFromMoon: GrahaNumber;
  /** Sum of the two lords' kalas. */
  kalas: number;
  /** The count (1-12) taken from the Moon's sign. */
  count: number;
}

/** Indu lagna from the lagna sign and the Moon's sign (both 1-12). */
export function induLagnaFromSigns(lagnaSign: number, moonSign: number): InduLagna {
  const ninthLordFromLagna = SIGN_LORD[(lagnaSign - 1 + 8) % 12]!;
  const ninthLordFromMoon = SIGN_LORD[(moonSign - 1 + 8) % 12]!;
  const kalas = INDU_KALAS[ninthLordFromLagna]! + INDU_KALAS[ninthLordFromMoon]!;
  const count = kalas % 12 === 0 ? 12 : kalas % 12;
  return { sign: ((moonSign - 1 + count - 1) % 12) + 1, ninthLordFromLagna, ninthLordFromMoon, kalas, count };
}

export function induLagna(chart: RashiChart): InduLagna {
  return induLagnaFromSigns(chart.lagna.sign, chart.grahas[1]!.sign);
}

/** Movable (0), fixed (1) or dual (2) of a sign 1-12. */
export const signModality = (sign: number) => (sign - 1) % 3;

/**
 * Pranapada (BPHS ch. 3 sl. 71-74): ishta kala in vighatis / 15 gives signs (6 minutes a
 * sign), the remainder pro rata; added to the Sun at birth if it is in a movable sign, to
 * Sun + 240 if fixed, Sun + 120 if dual.
 */
export function pranapada(sunLongitude: number, ishtaGhatis: number): number {
  const vighatis = ishtaGhatis * 60;
  const arc = (vighatis / 15) * 30;
  const sunSign = Math.floor(normalizeDegrees(sunLongitude) / 30) + 1;
  const add = [0, 240, 120][signModality(sunSign)]!;
  return normalizeDegrees(sunLongitude + add + arc);
}

const isOddSign = (sign: number) => sign % 2 === 1;

/** Count of a sign (1-12) from Aries forward when odd, from Pisces backward when even (Aries = 1 / Pisces = 1). */
export function varnadaCount(sign: number): number {
  return isOddSign(sign) ? sign : 13 - sign;
}

export interface Varnada {
  sign: number;
  lagnaCount: number;
  horaLagnaCount: number;
  count: number;
}

/**
 * Varnada lagna (BPHS ch. 5 sl. 10-15, read with the sign parity as Sanjay Rath, B.V. Raman
 * and Jagannatha Hora do): the two counts are added when lagna and hora lagna are of the same
 * parity, otherwise the smaller is taken from the larger; mod 12 (0 -> 12), counted from Aries
 * forward for an odd lagna, from Pisces backward for an even one.
 */
export function varnadaLagna(lagnaSign: number, horaLagnaSign: number): Varnada {
  const lagnaCount = varnadaCount(lagnaSign);
  const horaLagnaCount = varnadaCount(horaLagnaSign);
  const raw = isOddSign(lagnaSign) === isOddSign(horaLagnaSign) ? lagnaCount + horaLagnaCount : Math.abs(lagnaCount - horaLagnaCount);
  const count = raw % 12 === 0 ? 12 : raw % 12;
  const sign = isOddSign(lagnaSign) ? count : 13 - count;
  return { sign, lagnaCount, horaLagnaCount, count };
}
