/**
 * The Store contract on the official mongodb driver against a real MongoDB-protocol server:
 * MONGODB_TEST_URI when given, else FerretDB 1.x (SQLite backend) started through scripts/ferretdb.sh.
 * Without the FerretDB binary the file is skipped, except under CI=true, where it builds it and fails
 * if that does not work.
 */
import t from 'tap';
import { openStore } from '../../runtime/src/store/index.js';
import { MongoStore } from '../../runtime/src/store/mongo-store.js';
import type { Store } from '../../runtime/src/store/store.js';
import { storeContract } from './contract.js';
import { mongoDatabases } from '../helpers/mongo.js';

const mongo = await mongoDatabases(t, 'celestial_test');
if (mongo) {
  const { uri, dbOf } = mongo;
  /** A fresh database's name (open() registers it for dropping at the end). */
  const freshDbName = async () => {
    const s = await mongo.open();
    const name = dbOf(s);
    await s.close();
    return name;
  };
  storeContract(t, {
    open: mongo.open,
    reopen: mongo.reopen,
    location: (s) => ({ engine: 'mongodb', uri, dbName: dbOf(s) }),
    callsPerProcess: 45,
  });

  t.test('takeRateSlot: a writer held between its read and its insert past pruning withdraws', async (t) => {
    const dbName = await freshDbName();
    let release!: () => void;
    let reached!: () => void;
    const atInsert = new Promise<void>((r) => (reached = r));
    const held = new Promise<void>((r) => (release = r));
    let holdOnce = true;
    const slow = await MongoStore.connect({
      uri,
      dbName,
      testHooks: {
        beforeRateInsert: async () => {
          if (!holdOnce) return;
          holdOnce = false;
          reached();
          await held;
        },
      },
    });
    const fast = await MongoStore.connect({ uri, dbName });
    const base = { counterKey: 'key:k', windowMs: 1000, limit: 2, cost: 1 };
    t.same(await fast.takeRateSlot({ ...base, now: 0 }), { admitted: true, limit: 2, remaining: 1, resetAt: 1000 });
    const pending = slow.takeRateSlot({ ...base, now: 10 }); // reads head s=0, then waits before inserting s=1
    await atInsert;
    t.same(await fast.takeRateSlot({ ...base, now: 20 }), { admitted: true, limit: 2, remaining: 0, resetAt: 1000 }, 'takes s=1');
    t.same(await fast.takeRateSlot({ ...base, now: 2000 }), { admitted: true, limit: 2, remaining: 1, resetAt: 3000 });
    t.same(await fast.takeRateSlot({ ...base, now: 2001 }), { admitted: true, limit: 2, remaining: 0, resetAt: 3000 }, 'and prunes s=0 and s=1');
    const rate = fast.db.collection<{ s: number }>('rate_entries');
    t.same((await rate.find({}).toArray()).map((d) => d.s).sort(), [2, 3], 'pruned');
    release();
    t.same(await pending, { admitted: false, limit: 2, remaining: 0, resetAt: 3000 }, 'the stale insert at s=1 was withdrawn and the call re-decided');
    t.equal(slow.stats.staleWithdrawn, 1);
    t.same((await rate.find({}).toArray()).map((d) => d.s).sort(), [2, 3], 'nothing left behind');
    t.same(await fast.takeRateSlot({ ...base, now: 2002 }), { admitted: false, limit: 2, remaining: 0, resetAt: 3000 });
    await slow.close();
    await fast.close();
  });

  t.test('openStore picks mongodb when a URI is given', async (t) => {
    const dbName = await freshDbName();
    const s = await openStore({ dataDir: '/nonexistent', mongoUri: uri, mongoDbName: dbName });
    t.equal(s.engine, 'mongodb');
    t.equal(dbOf(s), dbName);
    await s.createAccount({ id: 'a', name: 'A', plan: 'free', createdAt: 1 });
    t.equal((await s.getAccount('a'))?.name, 'A');
    await s.close();
  });
}
