/**
 * The worker side of ThreadedSqliteStore (sqlite-threaded.ts): one SqliteStore on its own
 * thread, answering the main thread's calls in the order they were posted. The group commit of
 * SqliteStore.meter works here as on the main thread: the calls that arrive in one turn of
 * this thread's event loop commit in one transaction at its next setImmediate, and each answer
 * is posted only after that COMMIT, so nothing the main thread answers for is lost on a crash.
 *
 * Nothing here imports @celestial/core or fastify: the thread loads better-sqlite3 and the
 * store's own modules only (about 10 MB and 30 ms of start-up).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SqliteStore, type SqliteStoreOptions } from './sqlite-store.js';

export interface StoreCall {
  id: number;
  method: string;
  args: unknown[];
}

export interface StoreReply {
  id: number;
  value?: unknown;
  error?: SerializedError;
}

/** The cache's write-behind batch: payloads as one UTF-8 buffer (sqlite-threaded.ts putCachedResponses). */
export interface CachedAnswersMessage {
  id: number;
  answers: { key: string; length: number; at: number; expiresAt: number }[];
  bytes: ArrayBuffer;
}

/** One message from the thread: answers, and the access generation read after them. */
export interface StoreReplies {
  replies: StoreReply[];
  accessGeneration: number;
}

export interface SerializedError {
  name: string;
  message: string;
  code?: unknown;
  stack?: string;
}

const port = parentPort;
if (!port) throw new Error('sqlite-thread.ts runs as a worker thread only');

let store: SqliteStore;
try {
  store = new SqliteStore(workerData as SqliteStoreOptions);
} catch (err) {
  port.postMessage(JSON.stringify({ replies: [{ id: 0, error: serialize(err) }], accessGeneration: 0 } satisfies StoreReplies));
  throw err;
}
port.postMessage(JSON.stringify({ replies: [{ id: 0, value: { file: store.file } }], accessGeneration: store.accessGeneration() } satisfies StoreReplies));

function serialize(err: unknown): SerializedError {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return { name: err.name, message: err.message, ...(code !== undefined ? { code } : {}), ...(err.stack ? { stack: err.stack } : {}) };
  }
  return { name: 'Error', message: String(err) };
}

port.on('message', (message: string | CachedAnswersMessage) => {
  if (typeof message !== 'string') {
    const bytes = Buffer.from(message.bytes);
    let at = 0;
    const entries = message.answers.map((a) => {
      const payload = bytes.toString('utf8', at, at + a.length);
      at += a.length;
      return { key: a.key, payload, at: a.at, expiresAt: a.expiresAt };
    });
    store.putCachedResponses(entries).then(
      () => reply({ id: message.id }),
      (err) => reply({ id: message.id, error: serialize(err) }),
    );
    return;
  }
  const calls = JSON.parse(message) as StoreCall[];
  for (const call of calls) {
    const method = (store as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[call.method];
    let pending: Promise<unknown>;
    try {
      pending = Promise.resolve(method!.apply(store, call.args));
    } catch (err) {
      pending = Promise.reject(err);
    }
    pending.then(
      (value) => reply({ id: call.id, value }),
      (err) => reply({ id: call.id, error: serialize(err) }),
    );
  }
});

// Answers settled together (a group commit settles every call of its batch at once) go back in
// one message: a postMessage per answer cost the main thread more than the call it answered.
let outbox: StoreReply[] = [];
function reply(r: StoreReply): void {
  if (outbox.length === 0) queueMicrotask(flush);
  outbox.push(r);
}
function flush(): void {
  const batch = outbox;
  outbox = [];
  // Read after the answers' statements ran: a key revoked by one of them (or by another process
  // before) is known to the request thread before it sees that call's answer.
  let accessGeneration = -1;
  try {
    accessGeneration = store.accessGeneration();
  } catch {
    // closed (the last answer was close()'s): -1 invalidates every cached key
  }
  port!.postMessage(JSON.stringify({ replies: batch, accessGeneration } satisfies StoreReplies));
}
