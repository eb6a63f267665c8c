/**
 * The service on its embedded default (SQLite under CELESTIAL_DATA_DIR).
 *
 * Production: `npm start`, which is `node --conditions=@celestial/dist runtime/dist/main.js`
 * after `npm run build`. Development: `npm run dev` (the TypeScript sources through tsx).
 * The workspaces' package exports resolve to their TypeScript sources by default and to dist/
 * under the `@celestial/dist` condition (see README, "Production"), so the compiled service
 * needs that flag; without it this file stops with a message instead of a module error.
 *
 * Shutdown (SIGTERM, SIGINT): fastify's close() stops accepting, lets requests in flight
 * finish, and closes idle keep-alive sockets (fastify 5's default forceCloseConnections:
 * 'idle' where node has closeIdleConnections; main.ts also closes those that turn idle during
 * the drain), then the store closes and the process exits 0.
 */
import fs from 'node:fs';

const compiled = import.meta.url.endsWith('.js');
if (compiled && !import.meta.resolve('@celestial/core').endsWith('.js')) {
  process.stderr.write(
    'Celestial API: the compiled service must run with the dist condition:\n' +
      '  node --conditions=@celestial/dist runtime/dist/main.js   (or: npm start)\n',
  );
  process.exit(1);
}

// Imported after the check above: a static import would fail on the first TypeScript source.
const { loadConfig } = await import('./config.js');
const { buildApp } = await import('./app.js');
const { bootstrapMasterAccount, DEFAULT_MASTER_PLAN } = await import('./bootstrap.js');

const config = loadConfig();
fs.mkdirSync(config.dataDir, { recursive: true });
const app = await buildApp(config);
const boot = await bootstrapMasterAccount(app.store, { masterKey: config.masterKey, masterPlan: config.masterPlan }, Date.now());
if (boot.generatedKey) {
  // Printed once, to the terminal only (never to the log): the store keeps just its hash.
  process.stdout.write(
    `\nCelestial API: a master key was generated for the default account (plan ${config.masterPlan ?? DEFAULT_MASTER_PLAN}).\n` +
      `It is shown this once; keep it, or set CELESTIAL_MASTER_KEY yourself:\n\n  ${boot.generatedKey}\n\n`,
  );
}

/** How long requests in flight get after a signal before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 30_000;
let closing = false;
const shutdown = async (signal: string) => {
  if (closing) {
    // A second signal while draining: the operator wants out now.
    app.log.warn(`${signal} again: exiting without waiting for requests in flight`);
    process.exit(1);
  }
  closing = true;
  app.log.info(`${signal}: closing (no new connections; requests in flight finish)`);
  const timer = setTimeout(() => {
    app.log.error(`requests still in flight after ${SHUTDOWN_GRACE_MS / 1000} s: exiting`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  timer.unref();
  // server.close() closes the sockets idle at that moment only; a keep-alive socket whose last
  // request finishes during the drain would then hold close() open until its keep-alive timeout
  // (72 s in fastify). Closing idle sockets again as requests finish ends the drain with them.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
  reaper.unref();
  try {
    await app.close();
  } catch (e) {
    app.log.error({ err: e }, 'close failed');
    process.exit(1);
  }
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
await app.listen({ port: config.port, host: config.host });
// The webhook scheduler (runtime/src/events/engine.ts): on unless CELESTIAL_EVENTS=off; its timer is unref'd.
const { loadEventsConfig } = await import('./events/config.js');
const { resolveEventEngine } = await import('./container.js');
if (loadEventsConfig().scheduler) resolveEventEngine(app.services).start();

