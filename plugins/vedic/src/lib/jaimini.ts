/**
 * Jaimini's sign-based astrology: chara karakas, rashi drishti, sign strength and co-lords,
 * arudha padas, argala. Signs here are 0-based (0 Aries ... 11 Pisces) unless a name says
 * `sign` 1-12; the answers convert.
 *
 * Sources: Jaimini Upadesa Sutras (JS) 1.1-1.3, 2.1; BPHS ch. 8 (rashi drishti), ch. 29
 * (arudha padas), ch. 30 (upapada), ch. 31 (argala), ch. 32 (karakas); P. V. R. Narasimha Rao,
 * "Vedic Astrology: An Integrated Approach" ch. 15-17 (strength of signs and co-lords).
 */
import { EXALTATION, GRAHA_NAMES, houseFrom, NATURAL_MALEFICS, OWN_SIGNS, SIGN_LORD } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import type { RashiChart } from './rashi.js';
import { g as gr, gs, said } from './phrases.js';
import type { Said } from './phrases.js';

export const CHARA_ROLES = ['Atmakaraka', 'Amatyakaraka', 'Bhratrikaraka', 'Matrikaraka', 'Pitrikaraka', 'Putrakaraka', 'Gnatikaraka', 'Darakaraka'] as const;
export type CharaRole = (typeof CHARA_ROLES)[number];

/** Swiss Ephemeris body number of each of the seven (as /reference/planets numbers them). */
export const SWISS_ID: Readonly<Record<number, number>> = { 0: 0, 1: 1, 2: 4, 3: 2, 4: 5, 5: 3, 6: 6 };

/**
 * The naisargika (bhava) karakas of BPHS ch. 32 sl. 29-32 ("Sun for the 1st, Jupiter the 2nd,
 * Mars the 3rd, Moon the 4th, Jupiter the 5th, Mars the 6th, Venus the 7th, Saturn the 8th,
 * Jupiter the 9th, Mercury the 10th, Jupiter the 11th, Saturn the 12th"), with each house's
 * chief signification.
 */
/** `matter`: slug of core's karaka-signification table. */
export const NAISARGIKA_KARAKAS: readonly { house: number; graha: GrahaNumber; matter: string }[] = [
  { house: 1, graha: 0, matter: 'self-vitality' }, { house: 2, graha: 4, matter: 'wealth-speech' },
  { house: 3, graha: 2, matter: 'siblings-courage' }, { house: 4, graha: 1, matter: 'mother-home' },
  { house: 5, graha: 4, matter: 'children-intelligence' }, { house: 6, graha: 2, matter: 'enemies-disease' },
  { house: 7, graha: 5, matter: 'spouse' }, { house: 8, graha: 6, matter: 'longevity' },
  { house: 9, graha: 4, matter: 'father-dharma-fortune' }, { house: 10, graha: 3, matter: 'profession' },
  { house: 11, graha: 4, matter: 'gains' }, { house: 12, graha: 6, matter: 'loss-liberation' },
];

export interface CharaKaraka { rank: number; role: CharaRole; graha: GrahaNumber; grahaName: string; longitudeInSign: number; sign: number; signName: string; counted: number }

/**
 * The 8 chara karakas (BPHS ch. 32 sl. 13-17; JS 1.1.11-19): Sun to Saturn and Rahu ranked by
 * the degrees they have travelled in their signs, highest first; Rahu moves backwards, so his
 * is 30 deg minus his degree in sign (BPHS ch. 32 sl. 16). Ketu is not a chara karaka.
 * Comparing full longitudes in sign compares degrees, then minutes, then seconds.
 */
export function charaKarakas(chart: RashiChart): CharaKaraka[] {
  const ranked = ([0, 1, 2, 3, 4, 5, 6, 7] as GrahaNumber[]).map((g) => {
    const p = chart.grahas[g]!;
    return { g, p, counted: g === 7 ? 30 - p.degreeInSign : p.degreeInSign };
  }).sort((a, b) => b.counted - a.counted || a.g - b.g);
  return ranked.map(({ g, p, counted }, i) => ({
    rank: i + 1, role: CHARA_ROLES[i]!, graha: g, grahaName: GRAHA_NAMES[g], longitudeInSign: p.degreeInSign, sign: p.sign, signName: p.signName, counted,
  }));
}

