/**
 * `npm run catalogue:coverage`: the registry against ../shared/catalogue/*.jsonl by method and
 * path. Prints implemented/total per catalogue family and the missing operations of every
 * family begun; exits 1 when a registered operation is not in the catalogue or its manifest
 * (tier, plan, pack, auth) differs from the catalogue line. Without a catalogue (a clone outside
 * the monorepo) it says so and exits 0, or 1 under CI=true.
 */
import { loadRegistry } from '../runtime/src/registry.js';
import { catalogueDir, inCI, missingShared, readCatalogue } from './catalogue.js';

// Outside the monorepo there is nothing to compare with: say what is missing and stop cleanly,
// except in CI, where the catalogue must be there and its absence is a failure.
const missing = missingShared(catalogueDir(), 'the operation catalogue');
if (missing) {
  console.error(`catalogue:coverage: ${missing}.${inCI() ? '' : ' Skipped.'}`);
  process.exit(inCI() ? 1 : 0);
}

const registry = await loadRegistry();
const catalogue = readCatalogue();
const byKey = new Map(catalogue.map((c) => [`${c.method} ${c.path}`, c]));
const problems: string[] = [];
for (const r of registry.operations) {
  const c = byKey.get(r.key);
  if (!c) {
    problems.push(`${r.key} is registered (${r.file}) but the catalogue has no such operation`);
    continue;
  }
  for (const k of ['tier', 'plan', 'pack', 'auth'] as const) {
    if ((r.manifest as unknown as Record<string, unknown>)[k] !== c[k]) problems.push(`${r.key}: manifest ${k} ${JSON.stringify((r.manifest as unknown as Record<string, unknown>)[k])} differs from the catalogue's ${JSON.stringify(c[k])}`);
  }
}
const families = [...new Set(catalogue.map((c) => c.family))];
let done = 0;
console.log('family                 implemented/total');
for (const f of families) {
  const lines = catalogue.filter((c) => c.family === f);
  const have = lines.filter((c) => registry.byKey.has(`${c.method} ${c.path}`));
  done += have.length;
  console.log(`${f.padEnd(22)} ${String(have.length).padStart(4)}/${lines.length}`);
}
console.log(`${'all'.padEnd(22)} ${String(done).padStart(4)}/${catalogue.length}`);
for (const f of families) {
  const lines = catalogue.filter((c) => c.family === f);
  const missing = lines.filter((c) => !registry.byKey.has(`${c.method} ${c.path}`));
  if (missing.length > 0 && missing.length < lines.length) {
    console.log(`\nmissing in ${f} (${missing.length}):`);
    for (const m of missing) console.log(`  ${m.method} ${m.path}`);
  }
}
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
