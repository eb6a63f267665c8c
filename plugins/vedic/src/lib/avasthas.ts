/**
 * Graha avasthas (states) of BPHS ch. 45 ("Avasthas of grahas"): baladi (age by degree),
 * jagradadi (wakefulness by sign), deeptadi (nine moods) and lajjitadi (six moods by
 * conjunction and aspect). Relations are the compound (panchadha) ones of BPHS ch. 3.
 */
import { EXALTATION, NATURAL_BENEFICS, NATURAL_MALEFICS, SAPTA_GRAHAS, SIGN_LORD, isCombust, signDignity } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import { compoundRelationOf } from './friendship.js';
import type { CompoundRelation } from './friendship.js';
import { hasFullDrishti } from './drishti.js';
import { houseFrom } from './grahas.js';
import type { RashiChart } from './rashi.js';
import { g as gr, gs, said, word } from './phrases.js';
import type { Said } from './phrases.js';

// ------------------------------------------------------------------ baladi

export const BALADI = ['Bala', 'Kumara', 'Yuva', 'Vriddha', 'Mrita'] as const;
export type Baladi = (typeof BALADI)[number];
/** Share of its results a graha gives in each state (BPHS ch. 45 sl. 3): a quarter, half, full, little (alpa, no number given), nil. */
/** `result`: slug of core's avastha-phrase table (issue 12: it was English text). */
export const BALADI_RESULT: Readonly<Record<Baladi, { fraction: number | null; result: string }>> = {
  Bala: { fraction: 0.25, result: 'result-quarter' }, Kumara: { fraction: 0.5, result: 'result-half' }, Yuva: { fraction: 1, result: 'result-full' },
  Vriddha: { fraction: null, result: 'result-little' }, Mrita: { fraction: 0, result: 'result-nil' },
};

/** Six-degree bands, Bala first in odd signs and Mrita first in even signs (BPHS ch. 45 sl. 2). */
export function baladi(sign: number, degreeInSign: number): Baladi {
  const band = Math.min(4, Math.floor(degreeInSign / 6));
  const odd = sign % 2 === 1; // sign 1-12: Aries (1) odd
  return BALADI[odd ? band : 4 - band]!;
}

// ------------------------------------------------------------------ relation helpers

const isDebilitated = (g: GrahaNumber, sign: number) => sign - 1 === (EXALTATION[g].sign + 6) % 12;
const isExaltedSign = (g: GrahaNumber, sign: number) => sign - 1 === EXALTATION[g].sign;

/** Compound relation of a graha towards the lord of the sign it occupies (null when it owns the sign). */
export function relationToSignLord(chart: RashiChart, g: GrahaNumber): CompoundRelation | null {
  const p = chart.grahas[g]!;
  const lord = SIGN_LORD[p.sign - 1]!;
  if (lord === g) return null;
  return compoundRelationOf(g, p.sign, lord, chart.grahas[lord]!.sign);
}

const friendly = (r: CompoundRelation) => r === 'adhimitra' || r === 'mitra';
const hostile = (r: CompoundRelation) => r === 'shatru' || r === 'adhishatru';
const ownsSign = (g: GrahaNumber, sign: number) => SIGN_LORD[sign - 1] === g;
/** The relation as a word of core's avastha-phrase table (relation-mitra ...). */
const rel = (r: CompoundRelation) => word('avastha-phrase', `relation-${r}`);
/** "In the sign of its <relation> <lord>": the sign's lord and the graha's relation to it. */
const inSignOf = (chart: RashiChart, g: GrahaNumber, r: CompoundRelation): Said => said('sign-of-relation', { relation: rel(r), lord: gr(SIGN_LORD[chart.grahas[g]!.sign - 1]!) });

// ------------------------------------------------------------------ jagradadi

export type Jagradadi = 'Jagrat' | 'Swapna' | 'Sushupti';

