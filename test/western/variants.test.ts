/**
 * Chart and relationship variants: /chart/solar (worked by hand), /chart/heliocentric and
 * /chart/topocentric (skyfield over JPL DE421: test/oracles/frames.py -> vectors/frames.json),
 * and the Ephemeris methods behind them (heliocentric, topocentric).
 */
import fs from 'node:fs';
import t from 'tap';
import { post } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { signedArc } from '@celestial/core/astro';
import { solarCusps } from '../../plugins/western/src/lib/chart-frames.js';

const frames = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/frames.json', import.meta.url), 'utf8'));
const TROPICAL = { zodiacType: 'tropical' as const, siderealMode: 0 };
const near = (a: number, b: number, tol: number) => Math.abs(signedArc(a, b)) <= tol;
const birthOf = (c: any) => ({ date: c.ut.slice(0, 10), time: c.ut.slice(11, 19), timezoneOffset: 0, latitude: c.latitude, longitude: c.longitude });

t.test('Ephemeris.heliocentric: Earth is the geocentric Sun + 180 deg; Ephemeris.topocentric: Moon parallax under ~1 deg, Sun under 9"', async (t) => {
  const e = new SwissEphemeris();
  for (const jd of [2451545.0, 2448087.979, 2455275.75, 2378600.5]) {
    const sun = e.position(jd, 0, TROPICAL);
    const earth = e.heliocentric(jd, 14, TROPICAL);
    // Aberration (20.5") shifts the apparent Sun, not the geometric heliocentric Earth.
    t.ok(near(earth.longitude, sun.longitude + 180, 0.008), `jd ${jd}: Earth ${earth.longitude} vs Sun+180 ${sun.longitude + 180}`);
    t.ok(Math.abs(earth.distance - sun.distance) < 1e-4, 'same Sun-Earth distance');
    const moonGeo = e.position(jd, 1, TROPICAL);
    const moonTopo = e.topocentric(jd, 1, 30.52, 50.45, 0, TROPICAL);
    const d = Math.abs(signedArc(moonGeo.longitude, moonTopo.longitude));
    t.ok(d > 0 && d < 1.03, `Moon parallax in longitude ${d}`);
    const sunTopo = e.topocentric(jd, 0, 30.52, 50.45, 0, TROPICAL);
    t.ok(Math.abs(signedArc(sun.longitude, sunTopo.longitude)) * 3600 < 9, 'Sun parallax < 8.8"');
  }
});

