/** Reads the operation catalogue (../shared/catalogue/*.jsonl): one family per file. */
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

export function catalogueDir(): string {
  return process.env.CELESTIAL_CATALOGUE_DIR ?? path.resolve(REPO_ROOT, '..', 'shared', 'catalogue');
}

export function readCatalogue(dir = catalogueDir()): CatalogueLine[] {
  if (!fs.existsSync(dir)) throw new Error(`catalogue not found at ${dir} (set CELESTIAL_CATALOGUE_DIR)`);
  const out: CatalogueLine[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort()) {
    const family = file.replace(/\.jsonl$/, '');
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (line.trim()) out.push({ family, ...JSON.parse(line) });
    }
  }
  return out;
}
