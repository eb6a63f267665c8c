/**
 * The keyless compact operations (/public/*) through HTTP, against the DE421 vectors of
 * test/oracles/events.py and planets.py (skyfield; no code shared with Swiss Ephemeris): the
 * 2024 Mercury stations, the Sun's ingress into Aries, the lunations of January-February 2024,
 * and planet longitudes at a vector date. Keyless access: no key needed, the watermark a key
 * removes, and the 3 units /public/synastry costs.
 */
import fs from 'node:fs';
import t from 'tap';
import { app, MASTER_KEY } from '../helpers/app.js';
import { resolveService } from '../../runtime/src/container.js';
import { phaseOfElongation } from '../../plugins/public/src/lib/public.js';

const events = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/events.json', import.meta.url), 'utf8'));
const planets = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/planets.json', import.meta.url), 'utf8'));
const a = await app({ families: ['public'] });

/** Seconds between an ISO instant (any offset) and a vector's UTC text. */
const secondsApart = (iso: string, utc: string) => Math.abs(Date.parse(iso) - Date.parse(utc)) / 1000;
// Each test calls from its own address: the keyless hourly counters are per IP (30 units).
let address = 0;
const nextAddress = () => `203.0.113.${++address}`;
const get = (url: string) => a.inject({ method: 'GET', url, remoteAddress: nextAddress() });

t.test('phaseOfElongation: eight phases of 45 degrees centred on the new moon and the quarters', async (t) => {
  t.equal(phaseOfElongation(0), 'new-moon');
  t.equal(phaseOfElongation(22.4), 'new-moon');
  t.equal(phaseOfElongation(22.6), 'waxing-crescent');
  t.equal(phaseOfElongation(90), 'first-quarter');
  t.equal(phaseOfElongation(180), 'full-moon');
  t.equal(phaseOfElongation(270), 'last-quarter');
  t.equal(phaseOfElongation(350), 'new-moon');
  t.equal(phaseOfElongation(300), 'waning-crescent');
});

t.test('GET /public/retrograde-status: Mercury retrograde on 2024-04-10 between its DE421 stations', async (t) => {
  const r = await get('/v1/public/retrograde-status?date=2024-04-10');
  t.equal(r.statusCode, 200, r.body);
  const { data } = JSON.parse(r.body);
  const mercury = data.planets.find((p: any) => p.slug === 'mercury');
  t.equal(mercury.retrograde, true);
  t.equal(data.anyRetrograde, true);
  const st = events.stations.filter((s: any) => s.body === 2);
  const rx = st.find((s: any) => s.kind === 'retrograde' && s.utc.startsWith('2024-04'));
  const dx = st.find((s: any) => s.kind === 'direct' && s.utc.startsWith('2024-04'));
  t.ok(secondsApart(mercury.stationRetrogradeAt, rx.utc) < 120, `station retrograde ${mercury.stationRetrogradeAt} vs ${rx.utc}`);
  t.ok(secondsApart(mercury.stationDirectAt, dx.utc) < 120, `station direct ${mercury.stationDirectAt} vs ${dx.utc}`);
  t.match(mercury.stationDirectAt, /\+00:00$/, 'instants in UTC, with the offset written');
  // Mars was direct in April 2024: its next retrograde (December 2024) is what the answer bounds.
  const mars = data.planets.find((p: any) => p.slug === 'mars');
  const marsRx = events.stations.find((s: any) => s.body === 4 && s.kind === 'retrograde');
  t.equal(mars.retrograde, false);
  t.ok(secondsApart(mars.stationRetrogradeAt, marsRx.utc) < 120, `Mars's next station retrograde ${mars.stationRetrogradeAt} vs ${marsRx.utc}`);
  t.ok(mars.stationDirectAt > mars.stationRetrogradeAt);
  t.same(data.planets.map((p: any) => p.slug), ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);
});

