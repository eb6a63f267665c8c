/**
 * The 5-minute response cache (SERVICE-SPEC "Caching"; DESIGN.md "Storage": two tiers).
 *
 * Tier 1, in process: an LRU bounded by bytes and by entries. It is lru-cache rather than the
 * stack's `cacheable`: cacheable's in-memory store caps entries (lruSize) but not bytes, and a
 * chart answer is ~29 KiB, so an entry cap alone does not bound memory (issue 10 measured RSS
 * 220 -> 800 MB in an hour under cacheable's defaults). lru-cache's `maxSize` +
 * `sizeCalculation` caps bytes and `max` caps entries. Expired entries are swept by one
 * unref'd interval (`purgeStale`), not a timer per entry (`ttlAutopurge` arms one per set).
 *
 * Tier 2, in the store (SQLite table or MongoDB collection): instances on one store share hits
 * within the window. A miss in memory asks the store; a store hit is copied into memory. An
 * instance alone on an embedded store skips this tier (storeTierRead below).
 * Writes to it are behind the answer and batched: an answer goes into memory at once and joins
 * the batch written in ONE store call (one SQLite transaction, one MongoDB bulk write) after at
 * most `writeDelayMs` (20 ms), or sooner when the batch holds `writeBatchBytes` (1 MiB). One
 * commit per answer cost a varied /v1/chart about a third of its CPU (issue 10, bench/profile.ts:
 * the store write was the largest single item). Nothing billed depends on this tier: a crash
 * loses at most the last batch of cached answers, which are recomputed on their next call, and
 * metering stays in its own synchronous transaction (http/access.ts). Another instance sees an
 * answer once its batch is written, so a hit shared between instances can be up to
 * `writeDelayMs` later than the answer; `writeDelayMs: 0` writes each answer at once.
 *
 * Which answers go to the store tier: those of operations of price tier `sharedFromTier` and
 * up, by default 0, every answer: SERVICE-SPEC "Caching" promises an identical request within
 * 5 minutes at 0 credits, and behind a load balancer the repeat may land on another instance
 * (issue 10: "lets instances share hits"). A tier 1-2 answer (/planets, /chart) is cast in under
 * a millisecond of CPU, less than its store round trip (a read on every miss, a write of 4-20 KB;
 * bench/request-cost.ts measured a varied /chart at 3.1 ms CPU shared against 2.3 ms unshared),
 * so an operator running ONE instance may set CELESTIAL_CACHE_SHARED_FROM_TIER=3 and keep the
 * cheap tiers in memory, or CELESTIAL_CACHE_SHARED=off. The rule is the catalogue's tier, not a
 * timing, so which answers are shared does not vary with the load.
 *
 * Freshness is judged against the injected Clock (`at` of the entry and the request's `now`),
 * so tests move time without waiting; lru-cache's own ttl (real time) only bounds how long an
 * entry can occupy memory.
 */
import { LRUCache } from 'lru-cache';
import { type Millis, type Store, type StoredAnswer, storedAnswerOfBytes } from '../store/store.js';

/** The response cache window (SERVICE-SPEC "Caching"). */
export const CACHE_WINDOW_MS = 5 * 60 * 1000;
/**
 * 32 MiB (64 until session 10, 48 until session 12). The cap sets the live part of the answers'
 * bytes; an evicted answer's bytes are freed only when V8's next full collection finds its
 * Buffer dead, and since session 12 the servers let the old generation double between full
 * collections (package.json "start": --heap-growing-percent=100, which took a varied chart's
 * p99 at half load from ~45 to ~21 ms, bench/run.ts SERVER_NODE_FLAGS), so more dead bytes
 * wait. 100k distinct charts under those flags (bench/memory.ts, 2026-11-27): RSS 286-293 MiB at
 * 48 MiB, 279 at 40, 272-280 at 32; the target is 300 MB (286 MiB). Where instances share the
 * store, a miss of the memory tier is still a hit of the store tier (a read, not a calculation);
 * an instance alone keeps ~1,600 chart or ~7,900 planets answers of the last 5 minutes.
 */
