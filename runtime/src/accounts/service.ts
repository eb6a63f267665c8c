/**
 * The Accounts service over the Store: key management, usage, login and the account views
 * the platform operations answer with (core/src/accounts.ts). Time comes from the Clock.
 *
 * Who may call what is decided by the access step (manifest `auth`), and checked again here
 * where a mistake would hand out keys: key management needs a master key (403 INSUFFICIENT_SCOPE
 * otherwise), /me/* needs a Bearer session. A key id of another account is 404, like an unknown
 * one, so ids of other accounts cannot be probed.
 *
 * Decisions the specification leaves open:
 * - The 11th active key is refused with 400 INVALID_INPUT (path `keys`), as the catalogue says.
 * - A revoked key cannot be edited or rotated (400); revoking it again answers its revocation.
 * - The key making the call cannot revoke itself (400, rotate it instead); another master key may
 *   be revoked.
 * - A login failure (unknown email, wrong password, deleted account) is 401 INVALID_API_KEY with
 *   one message for all: the error catalogue has no credentials code, 401 is the status of
 *   "missing or invalid" credentials, and the access step answers an unknown Bearer token the
 *   same way.
 * - GET /me `subscription.status` is `free` on the Free plan, which has no paid period to be in
 *   (cycle.ts models it so); `paid`, `grace` or `expired` otherwise.
 * - `overage_enabled` can be switched on only on a paid plan (400 on Free, where running out is a
 *   402); GET /me shows it false on Free.
 * - `ai_spent_cycle` is the AI spend ledger of the cycle (runtime/src/metering/ai-spend.ts), which
 *   the request path charges on operations of the `ai` pack while a cap is set.
 * - Deleting the account revokes every key, ends every session, removes the login, blanks the
 *   name and marks the account deleted. There are no webhook subscriptions or stored reports in
 *   the service yet, so `webhooks_removed` and `reports_removed` are 0.
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { ApiError } from '@celestial/core';
import type {
  AccountUsageReport,
  Accounts,
  Caller,
  CallerKeyReport,
  Clock,
  CreateKeyInput,
  DeletedAccount,
  IssuedKey,
  KeyBudget,
  KeyList,
  KeyRecord,
  KeyUsageReport,
  LoginResult,
  LogoutResult,
  MeReport,
  PlanCatalogue,
  RevokedKey,
  SettingsInput,
  SettingsReport,
  StatusFacts,
  TierCatalogue,
  UpdateKeyInput,
} from '@celestial/core';
import { issueKey } from '../access/key-format.js';
import { originRestrictionForCreate, originRestrictionForEdit, originShareFor } from '../access/origin.js';
import { parseAllowedEndpoints } from '../access/scope.js';
import { billingCycle, creditsResetDate, subscriptionState } from '../metering/cycle.js';
import { planLimits } from '../metering/plans.js';
import { aiSpentInCycle } from '../metering/ai-spend.js';
import { REPO_ROOT } from '../registry.js';
import { DuplicateError, MAX_ACTIVE_KEYS } from '../store/store.js';
import type { Account, ApiKey, ApiKeyPatch, Millis, Store } from '../store/store.js';
import { packsFromManifests, planCatalogue, tierCatalogue } from './catalogue.js';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  hashPassword,
  newSessionToken,
  normaliseEmail,
  sessionTokenHash,
  verifyNothing,
  verifyPassword,
} from './passwords.js';
import { DAY_MS, dayStart, iso, isoOrNull, keyRecord, weekStart } from './records.js';

export interface AccountsOptions {
  /** Bearer token lifetime, milliseconds. */
  sessionTtlMs: number;
  /** Shown by GET /status; default: the version in the root package.json. */
  version?: string;
  /** Pack contents for GET /plans; default: read from manifests/*.json. */
  packs?: Record<string, string[]>;
}

export const DEFAULT_ACCOUNTS_OPTIONS: AccountsOptions = { sessionTtlMs: 24 * 3600 * 1000 };

