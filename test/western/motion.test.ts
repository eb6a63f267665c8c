/**
 * POST /planets/motion: statuses against Lilly's mean motions, and stations against known
 * dates (Mercury stationed retrograde 2024-04-01 22:14 UT and direct 2024-04-25 12:54 UT,
 * almanac values) and against the sign of /planets speeds an hour either side.
 */
import t from 'tap';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import motionOp from '../../plugins/western/src/planets/motion.js';
import { MEAN_DAILY_MOTION, motionStatus } from '../../core/src/astro/index.js';

const APRIL_2024 = { date: '2024-04-01', time: '22:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0 };

async function speedAt(iso: string, hours: number, id: number) {
  const d = new Date(Date.parse(iso) + hours * 3600_000).toISOString();
  const r = await post('/v1/planets', { ...APRIL_2024, date: d.slice(0, 10), time: d.slice(11, 19) });
  return r.body.data.planets.find((p: any) => p.id === id).speed as number;
}

t.test('motion: Kyiv 1990, schema and statuses', async (t) => {
  const r = await post('/v1/planets/motion', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(motionOp.response, r.body.data), null);
  const ps = r.body.data.planets;
  t.same(ps.map((p: any) => p.id), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const sun = ps[0];
  t.ok(Math.abs(sun.meanDailyMotion - (59 / 60 + 8 / 3600)) < 1e-6, "Lilly's 0 deg 59' 08''");
  t.ok(Math.abs(sun.speedRatio - sun.speed / sun.meanDailyMotion) < 1e-4);
  t.equal(sun.status, 'average', 'the Sun near aphelion: 0.954 / 0.9856 = 0.97');
  t.equal(sun.nearestStation, null, 'the Sun never stations');
  t.equal(ps[1].nearestStation, null, 'nor the Moon');
  t.ok(Math.abs(ps[1].meanDailyMotion - (13 + 10 / 60 + 36 / 3600)) < 1e-6);
  const saturn = ps.find((p: any) => p.id === 6);
  t.equal(saturn.status, 'retrograde', 'Saturn was retrograde in July 1990');
  t.ok(saturn.speedRatio < 0);
  for (const p of ps) t.equal(p.status, motionStatus(p.speed, p.meanDailyMotion));
});

t.test('motion: Mercury at its April 2024 retrograde station', async (t) => {
  const r = await post('/v1/planets/motion', APRIL_2024);
  t.equal(r.status, 200);
  const mercury = r.body.data.planets.find((p: any) => p.id === 2);
  t.equal(mercury.status, 'stationary', '14 minutes before the station');
  t.equal(mercury.nearestStation.kind, 'retrograde');
  const st = Date.parse(mercury.nearestStation.date);
  t.ok(Math.abs(st - Date.parse('2024-04-01T22:14:00Z')) < 3 * 60_000, `station ${mercury.nearestStation.date} near 22:14 UT`);
  t.ok(Math.abs(mercury.nearestStation.daysAway - (st - Date.parse('2024-04-01T22:00:00Z')) / 86400_000) < 1e-4);
  t.ok((await speedAt(mercury.nearestStation.date, -1, 2)) > 0, 'direct an hour before');
  t.ok((await speedAt(mercury.nearestStation.date, +1, 2)) < 0, 'retrograde an hour after');
  // Ten days later: retrograde, and the nearest station is the direct one of 2024-04-25 12:54 UT.
  const later = await post('/v1/planets/motion', { ...APRIL_2024, date: '2024-04-16' });
  const m2 = later.body.data.planets.find((p: any) => p.id === 2);
  t.equal(m2.status, 'retrograde');
  t.equal(m2.nearestStation.kind, 'direct');
  t.ok(Math.abs(Date.parse(m2.nearestStation.date) - Date.parse('2024-04-25T12:54:00Z')) < 3 * 60_000, m2.nearestStation.date);
});

t.test('motion: status thresholds', async (t) => {
  const mean = MEAN_DAILY_MOTION[4]!;
  t.equal(motionStatus(1.2 * mean, mean), 'swift');
  t.equal(motionStatus(1.0 * mean, mean), 'average');
  t.equal(motionStatus(0.5 * mean, mean), 'slow');
  t.equal(motionStatus(0.05 * mean, mean), 'stationary');
  t.equal(motionStatus(-0.05 * mean, mean), 'stationary');
  t.equal(motionStatus(-0.5 * mean, mean), 'retrograde');
  t.ok(Math.abs(MEAN_DAILY_MOTION[7]! - 0.01173) < 1e-4, 'Uranus: 360 / 30688.5 d');
});
