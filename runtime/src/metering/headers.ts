/**
 * The metering response headers (SERVICE-SPEC "Limits" / "Response headers") and the metering
 * refusals that carry body members: 429 RATE_LIMIT, the Free plan's 402 `credits_exhausted`,
 * 429 CREDITS_EXHAUSTED and 429 KEY_BUDGET_EXHAUSTED. Plain inputs in, a header map out.
 *
 * Decisions the specification leaves open:
 * - `X-RateLimit-Reset` is Unix epoch seconds (the GitHub convention), rounded up, so a client
 *   that waits until then finds the slot free. It is the instant the oldest request leaves the
 *   window of the tightest counter (the store's `resetAt`).
 * - `X-Credits-Used` is what this request was charged (0 on a cache HIT, a refusal or a test
 *   key); `X-Credits-Remaining` is never negative (overage shows 0); `X-Credits-Reset` is the
 *   ISO date from cycle.ts. The credit headers are sent whenever the caller has an account to
 *   report (every keyed response, errors included); an anonymous keyless call has none.
 * - `X-RateLimit-Counters` lists the counters in the order given (site, then ip, from
 *   keyless.ts), `scope=remaining/limit`, only for an anonymous call with the site header.
 * - `Retry-After` and `retry_after_seconds` are whole seconds until the latest `resetAt` among
 *   the refusing counters, at least 1. For a call costing 3 units one freed slot may not be
 *   enough; the client then gets another 429 with a new Retry-After (the store reports only the
 *   oldest entry's exit).
 * - Every 429 carries `Retry-After` when waiting helps (issue 10): RATE_LIMIT until the oldest
 *   request leaves the window; CREDITS_EXHAUSTED and KEY_BUDGET_EXHAUSTED until the cycle resets
 *   (`secondsUntil`), the only moment either frees credits.
 * - `X-Subscription-Grace-Ends` is an ISO 8601 timestamp.
 * - The 402 `credits_exhausted` and the 429 CREDITS_EXHAUSTED carry the same three members
 *   (`credits_remaining`, `credits_reset`, `upgrade_url`) as `extra`; the upgrade address comes
 *   from configuration.
 */
import { ApiError } from '@celestial/core';
import type { Millis, Plan } from '../store/store.js';
import { isoTimestamp } from './cycle.js';
import type { SubscriptionState } from './cycle.js';
import type { CounterState } from './keyless.js';
import { tightestCounter } from './keyless.js';

export interface CreditsInput {
  /** Credits charged for this request. */
  used: number;
  remaining: number;
  /** The monthly budget. */
  limit: number;
  /** ISO 8601 date of the reset (cycle.ts `creditsResetDate`). */
  resetDate: string;
}

export interface ResponseHeaderInputs {
  now: Millis;
  credits?: CreditsInput;
  /** Every rate counter the call went through (key, origin entry excluded; or ip/site). */
  counters?: readonly CounterState[];
  /** An anonymous keyless call that declared `X-Service-Site-URL`. */
  anonymousWithSite?: boolean;
  /** Units the call spent. */
  cost?: number;
  /** The share of the origin-list entry that admitted the request, when one did. */
  origin?: { limit: number; remaining: number } | null;
  /** The key's `credits_cap_cycle` and what is left of it, when set. */
  budget?: { limit: number; remaining: number } | null;
  subscription?: SubscriptionState;
}

/** Credits left of a monthly budget, never negative. */
export function creditsRemaining(limit: number, used: number): number {
  return Math.max(0, limit - used);
}

export function epochSeconds(at: Millis): number {
  return Math.ceil(at / 1000);
}

/** Whole seconds (at least 1) until the refusing counters have a slot again. */
export function retryAfterSeconds(counters: readonly CounterState[], now: Millis): number {
  const refused = counters.filter((c) => c.admitted === false);
  const from = refused.length > 0 ? refused : counters;
  const resetAt = Math.max(...from.map((c) => c.resetAt));
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}

