/**
 * The `sensitivity` member of POST /chart from the chart's own speeds (chartWindowChanges)
 * against the exhaustive search that /chart/time-sensitivity answers with (timeSensitivity,
 * the oracle): the same changes, same points, same from and to, within 0.01 min, over
 * charts drawn at random (a fixed seed) in every house system, tropical and sidereal, to 66
 * degrees of latitude and into the polar circles; births minutes from a fast Moon's ingress;
 * and through HTTP. Its cost is asserted in ephemeris calls, never in time (bench/ times it).
 */
import t, { type Test } from 'tap';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import chartOp from '../../plugins/western/src/chart.js';
import { chartSensitivity, chartSensitivityExhaustive } from '../../plugins/western/src/lib/time-sensitivity.js';
import { bodyRefOfName } from '../../plugins/western/src/lib/vocabulary.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../../runtime/src/services/luxon-time-zones.js';
import {
  castChart, chartWindowChanges, DEFAULT_CHART_BODIES, findIngresses, HOUSE_SYSTEM_CODES, placidusPoints, signOf, timeSensitivity,
} from '../../core/src/astro/index.js';
import type { BirthInput, CastChart, WindowChanges } from '../../core/src/astro/index.js';

const eph = new SwissEphemeris();
const services = { ephemeris: eph, timeZones: new LuxonTimeZones() };

/** A fixed linear congruential sequence in [0, 1): the same charts on every run. */
function sequence(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}
const pad = (n: number) => String(n).padStart(2, '0');

function randomBirth(r: () => number, system: string, maxLatitude: number): BirthInput {
  const b: Record<string, unknown> = {
    date: `${1900 + Math.floor(r() * 150)}-${pad(1 + Math.floor(r() * 12))}-${pad(1 + Math.floor(r() * 28))}`,
    time: `${pad(Math.floor(r() * 24))}:${pad(Math.floor(r() * 60))}:${pad(Math.floor(r() * 60))}`,
    timezoneOffset: 0,
    latitude: maxLatitude * (2 * r() - 1),
    longitude: 360 * r() - 180,
    houseSystem: system,
  };
  if (r() < 0.25) Object.assign(b, { zodiacType: 'sidereal', ayanamsa: r() < 0.5 ? 'lahiri' : 'fagan-bradley' });
  return b as unknown as BirthInput;
}

function pointsOf(chart: CastChart, birth: BirthInput) {
  return {
    jd: chart.moment.julianDayUT, latitude: birth.latitude, longitude: birth.longitude, settings: chart.settings,
    armc: chart.angles.armc, ascendant: chart.angles.ascendant, mc: chart.angles.mc, cusps: chart.cusps, bodies: chart.bodies,
  };
}

/** Every change as [point, from, to, minutes]. */
function flat(s: WindowChanges): [string, string | number, string | number, number][] {
  return [
    ...s.ascendant.changes.map((c) => ['Ascendant', c.fromSign, c.toSign, c.minutes] as [string, string, string, number]),
    ...s.mc.changes.map((c) => ['MC', c.fromSign, c.toSign, c.minutes] as [string, string, string, number]),
    ...s.signChanges.map((c) => [`sign ${c.body}`, c.fromSign, c.toSign, c.minutes] as [string, string, string, number]),
    ...s.houseChanges.map((c) => [`house ${c.body}`, c.fromHouse, c.toHouse, c.minutes] as [string, number, number, number]),
  ];
}

/** Compares the fast changes with the oracle's for one birth; returns the number of changes compared, or null when the chart cannot be cast. */
function compare(t: Test, birth: BirthInput, label: string): number | null {
  let chart: CastChart;
  try {
    chart = castChart(birth, services, { bodies: DEFAULT_CHART_BODIES });
  } catch {
    return null; // Placidus, Koch or Gauquelin inside the polar circle: /chart answers 422 there
  }
  const fast = flat(chartWindowChanges(eph, pointsOf(chart, birth), 15));
  const oracle = flat(timeSensitivity(eph, chart.moment.julianDayUT, birth.latitude, birth.longitude, chart.settings, chart.bodies.map((b) => b.id), 15));
  const unmatched = oracle.filter((o) => !fast.some((f) => f[0] === o[0] && f[1] === o[1] && f[2] === o[2] && Math.abs(f[3] - o[3]) <= 0.01));
  if (fast.length !== oracle.length || unmatched.length > 0) {
    t.fail(`${label} ${JSON.stringify(birth)}`, { found: fast, wanted: oracle });
  }
  return oracle.length;
}

