/**
 * `npm run bench`: the service's POST /v1/planets and POST /v1/chart against a bare fastify
 * app making the same swisseph calls (bench/bare-app.ts), loaded with autocannon over
 * 127.0.0.1 only. Each server runs in its own child process (bench/server.ts); autocannon
 * runs here. Per case: one status-200 check, a warm-up, then a bounded measured run.
 * Prints a markdown table and writes it, with the machine, to bench/RESULTS.md.
 *
 * The cases run in BENCH_ROUNDS rounds, ours and bare of a route back to back, and each
 * case reports its median round (by req/s) with the min-max range: on a shared machine one
 * 10 s run alone can be off by a factor of two.
 *
 * Environment: BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_WARMUP_SECONDS (3),
 * BENCH_ROUNDS (3).
 * Speed is measured here only; no test asserts it.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);

function envInt(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got ${raw}`);
  return n;
}

const SECONDS = envInt('BENCH_SECONDS', 10, 1);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 10, 1);
const WARMUP_SECONDS = envInt('BENCH_WARMUP_SECONDS', 3, 0);
const ROUNDS = envInt('BENCH_ROUNDS', 3, 1);

/** The birth data every request sends: Kyiv, 15 July 1990, 14:30 at UTC+3. */
const BIRTH = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52 };
const BODY = JSON.stringify(BIRTH);

interface Server {
  kind: 'ours' | 'bare';
  child: ChildProcess;
  port: number;
}

