import { MongoClient } from 'mongodb';
import t from 'tap';
import { MongoStore } from '../../runtime/src/store/mongo-store.js';
import type { Store } from '../../runtime/src/store/store.js';
import { ferretdb, mongoServer } from '../helpers/mongo.js';
import { meteringSuite } from './suite.js';

const server = await mongoServer(t);
if ('skip' in server) {
  t.plan(0, server.skip);
} else {
  const { uri, startedHere } = server;
  const dbNames: string[] = [];
  let n = 0;
  t.teardown(async () => {
    const client = await MongoClient.connect(uri);
    for (const name of dbNames) await client.db(name).dropDatabase().catch(() => {});
    await client.close();
    if (startedHere) await ferretdb('stop');
  });
  meteringSuite(t, {
    async open() {
      const dbName = `celestial_metering_${process.pid}_${++n}`;
      dbNames.push(dbName);
      return MongoStore.connect({ uri, dbName });
    },
    async second(store: Store) {
      return MongoStore.connect({ uri, dbName: (store as MongoStore).db.databaseName });
    },
  });
}
