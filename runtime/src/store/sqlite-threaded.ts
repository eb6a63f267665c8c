/**
 * The SQLite Store on its own thread (issue 10, "Speed targets"). Every Store call is posted to
 * a worker thread (sqlite-thread.ts) holding the SqliteStore, and its answer comes back as a
 * message, so the request thread spends no CPU in SQLite: on /v1/planets the store's
 * statements, commits and WAL writes were about 28% of the request thread's CPU
 * (bench/profile.ts, 2026-11-26), all of it now on the second core, while the request thread
 * goes on parsing, casting and answering other requests.
 *
 * The answers are those of SqliteStore itself (the same class runs in the worker), in the order
 * the calls were made: the worker takes calls in posting order, and its group commit settles a
 * metered call only after its COMMIT, so a killed process still loses nothing it answered for.
 * Calls made in one turn of the request thread travel in one message, and the answers of one
 * commit come back in one, each message one JSON string: the store's values are plain JSON,
 * and a string crosses threads as one copy, where the structured clone of the same objects cost
 * the request thread about three times as much (profiled: postMessage was 14% of its CPU).
 *
 * The event store and the file area (events-sqlite.ts, files-sqlite.ts) keep using a
 * connection on this thread (`connection`), opened on first use: they run on timers and
 * report jobs, not on the request path, and SQLite's WAL lets the two connections work on the
 * one file as two instances do.
 *
 * CELESTIAL_STORE_THREAD=on (config.storeThread) chooses it; the default keeps the store on the
 * request thread, which measured faster for /v1/chart on a 2-core machine (config.ts).
 */
