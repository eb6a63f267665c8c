/**
 * The one contract every Store adapter passes (DESIGN.md "Storage"), with known answers and
 * concurrency proofs: in-process over two independent connections, and across processes.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Test } from 'tap';
import { DuplicateError, type ApiKey, type NewApiKey, type Store } from '../../runtime/src/store/store.js';
import type { HammerJob, HammerResult, StoreLocation } from './hammer.js';

export interface StoreHarness {
  /** A fresh, empty store. */
  open(): Promise<Store>;
  /** Another, independent connection (better-sqlite3 handle / MongoClient) to the same data. */
  reopen(store: Store): Promise<Store>;
  /** How another process opens the same data. */
  location(store: Store): StoreLocation;
  /** Calls each child process makes in the cross-process tests (enough for their runs to overlap). */
  callsPerProcess: number;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');

const T0 = Date.parse('2026-01-15T12:00:00Z');
const CYCLE = Date.parse('2026-01-01T00:00:00Z');
const MIN = 60_000;
const DAY = 86_400_000;

const sha = (s: string): string => createHash('sha256').update(s).digest('hex');

let n = 0;
const uid = (p: string): string => `${p}_${process.pid}_${++n}`;

function newKey(accountId: string, over: Partial<NewApiKey> = {}): NewApiKey {
  const id = over.id ?? uid('key');
  const value = `cel_live_${id.padEnd(32, 'x')}`;
  return {
    id,
    accountId,
    class: 'secret',
    mode: 'live',
    hash: sha(value),
    prefix: 'cel_live_',
    first4: value.slice(0, 4),
    last4: value.slice(-4),
    name: 'production',
    origin_restriction: { type: 'server-only', allowed_origins: [] },
    credits_cap_cycle: null,
    allowed_endpoints: null,
    isMaster: false,
    createdAt: T0,
    ...over,
  };
}

/** Runs `jobs` in child processes at once (each its own connection) and returns what each was granted. */
async function hammer(jobs: HammerJob[]): Promise<HammerResult[]> {
  const children = jobs.map((job) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'hammer.ts'), JSON.stringify(job)], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    const ready = new Promise<void>((resolve, reject) => {
      const check = (): void => {
        if (out.includes('ready\n')) resolve();
      };
      child.stdout.on('data', check);
      child.once('exit', (code) => reject(new Error(`hammer exited ${code} before ready: ${err}`)));
    });
    const done = new Promise<HammerResult>((resolve, reject) => {
      child.once('exit', (code) => {
        if (code !== 0) return reject(new Error(`hammer exited ${code}: ${err}`));
        const line = out.trim().split('\n').pop() ?? '';
        resolve(JSON.parse(line) as HammerResult);
      });
    });
    done.catch(() => {});
    return { child, ready, done };
  });
  await Promise.all(children.map((c) => c.ready));
  for (const c of children) c.child.stdin.end('go\n');
  return Promise.all(children.map((c) => c.done));
}

