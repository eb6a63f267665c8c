/**
 * One app per test file, built from the real registry and services (no mocks), called
 * through fastify's inject: a real HTTP request/response cycle without a socket.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { buildApp } from '../../runtime/src/app.js';
import type { BuildOptions } from '../../runtime/src/app.js';
import { SqliteStore } from '../../runtime/src/store/sqlite-store.js';
import { MongoStore } from '../../runtime/src/store/mongo-store.js';
import type { Store } from '../../runtime/src/store/store.js';
import { bootstrapMasterAccount } from '../../runtime/src/bootstrap.js';

/**
 * The master key of the test app's default account: an enterprise account with limits high
 * enough that value tests are never throttled (metering has suites of its own).
 */
export const MASTER_KEY = 'cel_live_TestMasterKey0123456789abcdefghi';

let shared: Promise<FastifyInstance> | undefined;
const opened: Store[] = [];
let dbCount = 0;

/**
 * A fresh store for a test: in-memory SQLite, or, when CELESTIAL_TEST_STORE_URI names a
 * MongoDB-protocol server (test/platform/on-mongodb.test.ts sets it), a new database there.
 */
export async function testStore(): Promise<Store> {
  const uri = process.env.CELESTIAL_TEST_STORE_URI;
  const store = uri ? await MongoStore.connect({ uri, dbName: `celestial_http_${process.pid}_${++dbCount}` }) : new SqliteStore({ file: ':memory:' });
  opened.push(store);
  return store;
}

/** Closes (and, on MongoDB, drops) every store testStore() opened. */
export async function closeTestStores(): Promise<void> {
  for (const s of opened.splice(0)) {
    if (s instanceof MongoStore) await s.db.dropDatabase().catch(() => {});
    await s.close().catch(() => {});
  }
}

async function build(options: BuildOptions = {}): Promise<FastifyInstance> {
  const store = options.store ?? (await testStore());
  const a = await buildApp({ logger: false }, { ...options, store });
  if (!options.store) a.addHook('onClose', async () => store.close());
  await bootstrapMasterAccount(store, { masterKey: MASTER_KEY, masterPlan: 'enterprise', customCredits: 1_000_000_000_000, customRatePerMin: 1_000_000_000 }, Date.now());
  return a;
}

/** The app with the full registry on an in-memory SQLite store, built once per test process. */
export function app(): Promise<FastifyInstance> {
  shared ??= build();
  return shared;
}

/** A separate app (its own store unless one is given; a ManualClock through `services`). */
export async function freshApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  return build(options);
}

export interface Answer<T = any> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
  raw: string;
}

/** Request headers with the master key unless the caller set `x-api-key` (send '' for none). */
export function withKey(headers: Record<string, string> = {}): Record<string, string> {
  const h: Record<string, string> = { 'x-api-key': MASTER_KEY, ...headers };
  if (h['x-api-key'] === '') delete h['x-api-key'];
  return h;
}

export async function call<T = any>(method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const a = await app();
  const h = withKey(headers);
  const r = await a.inject({ method, url, headers: h, ...(payload === undefined ? {} : typeof payload === 'string' ? { payload, headers: { 'content-type': 'application/json', ...h } } : { payload: payload as object }) });
  let body: any = r.body;
  try {
    body = JSON.parse(r.body);
  } catch {
    /* non-JSON answers (HTML widgets) stay text */
  }
  return { status: r.statusCode, headers: r.headers as Answer['headers'], body, raw: r.body };
}

export const post = <T = any>(url: string, payload: unknown, headers?: Record<string, string>) => call<T>('POST', url, payload, headers);
export const get = <T = any>(url: string, headers?: Record<string, string>) => call<T>('GET', url, undefined, headers);

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

/** Validates `data` against a TypeBox/JSON schema; returns ajv's error text or null. */
export function schemaErrors(schema: object, data: unknown): string | null {
  const validate = ajv.compile(JSON.parse(JSON.stringify(schema)));
  return validate(data) ? null : ajv.errorsText(validate.errors, { separator: '\n' });
}

/** A birth-data body used across tests: Kyiv, 15 July 1990, 14:30 local summer time. */
export const KYIV = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
