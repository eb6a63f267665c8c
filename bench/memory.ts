/**
 * `node --import tsx bench/memory.ts`: memory after MEMORY_REQUESTS (100,000) distinct
 * POST /v1/chart requests. Starts bench/server.ts `ours` (a temporary store, a bootstrapped
 * key), sends distinct births (bench/bodies.ts: no cache hit, every answer a new cache entry)
 * over MEMORY_CONNECTIONS (10) connections, and reads the server's resident set size
 * (/proc/<pid>/status VmRSS; Linux only) before, every 10,000 requests, and after. The
 * target (issue 10): under 300 MB after 100k distinct charts, which needs the response
 * cache's byte and entry caps. Speed is not the point here; non-2xx answers are counted.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer, stopServer } from './run.js';
import { variedBirth } from './bodies.js';

const TOTAL = Number(process.env.MEMORY_REQUESTS ?? 100_000);
const CONNECTIONS = Number(process.env.MEMORY_CONNECTIONS ?? 10);
const STEP = 10_000;

function rssMiB(pid: number): number {
  const m = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error('no VmRSS (Linux /proc needed)');
  return Number(m[1]) / 1024;
}

const server = await startServer('ours');
const pid = server.child.pid!;
try {
  const headers = { 'content-type': 'application/json', 'x-api-key': server.key! };
  let n = 0;
  let bad = 0;
  const started = Date.now();
  console.log(`RSS before: ${rssMiB(pid).toFixed(0)} MiB`);
  const rows: string[] = [];
  while (n < TOTAL) {
    const amount = Math.min(STEP, TOTAL - n);
    const r = await autocannon({
      url: `http://127.0.0.1:${server.port}`,
      connections: CONNECTIONS,
      amount,
      requests: [{ method: 'POST', path: '/v1/chart', headers, setupRequest: (req) => ({ ...req, body: JSON.stringify(variedBirth(n++)) }) }],
    } as Parameters<typeof autocannon>[0] & { amount: number });
    bad += r.non2xx + r.errors + r.timeouts;
    const line = `${n.toLocaleString('en-US')} requests: RSS ${rssMiB(pid).toFixed(0)} MiB (${Math.round(r.requests.average)} req/s, ${bad} non-2xx or errors so far)`;
    rows.push(line);
    console.log(line);
  }
  const rss = rssMiB(pid);
  console.log(`\nafter ${n.toLocaleString('en-US')} distinct /v1/chart requests in ${Math.round((Date.now() - started) / 1000)} s: RSS ${rss.toFixed(0)} MiB (target < 300 MB), ${bad} non-2xx or errors`);
} finally {
  await stopServer(server);
}
process.exit(0);
