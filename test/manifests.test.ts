/** Registry and manifests: start-up refuses orphans both ways; manifests agree with the catalogue. */
import path from 'node:path';
import t from 'tap';
import { loadRegistry, REPO_ROOT } from '../runtime/src/registry.js';
import { spawnSync } from 'node:child_process';
import { readCatalogue, catalogueDir, inCI } from '../scripts/catalogue.js';
import { sharedPresent, skipWithoutShared } from './helpers/monorepo.js';
import { opFile, sandbox } from './helpers/sandbox.js';


t.test('start-up refuses, naming the path, an operation without manifest entry and an entry without operation', async (t) => {
  const root = sandbox({
    'plugins/demo/src/one.ts': opFile('/demo/one'),
    'plugins/demo/src/two.ts': opFile('/demo/two'),
    'manifests/demo.json': JSON.stringify({ 'GET /demo/one': { tier: 1, plan: 'free', pack: null, auth: 'key' }, 'GET /demo/ghost': { tier: 1, plan: 'free', pack: null, auth: 'key' } }),
  });
  await t.rejects(loadRegistry({ root }), /GET \/demo\/two: no manifest entry[\s\S]*GET \/demo\/ghost: manifests\/demo.json lists it but no operation defines it/);
});

t.test('malformed manifest entries are all reported', async (t) => {
  const root = sandbox({
    'plugins/demo/src/one.ts': opFile('/demo/one'),
    'manifests/demo.json': JSON.stringify({ 'GET /demo/one': { tier: 9, plan: 'gold', pack: 3, auth: 'maybe' } }),
  });
  await t.rejects(loadRegistry({ root }), /tier must be 0-7[\s\S]*plan must be[\s\S]*pack must be[\s\S]*auth must be/);
});

t.test('a consistent sandbox loads', async (t) => {
  const root = sandbox({
    'plugins/demo/src/one.ts': opFile('/demo/one'),
    'plugins/demo/src/lib/helper.ts': 'export const x = 1;',
    'manifests/demo.json': JSON.stringify({ 'GET /demo/one': { tier: 1, plan: 'free', pack: null, auth: 'key' } }),
  });
  const r = await loadRegistry({ root });
  t.same(r.operations.map((o) => o.key), ['GET /demo/one']);
});

t.test('every manifest entry takes tier, plan, pack and auth from the catalogue', { skip: skipWithoutShared(catalogueDir(), 'the operation catalogue') }, async (t) => {
  if (!sharedPresent(t, catalogueDir(), 'the operation catalogue')) return;
  const byKey = new Map(readCatalogue().map((c) => [`${c.method} ${c.path}`, c]));
  const registry = await loadRegistry();
  for (const { key, manifest } of registry.operations) {
    const c = byKey.get(key);
    t.ok(c, `${key} is in the catalogue`);
    if (c) t.same({ tier: manifest.tier, plan: manifest.plan, pack: manifest.pack, auth: manifest.auth }, { tier: c.tier, plan: c.plan, pack: c.pack, auth: c.auth }, key);
  }
});

t.test('outside the monorepo: catalogue:coverage says what is missing and exits 0, or 1 under CI=true', async (t) => {
  const nowhere = path.join(REPO_ROOT, 'test', '.sandbox-no-shared');
  const run = (ci: string) => {
    const { CELESTIAL_CATALOGUE_DIR: _ignored, ...env } = process.env;
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/catalogue-coverage.ts'], { cwd: REPO_ROOT, encoding: 'utf8', env: { ...env, CELESTIAL_SHARED_DIR: nowhere, CI: ci } });
  };
  const local = run('');
  t.equal(local.status, 0, 'a clone on its own: exit 0');
  t.match(local.stderr, `the operation catalogue not found at ${path.join(nowhere, 'catalogue')}`, 'names the missing folder');
  t.match(local.stderr, 'Skipped.');
  const ci = run('true');
  t.equal(ci.status, 1, 'CI=true: the missing catalogue fails');
  t.notMatch(ci.stderr, 'Skipped.');
  const reason = `the operation catalogue not found at ${nowhere}: this clone is outside the Celestial monorepo (no ../shared); set CELESTIAL_SHARED_DIR, or CELESTIAL_CATALOGUE_DIR for the catalogue`;
  t.equal(skipWithoutShared(nowhere, 'the operation catalogue'), inCI() ? false : reason, 'tests skip with the same sentence, never under CI');
});
