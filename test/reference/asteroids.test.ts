import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import t from 'tap';
import op from '../../plugins/reference/src/asteroids.js';
import { fetchDictionary } from './helpers.js';

t.test('GET /reference/asteroids', async (t) => {
  const { asteroids } = await fetchDictionary(t, op);
  const by = Object.fromEntries(asteroids.map((a: any) => [a.slug, a]));
  t.match(by.chiron, { seId: 15, mpcNumber: 2060, category: 'centaur', glyph: '\u26B7', inBundledEphemeris: true });
  t.match(by.pholus, { seId: 16, mpcNumber: 5145 });
  t.match(by.ceres, { seId: 17, mpcNumber: 1, category: 'main-belt', glyph: '\u26B3', inBundledEphemeris: true });
  t.match(by.pallas, { seId: 18, mpcNumber: 2 });
  t.match(by.juno, { seId: 19, mpcNumber: 3 });
  t.match(by.vesta, { seId: 20, mpcNumber: 4 });
  t.match(by.eris, { seId: 146199, mpcNumber: 136199, category: 'trans-neptunian', inBundledEphemeris: false });
  t.match(by.eros, { seId: 10433, category: 'near-earth' });
  for (const a of asteroids) if (a.seId > 20) t.equal(a.seId, 10000 + a.mpcNumber, `${a.slug}: SE_AST_OFFSET + MPC number`);
  t.equal(new Set(asteroids.map((a: any) => a.seId)).size, asteroids.length, 'ids are unique');
});

t.test('inBundledEphemeris agrees with the shipped files', async (t) => {
  const require = createRequire(import.meta.url);
  const ephe = path.join(path.dirname(require.resolve('swisseph/package.json')), 'ephe');
  const files = fs.readdirSync(ephe);
  t.ok(files.includes('seas_18.se1'), 'the main-asteroid file ships');
  t.notOk(files.some((f) => /^s\d+s?\.se1$/.test(f) || fs.existsSync(path.join(ephe, 'ast0'))), 'no individual asteroid files ship');
});
