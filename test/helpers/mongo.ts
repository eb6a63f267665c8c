/**
 * A real MongoDB-protocol server for the mongodb suites: MONGODB_TEST_URI when given (.ci/run
 * starts FerretDB once and exports it, so parallel test files share one server), else a
 * FerretDB already running, else one started here through scripts/ferretdb.sh and stopped when
 * the file ends. Without the FerretDB binary a file is skipped, except under CI=true, where it
 * is built and a failure fails the run: the suite never silently skips in CI.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { MongoStore } from '../../runtime/src/store/mongo-store.js';
import type { Store } from '../../runtime/src/store/store.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPT = path.join(ROOT, 'scripts', 'ferretdb.sh');
export const CI = /^(1|true|yes)$/i.test(process.env.CI ?? '');

export function ferretdb(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [SCRIPT, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, out: out.trim(), err: err.trim() }));
  });
}

export async function mongoServer(t: { setTimeout(ms: number): void }): Promise<{ uri: string; startedHere: boolean } | { skip: string }> {
  const given = process.env.MONGODB_TEST_URI;
  if (given) return { uri: given, startedHere: false };
  const running = await ferretdb('status');
  if (running.code === 0) return { uri: running.out, startedHere: false };
  const bin = (await ferretdb('bin')).out;
  if (!fs.existsSync(bin)) {
    if (!CI) return { skip: `no MONGODB_TEST_URI and FerretDB is not installed (${bin}); run scripts/ferretdb.sh install, or set MONGODB_TEST_URI` };
    t.setTimeout(30 * 60_000); // building FerretDB takes minutes
  }
  const started = await ferretdb('start');
  if (started.code !== 0) throw new Error(`scripts/ferretdb.sh start failed (${started.code}):\n${started.err}`);
  return { uri: started.out.split('\n').pop()!, startedHere: true };
}

/**
 * The scaffolding of a mongodb suite: the server (or a skip), one new database per `open()`,
 * a second connection to the same database by `reopen()`, and every database dropped when the
 * file ends. Returns null when the file is skipped.
 */
export async function mongoDatabases(
  t: { setTimeout(ms: number): void; plan(n: number, comment?: string): void; teardown(fn: () => unknown): void },
  prefix: string,
): Promise<{ uri: string; open(): Promise<MongoStore>; reopen(store: Store): Promise<MongoStore>; dbOf(store: Store): string } | null> {
  const server = await mongoServer(t);
  if ('skip' in server) {
    t.plan(0, server.skip);
    return null;
  }
  const { uri, startedHere } = server;
  const dbNames: string[] = [];
  let n = 0;
  t.teardown(async () => {
    const client = await MongoClient.connect(uri);
    for (const name of dbNames) await client.db(name).dropDatabase().catch(() => {});
    await client.close();
    if (startedHere) await ferretdb('stop');
  });
  const dbOf = (s: Store): string => (s as MongoStore).db.databaseName;
  return {
    uri,
    dbOf,
    async open() {
      const dbName = `${prefix}_${process.pid}_${++n}`;
      dbNames.push(dbName);
      return MongoStore.connect({ uri, dbName });
    },
    reopen: (s) => MongoStore.connect({ uri, dbName: dbOf(s) }),
  };
}
