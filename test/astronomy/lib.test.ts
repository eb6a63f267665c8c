/**
 * The astronomy family's calculations against independent authorities (test/oracles/astronomy/
 * sky_events_astronomy.py -> test/oracles/vectors/astronomy.json) and published worked examples:
 * - every solar and lunar eclipse of 2000-2050 found, of the same kind, its greatest eclipse within
 *   30 s of Astronomy Engine (whose own suite checks it against NASA's Five Millennium Canon, not
 *   reachable from here), and the canon's 2001 June 21 eclipse (NASA table 1, 12:03:41 UT);
 * - equinoxes and solstices 2000-2050 and the moon phases of 2024-2025 within 30 s of skyfield/DE421;
 * - sunrise, sunset, transits, moonrise and moonset within 30 s of skyfield/DE421 at 0-65 deg N
 *   and S, and the dawns and dusks of the three twilights;
 * - Algol minima from the GCVS elements within 30 s of the same elements reduced with DE421;
 * - Meeus, Astronomical Algorithms (2nd ed.): Julian days (ch. 7), sidereal time (ex. 12.a, 12.b),
 *   nutation and obliquity (ex. 22.a), the equation of time (ex. 28.b), Venus's phase (ex. 41.a).
 */
import fs from 'node:fs';
import t from 'tap';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { eclipsesBetween, solarType, lunarType } from '../../plugins/astronomy/src/lib/eclipses.js';
import { seasonsOf, moonPhases, brownLunation } from '../../plugins/astronomy/src/lib/cycles.js';
import { dayEvents, twilightDay } from '../../plugins/astronomy/src/lib/horizon.js';
import { nearestAlgolMinimum, heliocentricCorrection, ALGOL_EPOCH_HJD, ALGOL_PERIOD_DAYS } from '../../plugins/astronomy/src/lib/algol.js';
import { calendarToJd, jdToCalendar, weekdayOf } from '../../plugins/astronomy/src/lib/calendar.js';
import { siderealTimes, equationOfTime } from '../../plugins/astronomy/src/lib/earth-rotation.js';

const V = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/astronomy.json', import.meta.url), 'utf8'));
const eph = new SwissEphemeris();
const SEC = 1 / 86400;
const jdOf = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5;
const secondsApart = (a: number, b: number) => Math.abs(a - b) * 86400;

const KNOWN_TYPE_DIFFERENCES = {
  solar: ['2005-04-08 hybrid', '2013-11-03 hybrid', '2014-04-29 annular', '2023-04-20 hybrid', '2031-11-14 hybrid', '2043-04-09 total', '2043-10-03 annular', '2049-11-25 hybrid', '2050-05-20 hybrid'],
  lunar: ['2042-09-29 penumbral'],
};

