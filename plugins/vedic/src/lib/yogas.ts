/**
 * Yogas: the reading of one cast rashi chart that every yoga rule shares (the YogaChart), the
 * answer shape of a rule, and the service rules for "benefic", "strong" and "strength".
 *
 * Benefics and malefics (catalogue, /vedic/yogas/all; BPHS ch. 3 sl. 11, Phaladeepika
 * ch. 2): Jupiter and Venus are benefic; Mercury is benefic unless it shares a sign with a
 * malefic (then "afflicted" and malefic); the Moon is benefic in Shukla paksha (Sun-Moon
 * elongation below 180 degrees) and malefic in Krishna paksha; Sun, Mars, Saturn, Rahu and Ketu
 * are malefic.
 *
 * Strength (service rule, 0-100, stated so answers can be read): a graha starts at 50; exalted
 * +25, moolatrikona +20, own sign +15, a friend's sign +5, an enemy's sign -10, debilitated
 * -25 (dignity, BPHS ch. 3); in a kendra or trikona from the lagna +10, in a dusthana (6, 8, 12)
 * -10 (BPHS ch. 34); combust -15 (Surya Siddhanta orbs). A yoga's strength is the mean of its
 * grahas' strengths unless its rule grades it otherwise. "Strong" (where a verse asks for a
 * strong graha, e.g. "the lagna lord being strong") means strength >= 55: neither
 * debilitated nor combust and either dignified or well placed.
 *
 * The whole chart is cast once (castRashi) and every rule reads it; /vedic/yogas/all never
 * re-casts per rule.
 */
import { Type } from '@sinclair/typebox';
import { GRAHA_OF_SLUG, grahaSlug, kebab, listOf, sentence, term } from '@celestial/core';
import type { GrahaSlug, LangCode } from '@celestial/core';
import { normalizeDegrees } from '@celestial/core/astro';
import { GRAHA_NAMES, isCombust, naturalRelation, OWN_SIGNS, SIGN_LORD, signDignity, EXALTATION } from './grahas.js';
import type { GrahaNumber, SignDignity } from './grahas.js';
import { hasFullDrishti } from './drishti.js';
import type { RashiChart } from './rashi.js';
import { grahaNaming, GrahaNamingMembers } from './vocabulary.js';
import type { GrahaNaming } from './vocabulary.js';

export const KENDRAS = [1, 4, 7, 10] as const;
export const TRIKONAS = [1, 5, 9] as const;
export const DUSTHANAS = [6, 8, 12] as const;
/** Sun to Saturn (the nodes are excluded from most yoga rules). */
export const SEVEN: readonly GrahaNumber[] = [0, 1, 2, 3, 4, 5, 6];

export interface YogaResult {
  family: string;
  /** The yoga itself, stable across charts (`raja-yoga`, `hamsa`): no house, graha or circumstance inside. */
  slug: string;
  name: string;
  present: boolean;
  /** Slugs of the grahas involved (the lords of a raja yoga, the exchanging pair...). */
  planets: string[];
  /** Whole-sign houses from the lagna involved. */
  houses: number[];
  strength: number;
  /** The rule tested: a sentence of core's yoga-rule table by slug (the yoga's, or the yoga's and its form), with the grahas and houses it names. */
  rule: YogaNote;
  /** Classical source of the rule. */
  source: string;
  /** What cancels or weakens it: sentences of core's yoga-cancellation table by slug. */
  cancellations: YogaNote[];
  /**
   * Which way the rule formed this instance, where it forms the yoga more than one way: a slug of
   * core's yoga-circumstance table, with the house numbers (`a`, `b`) or graha its sentence names
   * (issue 12: it was the English text in the name's parentheses).
   */
  circumstance?: YogaCircumstance;
}

/** The instance of a yoga a rule formed, by slug of core's yoga-circumstance table. */
export interface YogaCircumstance { slug: string; a?: number; b?: number; graha?: GrahaNumber }

/**
 * A sentence of core's yoga-rule or yoga-cancellation table (issue 12: these were English text): its
 * slug and the data its placeholders name, `{graha}` and `{other}` a graha, `{grahas}` and `{others}`
 * a list of grahas, `{a}` and `{b}` house numbers.
 */
export interface YogaNote { slug: string; graha?: number; other?: number; grahas?: readonly number[]; others?: readonly number[]; a?: number; b?: number }

/** A sentence as an answer carries it: the slug, the text in the answer's language, and the grahas it names by reference. */
export const YogaNoteSchema = Type.Object({
  slug: Type.String({ description: 'stable slug of the sentence (core yoga-rule / yoga-cancellation table); an app may key its own text to it' }),
  text: Type.String({ description: "the sentence in the answer's language, its grahas and houses filled in" }),
  grahas: Type.Optional(Type.Array(Type.Object(GrahaNamingMembers), { description: 'the grahas the sentence names, by reference' })),
});

