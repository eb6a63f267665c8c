/** Login, Bearer sessions, /me, settings and account deletion through HTTP, on a ManualClock. */
import t from 'tap';
import { call, freshApp, get, post, schemaErrors } from '../helpers/app.js';
import { testStore } from '../helpers/app.js';
import { ManualClock } from '../../runtime/src/services/system-clock.js';
import { resolveService } from '../../runtime/src/container.js';
import type { AccountsService } from '../../runtime/src/accounts/service.js';
import { hashKeyValue, issueKey } from '../../runtime/src/access/key-format.js';
import { sessionTokenHash } from '../../runtime/src/accounts/passwords.js';

const clock = new ManualClock(new Date('2026-03-10T12:00:00Z'));
const store = await testStore();
const a = await freshApp({ store, services: { Clock: clock } });
t.teardown(async () => {
  await a.close();
  await store.close();
});
const accounts = resolveService(a.services, 'Accounts') as AccountsService;
const op = (key: string) => a.registry.byKey.get(key)!.op;

async function req(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}) {
  const r = await a.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  return { status: r.statusCode, body: JSON.parse(r.body), raw: r.body, headers: r.headers };
}

const PASSWORD = 'a long enough secret';

async function account(id: string, plan: 'free' | 'pro', paidUntil: number | null = null): Promise<{ key: string; keyId: string }> {
  await store.createAccount({ id, name: `Account ${id}`, plan, subscription: { paidUntil }, createdAt: clock.now().getTime() });
  const issued = issueKey('secret', 'live');
  const k = await store.createKey({
    id: `${id}-master`, accountId: id, class: 'secret', mode: 'live', hash: issued.hash, prefix: issued.prefix, first4: issued.first4, last4: issued.last4,
    name: 'master', origin_restriction: { type: 'server-only', allowed_origins: [] }, credits_cap_cycle: null, allowed_endpoints: null, isMaster: true, createdAt: clock.now().getTime(),
  });
  return { key: issued.value, keyId: k.id };
}

const pro = await account('acme', 'pro', Date.parse('2026-03-20T00:00:00Z'));
await accounts.setLogin('acme', 'Owner@Acme.example', PASSWORD);

t.test('setLogin: argon2id hash, normalised email, refusals', async (t) => {
  const login = (await store.getLoginByAccount('acme'))!;
  t.equal(login.email, 'owner@acme.example');
  t.match(login.passwordHash, /^\$argon2id\$v=19\$/, 'argon2id PHC string');
  t.notOk(login.passwordHash.includes(PASSWORD));
  await account('other', 'free');
  await t.rejects(accounts.setLogin('other', 'OWNER@acme.example', PASSWORD), { code: 'INVALID_INPUT', details: [{ path: 'email' }] }, 'the email of another account');
  await t.rejects(accounts.setLogin('other', 'not-an-email', PASSWORD), { code: 'INVALID_INPUT', details: [{ path: 'email' }] });
  await t.rejects(accounts.setLogin('other', 'x@other.example', 'short'), { code: 'INVALID_INPUT', details: [{ path: 'password' }] });
  await t.rejects(accounts.setLogin('nobody', 'x@nobody.example', PASSWORD), { code: 'NOT_FOUND' });
});