/** Quality of a sign (0-based): movable (chara), fixed (sthira), dual (dvisvabhava). */
export type SignQuality = 'movable' | 'fixed' | 'dual';
export function signQuality(sign0: number): SignQuality {
  return (['movable', 'fixed', 'dual'] as const)[((sign0 % 12) + 12) % 12 % 3]!;
}

/**
 * Rashi drishti (BPHS ch. 8 sl. 1-5; JS 1.1.2-4): a movable sign aspects the three fixed signs
 * other than the one next to it, a fixed sign the three movable signs other than the one before
 * it, a dual sign the other three dual signs.
 */
export function rashiDrishtiOf(sign0: number): number[] {
  const s = ((sign0 % 12) + 12) % 12;
  const q = signQuality(s);
  const all = Array.from({ length: 12 }, (_, i) => i);
  if (q === 'movable') return all.filter((x) => signQuality(x) === 'fixed' && x !== (s + 1) % 12);
  if (q === 'fixed') return all.filter((x) => signQuality(x) === 'movable' && x !== (s + 11) % 12);
  return all.filter((x) => signQuality(x) === 'dual' && x !== s);
}

export function aspectsSign(from0: number, to0: number): boolean {
  return rashiDrishtiOf(from0).includes(((to0 % 12) + 12) % 12);
}

/**
 * Odd-footed (savya) signs for the Jaimini dashas: Aries, Taurus, Gemini, Libra, Scorpio,
 * Sagittarius (the "padas" of JS 1.1.28 as K. N. Rao and P. V. R. Narasimha Rao read it);
 * the other six are even-footed (apasavya).
 */
export function isOddFooted(sign0: number): boolean {
  return [0, 1, 2, 6, 7, 8].includes(((sign0 % 12) + 12) % 12);
}

/** Sign (0-based) of each graha in the rashi chart. */
export function grahaSigns(chart: RashiChart): number[] {
  return chart.grahas.map((g) => g.sign - 1);
}

export function occupantsOf(chart: RashiChart, sign0: number): GrahaNumber[] {
  return chart.grahas.filter((g) => g.sign - 1 === sign0).map((g) => g.graha);
}

/** Grahas whose sign aspects `sign0` by rashi drishti (a graha aspects what its sign aspects). */
export function grahasAspectingSign(chart: RashiChart, sign0: number): GrahaNumber[] {
  return chart.grahas.filter((g) => aspectsSign(g.sign - 1, sign0)).map((g) => g.graha);
}

function isExaltedIn(g: GrahaNumber, sign0: number): boolean {
  return EXALTATION[g].sign === sign0;
}
function isDebilitatedIn(g: GrahaNumber, sign0: number): boolean {
  return (EXALTATION[g].sign + 6) % 12 === sign0;
}

/**
 * The stronger of two co-lords (Mars/Ketu for Scorpio, Saturn/Rahu for Aquarius), BPHS ch. 29
 * sl. 9-11 as the catalogue sets it out: if one of them occupies the sign, the other is taken
 * (both in it: go on comparing); else the one conjoined with more grahas, then the exalted one,
 * then the one further advanced in its sign.
 */
