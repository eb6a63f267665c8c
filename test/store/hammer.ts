/**
 * A second process for the contract's cross-process tests: opens the same store as the test
 * (its own connection), prints `ready`, waits for `go` on stdin, runs its share of calls as fast
 * as it can and prints one JSON line with what it was granted.
 *
 *   node --import tsx test/store/hammer.ts '<json HammerJob>'
 */
import { createInterface } from 'node:readline';
import { MongoStore } from '../../runtime/src/store/mongo-store.js';
import { SqliteStore } from '../../runtime/src/store/sqlite-store.js';
import type { ChargeRequest, RateSlotRequest, Store } from '../../runtime/src/store/store.js';

export type StoreLocation = { engine: 'sqlite'; file: string } | { engine: 'mongodb'; uri: string; dbName: string };

export type HammerJob =
  | { where: StoreLocation; op: 'charge'; calls: number; concurrency: number; req: ChargeRequest }
  | { where: StoreLocation; op: 'rate'; calls: number; concurrency: number; req: RateSlotRequest };

export interface HammerResult {
  granted: number;
  refused: number;
}

export async function openAt(where: StoreLocation): Promise<Store> {
  return where.engine === 'sqlite' ? new SqliteStore({ file: where.file }) : MongoStore.connect({ uri: where.uri, dbName: where.dbName });
}

async function main(): Promise<void> {
  const job = JSON.parse(process.argv[2] ?? '') as HammerJob;
  const store = await openAt(job.where);
  process.stdout.write('ready\n');
  const rl = createInterface({ input: process.stdin });
  await new Promise<void>((resolve) => rl.once('line', () => resolve()));
  rl.close();
  let granted = 0;
  let refused = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < job.calls) {
      next++;
      const ok = job.op === 'charge' ? (await store.chargeCredits(job.req)).ok : (await store.takeRateSlot(job.req)).admitted;
      if (ok) granted++;
      else refused++;
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, worker));
  await store.close();
  process.stdout.write(JSON.stringify({ granted, refused } satisfies HammerResult) + '\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '\0')) {
  main().catch((err: unknown) => {
    process.stderr.write(String((err as Error)?.stack ?? err) + '\n');
    process.exit(1);
  });
}
