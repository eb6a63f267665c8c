/**
 * The response cache's shared tier on SQLite (DESIGN.md "Storage": two tiers; issue 10).
 *
 * A file-backed store keeps its cached answers in a file of their own beside the store's
 * (`celestial-cache.sqlite` beside `celestial.sqlite`):
 * - SQLite has one write lock a file: in the store's file, the metering transactions of every
 *   call (sqlite-store.ts, group commit) shared it with the batches of 4-20 KB answers.
 * - Cached answers need no durability: the file runs with `synchronous = OFF` (no fsync at its
 *   checkpoints; a crash of the machine may lose the last answers, or the file, which is then
 *   made anew: see openCacheFile), where the store's file keeps NORMAL.
 * - Payloads are the answers' UTF-8 bytes (BLOB), never encoded or decoded on the way.
 * Two instances on one data directory share the file, and so their hits, as before.
 *
 * Who writes: by default the request thread (inline). CELESTIAL_CACHE_WRITER=thread hands the
 * inserts and the expiry sweep to a thread of their own (answer-cache-thread.ts), the request
 * thread keeping only the lookup of a miss. On the request thread these writes were 10.7% of a
 * varied /v1/planets' CPU and 12.1% of /v1/chart's (bench/profile.ts, 2026-11-26), and the thread
 * takes them off it; but on a 2-core machine under autocannon the thread served fewer requests
 * (a varied /v1/planets 1,463 req/s against 1,892 inline, /v1/chart 678 against 806; bench/run.ts
 * 19:55-20:07): it competes for the second core, and its messages cost about what they save in
 * all (request-cost.ts). It is for machines with a core to spare (config.ts).
 *
 * An in-memory store (`:memory:`, the tests) keeps the table on its own connection: a second
 * connection cannot see an in-memory database. ThreadedSqliteStore's thread writes inline (it
 * is already off the request thread).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { type Millis, type StoredAnswer, storedAnswerOfBytes } from './store.js';
import { startStoreWorker } from './worker.js';

/** The cache file's page size (openCacheFile). */
export const CACHE_PAGE_BYTES = 16_384;

/** Expired cached answers deleted per statement (a slice, so no delete holds the lock long). */
export const SWEEP_SLICE_ROWS = 200;

/**
 * A rowid table with its key in a separate index: answers of 4-20 KB inside a WITHOUT ROWID
 * b-tree keyed by random hashes made every insert split and rewrite wide leaves; here an insert
 * appends to the table's last pages and adds a 70-byte index entry. The payload is the answer's
 * UTF-8 bytes (a BLOB), as sent: nothing is encoded on the way in or decoded on the way out.
 */
export const ANSWER_CACHE_SCHEMA = `
CREATE TABLE IF NOT EXISTS answer_cache (
  key TEXT PRIMARY KEY,
  payload BLOB NOT NULL,
  at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS answer_cache_expires ON answer_cache (expires_at);
CREATE TABLE IF NOT EXISTS answer_cache_readers (
  id TEXT PRIMARY KEY,
  seen_at INTEGER NOT NULL
) WITHOUT ROWID;
`;

/**
 * How often a serving process marks itself in answer_cache_readers, and how long a mark counts:
 * a process that died without leaving stops counting after three missed marks.
 */
export const READER_MARK_EVERY_MS = 5_000;
export const READER_MARK_LASTS_MS = 15_000;
/**
 * How long a process goes by what it last read of the others (othersReading): read once a turn,
 * the statement was ~0.9% of a varied /v1/planets' CPU (a turn serves about one request under
 * load; bench/profile.ts, 2026-11-27); a new instance waits at most this long to be seen.
 */
export const READERS_READ_EVERY_MS = 100;

/** The cache file beside a store file: `celestial.sqlite` -> `celestial-cache.sqlite`. */
export function cacheFileOf(storeFile: string): string {
  const dir = path.dirname(storeFile);
  const base = path.basename(storeFile).replace(/\.sqlite$/, '');
  return path.join(dir, `${base}-cache.sqlite`);
}

function payloadOf(e: StoredAnswer): Uint8Array | string {
  return e.payloadBytes ?? e.payload;
}

/** The statements of the table, on whichever connection writes or reads it. */
export function answerCacheStatements(db: Database.Database) {
  return {
    get: db.prepare<[string, number], { payload: Uint8Array | string; at: number; expires_at: number }>(
      'SELECT payload, at, expires_at FROM answer_cache WHERE key = ? AND expires_at > ?',
    ),
    put: db.prepare<[string, Uint8Array | string, number, number]>(
      `INSERT INTO answer_cache (key, payload, at, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET payload = excluded.payload, at = excluded.at, expires_at = excluded.expires_at`,
    ),
    sweep: db.prepare<[number, number]>('DELETE FROM answer_cache WHERE rowid IN (SELECT rowid FROM answer_cache WHERE expires_at <= ? LIMIT ?)'),
  };
}

