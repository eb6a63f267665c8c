/**
 * The two numberings of bodies (DESIGN.md, "Vocabulary"): `id` is Swiss Ephemeris numbering
 * (swephexp.h: SE_SUN 0 ... SE_PLUTO 9, SE_MEAN_NODE 10, SE_TRUE_NODE 11, SE_MEAN_APOG 12,
 * SE_OSCU_APOG 13, SE_CHIRON 15 ... SE_VESTA 20), the same as the `planetIds` inputs; `graha` is
 * the Vedic order of the nine grahas (BPHS ch. 3: Surya, Chandra, Mangala, Budha, Guru, Shukra,
 * Shani, Rahu, Ketu = 0 ... 8). Both meet in the slug.
 */
import { Type } from '@sinclair/typebox';
import type { LangCode } from '../schemas/common.js';
import { hasTerm, term } from './names.js';

export const SWISS_ID_OF_SLUG: Readonly<Record<string, number>> = {
  sun: 0, moon: 1, mercury: 2, venus: 3, mars: 4, jupiter: 5, saturn: 6, uranus: 7, neptune: 8, pluto: 9,
  'mean-node': 10, 'true-node': 11, lilith: 12, 'osculating-lilith': 13, chiron: 15, pholus: 16,
  ceres: 17, pallas: 18, juno: 19, vesta: 20,
};

export const GRAHA_SLUGS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;
export type GrahaSlug = (typeof GRAHA_SLUGS)[number];

export const GRAHA_OF_SLUG: Readonly<Record<GrahaSlug, number>> = Object.fromEntries(GRAHA_SLUGS.map((s, i) => [s, i])) as Record<GrahaSlug, number>;

const SLUG_OF_SWISS_ID = new Map(Object.entries(SWISS_ID_OF_SLUG).map(([slug, id]) => [id, slug]));

/** Slug of a Swiss Ephemeris body number; undefined for a number the service does not place. */
export function bodySlug(swissId: number): string | undefined {
  return SLUG_OF_SWISS_ID.get(swissId);
}

/** Slug of a graha number 0 (Sun) ... 8 (Ketu). */
export function grahaSlug(graha: number): GrahaSlug {
  const slug = GRAHA_SLUGS[graha];
  if (slug === undefined) throw new RangeError(`graha must be 0..8, got ${graha}`);
  return slug;
}

/** Display name of a body by slug, Swiss number, in `lang`. */
export function bodyName(slugOrSwissId: string | number, lang: LangCode): string {
  const slug = typeof slugOrSwissId === 'number' ? (bodySlug(slugOrSwissId) ?? String(slugOrSwissId)) : slugOrSwissId;
  return term('body', slug, lang);
}

/** A body named by reference in an answer (DESIGN.md "Vocabulary"; issue 12): never an English string. */
export interface BodyReference { id?: number; slug: string; name: string }

/**
 * `{ id?, slug, name }` of a body by its slug, `name` in `lang`: a body of core's body table
 * (with its Swiss number when it has one: Rahu, Ketu and the asteroids the service does not
 * place have none), or a lunar node read as a point of its own (`north-node`, `south-node`:
 * geomancy's Caput and Cauda Draconis) from the lunar-node table. For the families whose
 * bodies are slugs from the start (tarot's day rulers, geomancy's planets); the Western and
 * Vedic presenters reach the same shape from Swiss and graha numbers.
 */
export function bodyReference(slug: string, lang: LangCode): BodyReference {
  const concept = hasTerm('body', slug) ? 'body' : hasTerm('lunar-node', slug) ? 'lunar-node' : undefined;
  if (concept === undefined) throw new RangeError(`not a body slug: ${slug}`);
  const name = term(concept, slug, lang);
  const id = SWISS_ID_OF_SLUG[slug];
  return id === undefined ? { slug, name } : { id, slug, name };
}

/** TypeBox shape of `bodyReference(...)`. */
export const BodyReferenceSchema = Type.Object({
  id: Type.Optional(Type.Integer({ description: 'Swiss Ephemeris body number; absent for a point without one (the nodes as points, Ketu)' })),
  slug: Type.String({ description: 'sun ... pluto, mean-node, true-node, north-node, south-node, rahu, ketu, chiron ...' }),
  name: Type.String({ description: "the body's name in the answer's language" }),
});
