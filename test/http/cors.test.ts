/**
 * CORS on every answer, refusals included (issue 11): the access step's 401, 403 and keyless
 * 429 carry `Access-Control-Allow-Origin` and expose `Retry-After`, so a browser can read their
 * `code`; the preflight lists every method the routes use and the specification's headers.
 */
import t, { type Test } from 'tap';
import { closeTestStores } from '../helpers/app.js';
import { familiesRegistry, OPERATE_MASTER_KEY, operateApp } from '../helpers/operate.js';
import { CORS_ALLOWED_HEADERS, CORS_MAX_AGE_SECONDS, preflightHeaders } from '../../runtime/src/http/cors.js';

const FAMILIES = ['reference', 'platform', 'western'];
const { app } = await operateApp({ families: FAMILIES });
t.teardown(async () => {
  await app.close();
  await closeTestStores();
});
const ORIGIN = 'https://widget.example';

t.test('preflight: every method of the operation set, the spec headers, a max-age', async (t) => {
  const registry = await familiesRegistry(FAMILIES);
  const expected = new Set<string>();
  for (const { op } of registry.operations) {
    expected.add(op.method);
    if (op.method === 'GET') expected.add('HEAD');
  }
  t.ok(expected.has('PATCH') && expected.has('DELETE'), 'key management uses PATCH and DELETE');
  const r = await app.inject({ method: 'OPTIONS', url: '/v1/keys/abc', headers: { origin: ORIGIN, 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'x-api-key,content-type' } });
  t.equal(r.statusCode, 204);
  t.equal(r.headers['access-control-allow-origin'], '*');
  t.same(String(r.headers['access-control-allow-methods']).split(', '), [...expected].sort());
  const allowed = String(r.headers['access-control-allow-headers']).split(', ').map((h) => h.toLowerCase());
  for (const h of ['x-api-key', 'x-service-site-url', 'x-provider', 'x-provider-key', 'x-provider-model', 'content-type', 'authorization', 'accept-language', 'x-request-id']) {
    t.ok(allowed.includes(h), `${h} allowed`);
  }
  t.equal(r.headers['access-control-max-age'], String(CORS_MAX_AGE_SECONDS));
  t.equal(r.headers['access-control-max-age'], '7200');
  t.equal(r.headers.allow, 'DELETE, GET, HEAD, PATCH, OPTIONS', "the path's own methods");
  t.match(r.headers['x-request-id'], /^[0-9a-f]{32}$/);
  t.equal(r.body, '');
});

t.test('preflightHeaders: the lists as given', async (t) => {
  const h = preflightHeaders(['POST', 'GET']);
  t.equal(h['Access-Control-Allow-Methods'], 'GET, POST');
  t.equal(h['Access-Control-Allow-Headers'], CORS_ALLOWED_HEADERS.join(', '));
  t.equal(h['Access-Control-Allow-Origin'], '*');
});

function assertCors(t: Test, headers: Record<string, unknown>) {
  t.equal(headers['access-control-allow-origin'], '*', 'Access-Control-Allow-Origin');
  const exposed = String(headers['access-control-expose-headers']).split(', ');
  for (const h of ['Retry-After', 'X-Request-Id', 'X-RateLimit-Remaining', 'X-Credits-Used']) t.ok(exposed.includes(h), `${h} exposed`);
}

t.test('401 from the access step carries CORS', async (t) => {
  const r = await app.inject({ method: 'POST', url: '/v1/chart', headers: { origin: ORIGIN }, payload: { date: '1990-07-15', time: '14:30:00', latitude: 50, longitude: 30 } });
  t.equal(r.statusCode, 401);
  t.equal(r.json().error.code, 'MISSING_API_KEY');
  assertCors(t, r.headers);
});

t.test('403 from the origin check carries CORS', async (t) => {
  // The master key is server-only: any Origin is refused (SERVICE-SPEC "Origin policy" 4).
  const r = await app.inject({ method: 'GET', url: '/v1/status', headers: { origin: ORIGIN, 'x-api-key': OPERATE_MASTER_KEY } });
  t.equal(r.statusCode, 403);
  t.equal(r.json().error.code, 'ORIGIN_FORBIDDEN');
  assertCors(t, r.headers);
});

t.test('the keyless 429 carries CORS and Retry-After', async (t) => {
  // 30 requests an hour per address without the site header (SERVICE-SPEC "Keyless namespaces").
  const remote = { remoteAddress: '198.51.100.7' };
  for (let i = 0; i < 30; i++) {
    const ok = await app.inject({ method: 'GET', url: '/v1/reference/signs', headers: { origin: ORIGIN }, ...remote });
    t.equal(ok.statusCode, 200, `call ${i + 1} admitted`);
    if (ok.statusCode !== 200) return;
  }
  const r = await app.inject({ method: 'GET', url: '/v1/reference/signs', headers: { origin: ORIGIN }, ...remote });
  t.equal(r.statusCode, 429);
  t.equal(r.json().error.code, 'RATE_LIMIT');
  t.ok(Number(r.headers['retry-after']) > 0, 'Retry-After in seconds');
  assertCors(t, r.headers);
});

t.test('a success carries CORS too', async (t) => {
  const r = await app.inject({ method: 'GET', url: '/v1/status', headers: { 'x-api-key': OPERATE_MASTER_KEY } });
  t.equal(r.statusCode, 200);
  assertCors(t, r.headers);
});
