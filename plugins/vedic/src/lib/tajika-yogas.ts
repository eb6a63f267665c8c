/**
 * The sixteen Tajika yogas of the annual chart (Tajika Neelakanthi, Samjna tantra, the
 * "shodasha yogas"; K. S. Charak, A Textbook of Varshaphala ch. 11), among the seven grahas
 * (the nodes take no part in Tajika aspects).
 *
 * Tajika aspect: by sign, 3/11 and 5/9 friendly, 1/7 and 4/10 hostile, 2/12 and 6/8 none
 * (tajika-strength.ts tajikaAspect). Two grahas in aspect are "in orb" when the difference of
 * their degrees within the signs is at most half the sum of their deeptamsas (Sun 15, Moon 12,
 * Mars 8, Mercury 7, Jupiter 9, Venus 7, Saturn 9: the "moieties" are added; Neelakanthi).
 * Applying or separating by the planets' actual daily motions: the orb (the degree difference)
 * shrinks or grows, which for two direct planets is the text's "the faster planet has fewer
 * degrees than the slower" and also reads retrograde motion correctly.
 *
 * 1 Ikkavala: all seven in kendras and panapharas (1, 2, 4, 5, 7, 8, 10, 11), none in apoklimas.
 * 2 Induvara: all seven in apoklimas (3, 6, 9, 12).
 * 3 Ithasala: in aspect, in orb, applying (purna within 1 degree).
 * 4 Ishrafa: in aspect, in orb, separating.
 * 5 Nakta: two grahas without aspect, a third faster than both in ithasala with each
 *   (it carries the light between them).
 * 6 Yamaya: the same with the third slower than both (it collects the light).
 * 7 Manau: an ithasala whose faster graha is in hostile aspect, in orb, of Mars or Saturn.
 * 8 Kamboola: an ithasala (without the Moon) with the Moon in ithasala with one of the two.
 * 9 Gairi-kamboola: an ithasala, the Moon in ithasala with no one now, but in ithasala with one
 *   of the two once it enters its next sign.
 * 10 Khallasara: an ithasala while the Moon is void (in orb of no graha, shunya-marga) and
 *   forms no gairi-kamboola.
 * 11 Radda: an ithasala of which a graha is retrograde, combust or debilitated (refusal).
 * 12 Duhphali-kuttha: an ithasala whose faster graha is in exaltation, moolatrikona or own
 *   sign and whose slower graha is weak (none of these, pancha-vargiya bala not strong).
 * 13 Dutthottha-davira: an ithasala of two weak grahas, one of which is in ithasala with a
 *   strong third (exalted, moolatrikona or own sign).
 * 14 Tambira: the faster graha at the end of its sign comes into orb of the slower only after
 *   entering the next sign, which the slower's sign aspects (an ithasala across the boundary).
 * 15 Kuttha: an ithasala of two grahas both in kendras or panapharas and both strong by
 *   pancha-vargiya bala.
 * 16 Durapha: an ithasala of two grahas both weak: each in the 6th, 8th or 12th, debilitated
 *   or combust.
 * Where the commentators differ on 9-16 the reading above (Charak's) is followed.
 */
import { houseFrom, isCombust, SAPTA_GRAHAS, signDignity } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import type { RashiChart } from './rashi.js';
import { panchaVargiyaBala, tajikaAspect } from './tajika-strength.js';
import type { TajikaAspect } from './tajika-strength.js';
import { figure, g, gs, said, word } from './phrases.js';
import type { QualifiedArg, Said } from './phrases.js';

const fault = (graha: number, slug: 'retrograde' | 'combust' | 'debilitated'): QualifiedArg => ({ graha, quality: word('tajika-phrase', `fault-${slug}`) });

/** Deeptamsa (orb of light) of the seven, degrees (Tajika Neelakanthi). */
export const DEEPTAMSA: readonly number[] = [15, 12, 8, 7, 9, 7, 9];

export const TAJIKA_YOGA_NAMES = [
  'Ikkavala', 'Induvara', 'Ithasala', 'Ishrafa', 'Nakta', 'Yamaya', 'Manau', 'Kamboola', 'Gairi-kamboola',
  'Khallasara', 'Radda', 'Duhphali-kuttha', 'Dutthottha-davira', 'Tambira', 'Kuttha', 'Durapha',
] as const;
export type TajikaYogaName = (typeof TAJIKA_YOGA_NAMES)[number];

/** `detail`: which statement of core's tajika-phrase table holds, with its grahas and figures (issue 12). */
export interface TajikaYoga { name: TajikaYogaName; grahas: GrahaNumber[]; orb: number | null; applying: boolean | null; detail: Said }

/** A graha reduced to what the yogas read: sign 0-11, degrees in it, daily motion. */
export interface TajikaPoint { sign: number; deg: number; speed: number }

export interface Contact { a: GrahaNumber; b: GrahaNumber; aspect: Exclude<TajikaAspect, null>; orb: number; limit: number; applying: boolean; faster: GrahaNumber; slower: GrahaNumber }

