/**
 * The default account and its master key, so `npm start` is usable at once (issue 3):
 * CELESTIAL_MASTER_KEY creates or updates the default account with that master key; with none
 * set, a master key is generated on the first start and returned for printing once (only its
 * hash is kept, so it can never be shown again).
 *
 * The plan (issue 11): a fresh store's default account is created on DEFAULT_MASTER_PLAN
 * (Starter: 120 requests a minute, SERVICE-SPEC "Plans"), so a developer's first session is not
 * stopped at the tenth call as it was on Free. CELESTIAL_MASTER_PLAN, when set, is applied at
 * each start; unset, the account keeps whatever plan it has, so an operator's later change
 * (`npm run cli -- accounts plan default <plan>`) is never silently undone by a restart.
 *
 * Idempotent across processes (issue 10): two instances starting on one fresh store both try to
 * create the account and a master key. The account insert that loses (DuplicateError) re-reads
 * the winner's; a generated master key takes a deterministic id (the n-th master of the
 * account), so of two racing generators one insert wins and the other prints nothing.
 */
import { randomUUID } from 'node:crypto';
import { sha256Hex } from './sha256.js';
import { DuplicateError } from './store/store.js';
import type { Account, NewAccount, NewApiKey, Plan, Store } from './store/store.js';
import { hashKeyValue, issueKey, keyDisplayParts, parseKeyValue, type KeyDisplayParts } from './access/key-format.js';

export const DEFAULT_ACCOUNT_ID = 'default';
/** The plan a fresh default account gets when CELESTIAL_MASTER_PLAN is unset: at least 100 calls a minute (issue 11). */
export const DEFAULT_MASTER_PLAN: Plan = 'starter';

/** A UUID-shaped id derived from `name`, the same in every process (the race's unique key). */
function deterministicId(name: string): string {
  const h = sha256Hex(name);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The record of an account's master key: a live secret key named `master`, server-only, no budget or scope limits. */
export function masterKeyRecord(accountId: string, key: { hash: string } & KeyDisplayParts, now: number): NewApiKey {
  return {
    id: randomUUID(), accountId, class: 'secret', mode: 'live', hash: key.hash, prefix: key.prefix, first4: key.first4, last4: key.last4,
    name: 'master', origin_restriction: { type: 'server-only', allowed_origins: [] }, credits_cap_cycle: null, allowed_endpoints: null,
    isMaster: true, createdAt: now,
  };
}

export interface CreatedAccount {
  account: Account;
  masterKeyId: string;
  /** The master key value: shown once, never stored (only its hash is). */
  masterKey: string;
}

/** Creates an account and a freshly generated master key for it (the operator CLI's `accounts create`). */
export async function createAccountWithMasterKey(store: Store, account: NewAccount, now: number): Promise<CreatedAccount> {
  const created = await store.createAccount(account);
  const issued = issueKey('secret', 'live');
  const key = await store.createKey(masterKeyRecord(created.id, issued, now));
  return { account: created, masterKeyId: key.id, masterKey: issued.value };
}

export interface BootstrapResult {
  accountId: string;
  /** A newly generated master key value, to print once; null when none was generated. */
  generatedKey: string | null;
}

export async function bootstrapMasterAccount(
  store: Store,
  options: { masterKey?: string | undefined; masterPlan?: Plan | undefined; customCredits?: number | null; customRatePerMin?: number | null },
  now: number,
): Promise<BootstrapResult> {
  let account = await store.getAccount(DEFAULT_ACCOUNT_ID);
  if (!account) {
    try {
      account = await store.createAccount({
        id: DEFAULT_ACCOUNT_ID,
        name: 'Default account',
        plan: options.masterPlan ?? DEFAULT_MASTER_PLAN,
        customCredits: options.customCredits ?? null,
        customRatePerMin: options.customRatePerMin ?? null,
        createdAt: now,
      });
    } catch (err) {
      // Another process created it between our read and our insert.
      if (!(err instanceof DuplicateError)) throw err;
      account = await store.getAccount(DEFAULT_ACCOUNT_ID);
      if (!account) throw err;
    }
  }
  if (
    options.masterPlan !== undefined &&
    (account.plan !== options.masterPlan ||
      (options.customCredits !== undefined && account.customCredits !== options.customCredits) ||
      (options.customRatePerMin !== undefined && account.customRatePerMin !== options.customRatePerMin))
  ) {
    account = (await store.updateAccount(DEFAULT_ACCOUNT_ID, {
      plan: options.masterPlan,
      ...(options.customCredits !== undefined ? { customCredits: options.customCredits } : {}),
      ...(options.customRatePerMin !== undefined ? { customRatePerMin: options.customRatePerMin } : {}),
    }))!;
  }
  const keys = await store.listKeys(DEFAULT_ACCOUNT_ID);
  const activeMasters = keys.filter((k) => k.isMaster && k.status === 'active');

  if (options.masterKey) {
    const parsed = parseKeyValue(options.masterKey);
    if (!parsed || parsed.class !== 'secret' || parsed.mode !== 'live') {
      throw new Error('CELESTIAL_MASTER_KEY must be a live secret key: cel_live_ followed by 32 base62 characters (A-Z a-z 0-9)');
    }
    const hash = hashKeyValue(options.masterKey);
    const existing = await store.findKeyByHash(hash);
    if (existing && existing.accountId !== DEFAULT_ACCOUNT_ID) throw new Error('CELESTIAL_MASTER_KEY belongs to another account');
    if (existing && existing.status === 'active' && existing.isMaster) return { accountId: DEFAULT_ACCOUNT_ID, generatedKey: null };
    if (existing) throw new Error('CELESTIAL_MASTER_KEY was revoked earlier; set a new value');
    try {
      await store.createKey(masterKeyRecord(DEFAULT_ACCOUNT_ID, { hash, ...keyDisplayParts(options.masterKey) }, now));
    } catch (err) {
      // Another process inserted the same key (the hash is unique): it is there, as wanted.
      if (!(err instanceof DuplicateError)) throw err;
      const raced = await store.findKeyByHash(hash);
      if (!raced || raced.accountId !== DEFAULT_ACCOUNT_ID || raced.status !== 'active') throw err;
      return { accountId: DEFAULT_ACCOUNT_ID, generatedKey: null };
    }
    // A new master key from the environment replaces the old ones.
    for (const k of activeMasters) await store.revokeKey(k.id, now);
    return { accountId: DEFAULT_ACCOUNT_ID, generatedKey: null };
  }

  if (activeMasters.length > 0) return { accountId: DEFAULT_ACCOUNT_ID, generatedKey: null };
  const issued = issueKey('secret', 'live');
  const ordinal = keys.filter((k) => k.isMaster).length + 1;
  try {
    await store.createKey({ ...masterKeyRecord(DEFAULT_ACCOUNT_ID, issued, now), id: deterministicId(`${DEFAULT_ACCOUNT_ID}:master:${ordinal}`) });
  } catch (err) {
    // Another process generated this master key first; it prints its value, this one nothing.
    if (err instanceof DuplicateError) return { accountId: DEFAULT_ACCOUNT_ID, generatedKey: null };
    throw err;
  }
  return { accountId: DEFAULT_ACCOUNT_ID, generatedKey: issued.value };
}
