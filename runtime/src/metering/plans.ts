/**
 * Plans, price tiers and plan/pack admission (SERVICE-SPEC "Limits" / "Plans", "Price tiers").
 *
 * Decisions the specification leaves open:
 * - Enterprise: credits and rate come from the account (`customCredits`, `customRatePerMin`).
 *   When either is unset the Business value stands in, so a contract being set up is never
 *   below the plan under it.
 * - Plan order for PLAN_UPGRADE_REQUIRED: free < indie < starter < pro < business < enterprise
 *   (the order of the Plans table). The plan check runs before the pack check.
 * - Tier 7 (report generation: Stellaforge, Muhurta and the other `/reports/*`) has no price in
 *   the specification. We charge 1,000 credits: tiers 1-6 follow the 1-2-5 series
 *   (10, 20, 50, 100, 250, 500, the 250 standing for the 200 of a strict series), and the next
 *   step after 500 is 1,000. It is one constant here; change it when a price is published.
 * - Tier 0 costs nothing (`/reference/*` and the other free catalogues).
 * - A test-mode key consumes no credits whatever the tier (Authentication 4).
 * - The rate window is a sliding minute per key.
 */
import { ApiError } from '@celestial/core';
import { PLANS } from '../store/store.js';
import type { Account, KeyMode, Plan } from '../store/store.js';

export interface PlanLimits {
  /** Credits per billing cycle (a calendar month). */
  credits: number;
  /** Requests per sliding minute, per key. */
  ratePerMin: number;
}

export const PLAN_LIMITS: Readonly<Record<Exclude<Plan, 'enterprise'>, PlanLimits>> = {
  free: { credits: 10_000, ratePerMin: 10 },
  indie: { credits: 50_000, ratePerMin: 30 },
  starter: { credits: 200_000, ratePerMin: 120 },
  pro: { credits: 800_000, ratePerMin: 400 },
  business: { credits: 3_500_000, ratePerMin: 1_000 },
};

export const RATE_WINDOW_MS = 60_000;

/** The account's credits per cycle and requests per minute. */
export function planLimits(account: Pick<Account, 'plan' | 'customCredits' | 'customRatePerMin'>): PlanLimits {
  if (account.plan !== 'enterprise') return PLAN_LIMITS[account.plan];
  return {
    credits: account.customCredits ?? PLAN_LIMITS.business.credits,
    ratePerMin: account.customRatePerMin ?? PLAN_LIMITS.business.ratePerMin,
  };
}

/** Position in the plan order (free = 0 ... enterprise = 5). */
export function planRank(plan: Plan): number {
  return PLANS.indexOf(plan);
}

/** Whether an account on `accountPlan` may call an operation whose lowest plan is `requiredPlan`. */
export function planAllows(accountPlan: Plan, requiredPlan: Plan): boolean {
  return planRank(accountPlan) >= planRank(requiredPlan);
}

export type Tier = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const TIER_CREDITS: Readonly<Record<Tier, number>> = {
  0: 0,
  1: 10,
  2: 20,
  3: 50,
  4: 100,
  5: 250,
  6: 500,
  7: 1_000,
};

export function tierCredits(tier: Tier): number {
  return TIER_CREDITS[tier];
}

/** Credits one call costs: the tier's price on a live key, 0 on a test key. */
export function creditCost(tier: Tier, mode: KeyMode): number {
  return mode === 'test' ? 0 : TIER_CREDITS[tier];
}

/**
 * The manifest's plan and pack against the account: 402 PLAN_UPGRADE_REQUIRED when the plan is
 * too low, 402 PLAN_PACK_MISMATCH when the operation is in a pack the account has not bought.
 */
export function checkPlanAndPack(
  account: Pick<Account, 'plan' | 'packs'>,
  manifest: { plan: Plan; pack: string | null },
): void {
  if (!planAllows(account.plan, manifest.plan)) {
    throw new ApiError('PLAN_UPGRADE_REQUIRED', `This operation needs the ${manifest.plan} plan or higher`, {
      details: { required_plan: manifest.plan, current_plan: account.plan },
    });
  }
  if (manifest.pack !== null && !account.packs.includes(manifest.pack)) {
    throw new ApiError('PLAN_PACK_MISMATCH', `This operation is in the ${manifest.pack} pack, which the account lacks`, {
      details: { required_pack: manifest.pack, account_packs: [...account.packs] },
    });
  }
}

/** The store counter of a key's per-minute window. */
export function keyRateCounterKey(keyId: string): string {
  return `key:${keyId}`;
}
