import { Type } from '@sinclair/typebox';
import { ApiError, defineOperation } from '@celestial/core';

/**
 * GET /openapi.json, the catalogue's platform line (tier 0, free, keyless): this file declares it
 * (manifest, its entry in the document, the contract example); the runtime answers it.
 *
 * Departure from DESIGN.md's "an operation, as a file" (a handler that computes the answer): the
 * document is built from the whole registry (runtime/src/openapi.ts buildOpenApi), which no
 * handler sees, and it is served raw and precompressed (brotli, gzip: runtime/src/app.ts,
 * http/precompressed.ts) outside the keyed pipeline; SERVICE-SPEC's keyless counters cover
 * /reference, /public, /embed and /i18n only, so this route takes none. runtime/src/openapi.ts
 * RUNTIME_ANSWERED names the line, and the route loop of app.ts leaves it to that route.
 */
export default defineOperation({
  method: 'GET',
  path: '/openapi.json',
  summary: 'The OpenAPI 3.1 document of every /v1 operation (served raw, not in the envelope)',
  description:
    "Generated from the route validators (the schemas that check requests) and the catalogue: every /v1 operation with its tag, request and response schemas, refusals, examples and price tier (x-tier, x-credits, x-plan, x-pack, x-auth). Keyless operations carry an explicit empty security requirement; 'allowlist' is omitted from the origin enumeration but still accepted (SERVICE-SPEC \"Versioning\" 2). Answered raw as application/json, brotli or gzip by Accept-Encoding; no key, no credits.",
  calculation: false,
  produces: 'application/json; charset=utf-8',
  response: Type.Object(
    {
      openapi: Type.String({ pattern: '^3\\.1\\.\\d+$' }),
      info: Type.Object({ title: Type.String(), version: Type.String() }, { additionalProperties: true }),
      paths: Type.Record(Type.String({ pattern: '^/v1/' }), Type.Object({}, { additionalProperties: true })),
      components: Type.Object({}, { additionalProperties: true }),
    },
    { additionalProperties: true },
  ),
  examples: [{ name: 'document' }],
  handler: () => {
    // Unreachable while the runtime answers the route (see above); a runtime that mounted it
    // through the pipeline would have no document to give, and says so rather than answer wrong.
    throw new ApiError('INTERNAL_ERROR', 'GET /v1/openapi.json is answered by the runtime from its registry (runtime/src/openapi.ts RUNTIME_ANSWERED)');
  },
});
