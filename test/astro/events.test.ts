/**
 * The event root finder (core/src/astro/events.ts) against independent roots: JPL DE421
 * through skyfield, with a bisection written in test/oracles/events.py (vectors committed in
 * test/oracles/vectors/events.json; this test never runs Python).
 *
 * Instants are compared in TT (the service's UT root + its Delta T against the reference's
 * TT), so the two Delta T models (69.2 s both, in 2024) do not enter. Tolerances, seconds of
 * time, from how fast the function crosses zero: the Moon's and the Sun's crossings (returns,
 * ingresses, lunations, aspects) 1 s (DE421 and the Swiss files agree to milliarcseconds; the
 * Moon moves 0.5"/s, the Sun 0.04"/s); Mercury's crossings 1 s; stations, where the speed's
 * slope is small, 10 s for Mercury-Mars (measured: at most 2 s) and 300 s for Jupiter-Pluto
 * (measured: at most 92 s, Pluto; a 1e-7 deg/day difference in speed moves an outer planet's
 * station by about a minute, and the reference's speed is a +-30 min finite difference).
 */
import t from 'tap';
import { readFileSync } from 'node:fs';
import {
  brentRoot, findAngleRoots, findAspectInstants, findIngresses, findLongitudeCrossings, findLunations, findRoots, findStations, eventRange, jdToIso,
} from '@celestial/core/astro';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';

interface Ev { jdTT: number; jdUT: number; deltaT: number; utc: string; [k: string]: unknown }
const V = JSON.parse(readFileSync(new URL('../oracles/vectors/events.json', import.meta.url), 'utf8')) as Record<string, Ev[]> & { birth: { sunLongitude: number; moonLongitude: number } };
const eph = new SwissEphemeris();
const TROPICAL = { zodiacType: 'tropical' as const, siderealMode: 0 };
const J2024 = eph.julianDay(2024, 1, 1, 0);
const J2025 = eph.julianDay(2025, 1, 1, 0);
/** Seconds between a service root (UT) and a reference (TT), compared in TT. */
const dtSeconds = (jdUT: number, ref: Ev) => (jdUT + eph.deltaTSeconds(jdUT) / 86400 - ref.jdTT) * 86400;

t.test('Brent and the scans on closed-form functions', async (t) => {
  t.ok(Math.abs(brentRoot((x) => x * x - 2, 0, 2, 1e-12) - Math.SQRT2) < 1e-11, 'sqrt 2');
  t.ok(Math.abs(brentRoot((x) => Math.cos(x) - x, 0, 1, 1e-12) - 0.7390851332151607) < 1e-11, 'Dottie number');
  t.throws(() => brentRoot((x) => x * x + 1, -1, 1), /no sign change/);
  const sines = findRoots((x) => Math.sin(x), 0.5, 10, { step: 0.7 });
  t.same(sines.map((r) => Math.round(r.jd / Math.PI * 1e9) / 1e9), [1, 2, 3], 'sin: pi, 2pi, 3pi');
  t.same(sines.map((r) => r.direction), [-1, 1, -1]);
  // A root exactly on a sample is reported once.
  t.equal(findRoots((x) => x - 2, 0, 4, { step: 1 }).length, 1);
  // An angle growing 100 deg/day from 350: crosses 360 (0) at 0.1 and 720 at 3.7; the +180/-180 wrap is never a root.
  const g = (x: number) => 350 + 100 * x;
  const r = findAngleRoots(g, 0, 4, { step: 0.5 });
  t.equal(r.length, 2);
  t.ok(Math.abs(r[0]!.jd - 0.1) < 1e-7 && Math.abs(r[1]!.jd - 3.7) < 1e-7, 'both multiples of 360, refined');
  t.same(findAngleRoots((x) => 200 - 30 * x, 0, 10, { step: 1 }).map((x) => x.direction), [-1], 'falling through 0 at 6.67 only');
  // A function that turns back just past the target between two grid samples: found with the turn as a breakpoint.
  const turn = (x: number) => 10 - (x - 5) ** 2 * 0.5 - 9.9; // max 0.1 at x=5, roots near 4.553 and 5.447
  t.equal(findAngleRoots(turn, 0, 10, { step: 2 }).length, 0, 'missed on a coarse grid alone');
  t.equal(findAngleRoots(turn, 0, 10, { step: 2, breakpoints: [5] }).length, 2, 'both found with the extremum sampled');
});

t.test('stations of Mercury-Pluto in 2024', async (t) => {
  const refs = V.stations!;
  let n = 0;
  for (let body = 2; body <= 9; body++) {
    const got = findStations(eph, body, J2024, J2025, TROPICAL);
    const want = refs.filter((r) => r.body === body);
    t.equal(got.length, want.length, `${want[0]?.name ?? body}: ${want.length} stations`);
    got.forEach((s, i) => {
      const ref = want[i]!;
      const tol = body <= 4 ? 10 : 300;
      const d = dtSeconds(s.jd, ref);
      t.ok(Math.abs(d) < tol && s.kind === ref.kind, `${ref.name} ${ref.kind} ${ref.utc}: ${d.toFixed(1)} s (< ${tol})`);
      n++;
    });
  }
  t.equal(n, 17);
  // The published 2024 Mercury stations: retrograde 2024-04-01 22:14 UT, direct 2024-04-25 12:54 UT.
  const mercury = findStations(eph, 2, J2024, J2025, TROPICAL);
  t.match(jdToIso(eph, mercury[1]!.jd), /^2024-04-01T22:14/);
  t.match(jdToIso(eph, mercury[2]!.jd), /^2024-04-25T12:5[34]/);
});

