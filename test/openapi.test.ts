import fs from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { Validator } from '@seriousme/openapi-schema-validator';
import { app, get, KYIV, MASTER_KEY, post } from './helpers/app.js';
import { REPO_ROOT } from '../runtime/src/registry.js';
import { AREAS, areaOf, EXAMPLES_FILE, loadRecordedExamples, refusalsOf, shortenExample, SHORT_ARRAY_KEEP } from '../runtime/src/openapi.js';
import { exampleRunner, inProcessClient } from '../scripts/openapi-examples-run.js';
import { recordExample } from '../scripts/openapi-examples.js';
import { CLIENT_SCHEMA_FILE, clientSchemaText } from '../scripts/openapi-client.js';

type Doc = any;
const document = async (): Promise<Doc> => (await get('/v1/openapi.json')).body;
const operationsOf = (doc: Doc) => Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([p, m]) => Object.entries(m).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p.slice(3)}`, op })));

/** Follows a local $ref. */
function resolve(doc: Doc, ref: string): any {
  return ref.replace(/^#\//, '').split('/').reduce((x: any, k) => x?.[k], doc);
}

t.test('GET /v1/openapi.json is a valid OpenAPI 3.1 document of the registry', async (t) => {
  const r = await get('/v1/openapi.json');
  t.equal(r.status, 200);
  const doc = r.body;
  t.equal(doc.openapi, '3.1.0');
  const result = await new Validator().validate(doc);
  t.ok(result.valid, `valid OpenAPI: ${JSON.stringify(result.errors ?? '').slice(0, 2000)}`);
  const registry = (await app()).registry;
  for (const { op, manifest } of registry.operations) {
    const item = doc.paths['/v1' + op.path]?.[op.method.toLowerCase()];
    t.ok(item, `${op.method} ${op.path} is documented`);
    if (!item) continue;
    t.equal(item['x-tier'], manifest.tier, `${op.path} tier`);
    if (manifest.auth === 'keyless') t.same(item.security, [], `${op.path}: keyless has an empty security requirement`);
    else t.not(item.security.length, 0, `${op.path}: needs a key`);
    if (op.body) t.ok(Object.keys(item.requestBody.content['application/json'].examples ?? {}).length > 0, `${op.path} carries its examples`);
  }
  // The whole catalogue with an example answer per operation: 4.07 MB at 715 operations
  // (2026-11-26), 0.62 MB gzip and 0.38 MB brotli as @fastify/compress serves it. The cap keeps an
  // eye on growth per operation (about 5.7 KB each), not on a fixed page budget.
  t.ok(JSON.stringify(doc).length < 6_000_000, `the document stays under 6 MB (${JSON.stringify(doc).length} bytes)`);
});

t.test('tags by area, each declared at the top level with a description', async (t) => {
  const doc = await document();
  const declared = new Map((doc.tags as { name: string; description: string }[]).map((tag) => [tag.name, tag.description]));
  t.ok(declared.size >= 20, `areas, not five families (${declared.size})`);
  const used = new Set<string>();
  for (const { key, op } of operationsOf(doc)) {
    t.equal(op.tags.length, 1, `${key}: one tag`);
    const tag = op.tags[0];
    used.add(tag);
    if (!declared.has(tag)) t.fail(`${key}: tag ${tag} is declared (add the namespace to AREAS in runtime/src/openapi.ts)`);
  }
  for (const [name, description] of declared) {
    t.ok(used.has(name), `${name} is used`);
    t.ok(description.length > 10, `${name} has a description`);
  }
  t.same([...declared.keys()], AREAS.map((a) => a.name).filter((n) => used.has(n)), 'declared in the AREAS order');
  // Known answers: the area of a path.
  t.equal(doc.paths['/v1/chart'].post.tags[0], 'western/chart');
  t.equal(doc.paths['/v1/houses'].post.tags[0], 'western/houses');
  t.equal(doc.paths['/v1/transit-calendar'].post.tags[0], 'transits');
  t.equal(doc.paths['/v1/synastry'].post.tags[0], 'relationships');
  t.equal(doc.paths['/v1/vedic/panchang/tithi'].post.tags[0], 'vedic/panchang');
  t.equal(doc.paths['/v1/vedic/dasha/vimshottari'].post.tags[0], 'vedic/dasha');
  t.equal(doc.paths['/v1/reference/signs'].get.tags[0], 'reference');
  t.equal(areaOf('/muhurta/types', 'vedic'), 'vedic/muhurta');
  t.equal(areaOf('/auth/login', 'platform'), 'platform/account');
  t.equal(areaOf('/auth/keys/me', 'platform'), 'platform/keys');
  t.equal(areaOf('/somewhere/new', 'western'), 'western', 'an unmapped path falls back to its family (undeclared: the loop above fails)');
});

t.test('shared shapes are named components referenced by $ref', async (t) => {
  const doc = await document();
  const schemas = doc.components.schemas;
  for (const name of ['BirthData', 'Moment', 'Settings', 'AspectItem', 'ErrorEnvelope', 'ErrorCode', 'ReportRecord', 'PlanetsItem']) t.ok(schemas[name], `components.schemas.${name}`);
  t.same(schemas.ReportRecord.required, ['url', 'storage_key', 'byte_length', 'page_count', 'duration_ms', 'expires_at'], 'the report record of SERVICE-SPEC');
  t.ok(schemas.BirthData['x-birth-data'], 'BirthData is core\'s birth-data schema');
  t.same(schemas.BirthData.required, ['date', 'time', 'latitude', 'longitude']);
  // POST /chart: birth data plus its own members; the answer's moment, settings, planets and aspects by reference.
  const chartBody = doc.paths['/v1/chart'].post.requestBody.content['application/json'].schema;
  t.same(chartBody.allOf[0], { $ref: '#/components/schemas/BirthData' });
  t.ok(chartBody.allOf[1].properties.visiblePlanetIds, 'its own members beside');
  const chartData = doc.paths['/v1/chart'].post.responses['200'].content['application/json'].schema.properties.data;
  t.same(chartData.properties.moment, { $ref: '#/components/schemas/Moment' });
  t.same(chartData.properties.settings, { $ref: '#/components/schemas/Settings' });
  t.same(chartData.properties.aspects.items, { $ref: '#/components/schemas/AspectItem' });
  t.same(chartData.properties.planets.items, { $ref: '#/components/schemas/PlanetsItem' });
  t.ok(resolve(doc, '#/components/schemas/PlanetsItem').properties.longitude, 'a planet item has its longitude');
  // Every reference resolves, and BirthData is referenced by many operations.
  const text = JSON.stringify(doc);
  const refs = [...new Set([...text.matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!))];
  for (const ref of refs) if (resolve(doc, ref) === undefined) t.fail(`${ref} resolves`);
  t.ok(text.split('"#/components/schemas/BirthData"').length > 100, 'BirthData is written once and referenced by 100+ operations');
  t.ok(text.split('"#/components/schemas/Moment"').length > 100, 'Moment likewise');
});

t.test('each operation lists the refusals its auth kind, tier, plan and pack can give', async (t) => {
  const doc = await document();
  const codesOf = (key: string, status: string): string[] => {
    const [method, p] = key.split(' ');
    const ref = doc.paths['/v1' + p][method!.toLowerCase()].responses[status]?.$ref;
    if (!ref) return [];
    const response = resolve(doc, ref);
    t.same(response.content['application/json'].schema.allOf[0], { $ref: '#/components/schemas/ErrorEnvelope' }, `${key} ${status}: the error envelope`);
    return response.content['application/json'].schema.allOf[1].properties.error.properties.code.enum;
  };
  // A metered key operation (tier 2, free plan).
  t.same(codesOf('POST /chart', '401'), ['MISSING_API_KEY', 'INVALID_API_KEY']);
  t.same(codesOf('POST /chart', '402'), ['SUBSCRIPTION_EXPIRED', 'credits_exhausted']);
  t.same(codesOf('POST /chart', '403'), ['KEY_SUSPENDED', 'ORIGIN_FORBIDDEN', 'ORIGIN_NOT_ALLOWED', 'ENDPOINT_NOT_IN_SCOPE']);
  t.same(codesOf('POST /chart', '429'), ['RATE_LIMIT', 'CREDITS_EXHAUSTED', 'KEY_BUDGET_EXHAUSTED']);
  t.same(codesOf('POST /chart', '422'), ['CALCULATION_ERROR']);
  t.same(codesOf('POST /chart', '404'), [], 'no resource in its path');
  // Keyless and free: no missing-key 401, no credit refusals, the keyless budget's 429.
  t.notOk(codesOf('GET /reference/signs', '401').includes('MISSING_API_KEY'));
  t.same(codesOf('GET /reference/signs', '429'), ['RATE_LIMIT']);
  t.same(codesOf('GET /reference/signs', '402'), ['SUBSCRIPTION_EXPIRED'], 'a key sent anyway is checked');
  // Bearer: token refusals only.
  t.same(codesOf('GET /me', '401'), ['MISSING_BEARER', 'WRONG_AUTH_METHOD', 'INVALID_API_KEY']);
  t.same(codesOf('GET /me', '429'), []);
  t.same(codesOf('GET /me', '402'), []);
  // Master: a regular key is refused; a key named in the path may not exist.
  t.ok(codesOf('DELETE /keys/{id}', '403').includes('INSUFFICIENT_SCOPE'));
  t.same(codesOf('DELETE /keys/{id}', '404'), ['NOT_FOUND']);
  // A plan above free.
  const registry = (await app()).registry;
  const aboveFree = registry.operations.find((e) => e.manifest.plan !== 'free' && e.manifest.auth === 'key');
  if (aboveFree) t.ok(codesOf(aboveFree.key, '402').includes('PLAN_UPGRADE_REQUIRED'), `${aboveFree.key} (${aboveFree.manifest.plan})`);
  // Every operation: the codes are the catalogue's with the status the catalogue gives them.
  for (const entry of registry.operations) {
    for (const [status, codes] of Object.entries(refusalsOf(entry))) t.same(codesOf(entry.key, status), codes, `${entry.key} ${status}`);
  }

  // And the refusals listed are given: real calls.
  const noKey = await post('/v1/chart', KYIV, { 'x-api-key': '' });
  t.equal(noKey.status, 401);
  t.ok(codesOf('POST /chart', '401').includes(noKey.body.error.code), `${noKey.body.error.code} is listed`);
  const wrongAuth = await get('/v1/me');
  t.equal(wrongAuth.status, 401);
  t.ok(codesOf('GET /me', '401').includes(wrongAuth.body.error.code), `${wrongAuth.body.error.code} is listed`);
  const polar = await post('/v1/chart', { ...KYIV, latitude: 80, houseSystem: 'P' });
  t.equal(polar.status, 422);
  t.ok(codesOf('POST /chart', '422').includes(polar.body.error.code), `${polar.body.error.code} is listed`);
  const keylessWithBadKey = await get('/v1/reference/signs', { 'x-api-key': 'cel_live_' + '0'.repeat(32) });
  t.equal(keylessWithBadKey.status, 401, 'a keyless operation checks a key sent anyway');
  t.ok(codesOf('GET /reference/signs', '401').includes(keylessWithBadKey.body.error.code), `${keylessWithBadKey.body.error.code} is listed`);
  const missing = await call404();
  t.ok(codesOf('DELETE /keys/{id}', '404').includes(missing), `${missing} is listed`);
});

t.test('refusalsOf: known answers for manifests no operation may have yet', async (t) => {
  const op = { body: {}, calculation: true, params: undefined, query: undefined } as never;
  const of = (manifest: object) => refusalsOf({ op, manifest: { tier: 3, plan: 'free', pack: null, auth: 'key', ...manifest } as never });
  t.same(of({})['402'], ['SUBSCRIPTION_EXPIRED', 'credits_exhausted']);
  t.same(of({ plan: 'pro' })['402'], ['SUBSCRIPTION_EXPIRED', 'PLAN_UPGRADE_REQUIRED', 'credits_exhausted'], 'a plan above free');
  t.same(of({ pack: 'ai' })['402'], ['SUBSCRIPTION_EXPIRED', 'PLAN_PACK_MISMATCH', 'credits_exhausted'], 'a pack');
  t.same(of({ pack: 'ai' })['429'], ['RATE_LIMIT', 'CREDITS_EXHAUSTED', 'KEY_BUDGET_EXHAUSTED', 'SPEND_CAP_REACHED'], 'the AI spend cap');
  t.same(of({ tier: 0 })['429'], ['RATE_LIMIT'], 'a free tier spends no credits');
  t.same(of({ tier: 0 })['402'], ['SUBSCRIPTION_EXPIRED']);
  t.same(of({ auth: 'keyless', tier: 0 })['401'], ['INVALID_API_KEY'], 'keyless: only a key sent anyway');
  t.same(of({ auth: 'bearer' })['401'], ['MISSING_BEARER', 'WRONG_AUTH_METHOD', 'INVALID_API_KEY']);
  t.same(of({ auth: 'bearer' })['404'], ['NOT_FOUND'], 'the account behind the token may be gone');
  t.same(of({})['400'], ['INVALID_INPUT', 'INVALID_FIELD', 'MISSING_FIELDS', 'BAD_JSON']);
  t.same(of({})['500'], ['INTERNAL_ERROR']);
});

async function call404(): Promise<string> {
  const a = await app();
  const r = await a.inject({ method: 'DELETE', url: '/v1/keys/key_does_not_exist', headers: { 'x-api-key': MASTER_KEY } });
  return JSON.parse(r.body).error.code;
}

/** The structure of a JSON value: member names and value types, arrays by their first item. */
function shape(v: unknown): unknown {
  if (Array.isArray(v)) return v.length ? [shape(v[0])] : [];
  if (v === null) return 'null';
  if (typeof v === 'object') return Object.fromEntries(Object.keys(v as object).sort().map((k) => [k, shape((v as Record<string, unknown>)[k])]));
  return typeof v;
}

t.test('a response example on every operation, recorded from a real run and not stale', async (t) => {
  const doc = await document();
  const recorded = loadRecordedExamples();
  const a = await app();
  t.same(Object.keys(recorded).sort(), a.registry.operations.map((e) => e.key).sort(), `${EXAMPLES_FILE} has one entry per operation (npm run openapi:examples)`);
  for (const { key, op } of operationsOf(doc)) {
    const content = Object.values(op.responses['200'].content)[0] as { examples?: Record<string, { value: unknown }> };
    const examples = Object.values(content.examples ?? {});
    t.equal(examples.length, 1, `${key}: a response example`);
    if (!examples[0]) continue;
    if (typeof examples[0].value === 'object') t.equal((examples[0].value as { ok?: boolean }).ok, true, `${key}: a success envelope`);
  }
  // Known answers of the shortening: long arrays keep their first items, numbers 6 decimals.
  t.same(shortenExample({ a: [1, 2, 3, 4, 5, 6, 7], b: 1.23456789, c: 3, d: [1.5] }), { a: [1, 2, 3], b: 1.234568, c: 3, d: [1.5] });
  t.equal(SHORT_ARRAY_KEEP, 3);
  const chart = recorded['POST /chart']!.body as { ok: boolean; data: { planets: { name: string; sign: unknown }[]; moment: { utc: string } } };
  t.equal(chart.data.moment.utc, '1990-07-15T11:30:00Z', 'POST /chart: the Kyiv example in UTC (EEST, UTC+3)');
  t.equal(chart.data.planets[0]!.name, 'Sun');
  t.equal(chart.data.planets.length, SHORT_ARRAY_KEEP, 'planets cut to the first three');

  // Staleness, kept cheap: re-record a spread of calculation operations (every 25th, by key)
  // and compare their structure (member names and value types), not values that may move.
  const runner = await exampleRunner(a, MASTER_KEY);
  const sample = [...a.registry.operations]
    .filter((e) => e.family !== 'platform')
    .sort((x, y) => x.key.localeCompare(y.key))
    .filter((_, i) => i % 25 === 0);
  t.ok(sample.length >= 10, `${sample.length} operations re-recorded`);
  for (const entry of sample) {
    const fresh = await recordExample(runner, entry);
    t.same(shape(fresh.body ?? fresh.mediaType), shape(recorded[entry.key]!.body ?? recorded[entry.key]!.mediaType), `${entry.key}: the recorded example has the live shape (npm run openapi:examples && npm run openapi:snapshot)`);
  }
});

t.test('the committed snapshot matches the registry (npm run openapi:snapshot)', async (t) => {
  const snapshot = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.snapshot.json'), 'utf8'));
  const r = await get('/v1/openapi.json');
  t.same(r.body, snapshot, 'regenerate with npm run openapi:snapshot and commit it');
});

t.test('the typed client: its types are the snapshot\'s (npm run client:generate), and it calls the service', async (t) => {
  const snapshot = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.snapshot.json'), 'utf8'));
  const expected = await clientSchemaText(snapshot);
  t.ok(fs.readFileSync(CLIENT_SCHEMA_FILE, 'utf8') === expected, 'client/src/schema.d.ts is up to date: npm run client:generate');

  const a = await app();
  const celestial = inProcessClient(a, { apiKey: MASTER_KEY });
  const { data, error, response } = await celestial.POST('/v1/chart', { body: { ...KYIV, houseSystem: 'P' }, params: { query: { precision: 2 } } });
  t.equal(response.status, 200);
  t.equal(error, undefined);
  // Typed all the way: data.data.planets[n].longitude is a number to the compiler.
  const sun = data!.data.planets.find((p) => p.name === 'Sun')!;
  t.equal(sun.sign, 4, 'the Sun of 15 July 1990 in Cancer, sign 4');
  t.ok(sun.longitude > 112 && sun.longitude < 113, `Sun at 112-113 degrees (${sun.longitude})`);
  t.equal(data!.data.moment.utc, '1990-07-15T11:30:00Z');

  const refused = await inProcessClient(a, {}).POST('/v1/chart', { body: KYIV });
  t.equal(refused.response.status, 401);
  t.equal(refused.error?.error.code, 'MISSING_API_KEY', 'the failure envelope, typed');
});
