/**
 * The western family's answers in the one vocabulary (DESIGN.md, "Vocabulary: one language in
 * every answer"; issue 12): the shared chart cast (core/src/astro/chart.ts) keeps its internal
 * shape (`sign` a name, `signIndex` 0-11, English `name`) because the technique math reads it;
 * these presenters turn it into the answer's members at the boundary, once, so every
 * operation writes a body, a cusp or a point the same way.
 */
import { Type } from '@sinclair/typebox';
import { bodySlug, hasTerm, kebab, PositionMembers, position, sentence, signName, signReference, SIGN_SLUGS, slugsOf, SWISS_ID_OF_SLUG, term } from '@celestial/core';
import type { LangCode, Position, SignReference, Warning } from '@celestial/core';
import type { HouseCusp, PlacedBody } from '@celestial/core/astro';
import { BEHENIAN_STARS, BRIGHT_STARS } from '@celestial/core/astro';

/** `{ slug, name }` of a body by Swiss number; a body the table lacks keeps its English name. */
export function bodyNaming(id: number, englishName: string, lang: LangCode): { slug: string; name: string } {
  const slug = bodySlug(id) ?? kebab(englishName);
  return { slug, name: hasTerm('body', slug) ? term('body', slug, lang) : englishName };
}

export interface BodyOut extends Position {
  id: number;
  slug: string;
  name: string;
  latitude: number;
  distance: number;
  speed: number;
  retrograde: boolean;
}

/** A placed body as answers write it: id (Swiss), slug, name in `lang`, position, motion. */
export function bodyOut(b: PlacedBody, lang: LangCode): BodyOut {
  return bodyOutWith(b, lang, undefined);
}

/**
 * bodyOut's members, and `house` after them when given, written into one literal: the spreads
 * (naming and position into the body, then the body into a body-in-house) copied each body two
 * or three times, ~4% of a varied /v1/chart's CPU (bench/profile.ts, 2026-11-27). The members
 * and their order are bodyOut's as before.
 */
function bodyOutWith(b: PlacedBody, lang: LangCode, house: number | undefined): BodyOut & { house?: number } {
  const { slug, name } = bodyNaming(b.id, b.name, lang);
  const p = position(b.longitude, lang);
  const out: BodyOut & { house?: number } = {
    id: b.id,
    slug,
    name,
    longitude: p.longitude,
    sign: p.sign,
    signName: p.signName,
    degreeInSign: p.degreeInSign,
    formatted: p.formatted,
    latitude: b.latitude,
    distance: b.distance,
    speed: b.speed,
    retrograde: b.retrograde,
  };
  if (house !== undefined) out.house = house;
  return out;
}

/**
 * `sign` 1-12 and `signName` in `lang` of a sign given as the chart cast writes it (its English
 * name, `Cancer`) or by 0-based index: a sign named without a degree (a sun-sign horoscope's
 * subject, an intercepted sign, a dispositor's sign). A position with a longitude is written
 * by core's `position(...)` instead, which adds `degreeInSign` and `formatted`.
 */
export function signOut(sign: string | number, lang: LangCode): { sign: number; signName: string } {
  const index = typeof sign === 'number' ? sign : SIGN_SLUGS.indexOf(sign.trim().toLowerCase() as (typeof SIGN_SLUGS)[number]);
  if (!(index >= 0 && index < 12)) throw new RangeError(`not a zodiac sign: ${sign}`);
  return { sign: index + 1, signName: signName(index + 1, lang) };
}

/** TypeBox members of `signOut(...)`. */
export const SignMembers = { sign: PositionMembers.sign, signName: PositionMembers.signName };

/** Members whose items are signs by English name: written as sign references by `withSignNumbers`. */
type SignListKey = 'signs' | 'emptyCells';
const SIGN_LIST_KEYS: ReadonlySet<string> = new Set<SignListKey>(['signs', 'emptyCells']);

/** 0-11 of a sign's English name (`Cancer`), -1 for anything else. */
function signIndexOfName(name: string): number {
  return SIGN_SLUGS.indexOf(name.trim().toLowerCase() as (typeof SIGN_SLUGS)[number]);
}

