/**
 * Start-up of the built service (`npm run build` first): spawns what `npm start` runs
 * (node --conditions=@celestial/dist runtime/dist/main.js), polls every 5 ms until a real call
 * (POST /v1/planets with the master key) answers 200, and reports the time from spawn to that
 * first answer and the process's resident memory (VmRSS) then and one second later.
 *
 *   node --import tsx bench/startup.ts [runs=7]
 *   node --import tsx bench/startup.ts lazy-vs-eager [pairs=4]
 *
 * The first run starts on an empty data directory (the store is created, the master key
 * hashed); the others restart on it. Targets (issue 11): first answer under 1.5 s, RSS under
 * 160 MB. Figures: bench/RESULTS-startup.md.
 *
 * `lazy-vs-eager` compares, on the same built tree and alternating so that both see the same
 * machine load, a process that registers the operations from their declarations (what the built
 * service does: runtime/src/registry.ts) with one that imports every operation module first
 * (loadRegistry({ lazy: false }), the start before the declarations): each builds the app
 * in-process, answers one POST /v1/planets through inject (no socket), and reports its CPU
 * time (process.cpuUsage) and RSS then; CPU time depends less on the load of a shared machine
 * than wall time does.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = path.join(ROOT, 'runtime', 'dist', 'main.js');
const KEY = 'cel_live_StartupBenchKey0000000000000000000'.slice(0, 41);
const BODY = JSON.stringify({ date: '2000-01-01', time: '12:00:00', latitude: 0, longitude: 0 });

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** CPU time (user + system) a process has used, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  // Fields after the command name in parentheses: state is field 3, utime 14, stime 15.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** VmRSS of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}

interface Run {
  firstAnswerMs: number;
  /** CPU the server used until its first answer: what the wall time is on an idle machine, less the waits. */
  cpuMs: number;
  rssMb: number;
  rssAfter1sMb: number;
}

async function once(dataDir: string): Promise<Run> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--conditions=@celestial/dist', MAIN], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CELESTIAL_DATA_DIR: dataDir, CELESTIAL_MASTER_KEY: KEY, CELESTIAL_MASTER_PLAN: 'pro', CELESTIAL_LOG: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited ${child.exitCode}`);
      if (performance.now() - t0 > 60_000) throw new Error('no answer within 60 s');
      try {
        const r = await fetch(`http://127.0.0.1:${port}/v1/planets`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': KEY }, body: BODY });
        const text = await r.text();
        if (r.status !== 200 || !text.includes('"Sun"')) throw new Error(`first answer ${r.status}: ${text.slice(0, 300)}`);
        break;
      } catch (e) {
        if ((e as Error).message.startsWith('first answer')) throw e;
        await new Promise((r) => setTimeout(r, 5));
      }
    }
    const firstAnswerMs = performance.now() - t0;
    const cpu = cpuMs(child.pid!);
    const rss = rssMb(child.pid!);
    await new Promise((r) => setTimeout(r, 1000));
    return { firstAnswerMs, cpuMs: cpu, rssMb: rss, rssAfter1sMb: rssMb(child.pid!) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

/** One in-process start of the built app (see the head of this file); prints one JSON line. */
const dist = (file: string) => JSON.stringify(pathToFileURL(path.join(ROOT, 'runtime', 'dist', file)).href);
const IN_PROCESS = `
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
const lazy = process.argv[2] === 'lazy';
const { loadConfig } = await import(${dist('config.js')});
const { loadRegistry } = await import(${dist('registry.js')});
const { buildApp } = await import(${dist('app.js')});
const { bootstrapMasterAccount } = await import(${dist('bootstrap.js')});
const before = process.cpuUsage();
const registry = await loadRegistry({ lazy });
const registryCpu = process.cpuUsage(before);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-startup-'));
const app = await buildApp({ ...loadConfig(), dataDir, logger: false }, { registry });
await bootstrapMasterAccount(app.store, { masterKey: ${JSON.stringify(KEY)}, masterPlan: 'pro' }, Date.now());
const r = await app.inject({ method: 'POST', url: '/v1/planets', headers: { 'content-type': 'application/json', 'x-api-key': ${JSON.stringify(KEY)} }, payload: ${BODY} });
const cpu = process.cpuUsage();
process.stdout.write(JSON.stringify({ status: r.statusCode, wallMs: performance.now(), cpuMs: (cpu.user + cpu.system) / 1000, registryCpuMs: (registryCpu.user + registryCpu.system) / 1000, rssMb: process.memoryUsage().rss / 1048576 }) + '\\n');
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
`;

function inProcess(script: string, mode: 'lazy' | 'eager'): Promise<{ status: number; wallMs: number; cpuMs: number; registryCpuMs: number; rssMb: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=@celestial/dist', script, mode], { cwd: ROOT, env: { ...process.env, CELESTIAL_LOG: 'off' }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!)) : reject(new Error(`${mode} start exited ${code}: ${out}`))));
  });
}

