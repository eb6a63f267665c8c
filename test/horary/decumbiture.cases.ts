/**
 * /horary/decumbiture through HTTP: each crisis instant checked on the Swiss Ephemeris adapter
 * called directly (the Moon at the decumbiture longitude + 45k deg), the Moon's return near a
 * tropical month (27.32 days), Culpeper's kinds (critical at 90/180/270/360, judicial between),
 * and the 6th and ASC lords read from Regiomontanus cusps of the adapter with the domicile
 * table written out here.
 */
import t from 'tap';
import { app, post, schemaErrors } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import decumbitureOp from '../../plugins/horary/src/decumbiture.js';

const LONDON = { date: '2024-05-14', time: '10:20:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278, houseSystem: 'R' };
const LONDON_JD = Date.UTC(2024, 4, 14, 9, 20) / 86400000 + 2440587.5;
const eph = new SwissEphemeris();
const TROPICAL = { zodiacType: 'tropical' as const, siderealMode: 0 };
const jdOf = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5;
const fold = (x: number) => { const r = ((x % 360) + 360) % 360; return r > 180 ? r - 360 : r; };
/** Domicile lords Aries ... Pisces (Ptolemy, Tetrabiblos I.17). */
const DOMICILE = ['mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter'];

t.before(async () => { await app({ families: ['horary'] }); });

t.test('decumbiture: the Moon\'s eight crises exact on the ephemeris, her return after a tropical month, the lords of the 1st and 6th', async (t) => {
  const r = await post(`/v1${decumbitureOp.path}`, LONDON);
  t.equal(r.status, 200);
  t.equal(schemaErrors(decumbitureOp.response, r.body.data), null);
  const d = r.body.data;
  const moon0 = eph.position(LONDON_JD, 1, TROPICAL).longitude;
  t.ok(Math.abs(fold(d.moon.longitude - moon0)) < 1e-9, 'the decumbiture Moon');
  t.same(d.crises.map((c: any) => [c.angle, c.kind]), [[45, 'judicial'], [90, 'critical'], [135, 'judicial'], [180, 'critical'], [225, 'judicial'], [270, 'critical'], [315, 'judicial'], [360, 'critical']]);
  for (const c of d.crises) {
    // Instants are written to the second: the Moon moves about 0.00015 deg a second.
    const at = eph.position(jdOf(c.date), 1, TROPICAL).longitude;
    t.ok(Math.abs(fold(at - (moon0 + c.angle))) < 3e-4, `${c.angle} deg at ${c.date}: the Moon at ${at}`);
    t.ok(Math.abs(c.daysAfter - (jdOf(c.date) - LONDON_JD)) < 2e-5);
  }
  t.ok(d.crises.every((c: any, i: number, a: any[]) => i === 0 || a[i - 1].daysAfter < c.daysAfter), 'in order');
  const back = d.crises[7].daysAfter;
  t.ok(back > 26.5 && back < 28.2, `the return after ${back} days (a tropical month is 27.32)`);
  t.match(d.crises[0].date, /\+01:00$/, 'British summer time');
  const h = eph.houses(LONDON_JD, 51.5074, -0.1278, 'R', TROPICAL);
  t.equal(d.ascLord.slug, DOMICILE[Math.floor(h.ascendant / 30)]);
  t.equal(d.sixthLord.slug, DOMICILE[Math.floor(h.cusps[5]! / 30)]);
  t.ok(d.testimonies.length >= 1);
  const bad = await post(`/v1${decumbitureOp.path}`, { ...LONDON, houseSystem: 'G' });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.code, 'INVALID_INPUT');
});
