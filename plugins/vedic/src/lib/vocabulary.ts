/**
 * The Vedic family's answers in the one vocabulary (DESIGN.md, "Vocabulary: one language in
 * every answer"; issue 12). The rashi chart (lib/rashi.ts) keeps its internal shape (English
 * names, graha numbers) because the techniques read it; these presenters write a graha, a
 * sign place and a nakshatra the same way in every answer, in the answer's language, once.
 */
import { Type } from '@sinclair/typebox';
import { grahaSlug, kebab, PositionMembers, position, term, signName } from '@celestial/core';
import type { LangCode, Position } from '@celestial/core';
import { NAKSHATRAS } from '@celestial/core/astro';
import { GRAHA_NAMES, SWISS_BODY_OF_GRAHA } from './grahas.js';

/** `{ slug, name, graha, id? }` of graha 0 (Sun) ... 8 (Ketu); `id` (Swiss) for the seven only. */
export function grahaNaming(graha: number, lang: LangCode): { slug: string; name: string; graha: number; id?: number } {
  const slug = grahaSlug(graha);
  const id = SWISS_BODY_OF_GRAHA[graha];
  // Rahu is Swiss 10 or 11 by the node setting and Ketu has no Swiss number: neither gets an id.
  return id === undefined ? { slug, name: term('body', slug, lang), graha } : { slug, name: term('body', slug, lang), graha, id };
}

export const GrahaNamingMembers = {
  slug: Type.String({ description: 'sun, moon, mars, mercury, jupiter, venus, saturn, rahu, ketu' }),
  name: Type.String({ description: "the graha's name in the answer's language" }),
  graha: Type.Integer({ minimum: 0, maximum: 8, description: '0 Sun, 1 Moon, 2 Mars, 3 Mercury, 4 Jupiter, 5 Venus, 6 Saturn, 7 Rahu, 8 Ketu' }),
  id: Type.Optional(Type.Integer({ description: 'Swiss Ephemeris body number (Sun ... Saturn only; the nodes follow nodeType)' })),
};

export type GrahaNaming = ReturnType<typeof grahaNaming>;

/** A graha named by its English name as the internal tables carry it (`Mars`, core's NAKSHATRAS rulers). */
export function grahaNamingOf(englishName: string, lang: LangCode): GrahaNaming {
  const graha = GRAHA_NAMES.indexOf(englishName as (typeof GRAHA_NAMES)[number]);
  if (graha < 0) throw new RangeError(`not a graha: ${englishName}`);
  return grahaNaming(graha, lang);
}

/**
 * The nakshatra of a reference, 1 (Ashwini) ... 27 (Revati): slug, name in `lang`, number, and its
 * Vimshottari lord as a body reference (issue 12: a body is `{ slug, name }`, never an English string).
 */
export function nakshatraNaming(number: number, lang: LangCode): { slug: string; name: string; number: number; ruler: GrahaNaming } {
  const n = NAKSHATRAS[number - 1];
  if (!n) throw new RangeError(`nakshatra must be 1..27, got ${number}`);
  return { slug: n.slug, name: term('nakshatra', n.slug, lang), number, ruler: grahaNamingOf(n.ruler, lang) };
}

export const NakshatraMembers = {
  slug: Type.String({ description: 'ashwini ... revati' }),
  name: Type.String({ description: "the nakshatra's name in the answer's language" }),
  number: Type.Integer({ minimum: 1, maximum: 27 }),
  ruler: Type.Object(GrahaNamingMembers, { description: 'the Vimshottari lord (BPHS ch. 46)' }),
};

export interface VedicPlace extends Position {
  nakshatra: ReturnType<typeof nakshatraNaming>;
  pada: number;
}

/** Position members of a sidereal longitude plus its nakshatra and pada. */
export function vedicPlace(longitude: number, nakshatraNumber: number, pada: number, lang: LangCode): VedicPlace {
  return { ...position(longitude, lang), nakshatra: nakshatraNaming(nakshatraNumber, lang), pada };
}

export const VedicPlaceMembers = {
  ...PositionMembers,
  nakshatra: Type.Object(NakshatraMembers),
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
};

/** A panchang limb named by its English (transliterated) name: `{ slug, name }` in `lang` from the concept's table. */
export function limbNaming(concept: 'tithi' | 'karana' | 'panchang-yoga' | 'nakshatra', englishName: string, lang: LangCode): { slug: string; name: string } {
  const slug = kebab(englishName);
  return { slug, name: term(concept, slug, lang) };
}

export const NamedMembers = {
  slug: Type.String({ description: 'stable lower-case slug' }),
  name: Type.String({ description: "display name in the answer's language" }),
};

/**
 * A graha named by reference where an answer used to carry its English name (issue 12): the
 * nine by `grahaNaming`; another point a technique counts as a lord (Patyayini's Lagna) by its
 * slug and its name, without a graha number.
 */
export const GrahaRefSchema = Type.Object({
  slug: Type.String({ description: 'sun, moon, mars, mercury, jupiter, venus, saturn, rahu, ketu (lagna for a Patyayini period of the ascendant)' }),
  name: Type.String({ description: "its name in the answer's language" }),
  graha: Type.Optional(GrahaNamingMembers.graha),
  id: GrahaNamingMembers.id,
});

export interface GrahaReference { slug: string; name: string; graha?: number; id?: number }

export function grahaRefOfName(englishName: string, lang: LangCode): GrahaReference {
  const graha = GRAHA_NAMES.indexOf(englishName as (typeof GRAHA_NAMES)[number]);
  if (graha >= 0) return grahaNaming(graha, lang);
  const slug = kebab(englishName);
  // The lagna counted as a lord (Patyayini, the kakshya scheme) is the ascendant: core's chart-angle table names it (hi लग्न).
  return { slug, name: slug === 'lagna' ? term('chart-angle', 'ascendant', lang) : englishName };
}

/** Members whose string value names a graha in the Vedic techniques' answers. */
export type GrahaKey = 'lord' | 'graha';
const GRAHA_KEYS: ReadonlySet<string> = new Set<GrahaKey>(['lord', 'graha']);

export type GrahasReferenced<T> = T extends readonly (infer U)[]
  ? GrahasReferenced<U>[]
  : T extends object
    ? { [K in keyof T]: K extends GrahaKey ? (T[K] extends string ? GrahaReference : T[K] extends string | null ? GrahaReference | null : GrahasReferenced<T[K]>) : GrahasReferenced<T[K]> }
    : T;

/**
 * The Vedic techniques compute with English graha names (lib/grahas.ts GRAHA_NAMES) and other
 * families read some of those lib answers; this presenter writes each `lord` or `graha` member
 * holding a name as a graha reference, once, at the operation's boundary (as the Western
 * family's withBodyRefs). Numbers (a `graha` 0-8) and other values pass untouched.
 */
export function withGrahaRefs<T>(answer: T, lang: LangCode): GrahasReferenced<T> {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = GRAHA_KEYS.has(k) && typeof x === 'string' ? grahaRefOfName(x, lang) : walk(x);
    // A sign 1-12 beside its name: the name in the answer's language (issue 12, found by the English
    // sweep: several techniques carry the chart's English sign name to the answer).
    if (typeof out.signName === 'string' && Number.isInteger(out.sign) && (out.sign as number) >= 1 && (out.sign as number) <= 12) out.signName = signName(out.sign as number, lang);
    return out;
  };
  return walk(answer) as GrahasReferenced<T>;
}