/** Members that name a sign: `sign`, and `...Sign` (toSign, moonSign, cuspSign ...). */
type SignKey = 'sign' | `${string}Sign`;

/** `T` with every sign-name member written as a number 1-12 beside its name (see `withSignNumbers`). */
export type SignsNumbered<T> = T extends readonly (infer U)[]
  ? SignsNumbered<U>[]
  : T extends object
    ? { [K in keyof T]: K extends SignListKey ? (T[K] extends readonly string[] ? SignReference[] : SignsNumbered<T[K]>) : K extends SignKey ? (T[K] extends string ? number : T[K] extends string | undefined ? number | undefined : SignsNumbered<T[K]>) : SignsNumbered<T[K]> } & {
        [K in keyof T as K extends SignKey ? (T[K] extends string ? `${K & string}Name` : never) : never]: string;
      }
    : T;

/**
 * Several Western techniques compute with the cast's English sign names (core/src/astro/chart.ts)
 * and carry them in many shapes (a horoscope's subject sign, transits, lunations, passages, the
 * signs of a sign change, a cusp's and a ruler's sign); this presenter writes each `sign` or
 * `...Sign` member whose value is a sign name as the vocabulary's number 1-12 (Aries 1) with
 * its name in `lang` beside it (`signName`, `toSignName` ...), once at the answer's boundary, as
 * withWarnings does for warnings. Values that are not sign names pass untouched.
 */
export function withSignNumbers<T>(answer: T, lang: LangCode): SignsNumbered<T> {
  return rewriteMembers(answer, (k, x, out) => {
    // A list of signs by English name (a retrograde's signs, a signature's empty cells): each a
    // sign reference { sign, slug, name in lang } (issue 12).
    if (SIGN_LIST_KEYS.has(k) && Array.isArray(x) && x.length > 0 && x.every((v) => typeof v === 'string' && signIndexOfName(v) >= 0)) {
      out[k] = x.map((v: string) => signReference(signIndexOfName(v) + 1, lang));
      return true;
    }
    const index = typeof x === 'string' && (k === 'sign' || k.endsWith('Sign')) ? SIGN_SLUGS.indexOf(x.trim().toLowerCase() as (typeof SIGN_SLUGS)[number]) : -1;
    if (index < 0) return false;
    out[k] = index + 1;
    out[`${k}Name`] = signName(index + 1, lang);
    return true;
  }) as SignsNumbered<T>;
}

/**
 * Walks an answer and rewrites the members `rewrite` takes (it writes them into `out` and
 * returns true), copying only the objects and arrays on the way to a rewritten member: a
 * subtree with nothing to rewrite is returned as it is. A whole-answer copy per call was a
 * quarter of the memory a varied /v1/chart allocated (bench/profile.ts, heap sampling), for
 * answers that mostly had nothing left to rewrite.
 */
function rewriteMembers(root: unknown, rewrite: (key: string, value: unknown, out: Record<string, unknown>) => boolean, rewriteItem?: (value: unknown) => unknown): unknown {
  // One scratch object for `rewrite` to write into, replaced only once it was used: a fresh one
  // for every member visited was most of what the walk allocated (a chart answer has thousands).
  let probe: Record<string, unknown> = {};
  const walk = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) {
      let copy: unknown[] | null = null;
      for (let i = 0; i < v.length; i++) {
        // An item is rewritten whole only by `rewriteItem` (a reference inside a list: a declination
        // table's bodies), as members are by `rewrite`; otherwise it is walked.
        const w = rewriteItem?.(v[i]) ?? walk(v[i]);
        if (w !== v[i] && copy === null) copy = v.slice(0, i);
        if (copy !== null) copy.push(w);
      }
      return copy ?? v;
    }
    const source = v as Record<string, unknown>;
    let out: Record<string, unknown> | null = null;
    const keys = Object.keys(source);
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      const x = source[k];
      if (rewrite(k, x, probe)) {
        out ??= copyUpTo(source, keys, i);
        Object.assign(out, probe);
        probe = {};
        continue;
      }
      const w = walk(x);
      if (w !== x) out ??= copyUpTo(source, keys, i);
      if (out !== null) out[k] = w;
    }
    return out ?? v;
  };
  return walk(root);
}

