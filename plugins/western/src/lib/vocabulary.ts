/**
 * The western family's answers in the one vocabulary (DESIGN.md, "Vocabulary: one language in
 * every answer"; issue 12): the shared chart cast (core/src/astro/chart.ts) keeps its internal
 * shape (`sign` a name, `signIndex` 0-11, English `name`) because the technique math reads it;
 * these presenters turn it into the answer's members at the boundary, once, so every
 * operation writes a body, a cusp or a point the same way.
 */
import { bodySlug, hasTerm, kebab, position, term } from '@celestial/core';
import type { LangCode, Position } from '@celestial/core';
import type { HouseCusp, PlacedBody } from '@celestial/core/astro';

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
  return {
    id: b.id,
    ...bodyNaming(b.id, b.name, lang),
    ...position(b.longitude, lang),
    latitude: b.latitude,
    distance: b.distance,
    speed: b.speed,
    retrograde: b.retrograde,
  };
}

/** `bodyOut` plus the house the body stands in. */
export function bodyInHouseOut(b: PlacedBody & { house: number }, lang: LangCode): BodyOut & { house: number } {
  return { ...bodyOut(b, lang), house: b.house };
}

/** A house cusp: its number and the cusp's position (`longitude` is the cusp). */
export function cuspOut(h: HouseCusp, lang: LangCode): Position & { house: number } {
  return { house: h.house, ...position(h.cusp, lang) };
}

/** A point known by its longitude only (a midpoint, a composite body): id, slug, name, position. */
export function pointOut(p: { id: number; name: string; longitude: number }, lang: LangCode) {
  return { id: p.id, ...bodyNaming(p.id, p.name, lang), ...position(p.longitude, lang) };
}
