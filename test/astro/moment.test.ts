import t from 'tap';
import { resolveMoment, timeToHours, utcIso, chartSettings } from '../../core/src/astro/index.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../../runtime/src/services/luxon-time-zones.js';

const ephemeris = new SwissEphemeris();
const timeZones = new LuxonTimeZones();

t.test('time and UTC text', async (t) => {
  t.equal(timeToHours('14:30'), 14.5);
  t.equal(timeToHours('06:00:36'), 6.01);
  t.equal(timeToHours('24:00:00'), 24);
  t.equal(utcIso('1990-07-15', 14.5, 3), '1990-07-15T11:30:00Z');
  t.equal(utcIso('2000-01-01', 2, 5.5), '1999-12-31T20:30:00Z');
  t.equal(utcIso('0050-03-01', 12, 0), '0050-03-01T12:00:00Z', 'years below 100 are not read as 19xx');
});

t.test('Julian day: J2000.0 is JD 2451545.0 (Meeus, Astronomical Algorithms ch. 7)', async (t) => {
  t.equal(ephemeris.julianDay(2000, 1, 1, 12), 2451545.0);
  const m = resolveMoment({ date: '2000-01-01', time: '17:30:00', timezoneOffset: 5.5, latitude: 0, longitude: 0 }, { ephemeris, timeZones });
  t.equal(m.julianDayUT, 2451545.0);
  t.ok(m.deltaTSeconds > 63 && m.deltaTSeconds < 64.5, `delta T at 2000 is about 63.8 s (got ${m.deltaTSeconds})`);
});

t.test('IANA zones: summer time, repeated and skipped local times', async (t) => {
  t.equal(timeZones.offsetAtLocal('Europe/Kyiv', '1990-07-15', '14:30:00'), 3);
  t.equal(timeZones.offsetAtLocal('Asia/Kolkata', '1985-01-26', '06:05:00'), 5.5);
  t.equal(timeZones.offsetAtLocal('Asia/Kathmandu', '2020-05-01', '12:00:00'), 5.75);
  // 2021-11-07 01:30 happens twice in New York: first at EDT (-4)
  t.equal(timeZones.offsetAtLocal('America/New_York', '2021-11-07', '01:30:00'), -4);
  // 2021-03-14 02:30 never happens in New York: the offset from before the change (EST, -5)
  t.equal(timeZones.offsetAtLocal('America/New_York', '2021-03-14', '02:30:00'), -5);
  t.equal(timeZones.offsetAtLocal('Australia/Lord_Howe', '2021-01-15', '12:00:00'), 11, 'half-hour summer time');
  t.equal(timeZones.zoneAt(50.45, 30.52), 'Europe/Kyiv');
  t.equal(timeZones.zoneAt(40.71, -74.0), 'America/New_York');
  t.notOk(timeZones.isValidZone('EST'));
  t.notOk(timeZones.isValidZone('EST5EDT'));
  t.notOk(timeZones.isValidZone('Mars/Olympus'));
  t.ok(timeZones.isValidZone('UTC'));
  t.ok(timeZones.isValidZone('America/Argentina/Buenos_Aires'));
});

t.test('chart settings: zodiac, ayanamsa by name or id, house system', async (t) => {
  t.same(chartSettings({}), { zodiacType: 'tropical', siderealMode: 1, ayanamsa: null, houseSystem: 'P' });
  t.equal(chartSettings({ zodiacType: 'sidereal' }).ayanamsa, 'lahiri');
  t.equal(chartSettings({ zodiacType: 'sidereal', ayanamsaId: 0 }).ayanamsa, 'fagan-bradley');
  t.equal(chartSettings({ zodiacType: 'sidereal', ayanamsa: 'kp' }).siderealMode, 45);
  t.equal(chartSettings({}, 'sidereal').zodiacType, 'sidereal');
});