export const MAX_KEY_NAME_LENGTH = 100;
export const MAX_USAGE_DAYS = 30;

function packageVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

function invalid(path: string, message: string): ApiError {
  return ApiError.invalidField(path, message);
}

function budgetCap(value: unknown, path = 'credits_cap_cycle'): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw invalid(path, 'must be a non-negative integer, or null for no budget');
  return value;
}

function keyName(input: { name?: unknown; label?: unknown }): string | undefined {
  const raw = input.name !== undefined ? input.name : input.label;
  if (raw === undefined) return undefined;
  const path = input.name !== undefined ? 'name' : 'label';
  if (typeof raw !== 'string') throw invalid(path, 'must be a string');
  const name = raw.trim();
  if (name.length > MAX_KEY_NAME_LENGTH) throw invalid(path, `must be at most ${MAX_KEY_NAME_LENGTH} characters`);
  return name;
}

export class AccountsService implements Accounts {
  readonly options: AccountsOptions;
  private readonly version: string;
  private packs: Record<string, string[]> | undefined;

  constructor(
    readonly store: Store,
    readonly clock: Clock,
    options: AccountsOptions = DEFAULT_ACCOUNTS_OPTIONS,
  ) {
    this.options = options;
    this.version = options.version ?? packageVersion();
    this.packs = options.packs;
  }

  private now(): Millis {
    return this.clock.now().getTime();
  }

  async storageHealthy(): Promise<boolean> {
    try {
      await this.store.getAccount('__health__');
      return true;
    } catch {
      return false;
    }
  }

  // ---- who is calling ----

  private keyCaller(caller: Caller): { accountId: string; keyId: string } {
    if (caller.kind !== 'key' || caller.accountId === null || caller.keyId === null) throw new ApiError('MISSING_API_KEY');
    return { accountId: caller.accountId, keyId: caller.keyId };
  }

  private masterCaller(caller: Caller): { accountId: string; keyId: string } {
    const who = this.keyCaller(caller);
    if (!caller.isMaster) throw new ApiError('INSUFFICIENT_SCOPE', 'Key management needs the master key of the account');
    return who;
  }

  private bearerCaller(caller: Caller): { accountId: string; sessionHash: string } {
    if (caller.kind !== 'bearer' || caller.accountId === null || caller.sessionHash === null) throw new ApiError('MISSING_BEARER');
    return { accountId: caller.accountId, sessionHash: caller.sessionHash };
  }

  private async account(accountId: string): Promise<Account> {
    const account = await this.store.getAccount(accountId);
    if (!account || account.deletedAt !== null) throw new ApiError('INVALID_API_KEY', 'The account of this credential no longer exists');
    return account;
  }

  /** A key of the account, or 404. */
  private async ownKey(accountId: string, id: string): Promise<ApiKey> {
    const key = await this.store.getKey(id);
    if (!key || key.accountId !== accountId) throw new ApiError('NOT_FOUND', `No key ${id} in this account`, { details: [{ path: 'id', message: 'no such key in this account' }] });
    return key;
  }

  private async usedThisCycle(key: ApiKey, now: Millis): Promise<number | null> {
    if (key.credits_cap_cycle === null) return null;
    return this.store.keyCreditsUsed(key.id, billingCycle(now).start);
  }

  private async record(key: ApiKey, now: Millis): Promise<KeyRecord> {
    return keyRecord(key, await this.usedThisCycle(key, now));
  }

  // ---- keys ----

