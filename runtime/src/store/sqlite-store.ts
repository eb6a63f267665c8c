/**
 * Store adapter on better-sqlite3 (the embedded default).
 *
 * Atomicity: every read-check-write runs inside `db.transaction(...).immediate()`, which takes
 * SQLite's RESERVED write lock before the first read (BEGIN IMMEDIATE). Two processes sharing the
 * file therefore serialise their metering steps; the other waits up to `busyTimeoutMs` (WAL mode
 * keeps plain readers unblocked).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  DEFAULT_TOP_LIMIT,
  DuplicateError,
  type Account,
  type AccountPatch,
  type ApiKey,
  type ApiKeyPatch,
  type ChargeRequest,
  type ChargeResult,
  type CreateKeyResult,
  type EndpointUsage,
  type KeyMode,
  type KeyUsageTotals,
  type MeterRequest,
  type MeterResult,
  type SettleRequest,
  type StoredAnswer,
  type Login,
  type Millis,
  type OriginUsage,
  type NewAccount,
  type NewApiKey,
  type RateSlotRequest,
  type RateSlotResult,
  type RefundRequest,
  type Session,
  type Store,
  type UsageRecord,
  type UsageSummary,
  type UsageSummaryRequest,
} from './store.js';
import { assertCharge, assertRateSlot, assertRefund } from './validate.js';
import { SqliteAnswerCache, cacheFileOf } from './answer-cache-sqlite.js';
import { AccessMemo } from './access-memo.js';

export interface SqliteStoreOptions {
  /** Directory for `celestial.sqlite` (created when missing). */
  dataDir?: string;
  /** Explicit file path, or `:memory:`; wins over `dataDir`. */
  file?: string;
  /** How long a writer waits for another connection's lock (ms). Default 10 s. */
  busyTimeoutMs?: number;
  /**
   * The shared tier of the response cache is written by a thread of its own (default false:
   * inline; answer-cache-sqlite.ts, config.cacheWriterThread). ThreadedSqliteStore's thread
   * passes false: it is off the request thread already.
   */
  answerCacheThread?: boolean;
}

export const SQLITE_FILE_NAME = 'celestial.sqlite';
/** How often the calls of a key write its last use (touchDue). */
export const KEY_TOUCH_EVERY_MS = 60_000;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  plan TEXT NOT NULL,
  custom_credits INTEGER,
  custom_rate_per_min INTEGER,
  overage_enabled INTEGER NOT NULL,
  packs TEXT NOT NULL,
  paid_until INTEGER,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  class TEXT NOT NULL,
  mode TEXT NOT NULL,
  hash TEXT NOT NULL UNIQUE,
  prefix TEXT NOT NULL,
  first4 TEXT NOT NULL,
  last4 TEXT NOT NULL,
  name TEXT NOT NULL,
  status TEXT NOT NULL,
  origin_restriction TEXT NOT NULL,
  credits_cap_cycle INTEGER,
  allowed_endpoints TEXT,
  is_master INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER,
  seq INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS api_keys_account ON api_keys (account_id, status);
