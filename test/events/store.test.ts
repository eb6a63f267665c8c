/**
 * The event store's contract (runtime/src/store/events-store.ts) on both engines: SQLite on a
 * shared file opened twice (two processes' view), and MongoDB on FerretDB when available
 * (skipped otherwise, except under CI; test/helpers/mongo.ts). Asserted: numeric subscription
 * ids, the claim (one row per deterministic id), exclusive leases, a dead holder's lease taken
 * over once, settle only by the holder, the 5-failure auto-disable, the attempt log's order,
 * filters and paging, and the 30-day purge.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import type { Test } from 'tap';
import { SqliteStore } from '../../runtime/src/store/sqlite-store.js';
import { eventStoreOf } from '../../runtime/src/store/events-store.js';
import type { EventStore } from '../../runtime/src/store/events-store.js';
import type { Store } from '../../runtime/src/store/store.js';
import { mongoDatabases } from '../helpers/mongo.js';

const T0 = Date.parse('2026-01-15T12:00:00Z');

function contract(t: Test, name: string, open: () => Promise<[Store, Store]>): void {
  t.test(name, async (t) => {
    const [s1, s2] = await open();
    const a: EventStore = await eventStoreOf(s1);
    const b: EventStore = await eventStoreOf(s2);
    t.equal(await eventStoreOf(s1), a, 'one event store per store object');

    const sub = await a.insertSubscription({ accountId: 'acc', event: 'lunar-phase', url: 'https://203.0.113.10/h', params: { phases: ['full'] }, secret: 'f'.repeat(64), active: true, createdAt: T0, scannedUntil: T0 });
    const sub2 = await b.insertSubscription({ accountId: 'acc', event: 'sign-ingress', url: 'https://203.0.113.10/h', params: {}, secret: 'e'.repeat(64), active: true, createdAt: T0, scannedUntil: T0 });
    t.equal(typeof sub.id, 'number');
    t.equal(sub2.id, sub.id + 1, 'ids are consecutive numbers across connections');
    t.same((await b.getSubscription(sub.id))?.params, { phases: ['full'] }, 'the other connection reads it');
    t.same((await a.listSubscriptions('acc')).map((s) => s.id), [sub.id, sub2.id]);
    t.same(await a.listSubscriptions('other'), []);

    // The claim: both instances detect the same event; one row results.
    const row = { id: 'dlv_' + '1'.repeat(32), subscriptionId: sub.id, accountId: 'acc', event: 'lunar-phase', occurredAt: T0 + 1000, dueAt: T0 + 1000, data: { phase: 'full' }, late: false, nextAttemptAt: T0 + 1000, createdAt: T0 };
    const claims = await Promise.all([a.enqueue(row), b.enqueue(row)]);
    t.same(claims.sort(), [false, true], 'exactly one enqueue creates the delivery');
    t.same(await a.lease(T0, 'A', 60_000, 10), [], 'not due yet: nothing leased');
    const [la, lb] = await Promise.all([a.lease(T0 + 2000, 'A', 60_000, 10), b.lease(T0 + 2000, 'B', 60_000, 10)]);
    t.equal(la.length + lb.length, 1, 'the due delivery is leased to exactly one instance');
    const holder = la.length ? 'A' : 'B';
    const other = holder === 'A' ? 'B' : 'A';
    t.equal(await a.settle(row.id, other, { state: 'delivered', attempts: 1, nextAttemptAt: row.dueAt }), false, 'only the holder settles');
    // The holder dies between claim and POST: after the lease runs out the other takes it, once.
    t.same(await b.lease(T0 + 30_000, other, 60_000, 10), [], 'a live lease is not taken over');
    const taken = await b.lease(T0 + 2000 + 60_000, other, 60_000, 10);
    t.equal(taken.length, 1, 'an expired lease is taken over');
    t.same(taken[0]?.data, { phase: 'full' });
    t.same(await a.lease(T0 + 2000 + 60_000, holder, 60_000, 10), [], 'and not handed out a second time');
    t.equal(await b.settle(row.id, other, { state: 'delivered', attempts: 1, nextAttemptAt: row.dueAt }), true);
    t.equal((await a.getDelivery(row.id))?.state, 'delivered');
    t.same(await a.lease(T0 + 10 * 86_400_000, 'A', 60_000, 10), [], 'a delivered row is never leased again');

    // Five consecutive failures disable; a success in between resets the counter.
    for (let i = 0; i < 4; i++) await a.noteOutcome(sub.id, { success: false, at: T0 + i, statusCode: 500 }, 5);
    let s = await a.noteOutcome(sub.id, { success: true, at: T0 + 5, statusCode: 204 }, 5);
    t.equal(s?.consecutiveFailures, 0, 'a success resets the counter');
    for (let i = 0; i < 4; i++) s = await a.noteOutcome(sub.id, { success: false, at: T0 + 10 + i, statusCode: null }, 5);
    t.equal(s?.active, true, 'still active after 4');
    s = await b.noteOutcome(sub.id, { success: false, at: T0 + 20, statusCode: 503 }, 5);
    t.equal(s?.active, false, 'disabled at the 5th consecutive failure');
    t.equal(s?.disabledAt, T0 + 20);
    t.equal(s?.lastStatusCode, 503);
    t.same((await a.activeSubscriptions()).map((x) => x.id), [sub2.id], 'a disabled subscription leaves the scheduler round');
    s = await a.updateSubscription(sub.id, { active: true }, T0 + 30);
    t.same([s?.active, s?.consecutiveFailures, s?.disabledAt], [true, 0, null], 're-enabling resets the counter');

    // The attempt log: newest first, filters, paging, purge.
    for (let i = 1; i <= 5; i++) {
      await a.logAttempt({ id: `att_${String(i).padStart(24, '0')}`, deliveryId: row.id, subscriptionId: sub.id, event: 'lunar-phase', attemptedAt: T0 + i * 86_400_000, attempt: i, statusCode: i % 2 ? 500 : 200, durationMs: 3, success: i % 2 === 0, error: i % 2 ? 'HTTP 500' : null, test: false });
    }
    t.same((await b.listAttempts(sub.id, { limit: 3 })).map((x) => x.attempt), [5, 4, 3], 'newest first, limited');
    t.same((await b.listAttempts(sub.id, { limit: 10, before: `att_${'3'.padStart(24, '0')}` })).map((x) => x.attempt), [2, 1], 'before pages');
    t.same((await b.listAttempts(sub.id, { limit: 10, success: true })).map((x) => x.attempt), [4, 2], 'success filter');
    t.same((await a.getAttempt(`att_${'2'.padStart(24, '0')}`))?.statusCode, 200);
    await a.purge(T0 + 3 * 86_400_000 + 1);
    t.same((await b.listAttempts(sub.id, { limit: 10 })).map((x) => x.attempt), [5, 4], 'attempts older than the cut are purged');

    // Deleting drops queued deliveries.
    await a.enqueue({ ...row, id: 'dlv_' + '2'.repeat(32), subscriptionId: sub2.id });
    t.equal(await a.deleteSubscription(sub2.id), true);
    t.equal((await b.getDelivery('dlv_' + '2'.repeat(32)))?.state, 'dropped');
    t.same(await b.lease(T0 + 100 * 86_400_000, 'B', 60_000, 10), [], 'a dropped delivery is never sent');
    t.equal(await b.getSubscription(sub2.id), null);
  });
}

contract(t, 'sqlite, one file, two connections', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-events-'));
  const s1 = new SqliteStore({ dataDir: dir });
  const s2 = new SqliteStore({ dataDir: dir });
  t.teardown(async () => {
    await s1.close();
    await s2.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return [s1, s2];
});

t.test('mongodb', async (t) => {
  const mongo = await mongoDatabases(t, 'celestial_events');
  if (!mongo) return;
  contract(t, 'one database, two connections', async () => {
    const s1 = await mongo.open();
    const s2 = await mongo.reopen(s1);
    t.teardown(async () => {
      await s2.close();
      await s1.close();
    });
    return [s1, s2];
  });
});
