/**
 * SqliteStore's group commit (issue 10: the request path's own cost): the meter() calls of two
 * event-loop turns, and the answered settles, share one BEGIN IMMEDIATE ... COMMIT; a call that
 * fails rolls the group back and the group runs again with a savepoint a call. What must not change: the calls are decided in the order they were made
 * (the same answers as one transaction each), a call's promise settles only once its writes
 * are committed (another connection sees them), and one call's failure undoes that call only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { SqliteStore } from '../../runtime/src/store/sqlite-store.js';
import type { MeterRequest, UsageRecord } from '../../runtime/src/store/store.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-group-'));
t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));

const CYCLE = Date.UTC(2026, 10, 1);
const AT = Date.UTC(2026, 10, 26, 12);

function call(i: number, over: Partial<MeterRequest> = {}, usage: Partial<UsageRecord> = {}): MeterRequest {
  return {
    rate: { counterKey: 'key:k1', windowMs: 60_000, limit: 6, now: AT + i, cost: 1 },
    charge: { accountId: 'a1', keyId: 'k1', cycleStart: CYCLE, amount: 2, monthlyLimit: 100, allowOverage: false, keyCap: null },
    usage: { keyId: 'k1', accountId: 'a1', endpoint: 'POST /planets', credits: 2, mode: 'live', at: AT + i, origin: null, ...usage },
    touchKeyId: null,
    ...over,
  };
}

t.test('ten calls made together: decided in order, committed before they resolve', async (t) => {
  const file = path.join(dir, 'order.sqlite');
  const store = new SqliteStore({ file });
  const other = new SqliteStore({ file }); // a second connection: what another instance sees
  t.teardown(async () => {
    await store.close();
    await other.close();
  });
  const results = await Promise.all(Array.from({ length: 10 }, (_, i) => store.meter(call(i))));
  // The window holds 6: the first six made are admitted, the last four refused, in call order.
  t.same(results.map((r) => r.ok), [true, true, true, true, true, true, false, false, false, false]);
  t.same(results.map((r) => r.rate?.remaining), [5, 4, 3, 2, 1, 0, 0, 0, 0, 0], 'each admitted call sees the ones before it');
  t.same(results.slice(6).map((r) => (r.ok ? null : r.reason)), ['rate_limited', 'rate_limited', 'rate_limited', 'rate_limited']);
  t.same(results.slice(0, 6).map((r) => (r.ok ? r.accountUsed : null)), [2, 4, 6, 8, 10, 12], 'charges accumulate call after call');
  // Already committed when the promises resolved: the other connection reads them.
  t.equal(await other.creditsUsed('a1', CYCLE), 12, 'six charges of 2, seen by another connection');
  t.same(await other.keyUsageTotals('k1', AT - 1, AT + 100), { requests: 6, credits: 12 }, 'six usage records; the refused calls wrote none');
  const peek = await other.peekRateSlot({ counterKey: 'key:k1', windowMs: 60_000, limit: 6, now: AT + 20, cost: 1 });
  t.equal(peek.admitted, false, 'the window is full for the other connection too');
  t.equal(peek.resetAt, AT + 60_000, 'Reset: when the oldest admitted call leaves the window');

  // Answered settles join a group commit too, and are committed when they resolve.
  const ids = results.flatMap((r) => (r.ok && r.reservationId ? [r.reservationId] : []));
  t.equal(ids.length, 6);
  await Promise.all(ids.map((reservationId) => store.settleReservation({ reservationId, answered: true })));
  t.equal(await other.settleOrphanedReservations(AT + 1_000_000), 0, 'no reservation left pending: a restart refunds nothing');
  t.equal(await other.creditsUsed('a1', CYCLE), 12, 'answered calls keep their charge');
});

t.test('a call made in the turn after the first joins its group: one commit for both', async (t) => {
  const store = new SqliteStore({ file: path.join(dir, 'next-turn.sqlite') });
  t.teardown(() => store.close());
  const groups: number[] = [];
  const internals = store as unknown as { commitGroup: () => void; groupQueue: unknown[] };
  const commitGroup = internals.commitGroup.bind(store);
  internals.commitGroup = () => {
    if (internals.groupQueue.length > 0) groups.push(internals.groupQueue.length);
    commitGroup();
  };
  const first = store.meter(call(0));
  await new Promise((resolve) => setImmediate(resolve)); // the poll phase of the next turn, where the next request is read
  const second = store.meter(call(1));
  const [a, b] = await Promise.all([first, second]);
  t.same(groups, [2], 'the second call waited for no commit of its own');
  t.same([a.rate?.remaining, b.rate?.remaining], [5, 4], 'decided in the order they were made');
  t.equal(await store.creditsUsed('a1', CYCLE), 4);
});

t.test('a call that fails inside the group undoes only itself', async (t) => {
  const store = new SqliteStore({ file: path.join(dir, 'isolation.sqlite') });
  t.teardown(() => store.close());
  // usage.key_id is NOT NULL: the second call's usage insert throws after its charge was written.
  const broken = call(1, { rate: null }, { keyId: null as unknown as string });
  const settled = await Promise.allSettled([store.meter(call(0)), store.meter(broken), store.meter(call(2))]);
  t.same(settled.map((s) => s.status), ['fulfilled', 'rejected', 'fulfilled']);
  t.match((settled[1] as PromiseRejectedResult).reason, { code: 'SQLITE_CONSTRAINT_NOTNULL' });
  t.equal(await store.creditsUsed('a1', CYCLE), 4, 'the failed call\'s charge was rolled back with it; the two others kept');
  t.same(await store.keyUsageTotals('k1', AT - 1, AT + 100), { requests: 2, credits: 4 });
  const third = settled[2] as PromiseFulfilledResult<Awaited<ReturnType<SqliteStore['meter']>>>;
  t.equal(third.value.rate?.remaining, 4, 'the call after the failed one saw the first call\'s slot only');
});

t.test('a group run again after a failing call still writes the last use its calls noted', async (t) => {
  const store = new SqliteStore({ file: path.join(dir, 'retouch.sqlite') });
  t.teardown(() => store.close());
  await store.createAccount({ id: 'a-memo', name: 'Memo', plan: 'pro', createdAt: AT });
  await store.createKey({ ...KEY, origin_restriction: { ...KEY.origin_restriction, allowed_origins: [] } });
  const usage = { keyId: KEY.id, accountId: 'a-memo', endpoint: 'POST /planets', credits: 0, mode: 'live' as const, at: AT, origin: null };
  const settled = await Promise.allSettled([
    store.meter({ rate: null, charge: null, usage, touchKeyId: KEY.id }),
    store.meter({ rate: null, charge: null, usage: { ...usage, keyId: null as unknown as string }, touchKeyId: null }),
  ]);
  t.same(settled.map((s) => s.status), ['fulfilled', 'rejected']);
  t.equal((await store.getKey(KEY.id))?.lastUsedAt, AT, 'the first run was rolled back; the second wrote the last use');
});

t.test('close() writes calls still waiting for their group', async (t) => {
  const file = path.join(dir, 'close.sqlite');
  const store = new SqliteStore({ file });
  const pending = store.meter(call(0));
  await store.close(); // before the setImmediate that would commit the group
  const r = await pending;
  t.equal(r.ok, true);
  const again = new SqliteStore({ file });
  t.teardown(() => again.close());
  t.equal(await again.creditsUsed('a1', CYCLE), 2, 'the charge was committed before the connection closed');
});

t.test('the shared cache tier after the layout changes: the old tables leave the store file, answers round-trip through the cache file and its writer thread', async (t) => {
  const file = path.join(dir, 'cache.sqlite');
  const Database = (await import('better-sqlite3')).default;
  const old = new Database(file);
  old.exec(`CREATE TABLE response_cache (key TEXT PRIMARY KEY, payload TEXT NOT NULL, at INTEGER NOT NULL, expires_at INTEGER NOT NULL) WITHOUT ROWID;
    INSERT INTO response_cache VALUES ('k', '{"ok":true}', 1, 2);
    CREATE TABLE answer_cache (key TEXT PRIMARY KEY, payload TEXT NOT NULL, at INTEGER NOT NULL, expires_at INTEGER NOT NULL);
    INSERT INTO answer_cache VALUES ('k', '{"ok":true}', 1, 2)`);
  old.close();
  const store = new SqliteStore({ file, answerCacheThread: true });
  t.teardown(() => store.close());
  const Db = new Database(file, { readonly: true });
  t.same(Db.prepare("SELECT name FROM sqlite_master WHERE name IN ('response_cache', 'answer_cache')").all(), [], 'the old tables are gone from the store file');
  Db.close();
  await store.putCachedResponses([
    { key: 'a', payload: '{"ok":true,"data":1}', at: AT, expiresAt: AT + 300_000 },
    { key: 'b', payload: '{"ok":true,"data":2}', at: AT, expiresAt: AT + 1 },
  ]);
  await store.putCachedResponses([{ key: 'a', payload: '{"ok":true,"data":3}', at: AT + 5, expiresAt: AT + 300_005 }]);
  const a = await store.getCachedResponse('a', AT + 10);
  t.same(a && { key: a.key, payload: a.payload, at: a.at, expiresAt: a.expiresAt }, { key: 'a', payload: '{"ok":true,"data":3}', at: AT + 5, expiresAt: AT + 300_005 }, 'a newer answer replaces the older');
  const cacheFile = path.join(dir, 'cache-cache.sqlite');
  const C = new Database(cacheFile, { readonly: true });
  t.same(C.prepare('SELECT key, CAST(payload AS TEXT) AS text FROM answer_cache ORDER BY key').all(), [{ key: 'a', text: '{"ok":true,"data":3}' }, { key: 'b', text: '{"ok":true,"data":2}' }], 'written to the file beside the store, as bytes');
  t.equal(C.prepare('PRAGMA journal_mode').pluck().get(), 'wal', 'in WAL mode: the request thread reads while the writer writes');
  C.close();
  t.equal(await store.getCachedResponse('b', AT + 10), null, 'an expired answer is not served');
  t.equal(await store.sweepCachedResponses(AT + 10), 1, 'the sweep drops the expired one');
});

const KEY = {
  id: 'k-memo', accountId: 'a-memo', class: 'secret', mode: 'live', hash: 'h'.repeat(64), prefix: 'cel_live_', first4: 'cel_', last4: 'xxxx', name: 'production',
  origin_restriction: { type: 'server-only', allowed_origins: [] }, credits_cap_cycle: null, allowed_endpoints: null, isMaster: false, createdAt: AT,
} as const;

t.test('keys and accounts held in memory: a change here is seen by the next call, one by another process by the next turn', async (t) => {
  const file = path.join(dir, 'memo.sqlite');
  const store = new SqliteStore({ file });
  const other = new SqliteStore({ file }); // another instance on the same file
  t.teardown(async () => {
    await store.close();
    await other.close();
  });
  await store.createAccount({ id: 'a-memo', name: 'Memo', plan: 'pro', createdAt: AT });
  await store.createKey({ ...KEY, origin_restriction: { ...KEY.origin_restriction, allowed_origins: [] } });
  const first = await store.findKeyByHash(KEY.hash);
  t.equal(first?.status, 'active');
  first!.origin_restriction.allowed_origins.push('mutated.example');
  t.same((await store.findKeyByHash(KEY.hash))?.origin_restriction.allowed_origins, [], 'each caller gets its own copy');
  await store.suspendKey(KEY.id);
  t.equal((await store.findKeyByHash(KEY.hash))?.status, 'suspended', 'a change through this connection: the very next read');
  await store.reactivateKey(KEY.id, 10, AT);
  t.equal((await store.findKeyByHash(KEY.hash))?.status, 'active');
  t.equal((await store.getAccount('a-memo'))?.plan, 'pro');
  await other.revokeKey(KEY.id, AT + 1);
  await other.updateAccount('a-memo', { plan: 'business' });
  await new Promise<void>((resolve) => setImmediate(resolve)); // the next turn of the event loop
  t.equal((await store.findKeyByHash(KEY.hash))?.status, 'revoked', 'revoked by another process: refused from the next turn on');
  t.equal((await store.getAccount('a-memo'))?.plan, 'business', "another process's account change too");
  t.equal(await store.findKeyByHash('0'.repeat(64)), null, 'an unknown hash');
});

t.test("metered calls write a key's last use once a minute; touchKey always", async (t) => {
  const file = path.join(dir, 'touch.sqlite');
  const store = new SqliteStore({ file });
  t.teardown(() => store.close());
  await store.createAccount({ id: 'a-memo', name: 'Memo', plan: 'pro', createdAt: AT });
  await store.createKey({ ...KEY, origin_restriction: { ...KEY.origin_restriction, allowed_origins: [] } });
  const touching = (at: number) => store.meter({ rate: null, charge: null, usage: { keyId: KEY.id, accountId: 'a-memo', endpoint: 'POST /planets', credits: 0, mode: 'live', at, origin: null }, touchKeyId: KEY.id });
  await touching(AT);
  t.equal((await store.getKey(KEY.id))?.lastUsedAt, AT, 'the first call writes it');
  await touching(AT + 30_000);
  t.equal((await store.getKey(KEY.id))?.lastUsedAt, AT, 'within the minute: not written again');
  await touching(AT + 60_000);
  t.equal((await store.getKey(KEY.id))?.lastUsedAt, AT + 60_000, 'a minute later: written');
  await store.touchKey(KEY.id, AT + 61_000);
  t.equal((await store.getKey(KEY.id))?.lastUsedAt, AT + 61_000, 'touchKey writes at once');
});

t.test('a cache file left unreadable (a machine crash under synchronous=OFF) is made anew; the store file is untouched', async (t) => {
  const file = path.join(dir, 'broken.sqlite');
  fs.writeFileSync(path.join(dir, 'broken-cache.sqlite'), Buffer.alloc(8192, 0x5a)); // not a database
  const store = new SqliteStore({ file });
  t.teardown(() => store.close());
  await store.putCachedResponses([{ key: 'k', payload: '{"ok":true}', at: AT, expiresAt: AT + 300_000 }]);
  t.equal((await store.getCachedResponse('k', AT + 1))?.payload, '{"ok":true}', 'answers are cached again');
  await store.createAccount({ id: 'a-broken', name: 'B', plan: 'free', createdAt: AT });
  t.equal((await store.getAccount('a-broken'))?.name, 'B');
});

t.test('CELESTIAL_CACHE_WRITER: the shared tier written inline on the request thread (default) or by its thread', async (t) => {
  const { openStore } = await import('../../runtime/src/store/index.js');
  const { loadConfig } = await import('../../runtime/src/config.js');
  t.equal(loadConfig({}).cacheWriterThread, false, 'inline by default');
  t.equal(loadConfig({ CELESTIAL_CACHE_WRITER: 'thread' }).cacheWriterThread, true);
  const entry = { key: 'w', payload: '{"ok":true}', at: AT, expiresAt: AT + 300_000 };
  const inline = await openStore({ dataDir: path.join(dir, 'writer-inline') });
  const threaded = await openStore({ dataDir: path.join(dir, 'writer-thread'), cacheWriterThread: true });
  t.teardown(async () => {
    await inline.close();
    await threaded.close();
  });
  const inlineWrite = inline.putCachedResponses([entry]);
  t.ok(await inline.getCachedResponse('w', AT + 1), 'inline: written before the call returned');
  await inlineWrite;
  const threadWrite = threaded.putCachedResponses([entry]);
  t.equal(await threaded.getCachedResponse('w', AT + 1), null, 'thread: not yet, the thread writes it');
  await threadWrite;
  t.ok(await threaded.getCachedResponse('w', AT + 1), 'then written');
});

/** A small seeded generator (mulberry32), so a failing sequence can be run again. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Calls on four windows and two accounts, with small limits so that windows and budgets refuse
 * calls, time moving on by up to 120 ms a call (so calls leave the 1 s windows and are pruned),
 * now and then by more than a window, and jumping back by up to 30 ms (calls are metered in the
 * order their bodies were read, not the order they arrived), some calls without a window or
 * without a charge.
 */
