/**
 * The rate-limit check at 100 and at 60,000 requests in the window (issue 10: the old check
 * summed the window, 0.18 ms at 100 entries and 8.3 ms at 60k). Runs the SQLite store's
 * takeRateSlot (the admission path: a running total, the expired head pruned) and
 * peekRateSlot on one counter filled to N entries inside the window, and prints the cost per
 * call. The old query (SUM over the window) is timed beside it on the same rows for contrast.
 *
 *   node --import tsx bench/rate-window.ts [calls=2000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { SqliteStore } from '../runtime/src/store/sqlite-store.js';

const CALLS = Number(process.argv[2] ?? 2000);
const WINDOW = 60_000;
const T0 = Date.parse('2026-03-15T12:00:00Z');

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function measure(entries: number): Promise<{ take: number; peek: number; oldSum: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-window-'));
  const store = new SqliteStore({ dataDir: dir });
  const counterKey = `key:bench-${entries}`;
  // N entries spread over the first half of the window; the limit is never reached.
  const limit = entries + CALLS * 10 + 1;
  for (let i = 0; i < entries; i++) {
    await store.takeRateSlot({ counterKey, windowMs: WINDOW, limit, cost: 1, now: T0 + Math.floor((i * WINDOW) / 2 / entries) });
  }
  const at = T0 + WINDOW / 2;
  const raw = new Database(path.join(dir, 'celestial.sqlite'), { readonly: true });
  const sum = raw.prepare('SELECT SUM(units) AS units, MIN(at) AS oldest FROM rate_entries WHERE counter_key = ? AND at > ?');
  const rounds = { take: [] as number[], peek: [] as number[], oldSum: [] as number[] };
  for (let r = 0; r < 5; r++) {
    let t = performance.now();
    for (let i = 0; i < CALLS; i++) await store.peekRateSlot({ counterKey, windowMs: WINDOW, limit, cost: 1, now: at });
    rounds.peek.push(((performance.now() - t) * 1000) / CALLS);
    t = performance.now();
    for (let i = 0; i < Math.min(CALLS, 200); i++) sum.get(counterKey, at - WINDOW);
    rounds.oldSum.push(((performance.now() - t) * 1000) / Math.min(CALLS, 200));
  }
  // Each take adds an entry inside the window, so the takes run last, with 100 calls a round:
  // the window grows from N to N + 500.
  // Warm-up on another counter (statement caches, the WAL file) so the first round is not an outlier.
  for (let i = 0; i < 300; i++) await store.takeRateSlot({ counterKey: `${counterKey}-warm`, windowMs: WINDOW, limit, cost: 1, now: at });
  for (let r = 0; r < 5; r++) {
    const t = performance.now();
    for (let i = 0; i < 100; i++) await store.takeRateSlot({ counterKey, windowMs: WINDOW, limit, cost: 1, now: at });
    rounds.take.push(((performance.now() - t) * 1000) / 100);
  }
  raw.close();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return { take: median(rounds.take), peek: median(rounds.peek), oldSum: median(rounds.oldSum) };
}

console.log(`rate window check, SQLite store, median of 5 rounds (${CALLS} peeks, 200 old sums, 100 takes a round), ${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? ''}, ${new Date().toISOString()}`);
console.log('entries in window | takeRateSlot us/call | peekRateSlot us/call | old SUM query us/call');
const results: Record<number, { take: number; peek: number; oldSum: number }> = {};
for (const n of [100, 60_000]) {
  const r = await measure(n);
  results[n] = r;
  console.log(`${String(n).padStart(17)} | ${r.take.toFixed(1).padStart(20)} | ${r.peek.toFixed(1).padStart(20)} | ${r.oldSum.toFixed(1).padStart(21)}`);
}
const ratio = results[60_000]!.take / results[100]!.take;
console.log(`take at 60k / take at 100: ${ratio.toFixed(2)}x (the old sum: ${(results[60_000]!.oldSum / results[100]!.oldSum).toFixed(0)}x)`);
