/**
 * Operations registered from their declarations, each module imported on its first call
 * (runtime/src/registry.ts, registry-declarations.ts; the built service's path, issue 11):
 * a declaration read back is the object the operation file declares, TypeBox's symbol keys
 * included; the lazy registry gives the same operations and the same OpenAPI document as the
 * eager one; a route and the Operations service import a module only when called, once; a
 * failed import answers 500 in the envelope and is tried again on the next call.
 */
import t from 'tap';
import { Type, Kind, OptionalKind } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import type { Operation } from '@celestial/core';
import { lazyOperation, loadRegistry } from '../../runtime/src/registry.js';
import type { Registry } from '../../runtime/src/registry.js';
import { declarationLines, deferDocumentation, parseDeclaration } from '../../runtime/src/registry-declarations.js';
import { buildOpenApi } from '../../runtime/src/openapi.js';
import { closeTestStores, freshApp, withKey } from '../helpers/app.js';

t.teardown(closeTestStores);

/** The registry as the sources declare it (every module imported), loaded by the first whole-registry test. */
let eager: Registry;

/** Where two values differ, string and symbol keys alike ('' when they are the same). */
function difference(a: unknown, b: unknown, at = ''): string {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return Object.is(a, b) ? '' : `${at}: ${String(a)} vs ${String(b)}`;
  if (Array.isArray(a) !== Array.isArray(b)) return `${at}: array vs object`;
  const keys = (o: object) => [...Object.keys(o), ...Object.getOwnPropertySymbols(o)];
  const ka = keys(a);
  const kb = keys(b);
  if (ka.length !== kb.length || ka.some((k) => !kb.includes(k))) return `${at}: members ${ka.map(String).join(',')} vs ${kb.map(String).join(',')}`;
  for (const k of ka) {
    const d = difference((a as Record<PropertyKey, unknown>)[k], (b as Record<PropertyKey, unknown>)[k], `${at}.${String(k)}`);
    if (d) return d;
  }
  return '';
}

/** An operation without its handler, its undefined members dropped (as JSON drops them). */
function declared(op: Operation): unknown {
  const { handler: _h, __operation: _b, ...rest } = op;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
}

/** Both lines of a declaration, read back into one object. */
function readBack(op: Operation): ReturnType<typeof parseDeclaration> {
  const { route, documentation } = declarationLines(op);
  return { ...parseDeclaration(route), ...parseDeclaration(documentation) };
}

const sunSign = (path: string) =>
  defineOperation({
    method: 'POST',
    path,
    summary: 's',
    body: Type.Object({ date: Type.String(), note: Type.Optional(Type.String()) }),
    response: Type.Object({ n: Type.Number() }),
    examples: [{ body: { date: '2024-01-01' } }],
    handler: ({ body }) => ({ n: body.date.length }),
  });

t.test('a declaration line holds everything but the handler and reads back with its symbol keys', async (t) => {
  const op = sunSign('/demo/x');
  const { route, documentation } = declarationLines(op);
  t.notMatch(route + documentation, /handler|__operation/);
  t.same(Object.keys(JSON.parse(documentation)), ['response', 'examples'], 'what only the OpenAPI document reads');
  t.notMatch(route, /"response"|"examples"/);
  const back = readBack(op);
  t.equal(difference(back, declared(op)), '');
  const body = back.body as unknown as { [Kind]: string; properties: { note: { [OptionalKind]?: string }; date: { [OptionalKind]?: string } } };
  t.equal(body[Kind], 'Object');
  t.equal(body.properties.note[OptionalKind], 'Optional');
  t.equal(body.properties.date[OptionalKind], undefined);
  // TypeBox's builders read the revived symbols: an optional member stays out of `required`.
  t.same(Type.Object({ ...(back.body as unknown as { properties: Record<string, never> }).properties }).required, ['date']);
});

t.test('what JSON would change is refused, naming the member', async (t) => {
  const bad = (extra: Record<string, unknown>) => ({ ...sunSign('/demo/y'), ...extra }) as Operation;
  t.throws(() => readBack(bad({ examples: [{ body: { when: new Date(0) } }] })), /POST \/demo\/y\.examples\[0\]\.body\.when: a Date object does not survive JSON/);
  t.throws(() => readBack(bad({ examples: [{ body: { n: Number.NaN } }] })), /\.examples\[0\]\.body\.n: NaN does not survive JSON/);
  t.throws(() => readBack(bad({ examples: [{ body: { f: () => 1 } }] })), /\.examples\[0\]\.body\.f: a function does not survive JSON/);
  t.throws(() => readBack(bad({ examples: [{ body: { list: [1, undefined] } }] })), /\.examples\[0\]\.body\.list\[1\]: undefined does not survive JSON/);
  t.throws(() => readBack(bad({ response: { [Symbol('local')]: 1, type: 'object' } })), /\.response: the unregistered symbol key Symbol\(local\) does not survive JSON/);
  t.equal(readBack(bad({ description: undefined })).description, undefined, 'an undefined member is dropped, as JSON.stringify drops it');
});