t.test('GET /public/sun-sign: the 2024 March equinox day is a cusp day, decided by the clock', async (t) => {
  const ingress = events.ingresses.find((i: any) => i.body === 0 && i.toSignIndex === 0);
  const r = await get('/v1/public/sun-sign?date=2024-03-20&tz=0');
  t.equal(r.statusCode, 200, r.body);
  const { data } = JSON.parse(r.body);
  t.equal(data.sign.slug, 'aries', '12:00 UT is after the ingress');
  t.equal(data.sign.sign, 1);
  t.equal(data.sign.glyph, '\u2648');
  t.equal(data.cusp.isCuspDay, true);
  t.ok(secondsApart(data.cusp.ingressAt, ingress.utc) < 60, `ingress ${data.cusp.ingressAt} vs DE421 ${ingress.utc}`);
  t.equal(data.cusp.otherSign.slug, 'pisces');
  t.equal(data.needsTime, true, 'no time sent on a cusp day');
  const early = JSON.parse((await get('/v1/public/sun-sign?date=2024-03-20&time=01:00:00&tz=0&lang=de')).body).data;
  t.equal(early.sign.slug, 'pisces', '01:00 UT is before the ingress');
  t.equal(early.sign.name, 'Fische');
  t.equal(early.cusp.otherSign.slug, 'aries');
  t.equal(early.needsTime, false);
  const plain = JSON.parse((await get('/v1/public/sun-sign?date=1990-07-15&time=14:30:00&tz=3')).body).data;
  t.match(plain, { sign: { slug: 'cancer', element: 'water', modality: 'cardinal' }, cusp: { isCuspDay: false, ingressAt: null, otherSign: null }, needsTime: false });
});

t.test('GET /public/moon-phase: the full moon of 2024-01-25 and the lunations after it', async (t) => {
  const full = events.lunations.find((l: any) => l.phase === 180 && l.utc.startsWith('2024-01-25'));
  // A minute after the vector's full moon, so that the next full moon is February's.
  const after = new Date(Date.parse(full.utc) + 60_000).toISOString().slice(11, 19);
  const r = await get(`/v1/public/moon-phase?date=2024-01-25&time=${after}&tz=0`);
  t.equal(r.statusCode, 200, r.body);
  const { data } = JSON.parse(r.body);
  t.equal(data.phase.slug, 'full-moon');
  t.ok(Math.abs(data.phase.elongation - 180.01) < 0.01, `elongation ${data.phase.elongation} a minute after the vector's full moon (0.5 deg an hour)`);
  t.ok(data.phase.illumination > 0.99, `illumination ${data.phase.illumination}`);
  const lastNew = events.lunations.find((l: any) => l.phase === 0 && l.utc.startsWith('2024-01-11'));
  t.ok(Math.abs(data.phase.ageDays - (Date.parse(full.utc) + 60_000 - Date.parse(lastNew.utc)) / 86_400_000) < 0.001, `age ${data.phase.ageDays} days since the new moon of ${lastNew.utc}`);
  const nextNew = events.lunations.find((l: any) => l.phase === 0 && l.utc.startsWith('2024-02'));
  const nextFull = events.lunations.find((l: any) => l.phase === 180 && l.utc.startsWith('2024-02'));
  t.ok(secondsApart(data.nextNewMoon, nextNew.utc) < 60, `next new moon ${data.nextNewMoon} vs ${nextNew.utc}`);
  t.ok(secondsApart(data.nextFullMoon, nextFull.utc) < 60, `next full moon ${data.nextFullMoon} vs ${nextFull.utc}`);
  t.equal(data.moonSign.signName, 'Leo', 'the Moon opposite the Sun in Aquarius');
  const kyiv = JSON.parse((await get('/v1/public/moon-phase?date=2024-01-25&time=12:00:00&tz=2')).body).data;
  t.match(kyiv.nextFullMoon, /\+02:00$/, 'instants in the tz offset');
  t.equal(kyiv.phase.waxing, true);
});

t.test('GET /public/planet-positions against DE421 at a vector date', async (t) => {
  const c = planets.cases.find((x: any) => x.source === 'DE421' && x.date >= '2000');
  const r = await get(`/v1/public/planet-positions?date=${c.date}&time=${c.time}&tz=0`);
  t.equal(r.statusCode, 200, r.body);
  const { data } = JSON.parse(r.body);
  t.equal(data.planets.length, 11);
  for (const ref of c.bodies.filter((b: any) => b.id <= 9)) {
    const p = data.planets.find((q: any) => q.id === ref.id);
    const d = Math.abs(((p.longitude - ref.longitude + 540) % 360) - 180);
    t.ok(d < 0.01, `${ref.name} on ${c.date}: ${p.longitude} vs ${ref.longitude}`);
    t.equal(p.retrograde, ref.speed < 0, `${ref.name} retrograde as DE421's speed says`);
  }
  t.equal(data.planets[10].slug, 'mean-node');
  t.equal(data.planets[10].retrograde, true, 'the mean node always moves backwards');
});

