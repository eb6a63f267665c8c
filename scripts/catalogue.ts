/** Reads the operation catalogue (../shared/catalogue/*.jsonl): one family per file; and where the monorepo's shared files are. */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../runtime/src/registry.js';

export interface CatalogueLine {
  family: string;
  method: string;
  path: string;
  tier: number;
  plan: string;
  pack: string | null;
  auth: string;
  spec?: boolean;
  how?: string;
}

/**
 * The monorepo's shared folder (../shared beside this repository: the specification, the
 * catalogue, the design), or CELESTIAL_SHARED_DIR. A clone on its own has none.
 */
export function sharedDir(): string {
  return process.env.CELESTIAL_SHARED_DIR ?? path.resolve(REPO_ROOT, '..', 'shared');
}

export function catalogueDir(): string {
  return process.env.CELESTIAL_CATALOGUE_DIR ?? path.join(sharedDir(), 'catalogue');
}

/** The service specification (SERVICE-SPEC.md), which the error catalogue test reads. */
export function specFile(): string {
  return path.join(sharedDir(), 'spec', 'SERVICE-SPEC.md');
}

/**
 * What is missing for a check that reads a shared file or folder: null when it is there, else
 * a sentence naming the path and how to provide it. Checks skip on it outside the monorepo and
 * fail on it under CI=true, where the monorepo is always present.
 */
export function missingShared(file: string, what: string): string | null {
  if (fs.existsSync(file)) return null;
  return `${what} not found at ${file}: this clone is outside the Celestial monorepo (no ../shared); set CELESTIAL_SHARED_DIR, or CELESTIAL_CATALOGUE_DIR for the catalogue`;
}

/** CI runs every check for real: the environment's CI=true (or 1). */
export function inCI(): boolean {
  return process.env.CI === 'true' || process.env.CI === '1';
}

export function readCatalogue(dir = catalogueDir()): CatalogueLine[] {
  const missing = missingShared(dir, 'the operation catalogue');
  if (missing) throw new Error(missing);
  const out: CatalogueLine[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort()) {
    const family = file.replace(/\.jsonl$/, '');
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (line.trim()) out.push({ family, ...JSON.parse(line) });
    }
  }
  return out;
}
