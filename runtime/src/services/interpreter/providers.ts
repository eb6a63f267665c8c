/**
 * The eight model providers of /interpret/* (SERVICE-SPEC, POST /interpret/tarot: "one of 8
 * lower-case provider codes", written <provider_1> to <provider_8>; the specification leaves the
 * vendors open). We chose the eight most used hosted chat-completion APIs with a public HTTP
 * reference, covering the four wire formats in use:
 *
 * | code      | wire format                       | endpoint (fixed here, never from a request)                          |
 * |-----------|-----------------------------------|-----------------------------------------------------------------------|
 * | openai    | OpenAI chat completions           | https://api.openai.com/v1/chat/completions                            |
 * | anthropic | Anthropic Messages                | https://api.anthropic.com/v1/messages                                 |
 * | google    | Gemini generateContent            | https://generativelanguage.googleapis.com/v1beta/models/{model}:generateContent |
 * | mistral   | Mistral chat completions          | https://api.mistral.ai/v1/chat/completions                            |
 * | cohere    | Cohere Chat v2                    | https://api.cohere.com/v2/chat                                        |
 * | groq      | OpenAI-compatible                 | https://api.groq.com/openai/v1/chat/completions                       |
 * | deepseek  | OpenAI-compatible                 | https://api.deepseek.com/chat/completions                             |
 * | xai       | OpenAI-compatible                 | https://api.x.ai/v1/chat/completions                                  |
 *
 * Sources: platform.openai.com/docs/api-reference/chat/create; docs.anthropic.com/en/api/messages
 * (headers x-api-key and anthropic-version 2023-06-01); ai.google.dev/api/generate-content
 * (header x-goog-api-key, systemInstruction, candidates[].content.parts[].text);
 * docs.mistral.ai/api (chat completions); docs.cohere.com/reference/chat (v2: message.content[]);
 * console.groq.com/docs/openai; api-docs.deepseek.com; docs.x.ai/docs/api-reference.
 *
 * HTTP goes through undici's `request`. The only way to send a call elsewhere is the test-only
 * loopback origin of ./chain-config.ts (read only when NODE_ENV=test, loopback addresses only).
 *
 * The adapters live in the runtime, not in the divination family: they are the Interpreter
 * service's I/O (undici, the operator's keys), which DESIGN.md puts behind a service the runtime
 * builds; the family keeps the facts and the composer's words. The X-Provider headers are read
 * by core's ownProviderOf (core/src/interpreter.ts).
 */
import type { ProviderCode } from '@celestial/core';

export { PROVIDER_CODES, isProviderCode } from '@celestial/core';
export type { ProviderCode } from '@celestial/core';

type WireFormat = 'openai-chat' | 'anthropic-messages' | 'gemini-generate' | 'cohere-chat-v2';

interface ProviderSpec {
  format: WireFormat;
  /** Origin and path of the endpoint; `{model}` is replaced (Gemini puts the model in the path). */
  origin: string;
  path: string;
  /** The model used when X-Provider-Model (or the operator's CELESTIAL_AI_<CODE>_MODEL) is absent. */
  defaultModel: string;
}

export const PROVIDERS: Readonly<Record<ProviderCode, ProviderSpec>> = {
  openai: { format: 'openai-chat', origin: 'https://api.openai.com', path: '/v1/chat/completions', defaultModel: 'gpt-4o-mini' },
  anthropic: { format: 'anthropic-messages', origin: 'https://api.anthropic.com', path: '/v1/messages', defaultModel: 'claude-3-5-haiku-latest' },
  google: { format: 'gemini-generate', origin: 'https://generativelanguage.googleapis.com', path: '/v1beta/models/{model}:generateContent', defaultModel: 'gemini-2.0-flash' },
  mistral: { format: 'openai-chat', origin: 'https://api.mistral.ai', path: '/v1/chat/completions', defaultModel: 'mistral-small-latest' },
  cohere: { format: 'cohere-chat-v2', origin: 'https://api.cohere.com', path: '/v2/chat', defaultModel: 'command-r-08-2024' },
  groq: { format: 'openai-chat', origin: 'https://api.groq.com', path: '/openai/v1/chat/completions', defaultModel: 'llama-3.1-8b-instant' },
  deepseek: { format: 'openai-chat', origin: 'https://api.deepseek.com', path: '/chat/completions', defaultModel: 'deepseek-chat' },
  xai: { format: 'openai-chat', origin: 'https://api.x.ai', path: '/v1/chat/completions', defaultModel: 'grok-2-latest' },
};

/** One completion asked of a provider: a system instruction and one user message. */
export interface Prompt {
  system: string;
  user: string;
  /** Upper bound of the answer's tokens (Anthropic requires it; the others accept it). */
  maxTokens: number;
}

export type CallOutcome =
  | { ok: true; text: string; model: string }
  /** status: the provider's HTTP status, or null for a timeout / network failure / unreadable answer. */
  | { ok: false; status: number | null; message: string };

export interface CallOptions {
  provider: ProviderCode;
  key: string;
  model: string;
  timeoutMs: number;
  /** Test-only loopback origin replacing the vendor's (./chain-config.ts); undefined in service. */
  originOverride?: string | undefined;
}