CREATE TABLE IF NOT EXISTS sessions (
  hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS usage (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key_id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  credits INTEGER NOT NULL,
  mode TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS usage_account_at ON usage (account_id, at);
CREATE TABLE IF NOT EXISTS credit_counters (
  scope TEXT NOT NULL,
  owner_id TEXT NOT NULL,
  cycle_start INTEGER NOT NULL,
  used INTEGER NOT NULL,
  PRIMARY KEY (scope, owner_id, cycle_start)
) WITHOUT ROWID;
-- One row per counter and millisecond, clustered on (counter_key, at): a take writes the
-- window's tail page and a prune its head page, where a rowid table and its index wrote two
-- pages each in every commit (issue 10; migrateRateEntries converts the first layout).
CREATE TABLE IF NOT EXISTS rate_entries (
  counter_key TEXT NOT NULL,
  at INTEGER NOT NULL,
  units INTEGER NOT NULL,
  PRIMARY KEY (counter_key, at)
) WITHOUT ROWID;
-- The units of each counter's rate_entries rows, kept in step with them in the same
-- transaction, so a check reads one row instead of summing the window (issue 10).
CREATE TABLE IF NOT EXISTS rate_totals (
  counter_key TEXT PRIMARY KEY,
  units INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS logins (
  email TEXT PRIMARY KEY,
  account_id TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_account ON sessions (account_id);
`;

/**
 * Columns added after the first schema: a file created earlier gets them on open (ALTER TABLE ADD
 * COLUMN, each NULL for the existing rows), so an upgrade needs no manual step.
 */
const ADDED_COLUMNS: readonly { table: string; column: string; type: string }[] = [
  { table: 'accounts', column: 'ai_spend_cap', type: 'INTEGER' },
  { table: 'accounts', column: 'deleted_at', type: 'INTEGER' },
  { table: 'api_keys', column: 'last_used_at', type: 'INTEGER' },
  { table: 'usage', column: 'origin', type: 'TEXT' },
  // A reservation: 1 while the call is in flight (its credits charged, not yet answered).
  { table: 'usage', column: 'pending', type: 'INTEGER' },
  // The billing cycle the reservation charged, so a refund finds its counters.
  { table: 'usage', column: 'cycle_start', type: 'INTEGER' },
];

function migrate(db: Database.Database): void {
  for (const { table, column, type } of ADDED_COLUMNS) {
    const cols = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
    if (!cols.some((c) => c.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
  }
  db.exec('DROP TABLE IF EXISTS response_cache'); // the shared cache tier's first layout
  // Its second layout, in the store's file; the tier now has a file of its own (answer-cache-sqlite.ts).
  // A cache: nothing is lost but its hits. (An in-memory store creates it again, after this.)
  db.exec('DROP TABLE IF EXISTS answer_cache');
  db.exec('CREATE INDEX IF NOT EXISTS usage_key_at ON usage (key_id, at)');
  db.exec('CREATE INDEX IF NOT EXISTS usage_pending ON usage (at) WHERE pending = 1');
  migrateRateEntries(db);
  // A file from before rate_totals: total the counters it has no row for (once; later takes keep them).
  db.exec(`INSERT INTO rate_totals (counter_key, units)
    SELECT counter_key, SUM(units) FROM rate_entries WHERE counter_key NOT IN (SELECT counter_key FROM rate_totals) GROUP BY counter_key`);
  db.exec(ACCESS_GENERATION);
}

/**
 * The first layout of rate_entries (a rowid table, an id per call, and an index on (counter_key,
 * at)) to the clustered one: the rows of one counter and millisecond become one row with their
 * units summed, which changes no window's sum or oldest entry. Runs under the schema's write
 * lock (the constructor), so two processes opening an old file convert it once.
 */
function migrateRateEntries(db: Database.Database): void {
  const cols = db.prepare('PRAGMA table_info(rate_entries)').all() as { name: string }[];
  if (!cols.some((c) => c.name === 'id')) return;
  db.exec(`CREATE TABLE rate_entries_clustered (
      counter_key TEXT NOT NULL, at INTEGER NOT NULL, units INTEGER NOT NULL, PRIMARY KEY (counter_key, at)
    ) WITHOUT ROWID;
    INSERT INTO rate_entries_clustered (counter_key, at, units)
      SELECT counter_key, at, SUM(units) FROM rate_entries GROUP BY counter_key, at;
    DROP TABLE rate_entries;
    ALTER TABLE rate_entries_clustered RENAME TO rate_entries;`);
}

/**
 * A counter every change to an account or to a key's access (everything but its last use) moves
 * on, by whichever connection or process makes it: triggers, so no writer can forget. A cache of
 * keys and accounts (sqlite-threaded.ts) stays valid while the counter stands still. Created
 * after the added columns, which `UPDATE OF` names.
 */
const ACCESS_GENERATION = `
CREATE TABLE IF NOT EXISTS access_generation (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);
INSERT OR IGNORE INTO access_generation (id, n) VALUES (1, 0);
CREATE TRIGGER IF NOT EXISTS accounts_update_generation AFTER UPDATE ON accounts BEGIN UPDATE access_generation SET n = n + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS accounts_delete_generation AFTER DELETE ON accounts BEGIN UPDATE access_generation SET n = n + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS api_keys_update_generation
  AFTER UPDATE OF id, account_id, class, mode, hash, prefix, first4, last4, name, status, origin_restriction, credits_cap_cycle, allowed_endpoints, is_master, revoked_at ON api_keys
  BEGIN UPDATE access_generation SET n = n + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS api_keys_delete_generation AFTER DELETE ON api_keys BEGIN UPDATE access_generation SET n = n + 1 WHERE id = 1; END;
`;

interface AccountRow {
  id: string;
  name: string;
  plan: string;
  custom_credits: number | null;
  custom_rate_per_min: number | null;
  overage_enabled: number;
  packs: string;
  paid_until: number | null;
  ai_spend_cap: number | null;
  deleted_at: number | null;
  created_at: number;
}

interface KeyRow {
  id: string;
  account_id: string;
  class: string;
  mode: string;
  hash: string;
  prefix: string;
  first4: string;
  last4: string;
  name: string;
  status: string;
  origin_restriction: string;
  credits_cap_cycle: number | null;
  allowed_endpoints: string | null;
  is_master: number;
  created_at: number;
  revoked_at: number | null;
  last_used_at: number | null;
}

interface LoginRow {
  email: string;
  account_id: string;
  password_hash: string;
  updated_at: number;
}

function toLogin(r: LoginRow): Login {
  return { accountId: r.account_id, email: r.email, passwordHash: r.password_hash, updatedAt: r.updated_at };
}

interface SessionRow {
  hash: string;
  account_id: string;
  expires_at: number;
  created_at: number;
}

function toAccount(r: AccountRow): Account {
  return {
    id: r.id,
    name: r.name,
    plan: r.plan as Account['plan'],
    customCredits: r.custom_credits,
    customRatePerMin: r.custom_rate_per_min,
    overageEnabled: r.overage_enabled === 1,
    packs: JSON.parse(r.packs) as string[],
    subscription: { paidUntil: r.paid_until },
    aiSpendCap: r.ai_spend_cap ?? null,
    deletedAt: r.deleted_at ?? null,
    createdAt: r.created_at,
  };
}

function toKey(r: KeyRow): ApiKey {
  return {
    id: r.id,
    accountId: r.account_id,
    class: r.class as ApiKey['class'],
    mode: r.mode as ApiKey['mode'],
    hash: r.hash,
    prefix: r.prefix,
    first4: r.first4,
    last4: r.last4,
    name: r.name,
    status: r.status as ApiKey['status'],
    origin_restriction: JSON.parse(r.origin_restriction) as ApiKey['origin_restriction'],
    credits_cap_cycle: r.credits_cap_cycle,
    allowed_endpoints: r.allowed_endpoints === null ? null : (JSON.parse(r.allowed_endpoints) as string[]),
    isMaster: r.is_master === 1,
    createdAt: r.created_at,
    revokedAt: r.revoked_at,
    lastUsedAt: r.last_used_at ?? null,
  };
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** One counter's sliding window as read in a transaction (SqliteStore.rateWindow). */
interface RateWindow {
  used: number;
  expired: number;
  oldest: number | null;
  windowStart: number;
}

/**
 * A counter's window from its running total, the units of its head rows that have left the
 * window (at or before windowStart) and its first row still inside (see SqliteStore.rateWindow).
 */
function windowOf(r: { total: number | null; expired: number; oldest: number | null }, windowStart: Millis): RateWindow {
  const total = r.total ?? 0;
  const expired = total === 0 ? 0 : r.expired;
  const used = total - expired;
  const oldest = used === 0 ? null : r.oldest;
  return { used, expired, oldest, windowStart };
}

/** A window's refusal of a call (it writes nothing). */
function refusedSlot(req: RateSlotRequest, w: RateWindow): RateSlotResult {
  return { admitted: false, limit: req.limit, remaining: Math.max(0, req.limit - w.used), resetAt: w.oldest === null ? req.now : w.oldest + req.windowMs };
}

/** A window's answer to a call it admits, the call's own entry counted. */
function admittedSlot(req: RateSlotRequest, w: RateWindow): RateSlotResult {
  const oldest = w.oldest === null ? req.now : Math.min(w.oldest, req.now);
  return { admitted: true, limit: req.limit, remaining: req.limit - w.used - req.cost, resetAt: oldest + req.windowMs };
}

/** A charge's answer from the counters as they stand (the writing is the caller's). */
function chargeOutcome(req: ChargeRequest, used: { accountUsed: number; keyUsed: number }): ChargeResult {
  const { accountUsed, keyUsed } = used;
  if (req.keyCap !== null && keyUsed + req.amount > req.keyCap) {
    return { ok: false, reason: 'key_budget_exhausted', accountUsed, keyUsed };
  }
  if (!req.allowOverage && accountUsed + req.amount > req.monthlyLimit) {
    return { ok: false, reason: 'credits_exhausted', accountUsed, keyUsed };
  }
  return { ok: true, accountUsed: accountUsed + req.amount, keyUsed: keyUsed + req.amount };
}

/** A rate_entries row (one counter, one millisecond). */
interface RateRow {
  at: number;
  units: number;
}

/**
 * One counter's window as a group of calls sees it (SqliteStore.meterGroup): the units of its
 * rows at or before the earliest window start among the group's calls (`gone`: out of every
 * call's window, summed by SQLite), its rows between that and the latest start (`head`: each
 * call finds some of them in its window and some not), the first row after those, the running
 * total, and what the group's calls have added and pruned so far. Each call reads and takes
 * against this exactly as takeRateSlotSync reads and writes the table (same sums, same first
 * row inside), and the group's net change is written once at its end.
 */
class GroupWindow {
  /** The latest start of the window any call of the group had to prune to (null: none pruned). */
  prunedTo: number | null = null;
  added: RateRow[] = [];
  changed = false;
  constructor(
    readonly counterKey: string,
    public total: number,
    private gone: number,
    private head: RateRow[],
    private readonly firstAfter: number | null,
  ) {}

  /** rateWindow's answer for a window starting at `start` (between the group's earliest and latest starts). */
  read(start: number): RateWindow {
    let expired = this.gone;
    let oldest = this.firstAfter;
    for (const rows of [this.head, this.added]) {
      for (const r of rows) {
        if (r.at <= start) expired += r.units;
        else if (oldest === null || r.at < oldest) oldest = r.at;
      }
    }
    return windowOf({ total: this.total, expired, oldest }, start);
  }

  /** takeRateSlotSync's writes, on the group's copy. */
  take(w: RateWindow, at: number, cost: number): void {
    if (w.expired > 0) {
      this.gone = 0;
      this.head = this.head.filter((r) => r.at > w.windowStart);
      this.added = this.added.filter((r) => r.at > w.windowStart);
      this.prunedTo = this.prunedTo === null ? w.windowStart : Math.max(this.prunedTo, w.windowStart);
    }
    this.added.push({ at, units: cost });
    this.total = w.used + cost;
    this.changed = true;
  }
}

/** The key of one credit counter in a group's copy (SqliteStore.meterGroup). */
const counterId = (scope: 'account' | 'key', owner: string, cycleStart: Millis): string => `${scope}\u0000${owner}\u0000${cycleStart}`;

export class SqliteStore implements Store {
  readonly engine = 'sqlite' as const;
  readonly file: string;
  private readonly db: Database.Database;
  /** The connection, for the event store's tables on the same file (runtime/src/store/events-sqlite.ts). */
  get connection(): Database.Database {
    return this.db;
  }
  private readonly stmts;
  /** The response cache's shared tier (answer-cache-sqlite.ts). */
  private readonly answers: SqliteAnswerCache;

  constructor(opts: SqliteStoreOptions) {
    let file = opts.file;
    if (file === undefined) {
      if (!opts.dataDir) throw new Error('SqliteStore needs dataDir or file');
      fs.mkdirSync(opts.dataDir, { recursive: true });
      file = path.join(opts.dataDir, SQLITE_FILE_NAME);
    }
    this.file = file;
    this.db = new Database(file, { timeout: opts.busyTimeoutMs ?? 10_000 });
    if (file !== ':memory:') this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    // Two processes may open a fresh file at once: create the schema under the write lock.
    this.db.transaction(() => {
      this.db.exec(SCHEMA);
      migrate(this.db);
    }).immediate();

    this.answers =
      file === ':memory:'
        ? new SqliteAnswerCache({ connection: this.db })
        : new SqliteAnswerCache({ file: cacheFileOf(file), thread: opts.answerCacheThread ?? false, busyTimeoutMs: opts.busyTimeoutMs });
    const db = this.db;
    this.stmts = {
      insertAccount: db.prepare(
        `INSERT INTO accounts (id, name, plan, custom_credits, custom_rate_per_min, overage_enabled, packs, paid_until, ai_spend_cap, deleted_at, created_at)
         VALUES (@id, @name, @plan, @custom_credits, @custom_rate_per_min, @overage_enabled, @packs, @paid_until, @ai_spend_cap, NULL, @created_at)`,
      ),
      getAccount: db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE id = ?'),
      accessGeneration: db.prepare<[], { n: number }>('SELECT n FROM access_generation WHERE id = 1'),
      updateAccount: db.prepare(
        `UPDATE accounts SET name = @name, plan = @plan, custom_credits = @custom_credits, custom_rate_per_min = @custom_rate_per_min,
         overage_enabled = @overage_enabled, packs = @packs, paid_until = @paid_until, ai_spend_cap = @ai_spend_cap, deleted_at = @deleted_at
         WHERE id = @id`,
      ),
      insertKey: db.prepare(
        `INSERT INTO api_keys (id, account_id, class, mode, hash, prefix, first4, last4, name, status, origin_restriction,
           credits_cap_cycle, allowed_endpoints, is_master, created_at, revoked_at, seq)
         VALUES (@id, @account_id, @class, @mode, @hash, @prefix, @first4, @last4, @name, 'active', @origin_restriction,
           @credits_cap_cycle, @allowed_endpoints, @is_master, @created_at, NULL,
           (SELECT COALESCE(MAX(seq), 0) + 1 FROM api_keys))`,
      ),
      getKey: db.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE id = ?'),
      keyByHash: db.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE hash = ?'),
      listKeys: db.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE account_id = ? ORDER BY created_at, seq'),
      updateKey: db.prepare(
        `UPDATE api_keys SET hash = @hash, prefix = @prefix, first4 = @first4, last4 = @last4, name = @name,
           origin_restriction = @origin_restriction, credits_cap_cycle = @credits_cap_cycle, allowed_endpoints = @allowed_endpoints
         WHERE id = @id`,
      ),
      setStatus: db.prepare<[string, number | null, string]>('UPDATE api_keys SET status = ?, revoked_at = ? WHERE id = ?'),
      countActive: db.prepare<[string], { n: number }>(`SELECT COUNT(*) AS n FROM api_keys WHERE account_id = ? AND status = 'active'`),
      touchKey: db.prepare<[number, number, string]>(
        'UPDATE api_keys SET last_used_at = CASE WHEN last_used_at IS NULL OR last_used_at < ? THEN ? ELSE last_used_at END WHERE id = ?',
      ),
      loginByEmail: db.prepare<[string], LoginRow>('SELECT * FROM logins WHERE email = ?'),
      loginByAccount: db.prepare<[string], LoginRow>('SELECT * FROM logins WHERE account_id = ?'),
      deleteLogin: db.prepare<[string]>('DELETE FROM logins WHERE account_id = ?'),
      insertLogin: db.prepare<[string, string, string, number]>('INSERT INTO logins (email, account_id, password_hash, updated_at) VALUES (?, ?, ?, ?)'),
      deleteSessionsOf: db.prepare<[string]>('DELETE FROM sessions WHERE account_id = ?'),
      keyTotals: db.prepare<[string, number, number], { requests: number; credits: number }>(
        'SELECT COUNT(*) AS requests, COALESCE(SUM(credits), 0) AS credits FROM usage WHERE key_id = ? AND at >= ? AND at < ?',
      ),
      keyOrigins: db.prepare<[string, number, number], OriginUsage>(
        `SELECT origin, COUNT(*) AS requests FROM usage WHERE key_id = ? AND at >= ? AND at < ? AND origin IS NOT NULL
         GROUP BY origin ORDER BY requests DESC, origin ASC`,
      ),
      insertSession: db.prepare('INSERT INTO sessions (hash, account_id, expires_at, created_at) VALUES (?, ?, ?, ?)'),
      getSession: db.prepare<[string, number], SessionRow>('SELECT * FROM sessions WHERE hash = ? AND expires_at > ?'),
      deleteSession: db.prepare<[string]>('DELETE FROM sessions WHERE hash = ?'),
      getCounter: db.prepare<[string, string, number], { used: number }>(
        'SELECT used FROM credit_counters WHERE scope = ? AND owner_id = ? AND cycle_start = ?',
      ),
      // Both counters of a charge in one statement each way (a charge read two rows and wrote two:
      // four steps into SQLite where two do; issue 10).
      // Positional parameters and rows as arrays (raw) on the statements every metered call runs:
      // better-sqlite3 binds a named parameter by a property lookup on the object, and builds an
      // object for each row; both were a sixth of metering's CPU under perf (issue 10).
      getCounters: db
        .prepare<[string, number, string, number], [number | null, number | null]>(
          `SELECT (SELECT used FROM credit_counters WHERE scope = 'account' AND owner_id = ? AND cycle_start = ?),
             (SELECT used FROM credit_counters WHERE scope = 'key' AND owner_id = ? AND cycle_start = ?)`,
        )
        .raw(true),
      putCounters: db.prepare<[string, number, number, string, number, number]>(
        `INSERT INTO credit_counters (scope, owner_id, cycle_start, used) VALUES ('account', ?, ?, ?), ('key', ?, ?, ?)
         ON CONFLICT (scope, owner_id, cycle_start) DO UPDATE SET used = excluded.used`,
      ),
      pruneRate: db.prepare<[string, number]>('DELETE FROM rate_entries WHERE counter_key = ? AND at <= ?'),
      // One counter's window in one statement (one step into SQLite, one read lock of the WAL,
      // where three statements took three; read twice a keyed call, at the peek and the take):
      // its running total, the units of the window's head (rows at or before the window start
      // have left it; summing and deleting them walks the (counter_key, at) index over those
      // rows only, each row once in its life) and the first row still inside.
      rateWindow: db.prepare<{ key: string; start: number }, { total: number | null; expired: number; oldest: number | null }>(
        `SELECT (SELECT units FROM rate_totals WHERE counter_key = @key) AS total,
           (SELECT COALESCE(SUM(units), 0) FROM rate_entries WHERE counter_key = @key AND at <= @start) AS expired,
           (SELECT at FROM rate_entries WHERE counter_key = @key AND at > @start ORDER BY at LIMIT 1) AS oldest`,
      ),
      // A charged call's whole state in one statement: its window (as rateWindow) and both counters.
      meterState: db.prepare<
        { key: string; start: number; account: string; keyId: string; cycle: number },
        { total: number | null; expired: number; oldest: number | null; accountUsed: number | null; keyUsed: number | null }
      >(
        `SELECT (SELECT units FROM rate_totals WHERE counter_key = @key) AS total,
           (SELECT COALESCE(SUM(units), 0) FROM rate_entries WHERE counter_key = @key AND at <= @start) AS expired,
           (SELECT at FROM rate_entries WHERE counter_key = @key AND at > @start ORDER BY at LIMIT 1) AS oldest,
           (SELECT used FROM credit_counters WHERE scope = 'account' AND owner_id = @account AND cycle_start = @cycle) AS accountUsed,
           (SELECT used FROM credit_counters WHERE scope = 'key' AND owner_id = @keyId AND cycle_start = @cycle) AS keyUsed`,
      ),
      putRateTotal: db.prepare<[string, number]>(
        'INSERT INTO rate_totals (counter_key, units) VALUES (?, ?) ON CONFLICT (counter_key) DO UPDATE SET units = excluded.units',
      ),
      // Calls of one counter in the same millisecond share its row.
      insertRate: db.prepare<[string, number, number]>(
        'INSERT INTO rate_entries (counter_key, at, units) VALUES (?, ?, ?) ON CONFLICT (counter_key, at) DO UPDATE SET units = units + excluded.units',
      ),
      // A counter's window as a group of calls reads it (meterGroup, GroupWindow): the units of
      // its rows at or before the earliest window start among the calls (summed: every call
      // finds them gone; after an idle spell that is the whole previous window), its rows from
      // there to the latest start (the rows leaving while the group is taken), the first row
      // after those, and the running total. The rows that leave are read once in their life.
      groupWindow: db
        .prepare<[string, number, string, number, number, string, number, string], [number, number | null, number]>(
          `SELECT 3, NULL, COALESCE(SUM(units), 0) FROM rate_entries WHERE counter_key = ? AND at <= ?
           UNION ALL SELECT 0, at, units FROM rate_entries WHERE counter_key = ? AND at > ? AND at <= ?
           UNION ALL SELECT * FROM (SELECT 1, at, units FROM rate_entries WHERE counter_key = ? AND at > ? ORDER BY at LIMIT 1)
           UNION ALL SELECT 2, NULL, units FROM rate_totals WHERE counter_key = ?`,
        )
        .raw(true),
      insertUsage: db.prepare<[string, string, string, number, string, number, string | null, 1 | null, number | null]>(
        'INSERT INTO usage (key_id, account_id, endpoint, credits, mode, at, origin, pending, cycle_start) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      getReservation: db.prepare<[number], { id: number; key_id: string; account_id: string; credits: number; cycle_start: number }>(
        'SELECT id, key_id, account_id, credits, cycle_start FROM usage WHERE id = ? AND pending = 1',
      ),
      finishReservation: db.prepare<[number, number]>('UPDATE usage SET pending = NULL, credits = ? WHERE id = ?'),
      // Answered calls keep their reserved credits (answeredQueue). A statement per call finds its
      // row by rowid; one for the group (id IN json_each(?)) opened two ephemeral tables a run,
      // whose memory the allocator took from the kernel afresh each time (perf, issue 10).
      answerReservation: db.prepare<[number]>('UPDATE usage SET pending = NULL WHERE id = ? AND pending = 1'),
      orphans: db.prepare<[number], { id: number }>('SELECT id FROM usage WHERE pending = 1 AND at < ?'),
      countUsage: db.prepare<[string, number, number], { n: number }>(
        'SELECT COUNT(*) AS n FROM usage WHERE account_id = ? AND at >= ? AND at < ?',
      ),
      countUsageMode: db.prepare<[string, number, number, string], { n: number }>(
        'SELECT COUNT(*) AS n FROM usage WHERE account_id = ? AND at >= ? AND at < ? AND mode = ?',
      ),
      topUsage: db.prepare<[string, number, number, number], EndpointUsage>(
        `SELECT endpoint, COUNT(*) AS requests, COALESCE(SUM(credits), 0) AS credits FROM usage
         WHERE account_id = ? AND at >= ? AND at < ? GROUP BY endpoint ORDER BY requests DESC, endpoint ASC LIMIT ?`,
      ),
      topUsageMode: db.prepare<[string, number, number, string, number], EndpointUsage>(
        `SELECT endpoint, COUNT(*) AS requests, COALESCE(SUM(credits), 0) AS credits FROM usage
         WHERE account_id = ? AND at >= ? AND at < ? AND mode = ? GROUP BY endpoint ORDER BY requests DESC, endpoint ASC LIMIT ?`,
      ),
    };
  }

  /**
   * The access generation (ACCESS_GENERATION): moves whenever an account or a key's access
   * changes, in any process. Not part of Store: the store thread reports it with its answers.
   */
  accessGeneration(): number {
    return this.stmts.accessGeneration.get()?.n ?? 0;
  }

  /**
   * The caller's key and account, read on every call, come from memory while the access
   * generation stands still (access-memo.ts): one statement a turn of the event loop where two
   * statements and two row conversions a call were 6.8% of a varied /v1/planets' CPU
   * (bench/profile.ts, 2026-11-26). The generation is read once a turn (the calls of one turn
   * see the store as of its first: as if they had come a moment sooner), and again at once after
   * this connection changed an account or a key (forgetGeneration), so a key revoked here is
   * refused by the next call, and one revoked by another process by the next turn's.
   * A held key's `lastUsedAt` is as it was read (meter's touch does not move the generation).
   */
  private readonly keysByHash = new AccessMemo<ApiKey>();
  private readonly accountsById = new AccessMemo<Account>();
  private knownGeneration = 0;
  private generationKnown = false;
  private readonly forgetGeneration = (): void => {
    this.generationKnown = false;
  };

  private generationThisTurn(): number {
    if (!this.generationKnown) {
      this.knownGeneration = this.accessGeneration();
      this.generationKnown = true;
      setImmediate(this.forgetGeneration);
    }
    return this.knownGeneration;
  }

  // ---- accounts ----

  async createAccount(a: NewAccount): Promise<Account> {
    try {
      this.stmts.insertAccount.run({
        id: a.id,
        name: a.name,
        plan: a.plan,
        custom_credits: a.customCredits ?? null,
        custom_rate_per_min: a.customRatePerMin ?? null,
        overage_enabled: (a.overageEnabled ?? true) ? 1 : 0,
        packs: JSON.stringify(a.packs ?? []),
        paid_until: a.subscription?.paidUntil ?? null,
        ai_spend_cap: a.aiSpendCap ?? null,
        created_at: a.createdAt,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new DuplicateError(`account ${a.id}`);
      throw err;
    }
    return toAccount(this.stmts.getAccount.get(a.id)!);
  }

  async getAccount(id: string): Promise<Account | null> {
    const generation = this.generationThisTurn();
    const held = this.accountsById.get(id, generation);
    if (held) return held;
    const row = this.stmts.getAccount.get(id);
    const account = row ? toAccount(row) : null;
    this.accountsById.set(id, account, generation);
    return account;
  }

  async updateAccount(id: string, patch: AccountPatch): Promise<Account | null> {
    this.forgetGeneration(); // the triggers move it: the next read sees the change
    return this.db
      .transaction((): Account | null => {
        const row = this.stmts.getAccount.get(id);
        if (!row) return null;
        const next = { ...toAccount(row), ...patch };
        this.stmts.updateAccount.run({
          id,
          name: next.name,
          plan: next.plan,
          custom_credits: next.customCredits,
          custom_rate_per_min: next.customRatePerMin,
          overage_enabled: next.overageEnabled ? 1 : 0,
          packs: JSON.stringify(next.packs),
          paid_until: next.subscription.paidUntil,
          ai_spend_cap: next.aiSpendCap,
          deleted_at: next.deletedAt,
        });
        return toAccount(this.stmts.getAccount.get(id)!);
      })
      .immediate();
  }

  // ---- keys ----

  private insertKeyRow(k: NewApiKey): void {
    try {
      this.stmts.insertKey.run({
        id: k.id,
        account_id: k.accountId,
        class: k.class,
        mode: k.mode,
        hash: k.hash,
        prefix: k.prefix,
        first4: k.first4,
        last4: k.last4,
        name: k.name,
        origin_restriction: JSON.stringify(k.origin_restriction),
        credits_cap_cycle: k.credits_cap_cycle,
        allowed_endpoints: k.allowed_endpoints === null ? null : JSON.stringify(k.allowed_endpoints),
        is_master: k.isMaster ? 1 : 0,
        created_at: k.createdAt,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new DuplicateError(`key ${k.id}`);
      throw err;
    }
  }

  async createKey(k: NewApiKey): Promise<ApiKey> {
    this.db.transaction(() => this.insertKeyRow(k)).immediate();
    return toKey(this.stmts.getKey.get(k.id)!);
  }

  async createKeyIfUnderLimit(k: NewApiKey, maxActive: number): Promise<CreateKeyResult> {
    return this.db
      .transaction((): CreateKeyResult => {
        const active = this.stmts.countActive.get(k.accountId)!.n;
        if (active >= maxActive) return { ok: false, reason: 'key_limit_reached', active };
        this.insertKeyRow(k);
        return { ok: true, key: toKey(this.stmts.getKey.get(k.id)!) };
      })
      .immediate();
  }

  async getKey(id: string): Promise<ApiKey | null> {
    const row = this.stmts.getKey.get(id);
    return row ? toKey(row) : null;
  }

  async findKeyByHash(hash: string): Promise<ApiKey | null> {
    const generation = this.generationThisTurn();
    const held = this.keysByHash.get(hash, generation);
    if (held) return held;
    const row = this.stmts.keyByHash.get(hash);
    const key = row ? toKey(row) : null;
    this.keysByHash.set(hash, key, generation);
    return key;
  }

  async listKeys(accountId: string): Promise<ApiKey[]> {
    return this.stmts.listKeys.all(accountId).map(toKey);
  }

  async updateKey(id: string, patch: ApiKeyPatch): Promise<ApiKey | null> {
    this.forgetGeneration(); // the triggers move it: the next read sees the change
    return this.db
      .transaction((): ApiKey | null => {
        const row = this.stmts.getKey.get(id);
        if (!row) return null;
        const next = { ...toKey(row), ...patch };
        try {
          this.stmts.updateKey.run({
            id,
            hash: next.hash,
            prefix: next.prefix,
            first4: next.first4,
            last4: next.last4,
            name: next.name,
            origin_restriction: JSON.stringify(next.origin_restriction),
            credits_cap_cycle: next.credits_cap_cycle,
            allowed_endpoints: next.allowed_endpoints === null ? null : JSON.stringify(next.allowed_endpoints),
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new DuplicateError('key hash');
          throw err;
        }
        return toKey(this.stmts.getKey.get(id)!);
      })
      .immediate();
  }

  async revokeKey(id: string, at: Millis): Promise<ApiKey | null> {
    this.forgetGeneration(); // the triggers move it: the next read sees the change
    return this.db
      .transaction((): ApiKey | null => {
        const row = this.stmts.getKey.get(id);
        if (!row) return null;
        if (row.status !== 'revoked') this.stmts.setStatus.run('revoked', at, id);
        return toKey(this.stmts.getKey.get(id)!);
      })
      .immediate();
  }

  async suspendKey(id: string): Promise<ApiKey | null> {
    this.forgetGeneration(); // the triggers move it: the next read sees the change
    return this.db
      .transaction((): ApiKey | null => {
        const row = this.stmts.getKey.get(id);
        if (!row) return null;
        if (row.status === 'active') this.stmts.setStatus.run('suspended', null, id);
        return toKey(this.stmts.getKey.get(id)!);
      })
      .immediate();
  }

  async reactivateKey(id: string, maxActive: number, _now: Millis): Promise<CreateKeyResult | null> {
    this.forgetGeneration(); // the triggers move it: the next read sees the change
    return this.db
      .transaction((): CreateKeyResult | null => {
        const row = this.stmts.getKey.get(id);
        if (!row) return null;
        if (row.status === 'suspended') {
          const active = this.stmts.countActive.get(row.account_id)!.n;
          if (active >= maxActive) return { ok: false, reason: 'key_limit_reached', active };
          this.stmts.setStatus.run('active', null, id);
        }
        return { ok: true, key: toKey(this.stmts.getKey.get(id)!) };
      })
      .immediate();
  }

  async countActiveKeys(accountId: string): Promise<number> {
    return this.stmts.countActive.get(accountId)!.n;
  }

  async touchKey(id: string, at: Millis): Promise<boolean> {
    this.keysByHash.clear(); // so that a key found by its hash shows this use (the memo's note above)
    return this.stmts.touchKey.run(at, at, id).changes > 0;
  }

  // ---- logins ----

  async setLogin(l: Login): Promise<void> {
    const email = l.email.toLowerCase();
    this.db
      .transaction(() => {
        const holder = this.stmts.loginByEmail.get(email);
        if (holder && holder.account_id !== l.accountId) throw new DuplicateError(`login email ${email}`);
        this.stmts.deleteLogin.run(l.accountId);
        this.stmts.insertLogin.run(email, l.accountId, l.passwordHash, l.updatedAt);
      })
      .immediate();
  }

  async getLoginByEmail(email: string): Promise<Login | null> {
    const r = this.stmts.loginByEmail.get(email.toLowerCase());
    return r ? toLogin(r) : null;
  }

  async getLoginByAccount(accountId: string): Promise<Login | null> {
    const r = this.stmts.loginByAccount.get(accountId);
    return r ? toLogin(r) : null;
  }

  async deleteLogin(accountId: string): Promise<boolean> {
    return this.stmts.deleteLogin.run(accountId).changes > 0;
  }

  // ---- sessions ----

  async createSession(s: Session): Promise<void> {
    try {
      this.stmts.insertSession.run(s.hash, s.accountId, s.expiresAt, s.createdAt);
    } catch (err) {
      if (isUniqueViolation(err)) throw new DuplicateError('session');
      throw err;
    }
  }

  async findSession(hash: string, now: Millis): Promise<Session | null> {
    const r = this.stmts.getSession.get(hash, now);
    return r ? { hash: r.hash, accountId: r.account_id, expiresAt: r.expires_at, createdAt: r.created_at } : null;
  }

  async deleteSession(hash: string): Promise<boolean> {
    return this.stmts.deleteSession.run(hash).changes > 0;
  }

  async deleteSessionsOfAccount(accountId: string): Promise<number> {
    return this.stmts.deleteSessionsOf.run(accountId).changes;
  }

  // ---- metering ----

  private counter(scope: 'account' | 'key', id: string, cycleStart: Millis): number {
    return this.stmts.getCounter.get(scope, id, cycleStart)?.used ?? 0;
  }

  async chargeCredits(req: ChargeRequest): Promise<ChargeResult> {
    assertCharge(req);
    return this.db.transaction((): ChargeResult => this.chargeSync(req)).immediate();
  }

  async refundCredits(req: RefundRequest): Promise<{ accountUsed: number; keyUsed: number }> {
    assertRefund(req);
    return this.db.transaction(() => this.refundSync(req)).immediate();
  }

  async creditsUsed(accountId: string, cycleStart: Millis): Promise<number> {
    return this.counter('account', accountId, cycleStart);
  }

  async keyCreditsUsed(keyId: string, cycleStart: Millis): Promise<number> {
    return this.counter('key', keyId, cycleStart);
  }

  /**
   * The window of one counter at `now`, read in constant time: the running total minus the
   * units that have left the window (the head rows, pruned when the call is admitted) and the
   * first row still inside (its exit is the spec's X-RateLimit-Reset). Same answers as summing
   * the window, without the sum (issue 10: 8.3 ms a check at 60k entries).
   */
  private rateWindow(req: RateSlotRequest): RateWindow {
    const windowStart = req.now - req.windowMs; // an entry at `at` is inside while at > now - windowMs
    return windowOf(this.stmts.rateWindow.get({ key: req.counterKey, start: windowStart })!, windowStart);
  }

  /** A charged call's window and counters, read in one statement (meterState). */
  private meterState(rate: RateSlotRequest, charge: ChargeRequest): { window: RateWindow; accountUsed: number; keyUsed: number } {
    const windowStart = rate.now - rate.windowMs;
    const r = this.stmts.meterState.get({ key: rate.counterKey, start: windowStart, account: charge.accountId, keyId: charge.keyId, cycle: charge.cycleStart })!;
    return { window: windowOf(r, windowStart), accountUsed: r.accountUsed ?? 0, keyUsed: r.keyUsed ?? 0 };
  }


  /** takeRateSlot inside a caller's transaction: a refusal writes nothing. */
  private takeRateSlotSync(req: RateSlotRequest, window?: RateWindow): RateSlotResult {
    const w = window ?? this.rateWindow(req);
    if (w.used + req.cost > req.limit) return refusedSlot(req, w);
    // Rows that left the window change no later answer: they go as the window moves past them.
    if (w.expired > 0) this.stmts.pruneRate.run(req.counterKey, w.windowStart);
    this.stmts.insertRate.run(req.counterKey, req.now, req.cost);
    this.stmts.putRateTotal.run(req.counterKey, w.used + req.cost);
    return admittedSlot(req, w);
  }

  async takeRateSlot(req: RateSlotRequest): Promise<RateSlotResult> {
    assertRateSlot(req);
    return this.db.transaction((): RateSlotResult => this.takeRateSlotSync(req)).immediate();
  }

  async peekRateSlot(req: RateSlotRequest): Promise<RateSlotResult> {
    assertRateSlot(req);
    const w = this.rateWindow(req);
    const admitted = w.used + req.cost <= req.limit;
    const oldest = w.oldest === null ? (admitted ? req.now : null) : w.oldest;
    return {
      admitted,
      limit: req.limit,
      remaining: admitted ? req.limit - w.used - req.cost : Math.max(0, req.limit - w.used),
      resetAt: oldest === null ? req.now : oldest + req.windowMs,
    };
  }

  /** chargeCredits inside a caller's transaction: a refusal writes nothing. */
  private chargeSync(req: ChargeRequest, known?: { accountUsed: number; keyUsed: number }): ChargeResult {
    const c = chargeOutcome(req, known ?? this.countersOf(req));
    if (c.ok && req.amount > 0) this.putCounters(req, c.accountUsed, c.keyUsed);
    return c;
  }

  /** The account's and the key's credits used in the cycle, in one statement. */
  private countersOf(req: { accountId: string; keyId: string; cycleStart: Millis }): { accountUsed: number; keyUsed: number } {
    const [accountUsed, keyUsed] = this.stmts.getCounters.get(req.accountId, req.cycleStart, req.keyId, req.cycleStart)!;
    return { accountUsed: accountUsed ?? 0, keyUsed: keyUsed ?? 0 };
  }

  private putCounters(req: { accountId: string; keyId: string; cycleStart: Millis }, accountUsed: number, keyUsed: number): void {
    this.stmts.putCounters.run(req.accountId, req.cycleStart, accountUsed, req.keyId, req.cycleStart, keyUsed);
  }

  private refundSync(req: RefundRequest): { accountUsed: number; keyUsed: number } {
    const used = this.countersOf(req);
    const accountUsed = Math.max(0, used.accountUsed - req.amount);
    const keyUsed = Math.max(0, used.keyUsed - req.amount);
    if (req.amount > 0) this.putCounters(req, accountUsed, keyUsed);
    return { accountUsed, keyUsed };
  }

  /**
   * Group commit (issue 10: the per-call commit was the request path's largest own cost). Calls
   * made in two turns of the event loop (scheduleGroup) are queued and run, in the order they
   * were made, in ONE BEGIN IMMEDIATE transaction (commitGroup says how a call's failure rolls
   * back only that call). Each caller's promise settles only after the COMMIT: a caller never
   * goes on (calculates, answers) on a charge that is not yet durable, so a killed process
   * loses nothing it answered for, exactly as with a commit per call. Ten concurrent calls then
   * write the pages they share (usage, its indexes, the rate rows, the counters) to the WAL
   * once instead of ten times.
   */
  private groupQueue: { req: MeterRequest; resolve: (v: MeterResult) => void; reject: (e: unknown) => void }[] = [];
  /**
   * Answered reservations waiting for the next group: settled in its transaction without a
   * savepoint each (an UPDATE is atomic by itself), where each took its own nested transaction.
   */
  private answeredQueue: { id: number; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  private groupScheduled = false;

  /**
   * The group commits one turn of the event loop later than the turn its first call came in:
   * the poll phase between the two reads the requests that arrived meanwhile, and theirs join
   * the same commit. Under 10 connections this grew a group from 5.1 to 7.5 calls (fewer
   * COMMITs and WAL frames a call) and cut the CPU a varied call costs, in every one of nine
   * alternating pairs on this 2-core machine (2026-11-27: /v1/planets 1,822 -> 1,966 req/s mean
   * of five pairs, /v1/chart 903 -> 963 of four; docs/benchmarks.md). An idle loop's extra
   * turn costs microseconds, so a lone call waits no longer than before in any way it can see.
   */
  private scheduleGroup(): void {
    if (!this.groupScheduled) {
      this.groupScheduled = true;
      setImmediate(() => setImmediate(() => this.commitGroup()));
    }
  }

  private inGroupCommit(req: MeterRequest): Promise<MeterResult> {
    return new Promise<MeterResult>((resolve, reject) => {
      this.groupQueue.push({ req, resolve, reject });
      this.scheduleGroup();
    });
  }

  private commitGroup(): void {
    this.groupScheduled = false;
    const batch = this.groupQueue;
    this.groupQueue = [];
    const answered = this.answeredQueue;
    this.answeredQueue = [];
    if (batch.length === 0 && answered.length === 0) return;
    let outcomes: { ok: boolean; value: MeterResult | unknown }[] = [];
    // Each answered settle's own failure (null: settled), so one that fails fails alone.
    let answeredErrors: unknown[] = [];
    const settleAnswered = () => {
      answeredErrors = answered.map((a) => {
        try {
          this.stmts.answerReservation.run(a.id);
          return null;
        } catch (err) {
          return err;
        }
      });
    };
    try {
      // The calls are taken together (meterGroup), without a savepoint each (a SAVEPOINT and a
      // RELEASE per call were two of its eight statements): a call that fails (an I/O error, a
      // full disk) rolls the whole group back, and the group runs again one call at a time with a
      // savepoint each (meterOne), so that only the failing call fails. The results reach the
      // callers after the COMMIT only, so a group run twice is seen once. Keys whose last use the
      // first run noted are forgotten (touchDue), so the second run writes them.
      const fast = this.db.transaction(() => {
        settleAnswered();
        for (const value of this.meterGroup(batch.map((item) => item.req))) outcomes.push({ ok: true, value });
      });
      this.touchedNow = [];
      try {
        fast.immediate();
      } catch (err) {
        if (batch.length === 0) throw err;
        for (const keyId of this.touchedNow) this.touchedAt.delete(keyId);
        outcomes = [];
        this.db
          .transaction(() => {
            settleAnswered();
            for (const item of batch) {
              try {
                outcomes.push({ ok: true, value: this.db.transaction(() => this.meterOne(item.req))() });
              } catch (err) {
                outcomes.push({ ok: false, value: err });
              }
            }
          })
          .immediate();
      } finally {
        this.touchedNow = null;
      }
    } catch (err) {
      // BEGIN or COMMIT failed (e.g. another process held the lock past the busy timeout):
      // nothing of the batch was written, and every call in it fails.
      for (const item of batch) item.reject(err);
      for (const item of answered) item.reject(err);
      return;
    }
    answered.forEach((item, i) => (answeredErrors[i] == null ? item.resolve(null) : item.reject(answeredErrors[i])));
    batch.forEach((item, i) => (outcomes[i]!.ok ? item.resolve(outcomes[i]!.value as MeterResult) : item.reject(outcomes[i]!.value)));
  }

  async meter(req: MeterRequest): Promise<MeterResult> {
    if (req.rate) assertRateSlot(req.rate);
    if (req.charge) assertCharge(req.charge);
    // One transaction for the whole call: the counters, the rate slot, the usage record and the
    // key's last use, where the request path used 4-5 commits; committed with the other calls
    // made meanwhile (inGroupCommit, meterGroup).
    return this.inGroupCommit(req);
  }

  /** One call's metering inside a caller's transaction, statement by statement (commitGroup's slow path). */
  private meterOne(req: MeterRequest): MeterResult {
    let rate: RateSlotResult | null = null;
    let window: RateWindow | undefined;
    // A charged call with a window (most): its whole state in one read.
    const state = req.rate && req.charge ? this.meterState(req.rate, req.charge) : null;
    if (req.rate) {
      window = state?.window ?? this.rateWindow(req.rate);
      if (window.used + req.rate.cost > req.rate.limit) {
        rate = this.takeRateSlotSync(req.rate, window); // refuses, writing nothing
        return { ok: false, reason: 'rate_limited', rate, accountUsed: null, keyUsed: null };
      }
    }
    let accountUsed: number | null = null;
    let keyUsed: number | null = null;
    if (req.charge) {
      const c = this.chargeSync(req.charge, state ?? undefined);
      if (!c.ok) return { ok: false, reason: c.reason!, rate: null, accountUsed: c.accountUsed, keyUsed: c.keyUsed };
      accountUsed = c.accountUsed;
      keyUsed = c.keyUsed;
    }
    // The charge wrote nothing to the rate tables: the window read above still holds.
    if (req.rate) rate = this.takeRateSlotSync(req.rate, window);
    return { ok: true, reservationId: this.writeUsage(req), rate, accountUsed, keyUsed };
  }

  /**
   * A group's calls metered together, in the order they were made, with the answers meterOne
   * gives them one by one: each counter's window and each credit counter is read once for the
   * group (a window with the rows its calls can see leave it: GroupWindow), the calls are
   * checked and taken against that copy, and each changed window and counter is written once at
   * the end. The usage records (whose ids the calls need) are written call by call. A group of
   * seven calls on one key ran 42 statements, this way 19 (issue 10: metering was a fifth of a
   * varied /v1/planets call's CPU; docs/benchmarks.md, eighth round).
   */
  private meterGroup(reqs: readonly MeterRequest[]): MeterResult[] {
    // The earliest and the latest window start each counter is read at (GroupWindow).
    const starts = new Map<string, { earliest: number; latest: number }>();
    for (const r of reqs) {
      if (!r.rate) continue;
      const start = r.rate.now - r.rate.windowMs;
      const s = starts.get(r.rate.counterKey);
      if (s === undefined) starts.set(r.rate.counterKey, { earliest: start, latest: start });
      else {
        s.earliest = Math.min(s.earliest, start);
        s.latest = Math.max(s.latest, start);
      }
    }
    const windows = new Map<string, GroupWindow>();
    const windowOfGroup = (key: string): GroupWindow => {
      let w = windows.get(key);
      if (!w) {
        let total = 0;
        let gone = 0;
        let firstAfter: number | null = null;
        const head: RateRow[] = [];
        const { earliest, latest } = starts.get(key)!;
        for (const [kind, at, units] of this.stmts.groupWindow.all(key, earliest, key, earliest, latest, key, latest, key)) {
          if (kind === 0) head.push({ at: at!, units });
          else if (kind === 1) firstAfter = at;
          else if (kind === 2) total = units;
          else gone = units;
        }
        w = new GroupWindow(key, total, gone, head, firstAfter);
        windows.set(key, w);
      }
      return w;
    };
    const counters = new Map<string, number>();
    const changedCounters = new Map<string, ChargeRequest>();
    const countersOfGroup = (c: ChargeRequest): { accountUsed: number; keyUsed: number } => {
      const a = counterId('account', c.accountId, c.cycleStart);
      const k = counterId('key', c.keyId, c.cycleStart);
      let accountUsed = counters.get(a);
      let keyUsed = counters.get(k);
      if (accountUsed === undefined || keyUsed === undefined) {
        const read = this.countersOf(c);
        accountUsed ??= read.accountUsed;
        keyUsed ??= read.keyUsed;
        counters.set(a, accountUsed);
        counters.set(k, keyUsed);
      }
      return { accountUsed, keyUsed };
    };

    const results: MeterResult[] = [];
    for (const req of reqs) {
      let rate: RateSlotResult | null = null;
      let group: GroupWindow | null = null;
      let window: RateWindow | null = null;
      if (req.rate) {
        group = windowOfGroup(req.rate.counterKey);
        window = group.read(req.rate.now - req.rate.windowMs);
        if (window.used + req.rate.cost > req.rate.limit) {
          results.push({ ok: false, reason: 'rate_limited', rate: refusedSlot(req.rate, window), accountUsed: null, keyUsed: null });
          continue;
        }
      }
      let accountUsed: number | null = null;
      let keyUsed: number | null = null;
      if (req.charge) {
        const c = chargeOutcome(req.charge, countersOfGroup(req.charge));
        if (!c.ok) {
          results.push({ ok: false, reason: c.reason!, rate: null, accountUsed: c.accountUsed, keyUsed: c.keyUsed });
          continue;
        }
        if (req.charge.amount > 0) {
          counters.set(counterId('account', req.charge.accountId, req.charge.cycleStart), c.accountUsed);
          counters.set(counterId('key', req.charge.keyId, req.charge.cycleStart), c.keyUsed);
          changedCounters.set(`${req.charge.accountId}\u0000${req.charge.keyId}\u0000${req.charge.cycleStart}`, req.charge);
        }
        accountUsed = c.accountUsed;
        keyUsed = c.keyUsed;
      }
      if (req.rate && group && window) {
        group.take(window, req.rate.now, req.rate.cost);
        rate = admittedSlot(req.rate, window);
      }
      results.push({ ok: true, reservationId: this.writeUsage(req), rate, accountUsed, keyUsed });
    }

    for (const w of windows.values()) {
      if (!w.changed) continue;
      if (w.prunedTo !== null) this.stmts.pruneRate.run(w.counterKey, w.prunedTo);
      for (const r of w.added) this.stmts.insertRate.run(w.counterKey, r.at, r.units);
      this.stmts.putRateTotal.run(w.counterKey, w.total);
    }
    for (const c of changedCounters.values()) {
      this.putCounters(
        c,
        counters.get(counterId('account', c.accountId, c.cycleStart))!,
        counters.get(counterId('key', c.keyId, c.cycleStart))!,
      );
    }
    return results;
  }

  /** A metered call's usage record (a reservation when it reserved credits) and its key's last use; its reservation id. */
  private writeUsage(req: MeterRequest): string | null {
    const pending = req.charge !== null && req.charge.amount > 0;
    const u = req.usage;
    const id = this.stmts.insertUsage.run(
      u.keyId, u.accountId, u.endpoint, u.credits, u.mode, u.at, u.origin ?? null, pending ? 1 : null, pending ? req.charge!.cycleStart : null,
    ).lastInsertRowid;
    if (req.touchKeyId !== null && this.touchDue(req.touchKeyId, u.at)) this.stmts.touchKey.run(u.at, u.at, req.touchKeyId);
    return pending ? String(id) : null;
  }

  /**
   * A key's last use is written once a minute at most by the calls it meters (lastUsedAt is
   * within a minute of the last call): an UPDATE of the key's row each call was one statement in
   * ten of the request path's, and a page of the WAL each commit. touchKey() itself always writes.
   */
  private readonly touchedAt = new Map<string, Millis>();
  /** Keys noted by the group being committed (commitGroup forgets them if it runs the group again). */
  private touchedNow: string[] | null = null;

  private touchDue(keyId: string, at: Millis): boolean {
    const last = this.touchedAt.get(keyId);
    if (last !== undefined && at >= last && at - last < KEY_TOUCH_EVERY_MS) return false;
    if (this.touchedAt.size >= 10_000) this.touchedAt.clear();
    this.touchedAt.set(keyId, at);
    this.touchedNow?.push(keyId);
    return true;
  }

  private settleSync(id: number, answered: boolean): { accountUsed: number; keyUsed: number } | null {
    const r = this.stmts.getReservation.get(id);
    if (!r) return null;
    if (answered) {
      this.stmts.finishReservation.run(r.credits, id);
      return null;
    }
    this.stmts.finishReservation.run(0, id);
    return this.refundSync({ accountId: r.account_id, keyId: r.key_id, cycleStart: r.cycle_start, amount: r.credits });
  }

  async settleReservation(req: SettleRequest): Promise<{ accountUsed: number; keyUsed: number } | null> {
    const id = Number(req.reservationId);
    if (!Number.isSafeInteger(id)) return null;
    // The answered case reads nothing and changes one row, so it needs no BEGIN IMMEDIATE (one
    // of the two commits of a charged call; issue 10). A second settle finds pending NULL: a no-op.
    // It joins the group commit of the calls being metered meanwhile (answeredQueue), and
    // resolves after that COMMIT.
    if (req.answered) {
      await new Promise((resolve, reject) => {
        this.answeredQueue.push({ id, resolve, reject });
        this.scheduleGroup();
      });
      return null;
    }
    return this.db.transaction(() => this.settleSync(id, req.answered)).immediate();
  }

  async settleOrphanedReservations(before: Millis): Promise<number> {
    return this.db
      .transaction((): number => {
        const rows = this.stmts.orphans.all(before);
        for (const r of rows) this.settleSync(r.id, false);
        return rows.length;
      })
      .immediate();
  }

  // ---- response cache (shared tier) ----

  async getCachedResponse(key: string, now: Millis): Promise<StoredAnswer | null> {
    return this.answers.get(key, now);
  }

  async putCachedResponse(e: StoredAnswer): Promise<void> {
    return this.answers.put([e]);
  }

  async putCachedResponses(entries: readonly StoredAnswer[]): Promise<void> {
    return this.answers.put(entries);
  }

  async sweepCachedResponses(now: Millis): Promise<number> {
    return this.answers.sweep(now);
  }

  joinCacheTier(): void {
    this.answers.join();
  }

  cacheTierShared(): boolean {
    return this.answers.othersReading();
  }

  // ---- usage ----

  async recordUsage(r: UsageRecord): Promise<void> {
    this.stmts.insertUsage.run(r.keyId, r.accountId, r.endpoint, r.credits, r.mode, r.at, r.origin ?? null, null, null);
  }

  async countRequests(accountId: string, from: Millis, to: Millis, mode?: KeyMode): Promise<number> {
    return this.countSync(accountId, from, to, mode);
  }

  async topEndpoints(accountId: string, since: Millis, to: Millis, limit: number, mode?: KeyMode): Promise<EndpointUsage[]> {
    return this.topSync(accountId, since, to, limit, mode);
  }

  async usageSummary(req: UsageSummaryRequest & { now: Millis }): Promise<UsageSummary> {
    const to = req.now + 1;
    // One read transaction, so the four answers agree with each other.
    return this.db
      .transaction(
        (): UsageSummary => ({
          today: this.countSync(req.accountId, req.dayStart, to, req.mode),
          week: this.countSync(req.accountId, req.weekStart, to, req.mode),
          month: this.countSync(req.accountId, req.monthStart, to, req.mode),
          topEndpoints: this.topSync(req.accountId, req.topSince, to, req.topLimit ?? DEFAULT_TOP_LIMIT, req.mode),
        }),
      )
      .deferred();
  }

  async keyUsageTotals(keyId: string, from: Millis, to: Millis): Promise<KeyUsageTotals> {
    const r = this.stmts.keyTotals.get(keyId, from, to)!;
    return { requests: r.requests, credits: r.credits };
  }

  async keyUsageByOrigin(keyId: string, from: Millis, to: Millis): Promise<OriginUsage[]> {
    return this.stmts.keyOrigins.all(keyId, from, to).map((r) => ({ origin: r.origin, requests: r.requests }));
  }

  private countSync(accountId: string, from: Millis, to: Millis, mode?: KeyMode): number {
    return mode === undefined
      ? this.stmts.countUsage.get(accountId, from, to)!.n
      : this.stmts.countUsageMode.get(accountId, from, to, mode)!.n;
  }

  private topSync(accountId: string, since: Millis, to: Millis, limit: number, mode?: KeyMode): EndpointUsage[] {
    const rows =
      mode === undefined
        ? this.stmts.topUsage.all(accountId, since, to, limit)
        : this.stmts.topUsageMode.all(accountId, since, to, mode, limit);
    return rows.map((r) => ({ endpoint: r.endpoint, requests: r.requests, credits: r.credits }));
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    // Calls queued for the group commit are written before the connection closes.
    if (this.db.open) this.commitGroup();
    await this.answers.close();
    if (this.db.open) this.db.close();
  }
}
