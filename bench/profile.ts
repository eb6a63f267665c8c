/**
 * `node --import tsx bench/profile.ts [planets|chart] [varied|hits]`: where the service's CPU
 * goes on one route under load. Starts bench/server.ts `ours` profiling from its first
 * request on (the inspector's profiler, start-up excluded), loads
 * the route with autocannon for PROFILE_SECONDS (10), stops the server, and prints the share
 * of the CPU profile's samples (idle excluded) by area of the request path (the ephemeris,
 * sensitivity, metering and store, the response cache, validation, serialisation,
 * fastify/node) and the functions with the most self time. The areas are by source file, as
 * the profile names them. Speed is measured here only.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { KYIV_BIRTH, variedBirth } from './bodies.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const route = process.argv[2] === 'planets' ? 'planets' : 'chart';
const scenario = process.argv[3] === 'hits' ? 'hits' : 'varied';
const seconds = Number(process.env.PROFILE_SECONDS ?? 10);

const dir = mkdtempSync(path.join(os.tmpdir(), 'celestial-profile-'));
const file = path.join(dir, 'server.cpuprofile');
const child = fork(path.join(here, 'server.ts'), ['ours'], {
  cwd: path.dirname(here),
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, NODE_ENV: 'production', BENCH_CPU_PROFILE: file },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const { port, key } = await new Promise<{ port: number; key: string }>((resolve, reject) => {
  child.once('message', (m: any) => resolve(m));
  child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
});
const headers = { 'content-type': 'application/json', 'x-api-key': key };
let n = 0;
const r = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections: 10,
  duration: seconds,
  requests: [
    scenario === 'varied'
      ? { method: 'POST', path: `/v1/${route}`, headers, setupRequest: (req) => ({ ...req, body: JSON.stringify(variedBirth(n++)) }) }
      : { method: 'POST', path: `/v1/${route}`, headers, body: JSON.stringify(KYIV_BIRTH) },
  ],
});
console.log(`/v1/${route} ${scenario}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx`);
await new Promise<void>((resolve) => {
  child.once('exit', () => resolve());
  child.kill('SIGTERM');
});

const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
};
// PROFILE_KEEP=<file>: keep the raw .cpuprofile there (for Chrome DevTools or a further look).
if (process.env.PROFILE_KEEP) writeFileSync(process.env.PROFILE_KEEP, JSON.stringify(profile));
rmSync(dir, { recursive: true, force: true });

const byNode = new Map<number, number>();
profile.samples.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const AREAS: [string, RegExp][] = [
  ['ephemeris (swisseph adapter)', /services\/swiss-ephemeris|swisseph/],
  ['sensitivity', /time-sensitivity/],
  ['other calculation (core/astro, plugins)', /core\/src\/astro|plugins\//],
  ['metering, access, store (SQLite)', /http\/access|metering|store\/|better-sqlite3|accounts\//],
  ['response cache', /cache/],
  ['validation (ajv)', /ajv|validation/],
  ['serialisation (JSON, fast-json-stringify, shaping)', /stringify|shaping|serializ/],
  ['the rest of runtime/src', /runtime\/src/],
  ['fastify, node, GC', /./],
];
const areas = new Map<string, number>();
const self = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const t = byNode.get(node.id) ?? 0;
  if (!t || node.callFrame.functionName === '(idle)') continue;
  total += t;
  const url = node.callFrame.url;
  const name = node.callFrame.functionName || '(anonymous)';
  const special = name === 'stringify' || name === 'JSON.stringify' ? 'serialisation (JSON, fast-json-stringify, shaping)' : name === '(garbage collector)' ? 'fastify, node, GC' : null;
  const area = special ?? AREAS.find(([, re]) => re.test(url))?.[0] ?? 'fastify, node, GC';
  areas.set(area, (areas.get(area) ?? 0) + t);
  const key = `${name} ${url.split('/').slice(-2).join('/')}`;
  self.set(key, (self.get(key) ?? 0) + t);
}
const idle = profile.nodes.filter((x) => x.callFrame.functionName === '(idle)').reduce((sum, x) => sum + (byNode.get(x.id) ?? 0), 0);
console.log(`\nprofiled ${((total + idle) / 1e6).toFixed(1)} s: busy ${(total / 1e6).toFixed(1)} s, idle ${(idle / 1e6).toFixed(1)} s; ${Math.round(r.requests.total)} requests, ${((total / 1e3) / Math.max(1, r.requests.total)).toFixed(2)} ms busy per request`);
console.log('\nshare of CPU (idle excluded), by area:');
for (const [a, t] of [...areas].sort((x, y) => y[1] - x[1])) console.log(`  ${((100 * t) / total).toFixed(1).padStart(5)}%  ${a}`);
console.log('\nmost self time:');
for (const [k, t] of [...self].sort((x, y) => y[1] - x[1]).slice(0, 25)) console.log(`  ${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`);
// Who calls the five heaviest: the chain of callers above each, by self time under it.
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
const nodeById = new Map(profile.nodes.map((x) => [x.id, x]));
const label = (id: number) => {
  const f = nodeById.get(id)!.callFrame;
  return `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}`;
};
console.log('\ncallers of the heaviest:');
for (const [k] of [...self].sort((x, y) => y[1] - x[1]).slice(0, 5)) {
  const chains = new Map<string, number>();
  for (const node of profile.nodes) {
    const t = byNode.get(node.id) ?? 0;
    if (!t || label(node.id) !== k) continue;
    const chain: string[] = [];
    for (let p = parent.get(node.id); p !== undefined && chain.length < 6; p = parent.get(p)) chain.push(label(p));
    const c = chain.join(' < ');
    chains.set(c, (chains.get(c) ?? 0) + t);
  }
  console.log(`  ${k}`);
  for (const [c, t] of [...chains].sort((x, y) => y[1] - x[1]).slice(0, 3)) console.log(`    ${((100 * t) / total).toFixed(1)}% < ${c}`);
}
process.exit(0);
