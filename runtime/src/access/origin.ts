/**
 * The origin policy (SERVICE-SPEC "Authentication" / "Origin policy", matching rules 1-7, and
 * "Limits" / "Per-key limits"). Pure: the request path passes the two headers and the key's
 * `origin_restriction`, and gets back which list entry admitted the request, or an ApiError.
 *
 * Decisions the specification leaves open:
 * - The incoming host is taken from `Origin`, or from `Referer` when `Origin` is absent or has
 *   no host (rule 6: Referer counts the same). An empty or blank header counts as absent.
 *   `Origin: null` (sandboxed frames, file pages) is present and yields the host `null`, which
 *   no list can hold, so it is refused like any unlisted host.
 * - Hosts are compared after lower-casing, dropping scheme, port, path, userinfo and a trailing
 *   dot (rule 1); then one leading `www.` is stripped from the incoming host (rule 2).
 * - List entries are normalised the same way when written and when read, including the `www.`
 *   strip: an entry `www.example.com` would otherwise never match anything (the incoming host
 *   has lost its `www.`), so it is stored as `example.com`. Entries may be written as URLs
 *   (`https://example.com:8443/`), which keep only their host. Duplicates after normalisation
 *   are dropped (each distinct entry is one rate counter).
 * - Rules 2 and 3 applied literally: `www.example.com` becomes `example.com`, the apex, which
 *   `*.example.com` does not cover; list the apex (rule 3 says so).
 * - `*.example.com` covers subdomains at any depth (`a.b.example.com`). A wildcard needs at
 *   least two labels after `*.` (no `*.com`) and `*` may appear nowhere else.
 * - When several entries match, the most specific admits: an exact entry before any wildcard,
 *   then the wildcard with the longest base. Its normalised text names the per-entry counter.
 * - A `public` (or `allowlist`) key with neither header is refused with 403 ORIGIN_NOT_ALLOWED
 *   and `incoming_origin: null`. The policy says such a key admits "only listed hosts, and the
 *   request must carry an origin"; an absent host is a host not on the list (rule 5).
 *   ORIGIN_FORBIDDEN would be wrong: its catalogue condition is precisely "server-only key used
 *   with Origin or Referer", and a client switching on `code` must not be told to drop headers.
 * - `incoming_origin` carries the host as received (lower-cased, no scheme or port, `www.` kept).
 * - `allowlist` is accepted on input and stored as `public`, its current spelling.
 */
import { ApiError } from '@celestial/core';
import type { KeyClass, OriginRestriction, OriginType } from '../store/store.js';

export const MAX_ORIGIN_HOSTS = 20;

export type HeaderValue = string | string[] | undefined;

export interface OriginHeaders {
  origin?: HeaderValue;
  referer?: HeaderValue;
}

export interface OriginDecision {
  /** The normalised list entry that admitted the request; null for a server-only key. */
  admittedBy: string | null;
  /** The incoming host as received (lower-cased, no scheme/port), or null when none was sent. */
  host: string | null;
}

function first(v: HeaderValue): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined || s.trim() === '' ? undefined : s.trim();
}

/**
 * The host of an `Origin`/`Referer` value or of a written list entry: lower-case, without scheme,
 * port, path or trailing dot; null when there is none. A value without a scheme is read as a host.
 */
export function parseHost(value: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  if (v.toLowerCase() === 'null') return 'null';
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `http://${v}`);
  } catch {
    return null;
  }
  let host = url.hostname.toLowerCase();
  if (host.endsWith('.')) host = host.slice(0, -1);
  return host === '' ? null : host;
}

/** Rule 2: one leading `www.` goes. */
export function stripWww(host: string): string {
  return host.startsWith('www.') && host.length > 4 ? host.slice(4) : host;
}