export function storeContract(t: Test, h: StoreHarness): void {
  let store: Store;
  let other: Store;

  t.before(async () => {
    store = await h.open();
    other = await h.reopen(store);
  });
  t.teardown(async () => {
    await other?.close();
    await store?.close();
  });

  t.test('accounts: create with defaults, get, update, copies', async (t) => {
    const id = uid('acc');
    const created = await store.createAccount({ id, name: 'Acme', plan: 'free', createdAt: T0 });
    t.same(created, {
      id,
      name: 'Acme',
      plan: 'free',
      customCredits: null,
      customRatePerMin: null,
      overageEnabled: true,
      packs: [],
      subscription: { paidUntil: null },
      aiSpendCap: null,
      deletedAt: null,
      createdAt: T0,
    });
    t.same(await other.getAccount(id), created, 'visible through another connection');
    t.equal(await store.getAccount('nope'), null);
    await t.rejects(store.createAccount({ id, name: 'again', plan: 'pro', createdAt: T0 }), DuplicateError);

    const paidUntil = T0 + 30 * DAY;
    const updated = await store.updateAccount(id, { plan: 'enterprise', customCredits: 5_000_000, customRatePerMin: 2000, packs: ['vedic', 'reports'], subscription: { paidUntil }, overageEnabled: false });
    t.same(updated, { ...created, plan: 'enterprise', customCredits: 5_000_000, customRatePerMin: 2000, packs: ['vedic', 'reports'], subscription: { paidUntil }, overageEnabled: false });
    t.same(await store.updateAccount(id, { name: 'Acme Ltd' }), { ...updated, name: 'Acme Ltd' }, 'a partial patch keeps the rest');
    t.equal(await store.updateAccount('nope', { plan: 'pro' }), null);

    const got = (await store.getAccount(id))!;
    got.packs.push('mutated');
    t.same((await store.getAccount(id))!.packs, ['vedic', 'reports'], 'returned records are copies');
  });

  t.test('keys: create, find by hash, list, edit, rotate', async (t) => {
    const acc = uid('acc');
    await store.createAccount({ id: acc, name: 'K', plan: 'pro', createdAt: T0 });
    const k1 = await store.createKey(newKey(acc, { isMaster: true, createdAt: T0 }));
    t.equal(k1.status, 'active');
    t.equal(k1.revokedAt, null);
    t.equal(k1.isMaster, true);
    t.notOk(Object.values(k1).some((v) => typeof v === 'string' && v.startsWith('cel_live_') && v.length > 20), 'no field holds a key value');
    const k2 = await store.createKey(newKey(acc, { class: 'public', mode: 'test', prefix: 'pk_test_', createdAt: T0 + 1000, origin_restriction: { type: 'public', allowed_origins: ['example.com', '*.example.org'] }, credits_cap_cycle: 0, allowed_endpoints: ['chart', 'embed/*'] }));
    t.same(await other.findKeyByHash(k2.hash), k2, 'found by hash through another connection');
    t.same(await store.getKey(k1.id), k1);
    t.equal(await store.findKeyByHash(sha('unknown')), null);
    t.equal(await store.getKey('nope'), null);
    t.same((await store.listKeys(acc)).map((k) => k.id), [k1.id, k2.id], 'oldest first');
    t.same(await store.listKeys(uid('empty')), []);

    await t.rejects(store.createKey(newKey(acc, { hash: k1.hash })), DuplicateError, 'hash is unique');
    await t.rejects(store.createKey(newKey(acc, { id: k1.id })), DuplicateError, 'id is unique');

    const edited = await store.updateKey(k2.id, { origin_restriction: { type: 'public', allowed_origins: ['new.example'] }, credits_cap_cycle: 500, allowed_endpoints: null, name: 'widget' });
    t.same(edited, { ...k2, origin_restriction: { type: 'public', allowed_origins: ['new.example'] }, credits_cap_cycle: 500, allowed_endpoints: null, name: 'widget' });
    t.same(await other.getKey(k2.id), edited, 'an edit applies from the next read');

    const newHash = sha('rotated value');
    const rotated = (await store.updateKey(k1.id, { hash: newHash, first4: 'cel_', last4: 'zzzz' }))!;
    t.equal(rotated.hash, newHash);
    t.same(rotated.origin_restriction, k1.origin_restriction, 'rotation keeps the origin list');
    t.equal(await store.findKeyByHash(k1.hash), null, 'the old value stops at once');
    t.same(await store.findKeyByHash(newHash), rotated);
    await t.rejects(store.updateKey(k2.id, { hash: newHash }), DuplicateError, 'a hash taken by another key');
    t.equal(await store.updateKey('nope', { name: 'x' }), null);

    const copy = (await store.getKey(k2.id))!;
    copy.origin_restriction.allowed_origins.push('evil.example');
    t.same((await store.getKey(k2.id))!.origin_restriction.allowed_origins, ['new.example'], 'returned records are copies');
  });

  t.test('keys: revoke, suspend, reactivate, active count', async (t) => {
    const acc = uid('acc');
    const a = await store.createKey(newKey(acc));
    const b = await store.createKey(newKey(acc));
    t.equal(await store.countActiveKeys(acc), 2);
    const suspended = (await store.suspendKey(a.id))!;
    t.equal(suspended.status, 'suspended');
    t.equal(await store.countActiveKeys(acc), 1);
    t.same((await store.reactivateKey(a.id, 10, T0))!, { ok: true, key: { ...suspended, status: 'active' } });
    t.equal(await store.countActiveKeys(acc), 2);
    const revoked = (await store.revokeKey(b.id, T0 + 5))!;
    t.equal(revoked.status, 'revoked');
    t.equal(revoked.revokedAt, T0 + 5);
    t.equal((await store.revokeKey(b.id, T0 + 99))!.revokedAt, T0 + 5, 'revoking again changes nothing');
    t.equal((await store.suspendKey(b.id))!.status, 'revoked', 'a revoked key stays revoked');
    const again = await store.reactivateKey(b.id, 10, T0);
    t.equal(again?.ok && again.key.status, 'revoked', 'reactivate does not revive a revoked key');
    t.equal(await store.countActiveKeys(acc), 1);
    t.equal((await store.findKeyByHash(b.hash))!.status, 'revoked', 'still found by hash, so the caller can answer 401');
    t.equal(await store.revokeKey('nope', T0), null);
    t.equal(await store.suspendKey('nope'), null);
    t.equal(await store.reactivateKey('nope', 10, T0), null);
  });

  t.test('keys: create-if-under-limit, sequential and concurrent', async (t) => {
    const acc = uid('acc');
    const made: ApiKey[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await store.createKeyIfUnderLimit(newKey(acc, { createdAt: T0 + i }), 10);
      t.equal(r.ok, true, `key ${i + 1} of 10`);
      if (r.ok) made.push(r.key);
    }
    const eleventh = newKey(acc);
    t.same(await store.createKeyIfUnderLimit(eleventh, 10), { ok: false, reason: 'key_limit_reached', active: 10 });
    t.equal(await store.getKey(eleventh.id), null, 'a refusal writes nothing');
    await store.revokeKey(made[3]!.id, T0 + 100);
    t.equal((await store.createKeyIfUnderLimit(eleventh, 10)).ok, true, 'a revoked key frees its place');
    t.equal(await store.countActiveKeys(acc), 10);
    await store.suspendKey(made[4]!.id);
    t.equal((await store.createKeyIfUnderLimit(newKey(acc), 10)).ok, true, 'a suspended key frees its place');
    t.same(await store.reactivateKey(made[4]!.id, 10, T0 + 200), { ok: false, reason: 'key_limit_reached', active: 10 }, 'reactivation respects the limit');
    t.equal((await store.getKey(made[4]!.id))!.status, 'suspended');

    const acc2 = uid('acc');
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => (i % 2 ? store : other).createKeyIfUnderLimit(newKey(acc2, { createdAt: T0 + i }), 10)));
    t.equal(results.filter((r) => r.ok).length, 10, '16 concurrent creations over two connections: exactly 10 made');
    t.equal(await store.countActiveKeys(acc2), 10);
    t.equal((await store.listKeys(acc2)).length, 10);
  });

  t.test('sessions', async (t) => {
    const hash = sha(uid('token'));
    await store.createSession({ hash, accountId: 'acc_s', expiresAt: T0 + 3600_000, createdAt: T0 });
    t.same(await other.findSession(hash, T0 + 1), { hash, accountId: 'acc_s', expiresAt: T0 + 3600_000, createdAt: T0 });
    t.equal(await store.findSession(hash, T0 + 3600_000), null, 'expired at expiresAt');
    t.equal(await store.findSession(sha('unknown'), T0), null);
    await t.rejects(store.createSession({ hash, accountId: 'x', expiresAt: T0, createdAt: T0 }), DuplicateError);
    t.equal(await store.deleteSession(hash), true);
    t.equal(await store.findSession(hash, T0 + 1), null);
    t.equal(await store.deleteSession(hash), false);
  });

  t.test('accounts: AI spend cap and deletion mark', async (t) => {
    const id = uid('acc');
    const created = await store.createAccount({ id, name: 'Cap', plan: 'pro', aiSpendCap: 500, createdAt: T0 });
    t.equal(created.aiSpendCap, 500, 'set on create');
    t.same(await store.updateAccount(id, { aiSpendCap: null }), { ...created, aiSpendCap: null }, 'null clears it');
    t.same(await store.updateAccount(id, { aiSpendCap: 0 }), { ...created, aiSpendCap: 0 }, '0 is a value, not a clear');
    const deleted = await other.updateAccount(id, { deletedAt: T0 + 7, name: '' });
    t.same(deleted, { ...created, aiSpendCap: 0, deletedAt: T0 + 7, name: '' });
    t.same(await store.getAccount(id), deleted, 'visible through another connection');
  });

  t.test('keys: touchKey records the last use and never moves it back', async (t) => {
    const acc = uid('acc');
    const k = await store.createKey(newKey(acc));
    t.equal(k.lastUsedAt, null, 'a new key was never used');
    t.equal(await store.touchKey(k.id, T0 + 100), true);
    t.equal((await other.getKey(k.id))!.lastUsedAt, T0 + 100);
    t.equal(await store.touchKey(k.id, T0 + 50), true, 'an older time is accepted');
    t.equal((await store.getKey(k.id))!.lastUsedAt, T0 + 100, 'but does not move the time back');
    await store.touchKey(k.id, T0 + 200);
    t.equal((await store.findKeyByHash(k.hash))!.lastUsedAt, T0 + 200);
    t.equal(await store.touchKey('nope', T0), false, 'unknown key');
    const rotated = (await store.updateKey(k.id, { hash: sha(uid('rotated')) }))!;
    t.equal(rotated.lastUsedAt, T0 + 200, 'an edit or rotation keeps it');
  });

  t.test('logins: one per account, unique email, case-insensitive', async (t) => {
    const a = uid('acc');
    const b = uid('acc');
    const email = `${uid('user')}@Example.COM`;
    t.equal(await store.getLoginByAccount(a), null);
    await store.setLogin({ accountId: a, email, passwordHash: '$argon2id$one', updatedAt: T0 });
    const expected = { accountId: a, email: email.toLowerCase(), passwordHash: '$argon2id$one', updatedAt: T0 };
    t.same(await other.getLoginByEmail(email.toUpperCase()), expected, 'found by email in any case, through another connection');
    t.same(await store.getLoginByAccount(a), expected);
    await t.rejects(store.setLogin({ accountId: b, email: email.toUpperCase(), passwordHash: 'x', updatedAt: T0 }), DuplicateError, 'another account cannot take the email');
    t.equal(await store.getLoginByAccount(b), null, 'a refusal writes nothing');
    await store.setLogin({ accountId: a, email, passwordHash: '$argon2id$two', updatedAt: T0 + 1 });
    t.equal((await store.getLoginByEmail(email))!.passwordHash, '$argon2id$two', 'same account, same email: the password changes');
    const email2 = `${uid('user')}@example.com`;
    await store.setLogin({ accountId: a, email: email2, passwordHash: '$argon2id$three', updatedAt: T0 + 2 });
    t.equal(await store.getLoginByEmail(email), null, 'a new email replaces the old one');
    t.same(await store.getLoginByAccount(a), { accountId: a, email: email2, passwordHash: '$argon2id$three', updatedAt: T0 + 2 });
    await store.setLogin({ accountId: b, email, passwordHash: 'b', updatedAt: T0 + 3 });
    t.equal((await store.getLoginByEmail(email))!.accountId, b, 'the freed email can be taken');
    t.equal(await store.deleteLogin(a), true);
    t.equal(await store.getLoginByEmail(email2), null);
    t.equal(await store.getLoginByAccount(a), null);
    t.equal(await store.deleteLogin(a), false);
  });

  t.test('sessions: ending every session of an account', async (t) => {
    const acc = uid('acc');
    const hashes = [sha(uid('t')), sha(uid('t')), sha(uid('t'))];
    for (const h of hashes) await store.createSession({ hash: h, accountId: acc, expiresAt: T0 + 3600_000, createdAt: T0 });
    const keep = sha(uid('t'));
    await store.createSession({ hash: keep, accountId: uid('acc'), expiresAt: T0 + 3600_000, createdAt: T0 });
    t.equal(await other.deleteSessionsOfAccount(acc), 3);
    for (const h of hashes) t.equal(await store.findSession(h, T0 + 1), null);
    t.not(await store.findSession(keep, T0 + 1), null, "another account's session stays");
    t.equal(await store.deleteSessionsOfAccount(acc), 0);
  });

  t.test('usage: per-key totals and per-origin counts', async (t) => {
    const acc = uid('acc');
    const rec = (keyId: string, at: number, credits: number, origin?: string | null) =>
      store.recordUsage({ keyId, accountId: acc, endpoint: 'POST /chart', credits, mode: 'live', at, ...(origin !== undefined ? { origin } : {}) });
    await rec('k1', T0, 20, 'example.com');
    await rec('k1', T0 + 1, 20, 'example.com');
    await rec('k1', T0 + 2, 0, '*.example.org');
    await rec('k1', T0 + 3, 10, null);
    await rec('k1', T0 + 4, 10);
    await rec('k2', T0 + 5, 50, 'example.com');
    await rec('k1', T0 + DAY, 20, 'example.com');
    t.same(await other.keyUsageTotals('k1', T0, T0 + DAY), { requests: 5, credits: 60 }, '[from, to)');
    t.same(await store.keyUsageTotals('k1', T0, T0 + DAY + 1), { requests: 6, credits: 80 });
    t.same(await store.keyUsageTotals('k2', T0, T0 + DAY), { requests: 1, credits: 50 });
    t.same(await store.keyUsageTotals('nope', T0, T0 + DAY), { requests: 0, credits: 0 });
    t.same(await store.keyUsageByOrigin('k1', T0, T0 + DAY), [
      { origin: 'example.com', requests: 2 },
      { origin: '*.example.org', requests: 1 },
    ], 'records without an origin are left out; most first');
    t.same(await store.keyUsageByOrigin('nope', T0, T0 + DAY), []);
    t.equal(await store.countRequests(acc, T0, T0 + DAY), 6, 'the origin does not change the account counts');
  });

  t.test('chargeCredits: known answers', async (t) => {
    const acc = uid('acc');
    const base = { accountId: acc, keyId: 'k1', cycleStart: CYCLE, monthlyLimit: 100, allowOverage: false, keyCap: null };
    t.same(await store.chargeCredits({ ...base, amount: 30 }), { ok: true, accountUsed: 30, keyUsed: 30 });
    t.same(await other.chargeCredits({ ...base, amount: 30 }), { ok: true, accountUsed: 60, keyUsed: 60 });
    t.same(await store.chargeCredits({ ...base, keyId: 'k2', amount: 30 }), { ok: true, accountUsed: 90, keyUsed: 30 });
    t.same(await store.chargeCredits({ ...base, amount: 20 }), { ok: false, reason: 'credits_exhausted', accountUsed: 90, keyUsed: 60 });
    t.equal(await store.creditsUsed(acc, CYCLE), 90, 'a refusal changes nothing');
    t.same(await store.chargeCredits({ ...base, amount: 10 }), { ok: true, accountUsed: 100, keyUsed: 70 }, 'exactly to the limit');
    t.same(await store.chargeCredits({ ...base, amount: 1 }), { ok: false, reason: 'credits_exhausted', accountUsed: 100, keyUsed: 70 });
    t.same(await store.chargeCredits({ ...base, amount: 0 }), { ok: true, accountUsed: 100, keyUsed: 70 }, 'zero (a cache hit) always passes');
    t.same(await store.chargeCredits({ ...base, amount: 20, allowOverage: true }), { ok: true, accountUsed: 120, keyUsed: 90 }, 'overage goes past the limit');
    t.equal(await store.creditsUsed(acc, CYCLE), 120);
    t.equal(await store.keyCreditsUsed('k1', CYCLE), 90);
    t.equal(await store.keyCreditsUsed('k2', CYCLE), 30);
    t.equal(await store.creditsUsed(acc, CYCLE + 31 * DAY), 0, 'a new cycle starts at 0');
    t.same(await store.chargeCredits({ ...base, cycleStart: CYCLE + 31 * DAY, amount: 100 }), { ok: true, accountUsed: 100, keyUsed: 100 });
    t.equal(await store.creditsUsed(acc, CYCLE), 120, 'cycles are independent');

    t.same(await store.refundCredits({ accountId: acc, keyId: 'k1', cycleStart: CYCLE, amount: 20 }), { accountUsed: 100, keyUsed: 70 });
    t.same(await store.refundCredits({ accountId: acc, keyId: 'k2', cycleStart: CYCLE, amount: 50 }), { accountUsed: 50, keyUsed: 0 }, 'the key counter stops at 0');
    t.same(await store.chargeCredits({ ...base, keyId: 'k2', amount: 50 }), { ok: true, accountUsed: 100, keyUsed: 50 }, 'refunded credits can be spent again');
    t.same(await store.refundCredits({ accountId: uid('acc'), keyId: 'kx', cycleStart: CYCLE, amount: 10 }), { accountUsed: 0, keyUsed: 0 }, 'nothing to refund');

    await t.rejects(store.chargeCredits({ ...base, amount: -5 }), RangeError);
    await t.rejects(store.chargeCredits({ ...base, amount: 1.5 }), RangeError);
    await t.rejects(store.refundCredits({ accountId: acc, keyId: 'k1', cycleStart: CYCLE, amount: -1 }), RangeError);
    t.equal(await store.creditsUsed(acc, CYCLE), 100);
  });

  t.test('chargeCredits: per-key budget', async (t) => {
    const acc = uid('acc');
    const base = { accountId: acc, cycleStart: CYCLE, monthlyLimit: 1000, allowOverage: true };
    t.same(await store.chargeCredits({ ...base, keyId: 'a', keyCap: 50, amount: 40 }), { ok: true, accountUsed: 40, keyUsed: 40 });
    t.same(await store.chargeCredits({ ...base, keyId: 'a', keyCap: 50, amount: 20 }), { ok: false, reason: 'key_budget_exhausted', accountUsed: 40, keyUsed: 40 }, 'refused even with overage on');
    t.same(await store.chargeCredits({ ...base, keyId: 'a', keyCap: 50, amount: 10 }), { ok: true, accountUsed: 50, keyUsed: 50 }, 'exactly to the budget');
    t.same(await store.chargeCredits({ ...base, keyId: 'b', keyCap: 50, amount: 50 }), { ok: true, accountUsed: 100, keyUsed: 50 }, 'another key has its own budget');
    t.same(await store.chargeCredits({ ...base, keyId: 'c', keyCap: 0, amount: 10 }), { ok: false, reason: 'key_budget_exhausted', accountUsed: 100, keyUsed: 0 }, 'a budget of 0 spends nothing');
    t.same(await store.chargeCredits({ ...base, keyId: 'a', keyCap: null, amount: 10 }), { ok: true, accountUsed: 110, keyUsed: 60 }, 'a cleared budget');
    t.same(
      await store.chargeCredits({ ...base, keyId: 'a', keyCap: 60, monthlyLimit: 110, allowOverage: false, amount: 10 }),
      { ok: false, reason: 'key_budget_exhausted', accountUsed: 110, keyUsed: 60 },
      'the key budget is checked before the account credits',
    );
  });

  t.test('chargeCredits: concurrent charges over two connections never pass the limit', async (t) => {
    const acc = uid('acc');
    const req = { accountId: acc, keyId: 'k', cycleStart: CYCLE, amount: 25, monthlyLimit: 1000, allowOverage: false, keyCap: null };
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? store : other).chargeCredits(req)));
    t.equal(results.filter((r) => r.ok).length, 40, '40 of 60 charges of 25 fit in 1000');
    t.same(
      results.filter((r) => r.ok).map((r) => r.accountUsed).sort((x, y) => x - y),
      Array.from({ length: 40 }, (_, i) => 25 * (i + 1)),
      'every admitted charge saw its own total',
    );
    t.ok(results.filter((r) => !r.ok).every((r) => r.reason === 'credits_exhausted'));
    t.equal(await store.creditsUsed(acc, CYCLE), 1000);

    const acc2 = uid('acc');
    const keyReq = { accountId: acc2, keyId: 'capped', cycleStart: CYCLE, amount: 10, monthlyLimit: 100, allowOverage: true, keyCap: 200 };
    const keyResults = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? store : other).chargeCredits(keyReq)));
    t.equal(keyResults.filter((r) => r.ok).length, 20, 'the key budget holds under concurrency');
    t.equal(await store.keyCreditsUsed('capped', CYCLE), 200);
    t.equal(await store.creditsUsed(acc2, CYCLE), 200);
  });

  t.test('chargeCredits: two processes never pass the limit', async (t) => {
    const acc = uid('acc');
    const calls = h.callsPerProcess;
    const keyId = uid('key');
    const fit = Math.floor((calls * 2 * 2) / 3); // two thirds of all calls fit
    const req = { accountId: acc, keyId, cycleStart: CYCLE, amount: 10, monthlyLimit: 10 * fit, allowOverage: false, keyCap: null };
    const where = h.location(store);
    const results = await hammer([
      { where, op: 'charge', calls, concurrency: 4, req },
      { where, op: 'charge', calls, concurrency: 4, req },
    ]);
    t.equal(results[0]!.granted + results[1]!.granted, fit, `${fit} of ${2 * calls} charges of 10 fit in ${10 * fit}`);
    t.ok(results.every((r) => r.granted + r.refused === calls));
    t.ok(results.every((r) => r.granted > 0), 'both processes were granted some');
    t.equal(await store.creditsUsed(acc, CYCLE), 10 * fit);
    t.equal(await store.keyCreditsUsed(keyId, CYCLE), 10 * fit);
  });

  t.test('takeRateSlot: known answers and a refusal does not move the window', async (t) => {
    const counterKey = uid('key');
    const base = { counterKey, windowMs: MIN, limit: 3, cost: 1 };
    t.same(await store.takeRateSlot({ ...base, now: T0 }), { admitted: true, limit: 3, remaining: 2, resetAt: T0 + MIN });
    t.same(await other.takeRateSlot({ ...base, now: T0 + 1000 }), { admitted: true, limit: 3, remaining: 1, resetAt: T0 + MIN });
    t.same(await store.takeRateSlot({ ...base, now: T0 + 2000 }), { admitted: true, limit: 3, remaining: 0, resetAt: T0 + MIN });
    for (let i = 0; i < 10; i++) {
      t.same(await store.takeRateSlot({ ...base, now: T0 + 3000 + i * 5000 }), { admitted: false, limit: 3, remaining: 0, resetAt: T0 + MIN }, `refused ${i + 1}`);
    }
    t.same(await store.takeRateSlot({ ...base, now: T0 + MIN - 1 }), { admitted: false, limit: 3, remaining: 0, resetAt: T0 + MIN }, 'one ms before the oldest leaves');
    t.same(await store.takeRateSlot({ ...base, now: T0 + MIN }), { admitted: true, limit: 3, remaining: 0, resetAt: T0 + 1000 + MIN }, 'the oldest left: refusals recorded nothing');
    t.same(await store.takeRateSlot({ ...base, now: T0 + MIN + 500 }), { admitted: false, limit: 3, remaining: 0, resetAt: T0 + 1000 + MIN });
    t.same(await store.takeRateSlot({ ...base, now: T0 + 10 * MIN }), { admitted: true, limit: 3, remaining: 2, resetAt: T0 + 11 * MIN }, 'an idle window is empty');

    const other1 = uid('ip');
    t.same(await store.takeRateSlot({ counterKey: other1, windowMs: MIN, limit: 3, cost: 1, now: T0 + 2500 }), { admitted: true, limit: 3, remaining: 2, resetAt: T0 + 2500 + MIN }, 'counters are independent');
  });

  t.test('peekRateSlot: answers as takeRateSlot would, and takes nothing', async (t) => {
    const counterKey = uid('site');
    const base = { counterKey, windowMs: MIN, limit: 2, cost: 1 };
    t.same(await store.peekRateSlot({ ...base, now: T0 }), { admitted: true, limit: 2, remaining: 1, resetAt: T0 + MIN }, 'empty window');
    t.same(await store.peekRateSlot({ ...base, now: T0 }), { admitted: true, limit: 2, remaining: 1, resetAt: T0 + MIN }, 'peeking twice took nothing');
    t.same(await store.takeRateSlot({ ...base, now: T0 }), { admitted: true, limit: 2, remaining: 1, resetAt: T0 + MIN });
    t.same(await other.peekRateSlot({ ...base, now: T0 + 10 }), { admitted: true, limit: 2, remaining: 0, resetAt: T0 + MIN });
    t.same(await store.takeRateSlot({ ...base, now: T0 + 20 }), { admitted: true, limit: 2, remaining: 0, resetAt: T0 + MIN });
    t.same(await store.peekRateSlot({ ...base, now: T0 + 30 }), { admitted: false, limit: 2, remaining: 0, resetAt: T0 + MIN }, 'full');
    t.same(await store.peekRateSlot({ ...base, now: T0 + MIN }), { admitted: true, limit: 2, remaining: 0, resetAt: T0 + 20 + MIN }, 'the oldest left');
    t.same(await store.peekRateSlot({ ...base, cost: 3, now: T0 + 2 * MIN }), { admitted: false, limit: 2, remaining: 2, resetAt: T0 + 2 * MIN }, 'a cost above the limit never fits');
  });

  t.test('takeRateSlot: cost spends several units at once', async (t) => {
    const counterKey = uid('site');
    const base = { counterKey, windowMs: 3600_000, limit: 10 };
    t.same(await store.takeRateSlot({ ...base, cost: 3, now: T0 }), { admitted: true, limit: 10, remaining: 7, resetAt: T0 + 3600_000 });
    t.same(await store.takeRateSlot({ ...base, cost: 3, now: T0 + 1 }), { admitted: true, limit: 10, remaining: 4, resetAt: T0 + 3600_000 });
    t.same(await store.takeRateSlot({ ...base, cost: 3, now: T0 + 2 }), { admitted: true, limit: 10, remaining: 1, resetAt: T0 + 3600_000 });
    t.same(await store.takeRateSlot({ ...base, cost: 3, now: T0 + 3 }), { admitted: false, limit: 10, remaining: 1, resetAt: T0 + 3600_000 }, 'more than the bucket has left is refused');
    t.same(await store.takeRateSlot({ ...base, cost: 1, now: T0 + 4 }), { admitted: true, limit: 10, remaining: 0, resetAt: T0 + 3600_000 }, 'the refused 3 spent nothing');
    t.same(await store.takeRateSlot({ ...base, cost: 3, now: T0 + 3600_000 }), { admitted: true, limit: 10, remaining: 0, resetAt: T0 + 1 + 3600_000 }, 'the first 3 units left together');

    const empty = uid('ip');
    t.same(await store.takeRateSlot({ counterKey: empty, windowMs: MIN, limit: 2, cost: 3, now: T0 }), { admitted: false, limit: 2, remaining: 2, resetAt: T0 }, 'a cost above the limit never fits');
    t.same(await store.takeRateSlot({ counterKey: empty, windowMs: MIN, limit: 2, cost: 2, now: T0 }), { admitted: true, limit: 2, remaining: 0, resetAt: T0 + MIN });
    await t.rejects(store.takeRateSlot({ counterKey: empty, windowMs: MIN, limit: 2, cost: 0, now: T0 }), RangeError);
  });

  t.test('takeRateSlot: many windows, long run, pruning keeps answers exact', async (t) => {
    const counterKey = uid('key');
    // 5 per 10 s, one call a second for 60 s: in every 10 s window exactly 5 are admitted.
    const admittedAt: number[] = [];
    for (let s = 0; s < 60; s++) {
      const r = await store.takeRateSlot({ counterKey, windowMs: 10_000, limit: 5, cost: 1, now: T0 + s * 1000 });
      if (r.admitted) admittedAt.push(s);
    }
    t.same(admittedAt, [0, 1, 2, 3, 4, 10, 11, 12, 13, 14, 20, 21, 22, 23, 24, 30, 31, 32, 33, 34, 40, 41, 42, 43, 44, 50, 51, 52, 53, 54]);
  });

  t.test('takeRateSlot: concurrent calls over two connections never pass the limit', async (t) => {
    const counterKey = uid('key');
    const base = { counterKey, windowMs: MIN, limit: 25, cost: 1 };
    const results = await Promise.all(Array.from({ length: 70 }, (_, i) => (i % 2 ? store : other).takeRateSlot({ ...base, now: T0 + (i % 7) })));
    t.equal(results.filter((r) => r.admitted).length, 25, '25 of 70 admitted');
    t.same(
      results.filter((r) => r.admitted).map((r) => r.remaining).sort((x, y) => x - y),
      Array.from({ length: 25 }, (_, i) => i),
      'each admitted call saw its own remaining count',
    );
    t.ok(results.filter((r) => !r.admitted).every((r) => r.remaining === 0));
    // All 25 entries are at T0..T0+6; at T0+6+MIN they have all left, whatever the 45 refusals did.
    t.same(await store.takeRateSlot({ ...base, now: T0 + 6 + MIN }), { admitted: true, limit: 25, remaining: 24, resetAt: T0 + 6 + 2 * MIN });
  });

  t.test('takeRateSlot: two processes never pass the limit', async (t) => {
    const counterKey = uid('key');
    const calls = h.callsPerProcess;
    const limit = Math.floor((calls * 2 * 2) / 3);
    const req = { counterKey, windowMs: MIN, limit, cost: 1, now: T0 };
    const where = h.location(store);
    const results = await hammer([
      { where, op: 'rate', calls, concurrency: 4, req },
      { where, op: 'rate', calls, concurrency: 4, req },
    ]);
    t.equal(results[0]!.granted + results[1]!.granted, limit, `${limit} of ${2 * calls} admitted`);
    t.ok(results.every((r) => r.granted > 0), 'both processes were admitted some');
    t.same(await store.takeRateSlot({ ...req, now: T0 + 1 }), { admitted: false, limit, remaining: 0, resetAt: T0 + MIN });
    t.same(await store.takeRateSlot({ ...req, now: T0 + MIN }), { admitted: true, limit, remaining: limit - 1, resetAt: T0 + 2 * MIN }, 'refusals from the other processes moved nothing');
  });

  t.test('usage: counts and top endpoints', async (t) => {
    const acc = uid('acc');
    const now = Date.parse('2026-01-15T12:00:00Z');
    const dayStart = Date.parse('2026-01-15T00:00:00Z');
    const weekStart = Date.parse('2026-01-12T00:00:00Z');
    const monthStart = Date.parse('2026-01-01T00:00:00Z');
    const topSince = now - 30 * DAY;
    const rec = (endpoint: string, at: number, credits = 20, mode: 'live' | 'test' = 'live', accountId = acc) =>
      store.recordUsage({ keyId: 'k', accountId, endpoint, credits, mode, at });
    await rec('POST /chart', now - 1000); // today
    await rec('POST /chart', dayStart); // today (inclusive start)
    await rec('POST /aspects', dayStart - 1, 10); // yesterday, this week
    await rec('POST /chart', weekStart + 1); // this week
    await rec('POST /synastry', weekStart - 1, 50); // last week, this month
    await rec('POST /synastry', monthStart, 50); // this month
    await rec('POST /synastry', monthStart - 1, 50); // last month, within 30 days
    await rec('POST /rectification', topSince - 1, 500); // older than 30 days
    await rec('POST /planets', now - 5, 0, 'test'); // a test key, today
    await rec('POST /chart', now + 1000); // after now: not counted
    await rec('POST /chart', now - 1, 20, 'live', uid('acc')); // another account
    t.equal(await store.countRequests(acc, dayStart, now + 1), 3);
    t.equal(await other.countRequests(acc, dayStart, now + 1, 'live'), 2);
    t.equal(await store.countRequests(acc, dayStart, now + 1, 'test'), 1);
    const summary = await store.usageSummary({ accountId: acc, now, dayStart, weekStart, monthStart, topSince });
    t.same(summary, {
      today: 3,
      week: 5,
      month: 7,
      topEndpoints: [
        { endpoint: 'POST /chart', requests: 3, credits: 60 },
        { endpoint: 'POST /synastry', requests: 3, credits: 150 },
        { endpoint: 'POST /aspects', requests: 1, credits: 10 },
        { endpoint: 'POST /planets', requests: 1, credits: 0 },
      ],
    });
    const live = await store.usageSummary({ accountId: acc, now, dayStart, weekStart, monthStart, topSince, mode: 'live', topLimit: 2 });
    t.same(live, {
      today: 2,
      week: 4,
      month: 6,
      topEndpoints: [
        { endpoint: 'POST /chart', requests: 3, credits: 60 },
        { endpoint: 'POST /synastry', requests: 3, credits: 150 },
      ],
    });
    t.same(await store.usageSummary({ accountId: uid('acc'), now, dayStart, weekStart, monthStart, topSince }), { today: 0, week: 0, month: 0, topEndpoints: [] });

    const many = uid('acc');
    for (let i = 0; i < 25; i++) {
      for (let j = 0; j <= i; j++) await store.recordUsage({ keyId: 'k', accountId: many, endpoint: `POST /e${String(i).padStart(2, '0')}`, credits: 10, mode: 'live', at: now - j });
    }
    const top = await store.topEndpoints(many, topSince, now + 1, 20);
    t.equal(top.length, 20, 'top 20 only');
    t.same(top[0], { endpoint: 'POST /e24', requests: 25, credits: 250 });
    t.same(top[19], { endpoint: 'POST /e05', requests: 6, credits: 60 });
    t.same((await store.usageSummary({ accountId: many, now, dayStart, weekStart, monthStart, topSince })).topEndpoints, top, 'the summary gives 20 by default');
  });

  // ---- one call's metering (issue 10) ----

  const charge = (accountId: string, keyId: string, amount: number, over: Partial<{ monthlyLimit: number; keyCap: number | null; allowOverage: boolean }> = {}) => ({
    accountId, keyId, cycleStart: CYCLE, amount, monthlyLimit: over.monthlyLimit ?? 50, allowOverage: over.allowOverage ?? false, keyCap: over.keyCap ?? null,
  });
  const usage = (accountId: string, keyId: string, credits: number, at: number) => ({ keyId, accountId, endpoint: 'POST /chart', credits, mode: 'live' as const, at, origin: null });

  t.test('meter: rate slot, charge, reservation and key use in one step; a refusal writes nothing', async (t) => {
    const acc = uid('acc');
    await store.createAccount({ id: acc, name: 'A', plan: 'free', createdAt: T0 });
    const key = await store.createKey(newKey(acc));
    const rate = { counterKey: uid('key'), windowMs: MIN, limit: 2, cost: 1 };

    const first = await store.meter({ rate: { ...rate, now: T0 }, charge: charge(acc, key.id, 20), usage: usage(acc, key.id, 20, T0), touchKeyId: key.id });
    t.match(first, { ok: true, rate: { admitted: true, limit: 2, remaining: 1, resetAt: T0 + MIN }, accountUsed: 20, keyUsed: 20 });
    t.type(first.ok && first.reservationId, 'string', 'a charged call is a reservation');
    t.equal(await store.countRequests(acc, T0, T0 + 1), 1, 'the usage record is written with the charge');
    t.same(await store.keyUsageTotals(key.id, T0, T0 + 1), { requests: 1, credits: 20 });
    t.equal((await store.getKey(key.id))!.lastUsedAt, T0, 'the key is touched in the same step');

    const broke = await other.meter({ rate: { ...rate, now: T0 + 1 }, charge: charge(acc, key.id, 40), usage: usage(acc, key.id, 40, T0 + 1), touchKeyId: key.id });
    t.same(broke, { ok: false, reason: 'credits_exhausted', rate: null, accountUsed: 20, keyUsed: 20 });
    const capped = await store.meter({ rate: { ...rate, now: T0 + 2 }, charge: charge(acc, key.id, 10, { keyCap: 25 }), usage: usage(acc, key.id, 10, T0 + 2), touchKeyId: key.id });
    t.same(capped, { ok: false, reason: 'key_budget_exhausted', rate: null, accountUsed: 20, keyUsed: 20 });
    t.same(await store.peekRateSlot({ ...rate, now: T0 + 3 }), { admitted: true, limit: 2, remaining: 0, resetAt: T0 + MIN }, 'credit refusals took no rate slot');
    t.equal(await store.countRequests(acc, T0, T0 + 10), 1, 'and wrote no record');
    t.equal((await store.getKey(key.id))!.lastUsedAt, T0, 'nor touched the key');

    const second = await store.meter({ rate: { ...rate, now: T0 + 4 }, charge: charge(acc, key.id, 10), usage: usage(acc, key.id, 10, T0 + 4), touchKeyId: key.id });
    t.match(second, { ok: true, rate: { remaining: 0, resetAt: T0 + MIN }, accountUsed: 30, keyUsed: 30 });
    const limited = await other.meter({ rate: { ...rate, now: T0 + 5 }, charge: charge(acc, key.id, 10), usage: usage(acc, key.id, 10, T0 + 5), touchKeyId: key.id });
    t.match(limited, { ok: false, reason: 'rate_limited', rate: { admitted: false, remaining: 0, resetAt: T0 + MIN } });
    t.equal(await store.creditsUsed(acc, CYCLE), 30, 'a rate refusal charges nothing');
    t.equal(await store.countRequests(acc, T0, T0 + 10), 2);

    const free = await store.meter({ rate: null, charge: null, usage: usage(acc, key.id, 0, T0 + 6), touchKeyId: null });
    t.same(free, { ok: true, reservationId: null, rate: null, accountUsed: null, keyUsed: null }, 'without a charge the record is final at once');
    t.equal(await store.countRequests(acc, T0, T0 + 10), 3);
  });

  t.test('settleReservation: an answered call keeps its charge, an unanswered one is refunded, each once', async (t) => {
    const acc = uid('acc');
    const k = uid('key');
    const a = await store.meter({ rate: null, charge: charge(acc, k, 20), usage: usage(acc, k, 20, T0), touchKeyId: null });
    const b = await store.meter({ rate: null, charge: charge(acc, k, 10), usage: usage(acc, k, 10, T0 + 1), touchKeyId: null });
    if (!a.ok || !b.ok || !a.reservationId || !b.reservationId) throw new Error('reservations expected');
    t.equal(await store.settleReservation({ reservationId: a.reservationId, answered: true }), null);
    t.same(await other.settleReservation({ reservationId: b.reservationId, answered: false }), { accountUsed: 20, keyUsed: 20 });
    t.equal(await store.settleReservation({ reservationId: b.reservationId, answered: false }), null, 'a second settle refunds nothing');
    t.equal(await store.settleReservation({ reservationId: a.reservationId, answered: false }), null, 'a settled call stays settled');
    t.equal(await store.creditsUsed(acc, CYCLE), 20);
    t.same(await store.keyUsageTotals(k, T0, T0 + 2), { requests: 2, credits: 20 }, 'usage agrees with credits: 20 kept, the refunded record holds 0');
  });

  t.test('settleOrphanedReservations: reservations before the cut are refunded once, over two connections', async (t) => {
    const acc = uid('acc');
    const k = uid('key');
    // Made at T0 by a process that died; the later one is a live call in flight.
    await store.meter({ rate: null, charge: charge(acc, k, 20, { monthlyLimit: 1e9 }), usage: usage(acc, k, 20, T0 - 10 * MIN), touchKeyId: null });
    const live = await store.meter({ rate: null, charge: charge(acc, k, 10, { monthlyLimit: 1e9 }), usage: usage(acc, k, 10, T0), touchKeyId: null });
    const [x, y] = await Promise.all([store.settleOrphanedReservations(T0 - 5 * MIN), other.settleOrphanedReservations(T0 - 5 * MIN)]);
    t.equal(x + y, 1, 'one orphan, refunded by exactly one of two starting instances');
    t.equal(await store.creditsUsed(acc, CYCLE), 10);
    t.same(await store.keyUsageTotals(k, T0 - 11 * MIN, T0 + 1), { requests: 2, credits: 10 }, 'usage agrees with credits');
    if (!live.ok || !live.reservationId) throw new Error('reservation expected');
    t.equal(await store.settleReservation({ reservationId: live.reservationId, answered: true }), null, 'the live call settles as usual');
    await store.settleOrphanedReservations(T0 + MIN); // (other tests' reservations too: the store is shared)
    t.equal(await store.creditsUsed(acc, CYCLE), 10, 'an answered call is no orphan, whatever its age');
  });

  t.test('rate window: exact against a model over a long random run on two connections', async (t) => {
    // The spec's window: an entry at `at` counts while at > now - window; Reset is the oldest
    // entry's exit. The model keeps every admitted entry and sums; the store must agree at every step.
    const counterKey = uid('key');
    const windowMs = 10_000;
    const limit = 7;
    const model: { at: number; units: number }[] = [];
    let seed = 12345;
    const rand = (m: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % m;
    };
    let now = T0;
    let admitted = 0;
    for (let i = 0; i < 250; i++) {
      now += rand(3) === 0 ? rand(6000) : rand(400);
      const cost = rand(5) === 0 ? 3 : 1;
      const inside = model.filter((e) => e.at > now - windowMs);
      const used = inside.reduce((s, e) => s + e.units, 0);
      const oldest = inside.length ? Math.min(...inside.map((e) => e.at)) : null;
      const fits = used + cost <= limit;
      const want = fits
        ? { admitted: true, limit, remaining: limit - used - cost, resetAt: (oldest ?? now) + windowMs }
        : { admitted: false, limit, remaining: Math.max(0, limit - used), resetAt: oldest === null ? now : oldest + windowMs };
      const peek = await (i % 2 ? other : store).peekRateSlot({ counterKey, windowMs, limit, cost, now });
      const got = await (i % 3 ? store : other).takeRateSlot({ counterKey, windowMs, limit, cost, now });
      if (fits) {
        model.push({ at: now, units: cost });
        admitted++;
      }
      if (JSON.stringify(got) !== JSON.stringify(want) || JSON.stringify(peek) !== JSON.stringify(want)) {
        t.same({ got, peek }, { got: want, peek: want }, `step ${i} at +${now - T0} ms, cost ${cost}`);
        return;
      }
    }
    t.ok(admitted > 60 && admitted < 250, `${admitted} of 250 admitted, every answer as the model's`);
  });

  t.test('response cache tier: fresh entries shared across connections, swept when expired', async (t) => {
    const key = uid('cache');
    await store.putCachedResponse({ key, payload: '{"ok":true,"data":1}', at: T0, expiresAt: T0 + 5 * MIN });
    // The fields every store answers (SQLite also hands over the bytes it read, payloadBytes).
    const seen = await other.getCachedResponse(key, T0 + MIN);
    t.same(seen && { key: seen.key, payload: seen.payload, at: seen.at, expiresAt: seen.expiresAt }, { key, payload: '{"ok":true,"data":1}', at: T0, expiresAt: T0 + 5 * MIN }, 'another connection sees it');
    await other.putCachedResponse({ key, payload: '{"ok":true,"data":2}', at: T0 + 1, expiresAt: T0 + 1 + 5 * MIN });
    t.equal((await store.getCachedResponse(key, T0 + MIN))?.payload, '{"ok":true,"data":2}', 'a put replaces');
    t.equal(await store.getCachedResponse(key, T0 + 1 + 5 * MIN), null, 'expired: not served');
    const stale = uid('cache');
    await store.putCachedResponse({ key: stale, payload: 'x', at: T0 - 10 * MIN, expiresAt: T0 - 5 * MIN });
    t.ok((await store.sweepCachedResponses(T0)) >= 1, 'the sweep removes expired entries');
    t.equal(await store.getCachedResponse(stale, T0 - 6 * MIN), null, 'gone from the store, not only hidden');
    t.equal((await store.getCachedResponse(key, T0 + MIN))?.payload, '{"ok":true,"data":2}', 'fresh entries stay');
  });

  t.test('response cache tier: a batch of answers written in one call, each readable after', async (t) => {
    const keys = [uid('batch'), uid('batch'), uid('batch')];
    await store.putCachedResponses([]);
    await store.putCachedResponses(keys.map((key, i) => ({ key, payload: `{"ok":true,"data":${i}}`, at: T0, expiresAt: T0 + 5 * MIN })));
    for (const [i, key] of keys.entries()) t.equal((await other.getCachedResponse(key, T0 + MIN))?.payload, `{"ok":true,"data":${i}}`, `entry ${i} seen by another connection`);
    await other.putCachedResponses([{ key: keys[0]!, payload: 'newer', at: T0 + 1, expiresAt: T0 + 1 + 5 * MIN }]);
    t.equal((await store.getCachedResponse(keys[0]!, T0 + MIN))?.payload, 'newer', 'a batch replaces like a put');
  });
}
