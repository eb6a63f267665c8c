/**
 * The default account and its master key, so `npm start` is usable at once (issue 3):
 * CELESTIAL_MASTER_KEY (with CELESTIAL_MASTER_PLAN) creates or updates the default account
 * with that master key; with none set, a master key is generated on the first start and
 * returned for printing once (only its hash is kept, so it can never be shown again).
 */
import { randomUUID } from 'node:crypto';
import type { Account, NewAccount, NewApiKey, Plan, Store } from './store/store.js';
import { hashKeyValue, issueKey, keyDisplayParts, parseKeyValue, type KeyDisplayParts } from './access/key-format.js';

export const DEFAULT_ACCOUNT_ID = 'default';

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
  options: { masterKey?: string | undefined; masterPlan: Plan; customCredits?: number | null; customRatePerMin?: number | null },
  now: number,
): Promise<BootstrapResult> {
  let account = await store.getAccount(DEFAULT_ACCOUNT_ID);
  if (!account) {
    account = await store.createAccount({
      id: DEFAULT_ACCOUNT_ID,
      name: 'Default account',
      plan: options.masterPlan,
      customCredits: options.customCredits ?? null,
      customRatePerMin: options.customRatePerMin ?? null,
      createdAt: now,
    });
  } else if (account.plan !== options.masterPlan || (options.customCredits !== undefined && account.customCredits !== options.customCredits)) {
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
    // A new master key from the environment replaces the old ones.
    for (const k of activeMasters) await store.revokeKey(k.id, now);
    if (existing) await store.revokeKey(existing.id, now);
    if (!existing) {
      await store.createKey(masterKeyRecord(DEFAULT_ACCOUNT_ID, { hash, ...keyDisplayParts(options.masterKey) }, now));
      return { accountId: DEFAULT_ACCOUNT_ID, generatedKey: null };
    }
    throw new Error('CELESTIAL_MASTER_KEY was revoked earlier; set a new value');
  }

  if (activeMasters.length > 0) return { accountId: DEFAULT_ACCOUNT_ID, generatedKey: null };
  const issued = issueKey('secret', 'live');
  await store.createKey(masterKeyRecord(DEFAULT_ACCOUNT_ID, issued, now));
  return { accountId: DEFAULT_ACCOUNT_ID, generatedKey: issued.value };
}