/** A note in `lang`: the table's sentence with its grahas (by name) and houses filled in, and the grahas by reference. */
export function noteAnswer(concept: 'yoga-rule' | 'yoga-cancellation', n: YogaNote, lang: LangCode): { slug: string; text: string; grahas?: GrahaNaming[] } {
  const name = (g: number | undefined) => (g === undefined ? '' : grahaNaming(g, lang).name);
  const list = (gs: readonly number[] | undefined) => listOf((gs ?? []).map(name), lang, '');
  const text = sentence(concept, n.slug, lang, { graha: name(n.graha), other: name(n.other), grahas: list(n.grahas), others: list(n.others), a: n.a ?? '', b: n.b ?? '' });
  const named = [n.graha, n.other, ...(n.grahas ?? []), ...(n.others ?? [])].filter((g): g is number => g !== undefined);
  return named.length ? { slug: n.slug, text, grahas: [...new Set(named)].map((g) => grahaNaming(g, lang)) } : { slug: n.slug, text };
}

export const YogaSchema = Type.Object({
  family: Type.String(),
  slug: Type.String({ description: 'the yoga, stable across charts (raja-yoga, gaja-kesari, hamsa); the grahas and houses that form it are in planets and houses' }),
  name: Type.String({ description: "the yoga's name in the answer's language (the same for every chart: the circumstance is in circumstance, planets and houses)" }),
  circumstance: Type.Optional(Type.Object({
    slug: Type.String({ description: 'lords-of-houses, own-fifth, debilitated, around-lagna, around-moon, the daridra rule (eleventh-lord-in-dusthana ...), the pravrajya order (order-shakya ...)' }),
    name: Type.String({ description: 'the circumstance in the answer\'s language (e.g. "Lords of houses 5 and 9")' }),
  }, { description: 'what distinguishes this instance of the yoga, where the rule forms it more than one way' })),
  reckonedFrom: Type.Optional(Type.Object(GrahaNamingMembers, { description: 'the graha the houses are counted from when not the lagna (the Moon: Chandradhi yoga, a mahapurusha yoga from the Moon), by reference' })),
  present: Type.Boolean(),
  planets: Type.Array(Type.Object(GrahaNamingMembers), { description: 'the grahas that form it, by reference (slug, name in the answer\'s language, graha number)' }),
  houses: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })),
  strength: Type.Integer({ minimum: 0, maximum: 100 }),
  rule: Type.Composite([YogaNoteSchema], { description: "the classical condition of the yoga (core's yoga-rule table, by the yoga's slug or the slug and its form: daridra-yoga-eleventh-lord-in-dusthana, pancha-mahapurusha-from-moon); what the chart shows is in present, planets, houses and circumstance" }),
  source: Type.String({ description: 'classical source' }),
  cancellations: Type.Array(YogaNoteSchema, { description: "cancellations or weakenings that apply (core's yoga-cancellation table: combust, debilitated, in-enemy-sign, impure ...)" }),
});

export const clamp100 = (x: number) => Math.max(0, Math.min(100, Math.round(x)));

/** Sign `n` signs on from `sign` (1-12; n = 1 is the sign itself). */
export function signAt(sign: number, n: number): number {
  return ((((sign - 1 + n - 1) % 12) + 12) % 12) + 1;
}

/** Whole-sign count from sign a to sign b (1-12). */
export function countFrom(a: number, b: number): number {
  return ((((b - a) % 12) + 12) % 12) + 1;
}

export interface YogaChart {
  chart: RashiChart;
  lagnaSign: number;
  /** Sign 1-12 of each graha (index = graha number). */
  sign: number[];
  longitude: number[];
  /** Whole-sign house from the lagna of each graha. */
  house: number[];
  dignity: SignDignity[];
  combust: boolean[];
  shukla: boolean;
  /** Sun-Moon elongation, 0-360. */
  elongation: number;
  benefic: boolean[];
  malefic: boolean[];
  strength: number[];
}

