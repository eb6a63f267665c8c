/**
 * The registry: every plugin's operations joined with `manifests/<family>.json`. Start-up
 * refuses, naming each path, an operation without a manifest entry, a manifest entry
 * without an operation, a duplicate, and a file that is not one operation; all problems are
 * reported at once, not the first only (the hassfest habit, DESIGN.md).
 *
 * Operations come from the generated static indexes (plugins/<family>/src/index.ts, through
 * runtime/src/plugins.generated.ts; `npm run generate:indexes`), never a folder walk: the
 * compiled service in a production install has neither TypeScript sources nor a loader
 * (DESIGN.md, "Build"). Only a sandbox `root` (tests of the refusals) is read from its files,
 * by the same rule the generator uses (operation-files.ts).
 *
 * Lazy operations (issue 11's start-up, issue 10's memory): registering a route, validating a
 * request and building the OpenAPI document need only an operation's declaration, not its
 * handler and lib. The built service therefore reads each family's generated declarations
 * (data/declarations.generated.json) and imports an operation's module on its first call, by
 * the operation's own handler (lazyOperation below), so the routes (app.ts) and the Operations
 * service (services/operations.ts) get the lazy load without knowing of it. Importing every
 * family's modules before the first route was 1.47 s of a 2.3 s start (bench/RESULTS-startup.md).
 *
 * The lazy path is the default of production: the built service, and any process under
 * NODE_ENV=production (the benchmarks' tsx server, bench/run.ts, measures what production runs).
 * Under tsx otherwise (`npm run dev`, the tests) every module is imported at load, as before: the
 * declarations are committed files written by `npm run generate:indexes`, and an engineer editing
 * an operation's schema sees the edit at once rather than the declaration of the last
 * regeneration; test/build/indexes.test.ts fails on a stale declaration, and
 * test/build/declarations.test.ts runs the lazy path itself (`lazy: true`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isOperation, operationKey } from '@celestial/core';
import type { Operation } from '@celestial/core';
import { operationFiles } from './operation-files.js';
import { pluginIndexes } from './plugins.generated.js';
import { declarationLines, deferDocumentation, reviveDeclaration } from './registry-declarations.js';
import type { Declaration } from './registry-declarations.js';

export { operationFiles };

export type Tier = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type Plan = 'free' | 'indie' | 'starter' | 'pro' | 'business' | 'enterprise';
export type AuthKind = 'key' | 'keyless' | 'bearer' | 'master';

export interface ManifestEntry {
  tier: Tier;
  plan: Plan;
  pack: string | null;
  auth: AuthKind;
  deprecated?: boolean;
  /** YYYY-MM-DD after which a deprecated operation goes away. */
  sunset?: string;
  successors?: string[];
}

export interface RegisteredOperation {
  key: string;
  family: string;
  file: string;
  op: Operation;
  manifest: ManifestEntry;
}

export interface Registry {
  operations: RegisteredOperation[];
  byKey: Map<string, RegisteredOperation>;
}

/** The repository (or production install) root: runtime/src/ under tsx, runtime/dist/ when built. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const TIERS = new Set([0, 1, 2, 3, 4, 5, 6, 7]);
const PLANS = new Set(['free', 'indie', 'starter', 'pro', 'business', 'enterprise']);
const AUTHS = new Set(['key', 'keyless', 'bearer', 'master']);

/** One operation file of a family: its path relative to the root, and its module (or, lazily, its declaration). */
interface LoadedFile {
  rel: string;
  module: { readonly default?: unknown };
}

type ModuleLoader = () => Promise<{ readonly default?: unknown }>;

/** Whether this is the built service (runtime/dist/registry.js) rather than the sources under tsx. */
const BUILT = /[\\/]dist[\\/]registry\.js$/.test(fileURLToPath(import.meta.url));

/** The default of RegistryOptions.lazy (see the head of this file). */
function lazyByDefault(): boolean {
  return BUILT || process.env.NODE_ENV === 'production';
}

/**
 * An operation standing for its declaration until its first call: the handler imports the
 * operation's module (one promise, shared by concurrent first calls), checks that it declares
 * the same key and services, and from then on is the module's own handler. A failed import rejects this call
 * (the route's error handler answers 500 in the envelope) and is tried again on the next call;
 * nothing else waits on it, so it cannot stop the process.
 */