t.test('eclipses 2000-2050: every one found, same kind, greatest eclipse within 30 s', async (t) => {
  const start = eph.julianDay(2000, 1, 1, 0);
  const end = eph.julianDay(2051, 1, 1, 0);
  const ours = eclipsesBetween(eph, start, end);
  for (const kind of ['solar', 'lunar'] as const) {
    const theirs = kind === 'solar' ? V.solarEclipses : V.lunarEclipses;
    const mine = ours.filter((e) => e.kind === kind);
    t.equal(mine.length, theirs.length, `${kind}: ${mine.length} eclipses, the reference ${theirs.length}`);
    let worst = 0;
    const typeMismatch: string[] = [];
    for (const ref of theirs) {
      const near = mine.find((e) => Math.abs(e.maxJd - ref.jdUt) < 1);
      if (!near) {
        t.fail(`${kind} eclipse of ${ref.peakUt} not found`);
        continue;
      }
      worst = Math.max(worst, secondsApart(near.maxJd, ref.jdUt));
      if (near.type !== ref.kind) typeMismatch.push(`${ref.peakUt.slice(0, 10)} ${near.type}`);
    }
    t.ok(worst < 30, `${kind}: worst greatest-eclipse difference ${worst.toFixed(1)} s`);
    // Where the types differ, the service has NASA's canon type: Astronomy Engine has no hybrid
    // class (it calls them total) and calls the non-central umbral eclipses partial, while the
    // canon lists 2005-04-08, 2013-11-03, 2023-04-20, 2031-11-14, 2049-11-25 and 2050-05-20 as
    // hybrid, 2014-04-29 and 2043-10-03 annular and 2043-04-09 total (non-central). 2042-09-29 is
    // a grazing lunar eclipse: Astronomy Engine finds a 5-minute partial phase of obscuration
    // 0.00015, Swiss Ephemeris (shadow enlarged after Danjon) none; both find the eclipse.
    t.same(typeMismatch, KNOWN_TYPE_DIFFERENCES[kind], `${kind}: every type agrees but the known ones`);
  }
  const nasa = V.nasaCanon[0];
  const e2001 = ours.find((e) => e.kind === 'solar' && Math.abs(e.maxJd - jdOf(nasa.greatestUt)) < 1)!;
  t.ok(secondsApart(e2001.maxJd, jdOf(nasa.greatestUt)) < 30, `2001-06-21 within 30 s of NASA (${secondsApart(e2001.maxJd, jdOf(nasa.greatestUt)).toFixed(1)} s)`);
  t.equal(e2001.type, 'total');
  t.ok(e2001.totalityBeginJd! < e2001.maxJd && e2001.maxJd < e2001.totalityEndJd!, 'the total phase brackets the maximum');
  t.ok(e2001.beginJd < e2001.totalityBeginJd! && e2001.totalityEndJd! < e2001.endJd, 'the partial phase brackets the total phase');
  t.ok(Math.abs(e2001.longitude - 90.0) < 0.5, 'solstice eclipse: the Sun near 0 Cancer');
  const where = eph.solarEclipseWhere(e2001.maxJd)!;
  t.equal(where.saros, 127, 'Saros 127 (NASA)');
  t.equal(where.sarosMember, 57, 'member 57 of 82 (NASA)');
  t.ok(Math.abs(where.latitude - -11.3) < 0.2 && Math.abs(where.longitude - 2.7) < 0.2, 'greatest eclipse at 11.3 S 2.7 E (NASA)');
});

t.test('eclipse type bits', async (t) => {
  t.equal(solarType(4 | 1), 'total');
  t.equal(solarType(8 | 1), 'annular');
  t.equal(solarType(32 | 1), 'hybrid');
  t.equal(solarType(16 | 2), 'partial');
  t.equal(lunarType(4), 'total');
  t.equal(lunarType(16), 'partial');
  t.equal(lunarType(64), 'penumbral');
});

t.test('equinoxes and solstices 2000-2050 within 30 s of skyfield/DE421', async (t) => {
  let worst = 0;
  let n = 0;
  for (let year = 2000; year <= 2049; year++) {
    const { instants, lengthsDays } = seasonsOf(eph, year);
    const refs = V.seasons.filter((s: { utc: string }) => s.utc.startsWith(String(year)));
    t.equal(refs.length, 4);
    refs.forEach((r: { jdUt: number; index: number }) => {
      worst = Math.max(worst, secondsApart(instants[r.index]!, r.jdUt));
      n++;
    });
    t.ok(Math.abs(lengthsDays.reduce((a, b) => a + b, 0) - 365.2422) < 0.02, `${year}: the four seasons make a tropical year`);
  }
  t.equal(n, 200);
  t.ok(worst < 30, `worst of 200: ${worst.toFixed(2)} s`);
});