function randomCalls(seed: number, n: number): MeterRequest[] {
  const r = random(seed);
  const keys = [
    { keyId: 'k1', accountId: 'a1', counterKey: 'key:k1', keyCap: null },
    { keyId: 'k2', accountId: 'a1', counterKey: 'key:k2', keyCap: 40 },
    { keyId: 'k2', accountId: 'a1', counterKey: 'key:k2:origin:https://example.com', keyCap: 40 },
    { keyId: 'k3', accountId: 'a2', counterKey: 'key:k3', keyCap: null },
  ];
  let clock = AT;
  return Array.from({ length: n }, () => {
    // Now and then an idle spell longer than the window: the next group finds its whole previous window gone.
    clock += r() < 0.04 ? 1_500 + Math.floor(r() * 1_500) : Math.floor(r() * 120);
    const now = clock - Math.floor(r() * 30);
    const k = keys[Math.floor(r() * keys.length)]!;
    const amount = Math.floor(r() * 4);
    return {
      rate: r() < 0.1 ? null : { counterKey: k.counterKey, windowMs: 1_000, limit: 5 + Math.floor(r() * 4), now, cost: 1 + Math.floor(r() * 3) },
      charge:
        r() < 0.15
          ? null
          : { accountId: k.accountId, keyId: k.keyId, cycleStart: CYCLE, amount, monthlyLimit: k.accountId === 'a1' ? 400 : 120, allowOverage: r() < 0.2, keyCap: k.keyCap },
      usage: { keyId: k.keyId, accountId: k.accountId, endpoint: 'POST /planets', credits: amount, mode: 'live' as const, at: now, origin: null },
      touchKeyId: null,
    };
  });
}

