/**
 * The HTTP contract (SERVICE-SPEC "Response envelope", "Common query parameters", "Errors"):
 * envelope, request ids, fields, precision, lang, BAD_JSON, 404, and no 500 for any input.
 */
import t from 'tap';
import { app, call, post, get, withKey, KYIV } from '../helpers/app.js';

// The envelope is the same for every family: the Western operations and horary's via combusta stand for them.
await app({ families: ['western', 'horary'] });

const HEX32 = /^[0-9a-f]{32}$/;

t.test('success envelope and X-Request-Id', async (t) => {
  const r = await post('/v1/planets', KYIV);
  t.equal(r.status, 200);
  t.equal(r.body.ok, true);
  t.ok(r.body.data);
  t.match(r.headers['x-request-id'], HEX32);
  const r2 = await post('/v1/planets', KYIV);
  t.not(r2.headers['x-request-id'], r.headers['x-request-id'], 'a new id per request');
  t.equal(r.body.error, undefined);
});

t.test('errors: envelope, request_id on BAD_JSON and only there among 4xx', async (t) => {
  const bad = await call('POST', '/v1/planets', '{"date": "2000-01-01",');
  t.equal(bad.status, 400);
  t.equal(bad.body.ok, false);
  t.equal(bad.body.error.code, 'BAD_JSON');
  t.match(bad.body.error.request_id, HEX32);
  t.equal(bad.body.error.request_id, bad.headers['x-request-id']);
  const invalid = await post('/v1/planets', { ...KYIV, latitude: 200 });
  t.equal(invalid.body.error.code, 'INVALID_INPUT');
  t.equal(invalid.body.error.request_id, undefined);
  t.match(invalid.headers['x-request-id'], HEX32);
  const empty = await call('POST', '/v1/planets', '');
  t.equal(empty.status, 400);
  t.equal(empty.body.error.code, 'BAD_JSON');
});

t.test('unknown path: 404 in the envelope', async (t) => {
  const r = await get('/v1/no/such/operation');
  t.equal(r.status, 404);
  t.same(Object.keys(r.body).sort(), ['error', 'ok']);
  t.equal(r.body.error.code, 'NOT_FOUND');
  t.match(r.headers['x-request-id'], HEX32);
  t.equal((await get('/v1/chart')).status, 404, 'wrong method');
});

t.test('fields keeps dotted paths, applied to every array element', async (t) => {
  const r = await post('/v1/chart?fields=planets.name,planets.sign,moment.utc', KYIV);
  t.equal(r.status, 200);
  t.same(Object.keys(r.body.data).sort(), ['moment', 'planets']);
  t.same(r.body.data.moment, { utc: '1990-07-15T11:30:00Z' });
  t.same(Object.keys(r.body.data.planets[0]).sort(), ['name', 'sign']);
  t.equal(r.body.data.planets[0].name, 'Sun');
  t.equal(r.body.data.planets[0].sign, 4, 'Cancer, sign 4 (DESIGN.md, Vocabulary)');
  const some = await post('/v1/chart?fields=angles.ascendant,nothing.here', KYIV);
  t.same(some.body.data._fields_unmatched, ['nothing.here']);
  t.type(some.body.data.angles.ascendant, 'number');
  const none = await post('/v1/chart?fields=nothing,neither', KYIV);
  t.equal(none.status, 400);
  t.equal(none.body.error.code, 'INVALID_INPUT');
  t.equal(none.body.error.details[0].path, 'fields');
});

t.test('precision rounds non-integers and leaves integers', async (t) => {
  const full = await post('/v1/planets', KYIV);
  const r = await post('/v1/planets?precision=2', KYIV);
  const sun = r.body.data.planets[0];
  t.equal(sun.longitude, Number(full.body.data.planets[0].longitude.toFixed(2)));
  t.equal(sun.sign, 4, 'integers untouched: sign 4');
  t.equal(sun.id, 0);
  const zero = await post('/v1/planets?precision=0', KYIV);
  t.equal(zero.body.data.planets[0].longitude, Math.round(full.body.data.planets[0].longitude));
  for (const p of ['16', '-1', '2.5', 'two']) {
    const bad = await post(`/v1/planets?precision=${p}`, KYIV);
    t.equal(bad.status, 400, `precision=${p}`);
    t.equal(bad.body.error.details[0].path, 'query.precision');
  }
  t.equal((await post('/v1/planets?precision=15', KYIV)).status, 200);
});

t.test('lang: one of the 21 codes', async (t) => {
  for (const code of ['uk', 'en', 'de', 'ru', 'pl', 'es', 'pt', 'fr', 'it', 'nl', 'cs', 'ro', 'hu', 'el', 'tr', 'ar', 'hi', 'ja', 'ko', 'vi', 'id']) {
    t.equal((await post(`/v1/planets?lang=${code}`, KYIV)).status, 200, code);
  }
  const bad = await post('/v1/planets?lang=xx', KYIV);
  t.equal(bad.status, 400);
  t.equal(bad.body.error.details[0].path, 'query.lang');
});

t.test('no input produces a 500', async (t) => {
  const a = await app();
  const bodies = [
    'null', '[]', '"text"', '42', 'true', '{}', '{"date":null,"time":null}', '{"date":{},"time":[]}',
    JSON.stringify({ ...KYIV, visiblePlanetIds: [-1] }), JSON.stringify({ ...KYIV, visiblePlanetIds: Array(33).fill(0) }),
    JSON.stringify({ ...KYIV, aspectAngles: [400] }), JSON.stringify({ ...KYIV, date: '0000-01-01' }),
    JSON.stringify({ ...KYIV, date: '9999-12-31' }), JSON.stringify({ ...KYIV, latitude: 89.9999, houseSystem: 'W' }),
    JSON.stringify({ ...KYIV, latitude: -90, longitude: -180, houseSystem: 'K' }),
    '{"a":' .repeat(200) + '1' + '}'.repeat(200), '\u0000', '{"__proto__":{"x":1}}',
  ];
  for (const url of ['/v1/chart', '/v1/planets', '/v1/aspects', '/v1/receptions', '/v1/horary/via-combusta']) {
    for (const payload of bodies) {
      const r = await a.inject({ method: 'POST', url, payload, headers: withKey({ 'content-type': 'application/json' }) });
      t.ok(r.statusCode < 500, `${url} ${payload.slice(0, 40)} -> ${r.statusCode}`);
      t.equal(JSON.parse(r.body).ok, r.statusCode === 200);
    }
  }
  const text = await a.inject({ method: 'POST', url: '/v1/chart', payload: 'date=1', headers: withKey({ 'content-type': 'text/plain' }) });
  t.equal(text.statusCode, 400, 'a non-JSON media type is a 400');
});
