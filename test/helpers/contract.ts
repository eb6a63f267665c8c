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
 * are dealt into shards, one test file each (test/contract/shard-N.test.ts), by the family parts
 * of CONTRACT_SHARD_PLAN: each shard file boots only its families (booting every family cost
 * each file about 3 s of CPU), and familyShardProblems() proves every family is covered once.
 */
import fs from 'node:fs';
import t from 'tap';
import { app, familyShardOperations, familyShardProblems, MASTER_KEY, schemaErrors } from './app.js';
import type { FamilyPart } from './app.js';
import { exampleRunner } from '../../scripts/openapi-examples-run.js';

/** Western in three parts, Vedic in four, the smaller families together. */
export const CONTRACT_SHARD_PLAN: FamilyPart[][] = [
  [{ family: 'western', part: 0, parts: 3 }],
  [{ family: 'western', part: 1, parts: 3 }],
  [{ family: 'western', part: 2, parts: 3 }],
  [{ family: 'vedic', part: 0, parts: 4 }],
  [{ family: 'vedic', part: 1, parts: 4 }],
  [{ family: 'vedic', part: 2, parts: 4 }],
  [{ family: 'vedic', part: 3, parts: 4 }],
  [{ family: 'horary', part: 0, parts: 1 }, { family: 'platform', part: 0, parts: 1 }, { family: 'public', part: 0, parts: 1 }, { family: 'reference', part: 0, parts: 1 }],
  [{ family: 'chinese', part: 0, parts: 1 }, { family: 'iching', part: 0, parts: 1 }],
  [{ family: 'tarot', part: 0, parts: 1 }, { family: 'divination', part: 0, parts: 1 }],
  [{ family: 'hellenistic', part: 0, parts: 1 }, { family: 'astronomy', part: 0, parts: 1 }, { family: 'astrocartography', part: 0, parts: 1 }],
  [{ family: 'render', part: 0, parts: 1 }, { family: 'embed', part: 0, parts: 1 }, { family: 'reports', part: 0, parts: 1 }],
];

/** The number of shard files under test/contract. */
export const CONTRACT_SHARDS = CONTRACT_SHARD_PLAN.length;

/** Calls every example of the operations of one shard (its families' parts in CONTRACT_SHARD_PLAN). */
export async function contractShard(shard: number): Promise<void> {
  const parts = CONTRACT_SHARD_PLAN[shard]!;
  t.same(familyShardProblems(CONTRACT_SHARD_PLAN), [], 'the shards cover every plugin family once');
  const a = await app({ families: [...new Set(parts.map((p) => p.family))] });
  const runner = await exampleRunner(a, MASTER_KEY);
  const shardOps = familyShardOperations(a.registry.operations, parts);
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
