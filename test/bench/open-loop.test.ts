/**
 * bench/open-loop.ts, the generator of the benchmark's half-load rounds: it sends every
 * request it schedules, each body its own, spaced over the run rather than in a burst, counts
 * answers other than 200 (and ones it cannot read) as bad, and measures latency from when a
 * request was due, so a server that holds a request makes the ones behind it late too. Against
 * a small node:http server on 127.0.0.1; no figure of speed is asserted (bench/ measures speed),
 * only counts, order and bounds that hold on any machine.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { openLoop, quantile } from '../../bench/open-loop.js';

interface Seen {
  bodies: string[];
  at: number[];
}

/** A server answering each POST after `holdMs(n)` ms: 200 with Content-Length, or what `shape(n)` says. */
async function server(holdMs: (n: number) => number, shape: (n: number) => 'ok' | 'error' | 'chunked' = () => 'ok'): Promise<{ port: number; seen: Seen; close: () => Promise<void> }> {
  const seen: Seen = { bodies: [], at: [] };
  const s = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const n = seen.bodies.length;
      seen.bodies.push(Buffer.concat(chunks).toString('utf8'));
      seen.at.push(performance.now());
      setTimeout(() => {
        const kind = shape(n);
        const body = JSON.stringify({ ok: kind === 'ok', n });
        if (kind === 'chunked') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write(body.slice(0, 5));
          res.end(body.slice(5));
        } else {
          res.writeHead(kind === 'ok' ? 200 : 500, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
          res.end(body);
        }
      }, holdMs(n));
    });
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return {
    port: (s.address() as AddressInfo).port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        s.closeAllConnections();
        s.close(() => resolve());
      }),
  };
}

t.test('quantile: nearest rank', async (t) => {
  const xs = Array.from({ length: 100 }, (_, i) => i + 1);
  t.equal(quantile(xs, 0.5), 50);
  t.equal(quantile(xs, 0.99), 99);
  t.equal(quantile(xs, 1), 100);
  t.equal(quantile([7], 0.99), 7);
  t.ok(Number.isNaN(quantile([], 0.5)));
});

t.test('every scheduled request is sent once with its own body, spread over the run', async (t) => {
  const srv = await server(() => 0);
  t.teardown(srv.close);
  const r = await openLoop({ port: srv.port, path: '/x', headers: { 'content-type': 'application/json' }, body: (k) => JSON.stringify({ k }), rate: 200, seconds: 0.5 });
  t.equal(r.total, 100, '200 a second for half a second');
  t.equal(r.bad, 0);
  t.same(
    srv.seen.bodies.map((b) => JSON.parse(b).k).sort((a, b) => a - b),
    Array.from({ length: 100 }, (_, k) => k),
    'bodies 0..99, each once',
  );
  // Spaced, not a burst: the last request reaches the server well after the first (due 495 ms later).
  const span = srv.seen.at[srv.seen.at.length - 1]! - srv.seen.at[0]!;
  t.ok(span > 300, `arrivals spread over ${span.toFixed(0)} ms`);
  t.ok(r.p50 <= r.p99 && r.p99 <= r.max, 'p50 <= p99 <= max');
});

t.test('answers other than 200, and answers it cannot read, are bad', async (t) => {
  const srv = await server(
    () => 0,
    (n) => (n % 10 === 3 ? 'error' : n === 7 ? 'chunked' : 'ok'),
  );
  t.teardown(srv.close);
  const r = await openLoop({ port: srv.port, path: '/x', headers: {}, body: () => '{}', rate: 100, seconds: 0.5 });
  t.equal(r.total, 50, 'every request is accounted for');
  t.equal(r.bad, 6, 'five 500s and one chunked answer');
});

t.test('a connection dropped after an unreadable answer takes no other request with it', async (t) => {
  // One connection, requests queued behind each other: the one after the chunked answer goes
  // out on a new connection and is answered.
  const srv = await server(
    () => 2,
    (n) => (n === 7 ? 'chunked' : 'ok'),
  );
  t.teardown(srv.close);
  const r = await openLoop({ port: srv.port, path: '/x', headers: {}, body: () => '{}', rate: 400, seconds: 0.25, maxConnections: 1 });
  t.equal(r.total, 100);
  t.equal(r.bad, 1, 'only the chunked answer is bad');
  t.equal(srv.seen.bodies.length, 100, 'the server saw every request');
});

t.test('a held request makes the ones due behind it late (no coordinated omission)', async (t) => {
  // One connection only: the 10th request is held 300 ms, so the ~30 due meanwhile wait for it.
  const srv = await server((n) => (n === 10 ? 300 : 0));
  t.teardown(srv.close);
  const r = await openLoop({ port: srv.port, path: '/x', headers: {}, body: () => '{}', rate: 100, seconds: 1, maxConnections: 1 });
  t.equal(r.total, 100);
  t.ok(r.max >= 300, `the held one took ${r.max} ms`);
  // A closed loop would record one slow request in 100 (p99 about its neighbours); here a
  // request due 10 ms after the held one waits ~290 ms, and so on down the queue.
  t.ok(r.p99 >= 200, `p99 ${r.p99} ms counts the queue behind the held request`);
});
