import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import t from 'tap';
import op from '../../plugins/reference/src/asteroids.js';
import { fetchDictionary } from './helpers.js';

t.test('GET /reference/asteroids', async (t) => {
  const { asteroids, language } = await fetchDictionary(t, op);
  t.equal(language, 'en');
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

t.test('GET /reference/asteroids?lang=ja: names in the language of the answer', async (t) => {
  const { asteroids, language } = await fetchDictionary(t, op, '?lang=ja');
  t.equal(language, 'ja');
  const by = Object.fromEntries(asteroids.map((a: any) => [a.slug, a]));
  t.equal(by.ceres.name, 'ケレス');
  t.equal(by.eris.name, 'エリス');
  t.equal(by.chiron.name, 'キロン');
  const ru = await fetchDictionary(t, op, '?lang=ru');
  t.same(ru.asteroids.filter((a: any) => !/[\u0400-\u04FF]/.test(a.name)).map((a: any) => a.slug), [], 'every name in Cyrillic');
  const en = await fetchDictionary(t, op);
  t.equal(en.asteroids.find((a: any) => a.slug === 'lilith-asteroid').name, 'Lilith (asteroid)');
});

t.test('inBundledEphemeris agrees with the shipped files', async (t) => {
  const require = createRequire(import.meta.url);
  const ephe = path.join(path.dirname(require.resolve('swisseph/package.json')), 'ephe');
  const files = fs.readdirSync(ephe);
  t.ok(files.includes('seas_18.se1'), 'the main-asteroid file ships');
  t.notOk(files.some((f) => /^s\d+s?\.se1$/.test(f) || fs.existsSync(path.join(ephe, 'ast0'))), 'no individual asteroid files ship');
});
