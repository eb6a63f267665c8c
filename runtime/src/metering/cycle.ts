/**
 * The billing cycle and the subscription state (SERVICE-SPEC "Limits" / "Plans", "States and
 * transitions", "Response headers").
 *
 * Decisions the specification leaves open:
 * - Every plan's cycle is the calendar month in UTC: it starts at 00:00 UTC on the 1st and
 *   resets at 00:00 UTC on the 1st of the next month. The specification says so for Free
 *   ("resets on the 1st of the next month"); paid plans use the same cycle because the
 *   subscription record carries only `paidUntil`, no anchor day, and because one cycle for all
 *   lets the store key its counters by one `cycleStart` per month (the per-key budget "resets
 *   with the billing cycle" at the same instant).
 * - `X-Credits-Reset` (and `credits_reset` in the 402 body) is the ISO 8601 calendar date of the
 *   reset, `YYYY-MM-DD`; the instant is 00:00 UTC that day.
 * - Subscription: paid while `now < paidUntil`; grace from `paidUntil` (inclusive) for 3 days;
 *   expired from `paidUntil + 3 days` (inclusive). `expired_at` is `paidUntil` (the end of the paid
 *   period), `grace_ended_at` is `paidUntil + 3 days`, both ISO 8601 timestamps in UTC.
 * - The Free plan never expires, and a paid account whose `paidUntil` is null (no fixed end,
 *   such as an invoiced Enterprise contract) counts as paid.
 */
import { ApiError } from '@celestial/core';
import type { Account, Millis } from '../store/store.js';

export const GRACE_MS = 3 * 24 * 60 * 60 * 1000;

export interface Cycle {
  /** 00:00 UTC on the 1st of the current month. */
  start: Millis;
  /** 00:00 UTC on the 1st of the next month: when the balance resets. */
  resetAt: Millis;
}

export function billingCycle(now: Millis): Cycle {
  const d = new Date(now);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  return { start: Date.UTC(y, m, 1), resetAt: Date.UTC(y, m + 1, 1) };
}

/** The ISO 8601 date (UTC) of an instant: `2025-03-01`. */
export function isoDate(at: Millis): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The ISO 8601 timestamp (UTC) of an instant. */
export function isoTimestamp(at: Millis): string {
  return new Date(at).toISOString();
}

/** The value of `X-Credits-Reset` at `now`. */
export function creditsResetDate(now: Millis): string {
  return isoDate(billingCycle(now).resetAt);
}

export type SubscriptionState =
  | { status: 'free' }
  | { status: 'paid'; paidUntil: Millis | null }
  | { status: 'grace'; paidUntil: Millis; graceEnds: Millis }
  | { status: 'expired'; expiredAt: Millis; graceEndedAt: Millis };

export function subscriptionState(account: Pick<Account, 'plan' | 'subscription'>, now: Millis): SubscriptionState {
  if (account.plan === 'free') return { status: 'free' };
  const paidUntil = account.subscription.paidUntil;
  if (paidUntil === null || now < paidUntil) return { status: 'paid', paidUntil };
  const graceEnds = paidUntil + GRACE_MS;
  if (now < graceEnds) return { status: 'grace', paidUntil, graceEnds };
  return { status: 'expired', expiredAt: paidUntil, graceEndedAt: graceEnds };
}

/** 402 SUBSCRIPTION_EXPIRED after the grace; otherwise the state, for the headers. */
export function checkSubscription(account: Pick<Account, 'plan' | 'subscription'>, now: Millis): SubscriptionState {
  const s = subscriptionState(account, now);
  if (s.status === 'expired') {
    throw new ApiError('SUBSCRIPTION_EXPIRED', undefined, {
      details: { expired_at: isoTimestamp(s.expiredAt), grace_ended_at: isoTimestamp(s.graceEndedAt) },
    });
  }
  return s;
}
