/**
 * The file area on MongoDB: GridFS (the driver's GridFSBucket, bucket `files`). Each file is
 * one GridFS file named by its key, the metadata in its `metadata` member; a put uploads the
 * new file and then deletes the key's older ones, so a reader never sees no file for a key.
 */
import { GridFSBucket } from 'mongodb';
import type { Db } from 'mongodb';
import { checkFileKey } from './files-store.js';
import type { FileMeta, FileStore, StoredFile } from './files-store.js';
import type { Millis } from './store.js';

interface FileDoc {
  _id: unknown;
  filename: string;
  length: number;
  uploadDate: Date;
  metadata?: { contentType: string; createdAt: number; expiresAt: number; owner: Record<string, unknown> };
}

const metaOf = (d: FileDoc): FileMeta => ({
  key: d.filename,
  contentType: d.metadata!.contentType,
  byteLength: d.length,
  createdAt: d.metadata!.createdAt,
  expiresAt: d.metadata!.expiresAt,
  metadata: d.metadata!.owner,
});

export class MongoFileStore implements FileStore {
  private constructor(
    private readonly db: Db,
    private readonly bucket: GridFSBucket,
  ) {}

  static async open(db: Db): Promise<MongoFileStore> {
    const bucket = new GridFSBucket(db, { bucketName: 'files' });
    await db.collection('files.files').createIndex({ filename: 1 });
    await db.collection('files.files').createIndex({ 'metadata.expiresAt': 1 });
    return new MongoFileStore(db, bucket);
  }

  private async docs(key: string): Promise<FileDoc[]> {
    return (await this.db.collection<FileDoc>('files.files').find({ filename: key }).sort({ uploadDate: -1, _id: -1 }).toArray()) as FileDoc[];
  }

  async put(f: StoredFile): Promise<void> {
    checkFileKey(f.key);
    const older = await this.docs(f.key);
    await new Promise<void>((resolve, reject) => {
      const up = this.bucket.openUploadStream(f.key, { metadata: { contentType: f.contentType, createdAt: f.createdAt, expiresAt: f.expiresAt, owner: f.metadata } });
      up.once('error', reject);
      up.once('finish', () => resolve());
      up.end(Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength));
    });
    for (const d of older) await this.bucket.delete(d._id as never).catch(() => {});
  }

  async head(key: string, now: Millis): Promise<FileMeta | null> {
    checkFileKey(key);
    const d = (await this.docs(key))[0];
    return d?.metadata && d.metadata.expiresAt > now ? metaOf(d) : null;
  }

  async get(key: string, now: Millis): Promise<StoredFile | null> {
    checkFileKey(key);
    const d = (await this.docs(key))[0];
    if (!d?.metadata || d.metadata.expiresAt <= now) return null;
    const chunks: Buffer[] = [];
    for await (const c of this.bucket.openDownloadStream(d._id as never)) chunks.push(c as Buffer);
    return { ...metaOf(d), bytes: new Uint8Array(Buffer.concat(chunks)) };
  }

  async delete(key: string): Promise<boolean> {
    checkFileKey(key);
    const docs = await this.docs(key);
    for (const d of docs) await this.bucket.delete(d._id as never).catch(() => {});
    return docs.length > 0;
  }

  async sweep(now: Millis): Promise<number> {
    const expired = (await this.db.collection<FileDoc>('files.files').find({ 'metadata.expiresAt': { $lte: now } }).toArray()) as FileDoc[];
    for (const d of expired) await this.bucket.delete(d._id as never).catch(() => {});
    return new Set(expired.map((d) => d.filename)).size;
  }
}