export const DEFAULT_CACHE_MAX_BYTES = 32 * 1024 * 1024;
export const DEFAULT_CACHE_MAX_ENTRIES = 20_000;
/** How often expired entries are swept from memory and from the store. */
export const DEFAULT_SWEEP_INTERVAL_MS = 60_000;
/** The lowest price tier whose answers are shared through the store: every tier (see above). */
export const DEFAULT_SHARED_FROM_TIER = 0;
/** The longest an answer waits for its batch to be written to the store tier. */
export const DEFAULT_WRITE_DELAY_MS = 20;
/** A batch this large (payload characters) is written without waiting for the delay. */
export const DEFAULT_WRITE_BATCH_CHARS = 1024 * 1024;

export interface CachedAnswer {
  /**
   * The serialised JSON answer. The request path keeps it as UTF-8 bytes (a Buffer): they live
   * outside the JavaScript heap, so the garbage collector neither scans nor moves the 4-20 KB of
   * every cached answer (as a string, each was promoted and copied through the old generation:
   * a third of a varied /v1/chart's CPU went to GC, bench/profile.ts), a hit is sent without
   * re-encoding, and the byte cap counts the bytes sent.
   */
  payload: Buffer | string;
  /** When it was computed (Clock time, epoch ms). */
  at: Millis;
}

export type CacheTier = 'memory' | 'store';

export interface ResponseCacheOptions {
  /** Byte cap of the in-process tier (payload and key as UTF-16, plus a fixed overhead). */
  maxBytes?: number;
  /** Entry cap of the in-process tier. */
  maxEntries?: number;
  /** The freshness window; default 5 minutes. */
  ttlMs?: number;
  /** The shared tier; none: memory only. */
  store?: Store | null;
  /** The Clock's now, for sweeping the store tier. */
  now?: () => Millis;
  sweepIntervalMs?: number;
  /** Longest wait before a new answer is written to the store tier (0: write each at once). */
  writeDelayMs?: number;
  /** Write the batch sooner once it holds this many payload characters. */
  writeBatchChars?: number;
  /** Where a failed store read or write is reported (the cache never fails a request). */
  onStoreError?: (err: unknown) => void;
}

/** Bytes an entry holds in memory: V8 keeps these strings as UTF-16 at worst, plus the record. */
export function entryBytes(key: string, value: CachedAnswer): number {
  const payloadBytes = typeof value.payload === 'string' ? 2 * value.payload.length : value.payload.byteLength;
  return 2 * key.length + payloadBytes + 64;
}

/** The store tier's record of an answer: a Buffer's text is decoded only by a store that asks for it. */
function storedAnswer(key: string, answer: CachedAnswer, expiresAt: Millis): StoredAnswer {
  const { payload, at } = answer;
  return typeof payload === 'string' ? { key, payload, at, expiresAt } : storedAnswerOfBytes(key, payload, at, expiresAt);
}

function payloadLength(p: Uint8Array | string): number {
  return typeof p === 'string' ? p.length : p.byteLength;
}

export class ResponseCache {
  readonly ttlMs: number;
  private readonly memory: LRUCache<string, CachedAnswer>;
  private readonly store: Store | null;
  private readonly now: () => Millis;
  private readonly onStoreError: (err: unknown) => void;
  private readonly timer: NodeJS.Timeout;
  private readonly writeDelayMs: number;
  private readonly writeBatchChars: number;
  /** Answers waiting for the store tier, by key (a newer answer for a key replaces the older). */
  private pending = new Map<string, StoredAnswer>();
  private pendingChars = 0;
  private flushTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(options: ResponseCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? CACHE_WINDOW_MS;
    const maxBytes = options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES;
    this.memory = new LRUCache<string, CachedAnswer>({
      max: options.maxEntries ?? DEFAULT_CACHE_MAX_ENTRIES,
      maxSize: maxBytes,
      // One answer larger than the whole cap is not kept (lru-cache refuses it rather than evicting everything).
      maxEntrySize: maxBytes,
      sizeCalculation: (value, key) => entryBytes(key, value),
      ttl: this.ttlMs,
      updateAgeOnGet: false,
    });
    this.store = options.store ?? null;
    this.store?.joinCacheTier?.();
    this.now = options.now ?? Date.now;
    this.onStoreError = options.onStoreError ?? (() => {});
    this.writeDelayMs = options.writeDelayMs ?? DEFAULT_WRITE_DELAY_MS;
    this.writeBatchChars = options.writeBatchChars ?? DEFAULT_WRITE_BATCH_CHARS;
    this.timer = setInterval(() => void this.sweep(), options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS);
    this.timer.unref(); // the sweep never keeps a process alive
  }

