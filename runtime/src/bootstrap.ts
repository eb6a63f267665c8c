/**
 * The default account and its master key, so `npm start` is usable at once (issue 3):
 * CELESTIAL_MASTER_KEY (with CELESTIAL_MASTER_PLAN) creates or updates the default account
 * with that master key; with none set, a master key is generated on the first start and
 * returned for printing once (only its hash is kept, so it can never be shown again).
 */
import { randomUUID } from 'node:crypto';
import type { Plan, Store } from './store/store.js';
import { hashKeyValue, issueKey, keyDisplayParts, parseKeyValue } from './access/key-format.js';

export const DEFAULT_ACCOUNT_ID = 'default';

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
      await store.createKey({
        id: randomUUID(), accountId: DEFAULT_ACCOUNT_ID, class: 'secret', mode: 'live', hash, ...keyDisplayParts(options.masterKey),
        name: 'master', origin_restriction: { type: 'server-only', allowed_origins: [] }, credits_cap_cycle: null, allowed_endpoints: null,
        isMaster: true, createdAt: now,
      });
      return { accountId: DEFAULT_ACCOUNT_ID, generatedKey: null };
    }
    throw new Error('CELESTIAL_MASTER_KEY was revoked earlier; set a new value');
  }

  if (activeMasters.length > 0) return { accountId: DEFAULT_ACCOUNT_ID, generatedKey: null };
  const issued = issueKey('secret', 'live');
  await store.createKey({
    id: randomUUID(), accountId: DEFAULT_ACCOUNT_ID, class: 'secret', mode: 'live', hash: issued.hash, prefix: issued.prefix, first4: issued.first4, last4: issued.last4,
    name: 'master', origin_restriction: { type: 'server-only', allowed_origins: [] }, credits_cap_cycle: null, allowed_endpoints: null,
    isMaster: true, createdAt: now,
  });
  return { accountId: DEFAULT_ACCOUNT_ID, generatedKey: issued.value };
}
