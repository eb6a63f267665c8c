/**
 * Access and metering through HTTP (issue 3), one suite run on both store engines. The clock
 * is injected (ManualClock), so cycles, grace periods and windows are tested without waiting.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Test } from 'tap';
import { Type } from '@sinclair/typebox';
import { defineOperation, operationKey } from '@celestial/core';
import { freshApp } from '../helpers/app.js';
import { ManualClock } from '../../runtime/src/services/system-clock.js';
import { loadRegistry } from '../../runtime/src/registry.js';
import type { Registry } from '../../runtime/src/registry.js';
import type { Config } from '../../runtime/src/config.js';
import { issueKey } from '../../runtime/src/access/key-format.js';
import type { KeyMode, OriginRestriction, Plan, Store } from '../../runtime/src/store/store.js';

export interface Engine {
  open(): Promise<Store>;
  /** A second, independent connection to the same database. */
  second(store: Store): Promise<Store>;
}

const KYIV = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52 };
const START = new Date('2026-03-15T12:00:00Z');

/** The real registry plus one operation that needs the Pro plan and one in the reports pack. */
async function registryWithGatedOps(): Promise<Registry> {
  // Only the families the suite calls: another family's half-written files do not stop it.
  const base = await loadRegistry({ families: ['western', 'horary', 'reference'] });
  const gated = [
    { plan: 'pro' as const, pack: null, path: '/test-only/pro' },
    { plan: 'free' as const, pack: 'reports', path: '/test-only/pack' },
    { plan: 'free' as const, pack: 'ai', path: '/test-only/ai' },
  ].map(({ plan, pack, path }) => {
    const op = defineOperation({ method: 'POST', path, summary: 'gated', body: Type.Object({}), response: Type.Object({ ok: Type.Boolean() }), examples: [{ body: {} }], handler: () => ({ ok: true }) });
    return { key: operationKey(op), family: 'test', file: 'test', op, manifest: { tier: 1 as const, plan, pack, auth: 'key' as const } };
  });
  const operations = [...base.operations, ...gated];
  return { operations, byKey: new Map(operations.map((o) => [o.key, o])) };
}

interface World {
  app: FastifyInstance;
  store: Store;
  clock: ManualClock;
  account(plan: Plan, extra?: { overageEnabled?: boolean; paidUntil?: number | null; packs?: string[] }): Promise<string>;
  key(accountId: string, extra?: { mode?: KeyMode; origin?: OriginRestriction; cap?: number | null; scope?: string[] | null }): Promise<{ id: string; value: string }>;
  call(method: 'GET' | 'POST', url: string, key: string | null, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; headers: Record<string, any>; body: any }>;
}

