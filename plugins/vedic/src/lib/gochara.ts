/**
 * Gochara (transits) read from the natal Moon.
 *
 * - Favourable places and their vedha (obstruction) places: Phaladeepika ch. 26 (Gochara
 *   phala), sl. 1-22 as the catalogue tabulates them: Sun 3/9, 6/12, 10/4, 11/5; Moon 1/5, 3/9,
 *   6/12, 7/2, 10/4, 11/8; Mars 3/12, 6/9, 11/5; Mercury 2/5, 4/3, 6/9, 8/1, 10/8, 11/12;
 *   Jupiter 2/12, 5/4, 7/3, 9/10, 11/8; Venus 1/8, 2/7, 3/1, 4/10, 5/9, 8/5, 9/11, 11/6, 12/3;
 *   Saturn, Rahu, Ketu 3/12, 6/9, 11/5. A good place is obstructed when another transiting
 *   graha stands in its vedha place, except between the Sun and Saturn and between the Moon
 *   and Mercury (father and son do not obstruct each other).
 * - Murti nirnaya (the "form" a slow graha's transit takes): the transit Moon's sign at the
 *   graha's ingress counted from the natal Moon: 1, 6, 11 swarna (gold), 2, 5, 9 rajata
 *   (silver), 3, 7, 10 tamra (copper), 4, 8, 12 loha (iron).
 * - Ingresses and stations: roots of the sidereal longitude (x 12 for signs, x 27 for
 *   nakshatras) and of the speed, by the core event finders (sampled then Brent).
 */
import type { Ephemeris, ZodiacSettings } from '@celestial/core';
import { findAngleRoots, findStations, normalizeDegrees, stepForBody, NAKSHATRAS } from '@celestial/core/astro';
import { GRAHA_NAMES, SIGN_NAMES_EN, SWISS_BODY_OF_GRAHA } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import type { VedicSettings } from './settings.js';

/** Favourable house -> vedha house, per graha (0 Sun ... 8 Ketu). */
export const GOCHARA_VEDHA: Readonly<Record<GrahaNumber, Readonly<Record<number, number>>>> = {
  0: { 3: 9, 6: 12, 10: 4, 11: 5 },
  1: { 1: 5, 3: 9, 6: 12, 7: 2, 10: 4, 11: 8 },
  2: { 3: 12, 6: 9, 11: 5 },
  3: { 2: 5, 4: 3, 6: 9, 8: 1, 10: 8, 11: 12 },
  4: { 2: 12, 5: 4, 7: 3, 9: 10, 11: 8 },
  5: { 1: 8, 2: 7, 3: 1, 4: 10, 5: 9, 8: 5, 9: 11, 11: 6, 12: 3 },
  6: { 3: 12, 6: 9, 11: 5 },
  7: { 3: 12, 6: 9, 11: 5 },
  8: { 3: 12, 6: 9, 11: 5 },
};

/** Pairs that never obstruct each other (Phaladeepika 26): Sun-Saturn, Moon-Mercury. */
export function vedhaExempt(a: number, b: number): boolean {
  const pair = [Math.min(a, b), Math.max(a, b)].join(',');
  return pair === '0,6' || pair === '1,3';
}

export function houseFromSign(from: number, sign: number): number {
  return ((((sign - from) % 12) + 12) % 12) + 1;
}

export interface GocharaTransit {
  graha: string;
  sign: number;
  signName: string;
  houseFromMoon: number;
  favourable: boolean;
  vedhaHouse: number | null;
  vedhaBy: string[];
  netResult: 'favourable' | 'obstructed' | 'unfavourable';
}

/** Each transiting graha's house from the natal Moon sign, with vedha. `signs` index = graha. */
export function gocharaFromMoon(natalMoonSign: number, signs: readonly number[]): GocharaTransit[] {
  return signs.map((sign, g): GocharaTransit => {
    const house = houseFromSign(natalMoonSign, sign);
    const vedhaHouse = GOCHARA_VEDHA[g as GrahaNumber][house] ?? null;
    const vedhaBy = vedhaHouse === null ? [] : signs.map((s, o) => ({ s, o })).filter(({ s, o }) => o !== g && !vedhaExempt(g, o) && houseFromSign(natalMoonSign, s) === vedhaHouse).map(({ o }) => GRAHA_NAMES[o]!);
    const favourable = vedhaHouse !== null;
    return {
      graha: GRAHA_NAMES[g]!,
      sign,
      signName: SIGN_NAMES_EN[sign - 1]!,
      houseFromMoon: house,
      favourable,
      vedhaHouse,
      vedhaBy,
      netResult: !favourable ? 'unfavourable' : vedhaBy.length > 0 ? 'obstructed' : 'favourable',
    };
  });
}

