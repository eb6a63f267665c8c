/**
 * A report on the mongodb engine (FerretDB): the PDF kept in GridFS comes back through its url
 * with the same bytes and page count, GET /reports/{id} reads its metadata there.
 */
import t from 'tap';
import { ferretdb, mongoServer } from '../helpers/mongo.js';
import { closeTestStores, freshApp, MASTER_KEY } from '../helpers/app.js';
import { pdfPageCount } from '../../plugins/reports/src/lib/printer.js';

const server = await mongoServer(t);
if ('skip' in server) {
  t.plan(0, server.skip);
} else {
  process.env.CELESTIAL_TEST_STORE_URI = server.uri;
  const app = await freshApp({ families: ['reports'] });
  t.teardown(async () => {
    await app.close();
    await closeTestStores();
    if (server.startedHere) await ferretdb('stop');
  });
  t.test('a PDF report through GridFS', async (t) => {
    const r = await app.inject({ method: 'POST', url: '/v1/reports/numerology', headers: { 'x-api-key': MASTER_KEY }, payload: { fullName: 'Thomas John Smith', birthDate: '1979-11-29', language: 'el' } });
    t.equal(r.statusCode, 200, r.body.slice(0, 200));
    const rec = r.json().data;
    const file = await app.inject({ method: 'GET', url: rec.url, headers: { 'x-api-key': MASTER_KEY } });
    t.equal(file.statusCode, 200);
    t.equal(file.rawPayload.byteLength, rec.byte_length);
    t.equal(pdfPageCount(file.rawPayload), rec.page_count);
    const id = rec.storage_key.split('/').pop().replace('.pdf', '');
    const got = (await app.inject({ method: 'GET', url: `/v1/reports/${id}`, headers: { 'x-api-key': MASTER_KEY } })).json().data;
    t.equal(got.storage_key, rec.storage_key);
    t.equal(got.type, 'numerology');
    t.equal(got.format, 'pdf');
  });
}
