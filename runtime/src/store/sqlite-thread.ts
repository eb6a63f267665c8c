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
import { type PackedAnswers, unpackAnswers } from './answer-cache-sqlite.js';
import { SqliteStore, type SqliteStoreOptions } from './sqlite-store.js';
import type { StoredAnswer } from './store.js';

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
export interface CachedAnswersMessage extends PackedAnswers {
  id: number;
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
  // This thread writes the answer cache itself: it is off the request thread already.
  store = new SqliteStore({ ...(workerData as SqliteStoreOptions), answerCacheThread: false });
} catch (err) {
  port.postMessage(JSON.stringify({ replies: [{ id: 0, error: serialize(err) }], accessGeneration: 0 } satisfies StoreReplies));
  throw err;
}
port.postMessage(JSON.stringify({ replies: [{ id: 0, value: { file: store.file } }], accessGeneration: store.accessGeneration() } satisfies StoreReplies));

/** A cached answer as JSON carries it: its text (the bytes of a Buffer would go as an array of numbers). */
function plainAnswer(a: StoredAnswer | null): StoredAnswer | null {
  return a && { key: a.key, payload: a.payload, at: a.at, expiresAt: a.expiresAt };
}

function serialize(err: unknown): SerializedError {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return { name: err.name, message: err.message, ...(code !== undefined ? { code } : {}), ...(err.stack ? { stack: err.stack } : {}) };
  }
  return { name: 'Error', message: String(err) };
}

port.on('message', (message: string | CachedAnswersMessage) => {
  if (typeof message !== 'string') {
    store.putCachedResponses(unpackAnswers(message)).then(
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
      (value) => reply({ id: call.id, value: call.method === 'getCachedResponse' ? plainAnswer(value as StoredAnswer | null) : value }),
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