t.test('the same changes as the exhaustive search, every house system, to 66 deg', async (t) => {
  const r = sequence(20261126);
  let charts = 0;
  let changes = 0;
  for (let i = 0; i < 500; i++) {
    const system = HOUSE_SYSTEM_CODES[i % HOUSE_SYSTEM_CODES.length]!;
    const n = compare(t, randomBirth(r, system, i % 5 === 0 ? 66 : 55), `chart ${i}`);
    if (n === null) continue;
    charts++;
    changes += n;
  }
  t.ok(charts >= 450, `${charts} charts compared`);
  t.ok(changes > 1500, `${changes} changes compared (about four a chart)`);
});

t.test('the same changes between 55 and 66 deg (the finer grid) and in the polar circles (the exhaustive search answers)', async (t) => {
  const r = sequence(7);
  let compared = 0;
  for (let i = 0; i < 120; i++) {
    const system = (['P', 'K', 'R', 'C', 'O', 'E', 'W', 'B', 'T'] as const)[i % 9]!;
    const b = randomBirth(r, system, 66);
    b.latitude = (i % 2 ? 1 : -1) * (55 + ((i * 7.3) % 25)); // 55..80 deg
    if (compare(t, b, `high ${i}`) !== null) compared++;
  }
  t.ok(compared >= 60, `${compared} charts compared`);
});

t.test('births minutes from a fast Moon ingress', async (t) => {
  // The Moon's ingresses of 2024, with its speed there; the fastest (near perigee, over
  // 14.5 deg/day) with births 0.5 to 14.5 minutes before or after them.
  const settings = castChart({ ...KYIV } as BirthInput, services).settings;
  const start = eph.julianDay(2024, 1, 1, 0);
  const ingresses = findIngresses(eph, 1, start, start + 366, settings);
  const fast = ingresses.filter((g) => eph.position(g.jd, 1, settings).longitudeSpeed > 14.5);
  t.ok(fast.length >= 10, `${fast.length} fast ingresses`);
  let withMoon = 0;
  for (const [i, g] of fast.slice(0, 16).entries()) {
    const minutes = (i % 2 ? 1 : -1) * (0.5 + i * 0.9);
    const d = eph.calendarDate(g.jd + minutes / 1440);
    const h = Math.floor(d.hour);
    const m = Math.floor((d.hour - h) * 60);
    const s = Math.floor(((d.hour - h) * 60 - m) * 60);
    const birth = { date: `${d.year}-${pad(d.month)}-${pad(d.day)}`, time: `${pad(h)}:${pad(m)}:${pad(s)}`, timezoneOffset: 0, latitude: 48.85, longitude: 2.35, houseSystem: 'P' } as unknown as BirthInput;
    t.not(compare(t, birth, `Moon ${i}`), null);
    const chart = castChart(birth, services);
    const moon = chartWindowChanges(eph, pointsOf(chart, birth), 15).signChanges.filter((c) => c.body === 1);
    if (moon.length === 1 && Math.abs(moon[0]!.minutes + minutes) < 0.02) withMoon++;
  }
  t.equal(withMoon, 16, 'each birth sees its Moon ingress at minus its offset');
});

t.test('Placidus cusps cast here equal swe_houses_armc', async (t) => {
  let worst = 0;
  for (let armc = 0; armc < 360; armc += 7.7) {
    for (const latitude of [-66, -51.5, -23.4, 0, 12.9, 40.7, 60, 65.9]) {
      const swiss = eph.housesArmc(armc, latitude, 23.4367, 'P');
      const ours = placidusPoints(armc, latitude, 23.4367);
      const theirs = [swiss.ascendant, swiss.mc, ...swiss.cusps];
      for (let k = 0; k < theirs.length; k++) worst = Math.max(worst, Math.abs(((ours[k]! - theirs[k]! + 540) % 360) - 180));
    }
  }
  t.ok(worst < 1e-9, `largest difference ${worst} deg`);
});

