/**
 * A store module run as a worker thread: `<name>.js` beside this file when built, `<name>.ts`
 * under tsx (dev, tests), where the thread first registers tsx's loader itself (Node 20 does not
 * pass `--import tsx` on to a worker's own module). Used by the store thread (sqlite-threaded.ts)
 * and the answer cache's writer (answer-cache-sqlite.ts).
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export function startStoreWorker(name: string, workerData: unknown, threadName: string): Worker {
  const options = { workerData, name: threadName };
  if (!fileURLToPath(import.meta.url).endsWith('.ts')) return new Worker(new URL(`./${name}.js`, import.meta.url), options);
  const module = new URL(`./${name}.ts`, import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(module)}); });`, { ...options, eval: true });
}
