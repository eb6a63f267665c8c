/**
 * The generated contract test (DESIGN.md, "test/"): every registered operation is called
 * through HTTP with each example it declares, and its answer validated against its response
 * schema, so an operation is tested the moment it is added.
 */
import t from 'tap';
import { app, schemaErrors, withKey } from './helpers/app.js';

const a = await app();
for (const { key, op } of a.registry.operations) {
  t.test(key, async (t) => {
    t.ok(op.examples.length > 0, 'declares at least one example');
    for (const [i, ex] of op.examples.entries()) {
      const url = '/v1' + op.path.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(ex.params?.[name] ?? ''));
      const qs = ex.query ? '?' + new URLSearchParams(Object.entries(ex.query).map(([k, v]): [string, string] => [k, String(v)])).toString() : '';
      const r = await a.inject({ method: op.method, url: url + qs, headers: withKey(), ...(ex.body !== undefined ? { payload: ex.body as object } : {}) });
      const name = ex.name ?? `example ${i + 1}`;
      t.equal(r.statusCode, 200, `${name}: status 200 (${r.body.slice(0, 300)})`);
      if (op.produces) {
        t.match(r.headers['content-type'], op.produces.split(';')[0]!, `${name}: media type`);
        continue;
      }
      const body = JSON.parse(r.body);
      t.equal(body.ok, true, `${name}: envelope ok`);
      t.equal(schemaErrors(op.response, body.data), null, `${name}: data matches the response schema`);
    }
  });
}