t.test('moon phases 2024-2025 within 30 s of skyfield/DE421; Brown lunation numbers', async (t) => {
  const phases = moonPhases(eph, eph.julianDay(2024, 1, 1, 0), eph.julianDay(2026, 1, 1, 0));
  t.equal(phases.length, V.moonPhases.length);
  let worst = 0;
  V.moonPhases.forEach((r: { jdUt: number; index: number }, i: number) => {
    t.equal(phases[i]!.phase, r.index * 90);
    worst = Math.max(worst, secondsApart(phases[i]!.jd, r.jdUt));
  });
  t.ok(worst < 30, `worst of ${phases.length}: ${worst.toFixed(2)} s`);
  // Brown lunation 1 began 1923-01-17; the new moon of 2000-01-06 is lunation 953 (Meeus ch. 49, k = 0).
  t.equal(brownLunation(2451550.26, 0), 953);
  t.equal(brownLunation(eph.julianDay(1923, 1, 17, 2.7), 0), 1);
  // 2024-01-11 new moon: k = 297 -> 1250; its full moon on 25 January belongs to the same lunation.
  t.equal(phases.find((p) => p.phase === 0)!.lunation, 1250);
  t.equal(phases.find((p) => p.phase === 180 && p.jd > 2460330)!.lunation, 1250);
});

t.test('rise, set and transits within 30 s of skyfield/DE421 at 0-65 deg; twilights', async (t) => {
  let worst = 0;
  let compared = 0;
  for (const c of V.riseSet) {
    const dayStart = jdOf(c.fromUtc);
    const place = { longitude: c.longitude, latitude: c.latitude };
    for (const [body, id] of [['sun', 0], ['moon', 1]] as const) {
      const e = dayEvents(eph, id, dayStart, place);
      for (const [key, ref] of [['rise', c[body].rise], ['set', c[body].set], ['upperTransit', c[body].transit]] as const) {
        const got = e[key];
        if (ref.length === 0) {
          t.equal(got, null, `${c.place} ${c.date} ${body} ${key}: none that day`);
          continue;
        }
        worst = Math.max(worst, secondsApart(got!, jdOf(ref[0])));
        compared++;
      }
    }
    // Twilight: skyfield's transitions 0 dark, 1 astronomical, 2 nautical, 3 civil, 4 day.
    const tw = twilightDay(eph, dayStart, place);
    const names = { 1: tw.astronomical, 2: tw.nautical, 3: tw.civil } as Record<number, { dawn: number | null; dusk: number | null }>;
    for (const tr of c.twilight) {
      const rising = tr.level > tr.previous;
      const level = rising ? tr.level : tr.previous;
      const got = level === 4 ? (rising ? tw.sunrise : tw.sunset) : rising ? names[level]!.dawn : names[level]!.dusk;
      t.ok(got !== null && secondsApart(got, jdOf(tr.utc)) < 30, `${c.place} ${c.date} level ${tr.previous}->${tr.level}`);
    }
  }
  t.ok(compared > 150, `${compared} events compared`);
  t.ok(worst < 30, `worst ${worst.toFixed(1)} s`);
});

t.test('polar day and night are answered: circumpolar or never rising', async (t) => {
  const tromso = { longitude: 18.96, latitude: 69.65 };
  const winter = dayEvents(eph, 0, eph.julianDay(2024, 12, 21, -1), tromso);
  t.equal(winter.rise, null);
  t.equal(winter.set, null);
  t.ok(winter.neverRises && !winter.circumpolar);
  t.ok(winter.transitAltitude! < 0, 'the Sun stays below the horizon at noon');
  const summer = dayEvents(eph, 0, eph.julianDay(2024, 6, 21, -1), tromso);
  t.ok(summer.circumpolar && !summer.neverRises);
  const tw = twilightDay(eph, eph.julianDay(2024, 6, 21, -1), tromso);
  t.equal(tw.civil.dawn, null, 'no civil dawn in the midnight sun');
  t.equal(tw.nightLengthHours, null, 'never astronomically dark');
});