export function meteringSuite(t: Test, engine: Engine): void {
  let registry: Registry;
  t.before(async () => {
    registry = await registryWithGatedOps();
  });

  async function world(store?: Store, clock = new ManualClock(START), config: Partial<Config> = {}): Promise<World> {
    const s = store ?? (await engine.open());
    const app = await freshApp({ store: s, registry, services: { Clock: clock }, config });
    // The app closes the connection it was given, so a mongodb client never outlives the file.
    app.addHook('onClose', async () => s.close());
    return {
      app,
      store: s,
      clock,
      async account(plan, extra = {}) {
        const id = randomUUID();
        await s.createAccount({ id, name: plan, plan, createdAt: clock.now().getTime(), overageEnabled: extra.overageEnabled ?? true, packs: extra.packs ?? [], subscription: { paidUntil: extra.paidUntil ?? null } });
        return id;
      },
      async key(accountId, extra = {}) {
        const origin = extra.origin ?? { type: 'server-only', allowed_origins: [] };
        const issued = issueKey(origin.type === 'server-only' ? 'secret' : 'public', extra.mode ?? 'live');
        const id = randomUUID();
        await s.createKey({
          id, accountId, class: origin.type === 'server-only' ? 'secret' : 'public', mode: extra.mode ?? 'live', hash: issued.hash, prefix: issued.prefix,
          first4: issued.first4, last4: issued.last4, name: 'k', origin_restriction: origin, credits_cap_cycle: extra.cap ?? null,
          allowed_endpoints: extra.scope ?? null, isMaster: false, createdAt: clock.now().getTime(),
        } as never);
        return { id, value: issued.value };
      },
      async call(method, url, key, body, headers = {}) {
        const r = await app.inject({ method, url, headers: { ...(key ? { 'x-api-key': key } : {}), ...headers }, ...(body !== undefined ? { payload: body as object } : {}) });
        let parsed: any = r.body;
        try {
          parsed = JSON.parse(r.body);
        } catch {
          /* keep text */
        }
        return { status: r.statusCode, headers: r.headers, body: parsed };
      },
    };
  }

  /** Two app instances on one store (two connections to it), sharing a clock; closed at the test's end. */
  async function twoInstances(t: Test) {
    const storeA = await engine.open();
    const storeB = await engine.second(storeA);
    const clock = new ManualClock(START);
    const a = await world(storeA, clock);
    const b = await world(storeB, clock);
    t.teardown(async () => {
      await a.app.close();
      await b.app.close();
    });
    return { storeA, storeB, clock, a, b };
  }

  t.test('authentication: missing, unknown, revoked and suspended keys', async (t) => {
    const w = await world();
    t.teardown(() => w.app.close());
    const acc = await w.account('free');
    const k = await w.key(acc);
    const none = await w.call('POST', '/v1/planets', null, KYIV);
    t.equal(none.status, 401);
    t.equal(none.body.error.code, 'MISSING_API_KEY');
    const unknown = await w.call('POST', '/v1/planets', 'cel_live_' + 'x'.repeat(32), KYIV);
    t.equal(unknown.body.error.code, 'INVALID_API_KEY');
    t.equal((await w.call('POST', '/v1/planets', k.value, KYIV)).status, 200);
    await w.store.suspendKey(k.id);
    const suspended = await w.call('POST', '/v1/planets', k.value, KYIV);
    t.equal(suspended.status, 403);
    t.equal(suspended.body.error.code, 'KEY_SUSPENDED');
    await w.store.revokeKey(k.id, w.clock.now().getTime());
    const revoked = await w.call('POST', '/v1/planets', k.value, KYIV);
    t.equal(revoked.status, 401);
    t.equal(revoked.body.error.code, 'INVALID_API_KEY');
  });

  t.test('credits by tier, charged only for successful calls, with the header set', async (t) => {
    const w = await world();
    t.teardown(() => w.app.close());
    const k = await w.key(await w.account('free'));
    const chart = await w.call('POST', '/v1/chart', k.value, KYIV);
    t.equal(chart.status, 200);
    t.equal(chart.headers['x-credits-used'], '20', '/chart is tier 2');
    t.equal(chart.headers['x-credits-limit'], '10000');
    t.equal(chart.headers['x-credits-remaining'], '9980');
    t.equal(chart.headers['x-credits-reset'], '2026-04-01');
    t.equal(chart.headers['x-ratelimit-limit'], '10');
    t.equal(chart.headers['x-ratelimit-remaining'], '9');
    t.equal(chart.headers['x-ratelimit-scope'], 'key');
    const planets = await w.call('POST', '/v1/planets', k.value, KYIV);
    t.equal(planets.headers['x-credits-used'], '10', '/planets is tier 1');
    t.equal(planets.headers['x-credits-remaining'], '9970');
    const polar = await w.call('POST', '/v1/chart', k.value, { ...KYIV, latitude: 75 });
    t.equal(polar.status, 422);
    t.equal(polar.headers['x-credits-used'], '0', 'a failed calculation gives its credits back');
    t.equal(polar.headers['x-credits-remaining'], '9970', 'credit headers on errors too');
    const invalid = await w.call('POST', '/v1/chart', k.value, { ...KYIV, latitude: 95 });
    t.equal(invalid.status, 400);
    t.equal(invalid.headers['x-credits-remaining'], '9970');
    t.equal(await w.store.creditsUsed((await w.store.getKey(k.id))!.accountId, Date.UTC(2026, 2, 1)), 30);
    const ref = await w.call('GET', '/v1/reference/signs', k.value);
    t.equal(ref.headers['x-credits-used'], '0', 'reference costs 0');
  });

  t.test('Free: 402 credits_exhausted, reset on the 1st', async (t) => {
    const w = await world();
    t.teardown(() => w.app.close());
    const acc = await w.account('free');
    const k = await w.key(acc);
    await w.store.chargeCredits({ accountId: acc, keyId: 'elsewhere', cycleStart: Date.UTC(2026, 2, 1), amount: 9990, monthlyLimit: 10000, allowOverage: false, keyCap: null });
    const r = await w.call('POST', '/v1/chart', k.value, KYIV);
    t.equal(r.status, 402);
    t.equal(r.body.error.code, 'credits_exhausted');
    t.equal(r.body.error.credits_remaining, 10);
    t.equal(r.body.error.credits_reset, '2026-04-01');
    t.match(r.body.error.upgrade_url, /^https:\/\//);
    t.equal((await w.call('POST', '/v1/planets', k.value, KYIV)).status, 200, 'a 10-credit call still fits');
    w.clock.set('2026-04-01T00:00:01Z');
    const april = await w.call('POST', '/v1/chart', k.value, KYIV);
    t.equal(april.status, 200, 'the budget resets on the 1st');
    t.equal(april.headers['x-credits-remaining'], '9980');
  });

  t.test('paid plans: overage unless disabled, then 429 CREDITS_EXHAUSTED', async (t) => {
    const w = await world();
    t.teardown(() => w.app.close());
    const over = await w.account('indie');
    const strict = await w.account('indie', { overageEnabled: false });
    for (const acc of [over, strict]) await w.store.chargeCredits({ accountId: acc, keyId: 'x', cycleStart: Date.UTC(2026, 2, 1), amount: 50000, monthlyLimit: 50000, allowOverage: false, keyCap: null });
    const a = await w.call('POST', '/v1/planets', (await w.key(over)).value, KYIV);
    t.equal(a.status, 200, 'overage billing carries on');
    t.equal(a.headers['x-credits-remaining'], '0');
    const b = await w.call('POST', '/v1/planets', (await w.key(strict)).value, KYIV);
    t.equal(b.status, 429);
    t.equal(b.body.error.code, 'CREDITS_EXHAUSTED');
  });

  t.test('per-key budget: 429 KEY_BUDGET_EXHAUSTED with account credits left', async (t) => {
    const w = await world();
    t.teardown(() => w.app.close());
    const acc = await w.account('starter');
    const k = await w.key(acc, { cap: 30 });
    const first = await w.call('POST', '/v1/chart', k.value, KYIV);
    t.equal(first.status, 200);
    t.equal(first.headers['x-key-budget-limit'], '30');
    t.equal(first.headers['x-key-budget-remaining'], '10');
    const second = await w.call('POST', '/v1/chart', k.value, { ...KYIV, latitude: 40 }); // another body: no cache hit
    t.equal(second.status, 429);
    t.equal(second.body.error.code, 'KEY_BUDGET_EXHAUSTED');
    t.equal(second.headers['x-key-budget-remaining'], '10');
    t.equal((await w.call('POST', '/v1/planets', k.value, KYIV)).status, 200, 'a 10-credit call fits the rest');
    const zero = await w.key(acc, { cap: 0 });
    t.equal((await w.call('POST', '/v1/planets', zero.value, KYIV)).body.error.code, 'KEY_BUDGET_EXHAUSTED', 'cap 0 spends nothing');
    t.equal((await w.call('GET', '/v1/reference/signs', zero.value)).status, 200, 'free operations stay open');
    const other = await w.key(acc);
    t.equal((await w.call('POST', '/v1/chart', other.value, KYIV)).status, 200, 'another key of the account is not limited');
  });

  t.test('sliding window: the 11th call in a minute is a 429 that spends and moves nothing', async (t) => {
    const w = await world();
    t.teardown(() => w.app.close());
    const acc = await w.account('free');
    const k = await w.key(acc);
    // Distinct bodies, so none is served from the response cache.
    for (let i = 0; i < 10; i++) {
      t.equal((await w.call('POST', '/v1/horary/via-combusta', k.value, { moonLongitude: i })).status, 200);
      w.clock.advance(1000);
    }
    const refused = await w.call('POST', '/v1/horary/via-combusta', k.value, { moonLongitude: 50 });
    t.equal(refused.status, 429);
    t.equal(refused.body.error.code, 'RATE_LIMIT');
    t.equal(refused.body.error.retry_after_seconds, 50, 'the oldest call (t=0) leaves the 60 s window at t=60 s; now is t=10 s');
    t.equal(refused.headers['retry-after'], '50');
    t.equal(refused.headers['x-ratelimit-remaining'], '0');
    t.equal(refused.headers['x-credits-used'], '0');
    t.equal(refused.headers['x-credits-remaining'], String(10000 - 100), 'nothing spent');
    w.clock.set(new Date(START.getTime() + 60_001));
    t.equal((await w.call('POST', '/v1/horary/via-combusta', k.value, { moonLongitude: 51 })).status, 200, 'one slot freed at t=60 s');
    t.equal((await w.call('POST', '/v1/horary/via-combusta', k.value, { moonLongitude: 52 })).status, 429, 'and only one: the refusal took none');
  });

  t.test('origin policy and the per-entry share', async (t) => {
    const w = await world();
    t.teardown(() => w.app.close());
    const acc = await w.account('free');
    const server = await w.key(acc);
    const forbidden = await w.call('POST', '/v1/planets', server.value, KYIV, { origin: 'https://example.com' });
    t.equal(forbidden.status, 403);
    t.equal(forbidden.body.error.code, 'ORIGIN_FORBIDDEN');
    t.equal((await w.call('POST', '/v1/planets', server.value, KYIV, { referer: 'https://example.com/page' })).body.error.code, 'ORIGIN_FORBIDDEN', 'Referer counts as Origin');
    const browser = await w.key(acc, { origin: { type: 'public', allowed_origins: ['example.com', '*.example.org', 'shop.test'] } });
    const ok = await w.call('POST', '/v1/planets', browser.value, KYIV, { origin: 'https://WWW.Example.com:8443' });
    t.equal(ok.status, 200, 'www. stripped, case and port ignored');
    t.equal(ok.headers['x-ratelimit-origin-limit'], '4', 'ceil(10 / 3 entries)');
    t.equal(ok.headers['x-ratelimit-origin-remaining'], '3');
    const bad = await w.call('POST', '/v1/planets', browser.value, KYIV, { origin: 'https://evil.com' });
    t.equal(bad.status, 403);
    t.equal(bad.body.error.code, 'ORIGIN_NOT_ALLOWED');
    t.equal(bad.body.error.incoming_origin, 'evil.com');
    t.equal((await w.call('POST', '/v1/planets', browser.value, KYIV, { origin: 'https://example.org' })).body.error.code, 'ORIGIN_NOT_ALLOWED', 'a wildcard does not cover the apex');
    for (let i = 0; i < 3; i++) t.equal((await w.call('POST', '/v1/planets', browser.value, KYIV, { origin: 'https://example.com' })).status, 200);
    const fifth = await w.call('POST', '/v1/planets', browser.value, KYIV, { origin: 'https://example.com' });
    t.equal(fifth.status, 429, 'the example.com entry has used its share of 4');
    t.equal((await w.call('POST', '/v1/planets', browser.value, KYIV, { origin: 'https://a.example.org' })).status, 200, 'another entry has its own counter');
  });

  t.test('scope: allowed_endpoints', async (t) => {
    const w = await world();
    t.teardown(() => w.app.close());
    const k = await w.key(await w.account('free'), { scope: ['planets', 'reference/*'] });
    t.equal((await w.call('POST', '/v1/planets', k.value, KYIV)).status, 200);
    t.equal((await w.call('GET', '/v1/reference/signs', k.value)).status, 200);
    const out = await w.call('POST', '/v1/chart', k.value, KYIV);
    t.equal(out.status, 403);
    t.equal(out.body.error.code, 'ENDPOINT_NOT_IN_SCOPE');
    t.same(out.body.error.details.allowed_endpoints, ['planets', 'reference/*']);
  });

  t.test('plan and pack from the manifests', async (t) => {
    const w = await world();
    t.teardown(() => w.app.close());
    const free = await w.key(await w.account('free'));
    const pro = await w.key(await w.account('pro', { packs: ['reports'] }));
    const up = await w.call('POST', '/v1/test-only/pro', free.value, {});
    t.equal(up.status, 402);
    t.equal(up.body.error.code, 'PLAN_UPGRADE_REQUIRED');
    t.equal((await w.call('POST', '/v1/test-only/pro', pro.value, {})).status, 200);
    const pack = await w.call('POST', '/v1/test-only/pack', free.value, {});
    t.equal(pack.status, 402);
    t.equal(pack.body.error.code, 'PLAN_PACK_MISMATCH');
    t.equal((await w.call('POST', '/v1/test-only/pack', pro.value, {})).status, 200);
  });

  t.test('AI spend cap: 429 SPEND_CAP_REACHED once the cycle\'s AI credits reach it', async (t) => {
    const w = await world();
    t.teardown(() => w.app.close());
    const acc = await w.account('pro', { packs: ['ai'] });
    await w.store.updateAccount(acc, { aiSpendCap: 25 });
    const k = await w.key(acc);
    t.equal((await w.call('POST', '/v1/test-only/ai', k.value, { n: 1 })).status, 200);
    t.equal((await w.call('POST', '/v1/test-only/ai', k.value, { n: 2 })).status, 200, '20 of 25 spent');
    const capped = await w.call('POST', '/v1/test-only/ai', k.value, { n: 3 });
    t.equal(capped.status, 429);
    t.equal(capped.body.error.code, 'SPEND_CAP_REACHED');
    t.same(capped.body.error.details, { ai_spend_cap: 25, ai_spent_cycle: 20 });
    t.equal(capped.headers['x-credits-remaining'], String(800000 - 20), 'the refused call spent nothing');
    t.equal((await w.call('POST', '/v1/planets', k.value, KYIV)).status, 200, 'operations outside the ai pack are not capped');
    await w.store.updateAccount(acc, { aiSpendCap: null });
    t.equal((await w.call('POST', '/v1/test-only/ai', k.value, { n: 4 })).status, 200, 'no cap, no limit');
  });

  t.test('subscription: paid, 3 days of grace with headers, then 402 SUBSCRIPTION_EXPIRED', async (t) => {
    const w = await world();
    t.teardown(() => w.app.close());
    const paidUntil = Date.parse('2026-03-14T00:00:00Z');
    const k = await w.key(await w.account('pro', { paidUntil }));
    const grace = await w.call('POST', '/v1/planets', k.value, KYIV);
    t.equal(grace.status, 200, 'served on the plan during grace');
    t.equal(grace.headers['x-subscription-status'], 'grace');
    t.equal(grace.headers['x-subscription-grace-ends'], '2026-03-17T00:00:00.000Z');
    w.clock.set('2026-03-17T00:00:01Z');
    const expired = await w.call('POST', '/v1/planets', k.value, KYIV);
    t.equal(expired.status, 402);
    t.equal(expired.body.error.code, 'SUBSCRIPTION_EXPIRED');
    t.same(expired.body.error.details, { expired_at: '2026-03-14T00:00:00.000Z', grace_ended_at: '2026-03-17T00:00:00.000Z' });
    const paid = await w.key(await w.account('pro', { paidUntil: Date.parse('2026-04-30T00:00:00Z') }));
    t.equal((await w.call('POST', '/v1/planets', paid.value, KYIV)).headers['x-subscription-status'], undefined, 'no grace headers while paid');
  });

  t.test('the 5-minute response cache: HIT costs nothing', async (t) => {
    const w = await world();
    t.teardown(() => w.app.close());
    const acc = await w.account('free');
    const k = await w.key(acc);
    const first = await w.call('POST', '/v1/chart', k.value, KYIV);
    t.equal(first.headers['x-cache'], undefined);
    t.equal(first.headers['x-credits-used'], '20');
    const again = await w.app.inject({ method: 'POST', url: '/v1/chart', headers: { 'x-api-key': k.value, 'content-type': 'application/json' }, payload: JSON.stringify(KYIV, null, 4) });
    t.equal(again.headers['x-cache'], 'HIT', 'same body after whitespace normalisation');
    t.equal(again.headers['x-credits-used'], '0');
    t.equal(again.headers['x-credits-remaining'], '9980');
    t.same(JSON.parse(again.body), first.body);
    const other = await w.key(acc);
    t.equal((await w.call('POST', '/v1/chart', other.value, KYIV)).headers['x-cache'], undefined, 'another key is another cache entry');
    t.equal((await w.call('POST', '/v1/chart', k.value, { ...KYIV, latitude: 50 })).headers['x-cache'], undefined, 'another body too');
    w.clock.advance(5 * 60_000 + 1);
    const later = await w.call('POST', '/v1/chart', k.value, KYIV);
    t.equal(later.headers['x-cache'], undefined, 'after 5 minutes the cache is cold');
    t.equal(later.headers['x-credits-used'], '20');
  });

  t.test('test keys call everything, spend no credits, are counted apart', async (t) => {
    const w = await world();
    t.teardown(() => w.app.close());
    const acc = await w.account('free');
    const k = await w.key(acc, { mode: 'test' });
    const r = await w.call('POST', '/v1/chart', k.value, KYIV);
    t.equal(r.status, 200);
    t.equal(r.headers['x-credits-used'], '0');
    t.equal(r.headers['x-credits-remaining'], '10000');
    const now = w.clock.now().getTime();
    t.equal(await w.store.countRequests(acc, now - 1000, now + 1000, 'test'), 1);
    t.equal(await w.store.countRequests(acc, now - 1000, now + 1000, 'live'), 0);
  });

  t.test('keyless namespaces: 30/hour per IP, or 300 per site and 600 per IP with the site header', async (t) => {
    const w = await world();
    t.teardown(() => w.app.close());
    for (let i = 0; i < 30; i++) t.equal((await w.call('GET', '/v1/reference/signs', null)).status, 200);
    const refused = await w.call('GET', '/v1/reference/signs', null);
    t.equal(refused.status, 429);
    t.equal(refused.headers['x-ratelimit-scope'], 'ip');
    t.equal(refused.headers['x-ratelimit-limit'], '30');
    const site = await w.call('GET', '/v1/reference/planets', null, undefined, { 'x-service-site-url': 'https://www.my-site.com/page' });
    t.equal(site.status, 200, 'the declared site has its own counters');
    t.equal(site.headers['x-ratelimit-counters'], 'site=299/300,ip=599/600');
    t.equal(site.headers['x-ratelimit-scope'], 'site');
    const keyed = await w.call('GET', '/v1/reference/signs', (await w.key(await w.account('free'))).value);
    t.equal(keyed.status, 200, 'a key sent there counts at the plan\'s rate');
    t.equal(keyed.headers['x-ratelimit-scope'], 'key');
    t.equal(keyed.headers['x-ratelimit-limit'], '10');
    t.equal((await w.call('POST', '/v1/planets', null, KYIV)).body.error.code, 'MISSING_API_KEY', 'keyed operations still need a key');
  });

  t.test('keyless with a site: a refusal by the IP counter leaves the site counter as it was', async (t) => {
    const w = await world();
    t.teardown(() => w.app.close());
    const now = w.clock.now().getTime();
    // Fill the declared-IP counter of the inject client (127.0.0.1) to its 600.
    await w.store.takeRateSlot({ counterKey: 'ip-site:127.0.0.1', windowMs: 3600_000, limit: 600, cost: 600, now });
    const headers = { 'x-service-site-url': 'https://fresh-site.example/' };
    const refused = await w.call('GET', '/v1/reference/planets', null, undefined, headers);
    t.equal(refused.status, 429);
    t.equal(refused.headers['x-ratelimit-scope'], 'ip');
    const site = await w.store.peekRateSlot({ counterKey: 'site:fresh-site.example', windowMs: 3600_000, limit: 300, cost: 1, now });
    t.equal(site.remaining, 299, 'the site counter took nothing: 300 left before this peek');
  });

  t.test('two app instances on one store: no credit spent twice, no extra request through', async (t) => {
    const { storeA, a, b } = await twoInstances(t);
    const acc = await a.account('starter');
    const budgeted = await a.key(acc, { cap: 200 });
    const calls = Array.from({ length: 24 }, (_, i) => (i % 2 ? a : b).call('POST', '/v1/chart', budgeted.value, { ...KYIV, latitude: 10 + i }));
    const results = await Promise.all(calls);
    const ok = results.filter((r) => r.status === 200).length;
    t.equal(ok, 10, 'a budget of 200 pays for exactly ten 20-credit charts');
    t.equal(results.filter((r) => r.status === 429 && r.body.error.code === 'KEY_BUDGET_EXHAUSTED').length, 14);
    t.equal(await storeA.keyCreditsUsed(budgeted.id, Date.UTC(2026, 2, 1)), 200);
    const free = await a.key(await a.account('free'));
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).call('POST', '/v1/horary/via-combusta', free.value, { moonLongitude: i })));
    t.equal(burst.filter((r) => r.status === 200).length, 10, 'the free plan admits exactly 10 per minute across both instances');
    t.equal(burst.filter((r) => r.status === 429).length, 10);
  });

  t.test('a window another instance filled: refused by the take when this one skipped its peek', async (t) => {
    // access.ts windowRoom: while this process last saw plenty of room, it takes the call to the
    // take (store.meter) without a peek; the take decides on the shared window all the same.
    const { storeA, a, b } = await twoInstances(t);
    const k = await a.key(await a.account('starter')); // 120 a minute
    t.equal((await a.call('POST', '/v1/horary/via-combusta', k.value, { moonLongitude: 1 })).headers['x-ratelimit-remaining'], '119');
    for (let i = 0; i < 119; i++) t.equal((await b.call('POST', '/v1/horary/via-combusta', k.value, { moonLongitude: 2 + i })).status, 200);
    const refused = await a.call('POST', '/v1/horary/via-combusta', k.value, { moonLongitude: 200 });
    t.equal(refused.status, 429);
    t.equal(refused.body.error.code, 'RATE_LIMIT');
    t.equal(refused.headers['x-ratelimit-remaining'], '0', 'the headers are the take\'s, not the estimate');
    t.ok(Number(refused.headers['retry-after']) > 0, 'Retry-After: when the oldest call leaves the window');
    const now = START.getTime();
    t.same(await storeA.keyUsageTotals(k.id, now - 1, now + 1), { requests: 120, credits: 1200 }, 'the refusal wrote no usage and spent nothing');
  });

  t.test('credit and key-budget 429s: Retry-After until the cycle resets, and no rate slot taken', async (t) => {
    const w = await world();
    t.teardown(() => w.app.close());
    const untilApril = String((Date.UTC(2026, 3, 1) - START.getTime()) / 1000); // 16.5 days
    const acc = await w.account('starter');
    const k = await w.key(acc, { cap: 30 });
    const first = await w.call('POST', '/v1/chart', k.value, KYIV);
    t.equal(first.headers['x-ratelimit-remaining'], '119');
    const budget = await w.call('POST', '/v1/chart', k.value, { ...KYIV, latitude: 41 });
    t.equal(budget.status, 429);
    t.equal(budget.body.error.code, 'KEY_BUDGET_EXHAUSTED');
    t.equal(budget.headers['retry-after'], untilApril, 'the budget frees at the cycle reset');
    t.equal(budget.headers['x-ratelimit-remaining'], '119', 'the window as it is: the refusal took nothing');
    t.equal((await w.call('POST', '/v1/planets', k.value, KYIV)).headers['x-ratelimit-remaining'], '118', 'the next call takes the slot the refusal left');

    const strict = await w.account('indie', { overageEnabled: false });
    await w.store.chargeCredits({ accountId: strict, keyId: 'x', cycleStart: Date.UTC(2026, 2, 1), amount: 50000, monthlyLimit: 50000, allowOverage: false, keyCap: null });
    const sk = await w.key(strict);
    const credits = await w.call('POST', '/v1/planets', sk.value, KYIV);
    t.equal(credits.status, 429);
    t.equal(credits.body.error.code, 'CREDITS_EXHAUSTED');
    t.equal(credits.headers['retry-after'], untilApril);
    t.equal(credits.headers['x-ratelimit-remaining'], '30', 'indie: 30 a minute, none taken');
    const peek = await w.store.peekRateSlot({ counterKey: `key:${sk.id}`, windowMs: 60_000, limit: 30, cost: 1, now: START.getTime() });
    t.equal(peek.remaining, 29, 'the store agrees: the window is empty');
    const now = START.getTime();
    t.same(await w.store.keyUsageTotals(sk.id, now - 1, now + 1), { requests: 1, credits: 0 }, 'the refused call is in the usage log at 0 credits');
  });

  t.test('two app instances on one store share a cache HIT, every tier by default', async (t) => {
    const { clock, a, b } = await twoInstances(t);
    const acc = await a.account('free');
    const k = await a.key(acc);
    // /progressions is tier 3 (50 credits).
    const body = { ...KYIV, targetDate: '2024-07-15' };
    const miss = await a.call('POST', '/v1/progressions', k.value, body);
    t.equal(miss.status, 200);
    t.equal(miss.headers['x-cache'], undefined);
    t.equal(miss.headers['x-credits-used'], '50');
    // The store tier is written behind the answer, in batches (at most 20 ms later): wait for A's.
    await a.app.responseCache.flush();
    clock.advance(30_000);
    const hit = await b.call('POST', '/v1/progressions', k.value, body);
    t.equal(hit.headers['x-cache'], 'HIT', 'instance B serves what instance A computed');
    t.equal(hit.headers['x-credits-used'], '0');
    t.equal(hit.headers['x-credits-remaining'], '9950');
    t.same(hit.body, miss.body);
    t.equal(hit.headers['x-ratelimit-remaining'], '8', 'a HIT still takes its rate slot');
    // /chart is tier 2: shared as well, so a repeat on the other instance costs nothing (SERVICE-SPEC "Caching").
    const chartA = await a.call('POST', '/v1/chart', k.value, KYIV);
    t.equal(chartA.headers['x-credits-used'], '20');
    await a.app.responseCache.flush();
    const chartB = await b.call('POST', '/v1/chart', k.value, KYIV);
    t.equal(chartB.headers['x-cache'], 'HIT', 'a tier 2 answer is shared too');
    t.equal(chartB.headers['x-credits-used'], '0');
    t.same(chartB.body, chartA.body);
    clock.advance(4.5 * 60_000);
    const cold = await b.call('POST', '/v1/progressions', k.value, body);
    t.equal(cold.headers['x-cache'], undefined, 'five minutes after it was computed the shared entry is cold too');
    t.equal(cold.headers['x-credits-used'], '50');
  });

  t.test('CELESTIAL_CACHE_SHARED_FROM_TIER=3: tier 1-2 answers stay in each process, tier 3 is shared', async (t) => {
    const storeA = await engine.open();
    const storeB = await engine.second(storeA);
    const clock = new ManualClock(START);
    const a = await world(storeA, clock, { cacheSharedFromTier: 3 });
    const b = await world(storeB, clock, { cacheSharedFromTier: 3 });
    t.teardown(async () => {
      await a.app.close();
      await b.app.close();
    });
    const acc = await a.account('free');
    const k = await a.key(acc);
    const chartA = await a.call('POST', '/v1/chart', k.value, KYIV);
    await a.app.responseCache.flush();
    const chartB = await b.call('POST', '/v1/chart', k.value, KYIV);
    t.equal(chartB.headers['x-cache'], undefined, 'a tier 2 answer is not shared');
    t.equal(chartB.headers['x-credits-used'], '20');
    t.same(chartB.body, chartA.body, 'and B casts the same chart');
    t.equal((await a.call('POST', '/v1/chart', k.value, KYIV)).headers['x-cache'], 'HIT', 'A answers it from memory');
    const body = { ...KYIV, targetDate: '2024-07-15' };
    await a.call('POST', '/v1/progressions', k.value, body);
    await a.app.responseCache.flush();
    t.equal((await b.call('POST', '/v1/progressions', k.value, body)).headers['x-cache'], 'HIT', 'tier 3 still shared');
  });

}