export function readYogaChart(chart: RashiChart): YogaChart {
  const lagnaSign = chart.lagna.sign;
  const sign = chart.grahas.map((g) => g.sign);
  const longitude = chart.grahas.map((g) => g.longitude);
  const house = chart.grahas.map((g) => g.house);
  const sunLon = longitude[0]!;
  const dignity = chart.grahas.map((g) => signDignity(g.graha, g.longitude));
  const combust = chart.grahas.map((g) => isCombust(g.graha, g.longitude, sunLon, g.retrograde));
  const elongation = normalizeDegrees(longitude[1]! - sunLon);
  const shukla = elongation < 180;
  const malefic = [true, !shukla, true, false, false, false, true, true, true];
  // Mercury is afflicted (malefic) when it shares a sign with a malefic.
  malefic[3] = [0, 1, 2, 6, 7, 8].some((m) => malefic[m] && sign[m] === sign[3]);
  const benefic = malefic.map((m) => !m);
  const strength = chart.grahas.map((g) => {
    let s = 50;
    const d = dignity[g.graha];
    if (d === 'exalted') s += 25;
    else if (d === 'moolatrikona') s += 20;
    else if (d === 'own') s += 15;
    else if (d === 'debilitated') s -= 25;
    else if (g.graha <= 6) {
      const lord = SIGN_LORD[g.sign - 1]!;
      if (lord !== g.graha) {
        const rel = naturalRelation(g.graha, lord);
        if (rel === 'friend') s += 5;
        else if (rel === 'enemy') s -= 10;
      }
    }
    if ((KENDRAS as readonly number[]).includes(g.house) || (TRIKONAS as readonly number[]).includes(g.house)) s += 10;
    if ((DUSTHANAS as readonly number[]).includes(g.house)) s -= 10;
    if (combust[g.graha]) s -= 15;
    return clamp100(s);
  });
  return { chart, lagnaSign, sign, longitude, house, dignity, combust, shukla, elongation, benefic, malefic, strength };
}

export const nameOf = (g: number) => GRAHA_NAMES[g]!;
export const namesOf = (gs: readonly number[]) => gs.map(nameOf);

/** Sign of the `h`th house from the lagna. */
export function houseSign(y: YogaChart, h: number): number {
  return signAt(y.lagnaSign, h);
}

/** Lord of the `h`th house (whole signs from the lagna). */
export function lordOf(y: YogaChart, h: number): GrahaNumber {
  return SIGN_LORD[houseSign(y, h) - 1]!;
}

/** Grahas (of `among`) in a sign. */
export function occupants(y: YogaChart, sign: number, among: readonly number[] = SEVEN): number[] {
  return among.filter((g) => y.sign[g] === sign);
}

/** Grahas in the `h`th house from the lagna. */
export function inHouse(y: YogaChart, h: number, among: readonly number[] = SEVEN): number[] {
  return occupants(y, houseSign(y, h), among);
}

/** House of graha g counted from the sign of graha (or sign) `fromSign`. */
export function houseOfFrom(y: YogaChart, g: number, fromSign: number): number {
  return countFrom(fromSign, y.sign[g]!);
}

export const isKendra = (h: number) => h === 1 || h === 4 || h === 7 || h === 10;
export const isTrikona = (h: number) => h === 1 || h === 5 || h === 9;
export const isDusthana = (h: number) => h === 6 || h === 8 || h === 12;

export function isStrong(y: YogaChart, g: number): boolean {
  return y.strength[g]! >= 55;
}

/** `a` casts a full graha drishti (the 7th and the special aspects, BPHS ch. 26) on graha b's sign. */
export function aspects(y: YogaChart, a: number, b: number): boolean {
  return a !== b && hasFullDrishti(a, countFrom(y.sign[a]!, y.sign[b]!));
}

/** `a` casts a full graha drishti on a sign. */
export function aspectsSign(y: YogaChart, a: number, sign: number): boolean {
  return hasFullDrishti(a, countFrom(y.sign[a]!, sign));
}

export const conjunct = (y: YogaChart, a: number, b: number) => a !== b && y.sign[a] === y.sign[b];
export const mutualAspect = (y: YogaChart, a: number, b: number) => aspects(y, a, b) && aspects(y, b, a);
/** Sign exchange (parivartana): each in a sign the other owns (the seven only). */
export const exchange = (y: YogaChart, a: number, b: number) =>
  a !== b && a <= 6 && b <= 6 && OWN_SIGNS[b as GrahaNumber].includes(y.sign[a]! - 1) && OWN_SIGNS[a as GrahaNumber].includes(y.sign[b]! - 1);
/** `a` occupies a sign owned by b. */
export const inSignOf = (y: YogaChart, a: number, b: number) => a !== b && b <= 6 && OWN_SIGNS[b as GrahaNumber].includes(y.sign[a]! - 1);
export const mutualKendra = (y: YogaChart, a: number, b: number) => isKendra(countFrom(y.sign[a]!, y.sign[b]!));

/**
 * Sambandha of two grahas (BPHS ch. 39 and Laghu Parashari, as the catalogue reads them):
 * conjunction, mutual full drishti, sign exchange, or one occupying the other's sign.
 * Returns the relation found, or null.
 */
export function relation(y: YogaChart, a: number, b: number): string | null {
  if (a === b) return null;
  if (exchange(y, a, b)) return 'sign exchange';
  if (conjunct(y, a, b)) return 'conjunction';
  if (mutualAspect(y, a, b)) return 'mutual aspect';
  if (inSignOf(y, a, b)) return `${nameOf(a)} in ${nameOf(b)}'s sign`;
  if (inSignOf(y, b, a)) return `${nameOf(b)} in ${nameOf(a)}'s sign`;
  return null;
}

