/**
 * buildApp(config): the Fastify instance with every registered operation under /v1, built
 * from the registry. No listen() here; main.ts and the tests decide that.
 */
import { constants as zlibConstants } from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { DependencyContainer } from 'tsyringe';
import type { Caller, ServiceTypes } from '@celestial/core';
import { ANONYMOUS, ApiError, isRawAnswer } from '@celestial/core';
import type { ReportService } from './reports/service.js';
import type { Config } from './config.js';
import { TEST_CONFIG } from './config.js';
import { openStore } from './store/index.js';
import type { Store } from './store/store.js';
import { loadRegistry } from './registry.js';
import type { Registry, RegisteredOperation } from './registry.js';
import { createContainer, resolveEventEngine, resolveService } from './container.js';
import { ChainInterpreter } from './services/interpreter/chain-interpreter.js';
import { loadEventsConfig } from './events/config.js';
import type { EventsConfig } from './events/config.js';
import { RegistryPriceList } from './events/price-list.js';
import { compileOnFirstUse, createAjv } from './http/validation.js';
import { sendError } from './http/errors.js';
import { applyFields, applyPrecision } from './http/shaping.js';
import { querySchemaFor } from './http/common-query.js';
import { buildOpenApi, RUNTIME_ANSWERED } from './openapi.js';
import { registerAccess } from './http/access.js';
import { registerJsonBody } from './http/body.js';
import { registerDocs } from './http/docs.js';
import { loggerOptions, requestIdFor } from './http/logging.js';
import type { LogDestination } from './http/logging.js';
import { RouteMethods } from './http/route-methods.js';
import { registerPreflight } from './http/cors.js';
import { registerAnswerHeaders } from './http/answer-headers.js';
import { registerMetrics } from './http/metrics.js';
import type { ServiceMetrics } from './http/metrics.js';
import { registerHealth } from './http/operate.js';
import { requestLang, withMemberWarnings } from './http/vocabulary.js';
import { clientErrorAnswer, handleClientError, handleFrameworkError } from './http/client-error.js';
import { PrecompressedDocument, sendPrecompressed } from './http/precompressed.js';

export interface BuildOptions {
  registry?: Registry;
  /** The store to use; opened from the config (and closed with the app) when absent. */
  store?: Store;
  services?: Partial<ServiceTypes>;
  /** Where the request log goes (tests capture it); when given the log is on whatever `config.logger` says. */
  logDestination?: LogDestination;
  /** The event engine's settings (runtime/src/events/config.ts); default: from the environment. */
  events?: EventsConfig;
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

function trustHops(n: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < n;
}

export async function buildApp(partial: Partial<Config> = {}, options: BuildOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...TEST_CONFIG, ...partial };
  const ownStore = !options.store;
  // The store opens (on its own thread with CELESTIAL_STORE_THREAD=on) while the registry loads.
  const opening = options.store ? Promise.resolve(options.store) : openStore({ dataDir: config.dataDir || './data', mongoUri: config.mongoUri, thread: config.storeThread, cacheWriterThread: config.cacheWriterThread });
  opening.catch(() => {}); // awaited below; a failure is thrown there
  const registry = options.registry ?? (await loadRegistry());
  const store = await opening;
  // The Interpreter is built once from the operator's chain (config.ai); a test may pass its own.
  const services = createContainer(store, { Interpreter: new ChainInterpreter(config.ai), ...options.services }, options.events ?? loadEventsConfig(), registry);
  const priceList = resolveService(services, 'PriceList');
  if (priceList instanceof RegistryPriceList) priceList.attach(registry);
  const timeZones = resolveService(services, 'TimeZones');

  let metrics: ServiceMetrics | undefined;
  const app: FastifyInstance = Fastify({
    // Structured JSON lines with every secret redacted (http/logging.ts).
    logger: options.logDestination ? loggerOptions(options.logDestination) : config.logger ? loggerOptions() : false,
    // An incoming X-Request-Id is reused only when it is 32 hex characters (genReqId reads it).
    genReqId: requestIdFor,
    requestIdHeader: false,
    // A hop count n trusts the n nearest proxies (proxy-addr's rule; fastify's types take a function).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : (config.trustProxy ?? false),
    // fastify's 414/400 from the router and node's 431/400/408 from the parser, in the envelope.
    frameworkErrors: (err, request, reply) => {
      // No hook runs for these, onResponse included: counted here.
      reply.raw.once('finish', () => metrics?.requests.inc({ operation: '(unmatched)', method: request.method, status: String(reply.raw.statusCode) }));
      handleFrameworkError(err, request, reply);
    },
    clientErrorHandler: (err, socket) => {
      if (err.code !== 'ECONNRESET') metrics?.clientErrors.inc({ status: String(clientErrorAnswer(err).status) });
      handleClientError(err, socket, app.log);
    },
    bodyLimit: 1_048_576,
    ajv: undefined,
  });
  app.decorate('registry', registry);
  app.decorate('services', services);
  app.decorate('store', store);
  // The event engine runs only when main.ts starts it; closing the app stops it before the store closes.
  app.addHook('onClose', async () => resolveEventEngine(services).stop());
  // The report printer's browser (plugins/reports) closes with the app.
  app.addHook('onClose', async () => (resolveService(services, 'Reports') as Partial<ReportService>).close?.());
  if (ownStore) app.addHook('onClose', async () => store.close());

