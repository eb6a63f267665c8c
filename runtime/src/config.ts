/** Configuration from the environment (README, "Configuration"). */
import path from 'node:path';
import type { Plan } from './store/store.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** MONGODB_URI: the mongodb store instead of the embedded SQLite. */
  mongoUri: string | undefined;
  /** CELESTIAL_MASTER_KEY: the default account's master key (generated and printed once when unset). */
  masterKey: string | undefined;
  /** CELESTIAL_MASTER_PLAN: the default account's plan (free). */
  masterPlan: Plan;
  /** Where credit refusals point (upgrade_url). */
  upgradeUrl: string;
  /** fastify's logger: on for `npm start`, off in tests. */
  logger: boolean;
}

const PLANS: readonly Plan[] = ['free', 'indie', 'starter', 'pro', 'business', 'enterprise'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be an integer 0-65535, got ${env.PORT}`);
  const masterPlan = (env.CELESTIAL_MASTER_PLAN || 'free') as Plan;
  if (!PLANS.includes(masterPlan)) throw new Error(`CELESTIAL_MASTER_PLAN must be one of ${PLANS.join(', ')}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.CELESTIAL_DATA_DIR || './data'),
    mongoUri: env.MONGODB_URI || undefined,
    masterKey: env.CELESTIAL_MASTER_KEY || undefined,
    masterPlan,
    upgradeUrl: env.CELESTIAL_UPGRADE_URL || 'https://celestial-api.dev/pricing',
    logger: env.CELESTIAL_LOG !== 'off',
  };
}

export const TEST_CONFIG: Config = {
  port: 0, host: '127.0.0.1', dataDir: '', mongoUri: undefined, masterKey: undefined, masterPlan: 'free', upgradeUrl: 'https://celestial-api.dev/pricing', logger: false,
};
