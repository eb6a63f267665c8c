/**
 * The account and key management the platform operations need (SERVICE-SPEC "Key management
 * and account operations"), as a service interface: plugins/platform calls it, the runtime
 * implements it over the Store (runtime/src/accounts/). Every method takes the Caller the
 * access step established and answers plain JSON records; refusals are ApiErrors.
 *
 * Shapes follow the catalogue (`catalogue/platform.jsonl`, output column): snake_case members
 * as the specification writes them (`origin_restriction`, `credits_cap_cycle`), timestamps as
 * ISO 8601 UTC strings, dates as `YYYY-MM-DD`.
 */
import type { Caller } from './operation.js';

export type KeyClassName = 'server' | 'public';
export type KeyModeName = 'live' | 'test';
export type KeyStatusName = 'valid' | 'revoked' | 'suspended' | 'budget-exhausted';
export type PlanName = 'free' | 'indie' | 'starter' | 'pro' | 'business' | 'enterprise';
export type SubscriptionStatusName = 'free' | 'paid' | 'grace' | 'expired';

export interface OriginRestrictionRecord {
  type: 'server-only' | 'public';
  allowed_origins: string[];
}

/** The key record of the catalogue; the key value itself never appears in it. */
export interface KeyRecord {
  id: string;
  name: string;
  mode: KeyModeName;
  /** `server` (secret `cel_` key) or `public` (browser `pk_` key). */
  class: KeyClassName;
  /** Prefix, first 4 and last 4 characters of the random part: `cel_live_AbCd…WxYz`. */
  masked: string;
  status: KeyStatusName;
  /** The account's master key (manages the other keys). */
  master: boolean;
  origin_restriction: OriginRestrictionRecord;
  credits_cap_cycle: number | null;
  allowed_endpoints: string[] | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface KeyBudget {
  credits_used_cycle: number;
  credits_remaining_cycle: number;
  /** ISO date the cycle resets. */
  resets_at: string;
}

/** POST /keys and POST /keys/{id}/rotate: the record plus the value, shown this once. */
export interface IssuedKey extends KeyRecord {
  key: string;
}

/** What POST /keys accepts (validated shape; class rules are the service's). */
export interface CreateKeyInput {
  name?: string;
  label?: string;
  mode?: string;
  origin_restriction?: unknown;
  credits_cap_cycle?: number | null;
  allowed_endpoints?: unknown;
}

/** What PATCH /keys/{id} accepts; an absent member stays as it was, null clears where allowed. */
export interface UpdateKeyInput {
  name?: string;
  label?: string;
  origin_restriction?: unknown;
  credits_cap_cycle?: number | null;
  allowed_endpoints?: unknown;
}

export interface KeyList {
  keys: KeyRecord[];
  activeCount: number;
  maxActive: number;
}

export interface RevokedKey {
  id: string;
  status: 'revoked';
  revoked_at: string;
}

export interface RequestCounts {
  today: number;
  week: number;
  month: number;
}

export interface KeyUsageReport {
  keyId: string;
  credits: { used_cycle: number; cap_cycle: number | null; remaining_cycle: number | null; reset: string };
  requests: RequestCounts;
  daily: { date: string; requests: number; credits: number }[];
  origins: { host: string; requests: number; rateShare: number }[];
}

export interface AccountUsageReport {
  credits: { used: number; remaining: number; limit: number; reset: string };
  usage: RequestCounts;
  endpoints: { path: string; requests: number; credits: number }[];
}

export interface CallerKeyReport {
  id: string;
  name: string;
  mode: KeyModeName;
  class: KeyClassName;
  status: KeyStatusName;
  master: boolean;
  plan: PlanName;
  packs: string[];
  origin_restriction: OriginRestrictionRecord;
  credits_cap_cycle: number | null;
  allowed_endpoints: string[] | null;
  budgetRemaining: number | null;
}

export interface LoginResult {
  token: string;
  token_type: 'Bearer';
  expires_at: string;
}

export interface LogoutResult {
  revoked: true;
  revoked_at: string;
}

export interface AccountSettings {
  overage_enabled: boolean;
  ai_spend_cap: number | null;
}

export interface MeReport {
  id: string;
  email: string | null;
  name: string;
  plan: PlanName;
  packs: string[];
  subscription: { status: SubscriptionStatusName; current_period_end: string | null; grace_ends: string | null };
  credits: { used: number; remaining: number; limit: number; reset: string };
  keys: { active: number; max: number };
  settings: AccountSettings;
  created_at: string;
}

export interface SettingsInput {
  overage_enabled?: boolean;
  ai_spend_cap?: number | null;
}

export interface SettingsReport {
  settings: AccountSettings & { ai_spent_cycle: number };
}

export interface DeletedAccount {
  deleted: true;
  deleted_at: string;
  keys_revoked: number;
  webhooks_removed: number;
  reports_removed: number;
}

/** The parts of GET /status the accounts side knows: storage and the calling key. */
export interface StatusFacts {
  version: string;
  time: string;
  storage: 'ok' | 'down';
  key: { valid: boolean; mode: KeyModeName | null; plan: PlanName | null };
}

export interface PlanCatalogue {
  plans: {
    id: PlanName;
    creditsPerMonth: number | null;
    rateLimitPerMinute: number | null;
    webhooks: boolean;
    overage: boolean;
  }[];
  packs: { id: string; unlocks: string[] }[];
  keyless: { undeclaredPerHourPerIp: number; perSitePerHour: number; perIpCeilingPerHour: number };
}

export interface TierCatalogue {
  tiers: { tier: number; credits: number; typicalTime: string; examples: string[] }[];
  rules: { cacheWindowSeconds: number; streamTier: number; webhookManagementCredits: number; byoProviderCredits: number };
}

export interface Accounts {
  /** Liveness of the storage engine, for GET /status. */
  storageHealthy(): Promise<boolean>;

  // keys (master key; GET /keys/usage and GET /auth/keys/me: any key)
  createKey(caller: Caller, input: CreateKeyInput): Promise<IssuedKey>;
  listKeys(caller: Caller): Promise<KeyList>;
  /** 404 NOT_FOUND for an id that is not a key of the caller's account. */
  getKey(caller: Caller, id: string): Promise<KeyRecord & { budget?: KeyBudget }>;
  updateKey(caller: Caller, id: string, input: UpdateKeyInput): Promise<KeyRecord>;
  /** 400 when the caller revokes the key it is calling with. */
  revokeKey(caller: Caller, id: string): Promise<RevokedKey>;
  rotateKey(caller: Caller, id: string): Promise<IssuedKey>;
  keyUsage(caller: Caller, id: string, days: number): Promise<KeyUsageReport>;
  accountUsage(caller: Caller): Promise<AccountUsageReport>;
  callerKey(caller: Caller): Promise<CallerKeyReport>;

  // login and the account (Bearer)
  /** 401 INVALID_API_KEY for an unknown email or a wrong password (the same answer for both). */
  login(email: string, password: string): Promise<LoginResult>;
  logout(caller: Caller): Promise<LogoutResult>;
  me(caller: Caller): Promise<MeReport>;
  updateSettings(caller: Caller, input: SettingsInput): Promise<SettingsReport>;
  deleteAccount(caller: Caller, confirm: boolean): Promise<DeletedAccount>;

  // service facts
  status(caller: Caller): Promise<StatusFacts>;
  plans(): PlanCatalogue;
  pricingTiers(): TierCatalogue;
}
