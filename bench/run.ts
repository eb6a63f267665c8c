/**
 * `npm run bench`: the service's POST /v1/planets and POST /v1/chart against a bare fastify
 * app making the same swisseph calls and casting the same chart (bench/bare-app.ts), loaded
 * with autocannon over 127.0.0.1 only. Each server runs in its own child process
 * (bench/server.ts: ours on a temporary store with a bootstrapped master key, so a fresh clone
 * needs nothing); autocannon runs here.
 *
 * Two scenarios per route:
 *  - varied: every request a distinct birth (bench/bodies.ts), so the response cache never
 *    answers and every request is cast;
 *  - hits: every request the same birth, so after the first one ours answers from its cache
 *    (the bare app has no cache and casts every time).
 * Per case: one status-200 check, a warm-up, then BENCH_ROUNDS measured rounds at full load
 * (BENCH_CONNECTIONS connections, as fast as the server answers), ours and bare of a case
 * back to back; each case reports its median round (by req/s) with the min-max range. Then
 * BENCH_HALF_ROUNDS rounds at half of that peak, requests evenly spaced by bench/open-loop.ts
 * (not autocannon's overallRate, which sends each second's budget in a burst at the start of
 * the second: see there), give the latency a caller sees at half load: p50 and p99 from when
 * each request was due, the median round by p99 and the range of the rounds' p99s; with the
 * server's event-loop delay and V8 pauses over those rounds (bench/server.ts 'pauses').
 * Prints a Markdown table and writes it, with the machine, to bench/RESULTS.md.
 *
 * Environment: BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_WARMUP_SECONDS (3),
 * BENCH_ROUNDS (3), BENCH_HALF_ROUNDS (3), BENCH_ONLY (a comma list of case names, e.g. chart-varied).
 * Speed is measured here only; no test asserts it.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { KYIV_BIRTH, variedBirth } from './bodies.js';
import { openLoop } from './open-loop.js';
import type { OpenLoopResult } from './open-loop.js';

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
const HALF_ROUNDS = envInt('BENCH_HALF_ROUNDS', 3, 1);
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);

export interface Server {
  kind: 'ours' | 'bare';
  child: ChildProcess;
  port: number;
  /** The master key of ours' default account (null for bare). */
  key: string | null;
}

/**
 * V8 heap flags the benchmark servers run with, the ones README "Memory" recommends for
 * production (NODE_OPTIONS). Measured by bench/memory.ts (2026-11-26, AMD EPYC, 23.5 GiB): with
 * V8's defaults for this much RAM the old space grows to 250-400 MB of mostly garbage before a
 * full collection (live heap 110-125 MB, with the response cache's 1,700 chart answers), so RSS
 * sat at 450-575 MiB; a 256 MB old space keeps it under 300 MB. The semi-spaces are 8 MB
 * (2026-11-26, session 10): at 2 MB every in-flight answer outlived two scavenges and went to the
 * old space, so full collections came every ~300 requests and set /chart's p99 at half load
 * (35 ms at 2 MB, 26-28 ms at 8, 23-26 ms at 16; RSS after 100k charts 261, 275 and 301 MiB).
 * The old generation may double between full collections (--heap-growing-percent=100; 2026-11-27,
 * session 12): a 256 MB old space makes V8 count the heap as memory-constrained and let it grow
 * only ~10% over the ~53 MB live (the service's tables, schemas and code) before the next full
 * collection, so under a varied chart load one came every 0.4-0.6 s, each a 5-15 ms pause (and
 * ~25 ms of marking beside), and set the p99 at half load. Open-loop rounds of 10 s at 750 and
 * 930 req/s (bench/open-loop.ts): p99 37-66 ms with V8's factor (eight rounds), 16-30 ms doubling
 * (eleven rounds, median 21); growing by 50% or 75% lay between (24-55 ms). Full collections
 * then came every 2-3 s. The price is memory: RSS after 100k charts 286-293 MiB with the response cache's
 * 48 MiB, 272-280 MiB at its 32 MiB cap, now the default (runtime/src/cache/response-cache.ts).
 * --no-allocation-site-pretenuring (V8 allocating some sites' objects straight in the old space)
 * cut what reached the old space ~10 times but left the p99 where it was and RSS 6 MiB higher.
 * V8's helper threads are one (--v8-pool-size=1, a node option; node's default is 4 whatever the
 * cores): on this 2-core machine four helpers and the main thread contend for the cores in every
 * parallel scavenge and mark, and the main thread waits on the slowest. Six open-loop rounds of a
 * varied chart at 837 req/s with the factor at 100: p99 11-32 ms, median 15, and V8's pauses
 * 190-230 ms in 10 s; with four helpers 22-39 ms and 260-310 ms, with two 13-24 ms. On a machine
 * with cores to spare, cores - 1 (README "Memory").
 * BENCH_NODE_FLAGS overrides (empty: V8's defaults).
 */