/** The host the request declares through `Origin`, else `Referer` (rule 6); null when neither. */
export function incomingHost(headers: OriginHeaders): { present: boolean; host: string | null } {
  const origin = first(headers.origin);
  const referer = first(headers.referer);
  if (origin === undefined && referer === undefined) return { present: false, host: null };
  const host = (origin !== undefined ? parseHost(origin) : null) ?? (referer !== undefined ? parseHost(referer) : null);
  return { present: true, host: host ?? origin ?? referer ?? null };
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

function isHostname(h: string): boolean {
  if (h.startsWith('[') && h.endsWith(']')) return true; // IPv6, already canonical from URL
  if (h.length > 253) return false;
  return h.split('.').every((l) => LABEL.test(l));
}

/**
 * A list entry in its stored form (`example.com`, `*.example.com`), or null when it is not a
 * host or a wildcard over one.
 */
export function normaliseOriginEntry(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  let v = raw.trim().toLowerCase();
  if (v.includes('://')) {
    let url: URL;
    try {
      url = new URL(v.replace('://*.', '://wildcard-marker.'));
    } catch {
      return null;
    }
    if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
    v = url.hostname.replace(/^wildcard-marker\./, '*.');
  } else {
    v = v.replace(/:\d+$/, '').replace(/\/$/, '');
  }
  if (v.endsWith('.')) v = v.slice(0, -1);
  const wildcard = v.startsWith('*.');
  const base = wildcard ? v.slice(2) : v;
  if (base.includes('*') || base.includes('/') || base === '' || base === 'null') return null;
  if (!isHostname(base)) return null;
  if (wildcard) {
    if (IPV4.test(base) || base.startsWith('[') || base.split('.').length < 2) return null;
    return `*.${base}`;
  }
  return stripWww(base);
}

function matches(entry: string, host: string): boolean {
  if (entry.startsWith('*.')) {
    const base = entry.slice(2);
    return host !== base && host.endsWith(`.${base}`);
  }
  return host === entry;
}

/** The most specific entry covering the host (already www-stripped), or null. */
export function matchOriginEntry(entries: readonly string[], host: string): string | null {
  let best: string | null = null;
  for (const raw of entries) {
    const e = normaliseOriginEntry(raw);
    if (e === null || !matches(e, host)) continue;
    if (!e.startsWith('*.')) return e;
    if (best === null || e.length > best.length) best = e;
  }
  return best;
}

function isPublicType(type: OriginType): boolean {
  return type === 'public' || type === 'allowlist';
}

/**
 * Rules 1-6 for one request. Returns the admitting entry, or throws ORIGIN_FORBIDDEN (server-only
 * key with an origin) or ORIGIN_NOT_ALLOWED (host not on the list, or no origin on a list key).
 */
export function checkOrigin(restriction: OriginRestriction, headers: OriginHeaders): OriginDecision {
  const incoming = incomingHost(headers);
  if (!isPublicType(restriction.type)) {
    if (incoming.present) {
      throw new ApiError('ORIGIN_FORBIDDEN', 'This key is server-only: requests carrying Origin or Referer are refused; use a pk_ key in browsers', {
        extra: { incoming_origin: incoming.host },
      });
    }
    return { admittedBy: null, host: null };
  }
  if (!incoming.present || incoming.host === null) {
    throw new ApiError('ORIGIN_NOT_ALLOWED', 'This key only admits requests carrying an Origin or Referer of a listed host', {
      extra: { incoming_origin: null },
    });
  }
  const entry = matchOriginEntry(restriction.allowed_origins, stripWww(incoming.host));
  if (entry === null) {
    throw new ApiError('ORIGIN_NOT_ALLOWED', `The host ${incoming.host} is not on this key's origin list`, {
      extra: { incoming_origin: incoming.host },
    });
  }
  return { admittedBy: entry, host: incoming.host };
}

// ---- per-entry rate share ("Per-key limits") ----

/** The key's limit divided by the number of entries, rounded up; one entry (or none) gets it all. */
export function originShare(limit: number, entries: number): number {
  if (entries <= 1) return limit;
  return Math.ceil(limit / entries);
}

/** The share of each entry of this key's list, or null when the key has no list. */
export function originShareFor(restriction: OriginRestriction, limit: number): number | null {
  if (!isPublicType(restriction.type) || restriction.allowed_origins.length === 0) return null;
  return originShare(limit, restriction.allowed_origins.length);
}

/** The store counter of one list entry (a wildcard entry is one counter for all its subdomains). */
export function originCounterKey(keyId: string, entry: string): string {
  return `key:${keyId}:origin:${entry}`;
}

// ---- writing the restriction (create and rule 7, edit) ----

function refuse(path: string, message: string): ApiError {
  return ApiError.invalidField(path, message);
}

/** Shape, type spelling, host syntax, count and duplicates; class rules are applied by the callers. */
export function parseOriginRestriction(input: unknown): OriginRestriction {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw refuse('origin_restriction', 'must be an object { type, allowed_origins }');
  }
  const { type, allowed_origins } = input as Record<string, unknown>;
  if (type !== 'server-only' && type !== 'public' && type !== 'allowlist') {
    throw refuse('origin_restriction.type', "must be one of 'server-only', 'public'");
  }
  if (allowed_origins !== undefined && allowed_origins !== null && !Array.isArray(allowed_origins)) {
    throw refuse('origin_restriction.allowed_origins', 'must be an array of hosts');
  }
  const list = (allowed_origins ?? []) as unknown[];
  const out: string[] = [];
  list.forEach((raw, i) => {
    const e = normaliseOriginEntry(raw);
    if (e === null) throw refuse(`origin_restriction.allowed_origins[${i}]`, 'must be a host such as example.com or *.example.com');
    if (!out.includes(e)) out.push(e);
  });
  if (out.length > MAX_ORIGIN_HOSTS) {
    throw refuse('origin_restriction.allowed_origins', `must hold at most ${MAX_ORIGIN_HOSTS} hosts`);
  }
  return { type: type === 'allowlist' ? 'public' : type, allowed_origins: out };
}

