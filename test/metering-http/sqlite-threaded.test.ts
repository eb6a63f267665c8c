/** The metering suite through HTTP on the SQLite store's own thread (CELESTIAL_STORE_THREAD=on), two instances on one file. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { ThreadedSqliteStore } from '../../runtime/src/store/sqlite-threaded.js';
import { meteringSuite } from './suite.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-metering-thread-'));
t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;

meteringSuite(t, {
  async open() {
    return ThreadedSqliteStore.open({ file: path.join(dir, `store-${++n}.sqlite`) });
  },
  async second(store) {
    return ThreadedSqliteStore.open({ file: (store as ThreadedSqliteStore).file });
  },
});
