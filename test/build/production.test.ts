/**
 * SLOW (full tier only). The production install the README documents: `npm run build`, the built
 * tree copied without sources or tests (package files, lockfile, .npmrc, dist/, data/,
 * runtime/ephe, manifests/), `npm ci --omit=dev` (no tsx, no TypeScript), then `npm start`
 * answers a real call, and a SIGTERM sent to the npm process reaches node: the listener closes
 * and npm exits 0.
 *
 * The install runs with `--ignore-scripts` and takes the two native addons (better-sqlite3,
 * swisseph) as compiled by this checkout's own `npm ci`, as a multi-stage image build copies
 * them from its build stage: compiling both again from source cost this test about 100 s of
 * its 128 s on the 2-core CI machine, and the checkout's `npm ci` (the first step of .ci/run)
 * already proves they compile from the lockfile with the machine's headers.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { REPO_ROOT } from '../../runtime/src/registry.js';

t.setTimeout(30 * 60_000);

const children = new Set<ChildProcess>();
t.teardown(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** The production dependencies with a compiled part (their install scripts run node-gyp). */
const NATIVE_ADDONS = ['better-sqlite3', 'swisseph'];

/** Runs a command to its end; rejects with its output on a non-zero exit. */
function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve(out);
      else reject(new Error(`${cmd} ${args.join(' ')} exited ${code}:\n${out.slice(-4000)}`));
    });
  });
}

/** The workspaces' folders, from the root package.json's globs (core, runtime, plugins/*, bench). */
function workspaces(): string[] {
  const globs = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
  return globs.flatMap((g) =>
    g.endsWith('/*')
      ? fs.readdirSync(path.join(REPO_ROOT, g.slice(0, -2)), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `${g.slice(0, -2)}/${d.name}`)
      : [g],
  );
}

/** The built tree a production image would hold: no src/, no test/, no node_modules. */
function copyBuiltTree(to: string): void {
  for (const f of ['package.json', 'package-lock.json', '.npmrc']) {
    if (fs.existsSync(path.join(REPO_ROOT, f))) fs.copyFileSync(path.join(REPO_ROOT, f), path.join(to, f));
  }
  fs.cpSync(path.join(REPO_ROOT, 'manifests'), path.join(to, 'manifests'), { recursive: true });
  for (const ws of workspaces()) {
    fs.mkdirSync(path.join(to, ws), { recursive: true });
    fs.copyFileSync(path.join(REPO_ROOT, ws, 'package.json'), path.join(to, ws, 'package.json'));
    for (const dir of ['dist', 'data', 'ephe']) {
      const from = path.join(REPO_ROOT, ws, dir);
      if (fs.existsSync(from)) fs.cpSync(from, path.join(to, ws, dir), { recursive: true, filter: (p) => !p.endsWith('.tsbuildinfo') });
    }
  }
}

t.test('a production install of the built tree starts with npm start and answers', async (t) => {
  await run('npm', ['run', 'build'], REPO_ROOT);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-production-'));
  t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
  copyBuiltTree(dir);
  t.notOk(fs.existsSync(path.join(dir, 'runtime', 'src')), 'no TypeScript sources in the install');
  t.ok(fs.existsSync(path.join(dir, 'runtime', 'dist', 'main.js')), 'the compiled entry point');

  // The registry is reachable (the only network here); npm's cache answers most of it.
  await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund'], dir);
  for (const addon of NATIVE_ADDONS) {
    const installed = path.join(dir, 'node_modules', addon);
    t.ok(fs.existsSync(path.join(installed, 'package.json')), `${addon} is a production dependency`);
    fs.cpSync(path.join(REPO_ROOT, 'node_modules', addon, 'build', 'Release'), path.join(installed, 'build', 'Release'), { recursive: true, filter: (p) => !p.includes(`${path.sep}obj`) });
  }
  t.notOk(fs.existsSync(path.join(dir, 'node_modules', 'tsx')), 'tsx (a devDependency) is not installed');
  t.notOk(fs.existsSync(path.join(dir, 'node_modules', 'typescript')), 'nor TypeScript');

  const key = 'cel_live_ProductionTestKey00000000000000000'.slice(0, 41);
  const dataDir = path.join(dir, 'data');
  const npm = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CELESTIAL_DATA_DIR: dataDir, CELESTIAL_MASTER_KEY: key, CELESTIAL_MASTER_PLAN: 'pro' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(npm);
  let out = '';
  npm.stdout.on('data', (d: Buffer) => (out += d.toString()));
  npm.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line within 60 s:\n${out}`)), 60_000);
    const check = () => {
      const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    npm.stdout.on('data', check);
    npm.stderr.on('data', check);
    void exited.then((code) => reject(new Error(`npm start exited (${code}) before listening:\n${out}`)));
  });
  t.match(out, /> exec node --max-semi-space-size=8 --max-old-space-size=256 --heap-growing-percent=100 --v8-pool-size=1 --conditions=@celestial\/dist runtime\/dist\/main\.js/, 'npm start runs node on dist, with the heap limits of bench:memory');

  const r = await fetch(`http://127.0.0.1:${port}/v1/planets`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key, connection: 'close' },
    body: JSON.stringify({ date: '2000-01-01', time: '12:00:00', latitude: 0, longitude: 0 }),
  });
  t.equal(r.status, 200);
  const body = (await r.json()) as { ok: boolean; data: { planets: { name: string; longitude: number }[]; moment: { ephemeris: string } } };
  t.equal(body.ok, true);
  // The Sun at J2000.0 (2000-01-01 12:00 UT): Meeus, Astronomical Algorithms ch. 25, low-precision
  // method: L0 280.46646, C -0.08426, apparent longitude 280.3725 deg; that method is good to
  // about 0.01 deg, the tolerance here (Swiss Ephemeris gives 280.3689).
  t.equal(body.data.moment.ephemeris, 'swiss', 'the Swiss Ephemeris files under runtime/ephe are found from dist');
  const sun = body.data.planets.find((p) => p.name === 'Sun');
  t.ok(sun && Math.abs(sun.longitude - 280.3725) < 0.01, `the Sun at 280.37 deg (got ${sun?.longitude})`);

  // The built service registers its routes from plugins/<family>/data/*.generated.json and reads
  // the answers' schemas and examples there on the document's first request (runtime/src/registry.ts):
  // the install's data/ folders hold them.
  const doc = await fetch(`http://127.0.0.1:${port}/v1/openapi.json`, { headers: { connection: 'close' } });
  t.equal(doc.status, 200);
  const openapi = (await doc.json()) as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
  t.ok(Object.keys(openapi.paths).length >= 746, 'every operation in the document');
  t.ok(openapi.paths['/v1/chart']?.post?.responses?.['200'], "/v1/chart's answer schema, read from the install's documentation file");

  // SIGTERM to the npm process: npm passes it to node (npm start execs node), which closes.
  npm.kill('SIGTERM');
  t.equal(await exited, 0, 'npm start exits 0 on SIGTERM');
  children.delete(npm);
  t.match(out, /SIGTERM: closing/, 'node itself received the signal');
  const refused = await new Promise<string>((resolve) => {
    const c = net.connect(port, '127.0.0.1');
    c.once('connect', () => {
      c.destroy();
      resolve('connected');
    });
    c.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
  });
  t.equal(refused, 'ECONNREFUSED', 'the listener is closed');
});