  async createKey(caller: Caller, input: CreateKeyInput): Promise<IssuedKey> {
    const { accountId } = this.masterCaller(caller);
    await this.account(accountId);
    const name = keyName(input) ?? '';
    if (input.mode !== undefined && typeof input.mode !== 'string') throw invalid('mode', "must be a string: 'test' for a sandbox key, anything else for a live key");
    const mode = input.mode === 'test' ? 'test' : 'live';
    const { keyClass, restriction } = originRestrictionForCreate(input.origin_restriction);
    const cap = input.credits_cap_cycle === undefined ? null : budgetCap(input.credits_cap_cycle);
    const scope = input.allowed_endpoints === undefined ? null : parseAllowedEndpoints(input.allowed_endpoints);
    const now = this.now();
    const issued = issueKey(keyClass, mode);
    const made = await this.store.createKeyIfUnderLimit(
      {
        id: randomUUID(), accountId, class: keyClass, mode, hash: issued.hash, prefix: issued.prefix, first4: issued.first4, last4: issued.last4,
        name, origin_restriction: restriction, credits_cap_cycle: cap, allowed_endpoints: scope, isMaster: false, createdAt: now,
      },
      MAX_ACTIVE_KEYS,
    );
    if (!made.ok) {
      throw new ApiError('INVALID_INPUT', `Validation failed: the account already has ${made.active} active keys, the maximum is ${MAX_ACTIVE_KEYS}; revoke one first`, {
        details: [{ path: 'keys', message: `at most ${MAX_ACTIVE_KEYS} active keys per account` }],
      });
    }
    return { key: issued.value, ...(await this.record(made.key, now)) };
  }

  async listKeys(caller: Caller): Promise<KeyList> {
    const { accountId } = this.masterCaller(caller);
    const now = this.now();
    const keys = await this.store.listKeys(accountId);
    const records = await Promise.all(keys.map((k) => this.record(k, now)));
    return { keys: records, activeCount: keys.filter((k) => k.status === 'active').length, maxActive: MAX_ACTIVE_KEYS };
  }

  async getKey(caller: Caller, id: string): Promise<KeyRecord & { budget?: KeyBudget }> {
    const { accountId } = this.masterCaller(caller);
    const now = this.now();
    const key = await this.ownKey(accountId, id);
    const used = await this.usedThisCycle(key, now);
    const record = keyRecord(key, used);
    if (key.credits_cap_cycle === null || used === null) return record;
    return {
      ...record,
      budget: { credits_used_cycle: used, credits_remaining_cycle: Math.max(0, key.credits_cap_cycle - used), resets_at: creditsResetDate(now) },
    };
  }

  async updateKey(caller: Caller, id: string, input: UpdateKeyInput): Promise<KeyRecord> {
    const { accountId } = this.masterCaller(caller);
    const key = await this.ownKey(accountId, id);
    if (key.status === 'revoked') throw invalid('id', 'the key is revoked and cannot be edited');
    const patch: ApiKeyPatch = {};
    const name = keyName(input);
    if (name !== undefined) patch.name = name;
    if (input.origin_restriction !== undefined) patch.origin_restriction = originRestrictionForEdit(key.class, input.origin_restriction);
    if (input.credits_cap_cycle !== undefined) patch.credits_cap_cycle = budgetCap(input.credits_cap_cycle);
    if (input.allowed_endpoints !== undefined) patch.allowed_endpoints = parseAllowedEndpoints(input.allowed_endpoints);
    const updated = Object.keys(patch).length === 0 ? key : await this.store.updateKey(id, patch);
    if (!updated) throw new ApiError('NOT_FOUND', `No key ${id} in this account`);
    return this.record(updated, this.now());
  }

  async revokeKey(caller: Caller, id: string): Promise<RevokedKey> {
    const { accountId, keyId } = this.masterCaller(caller);
    const key = await this.ownKey(accountId, id);
    if (key.id === keyId) throw invalid('id', 'the key making this call cannot revoke itself; rotate it instead, or revoke it with another master key');
    const revoked = key.status === 'revoked' ? key : await this.store.revokeKey(id, this.now());
    if (!revoked || revoked.revokedAt === null) throw new ApiError('NOT_FOUND', `No key ${id} in this account`);
    return { id: revoked.id, status: 'revoked', revoked_at: iso(revoked.revokedAt) };
  }

