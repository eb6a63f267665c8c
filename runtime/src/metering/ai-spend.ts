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
