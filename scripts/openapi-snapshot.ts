/** `npm run openapi:snapshot`: writes openapi.snapshot.json from the registry (committed; a test compares). */
import fs from 'node:fs';
import path from 'node:path';
import { loadRegistry, REPO_ROOT } from '../runtime/src/registry.js';
import { buildOpenApi } from '../runtime/src/openapi.js';

const doc = buildOpenApi(await loadRegistry());
fs.writeFileSync(path.join(REPO_ROOT, 'openapi.snapshot.json'), JSON.stringify(doc, null, 2) + '\n');
console.log(`openapi.snapshot.json: ${Object.keys(doc.paths as object).length} paths`);
