/**
 * Operating the service (issue 11): health and readiness outside the keyless budget, Prometheus
 * metrics per operation from the metering facts, gzip and brotli, and the security headers by
 * content type and transport.
 */
import zlib from 'node:zlib';
import t from 'tap';
import { closeTestStores, testStore } from '../helpers/app.js';
import { BIRTH, OPERATE_MASTER_KEY, operateApp } from '../helpers/operate.js';
import { checkEphemeris } from '../../runtime/src/http/operate.js';
import { chooseEncoding } from '../../runtime/src/http/precompressed.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';

const { app } = await operateApp();
t.teardown(async () => {
  await app.close();
  await closeTestStores();
});
const key = { 'x-api-key': OPERATE_MASTER_KEY };

/** The value of one sample line of the exposition, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(name + '{')) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf('}'));
    const parts = inside.split(/,(?=[a-z_]+=")/);
    if (want.every((w) => parts.includes(w)) && parts.length === want.length) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

t.test('GET /healthz and /readyz: keyless, in the envelope, outside the keyless budget', async (t) => {
  const remoteAddress = '203.0.113.50';
  for (let i = 0; i < 40; i++) {
    const h = await app.inject({ method: 'GET', url: '/healthz', remoteAddress });
    if (h.statusCode !== 200) return t.fail(`healthz ${i} answered ${h.statusCode}`);
  }
  const health = await app.inject({ method: 'GET', url: '/healthz', remoteAddress });
  t.equal(health.statusCode, 200);
  t.equal(health.json().ok, true);
  t.equal(health.json().data.status, 'up');
  t.type(health.json().data.uptimeSeconds, 'number');
  const ready = await app.inject({ method: 'GET', url: '/readyz', remoteAddress });
  t.equal(ready.statusCode, 200);
  t.same(ready.json(), { ok: true, data: { status: 'ready', checks: { store: 'ok', ephemeris: 'ok' } } });
  t.equal(ready.headers['x-ratelimit-limit'], undefined, 'no rate-limit headers: not metered');
  // The 42 probes above took nothing from this address's 30-an-hour keyless budget.
  const ref = await app.inject({ method: 'GET', url: '/v1/reference/signs', remoteAddress });
  t.equal(ref.statusCode, 200);
  t.equal(ref.headers['x-ratelimit-remaining'], '29');
});

t.test('GET /readyz: 503 naming the store when it does not answer', async (t) => {
  const store = await testStore();
  const broken = await operateApp({ store });
  t.teardown(() => broken.app.close());
  await broken.app.ready();
  await store.close();
  const r = await broken.app.inject({ method: 'GET', url: '/readyz' });
  t.equal(r.statusCode, 503);
  const body = r.json();
  t.equal(body.ok, false);
  t.equal(body.error.code, 'INTERNAL_ERROR');
  t.equal(body.error.message, 'Not ready: store failed');
  t.equal(body.error.details.ephemeris, 'ok');
  t.match(body.error.details.store, /^the store does not answer/);
  t.match(body.error.request_id, /^[0-9a-f]{32}$/);
  t.equal(r.headers['retry-after'], '5');
  const live = await broken.app.inject({ method: 'GET', url: '/healthz' });
  t.equal(live.statusCode, 200, 'liveness does not depend on the store');
});

t.test('checkEphemeris: the Sun at J2000.0 from the real adapter', async (t) => {
  t.same(checkEphemeris(new SwissEphemeris()), { ok: true });
});

t.test('GET /metrics: per operation and status, credits, cache hits, rate refusals, event-loop lag', async (t) => {
  const chart = await app.inject({ method: 'POST', url: '/v1/chart', headers: key, payload: BIRTH });
  t.equal(chart.statusCode, 200);
  const charged = Number(chart.headers['x-credits-used']);
  t.equal(charged, 20, '/chart is tier 2 (SERVICE-SPEC "Price tiers")');
  const again = await app.inject({ method: 'POST', url: '/v1/chart', headers: key, payload: BIRTH });
  t.equal(again.headers['x-cache'], 'HIT');
  const bad = await app.inject({ method: 'POST', url: '/v1/chart', headers: key, payload: { ...BIRTH, latitude: 91 } });
  t.equal(bad.statusCode, 400);
  const keyGet = await app.inject({ method: 'GET', url: '/v1/keys/00000000-0000-4000-8000-000000000000', headers: key });
  t.equal(keyGet.statusCode, 404);
  const remoteAddress = '198.51.100.99';
  for (let i = 0; i < 31; i++) await app.inject({ method: 'GET', url: '/v1/reference/planets', remoteAddress });

  const m = await app.inject({ method: 'GET', url: '/metrics' });
  t.equal(m.statusCode, 200);
  t.match(m.headers['content-type'], /^text\/plain; version=0\.0\.4/);
  const text = m.body;
  t.equal(sample(text, 'celestial_http_requests_total', { operation: 'POST /chart', method: 'POST', status: '200' }), 2);
  t.equal(sample(text, 'celestial_http_requests_total', { operation: 'POST /chart', method: 'POST', status: '400' }), 1);
  t.equal(sample(text, 'celestial_http_request_duration_seconds_count', { operation: 'POST /chart', method: 'POST', status: '200' }), 2);
  t.equal(sample(text, 'celestial_http_request_duration_seconds_bucket', { operation: 'POST /chart', method: 'POST', status: '200', le: '+Inf' }), 2);
  t.equal(sample(text, 'celestial_credits_charged_total', { operation: 'POST /chart' }), charged, 'the charged call only; the HIT and the 400 cost nothing');
  t.equal(sample(text, 'celestial_cache_hits_total', { operation: 'POST /chart' }), 1);
  t.equal(sample(text, 'celestial_rate_limit_refusals_total', { operation: 'GET /reference/planets', scope: 'ip' }), 1);
  t.equal(sample(text, 'celestial_http_requests_total', { operation: 'GET /reference/planets', method: 'GET', status: '429' }), 1);
  t.equal(sample(text, 'celestial_http_requests_total', { operation: 'GET /keys/{id}', method: 'GET', status: '404' }), 1, 'the operation, not the raw URL');
  t.notMatch(text, '00000000-0000-4000-8000-000000000000', 'no path parameter in any label');
  t.match(text, /\nnodejs_eventloop_lag_seconds \d/, 'event-loop lag (prom-client default metrics)');
  t.match(text, /\nnodejs_eventloop_lag_p99_seconds \d/);
  t.match(text, /\nprocess_resident_memory_bytes \d/);
});

t.test('GET /metrics with CELESTIAL_METRICS_TOKEN: the operator token is required', async (t) => {
  const guarded = await operateApp({ families: ['reference'], config: { metricsToken: 'operator-token-0123' } });
  t.teardown(() => guarded.app.close());
  const none = await guarded.app.inject({ method: 'GET', url: '/metrics' });
  t.equal(none.statusCode, 401);
  t.equal(none.json().error.code, 'MISSING_BEARER');
  const wrong = await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer operator-token-0124' } });
  t.equal(wrong.statusCode, 401);
  t.equal(wrong.json().error.code, 'INVALID_API_KEY');
  const right = await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer operator-token-0123' } });
  t.equal(right.statusCode, 200);
  t.match(right.body, /# TYPE celestial_http_requests_total counter/);
  // A second app in the same process counts on its own (a registry per app).
  t.equal(sample(right.body, 'celestial_http_requests_total', { operation: 'POST /chart', method: 'POST', status: '200' }), undefined);
});

t.test('compression: brotli and gzip by Accept-Encoding, from 1 KB', async (t) => {
  const plain = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
  t.equal(plain.headers['content-encoding'], undefined, 'no Accept-Encoding: identity');
  const br = await app.inject({ method: 'GET', url: '/v1/openapi.json', headers: { 'accept-encoding': 'br' } });
  t.equal(br.headers['content-encoding'], 'br');
  t.match(br.headers.vary, /accept-encoding/i);
  const fromBr = zlib.brotliDecompressSync(br.rawPayload).toString('utf8');
  t.equal(fromBr, plain.body, 'the OpenAPI document decompresses to the same bytes');
  t.ok(br.rawPayload.length < plain.rawPayload.length / 5, `brotli ${br.rawPayload.length} of ${plain.rawPayload.length} bytes`);
  const gz = await app.inject({ method: 'GET', url: '/v1/openapi.json', headers: { 'accept-encoding': 'gzip' } });
  t.equal(gz.headers['content-encoding'], 'gzip');
  t.equal(zlib.gunzipSync(gz.rawPayload).toString('utf8'), plain.body);

  const chartPlain = await app.inject({ method: 'POST', url: '/v1/chart', headers: key, payload: { ...BIRTH, date: '1985-01-02' } });
  t.ok(chartPlain.rawPayload.length > 10_000, `a chart is ${chartPlain.rawPayload.length} bytes`);
  const chartGz = await app.inject({ method: 'POST', url: '/v1/chart', headers: { ...key, 'accept-encoding': 'gzip, br' }, payload: { ...BIRTH, date: '1985-01-02' } });
  t.equal(chartGz.statusCode, 200);
  t.ok(chartGz.headers['content-encoding'] === 'br' || chartGz.headers['content-encoding'] === 'gzip');
  const decoded = chartGz.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(chartGz.rawPayload) : zlib.gunzipSync(chartGz.rawPayload);
  t.same(JSON.parse(decoded.toString('utf8')), chartPlain.json(), 'the cached answer, compressed, is the same JSON');
  t.equal(chartGz.headers['x-cache'], 'HIT');

  const small = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
  t.equal(small.headers['content-encoding'], undefined, 'under 1 KB: not compressed');
});

t.test('security headers: nosniff, no-referrer, frame denial for JSON, HTML by path', async (t) => {
  const json = await app.inject({ method: 'GET', url: '/v1/status', headers: key });
  t.equal(json.headers['x-content-type-options'], 'nosniff');
  t.equal(json.headers['referrer-policy'], 'no-referrer');
  t.equal(json.headers['x-frame-options'], 'DENY');
  t.equal(json.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
  t.equal(json.headers['strict-transport-security'], undefined, 'plain HTTP: no HSTS');
  const refused = await app.inject({ method: 'GET', url: '/v1/status' });
  t.equal(refused.statusCode, 401);
  t.equal(refused.headers['x-frame-options'], 'DENY', 'refusals too');
  t.equal(refused.headers['x-content-type-options'], 'nosniff');

  const docs = await app.inject({ method: 'GET', url: '/v1/docs' });
  t.equal(docs.statusCode, 200);
  t.match(docs.headers['content-type'], /^text\/html/);
  t.equal(docs.headers['x-frame-options'], 'SAMEORIGIN', 'the docs page: framed by its own origin only');
  t.match(docs.headers['content-security-policy'], /frame-ancestors 'self'/);
  t.notMatch(docs.headers['content-security-policy'], /'none'/, "the page's own CSP, not the JSON one");

  const spoofed = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
  t.equal(spoofed.headers['strict-transport-security'], undefined, 'X-Forwarded-Proto is not believed without a trusted proxy');
});

t.test('HSTS behind a trusted TLS proxy; /embed/* HTML stays frameable', async (t) => {
  const proxied = await operateApp({ families: ['reference'], config: { trustProxy: true } });
  t.teardown(() => proxied.app.close());
  // The spec's /embed/* widgets are HTML "for an iframe"; none is built yet, so a route of that
  // namespace stands in for one here.
  proxied.app.get('/v1/embed/test-widget', async (_req, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><p>widget</p>'));
  const tls = await proxied.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
  t.equal(tls.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
  const plain = await proxied.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
  t.equal(plain.headers['strict-transport-security'], undefined);
  const widget = await proxied.app.inject({ method: 'GET', url: '/v1/embed/test-widget' });
  t.equal(widget.statusCode, 200);
  t.equal(widget.headers['x-frame-options'], undefined, 'an embed widget may be framed by any site');
  t.equal(widget.headers['content-security-policy'], undefined);
  t.equal(widget.headers['x-content-type-options'], 'nosniff');
});

t.test('chooseEncoding: Accept-Encoding with q-values (RFC 9110 12.5.3)', async (t) => {
  t.equal(chooseEncoding(undefined), 'identity');
  t.equal(chooseEncoding(''), 'identity');
  t.equal(chooseEncoding('gzip, deflate, br'), 'br', 'a tie goes to brotli');
  t.equal(chooseEncoding('gzip'), 'gzip');
  t.equal(chooseEncoding('br;q=0.5, gzip;q=0.8'), 'gzip');
  t.equal(chooseEncoding('br;q=0, gzip;q=0'), 'identity');
  t.equal(chooseEncoding('*'), 'br');
  t.equal(chooseEncoding('*;q=0.3, br;q=0'), 'gzip');
  t.equal(chooseEncoding('deflate, identity'), 'identity');
});

t.test('the OpenAPI document: built once, its compressed forms kept, HEAD and q-values honoured', async (t) => {
  const plain = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
  t.equal(plain.statusCode, 200);
  t.equal(plain.json().openapi, '3.1.0');
  t.equal(plain.headers.vary, 'Accept-Encoding');
  const a = await app.inject({ method: 'GET', url: '/v1/openapi.json', headers: { 'accept-encoding': 'gzip;q=1, br;q=0.1' } });
  const b = await app.inject({ method: 'GET', url: '/v1/openapi.json', headers: { 'accept-encoding': 'gzip' } });
  t.equal(a.headers['content-encoding'], 'gzip');
  t.ok(a.rawPayload.equals(b.rawPayload), 'the same gzip bytes: compressed once');
  t.equal(zlib.gunzipSync(a.rawPayload).toString('utf8'), plain.body);
  const head = await app.inject({ method: 'HEAD', url: '/v1/openapi.json', headers: { 'accept-encoding': 'br' } });
  t.equal(head.statusCode, 200);
  t.equal(head.headers['content-encoding'], 'br');
  t.equal(head.body, '');
});
