/**
 * EventStore on better-sqlite3, on the SqliteStore's own connection (same file, WAL). The claim
 * and lease steps are single conditional statements (INSERT OR IGNORE; UPDATE ... WHERE state
 * and lease match), atomic across processes sharing the file.
 */
import type Database from 'better-sqlite3';
import type { AttemptQuery, EventStore, NewSubscription, StoredAttempt, StoredDelivery, StoredSubscription, SubscriptionPatch } from './events-store.js';
import type { Millis } from './store.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS webhook_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id TEXT NOT NULL,
  event TEXT NOT NULL,
  url TEXT NOT NULL,
  params TEXT NOT NULL,
  secret TEXT NOT NULL,
  active INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  consecutive_failures INTEGER NOT NULL DEFAULT 0,
  disabled_at INTEGER,
  last_delivery_at INTEGER,
  last_status_code INTEGER,
  last_success INTEGER,
  scanned_until INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS webhook_subscriptions_account ON webhook_subscriptions (account_id);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id TEXT PRIMARY KEY,
  subscription_id INTEGER NOT NULL,
  account_id TEXT NOT NULL,
  event TEXT NOT NULL,
  occurred_at INTEGER NOT NULL,
  due_at INTEGER NOT NULL,
  data TEXT NOT NULL,
  late INTEGER NOT NULL,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  next_attempt_at INTEGER NOT NULL,
  lease_owner TEXT,
  lease_until INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (state, next_attempt_at);
