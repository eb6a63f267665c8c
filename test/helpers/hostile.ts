/**
 * Hostile variants of an operation's example body, for the sweeps that must never see a 500
 * (test/http/hostile-*.test.ts, scripts/hostile-sweep.ts): each top-level member deleted,
 * nulled, of the wrong type, huge or negative; the whole body empty; extreme dates, times and
 * polar latitudes on birth data.
 */
import fs from 'node:fs';
import t from 'tap';
import { app, familyShardOperations, familyShardProblems, withKey } from './app.js';
import type { FamilyPart } from './app.js';

export function hostileVariants(example: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [['{}', '{}'], ['[]', '[]'], ['null', 'null']];
  const put = (label: string, body: Record<string, unknown>) => out.push([label, JSON.stringify(body)]);
  for (const key of Object.keys(example)) {
    const { [key]: _dropped, ...rest } = example;
    put(`without ${key}`, rest);
    for (const [name, value] of [['null', null], ['text', 'x'], ['huge', 1e12], ['negative', -1e12], ['array', [1, -1, 'x']], ['object', { a: 1 }], ['fraction', 0.5], ['empty string', '']] as const) {
      put(`${key} ${name}`, { ...example, [key]: value });
    }
  }
  if ('latitude' in example) {
    for (const lat of [89.99, -89.99, 66.6, 0]) put(`latitude ${lat}`, { ...example, latitude: lat });
  }
  if ('date' in example) {
    for (const date of ['1000-01-01', '1799-12-31', '2400-01-01', '2999-12-31', '2024-02-29']) put(`date ${date}`, { ...example, date });
  }
  if ('time' in example) for (const time of ['00:00:00', '23:59:59']) put(`time ${time}`, { ...example, time });
  return out;
}

/**
 * The hostile-sweep shards (test/http/hostile-shard-N.test.ts): each loads only its families
 * (booting all 365 operations cost every shard file about 3 s), the Western family halved, the Vedic
 * one in thirds (some 70 POST operations a shard), the small families with the second Western half.
 */
export const HOSTILE_SHARD_PLAN: FamilyPart[][] = [
  [{ family: 'western', part: 0, parts: 2 }],
  [{ family: 'western', part: 1, parts: 2 }, { family: 'horary', part: 0, parts: 1 }, { family: 'platform', part: 0, parts: 1 }, { family: 'public', part: 0, parts: 1 }, { family: 'reference', part: 0, parts: 1 }],
  [{ family: 'vedic', part: 0, parts: 3 }],
  [{ family: 'vedic', part: 1, parts: 3 }],
  [{ family: 'vedic', part: 2, parts: 3 }],
  [{ family: 'chinese', part: 0, parts: 1 }, { family: 'iching', part: 0, parts: 1 }, { family: 'tarot', part: 0, parts: 1 }, { family: 'divination', part: 0, parts: 1 }],
  [{ family: 'hellenistic', part: 0, parts: 1 }, { family: 'astronomy', part: 0, parts: 1 }, { family: 'astrocartography', part: 0, parts: 1 }],
  [{ family: 'render', part: 0, parts: 1 }, { family: 'embed', part: 0, parts: 1 }, { family: 'reports', part: 0, parts: 1 }],
];

/** The number of hostile-sweep shard files under test/http. */
export const HOSTILE_SHARDS = HOSTILE_SHARD_PLAN.length;

/**
 * Every POST operation of one shard (its families' parts in HOSTILE_SHARD_PLAN) called with every
 * hostile variant of its first example: never a 5xx, and the envelope's `ok` follows the status.
 */
export async function hostileShard(shard: number): Promise<void> {
  const parts = HOSTILE_SHARD_PLAN[shard]!;
  t.same(familyShardProblems(HOSTILE_SHARD_PLAN), [], 'the shards cover every plugin family once');
  const files = fs.readdirSync(new URL('../http/', import.meta.url)).filter((f) => /^hostile-shard-\d+\.test\.ts$/.test(f));
  t.equal(files.length, HOSTILE_SHARDS, 'one test file per shard, so every operation is swept');
  const a = await app({ families: [...new Set(parts.map((p) => p.family))] });
  const ops = familyShardOperations(a.registry.operations, parts).filter(({ op }) => op.method === 'POST' && op.examples[0]?.body !== undefined && typeof op.examples[0].body === 'object' && !Array.isArray(op.examples[0].body));
  t.ok(ops.length > 0);
  for (const { key, op } of ops) {
    t.test(key, async (t) => {
      const bad: string[] = [];
      for (const [label, payload] of hostileVariants(op.examples[0]!.body as Record<string, unknown>)) {
        const r = await a.inject({ method: 'POST', url: '/v1' + op.path, payload, headers: withKey({ 'content-type': 'application/json' }) });
        if (r.statusCode >= 500 || JSON.parse(r.body).ok !== (r.statusCode === 200)) bad.push(`${label} -> ${r.statusCode} ${r.body.slice(0, 160)}`);
      }
      t.same(bad, [], 'no variant gives a 5xx');
    });
  }
}
