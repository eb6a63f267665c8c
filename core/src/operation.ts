/**
 * An operation is data plus one pure function (DESIGN.md, "One idea"). A plugin file
 * declares its method, path, schemas, examples and the services it needs; the runtime derives
 * routes, validation, pricing, the OpenAPI document and the contract tests from it.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { LangCode } from './schemas/common.js';
import type { ServiceTypes, ServiceName } from './services.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A typed reference to a service, used in `deps`: `{ ephemeris: Ephemeris }`. */
export interface ServiceToken<N extends ServiceName = ServiceName> {
  readonly service: N;
}

type Resolved<D> = { [K in keyof D]: D[K] extends ServiceToken<infer N> ? ServiceTypes[N] : never };
type In<S> = S extends TSchema ? Static<S> : undefined;

export interface OperationExample {
  /** Shown in OpenAPI and called by the generated contract test. */
  name?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  params?: Record<string, string>;
}

/**
 * Who is calling, as the runtime's access step established it. A handler reads it (the
 * account whose keys to list, say); it never authenticates anything itself.
 */
export interface Caller {
  kind: 'key' | 'bearer' | 'anonymous';
  accountId: string | null;
  keyId: string | null;
  mode: 'live' | 'test' | null;
  isMaster: boolean;
  /** SHA-256 hex of the Bearer token on /me/* calls. */
  sessionHash: string | null;
  /** The client address (keyless counters). */
  ip: string;
}

export const ANONYMOUS: Caller = { kind: 'anonymous', accountId: null, keyId: null, mode: null, isMaster: false, sessionHash: null, ip: '' };

export interface OperationInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  caller: Caller;
  /** Request headers, lower-case names (Accept-Language, X-Provider...). */
  headers: Record<string, string | undefined>;
  /**
   * The answer's language, resolved once by the runtime (resolveLang: Accept-Language, then the
   * `lang` query parameter, then the body's `language`; `en` by default, `uk` on /interpret/*).
   * Handlers read it rather than resolving the language again.
   */
  lang: LangCode;
}

export interface OperationSpec<
  B extends TSchema | undefined,
  Q extends TSchema | undefined,
  P extends TSchema | undefined,
  R extends TSchema,
  D extends Record<string, ServiceToken>,
> {
  method: HttpMethod;
  /** Relative to /v1, with `{name}` path parameters, as in the catalogue. */
  path: string;
  summary: string;
  description?: string;
  /** OpenAPI tag; defaults to the plugin family. */
  tag?: string;
  body?: B;
  query?: Q;
  params?: P;
  response: R;
  /**
   * A calculation operation accepts the common query parameters `fields`, `precision` and
   * `lang` (SERVICE-SPEC "Common query parameters"). Default true.
   */
  calculation?: boolean;
  /**
   * Whether the operation may answer CALCULATION_ERROR (422: valid input the engine cannot
   * compute), documented in its OpenAPI responses; default `calculation`. A report takes no
   * calculation query parameters but runs the operations it composes, and answers their 422 as
   * they do (/reports/muhurta at latitude 89, where the Sun does not rise: Schemathesis, issue 10).
   */
  answersCalculationError?: boolean;
  /** Media type of a non-JSON answer (e.g. text/html widgets); default JSON envelope. */
  produces?: string;
  /**
   * Media types the operation answers besides its JSON envelope, chosen per call through a
   * RawAnswer (a report's `?format=html` page, a stored file's download): documented as
   * further contents of its success in the OpenAPI document.
   */
  alsoProduces?: readonly string[];
  /**
   * False for an answer that must not come from the response cache: a draw with a random seed
   * chosen per call (an unseeded I Ching cast, rune or dice draw) would otherwise repeat the
   * first caller's answer for the same body. Default true.
   */
  cache?: boolean;
  examples: OperationExample[];
  deps?: D;
  /**
   * Members of the answer whose names SERVICE-SPEC prescribes for this operation (DESIGN.md,
   * "Vocabulary": spec-fixed), as JSON paths into the response schema (`data.planets[].signIndex`
   * written `planets[].signIndex`), or `true` for the whole answer. The vocabulary lint
   * (test/vocabulary.test.ts) skips them.
   */
  specFixed?: true | readonly string[];
  /** The answer's `data`; or a RawAnswer (rawAnswer()) sent as it is, for a per-call non-JSON answer. */
  handler: (input: OperationInput<In<B>, In<Q>, In<P>>, services: Resolved<D>) => Static<R> | RawAnswer | Promise<Static<R> | RawAnswer>;
}

/** What the registry holds: the spec with its generic types erased. */
export interface Operation {
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  tag?: string;
  body?: TSchema;
  query?: TSchema;
  params?: TSchema;
  response: TSchema;
  calculation: boolean;
  answersCalculationError?: boolean;
  produces?: string;
  alsoProduces?: readonly string[];
  cache?: boolean;
  examples: OperationExample[];
  deps: Record<string, ServiceToken>;
  specFixed?: true | readonly string[];
  handler: (input: OperationInput<any, any, any>, services: any) => unknown;
  readonly __operation: true;
}

export function defineOperation<
  B extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  P extends TSchema | undefined = undefined,
  R extends TSchema = TSchema,
  D extends Record<string, ServiceToken> = Record<string, never>,
>(spec: OperationSpec<B, Q, P, R, D>): Operation {
  if (!spec.path.startsWith('/')) throw new Error(`operation path must start with '/': ${spec.path}`);
  if (spec.method === 'GET' && spec.body) throw new Error(`GET ${spec.path} cannot declare a body`);
  return {
    ...spec,
    calculation: spec.calculation ?? true,
    deps: spec.deps ?? {},
    handler: spec.handler as Operation['handler'],
    __operation: true,
  } as Operation;
}

export function isOperation(x: unknown): x is Operation {
  return typeof x === 'object' && x !== null && (x as Operation).__operation === true;
}

/** `POST /chart`: the key manifests and the catalogue use. */
export function operationKey(op: { method: string; path: string }): string {
  return `${op.method.toUpperCase()} ${op.path}`;
}

/**
 * An answer that is not the JSON envelope, chosen per call: a report's `?format=html` page or
 * its stored PDF (GET /reports/{id}?download=true). The runtime sends `body` as it is, with
 * `contentType` and `headers` (runtime/src/app.ts). Operations returning one declare
 * `cache: false`: the response cache keeps envelopes only.
 */
export interface RawAnswer {
  readonly __rawAnswer: true;
  readonly contentType: string;
  readonly body: string | Uint8Array;
  readonly headers: Record<string, string>;
}

export function rawAnswer(contentType: string, body: string | Uint8Array, headers: Record<string, string> = {}): RawAnswer {
  return { __rawAnswer: true, contentType, body, headers };
}

export function isRawAnswer(x: unknown): x is RawAnswer {
  return typeof x === 'object' && x !== null && (x as RawAnswer).__rawAnswer === true;
}