CREATE TABLE IF NOT EXISTS webhook_attempts (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  delivery_id TEXT NOT NULL,
  subscription_id INTEGER NOT NULL,
  event TEXT NOT NULL,
  attempted_at INTEGER NOT NULL,
  attempt INTEGER NOT NULL,
  status_code INTEGER,
  duration_ms INTEGER NOT NULL,
  success INTEGER NOT NULL,
  error TEXT,
  test INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS webhook_attempts_subscription ON webhook_attempts (subscription_id, seq);
`;

interface SubRow {
  id: number; account_id: string; event: string; url: string; params: string; secret: string; active: number; created_at: number;
  consecutive_failures: number; disabled_at: number | null; last_delivery_at: number | null; last_status_code: number | null; last_success: number | null; scanned_until: number;
}
interface DeliveryRow {
  id: string; subscription_id: number; account_id: string; event: string; occurred_at: number; due_at: number; data: string; late: number;
  state: StoredDelivery['state']; attempts: number; next_attempt_at: number; lease_owner: string | null; lease_until: number | null; created_at: number;
}
interface AttemptRow {
  seq: number; id: string; delivery_id: string; subscription_id: number; event: string; attempted_at: number; attempt: number;
  status_code: number | null; duration_ms: number; success: number; error: string | null; test: number;
}

const sub = (r: SubRow): StoredSubscription => ({
  id: r.id, accountId: r.account_id, event: r.event, url: r.url, params: JSON.parse(r.params), secret: r.secret, active: r.active === 1, createdAt: r.created_at,
  consecutiveFailures: r.consecutive_failures, disabledAt: r.disabled_at, lastDeliveryAt: r.last_delivery_at, lastStatusCode: r.last_status_code,
  lastSuccess: r.last_success === null ? null : r.last_success === 1, scannedUntil: r.scanned_until,
});
const delivery = (r: DeliveryRow): StoredDelivery => ({
  id: r.id, subscriptionId: r.subscription_id, accountId: r.account_id, event: r.event, occurredAt: r.occurred_at, dueAt: r.due_at, data: JSON.parse(r.data), late: r.late === 1,
  state: r.state, attempts: r.attempts, nextAttemptAt: r.next_attempt_at, leaseOwner: r.lease_owner, leaseUntil: r.lease_until, createdAt: r.created_at,
});
const attempt = (r: AttemptRow): StoredAttempt => ({
  id: r.id, deliveryId: r.delivery_id, subscriptionId: r.subscription_id, event: r.event, attemptedAt: r.attempted_at, attempt: r.attempt,
  statusCode: r.status_code, durationMs: r.duration_ms, success: r.success === 1, error: r.error, test: r.test === 1,
});

export class SqliteEventStore implements EventStore {
  constructor(private readonly db: Database.Database) {
    db.transaction(() => db.exec(SCHEMA)).immediate();
  }

  async insertSubscription(s: NewSubscription): Promise<StoredSubscription> {
    const r = this.db
      .prepare(
        `INSERT INTO webhook_subscriptions (account_id, event, url, params, secret, active, created_at, scanned_until)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(s.accountId, s.event, s.url, JSON.stringify(s.params), s.secret, s.active ? 1 : 0, s.createdAt, s.scannedUntil);
    return (await this.getSubscription(Number(r.lastInsertRowid)))!;
  }

  async getSubscription(id: number): Promise<StoredSubscription | null> {
    const r = this.db.prepare<[number], SubRow>('SELECT * FROM webhook_subscriptions WHERE id = ?').get(id);
    return r ? sub(r) : null;
  }

  async listSubscriptions(accountId: string): Promise<StoredSubscription[]> {
    return this.db.prepare<[string], SubRow>('SELECT * FROM webhook_subscriptions WHERE account_id = ? ORDER BY id').all(accountId).map(sub);
  }

  async activeSubscriptions(): Promise<StoredSubscription[]> {
    return this.db.prepare<[], SubRow>('SELECT * FROM webhook_subscriptions WHERE active = 1 ORDER BY id').all().map(sub);
  }

  async updateSubscription(id: number, patch: SubscriptionPatch, now: Millis): Promise<StoredSubscription | null> {
    const sets: string[] = [];
    const args: unknown[] = [];
    if (patch.url !== undefined) { sets.push('url = ?'); args.push(patch.url); }
    if (patch.params !== undefined) { sets.push('params = ?'); args.push(JSON.stringify(patch.params)); }
    if (patch.secret !== undefined) { sets.push('secret = ?'); args.push(patch.secret); }
    if (patch.scannedUntil !== undefined) { sets.push('scanned_until = ?'); args.push(patch.scannedUntil); }
    if (patch.active === true) sets.push('active = 1', 'consecutive_failures = 0', 'disabled_at = NULL');
    if (patch.active === false) { sets.push('active = 0', 'disabled_at = COALESCE(disabled_at, ?)'); args.push(now); }
    if (sets.length) this.db.prepare(`UPDATE webhook_subscriptions SET ${sets.join(', ')} WHERE id = ?`).run(...args, id);
    return this.getSubscription(id);
  }

  async deleteSubscription(id: number): Promise<boolean> {
    return this.db.transaction(() => {
      this.db.prepare("UPDATE webhook_deliveries SET state = 'dropped' WHERE subscription_id = ? AND state IN ('pending', 'leased')").run(id);
      return this.db.prepare('DELETE FROM webhook_subscriptions WHERE id = ?').run(id).changes === 1;
    }).immediate();
  }

  async noteOutcome(id: number, o: { success: boolean; at: Millis; statusCode: number | null }, disableAfter: number): Promise<StoredSubscription | null> {
    if (o.success) {
      this.db.prepare('UPDATE webhook_subscriptions SET consecutive_failures = 0, last_delivery_at = ?, last_status_code = ?, last_success = 1 WHERE id = ?').run(o.at, o.statusCode, id);
    } else {
      // One statement: the increment and the disable read the same row under the write lock.
      this.db
        .prepare(
          `UPDATE webhook_subscriptions SET consecutive_failures = consecutive_failures + 1, last_delivery_at = ?, last_status_code = ?, last_success = 0,
             active = CASE WHEN consecutive_failures + 1 >= ? THEN 0 ELSE active END,
             disabled_at = CASE WHEN consecutive_failures + 1 >= ? AND active = 1 THEN ? ELSE disabled_at END
           WHERE id = ?`,
        )
        .run(o.at, o.statusCode, disableAfter, disableAfter, o.at, id);
    }
    return this.getSubscription(id);
  }

  async enqueue(d: Omit<StoredDelivery, 'state' | 'attempts' | 'leaseOwner' | 'leaseUntil'>): Promise<boolean> {
    const r = this.db
      .prepare(
        `INSERT OR IGNORE INTO webhook_deliveries (id, subscription_id, account_id, event, occurred_at, due_at, data, late, state, attempts, next_attempt_at, lease_owner, lease_until, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, NULL, NULL, ?)`,
      )
      .run(d.id, d.subscriptionId, d.accountId, d.event, d.occurredAt, d.dueAt, JSON.stringify(d.data), d.late ? 1 : 0, d.nextAttemptAt, d.createdAt);
    return r.changes === 1;
  }

  async getDelivery(id: string): Promise<StoredDelivery | null> {
    const r = this.db.prepare<[string], DeliveryRow>('SELECT * FROM webhook_deliveries WHERE id = ?').get(id);
    return r ? delivery(r) : null;
  }

  async lease(now: Millis, owner: string, leaseMs: number, limit: number): Promise<StoredDelivery[]> {
    return this.db.transaction(() => {
      const due = this.db
        .prepare<[number, number, number], DeliveryRow>(
          `SELECT * FROM webhook_deliveries WHERE (state = 'pending' AND next_attempt_at <= ?) OR (state = 'leased' AND lease_until <= ?) ORDER BY next_attempt_at LIMIT ?`,
        )
        .all(now, now, limit);
      const take = this.db.prepare(
        `UPDATE webhook_deliveries SET state = 'leased', lease_owner = ?, lease_until = ? WHERE id = ? AND ((state = 'pending' AND next_attempt_at <= ?) OR (state = 'leased' AND lease_until <= ?))`,
      );
      const out: StoredDelivery[] = [];
      for (const r of due) {
        if (take.run(owner, now + leaseMs, r.id, now, now).changes === 1) out.push(delivery({ ...r, state: 'leased', lease_owner: owner, lease_until: now + leaseMs }));
      }
      return out;
    }).immediate();
  }

  async settle(id: string, owner: string, p: { state: 'delivered' | 'failed' | 'pending'; attempts: number; nextAttemptAt: Millis }): Promise<boolean> {
    const r = this.db
      .prepare(`UPDATE webhook_deliveries SET state = ?, attempts = ?, next_attempt_at = ?, lease_owner = NULL, lease_until = NULL WHERE id = ? AND state = 'leased' AND lease_owner = ?`)
      .run(p.state, p.attempts, p.nextAttemptAt, id, owner);
    return r.changes === 1;
  }

  async logAttempt(a: StoredAttempt): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO webhook_attempts (id, delivery_id, subscription_id, event, attempted_at, attempt, status_code, duration_ms, success, error, test)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(a.id, a.deliveryId, a.subscriptionId, a.event, a.attemptedAt, a.attempt, a.statusCode, a.durationMs, a.success ? 1 : 0, a.error, a.test ? 1 : 0);
  }

  async getAttempt(id: string): Promise<StoredAttempt | null> {
    const r = this.db.prepare<[string], AttemptRow>('SELECT * FROM webhook_attempts WHERE id = ?').get(id);
    return r ? attempt(r) : null;
  }

  async listAttempts(subscriptionId: number, q: AttemptQuery): Promise<StoredAttempt[]> {
    const where = ['subscription_id = ?'];
    const args: unknown[] = [subscriptionId];
    if (q.before !== undefined) { where.push('seq < COALESCE((SELECT seq FROM webhook_attempts WHERE id = ?), -1)'); args.push(q.before); }
    if (q.success !== undefined) { where.push('success = ?'); args.push(q.success ? 1 : 0); }
    return this.db
      .prepare<unknown[], AttemptRow>(`SELECT * FROM webhook_attempts WHERE ${where.join(' AND ')} ORDER BY seq DESC LIMIT ?`)
      .all(...args, q.limit)
      .map(attempt);
  }

  async purge(before: Millis): Promise<number> {
    return this.db.transaction(() => {
      const a = this.db.prepare('DELETE FROM webhook_attempts WHERE attempted_at < ?').run(before).changes;
      const d = this.db.prepare("DELETE FROM webhook_deliveries WHERE state IN ('delivered', 'failed', 'dropped') AND due_at < ?").run(before).changes;
      return a + d;
    }).immediate();
  }
}
