/**
 * The default account at start-up (runtime/src/bootstrap.ts): idempotent when several
 * processes start on one fresh SQLite file at once (issue 10), created on a plan that lets a
 * first session make 100 calls a minute, with CELESTIAL_MASTER_PLAN applied only when set (issue 11).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { bootstrapMasterAccount, DEFAULT_ACCOUNT_ID, DEFAULT_MASTER_PLAN } from '../../runtime/src/bootstrap.js';
import { loadConfig } from '../../runtime/src/config.js';
import { issueKey } from '../../runtime/src/access/key-format.js';
import { planLimits } from '../../runtime/src/metering/plans.js';
import { ManualClock } from '../../runtime/src/services/system-clock.js';
import { SqliteStore } from '../../runtime/src/store/sqlite-store.js';
import { buildApp } from '../../runtime/src/app.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-boot-'));
t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
const freshFile = () => path.join(dir, `boot-${++n}.sqlite`);

/** Starts `count` processes on `file`, releases them together, returns each one's JSON line. */
async function race(file: string, count: number, masterKey = ''): Promise<{ ok: boolean; generatedKey?: string | null; error?: string }[]> {
  const children = Array.from({ length: count }, () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'bootstrap-child.ts'), file, masterKey], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => out.includes('ready\n') && resolve());
      child.once('exit', (code) => reject(new Error(`child exited ${code} before ready: ${err}`)));
    });
    const done = new Promise<string>((resolve, reject) => child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`child exited ${code}: ${err}`)))));
    done.catch(() => {});
    return { child, ready, done };
  });
  await Promise.all(children.map((c) => c.ready));
  for (const c of children) c.child.stdin.end('go\n');
  const outs = await Promise.all(children.map((c) => c.done));
  return outs.map((o) => JSON.parse(o.trim().split('\n').pop()!));
}

t.test('processes starting at once on a fresh SQLite file: one account, one master key, nobody crashes', async (t) => {
  const file = freshFile();
  new SqliteStore({ file }).close(); // the schema exists, the account does not
  const results = await race(file, 4);
  t.same(results.map((r) => r.ok), [true, true, true, true], 'every process started');
  const generated = results.filter((r) => r.generatedKey);
  t.equal(generated.length, 1, 'exactly one process generated (and prints) the master key');
  const store = new SqliteStore({ file });
  t.teardown(() => store.close());
  const account = await store.getAccount(DEFAULT_ACCOUNT_ID);
  t.equal(account?.plan, DEFAULT_MASTER_PLAN);
  const keys = await store.listKeys(DEFAULT_ACCOUNT_ID);
  t.equal(keys.filter((k) => k.isMaster && k.status === 'active').length, 1, 'one active master key');
});

t.test('the same CELESTIAL_MASTER_KEY from several processes at once: one key record', async (t) => {
  const file = freshFile();
  new SqliteStore({ file }).close();
  const key = issueKey('secret', 'live').value;
  const results = await race(file, 3, key);
  t.same(results, [{ ok: true, generatedKey: null }, { ok: true, generatedKey: null }, { ok: true, generatedKey: null }]);
  const store = new SqliteStore({ file });
  t.teardown(() => store.close());
  const keys = await store.listKeys(DEFAULT_ACCOUNT_ID);
  t.equal(keys.length, 1);
  t.equal(keys[0]!.status, 'active');
});

t.test('two bootstraps interleaved on two connections of one file', async (t) => {
  const file = freshFile();
  const a = new SqliteStore({ file });
  const b = new SqliteStore({ file });
  t.teardown(async () => {
    await a.close();
    await b.close();
  });
  const [x, y] = await Promise.all([bootstrapMasterAccount(a, {}, 1), bootstrapMasterAccount(b, {}, 1)]);
  t.equal([x.generatedKey, y.generatedKey].filter(Boolean).length, 1);
  t.equal((await a.listKeys(DEFAULT_ACCOUNT_ID)).length, 1);
});

