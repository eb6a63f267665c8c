/**
 * CORS on every answer, refusals included (DESIGN.md "request path": request id -> CORS ->
 * access): `CORS_ANSWER_HEADERS` are set by the answer-headers hook (http/answer-headers.ts),
 * registered before the access step, so a 401, 403 or keyless 429 raised there still carries
 * them and a browser can read its `code` and `Retry-After`. Answers written outside fastify's
 * hooks (fastify's 414, node's 431) add them themselves (http/client-error.ts).
 *
 * `Access-Control-Allow-Origin: *`: the API authenticates by header (`X-Api-Key`, a Bearer
 * token), never by cookie, so no request is credentialed in the CORS sense and the wildcard
 * is enough; origin allow-lists are the key's business (SERVICE-SPEC "Origin policy"), checked
 * by the access step, not by the browser.
 *
 * The preflight allows every method a route uses (derived from the routes, so PATCH and DELETE
 * of key management are there) and the request headers the specification names: `X-Api-Key`,
 * `X-Service-Site-URL` ("allowed in CORS", SERVICE-SPEC "Keyless namespaces"), `X-Provider`,
 * `X-Provider-Key`, `X-Provider-Model`, `Accept-Language`, `Authorization` (Bearer on /me/*),
 * `Content-Type` and `X-Request-Id` (reused when 32 hex characters).
 */
import type { FastifyInstance } from 'fastify';
import type { RouteMethods } from './route-methods.js';

export const CORS_ALLOWED_HEADERS: readonly string[] = [
  'Content-Type', 'X-Api-Key', 'Authorization', 'X-Service-Site-URL', 'Accept-Language',
  'X-Provider', 'X-Provider-Key', 'X-Provider-Model', 'X-Request-Id',
];

/** The response headers of SERVICE-SPEC "Response headers" (and Deprecation/Warning of `?key=`), readable by a browser. */
export const CORS_EXPOSED_HEADERS: readonly string[] = [
  'X-Request-Id', 'X-Credits-Used', 'X-Credits-Remaining', 'X-Credits-Limit', 'X-Credits-Reset',
  'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-RateLimit-Scope', 'X-RateLimit-Counters', 'X-RateLimit-Cost',
  'X-RateLimit-Origin-Limit', 'X-RateLimit-Origin-Remaining', 'X-Key-Budget-Limit', 'X-Key-Budget-Remaining',
  'X-Subscription-Status', 'X-Subscription-Grace-Ends', 'X-Cache', 'Retry-After', 'Deprecation', 'Sunset', 'Link', 'Warning', 'Allow',
];

/**
 * How long a browser may reuse a preflight: two hours, the most Chromium honours (Firefox
 * would take a day); the method and header lists change only with a deploy.
 */
export const CORS_MAX_AGE_SECONDS = 7200;

export const CORS_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': CORS_EXPOSED_HEADERS.join(', '),
};

export function preflightHeaders(methods: Iterable<string>): Record<string, string> {
  return {
    ...CORS_ANSWER_HEADERS,
    'Access-Control-Allow-Methods': [...methods].sort().join(', '),
    'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS.join(', '),
    'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
  };
}

/** The preflight route: `OPTIONS` on any path, 204. */
export function registerPreflight(app: FastifyInstance, routes: RouteMethods): void {
  app.options('/*', async (request, reply) => {
    reply.headers(preflightHeaders(routes.all));
    // A plain OPTIONS (not a preflight) learns what the path itself answers (RFC 9110 9.3.7).
    const own = routes.methodsFor(request.url.split('?')[0]!);
    if (own.length > 0) reply.header('Allow', [...own, 'OPTIONS'].join(', '));
    return reply.code(204).send();
  });
}
