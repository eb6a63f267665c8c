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
 * within the window. A miss in memory asks the store; a store hit is copied into memory.
 *
 * Freshness is judged against the injected Clock (`at` of the entry and the request's `now`),
 * so tests move time without waiting; lru-cache's own ttl (real time) only bounds how long an
 * entry can occupy memory.
 */
import { LRUCache } from 'lru-cache';
import type { Millis, Store } from '../store/store.js';

/** The response cache window (SERVICE-SPEC "Caching"). */
export const CACHE_WINDOW_MS = 5 * 60 * 1000;
export const DEFAULT_CACHE_MAX_BYTES = 64 * 1024 * 1024;
export const DEFAULT_CACHE_MAX_ENTRIES = 20_000;
/** How often expired entries are swept from memory and from the store. */
export const DEFAULT_SWEEP_INTERVAL_MS = 60_000;

export interface CachedAnswer {
  /** The serialised JSON answer. */
  payload: string;
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
  /** Where a failed store read or write is reported (the cache never fails a request). */
  onStoreError?: (err: unknown) => void;
}

/** Bytes an entry holds in memory: V8 keeps these strings as UTF-16 at worst, plus the record. */
export function entryBytes(key: string, value: CachedAnswer): number {
  return 2 * (key.length + value.payload.length) + 64;
}

export class ResponseCache {
  readonly ttlMs: number;
  private readonly memory: LRUCache<string, CachedAnswer>;
  private readonly store: Store | null;
  private readonly now: () => Millis;
  private readonly onStoreError: (err: unknown) => void;
  private readonly timer: NodeJS.Timeout;

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
    this.now = options.now ?? Date.now;
    this.onStoreError = options.onStoreError ?? (() => {});
    this.timer = setInterval(() => void this.sweep(), options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS);
    this.timer.unref(); // the sweep never keeps a process alive
  }

  /** A fresh answer for `key` at `now`, and the tier that had it; null on a miss. */
  async get(key: string, now: Millis): Promise<{ answer: CachedAnswer; tier: CacheTier } | null> {
    const inMemory = this.memory.get(key);
    if (inMemory && now - inMemory.at < this.ttlMs && now >= inMemory.at) return { answer: inMemory, tier: 'memory' };
    if (inMemory) this.memory.delete(key);
    if (!this.store) return null;
    try {
      const stored = await this.store.getCachedResponse(key, now);
      if (!stored || now - stored.at >= this.ttlMs || now < stored.at) return null;
      const answer = { payload: stored.payload, at: stored.at };
      this.memory.set(key, answer, { ttl: Math.max(1, stored.at + this.ttlMs - now) });
      return { answer, tier: 'store' };
    } catch (err) {
      this.onStoreError(err);
      return null;
    }
  }

  async set(key: string, answer: CachedAnswer): Promise<void> {
    this.memory.set(key, answer);
    if (!this.store) return;
    try {
      await this.store.putCachedResponse({ key, payload: answer.payload, at: answer.at, expiresAt: answer.at + this.ttlMs });
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

  close(): void {
    clearInterval(this.timer);
    this.memory.clear();
  }
}
