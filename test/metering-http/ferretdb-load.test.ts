/**
 * FerretDB under load (issue 10): 1000 concurrent charged calls through two app instances on
 * one MongoDB-protocol database are all answered, each within 10 s, with exact credits (the
 * account's counter, the key's and the usage log agree to the credit). No timing is asserted
 * beyond that limit (speed is measured in bench/). LOAD_CALLS changes the number of calls.
 */
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { issueKey } from '../../runtime/src/access/key-format.js';
import { billingCycle } from '../../runtime/src/metering/cycle.js';
import { MASTER_KEY, testRegistry, freshApp } from '../helpers/app.js';
import { mongoDatabases } from '../helpers/mongo.js';

const CALLS = Number(process.env.LOAD_CALLS ?? 1000);
const PER_CALL_LIMIT_MS = 10_000;

const mongo = await mongoDatabases(t, 'celestial_load');
if (mongo) {
  // It was a todo until 2026-11-26: one instance answered few of its 500 calls within 10 s. Since
  // the response cache writes its store tier behind the answers in batches and only for tier 3
  // and up (runtime/src/cache/response-cache.ts), a run here takes 2-4 s with every call inside
  // the limit at load averages 8-17 on 2 cores (sharing every answer again, batched: 5.8 s); it
  // stays in the default run (about 10 s with FerretDB's start).
  t.test(`${CALLS} concurrent charged calls through two instances on one database`, async (t) => {
    t.setTimeout(180_000);
    const storeA = await mongo.open();
    const storeB = await mongo.reopen(storeA);
    const registry = await testRegistry(['horary']); // the one family it calls: another family's half-written files do not stop it
    const apps: FastifyInstance[] = [await freshApp({ store: storeA, registry }), await freshApp({ store: storeB, registry })];
    t.teardown(async () => {
      for (const a of apps) await a.close();
      await storeA.close();
      await storeB.close();
    });
    const now = Date.now();
    await storeA.createAccount({ id: 'load', name: 'load', plan: 'business', createdAt: now }); // 1000 requests a minute
    const issued = issueKey('secret', 'live');
    await storeA.createKey({
      id: 'load-key', accountId: 'load', class: 'secret', mode: 'live', hash: issued.hash, prefix: issued.prefix, first4: issued.first4, last4: issued.last4,
      name: 'k', origin_restriction: { type: 'server-only', allowed_origins: [] }, credits_cap_cycle: null, allowed_endpoints: null, isMaster: false, createdAt: now,
    });
    // One call per instance first, on the helper's master account: the route's schema compiles
    // on its first request and the connection pools open; the timed calls are the load alone.
    for (const a of apps) await a.inject({ method: 'POST', url: '/v1/horary/via-combusta', headers: { 'x-api-key': MASTER_KEY }, payload: { moonLongitude: 1 } });
    const started = Date.now();
    const slowest = { ms: 0 };
    const results = await Promise.all(
      Array.from({ length: CALLS }, async (_, i) => {
        const t0 = Date.now();
        const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), PER_CALL_LIMIT_MS).unref());
        // Distinct bodies: no call is a cache hit.
        const call = apps[i % 2]!.inject({ method: 'POST', url: '/v1/horary/via-combusta', headers: { 'x-api-key': issued.value }, payload: { moonLongitude: (i * 0.37) % 360 } });
        const r = await Promise.race([call, timeout]);
        slowest.ms = Math.max(slowest.ms, Date.now() - t0);
        return r === 'timeout' ? 'timeout' : r.statusCode;
      }),
    );
    const counts = new Map<string | number, number>();
    for (const r of results) counts.set(r, (counts.get(r) ?? 0) + 1);
    t.same(Object.fromEntries(counts), { 200: CALLS }, `every call answered 200 within ${PER_CALL_LIMIT_MS / 1000} s (slowest ${slowest.ms} ms, all in ${Date.now() - started} ms)`);
    const cycle = billingCycle(now).start;
    const perCall = 10; // tier 1
    t.equal(await storeB.creditsUsed('load', cycle), CALLS * perCall, 'the account charged exactly once per call');
    t.equal(await storeB.keyCreditsUsed('load-key', cycle), CALLS * perCall);
    t.same(await storeB.keyUsageTotals('load-key', now - 1, Date.now() + 1), { requests: CALLS, credits: CALLS * perCall }, 'the usage log agrees');
  });
}