  async rotateKey(caller: Caller, id: string): Promise<IssuedKey> {
    const { accountId } = this.masterCaller(caller);
    const key = await this.ownKey(accountId, id);
    if (key.status === 'revoked') throw invalid('id', 'the key is revoked and cannot be rotated; create a new key');
    // One write replaces the hash: from the next request the old value finds no key.
    for (let attempt = 0; ; attempt++) {
      const issued = issueKey(key.class, key.mode);
      try {
        const rotated = await this.store.updateKey(id, { hash: issued.hash, prefix: issued.prefix, first4: issued.first4, last4: issued.last4 });
        if (!rotated) throw new ApiError('NOT_FOUND', `No key ${id} in this account`);
        return { key: issued.value, ...(await this.record(rotated, this.now())) };
      } catch (err) {
        if (!(err instanceof DuplicateError) || attempt >= 2) throw err; // a 190-bit collision; draw again
      }
    }
  }

  async keyUsage(caller: Caller, id: string, days: number): Promise<KeyUsageReport> {
    const { accountId } = this.masterCaller(caller);
    if (!Number.isInteger(days) || days < 1 || days > MAX_USAGE_DAYS) throw invalid('days', `must be an integer from 1 to ${MAX_USAGE_DAYS}`);
    const account = await this.account(accountId);
    const key = await this.ownKey(accountId, id);
    const now = this.now();
    const end = now + 1;
    const cycle = billingCycle(now);
    const used = await this.store.keyCreditsUsed(key.id, cycle.start);
    const cap = key.credits_cap_cycle;
    const today = dayStart(now);
    const [dayTotals, weekTotals, monthTotals] = await Promise.all([
      this.store.keyUsageTotals(key.id, today, end),
      this.store.keyUsageTotals(key.id, weekStart(now), end),
      this.store.keyUsageTotals(key.id, cycle.start, end),
    ]);
    const daily: KeyUsageReport['daily'] = [];
    for (let i = days - 1; i >= 0; i--) {
      const from = today - i * DAY_MS;
      const totals = i === 0 ? dayTotals : await this.store.keyUsageTotals(key.id, from, from + DAY_MS);
      daily.push({ date: iso(from).slice(0, 10), requests: totals.requests, credits: totals.credits });
    }
    const share = originShareFor(key.origin_restriction, planLimits(account).ratePerMin);
    let origins: KeyUsageReport['origins'] = [];
    if (share !== null) {
      const counted = new Map((await this.store.keyUsageByOrigin(key.id, today - (days - 1) * DAY_MS, end)).map((o) => [o.origin, o.requests]));
      origins = key.origin_restriction.allowed_origins.map((host) => ({ host, requests: counted.get(host) ?? 0, rateShare: share }));
    }
    return {
      keyId: key.id,
      credits: { used_cycle: used, cap_cycle: cap, remaining_cycle: cap === null ? null : Math.max(0, cap - used), reset: creditsResetDate(now) },
      requests: { today: dayTotals.requests, week: weekTotals.requests, month: monthTotals.requests },
      daily,
      origins,
    };
  }

  async accountUsage(caller: Caller): Promise<AccountUsageReport> {
    const { accountId } = this.keyCaller(caller);
    const account = await this.account(accountId);
    const now = this.now();
    const cycle = billingCycle(now);
    const limit = planLimits(account).credits;
    const [used, summary] = await Promise.all([
      this.store.creditsUsed(accountId, cycle.start),
      this.store.usageSummary({
        accountId, now, dayStart: dayStart(now), weekStart: weekStart(now), monthStart: cycle.start, topSince: now - 30 * DAY_MS, topLimit: 20,
        // Live and test keys are tracked separately: each sees its own mode's requests.
        ...(caller.mode ? { mode: caller.mode } : {}),
      }),
    ]);
    return {
      credits: { used, remaining: Math.max(0, limit - used), limit, reset: creditsResetDate(now) },
      usage: { today: summary.today, week: summary.week, month: summary.month },
      endpoints: summary.topEndpoints.map((e) => ({ path: e.endpoint, requests: e.requests, credits: e.credits })),
    };
  }