t.test('POST /public/chart: keyless with a watermark; a key removes it; the same bodies as /chart', async (t) => {
  const body = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.4501, longitude: 30.5234 };
  const r = await a.inject({ method: 'POST', url: '/v1/public/chart', payload: body, remoteAddress: nextAddress() });
  t.equal(r.statusCode, 200, r.body);
  const { data } = JSON.parse(r.body);
  t.ok(typeof data.watermark === 'string' && data.watermark.length > 0, 'keyless: watermarked');
  t.equal(data.planets.length, 10);
  const sun = data.planets[0];
  // The Sun at 1990-07-15 11:30 UT: the DE421 birth of events.py is the same day at 09:00 UT
  // (112.6269 deg); the Sun moves 0.9535 deg/day there, so 2.5 h later it is at 112.7262.
  t.ok(Math.abs(sun.longitude - (events.birth.sunLongitude + (0.9535 * 2.5) / 24)) < 0.002, `Sun ${sun.longitude}`);
  t.match(sun, { slug: 'sun', sign: 4, signName: 'Cancer' });
  t.ok(sun.house >= 1 && sun.house <= 12);
  // By hand (Meeus, Astronomical Algorithms ch. 12 and 13): GMST at 0h UT on 1990-07-15 is
  // 19h30.4m, at 11:30 UT 7h02.3m, so the RAMC at 30.52 deg E is 136.1 deg; tan Asc = -cos RAMC /
  // (sin eps tan phi + cos eps sin RAMC) with eps 23.44, phi 50.45 gives 212.7 deg, early Scorpio.
  t.equal(data.ascendant.sign, 8, 'Scorpio rising at Kyiv at 14:30');
  t.ok(Math.abs(data.ascendant.longitude - 212.7) < 0.2, `Ascendant ${data.ascendant.longitude}`);
  t.equal(data.settings.houseSystem, 'P');
  const keyed = await a.inject({ method: 'POST', url: '/v1/public/chart', payload: body, headers: { 'x-api-key': MASTER_KEY } });
  t.equal(keyed.statusCode, 200);
  t.equal(JSON.parse(keyed.body).data.watermark, null, 'a key removes the watermark');
});

t.test('POST /public/synastry: costs 3 units; Ptolemaic aspects only, both big threes', async (t) => {
  const chart1 = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.4501, longitude: 30.5234 };
  const chart2 = { date: '1988-03-02', time: '08:10:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 };
  const r = await a.inject({ method: 'POST', url: '/v1/public/synastry', payload: { chart1, chart2 }, remoteAddress: nextAddress() });
  t.equal(r.statusCode, 200, r.body);
  t.equal(r.headers['x-ratelimit-cost'], '3');
  t.equal(r.headers['x-ratelimit-remaining'], '27', '30 an hour less 3');
  const { data } = JSON.parse(r.body);
  t.equal(data.count, data.aspects.length);
  t.ok(data.count > 0);
  const orbs: Record<number, number> = { 0: 8, 60: 5, 90: 7, 120: 7, 180: 8 };
  for (const x of data.aspects) t.ok(x.type.angle in orbs && x.orb <= orbs[x.type.angle]!, `${x.planet1.slug} ${x.type.slug} ${x.planet2.slug} orb ${x.orb}`);
  t.equal(data.bigThree.chart1.sun.signName, 'Cancer');
  t.equal(data.bigThree.chart2.sun.signName, 'Pisces', '2 March 1988: the Sun in Pisces');
  const sum = (e: any) => e.fire + e.earth + e.air + e.water;
  t.equal(sum(data.elementBalance.chart1), 11, 'ten bodies and the Ascendant');
  // Each aspect's orb is the distance of the two longitudes from the exact angle.
  const c = JSON.parse((await a.inject({ method: 'POST', url: '/v1/public/chart', payload: chart1, headers: { 'x-api-key': MASTER_KEY } })).body).data;
  const d = JSON.parse((await a.inject({ method: 'POST', url: '/v1/public/chart', payload: chart2, headers: { 'x-api-key': MASTER_KEY } })).body).data;
  const lon = (chart: any, slug: string) => (slug === 'ascendant' ? chart.ascendant.longitude : chart.planets.find((p: any) => p.slug === slug).longitude);
  for (const x of data.aspects) {
    const sep = Math.abs(((lon(c, x.planet1.slug) - lon(d, x.planet2.slug) + 540) % 360) - 180);
    t.ok(Math.abs(Math.abs(sep - x.type.angle) - x.orb) < 1e-6, `${x.planet1.slug}-${x.planet2.slug}: orb from the two charts`);
  }
});

