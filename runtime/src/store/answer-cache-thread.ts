/**
 * The answer cache's writer thread (answer-cache-sqlite.ts): the inserts of the write-behind
 * batches and the expiry sweep of the cache file, off the request thread. Calls are taken in
 * the order they were posted; each is answered after its transaction. It loads better-sqlite3
 * and answer-cache-sqlite.ts only.
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  type CacheWriterCall,
  type CacheWriterReply,
  SWEEP_SLICE_ROWS,
  answerCacheStatements,
  openCacheFile,
  putAnswers,
  unpackAnswers,
} from './answer-cache-sqlite.js';

const port = parentPort;
if (!port) throw new Error('answer-cache-thread.ts runs as a worker thread only');
const { file, busyTimeoutMs } = workerData as { file: string; busyTimeoutMs: number };
const db = openCacheFile(file, busyTimeoutMs);
const stmts = answerCacheStatements(db);

function run(call: CacheWriterCall): number {
  if (call.kind === 'put') {
    putAnswers(db, stmts.put, unpackAnswers(call.batch));
    return call.batch.answers.length;
  }
  if (call.kind === 'sweep') {
    // Slice by slice, each its own short transaction: a reader of the file (the request
    // thread's lookup) is never locked out, and a second instance's writer waits one slice at most.
    let swept = 0;
    for (;;) {
      const n = stmts.sweep.run(call.now, SWEEP_SLICE_ROWS).changes;
      swept += n;
      if (n < SWEEP_SLICE_ROWS) return swept;
    }
  }
  db.close();
  return 0;
}

port.on('message', (call: CacheWriterCall) => {
  let reply: CacheWriterReply;
  try {
    reply = { id: call.id, value: run(call) };
  } catch (err) {
    const e = err as { message?: string; code?: string };
    reply = { id: call.id, error: { message: String(e.message ?? err), ...(e.code ? { code: e.code } : {}) } };
  }
  port.postMessage(reply);
});
