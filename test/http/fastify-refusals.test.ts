/**
 * The refusals fastify and node write by themselves (issue 10), through a real socket, since
 * `inject` bypasses node's HTTP parser: each is the JSON envelope with the headers every answer
 * carries (X-Request-Id of 32 hex characters, CORS, nosniff, frame denial).
 */
import net from 'node:net';
import t, { type Test } from 'tap';
import { closeTestStores } from '../helpers/app.js';
import { listen, operateApp } from '../helpers/operate.js';

const { app } = await operateApp();
const base = await listen(app);
const port = Number(new URL(base).port);
t.teardown(async () => {
  await app.close();
  await closeTestStores();
});

function assertCommonHeaders(t: Test, headers: Headers) {
  t.match(headers.get('x-request-id'), /^[0-9a-f]{32}$/, 'X-Request-Id of 32 hex characters');
  t.equal(headers.get('access-control-allow-origin'), '*', 'CORS');
  t.match(headers.get('access-control-expose-headers'), /Retry-After/, 'exposed headers');
  t.equal(headers.get('x-content-type-options'), 'nosniff');
  t.equal(headers.get('x-frame-options'), 'DENY');
  t.match(headers.get('content-type'), /^application\/json/);
}

/** Writes raw bytes and reads the whole answer until the server closes or 2 s pass. */
function rawExchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => (data += d));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(data);
    });
    socket.write(bytes);
  });
}

t.test('a path parameter over 100 characters: 414 in the envelope', async (t) => {
  const r = await fetch(`${base}/v1/keys/${'a'.repeat(101)}`, { headers: { origin: 'https://app.example' } });
  t.equal(r.status, 414);
  assertCommonHeaders(t, r.headers);
  const body = (await r.json()) as any;
  t.equal(body.ok, false);
  t.equal(body.error.code, 'INVALID_INPUT');
  t.same(body.error.details, [{ path: '(path)', message: 'has a parameter longer than 100 characters' }]);
  // 100 characters is still a path parameter: the route is reached (no key: 401 from the access step).
  const at100 = await fetch(`${base}/v1/keys/${'a'.repeat(100)}`);
  t.equal(at100.status, 401);
  t.equal(((await at100.json()) as any).error.code, 'MISSING_API_KEY');
});

t.test('a 16 KB URL: 431 in the envelope, and the server keeps serving', async (t) => {
  const r = await fetch(`${base}/v1/reference/signs?x=${'a'.repeat(16 * 1024)}`, { headers: { origin: 'https://app.example' } });
  t.equal(r.status, 431);
  assertCommonHeaders(t, r.headers);
  const body = (await r.json()) as any;
  t.equal(body.error.code, 'INVALID_INPUT');
  t.equal(body.error.details[0].path, '(headers)');
  t.match(body.error.message, /larger than 16 KB/);
  const after = await fetch(`${base}/healthz`);
  t.equal(after.status, 200);
});

t.test('headers over 16 KB: 431', async (t) => {
  const r = await fetch(`${base}/v1/reference/signs`, { headers: { 'x-filler': 'b'.repeat(17 * 1024) } });
  t.equal(r.status, 431);
  t.equal(((await r.json()) as any).error.details[0].path, '(headers)');
});

t.test('a request node cannot parse: 400 in the envelope, written to the socket', async (t) => {
  const answer = await rawExchange('GET /v1/reference/signs HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  t.match(head, /^HTTP\/1\.1 400 Bad Request/);
  t.match(head, /\r\nX-Request-Id: [0-9a-f]{32}\r\n/);
  t.match(head, /\r\nAccess-Control-Allow-Origin: \*\r\n/);
  t.match(head, /\r\nContent-Type: application\/json; charset=utf-8\r\n/);
  const parsed = JSON.parse(body);
  t.equal(parsed.ok, false);
  t.equal(parsed.error.code, 'INVALID_INPUT');
  t.equal(parsed.error.details[0].path, '(request)');
});

t.test('a malformed percent-escape in the path: 400 INVALID_INPUT', async (t) => {
  const answer = await rawExchange('GET /v1/keys/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  t.match(head, /^HTTP\/1\.1 400/);
  t.match(head.toLowerCase(), /\r\nx-request-id: [0-9a-f]{32}\r\n/);
  t.match(head.toLowerCase(), /\r\naccess-control-allow-origin: \*\r\n/);
  const parsed = JSON.parse(body);
  t.equal(parsed.error.code, 'INVALID_INPUT');
  t.equal(parsed.error.details[0].path, '(path)');
});

t.test('a wrong method on a known path: the catalogue NOT_FOUND, with Allow', async (t) => {
  // The catalogue (SERVICE-SPEC "Errors") has no METHOD_NOT_ALLOWED, so no 405 under an invented code.
  const r = await fetch(`${base}/v1/chart`, { headers: { origin: 'https://app.example' } });
  t.equal(r.status, 404);
  assertCommonHeaders(t, r.headers);
  t.equal(r.headers.get('allow'), 'POST, OPTIONS');
  const body = (await r.json()) as any;
  t.equal(body.error.code, 'NOT_FOUND');
  t.equal(body.error.message, 'No operation at GET /v1/chart; this path answers POST');
  const keys = await fetch(`${base}/v1/keys/abc`, { method: 'POST' });
  t.equal(keys.headers.get('allow'), 'DELETE, GET, HEAD, PATCH, OPTIONS', 'a parametric path: its own methods');
  const unknown = await fetch(`${base}/v1/no-such-thing`);
  t.equal(unknown.status, 404);
  t.equal(unknown.headers.get('allow'), null, 'an unknown path has no Allow');
  t.equal(((await unknown.json()) as any).error.message, 'No operation at GET /v1/no-such-thing');
});

t.test('these refusals are counted in /metrics', async (t) => {
  const text = await (await fetch(`${base}/metrics`)).text();
  t.match(text, /\ncelestial_http_requests_total\{operation="\(unmatched\)",method="GET",status="414"\} 1\n/, "fastify's 414");
  t.match(text, /\ncelestial_client_errors_total\{status="431"\} 2\n/, "node's two 431s");
  t.match(text, /\ncelestial_client_errors_total\{status="400"\} 1\n/, "node's 400");
});
