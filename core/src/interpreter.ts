/**
 * The Interpreter service (DESIGN.md "Services": "AI readings through provider adapters whose
 * endpoints are fixed in code; the service's own chain is what the operator configures, ending
 * in a built-in composer ... so the operation always answers offline").
 *
 * The runtime builds it once from the operator's configuration (runtime/src/config.ts,
 * CELESTIAL_AI_*; runtime/src/services/interpreter/) and hands it to the operations that
 * declare `deps: { interpreter: Interpreter }` (the /interpret/* family). An operation computes
 * the facts itself and gives the service a job: the facts, the named slots of prose to write
 * (each position's reading, the synthesis, the advice...) and the built-in composer's text for
 * every slot. The brief's `interpret(facts, { lang, model?, ownKey? }) -> { text, model }` is
 * kept in that slot form: a reading is several texts, and the composer's words are written by
 * the family that knows its domain (the chain only chooses who writes).
 */
import { ApiError } from './errors.js';
import type { LangCode } from './schemas/common.js';

/**
 * The eight provider codes of bring-your-own-key (SERVICE-SPEC, POST /interpret/tarot: "one of
 * 8 lower-case provider codes"; the vendors chosen and their endpoints:
 * runtime/src/services/interpreter/providers.ts).
 */
export const PROVIDER_CODES = ['openai', 'anthropic', 'google', 'mistral', 'cohere', 'groq', 'deepseek', 'xai'] as const;
export type ProviderCode = (typeof PROVIDER_CODES)[number];

export function isProviderCode(s: string): s is ProviderCode {
  return (PROVIDER_CODES as readonly string[]).includes(s);
}

/** The built-in composer's identifier in `model`: the chain's last link, always offline. */
export const COMPOSER_MODEL = 'celestial-composer-1';

/** The caller's own provider, from the X-Provider headers (ownProviderOf). */
export interface OwnProvider {
  provider: ProviderCode;
  key: string;
  model: string | undefined;
}

export interface ReadingJob<S extends string> {
  /** What is read, in a few words: "a tarot spread", "a natal chart". */
  subject: string;
  language: LangCode;
  question: string | null;
  /** The computed facts, passed to the model as JSON: the model writes around these only. */
  facts: unknown;
  /** Slot id -> what to write in it. */
  slots: Readonly<Record<S, string>>;
  /** The built-in composer's text for every slot (deterministic). */
  composed: Readonly<Record<S, string>>;
}

export interface Reading<S extends string> {
  texts: Record<S, string>;
  /** The link that wrote the slots: `<provider>/<model>` or COMPOSER_MODEL. */
  model: string;
}

export interface InterpretOptions {
  /**
   * The caller's own provider (bring-your-own-key): that provider alone, no fallback; a failure
   * is the caller's 400 (key or model refused) or 503 AI_UNAVAILABLE, the key redacted.
   * Null or absent: the operator's chain, ending in the composer.
   */
  own?: OwnProvider | null;
}

export interface Interpreter {
  interpret<S extends string>(job: ReadingJob<S>, options?: InterpretOptions): Promise<Reading<S>>;
}

/**
 * The bring-your-own-key headers (SERVICE-SPEC, POST /interpret/tarot): X-Provider one of the
 * eight codes, only together with X-Provider-Key (else refused, 400 naming the header),
 * X-Provider-Model at most 120 characters. Null when none is sent. The key goes into no message.
 */
export function ownProviderOf(headers: Record<string, string | undefined>): OwnProvider | null {
  const provider = headers['x-provider'];
  const key = headers['x-provider-key'];
  const model = headers['x-provider-model'];
  if (provider === undefined && key === undefined && model === undefined) return null;
  if (provider === undefined || provider === '') throw ApiError.invalidField('X-Provider', 'is required with X-Provider-Key or X-Provider-Model');
  if (!isProviderCode(provider)) throw ApiError.invalidField('X-Provider', `must be one of ${PROVIDER_CODES.join(', ')}`);
  if (key === undefined || key === '') throw ApiError.invalidField('X-Provider-Key', 'must be sent together with X-Provider');
  if (model !== undefined && (model === '' || model.length > 120)) throw ApiError.invalidField('X-Provider-Model', 'must be 1 to 120 characters');
  return { provider, key, model };
}
