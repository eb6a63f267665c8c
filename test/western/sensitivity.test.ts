/**
 * Birth-time sensitivity: POST /chart/time-sensitivity and the `sensitivity` member of POST
 * /chart. Every reported change is checked against charts cast through /chart on either side
 * of it (1 s before and after, or minutes before and after for the Moon), speeds against
 * central differences of /chart Ascendants, and the Ascendant at the root against Meeus's
 * formula (Astronomical Algorithms, ch. 13-14) from ARMC and the obliquity, independent of the
 * Swiss house code.
 */
import t from 'tap';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import chartOp from '../../plugins/western/src/chart.js';
import sensOp from '../../plugins/western/src/chart/time-sensitivity.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import {
  angleDegreesPerMinute, chartSettings, nearestChanges, normalizeDegrees, sensitivityStepMinutes, shortestArc, signedArc, signOf, timeSensitivity,
} from '../../core/src/astro/index.js';

const eph = new SwissEphemeris();
const rad = Math.PI / 180;

/** /chart body for an ISO UTC instant shifted by `seconds`. */
function at(iso: string, seconds: number, base: Record<string, unknown> = KYIV) {
  const d = new Date(Date.parse(iso) + seconds * 1000).toISOString();
  const { timezone: _z, ...rest } = base as Record<string, unknown>;
  return { ...rest, date: d.slice(0, 10), time: d.slice(11, 19), timezoneOffset: 0 };
}
async function chartAt(iso: string, seconds: number, base: Record<string, unknown> = KYIV) {
  const r = await post('/v1/chart', at(iso, seconds, base));
  if (r.status !== 200) throw new Error(`chart ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}
const ascSign = (d: any) => signOf(d.angles.ascendant).sign;
const mcSign = (d: any) => signOf(d.angles.mc).sign;
const houseOf = (d: any, id: number) => d.planets.find((p: any) => p.id === id).house;
const moonSign = (d: any) => d.planets.find((p: any) => p.id === 1).signName; // the sign's name: /chart/time-sensitivity names signs (the vocabulary's sign is 1-12)

t.test('time-sensitivity: schema, and the Ascendant and MC sign changes straddled by /chart', async (t) => {
  const r = await post('/v1/chart/time-sensitivity', { ...KYIV, windowMinutes: 180 });
  t.equal(r.status, 200);
  t.equal(schemaErrors(sensOp.response, r.body.data), null);
  const d = r.body.data;
  t.equal(d.windowMinutes, 180);
  let checked = 0;
  for (const [name, sign] of [['ascendant', ascSign], ['mc', mcSign]] as const) {
    for (const c of [d[name].signChangeBefore, d[name].signChangeAfter]) {
      if (!c) continue;
      t.not(c.fromSign, c.toSign);
      t.equal(sign(await chartAt(c.at, -1)), c.fromSignName, `${name} ${c.at} - 1 s in ${c.fromSignName}`);
      t.equal(sign(await chartAt(c.at, +1)), c.toSignName, `${name} ${c.at} + 1 s in ${c.toSignName}`);
      checked++;
    }
  }
  t.ok(checked >= 3, `Kyiv +-3 h: ASC before and after, MC at least once (${checked})`);
  t.ok(d.ascendant.signChangeBefore.minutes < 0 && d.ascendant.signChangeAfter.minutes > 0);
  t.equal(signOf(d.ascendant.longitude).sign, 'Scorpio');
});

t.test('time-sensitivity: degrees per minute against /chart central differences', async (t) => {
  const r = await post('/v1/chart/time-sensitivity', KYIV);
  const d = r.body.data;
  const utc = d.moment.utc;
  const before = await chartAt(utc, -60);
  const after = await chartAt(utc, +60);
  const asc = signedArc(before.angles.ascendant, after.angles.ascendant) / 2;
  const mc = signedArc(before.angles.mc, after.angles.mc) / 2;
  t.ok(Math.abs(d.ascendant.degreesPerMinute - asc) < 1e-4, `ASC ${d.ascendant.degreesPerMinute} vs ${asc}`);
  t.ok(Math.abs(d.mc.degreesPerMinute - mc) < 1e-4, `MC ${d.mc.degreesPerMinute} vs ${mc}`);
  // The MC advances with ARMC (about 0.2507 deg of sidereal time per minute), near 0.25 deg/min.
  t.ok(d.mc.degreesPerMinute > 0.2 && d.mc.degreesPerMinute < 0.3);
});

t.test('time-sensitivity: house changes and the stable window agree with /chart', async (t) => {
  const r = await post('/v1/chart/time-sensitivity', KYIV);
  const d = r.body.data;
  t.ok(d.houseChanges.length > 0);
  for (const h of d.houseChanges.slice(0, 6)) {
    t.equal(houseOf(await chartAt(h.at, -1), h.id), h.fromHouse, `${h.body} ${h.at} - 1 s in house ${h.fromHouse}`);
    t.equal(houseOf(await chartAt(h.at, +1), h.id), h.toHouse, `${h.body} ${h.at} + 1 s in house ${h.toHouse}`);
  }
  const times = d.houseChanges.map((h: any) => h.minutes);
  t.same(times, [...times].sort((a: number, b: number) => a - b), 'in time order');
  // The stable window: the same chart (signs of the angles, every house and sign) from its start to its end.
  const given = await chartAt(d.moment.utc, 0);
  const sig = (c: any) => JSON.stringify([ascSign(c), mcSign(c), c.planets.map((p: any) => [p.sign, p.house])]);
  t.equal(sig(await chartAt(d.stableWindow.from, +2)), sig(given), 'unchanged just after the window opens');
  t.equal(sig(await chartAt(d.stableWindow.to, -2)), sig(given), 'unchanged just before it closes');
  t.not(sig(await chartAt(d.stableWindow.to, +2)), sig(given), 'changed just after');
  t.not(sig(await chartAt(d.stableWindow.from, -2)), sig(given), 'changed just before');
  t.equal(d.stableWindow.boundedByWindow, false);
  t.ok(Math.abs(d.stableWindow.minutesBefore + Math.max(...times.filter((m: number) => m <= 0))) < 1e-9);
});

t.test('time-sensitivity: the Moon changing sign', async (t) => {
  // Kyiv 1990-07-15: the Moon left Aries for Taurus near 23:28 UT (found with a 12 h window).
  const wide = await post('/v1/chart/time-sensitivity', { ...KYIV, windowMinutes: 720 });
  const m = wide.body.data.moonSignChange;
  t.ok(m, 'a Moon ingress within 12 h');
  t.equal(m.fromSignName, 'Aries');
  t.equal(m.toSignName, 'Taurus');
  t.equal(moonSign(await chartAt(m.at, -600)), 'Aries', '10 minutes before: old sign');
  t.equal(moonSign(await chartAt(m.at, +60)), 'Taurus', '1 minute after: new sign');
  // A birth 20 minutes before the ingress: found in the default window, and warned about.
  const near = at(m.at, -20 * 60);
  const r = await post('/v1/chart/time-sensitivity', near);
  t.equal(r.status, 200);
  t.equal(Date.parse(r.body.data.moonSignChange.at), Date.parse(m.at), 'the same instant from another start');
  // Instants at the request's offset: Kyiv summer time for the first, the second sent +00:00.
  t.match(m.at, /^1990-07-1[56]T\d\d:\d\d:\d\d\+03:00$/);
  t.match(r.body.data.moonSignChange.at, /\+00:00$/);
  t.ok(Math.abs(r.body.data.moonSignChange.minutes - 20) < 0.02);
  t.ok(r.body.data.warnings.some((w: any) => w.code === 'sign-change-near' && w.message.includes('Moon changes sign')));
  // Issue 12: the note in the answer's language from the western-note table (Aries to Taurus, 20 minutes after).
  const ja = (await post('/v1/chart/time-sensitivity', near, { 'accept-language': 'ja' })).body.data;
  t.ok(ja.warnings.some((w: any) => w.code === 'sign-change-near' && /^月が指定時刻の20\.0分後にサインを変える（牡羊座→牡牛座）。$/.test(w.message)), JSON.stringify(ja.warnings));
  const de = (await post('/v1/chart/time-sensitivity', near, { 'accept-language': 'de' })).body.data;
  t.ok(de.warnings.some((w: any) => w.message === 'Der Mond wechselt das Zeichen (Widder → Stier) 20.0 Minuten nach der angegebenen Zeit.'), JSON.stringify(de.warnings));
  const quiet = await post('/v1/chart/time-sensitivity', KYIV);
  t.equal(quiet.body.data.moonSignChange, null, 'no Moon ingress within +-1 h of 11:30 UT');
});

t.test('time-sensitivity: Whole Sign houses change with the Ascendant sign', async (t) => {
  const body = { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0, houseSystem: 'W', windowMinutes: 180 };
  const r = await post('/v1/chart/time-sensitivity', body);
  t.equal(r.status, 200);
  const d = r.body.data;
  const ascTimes = [d.ascendant.signChangeBefore, d.ascendant.signChangeAfter].filter(Boolean).map((c: any) => c.at);
  t.ok(ascTimes.length > 0);
  t.ok(d.houseChanges.length > 0);
  for (const h of d.houseChanges) {
    t.ok(ascTimes.includes(h.at) || Math.abs(h.minutes) > 60, `${h.body} changes house only when the Ascendant changes sign (${h.at})`);
    t.equal(h.toHouse, ((h.fromHouse + 10) % 12) + 1, 'one house back as the signs rise');
  }
});

t.test('time-sensitivity: errors are 400 naming the field, 422 at polar Placidus', async (t) => {
  const big = await post('/v1/chart/time-sensitivity', { ...KYIV, windowMinutes: 721 });
  t.equal(big.status, 400);
  t.match(JSON.stringify(big.body), /windowMinutes/);
  const zero = await post('/v1/chart/time-sensitivity', { ...KYIV, windowMinutes: 0 });
  t.equal(zero.status, 400);
  const polar = await post('/v1/chart/time-sensitivity', { ...KYIV, latitude: 69.65, longitude: 18.96, houseSystem: 'P' });
  t.equal(polar.status, 422);
  t.equal(polar.body.error.code, 'CALCULATION_ERROR');
  const tromso = await post('/v1/chart/time-sensitivity', { ...KYIV, latitude: 69.65, longitude: 18.96, houseSystem: 'E', windowMinutes: 720 });
  t.equal(tromso.status, 200, 'Equal houses inside the polar circle, the widest window');
  for (const c of [tromso.body.data.ascendant.signChangeBefore, tromso.body.data.ascendant.signChangeAfter].filter(Boolean)) {
    const b = { ...KYIV, latitude: 69.65, longitude: 18.96, houseSystem: 'E' };
    t.equal(ascSign(await chartAt(c.at, -1, b)), c.fromSignName);
    t.equal(ascSign(await chartAt(c.at, +1, b)), c.toSignName);
  }
});

t.test('/chart sensitivity: the points changing within +-15 minutes, checked by /chart', async (t) => {
  const r = await post('/v1/chart', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(chartOp.response, r.body.data), null);
  const s = r.body.data.sensitivity;
  const utc = r.body.data.moment.utc;
  t.ok(s.length > 0, 'Kyiv: Mars and Uranus sit on cusps');
  for (const i of s) {
    t.ok(Math.abs(i.minutes) <= 15);
    // Half a minute beyond the change, and the given time itself.
    const beyond = await chartAt(utc, (i.minutes + Math.sign(i.minutes) * 0.5) * 60);
    const value = (c: any) =>
      i.point === 'Ascendant' ? ascSign(c) : i.point === 'MC' ? mcSign(c) : i.kind === 'sign' ? c.planets.find((p: any) => p.id === i.id).signName : houseOf(c, i.id);
    const given = value(r.body.data);
    t.equal(value(beyond), i.minutes > 0 ? i.to : i.from, `${i.point} ${i.kind} on the far side of ${i.minutes} min`);
    t.equal(given, i.minutes > 0 ? i.from : i.to, `${i.point} ${i.kind} at the given time`);
  }
  const abs = s.map((i: any) => Math.abs(i.minutes));
  t.same(abs, [...abs].sort((a: number, b: number) => a - b), 'nearest first');
  // The same changes as the full operation reports within 15 minutes.
  const full = (await post('/v1/chart/time-sensitivity', KYIV)).body.data;
  // Both root-find the same crossings from different brackets: the same bodies, the minutes within 0.06 s.
  const byId = (xs: any[]) => xs.map((h: any) => ({ id: h.id, minutes: h.minutes })).sort((a: any, b: any) => a.id - b.id);
  const fullHouse = byId(full.houseChanges.filter((h: any) => Math.abs(h.minutes) <= 15));
  const mine = byId(s.filter((i: any) => i.kind === 'house'));
  t.same(mine.map((h) => h.id), fullHouse.map((h) => h.id));
  mine.forEach((h, k) => t.ok(Math.abs(h.minutes - fullHouse[k]!.minutes) < 1e-3, `body ${h.id}: ${h.minutes} vs ${fullHouse[k]!.minutes} min`));
  // The Sun (19 Cancer, 1 deg/day) cannot change sign within 15 minutes.
  const mid = (await post('/v1/chart', { ...KYIV, visiblePlanetIds: [0] })).body.data;
  t.ok(mid.sensitivity.every((i: any) => i.point !== 'Sun' || i.kind === 'house'), 'the Sun (19 Cancer) changes no sign');
});

t.test('lib: the root of the Ascendant sign change against Meeus from ARMC and obliquity', async (t) => {
  const jd = 2448087.9791666665; // Kyiv 1990-07-15 11:30 UT
  const s = timeSensitivity(eph, jd, 50.45, 30.52, chartSettings({ houseSystem: 'P' } as any), [0, 1], 120);
  t.ok(s.ascendant.changes.length >= 1);
  for (const c of s.ascendant.changes) {
    const h = eph.houses(c.jd, 50.45, 30.52, 'P', { zodiacType: 'tropical', siderealMode: 0 });
    const eps = eph.obliquity(c.jd) * rad;
    const ramc = h.armc * rad;
    const asc = normalizeDegrees(Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(eps) + Math.tan(50.45 * rad) * Math.sin(eps))) / rad);
    const boundary = Math.round(asc / 30) * 30;
    t.ok(shortestArc(asc, boundary) < 0.001, `Meeus ASC ${asc} on the boundary ${boundary}`);
    t.ok(Math.abs(c.minutes - (c.jd - jd) * 1440) < 1e-9);
  }
  const { before, after } = nearestChanges(s.ascendant.changes);
  t.ok(before && before.minutes <= 0 && (!after || after.minutes > 0));
});

t.test('lib: helpers', async (t) => {
  t.equal(sensitivityStepMinutes(50), 5);
  t.equal(sensitivityStepMinutes(-60), 2);
  t.equal(sensitivityStepMinutes(70), 0.5);
  // A line through 359.9 at 0.3 deg/min: the central difference unwraps through 0.
  const line = (jd: number) => normalizeDegrees(359.9 + 0.3 * (jd - 100) * 1440);
  t.ok(Math.abs(angleDegreesPerMinute(line, 100) - 0.3) < 1e-6);
  t.same(nearestChanges([{ minutes: -5 }, { minutes: -1 }, { minutes: 3 }, { minutes: 9 }]), { before: { minutes: -1 }, after: { minutes: 3 } });
  t.same(nearestChanges([]), { before: null, after: null });
  t.throws(() => timeSensitivity(eph, 2451545, 51, 0, chartSettings({} as any), [0], 800), /windowMinutes/);
});
