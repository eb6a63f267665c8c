/**
 * Times operations through buildApp's inject (the full request path: auth, validation,
 * metering on an in-memory store), no socket, and prints a Markdown table. Shared by
 * bench/timing.ts (Western) and bench/vedic-timing.ts. BENCH_CALLS (default 20) measured calls
 * per case after 5 warm-up calls; every call has a distinct `name` (display only), so the
 * response cache never answers. An optional `extra` column reads a member of the answer.
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { buildApp } from '../runtime/src/app.js';
import { SqliteStore } from '../runtime/src/store/sqlite-store.js';
import { bootstrapMasterAccount } from '../runtime/src/bootstrap.js';

const KEY = 'cel_live_BenchMasterKey0123456789abcdefgh';
/** Calls before the measured ones: V8 optimizes the hot paths over the first few. */
const WARM_UP_CALLS = 5;

/** Jiffies (1/100 s) the hypervisor took from this machine's CPUs (Linux /proc/stat `steal`); null elsewhere. */
function stealJiffies(): number | null {
  try {
    return Number(readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)[8]);
  } catch {
    return null;
  }
}

export interface BenchCase {
  name: string;
  url: string;
  body: object;
}

export async function timeCases(cases: readonly BenchCase[], extra?: { title: string; read: (data: any) => unknown }): Promise<void> {
  const calls = Number(process.env.BENCH_CALLS ?? 20);
  const store = new SqliteStore({ file: ':memory:' });
  const app = await buildApp({ logger: false }, { store });
  await bootstrapMasterAccount(store, { masterKey: KEY, masterPlan: 'enterprise', customCredits: 1_000_000_000_000, customRatePerMin: 1_000_000_000 }, Date.now());
  // Wall time is what a caller waits; on a shared virtual machine it also carries the time the
  // host takes the CPU away (steal), so the process CPU time (all its threads, GC included) is
  // shown beside it, the work itself, and the share of the machine's CPU time the host took
  // while the case ran.
  console.log(`| case | ms per call (median) | min | max | CPU ms (median) | host steal |${extra ? ` ${extra.title} |` : ''}`);
  console.log(`|---|---|---|---|---|---|${extra ? '---|' : ''}`);
  for (const c of cases) {
    let n = 0;
    // The timed span is the server's: inject returns once the response body is complete; the
    // client-side JSON.parse of answers up to a megabyte (the timelines) is checked untimed.
    const call = () => app.inject({ method: 'POST', url: c.url, headers: { 'x-api-key': KEY }, payload: { ...c.body, name: `bench-${n++}` } });
    const check = (r: Awaited<ReturnType<typeof call>>) => {
      if (r.headers['x-cache'] === 'HIT') throw new Error('cache hit');
      if (r.statusCode !== 200) throw new Error(`${c.name}: ${r.statusCode} ${r.body.slice(0, 300)}`);
      return r.json().data;
    };
    let data: any;
    for (let i = 0; i < WARM_UP_CALLS; i++) data = check(await call());
    const ms: number[] = [];
    const cpu: number[] = [];
    const steal0 = stealJiffies(), wall0 = performance.now();
    for (let i = 0; i < calls; i++) {
      const c = process.cpuUsage();
      const t = performance.now();
      const r = await call();
      ms.push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
      check(r);
    }
    cpu.sort((a, b) => a - b);
    const steal1 = stealJiffies();
    const stealShare = steal0 === null || steal1 === null ? null : (steal1 - steal0) / ((performance.now() - wall0) / 10) / cpus().length;
    ms.sort((a, b) => a - b);
    const cells = [c.name, ms[Math.floor(ms.length / 2)]!.toFixed(1), ms[0]!.toFixed(1), ms[ms.length - 1]!.toFixed(1), cpu[Math.floor(cpu.length / 2)]!.toFixed(1), stealShare === null ? 'n/a' : `${(100 * stealShare).toFixed(0)}%`];
    if (extra) cells.push(String(extra.read(data)));
    console.log(`| ${cells.join(' | ')} |`);
  }
  await app.close();
}