/** The members of `source` before keys[i], in their order. */
function copyUpTo(source: Record<string, unknown>, keys: readonly string[], i: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let j = 0; j < i; j++) out[keys[j]!] = source[keys[j]!];
  return out;
}

/** `bodyOut` plus the house the body stands in. */
export function bodyInHouseOut(b: PlacedBody & { house: number }, lang: LangCode): BodyOut & { house: number } {
  return bodyOutWith(b, lang, b.house) as BodyOut & { house: number };
}

/** A house cusp: its number and the cusp's position (`longitude` is the cusp). */
export function cuspOut(h: HouseCusp, lang: LangCode): Position & { house: number } {
  return { house: h.house, ...position(h.cusp, lang) };
}

/** A point known by its longitude only (a midpoint, a composite body): id, slug, name, position. */
export function pointOut(p: { id: number; name: string; longitude: number }, lang: LangCode) {
  return { id: p.id, ...bodyNaming(p.id, p.name, lang), ...position(p.longitude, lang) };
}

/**
 * The western techniques note what they left out or approximated as sentences; answers carry
 * them in core's Warning shape (DESIGN.md, Vocabulary; core/src/schemas/common.ts) with a
 * kebab-case code a client can switch on. The code is read from the sentence's known forms
 * (core/src/astro/chart.ts placeBodies, lib/declinations.ts, lib/tnos.ts,
 * lib/primary-directions.ts, lib/temperament.ts, lib/time-sensitivity.ts); any other is `note`.
 */
const WARNING_CODES: readonly [RegExp, string][] = [
  [/is left out: its ephemeris file/, 'body-left-out'],
  [/is not placed:/, 'body-left-out'],
  [/^circumpolar/, 'circumpolar-left-out'],
  [/no sunrise or sunset/, 'no-sunrise-or-sunset'],
  [/changes sign/, 'sign-change-near'],
  [/^No change on the/, 'window-edge'],
];

export function warningOf(message: string, lang: LangCode = 'en'): Warning {
  const code = WARNING_CODES.find(([re]) => re.test(message))?.[1] ?? 'note';
  // The chart cast's note on a body it could not place (core/src/astro/chart.ts placeBodies, the
  // declination table) is the one sentence core writes in English: written again in `lang` from
  // the western-note table, the body named by the body table (issue 12).
  const leftOut = LEFT_OUT.exec(message);
  if (leftOut) return { code, message: noteText('body-left-out-span', { body: bodyRefOfName(leftOut[1]!, lang).name }, lang) };
  // Likewise the primary directions' circumpolar pairs (lib/primary-directions.ts, `Sun-Asc`) and the
  // temperament's day without a sunrise (lib/temperament.ts).
  const circumpolar = CIRCUMPOLAR.exec(message);
  if (circumpolar) {
    const pairs = circumpolar[1]!.split(', ').map((pair) => pair.split('-').map((n) => bodyRefOfName(n, lang).name).join('–')).join(', ');
    return { code, message: noteText('circumpolar-left-out', { pairs }, lang) };
  }
  if (message === NO_SUNRISE) return { code, message: noteText('no-sunrise-day-hour', {}, lang) };
  return { code, message };
}

const CIRCUMPOLAR = /^circumpolar at this latitude, no semi-arc: (.+) left out$/;
const NO_SUNRISE = 'no sunrise or sunset at this latitude and date: the rulers of the day and hour are not scored in the lord of the geniture';

const LEFT_OUT = /^(.+) is left out: its ephemeris file covers 1800-2400 only and the Moshier theory has no asteroids$/;

/** A warning built by a technique from the western-note table: `code` for the machine, the sentence in `lang`. */
export function noteWarning(code: string, slug: string, values: Readonly<Record<string, string | number>>, lang: LangCode): Warning {
  return { code, message: noteText(slug, values, lang) };
}

/**
 * The western-note sentence `slug` in `lang` with its `{placeholders}` filled: names already in
 * `lang`, numbers, file names (core/src/vocabulary/tables/western-note.ts).
 */