t.test('login -> Bearer on /me/* -> logout', async (t) => {
  const wrong = await req('POST', '/v1/auth/login', { email: 'owner@acme.example', password: 'wrong password' });
  t.equal(wrong.status, 401);
  t.equal(wrong.body.error.code, 'INVALID_API_KEY');
  const unknown = await req('POST', '/v1/auth/login', { email: 'nobody@acme.example', password: PASSWORD });
  t.equal(unknown.status, 401);
  t.equal(unknown.body.error.message, wrong.body.error.message, 'the same answer for an unknown email');
  t.equal((await req('POST', '/v1/auth/login', { email: 'owner@acme.example' })).status, 400, 'password required');

  const r = await req('POST', '/v1/auth/login', { email: ' OWNER@acme.example ', password: PASSWORD });
  t.equal(r.status, 200, r.raw);
  t.equal(schemaErrors(op('POST /auth/login').response, r.body.data), null);
  const { token, tokenType, expiresAt } = r.body.data;
  t.equal(tokenType, 'bearer', 'the Authorization scheme, lower-case (schemes are case-insensitive)');
  t.match(token, /^[A-Za-z0-9_-]{43}$/, '32 bytes, base64url');
  t.equal(expiresAt, '2026-03-11T12:00:00+00:00', 'lifetime: 24 hours by default; an instant with its offset');
  t.ok(await store.findSession(sessionTokenHash(token), clock.now().getTime()), 'stored by its hash');
  t.equal(await store.findSession(token, clock.now().getTime()), null, 'not by its value');

  const bearer = { authorization: `Bearer ${token}` };
  const me = await req('GET', '/v1/me', undefined, bearer);
  t.equal(me.status, 200, me.raw);
  t.equal(schemaErrors(op('GET /me').response, me.body.data), null);
  const d = me.body.data;
  t.equal(d.id, 'acme');
  t.equal(d.email, 'owner@acme.example');
  t.equal(d.plan, 'pro');
  t.same(d.subscription, { status: 'paid', currentPeriodEnd: '2026-03-20T00:00:00+00:00', graceEnds: null });
  t.same(d.credits, { used: 0, remaining: 800_000, limit: 800_000, reset: '2026-04-01' });
  t.same(d.keys, { active: 1, max: 10 });
  t.same(d.settings, { overageEnabled: true, aiSpendCap: null });
  t.match(d.createdAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/, 'camelCase, with the offset');
  t.equal(d.created_at, undefined, 'the snake_case member is gone');
  t.notOk(/argon2|password/i.test(me.raw), 'no password or hash in the answer');

  const withKey = await req('GET', '/v1/me', undefined, { 'x-api-key': pro.key });
  t.equal(withKey.status, 401);
  t.equal(withKey.body.error.code, 'WRONG_AUTH_METHOD');
  const none = await req('GET', '/v1/me');
  t.equal(none.body.error.code, 'MISSING_BEARER');
  const onKeys = await req('GET', '/v1/keys', undefined, bearer);
  t.equal(onKeys.status, 401, 'the token is not a key: /keys wants X-Api-Key');

  clock.advance(5 * 24 * 3600_000 - 24 * 3600_000 + 1); // 2026-03-14: still paid
  const out = await req('POST', '/v1/auth/login', { email: 'owner@acme.example', password: PASSWORD });
  const token2 = out.body.data.token as string;
  const lo = await req('POST', '/v1/auth/logout', undefined, { authorization: `Bearer ${token2}` });
  t.equal(lo.status, 200, lo.raw);
  t.equal(lo.body.data.revoked, true);
  const after = await req('GET', '/v1/me', undefined, { authorization: `Bearer ${token2}` });
  t.equal(after.status, 401, 'a logged-out token gets 401');
  t.equal((await req('GET', '/v1/me', undefined, bearer)).status, 401, 'the first token expired after 24 hours');
});

t.test('/me subscription states, settings', async (t) => {
  const login = async () => ({ authorization: `Bearer ${(await req('POST', '/v1/auth/login', { email: 'owner@acme.example', password: PASSWORD })).body.data.token}` });
  clock.set('2026-03-21T00:00:00Z');
  let h = await login();
  t.same((await req('GET', '/v1/me', undefined, h)).body.data.subscription, { status: 'grace', currentPeriodEnd: '2026-03-20T00:00:00+00:00', graceEnds: '2026-03-23T00:00:00+00:00' });

  const s = await req('PATCH', '/v1/me/settings', { overageEnabled: false, aiSpendCap: 5000 }, h);
  t.equal(s.status, 200, s.raw);
  t.equal(schemaErrors(op('PATCH /me/settings').response, s.body.data), null);
  t.same(s.body.data.settings, { overageEnabled: false, aiSpendCap: 5000, aiSpentCycle: 0 });
  t.same((await store.getAccount('acme'))!.aiSpendCap, 5000, 'stored');
  t.same((await req('PATCH', '/v1/me/settings', { aiSpendCap: null }, h)).body.data.settings, { overageEnabled: false, aiSpendCap: null, aiSpentCycle: 0 }, 'null clears; absent stays');
  const negative = await req('PATCH', '/v1/me/settings', { aiSpendCap: -5 }, h);
  t.equal(negative.status, 400);
  t.equal(negative.body.error.details[0].path, 'aiSpendCap');

  await accounts.setLogin('other', 'owner@other.example', PASSWORD);
  const free = { authorization: `Bearer ${(await req('POST', '/v1/auth/login', { email: 'owner@other.example', password: PASSWORD })).body.data.token}` };
  const f = await req('GET', '/v1/me', undefined, free);
  t.same(f.body.data.subscription, { status: 'free', currentPeriodEnd: null, graceEnds: null });
  t.equal(f.body.data.settings.overageEnabled, false, 'no overage on Free');
  const refused = await req('PATCH', '/v1/me/settings', { overageEnabled: true }, free);
  t.equal(refused.status, 400);
  t.equal(refused.body.error.details[0].path, 'overageEnabled', 'the refusal names the member the caller sent');
  t.match(refused.body.error.message, /overageEnabled/);

  clock.set('2026-03-24T00:00:00Z');
  h = await login();
  const expired = await req('GET', '/v1/me', undefined, h);
  t.equal(expired.status, 200, '/me stays readable after expiry, to see why');
  t.equal(expired.body.data.subscription.status, 'expired');
});

