import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { SqliteStore } from '../../runtime/src/store/sqlite-store.js';
import type { Store } from '../../runtime/src/store/store.js';
import { meteringSuite } from './suite.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'celestial-metering-'));
t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
const files = new WeakMap<Store, string>();

meteringSuite(t, {
  async open() {
    const file = path.join(dir, `store-${++n}.sqlite`);
    const s = new SqliteStore({ file });
    files.set(s, file);
    return s;
  },
  async second(store) {
    return new SqliteStore({ file: files.get(store)! });
  },
});
