/**
 * runtime/src/main.ts on its embedded default, started as `npm run dev` does (the TypeScript
 * sources through tsx; the compiled `npm start` is test/build/production.test.ts, slow): a
 * master key is generated and printed once on the first start (only its hash is stored), not on
 * the next; CELESTIAL_MASTER_KEY sets the default account's master key instead; SIGTERM lets a
 * request in flight finish, closes idle keep-alive sockets, exits 0 and releases the port.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { REPO_ROOT } from '../runtime/src/registry.js';

interface Started {
  printedKey: string | null;
  port: number;
  child: ChildProcess;
  /** Everything the server has written to stdout and stderr so far. */
  output(): string;
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
        resolve({ printedKey: key, port: Number(m[1]), child, output: () => out, stop: () => stopChild(child) });
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
      // After a listening line this is a no-op (the promise is settled).
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

/** A raw HTTP/1.1 connection: what the server sent, and when it closed the socket. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8').on('data', (d: string) => (received += d));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  return { socket, connected, closed, received: () => received };
}

/** Resolves when `cond()` holds, polling every 20 ms; rejects after `ms`. */
async function until(cond: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

// One server for both (each start of the sources costs seconds): the environment's key and
// plan, then the shutdown.
t.test('CELESTIAL_MASTER_KEY and CELESTIAL_MASTER_PLAN set the default account; SIGTERM lets a request in flight complete, closes an idle keep-alive socket, exits 0 and frees the port', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-start-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const key = 'cel_live_EnvMasterKey000000000000000000000'.slice(0, 41);
  const s = await start({ CELESTIAL_DATA_DIR: dataDir, CELESTIAL_MASTER_KEY: key, CELESTIAL_MASTER_PLAN: 'pro' });
  t.equal(s.printedKey, null);
  const r = await planets(s.port, key);
  t.equal(r.status, 200);
  t.equal(r.headers.get('x-credits-limit'), '800000', 'the Pro plan budget');
  await r.arrayBuffer();

  // An idle keep-alive connection: one request answered, the socket left open.
  const idle = rawConnection(s.port);
  await idle.connected;
  idle.socket.write(`GET /v1/plans HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  await until(() => /\r\n\r\n[\s\S]*"data"/.test(idle.received()), 30_000, 'the keep-alive answer');
  t.match(idle.received(), /^HTTP\/1\.1 200 /);

  // A request in flight: its headers are in, half of its body is not yet sent when SIGTERM arrives.
  const body = JSON.stringify({ date: '2000-01-01', time: '12:00:00', latitude: 0, longitude: 0 });
  const half = Math.floor(body.length / 2);
  const inFlight = rawConnection(s.port);
  await inFlight.connected;
  inFlight.socket.write(
    `POST /v1/planets HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Api-Key: ${key}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  await new Promise((r) => setTimeout(r, 300));
  const exited = new Promise<number | null>((resolve) => s.child.once('exit', (code) => resolve(code)));
  s.child.kill('SIGTERM');
  await until(() => s.output().includes('SIGTERM: closing'), 10_000, 'the closing log line');

  // The listener is closed: a new connection is refused.
  const refused = await new Promise<string>((resolve) => {
    const c = net.connect(s.port, '127.0.0.1');
    c.once('connect', () => { c.destroy(); resolve('connected'); });
    c.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
  });
  t.equal(refused, 'ECONNREFUSED', 'no new connections after SIGTERM');
  await idle.closed;
  t.pass('the idle keep-alive socket was closed by the server');

  // The rest of the body: the request is answered in full.
  inFlight.socket.write(body.slice(half));
  await until(() => /\r\n\r\n/.test(inFlight.received()) && inFlight.received().includes('"moment"'), 30_000, 'the in-flight answer');
  const [head, payload] = inFlight.received().split('\r\n\r\n', 2) as [string, string];
  t.match(head, /^HTTP\/1\.1 200 /, 'the in-flight request answers 200');
  const json = JSON.parse(payload.replace(/^[0-9a-f]+\r\n/, '').replace(/\r\n0\r\n$/, '')) as { data: { planets?: { name?: string }[] } };
  t.ok(JSON.stringify(json.data).includes('Sun'), 'with the planets of the request');
  t.equal(await exited, 0, 'the process exits 0', { output: s.output().slice(-2000) });
  children.delete(s.child);

  // The port is released: this process can listen on it.
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(s.port, '127.0.0.1', () => resolve());
  });
  t.pass(`port ${s.port} is free`);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
