/**
 * The Store contract on the SQLite store's own thread (runtime/src/store/sqlite-threaded.ts,
 * CELESTIAL_STORE_THREAD=on): the same answers as SqliteStore on the request thread, errors
 * revived with their class (DuplicateError, RangeError), and the calls of one turn answered in
 * the order they were made.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { openStore } from '../../runtime/src/store/index.js';
import { ThreadedSqliteStore } from '../../runtime/src/store/sqlite-threaded.js';
import { DuplicateError, type Store } from '../../runtime/src/store/store.js';
import { storeContract } from './contract.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-store-thread-'));
t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));

const fileOf = (s: Store): string => (s as ThreadedSqliteStore).file;

storeContract(t, {
  open: async () => ThreadedSqliteStore.open({ dataDir: dir }),
  reopen: async (s) => ThreadedSqliteStore.open({ file: fileOf(s) }),
  location: (s) => ({ engine: 'sqlite', file: fileOf(s) }),
  callsPerProcess: 3000,
});

t.test('openStore puts SQLite on its own thread when asked (CELESTIAL_STORE_THREAD=on), inline by default', async (t) => {
  const threaded = await openStore({ dataDir: path.join(dir, 'a'), thread: true });
  t.ok(threaded instanceof ThreadedSqliteStore);
  const inline = await openStore({ dataDir: path.join(dir, 'b') });
  t.notOk(inline instanceof ThreadedSqliteStore);
  await threaded.close();
  await inline.close();
});

t.test('errors keep their class; calls of one turn are answered in order; close writes what was queued', async (t) => {
  const file = path.join(dir, 'order.sqlite');
  const s = await ThreadedSqliteStore.open({ file });
  await s.createAccount({ id: 'acc', name: 'A', plan: 'pro', createdAt: 1 });
  await t.rejects(s.createAccount({ id: 'acc', name: 'A', plan: 'pro', createdAt: 1 }), DuplicateError);
  await t.rejects(s.takeRateSlot({ counterKey: '', windowMs: 1000, limit: 1, now: 1, cost: 1 }), RangeError);
  // Ten charges posted in one turn: one message, one group commit, answers in posting order.
  const charges = Array.from({ length: 10 }, () => s.chargeCredits({ accountId: 'acc', keyId: 'k', cycleStart: 0, amount: 3, monthlyLimit: 1000, allowOverage: false, keyCap: null }));
  const used = (await Promise.all(charges)).map((c) => c.accountUsed);
  t.same(used, [3, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
  // Posted, not awaited, then closed: the close waits for the record to be written.
  void s.recordUsage({ keyId: 'k', accountId: 'acc', endpoint: 'POST /planets', credits: 0, mode: 'live', at: 5 });
  await s.close();
  await t.rejects(s.getAccount('acc'), /closed/);
  const again = await ThreadedSqliteStore.open({ file });
  t.equal(await again.countRequests('acc', 0, 10), 1);
  t.equal(await again.creditsUsed('acc', 0), 30);
  await again.close();
});
