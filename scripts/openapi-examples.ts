/**
 * `npm run openapi:examples`: records a real answer of every operation's first example into
 * openapi.examples.json (committed), which the OpenAPI document embeds as the operation's
 * response example. Each example is called through the typed client against the app in-process,
 * on a fresh in-memory store, and the answer shortened (shortenExample: long arrays cut, numbers
 * to 6 decimals) so the document stays small. test/openapi.test.ts re-runs a sample and fails
 * when the recorded shapes are stale; regenerate then, and `npm run openapi:snapshot` after.
 */
import fs from 'node:fs';
import path from 'node:path';
import { freshApp, MASTER_KEY, closeTestStores } from '../test/helpers/app.js';
import { REPO_ROOT } from '../runtime/src/registry.js';
import { EXAMPLES_FILE, shortenExample } from '../runtime/src/openapi.js';
import type { RecordedExample } from '../runtime/src/openapi.js';
import type { RegisteredOperation } from '../runtime/src/registry.js';
import { exampleRunner } from './openapi-examples-run.js';
import type { ExampleRunner } from './openapi-examples-run.js';

/** The recorded form of one operation's first example. */
export async function recordExample(runner: ExampleRunner, entry: RegisteredOperation): Promise<RecordedExample> {
  const ex = entry.op.examples[0];
  if (!ex) throw new Error(`${entry.key} declares no example`);
  const answer = await runner.run(entry, ex);
  if (answer.status !== 200) throw new Error(`${entry.key}: example answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const example = ex.name ?? 'example1';
  if (entry.op.produces) return { example, status: answer.status, mediaType: answer.contentType, text: answer.text.slice(0, 2000) };
  return { example, status: answer.status, body: shortenExample(answer.body) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const started = Date.now();
  const app = await freshApp();
  const runner = await exampleRunner(app, MASTER_KEY);
  const out: Record<string, RecordedExample> = {};
  const entries = [...app.registry.operations].sort((a, b) => a.key.localeCompare(b.key));
  for (const entry of entries) out[entry.key] = await recordExample(runner, entry);
  await app.close();
  await closeTestStores();
  const file = path.join(REPO_ROOT, EXAMPLES_FILE);
  fs.writeFileSync(file, JSON.stringify(out, null, 1) + '\n');
  console.log(`${EXAMPLES_FILE}: ${entries.length} operations, ${fs.statSync(file).size} bytes, ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
