export { buildApp, routePath } from './app.js';
export { loadConfig } from './config.js';
export type { Config } from './config.js';
export { loadRegistry, REPO_ROOT } from './registry.js';
export type { Registry, RegisteredOperation, ManifestEntry } from './registry.js';
export { createContainer, resolveService } from './container.js';
export { ManualClock } from './services/system-clock.js';
export { buildOpenApi } from './openapi.js';