export function buildResponseHeaders(input: ResponseHeaderInputs): Record<string, string> {
  const h: Record<string, string> = {};
  if (input.credits) {
    h['X-Credits-Used'] = String(input.credits.used);
    h['X-Credits-Remaining'] = String(Math.max(0, input.credits.remaining));
    h['X-Credits-Limit'] = String(input.credits.limit);
    h['X-Credits-Reset'] = input.credits.resetDate;
  }
  const counters = input.counters ?? [];
  if (counters.length > 0) {
    const t = tightestCounter(counters);
    h['X-RateLimit-Limit'] = String(t.limit);
    h['X-RateLimit-Remaining'] = String(Math.max(0, t.remaining));
    h['X-RateLimit-Reset'] = String(epochSeconds(t.resetAt));
    h['X-RateLimit-Scope'] = t.scope;
    if (input.anonymousWithSite) {
      h['X-RateLimit-Counters'] = counters.map((c) => `${c.scope}=${Math.max(0, c.remaining)}/${c.limit}`).join(',');
    }
    if (counters.some((c) => c.admitted === false)) h['Retry-After'] = String(retryAfterSeconds(counters, input.now));
  }
  if (input.cost !== undefined && input.cost > 1) h['X-RateLimit-Cost'] = String(input.cost);
  if (input.origin) {
    h['X-RateLimit-Origin-Limit'] = String(input.origin.limit);
    h['X-RateLimit-Origin-Remaining'] = String(Math.max(0, input.origin.remaining));
  }
  if (input.budget) {
    h['X-Key-Budget-Limit'] = String(input.budget.limit);
    h['X-Key-Budget-Remaining'] = String(Math.max(0, input.budget.remaining));
  }
  if (input.subscription?.status === 'grace') {
    h['X-Subscription-Status'] = 'grace';
    h['X-Subscription-Grace-Ends'] = isoTimestamp(input.subscription.graceEnds);
  }
  return h;
}

/** 429 RATE_LIMIT with `retry_after_seconds` and `Retry-After`. */
export function rateLimitError(counters: readonly CounterState[], now: Millis): ApiError {
  const seconds = retryAfterSeconds(counters, now);
  const t = tightestCounter(counters);
  return new ApiError('RATE_LIMIT', `Rate limit exceeded (${t.scope}: ${t.limit} per window); retry after ${seconds} s`, {
    extra: { retry_after_seconds: seconds },
    headers: { 'Retry-After': String(seconds) },
  });
}

/** Whole seconds (at least 1) from `now` until `at`: a `Retry-After` value. */
export function secondsUntil(at: Millis, now: Millis): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}

export interface CreditsExhaustedInput {
  plan: Plan;
  limit: number;
  used: number;
  resetDate: string;
  upgradeUrl: string;
  /** Seconds until the cycle resets: `Retry-After` on the 429 form. */
  retryAfterSeconds?: number;
}

/**
 * Out of credits: 402 `credits_exhausted` on Free (the credits page); 429 CREDITS_EXHAUSTED on a
 * paid plan whose overage billing is disabled (with overage on, the call is not refused at all).
 */
export function creditsExhaustedError(input: CreditsExhaustedInput): ApiError {
  const extra = {
    credits_remaining: creditsRemaining(input.limit, input.used),
    credits_reset: input.resetDate,
    upgrade_url: input.upgradeUrl,
  };
  return input.plan === 'free'
    ? new ApiError('credits_exhausted', `The Free plan's ${input.limit} monthly credits are used up; they reset on ${input.resetDate}`, { extra })
    : new ApiError('CREDITS_EXHAUSTED', undefined, { extra, ...(input.retryAfterSeconds !== undefined ? { headers: { 'Retry-After': String(input.retryAfterSeconds) } } : {}) });
}

/** 429 KEY_BUDGET_EXHAUSTED: the key's `credits_cap_cycle` is reached (even with account credits left). */
export function keyBudgetExhaustedError(input: { limit: number; used: number; resetDate: string; retryAfterSeconds?: number }): ApiError {
  return new ApiError('KEY_BUDGET_EXHAUSTED', `This key's budget of ${input.limit} credits per cycle is used up; it resets on ${input.resetDate}`, {
    details: { credits_cap_cycle: input.limit, used: input.used, credits_reset: input.resetDate },
    ...(input.retryAfterSeconds !== undefined ? { headers: { 'Retry-After': String(input.retryAfterSeconds) } } : {}),
  });
}