export function noteText(slug: string, values: Readonly<Record<string, string | number>>, lang: LangCode): string {
  if (!hasTerm('western-note', slug)) throw new RangeError(`not a western-note slug: ${slug}`);
  return sentence('western-note', slug, lang, values);
}

/** An answer whose `warnings` sentences are written as core Warnings (in `lang` where the western-note table has the sentence). */
export function withWarnings<T extends { warnings: readonly (string | Warning)[] }>(answer: T, lang: LangCode = 'en'): Omit<T, 'warnings'> & { warnings: Warning[] } {
  return { ...answer, warnings: answer.warnings.map((w) => (typeof w === 'string' ? warningOf(w, lang) : w)) };
}

/** `{ id, slug, name }`: a body or angle named in an aspect, a hit or a contact. */
export function refOut(p: { id: number; name: string }, lang: LangCode = 'en'): { id: number; slug: string; name: string } {
  return { id: p.id, ...bodyNaming(p.id, p.name, lang) };
}

/**
 * A body named in an answer by reference (a contact's `planet`, a pattern's `apex`, a sign's
 * `dispositor`): `{ id, slug, name }`, never an English string (DESIGN.md "Vocabulary"; issue 12).
 * The member keeps its domain name; its value is this object.
 */
export function bodyRef(id: number, englishName: string, lang: LangCode): { id: number; slug: string; name: string } {
  return { id, ...bodyNaming(id, englishName, lang) };
}

/** TypeBox shape of `bodyRef(...)` and of `withBodyRefs(...)`'s references (`id` absent for a point the Swiss numbering lacks). */
export const BodyRefSchema = Type.Object({
  id: Type.Optional(Type.Integer({ description: 'Swiss Ephemeris body number (as the planetIds inputs); absent for a point without one' })),
  slug: Type.String({ description: 'sun ... pluto, mean-node, true-node, chiron, lilith ...' }),
  name: Type.String({ description: "the body's name in the answer's language" }),
});

export interface BodyReference { id?: number; slug: string; name: string }

/**
 * The techniques' short names of the angles (`Asc`, `MC`: primary directions, rectification,
 * the time-sensitivity table) are the chart-angle table's slugs, so an app keys one slug per angle.
 */
const ANGLE_ALIASES: Readonly<Record<string, string>> = { asc: 'ascendant', dsc: 'descendant', desc: 'descendant', mc: 'midheaven', ic: 'imum-coeli' };

/** A body named by its English name as the chart cast carries it (`Mars`, `True Node`): `{ id?, slug, name in lang }`. */
export function bodyRefOfName(englishName: string, lang: LangCode): BodyReference {
  const written = kebab(englishName);
  const slug = ANGLE_ALIASES[written] ?? written;
  const id = SWISS_ID_OF_SLUG[slug];
  // A point that is not a body (a primary direction's Ascendant or Fortune) is named from its own
  // concept's table when it has one; otherwise (Earth, as slugged by the techniques) it keeps its English name.
  const concept = (['body', 'chart-angle', 'lot'] as const).find((c) => hasTerm(c, slug));
  const name = concept ? term(concept, slug, lang) : englishName;
  return id === undefined ? { slug, name } : { id, slug, name };
}

/** The concept of a `{ slug, name }` object whose name is the English of its slug (a body, an angle, a lot), else undefined. */
function englishNamedReference(x: unknown): 'body' | 'chart-angle' | 'lot' | undefined {
  if (x === null || typeof x !== 'object' || Array.isArray(x)) return undefined;
  const { slug, name } = x as { slug?: unknown; name?: unknown };
  if (typeof slug !== 'string' || typeof name !== 'string') return undefined;
  return (['body', 'chart-angle', 'lot'] as const).find((c) => hasTerm(c, slug) && term(c, slug, 'en') === name);
}

