/**
 * A typed client for Celestial API: openapi-fetch over the types openapi-typescript generates
 * from the OpenAPI document (`npm run client:generate` writes ./schema.d.ts from
 * openapi.snapshot.json; a test fails when it is stale).
 *
 *   const celestial = createCelestialClient({ baseUrl: 'http://localhost:3000', apiKey });
 *   const { data, error } = await celestial.POST('/v1/chart', { body: { date: '1990-07-15', ... } });
 *   // data: { ok: true, data: { planets, houses, ... } }, typed; error: the failure envelope
 *
 * The key goes in X-Api-Key on every call; `bearerToken` instead for the /me/* operations.
 */
import createClient from 'openapi-fetch';
import type { Client, ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };
export type CelestialClient = Client<paths>;

export interface CelestialClientOptions {
  /** Where the service listens, without /v1: `http://localhost:3000`. */
  baseUrl: string;
  /** An API key (`cel_live_...`, `cel_test_...`, `pk_...`), sent as X-Api-Key. */
  apiKey?: string;
  /** A Bearer token from POST /v1/auth/login, for the /me/* operations (which refuse X-Api-Key). */
  bearerToken?: string;
  /** A fetch of your own (tests route it to the app in-process). */
  fetch?: ClientOptions['fetch'];
  /** Extra headers on every call (Accept-Language, X-Service-Site-URL ...). */
  headers?: Record<string, string>;
}

export function createCelestialClient(options: CelestialClientOptions): CelestialClient {
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey) headers['X-Api-Key'] = options.apiKey;
  if (options.bearerToken) headers.Authorization = `Bearer ${options.bearerToken}`;
  return createClient<paths>({ baseUrl: options.baseUrl, headers, ...(options.fetch ? { fetch: options.fetch } : {}) });
}

/** The failure envelope every refusal carries. */
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
