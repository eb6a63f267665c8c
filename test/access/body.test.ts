/**
 * The JSON body parser (runtime/src/http/body.ts): known answers of its scan, and the issue 10
 * regression through HTTP (JSON nested ~5000 deep in a member no schema reads was a 500 from a
 * stack overflow while the cache key was built).
 */
import t from 'tap';
import { ApiError } from '@celestial/core';
import { MAX_BODY_DEPTH, scanJson } from '../../runtime/src/http/body.js';
import { freshApp, MASTER_KEY } from '../helpers/app.js';

const KYIV = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52 };
const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

t.test('scanJson: whitespace between tokens removed, strings kept byte for byte', async (t) => {
  t.same(scanJson(' { "a" : [ 1 , 2 ] ,\n\t"b" : "x  y\\" }" }\r\n'), { compact: '{"a":[1,2],"b":"x  y\\" }"}', depth: 2 });
  t.same(scanJson('"  "'), { compact: '"  "', depth: 0 });
  t.same(scanJson('   '), { compact: '', depth: 0 });
  t.same(scanJson('{"k":"\\\\"}'), { compact: '{"k":"\\\\"}', depth: 1 }, 'an escaped backslash ends before the quote');
  t.equal(scanJson(nested(MAX_BODY_DEPTH)).depth, MAX_BODY_DEPTH, 'the cap itself is allowed');
  t.equal(scanJson('["[[[[[[", {"{{{": 1}]').depth, 2, 'brackets inside strings do not nest');
});

t.test('scanJson: deeper than the cap is INVALID_INPUT at (body), at any depth, without recursion', async (t) => {
  for (const depth of [MAX_BODY_DEPTH + 1, 5000, 1_000_000]) {
    try {
      scanJson(`{"a":1,"deep":${nested(depth)}}`);
      t.fail(`depth ${depth} accepted`);
    } catch (err) {
      t.ok(err instanceof ApiError && err.code === 'INVALID_INPUT' && err.status === 400, `depth ${depth}`);
      t.same((err as ApiError).details, [{ path: '(body)', message: `is nested deeper than ${MAX_BODY_DEPTH} levels` }]);
    }
  }
});

t.test('scanJson: a __proto__ member is refused, escaped or not; the word as a value is fine', async (t) => {
  for (const body of ['{"__proto__":{"x":1}}', '{"a":{ "__proto__" :1}}', '{"\\u005f_proto__":1}']) {
    t.throws(() => scanJson(body), { code: 'BAD_JSON' }, body);
  }
  t.equal(scanJson('{"name":"__proto__"}').compact, '{"name":"__proto__"}');
  t.equal(scanJson('["__proto__", 1]').compact, '["__proto__",1]');
});

t.test('through HTTP', async (t) => {
  const app = await freshApp();
  t.teardown(() => app.close());
  const post = (payload: string) =>
    app.inject({ method: 'POST', url: '/v1/chart', headers: { 'x-api-key': MASTER_KEY, 'content-type': 'application/json' }, payload });

  const deep = await post(`{"date":"1990-07-15","time":"14:30:00","timezoneOffset":3,"latitude":50.45,"longitude":30.52,"unused":${nested(5000)}}`);
  t.equal(deep.statusCode, 400, 'the issue 10 body: 400, not a 500');
  const body = JSON.parse(deep.body);
  t.equal(body.ok, false);
  t.equal(body.error.code, 'INVALID_INPUT');
  t.same(body.error.details, [{ path: '(body)', message: `is nested deeper than ${MAX_BODY_DEPTH} levels` }]);
  t.equal(deep.headers['x-credits-used'], '0', 'nothing charged');

  const objects = await post(`{"a":${nested(100_000, '{"b":', '}').replace(/\{"b":\}/, '{"b":1}')}}`);
  t.equal(objects.statusCode, 400, 'nested objects too');
  t.equal(JSON.parse(objects.body).error.code, 'INVALID_INPUT');

  const broken = await post('{"date": ');
  t.equal(broken.statusCode, 400);
  t.equal(JSON.parse(broken.body).error.code, 'BAD_JSON');
  const empty = await post('');
  t.equal(empty.statusCode, 400);
  t.equal(JSON.parse(empty.body).error.code, 'BAD_JSON');
  const proto = await post('{"__proto__":{"admin":true},"date":"1990-07-15"}');
  t.equal(JSON.parse(proto.body).error.code, 'BAD_JSON', 'prototype poisoning refused as fastify did');

  const first = await post(JSON.stringify(KYIV));
  t.equal(first.statusCode, 200);
  t.equal(first.headers['x-cache'], undefined);
  const spaced = await post(JSON.stringify(KYIV, null, 2));
  t.equal(spaced.headers['x-cache'], 'HIT', 'the key is the raw body without whitespace');
  t.equal(spaced.body, first.body);
  const { longitude, ...rest } = KYIV;
  const reordered = await post(JSON.stringify({ longitude, ...rest }));
  t.equal(reordered.statusCode, 200);
  t.equal(reordered.headers['x-cache'], undefined, 'the raw bytes, not the parsed value: another member order is another entry');
});