t.test('a group decides its calls exactly as one transaction a call would, and leaves the same tables', async (t) => {
  const Database = (await import('better-sqlite3')).default;
  for (const seed of [1, 2, 3]) {
    const calls = randomCalls(seed, 500);
    const grouped = new SqliteStore({ file: path.join(dir, `grouped-${seed}.sqlite`) });
    const single = new SqliteStore({ file: path.join(dir, `single-${seed}.sqlite`) });
    // The reference: each call alone in its transaction, statement by statement (meterOne, the
    // path a group falls back to when one of its calls fails).
    const one = single as unknown as { db: { transaction: (f: () => unknown) => { immediate: () => unknown } }; meterOne: (req: MeterRequest) => unknown };
    const expected = calls.map((req) => one.db.transaction(() => one.meterOne(req)).immediate());
    const r = random(seed + 100);
    const got: unknown[] = [];
    for (let i = 0; i < calls.length; ) {
      const size = 1 + Math.floor(r() * 12);
      got.push(...(await Promise.all(calls.slice(i, i + size).map((req) => grouped.meter(req)))));
      i += size;
    }
    t.same(got, expected, `seed ${seed}: every call's answer (admitted or why not, remaining, reset, credits used, reservation)`);
    const refused = got.filter((g) => !(g as { ok: boolean }).ok).length;
    t.ok(refused > 20 && refused < 450, `seed ${seed}: the limits refused some calls and admitted others (${refused} refused)`);
    await grouped.close();
    await single.close();
    const tables = (file: string) => {
      const db = new Database(path.join(dir, file), { readonly: true });
      const rows = ['SELECT * FROM rate_entries ORDER BY counter_key, at', 'SELECT * FROM rate_totals ORDER BY counter_key', 'SELECT * FROM credit_counters ORDER BY scope, owner_id', 'SELECT * FROM usage ORDER BY id'].map((q) => db.prepare(q).all());
      db.close();
      return rows;
    };
    const [rate, totals, counters, usage] = tables(`grouped-${seed}.sqlite`);
    t.same([rate, totals, counters, usage], tables(`single-${seed}.sqlite`), `seed ${seed}: the same rows in the rate, counter and usage tables`);
    t.ok((rate as unknown[]).length < 60, `seed ${seed}: rows that left a window were pruned (${(rate as unknown[]).length} kept)`);
  }
});

