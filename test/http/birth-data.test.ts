/**
 * The birth-data object through HTTP, rule by rule (SERVICE-SPEC, "Natal chart input").
 */
import t from 'tap';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { app, post, KYIV } from '../helpers/app.js';
import { birthData } from '../../core/src/schemas/birth-data.js';

// The birth-data rules are shared; the Western operations carry them here.
await app({ families: ['western'] });

const chart = (body: object) => post('/v1/chart', body);
const planets = (body: object) => post('/v1/planets', body);
const paths = (r: { body: any }) => (r.body.error?.details ?? []).map((d: { path: string }) => d.path);

t.test('real calendar dates and times only, never rolled over', async (t) => {
  for (const [date, time, field] of [
    ['2023-02-30', '12:00:00', 'date'],
    ['2023-13-01', '12:00:00', 'date'],
    ['2023-2-3', '12:00:00', 'date'],
    ['2023-02-28', '99:00:00', 'time'],
    ['2023-02-28', '12:60:00', 'time'],
    ['2023-02-28', '12:00:60', 'time'],
    ['2023-02-28', '24:00:00', 'time'],
    ['2023-02-28', '12:00', 'time'],
  ]) {
    const r = await planets({ ...KYIV, date, time });
    t.equal(r.status, 400, `${date} ${time}`);
    t.equal(r.body.error.code, 'INVALID_INPUT');
    t.same(paths(r), [field], `details name ${field}`);
    t.match(r.body.error.message, new RegExp(`^Validation failed: ${field}`));
  }
  t.equal((await planets({ ...KYIV, date: '2024-02-29' })).status, 200, 'leap day');
  t.equal((await planets({ ...KYIV, date: '1900-02-29' })).status, 400, '1900 was not a leap year');
});

t.test('HH:mm only where the specification allows it', async (t) => {
  t.equal((await post('/v1/receptions', { ...KYIV, time: '14:30' })).status, 200, 'receptions takes HH:mm');
  t.equal((await post('/v1/receptions', { ...KYIV, time: '14:30:15' })).status, 200, 'and HH:mm:ss');
  t.equal((await chart({ ...KYIV, time: '14:30' })).status, 400, 'chart needs seconds');
});

t.test('24:00:00 only on Chinese-calendar operations', async (t) => {
  const ajv = addFormats(new Ajv({ strict: false }));
  const chinese = ajv.compile(JSON.parse(JSON.stringify(birthData({}, { time: 'chinese' }))));
  const western = ajv.compile(JSON.parse(JSON.stringify(birthData())));
  const body = { ...KYIV, time: '24:00:00' };
  t.ok(chinese(body), 'accepted by the chinese time format');
  t.notOk(western(body), 'refused elsewhere');
  t.notOk(chinese({ ...KYIV, time: '24:00:01' }), 'only the exact end of day');
});

t.test('timezoneOffset in hours, fractional zones included', async (t) => {
  const india = await chart({ date: '1985-01-26', time: '06:05:00', timezoneOffset: 5.5, latitude: 28.61, longitude: 77.21 });
  t.equal(india.body.data.moment.utc, '1985-01-26T00:35:00Z');
  t.equal(india.body.data.moment.timezoneOffset, 5.5);
  t.equal(india.body.data.moment.timezone, null);
  const nepal = await chart({ date: '2000-01-01', time: '05:45:00', timezoneOffset: 5.75, latitude: 27.7, longitude: 85.3 });
  t.equal(nepal.body.data.moment.utc, '2000-01-01T00:00:00Z');
  const none = await chart({ date: '2000-01-01', time: '12:00:00', latitude: 0, longitude: 0 });
  t.equal(none.body.data.moment.julianDayUT, 2451545, 'default offset 0');
  const nul = await chart({ date: '2000-01-01', time: '12:00:00', timezoneOffset: null, latitude: 0, longitude: 0 });
  t.equal(nul.status, 200, 'null offset is 0');
  for (const bad of [14.5, -15, '3']) {
    const r = await chart({ ...KYIV, timezone: undefined, timezoneOffset: bad });
    t.equal(r.status, 400, `offset ${bad}`);
    t.same(paths(r), ['timezoneOffset']);
  }
});

t.test('timezone: IANA names with summer time, auto, repeated and skipped times', async (t) => {
  const kyiv = await chart(KYIV);
  t.equal(kyiv.body.data.moment.timezoneOffset, 3, 'Kyiv summer time 1990 is UTC+3');
  t.equal(kyiv.body.data.moment.utc, '1990-07-15T11:30:00Z');
  const auto = await chart({ ...KYIV, timezone: 'auto' });
  t.equal(auto.body.data.moment.timezone, 'Europe/Kyiv');
  t.equal(auto.body.data.moment.utc, '1990-07-15T11:30:00Z');
  const wins = await chart({ ...KYIV, timezoneOffset: -7 });
  t.equal(wins.body.data.moment.timezoneOffset, 3, 'timezone wins over timezoneOffset');
  const nyc = { latitude: 40.71, longitude: -74.0, timezone: 'America/New_York' };
  const repeated = await chart({ ...nyc, date: '2021-11-07', time: '01:30:00' });
  t.equal(repeated.body.data.moment.utc, '2021-11-07T05:30:00Z', 'first occurrence (EDT)');
  const skipped = await chart({ ...nyc, date: '2021-03-14', time: '02:30:00' });
  t.equal(skipped.body.data.moment.utc, '2021-03-14T07:30:00Z', 'offset from before the change (EST)');
});