function startServer(kind: 'ours' | 'bare'): Promise<Server> {
  const child = fork(path.join(here, 'server.ts'), [kind], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind} server did not start within 60 s`)), 60_000);
    child.once('message', (m: any) => {
      clearTimeout(timer);
      if (typeof m?.port === 'number' && m.port > 0) resolve({ kind, child, port: m.port });
      else reject(new Error(`${kind} server sent no port: ${JSON.stringify(m)}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} server exited early (code ${code})`));
    });
  });
}

function stopServer(s: Server): Promise<void> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const hard = setTimeout(() => s.child.kill('SIGKILL'), 5_000);
    s.child.once('exit', () => {
      clearTimeout(hard);
      resolve();
    });
    s.child.kill('SIGTERM');
  });
}

interface Case {
  route: string;
  server: Server;
  url: string;
}

/** One request; a route that does not answer 200 with JSON is not benchmarked. */
async function check(c: Case): Promise<number> {
  const r = await fetch(c.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY });
  const text = await r.text();
  if (r.status !== 200) throw new Error(`${c.server.kind} ${c.route}: status ${r.status}, not 200: ${text.slice(0, 500)}`);
  JSON.parse(text);
  return Buffer.byteLength(text);
}

interface Measured {
  reqPerSec: number;
  mean: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function load(url: string, seconds: number): Promise<Measured> {
  const r = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: BODY,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    reqPerSec: r.requests.average,
    mean: r.latency.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

function cpuModel(): string {
  try {
    const m = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (m?.[1]) return m[1].trim();
  } catch {
    /* not Linux */
  }
  return os.cpus()[0]?.model ?? 'unknown';
}

const fmt = (n: number, d: number) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

async function main(): Promise<void> {
  const ours = await startServer('ours');
  const bare = await startServer('bare');
  const servers = [ours, bare];
  try {
    const routes = [
      { route: 'POST /v1/planets', ours: '/v1/planets', bare: '/bare/planets' },
      { route: 'POST /v1/chart', ours: '/v1/chart', bare: '/bare/chart' },
    ];
    const cases: Case[] = routes.flatMap((r) => [
      { route: r.route, server: ours, url: `http://127.0.0.1:${ours.port}${r.ours}` },
      { route: r.route, server: bare, url: `http://127.0.0.1:${bare.port}${r.bare}` },
    ]);
    const bytes = new Map<Case, number>();
    for (const c of cases) bytes.set(c, await check(c));

    for (const c of cases) if (WARMUP_SECONDS > 0) await load(c.url, WARMUP_SECONDS);

    const runs = new Map<Case, Measured[]>(cases.map((c) => [c, []]));
    const loadBefore = os.loadavg();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const c of cases) {
        process.stdout.write(`round ${round}/${ROUNDS} ${c.server.kind.padEnd(4)} ${c.url} ... `);
        const m = await load(c.url, SECONDS);
        runs.get(c)!.push(m);
        console.log(`${fmt(m.reqPerSec, 0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms`);
        if (m.non2xx || m.errors || m.timeouts) console.warn(`  warning: ${m.non2xx} non-2xx, ${m.errors} errors, ${m.timeouts} timeouts`);
      }
    }
    const loadAfter = os.loadavg();
    /** Per case: the median round by req/s, and the range over the rounds. */
    const results = new Map<Case, Measured & { min: number; max: number; bad: number }>();
    for (const [c, ms] of runs) {
      const sorted = [...ms].sort((a, b) => a.reqPerSec - b.reqPerSec);
      const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
      const bad = ms.reduce((n, m) => n + m.non2xx + m.errors + m.timeouts, 0);
      results.set(c, { ...median, min: sorted[0]!.reqPerSec, max: sorted[sorted.length - 1]!.reqPerSec, bad });
    }

    const rows: string[] = [
      '| Route | Server | Requests/s (median) | Range over rounds | p50 (ms) | p99 (ms) | Mean (ms) | Response (bytes) | Non-2xx + errors | Ours / bare (req/s) |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ];
    for (const r of routes) {
      const [o, b] = cases.filter((c) => c.route === r.route);
      const mo = results.get(o!)!;
      const mb = results.get(b!)!;
      const ratio = mb.reqPerSec > 0 ? mo.reqPerSec / mb.reqPerSec : NaN;
      for (const [c, m] of [[o!, mo], [b!, mb]] as const) {
        const path = new URL(c.url).pathname;
        rows.push(
          `| ${r.route} | ${c.server.kind} (\`${path}\`) | ${fmt(m.reqPerSec, 0)} | ${fmt(m.min, 0)}-${fmt(m.max, 0)} | ${m.p50} | ${m.p99} | ${fmt(m.mean, 2)} | ${fmt(bytes.get(c)!, 0)} | ${m.bad} | ${c.server.kind === 'ours' ? fmt(ratio, 2) : ''} |`,
        );
      }
    }
    const table = rows.join('\n');

    const cpus = os.cpus();
    const machine = [
      `- CPU: ${cpuModel()}`,
      `- Cores: ${cpus.length} logical (os.cpus()), available parallelism ${os.availableParallelism()}`,
      `- Memory: ${fmt(os.totalmem() / 1024 ** 3, 1)} GiB`,
      `- OS: ${os.type()} ${os.release()} ${os.arch()}`,
      `- Node: ${process.version}`,
      `- Load average (1/5/15 min) before the measured rounds: ${loadBefore.map((l) => fmt(l, 2)).join(' / ')}; after: ${loadAfter.map((l) => fmt(l, 2)).join(' / ')}`,
      `- Date: ${new Date().toISOString()}`,
    ].join('\n');

    const busy = Math.max(loadBefore[0]!, loadAfter[0]!) > cpus.length;
    const busyNote = busy
      ? `**Note:** the 1-minute load average (see Machine) exceeded the ${cpus.length} logical cores during this run, so other work shared the CPUs; absolute figures are low and noisy, and the ours/bare ratio (cases interleaved) is the more meaningful number.\n\n`
      : '';
    const md = `# Benchmark results

Generated by \`npm run bench\` (bench/run.ts). Do not edit by hand; run it again.

${table}

Load: autocannon, ${CONNECTIONS} connections, no pipelining, 127.0.0.1 only; each case warmed up for ${WARMUP_SECONDS} s, then ${ROUNDS} round(s) of ${SECONDS} s per case, ours and bare of a route back to back. Latencies and req/s are from each case's median round (by req/s); the range is min-max req/s over the rounds.
Each server runs in its own child process (bench/server.ts); autocannon runs in the parent.
Requests/s is autocannon's per-second average; p50/p99 are request latencies in milliseconds (autocannon's histogram keeps whole milliseconds; the mean is exact).

${busyNote}Request body (both servers): \`${BODY}\`

- **ours**: \`buildApp({ logger: false })\` from runtime/src/app.ts: the full service (ajv body validation, CORS, request id, the \`{ ok, data }\` envelope, signs, settings echo; on /chart also houses of the bodies and aspects).
- **bare**: bench/bare-app.ts: plain fastify, the same swisseph calls (swe_julday, swe_deltat, 14 × swe_calc_ut with SEFLG_SWIEPH|SEFLG_SPEED; on /chart also swe_calc_ut(SE_ECL_NUT) and swe_houses_ex), raw numbers as JSON, nothing else. test/bench/bare-routes.test.ts checks its numbers equal the service's.

## Machine

${machine}
`;
    writeFileSync(path.join(here, 'RESULTS.md'), md);
    console.log('\n' + table + '\n\n' + machine + '\n\nwritten to bench/RESULTS.md');
  } finally {
    await Promise.all(servers.map(stopServer));
  }
}

// A hard bound on the whole run, in case a server or the load generator hangs.
const budgetMs = (4 * (ROUNDS * SECONDS + WARMUP_SECONDS) + 180) * 1000;
setTimeout(() => {
  console.error(`bench: still running after ${budgetMs / 1000} s, giving up`);
  process.exit(1);
}, budgetMs).unref();

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
