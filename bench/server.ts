/**
 * One benchmark server in its own process, so that autocannon (in bench/run.ts) does not
 * share an event loop with the app it loads: `ours` is buildApp({ logger: false }) on a fresh
 * SQLite store in a temporary directory, with the default account bootstrapped on the
 * enterprise plan and limits no load reaches (as test/helpers/app.ts does), so a fresh clone
 * needs no key; `bare` is bench/bare-app.ts. Listens on 127.0.0.1, an ephemeral port, and
 * reports the port (and the generated master key) to the parent over IPC; exits when the
 * parent disconnects or sends SIGTERM, removing the temporary directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../runtime/src/app.js';
import { loadRegistry } from '../runtime/src/registry.js';
import { bootstrapMasterAccount } from '../runtime/src/bootstrap.js';
import { buildBareApp } from './bare-app.js';

const kind = process.argv[2];
if (kind !== 'ours' && kind !== 'bare') {
  console.error('usage: server.ts ours|bare');
  process.exit(2);
}
if (!process.send) {
  console.error('server.ts is started by bench/run.ts (needs an IPC channel)');
  process.exit(2);
}

let dataDir: string | null = null;
let key: string | null = null;
let app: FastifyInstance;
if (kind === 'ours') {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'celestial-bench-'));
  // BENCH_CACHE_SHARED=off: the response cache in process only (CELESTIAL_CACHE_SHARED=off), to
  // weigh the store tier's share.
  // BENCH_FAMILIES=western,platform: only these plugin families (the benched routes are
  // western's); default every family, as the service starts. A family another engineer has
  // half-written then does not stop the bench, and start-up is shorter.
  const families = (process.env.BENCH_FAMILIES ?? '').split(',').map((f) => f.trim()).filter(Boolean);
  const registry = families.length > 0 ? await loadRegistry({ families }) : undefined;
  // BENCH_STORE_THREAD=on: SQLite on its own thread (CELESTIAL_STORE_THREAD=on), to weigh the store thread.
  // BENCH_CACHE_WRITER=thread: the cache's shared tier written from its own thread (CELESTIAL_CACHE_WRITER=thread).
  // BENCH_CACHE_MAX_BYTES: the in-process cache tier's byte cap (CELESTIAL_CACHE_MAX_BYTES), to weigh it.
  const cacheMaxBytes = process.env.BENCH_CACHE_MAX_BYTES ? Number(process.env.BENCH_CACHE_MAX_BYTES) : undefined;
  app = await buildApp(
    { logger: false, dataDir, ...(cacheMaxBytes ? { cacheMaxBytes } : {}), ...(process.env.BENCH_CACHE_SHARED === 'off' ? { cacheShared: false } : {}), ...(process.env.BENCH_STORE_THREAD === 'on' ? { storeThread: true } : {}), ...(process.env.BENCH_CACHE_WRITER === 'thread' ? { cacheWriterThread: true } : {}) },
    registry ? { registry } : {},
  );
  // A generated master key (printed nowhere but to the parent); credits and rate far above any run.
  const boot = await bootstrapMasterAccount(app.store, { masterPlan: 'enterprise', customCredits: 1_000_000_000_000, customRatePerMin: 1_000_000_000 }, Date.now());
  key = boot.generatedKey;
} else {
  app = buildBareApp();
}
await app.listen({ host: '127.0.0.1', port: 0 });

// BENCH_CPU_PROFILE=<file> (bench/profile.ts): profile from here on, start-up excluded, and
// write the .cpuprofile on stop.
const profileFile = process.env.BENCH_CPU_PROFILE;
let session: import('node:inspector').Session | null = null;
if (profileFile) {
  const inspector = await import('node:inspector');
  session = new inspector.Session();
  session.connect();
  await new Promise<void>((resolve) => session!.post('Profiler.enable', () => session!.post('Profiler.start', () => resolve())));
}
async function writeProfile(): Promise<void> {
  if (!session || !profileFile) return;
  const { writeFileSync } = await import('node:fs');
  await new Promise<void>((resolve) =>
    session!.post('Profiler.stop', (err, result) => {
      if (!err) writeFileSync(profileFile, JSON.stringify(result.profile));
      resolve();
    }),
  );
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

let closing = false;
async function stop(): Promise<void> {
  if (closing) return;
  closing = true;
  await writeProfile();
  await app.close().catch(() => undefined);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
// bench/memory.ts asks for the process's memory by parts (V8 heap, buffers outside it, the
// response cache's own count) to say where the resident set goes.
process.on('message', (m: unknown) => {
  if (m !== 'memory') return;
  const before = process.memoryUsage();
  // With --expose-gc (NODE_OPTIONS), a full collection first: what is live, not what awaits collection.
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) gc();
  const cache = (app as FastifyInstance & { responseCache?: { stats: { entries: number; bytes: number } } }).responseCache;
  process.send!({ memory: process.memoryUsage(), before, collected: gc !== undefined, cache: cache?.stats ?? null });
});
// 'pauses-start' / 'pauses': the event loop's delay and V8's collection pauses between the two
// messages (bench/run.ts's half-load round), to tell the server's own stalls from the machine's.
let loopDelay: import('node:perf_hooks').IntervalHistogram | null = null;
let gcPauses: number[] = [];
const { monitorEventLoopDelay, PerformanceObserver } = await import('node:perf_hooks');
const gcObserver = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcPauses.push(e.duration);
});
process.on('message', (m: unknown) => {
  if (m === 'pauses-start') {
    loopDelay?.disable();
    loopDelay = monitorEventLoopDelay({ resolution: 1 });
    loopDelay.enable();
    gcPauses = [];
    gcObserver.observe({ entryTypes: ['gc'] });
  } else if (m === 'pauses' && loopDelay) {
    loopDelay.disable();
    gcObserver.disconnect();
    const ms = (ns: number) => Math.round(ns / 1e5) / 10;
    const sorted = [...gcPauses].sort((a, b) => a - b);
    process.send!({
      pauses: {
        loopDelayP99: ms(loopDelay.percentile(99)),
        loopDelayMax: ms(loopDelay.max),
        gcCount: sorted.length,
        gcTotalMs: Math.round(sorted.reduce((s, x) => s + x, 0)),
        gcMaxMs: Math.round((sorted[sorted.length - 1] ?? 0) * 10) / 10,
        gcOver5Ms: sorted.filter((x) => x > 5).length,
      },
    });
    loopDelay = null;
  }
});
process.on('disconnect', stop);
process.send({ port, key, pid: process.pid });
