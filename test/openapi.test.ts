import fs from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { Validator } from '@seriousme/openapi-schema-validator';
import { get } from './helpers/app.js';
import { REPO_ROOT, loadRegistry } from '../runtime/src/registry.js';

t.test('GET /v1/openapi.json is a valid OpenAPI 3.1 document of the registry', async (t) => {
  const r = await get('/v1/openapi.json');
  t.equal(r.status, 200);
  const doc = r.body;
  t.equal(doc.openapi, '3.1.0');
  const result = await new Validator().validate(doc);
  t.ok(result.valid, `valid OpenAPI: ${JSON.stringify(result.errors ?? '').slice(0, 2000)}`);
  const registry = await loadRegistry();
  for (const { op, manifest } of registry.operations) {
    const item = doc.paths['/v1' + op.path]?.[op.method.toLowerCase()];
    t.ok(item, `${op.method} ${op.path} is documented`);
    if (!item) continue;
    t.equal(item['x-tier'], manifest.tier, `${op.path} tier`);
    if (manifest.auth === 'keyless') t.same(item.security, [], `${op.path}: keyless has an empty security requirement`);
    else t.not(item.security.length, 0, `${op.path}: needs a key`);
    if (op.body) t.ok(Object.keys(item.requestBody.content['application/json'].examples ?? {}).length > 0, `${op.path} carries its examples`);
  }
});

t.test('the committed snapshot matches the registry (npm run openapi:snapshot)', async (t) => {
  const snapshot = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.snapshot.json'), 'utf8'));
  const r = await get('/v1/openapi.json');
  t.same(r.body, snapshot, 'regenerate with npm run openapi:snapshot and commit it');
});