/** Writes a batch in one transaction (one commit for the batch: a commit per answer was most of the tier's cost). */
export function putAnswers(db: Database.Database, put: ReturnType<typeof answerCacheStatements>['put'], entries: readonly StoredAnswer[]): void {
  db.transaction(() => {
    for (const e of entries) put.run(e.key, payloadOf(e), e.at, e.expiresAt);
  })();
}

/**
 * Opens (creating when missing) the cache file in WAL mode. A file a machine crash left
 * unreadable (`synchronous = OFF`) holds nothing that cannot be recomputed: it is removed and
 * made anew.
 */
export function openCacheFile(file: string, busyTimeoutMs: number): Database.Database {
  const open = () => {
    const db = new Database(file, { timeout: busyTimeoutMs });
    try {
      // 16 KiB pages for a new file (an existing one keeps its size: SQLite fixes it at creation).
      // An answer is 4-21 KB: in 4 KiB pages it took one to six overflow pages, each a frame of
      // the WAL (a header and a page, two writes) and a write again at the checkpoint; in 16 KiB
      // a /v1/planets answer fits in its leaf and a /v1/chart one in two pages. Counted with
      // strace over 6,400 varied calls (bench/request-cost.ts, 2026-11-26): pwrite64 57,571 ->
      // 35,777 (planets), 134,345 -> 54,918 (chart); pread64 of the misses' lookups 8,675 -> 2,976.
      db.pragma(`page_size = ${CACHE_PAGE_BYTES}`);
      db.pragma('journal_mode = WAL');
      // The checkpoint copies the WAL into the file on the request thread, at once: 1,000 pages
      // (SQLite's default) of 16 KiB would be 16 MiB in one pause; 256 keep it at 4 MiB, as before.
      db.pragma(`wal_autocheckpoint = ${Math.round((4 * 1024 * 1024) / CACHE_PAGE_BYTES)}`);
      db.pragma('synchronous = OFF');
      db.exec(ANSWER_CACHE_SCHEMA);
      return db;
    } catch (err) {
      db.close();
      throw err;
    }
  };
  try {
    return open();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code !== 'SQLITE_CORRUPT' && code !== 'SQLITE_NOTADB') throw err;
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    return open();
  }
}

/** A write-behind batch as it crosses to the writer thread: the payloads as one UTF-8 buffer. */
export interface PackedAnswers {
  answers: { key: string; length: number; at: number; expiresAt: number }[];
  bytes: ArrayBuffer | SharedArrayBuffer;
}

/**
 * Shared buffers the batches cross in, reused. A fresh ArrayBuffer per batch, moved to the writer
 * thread, was freed only by that thread's garbage collector, which its few allocations seldom
 * run: 40-60 MB of batches waited there (bench/memory.ts, 2026-11-26: RSS 347 MiB after 100k
 * charts against 250). A shared buffer is the same memory on both threads, and goes back to the
 * pool when the thread has written its batch.
 */
export class SharedBytesPool {
  private readonly free: SharedArrayBuffer[] = [];

  constructor(private readonly keep = 4) {}

  acquire(bytes: number): SharedArrayBuffer {
    let best = -1;
    for (let i = 0; i < this.free.length; i++) {
      const b = this.free[i]!;
      if (b.byteLength >= bytes && (best < 0 || b.byteLength < this.free[best]!.byteLength)) best = i;
    }
    if (best >= 0) return this.free.splice(best, 1)[0]!;
    // Powers of two from 256 KiB: a pool of a few sizes serves batches of any size.
    let size = 256 * 1024;
    while (size < bytes) size *= 2;
    return new SharedArrayBuffer(size);
  }

  release(b: SharedArrayBuffer): void {
    if (this.free.length < this.keep) this.free.push(b);
    else {
      // Keep the larger ones: the pool's buffers are reused by size.
      this.free.sort((x, y) => x.byteLength - y.byteLength);
      if (this.free[0]!.byteLength < b.byteLength) this.free[0] = b;
    }
  }
}

/**
 * The payloads of a batch in one buffer beside a small header, for a thread: inside a JSON
 * message each payload would be escaped and copied as UTF-16, and a structured clone of each
 * Buffer costs a message part each. With a pool, the buffer is a shared one of the pool (the
 * answer cache's writer); without, a fresh ArrayBuffer to move (transferList: the store thread).
 */
