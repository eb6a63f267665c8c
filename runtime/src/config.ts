/**
 * Configuration from the environment (README, "Configuration"). The Interpreter service's model
 * chain (CELESTIAL_AI_CHAIN, CELESTIAL_AI_KEY_<CODE>, CELESTIAL_AI_MODEL_<CODE>,
 * CELESTIAL_AI_TIMEOUT_MS; docs/interpret.md) is parsed here by
 * runtime/src/services/interpreter/chain-config.ts, once at start.
 */
import path from 'node:path';
import { COMPOSER_ONLY, loadChainConfig } from './services/interpreter/chain-config.js';
import type { ChainConfig } from './services/interpreter/chain-config.js';
import type { Plan } from './store/store.js';
import { DEFAULT_CACHE_MAX_BYTES, DEFAULT_CACHE_MAX_ENTRIES } from './cache/response-cache.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** MONGODB_URI: the mongodb store instead of the embedded SQLite. */
  mongoUri: string | undefined;
  /**
   * CELESTIAL_STORE_THREAD: `on` runs the embedded SQLite store on its own worker thread
   * (runtime/src/store/sqlite-threaded.ts); default off, on the request thread. Measured on this
   * 2-core machine under autocannon (2026-11-26, bench/run.ts, alternating): the thread cost a
   * varied /v1/chart 10-18% of its throughput (its messages and the 20 KB answers it copies
   * compete with the load generator for the two cores) and changed /v1/planets within the noise;
   * it is for machines with cores to spare.
   */
  storeThread: boolean;
  /**
   * CELESTIAL_CACHE_WRITER: `inline` (default) writes the response cache's shared tier on the
   * request thread, `thread` from a thread of its own (runtime/src/store/answer-cache-sqlite.ts;
   * embedded SQLite only). Measured on this 2-core machine under autocannon (bench/run.ts,
   * 2026-11-26 19:55-20:07, quiet): inline served a varied /v1/planets 1,892 req/s against 1,463
   * with the thread, a varied /v1/chart 806 against 678 (the thread competes with the load
   * generator for the second core, and its messages cost more than they save); with cores to
   * spare the thread takes the inserts and the sweep off the request path.
   */
  cacheWriterThread: boolean;
  /** CELESTIAL_MASTER_KEY: the default account's master key (generated and printed once when unset). */
  masterKey: string | undefined;
  /**
   * CELESTIAL_MASTER_PLAN: the default account's plan, applied at start only when set (unset:
   * the account is created on DEFAULT_MASTER_PLAN and later plan changes by the CLI stay).
   */
  masterPlan: Plan | undefined;
  /** CELESTIAL_CACHE_MAX_BYTES: byte cap of the in-process response cache (32 MiB, response-cache.ts DEFAULT_CACHE_MAX_BYTES). */
  cacheMaxBytes: number;
  /** CELESTIAL_CACHE_MAX_ENTRIES: entry cap of the in-process response cache (20000). */
  cacheMaxEntries: number;
  /** CELESTIAL_CACHE_SHARED: `off` keeps cached answers in process only (default: shared through the store). */
  cacheShared: boolean;
  /**
   * CELESTIAL_CACHE_SHARED_FROM_TIER: the lowest price tier (0-7) whose answers go to the store
   * tier (default 0: every answer, so a repeat landing on another instance is a HIT at 0 credits
   * as SERVICE-SPEC "Caching" promises). One instance alone may raise it to 3 to save the writes
   * of the cheap tiers (runtime/src/cache/response-cache.ts).
   */
  cacheSharedFromTier: number;
  /** Where credit refusals point (upgrade_url). */
  upgradeUrl: string;
  /** CELESTIAL_METRICS_TOKEN: when set, `GET /metrics` needs `Authorization: Bearer <token>` (unset: open). */
  metricsToken?: string;
  /**
   * CELESTIAL_TRUST_PROXY: fastify's `trustProxy`: `true`, a hop count, or addresses/CIDRs
   * (comma-separated) of the proxies whose X-Forwarded-For/-Proto are believed (unset: none).
   */
  trustProxy?: boolean | number | string[];
  /** fastify's logger: on for `npm start`, off in tests. */
  logger: boolean;
  /** CELESTIAL_AI_*: the Interpreter's model chain (keys redacted when serialised); default the composer alone. */
  ai?: ChainConfig;
}

const PLANS: readonly Plan[] = ['free', 'indie', 'starter', 'pro', 'business', 'enterprise'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be an integer 0-65535, got ${env.PORT}`);
  const masterPlan = (env.CELESTIAL_MASTER_PLAN || undefined) as Plan | undefined;
  if (masterPlan !== undefined && !PLANS.includes(masterPlan)) throw new Error(`CELESTIAL_MASTER_PLAN must be one of ${PLANS.join(', ')}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.CELESTIAL_DATA_DIR || './data'),
    mongoUri: env.MONGODB_URI || undefined,
    storeThread: env.CELESTIAL_STORE_THREAD === 'on',
    cacheWriterThread: env.CELESTIAL_CACHE_WRITER === 'thread',
    masterKey: env.CELESTIAL_MASTER_KEY || undefined,
    masterPlan,
    upgradeUrl: env.CELESTIAL_UPGRADE_URL || 'https://celestial-api.dev/pricing',
    logger: env.CELESTIAL_LOG !== 'off',
    metricsToken: env.CELESTIAL_METRICS_TOKEN || undefined,
    trustProxy: parseTrustProxy(env.CELESTIAL_TRUST_PROXY),
    cacheMaxBytes: positiveInteger(env, 'CELESTIAL_CACHE_MAX_BYTES', DEFAULT_CACHE_MAX_BYTES),
    cacheMaxEntries: positiveInteger(env, 'CELESTIAL_CACHE_MAX_ENTRIES', DEFAULT_CACHE_MAX_ENTRIES),
    cacheShared: env.CELESTIAL_CACHE_SHARED !== 'off',
    cacheSharedFromTier: tierNumber(env, 'CELESTIAL_CACHE_SHARED_FROM_TIER', 0),
    ai: loadChainConfig(env),
  };
}

function tierNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0 || n > 7) throw new Error(`${name} must be a price tier 0-7, got ${raw}`);
  return n;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got ${raw}`);
  return n;
}

/** `true`/`false`, a hop count (`1`: the nearest proxy), or a comma-separated list of addresses and CIDRs. */
export function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  const v = raw?.trim() ?? '';
  if (v === '' || v === 'false' || v === 'off') return false;
  if (v === 'true' || v === 'on') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim()).filter((s) => s !== '');
}

export const TEST_CONFIG: Config = {
  port: 0, host: '127.0.0.1', dataDir: '', mongoUri: undefined, storeThread: false, cacheWriterThread: false, masterKey: undefined, masterPlan: undefined, upgradeUrl: 'https://celestial-api.dev/pricing', logger: false,
  cacheMaxBytes: DEFAULT_CACHE_MAX_BYTES, cacheMaxEntries: DEFAULT_CACHE_MAX_ENTRIES, cacheShared: true, cacheSharedFromTier: 0, ai: COMPOSER_ONLY,
};
