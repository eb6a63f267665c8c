/** Opens the Store (DESIGN.md "Storage"): SQLite under the data dir by default, MongoDB when a URI is given. */
import { MongoStore } from './mongo-store.js';
import { SqliteStore } from './sqlite-store.js';
import { ThreadedSqliteStore } from './sqlite-threaded.js';
import type { Store } from './store.js';

export * from './store.js';
export { SqliteStore, SQLITE_FILE_NAME, type SqliteStoreOptions } from './sqlite-store.js';
export { MongoStore, type MongoStoreOptions } from './mongo-store.js';
export { ThreadedSqliteStore } from './sqlite-threaded.js';

export interface OpenStoreOptions {
  /** Directory of the SQLite file (ignored for MongoDB). */
  dataDir: string;
  /** MONGODB_URI: when set (non-empty), the mongodb engine is used. */
  mongoUri?: string | undefined;
  /** MongoDB database name; default: from the URI path, else `celestial`. */
  mongoDbName?: string | undefined;
  /** SQLite on its own worker thread (default true; config.storeThread). */
  thread?: boolean | undefined;
}

export async function openStore(opts: OpenStoreOptions): Promise<Store> {
  if (opts.mongoUri) {
    return MongoStore.connect({ uri: opts.mongoUri, ...(opts.mongoDbName ? { dbName: opts.mongoDbName } : {}) });
  }
  return opts.thread === false ? new SqliteStore({ dataDir: opts.dataDir }) : ThreadedSqliteStore.open({ dataDir: opts.dataDir });
}
