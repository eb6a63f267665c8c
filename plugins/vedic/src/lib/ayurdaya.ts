/**
 * Ayurdaya, the mathematical span of life (BPHS ch. 43 "Ayurdaya", Santhanam's translation;
 * Brihat Jataka ch. 7 "Ayurdaya"): Pindayu, Nisargayu and Amsayu, the reductions (haranas) and
 * the increases (bharanas), and the choice of the method.
 *
 * Base years of each of the seven:
 * - Pindayu: full years at the deep exaltation point, Sun 19, Moon 25, Mars 15, Mercury 12,
 *   Jupiter 15, Venus 21, Saturn 20 (BPHS 43; BJ 7.1); half at the deep debilitation point;
 *   in between pro rata on the arc from the exaltation point, years = full x (1 - arc/360),
 *   arc folded to 0-180 (BJ 7.2: "subtract the planet from its exaltation point; if the
 *   remainder exceeds six signs, take it from twelve").
 * - Nisargayu: the natural years Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18, Sun 20,
 *   Saturn 50 (BPHS 43; BJ 7.8), processed like Pindayu for exaltation and debilitation
 *   (BPHS 43, as Santhanam and pyjhora read it).
 * - Amsayu: the navamsas elapsed from the first point of Aries, i.e. the longitude in minutes
 *   of arc / 200, the multiples of 12 expunged, are years (BPHS 43; BJ 7.10).
 *
 * The lagna: in Pindayu and Nisargayu it gives as many years as the signs it has traversed
 * from Aries, the fraction pro rata (BPHS 43, Santhanam); in Amsayu its navamsas like a graha.
 * (The alternative of the navamsa sign when the navamsa lord is the stronger is not applied.)
 *
 * Haranas (BPHS 43; BJ 7.3-5, as Santhanam gives them):
 * - Chakrapata (vyayadi) harana: a graha in the visible half, houses 12, 11, 10, 9, 8, 7 from
 *   the lagna, loses all, 1/2, 1/3, 1/4, 1/5, 1/6 of its years if a malefic, half of that if a
 *   benefic; for longevity the Moon and Mercury are always benefics (Santhanam's note to
 *   BPHS 43), so the malefics are the Sun, Mars and Saturn. Houses are whole signs.
 * - Astangata harana: a graha combust (Surya Siddhanta orbs, grahas.ts isCombust) loses half,
 *   Venus and Saturn excepted.
 * - Shatrukshetra harana: a graha in the sign of its natural enemy loses a third, unless
 *   retrograde ("vakrachara", BPHS; Parashara does not exempt Mars as Varahamihira does).
 * - When both astangata and shatrukshetra apply, only the larger is taken; chakrapata is
 *   applied independently (BJ 7.3 and its commentators; Santhanam).
 * - Krurodaya harana (Pindayu and Nisargayu only): a malefic (Sun, Mars, Saturn) in the lagna
 *   sign loses years x (lagna longitude / 360), i.e. the lagna in minutes / 21600 (applied to
 *   the years left after the other haranas); half of it if a benefic (Moon, Mercury, Jupiter,
 *   Venus) casts full graha drishti on it; of several malefics in the
 *   lagna only the one nearest the lagna degree (Santhanam).
 * Bharanas (Amsayu only, BPHS 43): x3 when retrograde, exalted or in its own sign; x2 in its
 * own navamsa, own drekkana or vargottama; only the higher.
 *
 * Method (BPHS 43): the strongest of the lagna, the Sun and the Moon chooses it: the lagna
 * Amsayu, the Sun Pindayu, the Moon Nisargayu. Strength here is bhava bala of the 1st house
 * against the shadbala of the Sun and of the Moon, all in virupas (BPHS ch. 27, 34).
 */
import { normalizeDegrees } from '@celestial/core/astro';
import type { Ephemeris } from '@celestial/core';
import { EXALTATION, houseFrom, isCombust, naturalRelation, OWN_SIGNS, SAPTA_GRAHAS, SIGN_LORD } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import { hasFullDrishti } from './drishti.js';
import type { RashiChart } from './rashi.js';
import { shadbala } from './shadbala.js';
import { bhavaBala } from './shadbala-bhava.js';
import { vargaSign } from './vargas.js';
import { g as g_, gs, said } from './phrases.js';
import type { Said } from './phrases.js';

export const AYUS_METHODS = ['pindayu', 'amsayu', 'nisargayu'] as const;
export type AyusMethod = (typeof AYUS_METHODS)[number];