t.test('abbreviations and short names are INVALID_FIELD', async (t) => {
  for (const [extra, field] of [
    [{ timezone: 'EST' }, 'timezone'],
    [{ timezone: 'CET' }, 'timezone'],
    [{ timezone: 'Nowhere/Atlantis' }, 'timezone'],
    [{ lat: 50 }, 'lat'],
    [{ lon: 30 }, 'lon'],
    [{ lng: 30 }, 'lng'],
    [{ tz: 3 }, 'tz'],
  ] as const) {
    const r = await chart({ ...KYIV, ...extra });
    t.equal(r.status, 400, JSON.stringify(extra));
    t.equal(r.body.error.code, 'INVALID_FIELD');
    t.ok(paths(r).includes(field), `details name ${field}`);
  }
  for (const spelling of ['timeZone', 'time_zone', 'tz']) {
    const r = await chart({ ...KYIV, timezone: undefined, [spelling]: 'Europe/Kyiv' });
    t.equal(r.body.error.code, 'INVALID_FIELD', spelling);
    t.match(r.body.error.details.find((d: any) => d.path === spelling).message, /"timezone"/, `${spelling} points at timezone`);
  }
});

t.test('houseSystem: the 25 case-sensitive codes', async (t) => {
  const bad = await chart({ ...KYIV, houseSystem: 'placidus' });
  t.equal(bad.status, 400);
  t.same(paths(bad), ['houseSystem']);
  t.match(bad.body.error.details[0].message, /P, K, R, C, E, W, B, M, O, A, T, V, D, F, G, H, I, i, L, N, Q, S, U, X, Y/);
  t.equal((await chart({ ...KYIV, houseSystem: 'p' })).status, 400, 'lower-case p is not Placidus');
  const sunshine = await chart({ ...KYIV, houseSystem: 'I' });
  const makransky = await chart({ ...KYIV, houseSystem: 'i' });
  t.equal(sunshine.status, 200);
  t.equal(makransky.status, 200);
  t.equal(sunshine.body.data.settings.houseSystem, 'I');
  t.equal(makransky.body.data.settings.houseSystem, 'i');
  for (const code of ['P', 'K', 'R', 'C', 'E', 'W', 'B', 'M', 'O', 'A', 'T', 'V', 'D', 'F', 'G', 'H', 'I', 'i', 'L', 'N', 'Q', 'S', 'U', 'X', 'Y']) {
    const r = await chart({ ...KYIV, houseSystem: code });
    t.equal(r.status, 200, `house system ${code}`);
  }
});

t.test('zodiacType and ayanamsa by name or id', async (t) => {
  const byName = await planets({ ...KYIV, zodiacType: 'sidereal', ayanamsa: 'lahiri' });
  const byId = await planets({ ...KYIV, zodiacType: 'sidereal', ayanamsaId: 1 });
  const tropical = await planets(KYIV);
  t.equal(byName.body.data.settings.ayanamsa, 'lahiri');
  t.same(byName.body.data.planets, byId.body.data.planets, 'ayanamsaId 1 is Lahiri');
  const ayanamsa = byName.body.data.settings.ayanamsaValue;
  t.ok(ayanamsa > 23.7 && ayanamsa < 23.8, `Lahiri in 1990 is about 23.72 degrees (got ${ayanamsa})`);
  const diff = (tropical.body.data.planets[0].longitude - byName.body.data.planets[0].longitude + 360) % 360;
  t.ok(Math.abs(diff - ayanamsa) < 1e-6, 'sidereal Sun = tropical Sun - ayanamsa');
  t.equal((await planets({ ...KYIV, ayanamsa: 'galactic' })).status, 400);
  t.equal((await planets({ ...KYIV, ayanamsaId: 999 })).status, 400);
  t.equal((await planets({ ...KYIV, zodiacType: 'draconic' })).status, 400);
});

t.test('required members and extra keys', async (t) => {
  const r = await chart({ time: '12:00:00', latitude: 1 });
  t.equal(r.status, 400);
  t.equal(r.body.error.code, 'MISSING_FIELDS');
  t.same(paths(r).sort(), ['date', 'longitude']);
  const extra = await chart({ ...KYIV, name: 'Ada', city: 'Kyiv', myAppUserId: 42, nested: { a: 1 } });
  t.equal(extra.status, 200, 'extra keys allowed');
  for (const [k, v] of [['latitude', 90.5], ['latitude', -91], ['longitude', 181], ['latitude', '50']] as const) {
    const bad = await chart({ ...KYIV, [k]: v });
    t.equal(bad.status, 400, `${k}=${v}`);
    t.same(paths(bad), [k]);
  }
});
