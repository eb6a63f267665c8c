/**
 * A lint over every registered operation at once (the hassfest habit, DESIGN.md): the file sits
 * where its URL says, it has a summary and examples, its response is an object schema, and the
 * services it declares exist. Reports every problem, not the first.
 */
import path from 'node:path';
import t from 'tap';
import type { TimeZones } from '@celestial/core';
import { loadRegistry } from '../runtime/src/registry.js';
import { SERVICE_TOKENS } from '../runtime/src/container.js';
import { querySchemaFor } from '../runtime/src/http/common-query.js';
import { createAjv } from '../runtime/src/http/validation.js';

const registry = await loadRegistry();

/**
 * The URL's static segments (without the family prefix and path parameters) mirror the file's
 * folders; the last file segment may name the action instead (REST resources with several
 * methods: keys/create.ts, keys/list.ts).
 */
export function fileMirrorsPath(family: string, file: string, urlPath: string): boolean {
  const segs = urlPath.split('/').filter((s) => s && !s.startsWith('{'));
  const fileSegs = path.relative(path.join('plugins', family, 'src'), file).replace(/\.ts$/, '').split(path.sep);
  // A URL under the family's own name (/astronomy/..., /chinese/...) may drop that prefix in the
  // file's folders or keep it (plugins/chinese/src/chinese/flying-stars/...), not half of each.
  if (segs[0] === family) {
    segs.shift();
    if (fileSegs[0] === family && fileSegs.length > 1) fileSegs.shift();
  }
  if (fileSegs.length < segs.length) return false;
  const folders = segs.slice(0, -1);
  return folders.every((s, i) => fileSegs[i] === s) && (fileSegs.join('/') === segs.join('/') || fileSegs.length >= segs.length);
}

t.test('every operation passes the lint', async (t) => {
  const problems: string[] = [];
  for (const { key, family, file, op } of registry.operations) {
    if (!fileMirrorsPath(family, file, op.path)) problems.push(`${key}: ${file} does not mirror the URL`);
    if (!op.summary.trim()) problems.push(`${key}: no summary`);
    if (op.examples.length === 0) problems.push(`${key}: no examples`);
    if ((op.response as { type?: string }).type !== 'object' && !op.produces) problems.push(`${key}: response schema is not an object`);
    for (const [local, token] of Object.entries(op.deps)) {
      if (!(token.service in SERVICE_TOKENS)) problems.push(`${key}: deps.${local} names no service`);
    }
    if (op.method === 'GET' && op.body) problems.push(`${key}: GET with a body`);
  }
  t.same(problems, [], problems.join('\n'));
  t.ok(registry.operations.length > 0);
});

// The server compiles a schema on its first request (runtime/src/http/validation.ts); this
// compiles every one now, with the server's own ajv settings, so none can fail a caller first.
t.test('every schema of every operation compiles', async (t) => {
  const timeZones = { isValidZone: () => true } as unknown as TimeZones;
  const bodyAjv = createAjv({ coerce: false, timeZones });
  const paramAjv = createAjv({ coerce: true, timeZones });
  const problems: string[] = [];
  let compiled = 0;
  for (const { key, op } of registry.operations) {
    const parts: [string, object | undefined, typeof bodyAjv][] = [
      ['body', op.body, bodyAjv],
      ['querystring', querySchemaFor(op.query, op.calculation), paramAjv],
      ['params', op.params, paramAjv],
    ];
    for (const [part, schema, ajv] of parts) {
      if (!schema) continue;
      try {
        ajv.compile(schema);
        compiled++;
      } catch (e) {
        problems.push(`${key} ${part}: ${(e as Error).message}`);
      }
    }
  }
  t.same(problems, [], problems.join('\n'));
  t.ok(compiled >= registry.operations.length, `${compiled} schemas compiled`);
});

t.test('the mirror rule itself', async (t) => {
  t.ok(fileMirrorsPath('western', 'plugins/western/src/chart.ts', '/chart'));
  t.ok(fileMirrorsPath('horary', 'plugins/horary/src/via-combusta.ts', '/horary/via-combusta'));
  t.ok(fileMirrorsPath('platform', 'plugins/platform/src/keys/rotate.ts', '/keys/{id}/rotate'));
  t.ok(fileMirrorsPath('platform', 'plugins/platform/src/keys/list.ts', '/keys'));
  t.notOk(fileMirrorsPath('western', 'plugins/western/src/misc/chart.ts', '/houses/derived'));
  t.notOk(fileMirrorsPath('western', 'plugins/western/src/houses.ts', '/houses/derived'), 'a nested URL needs its folder');
  t.ok(fileMirrorsPath('chinese', 'plugins/chinese/src/chinese/flying-stars/visiting.ts', '/chinese/flying-stars/visiting'), 'the family prefix kept in the folders');
  t.ok(fileMirrorsPath('chinese', 'plugins/chinese/src/flying-stars/visiting.ts', '/chinese/flying-stars/visiting'), 'or dropped');
  t.notOk(fileMirrorsPath('chinese', 'plugins/chinese/src/chinese/visiting.ts', '/chinese/flying-stars/visiting'));
  t.ok(fileMirrorsPath('platform', 'plugins/platform/src/webhooks/deliveries/redeliver.ts', '/webhooks/{id}/deliveries/{deliveryId}/redeliver'));
});