t.test('the master plan: Starter on a fresh store; CELESTIAL_MASTER_PLAN applied only when set', async (t) => {
  const store = new SqliteStore({ file: freshFile() });
  t.teardown(() => store.close());
  await bootstrapMasterAccount(store, {}, 1);
  const fresh = (await store.getAccount(DEFAULT_ACCOUNT_ID))!;
  t.equal(fresh.plan, 'starter');
  t.ok(planLimits(fresh).ratePerMin >= 100, `${planLimits(fresh).ratePerMin} calls a minute`);
  await store.updateAccount(DEFAULT_ACCOUNT_ID, { plan: 'business' }); // what `npm run cli -- accounts plan default business` does
  await bootstrapMasterAccount(store, { masterPlan: undefined }, 2);
  t.equal((await store.getAccount(DEFAULT_ACCOUNT_ID))!.plan, 'business', 'a restart without the variable keeps the operator\'s plan');
  await bootstrapMasterAccount(store, { masterPlan: 'indie' }, 3);
  t.equal((await store.getAccount(DEFAULT_ACCOUNT_ID))!.plan, 'indie', 'set, it applies');
  const second = new SqliteStore({ file: freshFile() });
  t.teardown(() => second.close());
  await bootstrapMasterAccount(second, { masterPlan: 'free' }, 1);
  t.equal((await second.getAccount(DEFAULT_ACCOUNT_ID))!.plan, 'free', 'set on a fresh store, the account is created on it');
});

t.test('config: CELESTIAL_MASTER_PLAN and the cache variables', async (t) => {
  t.equal(loadConfig({}).masterPlan, undefined);
  t.equal(loadConfig({ CELESTIAL_MASTER_PLAN: 'pro' }).masterPlan, 'pro');
  t.throws(() => loadConfig({ CELESTIAL_MASTER_PLAN: 'gold' }), /CELESTIAL_MASTER_PLAN must be one of/);
  const d = loadConfig({});
  t.same([d.cacheMaxBytes, d.cacheMaxEntries, d.cacheShared], [32 * 1024 * 1024, 20_000, true]);
  const c = loadConfig({ CELESTIAL_CACHE_MAX_BYTES: '1048576', CELESTIAL_CACHE_MAX_ENTRIES: '500', CELESTIAL_CACHE_SHARED: 'off' });
  t.same([c.cacheMaxBytes, c.cacheMaxEntries, c.cacheShared], [1048576, 500, false]);
  t.throws(() => loadConfig({ CELESTIAL_CACHE_MAX_BYTES: '64MB' }), /CELESTIAL_CACHE_MAX_BYTES must be a positive integer/);
  t.throws(() => loadConfig({ CELESTIAL_CACHE_MAX_ENTRIES: '0' }), /CELESTIAL_CACHE_MAX_ENTRIES must be a positive integer/);
  t.equal(d.cacheSharedFromTier, 0, 'every tier shared by default');
  t.equal(loadConfig({ CELESTIAL_CACHE_SHARED_FROM_TIER: '3' }).cacheSharedFromTier, 3);
  t.throws(() => loadConfig({ CELESTIAL_CACHE_SHARED_FROM_TIER: '8' }), /CELESTIAL_CACHE_SHARED_FROM_TIER must be a price tier 0-7/);
});

t.test('a first session: the generated master key makes 100 calls in a minute through HTTP', async (t) => {
  const store = new SqliteStore({ file: freshFile() });
  const clock = new ManualClock(new Date('2026-03-15T12:00:00Z'));
  const boot = await bootstrapMasterAccount(store, {}, clock.now().getTime());
  // buildApp itself, not the test helper: the helper puts the default account on Enterprise.
  const app = await buildApp({ logger: false }, { store, services: { Clock: clock } });
  t.teardown(async () => {
    await app.close();
    await store.close();
  });
  const statuses: number[] = [];
  for (let i = 0; i < 100; i++) {
    const r = await app.inject({ method: 'POST', url: '/v1/horary/via-combusta', headers: { 'x-api-key': boot.generatedKey! }, payload: { moonLongitude: i } });
    statuses.push(r.statusCode);
    clock.advance(500); // 100 calls in 50 s
  }
  t.same([...new Set(statuses)], [200], 'all 100 answered');
  const last = await app.inject({ method: 'POST', url: '/v1/horary/via-combusta', headers: { 'x-api-key': boot.generatedKey! }, payload: { moonLongitude: 200 } });
  t.equal(last.headers['x-ratelimit-limit'], '120');
  t.equal(last.headers['x-ratelimit-remaining'], '19');
});
