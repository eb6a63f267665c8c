/**
 * The request log: structured JSON lines (pino, through fastify) in which no secret appears.
 *
 * Secrets reach a server in three places, and each has its own guard here:
 * - headers (`X-Api-Key`, `Authorization`, `X-Provider-Key`, cookies): the request serializer
 *   never writes headers, and `redact` censors them wherever a log call passes them anyway;
 * - the URL: `?key=` is a documented way to authenticate on `/v1/status` (SERVICE-SPEC
 *   "Versioning" 3), and callers put tokens in query strings elsewhere too, so the serializer
 *   writes the URL with the values of secret-named parameters replaced;
 * - anything else (an error message quoting a key, a provider error quoting its credential,
 *   which SERVICE-SPEC says is never logged): every line passes through `redactSecrets` before
 *   it is written, which replaces whatever has the shape of a key or a bearer token.
 *
 * Request ids: an incoming `X-Request-Id` of exactly 32 hexadecimal characters (the spec's
 * format, "Response headers") is reused, so a caller or a proxy can follow one request through
 * its own logs and ours; anything else is replaced by 16 random bytes in hex.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/**
 * Values with the shape of a credential:
 * - our key values `cel_live_`, `cel_test_`, `pk_live_`, `pk_test_` + 32 base62 (access/key-format.ts);
 *   matched from 8 body characters so a truncated or mistyped key is hidden too;
 * - provider keys of the `sk-...` family (OpenAI `sk-`, `sk-proj-`, Anthropic `sk-ant-`), from 16 characters;
 * - `Bearer <token>` wherever it is quoted.
 */
const SECRET_PATTERNS: readonly RegExp[] = [
  /\b(?:cel|pk)_(?:live|test)_[0-9A-Za-z]{8,}/g,
  /\bsk-[0-9A-Za-z_-]{16,}/g,
  /\b(Bearer)\s+[0-9A-Za-z._~+/=-]{8,}/gi,
];

/** Replaces every substring with a credential's shape; the rest of the text is kept. */
export function redactSecrets(text: string): string {
  let out = text;
  for (const re of SECRET_PATTERNS) {
    re.lastIndex = 0;
    out = out.replace(re, (_m, bearer?: string) => (typeof bearer === 'string' ? `${bearer} ${REDACTED}` : REDACTED));
  }
  return out;
}

/**
 * Query parameters whose value is a secret by name, whatever it looks like: `key` (the
 * deprecated `/status?key=`), `api_key`, `apikey`, `x-api-key`, `token`, `access_token`,
 * `auth`, `authorization`, `password`, `secret`, `client_secret`, `signature`, `sig`,
 * `provider_key`, `session`... Separators and case are ignored.
 */
const SECRET_PARAM = /^(?:x)?(?:key|apikey|token|accesstoken|refreshtoken|idtoken|auth|authorization|password|passwd|pwd|secret|clientsecret|signature|sig|providerkey|xproviderkey|session|sessionid|cookie)$|(?:key|token|secret|password)$/;

export function isSecretParam(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    /* a malformed escape: judge the raw name */
  }
  return SECRET_PARAM.test(decoded.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/**
 * The URL as it may be logged: each secret-named query value becomes `[redacted]`, and any
 * other value, or part of the path, that decodes to something with a key's shape is redacted
 * too (`?q=cel_live_…`, `?x=cel%5Flive_…`).
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const decodedPath = safeDecode(path);
  const safePath = redactSecrets(decodedPath) === decodedPath ? path : redactSecrets(decodedPath);
  if (q === -1) return safePath;
  const query = url.slice(q + 1);
  const parts = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq === -1 ? pair : pair.slice(0, eq);
    if (eq === -1) return redactSecrets(pair);
    const value = pair.slice(eq + 1);
    if (isSecretParam(name)) return `${name}=${REDACTED}`;
    const decoded = safeDecode(value.replace(/\+/g, ' '));
    return redactSecrets(decoded) === decoded ? `${name}=${value}` : `${name}=${REDACTED}`;
  });
  return `${safePath}?${parts.join('&')}`;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const REQUEST_ID = /^[0-9a-fA-F]{32}$/;

/** fastify's genReqId: the caller's `X-Request-Id` when it is 32 hex characters, else a new one. */
export function requestIdFor(req: IncomingMessage): string {
  const h = req.headers['x-request-id'];
  const incoming = Array.isArray(h) ? h[0] : h;
  return incoming !== undefined && REQUEST_ID.test(incoming) ? incoming : newRequestId();
}

/**
 * Random bytes for request ids, drawn 256 ids at a time: randomBytes(16) on every request was
 * a call into OpenSSL's generator per request (issue 10, bench/profile.ts: ~1.5% of a
 * /v1/planets request's CPU). The ids are as random as before (the same CSPRNG), only fetched
 * in larger reads, as node's own randomUUID() does.
 */
const ID_BYTES = 16;
const POOL_IDS = 256;
let idPool = Buffer.alloc(0);
let idOffset = 0;

export function newRequestId(): string {
  if (idOffset + ID_BYTES > idPool.length) {
    idPool = randomBytes(ID_BYTES * POOL_IDS);
    idOffset = 0;
  }
  const id = idPool.toString('hex', idOffset, idOffset + ID_BYTES);
  idOffset += ID_BYTES;
  return id;
}

/**
 * What a request line says in the log. fastify's default serializer writes the raw URL; this
 * one writes it redacted, and never the headers.
 */
export function serializeRequest(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: redactUrl(req.url ?? ''),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** An error as it may be logged: message and stack redacted; node's `rawPacket` (the raw request bytes, headers included) dropped. */
export function serializeError(err: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!err || typeof err !== 'object') return { type: typeof err, message: redactSecrets(String(err)), stack: '' };
  const e = err as Error & { code?: unknown; statusCode?: unknown };
  const out: { type: string; message: string; stack: string; [key: string]: unknown } = {
    type: e.constructor?.name ?? 'Error',
    message: redactSecrets(String(e.message ?? '')),
    stack: typeof e.stack === 'string' ? redactSecrets(e.stack) : '',
  };
  if (e.code !== undefined) out.code = e.code;
  if (e.statusCode !== undefined) out.statusCode = e.statusCode;
  return out;
}

/** Header names that are credentials (SERVICE-SPEC: keys, bearer tokens, provider keys; and cookies). */
const SECRET_HEADERS = ['x-api-key', 'authorization', 'x-provider-key', 'cookie', 'set-cookie', 'proxy-authorization'];

/** pino `redact` paths: those headers under any logged object that carries `headers`. */
export const REDACT_PATHS: readonly string[] = SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `res.headers["${h}"]`, `headers["${h}"]`, `*.headers["${h}"]`]);

export interface LogDestination {
  write(line: string): unknown;
}

/**
 * The last guard: every serialized line is redacted before it leaves the process, so a
 * secret logged by a path nobody foresaw is still not written.
 */
export function redactingDestination(target: LogDestination): LogDestination {
  return { write: (line: string) => target.write(redactSecrets(line)) };
}

/** fastify's `logger` option: pino with the serializers above, writing redacted lines to `destination` (stdout by default). */
export function loggerOptions(destination: LogDestination = process.stdout, level = 'info') {
  return {
    level,
    redact: { paths: [...REDACT_PATHS], censor: REDACTED },
    serializers: { req: serializeRequest, err: serializeError },
    stream: redactingDestination(destination),
  };
}
