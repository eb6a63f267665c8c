/**
 * The headers every answer carries, set in one onRequest hook that runs before the access step
 * (DESIGN.md's request path: request id -> CORS -> access), so its refusals carry them too:
 * `X-Request-Id`, CORS (http/cors.ts) and the security headers (http/security.ts). One
 * callback-style hook rather than three async ones: it runs on every request, and each async
 * hook costs fastify a promise and a microtask.
 */
import type { FastifyInstance } from 'fastify';
import { CORS_ANSWER_HEADERS } from './cors.js';
import { applySecurityHeaders, registerHtmlFrameRule } from './security.js';

export function registerAnswerHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    reply.headers(CORS_ANSWER_HEADERS);
    applySecurityHeaders(request, reply);
    done();
  });
  registerHtmlFrameRule(app);
}