t.test('ingresses: Sun and Mercury (retrograde re-entry included) in 2024, the Moon in January', async (t) => {
  for (const [body, start, end] of [[0, J2024, J2025], [2, J2024, J2025], [1, J2024, eph.julianDay(2024, 2, 1, 0)]] as const) {
    const got = findIngresses(eph, body, start, end, TROPICAL);
    const want = V.ingresses!.filter((r) => r.body === body);
    t.equal(got.length, want.length, `${want[0]!.name}: ${want.length} ingresses`);
    got.forEach((g, i) => {
      const ref = want[i]!;
      const d = dtSeconds(g.jd, ref);
      t.ok(Math.abs(d) < 1 && g.toSignIndex === ref.toSignIndex && g.retrograde === ref.retrograde, `${ref.name} -> ${ref.toSignIndex} ${ref.utc}: ${d.toFixed(3)} s`);
    });
  }
  const equinox = findIngresses(eph, 0, eph.julianDay(2024, 3, 19, 0), eph.julianDay(2024, 3, 21, 0), TROPICAL);
  t.match(jdToIso(eph, equinox[0]!.jd), /^2024-03-20T03:06/, 'March equinox 2024-03-20 03:06 UT');
  t.ok(findIngresses(eph, 2, J2024, J2025, TROPICAL).some((i) => i.retrograde && i.toSignIndex === 4), 'Mercury backs into Leo in August');
});

t.test('lunations January-February 2024', async (t) => {
  const got = findLunations(eph, J2024, eph.julianDay(2024, 3, 1, 0));
  t.equal(got.length, V.lunations!.length);
  got.forEach((g, i) => {
    const ref = V.lunations![i]!;
    const d = dtSeconds(g.jd, ref);
    t.ok(Math.abs(d) < 1 && g.phase === ref.phase, `phase ${ref.phase} ${ref.utc}: ${d.toFixed(3)} s`);
  });
  const newMoon = got.find((l) => l.phase === 0)!;
  t.match(jdToIso(eph, newMoon.jd), /^2024-01-11T11:57/, 'new moon 2024-01-11 11:57 UT');
});

t.test('returns: solar 2024, lunar 2024, Mercury over 20 Aries (three passes)', async (t) => {
  const solar = findLongitudeCrossings(eph, 0, V.birth.sunLongitude, eph.julianDay(2024, 6, 1, 0), eph.julianDay(2024, 9, 1, 0), TROPICAL);
  t.equal(solar.length, 1);
  t.ok(Math.abs(dtSeconds(solar[0]!.jd, V.solarReturns![0]!)) < 1, `solar return ${V.solarReturns![0]!.utc}`);
  const lunar = findLongitudeCrossings(eph, 1, V.birth.moonLongitude, J2024, J2025, TROPICAL);
  t.equal(lunar.length, V.lunarReturns!.length, '13 lunar returns in 2024');
  lunar.forEach((l, i) => t.ok(Math.abs(dtSeconds(l.jd, V.lunarReturns![i]!)) < 1, `lunar return ${V.lunarReturns![i]!.utc}`));
  const passes = findLongitudeCrossings(eph, 2, 20, J2024, J2025, TROPICAL);
  t.same(passes.map((p) => p.retrograde), [false, true, false]);
  passes.forEach((p, i) => t.ok(Math.abs(dtSeconds(p.jd, V.mercuryPasses20Aries![i]!)) < 1, `pass ${i + 1} ${V.mercuryPasses20Aries![i]!.utc}`));
});

t.test('exact Moon-planet aspects, January 2024', async (t) => {
  const end = eph.julianDay(2024, 2, 1, 0);
  const got = [];
  for (const body of [0, 2, 3, 4, 5, 6, 7, 8, 9]) for (const angle of [0, 60, 90, 120, 180]) got.push(...findAspectInstants(eph, 1, body, angle, J2024, end, TROPICAL));
  got.sort((a, b) => a.jd - b.jd);
  t.equal(got.length, V.moonAspects!.length);
  let worst = 0;
  got.forEach((g, i) => {
    const ref = V.moonAspects![i]!;
    worst = Math.max(worst, Math.abs(dtSeconds(g.jd, ref)));
    if (g.body2 !== ref.body || g.separation !== ref.separation) t.fail(`aspect ${i}: ${g.body2}/${g.separation} vs ${ref.body}/${ref.separation}`);
  });
  t.ok(worst < 1, `worst of ${got.length}: ${worst.toFixed(3)} s`);
});

t.test('ranges are bounded', async (t) => {
  t.throws(() => eventRange(eph, '2024-01-01', '2035-01-02', 10), /endDate must be at most 10 years/);
  t.throws(() => eventRange(eph, '2024-01-02', '2024-01-01', 10), /endDate must not be before/);
  t.throws(() => eventRange(eph, '0999-01-01', '1000-01-01', 10), /startDate must be a date in the years/);
  const r = eventRange(eph, '2024-01-01', '2024-01-01', 1);
  t.equal(r.end - r.start, 1, 'a one-day range runs to the end of the day');
});
