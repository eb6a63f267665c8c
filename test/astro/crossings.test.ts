/**
 * core/src/astro/crossings.ts: many targets on one sampled track. Analytic angles with known
 * roots, a looping angle checked against an independent bisection on a fine grid (test-side
 * oracle only), and a real track: the March equinox of 2024 (2024-03-20 03:06 UT, published by
 * USNO) and Mercury's three passes over 20 deg Aries in its 2024 retrograde loop.
 */
import t from 'tap';
import { angleTrack, bodyTrack, extendTrack, trackCrossings, TRACK_TOLERANCE_DAYS } from '../../core/src/astro/crossings.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';

const SECOND = 1 / 86400;

t.test('a uniform motion: 10 deg/day crosses 45 deg every 36 days', async (t) => {
  const track = angleTrack((jd) => ({ value: 10 * jd, speed: 10 }), 0, 100, 1);
  const roots = trackCrossings(track, 45);
  t.same(roots.map((r) => r.direction), [1, 1, 1]);
  [4.5, 40.5, 76.5].forEach((want, i) => t.ok(Math.abs(roots[i]!.jd - want) < TRACK_TOLERANCE_DAYS, `root ${i} at ${want}`));
  t.same(trackCrossings(track, 45 + 720).map((r) => Math.round(r.jd * 10) / 10), [4.5, 40.5, 76.5], 'targets are read mod 360');
});

t.test('a looping motion (stations): every crossing, in both directions', async (t) => {
  // value = t + 30 sin(2 pi t / 20): speed 1 + 3 pi cos(...) changes sign, so the angle loops back.
  const w = (2 * Math.PI) / 20;
  const fn = (jd: number) => ({ value: jd + 30 * Math.sin(w * jd), speed: 1 + 30 * w * Math.cos(w * jd) });
  const track = angleTrack(fn, 0, 60, 0.5);
  const target = 20;
  const roots = trackCrossings(track, target);
  // Oracle: sign changes of value - target on a 0.001-day grid, each bisected (independent of crossings.ts).
  const f = (x: number) => fn(x).value - target;
  const want: number[] = [];
  for (let x = 0; x < 60; x += 0.001) {
    if (Math.sign(f(x)) !== Math.sign(f(x + 0.001)) && f(x) !== 0) {
      let lo = x, hi = x + 0.001;
      for (let i = 0; i < 60; i++) { const mid = (lo + hi) / 2; if (Math.sign(f(mid)) === Math.sign(f(lo))) lo = mid; else hi = mid; }
      want.push((lo + hi) / 2);
    }
  }
  t.equal(roots.length, want.length, `${want.length} crossings, retrograde ones included`);
  roots.forEach((r, i) => t.ok(Math.abs(r.jd - want[i]!) < SECOND, `crossing ${i} within 1 s`));
  t.ok(roots.some((r) => r.direction === -1), 'a backward crossing is found');
});

t.test('real tracks: the 2024 March equinox and Mercury\'s three passes', async (t) => {
  const eph = new SwissEphemeris();
  const tropical = { zodiacType: 'tropical' as const, siderealMode: 1 };
  const start = eph.julianDay(2024, 1, 1, 0);
  const sun = trackCrossings(bodyTrack(eph, 0, start, start + 366, tropical), 0);
  t.equal(sun.length, 1);
  const equinox = eph.julianDay(2024, 3, 20, 3 + 6 / 60);
  t.ok(Math.abs(sun[0]!.jd - equinox) < 60 * SECOND, `equinox within the published minute (${(sun[0]!.jd - equinox) * 86400} s)`);
  const mercury = trackCrossings(bodyTrack(eph, 2, eph.julianDay(2024, 3, 1, 0), eph.julianDay(2024, 6, 1, 0), tropical), 20);
  t.same(mercury.map((r) => r.direction), [1, -1, 1], 'direct, retrograde, direct over 20 Aries');
});

t.test('extendTrack: a lengthened track finds what a track over the whole span finds', async (t) => {
  const w = (2 * Math.PI) / 20;
  const fn = (jd: number) => ({ value: 200 + jd + 30 * Math.sin(w * jd), speed: 1 + 30 * w * Math.cos(w * jd) });
  const whole = angleTrack(fn, 0, 60, 0.5);
  const middle = angleTrack(fn, 20, 40, 0.5);
  const grown = extendTrack(middle, 0, 60, 0.5);
  t.equal(grown.times[0], 0);
  t.equal(grown.times[grown.times.length - 1], 60);
  for (let i = 1; i < grown.times.length; i++) t.ok(grown.times[i]! > grown.times[i - 1]!, 'times strictly increase');
  // Values stay unwrapped across both joins: no step of a whole turn between neighbours.
  for (let i = 1; i < grown.values.length; i++) t.ok(Math.abs(grown.values[i]! - grown.values[i - 1]!) < 40, `no wrap jump at ${i}`);
  for (const target of [20, 215, 250]) {
    const a = trackCrossings(whole, target).map((r) => r.jd), b = trackCrossings(grown, target).map((r) => r.jd);
    t.equal(b.length, a.length, `target ${target}: ${a.length} crossings`);
    b.forEach((x, i) => t.ok(Math.abs(x - a[i]!) < SECOND, `target ${target} crossing ${i} within 1 s`));
  }
  t.same(extendTrack(middle, 25, 35, 0.5).times, middle.times, 'a span inside the track leaves it as it is');
});

t.test('extendTrack on a real body: Jupiter lengthened back over its 2023 station', async (t) => {
  const eph = new SwissEphemeris();
  const tropical = { zodiacType: 'tropical' as const, siderealMode: 1 };
  const start = eph.julianDay(2023, 6, 1, 0), mid = eph.julianDay(2024, 1, 1, 0), end = eph.julianDay(2024, 6, 1, 0);
  const whole = bodyTrack(eph, 5, start, end, tropical);
  const grown = extendTrack(bodyTrack(eph, 5, mid, end, tropical), start, end, 32);
  // Jupiter went retrograde at 15 deg Taurus (2023-09-04) and direct at 5 deg (2023-12-31): 10 deg Taurus is crossed three times.
  const a = trackCrossings(whole, 40).map((r) => r.jd), b = trackCrossings(grown, 40).map((r) => r.jd);
  t.equal(a.length, 3, 'three passes over 10 Taurus');
  t.equal(b.length, 3);
  b.forEach((x, i) => t.ok(Math.abs(x - a[i]!) < SECOND, `pass ${i} within 1 s`));
});
