/** GET /status, /plans, /pricing/tiers through HTTP, and Accounts service rules without HTTP. */
import t from 'tap';
import { ANONYMOUS } from '@celestial/core';
import type { Caller } from '@celestial/core';
import { app, get } from '../helpers/app.js';
import { testStore } from '../helpers/app.js';
import { AccountsService } from '../../runtime/src/accounts/service.js';
import { ManualClock } from '../../runtime/src/services/system-clock.js';
import { PLAN_LIMITS, TIER_CREDITS } from '../../runtime/src/metering/plans.js';
import { weekStart } from '../../runtime/src/accounts/records.js';

t.test('GET /status: probed components, honest about the absent ones, the calling key', async (t) => {
  const a = await app();
  const r = await get('/v1/status');
  t.equal(r.status, 200, r.raw);
  const d = r.body.data;
  t.equal(d.status, 'ok');
  t.same(d.components, { ephemeris: 'ok', aiGateway: 'not-configured', queue: 'not-configured', storage: 'ok' });
  t.same(d.key, { valid: true, mode: 'live', plan: 'enterprise' });
  t.equal(d.version, '0.1.0');
  t.ok(Math.abs(Date.parse(d.time) - Date.now()) < 60_000);
  t.match(d.time, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/, 'an instant with its offset');
  t.equal((await get('/v1/status', { 'x-api-key': '' })).status, 401, 'the key is required');
  t.ok(a.registry.byKey.get('GET /status'));
});

t.test('GET /status: storage down is reported, not thrown', async (t) => {
  const store = await testStore();
  const svc = new AccountsService(store, new ManualClock());
  t.equal((await svc.status(ANONYMOUS)).storage, 'ok');
  await store.close();
  const facts = await svc.status(ANONYMOUS);
  t.equal(facts.storage, 'down');
  t.same(facts.key, { valid: false, mode: null, plan: null });
});

t.test('GET /plans and /pricing/tiers: keyless, the values metering charges by', async (t) => {
  const p = await get('/v1/plans', { 'x-api-key': '' });
  t.equal(p.status, 200, p.raw);
  const plans = p.body.data.plans as { id: string; creditsPerMonth: number | null; rateLimitPerMinute: number | null; webhooks: boolean; overage: boolean }[];
  t.same(plans.map((x) => x.id), ['free', 'indie', 'starter', 'pro', 'business', 'enterprise']);
  for (const [id, l] of Object.entries(PLAN_LIMITS)) {
    const row = plans.find((x) => x.id === id)!;
    t.same([row.creditsPerMonth, row.rateLimitPerMinute], [l.credits, l.ratePerMin], id);
  }
  t.same(plans.find((x) => x.id === 'free'), { id: 'free', creditsPerMonth: 10_000, rateLimitPerMinute: 10, webhooks: false, overage: false });
  t.same(plans.find((x) => x.id === 'enterprise'), { id: 'enterprise', creditsPerMonth: null, rateLimitPerMinute: null, webhooks: true, overage: true });
  t.same(plans.filter((x) => x.webhooks).map((x) => x.id), ['pro', 'business', 'enterprise']);
  t.same(p.body.data.keyless, { undeclaredPerHourPerIp: 30, perSitePerHour: 300, perIpCeilingPerHour: 600 });
  t.same(p.body.data.packs.map((x: { id: string }) => x.id).slice(0, 2), ['ai', 'reports']);

  const tr = await get('/v1/pricing/tiers', { 'x-api-key': '' });
  t.equal(tr.status, 200, tr.raw);
  t.same(tr.body.data.tiers.map((x: { tier: number; credits: number }) => [x.tier, x.credits]), Object.entries(TIER_CREDITS).map(([k, v]) => [Number(k), v]));
  t.same(tr.body.data.tiers.slice(1, 7).map((x: { credits: number }) => x.credits), [10, 20, 50, 100, 250, 500]);
  t.same(tr.body.data.rules, { cacheWindowSeconds: 300, streamTier: 1, webhookManagementCredits: 10, byoProviderCredits: 5 });
});

t.test('service: packs from the manifests', async (t) => {
  const svc = new AccountsService(await testStore(), new ManualClock(), { sessionTtlMs: 1000, packs: { ai: ['POST /interpret/tarot'] } });
  t.same(svc.plans().packs, [{ id: 'ai', unlocks: ['POST /interpret/tarot'] }]);
});

t.test('service: callers are checked again (defence in depth)', async (t) => {
  const store = await testStore();
  const svc = new AccountsService(store, new ManualClock(), { sessionTtlMs: 60_000 });
  await store.createAccount({ id: 'a', name: 'A', plan: 'pro', createdAt: 0 });
  const regular: Caller = { kind: 'key', accountId: 'a', keyId: 'k', mode: 'live', isMaster: false, sessionHash: null, ip: '' };
  await t.rejects(svc.createKey(regular, {}), { code: 'INSUFFICIENT_SCOPE', status: 403 });
  await t.rejects(svc.listKeys(ANONYMOUS), { code: 'MISSING_API_KEY' });
  await t.rejects(svc.me(regular), { code: 'MISSING_BEARER' });
  const master: Caller = { ...regular, keyId: 'm', isMaster: true };
  const k = await svc.createKey(master, { name: 'x', credits_cap_cycle: 100 });
  await t.rejects(svc.getKey({ ...master, accountId: 'b' }, k.id), { code: 'NOT_FOUND' }, "another account's key is 404");
  await store.chargeCredits({ accountId: 'a', keyId: k.id, cycleStart: Date.UTC(2026, 0, 1), amount: 100, monthlyLimit: 1000, allowOverage: false, keyCap: 100 });
  const got = await svc.getKey(master, k.id);
  t.equal(got.status, 'budget-exhausted');
  t.same(got.budget, { credits_used_cycle: 100, credits_remaining_cycle: 0, resets_at: '2026-02-01' });
  await store.close();
});

t.test('week starts on Monday, UTC', async (t) => {
  t.equal(new Date(weekStart(Date.parse('2026-01-15T12:00:00Z'))).toISOString(), '2026-01-12T00:00:00.000Z'); // a Thursday
  t.equal(new Date(weekStart(Date.parse('2026-01-12T00:00:00Z'))).toISOString(), '2026-01-12T00:00:00.000Z');
  t.equal(new Date(weekStart(Date.parse('2026-01-18T23:59:59Z'))).toISOString(), '2026-01-12T00:00:00.000Z'); // Sunday
});
