/**
 * The error catalogue pinned both ways (the fastify habit, DESIGN.md): every code of the
 * specification's "Codes" table is in core/src/errors.ts with its status, every code there is
 * in the specification or a stated addition, and every one is in the OpenAPI components.
 */
import fs from 'node:fs';
import t from 'tap';
import { ERROR_CATALOGUE } from '../core/src/errors.js';
import { app, get } from './helpers/app.js';
import { specFile } from '../scripts/catalogue.js';
import { sharedPresent, skipWithoutShared } from './helpers/monorepo.js';

// The OpenAPI components list every code whatever the families; the smallest one serves.
await app({ families: ['reference'] });

/** Codes we add to the specification's table, each with the reason. */
const ADDITIONS: Record<string, string> = {
  NOT_FOUND: 'the specification\'s status table has 404 "resource, key or job does not exist" but names no code',
};

const SPEC = specFile();

t.test('the specification\'s codes, with their statuses', { skip: skipWithoutShared(SPEC, 'the specification') }, async (t) => {
  if (!sharedPresent(t, SPEC, 'the specification')) return;
  const spec = fs.readFileSync(SPEC, 'utf8');
  const table = spec.slice(spec.indexOf('### Codes'), spec.indexOf('## Limits'));
  const specCodes = new Map<string, number>();
  for (const row of table.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Code') && !l.startsWith('|--'))) {
    const [first, status] = row.split('|').slice(1, 3).map((c) => c.trim()) as [string, string];
    const statuses = [...status.matchAll(/\b([2-5]\d\d)\b/g)].map((m) => Number(m[1]));
    for (const m of first.matchAll(/\b([A-Z][A-Z_]{3,})\b/g)) specCodes.set(m[1]!, statuses[0]!);
    if (first === 'credits exhausted') {
      specCodes.set('credits_exhausted', 402);
      specCodes.set('CREDITS_EXHAUSTED', 429);
    }
  }
  t.ok(specCodes.size >= 28, `parsed ${specCodes.size} codes`);
  for (const [code, status] of specCodes) {
    const entry = (ERROR_CATALOGUE as Record<string, { status: number }>)[code];
    t.ok(entry, `${code} is in the catalogue`);
    t.equal(entry?.status, status, `${code} answers ${status}`);
  }
  for (const code of Object.keys(ERROR_CATALOGUE)) {
    t.ok(specCodes.has(code) || ADDITIONS[code], `${code} is in the specification or a stated addition`);
  }
});

t.test('every code is in the OpenAPI components', async (t) => {
  const doc = (await get('/v1/openapi.json')).body;
  t.same([...doc.components.schemas.ErrorCode.enum].sort(), Object.keys(ERROR_CATALOGUE).sort());
});
