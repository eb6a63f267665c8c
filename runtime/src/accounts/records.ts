/**
 * Store records to the JSON the platform operations answer with (core/src/accounts.ts), and
 * the calendar the usage views count in.
 *
 * Decisions the specification leaves open:
 * - `class` is `server` for a secret (`cel_`) key and `public` for a browser (`pk_`) key, as the
 *   catalogue names them; the store says `secret`.
 * - `status`: an active key whose per-key budget is spent in the current cycle shows
 *   `budget-exhausted` (it is refused with 429 KEY_BUDGET_EXHAUSTED until the cycle resets);
 *   otherwise active is `valid`.
 * - Usage periods, all UTC: today from 00:00; the week from Monday 00:00 (ISO week); the month is
 *   the billing cycle (calendar month). The top-endpoint window is the last 30 days.
 */
import type { KeyRecord, KeyStatusName } from '@celestial/core';
import { maskedKey } from '../access/key-format.js';
import type { ApiKey, Millis } from '../store/store.js';

export const DAY_MS = 86_400_000;

export function iso(at: Millis): string {
  return new Date(at).toISOString();
}

export function isoOrNull(at: Millis | null): string | null {
  return at === null ? null : iso(at);
}

export function dayStart(now: Millis): Millis {
  return Math.floor(now / DAY_MS) * DAY_MS;
}

/** Monday 00:00 UTC of the ISO week holding `now`. */
export function weekStart(now: Millis): Millis {
  const day = dayStart(now);
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
  return day - weekday * DAY_MS;
}

export function keyStatus(key: ApiKey, usedThisCycle: number | null): KeyStatusName {
  if (key.status === 'revoked') return 'revoked';
  if (key.status === 'suspended') return 'suspended';
  if (key.credits_cap_cycle !== null && usedThisCycle !== null && usedThisCycle >= key.credits_cap_cycle) return 'budget-exhausted';
  return 'valid';
}

export function keyRecord(key: ApiKey, usedThisCycle: number | null): KeyRecord {
  return {
    id: key.id,
    name: key.name,
    mode: key.mode,
    class: key.class === 'secret' ? 'server' : 'public',
    masked: maskedKey(key),
    status: keyStatus(key, usedThisCycle),
    master: key.isMaster,
    origin_restriction: {
      type: key.origin_restriction.type === 'server-only' ? 'server-only' : 'public',
      allowed_origins: [...key.origin_restriction.allowed_origins],
    },
    credits_cap_cycle: key.credits_cap_cycle,
    allowed_endpoints: key.allowed_endpoints === null ? null : [...key.allowed_endpoints],
    created_at: iso(key.createdAt),
    last_used_at: isoOrNull(key.lastUsedAt),
    revoked_at: isoOrNull(key.revokedAt),
  };
}