export function strongerCoLord(chart: RashiChart, sign0: number, a: GrahaNumber, b: GrahaNumber): { lord: GrahaNumber; reason: string } {
  const sa = chart.grahas[a]!.sign - 1;
  const sb = chart.grahas[b]!.sign - 1;
  if (sa === sign0 && sb !== sign0) return { lord: b, reason: `${GRAHA_NAMES[a]} occupies the sign, so ${GRAHA_NAMES[b]} rules it` };
  if (sb === sign0 && sa !== sign0) return { lord: a, reason: `${GRAHA_NAMES[b]} occupies the sign, so ${GRAHA_NAMES[a]} rules it` };
  const ca = occupantsOf(chart, sa).length;
  const cb = occupantsOf(chart, sb).length;
  if (ca !== cb) return ca > cb ? { lord: a, reason: 'conjoined with more grahas' } : { lord: b, reason: 'conjoined with more grahas' };
  const ea = isExaltedIn(a, sa);
  const eb = isExaltedIn(b, sb);
  if (ea !== eb) return ea ? { lord: a, reason: 'exalted' } : { lord: b, reason: 'exalted' };
  const da = chart.grahas[a]!.degreeInSign;
  const db = chart.grahas[b]!.degreeInSign;
  return da >= db ? { lord: a, reason: 'further advanced in its sign' } : { lord: b, reason: 'further advanced in its sign' };
}

/** Lord of a sign with the Jaimini co-lordship of Scorpio and Aquarius resolved. */
export function jaiminiLord(chart: RashiChart, sign0: number): GrahaNumber {
  const s = ((sign0 % 12) + 12) % 12;
  if (s === 7) return strongerCoLord(chart, 7, 2, 8).lord;
  if (s === 10) return strongerCoLord(chart, 10, 6, 7).lord;
  return SIGN_LORD[s]!;
}

/**
 * The stronger of two signs by the Jaimini rules (JS 2.3; as set out by P. V. R. Narasimha
 * Rao, "Vedic Astrology: An Integrated Approach" ch. 17, and as Jagannatha Hora applies them):
 * 1 more grahas in it; 2 more of Jupiter, Mercury and its own lord conjoined with or aspecting
 * it by rashi drishti; 3 an exalted graha in it; 4 its lord in a sign of the other oddity;
 * 5 natural strength dual > fixed > movable; 6 its lord further advanced in its sign.
 */
export function strongerSign(chart: RashiChart, s1: number, s2: number): { sign: number; rule: number } {
  const signs = grahaSigns(chart);
  const count = (s: number) => signs.filter((x) => x === s).length;
  if (count(s1) !== count(s2)) return { sign: count(s1) > count(s2) ? s1 : s2, rule: 1 };
  const assoc = (s: number) => {
    const lord = jaiminiLord(chart, s);
    return [4, 3, lord].reduce((n, g) => n + (signs[g] === s ? 1 : 0) + (aspectsSign(signs[g]!, s) ? 1 : 0), 0);
  };
  if (assoc(s1) !== assoc(s2)) return { sign: assoc(s1) > assoc(s2) ? s1 : s2, rule: 2 };
  const exalted = (s: number) => chart.grahas.some((g) => g.sign - 1 === s && isExaltedIn(g.graha, s));
  if (exalted(s1) !== exalted(s2)) return { sign: exalted(s1) ? s1 : s2, rule: 3 };
  const oddity = (s: number) => (s % 2) !== (signs[jaiminiLord(chart, s)]! % 2);
  if (oddity(s1) !== oddity(s2)) return { sign: oddity(s1) ? s1 : s2, rule: 4 };
  const rank = (s: number) => ({ movable: 1, fixed: 2, dual: 3 })[signQuality(s)];
  if (rank(s1) !== rank(s2)) return { sign: rank(s1) > rank(s2) ? s1 : s2, rule: 5 };
  const d1 = chart.grahas[jaiminiLord(chart, s1)]!.degreeInSign;
  const d2 = chart.grahas[jaiminiLord(chart, s2)]!.degreeInSign;
  return { sign: d1 >= d2 ? s1 : s2, rule: 6 };
}

/** Signs counted from `from` to `to`, inclusive (the same sign is 1). */
export function countForward(from0: number, to0: number): number {
  return ((((to0 - from0) % 12) + 12) % 12) + 1;
}
export function countBackward(from0: number, to0: number): number {
  return ((((from0 - to0) % 12) + 12) % 12) + 1;
}

/** `exception`: slug of core's jaimini-phrase table (issue 12: it was English text). */
export interface ArudhaPada { pada: string; house: number; sign: number; lord: GrahaNumber; exception: 'arudha-in-house' | 'arudha-in-seventh' | null }

