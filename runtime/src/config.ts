/** Configuration from the environment (README, "Configuration"). */
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** fastify's logger: on for `npm start`, off in tests. */
  logger: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be an integer 0-65535, got ${env.PORT}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.CELESTIAL_DATA_DIR || './data'),
    logger: env.CELESTIAL_LOG !== 'off',
  };
}