t.test('Algol: GCVS minima within 30 s of the elements reduced with DE421', async (t) => {
  for (const r of V.algol) {
    const [y, m, d] = r.date.split('-').map(Number);
    const jd0 = eph.julianDay(y, m, d, 0);
    const got = nearestAlgolMinimum(eph, jd0);
    t.equal(got.cycle, r.cycle, `${r.date}: cycle ${r.cycle}`);
    t.ok(secondsApart(got.jd, r.jdUt) < 30, `${r.date}: ${(secondsApart(got.jd, r.jdUt)).toFixed(1)} s`);
    t.ok(Math.abs(got.jd - jd0) <= ALGOL_PERIOD_DAYS / 2 + 0.01, 'the nearest minimum is within half a period');
    // Heliocentric: the minimum satisfies the elements exactly.
    const hjd = got.jd + heliocentricCorrection(eph, got.jd);
    t.ok(Math.abs((hjd - ALGOL_EPOCH_HJD) / ALGOL_PERIOD_DAYS - got.cycle) < 1e-6);
  }
  // The light-time never exceeds the Earth-Sun light-time (499 s) times cos(beta) of Algol (beta = 22.4 deg).
  for (let k = 0; k < 12; k++) t.ok(Math.abs(heliocentricCorrection(eph, 2460310.5 + k * 30.4) * 86400) < 499 * Math.cos((22.4 * Math.PI) / 180) + 5);
});

t.test('Julian days and weekdays: Meeus ch. 7 examples, and swe_julday', async (t) => {
  t.equal(calendarToJd(1957, 10, 4.81, 'gregorian'), 2436116.31, 'ex. 7.a: Sputnik');
  t.equal(calendarToJd(333, 1, 27.5, 'julian'), 1842713.0, 'ex. 7.b');
  t.equal(calendarToJd(2000, 1, 1.5, 'gregorian'), 2451545.0);
  t.equal(calendarToJd(1582, 10, 15, 'gregorian'), 2299160.5, 'the Gregorian reform');
  t.equal(calendarToJd(1582, 10, 4, 'julian'), 2299159.5, 'the day before it, Julian');
  t.equal(calendarToJd(-1000, 7, 12.5, 'julian'), 1356001.0, 'Meeus table 7.a');
  t.same(jdToCalendar(2436116.31, 'gregorian'), { year: 1957, month: 10, day: 4.810000000055879 }, 'ex. 7.c');
  const back = jdToCalendar(1842713.0, 'julian');
  t.same([back.year, back.month, back.day], [333, 1, 27.5], 'ex. 7.c (Julian)');
  t.equal(weekdayOf(calendarToJd(1954, 6, 30, 'gregorian')), 'wednesday', 'ex. 7.e');
  for (const [y, m, d] of [[1800, 1, 1], [1900, 3, 1], [2024, 2, 29], [2999, 12, 31]]) t.equal(calendarToJd(y!, m!, d!, 'gregorian'), eph.julianDay(y!, m!, d!, 0));
});

t.test('sidereal time, nutation and obliquity, equation of time: Meeus examples', async (t) => {
  // Ex. 12.a/12.b: 1987 April 10, 0h UT: GMST 13h10m46.3668s, GAST 13h10m46.1351s.
  const jd = 2446895.5;
  const s = siderealTimes(eph, jd, 0);
  t.ok(Math.abs(s.gmstHours * 3600 - (13 * 3600 + 10 * 60 + 46.3668)) < 0.01, `GMST ${s.gmstHours}`);
  t.ok(Math.abs(s.gastHours * 3600 - (13 * 3600 + 10 * 60 + 46.1351)) < 0.01, `GAST ${s.gastHours}`);
  t.ok(Math.abs(s.equationOfEquinoxesSeconds - -0.2317) < 0.002);
  // Ex. 22.a: 1987 April 10, 0h TD: dpsi -3.788", deps +9.443", eps0 23 26'27.407", eps 23 26'36.850" (IAU 1980; SE's IAU 2006/2000B within 0.05").
  const n = eph.nutationAndObliquity(jd - eph.deltaTSeconds(jd) * SEC);
  t.ok(Math.abs(n.nutationLongitude * 3600 - -3.788) < 0.05, `dpsi ${n.nutationLongitude * 3600}`);
  t.ok(Math.abs(n.nutationObliquity * 3600 - 9.443) < 0.05, `deps ${n.nutationObliquity * 3600}`);
  t.ok(Math.abs(n.meanObliquity * 3600 - (23 * 3600 + 26 * 60 + 27.407)) < 0.05, `eps0 ${n.meanObliquity}`);
  t.ok(Math.abs(n.trueObliquity * 3600 - (23 * 3600 + 26 * 60 + 36.85)) < 0.05, `eps ${n.trueObliquity}`);
  // Ex. 28.b: 1992 October 13.0 TD: E = +13m42.6s.
  const jd28 = 2448908.5 - eph.deltaTSeconds(2448908.5) * SEC;
  const e = equationOfTime(eph, jd28, 0);
  t.ok(Math.abs(e.minutes * 60 - (13 * 60 + 42.6)) < 0.5, `E ${e.minutes} min`);
  t.ok(Math.abs(e.latHours - e.lmtHours - e.minutes / 60) < 1e-12);
});

