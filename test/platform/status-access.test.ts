/** GET /status (with the deprecated ?key=) and master-only key management, through HTTP. */
import t from 'tap';
import { get, post, call, MASTER_KEY } from '../helpers/app.js';

t.test('GET /status reads X-Api-Key; ?key= still works with Deprecation and Warning', async (t) => {
  const r = await get('/v1/status');
  t.equal(r.status, 200);
  t.match(r.body.data, { key: { valid: true, mode: 'live', plan: 'enterprise' } });
  t.equal(r.body.data.components.ephemeris, 'ok');
  t.equal(r.headers['deprecation'], undefined);
  const q = await get(`/v1/status?key=${MASTER_KEY}`, { 'x-api-key': '' });
  t.equal(q.status, 200);
  t.equal(q.body.data.key.valid, true);
  t.equal(q.headers['deprecation'], 'true');
  t.match(q.headers['warning'], /deprecated/);
  const none = await get('/v1/status', { 'x-api-key': '' });
  t.equal(none.status, 401);
  t.equal(none.body.error.code, 'MISSING_API_KEY');
});

t.test('key management needs the master key: a regular key gets 403', async (t) => {
  const created = await post('/v1/keys', { name: 'regular' });
  t.equal(created.status, 200);
  const regular = created.body.data.key as string;
  t.match(regular, /^cel_live_[0-9A-Za-z]{32}$/);
  for (const [method, url] of [['POST', '/v1/keys'], ['GET', '/v1/keys'], ['GET', `/v1/keys/${created.body.data.id}`]] as const) {
    const r = await call(method, url, method === 'POST' ? { name: 'x' } : undefined, { 'x-api-key': regular });
    t.equal(r.status, 403, `${method} ${url}`);
    t.equal(r.body.error.code, 'INSUFFICIENT_SCOPE');
  }
  const own = await get('/v1/auth/keys/me', { 'x-api-key': regular });
  t.equal(own.status, 200, 'a regular key may read itself');
  t.equal(own.body.data.id, created.body.data.id);
  const usage = await get('/v1/keys/usage', { 'x-api-key': regular });
  t.equal(usage.status, 200, 'and the account usage');
  await call('DELETE', `/v1/keys/${created.body.data.id}`);
  t.equal((await get('/v1/auth/keys/me', { 'x-api-key': regular })).body.error.code, 'INVALID_API_KEY', 'revoked: 401 at once');
});
