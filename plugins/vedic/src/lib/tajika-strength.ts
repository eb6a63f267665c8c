/**
 * Tajika strengths and office-bearers (Tajika Neelakanthi, Samjna tantra; K. S. Charak,
 * A Textbook of Varshaphala ch. 5-9):
 * - pancha-vargiya bala: kshetra, uchcha, hadda, drekkana, navamsa; vishwa bala = sum / 4;
 * - the five office-bearers (panchadhikaris) and the year lord (varshesha);
 * - Tajika aspects by sign: 3/11 and 5/9 friendly, 1/7 and 4/10 hostile, 2/12 and 6/8 none.
 */
import { normalizeDegrees } from '@celestial/core/astro';
import { EXALTATION, houseFrom, naturalRelation, SIGN_LORD } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import type { RashiChart } from './rashi.js';
import { vargaSign } from './vargas.js';
import { haddaLord } from './tajika.js';
import { figure, g, said, word } from './phrases.js';
import type { Said } from './phrases.js';

export type PlaceRelation = 'own' | 'friend' | 'neutral' | 'enemy';

/** Relation of a graha to the lord of a place: own, or the Parashari natural relation (BPHS ch. 3; a service choice, see the catalogue). */
export function placeRelation(graha: number, lord: number): PlaceRelation {
  return graha === lord ? 'own' : naturalRelation(graha, lord);
}

const POINTS: Readonly<Record<'kshetra' | 'hadda' | 'drekkana' | 'navamsa', readonly [number, number, number, number]>> = {
  // own, friend, neutral, enemy (Charak, A Textbook of Varshaphala ch. 5, after Tajika Neelakanthi)
  kshetra: [30, 22.5, 15, 7.5],
  hadda: [15, 11.25, 7.5, 3.75],
  drekkana: [10, 7.5, 5, 2.5],
  navamsa: [5, 3.75, 2.5, 1.25],
};
const REL_INDEX: Readonly<Record<PlaceRelation, number>> = { own: 0, friend: 1, neutral: 2, enemy: 3 };

export interface PanchaVargiya {
  graha: GrahaNumber;
  kshetra: number;
  uchcha: number;
  hadda: number;
  drekkana: number;
  navamsa: number;
  vishwaBala: number;
  strong: boolean;
  lords: { kshetra: number; hadda: number; drekkana: number; navamsa: number };
}

/** Pancha-vargiya bala of one of the seven at a sidereal longitude. */
export function panchaVargiyaBala(graha: GrahaNumber, longitude: number): PanchaVargiya {
  const lon = normalizeDegrees(longitude);
  const kLord = SIGN_LORD[Math.floor(lon / 30) % 12]!;
  const hLord = haddaLord(lon);
  const dLord = SIGN_LORD[vargaSign(lon, 3)]!;
  const nLord = SIGN_LORD[vargaSign(lon, 9)]!;
  const pts = (kind: keyof typeof POINTS, lord: number) => POINTS[kind][REL_INDEX[placeRelation(graha, lord)]]!;
  // Uchcha bala: 20 at the exaltation point, 0 at the debilitation point, linear in the arc.
  const ex = EXALTATION[graha];
  const deb = normalizeDegrees(ex.sign * 30 + ex.degree + 180);
  let arc = normalizeDegrees(lon - deb);
  if (arc > 180) arc = 360 - arc;
  const uchcha = (20 * arc) / 180;
  const kshetra = pts('kshetra', kLord);
  const hadda = pts('hadda', hLord);
  const drekkana = pts('drekkana', dLord);
  const navamsa = pts('navamsa', nLord);
  const vishwaBala = (kshetra + uchcha + hadda + drekkana + navamsa) / 4;
  return { graha, kshetra, uchcha, hadda, drekkana, navamsa, vishwaBala, strong: vishwaBala > 10, lords: { kshetra: kLord, hadda: hLord, drekkana: dLord, navamsa: nLord } };
}

export type TajikaAspect = 'friendly' | 'hostile' | null;

