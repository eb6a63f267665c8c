/** The Store contract on better-sqlite3: a WAL file in a temporary data dir, opened twice (and by child processes). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { openStore } from '../../runtime/src/store/index.js';
import { SqliteStore } from '../../runtime/src/store/sqlite-store.js';
import type { Store } from '../../runtime/src/store/store.js';
import { storeContract } from './contract.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-store-'));
t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));

const fileOf = (s: Store): string => (s as SqliteStore).file;

storeContract(t, {
  open: async () => new SqliteStore({ dataDir: dir }),
  reopen: async (s) => new SqliteStore({ file: fileOf(s) }),
  location: (s) => ({ engine: 'sqlite', file: fileOf(s) }),
  // better-sqlite3 calls take microseconds: thousands per process so the two runs overlap.
  callsPerProcess: 3000,
});

t.test('openStore picks sqlite without a MongoDB URI; WAL file under the data dir', async (t) => {
  const sub = path.join(dir, 'nested', 'data');
  const s = await openStore({ dataDir: sub, mongoUri: '' });
  t.equal(s.engine, 'sqlite');
  t.equal(fileOf(s), path.join(sub, 'celestial.sqlite'));
  await s.createAccount({ id: 'a', name: 'A', plan: 'free', createdAt: 1 });
  t.ok(fs.existsSync(path.join(sub, 'celestial.sqlite-wal')), 'journal in WAL mode');
  await s.close();
  const again = await openStore({ dataDir: sub });
  t.equal((await again.getAccount('a'))?.name, 'A', 'data survives a reopen');
  await again.close();
});

t.test(':memory: works for quick tests', async (t) => {
  const s = new SqliteStore({ file: ':memory:' });
  t.same(await s.chargeCredits({ accountId: 'a', keyId: 'k', cycleStart: 0, amount: 5, monthlyLimit: 10, allowOverage: false, keyCap: null }), { ok: true, accountUsed: 5, keyUsed: 5 });
  await s.close();
});

t.test('a file made before the added columns gets them on open', async (t) => {
  const file = path.join(dir, 'old.sqlite');
  const Database = (await import('better-sqlite3')).default;
  const old = new Database(file);
  old.exec(`CREATE TABLE accounts (id TEXT PRIMARY KEY, name TEXT NOT NULL, plan TEXT NOT NULL, custom_credits INTEGER, custom_rate_per_min INTEGER,
    overage_enabled INTEGER NOT NULL, packs TEXT NOT NULL, paid_until INTEGER, created_at INTEGER NOT NULL);
    INSERT INTO accounts VALUES ('a', 'A', 'pro', NULL, NULL, 1, '[]', NULL, 1);
    CREATE TABLE usage (id INTEGER PRIMARY KEY AUTOINCREMENT, key_id TEXT NOT NULL, account_id TEXT NOT NULL, endpoint TEXT NOT NULL, credits INTEGER NOT NULL, mode TEXT NOT NULL, at INTEGER NOT NULL);`);
  old.close();
  const s = new SqliteStore({ file });
  const a = (await s.getAccount('a'))!;
  t.equal(a.aiSpendCap, null);
  t.equal(a.deletedAt, null);
  t.equal((await s.updateAccount('a', { aiSpendCap: 9 }))!.aiSpendCap, 9);
  await s.recordUsage({ keyId: 'k', accountId: 'a', endpoint: 'GET /x', credits: 1, mode: 'live', at: 5, origin: 'example.com' });
  t.same(await s.keyUsageByOrigin('k', 0, 10), [{ origin: 'example.com', requests: 1 }]);
  await s.close();
});

t.test('the cache sweep deletes every expired answer, slice by slice, and keeps the fresh ones', async (t) => {
  const s = new SqliteStore({ file: ':memory:' });
  const expired = Array.from({ length: 450 }, (_, i) => ({ key: `old-${i}`, payload: `{"n":${i}}`, at: 0, expiresAt: 100 }));
  const fresh = Array.from({ length: 5 }, (_, i) => ({ key: `new-${i}`, payload: `{"n":${i}}`, at: 0, expiresAt: 1000 }));
  await s.putCachedResponses([...expired, ...fresh]);
  t.equal(await s.sweepCachedResponses(500), 450, 'more than two slices of 200');
  t.equal(await s.getCachedResponse('old-449', 0), null);
  t.equal((await s.getCachedResponse('new-4', 500))?.payload, '{"n":4}');
  t.equal(await s.sweepCachedResponses(500), 0, 'nothing left to sweep');
  await s.close();
});

t.test('a sliding window stays exact over minutes of calls of mixed cost; the rows kept are the window\'s', async (t) => {
  const s = new SqliteStore({ file: ':memory:' });
  t.teardown(() => s.close());
  const db = (s as unknown as { connection: import('better-sqlite3').Database }).connection;
  const WINDOW = 60_000;
  const LIMIT = 500;
  // One call every 100 ms for four minutes, some of cost 3; a reference window summed by hand.
  const taken: { at: number; cost: number }[] = [];
  const wrong: string[] = [];
  let mostRows = 0;
  for (let i = 0; i < 2400; i++) {
    const now = 1_000_000 + i * 100;
    const cost = i % 7 === 0 ? 3 : 1;
    const inside = taken.filter((e) => e.at > now - WINDOW);
    const used = inside.reduce((n, e) => n + e.cost, 0);
    const r = await s.takeRateSlot({ counterKey: 'key:sliding', windowMs: WINDOW, limit: LIMIT, now, cost });
    const admitted = used + cost <= LIMIT;
    if (admitted) taken.push({ at: now, cost });
    const oldest = admitted ? Math.min(inside[0]?.at ?? now, now) : inside[0]!.at;
    const expected = { admitted, remaining: admitted ? LIMIT - used - cost : Math.max(0, LIMIT - used), resetAt: oldest + WINDOW };
    if (r.admitted !== expected.admitted || r.remaining !== expected.remaining || r.resetAt !== expected.resetAt) wrong.push(`${i}: ${JSON.stringify(r)} != ${JSON.stringify(expected)}`);
    mostRows = Math.max(mostRows, (db.prepare('SELECT count(*) AS n FROM rate_entries').get() as { n: number }).n);
  }
  t.same(wrong.slice(0, 3), [], 'every take answers as the window summed by hand');
  t.ok(taken.length > 600 && taken.length < 2400, 'the limit refused some calls and the window let others through later');
  t.ok(mostRows <= LIMIT, `rows kept: at most one a unit of the window (${mostRows}); those that left it are pruned by the next take`);
});
