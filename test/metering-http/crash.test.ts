/**
 * Nothing lost on a crash (issue 10): a service process SIGKILLed between the charge and the
 * answer leaves a reservation (the charge and a pending usage record, written together); the
 * next start refunds it once it is older than ORPHAN_RESERVATION_AGE_MS, so the usage log and
 * the credit counters agree. A real child process, a real kill.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { buildApp } from '../../runtime/src/app.js';
import { ORPHAN_RESERVATION_AGE_MS } from '../../runtime/src/http/access.js';
import { issueKey } from '../../runtime/src/access/key-format.js';
import { ManualClock } from '../../runtime/src/services/system-clock.js';
import { SqliteStore } from '../../runtime/src/store/sqlite-store.js';
import type { Registry } from '../../runtime/src/registry.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-crash-'));
t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = path.join(dir, 'celestial.sqlite');
const EMPTY: Registry = { operations: [], byKey: new Map() };

/** A service start (no requests) on the file at `at`: its onReady settles orphaned reservations. */
async function startAt(at: number): Promise<void> {
  const s = new SqliteStore({ file });
  const app = await buildApp({ logger: false }, { store: s, registry: EMPTY, services: { Clock: new ManualClock(new Date(at)) } });
  await app.ready();
  await app.close();
  await s.close();
}

t.test('a process killed mid-request: the charge is kept until the next start refunds it', async (t) => {
  const store = new SqliteStore({ file });
  t.teardown(() => store.close());
  const started = Date.now();
  await store.createAccount({ id: 'acc', name: 'A', plan: 'free', createdAt: started });
  const issued = issueKey('secret', 'live');
  await store.createKey({
    id: 'key', accountId: 'acc', class: 'secret', mode: 'live', hash: issued.hash, prefix: issued.prefix, first4: issued.first4, last4: issued.last4,
    name: 'k', origin_restriction: { type: 'server-only', allowed_origins: [] }, credits_cap_cycle: null, allowed_endpoints: null, isMaster: false, createdAt: started,
  });
  const cycle = Date.UTC(new Date(started).getUTCFullYear(), new Date(started).getUTCMonth(), 1);

  const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'crash-child.ts'), file], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let out = '';
  let err = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      const m = /port (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`the service exited ${code}: ${err}`)));
  });
  const request = fetch(`http://127.0.0.1:${port}/v1/test-only/slow`, { method: 'POST', headers: { 'x-api-key': issued.value, 'content-type': 'application/json' }, body: '{"n":1}' }).catch((e: unknown) => e);

  // Wait until the call is charged (the handler never answers), then kill the process.
  const deadline = Date.now() + 60_000;
  while ((await store.creditsUsed('acc', cycle)) === 0) {
    if (Date.now() > deadline) throw new Error(`the call was never charged: ${err}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  t.type(await request, Error, 'the caller got no answer');

  t.equal(await store.creditsUsed('acc', cycle), 20, 'the charge survived the kill');
  const window = [started - 1, Date.now() + 1] as const;
  t.same(await store.keyUsageTotals('key', ...window), { requests: 1, credits: 20 }, 'and its reservation with it: usage agrees with credits');

  // A start within the age limit leaves it (it could be another instance's call in flight).
  await startAt(Date.now() + 60_000);
  t.equal(await store.creditsUsed('acc', cycle), 20, 'a younger reservation is left alone');

  await startAt(Date.now() + ORPHAN_RESERVATION_AGE_MS + 1000);
  t.equal(await store.creditsUsed('acc', cycle), 0, 'the next start refunded the unanswered call');
  t.same(await store.keyUsageTotals('key', ...window), { requests: 1, credits: 0 }, 'its record stays, at 0 credits: usage agrees with credits');
  await startAt(Date.now() + 2 * ORPHAN_RESERVATION_AGE_MS);
  t.equal(await store.creditsUsed('acc', cycle), 0, 'settled once: a later start refunds nothing more');
});
