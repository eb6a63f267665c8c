/**
 * One app per test file, built from the real registry and services (no mocks), called
 * through fastify's inject: a real HTTP request/response cycle without a socket.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { buildApp } from '../../runtime/src/app.js';
import type { BuildOptions } from '../../runtime/src/app.js';
import type { Config } from '../../runtime/src/config.js';
import { SqliteStore } from '../../runtime/src/store/sqlite-store.js';
import { MongoStore } from '../../runtime/src/store/mongo-store.js';
import type { Store } from '../../runtime/src/store/store.js';
import { bootstrapMasterAccount, DEFAULT_ACCOUNT_ID } from '../../runtime/src/bootstrap.js';
import { loadRegistry } from '../../runtime/src/registry.js';
import type { Registry } from '../../runtime/src/registry.js';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** What a test app is built with: the app's own options, and the plugin families to load. */
export interface TestAppOptions extends BuildOptions {
  /**
   * The plugin families (folders under plugins/) whose operations the app registers. Loading
   * all 365 operations costs about 3 s of every test file's start; a file that calls one
   * family's operations loads that family. Default: testFileFamilies().
   */
  families?: string[];
  /** Configuration over TEST_CONFIG (runtime/src/config.ts), e.g. the cache's settings. */
  config?: Partial<Config>;
}

/**
 * The families a test file loads by default, by its folder under test/: the family suites call
 * only their own family's operations (a file needing more passes `families` to app()). Any other
 * folder (contract, http, platform, metering-http, store, ...) gets every family.
 */
const FAMILIES_BY_TEST_FOLDER: Record<string, string[]> = {
  vedic: ['vedic'],
  western: ['western'],
  reference: ['reference'],
  accuracy: ['western'],
  chinese: ['chinese'],
  iching: ['iching'],
  tarot: ['tarot'],
  divination: ['divination'],
  hellenistic: ['hellenistic'],
  horary: ['horary'],
  astronomy: ['astronomy'],
  astrocartography: ['astrocartography'],
  public: ['public'],
  // The access and account suites call platform operations and a few Western ones (/chart,
  // /planets); booting all sixteen families cost each of their files several seconds.
  platform: ['platform', 'western'],
  access: ['platform', 'western'],
  render: ['render'],
  embed: ['embed'],
  reports: ['reports'],
};

/**
 * The default families of the running test file (tap runs each file as `node <file>`), or
 * undefined for all. CELESTIAL_TEST_FAMILIES=all loads every family in every file (to compare
 * the cost, or to rule the restriction out when a test fails).
 */
export function testFileFamilies(file = process.argv[1] ?? ''): string[] | undefined {
  if (process.env.CELESTIAL_TEST_FAMILIES === 'all') return undefined;
  const rel = path.relative(fileURLToPath(new URL('..', import.meta.url)), path.resolve(file));
  const folder = rel.split(path.sep)[0];
  return rel.startsWith('..') || !folder ? undefined : FAMILIES_BY_TEST_FOLDER[folder];
}

const registries = new Map<string, Promise<Registry>>();

/**
 * The families whose operations a composing family invokes (the Operations service: a widget or
 * drawing shows what the JSON operation answers); a test app that loads the composing family
 * loads these too, or its invocations would find no operation.
 */
export const INVOKED_FAMILIES: Record<string, string[]> = {
  divination: ['western', 'iching', 'tarot'],
  embed: ['public', 'western', 'render', 'vedic', 'tarot'],
  public: ['western'],
  render: ['western', 'vedic', 'divination', 'tarot', 'iching', 'astrocartography'],
  // The reports take their data and drawings from those families' operations: the non-Western
  // ones their bodygraph, numbers, kundli, bazi and muhurta; the Western ones the chart,
  // synastry, returns and transits (western), dignities (horary) and profections (hellenistic).
  reports: ['divination', 'render', 'vedic', 'chinese', 'western', 'horary', 'hellenistic'],
};

/** The families and the families they invoke, transitively. */
export function withInvokedFamilies(families: string[]): string[] {
  const out = new Set<string>();
  const add = (f: string) => {
    if (out.has(f)) return;
    out.add(f);
    for (const g of INVOKED_FAMILIES[f] ?? []) add(g);
  };
  families.forEach(add);
  return [...out];
}