export type Murti = 'swarna' | 'rajata' | 'tamra' | 'loha';
export function murtiOf(house: number): Murti {
  if ([1, 6, 11].includes(house)) return 'swarna';
  if ([2, 5, 9].includes(house)) return 'rajata';
  if ([3, 7, 10].includes(house)) return 'tamra';
  return 'loha';
}

/** Swiss body and longitude offset of a graha (Ketu = Rahu + 180). */
function bodyOf(g: GrahaNumber, s: VedicSettings): { body: number; offset: number } {
  if (g <= 6) return { body: SWISS_BODY_OF_GRAHA[g]!, offset: 0 };
  return { body: s.nodeType === 'true' ? 11 : 10, offset: g === 8 ? 180 : 0 };
}

export interface GrahaEvent {
  jd: number;
  graha: GrahaNumber;
  kind: 'sign-ingress' | 'nakshatra-ingress' | 'station-retrograde' | 'station-direct';
  from: string;
  to: string;
  /** Sign entered (sign ingresses), 1-12. */
  toSign?: number;
}

/**
 * Sign and nakshatra ingresses of one graha in [start, end]: the roots of 12 x and 27 x its
 * sidereal longitude modulo 360, sampled at the body's step with its stations as breakpoints.
 */
export function ingressesOf(ephemeris: Ephemeris, g: GrahaNumber, start: number, end: number, s: VedicSettings, kinds: { signs: boolean; nakshatras: boolean }): GrahaEvent[] {
  const { body, offset } = bodyOf(g, s);
  const zod: ZodiacSettings = s.chart;
  const lon = (t: number) => normalizeDegrees(ephemeris.position(t, body, zod).longitude + offset);
  // The true node wobbles (its speed changes sign every few days): its stations are not
  // breakpoints worth listing, but they keep the sampling honest.
  const breakpoints = findStations(ephemeris, body, start, end, zod).map((x) => x.jd);
  const out: GrahaEvent[] = [];
  const step = Math.min(stepForBody(body), g === 1 ? 0.25 : 1);
  if (kinds.signs) {
    for (const r of findAngleRoots((t) => 12 * lon(t), start, end, { step, breakpoints })) {
      const boundary = Math.round(lon(r.jd) / 30) % 12;
      const to = r.direction > 0 ? boundary : (boundary + 11) % 12;
      const from = r.direction > 0 ? (boundary + 11) % 12 : boundary;
      out.push({ jd: r.jd, graha: g, kind: 'sign-ingress', from: SIGN_NAMES_EN[from]!, to: SIGN_NAMES_EN[to]!, toSign: to + 1 });
    }
  }
  if (kinds.nakshatras) {
    for (const r of findAngleRoots((t) => 27 * lon(t), start, end, { step, breakpoints })) {
      const boundary = Math.round(lon(r.jd) / (40 / 3)) % 27;
      const to = r.direction > 0 ? boundary : (boundary + 26) % 27;
      const from = r.direction > 0 ? (boundary + 26) % 27 : boundary;
      out.push({ jd: r.jd, graha: g, kind: 'nakshatra-ingress', from: NAKSHATRAS[from]!.name, to: NAKSHATRAS[to]!.name });
    }
  }
  return out;
}

/** Stations of the five star-planets (Mars to Saturn) in [start, end]. */
export function stationsOf(ephemeris: Ephemeris, g: GrahaNumber, start: number, end: number, s: VedicSettings): GrahaEvent[] {
  if (g < 2 || g > 6) return [];
  const { body } = bodyOf(g, s);
  return findStations(ephemeris, body, start, end, s.chart).map((st) => {
    const sign = SIGN_NAMES_EN[Math.floor(normalizeDegrees(st.longitude) / 30)]!;
    return { jd: st.jd, graha: g, kind: st.kind === 'retrograde' ? 'station-retrograde' : 'station-direct', from: sign, to: sign };
  });
}

/** How far back the latest sign ingress of a slow graha can lie (days): one sign plus retrograde loops. */
export const INGRESS_LOOKBACK: Readonly<Partial<Record<GrahaNumber, number>>> = { 4: 500, 6: 1200, 7: 700, 8: 700 };

/** The latest sign ingress of a graha at or before jd (forward or retrograde entry). */
export function latestIngress(ephemeris: Ephemeris, g: GrahaNumber, jd: number, s: VedicSettings): GrahaEvent | null {
  const span = INGRESS_LOOKBACK[g] ?? 400;
  const events = ingressesOf(ephemeris, g, jd - span, jd, s, { signs: true, nakshatras: false });
  return events.length ? events[events.length - 1]! : null;
}
