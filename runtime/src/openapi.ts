/**
 * The OpenAPI 3.1 document, generated from the registry (SERVICE-SPEC, "Versioning" 2):
 * every operation with its schemas, tier, plan and examples; keyless operations carry an
 * explicit empty security requirement. A snapshot is committed (openapi.snapshot.json) and
 * a test fails when the registry and the snapshot part.
 */
import { ERROR_CATALOGUE } from '@celestial/core';
import type { Registry } from './registry.js';
import { COMMON_QUERY } from './http/common-query.js';

/** TypeBox schemas carry symbol keys; JSON round-trip keeps plain JSON Schema only. */
function plain(schema: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema ?? {}));
}

const TIER_CREDITS: Record<number, number> = { 0: 0, 1: 10, 2: 20, 3: 50, 4: 100, 5: 250, 6: 500 };

function operationId(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

function parametersOf(schema: unknown, where: 'query' | 'path'): unknown[] {
  const s = plain(schema) as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
  return Object.entries(s.properties ?? {}).map(([name, sch]) => ({
    name,
    in: where,
    required: where === 'path' ? true : (s.required ?? []).includes(name),
    ...(sch.description ? { description: sch.description } : {}),
    schema: sch,
  }));
}

export function buildOpenApi(registry: Registry): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { op, manifest, family } of [...registry.operations].sort((a, b) => a.key.localeCompare(b.key))) {
    const p = '/v1' + op.path;
    const parameters = [
      ...(op.params ? parametersOf(op.params, 'path') : []),
      ...(op.calculation ? parametersOf({ properties: COMMON_QUERY }, 'query') : []),
      ...(op.query ? parametersOf(op.query, 'query') : []),
    ];
    const examples = Object.fromEntries(op.examples.map((ex, i) => [ex.name ?? `example${i + 1}`, { value: ex.body ?? ex.query ?? ex.params ?? {} }]));
    const success = op.produces
      ? { description: 'Success', content: { [op.produces]: { schema: { type: 'string' } } } }
      : {
          description: 'Success',
          content: {
            'application/json': {
              schema: { type: 'object', required: ['ok', 'data'], properties: { ok: { const: true }, data: plain(op.response) } },
            },
          },
        };
    const operation: Record<string, unknown> = {
      operationId: operationId(op.method, op.path),
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      tags: [op.tag ?? family],
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: plain(op.body), ...(op.examples.some((e) => e.body) ? { examples } : {}) } } } }
        : {}),
      responses: {
        '200': success,
        '400': { $ref: '#/components/responses/Error' },
        ...(manifest.auth === 'keyless' ? {} : { '401': { $ref: '#/components/responses/Error' } }),
        '422': { $ref: '#/components/responses/Error' },
        '429': { $ref: '#/components/responses/Error' },
        '500': { $ref: '#/components/responses/Error' },
      },
      security: manifest.auth === 'keyless' ? [] : manifest.auth === 'bearer' ? [{ Bearer: [] }] : [{ ApiKey: [] }],
      'x-tier': manifest.tier,
      'x-credits': manifest.tier === 7 ? 'report price' : TIER_CREDITS[manifest.tier],
      'x-plan': manifest.plan,
      'x-pack': manifest.pack,
      ...(manifest.deprecated ? { deprecated: true, ...(manifest.sunset ? { 'x-sunset': manifest.sunset } : {}) } : {}),
    };
    (paths[p] ??= {})[op.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Celestial API',
      version: '1.0.0',
      description: 'Astrology and divination calculations, metered in credits. Every answer is the envelope { ok, data } or { ok: false, error }.',
    },
    servers: [{ url: '/' }],
    security: [{ ApiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        Bearer: { type: 'http', scheme: 'bearer' },
      },
      schemas: {
        ErrorCode: { type: 'string', enum: Object.keys(ERROR_CATALOGUE) },
        ErrorEnvelope: {
          type: 'object',
          required: ['ok', 'error'],
          properties: {
            ok: { const: false },
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { $ref: '#/components/schemas/ErrorCode' },
                message: { type: 'string' },
                details: { oneOf: [{ type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } }, { type: 'object' }] },
                request_id: { type: 'string', pattern: '^[0-9a-f]{32}$' },
              },
            },
          },
        },
      },
      responses: {
        Error: { description: 'Failure envelope', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
      },
    },
  };
}
