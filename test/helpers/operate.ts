/**
 * Apps for the operating tests (health, metrics, CORS, headers, logs, fastify's own refusals):
 * the real buildApp on an in-memory store, with the families a test needs, a master key on an
 * enterprise account, and optionally a captured request log or a listening socket (the
 * refusals written by node's HTTP parser never reach `inject`).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../runtime/src/app.js';
import type { Config } from '../../runtime/src/config.js';
import { loadRegistry } from '../../runtime/src/registry.js';
import type { Registry } from '../../runtime/src/registry.js';
import type { Store } from '../../runtime/src/store/store.js';
import { bootstrapMasterAccount } from '../../runtime/src/bootstrap.js';
import { testStore } from './app.js';

export const OPERATE_MASTER_KEY = 'cel_live_OperateMasterKey0123456789abcdef';

const registries = new Map<string, Promise<Registry>>();
export function familiesRegistry(families: string[]): Promise<Registry> {
  const key = families.join(',');
  let r = registries.get(key);
  if (!r) registries.set(key, (r = loadRegistry({ families })));
  return r;
}

export interface OperateApp {
  app: FastifyInstance;
  store: Store;
  /** Every line the request log wrote (when `captureLog`). */
  log: string[];
}

export async function operateApp(options: { families?: string[]; config?: Partial<Config>; captureLog?: boolean; store?: Store } = {}): Promise<OperateApp> {
  const registry = await familiesRegistry(options.families ?? ['reference', 'platform', 'western']);
  const store = options.store ?? (await testStore());
  const log: string[] = [];
  const app = await buildApp({ logger: false, ...options.config }, { registry, store, ...(options.captureLog ? { logDestination: { write: (line: string) => log.push(line) } } : {}) });
  await bootstrapMasterAccount(store, { masterKey: OPERATE_MASTER_KEY, masterPlan: 'enterprise', customCredits: 1_000_000_000, customRatePerMin: 1_000_000 }, Date.now());
  return { app, store, log };
}

/** Listens on 127.0.0.1 on a free port; returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

export const BIRTH = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52, houseSystem: 'P' };
