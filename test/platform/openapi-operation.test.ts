/**
 * GET /openapi.json as the catalogue's platform line (tier 0, free, keyless): the registry serves
 * it with the catalogue's manifest, the document lists it with an empty security requirement,
 * and the runtime's precompressed route answers it raw, without a key and outside the keyless
 * namespaces' counters (SERVICE-SPEC "Keyless namespaces" names /reference, /public, /embed, /i18n).
 */
import path from 'node:path';
import t from 'tap';
import { app, call } from '../helpers/app.js';
import { sharedPresent, skipWithoutShared } from '../helpers/monorepo.js';
import { catalogueDir, readCatalogue } from '../../scripts/catalogue.js';
import { RUNTIME_ANSWERED } from '../../runtime/src/openapi.js';

const a = await app({ families: ['platform'] });
const KEY = 'GET /openapi.json';

t.test('the registry holds the line with the manifest the catalogue gives it', async (t) => {
  const entry = a.registry.byKey.get(KEY);
  t.ok(entry, 'registered');
  t.same(entry?.manifest && { tier: entry.manifest.tier, plan: entry.manifest.plan, pack: entry.manifest.pack, auth: entry.manifest.auth }, { tier: 0, plan: 'free', pack: null, auth: 'keyless' });
  t.equal(entry?.file, 'plugins/platform/src/openapi.ts');
  t.ok(RUNTIME_ANSWERED.has(KEY), 'answered by the runtime, not the pipeline');
});

const PLATFORM = path.join(catalogueDir(), 'platform.jsonl');
t.test('the catalogue line and the manifest agree', { skip: skipWithoutShared(PLATFORM, 'the operation catalogue') }, async (t) => {
  if (!sharedPresent(t, PLATFORM, 'the operation catalogue')) return;
  const line = readCatalogue().find((c) => `${c.method} ${c.path}` === KEY);
  t.ok(line, 'the catalogue has the line');
  const m = a.registry.byKey.get(KEY)!.manifest;
  t.same([m.tier, m.plan, m.pack, m.auth], [line!.tier, line!.plan, line!.pack, line!.auth]);
});

t.test('GET /v1/openapi.json: raw, keyless, and it documents itself', async (t) => {
  const r = await a.inject({ method: 'GET', url: '/v1/openapi.json' });
  t.equal(r.statusCode, 200);
  t.match(r.headers['content-type'], /^application\/json/);
  const doc = JSON.parse(r.body);
  t.equal(doc.ok, undefined, 'not in the envelope');
  t.match(doc.openapi, /^3\.1\./);
  const self = doc.paths['/v1/openapi.json']?.get;
  t.ok(self, 'the document lists GET /v1/openapi.json');
  t.same(self.security, [], 'keyless: an explicit empty security requirement');
  t.same([self['x-auth'], self['x-tier'], self['x-credits'], self['x-plan'], self['x-pack']], ['keyless', 0, 0, 'free', null]);
  t.ok(self.responses['200'].content['application/json; charset=utf-8'], 'a raw JSON answer');
  // No keyless counter: 31 calls from one address (the undeclared keyless limit is 30 an hour) all answer.
  const statuses = new Set<number>();
  for (let i = 0; i < 31; i++) statuses.add((await a.inject({ method: 'GET', url: '/v1/openapi.json' })).statusCode);
  t.same([...statuses], [200]);
  const last = await a.inject({ method: 'GET', url: '/v1/openapi.json' });
  t.equal(last.headers['x-ratelimit-limit'], undefined, 'no rate-limit headers');
  t.equal((await call('GET', '/v1/openapi.json')).status, 200, 'and with a key as well');
});
