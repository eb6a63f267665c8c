import t from 'tap';
import { ApiError } from '@celestial/core';
import { billingCycle, checkSubscription, creditsResetDate, GRACE_MS, subscriptionState } from '../../runtime/src/metering/cycle.js';

const at = (iso: string) => Date.parse(iso);

t.test('calendar-month cycle in UTC', async (t) => {
  t.same(billingCycle(at('2025-03-15T12:00:00Z')), { start: at('2025-03-01T00:00:00Z'), resetAt: at('2025-04-01T00:00:00Z') });
  t.same(billingCycle(at('2025-03-01T00:00:00Z')), { start: at('2025-03-01T00:00:00Z'), resetAt: at('2025-04-01T00:00:00Z') }, 'the first instant belongs to the new cycle');
  t.same(billingCycle(at('2025-02-28T23:59:59.999Z')), { start: at('2025-02-01T00:00:00Z'), resetAt: at('2025-03-01T00:00:00Z') });
  t.same(billingCycle(at('2024-12-31T23:00:00Z')), { start: at('2024-12-01T00:00:00Z'), resetAt: at('2025-01-01T00:00:00Z') }, 'year turn');
  t.same(billingCycle(at('2024-02-29T10:00:00Z')).resetAt, at('2024-03-01T00:00:00Z'), 'leap February');
  // 23:30 on 31 March in New York is already April in UTC: the cycle follows UTC.
  t.same(billingCycle(at('2025-03-31T23:30:00-04:00')).start, at('2025-04-01T00:00:00Z'));
});

t.test('X-Credits-Reset: ISO 8601 date of the next 1st', async (t) => {
  t.equal(creditsResetDate(at('2025-03-15T12:00:00Z')), '2025-04-01');
  t.equal(creditsResetDate(at('2025-12-31T23:59:59Z')), '2026-01-01');
  t.equal(creditsResetDate(at('2025-01-01T00:00:00Z')), '2025-02-01');
});

t.test('subscription states', async (t) => {
  const paidUntil = at('2025-05-10T00:00:00Z');
  const pro = { plan: 'pro' as const, subscription: { paidUntil } };
  t.equal(GRACE_MS, 259_200_000);
  t.same(subscriptionState(pro, at('2025-05-09T23:59:59Z')), { status: 'paid', paidUntil });
  t.same(subscriptionState(pro, paidUntil), { status: 'grace', paidUntil, graceEnds: at('2025-05-13T00:00:00Z') });
  t.same(subscriptionState(pro, at('2025-05-12T23:59:59Z')), { status: 'grace', paidUntil, graceEnds: at('2025-05-13T00:00:00Z') });
  t.same(subscriptionState(pro, at('2025-05-13T00:00:00Z')), { status: 'expired', expiredAt: paidUntil, graceEndedAt: at('2025-05-13T00:00:00Z') });
  t.same(subscriptionState({ plan: 'free', subscription: { paidUntil: null } }, at('2030-01-01T00:00:00Z')), { status: 'free' });
  t.same(subscriptionState({ plan: 'free', subscription: { paidUntil: 0 } }, at('2030-01-01T00:00:00Z')), { status: 'free' }, 'free never expires');
  t.same(subscriptionState({ plan: 'enterprise', subscription: { paidUntil: null } }, at('2030-01-01T00:00:00Z')), { status: 'paid', paidUntil: null });
});

t.test('SUBSCRIPTION_EXPIRED after the grace', async (t) => {
  const pro = { plan: 'pro' as const, subscription: { paidUntil: at('2025-05-10T00:00:00Z') } };
  t.same(checkSubscription(pro, at('2025-05-11T00:00:00Z')).status, 'grace');
  let err: unknown;
  try {
    checkSubscription(pro, at('2025-06-01T00:00:00Z'));
  } catch (e) {
    err = e;
  }
  t.ok(err instanceof ApiError);
  const e = err as ApiError;
  t.equal(e.code, 'SUBSCRIPTION_EXPIRED');
  t.equal(e.status, 402);
  t.same(e.details, { expired_at: '2025-05-10T00:00:00.000Z', grace_ended_at: '2025-05-13T00:00:00.000Z' });
});
