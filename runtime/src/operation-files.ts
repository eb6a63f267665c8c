/**
 * Which files of a plugin family are its operations: the one rule shared by the index generator
 * (scripts/generate-indexes.ts) and the registry's sandbox roots. No import of the generated
 * indexes here, so the generator can run before they exist.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The operation files of a family's src/ folder, sorted: every .ts file outside lib/, data/ and
 * test/ that is not a test, a declaration, the index itself, or a `_`-prefixed helper. The index
 * generator (scripts/generate-indexes.ts) writes exactly these.
 */
export function operationFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name === 'lib' || e.name === 'data' || e.name === 'test' || e.name === 'node_modules') continue;
      out.push(...operationFiles(p));
    } else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts') && e.name !== 'index.ts' && !e.name.startsWith('_')) {
      out.push(p);
    }
  }
  return out.sort();
}
