/**
 * `npm start` on its embedded default: a master key is generated and printed once on the first
 * start (only its hash is stored), not on the next; CELESTIAL_MASTER_KEY sets the default
 * account's master key instead.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { REPO_ROOT } from '../runtime/src/registry.js';

interface Started {
  printedKey: string | null;
  port: number;
  stop(): Promise<void>;
}

/** Every server this file starts; teardown kills any still running, so no failure can hang tap. */
const children = new Set<ChildProcess>();
t.teardown(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** Stops a server with SIGTERM (its own graceful close); SIGKILL if it has not exited in 10 s. */
function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      children.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function start(env: Record<string, string>): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'runtime/src/main.ts'], {
      cwd: REPO_ROOT, env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let out = '';
    // Generous: a start takes about 4 s here, but CI runs this beside other suites on a
    // loaded machine. On expiry the server is killed, so the failure is reported, not a hang.
    const timer = setTimeout(() => {
      void stopChild(child);
      reject(new Error(`no listening line within 120 s:\n${out}`));
    }, 120_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        const key = /^\s+(cel_live_[0-9A-Za-z]{32})\s*$/m.exec(out)?.[1] ?? null;
        resolve({ printedKey: key, port: Number(m[1]), stop: () => stopChild(child) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      reject(new Error(`the server exited (${code ?? signal}) before listening:\n${out}`));
    });
  });
}

const planets = (port: number, key: string) =>
  fetch(`http://127.0.0.1:${port}/v1/planets`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ date: '2000-01-01', time: '12:00:00', latitude: 0, longitude: 0 }),
  });

t.test('a generated master key is printed once and works', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-start-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const first = await start({ CELESTIAL_DATA_DIR: dataDir, CELESTIAL_MASTER_KEY: '' });
  t.ok(first.printedKey, 'printed on the first start');
  t.equal((await planets(first.port, first.printedKey!)).status, 200);
  await first.stop();
  t.ok(fs.existsSync(path.join(dataDir, 'celestial.sqlite')), 'the embedded SQLite store is under CELESTIAL_DATA_DIR');
  t.notOk(fs.readFileSync(path.join(dataDir, 'celestial.sqlite')).includes(Buffer.from(first.printedKey!)), 'only the hash is stored');
  const second = await start({ CELESTIAL_DATA_DIR: dataDir, CELESTIAL_MASTER_KEY: '' });
  t.equal(second.printedKey, null, 'not printed again');
  t.equal((await planets(second.port, first.printedKey!)).status, 200, 'the key survives a restart');
  await second.stop();
});

t.test('CELESTIAL_MASTER_KEY and CELESTIAL_MASTER_PLAN set the default account', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-start-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const key = 'cel_live_EnvMasterKey000000000000000000000'.slice(0, 41);
  const s = await start({ CELESTIAL_DATA_DIR: dataDir, CELESTIAL_MASTER_KEY: key, CELESTIAL_MASTER_PLAN: 'pro' });
  t.equal(s.printedKey, null);
  const r = await planets(s.port, key);
  t.equal(r.status, 200);
  t.equal(r.headers.get('x-credits-limit'), '800000', 'the Pro plan budget');
  await s.stop();
});
