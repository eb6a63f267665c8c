/**
 * The horary and electional explanations as structured answers (issue 12, DESIGN.md
 * "Vocabulary"): a stable `slug` an app keys its own text to, the data as members (planets and
 * aspects as `{ slug, name }`, signs as core's sign reference, house numbers, scores, degrees) and
 * a `text` in the answer's language from one of core's sentence tables (horary-testimony,
 * horary-consideration, electional-rule), its placeholders filled with those names.
 */
import { Type } from '@sinclair/typebox';
import type { TObject, TProperties } from '@sinclair/typebox';
import { listOf, sentence, signReference, SignReferenceSchema, term } from '@celestial/core';
import type { Concept, LangCode } from '@celestial/core';
import type { SevenPlanet } from '@celestial/core/astro';
import { ASPECT_SLUG, planetRef } from './figure.js';
import { AspectRef, PlanetRef } from './schemas.js';

/** What an explanation names: planets, houses, an aspect (by angle), a sign (0-11), numbers. */
export interface ExplanationData {
  planet?: SevenPlanet;
  other?: SevenPlanet;
  planets?: readonly SevenPlanet[];
  others?: readonly SevenPlanet[];
  house?: number;
  otherHouse?: number;
  houses?: readonly number[];
  aspect?: number;
  sign?: number;
  moonSign?: number;
  score?: number;
  otherScore?: number;
  degree?: number;
  bodyPart?: string;
}

const NUMBER_FORMATS = new Map<LangCode, Intl.NumberFormat>();
/** A number for the text as the language writes it (5.58, 5,58), two decimals at most; the member keeps full precision. */
function shown(n: number, lang: LangCode): string {
  let f = NUMBER_FORMATS.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang, { maximumFractionDigits: 2, numberingSystem: 'latn' });
    NUMBER_FORMATS.set(lang, f);
  }
  return f.format(n);
}

/** `{ slug, text, ...data }`: the sentence `slug` of `concept` in `lang`, with its data as members. */
export function explanation(concept: Concept, slug: string, lang: LangCode, d: ExplanationData = {}) {
  const name = (p: SevenPlanet) => planetRef(p, lang).name;
  const none = term('horary-consideration', 'none', lang);
  const fill: Record<string, string | number> = {};
  if (d.planet) fill.planet = name(d.planet);
  if (d.other) fill.other = name(d.other);
  if (d.planets) fill.planets = listOf(d.planets.map(name), lang, none);
  if (d.others) fill.others = listOf(d.others.map(name), lang, none);
  if (d.house !== undefined) fill.house = d.house;
  if (d.otherHouse !== undefined) fill.otherHouse = d.otherHouse;
  if (d.houses) fill.houses = d.houses.join(', ');
  if (d.aspect !== undefined) fill.aspect = term('aspect', ASPECT_SLUG[d.aspect]!, lang);
  if (d.sign !== undefined) fill.sign = signReference(d.sign + 1, lang).name;
  if (d.moonSign !== undefined) fill.moonSign = signReference(d.moonSign + 1, lang).name;
  if (d.score !== undefined) fill.score = shown(d.score, lang);
  if (d.otherScore !== undefined) fill.otherScore = shown(d.otherScore, lang);
  if (d.degree !== undefined) fill.degree = shown(d.degree, lang);
  if (d.bodyPart !== undefined) fill.bodyPart = d.bodyPart;
  return {
    slug,
    text: sentence(concept, slug, lang, fill),
    ...(d.planet ? { planet: planetRef(d.planet, lang) } : {}),
    ...(d.other ? { other: planetRef(d.other, lang) } : {}),
    ...(d.planets ? { planets: d.planets.map((p) => planetRef(p, lang)) } : {}),
    ...(d.others ? { others: d.others.map((p) => planetRef(p, lang)) } : {}),
    ...(d.house !== undefined ? { house: d.house } : {}),
    ...(d.otherHouse !== undefined ? { otherHouse: d.otherHouse } : {}),
    ...(d.houses ? { houses: [...d.houses] } : {}),
    ...(d.aspect !== undefined ? { aspect: { slug: ASPECT_SLUG[d.aspect]!, name: term('aspect', ASPECT_SLUG[d.aspect]!, lang) } } : {}),
    ...(d.sign !== undefined ? { sign: signReference(d.sign + 1, lang) } : {}),
    ...(d.moonSign !== undefined ? { moonSign: signReference(d.moonSign + 1, lang) } : {}),
    ...(d.score !== undefined ? { score: d.score } : {}),
    ...(d.otherScore !== undefined ? { otherScore: d.otherScore } : {}),
    ...(d.degree !== undefined ? { degree: d.degree } : {}),
  };
}
export type Explanation = ReturnType<typeof explanation>;

const House = Type.Integer({ minimum: 1, maximum: 12 });
/** The TypeBox shape of explanation(): the members each sentence names, optional. */
export function ExplanationSchema(slugDescription: string, extra: TProperties = {}): TObject {
  return Type.Object({
    slug: Type.String({ description: slugDescription }),
    text: Type.String({ description: "the sentence in the answer's language, its names filled in" }),
    planet: Type.Optional(PlanetRef),
    other: Type.Optional(PlanetRef),
    planets: Type.Optional(Type.Array(PlanetRef)),
    others: Type.Optional(Type.Array(PlanetRef)),
    house: Type.Optional(House),
    otherHouse: Type.Optional(House),
    houses: Type.Optional(Type.Array(House)),
    aspect: Type.Optional(AspectRef),
    sign: Type.Optional(SignReferenceSchema),
    moonSign: Type.Optional(SignReferenceSchema),
    score: Type.Optional(Type.Number({ description: "a Lilly dignity score (essential points; the strengths of /horary/yes-no add the accidental ones)" })),
    otherScore: Type.Optional(Type.Number()),
    degree: Type.Optional(Type.Number({ description: 'degrees: within the sign, of longitude or of elongation, as the slug says' })),
    ...extra,
  });
}
