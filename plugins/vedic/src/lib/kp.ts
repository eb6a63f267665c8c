/**
 * Krishnamurti Paddhati (K. S. Krishnamurti, KP Readers I-VI): sign, star (nakshatra) and sub
 * lords of a longitude, the 249-sub table, Placidus cusps on the Krishnamurti ayanamsa, and the
 * four-level significators.
 *
 * - Star lord: the Vimshottari lord of the nakshatra (Ketu, Venus, Sun, Moon, Mars, Rahu,
 *   Jupiter, Saturn, Mercury, repeated three times from Ashwini).
 * - Sub: each nakshatra of 13 deg 20' divides into 9 parts proportional to the Vimshottari years
 *   (sub = 13 deg 20' x years / 120), starting from the nakshatra's own lord (Reader I); each
 *   sub likewise into 9 sub-subs starting from the sub lord.
 * - The horary table (Reader VI): the 243 subs with those that straddle a sign boundary cut in
 *   two give 249 numbered parts, 1 starting at 0 Aries.
 */
import { Type } from '@sinclair/typebox';
import type { Ephemeris, LangCode, ZodiacSettings } from '@celestial/core';
import { brentRoot, NAKSHATRA_SPAN, normalizeDegrees, signedArc } from '@celestial/core/astro';
import { GRAHA_NAMES, SIGN_LORD, SIGN_NAMES_EN } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import type { RashiChart } from './rashi.js';
import { grahaNaming, GrahaNamingMembers } from './vocabulary.js';

/** Vimshottari order as graha numbers (Ketu first) and their years. */
export const VIMSHOTTARI_ORDER: readonly GrahaNumber[] = [8, 5, 0, 1, 2, 7, 4, 6, 3];
export const VIMSHOTTARI_YEARS_OF: Readonly<Record<number, number>> = { 8: 7, 5: 20, 0: 6, 1: 10, 2: 7, 7: 18, 4: 16, 6: 19, 3: 17 };

export interface KpLords { signLord: GrahaNumber; starLord: GrahaNumber; subLord: GrahaNumber; subSubLord: GrahaNumber }

/** Splits a span starting with `first` lord into 9 Vimshottari parts; returns the part holding `offset`. */
function vimshottariPart(first: GrahaNumber, span: number, offset: number): { lord: GrahaNumber; start: number; length: number } {
  const i0 = VIMSHOTTARI_ORDER.indexOf(first);
  let start = 0;
  for (let k = 0; k < 9; k++) {
    const lord = VIMSHOTTARI_ORDER[(i0 + k) % 9]!;
    const length = (span * VIMSHOTTARI_YEARS_OF[lord]!) / 120;
    if (offset < start + length || k === 8) return { lord, start, length };
    start += length;
  }
  throw new Error('unreachable');
}

export function kpLords(longitude: number): KpLords {
  const lon = normalizeDegrees(longitude);
  const nak = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN));
  const starLord = VIMSHOTTARI_ORDER[nak % 9]!;
  const inNak = lon - nak * NAKSHATRA_SPAN;
  const sub = vimshottariPart(starLord, NAKSHATRA_SPAN, inNak);
  const subSub = vimshottariPart(sub.lord, sub.length, inNak - sub.start);
  return { signLord: SIGN_LORD[Math.min(11, Math.floor(lon / 30))]!, starLord, subLord: sub.lord, subSubLord: subSub.lord };
}

export interface KpSub { number: number; from: number; to: number; sign: number; signLord: GrahaNumber; starLord: GrahaNumber; subLord: GrahaNumber }

/** The 249 numbered parts (Reader VI). Boundaries are exact fractions of 13 deg 20'. */
export function kpSubTable(): KpSub[] {
  const out: KpSub[] = [];
  for (let nak = 0; nak < 27; nak++) {
    const star = VIMSHOTTARI_ORDER[nak % 9]!;
    const i0 = VIMSHOTTARI_ORDER.indexOf(star);
    let from = nak * NAKSHATRA_SPAN;
    for (let k = 0; k < 9; k++) {
      const sub = VIMSHOTTARI_ORDER[(i0 + k) % 9]!;
      const to = from + (NAKSHATRA_SPAN * VIMSHOTTARI_YEARS_OF[sub]!) / 120;
      const cut = Math.floor(from / 30 + 1e-9) * 30 + 30; // next sign boundary
      const parts = to > cut + 1e-9 ? [[from, cut], [cut, to]] : [[from, to]];
      for (const [a, b] of parts) {
        const sign = Math.floor(a! / 30 + 1e-9);
        out.push({ number: out.length + 1, from: a!, to: b!, sign: sign + 1, signLord: SIGN_LORD[sign]!, starLord: star, subLord: sub });
      }
      from = to;
    }
  }
  return out;
}

/** The KP chart: Placidus cusps (sidereal) beside the rashi chart cast on the same settings. */
export interface KpChart { chart: RashiChart; cusps: number[] }

