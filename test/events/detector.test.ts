/**
 * The detector (runtime/src/events/detector.ts) called directly on the Swiss Ephemeris adapter,
 * over 2024, against independent answers: DE421 stations, ingresses, lunations and Moon aspects
 * (test/oracles/events.py, vectors/events.json), Astronomy Engine's eclipses
 * (vectors/astronomy.json); transit-trigger crossings checked against the ephemeris' own
 * longitudes at the instants (the orb to the aspect equals the threshold, entering or leaving
 * as the orb shrinks or grows), and the window rule (an event belongs to exactly one of two
 * adjacent windows).
 */
import fs from 'node:fs';
import t from 'tap';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../../runtime/src/services/luxon-time-zones.js';
import { detect, natalPointsOf } from '../../runtime/src/events/detector.js';
import { deliveryIdOf } from '../../runtime/src/events/engine.js';

const EV = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/events.json', import.meta.url), 'utf8')) as Record<string, any[]>;
const AS = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/astronomy.json', import.meta.url), 'utf8')) as Record<string, any[]>;
const services = { ephemeris: new SwissEphemeris(), timeZones: new LuxonTimeZones() };
const jdOf = (iso: string) => Date.parse(iso) / 86_400_000 + 2440587.5;
const apart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 1000;
const Y0 = jdOf('2024-01-01T00:00:00Z');
const Y1 = jdOf('2025-01-01T00:00:00Z');
const TROPICAL = { zodiacType: 'tropical' as const, siderealMode: 0 };

t.test('stations of Mercury-Pluto in 2024: retrograde-start and retrograde-end against DE421', async (t) => {
  const rx = detect('retrograde-start', {}, Y0, Y1, services);
  const dx = detect('retrograde-end', {}, Y0, Y1, services);
  const oracleRx = EV.stations!.filter((s) => s.kind === 'retrograde' && s.utc >= '2024' && s.utc < '2025');
  const oracleDx = EV.stations!.filter((s) => s.kind === 'direct' && s.utc >= '2024' && s.utc < '2025');
  t.equal(rx.length, oracleRx.length, `${oracleRx.length} retrograde stations`);
  t.equal(dx.length, oracleDx.length, `${oracleDx.length} direct stations`);
  for (const o of oracleRx) {
    const e = rx.find((x) => (x.data.planet as { id: number }).id === o.body && apart(x.data.at as string, o.utc) < 120);
    t.ok(e, `${o.name} stations retrograde ${o.utc}`);
  }
  for (const o of oracleDx) t.ok(dx.some((x) => (x.data.planet as { id: number }).id === o.body && apart(x.data.at as string, o.utc) < 120), `${o.name} stations direct ${o.utc}`);
  t.equal(new Set(rx.map((e) => e.key)).size, rx.length, 'keys are unique');
});

t.test('sign ingresses, lunar phases and the window rule', async (t) => {
  const ing = detect('sign-ingress', { planetIds: [0, 2] }, Y0, Y1, services);
  const oracle = EV.ingresses!.filter((i) => (i.body === 0 || i.body === 2) && i.utc < '2025').sort((a, b) => a.utc.localeCompare(b.utc));
  t.equal(ing.length, oracle.length, 'every Sun and Mercury ingress of 2024, retrograde re-entries included');
  ing.forEach((e, i) => {
    t.equal((e.data.planet as { id: number }).id, oracle[i].body);
    t.equal(e.data.toSign, oracle[i].toSignIndex + 1);
    t.equal(e.data.retrograde, oracle[i].retrograde);
    t.ok(apart(e.data.at as string, oracle[i].utc) < 60, `${oracle[i].name} ${e.data.at} vs ${oracle[i].utc}`);
  });
  const phases = detect('lunar-phase', { phases: ['new', 'first-quarter', 'full', 'last-quarter'] }, Y0, jdOf('2024-03-01T00:00:00Z'), services);
  const lun = EV.lunations!.filter((l) => l.utc < '2024-03-01');
  t.equal(phases.length, lun.length);
  phases.forEach((p, i) => t.ok(apart(p.data.at as string, lun[i].utc) < 60, `${p.data.phase} ${p.data.at} vs ${lun[i].utc}`));
  t.same(detect('lunar-phase', {}, Y0, jdOf('2024-03-01T00:00:00Z'), services).map((p) => p.data.phase), ['new', 'full', 'new', 'full'], 'default phases: new and full');
  // Split at an arbitrary instant: every event lands in exactly one window.
  const mid = jdOf('2024-01-25T17:54:00Z'); // within a second of the full moon
  const a = detect('lunar-phase', {}, Y0, mid, services).map((e) => e.key);
  const b = detect('lunar-phase', {}, mid, jdOf('2024-03-01T00:00:00Z'), services).map((e) => e.key);
  t.same([...a, ...b], detect('lunar-phase', {}, Y0, jdOf('2024-03-01T00:00:00Z'), services).map((e) => e.key), 'adjacent windows: no event lost or repeated');
  t.equal(deliveryIdOf(a[0]!, 7), deliveryIdOf(a[0]!, 7), 'the delivery id is deterministic');
  t.not(deliveryIdOf(a[0]!, 7), deliveryIdOf(a[0]!, 8), 'and differs per subscription');
});

