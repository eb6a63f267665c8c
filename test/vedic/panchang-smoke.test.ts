/**
 * Every panchang operation's examples through HTTP: 200, the envelope and the response schema.
 * The values are asserted in panchang.test.ts and panchang-periods.test.ts.
 */
import fs from 'node:fs';
import t from 'tap';
import { post, schemaErrors } from '../helpers/app.js';

const dirs = [
  ['panchang', (f: string) => f.endsWith('.ts')],
  ['muhurta', (f: string) => /^(tarabala-check|chandrabala-check|panchaka-rahita|good-time-windows)\.ts$/.test(f)],
] as const;

for (const [dir, keep] of dirs) {
  for (const f of fs.readdirSync(new URL(`../../plugins/vedic/src/${dir}/`, import.meta.url)).filter(keep)) {
    t.test(`${dir}/${f} examples`, async (t) => {
      const op = (await import(`../../plugins/vedic/src/${dir}/${f}`)).default;
      for (const ex of op.examples) {
        const res = await post(`/v1${op.path}`, ex.body);
        t.equal(res.status, 200, `${op.path} ${ex.name}: ${JSON.stringify(res.body).slice(0, 300)}`);
        t.equal(res.body.ok, true);
        t.equal(schemaErrors(op.response, res.body.data), null, `${op.path} ${ex.name} schema`);
      }
    });
  }
}
