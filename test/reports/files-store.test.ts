/**
 * The Store's file area (runtime/src/store/files-*.ts) on both engines: put, head, get, replace,
 * delete, expiry (absent once expired, removed by the sweep) and refused keys. SQLite in a temp
 * directory; MongoDB (GridFS) on MONGODB_TEST_URI or FerretDB as the store suites do.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { SqliteStore } from '../../runtime/src/store/sqlite-store.js';
import { fileStoreOf } from '../../runtime/src/store/files-store.js';
import type { FileStore } from '../../runtime/src/store/files-store.js';
import type { Store } from '../../runtime/src/store/store.js';
import { mongoDatabases } from '../helpers/mongo.js';

function contract(t: typeof import("tap").default, name: string, open: () => Promise<{ store: Store; files: FileStore }>) {
  t.test(name, async (t) => {
    const { store, files } = await open();
    const bytes = new TextEncoder().encode('%PDF-1.4 hello');
    const key = 'reports/acc-1/rpt_0123456789abcdef01234567.pdf';
    await files.put({ key, contentType: 'application/pdf', byteLength: bytes.byteLength, createdAt: 1000, expiresAt: 5000, metadata: { accountId: 'acc-1', pageCount: 2 }, bytes });
    t.same(await files.head(key, 2000), { key, contentType: 'application/pdf', byteLength: 14, createdAt: 1000, expiresAt: 5000, metadata: { accountId: 'acc-1', pageCount: 2 } });
    t.equal(new TextDecoder().decode((await files.get(key, 2000))!.bytes), '%PDF-1.4 hello');
    t.equal(await files.get(key, 5000), null, 'expired at expiresAt');
    t.equal(await files.head('reports/acc-1/none.pdf', 2000), null);
    const again = new TextEncoder().encode('second');
    await files.put({ key, contentType: 'text/html', byteLength: 6, createdAt: 3000, expiresAt: 9000, metadata: {}, bytes: again });
    t.equal(new TextDecoder().decode((await files.get(key, 6000))!.bytes), 'second', 'put replaces');
    const other = 'reports/acc-2/x.html';
    await files.put({ key: other, contentType: 'text/html', byteLength: 1, createdAt: 0, expiresAt: 100, metadata: {}, bytes: new Uint8Array([65]) });
    t.equal(await files.sweep(500), 1, 'the sweep removes the expired file');
    t.equal(await files.head(other, 0), null, 'gone even for an earlier clock');
    t.ok(await files.delete(key));
    t.notOk(await files.delete(key));
    t.equal(await files.get(key, 6000), null);
    await t.rejects(files.put({ key: '../escape', contentType: 'x', byteLength: 1, createdAt: 0, expiresAt: 1, metadata: {}, bytes: new Uint8Array([1]) }), /bad file key/);
    await store.close();
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-test-'));
t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
contract(t, 'SQLite: a directory and the stored_files table', async () => {
  const store = new SqliteStore({ dataDir: dir });
  const files = await fileStoreOf(store);
  t.ok(fs.existsSync(path.join(dir, 'files')), 'files/ beside the SQLite file');
  return { store, files };
});

const mongo = await mongoDatabases(t, 'celestial_files');
if (mongo) contract(t, 'MongoDB: GridFS', async () => {
  const store = await mongo.open();
  return { store, files: await fileStoreOf(store) };
});