/** Aspect, orb and motion between two points (null when no Tajika aspect or out of orb). */
export function contact(a: GrahaNumber, pa: TajikaPoint, b: GrahaNumber, pb: TajikaPoint): Contact | null {
  const aspect = tajikaAspect(pa.sign, pb.sign);
  if (aspect === null) return null;
  const dev = pb.deg - pa.deg;
  const limit = (DEEPTAMSA[a]! + DEEPTAMSA[b]!) / 2;
  if (Math.abs(dev) > limit) return null;
  // d|dev|/dt = sign(dev) (speed_b - speed_a); exact (dev 0) counts as applying (purna).
  const applying = dev === 0 || dev * (pb.speed - pa.speed) < 0;
  const faster = pa.speed >= pb.speed ? a : b;
  return { a, b, aspect, orb: Math.abs(dev), limit, applying, faster, slower: faster === a ? b : a };
}

const KENDRA_PANAPHARA = [1, 2, 4, 5, 7, 8, 10, 11];
const APOKLIMA = [3, 6, 9, 12];
const DUSTHANA = [6, 8, 12];

export function tajikaYogas(chart: RashiChart): TajikaYoga[] {
  const lagna0 = chart.lagna.sign - 1;
  const pt = (g: number): TajikaPoint => ({ sign: chart.grahas[g]!.sign - 1, deg: chart.grahas[g]!.degreeInSign, speed: chart.grahas[g]!.speed });
  const house = (g: number) => houseFrom(lagna0, chart.grahas[g]!.sign - 1);
  const dignity = (g: GrahaNumber) => signDignity(g, chart.grahas[g]!.longitude);
  const dignified = (g: GrahaNumber) => ['exalted', 'moolatrikona', 'own'].includes(dignity(g) ?? '');
  const vishwaStrong = (g: GrahaNumber) => panchaVargiyaBala(g, chart.grahas[g]!.longitude).strong;
  const weak = (g: GrahaNumber) => !dignified(g) && !vishwaStrong(g);
  const combust = (g: GrahaNumber) => isCombust(g, chart.grahas[g]!.longitude, chart.grahas[0]!.longitude, chart.grahas[g]!.retrograde);
  const out: TajikaYoga[] = [];

  // 1, 2 by houses.
  const houses = SAPTA_GRAHAS.map(house);
  if (houses.every((h) => KENDRA_PANAPHARA.includes(h))) out.push({ name: 'Ikkavala', grahas: [...SAPTA_GRAHAS], orb: null, applying: null, detail: said('ikkavala') });
  if (houses.every((h) => APOKLIMA.includes(h))) out.push({ name: 'Induvara', grahas: [...SAPTA_GRAHAS], orb: null, applying: null, detail: said('induvara') });

  // Contacts of every pair.
  const pairs: Contact[] = [];
  const between = new Map<string, Contact | null>();
  for (let i = 0; i < 7; i++) {
    for (let j = i + 1; j < 7; j++) {
      const c = contact(i as GrahaNumber, pt(i), j as GrahaNumber, pt(j));
      between.set(`${i}-${j}`, c);
      if (c) pairs.push(c);
    }
  }
  const get = (x: number, y: number) => between.get(x < y ? `${x}-${y}` : `${y}-${x}`) ?? null;
  const ithasala = pairs.filter((c) => c.applying);
  const isIthasala = (x: number, y: number) => get(x, y)?.applying === true;
  const aspectArgs = (c: Contact) => ({ aspect: word('tajika-phrase', `aspect-${c.aspect}`), orb: figure(c.orb), limit: figure(c.limit, 1) });

  for (const c of pairs) {
    if (c.applying) out.push({ name: 'Ithasala', grahas: [c.faster, c.slower], orb: c.orb, applying: true, detail: said(c.orb <= 1 ? 'ithasala-purna' : 'ithasala-vartamana', { a: g(c.faster), b: g(c.slower), ...aspectArgs(c) }) });
    else out.push({ name: 'Ishrafa', grahas: [c.faster, c.slower], orb: c.orb, applying: false, detail: said('ishrafa', { a: g(c.faster), b: g(c.slower), ...aspectArgs(c) }) });
  }

  // 5, 6: light carried or collected between two grahas without aspect.
  for (let i = 0; i < 7; i++) {
    for (let j = i + 1; j < 7; j++) {
      if (tajikaAspect(pt(i).sign, pt(j).sign) !== null) continue;
      for (let k = 0; k < 7; k++) {
        if (k === i || k === j || !isIthasala(k, i) || !isIthasala(k, j)) continue;
        const sk = pt(k).speed;
        if (sk > pt(i).speed && sk > pt(j).speed) out.push({ name: 'Nakta', grahas: [i, j, k] as GrahaNumber[], orb: null, applying: true, detail: said('nakta', { a: g(i), b: g(j), c: g(k) }) });
        else if (sk < pt(i).speed && sk < pt(j).speed) out.push({ name: 'Yamaya', grahas: [i, j, k] as GrahaNumber[], orb: null, applying: true, detail: said('yamaya', { a: g(i), b: g(j), c: g(k) }) });
      }
    }
  }

  // Whether the Moon is in orb of anyone (for Khallasara), and her contacts after entering the next sign.
  const moonInOrb = SAPTA_GRAHAS.some((g) => g !== 1 && get(1, g) !== null);
  const moon = pt(1);
  const moonNext: TajikaPoint = { sign: (moon.sign + 1) % 12, deg: 0, speed: moon.speed };

  for (const c of ithasala) {
    const { faster: f, slower: s } = c;
    const pair = [f, s];
    // 7 Manau.
    for (const m of [2, 6] as GrahaNumber[]) {
      if (pair.includes(m)) continue;
      const mc = contact(f, pt(f), m, pt(m));
      if (mc && mc.aspect === 'hostile') out.push({ name: 'Manau', grahas: [f, s, m], orb: c.orb, applying: true, detail: said('manau', { a: g(f), b: g(s), c: g(m), orb: figure(mc.orb) }) });
    }
    if (!pair.includes(1)) {
      // 8 Kamboola / 9 Gairi-kamboola / 10 Khallasara.
      const withMoon = pair.filter((g) => isIthasala(1, g));
      if (withMoon.length > 0) {
        out.push({ name: 'Kamboola', grahas: [f, s, 1], orb: c.orb, applying: true, detail: said('kamboola', { grahas: gs(withMoon), a: g(f), b: g(s) }) });
      } else {
        const moonHasIthasala = SAPTA_GRAHAS.some((g) => g !== 1 && isIthasala(1, g));
        const next = moonHasIthasala ? [] : pair.filter((g) => { const x = contact(1, moonNext, g, pt(g)); return x?.applying === true; });
        if (next.length > 0) out.push({ name: 'Gairi-kamboola', grahas: [f, s, 1], orb: c.orb, applying: true, detail: said('gairi-kamboola', { grahas: gs(next) }) });
        else if (!moonInOrb) out.push({ name: 'Khallasara', grahas: [f, s, 1], orb: c.orb, applying: true, detail: said('khallasara', { a: g(f), b: g(s) }) });
      }
    }
    // 11 Radda.
    const faults = pair.flatMap((g) => [
      ...(chart.grahas[g]!.retrograde ? [fault(g, 'retrograde')] : []),
      ...(combust(g) ? [fault(g, 'combust')] : []),
      ...(dignity(g) === 'debilitated' ? [fault(g, 'debilitated')] : []),
    ]);
    if (faults.length > 0) out.push({ name: 'Radda', grahas: pair, orb: c.orb, applying: true, detail: said('radda', { faults }) });
    // 12 Duhphali-kuttha.
    if (dignified(f) && weak(s)) out.push({ name: 'Duhphali-kuttha', grahas: pair, orb: c.orb, applying: true, detail: said('duhphali-kuttha', { a: g(f), b: g(s), dignity: word('tajika-phrase', `dignity-${dignity(f)}`) }) });
    // 13 Dutthottha-davira.
    if (weak(f) && weak(s)) {
      const helpers = SAPTA_GRAHAS.filter((k) => !pair.includes(k) && dignified(k) && (isIthasala(k, f) || isIthasala(k, s)));
      for (const k of helpers) out.push({ name: 'Dutthottha-davira', grahas: [f, s, k], orb: c.orb, applying: true, detail: said('dutthottha-davira', { a: g(pair[0]!), b: g(pair[1]!), c: g(k), dignity: word('tajika-phrase', `dignity-${dignity(k)}`), d: g(isIthasala(k, f) ? f : s) }) });
    }
    // 15 Kuttha.
    if (pair.every((g) => KENDRA_PANAPHARA.includes(house(g)) && vishwaStrong(g))) out.push({ name: 'Kuttha', grahas: pair, orb: c.orb, applying: true, detail: said('kuttha', { a: g(pair[0]!), b: g(pair[1]!), houses: pair.map(house) }) });
    // 16 Durapha.
    const feeble = (g: GrahaNumber) => DUSTHANA.includes(house(g)) || dignity(g) === 'debilitated' || combust(g);
    if (pair.every(feeble)) out.push({ name: 'Durapha', grahas: pair, orb: c.orb, applying: true, detail: said('durapha', { a: g(pair[0]!), b: g(pair[1]!) }) });
  }

  // 14 Tambira: an ithasala formed only across the faster graha's sign boundary.
  for (let i = 0; i < 7; i++) {
    for (let j = 0; j < 7; j++) {
      if (i === j || pt(i).speed <= pt(j).speed || pt(i).speed <= 0 || get(i, j) !== null) continue;
      const f = pt(i);
      const next: TajikaPoint = { sign: (f.sign + 1) % 12, deg: f.deg - 30, speed: f.speed };
      const c = contact(i as GrahaNumber, next, j as GrahaNumber, pt(j));
      if (c?.applying) out.push({ name: 'Tambira', grahas: [i, j] as GrahaNumber[], orb: c.orb, applying: true, detail: said('tambira', { a: g(i), b: g(j), aspect: word('tajika-phrase', `aspect-${c.aspect}`), orb: figure(c.orb) }) });
    }
  }
  return out;
}