t.test('a rate table of the first layout (a row a call, an id and an index) is converted on open; windows read the same', async (t) => {
  const Database = (await import('better-sqlite3')).default;
  const file = path.join(dir, 'old-rate-layout.sqlite');
  const old = new Database(file);
  old.exec(`CREATE TABLE rate_entries (id INTEGER PRIMARY KEY AUTOINCREMENT, counter_key TEXT NOT NULL, at INTEGER NOT NULL, units INTEGER NOT NULL);
    CREATE INDEX rate_entries_counter_at ON rate_entries (counter_key, at);`);
  const insert = old.prepare('INSERT INTO rate_entries (counter_key, at, units) VALUES (?, ?, ?)');
  for (const [key, at, units] of [['key:k1', AT - 500, 1], ['key:k1', AT - 500, 2], ['key:k1', AT - 100, 1], ['key:k2', AT - 2_000, 1]] as const) insert.run(key, at, units);
  old.close();
  const store = new SqliteStore({ file });
  t.teardown(() => store.close());
  const slot = { windowMs: 1_000, limit: 10, now: AT, cost: 1 };
  t.same(await store.peekRateSlot({ counterKey: 'key:k1', ...slot }), { admitted: true, limit: 10, remaining: 5, resetAt: AT + 500 }, 'four units inside; the oldest at AT - 500');
  t.same(await store.peekRateSlot({ counterKey: 'key:k2', ...slot }), { admitted: true, limit: 10, remaining: 9, resetAt: AT + 1_000 }, 'its one entry has left the window');
  const raw = new Database(file, { readonly: true });
  t.teardown(() => raw.close());
  t.same(raw.prepare('SELECT counter_key, at, units FROM rate_entries ORDER BY counter_key, at').all(), [
    { counter_key: 'key:k1', at: AT - 500, units: 3 },
    { counter_key: 'key:k1', at: AT - 100, units: 1 },
    { counter_key: 'key:k2', at: AT - 2_000, units: 1 },
  ], 'one row a counter and millisecond, units summed');
  t.same(raw.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'rate_entries%'").all(), [{ name: 'rate_entries' }], 'the old index went with the old table');
  const taken = await store.meter({ rate: { counterKey: 'key:k1', ...slot, now: AT + 1 }, charge: null, usage: { keyId: 'k1', accountId: 'a1', endpoint: 'POST /planets', credits: 0, mode: 'live', at: AT + 1, origin: null }, touchKeyId: null });
  t.same(taken.rate, { admitted: true, limit: 10, remaining: 5, resetAt: AT + 500 }, 'a take on the converted table');
});