t.test('/chart/solar: Ascendant at the Sun, equal and whole-sign houses (worked by hand)', async (t) => {
  // 2000-01-01 12:00 UT: apparent Sun 280.369 deg (Meeus, Astronomical Algorithms ch. 25, JD 2451545), Moon 223.32 (DE421 vector).
  const base = { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0 };
  const eq = (await post('/v1/chart/solar', base)).body.data;
  t.ok(Math.abs(eq.ascendant - 280.369) < 0.002, `ascendant ${eq.ascendant}`);
  t.equal(eq.houseMethod, 'equal');
  t.ok(Math.abs(eq.houses[3].longitude - 10.369) < 0.002, 'house 4 at Sun + 90 = 10.37 Aries');
  t.equal(eq.houses[3].sign, 1, 'Aries is sign 1');
  t.equal(eq.houses[3].signName, 'Aries');
  t.match(eq.houses[3].formatted, /^10°2[12]′\d\d″ Aries$/, '10.369° = 10°22′');
  const de = (await post('/v1/chart/solar?lang=de', base)).body.data;
  t.equal(de.houses[3].formatted.replace('Widder', 'Aries'), eq.houses[3].formatted, 'the sign in German');
  t.equal(de.planets.find((p: any) => p.slug === 'moon').name, 'Mond');
  const moon = eq.planets.find((p: any) => p.name === 'Moon');
  t.equal(moon.solarHouse, 11, 'Moon 223.3: 302.95 deg past the Sun-Ascendant -> house 11');
  t.equal(eq.planets.find((p: any) => p.name === 'Sun').solarHouse, 1);
  const ws = (await post('/v1/chart/solar', { ...base, houses: 'whole-sign' })).body.data;
  t.same(ws.houses.map((h: any) => h.longitude), [270, 300, 330, 0, 30, 60, 90, 120, 150, 180, 210, 240], 'whole signs from Capricorn');
  t.same(ws.houses.map((h: any) => h.sign), [10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  t.equal(ws.ascendant, eq.ascendant, 'Ascendant still the Sun');
  t.equal(ws.planets.find((p: any) => p.name === 'Moon').solarHouse, 11, 'Moon in Scorpio, the 11th sign from Capricorn');
  // Houses do not depend on the place.
  const elsewhere = (await post('/v1/chart/solar', { ...base, latitude: -33.9, longitude: 0 })).body.data;
  t.same(elsewhere.houses, eq.houses);
  t.same(solarCusps(359.5, 'equal').slice(0, 2), [359.5, 29.5]);
  const bad = await post('/v1/chart/solar', { ...base, houses: 'placidus' });
  t.equal(bad.status, 400);
});

t.test('/chart/heliocentric against skyfield/DE421', async (t) => {
  for (const c of frames.cases) {
    const r = await post('/v1/chart/heliocentric', birthOf(c));
    t.equal(r.status, 200, c.case);
    const d = r.body.data;
    t.notOk(d.planets.some((p: any) => p.name === 'Sun' || p.name === 'Moon'), 'no Sun or Moon');
    for (const v of c.heliocentric) {
      const p = d.planets.find((x: any) => x.id === v.id);
      t.equal(p.name, v.name);
      t.ok(near(p.longitude, v.longitude, 0.003), `${c.case} ${v.name} longitude ${p.longitude} vs ${v.longitude}`);
      t.ok(Math.abs(p.latitude - v.latitude) < 0.003, `${c.case} ${v.name} latitude`);
      t.ok(Math.abs(p.distanceAu - v.distanceAu) < 1e-4 * v.distanceAu, `${c.case} ${v.name} distance`);
      t.ok(p.speed > 0, 'heliocentric motion is direct');
      t.equal(p.sign, Math.floor(v.longitude / 30) + 1, `${c.case} ${v.name} sign from the DE421 longitude`);
      t.equal(p.slug, v.name.toLowerCase());
    }
    for (const a of d.aspects) t.ok(a.orb <= a.type.orb, 'aspects within orbs');
  }
});

t.test('/chart/topocentric against skyfield/DE421 (WGS84 site)', async (t) => {
  for (const c of frames.cases) {
    const r = await post('/v1/chart/topocentric', { ...birthOf(c), altitude: c.altitude });
    t.equal(r.status, 200, c.case);
    for (const v of c.topocentric) {
      const p = r.body.data.planets.find((x: any) => x.id === v.id);
      t.ok(near(p.longitude, v.topocentricLongitude, 0.003), `${c.case} ${v.name} topocentric ${p.longitude} vs ${v.topocentricLongitude}`);
      t.ok(Math.abs(p.latitude - v.topocentricLatitude) < 0.003, `${c.case} ${v.name} topocentric latitude`);
      t.equal(p.sign, Math.floor(v.topocentricLongitude / 30) + 1, `${c.case} ${v.name} sign of the topocentric longitude`);
      const want = signedArc(v.geocentricLongitude, v.topocentricLongitude) * 3600;
      t.ok(Math.abs(p.differenceArcsec - want) < 3, `${c.case} ${v.name} parallax ${p.differenceArcsec}" vs ${want}"`);
    }
  }
  const bad = await post('/v1/chart/topocentric', { ...birthOf(frames.cases[0]), altitude: 'high' });
  t.equal(bad.status, 400);
});

const synVectors = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/synastry.json', import.meta.url), 'utf8'));

t.test('/synastry/summary: tallies, categories and double whammies agree with the kerykeion inter-aspects', async (t) => {
  // kerykeion's Sun-Pluto inter-aspects (majors, the service's orbs 8/8/7/7/5): the planet-only part of the summary follows from them.
  const { PAIR } = await import('../../plugins/western/src/lib/relationships-schemas.js');
  const { categoriesOf } = await import('../../plugins/western/src/lib/relationship-variants.js');
  const v = synVectors.pairs['kyiv-london'];
  const r = await post('/v1/synastry/summary', PAIR);
  t.equal(r.status, 200);
  const d = r.body.data;
  // Points by reference (issue 12): read by their English names, the MC as the chart-angle table's Midheaven.
  const isAngle = (n: { slug: string }) => n.slug === 'ascendant' || n.slug === 'midheaven';
  const fam = (a: string) => (a === 'conjunction' ? 'conjunctions' : a === 'trine' || a === 'sextile' ? 'harmonious' : 'challenging');
  for (const cat of ['sunMoon', 'venusMars', 'moonVenus', 'mercury', 'saturn', 'outer']) {
    const want = v.aspects.filter((a: any) => categoriesOf(a.planet1, a.planet2).includes(cat as any)).map((a: any) => `${a.planet1}-${a.planet2}-${a.aspect}`).sort();
    const got = d.byCategory[cat].aspects.filter((a: any) => !isAngle(a.planet1) && !isAngle(a.planet2)).map((a: any) => `${a.planet1.name}-${a.planet2.name}-${a.aspect.slug}`).sort();
    t.same(got, want, `${cat} aspects`);
  }
  const planetOnly = v.aspects;
  const angleAspects = d.byCategory.angles.aspects;
  const expectFamily = (f: string) => planetOnly.filter((a: any) => fam(a.aspect) === f).length + angleAspects.filter((a: any) => fam(a.aspect.slug) === f).length;
  t.equal(d.counts.harmonious, expectFamily('harmonious'), 'harmonious');
  t.equal(d.counts.challenging, expectFamily('challenging'), 'challenging');
  t.equal(d.counts.conjunctions, expectFamily('conjunctions'), 'conjunctions');
  t.equal(d.total, planetOnly.length + angleAspects.length);
  const wh: string[] = [];
  for (const a of v.aspects) {
    if (a.planet1 < a.planet2 && v.aspects.some((b: any) => b.planet1 === a.planet2 && b.planet2 === a.planet1)) wh.push([a.planet1, a.planet2].sort().join('-'));
  }
  t.same(d.doubleWhammies.map((w: any) => [w.planetA.name, w.planetB.name].sort().join('-')).sort(), wh.sort(), 'double whammies');
  for (const w of d.doubleWhammies) t.ok(w.aspect === null ? w.aspect1.slug !== w.aspect2.slug : w.aspect.slug === w.aspect1.slug && w.aspect1.slug === w.aspect2.slug, 'aspect: the one both ways share, else null');
  // Key contacts as data by reference (issue 12: were "chart1 Mars Conjunction chart2 Ascendant (orb 0.19)").
  const key = ['sun', 'moon', 'venus', 'mars', 'ascendant'];
  for (const k of d.keyContacts) t.ok(key.includes(k.planet1.slug) && key.includes(k.planet2.slug) && typeof k.aspect.slug === 'string' && k.orb >= 0, JSON.stringify(k));
  for (let i = 1; i < d.keyContacts.length; i++) t.ok(d.keyContacts[i].orb >= d.keyContacts[i - 1].orb, 'closest first');
  const ja = (await post('/v1/synastry/summary', PAIR, { 'accept-language': 'ja' })).body.data;
  t.same(ja.keyContacts.map((k: any) => k.aspect.slug), d.keyContacts.map((k: any) => k.aspect.slug));
  const names: Record<string, string> = { conjunction: 'コンジャンクション', opposition: 'オポジション', square: 'スクエア', trine: 'トライン', sextile: 'セクスタイル' };
  for (const k of ja.keyContacts) t.equal(k.aspect.name, names[k.aspect.slug]);
  if (ja.doubleWhammies[0]) t.notMatch(ja.doubleWhammies[0].planetA.name, /[A-Za-z]/, 'a double whammy\'s planet in Japanese');
});

t.test('synastry summary categories (by hand)', async (t) => {
  const { categoriesOf, familyOf } = await import('../../plugins/western/src/lib/relationship-variants.js');
  t.same(categoriesOf('Venus', 'Mars'), ['venusMars']);
  t.same(categoriesOf('Moon', 'Venus'), ['moonVenus']);
  t.same(categoriesOf('Sun', 'Sun'), ['sunMoon']);
  t.same(categoriesOf('Saturn', 'Ascendant'), ['saturn', 'angles']);
  t.same(categoriesOf('Mercury', 'Pluto'), ['mercury', 'outer']);
  t.same(categoriesOf('Sun', 'Jupiter'), []);
  t.equal(familyOf(120), 'harmonious');
  t.equal(familyOf(180), 'challenging');
  t.equal(familyOf(0), 'conjunction');
});

const declVectors = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/declinations.json', import.meta.url), 'utf8'));

t.test('/synastry/declination: body-to-body parallels and contra-parallels from skyfield/DE421 declinations', async (t) => {
  const [c1, c2] = declVectors.cases;
  const birth = (c: any) => {
    const [y, m, d, h, mi] = c.ut;
    const p = (n: number) => String(n).padStart(2, '0');
    return { date: `${y}-${p(m)}-${p(d)}`, time: `${p(h)}:${p(mi)}:00`, timezoneOffset: 0, latitude: 50.45, longitude: 30.52 };
  };
  const orb = 3;
  const r = await post('/v1/synastry/declination', { chart1: birth(c1), chart2: birth(c2), orb });
  t.equal(r.status, 200);
  const d = r.body.data;
  const names = new Set(c1.bodies.map((b: any) => b.name));
  const want = { par: [] as string[], contra: [] as string[] };
  for (const a of c1.bodies) {
    for (const b of c2.bodies) {
      const same = a.declination >= 0 === b.declination >= 0;
      const o = same ? Math.abs(a.declination - b.declination) : Math.abs(a.declination + b.declination);
      if (Math.abs(o - orb) < 0.01) continue; // too close to the edge to decide from a different ephemeris
      if (o <= orb) (same ? want.par : want.contra).push(`${a.name}-${b.name}`);
    }
  }
  const got = (list: any[]) => list.filter((x) => names.has(x.planet1.name) && names.has(x.planet2.name)).map((x) => `${x.planet1.name}-${x.planet2.name}`);
  t.same(got(d.parallels).sort(), want.par.sort(), 'parallels');
  t.same(got(d.contraParallels).sort(), want.contra.sort(), 'contra-parallels');
  t.ok(want.par.length > 0 && want.contra.length > 0 && want.par.length + want.contra.length >= 8, 'the case has contacts of both kinds to compare');
  for (const x of [...d.parallels, ...d.contraParallels]) t.ok(x.orb <= orb);
  t.equal((await post('/v1/synastry/declination', { chart1: birth(c1), chart2: birth(c2), orb: 0 })).status, 400);
});

const progVectors = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/progressions.json', import.meta.url), 'utf8'));

t.test('/synastry/progressed: Kyiv progressed to 2024-07-15 (immanuel formulas) against London natal (kerykeion)', async (t) => {
  const { PAIR } = await import('../../plugins/western/src/lib/relationships-schemas.js');
  const orb = 1.5;
  const r = await post('/v1/synastry/progressed', { ...PAIR, targetDate: progVectors.targetDate, orb });
  t.equal(r.status, 200);
  const d = r.body.data;
  const london = synVectors.pairs['kyiv-london'].chart2;
  const names = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
  const moving: [string, number][] = [...names.map((n, i) => [n, progVectors.bodies[String(i)]] as [string, number]), ['Ascendant', progVectors.solarArcRa.ascendant], ['MC', progVectors.solarArcRa.mc]];
  const want: string[] = [];
  for (const [pn, pl] of moving) {
    for (const nn of names) {
      const sep = Math.abs(signedArc(pl, london[nn]));
      for (const [angle, label] of [[0, 'Conjunction'], [60, 'Sextile'], [90, 'Square'], [120, 'Trine'], [180, 'Opposition']] as const) {
        const o = Math.abs(sep - angle);
        if (Math.abs(o - orb) < 0.01) continue;
        if (o <= orb) want.push(`${pn}-${nn}-${label}`);
      }
    }
  }
  const got = d.aspects.filter((a: any) => a.progressedChart === 'chart1' && names.includes(a.natal.name)).map((a: any) => `${a.progressed.name}-${a.natal.name}-${a.aspect.name}`);
  t.same(got.sort(), want.sort(), 'chart1 progressed to chart2 natal planets');
  t.ok(want.length >= 3, `the case has contacts (${want.length})`);
  t.ok(d.aspects.some((a: any) => a.progressedChart === 'chart2'), "chart2's progressions are there too");
  for (let i = 1; i < d.aspects.length; i++) t.ok(d.aspects[i].orb >= d.aspects[i - 1].orb, 'closest first');
  t.equal(d.targetDate, '2024-07-15');
  t.equal((await post('/v1/synastry/progressed', { ...PAIR, targetDate: '1980-01-01' })).status, 400, 'before a birth');
});

const jdOf = (iso: string) => Date.parse(iso) / 86_400_000 + 2440587.5;

/** Independent of the service's root finder: a daily scan of the separation and plain bisection, on the Ephemeris. */
function scanRoots(e: SwissEphemeris, id: number, target: number, start: number, end: number): number[] {
  const f = (jd: number) => signedArc(target, e.position(jd, id, TROPICAL).longitude);
  const roots: number[] = [];
  for (let a = start; a < end; a += 1) {
    const b = Math.min(a + 1, end);
    let fa = f(a);
    const fb = f(b);
    if (fa === 0) { roots.push(a); continue; }
    if (Math.sign(fa) === Math.sign(fb) || Math.abs(fa - fb) > 90) continue;
    let lo = a, hi = b;
    for (let i = 0; i < 50; i++) {
      const m = (lo + hi) / 2;
      const fm = f(m);
      if (Math.sign(fm) === Math.sign(fa)) { lo = m; fa = fm; } else hi = m;
    }
    roots.push((lo + hi) / 2);
  }
  return roots;
}

t.test('/composite/transits: points are the kerykeion composite; exact passes of Jupiter and Saturn agree with an independent scan', async (t) => {
  const { PAIR } = await import('../../plugins/western/src/lib/relationships-schemas.js');
  const kc = synVectors.pairs['kyiv-london'].composite;
  const r = await post('/v1/composite/transits', { ...PAIR, startDate: '2025-01-01', endDate: '2025-12-31', transitPlanetIds: [5, 6] });
  t.equal(r.status, 200);
  const d = r.body.data;
  const e = new SwissEphemeris();
  for (const ev of d.events) {
    const want = ev.compositePoint.name === 'MC' ? kc.mc : kc[ev.compositePoint.name];
    if (want !== undefined) t.ok(near(ev.compositePoint.longitude, want, 0.01), `composite ${ev.compositePoint.name} ${ev.compositePoint.longitude} vs kerykeion ${want}`);
  }
  const start = 2460676.5; // 2025-01-01 0h UT
  const end = 2461041.5; // 2026-01-01 0h UT
  const pts = new Map<string, number>(d.events.map((ev: any) => [ev.compositePoint.name, ev.compositePoint.longitude]));
  for (const name of ['Sun', 'Moon', 'Venus', 'Saturn']) if (!pts.has(name)) pts.set(name, kc[name]);
  for (const [id, pname] of [[5, 'Jupiter'], [6, 'Saturn']] as const) {
    for (const [point, lon] of pts) {
      for (const side of [0, 60, -60, 90, -90, 120, -120, 180]) {
        const want = scanRoots(e, id, lon + side, start, end);
        const angle = Math.abs(side);
        const got = d.events.filter((ev: any) => ev.transitPlanet.name === pname && ev.compositePoint.name === point && ev.angle === angle)
          .flatMap((ev: any) => ev.exactAt.map(jdOf)).filter((jd: number) => jd >= start && jd <= end && Math.abs(signedArc(lon + side, e.position(jd, id, TROPICAL).longitude)) < 0.01);
        t.equal(got.length, want.length, `${pname} ${side} ${point}: ${want.length} passes`);
        want.forEach((w, i) => t.ok(got[i] !== undefined && Math.abs(got[i] - w) * 1440 < 1, `${pname} ${side} ${point} pass ${i} within a minute`));
      }
    }
  }
  t.equal((await post('/v1/composite/transits', { ...PAIR, startDate: '2025-01-01', endDate: '2026-03-01' })).status, 400, 'over 366 days');
});

t.test('/davison/transits: points are the /davison chart; every exact pass puts the body at point + aspect', async (t) => {
  const { PAIR } = await import('../../plugins/western/src/lib/relationships-schemas.js');
  const dav = (await post('/v1/davison', PAIR)).body.data;
  const r = await post('/v1/davison/transits', { ...PAIR, startDate: '2025-03-01', endDate: '2025-04-30' });
  t.equal(r.status, 200);
  const d = r.body.data;
  t.same(d.moment, dav.moment);
  t.ok(d.count > 10 && d.count === d.events.length);
  const e = new SwissEphemeris();
  for (const ev of d.events) {
    const p = ev.davisonPoint.name === 'Ascendant' ? dav.angles.ascendant : ev.davisonPoint.name === 'MC' ? dav.angles.mc : dav.planets.find((x: any) => x.name === ev.davisonPoint.name).longitude;
    t.ok(Math.abs(ev.davisonPoint.longitude - p) < 1e-5, `${ev.davisonPoint.name} is /davison's`);
    for (const at of ev.exactAt) {
      const lon = e.position(jdOf(at), ev.transitPlanetId, TROPICAL).longitude;
      const sep = Math.abs(signedArc(p, lon));
      t.ok(Math.abs(sep - ev.angle) < 0.002, `${ev.transitPlanet.name} ${ev.aspect.name} ${ev.davisonPoint.name} at ${at}`);
    }
  }
});

t.test('/synastry/transits: each event touches both charts, hits chained within 7 days, every hit exact', async (t) => {
  const { PAIR } = await import('../../plugins/western/src/lib/relationships-schemas.js');
  const r = await post('/v1/synastry/transits', { ...PAIR, startDate: '2025-01-01', endDate: '2025-12-31', transitPlanetIds: [4, 5] });
  t.equal(r.status, 200);
  const d = r.body.data;
  const syn = (await post('/v1/synastry', PAIR)).body.data;
  const lonOf = (chart: string, name: string) => {
    const c = syn[chart];
    return name === 'Ascendant' ? c.angles.ascendant : name === 'MC' ? c.angles.mc : c.planets.find((x: any) => x.name === name).longitude;
  };
  const e = new SwissEphemeris();
  const ANG: Record<string, number> = { Conjunction: 0, Sextile: 60, Square: 90, Trine: 120, Opposition: 180 };
  t.ok(d.count > 0, `events ${d.count}`);
  for (const ev of d.events) {
    t.ok(ev.hits.some((h: any) => h.chart === 'chart1') && ev.hits.some((h: any) => h.chart === 'chart2'), 'both charts');
    t.equal(ev.at, ev.hits[0].exactAt);
    for (let i = 1; i < ev.hits.length; i++) t.ok(jdOf(ev.hits[i].exactAt) - jdOf(ev.hits[i - 1].exactAt) <= 7, 'chained within 7 days');
    for (const h of ev.hits) {
      // The point by reference (issue 12): read by its English name, the MC as the chart-angle table's Midheaven.
      const sep = Math.abs(signedArc(lonOf(h.chart, h.point.slug === 'midheaven' ? 'MC' : h.point.name), e.position(jdOf(h.exactAt), ev.transitPlanetId, TROPICAL).longitude));
      t.ok(Math.abs(sep - ANG[h.aspect.name]!) < 0.002, `${ev.transitPlanet.name} ${h.aspect.name} ${h.chart} ${h.point.slug}`);
    }
  }
});
