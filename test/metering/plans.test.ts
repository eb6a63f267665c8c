import t from 'tap';
import { ApiError } from '@celestial/core';
import type { Plan } from '../../runtime/src/store/store.js';
import {
  checkPlanAndPack,
  creditCost,
  keyRateCounterKey,
  planAllows,
  planLimits,
  TIER_CREDITS,
  tierCredits,
} from '../../runtime/src/metering/plans.js';
import { refusal } from '../helpers/refusal.js';


const acct = (plan: Plan, extra: { customCredits?: number | null; customRatePerMin?: number | null } = {}) => ({
  plan,
  customCredits: extra.customCredits ?? null,
  customRatePerMin: extra.customRatePerMin ?? null,
});

t.test('the plan table', async (t) => {
  t.same(planLimits(acct('free')), { credits: 10_000, ratePerMin: 10 });
  t.same(planLimits(acct('indie')), { credits: 50_000, ratePerMin: 30 });
  t.same(planLimits(acct('starter')), { credits: 200_000, ratePerMin: 120 });
  t.same(planLimits(acct('pro')), { credits: 800_000, ratePerMin: 400 });
  t.same(planLimits(acct('business')), { credits: 3_500_000, ratePerMin: 1_000 });
  t.same(planLimits(acct('enterprise', { customCredits: 20_000_000, customRatePerMin: 5_000 })), { credits: 20_000_000, ratePerMin: 5_000 });
  t.same(planLimits(acct('enterprise')), { credits: 3_500_000, ratePerMin: 1_000 }, 'unset custom values: Business stands in');
  t.same(planLimits(acct('free', { customCredits: 1, customRatePerMin: 1 })), { credits: 10_000, ratePerMin: 10 }, 'custom values only on Enterprise');
});

t.test('plan order', async (t) => {
  t.ok(planAllows('free', 'free'));
  t.notOk(planAllows('free', 'indie'));
  t.ok(planAllows('indie', 'indie'));
  t.notOk(planAllows('starter', 'pro'));
  t.ok(planAllows('pro', 'starter'));
  t.ok(planAllows('business', 'pro'));
  t.ok(planAllows('enterprise', 'business'));
  t.notOk(planAllows('business', 'enterprise'));
});

t.test('tier credits', async (t) => {
  t.same(
    [0, 1, 2, 3, 4, 5, 6, 7].map((n) => tierCredits(n as 0)),
    [0, 10, 20, 50, 100, 250, 500, 1000],
  );
  t.equal(Object.keys(TIER_CREDITS).length, 8);
  t.equal(creditCost(2, 'live'), 20);
  t.equal(creditCost(7, 'live'), 1000);
  t.equal(creditCost(6, 'test'), 0, 'test keys consume no credits');
  t.equal(creditCost(0, 'live'), 0);
});

t.test('plan and pack admission', async (t) => {
  t.doesNotThrow(() => checkPlanAndPack({ plan: 'free', packs: [] }, { plan: 'free', pack: null }));
  t.doesNotThrow(() => checkPlanAndPack({ plan: 'pro', packs: ['ai'] }, { plan: 'indie', pack: 'ai' }));
  const up = refusal(() => checkPlanAndPack({ plan: 'indie', packs: [] }, { plan: 'pro', pack: null }));
  t.equal(up.code, 'PLAN_UPGRADE_REQUIRED');
  t.equal(up.status, 402);
  t.same(up.details, { required_plan: 'pro', current_plan: 'indie' });
  const pack = refusal(() => checkPlanAndPack({ plan: 'business', packs: ['reports'] }, { plan: 'indie', pack: 'ai' }));
  t.equal(pack.code, 'PLAN_PACK_MISMATCH');
  t.equal(pack.status, 402);
  t.same(pack.details, { required_pack: 'ai', account_packs: ['reports'] });
  const both = refusal(() => checkPlanAndPack({ plan: 'free', packs: [] }, { plan: 'pro', pack: 'ai' }));
  t.equal(both.code, 'PLAN_UPGRADE_REQUIRED', 'the plan is checked first');
  t.equal(keyRateCounterKey('k1'), 'key:k1');
});