/** Operations registered from their two declaration lines, as the built service registers them (documentation deferred). */
function fromDeclarationLines(registry: Registry): { registry: Registry; reads: () => number } {
  let reads = 0;
  const operations = registry.operations.map((o) => {
    const { route } = declarationLines(o.op);
    return { ...o, op: lazyOperation(parseDeclaration(route), async () => ({ default: o.op }), o.file) };
  });
  const documentation = Object.fromEntries(registry.operations.map((o) => [o.file, JSON.parse(declarationLines(o.op).documentation)]));
  deferDocumentation(operations, () => (reads++, structuredClone(documentation)));
  return { registry: { operations, byKey: new Map(operations.map((o) => [o.key, o])) }, reads: () => reads };
}

t.test('every operation of every family reads back from its two lines as declared, the documentation on first use', async (t) => {
  eager = await loadRegistry();
  t.ok(eager.operations.length >= 751, `${eager.operations.length} operations`);
  const { registry, reads } = fromDeclarationLines(eager);
  const chart = registry.byKey.get('POST /chart')!.op;
  t.ok(Object.getOwnPropertyDescriptor(chart, 'response')?.get, 'the answer\'s schema not read yet');
  t.equal(reads(), 0);
  t.equal((chart.response as { type?: string }).type, 'object');
  t.equal(reads(), 1);
  t.notOk(Object.getOwnPropertyDescriptor(registry.operations.at(-1)!.op, 'examples')?.get, 'one read gives every operation its documentation');
  const problems = registry.operations.map((o) => difference(declared(o.op), declared(eager.byKey.get(o.key)!.op), o.key)).filter(Boolean);
  t.same(problems, []);
  t.equal(reads(), 1);
});

t.test('registered from declarations read back, the registry builds the same OpenAPI document byte for byte', async (t) => {
  const expected = JSON.stringify(buildOpenApi(eager));
  // t.ok, not t.equal: a diff of two 4 MB lines helps nobody; the per-operation checks above name the member.
  t.ok(JSON.stringify(buildOpenApi(fromDeclarationLines(eager).registry)) === expected, 'the same document');
});

t.test('the lazy registry from the committed declarations: the same operations, files and manifests', async (t) => {
  const lazy = await loadRegistry({ lazy: true });
  t.same(
    lazy.operations.map((o) => [o.key, o.family, o.file, o.manifest]),
    eager.operations.map((o) => [o.key, o.family, o.file, o.manifest]),
  );
  t.ok(lazy.operations.every((o) => Object.getOwnPropertyDescriptor(o.op, 'response')?.get), 'no documentation read at load');
  t.ok(lazy.operations.every((o) => typeof o.op.response === 'object' && Array.isArray(o.op.examples)), 'every answer schema and examples read from the committed documentation');
  // Whether each committed declaration is current is test/build/indexes.test.ts's check.
});

