/**
 * No request's failure changes another request's answer (issue 10, "Isolation").
 *
 * The defect: a chart of 1700 at latitude 89 (Moshier dates, Placidus inside the polar circle)
 * got its 422, and the next one to three valid requests of anyone got 422 "Ephemeris file
 * <server path>/sepl_18.se1 is damaged (2)". The cause was a Moshier-flagged SE_ECL_NUT call
 * after a Swiss-file call (see eclipticNutation in runtime/src/services/swiss-ephemeris.ts).
 *
 * Each request carries a distinct unused member (`probe`), so no answer comes from the
 * response cache: every answer compared here was computed.
 */
import t from 'tap';
import { REPO_ROOT } from '../../runtime/src/registry.js';
import { mulberry32 } from '../../runtime/src/services/seeded-random.js';
import { post } from '../helpers/app.js';
import type { Answer } from '../helpers/app.js';

let probe = 0;
const fresh = (body: object) => ({ ...body, probe: `isolation-${++probe}` });

/**
 * A server path in a message: the repository root, node_modules, a directory before an
 * ephemeris file, or an absolute path under a usual root (API routes such as /v1/chart are fine).
 */
function namesServerPath(message: string): boolean {
  return message.includes(REPO_ROOT) || /node_modules|[\\/][\w.-]+[\\/][\w.-]+\.se1\b|(^|[\s'"(])\/(?:home|work|usr|srv|opt|tmp|var|root|app|etc|mnt)\//.test(message);
}

function dataOf(r: Answer): string {
  return JSON.stringify(r.body.data);
}

const NORMAL = [
  { path: '/v1/chart', body: { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52 } },
  { path: '/v1/planets', body: { date: '2024-03-20', time: '03:06:00', latitude: -33.87, longitude: 151.21 } },
  { path: '/v1/vedic/panchang/vara', body: { date: '2025-06-19', time: '12:00:00', timezoneOffset: 5.5, latitude: 28.61, longitude: 77.21 } },
];

t.test('the sequence of issue 10: a failed polar Moshier chart leaves the next charts unchanged', async (t) => {
  const baseline = await post('/v1/chart', fresh(NORMAL[0]!.body));
  t.equal(baseline.status, 200);
  const bad = await post('/v1/chart', fresh({ date: '1700-03-01', time: '12:00:00', latitude: 89, longitude: 0 }));
  t.equal(bad.status, 422, 'the polar Placidus chart is refused');
  t.equal(bad.body.error.code, 'CALCULATION_ERROR');
  t.match(bad.body.error.message, /Placidus houses cannot be computed at latitude 89/);
  for (let i = 1; i <= 3; i++) {
    const next = await post('/v1/chart', fresh(NORMAL[0]!.body));
    t.equal(next.status, 200, `valid chart ${i} after it answers 200`);
    t.equal(dataOf(next), dataOf(baseline), `valid chart ${i} is byte-identical to the first answer`);
  }
});

t.test('Swiss-file and Moshier dates alternating, with and without failures', async (t) => {
  const swiss = await post('/v1/planets', fresh(NORMAL[1]!.body));
  for (const date of ['1700-03-01', '0500-06-15', '2500-01-01', '1799-12-31']) {
    for (const path of ['/v1/chart', '/v1/planets', '/v1/houses']) {
      const r = await post(path, fresh({ date, time: '12:00:00', latitude: 89, longitude: 0 }));
      t.ok(r.status === 200 || r.status === 422, `${path} ${date}: ${r.status}`);
    }
    const again = await post('/v1/planets', fresh(NORMAL[1]!.body));
    t.equal(dataOf(again), dataOf(swiss), `planets of 2024 unchanged after ${date}`);
  }
});

t.test('seeded fuzz: years 0000-3399, latitudes -90..90, several operations, interleaved with normal charts', async (t) => {
  const random = mulberry32(20261126);
  const first = new Map<number, string>();
  for (const [i, n] of NORMAL.entries()) {
    const r = await post(n.path, fresh(n.body));
    t.equal(r.status, 200, `${n.path} baseline`);
    first.set(i, dataOf(r));
  }
  const ops = ['/v1/chart', '/v1/planets', '/v1/houses', '/v1/speculum', '/v1/chart/unknown-time', '/v1/vedic/panchang/vara', '/v1/vedic/chart/rashi', '/v1/vedic/panchang/full', '/v1/lilith', '/v1/nodes'];
  const houseSystems = ['P', 'K', 'G', 'R', 'W', 'B'];
  const changed: string[] = [];
  const leaks: string[] = [];
  const serverErrors: string[] = [];
  for (let k = 0; k < 60; k++) {
    // The issue asks for years -3000..3000; the date form has four digits (SERVICE-SPEC), so
    // years run 0000-3399 here: all of the Moshier span a date can express, and 3000-3399,
    // beyond the supported years, which must be 400s.
    const year = Math.floor(random() * 3400);
    const date = `${String(year).padStart(4, '0')}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
    const latitude = Math.round((random() * 180 - 90) * 100) / 100;
    const path = ops[Math.floor(random() * ops.length)]!;
    const body = { date, time: '06:15:00', timezoneOffset: 0, latitude, longitude: Math.round((random() * 360 - 180) * 100) / 100, houseSystem: houseSystems[Math.floor(random() * houseSystems.length)] };
    const r = await post(path, fresh(body));
    if (r.status >= 500) serverErrors.push(`${path} ${JSON.stringify(body)} -> ${r.status}`);
    if (year > 2999) t.equal(r.status, 400, `${path} year ${year} is refused by range`);
    const message = String(r.body?.error?.message ?? '') + JSON.stringify(r.body?.error?.details ?? []);
    if (namesServerPath(message)) leaks.push(`${path} ${date}: ${message}`);
    const n = Math.floor(random() * NORMAL.length);
    const normal = await post(NORMAL[n]!.path, fresh(NORMAL[n]!.body));
    if (normal.status !== 200 || dataOf(normal) !== first.get(n)) changed.push(`${NORMAL[n]!.path} after ${path} ${JSON.stringify(body)}: ${normal.status} ${normal.raw.slice(0, 200)}`);
  }
  t.same(serverErrors, [], 'no 5xx');
  t.same(leaks, [], 'no message names a server path');
  t.same(changed, [], 'every normal answer is byte-identical to its first answer');
});

t.test('a library error text reaching a client names no server path', async (t) => {
  const { sanitizeLibraryMessage } = await import('../../runtime/src/services/swiss-ephemeris.js');
  t.equal(sanitizeLibraryMessage('Ephemeris file /srv/app/node_modules/swisseph/ephe/sepl_18.se1 is damaged (2).'), 'Ephemeris file sepl_18.se1 is damaged (2).');
  t.equal(sanitizeLibraryMessage("SwissEph file 'seas_18.se1' not found in PATH '/a/ephe:/b/ephe/'"), "SwissEph file 'seas_18.se1' not found in PATH '<ephemeris path>'");
  t.equal(sanitizeLibraryMessage('error in ephemeris file C:\\sweph\\semo_18.se1: 17 coefficients instead of 0.'), 'error in ephemeris file semo_18.se1: 17 coefficients instead of 0.');
  t.equal(sanitizeLibraryMessage('jd 2999409.1 outside Moshier planet range 625000.50 .. 2818000.50 '), 'jd 2999409.1 outside Moshier planet range 625000.50 .. 2818000.50', 'prose without a path is kept');
});