t.test('phenomena: Venus on 1992 December 20 (Meeus ex. 41.a)', async (t) => {
  const p = eph.phenomena(2448976.5, 3);
  t.ok(Math.abs(p.illuminatedFraction - 0.647) < 0.005, `k ${p.illuminatedFraction}`);
  t.ok(Math.abs(p.phaseAngle - 72.96) < 0.1, `i ${p.phaseAngle}`);
  // Meeus ch. 41, the Astronomical Almanac (1984) formula with the example's r = 0.724604, Delta = 0.910947, i = 72.96:
  // V = -4.40 + 5 log10(r Delta) + 0.0009 i + 0.000239 i^2 - 0.00000065 i^3 = -4.22 (Swiss Ephemeris uses Mallama's 2018 fits).
  const i = 72.96;
  const v = -4.4 + 5 * Math.log10(0.724604 * 0.910947) + 0.0009 * i + 0.000239 * i * i - 0.00000065 * i ** 3;
  t.ok(Math.abs(p.magnitude - v) < 0.05, `mag ${p.magnitude} vs ${v}`);
});

t.test('the Moon\'s perigees, apogees and node crossings of 2024 within 30 s of skyfield/DE421', async (t) => {
  const { moonApsides, moonNodeCrossings } = await import('../../plugins/astronomy/src/lib/moon.js');
  const start = eph.julianDay(2024, 1, 1, 0);
  const end = eph.julianDay(2025, 1, 1, 0);
  const aps = moonApsides(eph, start, end);
  t.same(aps.map((a) => a.kind), V.moonApsides.map((a: any) => a.kind));
  let worst = 0;
  aps.forEach((a, i) => {
    worst = Math.max(worst, secondsApart(a.jd, V.moonApsides[i].jdUt));
    t.ok(Math.abs(a.distanceKm - V.moonApsides[i].distanceKm) < 1, `${a.kind} ${V.moonApsides[i].utc}: ${a.distanceKm.toFixed(1)} km`);
  });
  t.ok(worst < 30, `apsides: worst ${worst.toFixed(1)} s`);
  const nodes = moonNodeCrossings(eph, start, end);
  t.same(nodes.map((n) => n.node), V.moonNodes.map((n: any) => n.node));
  worst = 0;
  nodes.forEach((n, i) => (worst = Math.max(worst, secondsApart(n.jd, V.moonNodes[i].jdUt))));
  t.ok(worst < 30, `nodes: worst ${worst.toFixed(1)} s`);
});