t.test('a composing family through HTTP: modules load on the first call only, the invoked one through the Operations service', async (t) => {
  const registry = await loadRegistry({ families: ['embed', 'public'], lazy: true });
  const handlerOf = (key: string) => registry.byKey.get(key)!.op.handler;
  const before = { widget: handlerOf('GET /embed/retrograde-status'), invoked: handlerOf('GET /public/retrograde-status'), idle: handlerOf('GET /public/sun-sign') };
  const app = await freshApp({ registry });
  t.teardown(() => app.close());
  const r = await app.inject({ method: 'GET', url: '/v1/embed/retrograde-status?date=2024-04-10&planets=2,4&tz=3', headers: withKey() });
  t.equal(r.statusCode, 200);
  t.match(r.headers['content-type'], /^text\/html/);
  // Mercury stationed retrograde on 2024-04-01 at 22:14 UT and direct on 2024-04-25 at 12:54 UT
  // (the published 2024 ephemeris tables); Mars retrograde from 2024-12-06 23:33 UT to 2025-02-24 02:00 UT.
  t.match(r.body, /data-planet="mercury">Mercury<\/span><\/td><td><span class="rx" data-retrograde>/);
  t.match(r.body, /<time datetime="2024-04-02T01:14:\d\d\+03:00">/);
  t.match(r.body, /<time datetime="2024-04-25T15:54:\d\d\+03:00">/);
  t.match(r.body, /<time datetime="2024-12-07T02:33:\d\d\+03:00">/);
  t.not(handlerOf('GET /embed/retrograde-status'), before.widget, 'the widget now runs its module\'s own handler');
  t.not(handlerOf('GET /public/retrograde-status'), before.invoked, 'the operation it invoked was loaded by the Operations service');
  t.equal(handlerOf('GET /public/sun-sign'), before.idle, 'an operation never called is still its declaration');
  const p = await app.inject({ method: 'GET', url: '/v1/public/retrograde-status?date=2024-04-10', headers: withKey() });
  t.equal(p.statusCode, 200);
  const mercury = JSON.parse(p.body).data.planets[0];
  t.same([mercury.slug, mercury.retrograde, mercury.stationRetrogradeAt.slice(0, 16), mercury.stationDirectAt.slice(0, 16)], ['mercury', true, '2024-04-01T22:14', '2024-04-25T12:54']);
});

t.test('a failed import answers 500 in the envelope once, is tried again on the next call, and loads once', async (t) => {
  const registry = await loadRegistry({ families: ['public'], lazy: true });
  const entry = registry.byKey.get('GET /public/sun-sign')!;
  const { handler: _h, __operation: _b, ...declaration } = entry.op;
  let imports = 0;
  const load = async () => {
    imports++;
    if (imports === 1) throw new Error('ENOENT: the module file went missing');
    return import('../../plugins/public/src/sun-sign.js');
  };
  entry.op = lazyOperation(declaration, load, entry.file);
  const app = await freshApp({ registry });
  t.teardown(() => app.close());
  t.equal(imports, 0, 'nothing imported at start');
  const url = '/v1/public/sun-sign?date=1990-07-15';
  const failed = await app.inject({ method: 'GET', url, headers: withKey() });
  t.equal(failed.statusCode, 500);
  const envelope = JSON.parse(failed.body);
  t.equal(envelope.ok, false);
  t.equal(envelope.error.code, 'INTERNAL_ERROR');
  t.notMatch(failed.body, /ENOENT/, 'the cause stays in the log');
  // Three calls at once after the failure: one import between them.
  const answers = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url, headers: withKey() })));
  t.same(answers.map((a) => a.statusCode), [200, 200, 200]);
  // 15 July: the Sun in Cancer (22 June - 22 July in the tropical zodiac).
  t.same(answers.map((a) => JSON.parse(a.body).data.sign?.slug ?? JSON.parse(a.body).data.slug), ['cancer', 'cancer', 'cancer']);
  t.equal(imports, 2, 'the failed import and one more');
  await app.inject({ method: 'GET', url, headers: withKey() });
  t.equal(imports, 2, 'later calls run the loaded module');
});

t.test('a module declaring another key or other services than its declaration is refused on its call', async (t) => {
  const op = lazyOperation(readBack(sunSign('/demo/a')), async () => ({ default: sunSign('/demo/b') }), 'plugins/demo/src/a.ts');
  await t.rejects(Promise.resolve(op.handler({} as never, {})), /plugins\/demo\/src\/a\.ts declares POST \/demo\/b, its declaration POST \/demo\/a: run npm run generate:indexes/);
  const { deps: _deps, ...withoutDeps } = readBack(sunSign('/demo/d'));
  const moreServices = lazyOperation({ ...withoutDeps, deps: {} }, async () => ({ default: { ...sunSign('/demo/d'), deps: { clock: { service: 'Clock' } } } }), 'plugins/demo/src/d.ts');
  await t.rejects(Promise.resolve(moreServices.handler({} as never, {})), /plugins\/demo\/src\/d\.ts needs the services \[\["clock","Clock"\]\], its declaration \[\]: run npm run generate:indexes/);
  const notOp = lazyOperation(readBack(sunSign('/demo/c')), async () => ({ default: { method: 'POST' } }), 'plugins/demo/src/c.ts');
  await t.rejects(Promise.resolve(notOp.handler({} as never, {})), /plugins\/demo\/src\/c\.ts: default export is not a defineOperation/);
});
