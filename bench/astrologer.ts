/**
 * `node --import tsx bench/astrologer.ts <venv>` (or ASTROLOGER_VENV=<venv>): POST /v1/chart
 * against the Astrologer API's birth-chart data (Kerykeion on FastAPI,
 * bench/astrologer/app.py, one uvicorn worker) on this machine, under the same varied births.
 * The venv needs `pip install kerykeion fastapi uvicorn`; without a venv, or with those
 * packages missing, the script says so and exits 0 (a skip, not a failure). Issue 10's target:
 * /v1/chart at least 4x its requests per second. Both servers get the same load generator,
 * connections and births (bench/bodies.ts; UTC, so both read the same instant); ours answers
 * with its `sensitivity`, theirs with element and quality distributions.
 * Writes bench/RESULTS-astrologer.md. Speed is measured here only.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { fmt, machineLines, startServer, stopServer } from './run.js';
import { variedBirth } from './bodies.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const venv = process.argv[2] ?? process.env.ASTROLOGER_VENV;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function skip(why: string): never {
  console.log(`bench/astrologer.ts skipped: ${why}`);
  process.exit(0);
}

if (!venv) skip('no venv given (node --import tsx bench/astrologer.ts /path/to/venv, with kerykeion, fastapi and uvicorn installed)');
const python = path.join(venv, 'bin', 'python');
if (!existsSync(python)) skip(`${python} does not exist`);
const probe = spawnSync(python, ['-c', 'import kerykeion, fastapi, uvicorn; print(kerykeion.__name__)'], { encoding: 'utf8' });
if (probe.status !== 0) skip(`the venv lacks kerykeion, fastapi or uvicorn: ${probe.stderr.trim().split('\n').pop()}`);
const kerykeionVersion = spawnSync(python, ['-c', 'from importlib.metadata import version; print(version("kerykeion"))'], { encoding: 'utf8' }).stdout.trim();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHttp(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

function theirBody(i: number): string {
  const b = variedBirth(i);
  const [y, mo, d] = b.date.split('-').map(Number);
  const [h, mi] = b.time.split(':').map(Number);
  // The same instant as ours reads from the offset: shift to UTC.
  const utc = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!) - b.timezoneOffset * 3_600_000);
  return JSON.stringify({
    subject: {
      year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate(), hour: utc.getUTCHours(), minute: utc.getUTCMinutes(),
      longitude: b.longitude, latitude: b.latitude, timezone: 'UTC', houses_system_identifier: 'P',
    },
  });
}

let n = 0;
async function load(url: string, pathname: string, headers: Record<string, string>, body: (i: number) => string, seconds: number) {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'POST', path: pathname, headers, setupRequest: (req) => ({ ...req, body: body(n++) }) }],
  });
  return { reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts };
}

const port = await freePort();
let theirs: ChildProcess | null = spawn(python, ['-m', 'uvicorn', 'app:app', '--app-dir', path.join(here, 'astrologer'), '--host', '127.0.0.1', '--port', String(port), '--workers', '1', '--log-level', 'warning'], { stdio: ['ignore', 'inherit', 'inherit'] });
const ours = await startServer('ours');
try {
  const theirsUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${theirsUrl}/docs`, 60_000);
  const oursHeaders = { 'content-type': 'application/json', 'x-api-key': ours.key! };
  const theirsHeaders = { 'content-type': 'application/json' };
  const oursBody = (i: number) => JSON.stringify(variedBirth(i));
  const check1 = await fetch(`${theirsUrl}/api/v5/chart-data/birth-chart`, { method: 'POST', headers: theirsHeaders, body: theirBody(0) });
  if (check1.status !== 200) throw new Error(`Astrologer app: ${check1.status} ${(await check1.text()).slice(0, 300)}`);
  const check2 = await fetch(`http://127.0.0.1:${ours.port}/v1/chart`, { method: 'POST', headers: oursHeaders, body: oursBody(0) });
  if (check2.status !== 200) throw new Error(`ours: ${check2.status}`);
  await load(theirsUrl, '/api/v5/chart-data/birth-chart', theirsHeaders, theirBody, 3);
  await load(`http://127.0.0.1:${ours.port}`, '/v1/chart', oursHeaders, oursBody, 3);
  const loadBefore = os.loadavg();
  const runs = { ours: [] as Awaited<ReturnType<typeof load>>[], theirs: [] as Awaited<ReturnType<typeof load>>[] };
  for (let round = 1; round <= ROUNDS; round++) {
    const o = await load(`http://127.0.0.1:${ours.port}`, '/v1/chart', oursHeaders, oursBody, SECONDS);
    const t = await load(theirsUrl, '/api/v5/chart-data/birth-chart', theirsHeaders, theirBody, SECONDS);
    runs.ours.push(o);
    runs.theirs.push(t);
    console.log(`round ${round}/${ROUNDS}: ours ${fmt(o.reqPerSec, 0)} req/s (p50 ${o.p50} ms), Astrologer ${fmt(t.reqPerSec, 1)} req/s (p50 ${t.p50} ms)`);
  }
  const median = (xs: { reqPerSec: number }[]) => [...xs].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor((xs.length - 1) / 2)]!;
  const mo = median(runs.ours) as Awaited<ReturnType<typeof load>>;
  const mt = median(runs.theirs) as Awaited<ReturnType<typeof load>>;
  const ratio = mo.reqPerSec / mt.reqPerSec;
  const md = `# /v1/chart against the Astrologer API (Kerykeion on FastAPI)

Generated by \`node --import tsx bench/astrologer.ts <venv>\`. Do not edit by hand; run it again.

| Server | Requests/s (median of ${ROUNDS}) | p50 / p99 (ms) | Non-2xx + errors |
|---|---:|---:|---:|
| ours, POST /v1/chart (with \`sensitivity\`) | ${fmt(mo.reqPerSec, 0)} | ${mo.p50} / ${mo.p99} | ${runs.ours.reduce((s, r) => s + r.bad, 0)} |
| Astrologer API shape, kerykeion ${kerykeionVersion} on FastAPI + uvicorn (1 worker) | ${fmt(mt.reqPerSec, 1)} | ${mt.p50} / ${mt.p99} | ${runs.theirs.reduce((s, r) => s + r.bad, 0)} |

**Ours / Astrologer: ${fmt(ratio, 1)}x** (target: at least 4x).

The Astrologer API itself is not on PyPI; bench/astrologer/app.py is a minimal FastAPI app of its birth-chart data shape on kerykeion from PyPI (AstrologicalSubjectFactory, ChartDataFactory.create_natal_chart_data; no SVG, offline coordinates). Load: autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each, ours and theirs back to back, distinct births on every request (bench/bodies.ts; sent to kerykeion in UTC). Ours is bench/server.ts (the full request path: key, metering, cache, validation).

## Machine

${machineLines(loadBefore, os.loadavg())}
`;
  writeFileSync(path.join(here, 'RESULTS-astrologer.md'), md);
  console.log(`\nours ${fmt(mo.reqPerSec, 0)} req/s, Astrologer ${fmt(mt.reqPerSec, 1)} req/s: ${fmt(ratio, 1)}x\nwritten to bench/RESULTS-astrologer.md`);
} finally {
  await stopServer(ours);
  if (theirs && theirs.exitCode === null) {
    theirs.kill('SIGTERM');
    theirs = null;
  }
}
process.exit(0);