t.test('local eclipses: Astronomy Engine\'s contacts within 30 s; a lunar eclipse\'s visible share matches the moonset', async (t) => {
  const { localSolarEclipse, localLunarEclipse } = await import('../../plugins/astronomy/src/lib/local-eclipses.js');
  for (const ref of V.localSolarEclipses.filter((x: any) => x.place !== 'kyiv')) {
    const [y, m, d] = ref.from.split('-').map(Number);
    const r = localSolarEclipse(eph, eph.julianDay(y, m, d, 0), { longitude: ref.longitude, latitude: ref.latitude }, false);
    const e = r.local;
    for (const [k, v] of [['c1', e.first], ['max', e.maximum], ['c4', e.fourth]] as const) t.ok(v !== null && secondsApart(v, jdOf(ref[k])) < 30, `${ref.place} ${k}`);
    if (ref.kind === 'total') {
      t.equal(r.type, 'total');
      t.ok(secondsApart(e.second!, jdOf(ref.c2)) < 30 && secondsApart(e.third!, jdOf(ref.c3)) < 30, `${ref.place} second and third contact`);
      t.ok(Math.abs(r.centralDurationSeconds! - (jdOf(ref.c3) - jdOf(ref.c2)) * 86400) < 10, `totality ${r.centralDurationSeconds} s`);
    }
    t.ok(Math.abs(e.sunTrueAltitude - ref.sunAltitudeAtMax) < 0.2, `${ref.place} Sun altitude ${e.sunTrueAltitude} vs ${ref.sunAltitudeAtMax}`);
  }
  // 2025 March 14 from Kyiv: the Moon sets during the eclipse (about 04:10 UT), before totality.
  const kyiv = { longitude: 30.52, latitude: 50.45 };
  const l = localLunarEclipse(eph, eph.julianDay(2025, 1, 1, 0), kyiv, false);
  t.ok(l.global.maximum > eph.julianDay(2025, 3, 14, 0) && l.global.maximum < eph.julianDay(2025, 3, 15, 0));
  t.ok(l.moonset !== null, 'moonset during the eclipse');
  const pen = l.phases.find((p) => p.phase === 'penumbral')!;
  t.ok(Math.abs(pen.visibleFraction - (l.moonset! - pen.begin) / (pen.end - pen.begin)) < 0.02, `penumbral share ${pen.visibleFraction}`);
  t.equal(l.phases.find((p) => p.phase === 'total')!.visibleFraction, 0, 'totality below the horizon');
});

t.test('planets and the Sun 2024-2026: conjunctions, oppositions and greatest elongations within 30 s of skyfield/DE421', async (t) => {
  const { sunLongitudeDifferenceRoots, greatestElongations } = await import('../../plugins/astronomy/src/lib/planet-events.js');
  const start = eph.julianDay(2024, 1, 1, 0);
  const end = eph.julianDay(2027, 1, 1, 0);
  for (const id of [2, 3, 4, 5, 6]) {
    const refs = V.sunConjunctions.filter((c: any) => c.planet === id);
    // skyfield marks longitude-difference crossings of 0 and 180; Mercury and Venus only ever cross 0 (both conjunctions).
    const mine = [...sunLongitudeDifferenceRoots(eph, id, 0, start, end), ...(id >= 4 ? sunLongitudeDifferenceRoots(eph, id, 180, start, end) : [])].sort((a, b) => a - b);
    t.equal(mine.length, refs.length, `planet ${id}: ${refs.length} events`);
    const worst = Math.max(...refs.map((r: any, i: number) => secondsApart(mine[i]!, r.jdUt)));
    t.ok(worst < 30, `planet ${id}: worst ${worst.toFixed(1)} s`);
  }
  for (const id of [2, 3]) {
    const refs = V.greatestElongations.filter((e: any) => e.planet === id);
    const mine = greatestElongations(eph, id, start, end);
    t.equal(mine.length, refs.length, `planet ${id}: ${refs.length} greatest elongations`);
    refs.forEach((r: any, i: number) => {
      // The maximum is flat: 30 s of time moves the elongation by well under 1e-5 deg; compare the value to 0.001 deg and the time to 2 minutes.
      t.ok(Math.abs(mine[i]!.elongation - r.elongationDeg) < 0.001, `${r.utc}: ${mine[i]!.elongation} vs ${r.elongationDeg}`);
      t.ok(secondsApart(mine[i]!.jd, r.jdUt) < 120, `${r.utc}: ${(secondsApart(mine[i]!.jd, r.jdUt)).toFixed(0)} s`);
    });
  }
  const mar = greatestElongations(eph, 2, eph.julianDay(2024, 3, 1, 0), eph.julianDay(2024, 4, 1, 0));
  t.equal(mar[0]!.kind, 'east', 'Mercury 2024-03-24: evening star');
});