/** Jagrat in own or exaltation sign, Swapna in a friend's or neutral's, Sushupti in an enemy's or debilitation (BPHS ch. 45 sl. 4). */
export function jagradadi(chart: RashiChart, g: GrahaNumber): { avastha: Jagradadi; reason: Said } {
  const sign = chart.grahas[g]!.sign;
  if (isExaltedSign(g, sign)) return { avastha: 'Jagrat', reason: said('exaltation-sign') };
  if (ownsSign(g, sign)) return { avastha: 'Jagrat', reason: said('own-sign') };
  if (isDebilitated(g, sign)) return { avastha: 'Sushupti', reason: said('debilitation-sign') };
  const r = relationToSignLord(chart, g)!;
  return { avastha: hostile(r) ? 'Sushupti' : 'Swapna', reason: inSignOf(chart, g, r) };
}

// ------------------------------------------------------------------ deeptadi

export type Deeptadi = 'Deepta' | 'Swastha' | 'Mudita' | 'Shanta' | 'Deena' | 'Dukhita' | 'Vikala' | 'Khala' | 'Kopa';

/**
 * BPHS ch. 45 sl. 5-7, one state per graha with the service's precedence: Kopa (combust) first,
 * then Vikala (in the sign of a natural malefic: Sun, Mars, Saturn, Rahu, Ketu), then by sign:
 * Deepta exalted, Swastha own, Khala debilitated, else by the compound relation with the sign's
 * lord: Mudita adhimitra, Shanta mitra, Deena sama, Dukhita shatru, Khala adhishatru.
 */
export function deeptadi(chart: RashiChart, g: GrahaNumber): { avastha: Deeptadi; reason: Said } {
  const p = chart.grahas[g]!;
  const sun = chart.grahas[0]!;
  if (isCombust(g, p.longitude, sun.longitude, p.retrograde)) return { avastha: 'Kopa', reason: said('combust') };
  const malefic = NATURAL_MALEFICS.find((m) => m !== g && chart.grahas[m]!.sign === p.sign);
  if (malefic !== undefined) return { avastha: 'Vikala', reason: said('conjunct-malefic', { graha: gr(malefic) }) };
  if (isExaltedSign(g, p.sign)) return { avastha: 'Deepta', reason: said('exaltation-sign') };
  if (ownsSign(g, p.sign)) return { avastha: 'Swastha', reason: said('own-sign') };
  if (isDebilitated(g, p.sign)) return { avastha: 'Khala', reason: said('debilitation-sign') };
  const r = relationToSignLord(chart, g)!;
  const map: Record<CompoundRelation, Deeptadi> = { adhimitra: 'Mudita', mitra: 'Shanta', sama: 'Deena', shatru: 'Dukhita', adhishatru: 'Khala' };
  return { avastha: map[r], reason: inSignOf(chart, g, r) };
}

// ------------------------------------------------------------------ lajjitadi

export type Lajjitadi = 'Lajjita' | 'Garvita' | 'Kshudhita' | 'Trishita' | 'Mudita' | 'Kshobhita';

/** Whether graha `from` casts full graha drishti on the sign of graha `to` (BPHS ch. 26; the nodes cast none). */
function aspects(chart: RashiChart, from: number, to: number): boolean {
  return from !== to && hasFullDrishti(from, houseFrom(chart.grahas[from]!.sign, chart.grahas[to]!.sign));
}
const joined = (chart: RashiChart, a: number, b: number) => a !== b && chart.grahas[a]!.sign === chart.grahas[b]!.sign;

/** Compound relation of `g` towards another of the seven. */
function relationTo(chart: RashiChart, g: GrahaNumber, other: number): CompoundRelation {
  return compoundRelationOf(g, chart.grahas[g]!.sign, other, chart.grahas[other]!.sign);
}

/** BPHS ch. 45 sl. 8-13 (the catalogue's reading); aspects are full graha drishti, joined = same sign. */
export interface LajjitadiReason { avastha: Lajjitadi; said: Said }

