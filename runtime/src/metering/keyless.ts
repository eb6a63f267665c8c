/**
 * The keyless namespaces (SERVICE-SPEC "Authentication" 2, "Limits" / "Keyless namespaces") and
 * the choice of the tightest rate counter ("Response headers").
 *
 * Decisions the specification leaves open:
 * - Namespaces are matched on the path relative to `/v1`, case-insensitively, at a segment
 *   boundary: `/reference/signs` is keyless, `/references` and `/publication` are not.
 * - A call carrying a key is not keyless: it counts at the plan's rate (Authentication 2); the
 *   caller decides that before asking for keyless counters.
 * - `X-Service-Site-URL` is reduced to its host like an origin (lower case, no scheme, port or
 *   path, one leading `www.` stripped), so `https://www.site.io/page` and `site.io` share one
 *   site counter. A value with no usable host counts as no declaration (the 30/hour row): the
 *   header is a declaration, not a credential, and a bad one gains nothing.
 * - The two rows use distinct per-IP counters (`ip:<addr>` undeclared, `ip-site:<addr>`
 *   declared): each mode has its own ceiling, and the declared ceiling is independent of
 *   undeclared traffic from the same address. The IP is taken as given (lower-cased).
 * - Windows are sliding hours. Costs are 1 unit, 3 for `POST /public/synastry`.
 * - The tightest counter: a counter that refused the call first; then the fewest units left;
 *   then the smaller limit; then the order site, ip, key (the first listed counter on a tie).
 */
import { parseHost, stripWww } from '../access/origin.js';
import type { Millis } from '../store/store.js';

export const KEYLESS_NAMESPACES = ['reference', 'public', 'embed', 'i18n'] as const;
export const KEYLESS_WINDOW_MS = 60 * 60 * 1000;
export const KEYLESS_LIMITS = { ipUndeclared: 30, site: 300, ipDeclared: 600 } as const;
export const SITE_HEADER = 'x-service-site-url';

export type RateScope = 'ip' | 'site' | 'key';

/** A counter to take a slot from (the store's `takeRateSlot` request, minus `now` and `cost`). */
export interface CounterSpec {
  scope: RateScope;
  counterKey: string;
  limit: number;
  windowMs: number;
}

/** One counter after the call: the store's answer with its scope. */
export interface CounterState {
  scope: RateScope;
  limit: number;
  remaining: number;
  resetAt: Millis;
  /** False when this counter refused the call. */
  admitted?: boolean;
}

function strip(path: string): string {
  let p = path.split(/[?#]/)[0]!.toLowerCase().replace(/^\/+/, '');
  if (p.startsWith('v1/')) p = p.slice(3);
  return p;
}

/** Whether the path (with or without `/v1`) is in one of the four keyless namespaces. */
export function isKeylessPath(path: string): boolean {
  const p = strip(path);
  return KEYLESS_NAMESPACES.some((ns) => p.startsWith(`${ns}/`) && p.length > ns.length + 1);
}

/** Units a keyless call spends: 3 for `POST /public/synastry`, 1 otherwise. */
export function keylessCost(method: string, path: string): number {
  return method.toUpperCase() === 'POST' && strip(path).replace(/\/+$/, '') === 'public/synastry' ? 3 : 1;
}

/** The declared site as a host, or null when the header is absent or has no host. */
export function normaliseSite(value: string | string[] | undefined): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined || v.trim() === '') return null;
  const host = parseHost(v);
  if (host === null || host === 'null') return null;
  return stripWww(host);
}

/** The counters of a keyless call: one per IP undeclared; per site and per IP, both, declared. */
export function keylessCounters(ip: string, siteHeader: string | string[] | undefined): CounterSpec[] {
  const addr = ip.trim().toLowerCase();
  const site = normaliseSite(siteHeader);
  if (site === null) {
    return [{ scope: 'ip', counterKey: `ip:${addr}`, limit: KEYLESS_LIMITS.ipUndeclared, windowMs: KEYLESS_WINDOW_MS }];
  }
  return [
    { scope: 'site', counterKey: `site:${site}`, limit: KEYLESS_LIMITS.site, windowMs: KEYLESS_WINDOW_MS },
    { scope: 'ip', counterKey: `ip-site:${addr}`, limit: KEYLESS_LIMITS.ipDeclared, windowMs: KEYLESS_WINDOW_MS },
  ];
}

const SCOPE_ORDER: Record<RateScope, number> = { site: 0, ip: 1, key: 2 };

/** The counter that binds: a refusing one first, then the fewest left, the smaller limit, site/ip/key. */
export function tightestCounter<T extends CounterState>(counters: readonly T[]): T {
  if (counters.length === 0) throw new Error('no counters');
  let best = counters[0]!;
  for (const c of counters.slice(1)) {
    const cRefused = c.admitted === false ? 0 : 1;
    const bRefused = best.admitted === false ? 0 : 1;
    if (cRefused !== bRefused) {
      if (cRefused < bRefused) best = c;
      continue;
    }
    if (c.remaining !== best.remaining) {
      if (c.remaining < best.remaining) best = c;
      continue;
    }
    if (c.limit !== best.limit) {
      if (c.limit < best.limit) best = c;
      continue;
    }
    if (SCOPE_ORDER[c.scope] < SCOPE_ORDER[best.scope]) best = c;
  }
  return best;
}
