/**
 * `AB_BASE=<dir> node --import tsx bench/ab-cost.ts`: the request path's CPU per request of an
 * older checkout of runtime/ (AB_BASE: a `git archive <commit>` extracted there, its
 * node_modules and manifests/ symlinked to this tree's, so that both sides run the same core,
 * plugins and manifests) against this tree's, and against the bare app (bench/bare-app.ts),
 * in ONE process: app.inject in batches of 10 concurrent calls, the three sides in alternating
 * rounds, so that the host's drift (this machine is shared: load averages of 10-20 on 2 cores)
 * falls on all of them alike. Process CPU (every thread, GC included) per request, median of
 * AB_ROUNDS (5) rounds of AB_CALLS (300), for planets and chart, varied births and hits. Without
 * AB_BASE, this tree against bare only. No socket: bench/run.ts measures throughput over HTTP.
 * Speed is measured here only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { KYIV_BIRTH, variedBirth } from './bodies.js';
import { buildBareApp } from './bare-app.js';

const ROUNDS = Number(process.env.AB_ROUNDS ?? 5);
const CALLS = Number(process.env.AB_CALLS ?? 300);
const here = path.dirname(fileURLToPath(import.meta.url));
const roots: [string, string][] = [...(process.env.AB_BASE ? [['base', path.resolve(process.env.AB_BASE)] as [string, string]] : []), ['this tree', path.dirname(here)]];

interface Side { name: string; app: FastifyInstance; key: string | null; dir: string | null }
const sides: Side[] = [];
for (const [name, root] of roots) {
  const { buildApp } = await import(path.join(root, 'runtime/src/app.ts'));
  const { loadRegistry } = await import(path.join(root, 'runtime/src/registry.ts'));
  const { bootstrapMasterAccount } = await import(path.join(root, 'runtime/src/bootstrap.ts'));
  const registry = await loadRegistry({ families: ['western'] });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'celestial-ab-'));
  const app: FastifyInstance = await buildApp({ logger: false, dataDir: dir }, { registry });
  const boot = await bootstrapMasterAccount(app.store, { masterPlan: 'enterprise', customCredits: 1_000_000_000_000, customRatePerMin: 1_000_000_000 }, Date.now());
  sides.push({ name, app, key: boot.generatedKey, dir });
}
const bare = buildBareApp();
await bare.ready();
sides.push({ name: 'bare', app: bare, key: null, dir: null });

let n = 0;
async function round(s: Side, route: string, scenario: string, calls: number): Promise<number> {
  const url = s.key ? `/v1/${route}` : `/bare/${route}`;
  const headers = s.key ? { 'x-api-key': s.key } : {};
  const c0 = process.cpuUsage();
  for (let i = 0; i < calls; i += 10) {
    const batch = Array.from({ length: 10 }, () => s.app.inject({ method: 'POST', url, headers, payload: scenario === 'varied' ? variedBirth(n++) : KYIV_BIRTH }));
    for (const r of await Promise.all(batch)) if (r.statusCode !== 200) throw new Error(`${s.name}: ${r.statusCode} ${r.body.slice(0, 200)}`);
  }
  const used = process.cpuUsage(c0);
  return (used.user + used.system) / 1000 / calls;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' / ');
console.log(`${new Date().toISOString()}, load average ${load()}; CPU ms per request, median of ${ROUNDS} rounds of ${CALLS} (bare / ours in brackets)`);
for (const [route, scenario] of [['planets', 'varied'], ['planets', 'hits'], ['chart', 'varied'], ['chart', 'hits']] as const) {
  for (const s of sides) await round(s, route, scenario, 100); // warm-up: V8 optimises, schemas compile, hits get cached
  const results = new Map(sides.map((s) => [s.name, [] as number[]]));
  for (let r = 0; r < ROUNDS; r++) for (const s of sides) results.get(s.name)!.push(await round(s, route, scenario, CALLS));
  const bareMs = median(results.get('bare')!);
  const cells = sides.map((s) => {
    const ms = median(results.get(s.name)!);
    return s.key ? `${s.name} ${ms.toFixed(3)} (${(bareMs / ms).toFixed(2)})` : `bare ${ms.toFixed(3)}`;
  });
  console.log(`  ${route} ${scenario}: ${cells.join(', ')}`);
}
console.log(`${new Date().toISOString()}, load average ${load()}`);
for (const s of sides) {
  await s.app.close();
  if (s.dir) rmSync(s.dir, { recursive: true, force: true });
}
process.exit(0);
