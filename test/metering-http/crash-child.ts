/**
 * A service process for the crash test (crash.test.ts): the real app on the SQLite file given,
 * with one extra operation, `POST /v1/test-only/slow`, a tier-2 calculation whose handler
 * never returns, so the parent can SIGKILL this process between the charge and the answer.
 * Prints the port it listens on. The store runs on its own thread (CELESTIAL_STORE_THREAD=on): the
 * kill ends both threads mid-call.
 */
import { Type } from '@sinclair/typebox';
import { defineOperation, operationKey } from '@celestial/core';
import { buildApp } from '../../runtime/src/app.js';
import { ThreadedSqliteStore } from '../../runtime/src/store/sqlite-threaded.js';
import type { Registry } from '../../runtime/src/registry.js';

const file = process.argv[2]!;
const op = defineOperation({
  method: 'POST',
  path: '/test-only/slow',
  summary: 'never answers',
  calculation: true,
  body: Type.Object({ n: Type.Number() }),
  response: Type.Object({ ok: Type.Boolean() }),
  examples: [{ body: { n: 1 } }],
  handler: () => new Promise<{ ok: boolean }>(() => {}),
});
const entry = { key: operationKey(op), family: 'test', file: 'test', op, manifest: { tier: 2 as const, plan: 'free' as const, pack: null, auth: 'key' as const } };
const registry: Registry = { operations: [entry], byKey: new Map([[entry.key, entry]]) };
const app = await buildApp({ logger: false }, { store: await ThreadedSqliteStore.open({ file }), registry });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`port ${typeof address === 'object' && address ? address.port : 0}\n`);