  const bodyAjv = createAjv({ coerce: false, timeZones });
  const paramAjv = createAjv({ coerce: true, timeZones });
  app.setValidatorCompiler(({ schema, httpPart }) => compileOnFirstUse(httpPart === 'body' ? bodyAjv : paramAjv, schema));
  app.setErrorHandler((err, request, reply) => sendError(err, request, reply));
  // The methods of every route, for the preflight and for a wrong method on a known path.
  const routes = RouteMethods.collect(app);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = routes.methodsFor(path);
    if (allowed.length === 0) return sendError(new ApiError('NOT_FOUND', `No operation at ${request.method} ${path}`), request, reply);
    // A known path asked with another method. The error catalogue (and the spec) has no
    // METHOD_NOT_ALLOWED, so this stays the catalogue's 404 NOT_FOUND, with the path's methods in
    // `Allow` and the message rather than a 405 under an invented code.
    reply.header('Allow', [...allowed, 'OPTIONS'].join(', '));
    return sendError(new ApiError('NOT_FOUND', `No operation at ${request.method} ${path}; this path answers ${allowed.join(', ')}`), request, reply);
  });
  // Compression before the routes (the plugin attaches itself to each route as it is added);
  // its onSend runs after the app-level ones, so the response cache keeps uncompressed text.
  // Brotli at quality 4 and gzip at 6, from 1 KB: small answers are not worth the CPU.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // DESIGN.md's request path: request id -> CORS -> (security headers) -> access, so that the
  // refusals of the access step carry all of them.
  registerAnswerHeaders(app);
  registerPreflight(app, routes);
  metrics = registerMetrics(app, { token: config.metricsToken });
  registerHealth(app, { store, ephemeris: resolveService(services, 'Ephemeris'), reports: resolveService(services, 'Reports') });
  registerJsonBody(app);
  registerAccess(app, { store, clock: resolveService(services, 'Clock'), upgradeUrl: config.upgradeUrl, cacheMaxBytes: config.cacheMaxBytes, cacheMaxEntries: config.cacheMaxEntries, cacheShared: config.cacheShared, cacheSharedFromTier: config.cacheSharedFromTier });

  for (const entry of registry.operations) {
    if (RUNTIME_ANSWERED.has(entry.key)) continue; // GET /openapi.json: the precompressed route below
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
        const lang = requestLang(op, request.headers, query, request.body);
        const result = await op.handler(
          { body: request.body, query, params: request.params, caller: request.caller ?? ANONYMOUS, headers: request.headers as Record<string, string | undefined>, lang },
          deps,
        );
        if (op.produces) return reply.type(op.produces).send(result);
        if (isRawAnswer(result)) return reply.type(result.contentType).headers(result.headers).send(typeof result.body === 'string' ? result.body : Buffer.from(result.body.buffer, result.body.byteOffset, result.body.byteLength));
        let data: unknown = result;
        if (op.calculation) {
          if (typeof query.fields === 'string' && query.fields.trim() !== '') data = applyFields(data, query.fields);
          if (typeof query.precision === 'number') data = applyPrecision(data, query.precision);
        }
        data = withMemberWarnings(op, request.body, data, lang);
        return reply.type('application/json; charset=utf-8').send({ ok: true, data });
      },
    });
  }

  // Built on its first request, then kept serialized, brotli'd and gzipped (http/precompressed.ts).
  const openapi = new PrecompressedDocument(() => JSON.stringify(buildOpenApi(registry)));
  app.get('/v1/openapi.json', async (request, reply) => sendPrecompressed(request, reply, openapi, 'application/json; charset=utf-8'));
  registerDocs(app);
  return app;
}