/** Pindayu years at deep exaltation, Sun to Saturn (BPHS 43; BJ 7.1). */
export const PINDAYU_YEARS: readonly number[] = [19, 25, 15, 12, 15, 21, 20];
/** Nisargayu (natural) years, Sun to Saturn (BPHS 43; BJ 7.8). */
export const NISARGAYU_YEARS: readonly number[] = [20, 1, 2, 9, 18, 20, 50];

/** Arc (0-180) of a longitude from the graha's deep exaltation point. */
export function arcFromExaltation(graha: GrahaNumber, longitude: number): number {
  const ex = EXALTATION[graha];
  const d = normalizeDegrees(longitude - (ex.sign * 30 + ex.degree));
  return d > 180 ? 360 - d : d;
}

/** Years of a graha by the exaltation rule: full at exaltation, half at debilitation, linear between. */
export function exaltationYears(full: number, graha: GrahaNumber, longitude: number): number {
  return full * (1 - arcFromExaltation(graha, longitude) / 360);
}

/** Amsayu base years: navamsas elapsed from 0 Aries (minutes of arc / 200), multiples of 12 expunged. */
export function amsayuYears(longitude: number): number {
  return ((normalizeDegrees(longitude) * 60) / 200) % 12;
}

/** The malefics and benefics of the longevity reckoning (Santhanam on BPHS 43: Moon and Mercury always benefic). */
export const AYUS_MALEFICS: readonly GrahaNumber[] = [0, 2, 6];
export const AYUS_BENEFICS: readonly GrahaNumber[] = [1, 3, 4, 5];

/** Chakrapata loss for a malefic in houses 7-12 (BJ 7.3; BPHS 43). */
export const CHAKRAPATA_LOSS: Readonly<Record<number, number>> = { 12: 1, 11: 1 / 2, 10: 1 / 3, 9: 1 / 4, 8: 1 / 5, 7: 1 / 6 };

/** `reason`: a statement of core's longevity-reason table (issue 12: it was English text). */
export interface Harana { name: 'chakrapata' | 'astangata' | 'shatrukshetra' | 'krurodaya'; fraction: number; years: number; reason: Said }

export interface GrahaAyus {
  graha: GrahaNumber;
  baseYears: number;
  bharana: number;
  haranas: Harana[];
  years: number;
}

export interface AyusResult { method: AyusMethod; grahas: GrahaAyus[]; lagnaYears: number; total: number }

/** Bharana factor of a graha for Amsayu (BPHS 43): 3, 2 or 1. */
export function bharanaFactor(chart: RashiChart, graha: GrahaNumber): number {
  const g = chart.grahas[graha]!;
  const sign0 = g.sign - 1;
  const exalted = EXALTATION[graha].sign === sign0;
  if (g.retrograde || exalted || OWN_SIGNS[graha].includes(sign0)) return 3;
  const nav = vargaSign(g.longitude, 9);
  const drek = vargaSign(g.longitude, 3);
  if (OWN_SIGNS[graha].includes(nav) || OWN_SIGNS[graha].includes(drek) || nav === sign0) return 2;
  return 1;
}

/** Astangata, shatrukshetra (the larger only) and chakrapata reductions, as fractions of the years. */
export function haranasOf(chart: RashiChart, graha: GrahaNumber): { name: Harana['name']; fraction: number; reason: Said }[] {
  const g = chart.grahas[graha]!;
  const out: { name: Harana['name']; fraction: number; reason: Said }[] = [];
  const sun = chart.grahas[0]!;
  const ast = graha !== 5 && graha !== 6 && isCombust(graha, g.longitude, sun.longitude, g.retrograde) ? 1 / 2 : 0;
  const lord = SIGN_LORD[g.sign - 1]!;
  const shatru = lord !== graha && naturalRelation(graha, lord) === 'enemy' && !g.retrograde ? 1 / 3 : 0;
  if (ast > 0 && ast >= shatru) out.push({ name: 'astangata', fraction: ast, reason: said('harana-astangata') });
  else if (shatru > 0) out.push({ name: 'shatrukshetra', fraction: shatru, reason: said('harana-shatrukshetra', { lord: g_(lord) }) });
  const house = houseFrom(chart.lagna.sign - 1, g.sign - 1);
  const loss = CHAKRAPATA_LOSS[house];
  if (loss !== undefined) {
    const benefic = AYUS_BENEFICS.includes(graha);
    out.push({ name: 'chakrapata', fraction: benefic ? loss / 2 : loss, reason: said(benefic ? 'harana-chakrapata-benefic' : 'harana-chakrapata-malefic', { house }) });
  }
  return out;
}

