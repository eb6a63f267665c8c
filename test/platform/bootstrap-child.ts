/**
 * One process of the bootstrap race (test/platform/bootstrap.test.ts): opens the SQLite file
 * given, says `ready`, waits for `go` on stdin, bootstraps the default account and prints the
 * result (or the error) as one JSON line.
 */
import { SqliteStore } from '../../runtime/src/store/sqlite-store.js';
import { bootstrapMasterAccount } from '../../runtime/src/bootstrap.js';

const [file, masterKey] = process.argv.slice(2);
const store = new SqliteStore({ file: file! });
process.stdout.write('ready\n');
process.stdin.once('data', async () => {
  try {
    const r = await bootstrapMasterAccount(store, { masterKey: masterKey || undefined }, Date.now());
    process.stdout.write(JSON.stringify({ ok: true, generatedKey: r.generatedKey }) + '\n');
  } catch (err) {
    process.stdout.write(JSON.stringify({ ok: false, error: String(err) }) + '\n');
  }
  await store.close();
  process.exit(0);
});