/** Members whose string value is a body's English name (the vocabulary lint's names, test/vocabulary.test.ts). */
export type BodyKey =
  | 'planet' | 'ruler' | 'dayRuler' | 'dispositor' | 'apex' | 'significator' | 'transitPlanet' | 'leadingPlanet' | 'modernRuler' | 'coRuler' | 'triplicityRuler' | 'modernTriplicityRuler' | 'natalPoint' | 'progressedPoint'
  // issue 12, task C2: a pair's two bodies, a direction's promissor, a calendar's moving body and its target, a point read in a table
  | 'planet1' | 'planet2' | 'promissor' | 'body' | 'target' | 'point'
  // the English sweep: a progressions calendar's progressed point
  | 'progressed'
  // issue 12, session 10: a synastry double whammy's two planets, a kite's head and tail
  | 'planetA' | 'planetB' | 'head' | 'tail';
const BODY_KEYS: ReadonlySet<string> = new Set<BodyKey>([
  'planet', 'ruler', 'dayRuler', 'dispositor', 'apex', 'significator', 'transitPlanet', 'leadingPlanet', 'modernRuler', 'coRuler', 'triplicityRuler', 'modernTriplicityRuler', 'natalPoint', 'progressedPoint',
  'planet1', 'planet2', 'promissor', 'body', 'target', 'point', 'progressed', 'planetA', 'planetB', 'head', 'tail',
]);

/** Members whose items are bodies' English names (a pattern's, a hemisphere's, a grid's bodies, the chart ruler's planets in the 1st, Gauquelin's plus-zone planets). */
export type BodyListKey = 'planets' | 'bodies' | 'planetsInFirst' | 'plusZonePlanets' | 'natalRetrograde'
  // issue 12, session 10: a T-square's opposition pair, a mystic rectangle's two pairs (a list of
  // pairs), the bodies in Ophiuchus, a relocation's benefics and malefics, a yod's base, a kite's
  // or a minor grand trine's trine
  | 'opposition' | 'oppositions' | 'ophiuchus' | 'benefics' | 'malefics' | 'base' | 'trine';
const BODY_LIST_KEYS: ReadonlySet<string> = new Set<BodyListKey>(['planets', 'bodies', 'planetsInFirst', 'plusZonePlanets', 'natalRetrograde', 'opposition', 'oppositions', 'ophiuchus', 'benefics', 'malefics', 'base', 'trine']);

/** Does a list hold a body's English name, at any depth (a list of pairs)? */
function holdsName(x: readonly unknown[]): boolean {
  return x.some((b) => typeof b === 'string' || (Array.isArray(b) && holdsName(b)));
}

/** `T` with every string-valued body member written as a BodyReference (see `withBodyRefs`). */
export type BodiesReferenced<T> = T extends readonly (infer U)[]
  ? BodiesReferenced<U>[]
  : T extends object
    ? {
        [K in keyof T]: K extends BodyKey
          ? (T[K] extends string ? BodyReference : T[K] extends string | null ? BodyReference | null : BodiesReferenced<T[K]>)
          : K extends BodyListKey ? (T[K] extends readonly string[] ? BodyReference[] : T[K] extends readonly (readonly string[])[] ? BodyReference[][] : BodiesReferenced<T[K]>) : BodiesReferenced<T[K]>;
      }
    : T;

/**
 * Many Western techniques compute with the cast's English body names (core/src/astro/chart.ts)
 * and other families' reports read those lib answers as they are; this presenter writes each
 * `planet`, `ruler`, `dayRuler`, `dispositor`, `apex`, `significator` (and `transitPlanet`,
 * `leadingPlanet`, `modernRuler`, `coRuler`, `triplicityRuler`, `modernTriplicityRuler`, and a
 * transit's `natalPoint` or `progressedPoint`: a body, or an angle by the chart-angle table; an aspect's
 * `planet1`/`planet2`, a direction's `promissor`, a calendar's `body` and `target`, a table's
 * `point`, and each string of a `planets` or `bodies` list) member holding a name as a body
 * reference `{ id?, slug, name in lang }` (DESIGN.md "Vocabulary"; issue 12), once, at the
 * operation's boundary, as withSignNumbers does for signs. Other values pass untouched.
 */
