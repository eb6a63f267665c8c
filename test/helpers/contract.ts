/**
 * The generated contract test (DESIGN.md, "test/"): every registered operation is called
 * through HTTP with each example it declares, and its answer validated against its response
 * schema, so an operation is tested the moment it is added.
 *
 * With some 760 operations one file would outlast tap's per-file timeout, so the operations
 * are dealt round-robin into shards, one test file each (test/contract/shard-N.test.ts); every
 * operation is in exactly one shard, whatever families are added.
 *
 * Examples that name live resources use placeholders the test fills in with real ones made
 * through the API itself: `{masterKeyId}` (the calling master key), `{newKeyId}` (a key created
 * just before, revoked after), the example login of POST /auth/login, and a Bearer session of a
 * throw-away account for `bearer` operations (DELETE /me/account must not delete the default).
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import t from 'tap';
import { app, schemaErrors, withKey } from './app.js';
import { resolveService } from '../../runtime/src/container.js';
import type { AccountsService } from '../../runtime/src/accounts/service.js';
import { EXAMPLE_LOGIN } from '../../plugins/platform/src/auth/login.js';

type App = Awaited<ReturnType<typeof app>>;

/** The number of shard files under test/contract. */
export const CONTRACT_SHARDS = 8;

async function json(a: App, method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) {
  const r = await a.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return JSON.parse(r.body);
}

async function bearerHeaders(a: App, accounts: AccountsService): Promise<Record<string, string>> {
  const id = randomUUID();
  const email = `contract-${id}@example.com`;
  await a.store.createAccount({ id, name: 'contract', plan: 'pro', createdAt: Date.now() });
  await accounts.setLogin(id, email, 'a long enough password');
  const login = await json(a, 'POST', '/v1/auth/login', {}, { email, password: 'a long enough password' });
  return { authorization: `Bearer ${login.data.token}` };
}

/** Calls every example of the operations of one shard (registry index mod CONTRACT_SHARDS). */
export async function contractShard(shard: number): Promise<void> {
  const a = await app();
  const accounts = resolveService(a.services, 'Accounts') as AccountsService;
  await accounts.setLogin('default', EXAMPLE_LOGIN.email, EXAMPLE_LOGIN.password);
  const shardOps = a.registry.operations.filter((_, i) => i % CONTRACT_SHARDS === shard);
  t.ok(shardOps.length > 0, `shard ${shard} has operations`);
  const files = fs.readdirSync(new URL('../contract/', import.meta.url)).filter((f) => /^shard-\d+\.test\.ts$/.test(f));
  t.equal(files.length, CONTRACT_SHARDS, 'one test file per shard, so every operation is called');
  for (const { key, op, manifest } of shardOps) {
    t.test(key, async (t) => {
      t.ok(op.examples.length > 0, 'declares at least one example');
      for (const [i, ex] of op.examples.entries()) {
        const made: string[] = [];
        const params: Record<string, string> = {};
        for (const [name, value] of Object.entries(ex.params ?? {})) {
          if (value === '{masterKeyId}') params[name] = (await json(a, 'GET', '/v1/auth/keys/me', withKey())).data.id;
          else if (value === '{newKeyId}') {
            const created = await json(a, 'POST', '/v1/keys', withKey(), { name: 'contract example' });
            params[name] = created.data.id;
            made.push(created.data.id);
          } else params[name] = value;
        }
        const headers = manifest.auth === 'bearer' ? await bearerHeaders(a, accounts) : withKey();
        const url = '/v1' + op.path.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(params[name] ?? ''));
        const qs = ex.query ? '?' + new URLSearchParams(Object.entries(ex.query).map(([k, v]): [string, string] => [k, String(v)])).toString() : '';
        const r = await a.inject({ method: op.method, url: url + qs, headers, ...(ex.body !== undefined ? { payload: ex.body as object } : {}) });
        const name = ex.name ?? `example ${i + 1}`;
        t.equal(r.statusCode, 200, `${name}: status 200 (${r.body.slice(0, 300)})`);
        for (const id of made) await a.inject({ method: 'DELETE', url: `/v1/keys/${id}`, headers: withKey() });
        if (op.produces) {
          t.match(r.headers['content-type'], op.produces.split(';')[0]!, `${name}: media type`);
          continue;
        }
        const body = JSON.parse(r.body);
        t.equal(body.ok, true, `${name}: envelope ok`);
        t.equal(schemaErrors(op.response, body.data), null, `${name}: data matches the response schema`);
      }
    });
  }
}
