/**
 * Explanation sentences of the Vedic answers (a rule applied, a reason found) as structured data
 * (issue 12, task V3; brief "explanation sentences"): the technique says WHICH statement holds by
 * a slug of a core sentence table and gives the data it names (houses, grahas, numbers); the
 * answer carries the slug, the data as members (grahas by reference) and the `text` from the
 * table in the answer's language, its `{placeholders}` filled with names already in that
 * language. An app keys its own text to the slug; nobody parses English.
 */
import { Type } from '@sinclair/typebox';
import type { TProperties } from '@sinclair/typebox';
import { listOf, sentence, term } from '@celestial/core';
import type { Concept, LangCode } from '@celestial/core';
import { grahaNaming, GrahaNamingMembers } from './vocabulary.js';
import type { GrahaNaming } from './vocabulary.js';

/** A graha argument: named in the text, answered by reference. */
export interface GrahaArg { graha: number }
/** A word of another core table (a relation, a dignity, a sentence fragment), answered as `{ slug, name }`. */
export interface TermArg { concept: Concept; slug: string }
/** Text only: a figure written into the sentence (its number is a member of the answer already). */
export interface FigureArg { figure: string }
/** A graha with a quality of another table (Radda's "Mars (retrograde)"): `{ ...reference, quality: { slug, name } }`. */
export interface QualifiedArg { graha: number; quality: TermArg }
export type PhraseArg = number | number[] | GrahaArg | GrahaArg[] | TermArg | TermArg[] | FigureArg | QualifiedArg[];

/** What a technique says, language-free: the slug of `concept`'s sentence and its arguments. */
export interface Said { slug: string; args?: Record<string, PhraseArg> }

export const said = (slug: string, args?: Record<string, PhraseArg>): Said => (args ? { slug, args } : { slug });
export const g = (graha: number): GrahaArg => ({ graha });
export const gs = (grahas: readonly number[]): GrahaArg[] => grahas.map((x) => ({ graha: x }));
export const word = (concept: Concept, slug: string): TermArg => ({ concept, slug });
export const figure = (n: number, digits = 2): FigureArg => ({ figure: n.toFixed(digits) });

const isGraha = (a: unknown): a is GrahaArg => typeof a === 'object' && a !== null && 'graha' in a && !('quality' in a);
const isQualified = (a: unknown): a is QualifiedArg => typeof a === 'object' && a !== null && 'quality' in a;
const isTerm = (a: unknown): a is TermArg => typeof a === 'object' && a !== null && 'concept' in a;

export type Phrase = { slug: string; text: string } & Record<string, unknown>;

/**
 * The answer's form of a statement: `{ slug, text, ...members }`; a graha argument becomes a
 * reference, a list of grahas a list of references, a term `{ slug, name }`, numbers stay numbers;
 * figures appear in the text only. A list of grahas is joined as the language joins a list (core listOf).
 */
export function phrase(concept: Concept, s: Said, lang: LangCode): Phrase {
  const members: Record<string, unknown> = {};
  const fill: Record<string, string> = {};
  for (const [key, arg] of Object.entries(s.args ?? {})) {
    let shown: string;
    if (typeof arg === 'number') { members[key] = arg; shown = String(arg); }
    else if (Array.isArray(arg) && arg.every((x) => typeof x === 'number')) { members[key] = arg; shown = (arg as number[]).join(', '); }
    else if (Array.isArray(arg) && arg.length > 0 && arg.every(isQualified)) {
      const qs = (arg as QualifiedArg[]).map((x) => ({ ...grahaNaming(x.graha, lang), quality: { slug: x.quality.slug, name: term(x.quality.concept, x.quality.slug, lang) } }));
      members[key] = qs;
      shown = qs.map((x) => `${x.name} (${x.quality.name})`).join(', ');
    } else if (Array.isArray(arg) && arg.every(isGraha)) { const refs: GrahaNaming[] = (arg as GrahaArg[]).map((x) => grahaNaming(x.graha, lang)); members[key] = refs; shown = listOf(refs.map((r) => r.name), lang, ''); }
    else if (Array.isArray(arg)) { const ts = (arg as TermArg[]).map((x) => ({ slug: x.slug, name: term(x.concept, x.slug, lang) })); members[key] = ts; shown = ts.map((x) => x.name).join(', '); }
    else if (isGraha(arg)) { const ref = grahaNaming(arg.graha, lang); members[key] = ref; shown = ref.name; }
    else if (isTerm(arg)) { const name = term(arg.concept, arg.slug, lang); members[key] = { slug: arg.slug, name }; shown = name; }
    else shown = (arg as FigureArg).figure;
    fill[key] = shown;
  }
  // The placeholders filled by core's sentence(), as every family's explanations are.
  return { slug: s.slug, ...members, text: sentence(concept, s.slug, lang, fill) };
}

const GrahaSchema = Type.Object(GrahaNamingMembers);
const NamedSchema = Type.Object({ slug: Type.String(), name: Type.String() });

/** Member schemas a phrase may carry, by kind: declared so the answer's serializer keeps them. */
export const PhraseMember = {
  graha: Type.Optional(GrahaSchema),
  grahas: Type.Optional(Type.Array(GrahaSchema)),
  number: Type.Optional(Type.Number()),
  numbers: Type.Optional(Type.Array(Type.Number())),
  term: Type.Optional(NamedSchema),
  terms: Type.Optional(Type.Array(NamedSchema)),
};

/** The schema of a phrase: slug (what an app keys its text to), text, and the members it names. */
export function PhraseSchema(slugDescription: string, members: TProperties = {}, description?: string) {
  return Type.Object({
    slug: Type.String({ description: slugDescription }),
    ...members,
    text: Type.String({ description: "the statement in the answer's language (a core sentence table, its names filled in that language)" }),
  }, description ? { description } : {});
}