export function withBodyRefs<T>(answer: T, lang: LangCode): BodiesReferenced<T> {
  // A reference already made whose name is still English, as a member or as a list's item.
  const item = (x: unknown): unknown => {
    const englishNamed = lang === 'en' ? undefined : englishNamedReference(x);
    return englishNamed === undefined ? undefined : { ...(rewriteMembers(x, rewrite, item) as object), name: term(englishNamed, (x as { slug: string }).slug, lang) };
  };
  const rewrite = (k: string, x: unknown, out: Record<string, unknown>): boolean => {
    if (BODY_KEYS.has(k) && typeof x === 'string') {
      out[k] = bodyRefOfName(x, lang);
      return true;
    }
    if (BODY_LIST_KEYS.has(k) && Array.isArray(x) && holdsName(x)) {
      const list = (l: readonly unknown[]): unknown[] => l.map((b) => (typeof b === 'string' ? bodyRefOfName(b, lang) : Array.isArray(b) ? list(b) : rewriteMembers(b, rewrite, item)));
      out[k] = list(x);
      return true;
    }
    // A reference already made ({ id?, slug, name }) whose name is still the English of its slug
    // (a technique that named its points before the language was known: a progressed point, a
    // Davison point, a declination table's body; found by the English sweep) is named in `lang`.
    const renamed = item(x);
    if (renamed !== undefined) {
      out[k] = renamed;
      return true;
    }
    return false;
  };
  return rewriteMembers(answer, rewrite, item) as BodiesReferenced<T>;
}

/** English display name (lower case) of each aspect of core's aspect table -> its slug. */
const ASPECT_SLUG_OF_ENGLISH: ReadonlyMap<string, string> = new Map(slugsOf('aspect').map((slug) => [term('aspect', slug, 'en').toLowerCase(), slug]));

/** `{ slug, name in lang }` of an aspect given by its English name (`Trine`, `semi-square`), or undefined for a name the aspect table lacks. */
export function aspectNamingOf(englishName: string, lang: LangCode): { slug: string; name: string } | undefined {
  const slug = ASPECT_SLUG_OF_ENGLISH.get(englishName.trim().toLowerCase()) ?? (hasTerm('aspect', kebab(englishName)) ? kebab(englishName) : undefined);
  return slug === undefined ? undefined : { slug, name: term('aspect', slug, lang) };
}

/** TypeBox shape of an aspect named by reference (`withAspectRefs`). */
export const AspectNamingSchema = Type.Object({
  slug: Type.String({ description: 'conjunction, sextile, square, trine, opposition, quincunx, semi-sextile ...' }),
  name: Type.String({ description: "the aspect's name in the answer's language" }),
});

/** Members whose string value is an aspect's English name. */
export type AspectKey = 'aspect' | 'aspect1' | 'aspect2';
const ASPECT_KEYS: ReadonlySet<string> = new Set<AspectKey>(['aspect', 'aspect1', 'aspect2']);

/** `T` with every string-valued aspect member written as `{ slug, name }` (see `withAspectRefs`). */
export type AspectsReferenced<T> = T extends readonly (infer U)[]
  ? AspectsReferenced<U>[]
  : T extends object
    ? { [K in keyof T]: K extends AspectKey ? (T[K] extends string ? { slug: string; name: string } : T[K] extends string | null ? { slug: string; name: string } | null : AspectsReferenced<T[K]>) : AspectsReferenced<T[K]> }
    : T;

/**
 * The techniques compute contacts with the aspect table's English names (core/src/astro/aspects.ts)
 * and several answers carried that name as a bare string, English in every language (issue 12,
 * found by scripts/english-sweep.ts); this presenter writes each `aspect` (`aspect1`, `aspect2`)
 * member holding an aspect's name as `{ slug, name in lang }`, once, at the operation's
 * boundary, as withBodyRefs does for bodies (and, as withBodyRefs, names in `lang` a body or
 * angle reference that still carries its English name). A string the aspect table does not name (a
 * technique's own label) passes untouched, so the operation's schema says which it writes.
 */
