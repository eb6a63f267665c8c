/**
 * Security headers, set by a small hook rather than @fastify/helmet: helmet's defaults are
 * written for HTML pages (a script CSP, cross-origin isolation headers), while nearly every
 * answer here is JSON, and the few HTML answers differ in whether they may be framed. The rule
 * is per content type and path:
 *
 * - every answer: `X-Content-Type-Options: nosniff` (a JSON body is never run as a script or
 *   page) and `Referrer-Policy: no-referrer` (nothing of an API URL, which may carry a
 *   deprecated `?key=`, leaks to another site);
 * - JSON and every other non-HTML answer, refusals included: `X-Frame-Options: DENY` and
 *   `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'` (OWASP REST Security
 *   Cheat Sheet, "Security headers"): nothing in it is meant to load or be framed;
 * - HTML under `/v1/embed/*`: no frame restriction, since those are widgets made "for an
 *   iframe" on the caller's site (SERVICE-SPEC "GET /embed/synastry");
 * - other HTML (the docs page, HTML reports): framed by the same origin only; a CSP the route
 *   set itself (the docs page's) is kept, with `frame-ancestors 'self'` only when it has none;
 * - `Strict-Transport-Security` only when the request came over TLS: directly, or as
 *   `X-Forwarded-Proto: https` from a proxy the operator trusts (`CELESTIAL_TRUST_PROXY`;
 *   fastify's `request.protocol` reads the header only then). Over plain HTTP the header would
 *   be ignored by browsers (RFC 6797 8.1) and would mislead.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export const NO_FRAME_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/** One year, subdomains included: the usual production value (RFC 6797 6.1.1). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export const EMBED_PREFIX = '/v1/embed/';

function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^\s*text\/html\b/i.test(type);
}

/** Frame headers for an answer that turned out to be HTML. */
export function applyHtmlFrameRule(request: FastifyRequest, reply: FastifyReply): void {
  reply.removeHeader('X-Frame-Options');
  const csp = reply.getHeader('content-security-policy');
  if (csp === NO_FRAME_HEADERS['Content-Security-Policy']) reply.removeHeader('Content-Security-Policy');
  if (request.url.startsWith(EMBED_PREFIX)) return;
  reply.header('X-Frame-Options', 'SAMEORIGIN');
  const own = reply.getHeader('content-security-policy');
  if (typeof own !== 'string' || own === '') reply.header('Content-Security-Policy', "frame-ancestors 'self'");
  else if (!/frame-ancestors/i.test(own)) reply.header('Content-Security-Policy', `${own}; frame-ancestors 'self'`);
}

/**
 * The security headers of a request, before its answer's type is known: JSON is the default,
 * and an HTML answer relaxes the frame rule in onSend (`registerHtmlFrameRule`).
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(BASE_SECURITY_HEADERS);
  reply.headers(NO_FRAME_HEADERS);
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
}

export function registerHtmlFrameRule(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isHtml(reply)) applyHtmlFrameRule(request, reply);
    done(null, payload);
  });
}
