/**
 * The platform answers in the one vocabulary (DESIGN.md, "Vocabulary": member names camelCase,
 * snake_case only where the specification prescribes it; instants ISO 8601 with an offset).
 * The accounts service (core/src/accounts.ts, runtime/src/accounts/) keeps the catalogue's
 * snake_case records; these presenters write them at the boundary, once.
 *
 * Kept snake_case, as SERVICE-SPEC "API key" names them: `origin_restriction` (with
 * `allowed_origins`), `credits_cap_cycle` and `allowed_endpoints`, the key's request fields,
 * which the key record echoes ("Key record fields: not shown beyond those above").
 * Everything else is camelCase: the specification shows no other member of these answers.
 */
import { ApiError, isoWithOffset } from '@celestial/core';
import type { KeyBudget, KeyRecord, MeReport, SettingsReport } from '@celestial/core';

/**
 * A stored UTC timestamp as an answer's instant: `+00:00` (the platform operations name no
 * zone), to the second. null stays null.
 */
export function instantOut(utc: string): string;
export function instantOut(utc: string | null): string | null;
export function instantOut(utc: string | null): string | null {
  if (utc === null) return null;
  const ms = Date.parse(utc);
  if (!Number.isFinite(ms)) throw new RangeError(`not a timestamp: ${utc}`);
  return isoWithOffset(ms, 0);
}

export function keyRecordOut<K extends KeyRecord>(k: K) {
  const { created_at, last_used_at, revoked_at, ...rest } = k;
  return { ...rest, createdAt: instantOut(created_at), lastUsedAt: instantOut(last_used_at), revokedAt: instantOut(revoked_at) };
}

export function keyBudgetOut(b: KeyBudget) {
  return { creditsUsedCycle: b.credits_used_cycle, creditsRemainingCycle: b.credits_remaining_cycle, resetsOn: b.resets_at };
}

export function settingsOut(s: SettingsReport['settings']) {
  return { overageEnabled: s.overage_enabled, aiSpendCap: s.ai_spend_cap, aiSpentCycle: s.ai_spent_cycle };
}

export function meOut(m: MeReport) {
  return {
    id: m.id,
    email: m.email,
    name: m.name,
    plan: m.plan,
    packs: m.packs,
    subscription: { status: m.subscription.status, currentPeriodEnd: instantOut(m.subscription.current_period_end), graceEnds: instantOut(m.subscription.grace_ends) },
    credits: m.credits,
    keys: m.keys,
    settings: { overageEnabled: m.settings.overage_enabled, aiSpendCap: m.settings.ai_spend_cap },
    createdAt: instantOut(m.created_at),
  };
}

/**
 * Runs an accounts call whose refusals name the service's snake_case request members, and
 * names the members the caller sent instead (`renames`: service name -> request name), so
 * an INVALID_INPUT's `details` point at the caller's own field.
 */
export async function withRequestNames<T>(renames: Readonly<Record<string, string>>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof ApiError && Array.isArray(e.details)) {
      const details = e.details.map((d: unknown) => {
        if (!d || typeof d !== 'object' || typeof (d as { path?: unknown }).path !== 'string') return d;
        const path = (d as { path: string }).path;
        return { ...(d as object), path: renames[path] ?? path };
      });
      const message = Object.entries(renames).reduce((m, [from, to]) => m.split(from).join(to), e.message);
      throw new ApiError(e.code, message, { details, extra: e.extra, headers: e.headers });
    }
    throw e;
  }
}
