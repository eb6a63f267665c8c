/**
 * buildApp(config): the Fastify instance with every registered operation under /v1, built
 * from the registry. No listen() here; main.ts and the tests decide that.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import type { DependencyContainer } from 'tsyringe';
import type { Caller, ServiceTypes } from '@celestial/core';
import { ANONYMOUS, ApiError } from '@celestial/core';
import type { Config } from './config.js';
import { TEST_CONFIG } from './config.js';
import { openStore } from './store/index.js';
import type { Store } from './store/store.js';
import { loadRegistry } from './registry.js';
import type { Registry, RegisteredOperation } from './registry.js';
import { createContainer, resolveService } from './container.js';
import { compileOnFirstUse, createAjv } from './http/validation.js';
import { sendError } from './http/errors.js';
import { applyFields, applyPrecision } from './http/shaping.js';
import { querySchemaFor } from './http/common-query.js';
import { buildOpenApi } from './openapi.js';
import { registerAccess } from './http/access.js';
import { registerJsonBody } from './http/body.js';
import { registerDocs } from './http/docs.js';

export interface BuildOptions {
  registry?: Registry;
  /** The store to use; opened from the config (and closed with the app) when absent. */
  store?: Store;
  services?: Partial<ServiceTypes>;
}

declare module 'fastify' {
  interface FastifyInstance {
    registry: Registry;
    services: DependencyContainer;
    store: Store;
  }
  interface FastifyRequest {
    caller?: Caller;
  }
  interface FastifyContextConfig {
    operation?: RegisteredOperation;
  }
}

/** `/keys/{id}` to fastify's `/keys/:id`. */
export function routePath(path: string): string {
  return '/v1' + path.replace(/\{([^}]+)\}/g, ':$1');
}

export async function buildApp(partial: Partial<Config> = {}, options: BuildOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...TEST_CONFIG, ...partial };
  const registry = options.registry ?? (await loadRegistry());
  const ownStore = !options.store;
  const store = options.store ?? (await openStore({ dataDir: config.dataDir || './data', mongoUri: config.mongoUri }));
  const services = createContainer(store, options.services);
  const timeZones = resolveService(services, 'TimeZones');

  const app = Fastify({
    logger: config.logger
      ? { level: 'info', redact: { paths: ['req.headers["x-api-key"]', 'req.headers.authorization', 'req.headers["x-provider-key"]'], censor: '[redacted]' } }
      : false,
    genReqId: () => randomBytes(16).toString('hex'),
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    ajv: undefined,
  });
  app.decorate('registry', registry);
  app.decorate('services', services);
  app.decorate('store', store);
  if (ownStore) app.addHook('onClose', async () => store.close());

  const bodyAjv = createAjv({ coerce: false, timeZones });
  const paramAjv = createAjv({ coerce: true, timeZones });
  app.setValidatorCompiler(({ schema, httpPart }) => compileOnFirstUse(httpPart === 'body' ? bodyAjv : paramAjv, schema));
  app.setErrorHandler((err, request, reply) => sendError(err, request, reply));
  app.setNotFoundHandler((request, reply) =>
    sendError(new ApiError('NOT_FOUND', `No operation at ${request.method} ${request.url.split('?')[0]}`), request, reply),
  );
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  registerJsonBody(app);
  registerAccess(app, { store, clock: resolveService(services, 'Clock'), upgradeUrl: config.upgradeUrl, cacheMaxBytes: config.cacheMaxBytes, cacheMaxEntries: config.cacheMaxEntries, cacheShared: config.cacheShared });

  await app.register(cors, {
    origin: true,
    allowedHeaders: ['Content-Type', 'X-Api-Key', 'Authorization', 'X-Service-Site-URL', 'Accept-Language', 'X-Provider', 'X-Provider-Key', 'X-Provider-Model'],
    exposedHeaders: ['X-Request-Id', 'X-Credits-Used', 'X-Credits-Remaining', 'X-Credits-Limit', 'X-Credits-Reset', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-RateLimit-Scope', 'X-RateLimit-Counters', 'X-RateLimit-Cost', 'X-Key-Budget-Limit', 'X-Key-Budget-Remaining', 'X-Cache', 'Retry-After'],
  });

  for (const entry of registry.operations) {
    const { op } = entry;
    const deps: Record<string, unknown> = {};
    for (const [local, token] of Object.entries(op.deps)) deps[local] = resolveService(services, token.service);
    const querystring = querySchemaFor(op.query, op.calculation);
    app.route({
      method: op.method,
      url: routePath(op.path),
      config: { operation: entry },
      schema: {
        ...(op.body ? { body: op.body } : {}),
        ...(querystring ? { querystring } : {}),
        ...(op.params ? { params: op.params } : {}),
      },
      handler: async (request, reply) => {
        const query = (request.query ?? {}) as Record<string, unknown>;
        const result = await op.handler(
          { body: request.body, query, params: request.params, caller: request.caller ?? ANONYMOUS, headers: request.headers as Record<string, string | undefined> },
          deps,
        );
        if (op.produces) return reply.type(op.produces).send(result);
        let data: unknown = result;
        if (op.calculation) {
          if (typeof query.fields === 'string' && query.fields.trim() !== '') data = applyFields(data, query.fields);
          if (typeof query.precision === 'number') data = applyPrecision(data, query.precision);
        }
        return reply.type('application/json; charset=utf-8').send({ ok: true, data });
      },
    });
  }

  const openapi = buildOpenApi(registry);
  app.get('/v1/openapi.json', async (_request, reply) => reply.type('application/json; charset=utf-8').send(openapi));
  registerDocs(app);
  return app;
}
