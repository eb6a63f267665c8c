/**
 * The request path of DESIGN.md, one step after the other:
 *
 *   onRequest   request id -> access (key / keyless / bearer) -> origin -> scope -> subscription
 *               -> plan/pack -> rate-limit window checked (a 429 spends nothing, moves nothing)
 *   preHandler  cache lookup (5 min, same key + endpoint + raw body without whitespace: a HIT
 *               costs 0) -> store.meter: rate slot, key budget and credits reserved, usage
 *               record written as a reservation, key touched, in ONE store transaction
 *   onSend      a failed call's reservation is refunded; headers (credits, limits, budget,
 *               grace) on every answer, errors included; a success is cached. A keyed call
 *               refused before the preHandler (bad input, scope) still takes its rate slot and
 *               is recorded here (malformed requests count, DESIGN.md "Request path").
 *   onResponse  an answered call's reservation becomes its usage record
 *   onReady     reservations orphaned by a killed process are refunded (settleOrphans)
 *
 * The keyed window is peeked in onRequest and taken in preHandler's transaction, so the rate
 * slot, the charge and the usage record commit together (issue 10: 4-5 SQLite commits a
 * request became 2). A peek that passes and a take that then refuses (another call took the
 * last slot meanwhile) is answered 429 like a refused peek.
 *
 * Each rule itself lives in runtime/src/access and runtime/src/metering; this module only
 * runs them in order against the Store and the injected Clock.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@celestial/core';
import type { Caller, Clock } from '@celestial/core';
import type { RegisteredOperation } from '../registry.js';
import type { Account, ApiKey, Store } from '../store/store.js';
import { hashKeyValue } from '../access/key-format.js';
import { sessionTokenHash } from '../accounts/passwords.js';
import { sha256Hex } from '../sha256.js';
import { checkOrigin, originCounterKey, originShareFor } from '../access/origin.js';
import { checkScope } from '../access/scope.js';
import { billingCycle, checkSubscription, creditsResetDate } from '../metering/cycle.js';
import type { SubscriptionState } from '../metering/cycle.js';
import { checkPlanAndPack, creditCost, keyRateCounterKey, planLimits, RATE_WINDOW_MS } from '../metering/plans.js';
import type { Tier } from '../metering/plans.js';
import { buildResponseHeaders, creditsExhaustedError, creditsRemaining, keyBudgetExhaustedError, rateLimitError, secondsUntil } from '../metering/headers.js';
import { keylessCost, keylessCounters, SITE_HEADER } from '../metering/keyless.js';
import { AI_PACK, ownProviderCost, refundAiSpend, reserveAiSpend, usesOwnProvider } from '../metering/ai-spend.js';
import type { CounterSpec, CounterState } from '../metering/keyless.js';
import type { RateSlotRequest, UsageRecord } from '../store/store.js';
import { CACHE_WINDOW_MS, DEFAULT_SHARED_FROM_TIER, ResponseCache } from '../cache/response-cache.js';

export { CACHE_WINDOW_MS };

/**
 * A reservation older than this at start-up belongs to a dead process. Longer than the slowest
 * operation (tier 6, up to 120 s, SERVICE-SPEC "Price tiers") so a live instance's call in flight
 * is never taken for an orphan.
 */
export const ORPHAN_RESERVATION_AGE_MS = 5 * 60 * 1000;

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
  /** Credits reserved for this call (given back if it fails); what it was charged once answered. */
  reserved: number;
  /** The pending usage record holding `reserved` until the answer settles it. */
  reservationId: string | null;
  /** The keyed rate slot this call takes (null: it takes none, e.g. refused before the window check or by a 429). */
  rateSlot: (RateSlotRequest & { origin?: boolean }) | null;
  /** The store metered this call (rate slot, charge, usage record); onSend records the rest. */
  metered: boolean;
  /** Credits reserved against the AI spend cap (given back if the call fails). */
  aiReserved: number;
  /** Credits used in the cycle after this call, account and key. */
  accountUsed: number | null;
  keyUsed: number | null;
  cacheKey: string | null;
  cacheHit: boolean;
  /** Refused by the rate limit: nothing is counted. */
  rateRefused: boolean;
  /** `counters` are this process's estimate (windowRoom), not yet a read of the window. */
  windowEstimated: boolean;
  deprecatedKeyQuery: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    metering?: Metering;
  }
  interface FastifyInstance {
    /** The response cache (its flush() writes the store tier's pending batch: tests, shutdown). */
    responseCache: ResponseCache;
  }
}

