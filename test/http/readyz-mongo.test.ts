/** GET /readyz on MongoDB (FerretDB in tests): Store.ping() is the `ping` command; a closed client is not ready. */
import t from 'tap';
import { mongoDatabases } from '../helpers/mongo.js';
import { operateApp } from '../helpers/operate.js';

const mongo = await mongoDatabases(t, 'celestial_readyz');
if (mongo) {
  t.test('ready while the database answers, 503 naming the store once it does not', async (t) => {
    const store = await mongo.open();
    const { app } = await operateApp({ families: ['reference'], store });
    t.teardown(() => app.close());
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    t.equal(ready.statusCode, 200);
    t.same(ready.json().data.checks, { store: 'ok', ephemeris: 'ok' });
    await store.close();
    const gone = await app.inject({ method: 'GET', url: '/readyz' });
    t.equal(gone.statusCode, 503);
    t.equal(gone.json().error.code, 'INTERNAL_ERROR');
    t.match(gone.json().error.details.store, /^the store does not answer/);
    t.notMatch(JSON.stringify(gone.json()), mongo.uri, 'the connection string is not in the answer');
  });
}