export function packAnswers(entries: readonly StoredAnswer[], pool?: SharedBytesPool): PackedAnswers {
  let total = 0;
  const lengths = entries.map((e) => {
    const n = e.payloadBytes ? e.payloadBytes.byteLength : Buffer.byteLength(e.payload, 'utf8');
    total += n;
    return n;
  });
  const buffer = pool ? pool.acquire(total) : new ArrayBuffer(total);
  const bytes = new Uint8Array(buffer, 0, total);
  const view = Buffer.from(buffer, 0, total);
  let at = 0;
  const answers = entries.map((e, i) => {
    if (e.payloadBytes) bytes.set(e.payloadBytes, at);
    else view.write(e.payload, at, lengths[i]!, 'utf8');
    at += lengths[i]!;
    return { key: e.key, length: lengths[i]!, at: e.at, expiresAt: e.expiresAt };
  });
  return { answers, bytes: buffer };
}

export function unpackAnswers(m: PackedAnswers): StoredAnswer[] {
  let offset = 0;
  return m.answers.map((a) => {
    const bytes = Buffer.from(m.bytes, offset, a.length);
    offset += a.length;
    return storedAnswerOfBytes(a.key, bytes, a.at, a.expiresAt);
  });
}

/** Calls to the writer thread and its answers (answer-cache-thread.ts). */
export type CacheWriterCall = { id: number; kind: 'put'; batch: PackedAnswers } | { id: number; kind: 'sweep'; now: Millis } | { id: number; kind: 'close' };
export interface CacheWriterReply {
  id: number;
  value?: number;
  error?: { message: string; code?: string };
}

export interface SqliteAnswerCacheOptions {
  /** The store's connection (in-memory store: the table lives there, written inline). */
  connection?: Database.Database;
  /** The cache file (file-backed store). */
  file?: string;
  /** Write on a thread of its own (default false: inline). */
  thread?: boolean;
  busyTimeoutMs?: number;
}

export class SqliteAnswerCache {
  private readonly db: Database.Database;
  private readonly ownsConnection: boolean;
  private readonly stmts: ReturnType<typeof answerCacheStatements>;
  private readonly file: string | null;
  private readonly useThread: boolean;
  private readonly busyTimeoutMs: number;
  private worker: Worker | null = null;
  private workerFailed: Error | null = null;
  private readonly waiting = new Map<number, { resolve: (v: number) => void; reject: (e: unknown) => void }>();
  private nextId = 1;
  private closed = false;
  private readonly pool = new SharedBytesPool();

  constructor(opts: SqliteAnswerCacheOptions) {
    this.busyTimeoutMs = opts.busyTimeoutMs ?? 10_000;
    if (opts.connection) {
      this.db = opts.connection;
      this.ownsConnection = false;
      this.db.exec(ANSWER_CACHE_SCHEMA);
      this.file = null;
      this.useThread = false;
    } else {
      if (!opts.file) throw new Error('SqliteAnswerCache needs a connection or a file');
      this.file = opts.file;
      this.db = openCacheFile(opts.file, this.busyTimeoutMs);
      this.ownsConnection = true;
      this.useThread = opts.thread ?? false;
    }
    this.stmts = answerCacheStatements(this.db);
  }

  /**
   * This process serves from the tier (a server's response cache says so once): its mark in
   * answer_cache_readers, renewed every READER_MARK_EVERY_MS and removed on close, is what tells
   * the other processes on the file that someone else may ask for what they answer.
   */
  private reader: {
    id: string;
    timer: NodeJS.Timeout;
    others: Database.Statement<[string, number], { n: number }>;
  } | null = null;
  /** What othersReading() last read, and when (Date.now()). */
  private othersRead = { others: true, at: -Infinity };

  join(): void {
    if (this.reader || this.closed || this.file === null) return;
    const id = randomUUID();
    const mark = this.db.prepare<[string, number]>(
      'INSERT INTO answer_cache_readers (id, seen_at) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET seen_at = excluded.seen_at',
    );
    const forgetGone = this.db.prepare<[number]>('DELETE FROM answer_cache_readers WHERE seen_at < ?');
    const renew = () => {
      if (!this.db.open) return;
      try {
        mark.run(id, Date.now());
        forgetGone.run(Date.now() - 4 * READER_MARK_LASTS_MS);
      } catch {
        // A file busy past the timeout: the mark is renewed next time; until it lapses the others still count this one.
      }
    };
    renew();
    const timer = setInterval(renew, READER_MARK_EVERY_MS);
    timer.unref();
    this.othersRead = { others: true, at: -Infinity };
    this.reader = {
      id,
      timer,
      others: this.db.prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM answer_cache_readers WHERE id <> ? AND seen_at > ?'),
    };
  }