export interface AccessOptions {
  store: Store;
  clock: Clock;
  upgradeUrl: string;
  /** The in-process cache tier's caps (CELESTIAL_CACHE_MAX_BYTES / _MAX_ENTRIES). */
  cacheMaxBytes?: number;
  cacheMaxEntries?: number;
  /** Share cached answers through the store (CELESTIAL_CACHE_SHARED); default on. */
  cacheShared?: boolean;
  /** The lowest price tier whose answers go to the store tier (cache/response-cache.ts: 3). */
  cacheSharedFromTier?: number;
  /** The store tier's write-behind delay (cache/response-cache.ts: 20 ms; 0 writes at once). */
  cacheWriteDelayMs?: number;
}

/**
 * A deprecated operation's headers, from its manifest (`deprecated`, `sunset`, `successors`):
 * `Deprecation: true` (the form /status's ?key= already sends), `Sunset` as an HTTP-date
 * (RFC 8594 section 3: the manifest's 2027-06-16 is sent as "Wed, 16 Jun 2027 00:00:00 GMT")
 * and one `Link: <...>; rel="successor-version"` per successor (RFC 5829), path templates'
 * braces percent-encoded so the targets are URI references.
 */
export function deprecationHeaders(manifest: RegisteredOperation['manifest']): Record<string, string> {
  if (!manifest.deprecated) return {};
  const out: Record<string, string> = { Deprecation: 'true' };
  if (manifest.sunset) out['Sunset'] = new Date(`${manifest.sunset}T00:00:00Z`).toUTCString();
  if (manifest.successors?.length) {
    out['Link'] = manifest.successors
      .map((key) => `</v1${key.replace(/^[A-Z]+ /, '').replace(/\{/g, '%7B').replace(/\}/g, '%7D')}>; rel="successor-version"`)
      .join(', ');
  }
  return out;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined || s === '' ? undefined : s;
}

