/**
 * `GET /metrics`: Prometheus text exposition (prom-client).
 *
 * Per app instance (tests build many apps in one process, and two apps must not add into each
 * other's counters), one prom-client Registry holding:
 * - `celestial_http_requests_total{operation,method,status}` and
 *   `celestial_http_request_duration_seconds{operation,method,status}` (a histogram): the
 *   operation is the registry's key (`POST /chart`) or the route pattern for the service's own
 *   routes, never the raw URL, so path parameters and query strings add no series;
 * - `celestial_credits_charged_total{operation}`, `celestial_cache_hits_total{operation}` and
 *   `celestial_rate_limit_refusals_total{operation,scope}`, read from what the access step left
 *   on `request.metering` (`reserved` after any refund, `cacheHit`, `rateRefused`);
 * - `celestial_client_errors_total{status}`: requests node's parser refused (431, 400, 408),
 *   which never become fastify requests.
 *
 * Process facts (CPU, memory, GC, event-loop lag from `monitorEventLoopDelay`) are prom-client's
 * default metrics, kept once per process in a registry of their own: they describe the process,
 * not an app, and collecting them per app would start one event-loop monitor per test app.
 *
 * When `CELESTIAL_METRICS_TOKEN` is set, a scrape needs `Authorization: Bearer <token>`; without
 * it the endpoint is open (a private network or a sidecar is then the operator's guard).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { ApiError } from '@celestial/core';

/** Seconds; the spec's tiers run from "under 50 ms" to "up to 120 s" (SERVICE-SPEC "Price tiers"). */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface ServiceMetrics {
  registry: Registry;
  requests: Counter<'operation' | 'method' | 'status'>;
  duration: Histogram<'operation' | 'method' | 'status'>;
  credits: Counter<'operation'>;
  cacheHits: Counter<'operation'>;
  rateRefusals: Counter<'operation' | 'scope'>;
  clientErrors: Counter<'status'>;
}

export function createMetrics(): ServiceMetrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    requests: new Counter({ name: 'celestial_http_requests_total', help: 'Requests answered, by operation, method and status', labelNames: ['operation', 'method', 'status'], registers }),
    duration: new Histogram({ name: 'celestial_http_request_duration_seconds', help: 'Time from receipt to the last byte written, by operation, method and status', labelNames: ['operation', 'method', 'status'], buckets: LATENCY_BUCKETS, registers }),
    credits: new Counter({ name: 'celestial_credits_charged_total', help: 'Credits charged for answered calls (refunds of failed calls deducted)', labelNames: ['operation'], registers }),
    cacheHits: new Counter({ name: 'celestial_cache_hits_total', help: 'Calls answered from the 5-minute response cache at 0 credits', labelNames: ['operation'], registers }),
    rateRefusals: new Counter({ name: 'celestial_rate_limit_refusals_total', help: 'Calls refused by a rate-limit window, by the refusing counter (ip, site, key)', labelNames: ['operation', 'scope'], registers }),
    clientErrors: new Counter({ name: 'celestial_client_errors_total', help: "Requests refused by node's HTTP parser (431 headers too large, 400 malformed, 408 too slow)", labelNames: ['status'], registers }),
  };
}

/** The `operation` label: the registry key, else the route pattern, else `(unmatched)`. */
export function operationLabel(request: FastifyRequest): string {
  const entry = request.routeOptions.config?.operation;
  if (entry) return entry.key;
  if (request.is404 || !request.routeOptions.url) return '(unmatched)';
  return `${request.routeOptions.method === 'HEAD' ? 'GET' : request.routeOptions.method} ${request.routeOptions.url}`;
}

function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function registerMetrics(app: FastifyInstance, options: { token: string | undefined }): ServiceMetrics {
  const metrics = createMetrics();
  processMetrics();

  // Callback style: it runs on every request, and an async hook costs a promise and a microtask.
  app.addHook('onResponse', (request, reply, done) => {
    const operation = operationLabel(request);
    const labels = { operation, method: request.method, status: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, reply.elapsedTime / 1000);
    const m = request.metering;
    if (m) {
      if (m.cacheHit) metrics.cacheHits.inc({ operation });
      if (m.rateRefused) {
        const refusing = m.counters.find((c) => !c.admitted);
        metrics.rateRefusals.inc({ operation, scope: refusing?.scope ?? 'key' });
      }
      if (reply.statusCode < 400 && m.reserved > 0) metrics.credits.inc({ operation }, m.reserved);
    }
    done();
  });

  app.get('/metrics', async (request, reply) => {
    if (options.token) {
      const authz = request.headers.authorization;
      const token = typeof authz === 'string' ? /^Bearer\s+(\S+)$/i.exec(authz)?.[1] : undefined;
      if (!token) throw new ApiError('MISSING_BEARER', 'The metrics endpoint needs the operator token: Authorization: Bearer <CELESTIAL_METRICS_TOKEN>');
      if (!sameToken(token, options.token)) throw new ApiError('INVALID_API_KEY', 'The operator token is wrong');
    }
    const text = (await metrics.registry.metrics()) + '\n' + (await processMetrics().metrics());
    return reply.type(metrics.registry.contentType).send(text);
  });
  return metrics;
}