t.test('aspect-exact, void of course and eclipse alerts', async (t) => {
  const jan = jdOf('2024-02-01T00:00:00Z');
  const moonSun = detect('aspect-exact', { planetIds: [0, 1], aspectAngles: [0, 60, 90, 120, 180] }, Y0, jan, services);
  const oracle = EV.moonAspects!.filter((m) => m.body === 0 && m.utc < '2024-02-01');
  t.equal(moonSun.length, oracle.length, 'every Moon-Sun aspect of January 2024');
  moonSun.forEach((e, i) => {
    t.equal((e.data.aspect as { angle: number }).angle, oracle[i].angle);
    t.ok(apart(e.data.at as string, oracle[i].utc) < 60, `${oracle[i].angle} ${e.data.at} vs ${oracle[i].utc}`);
  });
  const starts = detect('void-of-course-start', { leadMinutes: 30 }, Y0, jan, services);
  const ends = detect('void-of-course-end', {}, Y0, jan, services);
  const moonIngresses = EV.ingresses!.filter((i) => i.body === 1 && i.utc < '2024-02-01').sort((a, b) => a.utc.localeCompare(b.utc));
  for (const e of ends) t.ok(moonIngresses.some((m) => apart(e.data.endAt as string, m.utc) < 60), `a void ends at the Moon's ingress ${e.data.endAt}`);
  for (const s of starts) {
    t.equal(Math.round((s.occurredJd - s.dueJd) * 1440), 30, 'due 30 minutes before the start');
    const last = s.data.lastAspect as { at: string } | null;
    if (last) t.equal(last.at, s.data.startAt, 'the void starts at the last exact aspect');
  }
  const eclipses = detect('eclipse-alert', {}, Y0, Y1, services);
  const oracleE = [...AS.solarEclipses!.map((e) => ({ ...e, k: 'solar' })), ...AS.lunarEclipses!.map((e) => ({ ...e, k: 'lunar' }))]
    .filter((e) => e.jdUt - 7 > Y0 && e.jdUt - 7 <= Y1).sort((a, b) => a.jdUt - b.jdUt);
  t.equal(eclipses.length, oracleE.length, 'every eclipse alert due in 2024');
  eclipses.forEach((e, i) => {
    t.equal(e.data.kind, oracleE[i].k);
    t.equal(e.data.type, oracleE[i].kind);
    t.ok(apart(e.data.maxAt as string, oracleE[i].peakUt) < 120, `${e.data.kind} ${e.data.maxAt} vs ${oracleE[i].peakUt}`);
    t.ok(Math.abs(e.occurredJd - e.dueJd - 7) < 1e-9, 'due 7 days before the maximum');
  });
});

