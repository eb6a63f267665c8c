/** Key management through HTTP with the default account's master key (an enterprise account). */
import t from 'tap';
import { MASTER_KEY, app, call, get, post, schemaErrors } from '../helpers/app.js';
import { hashKeyValue } from '../../runtime/src/access/key-format.js';

const a = await app();
const op = (key: string) => a.registry.byKey.get(key)!.op;
const masterId = (await get('/v1/auth/keys/me')).body.data.id as string;

t.test('POST /keys: the value once, only the hash stored, masked display', async (t) => {
  const r = await post('/v1/keys', { name: 'production' });
  t.equal(r.status, 200, r.raw);
  const d = r.body.data;
  t.equal(schemaErrors(op('POST /keys').response, d), null);
  t.match(d.key, /^cel_live_[0-9A-Za-z]{32}$/, 'a live secret key');
  t.equal(d.class, 'server');
  t.equal(d.mode, 'live');
  t.equal(d.status, 'valid');
  t.equal(d.master, false);
  t.equal(d.name, 'production');
  t.same(d.origin_restriction, { type: 'server-only', allowed_origins: [] });
  t.equal(d.masked, `cel_live_${d.key.slice(9, 13)}…${d.key.slice(-4)}`, 'prefix, first and last 4 of the random part');
  t.equal(d.lastUsedAt, null);
  t.equal(d.revokedAt, null);
  t.match(d.createdAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/, 'an instant with its offset (the request names no zone)');
  t.ok(Math.abs(Date.parse(d.createdAt) - Date.now()) < 60_000, 'created now');
  t.equal(d.created_at, undefined, 'no snake_case beside it');

  const stored = (await a.store.getKey(d.id))!;
  t.equal(stored.hash, hashKeyValue(d.key), 'the store keeps the SHA-256');
  t.notOk(JSON.stringify(stored).includes(d.key), 'and never the value');

  const listed = (await get('/v1/keys')).body.data;
  t.equal(schemaErrors(op('GET /keys').response, listed), null);
  const item = listed.keys.find((k: { id: string }) => k.id === d.id);
  t.ok(item, 'listed');
  t.notOk(JSON.stringify(listed).includes(d.key), 'the list never shows a value');
  t.equal(item.masked, d.masked);
  t.equal(listed.maxActive, 10);
  t.equal(listed.activeCount, listed.keys.filter((k: { status: string }) => k.status === 'valid').length);

  const one = await get(`/v1/keys/${d.id}`);
  t.equal(one.status, 200);
  t.notOk(one.raw.includes(d.key));
  t.equal(one.body.data.budget, undefined, 'no budget without a cap');

  const used = await get('/v1/auth/keys/me', { 'x-api-key': d.key });
  t.equal(used.status, 200, 'the new key works at once');
  t.equal(used.body.data.id, d.id);
  t.equal(used.body.data.master, false);
  t.equal(used.body.data.plan, 'enterprise');
  t.equal(used.body.data.budgetRemaining, null);
});

t.test('POST /keys: test keys, browser keys, label, and the 400s', async (t) => {
  const sandbox = (await post('/v1/keys', { label: 'ci', mode: 'test' })).body.data;
  t.match(sandbox.key, /^cel_test_[0-9A-Za-z]{32}$/, 'mode test: cel_test_');
  t.equal(sandbox.mode, 'test');
  t.equal(sandbox.name, 'ci', 'label is accepted for name');

  const browser = await post('/v1/keys', { name: 'widget', origin_restriction: { type: 'allowlist', allowed_origins: ['https://www.Example.com:8443/', '*.example.org'] }, credits_cap_cycle: 0, allowed_endpoints: ['/v1/Embed/*', 'chart'] });
  t.equal(browser.status, 200, browser.raw);
  const b = browser.body.data;
  t.match(b.key, /^pk_live_[0-9A-Za-z]{32}$/, 'a public key is pk_');
  t.equal(b.class, 'public');
  t.same(b.origin_restriction, { type: 'public', allowed_origins: ['example.com', '*.example.org'] }, "allowlist stored as public, hosts normalised");
  t.same(b.allowed_endpoints, ['embed/*', 'chart']);
  t.equal(b.status, 'budget-exhausted', 'a budget of 0 is spent from the start');

  const cases: [string, unknown, string][] = [
    ['public without hosts', { origin_restriction: { type: 'public', allowed_origins: [] } }, 'origin_restriction.allowed_origins'],
    ['server-only with hosts', { origin_restriction: { type: 'server-only', allowed_origins: ['example.com'] } }, 'origin_restriction'],
    ['21 hosts', { origin_restriction: { type: 'public', allowed_origins: Array.from({ length: 21 }, (_, i) => `h${i}.example.com`) } }, 'origin_restriction.allowed_origins'],
    ['a bad host', { origin_restriction: { type: 'public', allowed_origins: ['not a host'] } }, 'origin_restriction.allowed_origins[0]'],
    ['empty scope', { allowed_endpoints: [] }, 'allowed_endpoints'],
    ['negative budget', { credits_cap_cycle: -1 }, 'credits_cap_cycle'],
  ];
  for (const [what, body, path] of cases) {
    const r = await post('/v1/keys', body);
    t.equal(r.status, 400, `${what}: 400`);
    t.equal(r.body.error.code, 'INVALID_INPUT', what);
    t.ok(JSON.stringify(r.body.error.details).includes(path), `${what}: details name ${path} (${JSON.stringify(r.body.error.details)})`);
  }
});

