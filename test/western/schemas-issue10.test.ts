/**
 * Two answers that broke their own response schemas (issue 10), through HTTP, validated
 * against the operation's response schema:
 * - /chart/unknown-time at 62.75 deg gave 14 rising-sign windows where the schema allowed 12:
 *   the local day is 3 min 56 s longer than a sidereal day, and there Aquarius to Taurus each
 *   rise in 19-31 minutes, Pisces and Aries in under 19, so those minutes carry the Ascendant
 *   past two signs; the first and last signs of the day have a window at each end.
 * - /speculum's regiomontanusPole is signed like the latitude (negative south), as the
 *   technique has it; the schema said >= 0.
 */
import t from 'tap';
import { post, schemaErrors } from '../helpers/app.js';
import unknownOp from '../../plugins/western/src/chart/unknown-time.js';
import speculumOp from '../../plugins/western/src/speculum.js';
import { regiomontanusPole } from '../../plugins/western/src/lib/speculum.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';

const eph = new SwissEphemeris();
const jdOf = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5;

t.test('/chart/unknown-time at 62.75 N: 14 windows, valid against the schema, each a real stretch of its sign', async (t) => {
  const body = { date: '1990-07-15', timezoneOffset: 0, latitude: 62.75, longitude: 10 };
  const r = await post('/v1/chart/unknown-time', body);
  t.equal(r.status, 200);
  t.equal(schemaErrors(unknownOp.response, r.body.data), null, 'the answer matches the response schema');
  const w = r.body.data.risingSigns as { sign: number; signName: string; from: string; to: string; fromUtc: string; toUtc: string; wrapsMidnight: boolean }[];
  t.equal(w.length, 14);
  t.same([w[0]!.signName, w[0]!.from, w.at(-1)!.signName, w.at(-1)!.to], ['Gemini', '00:00:00', 'Cancer', '00:00:00'], 'the day begins in Gemini and ends in Cancer');
  t.same(w.filter((x) => x.sign === 3 || x.sign === 4).length, 4, 'Gemini and Cancer each rise at both ends of the day');
  for (let i = 1; i < w.length; i++) t.equal(w[i]!.fromUtc, w[i - 1]!.toUtc, `window ${i + 1} starts where window ${i} ends`);
  // Independent of the root finder: the Ascendant (swe_houses_ex) a minute inside each window is in its sign.
  for (const x of w) {
    const mid = (jdOf(x.fromUtc) + jdOf(x.toUtc)) / 2;
    const asc = eph.houses(mid, body.latitude, body.longitude, 'E', { zodiacType: 'tropical', siderealMode: 1 }).ascendant;
    t.equal(Math.floor(asc / 30) + 1, x.sign, `${x.signName} ${x.from}-${x.to}: the Ascendant at the window's middle is ${asc.toFixed(2)}`);
  }
});

t.test('/speculum south of the equator: negative poles, valid against the schema', async (t) => {
  const r = await post('/v1/speculum', { date: '2000-01-01', time: '12:00:00', timezoneOffset: 10, latitude: -33.87, longitude: 151.21 });
  t.equal(r.status, 200);
  t.equal(schemaErrors(speculumOp.response, r.body.data), null, 'the answer matches the response schema');
  const rows = JSON.stringify(r.body.data).match(/"regiomontanusPole":-?[\d.e-]+/g)!.map((s) => Number(s.split(':')[1]));
  t.ok(rows.length >= 10, `${rows.length} poles`);
  t.ok(rows.every((p) => p <= 0 && p >= -33.87 - 1e-9), 'every pole is south, and no higher than the latitude');
  t.ok(rows.some((p) => p < -1), 'and some are well south');
});

t.test('unit: the Regiomontanus pole is signed like the latitude', async (t) => {
  // On the equator tan P = tan phi sin H (Gansten ch. 3): a body 90 deg from the meridian has P = phi.
  t.ok(Math.abs(regiomontanusPole(-33.87, 0, 90) - -33.87) < 1e-9, 'P = phi at H = 90 on the equator, south');
  t.ok(Math.abs(regiomontanusPole(33.87, 0, 90) - 33.87) < 1e-9, 'and north');
  // tan P = tan 45 sin 30 = 0.5 -> 26.565 deg.
  t.ok(Math.abs(regiomontanusPole(-45, 0, 30) - -Math.atan(0.5) * 180 / Math.PI) < 1e-9, 'tan P = tan phi sin H, south');
  // Mirror: the southern sky is the northern one with latitude and declination negated.
  for (const [phi, dec, h] of [[50, 20, 40], [60, -10, 120], [35, 5, -75]] as const) {
    t.ok(Math.abs(regiomontanusPole(-phi, -dec, h) + regiomontanusPole(phi, dec, h)) < 1e-12, `mirror at ${phi}, ${dec}, ${h}`);
  }
});

t.test('/chart?precision=0 rounds a longitude up to 360 and a degreeInSign up to 30, and still matches its schema (found by Schemathesis)', async (t) => {
  const { default: chartOp } = await import('../../plugins/western/src/chart.js');
  const body = { date: '1990-07-15', time: '06:02:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
  const r = await post('/v1/chart?precision=0', body);
  t.equal(r.status, 200);
  const text = JSON.stringify(r.body.data);
  t.ok(/"degreeInSign":30[,}]/.test(text), 'some degreeInSign is rounded to 30');
  t.equal(schemaErrors(chartOp.response, r.body.data), null, 'the answer matches the response schema');
});
