/**
 * The AI spend cap (`ai_spend_cap`, PATCH /me/settings): credits per billing cycle on operations
 * of the `ai` pack, refused with 429 SPEND_CAP_REACHED once reached. The spend is a counter of its
 * own, kept with the store's atomic `chargeCredits` under a separate ledger id, so two service
 * instances never let the cap be passed, and the account's credit counter is not touched twice.
 */
import { ApiError } from '@celestial/core';
import type { Millis, Store } from '../store/store.js';

export const AI_PACK = 'ai';

/** The ledger id the AI spend of an account is counted under. */
export function aiSpendLedger(accountId: string): string {
  return `ai-spend:${accountId}`;
}

export async function aiSpentInCycle(store: Store, accountId: string, cycleStart: Millis): Promise<number> {
  return store.creditsUsed(aiSpendLedger(accountId), cycleStart);
}

/** Reserves `amount` against the cap; throws SPEND_CAP_REACHED (changing nothing) when it would pass it. */
export async function reserveAiSpend(store: Store, accountId: string, cap: number, cycleStart: Millis, amount: number, retryAfterSeconds?: number): Promise<void> {
  const ledger = aiSpendLedger(accountId);
  const r = await store.chargeCredits({ accountId: ledger, keyId: ledger, cycleStart, amount, monthlyLimit: cap, allowOverage: false, keyCap: null });
  if (!r.ok) {
    throw new ApiError('SPEND_CAP_REACHED', `The AI spend cap of ${cap} credits this cycle is reached (${r.accountUsed} spent)`, {
      details: { ai_spend_cap: cap, ai_spent_cycle: r.accountUsed },
      // Waiting helps only until the cycle resets the spend (issue 10: every 429 says when).
      ...(retryAfterSeconds !== undefined ? { headers: { 'Retry-After': String(retryAfterSeconds) } } : {}),
    });
  }
}

export async function refundAiSpend(store: Store, accountId: string, cycleStart: Millis, amount: number): Promise<void> {
  const ledger = aiSpendLedger(accountId);
  await store.refundCredits({ accountId: ledger, keyId: ledger, cycleStart, amount });
}

/**
 * SERVICE-SPEC "Bring-your-own-key rules": an `ai` pack call made with the caller's own provider
 * key (X-Provider / X-Provider-Key) costs 5 credits instead of the endpoint's price, and does not
 * count toward the AI spend cap (that cap is on the service's own model chain, catalogue
 * interpret.jsonl). The 5 are reserved before the handler runs and, like every reservation,
 * given back when the call fails (runtime/src/http/access.ts onSend); with an own key there is
 * no fallback, so an answered call is one whose completion ran on the caller's key: "charged
 * only when a completion actually ran" holds without a price set after the handler.
 */
export const OWN_PROVIDER_CREDITS = 5;

/** Whether a request asks for the caller's own model provider (either header: a half pair is refused by the operation). */
export function usesOwnProvider(headers: Readonly<Record<string, string | string[] | undefined>>): boolean {
  return headers['x-provider'] !== undefined || headers['x-provider-key'] !== undefined;
}

/** The credits an own-key `ai` pack call reserves (a test key pays nothing, as for every price: plans.ts creditCost). */
export function ownProviderCost(mode: 'live' | 'test'): number {
  return mode === 'test' ? 0 : OWN_PROVIDER_CREDITS;
}