t.test('the 11th active key is refused; a revocation frees a slot', async (t) => {
  const active = (await get('/v1/keys')).body.data.activeCount as number;
  const made: string[] = [];
  for (let i = active; i < 10; i++) {
    const r = await post('/v1/keys', { name: `k${i}` });
    t.equal(r.status, 200, `key ${i + 1} of 10`);
    made.push(r.body.data.id);
  }
  t.equal((await get('/v1/keys')).body.data.activeCount, 10);
  const eleventh = await post('/v1/keys', { name: 'one too many' });
  t.equal(eleventh.status, 400);
  t.equal(eleventh.body.error.code, 'INVALID_INPUT');
  t.same(eleventh.body.error.details.map((d: { path: string }) => d.path), ['keys']);
  t.equal((await get('/v1/keys')).body.data.activeCount, 10, 'the refusal made nothing');

  t.equal((await call('DELETE', `/v1/keys/${made[0]}`)).status, 200);
  t.equal((await post('/v1/keys', { name: 'fits again' })).status, 200, 'a revoked key frees its slot');
  // Leave room for the other tests of this file.
  const keys = (await get('/v1/keys')).body.data.keys as { id: string; master: boolean; status: string }[];
  for (const k of keys) if (!k.master && k.status !== 'revoked') await call('DELETE', `/v1/keys/${k.id}`);
  t.equal((await get('/v1/keys')).body.data.activeCount, 1, 'only the master key left');
});

t.test('DELETE /keys/{id}: the revoked value gets 401 on its next call; no self-revocation', async (t) => {
  const k = (await post('/v1/keys', { name: 'short-lived' })).body.data;
  t.equal((await get('/v1/auth/keys/me', { 'x-api-key': k.key })).status, 200);
  const r = await call('DELETE', `/v1/keys/${k.id}`);
  t.equal(r.status, 200, r.raw);
  t.equal(schemaErrors(op('DELETE /keys/{id}').response, r.body.data), null);
  t.equal(r.body.data.status, 'revoked');
  const after = await get('/v1/auth/keys/me', { 'x-api-key': k.key });
  t.equal(after.status, 401);
  t.equal(after.body.error.code, 'INVALID_API_KEY');
  t.equal((await get(`/v1/keys/${k.id}`)).body.data.status, 'revoked', 'kept for audit');
  const again = await call('DELETE', `/v1/keys/${k.id}`);
  t.match(r.body.data.revokedAt, /\+00:00$/);
  t.equal(again.body.data.revokedAt, r.body.data.revokedAt, 'revoking again answers the first revocation');

  const self = await call('DELETE', `/v1/keys/${masterId}`);
  t.equal(self.status, 400, 'the master key cannot revoke itself');
  t.equal(self.body.error.code, 'INVALID_INPUT');
  t.equal((await get('/v1/auth/keys/me')).status, 200, 'and still works');

  for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
    const nf = await call(method, '/v1/keys/no-such-key', method === 'PATCH' ? { name: 'x' } : undefined);
    t.equal(nf.status, 404, `${method} unknown id: 404`);
    t.equal(nf.body.error.code, 'NOT_FOUND');
  }
  const nf = await post('/v1/keys/no-such-key/rotate', {});
  t.equal(nf.status, 404);
});

