import t from 'tap';
import { app, post, get, schemaErrors } from '../helpers/app.js';
import { loadRegistry } from '../../runtime/src/registry.js';
t.test('smoke', async (t) => {
  const fam = process.env.FAM ?? 'horary';
  await app({ families: [fam] });
  const reg = await loadRegistry({ families: [fam] });
  for (const { op } of reg.operations) {
    if (process.env.ONLY && !op.path.includes(process.env.ONLY)) continue;
    for (const ex of op.examples) {
      const t0 = Date.now();
      const r = op.method === 'GET' ? await get(`/v1${op.path}`) : await post(`/v1${op.path}`, ex.body);
      const errs = r.status === 200 ? schemaErrors(op.response, r.body.data) : null;
      const d = r.body?.data ? { ...r.body.data, moment: undefined, settings: undefined } : r.body;
      t.comment(op.path, ex.name, r.status, Date.now() - t0, 'ms', r.status !== 200 ? JSON.stringify(r.body).slice(0, 600) : errs ? JSON.stringify(errs).slice(0, 600) : JSON.stringify(d).slice(0, Number(process.env.LEN ?? 300)));
    }
  }
});