export function withAspectRefs<T>(answer: T, lang: LangCode): AspectsReferenced<T> {
  // A reference already made whose name is still English, as a member or as a list's item.
  const item = (x: unknown): unknown => {
    const englishNamed = lang === 'en' ? undefined : englishNamedReference(x);
    return englishNamed === undefined ? undefined : { ...(rewriteMembers(x, rewrite, item) as object), name: term(englishNamed, (x as { slug: string }).slug, lang) };
  };
  const rewrite = (k: string, x: unknown, out: Record<string, unknown>): boolean => {
    // As withBodyRefs: a body or angle reference still named in English is named in `lang`.
    const renamed = item(x);
    if (renamed !== undefined) {
      out[k] = renamed;
      return true;
    }
    if (!ASPECT_KEYS.has(k) || typeof x !== 'string') return false;
    const named = aspectNamingOf(x, lang);
    if (named === undefined) return false;
    out[k] = named;
    return true;
  };
  return rewriteMembers(answer, rewrite, item) as AspectsReferenced<T>;
}

/**
 * Names in `lang` every body, angle or lot reference (`{ id?, slug, name }`) of an answer that
 * still carries the English name of its slug: for techniques that name their points before the
 * language is known (declination tables, synastry's angles; found by the English sweep).
 */
export function withReferencesNamed<T>(answer: T, lang: LangCode): T {
  if (lang === 'en') return answer;
  const rewrite = (k: string, x: unknown, out: Record<string, unknown>): boolean => {
    const englishNamed = englishNamedReference(x);
    if (englishNamed === undefined) return false;
    out[k] = { ...(rewriteMembers(x, rewrite, item) as object), name: term(englishNamed, (x as { slug: string }).slug, lang) };
    return true;
  };
  const item = (x: unknown): unknown => {
    const englishNamed = englishNamedReference(x);
    return englishNamed === undefined ? undefined : { ...(rewriteMembers(x, rewrite, item) as object), name: term(englishNamed, (x as { slug: string }).slug, lang) };
  };
  return rewriteMembers(answer, rewrite, item) as T;
}

/** The slug of each catalogue star by Bayer designation (core/src/astro/fixed-stars.ts): the kebab-case of its catalogue name, as the fixed-star table keys it. */
const STAR_SLUG_OF_BAYER: ReadonlyMap<string, string> = new Map([...BRIGHT_STARS, ...BEHENIAN_STARS].map((s) => [s.bayer, kebab(s.name)]));

/** A fixed star named by reference: `{ slug, name }`, the name from core's fixed-star table in `lang`. */
export interface StarReference { slug: string; name: string }

/** TypeBox shape of `starRef(...)`. */
export const StarRefSchema = Type.Object({
  slug: Type.String({ description: 'kebab-case catalogue name (regulus, deneb-algedi), or of the Bayer designation for an unnamed star' }),
  name: Type.String({ description: "the star's name in the answer's language (a star outside the service's catalogue table keeps its sefstars.txt name)" }),
});

/**
 * `{ slug, name }` of a star by its sefstars.txt name and Bayer designation (issue 12): a star of
 * the service's catalogue (the bright named stars and the Behenian fifteen) is named from core's
 * fixed-star table; any other star a caller names keeps the catalogue's own name (a proper name
 * the table does not carry), slugged from it.
 */
export function starRef(catalogueName: string, bayer: string, lang: LangCode): StarReference {
  const slug = STAR_SLUG_OF_BAYER.get(bayer) ?? kebab(catalogueName || bayer);
  return { slug, name: hasTerm('fixed-star', slug) ? term('fixed-star', slug, lang) : catalogueName || bayer };
}

/**
 * A star's Ptolemaic nature (`Mars-Jupiter`: Tetrabiblos I.9 as Robson tabulates it) as the
 * list of its planets by reference, in Ptolemy's order; null where neither source names one.
 */
export function natureRefs(nature: string | null, lang: LangCode): BodyReference[] | null {
  return nature === null ? null : nature.split('-').map((planet) => bodyRefOfName(planet, lang));
}

/** TypeBox shape of `natureRefs(...)`. */
export const StarNatureSchema = Type.Union([Type.Array(BodyRefSchema, { minItems: 1, maxItems: 2 }), Type.Null()], {
  description: "Ptolemy's planetary comparison (Tetrabiblos I.9, as Robson 1923 names the star): one or two planets by reference; null where neither names the star",
});