export function lazyOperation(declaration: Declaration, load: ModuleLoader, rel: string, routeLine?: string): Operation {
  let loading: Promise<Operation> | undefined;
  const key = operationKey(declaration);
  const op: Operation = {
    ...declaration,
    handler: async (input, services) => {
      loading ??= load()
        .then((module) => {
          const real = module.default;
          if (!isOperation(real)) throw new Error(`${rel}: default export is not a defineOperation(...)`);
          if (operationKey(real) !== key) throw new Error(`${rel} declares ${operationKey(real)}, its declaration ${key}: run npm run generate:indexes`);
          // The route resolved the declared services; a handler given others would fail deep inside.
          const services = (o: Operation) => JSON.stringify(Object.entries(o.deps).map(([local, token]) => [local, token.service]));
          if (services(real) !== services(op)) throw new Error(`${rel} needs the services ${services(real)}, its declaration ${services(op)}: run npm run generate:indexes`);
          // From the sources (tests, which run lazily too): a schema edited since the last
          // `npm run generate:indexes` would be validated by its old declaration; refuse instead.
          if (routeLine !== undefined && declarationLines(real).route !== routeLine) throw new Error(`${rel} no longer matches its declaration (a schema or setting changed): run npm run generate:indexes`);
          // Later calls go straight to the module's handler (the routes read op.handler per call).
          op.handler = real.handler;
          return real;
        })
        .catch((e: unknown) => {
          loading = undefined;
          throw e;
        });
      return (await loading).handler(input, services);
    },
    __operation: true,
  };
  return op;
}

/** A family's generated index (imported as its package, so dist/ in production), or null with a problem. */
async function familyIndex(family: string, problems: string[]) {
  const load = pluginIndexes[family];
  if (!load) {
    problems.push(`${family}: no such plugin family (known: ${Object.keys(pluginIndexes).join(', ')}; after adding one, run npm run generate:indexes)`);
    return null;
  }
  return load();
}

/** A family's files from its generated index, every module imported now. */
async function fromIndex(family: string, problems: string[]): Promise<LoadedFile[]> {
  const index = await familyIndex(family, problems);
  if (!index) return [];
  const modules = await Promise.all(index.operations.map(({ load }) => load()));
  return index.operations.map(({ file }, i) => ({ rel: `plugins/${family}/src/${file}`, module: modules[i]! }));
}

/** A family's files from its generated index and declarations, each module imported on its operation's first call. */
async function fromDeclarations(family: string, problems: string[]): Promise<LoadedFile[]> {
  const index = await familyIndex(family, problems);
  if (!index) return [];
  let declared: Record<string, unknown>;
  try {
    declared = JSON.parse(fs.readFileSync(index.declarations, 'utf8')) as Record<string, unknown>;
  } catch (e) {
    problems.push(`plugins/${family}/data/declarations.generated.json: ${(e as Error).message} (run npm run generate:indexes)`);
    return [];
  }
  const out: LoadedFile[] = [];
  const lazy: { file: string; op: Operation }[] = [];
  for (const { file, load } of index.operations) {
    const rel = `plugins/${family}/src/${file}`;
    const line = declared[file];
    if (line === undefined || line === null) {
      problems.push(`${rel}: no declaration in plugins/${family}/data/declarations.generated.json (run npm run generate:indexes)`);
      continue;
    }
    // The line as written, kept from the sources to check the module against on its first call.
    const routeLine = BUILT ? undefined : JSON.stringify(line);
    const op = lazyOperation(reviveDeclaration(line), load, rel, routeLine);
    lazy.push({ file, op });
    out.push({ rel, module: { default: op } });
  }
  // The answer's schema, examples and description: read when the OpenAPI document (or a test) first asks.
  deferDocumentation(lazy, () => JSON.parse(fs.readFileSync(index.documentation, 'utf8')) as Record<string, unknown>);
  return out;
}

/** A sandbox family's files, imported from its folder (tests only: no index is generated there). */
async function fromFolder(root: string, family: string): Promise<LoadedFile[]> {
  const files = operationFiles(path.join(root, 'plugins', family, 'src'));
  // Imported together, not one after another: the TypeScript loader answers each import from
  // its own thread, so a sequential loop waits out one round trip per file.
  const modules = await Promise.all(files.map((file) => import(pathToFileURL(file).href) as Promise<{ default?: unknown }>));
  return files.map((file, i) => ({ rel: path.relative(root, file), module: modules[i]! }));
}