  /**
   * Whether another serving process reads this tier now, read at most every READERS_READ_EVERY_MS.
   * True for a process that never joined (the CLI, a test of the store itself) and for an
   * in-memory store: the tier is then used as configured. A reader that started is seen within
   * READERS_READ_EVERY_MS (and reads the tier itself from its start); one that died, within
   * READER_MARK_LASTS_MS.
   */
  othersReading(): boolean {
    if (!this.reader) return true;
    const now = Date.now();
    if (now - this.othersRead.at >= READERS_READ_EVERY_MS) {
      let others = true;
      try {
        others = this.reader.others.get(this.reader.id, now - READER_MARK_LASTS_MS)!.n > 0;
      } catch {
        // Unreadable for now: share, as before this process joined.
      }
      this.othersRead = { others, at: now };
    }
    return this.othersRead.others;
  }

  private leave(): void {
    if (!this.reader) return;
    clearInterval(this.reader.timer);
    try {
      if (this.db.open) this.db.prepare('DELETE FROM answer_cache_readers WHERE id = ?').run(this.reader.id);
    } catch {
      // Left behind, the mark lapses after READER_MARK_LASTS_MS.
    }
    this.reader = null;
  }

  get(key: string, now: Millis): StoredAnswer | null {
    const r = this.stmts.get.get(key, now);
    if (!r) return null;
    // A row of the in-memory table written as text by putCachedResponse's callers: bytes all the same.
    const bytes = typeof r.payload === 'string' ? Buffer.from(r.payload, 'utf8') : r.payload;
    return storedAnswerOfBytes(key, bytes, r.at, r.expires_at);
  }

  put(entries: readonly StoredAnswer[]): Promise<void> {
    if (entries.length === 0) return Promise.resolve();
    if (!this.useThread) {
      putAnswers(this.db, this.stmts.put, entries);
      return Promise.resolve();
    }
    const batch = packAnswers(entries, this.pool);
    const shared = batch.bytes as SharedArrayBuffer;
    // The buffer goes back to the pool once the thread has written it, or failed to.
    return this.call({ id: 0, kind: 'put', batch }).then(
      () => this.pool.release(shared),
      (err) => {
        this.pool.release(shared);
        throw err;
      },
    );
  }

  async sweep(now: Millis): Promise<number> {
    if (this.useThread) return this.call({ id: 0, kind: 'sweep', now });
    // Slice by slice, each its own short transaction, with the event loop let through between
    // slices: the calls queued meanwhile (metering, above all) are answered between two slices.
    let swept = 0;
    for (;;) {
      if (!this.db.open) return swept;
      const n = this.stmts.sweep.run(now, SWEEP_SLICE_ROWS).changes;
      swept += n;
      if (n < SWEEP_SLICE_ROWS) return swept;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /** The writer thread, started on the first write: a process that never caches (the CLI) starts none. */
  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startStoreWorker('answer-cache-thread', { file: this.file, busyTimeoutMs: this.busyTimeoutMs }, 'celestial-answer-cache');
    worker.on('message', (r: CacheWriterReply) => {
      const w = this.waiting.get(r.id);
      if (!w) return;
      this.waiting.delete(r.id);
      if (r.error) w.reject(Object.assign(new Error(r.error.message), r.error.code ? { code: r.error.code } : {}));
      else w.resolve(r.value ?? 0);
      if (this.waiting.size === 0) worker.unref();
    });
    const fail = (err: Error) => {
      this.workerFailed = err;
      const waiting = [...this.waiting.values()];
      this.waiting.clear();
      for (const w of waiting) w.reject(err);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the answer cache's writer thread exited (code ${code})`)));
    worker.unref(); // the thread keeps the process alive while a write waits on it, not when idle
    this.worker = worker;
    return worker;
  }

  private call(message: CacheWriterCall): Promise<number> {
    if (this.closed) return Promise.reject(new Error('the answer cache is closed'));
    if (this.workerFailed) return Promise.reject(this.workerFailed);
    const worker = this.thread();
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      if (this.waiting.size === 0) worker.ref();
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  }

  /** Writes still queued on the thread are finished before it ends. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.leave();
    if (this.worker && !this.workerFailed) {
      await this.call({ id: 0, kind: 'close' }).catch(() => 0);
      await this.worker.terminate();
    }
    this.closed = true;
    if (this.ownsConnection && this.db.open) this.db.close();
  }
}
