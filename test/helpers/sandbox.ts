/**
 * A throw-away plugin tree for the registry's refusal tests (test/manifests.test.ts,
 * test/build/indexes.test.ts): written inside the repository, so the sandbox's files resolve
 * @sinclair/typebox like real ones, and removed when the test ends.
 */
import fs from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { REPO_ROOT } from '../../runtime/src/registry.js';

export function sandbox(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(REPO_ROOT, 'test', '.sandbox-'));
  t.teardown(() => fs.rmSync(root, { recursive: true, force: true }));
  files['package.json'] = '{ "type": "module" }';
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

/** The source of a minimal operation file answering GET `p`. */
export const opFile = (p: string) => `import { Type } from '@sinclair/typebox';
import { defineOperation } from '${path.join(REPO_ROOT, 'core/src/index.ts')}';
export default defineOperation({ method: 'GET', path: '${p}', summary: 's', response: Type.Object({}), examples: [{}], handler: () => ({}) });
`;
