/**
 * The time-search operations through HTTP, against the independent roots of
 * test/oracles/events.py (JPL DE421 via skyfield, bisection; vectors committed). Instants are
 * compared in TT (service UT + its Delta T vs the reference's TT). Tolerances in seconds of
 * time: stations 10 s (Mercury-Mars) / 300 s (Jupiter-Pluto), every crossing of the Sun, the
 * Moon or Mercury (ingresses, returns) 1 s: see test/astro/events.test.ts for why.
 */
import t from 'tap';
import { readFileSync } from 'node:fs';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import retrogradeOp from '../../plugins/western/src/retrograde.js';
import ingressesOp from '../../plugins/western/src/ingresses.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';

interface Ev { jdTT: number; utc: string; [k: string]: any }
const V = JSON.parse(readFileSync(new URL('../oracles/vectors/events.json', import.meta.url), 'utf8')) as Record<string, Ev[]> & { birth: any };
const eph = new SwissEphemeris();
const dt = (jdUT: number, ref: Ev) => (jdUT + eph.deltaTSeconds(jdUT) / 86400 - ref.jdTT) * 86400;

t.test('retrograde: the 2024 stations of Mercury-Pluto', async (t) => {
  const r = await post('/v1/retrograde', { startDate: '2024-01-01', endDate: '2024-12-31' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(retrogradeOp.response, r.body.data), null);
  const d = r.body.data;
  t.equal(d.count, d.periods.length);
  const refs = V.stations!;
  for (const p of d.periods) {
    for (const [key, kind] of [['stationRetrograde', 'retrograde'], ['stationDirect', 'direct']] as const) {
      const s = p[key];
      const ref = refs.find((x) => x.body === p.id && x.kind === kind && Math.abs(x.jdTT - s.julianDayUT) < 2);
      if (!ref) continue; // a station outside 2024 (the loop overlaps the range)
      const tol = p.id <= 4 ? 10 : 300;
      t.ok(Math.abs(dt(s.julianDayUT, ref)) < tol, `${p.name} ${kind} ${ref.utc}`);
      t.ok(Math.abs(s.longitude - ref.longitude) < 0.001, `${p.name} ${kind} at ${ref.longitude}`);
      t.equal(s.sign, Math.floor(s.longitude / 30) + 1, 'sign 1-12');
    }
  }
  const mercury = d.periods.filter((p: any) => p.slug === 'mercury');
  t.ok(mercury.every((p: any) => p.id === 2 && p.name === 'Mercury'));
  // Mercury: Dec 2023-Jan 2024 (direct 2024-01-02), April, August, November-December 2024.
  t.equal(mercury.length, 4);
  t.match(mercury[1].stationRetrograde.date, /^2024-04-01T22:14:\d\d\+00:00$/, 'an instant with its offset');
  t.match(mercury[1].stationDirect.date, /^2024-04-25T12:54:\d\d\+00:00$/);
  t.match(mercury[1].stationRetrograde.formatted, /^27°1\d′\d\d″ Aries$/, 'the April station at 27 Aries');
  t.same([mercury[1].signs, mercury[1].signNames], [[1], ['Aries']]);
  t.same([mercury[2].signs, mercury[2].signNames], [[5, 6], ['Leo', 'Virgo']], 'August 2024: 4 Virgo back to 21 Leo');
  t.ok(Math.abs(mercury[1].durationDays - 23.61) < 0.01);
  // Mercury retrograde days inside 2024: Jan 1-2 (1.13), Apr 1-25 (23.61), Aug 5-28 (23.68), Nov 26-Dec 15 (19.76).
  t.ok(Math.abs(d.retrogradeDays.mercury - (1.13 + 23.61 + 23.68 + 19.76)) < 0.05, `Mercury ${d.retrogradeDays.mercury} days`);
  t.notOk(d.periods.some((p: any) => p.slug === 'venus'), 'Venus did not retrograde in 2024');
  const de = (await post('/v1/retrograde?lang=de', { startDate: '2024-03-01', endDate: '2024-05-31', planetIds: [2] })).body.data;
  t.same([de.periods[0].slug, de.periods[0].name, de.periods[0].signNames], ['mercury', 'Merkur', ['Widder']], 'names in German, slugs unchanged');
});

t.test('retrograde: natal contacts; a repeated id scanned once; bounds', async (t) => {
  const r = await post('/v1/retrograde', { startDate: '2024-03-01', endDate: '2024-05-31', planetIds: [2, 2, 2], chart: KYIV });
  t.equal(r.status, 200);
  t.equal(schemaErrors(retrogradeOp.response, r.body.data), null);
  t.equal(r.body.data.count, 1, 'one Mercury period, not three');
  const p = r.body.data.periods[0];
  const chart = (await post('/v1/chart', KYIV)).body.data;
  const [a, b] = [p.stationDirect.longitude, p.stationRetrograde.longitude]; // 15.97 .. 27.22 Aries
  const inside = chart.planets.filter((x: any) => x.longitude >= a && x.longitude <= b).map((x: any) => x.id);
  t.same(p.natalPointsInZone.map((x: any) => x.id).sort(), inside.sort(), 'natal points in the Aries arc');
  t.ok(p.natalPointsInZone.every((x: any) => x.sign === 1 && typeof x.slug === 'string' && x.formatted.endsWith(' Aries')));
  t.ok(p.natalHouses.length >= 1 && p.natalHouses.every((h: number) => h >= 1 && h <= 12));
  const houseOf = (lon: number) => chart.planets.length && (() => {
    const c = chart.houses.map((h: any) => h.longitude);
    for (let i = 0; i < 12; i++) { const s = c[i], e = c[(i + 1) % 12]; const span = (e - s + 360) % 360; if ((lon - s + 360) % 360 < span) return i + 1; }
    return 0;
  })();
  t.equal(p.natalHouses[0], houseOf(a), 'first house: where the loop begins');
  t.equal(p.natalHouses[p.natalHouses.length - 1], houseOf(b), 'last house: the retrograde station');
  for (const [body, field] of [
    [{ startDate: '2024-01-01', endDate: '2034-01-02' }, 'endDate'],
    [{ startDate: '2024-01-02', endDate: '2024-01-01' }, 'endDate'],
    [{ startDate: '2024-01-01', endDate: '2024-02-01', planetIds: [1] }, 'planetIds.0'],
    [{ startDate: '2024-01-01', endDate: '2024-02-01', planetIds: Array(33).fill(2) }, 'planetIds'],
    [{ startDate: '0500-01-01', endDate: '0501-01-01' }, 'startDate'],
  ] as const) {
    const e = await post('/v1/retrograde', body);
    t.equal(e.status, 400, JSON.stringify(body).slice(0, 80));
    t.ok(JSON.stringify(e.body.error.details ?? e.body.error).includes(field), `names ${field}`);
  }
  const big = await post('/v1/retrograde', { startDate: '2000-01-01', endDate: '2009-12-31', planetIds: [2, 3, 4, 5, 6, 7, 8, 9, 15, 17, 18, 19, 20, 16] });
  t.equal(big.status, 200, 'the largest request answers');
});

t.test('ingresses: Sun and Mercury 2024, Moon January 2024', async (t) => {
  const r = await post('/v1/ingresses', { startDate: '2024-01-01', endDate: '2024-12-31' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(ingressesOp.response, r.body.data), null);
  const d = r.body.data;
  t.equal(d.count, d.events.length);
  for (const body of [0, 2]) {
    const got = d.events.filter((e: any) => e.id === body);
    const want = V.ingresses!.filter((e) => e.body === body);
    t.equal(got.length, want.length, `${want[0]!.name}: ${want.length}`);
    got.forEach((g: any, i: number) => {
      const ref = want[i]!;
      t.ok(Math.abs(dt(g.julianDayUT, ref)) < 1 && g.retrograde === ref.retrograde, `${ref.name} ${g.fromSign} -> ${g.toSign} ${ref.utc}`);
    });
  }
  const equinox = d.events.find((e: any) => e.slug === 'sun' && e.toSign === 1);
  t.match(equinox.at, /^2024-03-20T03:06:\d\d\+00:00$/);
  t.same([equinox.fromSign, equinox.fromSignName, equinox.toSignName], [12, 'Pisces', 'Aries']);
  const back = d.events.find((e: any) => e.slug === 'mercury' && e.retrograde);
  t.same([back.fromSignName, back.toSignName], ['Virgo', 'Leo'], 'Mercury backs into Leo, August 2024');
  t.same([back.fromSign, back.toSign], [6, 5]);
  const fr = (await post('/v1/ingresses?lang=fr', { startDate: '2024-03-19', endDate: '2024-03-21', planetIds: [0] })).body.data.events[0];
  t.same([fr.name, fr.toSignName], ['Soleil', 'Bélier'], 'the equinox in French');
  t.ok(d.events.every((e: any, i: number) => i === 0 || e.julianDayUT >= d.events[i - 1].julianDayUT), 'in time order');
  const m = await post('/v1/ingresses', { startDate: '2024-01-01', endDate: '2024-01-30', planetIds: [1] });
  const want = V.ingresses!.filter((e) => e.body === 1 && e.jdTT < eph.julianDay(2024, 1, 31, 0));
  t.equal(m.body.data.count, want.length);
  m.body.data.events.forEach((g: any, i: number) => t.ok(Math.abs(dt(g.julianDayUT, want[i]!)) < 1, `Moon -> ${g.toSign} ${want[i]!.utc}`));
  t.equal((await post('/v1/ingresses', { startDate: '2024-01-01', endDate: '2029-01-02' })).status, 400, 'more than 5 years');
  t.equal((await post('/v1/ingresses', { startDate: '2024-01-01', endDate: '2024-02-01', planetIds: [14] })).status, 400, 'Earth has no ingresses');
});

const BIRTH = { date: '1990-07-15', time: '09:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0 };

t.test('returns/solar: the 2024 return of a 1990 birth', async (t) => {
  const solarOp = (await import('../../plugins/western/src/returns/solar.js')).default;
  const r = await post('/v1/returns/solar', { ...BIRTH, year: 2024, location: { latitude: 50.45, longitude: 30.52, timezone: 'Europe/Kyiv' } });
  t.equal(r.status, 200);
  t.equal(schemaErrors(solarOp.response, r.body.data), null);
  const d = r.body.data;
  const ref = V.solarReturns![0]!;
  t.ok(Math.abs(dt(d.returnMoment.julianDayUT, ref)) < 1, `solar return ${ref.utc} (${dt(d.returnMoment.julianDayUT, ref).toFixed(3)} s)`);
  t.ok(Math.abs(d.natalSunLongitude - V.birth.sunLongitude) < 0.0001, 'natal Sun as DE421');
  t.match(d.returnMoment.local, /^2024-07-14T17:15:\d\d\+03:00$/, 'Kyiv summer time (the UT second depends on the Delta T model: Swiss 2.09 is about 2 s above the IERS value in 2024)');
  const sun = d.planets.find((p: any) => p.id === 0);
  t.ok(Math.abs(sun.longitude - d.natalSunLongitude) < 1e-5, 'the Sun back on its natal degree');
  t.equal(d.houses.length, 12);
  t.ok(d.aspectsToNatal.some((a: any) => a.planet1.id === 0 && a.planet2.id === 0 && a.type.angle === 0), 'return Sun conjunct natal Sun');
  const p = await post('/v1/returns/solar', { ...BIRTH, year: 2024, precessed: true });
  t.equal(p.status, 200);
  const days = p.body.data.returnMoment.julianDayUT - d.returnMoment.julianDayUT;
  // 34 years of precession (50.3"/yr = 0.475 deg) at 0.954 deg/day: about half a day later.
  t.ok(days > 0.45 && days < 0.55, `precessed return ${days.toFixed(3)} days later`);
  // The zodiac as data (issue 12: was 'sidereal (Fagan-Bradley)'), the ayanamsa from core's table.
  t.same(d.zodiac, { type: 'tropical', ayanamsa: null });
  t.same(p.body.data.zodiac, { type: 'sidereal', ayanamsa: { slug: 'fagan-bradley', name: 'Fagan/Bradley' } });
  const ja = (await post('/v1/returns/solar', { ...BIRTH, year: 2024, precessed: true }, { 'accept-language': 'ja' })).body.data;
  t.equal(ja.zodiac.ayanamsa.name, 'フェイガン/ブラッドレー');
  t.equal((await post('/v1/returns/solar', { ...BIRTH, year: 3500 })).status, 400);
});

t.test('returns/lunar: 2024', async (t) => {
  const lunarOp = (await import('../../plugins/western/src/returns/lunar.js')).default;
  const r = await post('/v1/returns/lunar', { ...BIRTH, startDate: '2024-01-01', endDate: '2024-12-31' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(lunarOp.response, r.body.data), null);
  t.equal(r.body.data.count, V.lunarReturns!.length);
  r.body.data.returns.forEach((x: any, i: number) => t.ok(Math.abs(dt(x.moment.julianDayUT, V.lunarReturns![i]!)) < 1, `lunar return ${V.lunarReturns![i]!.utc}`));
  t.equal((await post('/v1/returns/lunar', { ...BIRTH, startDate: '2024-01-01', endDate: '2025-01-03' })).status, 400, 'more than a year');
});

t.test('returns/planetary: Mercury triple pass, Saturn return', async (t) => {
  const planetaryOp = (await import('../../plugins/western/src/returns/planetary.js')).default;
  // Born 2024-04-10 (Mercury retrograde at 24.6 Aries): Mercury crosses that degree three times in 2024... and once a year or so after.
  const born = { date: '2024-04-10', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0 };
  const r = await post('/v1/returns/planetary', { ...born, planet: 2, startDate: '2024-01-01', endDate: '2024-12-31' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(planetaryOp.response, r.body.data), null);
  t.same(r.body.data.returns.map((x: any) => x.pass), [1, 2, 3], 'the three passes of the April loop');
  const natalMercury = (await post('/v1/planets', { ...born, visiblePlanetIds: [2] })).body.data.planets[0].longitude;
  for (const x of r.body.data.returns) t.ok(Math.abs(x.planets.find((p: any) => p.name === 'Mercury').longitude - natalMercury) < 1e-5, `on the natal degree at ${x.moment.utc}`);
  const s = await post('/v1/returns/planetary', { ...BIRTH, planet: 6, startDate: '2018-01-01', endDate: '2022-12-31' });
  t.equal(s.status, 200);
  t.ok(s.body.data.count >= 1 && s.body.data.returns.every((x: any) => x.moment.utc.startsWith('2019') || x.moment.utc.startsWith('2020')), 'Saturn return of a 1990 birth: 2019-2020');
  t.equal((await post('/v1/returns/planetary', { ...BIRTH, planet: 1, startDate: '2018-01-01', endDate: '2019-01-01' })).status, 400, 'planet 2-9');
});
