/**
 * The request log (issue 11): structured JSON lines in which no secret appears, wherever it was
 * sent (headers, `?key=` on /status, other query parameters, an error message), and the
 * incoming X-Request-Id reused only when it is 32 hexadecimal characters.
 */
import t from 'tap';
import { closeTestStores } from '../helpers/app.js';
import { OPERATE_MASTER_KEY, operateApp } from '../helpers/operate.js';
import { isSecretParam, redactSecrets, redactUrl, requestIdFor, serializeError } from '../../runtime/src/http/logging.js';

const LIVE = 'cel_live_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const PUBLIC = 'pk_test_0123456789abcdefghijABCDEFGHIJ';
const PROVIDER = 'sk-ant-api03-Zyxwvutsrqponmlkjihg_fedcba';

t.test('redactSecrets: key shapes, provider keys and bearer tokens; other text kept', async (t) => {
  t.equal(redactSecrets(`key ${LIVE} here`), 'key [redacted] here');
  t.equal(redactSecrets(`a ${PUBLIC}`), 'a [redacted]');
  t.equal(redactSecrets(`provider said: invalid key ${PROVIDER}.`), 'provider said: invalid key [redacted].');
  t.equal(redactSecrets('Authorization: Bearer 9f8e7d6c5b4a.39281'), 'Authorization: Bearer [redacted]');
  t.equal(redactSecrets('cel_live_short'), 'cel_live_short', 'fewer than 8 characters after the prefix is not a key');
  t.equal(redactSecrets('the Sun in Leo at 22.5°'), 'the Sun in Leo at 22.5°');
});

t.test('isSecretParam: by name, case and separators ignored', async (t) => {
  for (const n of ['key', 'api_key', 'apiKey', 'x-api-key', 'token', 'access_token', 'Authorization', 'password', 'client_secret', 'provider_key', 'signature']) t.ok(isSecretParam(n), n);
  for (const n of ['fields', 'precision', 'lang', 'date', 'keys', 'monkeys_count']) t.notOk(isSecretParam(n), n);
});

t.test('redactUrl: secret-named values and key-shaped values; the rest verbatim', async (t) => {
  t.equal(redactUrl(`/v1/status?key=${LIVE}`), '/v1/status?key=[redacted]');
  t.equal(redactUrl('/v1/x?token=abc&fields=a.b,c&precision=2'), '/v1/x?token=[redacted]&fields=a.b,c&precision=2');
  t.equal(redactUrl(`/v1/x?q=${LIVE}`), '/v1/x?q=[redacted]', 'a key under any name');
  t.equal(redactUrl('/v1/x?q=cel%5Flive_AbCdEfGhIjKlMnOp'), '/v1/x?q=[redacted]', 'percent-encoded');
  t.equal(redactUrl(`/v1/keys/${LIVE}`), '/v1/keys/[redacted]', 'in the path');
  t.equal(redactUrl('/v1/chart'), '/v1/chart');
  t.equal(redactUrl('/v1/x?flag&lang=en'), '/v1/x?flag&lang=en');
});

t.test('serializeError: no rawPacket, message and stack redacted', async (t) => {
  const err = Object.assign(new Error(`refused ${LIVE}`), { code: 'HPE_HEADER_OVERFLOW', rawPacket: Buffer.from(`X-Api-Key: ${LIVE}`) });
  const s = serializeError(err);
  t.equal(s.message, 'refused [redacted]');
  t.equal(s.code, 'HPE_HEADER_OVERFLOW');
  t.notOk('rawPacket' in s);
  t.notMatch(String(s.stack), LIVE);
});

t.test('requestIdFor: 32 hex characters reused, anything else replaced', async (t) => {
  const req = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as never;
  t.equal(requestIdFor(req('0123456789abcdef0123456789ABCDEF')), '0123456789abcdef0123456789ABCDEF');
  for (const bad of [undefined, '', 'abc', '0123456789abcdef0123456789abcde', '0123456789abcdef0123456789abcdef0', '0123456789abcdef0123456789abcdeg', `${'a'.repeat(31)}\n`]) {
    const id = requestIdFor(req(bad));
    t.match(id, /^[0-9a-f]{32}$/, `new id for ${JSON.stringify(bad)}`);
    t.not(id, bad);
  }
});

t.test('through HTTP: no secret in the log, ids reused', async (t) => {
  const { app, log } = await operateApp({ captureLog: true });
  t.teardown(() => app.close());
  const incoming = 'feedfacefeedfacefeedfacefeedface';
  const status = await app.inject({ method: 'GET', url: `/v1/status?key=${OPERATE_MASTER_KEY}`, headers: { 'x-request-id': incoming } });
  t.equal(status.statusCode, 200, 'the deprecated ?key= still authenticates');
  t.equal(status.headers['x-request-id'], incoming, 'a 32-hex X-Request-Id is reused');
  const header = await app.inject({
    method: 'GET', url: '/v1/status?token=opaque-session-token-1234&api_key=also-secret',
    headers: { 'x-api-key': OPERATE_MASTER_KEY, authorization: 'Bearer tok_0123456789abcdef', 'x-provider-key': PROVIDER, cookie: 'session=s3cr3t-cookie', 'x-request-id': 'not-hex' },
  });
  t.equal(header.statusCode, 200);
  t.match(header.headers['x-request-id'], /^[0-9a-f]{32}$/);
  t.not(header.headers['x-request-id'], 'not-hex');
  const wrong = await app.inject({ method: 'GET', url: `/v1/status?key=${LIVE}` });
  t.equal(wrong.statusCode, 401);
  await app.close();

  const text = log.join('');
  for (const secret of [OPERATE_MASTER_KEY, LIVE, PROVIDER, 'opaque-session-token-1234', 'also-secret', 'tok_0123456789abcdef', 's3cr3t-cookie']) {
    t.notOk(text.includes(secret), `${secret.slice(0, 12)}… not in the log`);
  }
  const lines = log.map((l) => JSON.parse(l));
  const urls = lines.filter((l) => l.req).map((l) => l.req.url);
  t.ok(urls.includes('/v1/status?key=[redacted]'), 'the ?key= line is there, redacted');
  t.ok(urls.includes('/v1/status?token=[redacted]&api_key=[redacted]'));
  const reused = lines.filter((l) => l.reqId === incoming);
  t.equal(reused.length, 2, 'incoming and completed lines carry the reused id');
  t.same(reused.map((l) => l.msg), ['incoming request', 'request completed']);
  t.ok(lines.every((l) => typeof l.level === 'number' && typeof l.time === 'number'), 'structured pino lines');
});

t.teardown(closeTestStores);