t.test('transit-trigger: orb threshold crossings to a natal chart; transit-alert digest', async (t) => {
  const chart = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
  const natal = natalPointsOf(chart, services);
  t.equal(natal.length, 12, 'Sun-Pluto, Ascendant and Midheaven');
  const found = detect('transit-trigger', { chart, transitPlanetIds: [0, 4], aspectAngles: [0, 90, 180], orb: 2 }, Y0, jdOf('2024-04-01T00:00:00Z'), services);
  t.ok(found.length > 10);
  for (const e of found) {
    const d = e.data as { transitPlanet: { id: number }; natalPoint: { id: number; longitude: number }; aspect: { angle: number }; direction: string };
    const orbAt = (jd: number) => {
      const sep = Math.abs((((services.ephemeris.position(jd, d.transitPlanet.id, TROPICAL).longitude - d.natalPoint.longitude) % 360) + 540) % 360 - 180);
      return Math.abs(sep - d.aspect.angle);
    };
    t.ok(Math.abs(orbAt(e.occurredJd) - 2) < 1e-5, `orb ${orbAt(e.occurredJd)} at the crossing`);
    const grows = orbAt(e.occurredJd + 0.01) > orbAt(e.occurredJd - 0.01);
    t.equal(d.direction, grows ? 'leaving' : 'entering');
  }
  t.same(detect('transit-trigger', { orb: 1 }, Y0, Y1, services), [], 'without a chart nothing fires');
  const digest = detect('transit-alert', { chart, deliverAt: '07:30', timezone: 'Europe/Kyiv' }, jdOf('2024-01-09T12:00:00Z'), jdOf('2024-01-12T12:00:00Z'), services);
  t.same(digest.map((d) => d.data.from), ['2024-01-10T07:30:00+02:00', '2024-01-11T07:30:00+02:00', '2024-01-12T07:30:00+02:00'], 'one digest a day at 07:30 Kyiv time');
  for (const d of digest) {
    for (const x of d.data.transits as { exactAt: string }[]) t.ok(Date.parse(x.exactAt) >= Date.parse(d.data.from as string) && Date.parse(x.exactAt) <= Date.parse(d.data.to as string));
  }
  t.same(detect('report-ready', {}, Y0, Y1, services), [], 'report-ready is pushed by report jobs, not detected');
});

t.test('dasha-change: Vimshottari boundaries against pyjhora (test/oracles/vedic_dasha.py)', async (t) => {
  const cases = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/vedic-dasha.json', import.meta.url), 'utf8')).cases as any[];
  const delhi = cases.find((c) => c.name === 'delhi-1990');
  const chart = { date: delhi.body.date, time: delhi.body.time, timezoneOffset: delhi.body.timezoneOffset, latitude: delhi.body.latitude, longitude: delhi.body.longitude };
  const params = { chart, level: 'maha', dashaYear: 'sidereal', ayanamsa: 'lahiri' };
  const found = detect('dasha-change', params, jdOf('1990-07-15T00:00:00Z'), jdOf('2060-01-01T00:00:00Z'), services);
  const oracle = delhi.vimshottari.slice(1).filter((p: any) => p.startLocalJd - 5.5 / 24 < jdOf('2060-01-01T00:00:00Z'));
  t.equal(found.length, oracle.length, 'every mahadasha start from birth to 2060');
  found.forEach((e, i) => {
    t.equal((e.data.maha as { graha: number }).graha, oracle[i].lord, `lord ${(e.data.maha as { name: string }).name}`);
    // The Moon's Lahiri longitude of the two programs differs by arcseconds: hours over decades.
    t.ok(Math.abs(e.occurredJd + 5.5 / 24 - oracle[i].startLocalJd) < 0.5, `${(e.data.maha as { name: string }).name} starts ${e.data.at}, ${((e.occurredJd + 5.5 / 24 - oracle[i].startLocalJd) * 24).toFixed(2)} h from pyjhora`);
    t.match(e.data.at as string, /\+05:30$/, 'in the chart\'s local time');
  });
  // Antardashas: nine in each mahadasha, the first of each the mahadasha lord's own.
  const antar = detect('dasha-change', { ...params, level: 'antar' }, jdOf('2000-01-01T00:00:00Z'), jdOf('2020-01-01T00:00:00Z'), services);
  t.ok(antar.length > 5);
  for (const a of antar) {
    const d = a.data as { maha: { graha: number; startsAt: string }; antar: { graha: number; startsAt: string } };
    if (d.antar.startsAt === d.maha.startsAt) t.equal(d.antar.graha, d.maha.graha, 'a mahadasha opens with its own antardasha');
  }
  const split = jdOf('2010-06-01T00:00:00Z');
  t.same([...detect('dasha-change', { ...params, level: 'antar' }, jdOf('2000-01-01T00:00:00Z'), split, services), ...detect('dasha-change', { ...params, level: 'antar' }, split, jdOf('2020-01-01T00:00:00Z'), services)].map((e) => e.key), antar.map((e) => e.key), 'adjacent windows');
});