/** Reads one manifest file; every malformed entry becomes a problem line. */
export function readManifest(file: string, problems: string[]): Map<string, ManifestEntry> {
  const out = new Map<string, ManifestEntry>();
  let json: Record<string, ManifestEntry>;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    problems.push(`${file}: not valid JSON (${(e as Error).message})`);
    return out;
  }
  for (const [key, entry] of Object.entries(json)) {
    if (key.startsWith('$')) continue;
    const where = `${path.basename(file)} "${key}"`;
    if (!/^(GET|POST|PUT|PATCH|DELETE) \/\S+$/.test(key)) problems.push(`${where}: key must be "METHOD /path"`);
    if (!TIERS.has(entry.tier)) problems.push(`${where}: tier must be 0-7`);
    if (!PLANS.has(entry.plan)) problems.push(`${where}: plan must be one of ${[...PLANS].join(', ')}`);
    if (!(entry.pack === null || typeof entry.pack === 'string')) problems.push(`${where}: pack must be a string or null`);
    if (!AUTHS.has(entry.auth)) problems.push(`${where}: auth must be one of ${[...AUTHS].join(', ')}`);
    out.set(key, entry);
  }
  return out;
}

export interface RegistryOptions {
  /** A sandbox tree (plugins/<family>/src, manifests/) read from its files; default: the generated indexes. */
  root?: string;
  /** Only these plugin families (default: every family in runtime/src/plugins.generated.ts). */
  families?: string[];
  /**
   * Register from the generated declarations and import each operation's module on its first
   * call (default: in the built service and under NODE_ENV=production; see the head of this
   * file). Not for a sandbox root.
   */
  lazy?: boolean;
}

export async function loadRegistry(options: RegistryOptions = {}): Promise<Registry> {
  const root = options.root ?? REPO_ROOT;
  const sandbox = options.root !== undefined;
  const pluginsDir = path.join(root, 'plugins');
  const families =
    options.families ??
    (sandbox ? fs.readdirSync(pluginsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort() : Object.keys(pluginIndexes).sort());
  const problems: string[] = [];
  const operations: RegisteredOperation[] = [];
  const byKey = new Map<string, RegisteredOperation>();
  const manifests = new Map<string, { family: string; entry: ManifestEntry }>();
  // Every family's modules are imported at once (under a TypeScript loader each import is a
  // round trip to its thread); registration below keeps the families' and files' order.
  const lazy = !sandbox && (options.lazy ?? lazyByDefault());
  const loaded = await Promise.all(families.map((family) => (sandbox ? fromFolder(root, family) : lazy ? fromDeclarations(family, problems) : fromIndex(family, problems))));

  for (const [f, family] of families.entries()) {
    // manifests/<family>.json, plus manifests/<family>.<part>.json for a large family split by area.
    const manifestDir = path.join(root, 'manifests');
    const manifestFiles = fs.existsSync(manifestDir)
      ? fs.readdirSync(manifestDir).filter((f) => f === `${family}.json` || (f.startsWith(`${family}.`) && f.endsWith('.json'))).sort()
      : [];
    for (const file of manifestFiles) {
      for (const [key, entry] of readManifest(path.join(manifestDir, file), problems)) {
        if (manifests.has(key)) problems.push(`${key}: listed twice in the manifests of ${family} (${file})`);
        manifests.set(key, { family, entry });
      }
    }
    for (const { rel, module } of loaded[f]!) {
      const op = module.default;
      if (!isOperation(op)) {
        problems.push(`${rel}: default export is not a defineOperation(...)`);
        continue;
      }
      const key = operationKey(op);
      if (byKey.has(key)) {
        problems.push(`${key}: defined twice (${byKey.get(key)!.file} and ${rel})`);
        continue;
      }
      const m = manifests.get(key);
      if (!m) {
        problems.push(`${key}: no manifest entry (add it to manifests/${family}.json) [${rel}]`);
        continue;
      }
      const reg: RegisteredOperation = { key, family, file: rel, op, manifest: m.entry };
      byKey.set(key, reg);
      operations.push(reg);
    }
  }
  for (const [key, { family }] of manifests) {
    if (!byKey.has(key) && !problems.some((p) => p.startsWith(`${key}:`))) problems.push(`${key}: manifests/${family}.json lists it but no operation defines it`);
  }
  if (problems.length > 0) {
    throw new Error(`The operation registry is inconsistent (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n  - ${problems.join('\n  - ')}`);
  }
  return { operations, byKey };
}