/**
 * Arudha pada of every house (BPHS ch. 29 sl. 1-8): as many signs from the lord as the lord is
 * from the house; if that is the house itself take the 10th from it, if it is the 7th from the
 * house take the 10th from that (the 4th from the house). Scorpio and Aquarius take the stronger
 * co-lord (strongerCoLord).
 */
export function arudhaPadas(chart: RashiChart): ArudhaPada[] {
  const lagna0 = chart.lagna.sign - 1;
  return Array.from({ length: 12 }, (_, i) => {
    const h0 = (lagna0 + i) % 12;
    const lord = jaiminiLord(chart, h0);
    const lordSign = chart.grahas[lord]!.sign - 1;
    const n = countForward(h0, lordSign);
    let pada = (lordSign + n - 1) % 12;
    let exception: ArudhaPada['exception'] = null;
    if (pada === h0) { pada = (h0 + 9) % 12; exception = 'arudha-in-house'; }
    else if (pada === (h0 + 6) % 12) { pada = (pada + 9) % 12; exception = 'arudha-in-seventh'; }
    return { pada: `A${i + 1}`, house: i + 1, sign: pada + 1, lord, exception };
  });
}

/** Naisargika bala in virupas (BPHS ch. 27: 60 x n/7). The nodes have none in the text. */
export const NAISARGIKA_BALA: readonly number[] = [60, 60 * 6 / 7, 60 * 2 / 7, 60 * 3 / 7, 60 * 4 / 7, 60 * 5 / 7, 60 / 7, 0, 0];

export type ArgalaType = 'primary' | 'secondary' | 'special';
/** Argala places and their obstructions, paired (BPHS ch. 31 sl. 2-8; JS 1.1.5-9). */
export const ARGALA_PAIRS: readonly { argala: number; virodha: number; type: ArgalaType; weight: number }[] = [
  { argala: 2, virodha: 12, type: 'primary', weight: 1 },
  { argala: 4, virodha: 10, type: 'primary', weight: 1 },
  { argala: 11, virodha: 3, type: 'primary', weight: 1 },
  { argala: 5, virodha: 9, type: 'secondary', weight: 0.5 },
  { argala: 8, virodha: 6, type: 'special', weight: 0.5 },
];

export interface ArgalaSide { from: number; fromSign: number; grahas: GrahaNumber[]; strength: number; type: ArgalaType }
export interface HouseArgala {
  houseNum: number; sign: number;
  argalas: ArgalaSide[]; virodhargalas: ArgalaSide[];
  netInfluence: number; dominantOver: 'argala' | 'virodhargala' | 'balanced';
}

/**
 * Argala on each of the 12 houses (whole signs). Ketu counts in reverse (BPHS ch. 31 sl. 9,
 * JS 1.1.9 "viparitam ketoh"): in the 12th, 10th, 3rd, 9th or 6th he intervenes, in the 2nd,
 * 4th, 11th, 5th or 8th he obstructs. Per pair, the side with more grahas prevails; equal
 * numbers are decided by summed naisargika bala (catalogue rule); netInfluence adds the
 * standing argala strengths and subtracts the prevailing obstructions.
 */
