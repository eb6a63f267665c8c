/** Opens the Store (DESIGN.md "Storage"): SQLite under the data dir by default, MongoDB when a URI is given. */
import { SqliteStore } from './sqlite-store.js';
import { ThreadedSqliteStore } from './sqlite-threaded.js';
import type { Store } from './store.js';

export * from './store.js';
export { SqliteStore, SQLITE_FILE_NAME, type SqliteStoreOptions } from './sqlite-store.js';
// The MongoDB engine (and the driver) loads only when a URI asks for it: importing it cost
// every SQLite start about 12% of its CPU (bench/startup.ts profile, 2026-11-26).
export type { MongoStore, MongoStoreOptions } from './mongo-store.js';
export { ThreadedSqliteStore } from './sqlite-threaded.js';

export interface OpenStoreOptions {
  /** Directory of the SQLite file (ignored for MongoDB). */
  dataDir: string;
  /** MONGODB_URI: when set (non-empty), the mongodb engine is used. */
  mongoUri?: string | undefined;
  /** MongoDB database name; default: from the URI path, else `celestial`. */
  mongoDbName?: string | undefined;
  /** SQLite on its own worker thread (default false; config.storeThread). */
  thread?: boolean | undefined;
  /** The response cache's shared tier written from a thread of its own (default false; config.cacheWriterThread). */
  cacheWriterThread?: boolean | undefined;
}

export async function openStore(opts: OpenStoreOptions): Promise<Store> {
  if (opts.mongoUri) {
    const { MongoStore } = await import('./mongo-store.js');
    return MongoStore.connect({ uri: opts.mongoUri, ...(opts.mongoDbName ? { dbName: opts.mongoDbName } : {}) });
  }
  return opts.thread === true
    ? ThreadedSqliteStore.open({ dataDir: opts.dataDir })
    : new SqliteStore({ dataDir: opts.dataDir, answerCacheThread: opts.cacheWriterThread ?? false });
}
