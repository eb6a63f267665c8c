/**
 * The generated contract test (DESIGN.md, "test/"): every registered operation is called
 * through HTTP with each example it declares, and its answer validated against its response
 * schema, so an operation is tested the moment it is added.
 *
 * The calls go through the typed client (client/src, openapi-fetch over the types generated
 * from the OpenAPI document) with a fetch that hands each request to app.inject: the client's
 * runtime is exercised here, its types by the typecheck. scripts/openapi-examples-run.ts fills
 * the examples' placeholders (`{masterKeyId}`, `{newKeyId}`, the example login, a Bearer
 * session of a throw-away account) the same way for the recorded OpenAPI examples.
 *
 * With some 760 operations one file would outlast tap's per-file timeout, so the operations
 * are dealt round-robin into shards, one test file each (test/contract/shard-N.test.ts); every
 * operation is in exactly one shard, whatever families are added.
 */
import fs from 'node:fs';
import t from 'tap';
import { app, MASTER_KEY, schemaErrors } from './app.js';
import { exampleRunner } from '../../scripts/openapi-examples-run.js';

/** The number of shard files under test/contract. */
export const CONTRACT_SHARDS = 8;

/** Calls every example of the operations of one shard (registry index mod CONTRACT_SHARDS). */
export async function contractShard(shard: number): Promise<void> {
  const a = await app();
  const runner = await exampleRunner(a, MASTER_KEY);
  const shardOps = a.registry.operations.filter((_, i) => i % CONTRACT_SHARDS === shard);
  t.ok(shardOps.length > 0, `shard ${shard} has operations`);
  const files = fs.readdirSync(new URL('../contract/', import.meta.url)).filter((f) => /^shard-\d+\.test\.ts$/.test(f));
  t.equal(files.length, CONTRACT_SHARDS, 'one test file per shard, so every operation is called');
  for (const entry of shardOps) {
    const { key, op } = entry;
    t.test(key, async (t) => {
      t.ok(op.examples.length > 0, 'declares at least one example');
      for (const [i, ex] of op.examples.entries()) {
        const r = await runner.run(entry, ex);
        const name = ex.name ?? `example ${i + 1}`;
        t.equal(r.status, 200, `${name}: status 200 (${r.text.slice(0, 300)})`);
        if (op.produces) {
          t.match(r.contentType, op.produces.split(';')[0]!, `${name}: media type`);
          continue;
        }
        const body = r.body as { ok: boolean; data: unknown };
        t.equal(body.ok, true, `${name}: envelope ok`);
        t.equal(schemaErrors(op.response, body.data), null, `${name}: data matches the response schema`);
      }
    });
  }
}