/** Krurodaya: the malefic in the lagna sign nearest the lagna degree, and its fraction lost. */
export function krurodaya(chart: RashiChart): { graha: GrahaNumber; fraction: number; reason: Said } | null {
  const lagnaSign = chart.lagna.sign - 1;
  const inLagna = AYUS_MALEFICS.filter((m) => chart.grahas[m]!.sign - 1 === lagnaSign);
  if (inLagna.length === 0) return null;
  const near = (m: GrahaNumber) => Math.abs(chart.grahas[m]!.degreeInSign - chart.lagna.degreeInSign);
  const m = inLagna.reduce((a, b) => (near(b) < near(a) ? b : a));
  const fraction = normalizeDegrees(chart.lagna.longitude) / 360;
  // A benefic's full graha drishti (the 7th, BPHS ch. 26) on the lagna sign where the malefic rises.
  const aspectedBy = AYUS_BENEFICS.filter((b) => hasFullDrishti(b, houseFrom(chart.grahas[b]!.sign - 1, lagnaSign)));
  return aspectedBy.length > 0
    ? { graha: m, fraction: fraction / 2, reason: said('harana-krurodaya-halved', { grahas: gs(aspectedBy) }) }
    : { graha: m, fraction, reason: said('harana-krurodaya') };
}

/** Lagna years: signs traversed (Pindayu, Nisargayu) or navamsas mod 12 (Amsayu). */
export function lagnaYears(chart: RashiChart, method: AyusMethod): number {
  return method === 'amsayu' ? amsayuYears(chart.lagna.longitude) : normalizeDegrees(chart.lagna.longitude) / 30;
}

/** The years of each of the seven and the total by one method, with bharanas and haranas. */
export function ayurdaya(chart: RashiChart, method: AyusMethod): AyusResult {
  const kru = method === 'amsayu' ? null : krurodaya(chart);
  const grahas = SAPTA_GRAHAS.map((graha): GrahaAyus => {
    const lon = chart.grahas[graha]!.longitude;
    const baseYears = method === 'pindayu' ? exaltationYears(PINDAYU_YEARS[graha]!, graha, lon)
      : method === 'nisargayu' ? exaltationYears(NISARGAYU_YEARS[graha]!, graha, lon)
        : amsayuYears(lon);
    const bharana = method === 'amsayu' ? bharanaFactor(chart, graha) : 1;
    let years = baseYears * bharana;
    const haranas: Harana[] = [];
    const list = haranasOf(chart, graha);
    if (kru && kru.graha === graha) list.push({ name: 'krurodaya', fraction: kru.fraction, reason: kru.reason });
    for (const h of list) {
      const lost = years * h.fraction;
      haranas.push({ ...h, years: lost });
      years -= lost;
    }
    return { graha, baseYears, bharana, haranas, years };
  });
  const ly = lagnaYears(chart, method);
  return { method, grahas, lagnaYears: ly, total: grahas.reduce((s, g) => s + g.years, 0) + ly };
}

/** The method by the strongest of lagna (bhava bala of the 1st), Sun and Moon (shadbala), in virupas. */
export function ayusMethod(chart: RashiChart, ephemeris: Ephemeris): { method: AyusMethod; strengths: { lagna: number; sun: number; moon: number } } {
  const sb = shadbala(chart, ephemeris);
  const lagna = bhavaBala(chart, ephemeris, sb)[0]!.totalVirupas;
  const sun = sb.grahas[0]!.totalVirupas;
  const moon = sb.grahas[1]!.totalVirupas;
  const method: AyusMethod = lagna >= sun && lagna >= moon ? 'amsayu' : sun >= moon ? 'pindayu' : 'nisargayu';
  return { method, strengths: { lagna, sun, moon } };
}

/**
 * A span of years as the texts state a life: whole years, whole months of 12 to the year, and
 * the days of 30 to the month that remain (BPHS, the Ayurdaya chapter, ch. 44 of the brief's
 * numbering: the pindayu, amsayu and nisargayu spans are given "in years, months and days",
 * the year of 12 savana months of 30 days, as in the classical worked examples). The days are
 * the exact remainder, a fraction of a day included: the vocabulary (DESIGN.md) lets no
 * operation round. Whole years and months are exact within 1e-9 of a unit (a total of 10.5
 * years is 10 y 6 m 0 d, not 10 y 5 m 29.999... d).
 */
export function yearsMonthsDays(years: number): { years: number; months: number; days: number } {
  const y = Math.floor(years + 1e-9);
  const monthsFloat = Math.max(0, (years - y) * 12);
  const m = Math.min(11, Math.floor(monthsFloat + 1e-9));
  const d = Math.max(0, (monthsFloat - m) * 30);
  return { years: y, months: m, days: d };
}
