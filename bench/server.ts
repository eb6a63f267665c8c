/**
 * One benchmark server in its own process, so that autocannon (in bench/run.ts) does not
 * share an event loop with the app it loads: `ours` is buildApp({ logger: false }), `bare`
 * is bench/bare-app.ts. Listens on 127.0.0.1, an ephemeral port, and reports the port to
 * the parent over IPC; exits when the parent disconnects or sends SIGTERM.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../runtime/src/app.js';
import { buildBareApp } from './bare-app.js';

const kind = process.argv[2];
if (kind !== 'ours' && kind !== 'bare') {
  console.error('usage: server.ts ours|bare');
  process.exit(2);
}
if (!process.send) {
  console.error('server.ts is started by bench/run.ts (needs an IPC channel)');
  process.exit(2);
}

const app: FastifyInstance = kind === 'ours' ? await buildApp({ logger: false }) : buildBareApp();
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

let closing = false;
async function stop(): Promise<void> {
  if (closing) return;
  closing = true;
  await app.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('disconnect', stop);
process.send({ port });
