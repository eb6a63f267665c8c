/**
 * The request path of DESIGN.md, one step after the other:
 *
 *   onRequest   request id -> access (key / keyless / bearer) -> origin -> scope -> subscription
 *               -> plan/pack -> rate-limit window (a 429 spends nothing, moves nothing)
 *   preHandler  cache lookup (5 min, same key + endpoint + normalised body: a HIT costs 0)
 *               -> per-key budget and credits, reserved atomically in the store
 *   onSend      a failed call gives its reserved credits back; headers (credits, limits,
 *               budget, grace) on every answer, errors included; a success is cached
 *   onResponse  the request is counted in the usage log
 *
 * Each rule itself lives in runtime/src/access and runtime/src/metering; this module only
 * runs them in order against the Store and the injected Clock.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Cacheable } from 'cacheable';
import { ApiError } from '@celestial/core';
import type { Caller, Clock } from '@celestial/core';
import type { RegisteredOperation } from '../registry.js';
import type { Account, ApiKey, Store } from '../store/store.js';
import { hashKeyValue } from '../access/key-format.js';
import { checkOrigin, originCounterKey, originShareFor } from '../access/origin.js';
import { checkScope } from '../access/scope.js';
import { billingCycle, checkSubscription, creditsResetDate } from '../metering/cycle.js';
import type { SubscriptionState } from '../metering/cycle.js';
import { checkPlanAndPack, creditCost, keyRateCounterKey, planLimits, RATE_WINDOW_MS } from '../metering/plans.js';
import type { Tier } from '../metering/plans.js';
import { buildResponseHeaders, creditsExhaustedError, creditsRemaining, keyBudgetExhaustedError, rateLimitError } from '../metering/headers.js';
import { keylessCost, keylessCounters, SITE_HEADER } from '../metering/keyless.js';
import { AI_PACK, refundAiSpend, reserveAiSpend } from '../metering/ai-spend.js';
import type { CounterSpec, CounterState } from '../metering/keyless.js';

/** The response cache window (SERVICE-SPEC "Caching"). */
export const CACHE_WINDOW_MS = 5 * 60 * 1000;

interface Metering {
  now: number;
  /** The origin-list entry that admitted the request, for per-origin usage. */
  originEntry: string | null;
  entry: RegisteredOperation;
  key: ApiKey | null;
  account: Account | null;
  counters: CounterState[];
  cost: number;
  anonymousWithSite: boolean;
  origin: { limit: number; remaining: number } | null;
  subscription: SubscriptionState | undefined;
  /** Credits reserved for this call (given back if it fails). */
  reserved: number;
  /** Credits reserved against the AI spend cap (given back if the call fails). */
  aiReserved: number;
  /** Credits used in the cycle after this call, account and key. */
  accountUsed: number | null;
  keyUsed: number | null;
  cacheKey: string | null;
  cacheHit: boolean;
  /** Refused by the rate limit: nothing is counted. */
  rateRefused: boolean;
  deprecatedKeyQuery: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    metering?: Metering;
  }
}

export interface AccessOptions {
  store: Store;
  clock: Clock;
  upgradeUrl: string;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined || s === '' ? undefined : s;
}

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * Takes a slot from every counter; the first refusal stops the call. With several counters
 * each is asked first (peekRateSlot), so a refusal by a later one leaves the earlier ones
 * untouched ("a 429 moves nothing"). Two calls racing for the last slot between the peek and
 * the take can still leave one earlier slot taken; the window heals within its length.
 */
async function takeSlots(store: Store, specs: readonly (CounterSpec & { origin?: boolean })[], now: number, cost: number): Promise<{ states: (CounterState & { origin?: boolean })[]; refused: boolean }> {
  const states: (CounterState & { origin?: boolean })[] = [];
  if (specs.length > 1) {
    for (const spec of specs) {
      const r = await store.peekRateSlot({ counterKey: spec.counterKey, windowMs: spec.windowMs, limit: spec.limit, now, cost });
      if (!r.admitted) {
        states.push({ scope: spec.scope, limit: r.limit, remaining: r.remaining, resetAt: r.resetAt, admitted: false, origin: spec.origin });
        return { states, refused: true };
      }
    }
  }
  for (const spec of specs) {
    const r = await store.takeRateSlot({ counterKey: spec.counterKey, windowMs: spec.windowMs, limit: spec.limit, now, cost });
    states.push({ scope: spec.scope, limit: r.limit, remaining: r.remaining, resetAt: r.resetAt, admitted: r.admitted, origin: spec.origin });
    if (!r.admitted) return { states, refused: true };
  }
  return { states, refused: false };
}

