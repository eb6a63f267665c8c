/**
 * The Store's file area (issue 17: report files "kept in the store's file area ... and served
 * until they expire"): put, get and delete of a file under a key, each file with an expiry, and
 * a sweep of the expired. Two adapters on the same database as the rest of the Store:
 * - SQLite (the embedded default): the bytes in a directory, one file per key, the metadata in
 *   a `stored_files` table on the SqliteStore's connection (files-sqlite.ts). The directory is
 *   CELESTIAL_FILES_DIR, else `files/` beside the SQLite file, else (an in-memory store, as in
 *   tests) a fresh temporary directory.
 * - MongoDB: GridFS (the driver's GridFSBucket, bucket `files`), the metadata in the GridFS
 *   file document (files-mongo.ts).
 *
 * Like events-store.ts this is a port beside `Store` reached through `fileStoreOf(store)` rather
 * than new members of the Store interface: the two Store classes stay as they are (an additive
 * change) and the file area is opened only by the processes that use it. test/store/files.test.ts
 * runs one contract on both engines (FerretDB for MongoDB when MONGODB_TEST_URI is set).
 *
 * Rules: time is passed in (epoch ms), the store never reads the clock; an expired file is
 * answered as absent by get() even before the sweep removes it; put() replaces a key.
 */
import type { Millis, Store } from './store.js';

export interface FileMeta {
  key: string;
  contentType: string;
  byteLength: number;
  createdAt: Millis;
  expiresAt: Millis;
  /** What the owner keeps with the file (account, report kind ...); plain JSON. */
  metadata: Record<string, unknown>;
}

export interface StoredFile extends FileMeta {
  bytes: Uint8Array;
}

export interface FileStore {
  put(file: StoredFile): Promise<void>;
  /** The file, or null when absent or expired at `now`. */
  get(key: string, now: Millis): Promise<StoredFile | null>;
  /** The metadata alone (no bytes read), under the same rule. */
  head(key: string, now: Millis): Promise<FileMeta | null>;
  delete(key: string): Promise<boolean>;
  /** Deletes the files whose expiresAt <= now; returns how many. */
  sweep(now: Millis): Promise<number>;
}

/** Keys are path-like (`reports/<account>/<id>.pdf`): letters, digits and `-_./`, no `..`. */
export function checkFileKey(key: string): void {
  if (!/^[A-Za-z0-9_\-./]{1,300}$/.test(key) || key.includes('..') || key.startsWith('/')) throw new Error(`bad file key: ${key}`);
}

const opened = new WeakMap<Store, Promise<FileStore>>();

/** The FileStore on the same database as `store` (one per store object); `dir` overrides the SQLite directory. */
export function fileStoreOf(store: Store, dir?: string): Promise<FileStore> {
  const known = opened.get(store);
  if (known) return known;
  const made = (async (): Promise<FileStore> => {
    if (store.engine === 'sqlite') {
      const { SqliteFileStore } = await import('./files-sqlite.js');
      const s = store as unknown as { connection: import('better-sqlite3').Database; file: string };
      return new SqliteFileStore(s.connection, SqliteFileStore.directoryFor(s.file, dir ?? process.env.CELESTIAL_FILES_DIR));
    }
    const { MongoFileStore } = await import('./files-mongo.js');
    return MongoFileStore.open((store as unknown as { db: import('mongodb').Db }).db);
  })();
  opened.set(store, made);
  return made;
}
