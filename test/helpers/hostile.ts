/**
 * Hostile variants of an operation's example body, for the sweeps that must never see a 500
 * (test/http/hostile-*.test.ts, scripts/hostile-sweep.ts): each top-level member deleted,
 * nulled, of the wrong type, huge or negative; the whole body empty; extreme dates, times and
 * polar latitudes on birth data.
 */
import t from 'tap';
import { app, withKey } from './app.js';

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


/** The number of hostile-sweep shard files under test/http. */
export const HOSTILE_SHARDS = 4;

/**
 * Every POST operation of one shard (registry index mod HOSTILE_SHARDS) called with every
 * hostile variant of its first example: never a 5xx, and the envelope's `ok` follows the status.
 */
export async function hostileShard(shard: number): Promise<void> {
  const a = await app();
  const ops = a.registry.operations.filter(({ op }, i) => i % HOSTILE_SHARDS === shard && op.method === 'POST' && op.examples[0]?.body !== undefined && typeof op.examples[0].body === 'object' && !Array.isArray(op.examples[0].body));
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
