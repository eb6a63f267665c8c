/**
 * One rule for the years of every date (issue 10): the shared DateString (core/src/schemas/
 * birth-data.ts) takes the years 0000-2999, the span the ephemeris serves in the four-digit
 * form of SERVICE-SPEC; beyond it every operation answers 400 INVALID_INPUT naming the field
 * and the range, never a 422 quoting the library. Years before 1000 and instants before year 0
 * are written as ISO 8601 (expanded years: -000001-12-31T21:30:00Z).
 */
import t from 'tap';
import { app, post, withKey } from '../helpers/app.js';
import { jdToIso } from '../../core/src/astro/events.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';

t.test('every operation with a birth date refuses 3000-01-01 with the same 400', async (t) => {
  const a = await app();
  const ops = a.registry.operations.filter(({ op }) => op.method === 'POST' && op.examples[0]?.body && typeof op.examples[0].body === 'object' && 'date' in (op.examples[0].body as object));
  t.ok(ops.length > 200, `${ops.length} operations take a birth date`);
  const wrong: string[] = [];
  for (const { op } of ops) {
    const r = await a.inject({ method: 'POST', url: '/v1' + op.path, payload: { ...(op.examples[0]!.body as object), date: '3000-01-01' }, headers: withKey() });
    const b = JSON.parse(r.body);
    const ok = r.statusCode === 400 && b.error?.code === 'INVALID_INPUT' && b.error.details?.[0]?.path === 'date' && /0000-2999/.test(b.error.message) && /0000-2999/.test(b.error.details[0].message);
    if (!ok) wrong.push(`${op.path}: ${r.statusCode} ${r.body.slice(0, 160)}`);
  }
  t.same(wrong, [], 'each answers 400 INVALID_INPUT, details naming date, message naming 0000-2999');
});

t.test('the message names the supported range', async (t) => {
  const r = await post('/v1/chart', { date: '3500-06-01', time: '12:00:00', latitude: 0, longitude: 0 });
  t.equal(r.status, 400);
  t.same(r.body.error.details, [{ path: 'date', message: 'must be a calendar date YYYY-MM-DD in the years 0000-2999 (Swiss Ephemeris files for 1800-2399, the Moshier theory outside them)' }]);
  t.equal(r.body.error.message, 'Validation failed: date must be a calendar date YYYY-MM-DD in the years 0000-2999 (Swiss Ephemeris files for 1800-2399, the Moshier theory outside them)');
  const target = await post('/v1/progressions', { date: '1990-07-15', time: '12:00:00', latitude: 0, longitude: 0, targetDate: '3001-01-01' });
  t.equal(target.status, 400, 'other date members follow the same rule');
  t.equal(target.body.error.details[0].path, 'targetDate');
  t.match(target.body.error.details[0].message, /0000-2999/);
  t.equal((await post('/v1/chart', { date: '2999-12-31', time: '12:00:00', latitude: 0, longitude: 0 })).status, 200, 'the last supported day');
});

t.test('year 0 on /chart/unknown-time (a 500 before: ISO year "00-1")', async (t) => {
  const r = await post('/v1/chart/unknown-time', { date: '0000-01-01', time: '12:00:00', timezoneOffset: 3, latitude: 51.5, longitude: -0.1 });
  t.equal(r.status, 200);
  t.equal(r.body.data.moment.ephemeris, 'moshier');
  const isoTexts = JSON.stringify(r.body.data).match(/"-?\d{4,6}-\d{2}-\d{2}T[^"]*"/g) ?? [];
  t.ok(isoTexts.length > 0, 'the answer carries ISO instants');
  for (const s of isoTexts) t.match(s, /^"(\d{4}|[+-]\d{6})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})"$/, `ISO 8601: ${s}`);
  // The day's bounds at the request's offset (the vocabulary, issue 12): the local day
  // 0000-01-01 at UTC+3, which starts in UT year -1 (moment.utc below is written expanded).
  t.equal(r.body.data.day.from, '0000-01-01T00:00:00+03:00', 'the local day starts at local midnight, at the request offset');
  t.equal(r.body.data.day.to, '0000-01-02T00:00:00+03:00');
  t.equal(Date.parse('0000-01-01T00:00:00+03:00'), Date.parse('-000001-12-31T21:00:00Z'), 'the same instant as UT year -1, 21:00');
  for (const w of r.body.data.risingSigns ?? r.body.data.ascendantWindows ?? []) t.match(String(w.from), /^\d{2}:\d{2}:\d{2}$/, 'local clock times HH:mm:ss');
  for (const path of ['/v1/planets/motion', '/v1/rectification/animodar', '/v1/rectification/trutine']) {
    const other = await post(path, { date: '0000-01-01', time: '12:00:00', latitude: 51.5, longitude: -0.1 });
    t.ok(other.status < 500, `${path}: ${other.status}`);
  }
});

t.test('a chart of local 0000-01-01 00:30 at UTC+3 is in UT year -1', async (t) => {
  const r = await post('/v1/chart', { date: '0000-01-01', time: '00:30:00', timezoneOffset: 3, latitude: 0, longitude: 0, houseSystem: 'W' });
  t.equal(r.status, 200);
  t.equal(r.body.data.moment.utc, '-000001-12-31T21:30:00Z');
  t.equal(r.body.data.moment.julianDayUT, 1721059.5 - 2.5 / 24, 'JD of 0000-01-01 0h UT is 1721059.5 (proleptic Gregorian; 0001-01-01 is 1721425.5, year 0 a leap year)');
});

t.test('jdToIso: known answers across years 0, -1, 999, 1000 and 2999', async (t) => {
  const eph = new SwissEphemeris();
  t.equal(jdToIso(eph, 1721059.5), '0000-01-01T00:00:00Z');
  t.equal(jdToIso(eph, 1721058.5 + 0.5), '-000001-12-31T12:00:00Z');
  t.equal(jdToIso(eph, 1721425.5), '0001-01-01T00:00:00Z');
  t.equal(jdToIso(eph, eph.julianDay(999, 12, 31, 23.5)), '0999-12-31T23:30:00Z');
  t.equal(jdToIso(eph, eph.julianDay(1000, 1, 1, 0)), '1000-01-01T00:00:00Z');
  t.equal(jdToIso(eph, eph.julianDay(2999, 12, 31, 12)), '2999-12-31T12:00:00Z');
  t.equal(jdToIso(eph, 625000.5), '-003001-02-03T00:00:00Z', 'the first day of the Moshier theory (swe_revjul says -3001-02-03)');
});