export const SERVER_NODE_FLAGS: readonly string[] =
  process.env.BENCH_NODE_FLAGS !== undefined ? process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean) : ['--max-semi-space-size=8', '--max-old-space-size=256', '--heap-growing-percent=100', '--v8-pool-size=1'];

export function startServer(kind: 'ours' | 'bare'): Promise<Server> {
  const child = fork(path.join(here, 'server.ts'), [kind], {
    cwd: root,
    execArgv: ['--import', 'tsx', ...SERVER_NODE_FLAGS],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind} server did not start within 120 s`)), 120_000);
    child.once('message', (m: any) => {
      clearTimeout(timer);
      if (typeof m?.port === 'number' && m.port > 0) resolve({ kind, child, port: m.port, key: typeof m.key === 'string' ? m.key : null });
      else reject(new Error(`${kind} server sent no port: ${JSON.stringify(m)}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} server exited early (code ${code})`));
    });
  });
}

export function stopServer(s: Server): Promise<void> {
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

type Scenario = 'varied' | 'hits';

interface Case {
  name: string;
  route: string;
  scenario: Scenario;
  server: Server;
  path: string;
}

function headersFor(server: Server): Record<string, string> {
  return { 'content-type': 'application/json', ...(server.key ? { 'x-api-key': server.key } : {}) };
}

/** A counter shared by every varied run, so no body repeats across rounds (no cache hit). */
let nextBirth = 0;

/** One request; a route that does not answer 200 with JSON is not benchmarked. */
async function check(c: Case): Promise<number> {
  const body = JSON.stringify(c.scenario === 'varied' ? variedBirth(nextBirth++) : KYIV_BIRTH);
  const r = await fetch(`http://127.0.0.1:${c.server.port}${c.path}`, { method: 'POST', headers: headersFor(c.server), body });
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
  bad: number;
}

