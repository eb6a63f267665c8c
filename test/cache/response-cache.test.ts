/**
 * The response cache's two tiers (runtime/src/cache/response-cache.ts): the in-process LRU is
 * capped by bytes and by entries and swept of expired entries; the store tier shares answers
 * between caches (two app instances) on one SQLite file, and a lone instance skips it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import t from 'tap';
import { CACHE_PAGE_BYTES, READER_MARK_LASTS_MS, READERS_READ_EVERY_MS } from '../../runtime/src/store/answer-cache-sqlite.js';
import { entryBytes, ResponseCache } from '../../runtime/src/cache/response-cache.js';
import { SqliteStore } from '../../runtime/src/store/sqlite-store.js';

const T0 = Date.parse('2026-03-15T12:00:00Z');
const answer = (n: number, size = 100) => ({ payload: `{"ok":true,"data":"${String(n).padEnd(size, 'x')}"}`, at: T0 });

t.test('entries cost their UTF-16 bytes plus a fixed overhead', async (t) => {
  t.equal(entryBytes('k'.repeat(10), { payload: 'p'.repeat(100), at: 0 }), 2 * 110 + 64);
});

t.test('the LRU keeps at most maxEntries, dropping the least recently used', async (t) => {
  const cache = new ResponseCache({ maxEntries: 3, maxBytes: 1e9 });
  t.teardown(() => cache.close());
  for (let i = 1; i <= 3; i++) await cache.set(`k${i}`, answer(i));
  t.ok(await cache.get('k1', T0 + 1), 'k1 read: now the most recently used');
  await cache.set('k4', answer(4));
  t.equal(cache.stats.entries, 3);
  t.equal(await cache.get('k2', T0 + 1), null, 'k2, the least recently used, was dropped');
  t.ok(await cache.get('k1', T0 + 1));
  t.ok(await cache.get('k3', T0 + 1));
  t.ok(await cache.get('k4', T0 + 1));
});

t.test('the LRU keeps at most maxBytes', async (t) => {
  const one = entryBytes('k00', answer(0, 1000));
  const cache = new ResponseCache({ maxEntries: 1000, maxBytes: one * 5 + 10 });
  t.teardown(() => cache.close());
  for (let i = 0; i < 50; i++) await cache.set(`k${String(i).padStart(2, '0')}`, answer(i, 1000));
  t.equal(cache.stats.entries, 5, 'five ~2 KiB answers fit the cap, fifty were offered');
  t.ok(cache.stats.bytes <= one * 5 + 10, `${cache.stats.bytes} bytes held`);
  t.ok(await cache.get('k49', T0 + 1), 'the newest stay');
  t.equal(await cache.get('k00', T0 + 1), null, 'the oldest went');
  await cache.set('huge', answer(99, one * 10));
  t.equal(await cache.get('huge', T0 + 1), null, 'an answer larger than the whole cap is not kept');
  t.ok(await cache.get('k49', T0 + 1), 'and evicts nothing');
});

t.test('freshness follows the injected clock: 5 minutes', async (t) => {
  const cache = new ResponseCache();
  t.teardown(() => cache.close());
  await cache.set('k', answer(1));
  t.match(await cache.get('k', T0 + 5 * 60_000 - 1), { tier: 'memory', answer: { at: T0 } });
  t.equal(await cache.get('k', T0 + 5 * 60_000), null, 'at 5 minutes the entry is stale');
  t.equal(cache.stats.entries, 0, 'and a stale read drops it');
});

t.test('expired entries are swept without being read', async (t) => {
  // Real time here: lru-cache's ttl bounds how long an entry may hold memory, and the unref'd
  // sweep removes it. 30 ms entries, a 10 ms sweep; nothing reads them.
  const cache = new ResponseCache({ ttlMs: 30, sweepIntervalMs: 10 });
  t.teardown(() => cache.close());
  for (let i = 0; i < 20; i++) await cache.set(`k${i}`, answer(i));
  t.equal(cache.stats.entries, 20);
  await new Promise((r) => setTimeout(r, 150));
  t.equal(cache.stats.entries, 0, 'all swept');
  t.equal(cache.stats.bytes, 0);
});

t.test('the store tier: a second cache on the same SQLite file gets the hit; sweeps reach the store', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-cache-'));
  const a = new SqliteStore({ dataDir: dir });
  const b = new SqliteStore({ dataDir: dir });
  let now = T0;
  const first = new ResponseCache({ store: a, now: () => now });
  const second = new ResponseCache({ store: b, now: () => now });
  t.teardown(async () => {
    await first.close();
    await second.close();
    await a.close();
    await b.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  await first.set('shared', answer(7));
  await first.flush(); // written behind, in a batch
  const hit = await second.get('shared', T0 + 60_000);
  // The SQLite tier hands over the bytes it read, sent as they are (never decoded).
  t.same(hit && { text: hit.answer.payload.toString(), at: hit.answer.at, tier: hit.tier }, { text: answer(7).payload, at: answer(7).at, tier: 'store' }, 'found in the store');
  t.ok(Buffer.isBuffer(hit?.answer.payload), 'as bytes');
  t.match(await second.get('shared', T0 + 60_001), { tier: 'memory' }, 'then copied into memory');
  t.equal(await second.get('shared', T0 + 5 * 60_000), null, 'stale in the store too at 5 minutes');
  now = T0 + 5 * 60_000;
  t.equal(await first.sweep(), 1, 'the sweep deletes the expired row');
  t.equal(await a.getCachedResponse('shared', T0), null);
  // A new cache file is made with 16 KiB pages (an answer of 4-21 KB in one or two of them).
  const file = new Database(path.join(dir, 'celestial-cache.sqlite'), { readonly: true });
  t.equal(file.pragma('page_size', { simple: true }), CACHE_PAGE_BYTES, 'the cache file\'s pages are 16 KiB');
  file.close();
  t.equal((a as unknown as { answers: { db: { pragma(p: string, o: object): unknown } } }).answers.db.pragma('wal_autocheckpoint', { simple: true }), 256, 'checkpoints of 4 MiB (256 pages)');
});

t.test('a lone instance skips the store tier; a second one on the file makes both use it within 100 ms; one that leaves or dies stops counting', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-cache-alone-'));
  const a = new SqliteStore({ dataDir: dir });
  const first = new ResponseCache({ store: a, writeDelayMs: 0 });
  t.teardown(async () => {
    await first.close();
    await a.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  // Each instance goes by what it read of the others for READERS_READ_EVERY_MS.
  const nextRead = () => new Promise((resolve) => setTimeout(resolve, READERS_READ_EVERY_MS + 5));
  await first.set('alone', answer(1));
  t.equal(await a.getCachedResponse('alone', T0), null, 'alone: the answer stays in memory, the file is not written');
  t.same(await first.get('alone', T0 + 1), { answer: answer(1), tier: 'memory' }, 'and its repeat is answered from memory');
  await a.putCachedResponses([{ key: 'written-by-someone', payload: answer(2).payload, at: T0, expiresAt: T0 + 5 * 60_000 }]);
  t.equal(await first.get('written-by-someone', T0 + 1), null, 'alone: a miss does not read the file');

  const b = new SqliteStore({ dataDir: dir });
  const second = new ResponseCache({ store: b, writeDelayMs: 0 });
  t.ok(b.cacheTierShared(), 'the instance that starts sees the first one at once');
  await nextRead();
  t.ok(a.cacheTierShared(), 'the first sees it at its next read');
  await first.set('together', answer(3));
  const hit = await second.get('together', T0 + 1);
  t.same(hit && { text: hit.answer.payload.toString(), tier: hit.tier }, { text: answer(3).payload, tier: 'store' }, 'an answer of the first is a hit of the second');
  t.equal(await second.get('alone', T0 + 1), null, 'one made while it was alone is not in the tier: a miss');

  await second.close();
  await b.close();
  await nextRead();
  t.notOk(a.cacheTierShared(), 'the second left: alone again at the next read');

  // A process killed without leaving: its mark counts until it lapses (READER_MARK_LASTS_MS).
  const file = new Database(path.join(dir, 'celestial-cache.sqlite'));
  file.prepare('INSERT INTO answer_cache_readers (id, seen_at) VALUES (?, ?)').run('killed-just-now', Date.now());
  file.prepare('INSERT INTO answer_cache_readers (id, seen_at) VALUES (?, ?)').run('killed-long-ago', Date.now() - READER_MARK_LASTS_MS - 1);
  await nextRead();
  t.ok(a.cacheTierShared(), 'a mark renewed within the last 15 s counts');
  file.prepare('DELETE FROM answer_cache_readers WHERE id = ?').run('killed-just-now');
  file.close();
  await nextRead();
  t.notOk(a.cacheTierShared(), 'a lapsed mark does not');
});

t.test('a store without a file (in memory) and a store no server joined use the tier as configured', async (t) => {
  const memory = new SqliteStore({ file: ':memory:' });
  const cache = new ResponseCache({ store: memory, writeDelayMs: 0 });
  t.teardown(async () => {
    await cache.close();
    await memory.close();
  });
  t.ok(memory.cacheTierShared());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-cache-unjoined-'));
  const unjoined = new SqliteStore({ dataDir: dir });
  t.teardown(async () => {
    await unjoined.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  t.ok(unjoined.cacheTierShared(), 'the CLI, or a store opened without a response cache');
});

t.test('the store tier is written behind the answers, a batch per delay, in order; close() writes the rest', async (t) => {
  const store = new SqliteStore({ file: ':memory:' });
  t.teardown(() => store.close());
  const cache = new ResponseCache({ store, writeDelayMs: 60_000, writeBatchChars: 1000 });
  await cache.set('a', answer(1));
  await cache.set('b', answer(2));
  t.equal(await store.getCachedResponse('a', T0), null, 'not in the store before the batch is written');
  t.same(await cache.get('a', T0 + 1), { answer: answer(1), tier: 'memory' }, 'memory answers at once');
  await cache.set('a', answer(3));
  await cache.flush();
  t.equal((await store.getCachedResponse('a', T0))?.payload, answer(3).payload, 'the newer answer for a key wins within a batch');
  t.equal((await store.getCachedResponse('b', T0))?.payload, answer(2).payload, 'both written by one flush');
  // A batch past writeBatchChars is written without waiting for the (here one minute) delay.
  for (let i = 0; i < 12; i++) await cache.set(`big${i}`, answer(i, 100));
  await cache.flush(); // waits for the write already under way; writes the remainder
  t.ok(await store.getCachedResponse('big0', T0), 'the first entries went when the batch filled');
  await cache.set('last', answer(9));
  await cache.close();
  t.ok(await store.getCachedResponse('last', T0), 'close() writes what was still queued');
});

t.test('shared: false keeps an answer out of the store tier, and a lookup out of it', async (t) => {
  const store = new SqliteStore({ file: ':memory:' });
  t.teardown(() => store.close());
  const cache = new ResponseCache({ store, writeDelayMs: 0 });
  t.teardown(() => cache.close());
  await cache.set('local', answer(1), false);
  t.equal(await store.getCachedResponse('local', T0), null, 'never written to the store');
  t.same(await cache.get('local', T0 + 1, false), { answer: answer(1), tier: 'memory' });
  await store.putCachedResponses([{ key: 'elsewhere', payload: answer(2).payload, at: T0, expiresAt: T0 + 5 * 60_000 }]);
  t.equal(await cache.get('elsewhere', T0 + 1, false), null, 'a memory-only lookup does not ask the store');
  const hit = await cache.get('elsewhere', T0 + 1);
  t.same(hit && { text: hit.answer.payload.toString(), at: hit.answer.at, tier: hit.tier }, { text: answer(2).payload, at: answer(2).at, tier: 'store' }, 'a shared lookup does');
});

t.test('a failing store tier never fails the cache', async (t) => {
  const store = new SqliteStore({ file: ':memory:' });
  const errors: unknown[] = [];
  const cache = new ResponseCache({ store, writeDelayMs: 0, onStoreError: (e) => errors.push(e) });
  t.teardown(() => cache.close());
  await store.close();
  await cache.set('k', answer(1));
  t.ok(await cache.get('k', T0 + 1), 'memory still answers');
  t.equal(await cache.get('other', T0 + 1), null, 'a miss is a miss');
  t.equal(errors.length, 2, 'both store errors reported');
});
