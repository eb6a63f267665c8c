/**
 * The Interpreter service (core/src/interpreter.ts; DESIGN.md "Services"), built once by the
 * runtime from the operator's chain (config.ai, ./chain-config.ts). Who writes the prose of an
 * /interpret/* reading (issue 15). The facts are computed first by
 * our own libraries; a reading is then a set of named slots (a position's reading, the
 * synthesis, the advice...) to be written from those facts.
 *
 * - With the caller's own provider (X-Provider + X-Provider-Key): that provider alone, at its
 *   fixed endpoint. No fallback (SERVICE-SPEC "Bring-your-own-key rules"): if the key fails,
 *   the provider's status and message come back, the key redacted.
 * - Otherwise the operator's chain (./chain-config.ts), link after link; a link that fails
 *   (error status, timeout, an answer that is not the JSON asked for) passes to the next; the
 *   last link is always the built-in composer, whose slots were written before any call.
 *
 * `model` names the link that wrote the slots: `<provider>/<model>` or the composer's id.
 */
import { ApiError, COMPOSER_MODEL } from '@celestial/core';
import type { Interpreter, InterpretOptions, LangCode, OwnProvider, Reading, ReadingJob } from '@celestial/core';
import { COMPOSER_ONLY } from './chain-config.js';
import type { ChainConfig } from './chain-config.js';
import { callProvider, PROVIDERS } from './providers.js';
import type { CallOutcome, Prompt } from './providers.js';

export { COMPOSER_MODEL };
export type { ReadingJob, Reading };

/** English names of the 21 answer languages, for the instruction to the model. */
const LANGUAGE_NAMES: Readonly<Record<LangCode, string>> = {
  uk: 'Ukrainian', en: 'English', de: 'German', ru: 'Russian', pl: 'Polish', es: 'Spanish', pt: 'Portuguese', fr: 'French', it: 'Italian', nl: 'Dutch', cs: 'Czech',
  ro: 'Romanian', hu: 'Hungarian', el: 'Greek', tr: 'Turkish', ar: 'Arabic', hi: 'Hindi (Devanagari script)', ja: 'Japanese', ko: 'Korean', vi: 'Vietnamese', id: 'Indonesian',
};

/** The prompt of a job: the model writes only prose, as one JSON object of the slots. */
export function promptOf<S extends string>(job: ReadingJob<S>): Prompt {
  const ids = Object.keys(job.slots);
  const system = [
    `You write the prose of ${job.subject} for Celestial API.`,
    `Write in ${LANGUAGE_NAMES[job.language]} (language code ${job.language}).`,
    'Use only the facts given in the user message; never add placements, cards, aspects or dates that are not there.',
    'Be warm and concrete; no medical, legal or financial advice.',
    `Answer with one JSON object and nothing else. Its keys are exactly: ${ids.join(', ')}; each value is a string.`,
  ].join(' ');
  const user = JSON.stringify({ question: job.question, facts: job.facts, write: job.slots });
  // About 120 words a slot, a generous ceiling (tokens are cheaper than a truncated JSON).
  return { system, user, maxTokens: Math.min(4096, 256 + 220 * ids.length) };
}

/** The slots out of a model's answer (fenced or bare JSON), or null when one is missing. */
export function slotsOf<S extends string>(text: string, ids: readonly S[]): Record<S, string> | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const out = {} as Record<S, string>;
  for (const id of ids) {
    const v = (parsed as Record<string, unknown>)[id];
    if (typeof v !== 'string' || v.trim() === '') return null;
    out[id] = v.trim();
  }
  return out;
}

/** A failed own-key call as the caller sees it: the provider's status and (redacted) message. */
export function ownProviderError(own: OwnProvider, outcome: Extract<CallOutcome, { ok: false }>): ApiError {
  const provider = { code: own.provider, status: outcome.status, message: outcome.message };
  const said = `${own.provider} answered ${outcome.status ?? 'nothing'}: ${outcome.message}`;
  // The key or the model was refused: the caller's input, a 4xx naming the header. Anything else
  // (408, 429, 5xx, timeout, unreadable answer) is the provider being unavailable: 503, no fallback.
  if (outcome.status === 401 || outcome.status === 403) {
    return new ApiError('INVALID_INPUT', `Validation failed: X-Provider-Key was refused (${said})`, { details: [{ path: 'X-Provider-Key', message: said }], extra: { provider } });
  }
  if (outcome.status === 404) {
    return new ApiError('INVALID_INPUT', `Validation failed: X-Provider-Model was refused (${said})`, { details: [{ path: 'X-Provider-Model', message: said }], extra: { provider } });
  }
  // Another 4xx (Gemini answers an invalid key 400 API_KEY_INVALID): our prompt is fixed, so
  // what the provider refused came from the caller's headers.
  if (outcome.status !== null && outcome.status >= 400 && outcome.status < 500 && outcome.status !== 408 && outcome.status !== 429) {
    return new ApiError('INVALID_INPUT', `Validation failed: the provider refused the call (${said})`, { details: [{ path: 'X-Provider', message: said }], extra: { provider } });
  }
  return new ApiError('AI_UNAVAILABLE', `The caller's provider did not write the reading (${said}); no other model is used`, { extra: { provider } });
}

export async function writeReading<S extends string>(job: ReadingJob<S>, own: OwnProvider | null, config: ChainConfig = COMPOSER_ONLY): Promise<Reading<S>> {
  const ids = Object.keys(job.slots) as S[];
  if (own) {
    const model = own.model ?? PROVIDERS[own.provider].defaultModel;
    const outcome = await callProvider({ provider: own.provider, key: own.key, model, timeoutMs: config.timeoutMs, originOverride: config.testOrigin }, promptOf(job));
    if (!outcome.ok) throw ownProviderError(own, outcome);
    const texts = slotsOf(outcome.text, ids);
    if (!texts) throw ownProviderError(own, { ok: false, status: 200, message: 'the completion was not the JSON object asked for' });
    return { texts, model: `${own.provider}/${outcome.model}` };
  }
  for (const link of config.links) {
    const outcome = await callProvider({ provider: link.provider, key: link.key, model: link.model, timeoutMs: config.timeoutMs, originOverride: config.testOrigin }, promptOf(job));
    if (!outcome.ok) continue;
    const texts = slotsOf(outcome.text, ids);
    if (texts) return { texts, model: `${link.provider}/${outcome.model}` };
  }
  const texts = { ...job.composed } as Record<S, string>;
  // The composer always answers; a slot it could not fill means the chain is exhausted.
  if (ids.some((id) => typeof texts[id] !== 'string')) throw new ApiError('AI_UNAVAILABLE', 'No link of the model chain wrote the reading');
  return { texts, model: COMPOSER_MODEL };
}

/** The service: one chain, fixed when the runtime starts (config.ai). */
export class ChainInterpreter implements Interpreter {
  constructor(private readonly config: ChainConfig = COMPOSER_ONLY) {}

  interpret<S extends string>(job: ReadingJob<S>, options: InterpretOptions = {}): Promise<Reading<S>> {
    return writeReading(job, options.own ?? null, this.config);
  }

  /** Never the keys (a logged service shows the chain's providers and models only). */
  toJSON() {
    return { links: this.config.links.map((l) => `${l.provider}/${l.model}`), timeoutMs: this.config.timeoutMs };
  }
}