async function load(c: Case, seconds: number): Promise<Measured> {
  const headers = headersFor(c.server);
  const r = await autocannon({
    url: `http://127.0.0.1:${c.server.port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      c.scenario === 'varied'
        ? { method: 'POST', path: c.path, headers, setupRequest: (req) => ({ ...req, body: JSON.stringify(variedBirth(nextBirth++)) }) }
        : { method: 'POST', path: c.path, headers, body: JSON.stringify(KYIV_BIRTH) },
    ],
  });
  return { reqPerSec: r.requests.average, mean: r.latency.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total, bad: r.non2xx + r.errors + r.timeouts };
}

/** One open-loop round at `rate` requests a second, evenly spaced (bench/open-loop.ts). */
function halfLoad(c: Case, seconds: number, rate: number): Promise<OpenLoopResult> {
  const fixed = JSON.stringify(KYIV_BIRTH);
  return openLoop({
    port: c.server.port,
    path: c.path,
    headers: headersFor(c.server),
    body: () => (c.scenario === 'varied' ? JSON.stringify(variedBirth(nextBirth++)) : fixed),
    rate,
    seconds,
  });
}

/** The server's event-loop delay and V8 pauses while `during` runs (bench/server.ts). */
interface ServerPauses {
  loopDelayP99: number;
  loopDelayMax: number;
  gcCount: number;
  gcTotalMs: number;
  gcMaxMs: number;
  gcOver5Ms: number;
}

async function serverPauses(server: Server, during: () => Promise<void>): Promise<ServerPauses | null> {
  server.child.send('pauses-start');
  await during();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 5_000);
    server.child.once('message', (m: any) => {
      clearTimeout(timer);
      resolve(m?.pauses ?? null);
    });
    server.child.send('pauses');
  });
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

export const fmt = (n: number, d: number) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

export function machineLines(loadBefore: number[], loadAfter: number[]): string {
  const cpus = os.cpus();
  return [
    `- CPU: ${cpuModel()}`,
    `- Cores: ${cpus.length} logical (os.cpus()), available parallelism ${os.availableParallelism()}`,
    `- Memory: ${fmt(os.totalmem() / 1024 ** 3, 1)} GiB`,
    `- OS: ${os.type()} ${os.release()} ${os.arch()}`,
    `- Node: ${process.version}`,
    `- Load average (1/5/15 min) before the measured rounds: ${loadBefore.map((l) => fmt(l, 2)).join(' / ')}; after: ${loadAfter.map((l) => fmt(l, 2)).join(' / ')}`,
    `- Date: ${new Date().toISOString()}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const ours = await startServer('ours');
  const bare = await startServer('bare');
  const servers = [ours, bare];
  try {
    const routes = [
      { route: 'POST /v1/planets', name: 'planets', ours: '/v1/planets', bare: '/bare/planets' },
      { route: 'POST /v1/chart', name: 'chart', ours: '/v1/chart', bare: '/bare/chart' },
    ];
    const groups = routes
      .flatMap((r) => (['varied', 'hits'] as const).map((scenario) => ({ ...r, scenario, id: `${r.name}-${scenario}` })))
      .filter((g) => ONLY.length === 0 || ONLY.includes(g.id));
    const cases: Case[] = groups.flatMap((g) => [
      { name: g.id, route: g.route, scenario: g.scenario, server: ours, path: g.ours },
      { name: g.id, route: g.route, scenario: g.scenario, server: bare, path: g.bare },
    ]);
    const bytes = new Map<Case, number>();
    for (const c of cases) bytes.set(c, await check(c));
    for (const c of cases) if (WARMUP_SECONDS > 0) await load(c, WARMUP_SECONDS);

    const runs = new Map<Case, Measured[]>(cases.map((c) => [c, []]));
    const loadBefore = os.loadavg();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const c of cases) {
        process.stdout.write(`round ${round}/${ROUNDS} ${c.name.padEnd(14)} ${c.server.kind.padEnd(4)} ... `);
        const m = await load(c, SECONDS);
        runs.get(c)!.push(m);
        console.log(`${fmt(m.reqPerSec, 0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms`);
        if (m.bad) console.warn(`  warning: ${m.bad} non-2xx, errors or timeouts`);
      }
    }
    /** Per case: the median round by req/s, and the range over the rounds. */
    const results = new Map<Case, Measured & { min: number; max: number; bad: number; half?: OpenLoopResult & { p99Min: number; p99Max: number }; pauses?: ServerPauses | null }>();
    for (const [c, ms] of runs) {
      const sorted = [...ms].sort((a, b) => a.reqPerSec - b.reqPerSec);
      const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
      const bad = ms.reduce((n, m) => n + m.bad, 0);
      results.set(c, { ...median, min: sorted[0]!.reqPerSec, max: sorted[sorted.length - 1]!.reqPerSec, bad });
    }
    for (const c of cases) {
      const res = results.get(c)!;
      const rate = Math.max(1, Math.floor(res.reqPerSec / 2));
      const halves: OpenLoopResult[] = [];
      res.pauses = await serverPauses(c.server, async () => {
        for (let round = 1; round <= HALF_ROUNDS; round++) {
          process.stdout.write(`half load ${round}/${HALF_ROUNDS} ${c.name.padEnd(14)} ${c.server.kind.padEnd(4)} at ${rate} req/s ... `);
          const m = await halfLoad(c, SECONDS, rate);
          halves.push(m);
          res.bad += m.bad;
          console.log(`p50 ${m.p50} ms, p99 ${m.p99} ms, max ${m.max} ms (generator late by ${m.sendLagMax} ms at most)`);
        }
      });
      const byP99 = [...halves].sort((a, b) => a.p99 - b.p99);
      res.half = { ...byP99[Math.floor((byP99.length - 1) / 2)]!, p99Min: byP99[0]!.p99, p99Max: byP99[byP99.length - 1]!.p99 };
    }
    const loadAfter = os.loadavg();

    const rows: string[] = [
      '| Route | Bodies | Server | Peak req/s (median) | Range over rounds | p50 / p99 at peak (ms) | p50 / p99 at half of peak (ms) | p99 range over half-load rounds (ms) | Response (bytes) | Non-2xx + errors | Ours / bare (peak req/s) |',
      '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ];
    for (const g of groups) {
      const [o, b] = cases.filter((c) => c.name === g.id);
      const mo = results.get(o!)!;
      const mb = results.get(b!)!;
      const ratio = mb.reqPerSec > 0 ? mo.reqPerSec / mb.reqPerSec : NaN;
      for (const [c, m] of [[o!, mo], [b!, mb]] as const) {
        rows.push(
          `| ${g.route} | ${g.scenario} | ${c.server.kind} (\`${c.path}\`) | ${fmt(m.reqPerSec, 0)} | ${fmt(m.min, 0)}-${fmt(m.max, 0)} | ${m.p50} / ${m.p99} | ${m.half ? `${m.half.p50} / ${m.half.p99}` : ''} | ${m.half ? `${m.half.p99Min}-${m.half.p99Max}` : ''} | ${fmt(bytes.get(c)!, 0)} | ${m.bad} | ${c.server.kind === 'ours' ? fmt(ratio, 2) : ''} |`,
        );
      }
    }
    const table = rows.join('\n');
    const pausesRows = cases
      .map((c) => [c, results.get(c)!.pauses] as const)
      .filter((x): x is readonly [Case, ServerPauses] => !!x[1])
      .map(([c, p]) => `| ${c.name} | ${c.server.kind} | ${p.loopDelayP99} / ${p.loopDelayMax} | ${p.gcCount} | ${p.gcTotalMs} | ${p.gcMaxMs} | ${p.gcOver5Ms} |`);
    const pausesTable = pausesRows.length
      ? `The servers over the half-load rounds (bench/server.ts: perf_hooks monitorEventLoopDelay at 1 ms resolution, and V8's collections as 'gc' performance entries):\n\n| Case | Server | Event-loop delay p99 / max (ms) | Collections | Their time (ms) | Longest (ms) | Over 5 ms |\n|---|---|---:|---:|---:|---:|---:|\n${pausesRows.join('\n')}\n`
      : '';
    const machine = machineLines(loadBefore, loadAfter);
    const cpus = os.cpus().length;
    const busy = Math.max(loadBefore[0]!, loadAfter[0]!) > cpus;
    const busyNote = busy
      ? `**Note:** the 1-minute load average (see Machine) exceeded the ${cpus} logical cores during this run, so other work shared the CPUs; absolute figures are low and noisy, and the ours/bare ratio (cases interleaved) is the more meaningful number.\n\n`
      : '';
    const md = `# Benchmark results

Generated by \`npm run bench\` (bench/run.ts). Do not edit by hand; run it again.

${table}

Load: autocannon, ${CONNECTIONS} connections, no pipelining, 127.0.0.1 only; each case warmed up for ${WARMUP_SECONDS} s, then ${ROUNDS} round(s) of ${SECONDS} s per case at full load, ours and bare of a case back to back; peak figures are each case's median round (by req/s), the range is min-max req/s over the rounds. Then ${HALF_ROUNDS} round(s) of ${SECONDS} s per case at half of its peak req/s, open loop (bench/open-loop.ts): request k due at k / rate whatever became of the ones before it, sent on an idle keep-alive connection (up to 64), its latency from when it was due to the last byte of its answer, so a stall counts against every request behind it; the median round by p99, and the range of the rounds' p99s. (autocannon's overallRate, used here until 2026-11-27, sends each second's budget back to back at the start of the second, so its "half load" was peak-rate bursts.)
**varied**: every request a distinct birth (bench/bodies.ts: a day of 1950-2049, a minute, a place between 55 S and 55 N), so ours' response cache never answers; **hits**: every request \`${JSON.stringify(KYIV_BIRTH)}\`, answered from ours' cache after the first.
Each server runs in its own child process (bench/server.ts, node flags ${SERVER_NODE_FLAGS.join(' ') || 'none'}); autocannon and the open-loop generator run in the parent. p50/p99 at peak are autocannon's (whole milliseconds); at half load the generator's (0.1 ms).

${pausesTable}

${busyNote}- **ours**: \`buildApp({ logger: false })\` from runtime/src/app.ts on a temporary SQLite store, the default account bootstrapped on the enterprise plan with its generated master key: the full request path (request id, headers, key check, metering and credits, rate limit, response cache, ajv body validation, the \`{ ok, data }\` envelope, signs, settings echo; on /chart also houses of the bodies, aspects and \`sensitivity\`).
- **bare**: bench/bare-app.ts: plain fastify, the same swisseph calls (swe_julday, swe_deltat, 14 × swe_calc_ut with SEFLG_SWIEPH|SEFLG_SPEED; on /chart also swe_calc_ut(SE_ECL_NUT), swe_houses_ex, each body's house and the aspects), numbers as JSON, nothing else. test/bench/bare-routes.test.ts checks its numbers equal the service's.

## Machine

${machine}
`;
    writeFileSync(path.join(here, 'RESULTS.md'), md);
    console.log('\n' + table + '\n\n' + machine + '\n\nwritten to bench/RESULTS.md');
  } finally {
    await Promise.all(servers.map(stopServer));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // A hard bound on the whole run, in case a server or the load generator hangs.
  const budgetMs = (8 * (ROUNDS * SECONDS + WARMUP_SECONDS + HALF_ROUNDS * SECONDS) + 300) * 1000;
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
}