t.test('POST /keys/{id}/rotate: old value dead at once, new works, everything else kept', async (t) => {
  const k = (await post('/v1/keys', { name: 'rotating', credits_cap_cycle: 700, allowed_endpoints: ['auth/keys/me', 'keys/usage'] })).body.data;
  const r = await post(`/v1/keys/${k.id}/rotate`, { ignored: true });
  t.equal(r.status, 200, r.raw);
  const n = r.body.data;
  t.equal(schemaErrors(op('POST /keys/{id}/rotate').response, n), null);
  t.not(n.key, k.key);
  t.match(n.key, /^cel_live_[0-9A-Za-z]{32}$/, 'same class and mode');
  t.equal(n.id, k.id, 'same id');
  t.not(n.masked, k.masked);
  for (const f of ['name', 'mode', 'class', 'origin_restriction', 'credits_cap_cycle', 'allowed_endpoints', 'createdAt'] as const) t.same(n[f], k[f], `${f} kept`);
  const old = await get('/v1/auth/keys/me', { 'x-api-key': k.key });
  t.equal(old.status, 401, 'the old value is refused at once');
  t.equal(old.body.error.code, 'INVALID_API_KEY');
  const fresh = await get('/v1/auth/keys/me', { 'x-api-key': n.key });
  t.equal(fresh.status, 200, 'the new value works');
  t.equal(fresh.body.data.budgetRemaining, 700);

  const browser = (await post('/v1/keys', { origin_restriction: { type: 'public', allowed_origins: ['example.com'] }, mode: 'test' })).body.data;
  const rb = (await post(`/v1/keys/${browser.id}/rotate`, {})).body.data;
  t.match(rb.key, /^pk_test_/, 'a browser test key stays pk_test_');
  t.same(rb.origin_restriction, { type: 'public', allowed_origins: ['example.com'] }, 'the origin list is kept');

  await call('DELETE', `/v1/keys/${k.id}`);
  const dead = await post(`/v1/keys/${k.id}/rotate`, {});
  t.equal(dead.status, 400, 'a revoked key cannot be rotated');
  await call('DELETE', `/v1/keys/${browser.id}`);
});

t.test('PATCH /keys/{id}: origin list, budget, scope; the class cannot change', async (t) => {
  const secret = (await post('/v1/keys', { name: 'backend' })).body.data;
  const pk = (await post('/v1/keys', { name: 'site', origin_restriction: { type: 'public', allowed_origins: ['example.com'] } })).body.data;

  const edited = await call('PATCH', `/v1/keys/${pk.id}`, { origin_restriction: { type: 'public', allowed_origins: ['new.example', '*.new.example'] }, credits_cap_cycle: 1000, allowed_endpoints: ['embed/*'], name: 'site v2' });
  t.equal(edited.status, 200, edited.raw);
  t.equal(schemaErrors(op('PATCH /keys/{id}').response, edited.body.data), null);
  t.same(edited.body.data.origin_restriction, { type: 'public', allowed_origins: ['new.example', '*.new.example'] });
  t.equal(edited.body.data.credits_cap_cycle, 1000);
  t.same(edited.body.data.allowed_endpoints, ['embed/*']);
  t.equal(edited.body.data.name, 'site v2');
  t.equal(edited.body.data.masked, pk.masked, 'the value is unchanged');

  const origin = await get('/v1/auth/keys/me', { 'x-api-key': pk.key, origin: 'https://example.com' });
  t.equal(origin.status, 403, 'the old host is refused from the next request');
  t.equal(origin.body.error.code, 'ORIGIN_NOT_ALLOWED');

  const classCases: [string, string, unknown][] = [
    ['a pk_ key made server-only', pk.id, { type: 'server-only', allowed_origins: [] }],
    ['a secret key given a list', secret.id, { type: 'public', allowed_origins: ['example.com'] }],
    ['a pk_ key left without hosts', pk.id, { type: 'public', allowed_origins: [] }],
  ];
  for (const [what, id, origin_restriction] of classCases) {
    const r = await call('PATCH', `/v1/keys/${id}`, { origin_restriction });
    t.equal(r.status, 400, `${what}: 400`);
    t.equal(r.body.error.code, 'INVALID_INPUT');
    t.match(r.body.error.details[0].path, /^origin_restriction/);
  }
  t.same((await get(`/v1/keys/${pk.id}`)).body.data.origin_restriction.allowed_origins, ['new.example', '*.new.example'], 'refusals change nothing');

  const cleared = await call('PATCH', `/v1/keys/${pk.id}`, { credits_cap_cycle: null, allowed_endpoints: null });
  t.equal(cleared.body.data.credits_cap_cycle, null, 'null clears the budget');
  t.equal(cleared.body.data.allowed_endpoints, null, 'null clears the scope');
  t.same(cleared.body.data.origin_restriction.allowed_origins, ['new.example', '*.new.example'], 'three independent limits: the list stays');
  const empty = await call('PATCH', `/v1/keys/${pk.id}`, { allowed_endpoints: [] });
  t.equal(empty.status, 400, 'an empty scope is refused');

  const budget = await call('PATCH', `/v1/keys/${secret.id}`, { credits_cap_cycle: 300 });
  t.equal(budget.status, 200);
  const view = (await get(`/v1/keys/${secret.id}`)).body.data;
  t.equal(schemaErrors(op('GET /keys/{id}').response, view), null);
  t.same({ ...view.budget, resetsOn: 'x' }, { creditsUsedCycle: 0, creditsRemainingCycle: 300, resetsOn: 'x' });
  t.match(view.budget.resetsOn, /^\d{4}-\d{2}-01$/);

  for (const id of [secret.id, pk.id]) await call('DELETE', `/v1/keys/${id}`);
  const revokedEdit = await call('PATCH', `/v1/keys/${secret.id}`, { name: 'late' });
  t.equal(revokedEdit.status, 400, 'a revoked key cannot be edited');
});

