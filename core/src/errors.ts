/**
 * The error catalogue: every code the API can answer with, its HTTP status and a default
 * message, written once. SERVICE-SPEC.md "Errors" is the source; `test/errors.test.ts` pins
 * this table against the specification's code list and the OpenAPI components both ways.
 */
export const ERROR_CATALOGUE = {
  MISSING_API_KEY: { status: 401, message: 'The X-Api-Key header is required' },
  INVALID_API_KEY: { status: 401, message: 'The API key is unknown or revoked' },
  MISSING_BEARER: { status: 401, message: 'A Bearer token is required for this operation' },
  WRONG_AUTH_METHOD: { status: 401, message: 'This operation takes a Bearer token, not X-Api-Key' },
  INSUFFICIENT_SCOPE: { status: 403, message: 'The key lacks permission for this action' },
  DOMAIN_MISMATCH: { status: 403, message: "The origin is not in the key's allow-list" },
  FORBIDDEN_ORIGIN: { status: 403, message: "The origin is not in the key's allow-list" },
  ORIGIN_FORBIDDEN: { status: 403, message: 'A server-only key was used with an Origin or Referer header' },
  ORIGIN_NOT_ALLOWED: { status: 403, message: "The request's host is not on the key's origin list" },
  ENDPOINT_NOT_IN_SCOPE: { status: 403, message: "The operation is outside the key's allowed_endpoints" },
  KEY_SUSPENDED: { status: 403, message: 'The key is suspended' },
  NOT_FOUND: { status: 404, message: 'No such resource' },
  PLAN_UPGRADE_REQUIRED: { status: 402, message: 'This operation needs a higher plan or an add-on pack' },
  PLAN_PACK_MISMATCH: { status: 402, message: 'This operation is in an add-on pack the account lacks' },
  SUBSCRIPTION_EXPIRED: { status: 402, message: 'The subscription has expired and its grace period has ended' },
  /** The Free plan's credits page: lower-case code, as the specification shows it. */
  credits_exhausted: { status: 402, message: 'The monthly credit budget is used up' },
  CREDITS_EXHAUSTED: { status: 429, message: 'The monthly credit budget is used up and overage is disabled' },
  RATE_LIMIT: { status: 429, message: 'Rate limit exceeded' },
  KEY_BUDGET_EXHAUSTED: { status: 429, message: "The key's credit budget for this cycle is used up" },
  SPEND_CAP_REACHED: { status: 429, message: 'The spend cap on AI operations is reached' },
  INVALID_INPUT: { status: 400, message: 'Validation failed' },
  INVALID_FIELD: { status: 400, message: 'Invalid field' },
  MISSING_FIELDS: { status: 400, message: 'Required fields are missing' },
  BAD_JSON: { status: 400, message: 'The request body is not valid JSON' },
  CALCULATION_ERROR: { status: 422, message: 'The input is valid but could not be calculated' },
  INTERNAL_ERROR: { status: 500, message: 'Internal error' },
  GATEWAY_UNAVAILABLE: { status: 503, message: 'The AI gateway is temporarily unavailable' },
  AI_UNAVAILABLE: { status: 503, message: 'The AI service is temporarily unavailable' },
  LLM_UNAVAILABLE: { status: 503, message: 'The language model is temporarily unavailable' },
  QUEUE_UNAVAILABLE: { status: 503, message: 'The background queue is temporarily unavailable' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** One failed field, as `INVALID_INPUT` details carry them. */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * The one error type a handler or a runtime step throws. The runtime turns it into the
 * failure envelope with the catalogue's status; nothing sets a status by hand.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;
  /** Extra members placed beside `error` or inside it (e.g. `retry_after_seconds`). */
  readonly extra?: Record<string, unknown>;
  /** Response headers that go with this refusal (e.g. `Retry-After`). */
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { details?: unknown; extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.details = options.details;
    this.extra = options.extra;
    this.headers = options.headers;
  }

  /** `INVALID_INPUT` for one field, the form most domain checks need. */
  static invalidField(path: string, message: string): ApiError {
    return new ApiError('INVALID_INPUT', `Validation failed: ${path} ${message}`, {
      details: [{ path, message }],
    });
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
