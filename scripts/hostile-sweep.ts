/**
 * `node --import tsx scripts/hostile-sweep.ts [pathPrefix]`: calls every registered operation
 * with hostile variants of its first example (each member deleted, nulled, of the wrong type,
 * huge, negative; extreme dates and polar latitudes) and lists any 5xx or any call slower than
 * 10 s: the same variants as test/http/hostile-shard-*.test.ts, with timings; an optional second
 * argument skips a path prefix. Prints `N calls, N 5xx, N slow`.
 */
import { buildApp } from '../runtime/src/app.js';
import { SqliteStore } from '../runtime/src/store/sqlite-store.js';
import { bootstrapMasterAccount } from '../runtime/src/bootstrap.js';
import { hostileVariants } from '../test/helpers/hostile.js';

const KEY = 'cel_live_SweepMasterKey0123456789abcdefgh';
const prefix = process.argv[2] ?? '/';
const skip = process.argv[3];
const store = new SqliteStore({ file: ':memory:' });
const app = await buildApp({ logger: false }, { store });
await bootstrapMasterAccount(store, { masterKey: KEY, masterPlan: 'enterprise', customCredits: 1e15, customRatePerMin: 1e12 }, Date.now());
let calls = 0, bad = 0, slow = 0;
for (const { op } of app.registry.operations) {
  if (!op.path.startsWith(prefix) || (skip && op.path.startsWith(skip)) || op.method !== 'POST' || op.examples.length === 0) continue;
  const ex = op.examples[0]!.body;
  if (ex === undefined || ex === null || typeof ex !== 'object' || Array.isArray(ex)) continue;
  for (const [label, payload] of hostileVariants(ex as Record<string, unknown>)) {
    const t = performance.now();
    const r = await app.inject({ method: 'POST', url: '/v1' + op.path, payload, headers: { 'x-api-key': KEY, 'content-type': 'application/json' } });
    const ms = performance.now() - t;
    calls++;
    if (r.statusCode >= 500) { bad++; console.log(`5xx ${r.statusCode} ${op.path} ${label}: ${r.body.slice(0, 200)}`); }
    if (ms > 10_000) { slow++; console.log(`slow ${ms.toFixed(0)} ms ${op.path} ${label}`); }
  }
}
console.log(`${calls} calls, ${bad} 5xx, ${slow} slow`);
await app.close();