async function lazyVersusEager(pairs: number): Promise<void> {
  const seen: Record<'lazy' | 'eager', { cpuMs: number; registryCpuMs: number; rssMb: number }[]> = { lazy: [], eager: [] };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-startup-script-'));
  const script = path.join(dir, 'start.mjs');
  fs.writeFileSync(script, IN_PROCESS);
  try {
    for (let i = 0; i < pairs; i++) {
      for (const mode of ['eager', 'lazy'] as const) {
        const r = await inProcess(script, mode);
        if (r.status !== 200) throw new Error(`${mode}: POST /v1/planets answered ${r.status}`);
        seen[mode].push(r);
        process.stdout.write(`${mode.padEnd(5)}  first answer ${r.wallMs.toFixed(0).padStart(5)} ms after start, CPU ${r.cpuMs.toFixed(0).padStart(5)} ms (loading the registry ${r.registryCpuMs.toFixed(0).padStart(4)} ms)   RSS ${r.rssMb.toFixed(1)} MB\n`);
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const mode of ['eager', 'lazy'] as const) {
    const rs = seen[mode];
    process.stdout.write(`${mode}: CPU median ${median(rs.map((r) => r.cpuMs)).toFixed(0)} ms, of which the registry ${median(rs.map((r) => r.registryCpuMs)).toFixed(0)} ms; RSS median ${median(rs.map((r) => r.rssMb)).toFixed(1)} MB\n`);
  }
}

if (!fs.existsSync(MAIN)) {
  process.stderr.write(`${path.relative(ROOT, MAIN)} is missing: run npm run build first\n`);
  process.exit(1);
}
if (process.argv[2] === 'lazy-vs-eager') {
  await lazyVersusEager(Number(process.argv[3] ?? 4));
  process.stdout.write(`machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? '?'}, node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
  process.exit(0);
}
const runs = Number(process.argv[2] ?? 7);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-startup-'));
try {
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await once(dataDir);
    results.push(r);
    process.stdout.write(`${i === 0 ? 'fresh  ' : 'restart'}  first answer ${r.firstAnswerMs.toFixed(0).padStart(5)} ms (CPU ${String(r.cpuMs).padStart(5)} ms)   RSS ${r.rssMb.toFixed(1)} MB (1 s later ${r.rssAfter1sMb.toFixed(1)} MB)\n`);
  }
  const restarts = results.slice(1).map((r) => r.firstAnswerMs).sort((a, b) => a - b);
  if (restarts.length > 0) {
    const median = restarts[Math.floor(restarts.length / 2)]!;
    const maxRss = Math.max(...results.map((r) => Math.max(r.rssMb, r.rssAfter1sMb)));
    const cpu = results.slice(1).map((r) => r.cpuMs).sort((a, b) => a - b);
    process.stdout.write(
      `restarts: first answer median ${median.toFixed(0)} ms, min ${restarts[0]!.toFixed(0)} ms, max ${restarts.at(-1)!.toFixed(0)} ms; ` +
        `CPU median ${cpu[Math.floor(cpu.length / 2)]} ms; highest RSS ${maxRss.toFixed(1)} MB\n`,
    );
  }
  process.stdout.write(`machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? '?'}, node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
