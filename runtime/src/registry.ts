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
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isOperation, operationKey } from '@celestial/core';
import type { Operation } from '@celestial/core';
import { operationFiles } from './operation-files.js';
import { pluginIndexes } from './plugins.generated.js';

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

/** One operation file of a family: its path relative to the root, and its module. */
interface LoadedFile {
  rel: string;
  module: { readonly default?: unknown };
}

/** A family's files from its generated index (imported as its package, so dist/ in production). */
async function fromIndex(family: string, problems: string[]): Promise<LoadedFile[]> {
  const load = pluginIndexes[family];
  if (!load) {
    problems.push(`${family}: no such plugin family (known: ${Object.keys(pluginIndexes).join(', ')}; after adding one, run npm run generate:indexes)`);
    return [];
  }
  const index = await load();
  return index.operations.map(({ file, module }) => ({ rel: `plugins/${family}/src/${file}`, module }));
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
  const loaded = await Promise.all(families.map((family) => (sandbox ? fromFolder(root, family) : fromIndex(family, problems))));

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
