/**
 * The Operations service (DESIGN.md "Services"; core/src/operations.ts): an operation invoked
 * in-process answers exactly what its route answers, validates its input the same way, and
 * costs nothing of its own (the composing operation is the one charged).
 */
import t from 'tap';
import { ApiError } from '@celestial/core';
import { resolveService, resolveStore } from '../../runtime/src/container.js';
import { app, post, KYIV } from '../helpers/app.js';
import { DEFAULT_ACCOUNT_ID } from '../../runtime/src/bootstrap.js';

const a = await app({ families: ['western', 'public'] });
const operations = resolveService(a.services, 'Operations');

t.test('invoke answers what the route answers, defaults applied', async (t) => {
  const http = await post('/v1/planets', KYIV);
  t.equal(http.status, 200);
  const data = await operations.invoke('POST /planets', { body: KYIV });
  t.same(JSON.parse(JSON.stringify(data)), http.body.data, 'the same data as POST /v1/planets');
  const chart = await operations.invoke<{ houses: { longitude: number }[]; settings: { houseSystem: string } }>('POST /chart', { body: KYIV });
  const httpChart = await post('/v1/chart', KYIV);
  t.equal(chart.settings.houseSystem, httpChart.body.data.settings.houseSystem, 'the schema default house system filled in');
  t.equal(chart.houses[0]!.longitude, httpChart.body.data.houses[0].longitude);
});

t.test('the answer language is the one asked', async (t) => {
  const de = await operations.invoke<{ planets: { slug: string; name: string }[] }>('POST /planets', { body: KYIV, lang: 'de' });
  const http = await post('/v1/planets?lang=de', KYIV);
  t.equal(de.planets[0]!.slug, 'sun');
  t.equal(de.planets[0]!.name, http.body.data.planets[0].name);
  t.equal(de.planets[0]!.name, 'Sonne');
});

t.test('a bad call is refused as the route refuses it, naming the field', async (t) => {
  const bad = await operations.invoke('POST /planets', { body: { ...KYIV, latitude: 91 } }).catch((e: unknown) => e);
  t.ok(bad instanceof ApiError);
  t.equal((bad as ApiError).code, 'INVALID_INPUT');
  t.match(JSON.stringify((bad as ApiError).details), /latitude/);
  const http = await post('/v1/planets', { ...KYIV, latitude: 91 });
  t.equal(http.body.error.code, (bad as ApiError).code, 'the code the route gives');
  const missing = await operations.invoke('POST /planets', { body: { latitude: 1, longitude: 2 } }).catch((e: unknown) => e);
  t.equal((missing as ApiError).code, 'MISSING_FIELDS');
  await t.rejects(operations.invoke('POST /no-such-operation'), /no operation POST \/no-such-operation/);
  t.equal(operations.has('POST /chart'), true);
  t.equal(operations.has('POST /no-such-operation'), false);
});

t.test('an in-process call charges nothing and writes no usage', async (t) => {
  const store = resolveStore(a.services);
  const before = await store.getAccount(DEFAULT_ACCOUNT_ID);
  await operations.invoke('POST /chart', { body: { ...KYIV, time: '09:15:00' } });
  const after = await store.getAccount(DEFAULT_ACCOUNT_ID);
  t.same(after, before, 'the account (credits, usage counters) unchanged');
});
