/**
 * The Operations service (core/src/operations.ts; DESIGN.md "Services"): runs a registered
 * operation in-process for a composing family. The call is validated by the same ajv setup as
 * the route (defaults applied, the same refusals), and the handler gets the services its
 * operation declared, resolved from the one container; no HTTP, no metering: the composing
 * operation has been charged for the whole answer.
 *
 * In the built service an operation's module is imported on its first call (registry.ts,
 * lazyOperation): its handler here is then the loading one, so an invoked operation loads
 * exactly as a called route does, once, and a failed import rejects this invoke only.
 */
import type Ajv from 'ajv';
import { ANONYMOUS } from '@celestial/core';
import type { Operation, OperationCall, Operations, TimeZones } from '@celestial/core';
import type { Registry } from '../registry.js';
import { createAjv, compileOnFirstUse, validationError } from '../http/validation.js';

type Validator = ReturnType<typeof compileOnFirstUse>;

interface Prepared {
  op: Operation;
  body?: Validator;
  query?: Validator;
  params?: Validator;
  deps?: Record<string, unknown>;
}

export class RegistryOperations implements Operations {
  private readonly prepared = new Map<string, Prepared>();
  private bodyAjv?: Ajv;
  private paramAjv?: Ajv;

  constructor(
    private readonly registry: Registry,
    private readonly timeZones: TimeZones,
    /** Resolves a service by its token name; the container is complete only after start-up. */
    private readonly resolve: (service: string) => unknown,
  ) {}

  has(key: string): boolean {
    return this.registry.byKey.has(key);
  }

  async invoke<T = unknown>(key: string, call: OperationCall = {}): Promise<T> {
    const p = this.prepare(key);
    // Each part validated as the route validates it: the body without coercion, query and
    // path parameters with it; ajv fills the schemas' defaults into these copies.
    const body = call.body === undefined ? undefined : structuredClone(call.body);
    const query = { ...(call.query ?? {}) };
    const params = { ...(call.params ?? {}) };
    if (p.body && !p.body(body)) throw validationError(p.body.errors ?? []);
    if (p.query && !p.query(query)) throw validationError(p.query.errors ?? [], 'query');
    if (p.params && !p.params(params)) throw validationError(p.params.errors ?? [], 'params');
    p.deps ??= Object.fromEntries(Object.entries(p.op.deps).map(([local, token]) => [local, this.resolve(token.service)]));
    const data = await p.op.handler({ body, query, params, caller: call.caller ?? ANONYMOUS, headers: call.headers ?? {}, lang: call.lang ?? 'en' }, p.deps);
    return data as T;
  }

  private prepare(key: string): Prepared {
    const known = this.prepared.get(key);
    if (known) return known;
    const entry = this.registry.byKey.get(key);
    if (!entry) throw new Error(`Operations.invoke: no operation ${key} is registered`);
    const { op } = entry;
    this.bodyAjv ??= createAjv({ coerce: false, timeZones: this.timeZones });
    this.paramAjv ??= createAjv({ coerce: true, timeZones: this.timeZones });
    const p: Prepared = {
      op,
      ...(op.body ? { body: compileOnFirstUse(this.bodyAjv, op.body) } : {}),
      ...(op.query ? { query: compileOnFirstUse(this.paramAjv, op.query) } : {}),
      ...(op.params ? { params: compileOnFirstUse(this.paramAjv, op.params) } : {}),
    };
    this.prepared.set(key, p);
    return p;
  }
}
