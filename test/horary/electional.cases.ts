/**
 * The electional operations through HTTP: the void-of-course windows against the ephemeris (the
 * Moon at a sign boundary at each window's end, the last aspect exact at its start) and against
 * the horary Moon's course (a separate search over the same sky), the planetary hours against the
 * weekday's Chaldean sequence and the Sun-Venus distance read from the ephemeris adapter.
 */
import t from 'tap';
import { app, get, post, schemaErrors } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import activitiesOp from '../../plugins/horary/src/electional/activities.js';
import evaluateOp from '../../plugins/horary/src/electional/evaluate.js';
import hoursOp from '../../plugins/horary/src/electional/planetary-hour-search.js';
import voidOp from '../../plugins/horary/src/electional/moon-void-windows.js';

const LONDON = { date: '2024-05-14', time: '10:20:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278, houseSystem: 'R' };
const eph = new SwissEphemeris();
const TROPICAL = { zodiacType: 'tropical' as const, siderealMode: 0 };
const lon = (jd: number, body: number) => eph.position(jd, body, TROPICAL).longitude;
const jdOf = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5;
const sep = (a: number, b: number) => { const d = Math.abs((((a - b) % 360) + 360) % 360); return Math.min(d, 360 - d); };
const ID: Record<string, number> = { sun: 0, moon: 1, mercury: 2, venus: 3, mars: 4, jupiter: 5, saturn: 6 };
const ANGLE: Record<string, number> = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };

t.before(async () => { await app({ families: ['horary'] }); });

t.test('electional/activities and evaluate', async (t) => {
  const a = await get('/v1/electional/activities');
  t.equal(a.status, 200);
  t.equal(schemaErrors(activitiesOp.response, a.body.data), null);
  t.equal(a.body.data.count, 6);
  const surgery = a.body.data.activities.find((x: any) => x.slug === 'surgery');
  t.ok(surgery.rules.some((r: any) => r.code === 'mars-weak'));
  const r = await post('/v1/electional/evaluate', { ...LONDON, activity: 'marriage' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(evaluateOp.response, r.body.data), null);
  const d = r.body.data;
  const rule = (code: string) => d.rules.find((x: any) => x.code === code);
  const jd = jdOf('2024-05-14T09:20:00Z');
  t.equal(rule('moon-not-combust').passed, sep(lon(jd, 1), lon(jd, 0)) > 8.5);
  t.equal(rule('moon-increasing').passed, ((lon(jd, 1) - lon(jd, 0) + 360) % 360) < 180);
  t.equal(rule('moon-applies-to-benefic').passed, true, 'her next aspect is the square to Venus (00:47 on the 15th)');
  t.same([rule('asc-lord-dignified').passed, rule('house-lord-dignified').passed], [false, false], 'the Sun peregrine in 24 Taurus, Saturn (lord of Aquarius on the 7th) peregrine in Pisces');
  const total = d.rules.reduce((s: number, x: any) => s + x.weight, 0);
  const passed = d.rules.filter((x: any) => x.passed).reduce((s: number, x: any) => s + x.weight, 0);
  t.equal(d.score, 2 * passed - total);
  t.equal(d.share, passed / total);
  t.equal(d.grade, 'b', `${(100 * d.share).toFixed(1)}% of the weight`);
  const s = await post('/v1/electional/evaluate', { ...LONDON, activity: 'surgery', bodyPart: 'heart' });
  t.equal(s.body.data.rules.find((x: any) => x.code === 'moon-not-in-body-part-sign').passed, false, 'the Moon in Leo, which rules the heart');
  const bad = await post('/v1/electional/evaluate', { ...LONDON, activity: 'divorce' });
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body.error.details), /activity/);
});

