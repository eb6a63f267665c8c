/**
 * The platform operations' suites again, on the mongodb engine (FerretDB): every test file here
 * builds its stores through testStore(), which answers a MongoDB database while
 * CELESTIAL_TEST_STORE_URI is set.
 */
import t from 'tap';
import { ferretdb, mongoServer } from '../helpers/mongo.js';
import { closeTestStores } from '../helpers/app.js';

const server = await mongoServer(t);
if ('skip' in server) {
  t.plan(0, server.skip);
} else {
  process.env.CELESTIAL_TEST_STORE_URI = server.uri;
  t.teardown(async () => {
    await closeTestStores();
    if (server.startedHere) await ferretdb('stop');
  });
  await import('./keys.test.js');
  await import('./account.test.js');
  await import('./service.test.js');
  await import('./status-access.test.js');
}