  async callerKey(caller: Caller): Promise<CallerKeyReport> {
    const { accountId, keyId } = this.keyCaller(caller);
    const account = await this.account(accountId);
    const key = await this.ownKey(accountId, keyId);
    const used = await this.usedThisCycle(key, this.now());
    const r = keyRecord(key, used);
    return {
      id: r.id, name: r.name, mode: r.mode, class: r.class, status: r.status, master: r.master, plan: account.plan, packs: [...account.packs],
      origin_restriction: r.origin_restriction, credits_cap_cycle: r.credits_cap_cycle, allowed_endpoints: r.allowed_endpoints,
      budgetRemaining: key.credits_cap_cycle === null || used === null ? null : Math.max(0, key.credits_cap_cycle - used),
    };
  }

  // ---- login and the account ----

  /**
   * An operator gives an account a login (the CLI): email unique across accounts (400 when taken),
   * password at least 8 characters, kept as an argon2id hash. Replaces an earlier login.
   */
  async setLogin(accountId: string, email: string, password: string): Promise<{ accountId: string; email: string }> {
    const account = await this.store.getAccount(accountId);
    if (!account || account.deletedAt !== null) throw new ApiError('NOT_FOUND', `No account ${accountId}`);
    const normal = normaliseEmail(email);
    if (normal === null) throw invalid('email', 'must be an email address');
    if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) throw invalid('password', `must be at least ${MIN_PASSWORD_LENGTH} characters`);
    if (password.length > MAX_PASSWORD_LENGTH) throw invalid('password', `must be at most ${MAX_PASSWORD_LENGTH} characters`);
    const holder = await this.store.getLoginByEmail(normal);
    if (holder && holder.accountId !== accountId) throw invalid('email', 'is the login of another account');
    const passwordHash = await hashPassword(password);
    try {
      await this.store.setLogin({ accountId, email: normal, passwordHash, updatedAt: this.now() });
    } catch (err) {
      if (err instanceof DuplicateError) throw invalid('email', 'is the login of another account');
      throw err;
    }
    // A new password ends the sessions opened with the old one.
    await this.store.deleteSessionsOfAccount(accountId);
    return { accountId, email: normal };
  }

  async login(email: string, password: string): Promise<LoginResult> {
    const refused = new ApiError('INVALID_API_KEY', 'The email or password is wrong');
    const normal = normaliseEmail(email);
    if (typeof password !== 'string' || password.length > MAX_PASSWORD_LENGTH) throw refused;
    const login = normal === null ? null : await this.store.getLoginByEmail(normal);
    if (!login) {
      await verifyNothing(password);
      throw refused;
    }
    if (!(await verifyPassword(login.passwordHash, password))) throw refused;
    const account = await this.store.getAccount(login.accountId);
    if (!account || account.deletedAt !== null) throw refused;
    const token = newSessionToken();
    const now = this.now();
    const expiresAt = now + this.options.sessionTtlMs;
    await this.store.createSession({ hash: sessionTokenHash(token), accountId: account.id, expiresAt, createdAt: now });
    return { token, token_type: 'Bearer', expires_at: iso(expiresAt) };
  }

  async logout(caller: Caller): Promise<LogoutResult> {
    const { sessionHash } = this.bearerCaller(caller);
    await this.store.deleteSession(sessionHash);
    return { revoked: true, revoked_at: iso(this.now()) };
  }

  async me(caller: Caller): Promise<MeReport> {
    const { accountId } = this.bearerCaller(caller);
    const account = await this.account(accountId);
    const now = this.now();
    const limit = planLimits(account).credits;
    const [login, used, active] = await Promise.all([
      this.store.getLoginByAccount(accountId),
      this.store.creditsUsed(accountId, billingCycle(now).start),
      this.store.countActiveKeys(accountId),
    ]);
    const s = subscriptionState(account, now);
    const subscription: MeReport['subscription'] =
      s.status === 'free'
        ? { status: 'free', current_period_end: null, grace_ends: null }
        : s.status === 'paid'
          ? { status: 'paid', current_period_end: isoOrNull(s.paidUntil), grace_ends: null }
          : s.status === 'grace'
            ? { status: 'grace', current_period_end: iso(s.paidUntil), grace_ends: iso(s.graceEnds) }
            : { status: 'expired', current_period_end: iso(s.expiredAt), grace_ends: iso(s.graceEndedAt) };
    return {
      id: account.id,
      email: login?.email ?? null,
      name: account.name,
      plan: account.plan,
      packs: [...account.packs],
      subscription,
      credits: { used, remaining: Math.max(0, limit - used), limit, reset: creditsResetDate(now) },
      keys: { active, max: MAX_ACTIVE_KEYS },
      settings: this.settings(account),
      created_at: iso(account.createdAt),
    };
  }

  private settings(account: Account): { overage_enabled: boolean; ai_spend_cap: number | null } {
    return { overage_enabled: account.plan !== 'free' && account.overageEnabled, ai_spend_cap: account.aiSpendCap };
  }

  async updateSettings(caller: Caller, input: SettingsInput): Promise<SettingsReport> {
    const { accountId } = this.bearerCaller(caller);
    const account = await this.account(accountId);
    const patch: { overageEnabled?: boolean; aiSpendCap?: number | null } = {};
    if (input.overage_enabled !== undefined) {
      if (typeof input.overage_enabled !== 'boolean') throw invalid('overage_enabled', 'must be a boolean');
      if (input.overage_enabled && account.plan === 'free') throw invalid('overage_enabled', 'overage billing exists on paid plans only; the Free plan stops at its monthly credits');
      patch.overageEnabled = input.overage_enabled;
    }
    if (input.ai_spend_cap !== undefined) patch.aiSpendCap = budgetCap(input.ai_spend_cap, 'ai_spend_cap');
    const updated = Object.keys(patch).length === 0 ? account : await this.store.updateAccount(accountId, patch);
    if (!updated) throw new ApiError('INVALID_API_KEY', 'The account of this credential no longer exists');
    const spent = await aiSpentInCycle(this.store, accountId, billingCycle(this.now()).start);
    return { settings: { ...this.settings(updated), ai_spent_cycle: spent } };
  }

  async deleteAccount(caller: Caller, confirm: boolean): Promise<DeletedAccount> {
    const { accountId } = this.bearerCaller(caller);
    if (confirm !== true) throw invalid('confirm', 'must be true to delete the account');
    await this.account(accountId);
    const now = this.now();
    let revoked = 0;
    for (const key of await this.store.listKeys(accountId)) {
      if (key.status === 'revoked') continue;
      await this.store.revokeKey(key.id, now);
      revoked++;
    }
    await this.store.deleteSessionsOfAccount(accountId);
    await this.store.deleteLogin(accountId);
    await this.store.updateAccount(accountId, { name: '', deletedAt: now });
    return { deleted: true, deleted_at: iso(now), keys_revoked: revoked, webhooks_removed: 0, reports_removed: 0 };
  }

  // ---- service facts ----

  async status(caller: Caller): Promise<StatusFacts> {
    const storage = (await this.storageHealthy()) ? 'ok' : 'down';
    let key: StatusFacts['key'] = { valid: false, mode: null, plan: null };
    if (caller.kind === 'key' && caller.accountId !== null && storage === 'ok') {
      const account = await this.store.getAccount(caller.accountId);
      if (account && account.deletedAt === null) key = { valid: true, mode: caller.mode, plan: account.plan };
    }
    return { version: this.version, time: iso(this.now()), storage, key };
  }

  plans(): PlanCatalogue {
    this.packs ??= packsFromManifests(REPO_ROOT);
    return planCatalogue(this.packs);
  }

  pricingTiers(): TierCatalogue {
    return tierCatalogue();
  }
}
