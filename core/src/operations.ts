/**
 * The Operations service (DESIGN.md, "Services"): in-process invocation of any registered
 * operation by its key, for the composing families (render, embed, public, reports,
 * interpret). A drawing, widget, report or reading then shows exactly what the JSON operation
 * answers, with no second copy of its computation, no HTTP and no second charge: the
 * composing operation's own price covers the call.
 */
import type { Caller } from './operation.js';
import type { LangCode } from './schemas/common.js';

/** One in-process call: the request parts as the route would receive them. */
export interface OperationCall {
  body?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, string>;
  /** The answer's language; default `en`. */
  lang?: LangCode;
  /** Who is calling: pass the composing operation's caller through; default anonymous. */
  caller?: Caller;
  headers?: Record<string, string | undefined>;
}

export interface Operations {
  /** Whether the registry holds the operation `POST /chart`. */
  has(key: string): boolean;
  /**
   * Validates the call as the route would (schema defaults applied; a refusal is the same
   * INVALID_INPUT / MISSING_FIELDS with `details` naming the field), runs the operation's
   * handler with the services it declared and returns its `data`. An unknown key is a
   * programming error and throws.
   */
  invoke<T = unknown>(key: string, call?: OperationCall): Promise<T>;
}
