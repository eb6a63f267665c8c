/**
 * Times operations through buildApp's inject (the full request path: auth, validation,
 * metering on an in-memory store), no socket, and prints a Markdown table. Shared by
 * bench/timing.ts (Western) and bench/vedic-timing.ts. BENCH_CALLS (default 20) measured calls
 * per case after 5 warm-up calls; every call has a distinct `name` (display only), so the
 * response cache never answers. An optional `extra` column reads a member of the answer.
 */
import { buildApp } from '../runtime/src/app.js';
import { SqliteStore } from '../runtime/src/store/sqlite-store.js';
import { bootstrapMasterAccount } from '../runtime/src/bootstrap.js';

const KEY = 'cel_live_BenchMasterKey0123456789abcdefgh';
/** Calls before the measured ones: V8 optimizes the hot paths over the first few. */
const WARM_UP_CALLS = 5;

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
  console.log(`| case | ms per call (median) | min | max |${extra ? ` ${extra.title} |` : ''}`);
  console.log(`|---|---|---|---|${extra ? '---|' : ''}`);
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
    for (let i = 0; i < calls; i++) {
      const t = performance.now();
      const r = await call();
      ms.push(performance.now() - t);
      check(r);
    }
    ms.sort((a, b) => a - b);
    const cells = [c.name, ms[Math.floor(ms.length / 2)]!.toFixed(1), ms[0]!.toFixed(1), ms[ms.length - 1]!.toFixed(1)];
    if (extra) cells.push(String(extra.read(data)));
    console.log(`| ${cells.join(' | ')} |`);
  }
  await app.close();
}