/** The states and their grounds, one statement of core's avastha-phrase table per ground (issue 12). */
export function lajjitadi(chart: RashiChart, g: GrahaNumber): { avasthas: Lajjitadi[]; reasons: LajjitadiReason[] } {
  const p = chart.grahas[g]!;
  const avasthas: Lajjitadi[] = [];
  const reasons: LajjitadiReason[] = [];
  const by = (o: number, r?: CompoundRelation): Said => {
    const kind = joined(chart, g, o) ? 'joined-by' : 'aspected-by';
    return r ? said(`${kind}-relation`, { relation: rel(r), graha: gr(o) }) : said(kind, { graha: gr(o) });
  };
  const others = SAPTA_GRAHAS.filter((o) => o !== g);
  // Lajjita: in the 5th house joined by Rahu, Ketu, the Sun, Saturn or Mars.
  if (p.house === 5) {
    const w = [7, 8, 0, 6, 2].filter((o) => joined(chart, g, o));
    if (w.length) { avasthas.push('Lajjita'); reasons.push({ avastha: 'Lajjita', said: said('fifth-house-with', { grahas: gs(w) }) }); }
  }
  // Garvita: exalted or in moolatrikona.
  const dignity = signDignity(g, p.longitude);
  if (dignity === 'exalted' || dignity === 'moolatrikona') { avasthas.push('Garvita'); reasons.push({ avastha: 'Garvita', said: said(dignity) }); }
  const signRel = relationToSignLord(chart, g);
  // Kshudhita: in an enemy's sign, or joined or aspected by an enemy, or by Saturn.
  {
    const why: Said[] = [];
    if (signRel && hostile(signRel)) why.push(inSignOf(chart, g, signRel));
    for (const o of others) {
      if (!joined(chart, g, o) && !aspects(chart, o, g)) continue;
      const r = relationTo(chart, g, o);
      if (o === 6) why.push(by(o));
      else if (hostile(r)) why.push(by(o, r));
    }
    if (why.length) { avasthas.push('Kshudhita'); reasons.push(...why.map((w) => ({ avastha: 'Kshudhita' as const, said: w }))); }
  }
  // Trishita: in a watery sign (Cancer, Scorpio, Pisces), aspected by a malefic and by no benefic.
  if ([4, 8, 12].includes(p.sign)) {
    const mal = [0, 2, 6].filter((o) => aspects(chart, o, g));
    const ben = NATURAL_BENEFICS.filter((o) => aspects(chart, o, g));
    if (mal.length && !ben.length) { avasthas.push('Trishita'); reasons.push({ avastha: 'Trishita', said: said('watery-sign-malefic-aspect', { grahas: gs(mal) }) }); }
  }
  // Mudita: in a friend's sign, or joined or aspected by a friend, or by Jupiter.
  {
    const why: Said[] = [];
    if (signRel && friendly(signRel)) why.push(inSignOf(chart, g, signRel));
    for (const o of others) {
      if (!joined(chart, g, o) && !aspects(chart, o, g)) continue;
      const r = relationTo(chart, g, o);
      if (o === 4) why.push(by(o));
      else if (friendly(r)) why.push(by(o, r));
    }
    if (why.length) { avasthas.push('Mudita'); reasons.push(...why.map((w) => ({ avastha: 'Mudita' as const, said: w }))); }
  }
  // Kshobhita: joined by the Sun and aspected by a malefic or an enemy.
  if (g !== 0 && joined(chart, g, 0)) {
    const aspecting = others.filter((o) => aspects(chart, o, g) && (([0, 2, 6] as number[]).includes(o) || hostile(relationTo(chart, g, o))));
    if (aspecting.length) { avasthas.push('Kshobhita'); reasons.push({ avastha: 'Kshobhita', said: said('with-sun-aspected', { grahas: gs(aspecting) }) }); }
  }
  return { avasthas, reasons };
}