/** Tajika aspect between two signs (0-based) counted from one to the other (symmetric). */
export function tajikaAspect(fromSign: number, toSign: number): TajikaAspect {
  const h = houseFrom(fromSign, toSign);
  if ([3, 5, 9, 11].includes(h)) return 'friendly';
  if ([1, 4, 7, 10].includes(h)) return 'hostile';
  return null;
}

/**
 * Tri-rashi lords (Tajika Neelakanthi): of each sign by day and by night. Aries Sun/Jupiter,
 * Taurus Venus/Moon, Gemini Saturn/Mercury, Cancer Venus/Mars, Leo Jupiter/Sun, Virgo
 * Moon/Venus, Libra Mercury/Saturn, Scorpio Mars/Venus, Sagittarius Saturn, Capricorn Mars,
 * Aquarius Jupiter, Pisces Moon (the last four by day and night).
 */
export const TRI_RASHI_DAY: readonly GrahaNumber[] = [0, 5, 6, 5, 4, 1, 3, 2, 6, 2, 4, 1];
export const TRI_RASHI_NIGHT: readonly GrahaNumber[] = [4, 1, 3, 2, 0, 5, 6, 5, 6, 2, 4, 1];

/** The five offices by slug of core's tajika-office table (muntha lord, natal and annual lagna lords, tri-rashi lord, Sun-sign lord by day / Moon-sign lord by night). */
export const OFFICES = ['muntha-lord', 'natal-lagna-lord', 'annual-lagna-lord', 'tri-rashi-lord', 'luminary-sign-lord'] as const;

export interface Office {
  office: (typeof OFFICES)[number];
  graha: GrahaNumber;
  vishwaBala: number;
  aspectsLagna: TajikaAspect;
}

/**
 * The five office-bearers of an annual (or monthly) chart and the lord among them
 * (Tajika Neelakanthi; Charak ch. 9): the strongest by vishwa bala of those that aspect the
 * annual lagna by a Tajika aspect; when none aspects it, the strongest of all five; equal
 * strengths fall to the earlier office in the list above (the muntha lord first).
 * `isDay`: the return falls between sunrise and sunset.
 */
export function officeBearers(natal: RashiChart, annual: RashiChart, munthaSign0: number, isDay: boolean, extra: { office: (typeof OFFICES)[number]; graha: GrahaNumber }[] = []) {
  const lagna0 = annual.lagna.sign - 1;
  const luminary = annual.grahas[isDay ? 0 : 1]!;
  const list: { office: (typeof OFFICES)[number]; graha: GrahaNumber }[] = [
    { office: 'muntha-lord', graha: SIGN_LORD[munthaSign0]! },
    { office: 'natal-lagna-lord', graha: SIGN_LORD[natal.lagna.sign - 1]! },
    { office: 'annual-lagna-lord', graha: SIGN_LORD[lagna0]! },
    { office: 'tri-rashi-lord', graha: (isDay ? TRI_RASHI_DAY : TRI_RASHI_NIGHT)[lagna0]! },
    { office: 'luminary-sign-lord', graha: SIGN_LORD[luminary.sign - 1]! },
    ...extra,
  ];
  const offices: Office[] = list.map((o) => ({
    ...o,
    vishwaBala: panchaVargiyaBala(o.graha, annual.grahas[o.graha]!.longitude).vishwaBala,
    aspectsLagna: tajikaAspect(annual.grahas[o.graha]!.sign - 1, lagna0),
  }));
  const aspecting = offices.filter((o) => o.aspectsLagna !== null);
  const pool = aspecting.length > 0 ? aspecting : offices;
  let best = pool[0]!;
  for (const o of pool) if (o.vishwaBala > best.vishwaBala + 1e-12) best = o;
  // Why, as a statement of core's tajika-phrase table (issue 12: it was an English sentence).
  const reason: Said = said(aspecting.length > 0 ? 'varshesha-aspecting' : 'varshesha-strongest', { graha: g(best.graha), office: word('tajika-office', best.office), bala: figure(best.vishwaBala) });
  return { offices, lord: best.graha, reason };
}