  /** A fresh answer for `key` at `now`, and the tier that had it; null on a miss. `shared: false` asks memory only. */
  async get(key: string, now: Millis, shared = true): Promise<{ answer: CachedAnswer; tier: CacheTier } | null> {
    const inMemory = this.memory.get(key);
    if (inMemory && now - inMemory.at < this.ttlMs && now >= inMemory.at) return { answer: inMemory, tier: 'memory' };
    if (inMemory) this.memory.delete(key);
    if (!this.store || !shared || !this.storeTierRead()) return null;
    try {
      const stored = await this.store.getCachedResponse(key, now);
      if (!stored || now - stored.at >= this.ttlMs || now < stored.at) return null;
      // A store that read bytes (SQLite) hands them over: sent and kept as they are, never decoded.
      const bytes = stored.payloadBytes;
      const answer = { payload: bytes ? (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) : stored.payload, at: stored.at };
      this.memory.set(key, answer, { ttl: Math.max(1, stored.at + this.ttlMs - now) });
      return { answer, tier: 'store' };
    } catch (err) {
      this.onStoreError(err);
      return null;
    }
  }

  /** Keeps the answer in memory and, when `shared`, queues it for the store tier (written within writeDelayMs). */
  async set(key: string, answer: CachedAnswer, shared = true): Promise<void> {
    this.memory.set(key, answer);
    if (!this.store || !shared || !this.storeTierRead()) return;
    const entry = storedAnswer(key, answer, answer.at + this.ttlMs);
    if (this.writeDelayMs <= 0) return this.write([entry]);
    const before = this.pending.get(key);
    if (before) this.pendingChars -= payloadLength(before.payloadBytes ?? before.payload);
    this.pending.set(key, entry);
    this.pendingChars += payloadLength(answer.payload);
    if (this.pendingChars >= this.writeBatchChars) void this.flush();
    else if (!this.flushTimer) {
      this.flushTimer = setTimeout(() => void this.flush(), this.writeDelayMs);
      this.flushTimer.unref();
    }
  }

  /**
   * Whether another instance on the store may ask the store tier now (Store.cacheTierShared;
   * a store that cannot tell: yes). A lone instance neither writes its answers there nor looks
   * for its misses there: nobody else would read what it wrote, and its own repeats are in
   * memory. On a varied /v1/planets the tier's write and a miss's read were ~9% of the CPU
   * (bench/profile.ts, 2026-11-27), on /v1/chart 8%. An instance starting on the same store
   * is seen within 100 ms (answer-cache-sqlite.ts READERS_READ_EVERY_MS); answers made before
   * it came are not in the tier, so its first repeat of one is a miss (a calculation, not a
   * wrong answer).
   */
  private storeTierRead(): boolean {
    return this.store?.cacheTierShared?.() ?? true;
  }

  /** Writes the queued answers to the store tier in one call; resolves once they are written. */
  flush(): Promise<void> {
    if (this.flushTimer) {
      clearTimeout(this.flushTimer);
      this.flushTimer = null;
    }
    if (this.pending.size === 0) return this.flushing;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.pendingChars = 0;
    // Batches are written one after the other, so an older answer never lands after a newer one.
    this.flushing = this.flushing.then(() => this.write(batch));
    return this.flushing;
  }

  private async write(batch: StoredAnswer[]): Promise<void> {
    try {
      await this.store!.putCachedResponses(batch);
    } catch (err) {
      this.onStoreError(err);
    }
  }

  /** Drops expired entries from memory and from the store; returns how many left the store. */
  async sweep(): Promise<number> {
    this.memory.purgeStale();
    if (!this.store) return 0;
    try {
      return await this.store.sweepCachedResponses(this.now());
    } catch (err) {
      this.onStoreError(err);
      return 0;
    }
  }

  /** Entries and bytes held in memory. */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.memory.size, bytes: this.memory.calculatedSize };
  }

  /** Stops the sweep and writes what is still queued (so a clean stop loses no shared answer). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
    this.memory.clear();
  }
}
