/**
 * The operator's model chain of /interpret/* from the environment (docs/interpret.md; the same
 * form as runtime/src/config.ts). The chain always ends in the built-in composer, so with none
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
 * integer) throws when the family is loaded, so the service does not start half-configured.
 */
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
    return { provider: code, key, model: env[`CELESTIAL_AI_MODEL_${code.toUpperCase()}`] || PROVIDERS[code].defaultModel };
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

let memo: { signature: string; config: ChainConfig } | undefined;

/** The configuration of the current environment, parsed again only when a variable changed. */
export function currentChainConfig(env: NodeJS.ProcessEnv = process.env): ChainConfig {
  const signature = Object.keys(env).filter((k) => k.startsWith('CELESTIAL_AI_') || k === 'NODE_ENV').sort().map((k) => `${k}=${env[k]}`).join('\n');
  if (memo?.signature !== signature) memo = { signature, config: loadChainConfig(env) };
  return memo.config;
}

// Fail at start-up on a bad chain rather than on the first reading.
currentChainConfig();