/** windowRoom: how long a read of a window stands in for the peek, and the room it must leave. */
export const WINDOW_ROOM_MS = 1_000;
export const WINDOW_ROOM_MARGIN = 16;


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
  const cache = new ResponseCache({
    ...(options.cacheMaxBytes !== undefined ? { maxBytes: options.cacheMaxBytes } : {}),
    ...(options.cacheMaxEntries !== undefined ? { maxEntries: options.cacheMaxEntries } : {}),
    store: options.cacheShared === false ? null : store,
    ...(options.cacheWriteDelayMs !== undefined ? { writeDelayMs: options.cacheWriteDelayMs } : {}),
    now: () => clock.now().getTime(),
    onStoreError: (err) => app.log.warn({ err }, 'response cache: store tier unavailable'),
  });
  app.decorate('responseCache', cache);
  app.addHook('onClose', async () => cache.close());
  const sharedFromTier = options.cacheSharedFromTier ?? DEFAULT_SHARED_FROM_TIER;
  /** Whether an operation's answers go through the store tier (cache/response-cache.ts: price tier 3 and up). */
  const sharedAnswers = (entry: RegisteredOperation) => entry.manifest.tier >= sharedFromTier;
  // A process killed between a charge and its answer left a reservation: refund it (the caller
  // got no answer, and the spec charges successful calls only), so usage agrees with credits.
  app.addHook('onReady', async () => {
    const n = await store.settleOrphanedReservations(clock.now().getTime() - ORPHAN_RESERVATION_AGE_MS);
    if (n > 0) app.log.warn({ refunded: n }, 'refunded reservations left by a stopped process');
  });

  function usageOf(m: Metering, credits: number): UsageRecord {
    return { keyId: m.key!.id, accountId: m.account!.id, endpoint: m.entry.key, credits, mode: m.key!.mode, at: m.now, origin: m.originEntry };
  }

  /** The call's window for its headers; `estimated`: windowRoom's count, not a read (not noted back). */
  function counterState(m: Metering, r: { limit: number; remaining: number; resetAt: number; admitted: boolean }, estimated = false): void {
    m.counters = [{ scope: 'key', limit: r.limit, remaining: r.remaining, resetAt: r.resetAt, admitted: r.admitted }];
    m.windowEstimated = estimated;
    if (m.rateSlot?.origin) m.origin = { limit: r.limit, remaining: r.remaining };
    if (m.rateSlot && !estimated) noteWindow(m.rateSlot.counterKey, r, m.now);
  }

  /**
   * What this process last read of each keyed window (a peek's or a take's answer), so that the
   * peek before the body is read can be skipped while the window has plenty of room: that read was
   * one SQLite statement in every call (2.2% of a varied /v1/planets' CPU, bench/profile.ts). The
   * peek only refuses early; the take in the same transaction as the charge (store.meter) decides,
   * exactly, so a window that other instances filled meanwhile is still refused, by the take (a
   * 429 that moves nothing), after the body was read. The room is counted down by every call
   * admitted on it and read again when it falls under WINDOW_ROOM_MARGIN or is older than
   * WINDOW_ROOM_MS; every call's headers come from its take.
   */
  const windowRoom = new Map<string, { limit: number; remaining: number; resetAt: number; at: number }>();
  function noteWindow(counterKey: string, r: { limit: number; remaining: number; resetAt: number }, now: number): void {
    if (windowRoom.size >= 10_000 && !windowRoom.has(counterKey)) windowRoom.clear();
    windowRoom.set(counterKey, { limit: r.limit, remaining: r.remaining, resetAt: r.resetAt, at: now });
  }
  function roomInWindow(slot: RateSlotRequest): { admitted: true; limit: number; remaining: number; resetAt: number } | null {
    const known = windowRoom.get(slot.counterKey);
    if (!known || known.limit !== slot.limit || slot.now - known.at > WINDOW_ROOM_MS || slot.now < known.at) return null;
    if (known.remaining - slot.cost < WINDOW_ROOM_MARGIN) return null;
    known.remaining -= slot.cost;
    return { admitted: true, limit: slot.limit, remaining: known.remaining, resetAt: known.resetAt };
  }

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
      reserved: 0, reservationId: null, rateSlot: null, metered: false, aiReserved: 0, accountUsed: null, keyUsed: null, cacheKey: null, cacheHit: false, rateRefused: false, windowEstimated: false, deprecatedKeyQuery: false,
    };
    request.metering = m;
    const auth = entry.manifest.auth;
    let keyValue = header(request, 'x-api-key');

    if (auth === 'bearer') {
      if (keyValue) throw new ApiError('WRONG_AUTH_METHOD');
      const authz = header(request, 'authorization');
      const token = authz && /^Bearer\s+(\S+)$/i.exec(authz)?.[1];
      if (!token) throw new ApiError('MISSING_BEARER');
      const hash = sessionTokenHash(token);
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
    // Checked here, before the body is read; taken with the charge in preHandler (or in onSend
    // when the call is refused before that).
    const slot = { counterKey: spec.counterKey, windowMs: spec.windowMs, limit: spec.limit, now, cost: 1, origin: spec.origin };
    m.rateSlot = slot;
    const room = roomInWindow(slot);
    const peek = room ?? (await store.peekRateSlot(slot));
    counterState(m, peek, room !== null);
    if (!peek.admitted) {
      m.rateRefused = true;
      m.rateSlot = null;
      throw rateLimitError(m.counters, now);
    }
  });

  /** The window refused at the take: a 429 that moves nothing, like a refused peek. */
  function refusedAtTake(m: Metering, r: { limit: number; remaining: number; resetAt: number; admitted: boolean }): ApiError {
    counterState(m, r);
    m.rateRefused = true;
    m.rateSlot = null;
    return rateLimitError(m.counters, m.now);
  }

  app.addHook('preHandler', async (request, reply) => {
    const m = request.metering;
    if (!m || !m.key || !m.account) return;
    const { entry, key, account, now } = m;
    // Response cache: same key, same endpoint, same JSON body after whitespace normalisation,
    // same Accept-Language: the header picks the response language (SERVICE-SPEC, before `lang`,
    // which the URL already carries), so one language's answer must not serve another's.
    // The key is the raw body's bytes without the whitespace between tokens (http/body.ts), never
    // a re-serialisation of the parsed value (JSON.stringify of a deep body overflowed the stack).
    // Bring-your-own-key calls (X-Provider, SERVICE-SPEC POST /interpret/tarot) bypass both caches.
    const ownProvider = usesOwnProvider(request.headers);
    if (entry.op.calculation && !entry.op.produces && entry.op.cache !== false && !ownProvider) {
      const language = request.headers['accept-language'] ?? '';
      m.cacheKey = sha256Hex(`${key.id}\u0000${request.method} ${request.url}\u0000${request.bodyKey ?? ''}\u0000${language}`);
      const hit = await cache.get(m.cacheKey, now, sharedAnswers(entry));
      if (hit) {
        const r = await store.meter({ rate: m.rateSlot, charge: null, usage: usageOf(m, 0), touchKeyId: key.id });
        m.metered = true;
        if (r.rate) counterState(m, r.rate);
        if (!r.ok) throw refusedAtTake(m, r.rate!);
        m.cacheHit = true;
        reply.header('X-Cache', 'HIT');
        reply.type('application/json; charset=utf-8').send(hit.answer.payload);
        return reply;
      }
    }
    const cycle = billingCycle(now);
    // An `ai` pack call on the caller's own provider key: 5 credits, outside the AI spend cap (metering/ai-spend.ts).
    const ownKeyAi = ownProvider && entry.manifest.pack === AI_PACK;
    const amount = ownKeyAi ? ownProviderCost(key.mode) : creditCost(entry.manifest.tier as Tier, key.mode);
    const limits = planLimits(account);
    const untilReset = secondsUntil(cycle.resetAt, now);
    if (amount === 0) {
      const r = await store.meter({ rate: m.rateSlot, charge: null, usage: usageOf(m, 0), touchKeyId: key.id });
      m.metered = true;
      if (r.rate) counterState(m, r.rate);
      if (!r.ok) throw refusedAtTake(m, r.rate!);
      m.accountUsed = await store.creditsUsed(account.id, cycle.start);
      m.keyUsed = key.credits_cap_cycle !== null ? await store.keyCreditsUsed(key.id, cycle.start) : null;
      return;
    }
    if (entry.manifest.pack === AI_PACK && account.aiSpendCap !== null && !ownKeyAi) {
      try {
        await reserveAiSpend(store, account.id, account.aiSpendCap, cycle.start, amount, untilReset);
      } catch (err) {
        m.rateSlot = null; // a 429 moves no window
        throw err;
      }
      m.aiReserved = amount;
    }
    const r = await store.meter({
      rate: m.rateSlot,
      charge: {
        accountId: account.id, keyId: key.id, cycleStart: cycle.start, amount, monthlyLimit: limits.credits,
        allowOverage: account.plan !== 'free' && account.overageEnabled, keyCap: key.credits_cap_cycle,
      },
      usage: usageOf(m, amount),
      touchKeyId: key.id,
    });
    if (r.rate) counterState(m, r.rate);
    if (r.accountUsed !== null) m.accountUsed = r.accountUsed;
    if (r.keyUsed !== null) m.keyUsed = r.keyUsed;
    if (!r.ok) {
      m.metered = r.reason === 'rate_limited';
      if (m.aiReserved > 0) {
        await refundAiSpend(store, account.id, cycle.start, m.aiReserved);
        m.aiReserved = 0;
      }
      if (r.reason === 'rate_limited') throw refusedAtTake(m, r.rate);
      // A credit or budget refusal takes no rate slot (SERVICE-SPEC "Errors": a 429 does not move
      // the window); onSend records the refused call without one. The headers show the window
      // as it is, not as the peek foresaw it after this call.
      // The window as it is: read now if the peek was skipped (windowRoom).
      if (m.windowEstimated) counterState(m, await store.peekRateSlot(m.rateSlot!));
      m.rateSlot = null;
      for (const c of m.counters) if (c.admitted) c.remaining += m.cost;
      const resetDate = creditsResetDate(now);
      if (r.reason === 'key_budget_exhausted') throw keyBudgetExhaustedError({ limit: key.credits_cap_cycle ?? 0, used: r.keyUsed, resetDate, retryAfterSeconds: untilReset });
      throw creditsExhaustedError({ plan: account.plan, limit: limits.credits, used: r.accountUsed, resetDate, upgradeUrl: options.upgradeUrl, retryAfterSeconds: untilReset });
    }
    m.metered = true;
    m.reserved = amount;
    m.reservationId = r.reservationId;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const m = request.metering;
    if (!m) return payload;
    const failed = reply.statusCode >= 400;
    if (failed && m.reservationId !== null) {
      // A failed calculation gives its reserved credits back; its record keeps 0 credits.
      const r = await store.settleReservation({ reservationId: m.reservationId, answered: false });
      m.reservationId = null;
      if (r) {
        m.accountUsed = r.accountUsed;
        m.keyUsed = r.keyUsed;
      }
      m.reserved = 0;
    }
    if (!m.metered && !m.rateRefused && m.key && m.account) {
      // Refused before the preHandler (bad input, scope, plan) or by credits: the call is
      // recorded, and takes its rate slot when it passed the window check.
      m.metered = true;
      const r = await store.meter({ rate: m.rateSlot, charge: null, usage: usageOf(m, 0), touchKeyId: m.rateSlot ? m.key.id : null });
      if (r.rate) counterState(m, r.rate);
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
    Object.assign(headers, deprecationHeaders(m.entry.manifest));
    reply.headers(headers);
    if (!failed && m.cacheKey && !m.cacheHit && typeof payload === 'string') {
      // Encoded once: the same bytes are cached (off the JavaScript heap) and sent.
      const bytes = Buffer.from(payload, 'utf8');
      await cache.set(m.cacheKey, { payload: bytes, at: m.now }, sharedAnswers(m.entry));
      return bytes;
    }
    return payload;
  });

  app.addHook('onResponse', async (request) => {
    const m = request.metering;
    if (!m || m.reservationId === null) return;
    // Answered: the reservation becomes the call's usage record, its credits kept.
    await store.settleReservation({ reservationId: m.reservationId, answered: true });
    m.reservationId = null;
  });
}

export type { Caller };
