import t from 'tap';
import { ApiError } from '@celestial/core';
import {
  buildResponseHeaders,
  creditsExhaustedError,
  creditsRemaining,
  keyBudgetExhaustedError,
  rateLimitError,
  retryAfterSeconds,
} from '../../runtime/src/metering/headers.js';

const NOW = Date.parse('2025-03-15T12:00:00Z'); // 1742040000 s
const credits = { used: 20, remaining: 9_980, limit: 10_000, resetDate: '2025-04-01' };

t.test('a keyed call: credits and the key counter only', async (t) => {
  const h = buildResponseHeaders({
    now: NOW,
    credits,
    counters: [{ scope: 'key', limit: 10, remaining: 9, resetAt: NOW + 60_000 }],
    cost: 1,
  });
  t.same(h, {
    'X-Credits-Used': '20',
    'X-Credits-Remaining': '9980',
    'X-Credits-Limit': '10000',
    'X-Credits-Reset': '2025-04-01',
    'X-RateLimit-Limit': '10',
    'X-RateLimit-Remaining': '9',
    'X-RateLimit-Reset': '1742040060',
    'X-RateLimit-Scope': 'key',
  });
});

t.test('X-RateLimit-Reset: epoch seconds, rounded up', async (t) => {
  const h = buildResponseHeaders({ now: NOW, counters: [{ scope: 'key', limit: 10, remaining: 0, resetAt: NOW + 1 }] });
  t.equal(h['X-RateLimit-Reset'], '1742040001');
});

t.test('an anonymous declared call: counters, scope of the tightest, cost', async (t) => {
  const h = buildResponseHeaders({
    now: NOW,
    counters: [
      { scope: 'site', limit: 300, remaining: 297, resetAt: NOW + 3_600_000 },
      { scope: 'ip', limit: 600, remaining: 12, resetAt: NOW + 1_800_000 },
    ],
    anonymousWithSite: true,
    cost: 3,
  });
  t.same(h, {
    'X-RateLimit-Limit': '600',
    'X-RateLimit-Remaining': '12',
    'X-RateLimit-Reset': '1742041800',
    'X-RateLimit-Scope': 'ip',
    'X-RateLimit-Counters': 'site=297/300,ip=12/600',
    'X-RateLimit-Cost': '3',
  });
});

t.test('X-RateLimit-Counters only with the site header; Cost only above 1', async (t) => {
  const h = buildResponseHeaders({ now: NOW, counters: [{ scope: 'ip', limit: 30, remaining: 29, resetAt: NOW }], cost: 1 });
  t.equal(h['X-RateLimit-Counters'], undefined);
  t.equal(h['X-RateLimit-Cost'], undefined);
  t.equal(h['X-RateLimit-Scope'], 'ip');
});

t.test('origin share, budget and grace headers only when they apply', async (t) => {
  const bare = buildResponseHeaders({ now: NOW, credits, subscription: { status: 'paid', paidUntil: NOW + 1 } });
  for (const k of ['X-RateLimit-Origin-Limit', 'X-Key-Budget-Limit', 'X-Subscription-Status', 'Retry-After']) t.equal(bare[k], undefined, k);
  const h = buildResponseHeaders({
    now: NOW,
    credits,
    origin: { limit: 4, remaining: 3 },
    budget: { limit: 500, remaining: 0 },
    subscription: { status: 'grace', paidUntil: NOW - 1000, graceEnds: Date.parse('2025-03-17T00:00:00Z') },
  });
  t.equal(h['X-RateLimit-Origin-Limit'], '4');
  t.equal(h['X-RateLimit-Origin-Remaining'], '3');
  t.equal(h['X-Key-Budget-Limit'], '500');
  t.equal(h['X-Key-Budget-Remaining'], '0');
  t.equal(h['X-Subscription-Status'], 'grace');
  t.equal(h['X-Subscription-Grace-Ends'], '2025-03-17T00:00:00.000Z');
  const zeroBudget = buildResponseHeaders({ now: NOW, budget: { limit: 0, remaining: 0 } });
  t.equal(zeroBudget['X-Key-Budget-Limit'], '0', 'a budget of 0 is a budget');
});

t.test('overage: remaining never negative', async (t) => {
  t.equal(creditsRemaining(50_000, 51_000), 0);
  t.equal(creditsRemaining(50_000, 1_000), 49_000);
  const h = buildResponseHeaders({ now: NOW, credits: { used: 50, remaining: -950, limit: 50_000, resetDate: '2025-04-01' } });
  t.equal(h['X-Credits-Remaining'], '0');
});

t.test('429 RATE_LIMIT: retry_after_seconds and Retry-After', async (t) => {
  const counters = [
    { scope: 'site' as const, limit: 300, remaining: 0, resetAt: NOW + 41_200, admitted: false },
    { scope: 'ip' as const, limit: 600, remaining: 100, resetAt: NOW + 500_000, admitted: true },
  ];
  t.equal(retryAfterSeconds(counters, NOW), 42, 'the refusing counter, rounded up');
  t.equal(retryAfterSeconds([{ scope: 'key', limit: 10, remaining: 0, resetAt: NOW, admitted: false }], NOW), 1, 'at least 1');
  t.equal(
    retryAfterSeconds([
      { scope: 'site', limit: 300, remaining: 0, resetAt: NOW + 10_000, admitted: false },
      { scope: 'ip', limit: 600, remaining: 0, resetAt: NOW + 20_000, admitted: false },
    ], NOW),
    20,
    'both refusing: the later',
  );
  const e = rateLimitError(counters, NOW);
  t.ok(e instanceof ApiError);
  t.equal(e.code, 'RATE_LIMIT');
  t.equal(e.status, 429);
  t.same(e.extra, { retry_after_seconds: 42 });
  t.same(e.headers, { 'Retry-After': '42' });
  const h = buildResponseHeaders({ now: NOW, counters, anonymousWithSite: true, cost: 3 });
  t.equal(h['Retry-After'], '42');
  t.equal(h['X-RateLimit-Scope'], 'site');
  t.equal(h['X-RateLimit-Counters'], 'site=0/300,ip=100/600', 'also on 429');
});

t.test('out of credits: 402 credits_exhausted on Free, 429 CREDITS_EXHAUSTED on paid', async (t) => {
  const free = creditsExhaustedError({ plan: 'free', limit: 10_000, used: 10_000, resetDate: '2025-04-01', upgradeUrl: 'https://example.test/pricing' });
  t.equal(free.code, 'credits_exhausted');
  t.equal(free.status, 402);
  t.same(free.extra, { credits_remaining: 0, credits_reset: '2025-04-01', upgrade_url: 'https://example.test/pricing' });
  const partial = creditsExhaustedError({ plan: 'free', limit: 10_000, used: 9_990, resetDate: '2025-04-01', upgradeUrl: 'u' });
  t.equal((partial.extra as { credits_remaining: number }).credits_remaining, 10, 'a 20-credit call with 10 left');
  const paid = creditsExhaustedError({ plan: 'indie', limit: 50_000, used: 50_000, resetDate: '2025-04-01', upgradeUrl: 'u' });
  t.equal(paid.code, 'CREDITS_EXHAUSTED');
  t.equal(paid.status, 429);
});

t.test('429 KEY_BUDGET_EXHAUSTED', async (t) => {
  const e = keyBudgetExhaustedError({ limit: 500, used: 490, resetDate: '2025-04-01' });
  t.equal(e.code, 'KEY_BUDGET_EXHAUSTED');
  t.equal(e.status, 429);
  t.same(e.details, { credits_cap_cycle: 500, used: 490, credits_reset: '2025-04-01' });
});
