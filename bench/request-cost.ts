/**
 * `node --import tsx bench/request-cost.ts [chart|planets] [varied|hits]`: the process CPU time
 * of one request through the full request path (buildApp, a file-backed SQLite store as in
 * production, the generated master key), by app.inject in batches of 10 concurrent calls, no
 * socket. CPU time (process.cpuUsage: every thread, GC included) rather than wall time, so that
 * a machine loaded by others changes the figure less; the configurations named in
 * COST_CONFIGS (default: every one below) are measured in alternating rounds so that drift
 * of the host's speed falls on all of them alike. Prints the median CPU ms per request of each.
 * It weighs request-path changes against each other; the throughput figures are bench/run.ts'.
 *
 * Environment: COST_ROUNDS (5), COST_CALLS (400 per round), BENCH_FAMILIES (western).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../runtime/src/app.js';
import type { Config } from '../runtime/src/config.js';
import { bootstrapMasterAccount } from '../runtime/src/bootstrap.js';
import { loadRegistry } from '../runtime/src/registry.js';
import { KYIV_BIRTH, variedBirth } from './bodies.js';

const route = process.argv[2] === 'planets' ? 'planets' : 'chart';
const scenario = process.argv[3] === 'hits' ? 'hits' : 'varied';
const ROUNDS = Number(process.env.COST_ROUNDS ?? 5);
const CALLS = Number(process.env.COST_CALLS ?? 400);
const families = (process.env.BENCH_FAMILIES ?? 'western').split(',').map((f) => f.trim()).filter(Boolean);

const CONFIGS: Record<string, Partial<Config>> = {
  default: {},
  'cache-shared-off': { cacheShared: false },
  'cache-writer-thread': { cacheWriterThread: true },
};
const names = (process.env.COST_CONFIGS ?? Object.keys(CONFIGS).join(',')).split(',').filter((n) => n in CONFIGS);

const registry = await loadRegistry({ families });
const servers: { name: string; app: FastifyInstance; key: string; dir: string }[] = [];
for (const name of names) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'celestial-cost-'));
  const app = await buildApp({ logger: false, dataDir: dir, ...CONFIGS[name] }, { registry });
  const boot = await bootstrapMasterAccount(app.store, { masterPlan: 'enterprise', customCredits: 1_000_000_000_000, customRatePerMin: 1_000_000_000 }, Date.now());
  servers.push({ name, app, key: boot.generatedKey!, dir });
}

let n = 0;
async function round(s: (typeof servers)[number], calls: number): Promise<number> {
  const c0 = process.cpuUsage();
  for (let i = 0; i < calls; i += 10) {
    const batch = Array.from({ length: 10 }, () =>
      s.app.inject({ method: 'POST', url: `/v1/${route}`, headers: { 'x-api-key': s.key }, payload: scenario === 'varied' ? variedBirth(n++) : KYIV_BIRTH }),
    );
    for (const r of await Promise.all(batch)) if (r.statusCode !== 200) throw new Error(`${s.name}: ${r.statusCode} ${r.body.slice(0, 200)}`);
  }
  const used = process.cpuUsage(c0);
  return (used.user + used.system) / 1000 / calls;
}

for (const s of servers) await round(s, 100); // warm-up: V8 optimises, schemas compile
const results = new Map<string, number[]>(names.map((x) => [x, []]));
for (let r = 0; r < ROUNDS; r++) for (const s of servers) results.get(s.name)!.push(await round(s, CALLS));
console.log(`POST /v1/${route} ${scenario}: CPU ms per request (median of ${ROUNDS} rounds of ${CALLS}; min-max)`);
for (const [name, xs] of results) {
  xs.sort((a, b) => a - b);
  console.log(`  ${name.padEnd(22)} ${xs[Math.floor(xs.length / 2)]!.toFixed(3)}  (${xs[0]!.toFixed(3)}-${xs[xs.length - 1]!.toFixed(3)})`);
}
for (const s of servers) {
  await s.app.close();
  rmSync(s.dir, { recursive: true, force: true });
}
