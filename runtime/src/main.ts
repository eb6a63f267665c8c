/** `npm start`: the service on its embedded default (SQLite under CELESTIAL_DATA_DIR). */
import fs from 'node:fs';
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { bootstrapMasterAccount } from './bootstrap.js';

const config = loadConfig();
fs.mkdirSync(config.dataDir, { recursive: true });
const app = await buildApp(config);
const boot = await bootstrapMasterAccount(app.store, { masterKey: config.masterKey, masterPlan: config.masterPlan }, Date.now());
if (boot.generatedKey) {
  // Printed once, to the terminal only (never to the log): the store keeps just its hash.
  process.stdout.write(
    `\nCelestial API: a master key was generated for the default account (plan ${(await app.store.getAccount(boot.accountId))?.plan}).\n` +
      `It is shown this once; keep it, or set CELESTIAL_MASTER_KEY yourself:\n\n  ${boot.generatedKey}\n\n`,
  );
}
const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
await app.listen({ port: config.port, host: config.host });
