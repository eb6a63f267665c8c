/** Shapes and input shared by the /geomancy operations. */
import { Type } from '@sinclair/typebox';
import { ApiError, randomSeed } from '@celestial/core';
import type { Figure, FigureRecord } from './geomancy.js';
import { dotsToMothers, figureBySlug, figureOf, FIGURES } from './geomancy.js';

export const Seed = Type.Integer({ minimum: 0, maximum: 4294967295, description: 'uint32 seed of mulberry32; a random one is chosen and returned when omitted' });
export const FigureSlug = Type.Union(FIGURES.map((f) => Type.Literal(f.slug)));
export const MothersInput = Type.Array(FigureSlug, { minItems: 4, maxItems: 4, description: 'the four Mothers given by hand (figure slugs); then no seed is used' });

export const FigureOut = Type.Object({
  slug: Type.String(),
  name: Type.String({ description: 'the Latin name, as geomancers write it in every language' }),
  rows: Type.Array(Type.Union([Type.Literal(1), Type.Literal(2)]), { minItems: 4, maxItems: 4, description: 'head to feet: 1 one point (odd), 2 two points (even)' }),
});

export function figureOut(f: Figure | FigureRecord): { slug: string; name: string; rows: (1 | 2)[] } {
  const r = 'slug' in f ? f : figureOf(f);
  return { slug: r.slug, name: r.latin, rows: [...r.rows] };
}

/** The Mothers: by hand, or from sixteen lines of dots drawn with mulberry32(seed). */
export function mothersFrom(body: { seed?: number; mothers?: string[] }, seeded: (seed: number) => () => number): { seed: number | null; dots: number[] | null; mothers: Figure[] } {
  if (body.mothers) {
    if (body.seed !== undefined) throw new ApiError('INVALID_INPUT', 'Validation failed: give seed or mothers, not both', { details: [{ path: 'mothers', message: 'must not be given together with seed' }] });
    return { seed: null, dots: null, mothers: body.mothers.map((s) => figureBySlug(s)!.rows) };
  }
  const seed = body.seed ?? randomSeed();
  const { dots, mothers } = dotsToMothers(seeded(seed));
  return { seed, dots, mothers };
}