t.test('key management needs the master key; reads need a key', async (t) => {
  const k = (await post('/v1/keys', { name: 'regular' })).body.data;
  const h = { 'x-api-key': k.key };
  for (const [method, url] of [['POST', '/v1/keys'], ['GET', '/v1/keys'], ['GET', `/v1/keys/${k.id}`], ['PATCH', `/v1/keys/${k.id}`], ['DELETE', `/v1/keys/${masterId}`], ['POST', `/v1/keys/${k.id}/rotate`], ['GET', `/v1/keys/${k.id}/usage`]] as const) {
    const r = await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, h);
    t.equal(r.status, 403, `${method} ${url} with a regular key: 403`);
  }
  t.equal((await get('/v1/keys/usage', h)).status, 200, 'GET /keys/usage takes any key of the account');
  t.equal((await get('/v1/auth/keys/me', h)).status, 200);
  const none = await get('/v1/keys', { 'x-api-key': '' });
  t.equal(none.status, 401);
  t.equal(none.body.error.code, 'MISSING_API_KEY');
  await call('DELETE', `/v1/keys/${k.id}`);
});

t.test('usage: the account as seen by a key, and one key per day and per origin', async (t) => {
  const k = (await post('/v1/keys', { name: 'counted', origin_restriction: { type: 'public', allowed_origins: ['example.com', '*.example.org', 'third.example'] } })).body.data;
  for (let i = 0; i < 3; i++) t.equal((await get('/v1/auth/keys/me', { 'x-api-key': k.key, origin: 'https://example.com' })).status, 200);
  t.equal((await get('/v1/auth/keys/me', { 'x-api-key': k.key, referer: 'https://a.example.org/page' })).status, 200);

  const acc = await get('/v1/keys/usage');
  t.equal(acc.status, 200, acc.raw);
  t.equal(schemaErrors(op('GET /keys/usage').response, acc.body.data), null);
  t.equal(acc.body.data.credits.limit, 1_000_000_000_000, "the enterprise account's custom credits");
  t.ok(acc.body.data.usage.today >= 4, 'requests counted today');
  const me = acc.body.data.endpoints.find((e: { path: string }) => e.path === 'GET /auth/keys/me');
  t.ok(me && me.requests >= 4, 'top endpoints carry METHOD /path');
  t.equal(me.credits, 0, 'tier 0 costs nothing');

  const r = await get(`/v1/keys/${k.id}/usage?days=3`);
  t.equal(r.status, 200, r.raw);
  const u = r.body.data;
  t.equal(schemaErrors(op('GET /keys/{id}/usage').response, u), null);
  t.equal(u.keyId, k.id);
  t.equal(u.requests.today, 4);
  t.equal(u.daily.length, 3);
  t.equal(u.daily[2].requests, 4, 'today is last');
  t.equal(u.daily[2].date, new Date().toISOString().slice(0, 10));
  t.same(u.credits, { usedCycle: 0, capCycle: null, remainingCycle: null, reset: u.credits.reset });
  // Enterprise rate 1e9/min over 3 entries: ceil(1e9 / 3).
  const share = Math.ceil(1_000_000_000 / 3);
  t.same(u.origins.map((o: { host: string; rateShare: number }) => [o.host, o.rateShare]), [['example.com', share], ['*.example.org', share], ['third.example', share]], 'one entry per list entry with its share');
  const bad = await get(`/v1/keys/${k.id}/usage?days=31`);
  t.equal(bad.status, 400, 'days above 30');
  await call('DELETE', `/v1/keys/${k.id}`);
});

t.test('the key class, mode and value of the master key are what bootstrap made', async (t) => {
  const me = (await get('/v1/auth/keys/me')).body.data;
  t.equal(me.master, true);
  t.equal(me.class, 'server');
  const rec = (await get(`/v1/keys/${masterId}`)).body.data;
  t.equal(rec.masked, `cel_live_${MASTER_KEY.slice(9, 13)}…${MASTER_KEY.slice(-4)}`);
});