/** Placidus cusps at a moment on the chart's sidereal settings. */
export function placidusCusps(ephemeris: Ephemeris, jd: number, latitude: number, longitude: number, chart: RashiChart): number[] {
  return ephemeris.houses(jd, latitude, longitude, 'P', chart.settings.chart).cusps.map(normalizeDegrees);
}

/** The house (1-12) whose cusp precedes a longitude (KP: a graha belongs to the bhava whose cusp it has passed). */
export function houseOfLongitude(cusps: number[], longitude: number): number {
  const lon = normalizeDegrees(longitude);
  for (let i = 0; i < 12; i++) {
    const a = cusps[i]!;
    const span = normalizeDegrees(cusps[(i + 1) % 12]! - a);
    if (normalizeDegrees(lon - a) < span) return i + 1;
  }
  return 12;
}

/** Lord of the sign on each cusp (KP: the cusp's sign lord owns the house). */
export function cuspSignLord(cusps: number[], house: number): GrahaNumber {
  return SIGN_LORD[Math.floor(cusps[house - 1]! / 30)]!;
}

export interface Significators { houses: { house: number; level1: GrahaNumber[]; level2: GrahaNumber[]; level3: GrahaNumber[]; level4: GrahaNumber[] }[]; planets: { graha: GrahaNumber; signifies: number[] }[] }

/**
 * Four-level significators (KP Reader IV, "Marriage, Married Life and Children", ch. on
 * significators): for each house, (1) grahas in the star of its occupants, (2) its occupants,
 * (3) grahas in the star of its lord, (4) its lord. Rahu and Ketu act for their sign lord (and
 * for the grahas conjoined with them or aspecting them; here: their sign lord and the grahas in
 * the same sign): each node signifies what its agents signify at the level they occupy.
 */
export function significators(chart: RashiChart, cusps: number[]): Significators {
  const houseOf = chart.grahas.map((g) => houseOfLongitude(cusps, g.longitude));
  const starOf = chart.grahas.map((g) => kpLords(g.longitude).starLord);
  const all = chart.grahas.map((g) => g.graha);
  const houses = Array.from({ length: 12 }, (_, i) => {
    const h = i + 1;
    const occupants = all.filter((g) => houseOf[g] === h);
    const lord = cuspSignLord(cusps, h);
    const level1 = all.filter((g) => occupants.includes(starOf[g]!));
    const level3 = all.filter((g) => starOf[g] === lord);
    const level4: GrahaNumber[] = [lord];
    // Nodes as agents (KP Reader I: "Rahu and Ketu give the results of the planets they are conjoined with, aspected by, the sign lord ..."):
    for (const node of [7, 8] as GrahaNumber[]) {
      const agents = [SIGN_LORD[chart.grahas[node]!.sign - 1]!, ...all.filter((g) => g !== node && g < 7 && chart.grahas[g]!.sign === chart.grahas[node]!.sign)];
      if (!level4.includes(node) && agents.includes(lord)) level4.push(node);
      if (!occupants.includes(node) && agents.some((a) => occupants.includes(a)) && !level1.includes(node)) level1.push(node);
    }
    return { house: h, level1, level2: occupants, level3, level4 };
  });
  const planets = all.map((g) => ({ graha: g, signifies: houses.filter((h) => h.level1.includes(g) || h.level2.includes(g) || h.level3.includes(g) || h.level4.includes(g)).map((h) => h.house) }));
  return { houses, planets };
}

/**
 * The promise of a matter (KP cuspal sub-lord theory, Readers IV and VI): the sub lord of the
 * matter's cusp promises it when its star lord signifies a favourable house of the matter and
 * none of the negating ones; it denies when the star lord signifies only negating houses.
 */
export function judgePromise(chart: RashiChart, cusps: number[], sig: Significators, cusp: number, favourable: number[], negating: number[]) {
  const subLord = kpLords(cusps[cusp - 1]!).subLord;
  const starLord = kpLords(chart.grahas[subLord]!.longitude).starLord;
  const signifies = sig.planets[starLord]!.signifies;
  const fav = signifies.filter((h) => favourable.includes(h));
  const neg = signifies.filter((h) => negating.includes(h));
  const answer: 'yes' | 'no' | 'uncertain' = fav.length && !neg.length ? 'yes' : neg.length && !fav.length ? 'no' : 'uncertain';
  return { subLord, starLord, signifies, fav, neg, answer };
}

/** Matters: the primary cusp, the houses that fulfil it and those that negate it (KP Readers IV-VI). */
export const KP_MATTERS: Readonly<Record<string, { cusp: number; favourable: number[]; negating: number[] }>> = {
  marriage: { cusp: 7, favourable: [2, 7, 11], negating: [1, 6, 10] },
  children: { cusp: 5, favourable: [2, 5, 11], negating: [1, 4, 10] },
  career: { cusp: 10, favourable: [2, 6, 10, 11], negating: [1, 5, 9] },
  property: { cusp: 4, favourable: [4, 11, 12], negating: [3, 5, 10] },
  vehicle: { cusp: 4, favourable: [4, 11], negating: [3, 5, 10] },
  'foreign-travel': { cusp: 12, favourable: [3, 9, 12], negating: [2, 4, 11] },
  litigation: { cusp: 6, favourable: [1, 6, 11], negating: [5, 7, 12] },
  health: { cusp: 1, favourable: [1, 5, 11], negating: [6, 8, 12] },
  wishes: { cusp: 11, favourable: [2, 6, 11], negating: [5, 8, 12] },
};