t.test('electional/moon-void-windows: May 2024, each window exact on the ephemeris and the horary Moon agrees', async (t) => {
  const r = await post('/v1/electional/moon-void-windows', { startDate: '2024-05-01', endDate: '2024-05-31', timezoneOffset: 1 });
  t.equal(r.status, 200);
  t.equal(schemaErrors(voidOp.response, r.body.data), null);
  const d = r.body.data;
  t.ok(d.count >= 12 && d.count <= 15, `${d.count} sign passages end in a month`);
  for (const w of d.windows) {
    const end = jdOf(w.end);
    const m = lon(end, 1);
    t.ok(Math.min(m % 30, 30 - (m % 30)) < 0.01, `the Moon at a sign boundary at ${w.end}`);
    t.equal(Math.round(m / 30) % 12, w.toSign.sign - 1);
    if (w.lastAspect) t.ok(Math.abs(sep(lon(jdOf(w.start), 1), lon(jdOf(w.start), ID[w.lastAspect.planet.slug]!)) - ANGLE[w.lastAspect.aspect.slug]!) < 0.01, `${w.lastAspect.aspect.slug} ${w.lastAspect.planet.slug} at ${w.start}`);
  }
  const may15 = d.windows.find((w: any) => w.end.startsWith('2024-05-15'));
  t.same([may15.start, may15.end, may15.lastAspect.planet.slug, may15.fromSign.sign, may15.toSign.sign], ['2024-05-15T17:41:09+01:00', '2024-05-15T22:32:47+01:00', 'jupiter', 5, 6]);
  const horary = await post('/v1/horary/moon-course', { ...LONDON, date: '2024-05-15', time: '20:00:00' });
  t.same([horary.body.data.lastAspect.date, horary.body.data.signExit], [may15.start, may15.end], 'the horary Moon\'s course finds the same void');
  const modern = await post('/v1/electional/moon-void-windows', { startDate: '2024-05-01', endDate: '2024-05-31', timezoneOffset: 1, mode: 'modern' });
  t.ok(modern.body.data.windows.every((w: any, i: number) => w.end === d.windows[i].end), 'the same ingresses');
  t.ok(modern.body.data.windows.every((w: any, i: number) => jdOf(w.start) >= jdOf(d.windows[i].start)), 'more planets can only shorten a void');
});

t.test('electional/planetary-hour-search: the hours of Venus in a London week', async (t) => {
  const body = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', startDate: '2024-05-13', endDate: '2024-05-19', planet: 'venus' };
  const r = await post('/v1/electional/planetary-hour-search', body);
  t.equal(r.status, 200);
  t.equal(schemaErrors(hoursOp.response, r.body.data), null);
  const d = r.body.data;
  t.ok(d.count >= 23 && d.count <= 25, `${d.count}: Venus rules 24 of the 168 hours of a week`);
  const CHALDEAN = ['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon'];
  for (const h of d.hours) {
    t.equal(h.hourRuler.slug, 'venus');
    t.equal(CHALDEAN[(CHALDEAN.indexOf(h.dayRuler.slug) + h.number - 1) % 7], 'venus', `hour ${h.number} of ${h.dayRuler.slug}'s day`);
    t.equal(h.planetCombust, sep(lon(jdOf(h.start), 3), lon(jdOf(h.start), 0)) <= 8.5);
  }
  const monday = d.hours.find((h: any) => h.dayRuler.slug === 'moon' && h.kind === 'day');
  t.equal(monday.number, 6, "Monday: Moon, Saturn, Jupiter, Mars, Sun, Venus");
  const filtered = await post('/v1/electional/planetary-hour-search', { ...body, excludeVoidMoon: true });
  t.equal(filtered.body.data.count, d.count - d.hours.filter((h: any) => h.moonVoid).length);
  const zone = await post('/v1/electional/planetary-hour-search', { ...body, timezone: 'Mars/Olympus' });
  t.equal(zone.status, 400, 'an unknown zone is refused, not a 500');
  t.match(JSON.stringify(zone.body.error.details), /timezone/);
  const long = await post('/v1/electional/planetary-hour-search', { ...body, endDate: '2024-07-01' });
  t.equal(long.status, 400);
  t.match(JSON.stringify(long.body.error.details), /endDate/);
});

t.test('electional/angular-benefics: Venus and Jupiter rising and culminating over London, exact on the ephemeris', async (t) => {
  const { default: abOp } = await import('../../plugins/horary/src/electional/angular-benefics.js');
  const r = await post('/v1/electional/angular-benefics', { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', startDate: '2024-05-13', endDate: '2024-05-15', orbDeg: 2 });
  t.equal(r.status, 200);
  t.equal(schemaErrors(abOp.response, r.body.data), null);
  const d = r.body.data;
  t.equal(d.count, 12, 'two planets on two angles once a day for three days');
  for (const w of d.windows) {
    const jd = jdOf(w.exact);
    const h = eph.houses(jd, 51.5074, -0.1278, 'W', TROPICAL);
    const angle = w.angle === 'asc' ? h.ascendant : h.mc;
    t.ok(sep(angle, lon(jd, ID[w.planet.slug]!)) < 0.01, `${w.planet.slug} on the ${w.angle} at ${w.exact}`);
    for (const edge of [w.start, w.end]) {
      const he = eph.houses(jdOf(edge), 51.5074, -0.1278, 'W', TROPICAL);
      t.ok(Math.abs(sep(w.angle === 'asc' ? he.ascendant : he.mc, lon(jdOf(edge), ID[w.planet.slug]!)) - 2) < 0.01, `2 deg at the window edge ${edge}`);
    }
  }
});
