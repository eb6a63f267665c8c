/**
 * /tnos against test/oracles/vectors/tnos.json (pyswisseph 2.10, an independent binding and
 * body-number mapping over the same runtime/ephe files; no independent orbit of these bodies
 * is available offline, see the oracle script), the unavailable bodies and the file span.
 */
import t from 'tap';
import fs from 'node:fs';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import tnosOp from '../../plugins/western/src/tnos.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { TNOS } from '../../plugins/western/src/lib/tnos.js';

const VEC = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/tnos.json', import.meta.url), 'utf8'));
const ARCSEC = 1 / 3600;

t.test('unit: names by MPC number as Astrodienst lists them (swisseph/ephe/seasnam.txt)', async (t) => {
  const txt = fs.readFileSync(new URL('../../node_modules/swisseph/ephe/seasnam.txt', import.meta.url), 'utf8');
  const names = new Map(txt.split('\n').map((l) => l.trim().match(/^(\d+)\s+(.+)$/)).filter((m): m is RegExpMatchArray => m !== null).map((m) => [Number(m[1]), m[2]!.trim()]));
  for (const b of TNOS) t.equal(names.get(b.number), b.name, `${b.number} ${b.name}`);
});

t.test('unit: canPlace knows the files and their span', async (t) => {
  const eph = new SwissEphemeris();
  const jd2000 = 2451545;
  t.equal(eph.canPlace(jd2000, 10000 + 136199), true, 'Eris file held');
  t.equal(eph.canPlace(jd2000, 10000 + 20000), false, 'Varuna file absent');
  t.equal(eph.canPlace(jd2000, 10000 + 225088), false, 'Gonggong file absent');
  t.equal(eph.canPlace(2488932.4, 10000 + 90377), true, 'Sedna on 2102-05-13');
  t.equal(eph.canPlace(2488933.5, 10000 + 90377), false, 'Sedna after 2102-05-14');
  t.equal(eph.canPlace(2378000, 10000 + 136199), false, 'before 1800 (no planetary file)');
  t.equal(eph.canPlace(jd2000, 17), true, 'Ceres still from seas_18');
});

t.test('/tnos matches pyswisseph within 1 arcsecond and lists Varuna and Gonggong as unavailable', async (t) => {
  const r = await post('/v1/tnos', KYIV);
  t.equal(r.status, 200);
  t.equal(r.body.ok, true);
  const d = r.body.data;
  t.equal(schemaErrors(tnosOp.response, d), null);
  t.equal(d.moment.utc, '1990-07-15T11:30:00Z');
  const vec = VEC.dates.find((x: any) => x.utc === '1990-07-15T11:30:00Z');
  t.equal(d.bodies.length, 7);
  for (const o of vec.bodies) {
    const b = d.bodies.find((x: any) => x.number === o.number);
    t.ok(b, `${o.name} placed`);
    t.equal(b.name, o.name);
    t.equal(b.swissId, 10000 + o.number);
    t.ok(Math.abs(b.longitude - o.longitude) < ARCSEC, `${o.name} longitude ${b.longitude} vs ${o.longitude}`);
    t.ok(Math.abs(b.latitude - o.latitude) < ARCSEC, `${o.name} latitude`);
    t.equal(b.retrograde, o.speed < 0);
  }
  t.same(d.unavailable.map((u: any) => u.number).sort(), [20000, 225088]);
  t.match(d.unavailable.find((u: any) => u.number === 20000), { name: 'Varuna', file: 'ast20/se20000s.se1', reason: { slug: 'ephemeris-file-missing', text: /not installed/ } });
  t.match(d.unavailable.find((u: any) => u.number === 225088), { name: 'Gonggong', file: 'ast225/s225088s.se1' });
  t.equal(d.warnings.length, 2);
  t.same(d.warnings[0], { code: 'body-left-out', message: 'Varuna (20000) is not placed: its ephemeris file is not installed on this service' });
  // Issue 12: the names from the minor-body table, the reason and the warning from the western-note table.
  const ja = (await post('/v1/tnos', KYIV, { 'accept-language': 'ja' })).body.data;
  t.match(ja.unavailable.find((u: any) => u.number === 20000), { slug: 'varuna', name: 'ヴァルナ', file: 'ast20/se20000s.se1', reason: { slug: 'ephemeris-file-missing', text: 'その天体暦ファイルはこのサービスにインストールされていない' } });
  t.equal(ja.bodies.find((b: any) => b.number === 28978).name, 'イクシオン');
  t.equal(ja.warnings[0].message, 'ヴァルナ（20000）は配置されない：その天体暦ファイルはこのサービスにインストールされていない');
  const hi = (await post('/v1/tnos', KYIV, { 'accept-language': 'hi' })).body.data;
  t.equal(hi.unavailable.find((u: any) => u.number === 20000).name, 'वरुण');
});

t.test('/tnos on other dates of the vectors', async (t) => {
  for (const v of VEC.dates) {
    const [date, time] = v.utc.replace('Z', '').split('T');
    const r = await post('/v1/tnos', { date, time, timezoneOffset: 0, latitude: 51.48, longitude: 0 });
    t.equal(r.status, 200);
    for (const o of v.bodies) {
      const b = r.body.data.bodies.find((x: any) => x.number === o.number);
      t.ok(b && Math.abs(b.longitude - o.longitude) < ARCSEC, `${v.utc} ${o.name}`);
    }
  }
});

t.test('/tnos after 2102-05-14: every body unavailable, still 200; bad input 400', async (t) => {
  const r = await post('/v1/tnos', { date: '2150-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0 });
  t.equal(r.status, 200);
  t.equal(schemaErrors(tnosOp.response, r.body.data), null);
  t.equal(r.body.data.bodies.length, 0);
  t.equal(r.body.data.unavailable.length, 9);
  t.match(r.body.data.unavailable.find((u: any) => u.number === 136199).reason, { slug: 'outside-file-span', text: /outside the span/ });
  const bad = await post('/v1/tnos', { ...KYIV, latitude: 95 });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.code, 'INVALID_INPUT');
  t.match(JSON.stringify(bad.body.error.details), /latitude/);
});
