/**
 * The refusals fastify and node write on their own, before any hook runs, put in the envelope
 * with the headers every answer carries (X-Request-Id, CORS, security):
 *
 * - node's HTTP parser refuses a request line plus headers over `--max-http-header-size`
 *   (16 KB) with 431, a request it cannot parse with 400, a slow one with 408, and hands the
 *   socket to the `clientError` handler (fastify's `clientErrorHandler` option) with no request
 *   object at all: the answer is written to the socket by hand;
 * - fastify's router refuses a path parameter over `maxParamLength` (100 characters) with 414
 *   and a malformed percent-escape in the path with 400 (`frameworkErrors` option).
 *
 * Error codes come from the catalogue only (core/src/errors.ts), which has no code of its own
 * for 414, 431 or 408: these answers carry `INVALID_INPUT` (the caller's request is what is
 * wrong) with `details` naming the part, and keep their precise HTTP status, which proxies and
 * clients act on. The status is therefore not the catalogue's 400 for that code: the one
 * departure, made because rewriting a 431 as 400 would hide from a client why it was refused.
 */
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@celestial/core';
import { errorBody, sendError } from './errors.js';
import { CORS_ANSWER_HEADERS } from './cors.js';
import { BASE_SECURITY_HEADERS, NO_FRAME_HEADERS } from './security.js';
import { newRequestId, redactSecrets } from './logging.js';

/** The headers of a JSON refusal written outside fastify's hooks. */
export function rawAnswerHeaders(requestId: string): Record<string, string> {
  return { 'X-Request-Id': requestId, ...CORS_ANSWER_HEADERS, ...BASE_SECURITY_HEADERS, ...NO_FRAME_HEADERS };
}

function refusal(part: string, message: string): ApiError {
  return new ApiError('INVALID_INPUT', `Validation failed: ${part} ${message}`, { details: [{ path: part, message }] });
}

/** What node's parser error means for the caller: status and envelope. */
export function clientErrorAnswer(err: NodeJS.ErrnoException): { status: number; error: ApiError } {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, error: refusal('(headers)', 'the request line and headers are larger than 16 KB') };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return { status: 408, error: refusal('(request)', 'was not received in time') };
    default:
      return { status: 400, error: refusal('(request)', 'is not a well-formed HTTP/1.1 request') };
  }
}

export interface ClientErrorLog {
  info(obj: object, msg: string): void;
}

/**
 * fastify's `clientErrorHandler`: writes the envelope and closes the connection (the parser's
 * state is lost, so no further request can be read from it). Nothing of the raw request is
 * logged: node attaches it to the error as `rawPacket`, headers and keys included.
 */
export function handleClientError(err: NodeJS.ErrnoException, socket: Socket, log?: ClientErrorLog): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, error } = clientErrorAnswer(err);
  const requestId = newRequestId();
  const body = JSON.stringify(errorBody(error, requestId));
  const headers: Record<string, string> = {
    ...rawAnswerHeaders(requestId),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  log?.info({ code: err.code, status, request_id: requestId, message: redactSecrets(err.message) }, 'client error');
  const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join('\r\n');
  socket.end(`${head}\r\n\r\n${body}`);
}

/**
 * fastify's `frameworkErrors`: the router's refusals, which run no hook, answered in the
 * envelope with the hooks' headers added here. Anything else goes to the ordinary error path.
 */
export function handleFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.headers(rawAnswerHeaders(request.id));
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const e = refusal('(path)', 'has a parameter longer than 100 characters');
    return reply.code(414).type('application/json; charset=utf-8').send(errorBody(e, request.id));
  }
  if (err.code === 'FST_ERR_BAD_URL') {
    return sendError(refusal('(path)', 'is not a valid URL component (a malformed percent-escape)'), request, reply);
  }
  return sendError(err, request, reply);
}