export const grahaName = (g: number) => GRAHA_NAMES[g]!;
export const signName = (sign1: number) => SIGN_NAMES_EN[sign1 - 1]!;

/**
 * Ruling planets (KP Reader VI): at the moment of judgment the day lord, the Moon's sign, star
 * and sub lords and the ascendant's sign, star and sub lords, strongest first in Krishnamurti's
 * order (ascendant star lord, ascendant sign lord, Moon star lord, Moon sign lord, day lord, then
 * the sub lords). Rahu or Ketu join when they occupy the sign or the star of a ruling planet
 * (they act as its agent); a graha in the star of a retrograde graha is dropped.
 */
export function rulingPlanets(chart: RashiChart, ascendant: number, dayLord: GrahaNumber) {
  const moon = kpLords(chart.grahas[1]!.longitude);
  const asc = kpLords(ascendant);
  const ordered: GrahaNumber[] = [];
  for (const g of [asc.starLord, asc.signLord, moon.starLord, moon.signLord, dayLord, asc.subLord, moon.subLord]) if (!ordered.includes(g)) ordered.push(g);
  for (const node of [7, 8] as GrahaNumber[]) {
    if (ordered.includes(node)) continue;
    const l = kpLords(chart.grahas[node]!.longitude);
    if (ordered.includes(l.signLord) || ordered.includes(l.starLord)) ordered.push(node);
  }
  const dropped = ordered.filter((g) => {
    const star = kpLords(chart.grahas[g]!.longitude).starLord;
    return g < 7 && star < 7 && star !== g && chart.grahas[star]!.retrograde;
  });
  return { moon, asc, rulingPlanets: ordered.filter((g) => !dropped.includes(g)), dropped };
}

/**
 * KP charts use the Krishnamurti ayanamsa (slug `kp`, Swiss mode 45) unless the request names
 * another (`ayanamsa` or `ayanamsaId`).
 */
export function kpInput<T extends { ayanamsa?: string; ayanamsaId?: number | null }>(body: T): T {
  if (body.ayanamsa !== undefined || (body.ayanamsaId !== undefined && body.ayanamsaId !== null)) return body;
  return { ...body, ayanamsa: 'kp' };
}

/**
 * A KP lord (sign, star, sub, sub-sub, day lord, significator) as a body reference in the
 * answer's language (issue 12: `{ slug, name, graha, id? }`, never an English string).
 */
export const KpLordRef = Type.Object(GrahaNamingMembers);
export const kpLordRef = grahaNaming;
export const KpLordRefs = Type.Array(KpLordRef);
export const kpLordRefs = (gs: readonly number[], lang: LangCode) => gs.map((g) => grahaNaming(g, lang));

/** The three lords of the 249-sub table and of an ascendant (no sub-sub). */
export const KpThreeLordsMembers = { signLord: KpLordRef, starLord: KpLordRef, subLord: KpLordRef };
/** The four lords of a longitude (KP Reader I). */
export const KpLordsMembers = { ...KpThreeLordsMembers, subSubLord: KpLordRef };

/** The four lords of a longitude as body references in the answer's language. */
export const kpLordsOut = (lon: number, lang: LangCode = 'en') => {
  const l = kpLords(lon);
  return { signLord: grahaNaming(l.signLord, lang), starLord: grahaNaming(l.starLord, lang), subLord: grahaNaming(l.subLord, lang), subSubLord: grahaNaming(l.subSubLord, lang) };
};

/**
 * KP Reader VI (horary): the instant nearest the judgment `jd` at which the horary degree
 * `target` rises (Placidus ascendant on the KP zodiac), searched one day either side: the
 * signed arc ascendant - target sampled every 10 minutes (the ascendant moves at most ~4 deg
 * in that time away from the poles), each sign change refined by Brent to 1e-7 day. Null when
 * the degree never rises there (high latitudes).
 */
export function horaryAscendantInstant(ephemeris: Ephemeris, target: number, latitude: number, longitude: number, zodiac: ZodiacSettings, jd: number): number | null {
  const g = (t: number) => signedArc(target, ephemeris.houses(t, latitude, longitude, 'P', zodiac).ascendant);
  let best: number | null = null;
  const step = 10 / 1440;
  let t0 = jd - 1;
  let g0 = g(t0);
  for (let k = 1; k <= 288; k++) {
    const t1 = jd - 1 + k * step;
    const g1 = g(t1);
    if (Math.sign(g0) !== Math.sign(g1) && Math.abs(g0 - g1) < 90) {
      const root = brentRoot(g, t0, t1, 1e-7, g0, g1);
      if (best === null || Math.abs(root - jd) < Math.abs(best - jd)) best = root;
    }
    t0 = t1;
    g0 = g1;
  }
  return best;
}