/** Mean strength of grahas. */
export function meanStrength(y: YogaChart, gs: readonly number[]): number {
  if (gs.length === 0) return 0;
  return clamp100(gs.reduce((s, g) => s + y.strength[g]!, 0) / gs.length);
}

export function isExaltedOrOwn(y: YogaChart, g: number): boolean {
  const d = y.dignity[g];
  return d === 'exalted' || d === 'own' || d === 'moolatrikona';
}

export function exaltationSign(g: GrahaNumber): number {
  return EXALTATION[g].sign + 1;
}

const GRAHA_WORDS = new RegExp(`\\b(?:${GRAHA_NAMES.join('|')})\\b`, 'g');

/**
 * The slug of a yoga from the name it is reported under: the parenthesised circumstance ("5th
 * and 9th lords", "from Moon") and graha names ("Yogakaraka Mars") are dropped, since DESIGN.md
 * puts them in data members (`planets`, `houses`), never inside a slug.
 */
export function yogaSlug(name: string): string {
  return kebab(name.replace(/\s*\([^)]*\)/g, ' ').replace(GRAHA_WORDS, ' '));
}

/** Builds a result; strength 0 when absent. The rule is the yoga's own sentence (by its slug) unless `rule` names a form or data. */
export function yoga(family: string, name: string, present: boolean, o: { planets?: readonly number[]; houses?: number[]; strength?: number; rule?: YogaNote; source: string; cancellations?: YogaNote[]; circumstance?: YogaCircumstance }): YogaResult {
  const planets = o.planets ?? [];
  const slug = yogaSlug(name);
  return {
    ...(o.circumstance ? { circumstance: o.circumstance } : {}),
    family,
    slug,
    name,
    present,
    planets: planets.map((g) => grahaSlug(g)),
    houses: [...new Set(o.houses ?? [])].sort((a, b) => a - b),
    strength: present ? clamp100(o.strength ?? 0) : 0,
    rule: o.rule ?? { slug },
    source: o.source,
    cancellations: o.cancellations ?? [],
  };
}

/** A yoga as an answer reports it (/vedic/yogas/*): its grahas by reference (issue 12). */
export type YogaAnswer = Omit<YogaResult, 'name' | 'planets' | 'circumstance' | 'rule' | 'cancellations'> & { name: string; circumstance?: { slug: string; name: string }; reckonedFrom?: GrahaNaming; planets: GrahaNaming[]; rule: ReturnType<typeof noteAnswer>; cancellations: ReturnType<typeof noteAnswer>[] };

/** A circumstance in `lang`: the table's sentence with its house numbers and graha filled in. */
export function circumstanceNamed(c: YogaCircumstance, lang: LangCode): { slug: string; name: string } {
  const sentence = term('yoga-circumstance', c.slug, lang)
    .replace('{a}', String(c.a ?? ''))
    .replace('{b}', String(c.b ?? ''))
    .replace('{graha}', c.graha === undefined ? '' : grahaNaming(c.graha, lang).name);
  return { slug: c.slug, name: sentence };
}

/**
 * A rule's result in the answer's language: `name` from the yoga table (core's 'yoga' concept) by
 * slug, and the circumstance the rule named in parentheses ("5th and 9th lords", "from Moon") or
 * after the yoga ("Yogakaraka Mars") moved to `circumstance`, so the name stays one term per slug
 * (DESIGN.md, "Vocabulary": names in the answer's language, data in members).
 */
export function yogaAnswer(r: YogaResult, lang: LangCode): YogaAnswer {
  // A graha named after the yoga ("Yogakaraka Mars") is the yoga's graha, which `planets` carries
  // by reference in the answer's language; it is not repeated as English text (issue 12).
  const { name: _formedAs, planets, circumstance, rule, cancellations, ...rest } = r;
  const out = {
    ...rest, name: term('yoga', r.slug, lang), planets: planets.map((slug) => grahaNaming(GRAHA_OF_SLUG[slug as GrahaSlug], lang)),
    rule: noteAnswer('yoga-rule', rule, lang), cancellations: cancellations.map((c) => noteAnswer('yoga-cancellation', c, lang)),
  };
  // "from Moon": the houses counted from a graha, which is named by reference, not as English text (issue 12).
  const from = GRAHA_NAMES.indexOf(/\(from (\w+)\)/.exec(r.name)?.[1] as (typeof GRAHA_NAMES)[number]);
  if (from >= 0) return { ...out, reckonedFrom: grahaNaming(from, lang) };
  return circumstance === undefined ? out : { ...out, circumstance: circumstanceNamed(circumstance, lang) };
}