t.test('bad input: the field is named', async (t) => {
  const r = await get('/v1/public/moon-phase?date=2024-13-01');
  t.equal(r.statusCode, 400);
  t.match(JSON.parse(r.body), { ok: false, error: { code: 'INVALID_INPUT' } });
  t.match(r.body, /date/);
  const tz = await get('/v1/public/planet-positions?date=2024-01-01&tz=20');
  t.equal(tz.statusCode, 400);
  t.match(tz.body, /tz/);
});

t.test('GET /public/chinese-zodiac: the year turns at the Lichun instant, the lunar new year shown for contrast', async (t) => {
  const before = JSON.parse((await get('/v1/public/chinese-zodiac?date=2024-02-04&time=16:00:00&tz=8')).body).data;
  t.match(before, { animal: { slug: 'rabbit' }, element: { slug: 'water' }, yinYang: 'yin', ganzhi: { slug: 'gui-mao', chinese: '癸卯', index: 39 } });
  const r = await get('/v1/public/chinese-zodiac?date=2024-02-04&time=17:00:00&tz=8&lang=de');
  t.equal(r.statusCode, 200, r.body);
  const after = JSON.parse(r.body).data;
  t.match(after, { animal: { slug: 'dragon' }, element: { slug: 'wood' }, yinYang: 'yang', stem: { slug: 'jia', chinese: '甲' }, branch: { slug: 'chen', chinese: '辰' }, ganzhi: { slug: 'jia-chen', index: 40 } });
  // Lichun 2024: 16:27 Beijing time (Hong Kong Observatory's 2024 table; lunar-javascript's
  // jieqi table gives 16:27:07). The service's own root finder on the Swiss Ephemeris Sun.
  t.ok(secondsApart(after.yearStartsAt, '2024-02-04T08:27:07Z') < 60, `Lichun ${after.yearStartsAt}`);
  t.match(after.yearStartsAt, /\+08:00$/);
  t.equal(after.lunarNewYear, '2024-02-10', 'the lunar new year of 2024 (Spring Festival, 10 February)');
  t.not(after.animal.name, 'dragon', 'the display name follows the language, the slug does not');
  const midnight = JSON.parse((await get('/v1/public/chinese-zodiac?date=2024-02-03&time=24:00:00&tz=8')).body).data;
  t.equal(midnight.animal.slug, 'rabbit', '24:00:00 is 00:00 of 4 February, before Lichun');
  const horse = JSON.parse((await get('/v1/public/chinese-zodiac?date=1990-07-15')).body).data;
  t.match(horse, { animal: { slug: 'horse' }, element: { slug: 'metal' }, ganzhi: { chinese: '庚午' }, lunarNewYear: '1990-01-27' });
  const bad = await get('/v1/public/chinese-zodiac?date=2900-01-01');
  t.equal(bad.statusCode, 400);
  t.match(JSON.parse(bad.body), { error: { code: 'INVALID_INPUT', details: [{ path: 'date' }] } });
});

t.test('publicChineseZodiac agrees with lunar-javascript (after sxwnl) on 60 dates away from Lichun', async (t) => {
  const { Solar } = (await import('lunar-javascript')) as unknown as { Solar: { fromYmdHms(y: number, m: number, d: number, h: number, mi: number, s: number): { getLunar(): { getYearInGanZhiByLiChun(): string } } } };
  const { publicChineseZodiac } = await import('../../plugins/public/src/lib/public.js');
  const ephemeris = resolveService(a.services, 'Ephemeris');
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 60; i++) {
    const y = 1900 + Math.floor(next() * 200);
    const m = 1 + Math.floor(next() * 12);
    const d = 1 + Math.floor(next() * 28);
    // lunar-javascript turns the year for the whole day of Lichun; the service at its instant.
    if (m === 2 && d >= 3 && d <= 5) continue;
    const date = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    const ours = publicChineseZodiac({ date, time: '12:00:00', tz: 8 }, ephemeris, 'en');
    t.equal(ours.ganzhi.chinese, Solar.fromYmdHms(y, m, d, 12, 0, 0).getLunar().getYearInGanZhiByLiChun(), date);
  }
});