export function argalaAnalysis(chart: RashiChart): HouseArgala[] {
  const lagna0 = chart.lagna.sign - 1;
  const signs = grahaSigns(chart);
  return Array.from({ length: 12 }, (_, i) => {
    const h0 = (lagna0 + i) % 12;
    const at = (n: number) => (h0 + n - 1) % 12;
    const argalas: ArgalaSide[] = [];
    const virodhargalas: ArgalaSide[] = [];
    let net = 0;
    for (const p of ARGALA_PAIRS) {
      const inA = signs.map((s, g) => ({ s, g: g as GrahaNumber })).filter((x) => x.s === at(p.argala)).map((x) => x.g);
      const inV = signs.map((s, g) => ({ s, g: g as GrahaNumber })).filter((x) => x.s === at(p.virodha)).map((x) => x.g);
      // Ketu reversed: his place in the obstructing house intervenes and vice versa.
      const aSide = [...inA.filter((g) => g !== 8), ...inV.filter((g) => g === 8)];
      const vSide = [...inV.filter((g) => g !== 8), ...inA.filter((g) => g === 8)];
      const ketuA = inV.includes(8);
      const ketuV = inA.includes(8);
      const pushSide = (list: ArgalaSide[], from: number, grahas: GrahaNumber[]) => {
        if (grahas.length) list.push({ from, fromSign: at(from) + 1, grahas, strength: grahas.length * p.weight, type: p.type });
      };
      pushSide(argalas, p.argala, inA.filter((g) => g !== 8));
      if (ketuA) pushSide(argalas, p.virodha, [8]);
      pushSide(virodhargalas, p.virodha, inV.filter((g) => g !== 8));
      if (ketuV) pushSide(virodhargalas, p.argala, [8]);
      if (!aSide.length && !vSide.length) continue;
      const bala = (gs: GrahaNumber[]) => gs.reduce((n: number, g) => n + NAISARGIKA_BALA[g]!, 0);
      const argalaStands = aSide.length > vSide.length || (aSide.length === vSide.length && bala(aSide) > bala(vSide));
      const obstructionStands = vSide.length > aSide.length || (aSide.length === vSide.length && bala(vSide) > bala(aSide));
      if (argalaStands) net += aSide.length * p.weight;
      else if (obstructionStands) net -= vSide.length * p.weight;
    }
    return { houseNum: i + 1, sign: h0 + 1, argalas, virodhargalas, netInfluence: net, dominantOver: net > 0 ? 'argala' : net < 0 ? 'virodhargala' : 'balanced' };
  });
}

/**
 * The stronger of two grahas by the Jaimini rules for the sthira karakas (JS 2.1; BPHS ch. 32
 * sl. 35-38 as the catalogue gives them): conjoined with more grahas, then exalted, then in own
 * sign, then further advanced in its sign.
 */
/** `reason`: slug of core's jaimini-phrase table (stronger-more-conjoined ... stronger-advanced). */
export function strongerGraha(chart: RashiChart, a: GrahaNumber, b: GrahaNumber): { graha: GrahaNumber; reason: StrongerReason } {
  const pa = chart.grahas[a]!;
  const pb = chart.grahas[b]!;
  const ca = occupantsOf(chart, pa.sign - 1).length;
  const cb = occupantsOf(chart, pb.sign - 1).length;
  if (ca !== cb) return { graha: ca > cb ? a : b, reason: 'stronger-more-conjoined' };
  const ea = isExaltedIn(a, pa.sign - 1);
  const eb = isExaltedIn(b, pb.sign - 1);
  if (ea !== eb) return { graha: ea ? a : b, reason: 'stronger-exalted' };
  const oa = OWN_SIGNS[a].includes(pa.sign - 1);
  const ob = OWN_SIGNS[b].includes(pb.sign - 1);
  if (oa !== ob) return { graha: oa ? a : b, reason: 'stronger-own-sign' };
  return { graha: pa.degreeInSign >= pb.degreeInSign ? a : b, reason: 'stronger-advanced' };
}

export type StrongerReason = 'stronger-more-conjoined' | 'stronger-exalted' | 'stronger-own-sign' | 'stronger-advanced';

export { isDebilitatedIn, isExaltedIn };

export type AyurVerdict = 'dirgha' | 'madhya' | 'alpa';
export const AYUR_BANDS: Readonly<Record<AyurVerdict, { yearsFrom: number; yearsTo: number }>> = { alpa: { yearsFrom: 0, yearsTo: 36 }, madhya: { yearsFrom: 36, yearsTo: 72 }, dirgha: { yearsFrom: 72, yearsTo: 108 } };

/**
 * Verdict of one pair of signs (JS 2.1.2-4): both movable, or fixed with dual = dirgha; movable
 * with fixed, or both dual = madhya; movable with dual, or both fixed = alpa.
 */