function classRules(keyClass: KeyClass, r: OriginRestriction, action: 'create' | 'edit'): void {
  if (keyClass === 'public') {
    if (r.type === 'server-only') {
      throw refuse('origin_restriction.type', 'a pk_ key cannot be made server-only: the key class cannot be changed by edit; create a secret key');
    }
    if (r.allowed_origins.length === 0) {
      throw refuse('origin_restriction.allowed_origins', 'a pk_ key needs at least one host');
    }
  } else if (r.type !== 'server-only' || r.allowed_origins.length > 0) {
    throw refuse(
      'origin_restriction',
      action === 'edit'
        ? 'a secret key cannot take an origin list: the key class cannot be changed by edit; create a pk_ key'
        : "a server-only key takes no hosts; use type 'public' for a browser key",
    );
  }
}

/**
 * `POST /keys`: the restriction decides the class. Absent (or null) = server-only, a secret key;
 * `public`/`allowlist` = a browser key, which needs at least one host; a server-only restriction
 * with hosts is refused (a list would be ignored silently otherwise).
 */
export function originRestrictionForCreate(input: unknown): { keyClass: KeyClass; restriction: OriginRestriction } {
  if (input === undefined || input === null) return { keyClass: 'secret', restriction: { type: 'server-only', allowed_origins: [] } };
  const r = parseOriginRestriction(input);
  const keyClass: KeyClass = r.type === 'server-only' ? 'secret' : 'public';
  classRules(keyClass, r, 'create');
  return { keyClass, restriction: r };
}

/** `PATCH /keys/{id}` (rule 7): the new restriction of a key whose class is fixed; 400 otherwise. */
export function originRestrictionForEdit(keyClass: KeyClass, input: unknown): OriginRestriction {
  const r = parseOriginRestriction(input);
  classRules(keyClass, r, 'edit');
  return r;
}
