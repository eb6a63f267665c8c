/**
 * /rectification/animodar: the rule of Tetrabiblos III.2 worked by hand. The prenatal
 * syzygy against DE421 (test/oracles/vectors/events.json, skyfield's own bisection), its
 * almuten by Lilly's table by hand, the nearer angle by hand, and the rectified time checked by
 * casting the chart at it (the angle carries the ruler's degree).
 */
import t from 'tap';
import fs from 'node:fs';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import animodarOp from '../../plugins/western/src/rectification/animodar.js';
import { chooseAngle, degreeShift } from '../../plugins/western/src/lib/animodar.js';

const EV = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/events.json', import.meta.url), 'utf8'));

t.test('unit: degree shift folded to +-15 and the nearer angle', async (t) => {
  t.equal(degreeShift(2, 12), 10);
  t.equal(degreeShift(28, 3), 5, '28 -> 3 of the next sign');
  t.equal(degreeShift(3, 28), -5, '3 -> 28 of the sign before');
  t.equal(chooseAngle(2.79, 13.61, 22.96), 'mc', 'Kyiv: MC 13.6 is 9.4 from 22.96, Ascendant 2.8 is 9.8 (folded) away');
  t.equal(chooseAngle(20, 5, 18), 'ascendant');
});

t.test('/rectification/animodar on the Kyiv chart, worked by hand', async (t) => {
  const r = await post('/v1/rectification/animodar', KYIV);
  t.equal(r.status, 200);
  t.equal(r.body.ok, true);
  const d = r.body.data;
  t.equal(schemaErrors(animodarOp.response, d), null);
  t.equal(d.moment.utc, '1990-07-15T11:30:00Z');
  // Full moon of 8 July 1990 (the Sun in 15-16 Cancer). At 11:30 UT the Sun is above the
  // Kyiv horizon: its degree is the syzygy degree.
  t.equal(d.syzygy.kind, 'full');
  t.equal(d.syzygy.at.slice(0, 10), '1990-07-08');
  t.equal(d.syzygy.luminary, 'sun');
  t.same([d.syzygy.sign, d.syzygy.signName], [4, 'Cancer']);
  t.match(d.syzygy.at, /^1990-07-08T\d\d:\d\d:\d\d\+03:00$/, 'at the birth moment\'s offset (Kyiv summer time, +03:00)');
  t.ok(d.syzygy.degreeInSign > 13 && d.syzygy.degreeInSign < 19);
  // 13-19 Cancer by day: Moon domicile 5; Jupiter exaltation 4; Venus water triplicity (day) 3;
  // Mercury term (13-19) 2 + face (10-20) 1 = 3. The Moon rules.
  t.same(d.almuten.planet, { id: 1, slug: 'moon', name: 'Moon' }, 'the almuten by reference');
  t.notOk('planetName' in d.almuten);
  const de = (await post('/v1/rectification/animodar', KYIV, { 'accept-language': 'de' })).body.data;
  t.same(de.almuten.planet, { id: 1, slug: 'moon', name: 'Mond' }, 'named in German');
  t.equal(d.almuten.score, 5);
  t.equal(d.angle, 'mc');
  // The rectified MC carries the Moon's degree at the rectified time.
  t.ok(Math.abs((d.rectifiedAngle % 30) - d.almuten.degreeInSign) < 1e-4, `MC ${d.rectifiedAngle} vs ${d.almuten.degreeInSign}`);
  t.equal(Date.parse(d.rectifiedTime), Date.parse(d.rectifiedUtc), 'rectifiedTime and rectifiedUtc name the same instant');
  t.match(d.rectifiedTime, /\+03:00$/);
  const check = await post('/v1/angles', { date: d.rectifiedUtc.slice(0, 10), time: d.rectifiedUtc.slice(11, 19), timezoneOffset: 0, latitude: KYIV.latitude, longitude: KYIV.longitude });
  t.equal(check.status, 200);
  const mc = check.body.data.mc.longitude;
  t.ok(Math.abs(mc - d.rectifiedAngle) < 0.01, `chart at the rectified time: MC ${mc}`);
  t.ok(d.shiftMinutes > 0 && d.shiftMinutes < 60, `MC 13.6 Leo -> 23.3 Leo takes ~38 min: ${d.shiftMinutes}`);
  t.equal(d.rectifiedTime.slice(0, 13), '1990-07-15T15', 'local clock: 14:30 given, a little after 15:00 rectified');
});

t.test('/rectification/animodar: the syzygy time against DE421', async (t) => {
  // Birth 2024-01-20 12:00 UT in London: the last syzygy is the new moon of 2024-01-11.
  const r = await post('/v1/rectification/animodar', { date: '2024-01-20', time: '12:00:00', timezoneOffset: 0, latitude: 51.5, longitude: -0.12 });
  t.equal(r.status, 200);
  const d = r.body.data;
  t.equal(schemaErrors(animodarOp.response, d), null);
  const de = EV.lunations.filter((l: any) => l.phase === 0 && l.utc < '2024-01-20').pop();
  t.equal(d.syzygy.kind, 'new');
  t.ok(Math.abs(Date.parse(d.syzygy.at) - Date.parse(de.utc)) < 60000, `${d.syzygy.at} vs DE421 ${de.utc}`);
  // New moon at 20-21 Capricorn by day: Saturn domicile 5; Venus triplicity 3 + term (14-22) 2 = 5;
  // Mars exaltation 4; Sun face (20-30) 1. Saturn and Venus tie at 5: the domicile ranks first.
  t.equal(d.syzygy.signName, 'Capricorn');
  t.ok(d.syzygy.degreeInSign > 20 && d.syzygy.degreeInSign < 22, `${d.syzygy.degreeInSign}`);
  t.equal(d.almuten.planet.slug, 'saturn');
  t.same(d.almuten.tied, [{ id: 6, slug: 'saturn', name: 'Saturn' }, { id: 3, slug: 'venus', name: 'Venus' }]);
  const bad = await post('/v1/rectification/animodar', { ...KYIV, time: '25:00:00' });
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body.error), /time/);
});