export function pairVerdict(a0: number, b0: number): AyurVerdict {
  const q = [signQuality(a0), signQuality(b0)].sort().join('+');
  if (q === 'movable+movable' || q === 'dual+fixed') return 'dirgha';
  if (q === 'fixed+movable' || q === 'dual+dual') return 'madhya';
  return 'alpa'; // dual+movable, fixed+fixed
}

/**
 * Jaimini's three pairs (JS 2.1.1-10): lagna lord and 8th lord (the signs they occupy), lagna
 * and hora lagna, Moon and Saturn. Two agreeing pairs decide; if all three differ, the lagna and
 * hora lagna pair decides, but the Moon and Saturn pair when the Moon is in the lagna or the 7th
 * (JS 2.1.8-9).
 */
export function jaiminiLongevity(chart: RashiChart, horaLagnaSign0: number) {
  const lagna0 = chart.lagna.sign - 1;
  const signOf = (g: GrahaNumber) => chart.grahas[g]!.sign - 1;
  const raw = [
    { pair: 'pair-lords', signs: [signOf(jaiminiLord(chart, lagna0)), signOf(jaiminiLord(chart, lagna0 + 7))] },
    { pair: 'pair-lagna-hora', signs: [lagna0, horaLagnaSign0] },
    { pair: 'pair-moon-saturn', signs: [signOf(1), signOf(6)] },
  ];
  const pairs = raw.map((p) => ({ ...p, qualities: p.signs.map(signQuality), verdict: pairVerdict(p.signs[0]!, p.signs[1]!) }));
  const [a, b, c] = pairs.map((p) => p.verdict) as [AyurVerdict, AyurVerdict, AyurVerdict];
  let name: AyurVerdict;
  // decidedBy and each pair: slugs of core's jaimini-phrase table (issue 12: they were English text).
  let decidedBy: 'two-pairs-agree' | 'all-differ-moon-saturn' | 'all-differ-lagna-hora';
  if (a === b || a === c) { name = a; decidedBy = 'two-pairs-agree'; }
  else if (b === c) { name = b; decidedBy = 'two-pairs-agree'; }
  else {
    const moonHouse = houseFromLagna(lagna0, signOf(1));
    if (moonHouse === 1 || moonHouse === 7) { name = c; decidedBy = 'all-differ-moon-saturn'; }
    else { name = b; decidedBy = 'all-differ-lagna-hora'; }
  }
  return { pairs, decidedBy, band: { name, ...AYUR_BANDS[name] } };
}

function houseFromLagna(lagna0: number, sign0: number): number {
  return ((((sign0 - lagna0) % 12) + 12) % 12) + 1;
}

/**
 * The marriage indications of the upapada (BPHS ch. 30 sl. 7-11), language-free: statements of
 * core's jaimini-phrase table. `ul` is the upapada sign (1-12): the 2nd from it shows the
 * continuity of marriage (a malefic there breaks it unless in its own or exaltation sign, a
 * benefic there or aspecting it sustains it); its lord's house from the upapada closes the list.
 */
export function upapadaIndications(chart: RashiChart, ul: number): Said[] {
  const s2 = ul % 12; // 0-based sign of the 2nd from the upapada
  const out: Said[] = [];
  const occupants = occupantsOf(chart, s2);
  for (const g of occupants) {
    if (!NATURAL_MALEFICS.includes(g)) { out.push(said('upapada-benefic-in-second', { graha: gr(g) })); continue; }
    const strong = OWN_SIGNS[g].includes(s2) || EXALTATION[g].sign === s2;
    out.push(said(strong ? 'upapada-malefic-strong-in-second' : 'upapada-malefic-in-second', { graha: gr(g) }));
  }
  const benAsp = grahasAspectingSign(chart, s2).filter((g) => !NATURAL_MALEFICS.includes(g));
  if (benAsp.length) out.push(said('upapada-benefic-aspect', { grahas: gs(benAsp) }));
  if (!occupants.length && !benAsp.length) out.push(said('upapada-second-empty'));
  const lord = jaiminiLord(chart, ul - 1);
  out.push(said('upapada-lord-house', { graha: gr(lord), house: houseFrom(ul, chart.grahas[lord]!.sign) }));
  return out;
}
