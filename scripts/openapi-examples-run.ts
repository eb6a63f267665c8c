/**
 * Calls an operation's declared example through the typed client (client/src), with a fetch
 * that goes to the app in-process (fastify's inject: a real request/response cycle without a
 * socket). The contract tests (test/helpers/contract.ts), the recorded response examples
 * (scripts/openapi-examples.ts) and their staleness test share it, so the three call the same way.
 *
 * Examples that name live resources use placeholders filled with real ones made through the API
 * itself: `{masterKeyId}` (the calling master key), `{newKeyId}` (a key created just before,
 * revoked after), the example login of POST /auth/login, and a Bearer session of a throw-away
 * account for `bearer` operations (DELETE /me/account must not delete the default account).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OperationExample } from '@celestial/core';
import { createCelestialClient } from '../client/src/index.js';
import type { CelestialClient } from '../client/src/index.js';
import { resolveService } from '../runtime/src/container.js';
import type { AccountsService } from '../runtime/src/accounts/service.js';
import type { RegisteredOperation } from '../runtime/src/registry.js';
import { EXAMPLE_LOGIN } from '../plugins/platform/src/auth/login.js';

/** The origin the in-process client pretends to call; never resolved. */
const IN_PROCESS_BASE = 'http://celestial.invalid';

/** A fetch that hands each Request to app.inject and turns its answer into a Response. */
export function injectFetch(app: FastifyInstance): (input: Request) => Promise<Response> {
  return async (request: Request) => {
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const r = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers.entries()),
      ...(payload ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(r.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const empty = r.statusCode === 204 || r.statusCode === 304 || request.method === 'HEAD';
    return new Response(empty ? null : r.rawPayload, { status: r.statusCode, headers });
  };
}

/** A typed client whose calls go to the app in-process. */
export function inProcessClient(app: FastifyInstance, auth: { apiKey?: string; bearerToken?: string }): CelestialClient {
  return createCelestialClient({ baseUrl: IN_PROCESS_BASE, ...auth, fetch: injectFetch(app) });
}

export interface ExampleAnswer {
  status: number;
  contentType: string;
  /** The parsed JSON envelope, or the text of a non-JSON answer. */
  body: unknown;
  /** The raw text, for messages. */
  text: string;
}

/**
 * The operations' paths as one loose type: the runner calls whatever the registry holds, so the
 * path is a string here; the typed calls are in the tests that name an operation.
 */
type LooseRequest = (method: string, url: string, init: Record<string, unknown>) => Promise<{ response: Response; data?: unknown; error?: unknown }>;

export interface ExampleRunner {
  run(entry: RegisteredOperation, example: OperationExample): Promise<ExampleAnswer>;
}

/** Prepares the app for the examples (the example login on the default account) and returns the runner. */
export async function exampleRunner(app: FastifyInstance, masterKey: string): Promise<ExampleRunner> {
  const accounts = resolveService(app.services, 'Accounts') as AccountsService;
  await accounts.setLogin('default', EXAMPLE_LOGIN.email, EXAMPLE_LOGIN.password);
  const master = inProcessClient(app, { apiKey: masterKey });

  async function bearerClient(): Promise<CelestialClient> {
    const id = randomUUID();
    const email = `contract-${id}@example.com`;
    await app.store.createAccount({ id, name: 'contract', plan: 'pro', createdAt: Date.now() });
    await accounts.setLogin(id, email, 'a long enough password');
    const login = await inProcessClient(app, {}).POST('/v1/auth/login', { body: { email, password: 'a long enough password' } });
    const token = (login.data as { data: { token: string } } | undefined)?.data.token;
    if (!token) throw new Error(`login of a throw-away account failed: ${login.response.status}`);
    return inProcessClient(app, { bearerToken: token });
  }

  return {
    async run({ op, manifest }, ex) {
      const made: string[] = [];
      const webhooks: string[] = [];
      const path: Record<string, string> = {};
      for (const [name, value] of Object.entries(ex.params ?? {})) {
        if (value === '{masterKeyId}') {
          const me = await master.GET('/v1/auth/keys/me');
          path[name] = (me.data as { data: { id: string } }).data.id;
        } else if (value === '{newKeyId}') {
          const created = await master.POST('/v1/keys', { body: { name: 'contract example' } });
          const id = (created.data as { data: { id: string } }).data.id;
          path[name] = id;
          made.push(id);
        } else if (value === '{newWebhookId}' || value === '{newWebhookDeliveryId}') {
          // A webhook subscription of the calling account (and, for a delivery id, one logged test
          // send to it) made for the example and deleted after it (plugins/platform/src/webhooks).
          const loose = master.request as unknown as LooseRequest;
          if (!path.id) {
            const made = await loose('post', '/v1/webhooks/lunar-phase', { body: { url: 'https://203.0.113.10/celestial-hooks' } });
            path.id = String((made.data as { data: { id: number } }).data.id);
            webhooks.push(path.id);
          }
          if (value === '{newWebhookDeliveryId}') {
            await loose('post', '/v1/webhooks/{id}/test', { params: { path: { id: path.id } } });
            const log = await loose('get', '/v1/webhooks/{id}/deliveries', { params: { path: { id: path.id } } });
            path[name] = (log.data as { data: { deliveries: { id: string }[] } }).data.deliveries[0]!.id;
          } else path[name] = path.id;
        } else if (value === '{newReportId}') {
          // A stored report of the calling account (plugins/reports): an HTML numerology report,
          // which needs no browser; its id comes back in X-Report-Id.
          const loose = master.request as unknown as LooseRequest;
          const made = await loose('post', '/v1/reports/numerology', { params: { query: { format: 'html' } }, body: { fullName: 'Thomas John Smith', birthDate: '1979-11-29', year: 2026 }, parseAs: 'text' });
          path[name] = made.response.headers.get('x-report-id') ?? 'rpt_000000000000000000000000';
        } else path[name] = value;
      }
      const client = manifest.auth === 'bearer' ? await bearerClient() : master;
      const request = client.request as unknown as LooseRequest;
      const r = await request(op.method.toLowerCase(), '/v1' + op.path, {
        params: { path, ...(ex.query ? { query: ex.query } : {}) },
        ...(ex.body !== undefined ? { body: ex.body } : {}),
        parseAs: 'text',
      });
      for (const id of made) await master.DELETE('/v1/keys/{id}', { params: { path: { id } } });
      for (const id of webhooks) if (op.method !== 'DELETE') await (master.request as unknown as LooseRequest)('delete', '/v1/webhooks/{id}', { params: { path: { id } } });
      // openapi-fetch hands a success's text back as `data`, and a failure's as `error`, parsed
      // when it is JSON.
      const contentType = r.response.headers.get('content-type') ?? '';
      const raw = r.response.ok ? r.data : r.error;
      const text = typeof raw === 'string' ? raw : JSON.stringify(raw ?? '');
      const body = typeof raw === 'string' && contentType.startsWith('application/json') ? JSON.parse(raw) : raw;
      return { status: r.response.status, contentType, body, text };
    },
  };
}
