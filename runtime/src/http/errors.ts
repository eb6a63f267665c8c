/**
 * Every failure leaves as the envelope `{ ok: false, error: { code, message, details?,
 * request_id? } }`; `request_id` on 5xx and BAD_JSON. Nothing the caller sends may produce a
 * 500: fastify's own refusals (bad JSON, media type, size) are mapped to catalogued codes.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, isApiError } from '@celestial/core';
import { validationError } from './validation.js';

export function errorBody(err: ApiError, requestId: string) {
  const error: Record<string, unknown> = { code: err.code, message: err.message };
  if (err.details !== undefined) error.details = err.details;
  if (err.extra) Object.assign(error, err.extra);
  if (err.status >= 500 || err.code === 'BAD_JSON') error.request_id = requestId;
  return { ok: false as const, error };
}

/** Maps any thrown thing to an ApiError. */
export function toApiError(err: unknown): ApiError {
  if (isApiError(err)) return err;
  const e = err as FastifyError & { validationContext?: string };
  if (e && Array.isArray(e.validation)) {
    const prefix = e.validationContext === 'querystring' ? 'query' : e.validationContext === 'params' ? 'params' : '';
    return validationError(e.validation as never, prefix);
  }
  switch (e?.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('BAD_JSON', `The request body is not valid JSON: ${e.message}`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('INVALID_INPUT', 'Validation failed: Content-Type must be application/json', { details: [{ path: '(body)', message: 'Content-Type must be application/json' }] });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('INVALID_INPUT', 'Validation failed: the request body is too large', { details: [{ path: '(body)', message: 'is larger than the limit' }] });
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('BAD_JSON', 'The request body length does not match Content-Length');
  }
  if (e instanceof SyntaxError || (e?.statusCode === 400 && /JSON/i.test(e.message ?? ''))) {
    return new ApiError('BAD_JSON', `The request body is not valid JSON: ${e.message}`);
  }
  if (e && typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return new ApiError('INVALID_INPUT', `Validation failed: ${e.message}`, { details: [{ path: '(request)', message: e.message }] });
  }
  return new ApiError('INTERNAL_ERROR');
}

export function sendError(err: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const api = toApiError(err);
  if (api.code === 'INTERNAL_ERROR') {
    // The error itself, never the request headers (keys, provider keys) goes to the log.
    request.log.error({ err, request_id: request.id }, 'internal error');
  }
  if (api.headers) reply.headers(api.headers);
  return reply.code(api.status).type('application/json; charset=utf-8').send(errorBody(api, request.id));
}
