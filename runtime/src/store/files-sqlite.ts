/**
 * The file area on the embedded engine: bytes in a directory, metadata in `stored_files` on the
 * SqliteStore's connection. A file is written to a temporary name and renamed (atomic on one
 * file system), then its row is upserted; delete removes the row, then the bytes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { checkFileKey } from './files-store.js';
import type { FileMeta, FileStore, StoredFile } from './files-store.js';
import type { Millis } from './store.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS stored_files (
  key TEXT PRIMARY KEY,
  content_type TEXT NOT NULL,
  byte_length INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  metadata TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS stored_files_expiry ON stored_files (expires_at);
`;

interface Row {
  key: string;
  content_type: string;
  byte_length: number;
  created_at: number;
  expires_at: number;
  metadata: string;
}

const metaOf = (r: Row): FileMeta => ({ key: r.key, contentType: r.content_type, byteLength: r.byte_length, createdAt: r.created_at, expiresAt: r.expires_at, metadata: JSON.parse(r.metadata) });

export class SqliteFileStore implements FileStore {
  /** The configured directory, else `files/` beside the database file, else (in memory) a temporary one. */
  static directoryFor(sqliteFile: string, configured?: string): string {
    if (configured) return path.resolve(configured);
    if (sqliteFile !== ':memory:' && sqliteFile !== '') return path.join(path.dirname(path.resolve(sqliteFile)), 'files');
    return fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-files-'));
  }

  constructor(
    private readonly db: Database.Database,
    readonly directory: string,
  ) {
    fs.mkdirSync(directory, { recursive: true });
    db.exec(SCHEMA);
  }

  private pathOf(key: string): string {
    checkFileKey(key);
    return path.join(this.directory, key);
  }

  async put(f: StoredFile): Promise<void> {
    const target = this.pathOf(f.key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
    await fs.promises.writeFile(temp, f.bytes);
    await fs.promises.rename(temp, target);
    this.db
      .prepare(
        `INSERT INTO stored_files (key, content_type, byte_length, created_at, expires_at, metadata) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT(key) DO UPDATE SET content_type = excluded.content_type, byte_length = excluded.byte_length, created_at = excluded.created_at, expires_at = excluded.expires_at, metadata = excluded.metadata`,
      )
      .run(f.key, f.contentType, f.bytes.byteLength, f.createdAt, f.expiresAt, JSON.stringify(f.metadata));
  }

  async head(key: string, now: Millis): Promise<FileMeta | null> {
    checkFileKey(key);
    const row = this.db.prepare<[string, number], Row>('SELECT * FROM stored_files WHERE key = ? AND expires_at > ?').get(key, now);
    return row ? metaOf(row) : null;
  }

  async get(key: string, now: Millis): Promise<StoredFile | null> {
    const meta = await this.head(key, now);
    if (!meta) return null;
    try {
      return { ...meta, bytes: new Uint8Array(await fs.promises.readFile(this.pathOf(key))) };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<boolean> {
    checkFileKey(key);
    const gone = this.db.prepare('DELETE FROM stored_files WHERE key = ?').run(key).changes > 0;
    await fs.promises.rm(this.pathOf(key), { force: true });
    return gone;
  }

  async sweep(now: Millis): Promise<number> {
    const rows = this.db.prepare<[number], { key: string }>('SELECT key FROM stored_files WHERE expires_at <= ?').all(now);
    let n = 0;
    for (const r of rows) if (await this.delete(r.key)) n++;
    return n;
  }
}
