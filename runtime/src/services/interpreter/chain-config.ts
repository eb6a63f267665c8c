/**
 * The operator's model chain of the Interpreter service from the environment (docs/interpret.md;
 * read by runtime/src/config.ts loadConfig into `config.ai`, once at start, and built into the
 * service by runtime/src/app.ts). The chain always ends in the built-in composer, so with none
 * of these set every /interpret/* operation answers with no network.
 *
 * - CELESTIAL_AI_CHAIN: provider codes in the order they are tried, comma-separated
 *   (`anthropic,openai`); unset or empty: the composer alone.
 * - CELESTIAL_AI_KEY_<CODE>: the operator's key for each provider of the chain (required for
 *   every code listed: CELESTIAL_AI_KEY_OPENAI, CELESTIAL_AI_KEY_ANTHROPIC...).
 * - CELESTIAL_AI_MODEL_<CODE>: the model asked of that provider (default: the provider's
 *   default in ./providers.ts).
 * - CELESTIAL_AI_TIMEOUT_MS: how long one provider call may take, headers and body (default
 *   20000); a link that times out passes the reading to the next.
 * - CELESTIAL_AI_TEST_ORIGIN: TEST ONLY. An `http://127.0.0.1:<port>` (or localhost, [::1])
 *   origin that replaces every provider's origin, so the tests' loopback server answers in
 *   the vendors' formats. Read only when NODE_ENV is `test`, and only a loopback origin is
 *   accepted: a request can never set it, and a production process ignores it.
 *
 * A bad value (an unknown code, a code without its key, a timeout that is not a positive
 * integer) throws when the configuration is loaded, so the service does not start
 * half-configured. The keys are kept out of any serialisation of the configuration (JSON,
 * util.inspect, a log line): only `[redacted]` shows.
 */
import { inspect } from 'node:util';
import { isProviderCode, PROVIDERS } from './providers.js';
import type { ProviderCode } from './providers.js';

export interface ChainLink {
  provider: ProviderCode;
  key: string;
  model: string;
}

export interface ChainConfig {
  links: ChainLink[];
  timeoutMs: number;
  /** The loopback origin of the tests (undefined outside NODE_ENV=test). */
  testOrigin: string | undefined;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/;

export function loadChainConfig(env: NodeJS.ProcessEnv): ChainConfig {
  const codes = (env.CELESTIAL_AI_CHAIN ?? '').split(',').map((s) => s.trim().toLowerCase()).filter((s) => s !== '');
  const links: ChainLink[] = codes.map((code) => {
    if (!isProviderCode(code)) throw new Error(`CELESTIAL_AI_CHAIN: '${code}' is not a provider code (${Object.keys(PROVIDERS).join(', ')})`);
    const key = env[`CELESTIAL_AI_KEY_${code.toUpperCase()}`];
    if (!key) throw new Error(`CELESTIAL_AI_CHAIN names ${code}, but CELESTIAL_AI_KEY_${code.toUpperCase()} is not set`);
    return chainLink(code, key, env[`CELESTIAL_AI_MODEL_${code.toUpperCase()}`] || PROVIDERS[code].defaultModel);
  });
  const rawTimeout = env.CELESTIAL_AI_TIMEOUT_MS;
  const timeoutMs = rawTimeout === undefined || rawTimeout === '' ? DEFAULT_TIMEOUT_MS : Number(rawTimeout);
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs < 1) throw new Error(`CELESTIAL_AI_TIMEOUT_MS must be a positive integer, got ${rawTimeout}`);
  let testOrigin: string | undefined;
  if (env.NODE_ENV === 'test' && env.CELESTIAL_AI_TEST_ORIGIN) {
    if (!LOOPBACK_ORIGIN.test(env.CELESTIAL_AI_TEST_ORIGIN)) throw new Error('CELESTIAL_AI_TEST_ORIGIN must be a loopback http origin');
    testOrigin = env.CELESTIAL_AI_TEST_ORIGIN;
  }
  return { links, timeoutMs, testOrigin };
}

/** No provider: the composer alone (tests, and an operator who configures none). */
export const COMPOSER_ONLY: ChainConfig = { links: [], timeoutMs: DEFAULT_TIMEOUT_MS, testOrigin: undefined };

/**
 * A link whose key shows as `[redacted]` when the link is serialised (JSON.stringify, a logger,
 * util.inspect), so printing the configuration never prints a key.
 */
export function chainLink(provider: ProviderCode, key: string, model: string): ChainLink {
  const shown = () => ({ provider, key: '[redacted]', model });
  return Object.defineProperties({ provider, key, model }, {
    toJSON: { value: shown, enumerable: false },
    [inspect.custom]: { value: shown, enumerable: false },
  });
}
