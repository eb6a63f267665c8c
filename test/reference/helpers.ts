/** Calls one reference dictionary through HTTP and checks the envelope and the response schema. */
import type { Test } from 'tap';
import type { Operation } from '@celestial/core';
import { get, schemaErrors } from '../helpers/app.js';

export async function fetchDictionary<T = any>(t: Test, op: Operation, query = '', headers: Record<string, string> = {}): Promise<T> {
  const r = await get(`/v1${op.path}${query}`, headers);
  t.equal(r.status, 200, `GET ${op.path}${query}: status 200 (${r.raw.slice(0, 200)})`);
  t.equal(r.body.ok, true, 'envelope ok');
  t.equal(schemaErrors(op.response, r.body.data), null, 'data matches the response schema');
  return r.body.data as T;
}

/** The slugs of `{ slug, name }` references (planets named inside a dictionary). */
export const slugs = (refs: { slug: string }[]): string[] => refs.map((r) => r.slug);

/** The sign numbers (Aries 1) of `{ sign, signName }` references. */
export const signNumbers = (refs: { sign: number }[]): number[] => refs.map((r) => r.sign);

/** `{ day, night, participating }` triplicity lords as slugs. */
export const lordSlugs = (t: Record<string, { slug: string }>) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v.slug]));