/** The request each wire format expects: URL path, headers and JSON body. */
export function wireRequest(format: WireFormat, model: string, key: string, prompt: Prompt): { headers: Record<string, string>; body: unknown } {
  switch (format) {
    case 'openai-chat':
      return {
        headers: { authorization: `Bearer ${key}` },
        body: { model, messages: [{ role: 'system', content: prompt.system }, { role: 'user', content: prompt.user }], max_tokens: prompt.maxTokens, temperature: 0.7 },
      };
    case 'anthropic-messages':
      return {
        headers: { 'x-api-key': key, 'anthropic-version': '2023-06-01' },
        body: { model, max_tokens: prompt.maxTokens, system: prompt.system, messages: [{ role: 'user', content: prompt.user }], temperature: 0.7 },
      };
    case 'gemini-generate':
      return {
        headers: { 'x-goog-api-key': key },
        body: { systemInstruction: { parts: [{ text: prompt.system }] }, contents: [{ role: 'user', parts: [{ text: prompt.user }] }], generationConfig: { temperature: 0.7, maxOutputTokens: prompt.maxTokens } },
      };
    case 'cohere-chat-v2':
      return {
        headers: { authorization: `Bearer ${key}` },
        body: { model, messages: [{ role: 'system', content: prompt.system }, { role: 'user', content: prompt.user }], max_tokens: prompt.maxTokens, temperature: 0.7 },
      };
  }
}

/** A member of a vendor's JSON answer by its path, or undefined where the path breaks off. */
function at(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const member of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[member];
  }
  return current;
}

/** The `text` of a list of content parts joined (only the parts of `type: 'text'` when asked), or undefined when it is not a list. */
function joinedTexts(parts: unknown, onlyTextParts: boolean): string | undefined {
  if (!Array.isArray(parts)) return undefined;
  return parts
    .filter((part) => !onlyTextParts || at(part, 'type') === 'text')
    .map((part) => at(part, 'text'))
    .map((text) => (typeof text === 'string' ? text : ''))
    .join('');
}

/** The completion's text in each wire format's success answer, or null when it is not there. */
export function completionText(format: WireFormat, json: unknown): string | null {
  if (!json || typeof json !== 'object') return null;
  let text: unknown;
  switch (format) {
    case 'openai-chat':
      text = at(json, 'choices', 0, 'message', 'content');
      break;
    case 'anthropic-messages':
      text = joinedTexts(at(json, 'content'), true);
      break;
    case 'gemini-generate':
      text = joinedTexts(at(json, 'candidates', 0, 'content', 'parts'), false);
      break;
    case 'cohere-chat-v2':
      text = joinedTexts(at(json, 'message', 'content'), true);
      break;
  }
  return typeof text === 'string' && text !== '' ? text : null;
}

/**
 * The error message of each vendor's error answer: OpenAI, Groq, DeepSeek, xAI and Gemini send
 * `{ error: { message } }`, Anthropic `{ type: 'error', error: { type, message } }`, Mistral and
 * Cohere `{ message }` (Mistral's validation errors `{ detail }`).
 */
export function errorMessage(json: unknown, raw: string): string {
  const detail = at(json, 'detail');
  const error = at(json, 'error');
  const m = at(json, 'error', 'message') ?? at(json, 'message') ?? (typeof detail === 'string' ? detail : undefined) ?? (typeof error === 'string' ? error : undefined);
  if (typeof m === 'string' && m !== '') return m;
  return raw.slice(0, 300) || 'no message';
}

/**
 * Removes the caller's key from a text: the key itself, and any word carrying its first eight
 * or last six characters (vendors quote keys half-masked: "Incorrect API key provided: sk-ab***wxyz").
 */
export function redactKey(text: string, key: string): string {
  if (key === '') return text;
  let out = text.split(key).join('[redacted]');
  if (key.length >= 12) {
    const head = key.slice(0, 8);
    const tail = key.slice(-6);
    out = out.split(/(\s+)/).map((w) => (w.includes(head) || w.includes(tail) ? '[redacted]' : w)).join('');
  }
  return out;
}

/** One call to a provider: never throws; the key never appears in the outcome. */
export async function callProvider(opts: CallOptions, prompt: Prompt): Promise<CallOutcome> {
  const spec = PROVIDERS[opts.provider];
  const path = spec.path.replace('{model}', encodeURIComponent(opts.model));
  const url = `${opts.originOverride ?? spec.origin}${path}`;
  const { headers, body } = wireRequest(spec.format, opts.model, opts.key, prompt);
  try {
    // undici is loaded on the first provider call, not at start (about 100 ms of start-up):
    // the chain's built-in composer answers without it.
    const { request } = await import('undici');
    const res = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      headersTimeout: opts.timeoutMs,
      bodyTimeout: opts.timeoutMs,
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    const raw = await res.body.text();
    let json: unknown = null;
    try {
      json = JSON.parse(raw);
    } catch {
      json = null;
    }
    if (res.statusCode < 200 || res.statusCode >= 300) {
      return { ok: false, status: res.statusCode, message: redactKey(errorMessage(json, raw), opts.key) };
    }
    const text = completionText(spec.format, json);
    if (text === null) return { ok: false, status: res.statusCode, message: 'the answer carried no completion text' };
    const model = typeof (json as { model?: unknown }).model === 'string' ? (json as { model: string }).model : opts.model;
    return { ok: true, text, model };
  } catch (err) {
    const e = err as { name?: string; code?: string };
    const timedOut = e?.name === 'TimeoutError' || e?.name === 'AbortError' || e?.code === 'UND_ERR_HEADERS_TIMEOUT' || e?.code === 'UND_ERR_BODY_TIMEOUT';
    return { ok: false, status: null, message: timedOut ? `no answer within ${opts.timeoutMs} ms` : `the provider could not be reached (${e?.code ?? e?.name ?? 'error'})` };
  }
}