/** The registry of these families (every family when undefined) and those they invoke, loaded once per process. */
export function testRegistry(requested: string[] | undefined): Promise<Registry> {
  const families = requested && withInvokedFamilies(requested);
  const key = families ? [...families].sort().join(',') : '*';
  // Lazily, as the built service runs: an operation's module loads on its first call (half the
  // boot time of a test file; the registry refuses a module whose schemas changed since its
  // declaration was generated, and test/build/indexes.test.ts fails on a stale declaration).
  const loaded = registries.get(key) ?? loadRegistry(families ? { families, lazy: true } : { lazy: true });
  registries.set(key, loaded);
  return loaded;
}

async function build(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const { families: named, config, ...buildOptions } = options;
  const families = process.env.CELESTIAL_TEST_FAMILIES === 'all' ? undefined : (named ?? testFileFamilies());
  const store = buildOptions.store ?? (await testStore());
  const registry = buildOptions.registry ?? (await testRegistry(families));
  const a = await buildApp({ logger: false, ...config }, { ...buildOptions, registry, store });
  if (!buildOptions.store) a.addHook('onClose', async () => store.close());
  await bootstrapMasterAccount(store, { masterKey: MASTER_KEY, masterPlan: 'enterprise', customCredits: 1_000_000_000_000, customRatePerMin: 1_000_000_000 }, Date.now());
  // The test account buys the catalogue's one add-on pack (ai: /interpret/*), so value and
  // contract tests reach those operations; pack refusals are tested on accounts of their own.
  await store.updateAccount(DEFAULT_ACCOUNT_ID, { packs: ['ai'] });
  return a;
}

/** The plugin families: the folders under plugins/. */
export function pluginFamilies(): string[] {
  const dir = fileURLToPath(new URL('../../plugins/', import.meta.url));
  return fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
}

/** A piece of a family: its operations at registry positions ≡ part (mod parts) within the family. */
export interface FamilyPart {
  family: string;
  part: number;
  parts: number;
}

/**
 * A sweep over every operation split into shard files that each load only their families: shard
 * N takes the family parts plan[N], so a shard file boots one family (or a few small ones)
 * rather than all of them. familyShardProblems() proves the plan covers every plugin family once.
 */
export function familyShardOperations<T extends { family: string }>(operations: readonly T[], parts: readonly FamilyPart[]): T[] {
  const positions = new Map<string, number>();
  return operations.filter((r) => {
    const i = positions.get(r.family) ?? 0;
    positions.set(r.family, i + 1);
    return parts.some((p) => p.family === r.family && i % p.parts === p.part);
  });
}

/** What a shard plan misses or repeats: every plugin family's parts 0..parts-1, each in exactly one shard. */
export function familyShardProblems(plan: readonly (readonly FamilyPart[])[]): string[] {
  const problems: string[] = [];
  for (const family of pluginFamilies()) {
    const pieces = plan.flat().filter((p) => p.family === family);
    if (pieces.length === 0) problems.push(`${family}: in no shard`);
    const parts = pieces[0]?.parts ?? 0;
    for (let part = 0; part < parts; part++) {
      const n = pieces.filter((p) => p.parts === parts && p.part === part).length;
      if (n !== 1) problems.push(`${family}: part ${part} of ${parts} in ${n} shards`);
    }
    if (pieces.some((p) => p.parts !== parts)) problems.push(`${family}: split two ways`);
  }
  for (const p of plan.flat()) if (!pluginFamilies().includes(p.family)) problems.push(`${p.family}: no such plugin family`);
  return problems;
}

let sharedFamilies: string | undefined;

/**
 * The app of this test file on an in-memory SQLite store, built once per test process (post(),
 * get() and call() use it). The first call fixes its families: `app({ families: ['western',
 * 'horary'] })` before any request; a later call asking for other families is a test bug and throws.
 */
export function app(options: { families?: string[] } = {}): Promise<FastifyInstance> {
  const families = process.env.CELESTIAL_TEST_FAMILIES === 'all' ? undefined : (options.families ?? testFileFamilies());
  const key = families ? [...families].sort().join(',') : '*';
  if (shared && options.families && key !== sharedFamilies) throw new Error(`the test app was already built with families ${sharedFamilies}; call app({ families }) before any request`);
  sharedFamilies ??= key;
  shared ??= build({ families });
  return shared;
}

/** A separate app (its own store unless one is given; a ManualClock through `services`; `families` as app()). */
export async function freshApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
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