import type { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { CachedAnswersMessage, SerializedError, StoreCall, StoreReplies } from './sqlite-thread.js';
import { type Account, type ApiKey, DuplicateError, type Store, type StoredAnswer } from './store.js';
import type { SqliteStoreOptions } from './sqlite-store.js';
import { startStoreWorker } from './worker.js';
import { packAnswers } from './answer-cache-sqlite.js';
import { AccessMemo } from './access-memo.js';

/** Every method of the Store interface but `close` (which also ends the thread). */
const FORWARDED = [
  'createAccount', 'updateAccount',
  'createKey', 'createKeyIfUnderLimit', 'getKey', 'listKeys', 'updateKey', 'revokeKey', 'suspendKey', 'reactivateKey', 'countActiveKeys', 'touchKey',
  'setLogin', 'getLoginByEmail', 'getLoginByAccount', 'deleteLogin',
  'createSession', 'findSession', 'deleteSession', 'deleteSessionsOfAccount',
  'chargeCredits', 'refundCredits', 'creditsUsed', 'keyCreditsUsed', 'takeRateSlot', 'peekRateSlot', 'meter', 'settleReservation', 'settleOrphanedReservations',
  'getCachedResponse', 'putCachedResponse', 'sweepCachedResponses',
  'recordUsage', 'countRequests', 'topEndpoints', 'usageSummary', 'keyUsageTotals', 'keyUsageByOrigin',
  'ping',
] as const satisfies readonly Exclude<keyof Store, 'engine' | 'close' | 'findKeyByHash' | 'getAccount' | 'putCachedResponses'>[];

type Forwarded = (typeof FORWARDED)[number];

/** The thread holding the SqliteStore (sqlite-thread.ts). */
function startThread(opts: SqliteStoreOptions): Worker {
  return startStoreWorker('sqlite-thread', opts, 'celestial-store');
}

function revive(e: SerializedError): Error {
  let err: Error;
  if (e.name === 'DuplicateError') {
    err = new DuplicateError('');
    err.message = e.message;
  } else if (e.name === 'RangeError') err = new RangeError(e.message);
  else if (e.name === 'TypeError') err = new TypeError(e.message);
  else {
    err = new Error(e.message);
    err.name = e.name;
  }
  if (e.code !== undefined) (err as { code?: unknown }).code = e.code;
  if (e.stack) err.stack = `${err.name}: ${err.message}\n    (in the store thread)\n${e.stack.split('\n').slice(1).join('\n')}`;
  return err;
}

/**
 * How long a cached key or account is believed without news from the store thread. Every
 * message from the thread carries the access generation, so under traffic a change made by
 * another process (the CLI, a second instance) is seen within one round trip; after a quiet
 * spell, the first call asks the store again.
 */
export const ACCESS_CACHE_FRESH_MS = 250;
export class ThreadedSqliteStore implements Store {
  readonly engine = 'sqlite' as const;
  readonly file: string;
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  private nextId = 1;
  private outbox: StoreCall[] = [];
  private conn: Database.Database | null = null;
  private closed: Promise<void> | null = null;
  private readonly busyTimeoutMs: number;
  /** The access generation of the thread's latest message, and when it came (performance.now()). */
  private accessGeneration: number;
  private generationSeenAt = 0;
  private readonly keysByHash = new AccessMemo<ApiKey>();
  private readonly accountsById = new AccessMemo<Account>();

  /** A Store method answered by the thread: the call posted, its answer awaited. */
  private forward<K extends Forwarded>(method: K): Store[K] {
    return ((...args: unknown[]) => this.call(method, args)) as Store[K];
  }

  readonly createAccount = this.forward('createAccount');
  readonly updateAccount = this.forward('updateAccount');
  readonly createKey = this.forward('createKey');
  readonly createKeyIfUnderLimit = this.forward('createKeyIfUnderLimit');
  readonly getKey = this.forward('getKey');
  readonly listKeys = this.forward('listKeys');
  readonly updateKey = this.forward('updateKey');
  readonly revokeKey = this.forward('revokeKey');
  readonly suspendKey = this.forward('suspendKey');
  readonly reactivateKey = this.forward('reactivateKey');
  readonly countActiveKeys = this.forward('countActiveKeys');
  readonly touchKey = this.forward('touchKey');
  readonly setLogin = this.forward('setLogin');
  readonly getLoginByEmail = this.forward('getLoginByEmail');
  readonly getLoginByAccount = this.forward('getLoginByAccount');
  readonly deleteLogin = this.forward('deleteLogin');
  readonly createSession = this.forward('createSession');
  readonly findSession = this.forward('findSession');
  readonly deleteSession = this.forward('deleteSession');
  readonly deleteSessionsOfAccount = this.forward('deleteSessionsOfAccount');
  readonly chargeCredits = this.forward('chargeCredits');
  readonly refundCredits = this.forward('refundCredits');
  readonly creditsUsed = this.forward('creditsUsed');
  readonly keyCreditsUsed = this.forward('keyCreditsUsed');
  readonly takeRateSlot = this.forward('takeRateSlot');
  readonly peekRateSlot = this.forward('peekRateSlot');
  readonly meter = this.forward('meter');
  readonly settleReservation = this.forward('settleReservation');
  readonly settleOrphanedReservations = this.forward('settleOrphanedReservations');
  readonly getCachedResponse = this.forward('getCachedResponse');
  readonly putCachedResponse = this.forward('putCachedResponse');
  readonly sweepCachedResponses = this.forward('sweepCachedResponses');
  readonly recordUsage = this.forward('recordUsage');
  readonly countRequests = this.forward('countRequests');
  readonly topEndpoints = this.forward('topEndpoints');
  readonly usageSummary = this.forward('usageSummary');
  readonly keyUsageTotals = this.forward('keyUsageTotals');
  readonly keyUsageByOrigin = this.forward('keyUsageByOrigin');
  readonly ping = this.forward('ping');

  private constructor(worker: Worker, file: string, busyTimeoutMs: number, accessGeneration: number) {
    this.worker = worker;
    this.file = file;
    this.busyTimeoutMs = busyTimeoutMs;
    this.accessGeneration = accessGeneration;
    worker.on('message', (text: string) => {
      const { replies, accessGeneration } = JSON.parse(text) as StoreReplies;
      // Before the answers are handed on: a caller that revoked a key finds it gone at once.
      this.accessGeneration = accessGeneration;
      this.generationSeenAt = performance.now();
      for (const r of replies) {
        const w = this.waiting.get(r.id);
        if (!w) continue;
        this.waiting.delete(r.id);
        if (r.error) w.reject(revive(r.error));
        else w.resolve(r.value);
      }
      if (this.waiting.size === 0) worker.unref();
    });
    // A thread that dies (out of memory, a native crash) fails every call waiting on it, and every later one.
    worker.on('error', (err) => this.failAll(err));
    worker.on('exit', (code) => this.failAll(new Error(`the store thread exited (code ${code})`)));
    // The thread keeps the process alive while a call waits on it, and not when idle.
    worker.unref();
  }

  /** Starts the thread and waits until its SqliteStore has opened (and migrated) the file. */
  static open(opts: SqliteStoreOptions): Promise<ThreadedSqliteStore> {
    return new Promise((resolve, reject) => {
      const worker = startThread(opts);
      const onFirst = (text: string) => {
        const { replies, accessGeneration } = JSON.parse(text) as StoreReplies;
        worker.off('error', onError);
        const first = replies[0]!;
        if (first.error) {
          void worker.terminate();
          reject(revive(first.error));
          return;
        }
        resolve(new ThreadedSqliteStore(worker, (first.value as { file: string }).file, opts.busyTimeoutMs ?? 10_000, accessGeneration));
      };
      const onError = (err: Error) => {
        worker.off('message', onFirst);
        reject(err);
      };
      worker.once('message', onFirst);
      worker.once('error', onError);
    });
  }

  private failAll(err: unknown): void {
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const w of waiting) w.reject(err);
  }

  private call(method: string, args: unknown[]): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('the store is closed'));
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve, reject });
      if (this.outbox.length === 0) setImmediate(() => this.flush());
      this.outbox.push({ id, method, args });
    });
  }

  private flush(): void {
    const calls = this.outbox;
    this.outbox = [];
    if (calls.length > 0) this.worker.postMessage(JSON.stringify(calls));
  }

  /**
   * The request path reads the caller's key and account on every call; both are answered from
   * memory while the access generation stands still (ACCESS_GENERATION in sqlite-store.ts: any
   * change to an account or a key's access moves it, in any process) and the thread has been
   * heard from within ACCESS_CACHE_FRESH_MS. Two store round trips a request fewer. Each caller
   * gets its own copy, so a caller changing its object changes nothing cached. Absent rows are not cached.
   */
  findKeyByHash(hash: string): Promise<ApiKey | null> {
    return this.cachedRead(this.keysByHash, hash, 'findKeyByHash');
  }

  getAccount(id: string): Promise<Account | null> {
    return this.cachedRead(this.accountsById, id, 'getAccount');
  }

  private async cachedRead<T extends object>(memo: AccessMemo<T>, id: string, method: string): Promise<T | null> {
    if (performance.now() - this.generationSeenAt <= ACCESS_CACHE_FRESH_MS) {
      const hit = memo.get(id, this.accessGeneration);
      if (hit) return hit;
    }
    const generation = this.accessGeneration;
    const value = (await this.call(method, [id])) as T | null;
    memo.set(id, value, generation);
    return value;
  }

  /**
   * The cache's write-behind batches carry most of the bytes that cross to the thread (a /v1/chart
   * answer is 20 KB of JSON text). Inside a JSON message each payload would be escaped quote by
   * quote and copied as UTF-16; here the payloads go as one UTF-8 buffer, moved to the thread
   * without a copy (transferList), beside a small JSON header.
   */
  putCachedResponses(entries: readonly StoredAnswer[]): Promise<void> {
    if (entries.length === 0) return Promise.resolve();
    if (this.closed) return Promise.reject(new Error('the store is closed'));
    const packed = packAnswers(entries);
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve: () => resolve(), reject });
      // Calls posted before this one go first: the thread takes messages in order.
      this.flush();
      this.worker.postMessage({ id, ...packed } satisfies CachedAnswersMessage, [packed.bytes as ArrayBuffer]);
    });
  }

  /** A connection on this thread, for the event store and the file area (see above). */
  get connection(): Database.Database {
    if (!this.conn) {
      this.conn = new Database(this.file, { timeout: this.busyTimeoutMs });
      this.conn.pragma('synchronous = NORMAL');
      this.conn.pragma('foreign_keys = ON');
    }
    return this.conn;
  }

  close(): Promise<void> {
    this.closed ??= (async () => {
      // Calls already posted are answered (and the group commit written) before the thread ends.
      this.flush();
      await new Promise<void>((resolve) => {
        const id = this.nextId++;
        this.worker.ref();
        this.waiting.set(id, { resolve: () => resolve(), reject: () => resolve() });
        this.worker.postMessage(JSON.stringify([{ id, method: 'close', args: [] } satisfies StoreCall]));
      });
      await this.worker.terminate();
      if (this.conn?.open) this.conn.close();
    })();
    return this.closed;
  }
}
