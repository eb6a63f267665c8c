/** The default account's bootstrap on MongoDB (FerretDB in tests): instances starting at once on one fresh database. */
import t from 'tap';
import { bootstrapMasterAccount, DEFAULT_ACCOUNT_ID, DEFAULT_MASTER_PLAN } from '../../runtime/src/bootstrap.js';
import { issueKey } from '../../runtime/src/access/key-format.js';
import { mongoDatabases } from '../helpers/mongo.js';

const mongo = await mongoDatabases(t, 'celestial_boot');
if (mongo) {
  t.test('four instances bootstrap one fresh database at once: one account, one master key, no crash', async (t) => {
    const first = await mongo.open();
    const others = await Promise.all([1, 2, 3].map(() => mongo.reopen(first)));
    const stores = [first, ...others];
    t.teardown(async () => {
      for (const s of stores) await s.close();
    });
    const results = await Promise.all(stores.map((s) => bootstrapMasterAccount(s, {}, Date.now())));
    t.equal(results.filter((r) => r.generatedKey).length, 1, 'one instance generated the key');
    t.equal((await first.getAccount(DEFAULT_ACCOUNT_ID))?.plan, DEFAULT_MASTER_PLAN);
    const keys = await first.listKeys(DEFAULT_ACCOUNT_ID);
    t.equal(keys.filter((k) => k.isMaster && k.status === 'active').length, 1);
  });

  t.test('the same CELESTIAL_MASTER_KEY from three instances at once', async (t) => {
    const first = await mongo.open();
    const others = await Promise.all([1, 2].map(() => mongo.reopen(first)));
    const stores = [first, ...others];
    t.teardown(async () => {
      for (const s of stores) await s.close();
    });
    const masterKey = issueKey('secret', 'live').value;
    const results = await Promise.all(stores.map((s) => bootstrapMasterAccount(s, { masterKey, masterPlan: 'pro' }, Date.now())));
    t.same(results.map((r) => r.generatedKey), [null, null, null]);
    t.equal((await first.listKeys(DEFAULT_ACCOUNT_ID)).length, 1);
    t.equal((await first.getAccount(DEFAULT_ACCOUNT_ID))?.plan, 'pro');
  });
}
