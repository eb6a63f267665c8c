/**
 * Sahams (Arabic parts) of Tajika Neelakanthi (Saham tantra), the 36 of the table in P. V. R.
 * Narasimha Rao, Vedic Astrology: An Integrated Approach ch. 28 (as Jagannatha Hora and
 * pyjhora's saham.py list them). Each is A - B + C; by night A and B change places unless the
 * table says "same by day and night"; one sign (30 deg) is added when C does not lie between B
 * and A counted zodiacally, read by signs: C's sign is one of the signs after B's sign up to
 * and including A's sign (Neelakanthi; the sign-level reading of PVR and pyjhora
 * _is_C_between_B_to_A).
 * "nth house" is the lagna + (n - 1) x 30 deg; "nth lord" the lord of the nth sign from the lagna.
 */
import { Type } from '@sinclair/typebox';
import { formatDegrees, HOUSE_SLUGS, kebab, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { normalizeDegrees } from '@celestial/core/astro';
import { phrase, said } from './phrases.js';
import { grahaNaming, GrahaNamingMembers } from './vocabulary.js';
import { SIGN_LORD } from './grahas.js';
import type { RashiChart } from './rashi.js';

type Token = string;

export interface SahamDef {
  name: string;
  meaning: string;
  a: Token;
  b: Token;
  c: Token;
  /** By night A and B are exchanged (false: the same formula by day and night). */
  reverses: boolean;
}

const S = (name: string, meaning: string, a: Token, b: Token, c: Token, reverses = true): SahamDef => ({ name, meaning, a, b, c, reverses });

export const SAHAMS: readonly SahamDef[] = [
  S('Punya', 'fortune, good deeds', 'Moon', 'Sun', 'Lagna'),
  S('Vidya', 'education', 'Sun', 'Moon', 'Lagna'),
  S('Yasas', 'fame', 'Jupiter', 'Punya', 'Lagna'),
  S('Mitra', 'friends', 'Jupiter', 'Punya', 'Venus'),
  S('Mahatmya', 'greatness', 'Punya', 'Mars', 'Lagna'),
  S('Asha', 'desires', 'Saturn', 'Mars', 'Lagna'),
  S('Samartha', 'enterprise, ability', 'Mars', 'LagnaLord', 'Lagna'),
  S('Bhratri', 'brothers', 'Jupiter', 'Saturn', 'Lagna', false),
  S('Gaurava', 'respect', 'Jupiter', 'Moon', 'Sun'),
  S('Pitri', 'father', 'Saturn', 'Sun', 'Lagna'),
  S('Rajya', 'kingdom, authority', 'Saturn', 'Sun', 'Lagna'),
  S('Matri', 'mother', 'Moon', 'Venus', 'Lagna'),
  S('Putra', 'children', 'Jupiter', 'Moon', 'Lagna'),
  S('Jeeva', 'life', 'Saturn', 'Jupiter', 'Lagna'),
  S('Karma', 'work', 'Mars', 'Mercury', 'Lagna'),
  S('Roga', 'disease', 'Lagna', 'Moon', 'Lagna', false),
  S('Kali', 'great misfortune', 'Jupiter', 'Mars', 'Lagna'),
  S('Sastra', 'sciences', 'Jupiter', 'Saturn', 'Mercury'),
  S('Bandhu', 'relatives', 'Mercury', 'Moon', 'Lagna'),
  S('Mrityu', 'death', 'House8', 'Moon', 'Lagna', false),
  S('Paradesa', 'foreign lands', 'House9', 'Lord9', 'Lagna', false),
  S('Artha', 'wealth', 'House2', 'Lord2', 'Lagna', false),
  S('Paradara', 'adultery', 'Venus', 'Sun', 'Lagna'),
  S('Vanik', 'commerce', 'Moon', 'Mercury', 'Lagna'),
  S('Karyasiddhi', 'success in undertakings', 'Saturn', 'Luminary', 'LuminarySignLord', false),
  S('Vivaha', 'marriage', 'Venus', 'Saturn', 'Lagna'),
  S('Santapa', 'sorrow', 'Saturn', 'Moon', 'House6'),
  S('Sraddha', 'devotion', 'Venus', 'Mars', 'Lagna'),
  S('Preeti', 'love, attachment', 'Sastra', 'Punya', 'Lagna'),
  S('Jadya', 'chronic disease', 'Mars', 'Saturn', 'Mercury'),
  S('Vyapara', 'business', 'Mars', 'Saturn', 'Lagna', false),
  S('Satru', 'enemies', 'Mars', 'Saturn', 'Lagna'),
  S('Jalapatana', 'sea voyage', 'Cancer15', 'Saturn', 'Lagna'),
  S('Bandhana', 'imprisonment', 'Punya', 'Saturn', 'Lagna'),
  S('Apamrityu', 'untimely death', 'House8', 'Mars', 'Lagna'),
  S('Labha', 'gains', 'House11', 'Lord11', 'Lagna', false),
];

const GRAHA_INDEX: Readonly<Record<string, number>> = { Sun: 0, Moon: 1, Mars: 2, Mercury: 3, Jupiter: 4, Venus: 5, Saturn: 6 };

/** C lies between B and A: C's sign is among the signs after B's, up to and including A's. */
export function cBetweenBandA(a: number, b: number, c: number): boolean {
  const as = Math.floor(normalizeDegrees(a) / 30);
  const bs = Math.floor(normalizeDegrees(b) / 30);
  const cs = Math.floor(normalizeDegrees(c) / 30);
  for (let k = 1; k <= 11; k++) {
    const s = (bs + k) % 12;
    if (s === cs) return true;
    if (s === as) return false;
  }
  return false;
}

/** A - B + C, plus 30 deg when C is not between B and A. */
export function sahamFormula(a: number, b: number, c: number): number {
  return normalizeDegrees(a - b + c + (cBetweenBandA(a, b, c) ? 0 : 30));
}

/** A saham's formula A - B + C by its tokens (`Moon`, `Lagna`, `Punya`, `House8`, `Lord9` ...). */
export interface SahamFormula { a: Token; b: Token; c: Token }

export interface SahamPoint { name: string; meaning: string; formulaDay: SahamFormula; formulaNight: SahamFormula; longitude: number }

/** All sahams of a chart; `isDay` = the chart's moment falls between sunrise and sunset. */
export function sahams(chart: RashiChart, isDay: boolean): SahamPoint[] {
  const lagna = chart.lagna.longitude;
  const lagna0 = chart.lagna.sign - 1;
  const computed: Record<string, number> = {};
  const luminary = isDay ? 0 : 1;
  const lordOf = (house: number) => SIGN_LORD[(lagna0 + house - 1) % 12]!;
  const value = (tok: Token, def?: SahamDef): number => {
    if (tok in GRAHA_INDEX) return chart.grahas[GRAHA_INDEX[tok]!]!.longitude;
    if (tok === 'Lagna') return lagna;
    if (tok in computed) return computed[tok]!;
    if (tok.startsWith('House')) return normalizeDegrees(lagna + (Number(tok.slice(5)) - 1) * 30);
    if (tok.startsWith('Lord')) return chart.grahas[lordOf(Number(tok.slice(4)))]!.longitude;
    if (tok === 'LagnaLord') return chart.grahas[lordOf(1)]!.longitude;
    if (tok === 'Luminary') return chart.grahas[luminary]!.longitude;
    if (tok === 'LuminarySignLord') return chart.grahas[SIGN_LORD[chart.grahas[luminary]!.sign - 1]!]!.longitude;
    if (tok === 'Cancer15') return 105;
    throw new Error(`saham token ${tok} of ${def?.name}`);
  };
  const out: SahamPoint[] = [];
  for (const d of SAHAMS) {
    let { a, b } = d;
    let reverse = d.reverses && !isDay;
    // Samartha: when Mars owns the lagna, Jupiter takes the lagna lord's place and day and night exchange (PVR's table).
    if (d.name === 'Samartha' && lordOf(1) === 2) {
      b = 'Jupiter';
      reverse = !reverse;
    }
    if (reverse) [a, b] = [b, a];
    const longitude = sahamFormula(value(a, d), value(b, d), value(d.c, d));
    computed[d.name] = longitude;
    const day: SahamFormula = { a: d.a, b: d.b, c: d.c };
    out.push({ name: d.name, meaning: d.meaning, formulaDay: day, formulaNight: d.reverses ? { a: d.b, b: d.a, c: d.c } : day, longitude });
  }
  return out;
}

/**
 * A formula's term in the answer's language (issue 12: the formulas were English text "Moon - Sun
 * + Lagna"): a graha by reference, the lagna by core's chart-angle table, a saham by core's saham
 * table, the nth house by core's house table (with `house`), the nth lord, the lagna lord, the
 * luminary and its sign's lord by core's tajika-phrase table, 15 deg Cancer as a position.
 */
export function sahamTermNamed(t: Token, lang: LangCode): { slug: string; name: string; graha?: number; id?: number; house?: number } {
  const graha = GRAHA_INDEX[t];
  if (graha !== undefined) return grahaNaming(graha, lang);
  if (t === 'Lagna') return { slug: 'lagna', name: term('chart-angle', 'ascendant', lang) };
  if (t === 'LagnaLord') return { slug: 'lagna-lord', name: term('tajika-phrase', 'formula-lagna-lord', lang) };
  if (t === 'Luminary') return { slug: 'luminary', name: term('tajika-phrase', 'formula-luminary', lang) };
  if (t === 'LuminarySignLord') return { slug: 'luminary-sign-lord', name: term('tajika-phrase', 'formula-luminary-sign-lord', lang) };
  // 15 deg Cancer written as every position is (core formatDegrees: 15°00′00″ Cancer, in the language).
  if (t === 'Cancer15') return { slug: 'cancer-15', name: formatDegrees(105, lang) };
  if (t.startsWith('House')) { const house = Number(t.slice(5)); return { slug: 'house', name: term('house', HOUSE_SLUGS[house - 1]!, lang), house }; }
  if (t.startsWith('Lord')) { const house = Number(t.slice(4)); return { slug: 'house-lord', name: phrase('tajika-phrase', said('formula-house-lord', { n: house }), lang).text, house }; }
  return { slug: kebab(t), name: term('saham', kebab(t), lang) };
}

const SahamTermSchema = Type.Object({
  slug: Type.String({ description: 'a graha (sun ... saturn), lagna, a saham (punya, sastra), house, house-lord, lagna-lord, luminary, luminary-sign-lord, cancer-15' }),
  name: Type.String({ description: "the term in the answer's language" }),
  graha: Type.Optional(GrahaNamingMembers.graha),
  id: GrahaNamingMembers.id,
  house: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: 'for house and house-lord: which house' })),
});

export const SahamFormulaSchema = Type.Object({
  a: SahamTermSchema, b: SahamTermSchema, c: SahamTermSchema,
  text: Type.String({ description: "A - B + C with the terms' names in the answer's language" }),
});

/** A formula as the answer carries it: its three terms named, and the formula written with those names. */
export function sahamFormulaNamed(f: SahamFormula, lang: LangCode) {
  const [a, b, c] = [f.a, f.b, f.c].map((t) => sahamTermNamed(t, lang)) as [ReturnType<typeof sahamTermNamed>, ReturnType<typeof sahamTermNamed>, ReturnType<typeof sahamTermNamed>];
  return { a, b, c, text: `${a.name} - ${b.name} + ${c.name}` };
}