t.test('DELETE /me/account: confirm, every key revoked, login and sessions gone', async (t) => {
  await account('doomed', 'pro', Date.parse('2027-01-01T00:00:00Z'));
  await accounts.setLogin('doomed', 'owner@doomed.example', PASSWORD);
  const master = (await store.listKeys('doomed'))[0]!;
  const extra = issueKey('public', 'test');
  await store.createKey({ id: 'doomed-pk', accountId: 'doomed', class: 'public', mode: 'test', hash: extra.hash, prefix: extra.prefix, first4: extra.first4, last4: extra.last4, name: 'w', origin_restriction: { type: 'public', allowed_origins: ['example.com'] }, credits_cap_cycle: null, allowed_endpoints: null, isMaster: false, createdAt: 1 });
  const token = (await req('POST', '/v1/auth/login', { email: 'owner@doomed.example', password: PASSWORD })).body.data.token as string;
  const second = (await req('POST', '/v1/auth/login', { email: 'owner@doomed.example', password: PASSWORD })).body.data.token as string;
  const h = { authorization: `Bearer ${token}` };

  t.equal((await req('DELETE', '/v1/me/account', {}, h)).status, 400, 'confirm is required');
  const no = await req('DELETE', '/v1/me/account', { confirm: false }, h);
  t.equal(no.status, 400);
  t.equal(no.body.error.details[0].path, 'confirm');

  const r = await req('DELETE', '/v1/me/account', { confirm: true }, h);
  t.equal(r.status, 200, r.raw);
  t.equal(schemaErrors(op('DELETE /me/account').response, r.body.data), null);
  t.same({ ...r.body.data, deletedAt: 'x' }, { deleted: true, deletedAt: 'x', keysRevoked: 2, webhooksRemoved: 0, reportsRemoved: 0 });
  t.match(r.body.data.deletedAt, /\+00:00$/);
  t.equal((await store.getKey(master.id))!.status, 'revoked');
  t.equal((await store.findKeyByHash(hashKeyValue(extra.value)))!.status, 'revoked');
  t.equal((await req('GET', '/v1/me', undefined, { authorization: `Bearer ${second}` })).status, 401, 'every session ended');
  t.equal((await req('POST', '/v1/auth/login', { email: 'owner@doomed.example', password: PASSWORD })).status, 401, 'the login is gone');
  t.equal(await store.getLoginByAccount('doomed'), null);
  const acc = (await store.getAccount('doomed'))!;
  t.not(acc.deletedAt, null);
  t.equal(acc.name, '', 'personal data erased');
});

t.test('the shared app: the default test account has no login, keys still work', async (t) => {
  t.equal((await post('/v1/auth/login', { email: 'owner@example.com', password: 'correct horse battery staple' })).status, 401);
  t.equal((await get('/v1/auth/keys/me')).status, 200);
  t.equal((await call('GET', '/v1/me')).body.error.code, 'WRONG_AUTH_METHOD', 'the helper sends X-Api-Key');
});
