/**
 * Per-key scope, `allowed_endpoints` (SERVICE-SPEC "Authentication" / "Per-key scope").
 *
 * Decisions the specification leaves open:
 * - Entries are paths relative to `/v1` without the leading slash. A leading `/` or `/v1/` sent
 *   anyway is dropped when written (it is unambiguous), as are surrounding blanks and a trailing
 *   `/`; entries are stored lower-case and without duplicates.
 * - An exact entry (`chart`, `vedic/kp/horary`) matches that path only. The method is not part
 *   of an entry: `embed/synastry` covers every method on that path.
 * - A namespace entry `embed/*` matches every path below `embed/` at any depth
 *   (`embed/synastry`, `embed/a/b`) but not `embed` itself: `/*` means "something under", as a
 *   wildcard origin covers subdomains and not the apex. List `embed` too for the bare path.
 * - `*` is allowed only as a whole last segment after `/`; a bare `*` is refused (null already
 *   means everything), as are `?`, `#`, blanks inside and empty segments.
 * - A request is matched by its concrete path (`keys/k_123/rotate`) and, when the caller passes
 *   it, by its route pattern (`keys/{id}/rotate`), so an entry may name either.
 * - `null` clears the scope (everything the plan includes); an empty list is refused with 400
 *   INVALID_INPUT at `allowed_endpoints`. No upper bound on entries is set (the specification
 *   names none).
 * - The refusal is 403 ENDPOINT_NOT_IN_SCOPE with `details: { allowed_endpoints, path }`.
 */
import { ApiError } from '@celestial/core';

const SEGMENT = /^[a-z0-9._~{}:@!$&'()+,;=-]+$/;

/** A request path (`/v1/Chart/`, `chart`, `/chart?x=1`) as the relative, lower-case form entries use. */
export function relativePath(path: string): string {
  let p = path.trim();
  const q = p.search(/[?#]/);
  if (q >= 0) p = p.slice(0, q);
  p = p.toLowerCase().replace(/^\/+/, '');
  if (p === 'v1' || p.startsWith('v1/')) p = p.slice(2).replace(/^\/+/, '');
  return p.replace(/\/+$/, '');
}

/** The stored form of one entry, or null when it is not a path or a namespace. */
export function normaliseScopeEntry(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const v = raw.trim();
  if (v === '' || /[?#\s]/.test(v)) return null;
  const p = relativePath(v);
  if (p === '') return null;
  const segments = p.split('/');
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    if (s === '*') {
      if (i !== segments.length - 1 || i === 0) return null;
      continue;
    }
    if (!SEGMENT.test(s) || s.includes('*')) return null;
  }
  return p;
}

export function scopeEntryMatches(entry: string, path: string): boolean {
  if (entry.endsWith('/*')) return path.startsWith(entry.slice(0, -1)) && path.length > entry.length - 1;
  return path === entry;
}

/** Whether a call is inside the scope; null = everything. */
export function inScope(allowed: readonly string[] | null, path: string, routePattern?: string): boolean {
  if (allowed === null) return true;
  const candidates = [relativePath(path)];
  if (routePattern !== undefined) candidates.push(relativePath(routePattern));
  return allowed.some((raw) => {
    const e = normaliseScopeEntry(raw);
    return e !== null && candidates.some((c) => scopeEntryMatches(e, c));
  });
}

/** Throws 403 ENDPOINT_NOT_IN_SCOPE, naming the list, for a call outside it. */
export function checkScope(allowed: readonly string[] | null, path: string, routePattern?: string): void {
  if (inScope(allowed, path, routePattern)) return;
  const rel = relativePath(path);
  throw new ApiError('ENDPOINT_NOT_IN_SCOPE', `The path ${rel} is outside this key's allowed_endpoints`, {
    details: { allowed_endpoints: [...(allowed ?? [])], path: rel },
  });
}

/** `allowed_endpoints` of a create or an edit: null clears; a non-empty list is normalised; else 400. */
export function parseAllowedEndpoints(input: unknown): string[] | null {
  if (input === null) return null;
  if (!Array.isArray(input)) throw ApiError.invalidField('allowed_endpoints', 'must be an array of paths or null');
  if (input.length === 0) throw ApiError.invalidField('allowed_endpoints', 'must not be empty; send null to allow every endpoint');
  const out: string[] = [];
  input.forEach((raw, i) => {
    const e = normaliseScopeEntry(raw);
    if (e === null) {
      throw ApiError.invalidField(`allowed_endpoints[${i}]`, "must be a path relative to /v1 such as 'chart' or a namespace such as 'embed/*'");
    }
    if (!out.includes(e)) out.push(e);
  });
  return out;
}
