/**
 * The common query parameters applied to a success answer's `data` (SERVICE-SPEC, "Common
 * query parameters"): `fields` keeps dotted paths (each applied to every element of an
 * array, unmatched ones listed in `_fields_unmatched`, 400 when none match) and `precision`
 * rounds every non-integer number, integers untouched.
 */
import { ApiError } from '@celestial/core';

type Json = unknown;

/** Picks one path; `matched.hit` is set when anything at all was found. */
function pick(value: Json, segments: string[], matched: { hit: boolean }): Json | undefined {
  if (segments.length === 0) {
    matched.hit = true;
    return value;
  }
  if (Array.isArray(value)) {
    const out = value.map((el) => pick(el, segments, matched));
    return out.some((x) => x !== undefined) ? out.map((x) => (x === undefined ? {} : x)) : undefined;
  }
  if (value !== null && typeof value === 'object') {
    const [head, ...rest] = segments as [string, ...string[]];
    if (!Object.hasOwn(value, head)) return undefined;
    const inner = pick((value as Record<string, Json>)[head], rest, matched);
    return inner === undefined ? undefined : { [head]: inner };
  }
  return undefined;
}

/** Deep merge of two picks of the same source (objects by key, arrays by index). */
function merge(a: Json, b: Json): Json {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (Array.isArray(a) && Array.isArray(b)) return a.map((x, i) => merge(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const out: Record<string, Json> = { ...(a as Record<string, Json>) };
    for (const [k, v] of Object.entries(b as Record<string, Json>)) out[k] = merge(out[k], v);
    return out;
  }
  return b;
}

export function applyFields(data: Json, fields: string): Json {
  const paths = fields.split(',').map((f) => f.trim()).filter(Boolean);
  if (paths.length === 0) return data;
  let out: Json | undefined;
  const unmatched: string[] = [];
  for (const p of paths) {
    const matched = { hit: false };
    const picked = pick(data, p.split('.'), matched);
    if (!matched.hit || picked === undefined) unmatched.push(p);
    else out = merge(out, picked);
  }
  if (unmatched.length === paths.length) {
    throw new ApiError('INVALID_INPUT', `Validation failed: fields matched nothing in the answer (${unmatched.join(', ')})`, {
      details: [{ path: 'fields', message: `no path matched: ${unmatched.join(', ')}` }],
    });
  }
  if (unmatched.length > 0 && out && typeof out === 'object' && !Array.isArray(out)) {
    (out as Record<string, Json>)._fields_unmatched = unmatched;
  }
  return out;
}

export function applyPrecision(value: Json, digits: number): Json {
  if (typeof value === 'number') {
    if (Number.isInteger(value) || !Number.isFinite(value)) return value;
    return Number(value.toFixed(digits));
  }
  if (Array.isArray(value)) return value.map((v) => applyPrecision(v, digits));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value as Record<string, Json>)) out[k] = applyPrecision(v, digits);
    return out;
  }
  return value;
}