export function registerAccess(app: FastifyInstance, options: AccessOptions): void {
  const { store, clock } = options;
  const cache = new Cacheable({ ttl: CACHE_WINDOW_MS });

  async function authenticateKey(request: FastifyRequest, m: Metering, value: string): Promise<void> {
    const key = await store.findKeyByHash(hashKeyValue(value));
    if (!key || key.status === 'revoked') throw new ApiError('INVALID_API_KEY');
    if (key.status === 'suspended') throw new ApiError('KEY_SUSPENDED');
    const account = await store.getAccount(key.accountId);
    if (!account) throw new ApiError('INVALID_API_KEY');
    m.key = key;
    m.account = account;
    request.caller = { kind: 'key', accountId: account.id, keyId: key.id, mode: key.mode, isMaster: key.isMaster, sessionHash: null, ip: request.ip };
  }

  app.addHook('onRequest', async (request) => {
    const entry = request.routeOptions.config?.operation;
    if (!entry) return;
    const now = clock.now().getTime();
    const m: Metering = {
      now, originEntry: null, entry, key: null, account: null, counters: [], cost: 1, anonymousWithSite: false, origin: null, subscription: undefined,
      reserved: 0, aiReserved: 0, accountUsed: null, keyUsed: null, cacheKey: null, cacheHit: false, rateRefused: false, deprecatedKeyQuery: false,
    };
    request.metering = m;
    const auth = entry.manifest.auth;
    let keyValue = header(request, 'x-api-key');

    if (auth === 'bearer') {
      if (keyValue) throw new ApiError('WRONG_AUTH_METHOD');
      const authz = header(request, 'authorization');
      const token = authz && /^Bearer\s+(\S+)$/i.exec(authz)?.[1];
      if (!token) throw new ApiError('MISSING_BEARER');
      const hash = sha256(token);
      const session = await store.findSession(hash, now);
      if (!session) throw new ApiError('INVALID_API_KEY', 'The Bearer token is unknown or expired; log in again');
      const account = await store.getAccount(session.accountId);
      if (!account) throw new ApiError('INVALID_API_KEY', 'The Bearer token is unknown or expired; log in again');
      m.account = account;
      request.caller = { kind: 'bearer', accountId: account.id, keyId: null, mode: null, isMaster: false, sessionHash: hash, ip: request.ip };
      return;
    }

    if (!keyValue && entry.key === 'GET /status') {
      // The deprecated ?key= still works on /status (SERVICE-SPEC "Versioning" 3).
      const q = (request.query as Record<string, unknown> | undefined)?.key;
      if (typeof q === 'string' && q !== '') {
        keyValue = q;
        m.deprecatedKeyQuery = true;
      }
    }

    if (!keyValue) {
      if (auth !== 'keyless') throw new ApiError('MISSING_API_KEY');
      // Anonymous keyless call: per-IP, or per-site and per-IP, hourly counters, in units.
      const site = request.headers[SITE_HEADER];
      const specs = keylessCounters(request.ip, site);
      m.anonymousWithSite = specs.some((s) => s.scope === 'site');
      m.cost = keylessCost(request.method, entry.op.path);
      const { states, refused } = await takeSlots(store, specs, now, m.cost);
      m.counters = states;
      request.caller = { kind: 'anonymous', accountId: null, keyId: null, mode: null, isMaster: false, sessionHash: null, ip: request.ip };
      if (refused) {
        m.rateRefused = true;
        throw rateLimitError(states, now);
      }
      return;
    }

    await authenticateKey(request, m, keyValue);
    const key = m.key!;
    const account = m.account!;
    if (auth === 'master' && !key.isMaster) {
      throw new ApiError('INSUFFICIENT_SCOPE', 'Key management needs the account\'s master key; this is a regular key');
    }
    const decision = checkOrigin(key.origin_restriction, { origin: request.headers.origin, referer: request.headers.referer });
    m.originEntry = decision.admittedBy;
    checkScope(key.allowed_endpoints, request.url, entry.op.path);
    m.subscription = checkSubscription(account, now);
    checkPlanAndPack(account, entry.manifest);

    // Sliding window per key; with an origin list, per list entry at its share of the limit.
    const limits = planLimits(account);
    const share = decision.admittedBy !== null ? originShareFor(key.origin_restriction, limits.ratePerMin) : null;
    const spec: CounterSpec & { origin?: boolean } =
      share !== null && decision.admittedBy !== null
        ? { scope: 'key', counterKey: originCounterKey(key.id, decision.admittedBy), limit: share, windowMs: RATE_WINDOW_MS, origin: true }
        : { scope: 'key', counterKey: keyRateCounterKey(key.id), limit: limits.ratePerMin, windowMs: RATE_WINDOW_MS };
    m.cost = 1;
    const { states, refused } = await takeSlots(store, [spec], now, 1);
    m.counters = states;
    if (spec.origin) m.origin = { limit: states[0]!.limit, remaining: states[0]!.remaining };
    if (refused) {
      m.rateRefused = true;
      throw rateLimitError(states, now);
    }
    await store.touchKey(key.id, now);
  });

  app.addHook('preHandler', async (request, reply) => {
    const m = request.metering;
    if (!m || !m.key || !m.account) return;
    const { entry, key, account, now } = m;
    // Response cache: same key, same endpoint, same JSON body after whitespace normalisation,
    // same Accept-Language: the header picks the response language (SERVICE-SPEC, before `lang`,
    // which the URL already carries), so one language's answer must not serve another's.
    if (entry.op.calculation && !entry.op.produces) {
      const language = request.headers['accept-language'] ?? '';
      m.cacheKey = sha256(`${key.id}\u0000${request.method} ${request.url}\u0000${JSON.stringify(request.body ?? null)}\u0000${language}`);
      const hit = (await cache.get<{ payload: string; at: number }>(m.cacheKey)) ?? null;
      if (hit && now - hit.at < CACHE_WINDOW_MS) {
        m.cacheHit = true;
        reply.header('X-Cache', 'HIT');
        reply.type('application/json; charset=utf-8').send(hit.payload);
        return reply;
      }
    }
    const cycle = billingCycle(now);
    const amount = creditCost(entry.manifest.tier as Tier, key.mode);
    const limits = planLimits(account);
    if (amount === 0) {
      m.accountUsed = await store.creditsUsed(account.id, cycle.start);
      m.keyUsed = key.credits_cap_cycle !== null ? await store.keyCreditsUsed(key.id, cycle.start) : null;
      return;
    }
    if (entry.manifest.pack === AI_PACK && account.aiSpendCap !== null) {
      await reserveAiSpend(store, account.id, account.aiSpendCap, cycle.start, amount);
      m.aiReserved = amount;
    }
    const r = await store.chargeCredits({
      accountId: account.id, keyId: key.id, cycleStart: cycle.start, amount, monthlyLimit: limits.credits,
      allowOverage: account.plan !== 'free' && account.overageEnabled, keyCap: key.credits_cap_cycle,
    });
    m.accountUsed = r.accountUsed;
    m.keyUsed = r.keyUsed;
    if (!r.ok) {
      if (m.aiReserved > 0) {
        await refundAiSpend(store, account.id, cycle.start, m.aiReserved);
        m.aiReserved = 0;
      }
      const resetDate = creditsResetDate(now);
      if (r.reason === 'key_budget_exhausted') throw keyBudgetExhaustedError({ limit: key.credits_cap_cycle ?? 0, used: r.keyUsed, resetDate });
      throw creditsExhaustedError({ plan: account.plan, limit: limits.credits, used: r.accountUsed, resetDate, upgradeUrl: options.upgradeUrl });
    }
    m.reserved = amount;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const m = request.metering;
    if (!m) return payload;
    const failed = reply.statusCode >= 400;
    if (failed && m.reserved > 0 && m.key && m.account) {
      // A failed calculation gives its reserved credits back.
      const r = await store.refundCredits({ accountId: m.account.id, keyId: m.key.id, cycleStart: billingCycle(m.now).start, amount: m.reserved });
      m.accountUsed = r.accountUsed;
      m.keyUsed = r.keyUsed;
      m.reserved = 0;
    }
    if (failed && m.aiReserved > 0 && m.account) {
      await refundAiSpend(store, m.account.id, billingCycle(m.now).start, m.aiReserved);
      m.aiReserved = 0;
    }
    const headers: Record<string, string> = {};
    if (m.account && m.key) {
      const limits = planLimits(m.account);
      const used = m.accountUsed ?? (await store.creditsUsed(m.account.id, billingCycle(m.now).start));
      Object.assign(headers, buildResponseHeaders({
        now: m.now,
        credits: { used: m.reserved, remaining: creditsRemaining(limits.credits, used), limit: limits.credits, resetDate: creditsResetDate(m.now) },
        counters: m.counters,
        cost: m.cost,
        origin: m.origin,
        budget: m.key.credits_cap_cycle !== null ? { limit: m.key.credits_cap_cycle, remaining: m.key.credits_cap_cycle - (m.keyUsed ?? (await store.keyCreditsUsed(m.key.id, billingCycle(m.now).start))) } : null,
        subscription: m.subscription,
      }));
    } else if (m.counters.length > 0) {
      Object.assign(headers, buildResponseHeaders({ now: m.now, counters: m.counters, cost: m.cost, anonymousWithSite: m.anonymousWithSite }));
    }
    if (m.deprecatedKeyQuery) {
      headers['Deprecation'] = 'true';
      headers['Warning'] = '299 - "The key query parameter is deprecated; send the key in the X-Api-Key header"';
    }
    reply.headers(headers);
    if (!failed && m.cacheKey && !m.cacheHit && typeof payload === 'string') {
      await cache.set(m.cacheKey, { payload, at: m.now }, CACHE_WINDOW_MS);
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const m = request.metering;
    if (!m || !m.key || !m.account || m.rateRefused) return;
    await store.recordUsage({
      keyId: m.key.id, accountId: m.account.id, endpoint: m.entry.key, credits: reply.statusCode < 400 ? m.reserved : 0, mode: m.key.mode, at: m.now,
      origin: m.originEntry,
    });
  });
}

export type { Caller };