t.test('cost: a Placidus chart makes no house call and no position call but near a sign boundary', async (t) => {
  const counted = new SwissEphemeris();
  const calls: Record<string, number> = {};
  for (const m of ['position', 'longitudeAt', 'longitudeOnlyAt', 'houses', 'housesArmc', 'obliquity'] as const) {
    const f = (counted[m] as (...a: unknown[]) => unknown).bind(counted);
    (counted as unknown as Record<string, unknown>)[m] = (...a: unknown[]) => {
      calls[m] = (calls[m] ?? 0) + 1;
      return f(...a);
    };
  }
  const r = sequence(99);
  let charts = 0;
  let changes = 0;
  for (let i = 0; i < 200; i++) {
    const birth = randomBirth(r, 'P', 55);
    (birth as { zodiacType?: string }).zodiacType = 'tropical';
    const chart = castChart(birth, services);
    for (const k of Object.keys(calls)) delete calls[k];
    changes += chartSensitivity(chart, birth, counted).length;
    charts++;
    t.equal((calls.houses ?? 0) + (calls.housesArmc ?? 0) + (calls.position ?? 0), 0, `chart ${i}: no house or position call`);
    t.ok((calls.longitudeAt ?? 0) <= 12 * chart.bodies.filter((b) => Math.abs(((b.longitude + 15) % 30) - 15) < 0.2).length, `chart ${i}: longitudes only for bodies within 0.2 deg of a boundary`);
    t.ok((calls.obliquity ?? 0) <= 1);
  }
  t.ok(changes > 3 * charts, `${changes} changes over ${charts} charts`);
  // Another system: two samples and about one swe_houses_armc call per change.
  let armcCalls = 0;
  let koch = 0;
  for (let i = 0; i < 100; i++) {
    const birth = randomBirth(r, 'K', 55);
    const chart = castChart(birth, services);
    for (const k of Object.keys(calls)) delete calls[k];
    koch += chartSensitivity(chart, birth, counted).length;
    armcCalls += calls.housesArmc ?? 0;
  }
  t.ok(armcCalls <= 2 * 100 + 1.5 * koch, `Koch: ${armcCalls} swe_houses_armc calls for ${koch} changes over 100 charts`);
});

t.test('POST /chart: `sensitivity` equals the exhaustive search, through HTTP', async (t) => {
  const births = [
    { ...KYIV, houseSystem: 'P' },
    { date: '1985-01-26', time: '06:05:00', timezoneOffset: 5.5, latitude: 28.61, longitude: 77.21, houseSystem: 'W', zodiacType: 'sidereal', ayanamsa: 'lahiri' },
    { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0, houseSystem: 'W' },
    { date: '1977-06-21', time: '23:50:00', timezoneOffset: 2, latitude: 62.5, longitude: 25.7, houseSystem: 'P' },
    { date: '1962-12-03', time: '04:12:00', timezoneOffset: -3, latitude: -34.6, longitude: -58.4, houseSystem: 'K' },
  ];
  for (const body of births) {
    const r = await post('/v1/chart', body);
    t.equal(r.status, 200);
    t.equal(r.body.ok, true);
    t.equal(schemaErrors(chartOp.response, r.body.data), null);
    const birth = body as unknown as BirthInput;
    const oracle = chartSensitivityExhaustive(castChart(birth, services), birth, eph);
    const got = r.body.data.sensitivity as { point: { slug: string; name: string }; kind: string; from: unknown; to: unknown; minutes: number }[];
    t.equal(got.length, oracle.length, `${body.date}: ${oracle.length} changes`);
    for (const o of oracle) {
      // The answer names the point by reference (issue 12): the oracle's English name read as its slug.
      const g = got.find((x) => x.point.slug === bodyRefOfName(o.point, 'en').slug && x.kind === o.kind && x.from === o.from && x.to === o.to);
      t.ok(g && Math.abs(g.minutes - o.minutes) <= 0.01, `${body.date} ${o.point} ${o.kind} ${o.from}->${o.to} at ${o.minutes} min`);
    }
    const minutes = got.map((x) => Math.abs(x.minutes));
    t.same(minutes, [...minutes].sort((a, b) => a - b), 'nearest first');
  }
  // Each Kyiv change checked by charts cast 3 s either side of it: the point's sign or house
  // is `from` before and `to` after.
  const kyiv = (await post('/v1/chart', { ...KYIV, houseSystem: 'P' })).body.data;
  t.ok(kyiv.sensitivity.length >= 2, `${kyiv.sensitivity.length} changes at Kyiv`);
  const utc = Date.parse(kyiv.moment.utc);
  const castAt = (ms: number) => {
    const d = new Date(ms).toISOString();
    return castChart({ date: d.slice(0, 10), time: d.slice(11, 19), timezoneOffset: 0, latitude: KYIV.latitude, longitude: KYIV.longitude, houseSystem: 'P' } as unknown as BirthInput, services);
  };
  for (const s of kyiv.sensitivity) {
    const at = utc + s.minutes * 60_000;
    const read = (c: CastChart) => {
      if (s.point.slug === 'ascendant') return signOf(c.angles.ascendant).sign;
      if (s.point.slug === 'midheaven') return signOf(c.angles.mc).sign;
      const body = c.bodies.find((x) => x.id === s.id)!;
      return s.kind === 'sign' ? body.sign : body.house;
    };
    t.equal(read(castAt(at - 3000)), s.from, `${s.point.slug} ${s.kind} ${s.minutes} min: ${s.from} 3 s before`);
    t.equal(read(castAt(at + 3000)), s.to, `${s.point.slug} ${s.kind} ${s.minutes} min: ${s.to} 3 s after`);
  }
});
