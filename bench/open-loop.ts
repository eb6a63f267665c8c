/**
 * An open-loop load at a constant arrival rate, for the latency a caller sees at a given load.
 *
 * Why not autocannon's `overallRate`: autocannon gives each connection a budget of requests per
 * second and sends them back to back as soon as the second starts, then waits for the next
 * second (node_modules/autocannon/lib/httpClient.js `_doRequest` and its 1 s `rateInterval`;
 * mcollina/autocannon#174: "50 requests in 100 ms then 900 ms of nothing"). So "half of peak"
 * there is the peak rate for half of each second and nothing for the other half, and its
 * coordinated-omission correction takes `Math.ceil(1 / rate)` (1 ms for any rate of one or more
 * requests a second per connection) as the expected interval, adding phantom samples to every
 * answer slower than 1 ms. What it printed as the p99 at half load was a p99 under peak bursts.
 *
 * Here request k is due at start + k / rate (evenly spaced, as wrk2 does) whatever happened to
 * the ones before it; its latency runs from when it was due to the last byte of its answer, so
 * a stall of the server (or of this generator) counts against every request that waited on it
 * (no coordinated omission). A request goes out on an idle keep-alive connection, a new one
 * opened while fewer than `maxConnections` are open, so it waits for a connection only when
 * that many are in flight.
 *
 * The generator shares the machine with the server, and its own pauses count as the server's,
 * so it does as little as it can: every request is built as bytes before the clock starts, the
 * sockets are plain `net` sockets, and an answer is read only as far as its status line and
 * Content-Length (the service and the bare app answer with Content-Length, uncompressed when
 * no Accept-Encoding is sent). An answer of another shape counts as bad.
 */
import net from 'node:net';

export interface OpenLoopOptions {
  port: number;
  path: string;
  headers: Record<string, string>;
  /** The body of the k-th request. */
  body: (k: number) => string;
  /** Requests a second, evenly spaced. */
  rate: number;
  seconds: number;
  maxConnections?: number;
}

export interface OpenLoopResult {
  /** Answers a second over the run (sent on schedule, so about `rate` when the server keeps up). */
  reqPerSec: number;
  /** Latencies in ms, from when each request was due to the last byte of its answer. */
  mean: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
  total: number;
  /** Answers other than 200, and failed requests. */
  bad: number;
  /** How late the generator itself sent a request after it was due, at most (ms). */
  sendLagMax: number;
}

/** The q-quantile of sorted values (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

const HEADER_END = Buffer.from('\r\n\r\n');

/** One keep-alive connection: sends a request, reads one answer, and says how it went. */
class Connection {
  readonly socket: net.Socket;
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** Bytes of the whole answer once its head is read, else -1. */
  private expected = -1;
  private status = 0;
  private onAnswer: ((status: number) => void) | null = null;
  busy = false;

  constructor(port: number, onClose: (c: Connection) => void) {
    this.socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', () => undefined);
    this.socket.on('close', () => {
      const cb = this.onAnswer;
      this.onAnswer = null;
      if (cb) cb(0);
      onClose(this);
    });
  }

  send(request: Buffer, done: (status: number) => void): void {
    this.busy = true;
    this.onAnswer = done;
    this.socket.write(request);
  }

  private read(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    if (this.expected < 0) {
      const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
      this.chunks = [all];
      const end = all.indexOf(HEADER_END);
      if (end < 0) return;
      const head = all.toString('latin1', 0, end);
      this.status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      // No Content-Length (chunked): not an answer this generator reads; the connection is dropped.
      if (!length) {
        // Destroyed first, so that the callback does not hand this connection out again.
        this.socket.destroy();
        this.finish(0);
        return;
      }
      this.expected = end + HEADER_END.length + Number(length[1]);
    }
    if (this.buffered >= this.expected) this.finish(this.status);
  }

  private finish(status: number): void {
    this.chunks = [];
    this.buffered = 0;
    this.expected = -1;
    this.busy = false;
    const cb = this.onAnswer;
    this.onAnswer = null;
    if (cb) cb(status);
  }
}

export async function openLoop(o: OpenLoopOptions): Promise<OpenLoopResult> {
  const total = Math.max(1, Math.round(o.rate * o.seconds));
  const maxConnections = o.maxConnections ?? 64;
  const head = Object.entries({ host: `127.0.0.1:${o.port}`, connection: 'keep-alive', ...o.headers })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const requests = Array.from({ length: total }, (_, k) => {
    const body = Buffer.from(o.body(k), 'utf8');
    return Buffer.concat([Buffer.from(`POST ${o.path} HTTP/1.1\r\n${head}content-length: ${body.length}\r\n\r\n`, 'latin1'), body]);
  });
  const latencies = new Float64Array(total);
  let bad = 0;
  let sendLagMax = 0;
  let answered = 0;
  let next = 0;
  const connections = new Set<Connection>();
  const idle: Connection[] = [];
  const intervalMs = 1000 / o.rate;
  const start = performance.now() + 5;

  await new Promise<void>((resolve) => {
    const closed = (c: Connection) => {
      connections.delete(c);
      const i = idle.indexOf(c);
      if (i >= 0) idle.splice(i, 1);
    };
    const dispatch = () => {
      const now = performance.now();
      while (next < total && start + next * intervalMs <= now) {
        let c = idle.pop();
        if (!c) {
          if (connections.size >= maxConnections) break;
          c = new Connection(o.port, closed);
          connections.add(c);
        }
        const k = next++;
        const due = start + k * intervalMs;
        sendLagMax = Math.max(sendLagMax, now - due);
        const conn = c;
        conn.send(requests[k]!, (status) => {
          latencies[answered++] = performance.now() - due;
          if (status !== 200) bad++;
          if (!conn.busy && !conn.socket.destroyed) idle.push(conn);
          if (answered === total) resolve();
          else dispatch();
        });
      }
    };
    const tick = () => {
      dispatch();
      if (next < total) setTimeout(tick, Math.max(0, Math.min(1, start + next * intervalMs - performance.now())));
    };
    setTimeout(tick, 5);
  });
  const elapsedMs = performance.now() - start;
  for (const c of connections) c.socket.destroy();
  const sorted = Array.from(latencies).sort((a, b) => a - b);
  const mean = sorted.reduce((s, x) => s + x, 0) / sorted.length;
  return {
    reqPerSec: (answered / elapsedMs) * 1000,
    mean: round1(mean),
    p50: round1(quantile(sorted, 0.5)),
    p99: round1(quantile(sorted, 0.99)),
    p999: round1(quantile(sorted, 0.999)),
    max: round1(sorted[sorted.length - 1]!),
    total: answered,
    bad,
    sendLagMax: round1(sendLagMax),
  };
}
