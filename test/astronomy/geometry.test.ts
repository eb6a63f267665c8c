/**
 * Eclipse paths, planetary conjunctions and transits of Mercury and Venus, against independent
 * geometry (test/oracles/astronomy/sky_geometry_h12.py -> test/oracles/vectors/astronomy-geometry.json:
 * skyfield over JPL DE421, not the Swiss Ephemeris) and NASA's published values (Espenak: the
 * 2024 April 8 eclipse page, the Mercury and Venus transit catalogues), through the lib and HTTP.
 */
import fs from 'node:fs';
import t from 'tap';
import { post } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { centralLine, destination, initialBearing, pathLimits, solarEclipsePath, EARTH_RADIUS_KM } from '../../plugins/astronomy/src/lib/eclipse-path.js';
import { planetaryConjunctions } from '../../plugins/astronomy/src/lib/planet-conjunctions.js';
import { solarTransits, MERCURY, VENUS } from '../../plugins/astronomy/src/lib/solar-transits.js';
import { crescentEvenings, yallopCategory, yallopQ } from '../../plugins/astronomy/src/lib/crescent.js';
import { showerMaxima } from '../../plugins/astronomy/src/lib/meteor-showers.js';
import { occultationsBetween } from '../../plugins/astronomy/src/lib/occultations.js';
import { IMO_SHOWERS } from '../../plugins/astronomy/src/lib/imo-showers.js';

const V = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/astronomy-geometry.json', import.meta.url), 'utf8'));
// test/oracles/astronomy/crescent_yallop.py: Yallop's quantities from skyfield/DE421.
// test/oracles/astronomy/meteor_showers.py: the maxima of 2024 from skyfield/DE421.
const M = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/astronomy-meteors.json', import.meta.url), 'utf8'));
// test/oracles/astronomy/occultations.py: each lunar month's least Moon-planet separation and the occultation limit, skyfield/DE421.
const O = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/astronomy-occultations.json', import.meta.url), 'utf8'));
const C = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/astronomy-crescent.json', import.meta.url), 'utf8'));
const eph = new SwissEphemeris();
const jdOf = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5;
const secs = (a: number, b: number) => Math.abs(a - b) * 86400;
const RAD = Math.PI / 180;
const greatCircleKm = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  EARTH_RADIUS_KM * Math.acos(Math.min(1, Math.sin(a.latitude * RAD) * Math.sin(b.latitude * RAD) + Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.cos((a.longitude - b.longitude) * RAD)));

t.test('spherical bearing and destination: known answers', async (t) => {
  t.ok(Math.abs(initialBearing({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 10 }) - 90) < 1e-9, 'due east along the equator');
  t.ok(Math.abs(initialBearing({ latitude: 0, longitude: 0 }, { latitude: 10, longitude: 0 })) < 1e-9, 'due north along a meridian');
  // Williams, Aviation Formulary, worked example: LAX (33 57 N, 118 24 W) to JFK (40 38 N, 73 47 W), true course 66 deg.
  const lax = { latitude: 33 + 57 / 60, longitude: -(118 + 24 / 60) };
  const jfk = { latitude: 40 + 38 / 60, longitude: -(73 + 47 / 60) };
  t.ok(Math.abs(initialBearing(lax, jfk) - 65.89) < 0.05, `LAX-JFK ${initialBearing(lax, jfk)}`);
  const quarter = destination({ latitude: 0, longitude: 0 }, 90, (Math.PI / 2) * EARTH_RADIUS_KM);
  t.ok(Math.abs(quarter.latitude) < 1e-9 && Math.abs(quarter.longitude - 90) < 1e-9, 'a quarter circle east: 0 N 90 E');
  const north = destination({ latitude: 50, longitude: 10 }, 0, 111.195);
  t.ok(Math.abs(north.latitude - 51) < 1e-4 && Math.abs(north.longitude - 10) < 1e-9, '111.195 km north: one degree of latitude');
  t.ok(Math.abs(greatCircleKm(lax, destination(lax, 123, 500)) - 500) < 1e-6, 'the destination lies at the distance asked');
});

t.test('the 2024 April 8 central line against skyfield geometry and NASA', async (t) => {
  const p = solarEclipsePath(eph, eph.julianDay(2024, 4, 1, 0), 2);
  t.equal(p.eclipse.where?.saros, V.nasa.eclipse20240408.saros);
  t.ok(p.path.length > 60, `${p.path.length} samples every 2 minutes over ~3 h 15 min`);
  for (const ref of V.eclipsePath20240408) {
    const [s] = centralLine(eph, ref.jdUt, ref.jdUt, 1);
    t.ok(s, `a central point at ${ref.utc}`);
    // DE421 against the Swiss Ephemeris and their Delta T differ by ~1 s; the shadow crosses the ground at 0.7 km/s under a
    // high Sun and several km/s near the path's ends, so the gap is measured as the time the shadow takes to cross it.
    const [a] = centralLine(eph, ref.jdUt - 30 / 86400, ref.jdUt - 30 / 86400, 1);
    const [b] = centralLine(eph, ref.jdUt + 30 / 86400, ref.jdUt + 30 / 86400, 1);
    const kmPerSecond = greatCircleKm(a!, b!) / 60;
    const gapSeconds = greatCircleKm(s!, ref) / kmPerSecond;
    // Measured 2026-11-26: within 1.3 s of the shadow's motion (0.1-0.9 km) from 16:50 to 18:40 UT, then the gap grows to
    // 5.8 s (18 km) at 19:50 UT near the path's end, the Swiss Ephemeris's point east of skyfield's (the two reduce the Sun
    // and Moon to the shadow axis differently; not resolved here). The bound is that measured worst, not 30 s.
    const sunAltitude = eph.solarEclipseWhere(ref.jdUt)!.sunAltitude;
    t.ok(gapSeconds < 6, `Sun at ${sunAltitude.toFixed(0)} deg; ${ref.utc}: ${s!.latitude},${s!.longitude} vs ${ref.latitude},${ref.longitude}: ${greatCircleKm(s!, ref).toFixed(2)} km, ${gapSeconds.toFixed(2)} s of the shadow's motion`);
  }
  const nasa = V.nasa.eclipse20240408;
  t.ok(Math.abs(p.eclipse.where!.latitude - nasa.greatestLatitude) < 0.1 && Math.abs(p.eclipse.where!.longitude - nasa.greatestLongitude) < 0.1, 'greatest eclipse 25.3 N 104.1 W');
  // attr[3] is the umbra's diameter across the shadow axis; NASA's 197.5 km is the band on the ground at greatest eclipse (Sun at 70 deg).
  t.ok(p.maxWidthKm > 185 && p.maxWidthKm < nasa.pathWidthKm, `widest core shadow ${p.maxWidthKm} km within 5% of NASA's ${nasa.pathWidthKm} km path width`);
  const { northern, southern } = pathLimits(p.path);
  p.path.forEach((c, i) => {
    const n = northern[i]!;
    const s = southern[i]!;
    if (!(n.latitude > s.latitude)) t.fail(`northern limit north of the southern at ${i}`);
    if (Math.abs(greatCircleKm(n, s) - c.coreShadowKm) > 0.5) t.fail(`limits ${greatCircleKm(n, s)} km apart, core shadow ${c.coreShadowKm} km`);
    if (Math.abs(greatCircleKm(n, c) - c.coreShadowKm / 2) > 1e-6) t.fail('each limit half the core shadow from the central line');
  });
  t.equal(northern.length, p.path.length);
});

t.test('planetary conjunctions 2020-2022: every one skyfield finds, within 10 s, least separation within 1"', async (t) => {
  const ours = planetaryConjunctions(eph, [2, 3, 4, 5, 6, 7, 8], eph.julianDay(2020, 1, 1, 0), eph.julianDay(2023, 1, 1, 0), 180);
  t.equal(ours.length, V.conjunctions2020to2022.length, `${ours.length} conjunctions`);
  for (const ref of V.conjunctions2020to2022) {
    const m = ours.find((c) => c.planet1 === ref.planet1 && c.planet2 === ref.planet2 && Math.abs(c.jd - ref.jdUt) < 1);
    if (!m) { t.fail(`missing ${ref.planet1}-${ref.planet2} ${ref.utc}`); continue; }
    if (secs(m.jd, ref.jdUt) > 10 || secs(m.closestJd, ref.closestJdUt) > 30 || Math.abs(m.closestSeparationDeg - ref.closestSeparationDeg) * 3600 > 1 || Math.abs(m.separationDeg - ref.separationDeg) * 3600 > 1) {
      t.fail(`${ref.planet1}-${ref.planet2} ${ref.utc}: ${JSON.stringify(m)}`);
    }
  }
  const great = ours.find((c) => c.planet1 === 5 && c.planet2 === 6)!;
  t.ok(Math.abs(great.closestSeparationDeg * 60 - 6.1) < 0.1, 'the great conjunction of 2020 December 21: 6.1 arcminutes');
  // The triple conjunction of Jupiter and Saturn of 1980-81 (Meeus, Mathematical Astronomy Morsels, ch. 19): three in longitude.
  const triple = planetaryConjunctions(eph, [5, 6], eph.julianDay(1980, 7, 1, 0), eph.julianDay(1981, 12, 31, 0), 5);
  t.equal(triple.length, 3, `three: ${triple.map((c) => c.jd).join(', ')}`);
});

t.test('transits of Mercury and Venus: skyfield geometry within 5 s, NASA within 10 s, the 21st century\'s list', async (t) => {
  const mercury = solarTransits(eph, MERCURY, eph.julianDay(2000, 1, 1, 0), eph.julianDay(2100, 1, 1, 0));
  // NASA's Mercury catalogue: 14 transits in 2001-2100.
  t.same(mercury.map((m) => new Date((m.greatest - 2440587.5) * 86400000).toISOString().slice(0, 10)), ['2003-05-07', '2006-11-08', '2016-05-09', '2019-11-11', '2032-11-13', '2039-11-07', '2049-05-07', '2052-11-09', '2062-05-10', '2065-11-11', '2078-11-14', '2085-11-07', '2095-05-08', '2098-11-10']);
  const venus = solarTransits(eph, VENUS, eph.julianDay(2000, 1, 1, 0), eph.julianDay(2100, 1, 1, 0));
  t.equal(venus.length, 2, 'Venus: 2004 and 2012, then 2117');
  const all = [...mercury, ...venus];
  V.transits.forEach((ref: any, k: number) => {
    const x = all.find((m) => Math.abs(m.greatest - ref.contactsJdUt[2]) < 1)!;
    const ours = [x.c1, x.c2!, x.greatest, x.c3!, x.c4];
    ours.forEach((c, i) => t.ok(secs(c, ref.contactsJdUt[i]) < 5, `${ref.planet} contact ${i}: ${secs(c, ref.contactsJdUt[i])} s from skyfield`));
    const nasa = V.nasa.transits[k];
    ours.forEach((c, i) => t.ok(secs(c, jdOf(nasa.contactsUtc[i])) < 10, `${ref.planet} contact ${i}: ${secs(c, jdOf(nasa.contactsUtc[i]))} s from NASA`));
    t.ok(Math.abs(x.minSeparationArcsec - nasa.minSeparationArcsec) < 0.5, `least separation ${x.minSeparationArcsec}" vs NASA ${nasa.minSeparationArcsec}"`);
  });
});

t.test('POST /eclipses/solar/path: the 2024 April 8 path', async (t) => {
  const r = await post('/v1/eclipses/solar/path', { date: '2024-04-01', stepMinutes: 10 });
  t.equal(r.status, 200);
  t.equal(r.body.ok, true);
  const d = r.body.data;
  t.same(d.eclipse.saros, { series: 139, member: 30 });
  t.equal(d.eclipse.type, 'total');
  t.ok(d.eclipse.maxDate.startsWith('2024-04-08T18:1'));
  t.ok(Math.abs(d.greatestEclipse.latitude - 25.3) < 0.1 && Math.abs(d.greatestEclipse.longitude - -104.1) < 0.1);
  t.equal(d.northernLimit.length, d.path.length);
  t.equal(d.southernLimit.length, d.path.length);
  const ref = V.eclipsePath20240408.find((p: any) => p.utc === '2024-04-08T18:00:00Z');
  const label = d.centerlinePoints.find((p: any) => p.time === '2024-04-08T18:00:00+00:00');
  t.ok(label && Math.abs(label.latitude - ref.latitude) < 0.05 && Math.abs(label.longitude - ref.longitude) < 0.05, `18:00 UT label ${JSON.stringify(label)} vs skyfield`);
  t.ok(Math.abs(d.bandWidthDeg - d.maxWidthKm / 111.195) < 1e-12 && d.maxWidthKm > 185 && d.maxWidthKm < 197.5);
  const annular = await post('/v1/eclipses/solar/path', { date: '2024-04-10', stepMinutes: 10 });
  t.equal(annular.body.data.eclipse.type, 'annular', 'next central: 2024 October 2');
  t.ok(annular.body.data.eclipse.maxDate.startsWith('2024-10-02'));
  for (const stepMinutes of [0.4, 11]) {
    const bad = await post('/v1/eclipses/solar/path', { date: '2024-04-01', stepMinutes });
    t.equal(bad.status, 400);
    t.ok(bad.body.error.details.some((x: any) => String(x.path).startsWith('stepMinutes')));
  }
});

t.test('POST /astronomy/planetary-conjunctions and /astronomy/solar-transits', async (t) => {
  const r = await post('/v1/astronomy/planetary-conjunctions', { startDate: '2020-12-01', endDate: '2020-12-31', planetIds: [6, 5] });
  t.equal(r.status, 200);
  t.equal(r.body.data.events.length, 1);
  const e = r.body.data.events[0];
  const ref = V.conjunctions2020to2022.find((c: any) => c.planet1 === 5 && c.planet2 === 6 && c.utc.startsWith('2020-12'));
  t.equal(e.planet1.slug, 'jupiter');
  t.equal(e.planet2.slug, 'saturn');
  t.ok(secs(jdOf(e.date), ref.jdUt) < 10, `${e.date} vs ${ref.utc}`);
  t.equal(e.sign, 11, 'Aquarius');
  t.ok(e.degreeInSign < 1, '0 Aquarius');
  t.ok(Math.abs(e.closestSeparationDeg - ref.closestSeparationDeg) * 3600 < 1);
  t.ok(e.elongationFromSun > 29 && e.elongationFromSun < 32, `${e.elongationFromSun} deg east of the Sun`);
  const wide = await post('/v1/astronomy/planetary-conjunctions', { startDate: '2020-12-01', endDate: '2020-12-31', planetIds: [5, 6], maxSeparation: 0.05 });
  t.equal(wide.body.data.events.length, 0, 'kept only within maxSeparation');
  const bad = await post('/v1/astronomy/planetary-conjunctions', { startDate: '2020-01-01', endDate: '2020-12-31', planetIds: [1, 5] });
  t.equal(bad.status, 400);
  t.ok(bad.body.error.details.some((x: any) => x.path === 'planetIds.0'));
  const long = await post('/v1/astronomy/planetary-conjunctions', { startDate: '2000-01-01', endDate: '2021-01-02' });
  t.equal(long.status, 400);
  t.ok(long.body.error.details.some((x: any) => x.path === 'endDate'));

  const s = await post('/v1/astronomy/solar-transits', { startDate: '2019-01-01', endDate: '2019-12-31' });
  t.equal(s.status, 200);
  t.equal(s.body.data.transits.length, 1);
  const m = s.body.data.transits[0];
  t.equal(m.slug, 'mercury');
  t.equal(m.name, 'Mercury');
  const nasa = V.nasa.transits[1];
  (['c1', 'c2', 'greatest', 'c3', 'c4'] as const).forEach((k, i) => t.ok(secs(jdOf(m.contacts[k]), jdOf(nasa.contactsUtc[i])) < 10, `${k} ${m.contacts[k]} vs NASA ${nasa.contactsUtc[i]}`));
  t.ok(Math.abs(m.durationHours - 5.48) < 0.01, `${m.durationHours} h (12:35:27 to 18:04:13)`);
  const v = await post('/v1/astronomy/solar-transits', { startDate: '2012-06-01', endDate: '2012-06-30', planets: ['venus'] });
  t.equal(v.body.data.transits[0].slug, 'venus');
  t.ok(Math.abs(v.body.data.transits[0].minSeparationArcsec - 554.4) < 0.5);
  const badPlanet = await post('/v1/astronomy/solar-transits', { startDate: '2012-06-01', endDate: '2012-06-30', planets: ['mars'] });
  t.equal(badPlanet.status, 400);
  t.ok(badPlanet.body.error.details.some((x: any) => String(x.path).startsWith('planets')));
});

t.test('Yallop q and categories (NAO TN 69): the cubic and the bands', async (t) => {
  // With no width the visibility curve sits at ARCV = 11.8371 deg: q = 0 there.
  t.ok(Math.abs(yallopQ(11.8371, 0)) < 1e-12);
  // W' = 1 arcmin: 11.8371 - 6.3226 + 0.7319 - 0.1018 = 6.1446 deg.
  t.ok(Math.abs(yallopQ(6.1446, 1)) < 1e-12);
  t.ok(Math.abs(yallopQ(10, 1) - 0.38554) < 1e-12);
  t.same([0.3, 0.216, 0, -0.014, -0.1, -0.16, -0.2, -0.232, -0.25, -0.293, -1].map(yallopCategory), ['A', 'B', 'B', 'C', 'C', 'D', 'D', 'E', 'E', 'F', 'F']);
});

t.test('crescent visibility after the new moon of 2024 March 10 against skyfield/DE421', async (t) => {
  for (const place of ['mecca', 'london', 'cape-town']) {
    const refs = C.cases.filter((c: any) => c.place === place);
    const r = crescentEvenings(eph, eph.julianDay(2024, 3, 10, 0), { latitude: refs[0].latitude, longitude: refs[0].longitude, altitude: 0 });
    t.ok(secs(r.conjunction, jdOf('2024-03-10T09:00:00Z')) < 120, 'conjunction 2024-03-10 09:00 UT');
    t.equal(r.evenings.length, 3);
    r.evenings.forEach((e, i) => {
      const c = refs[i];
      t.ok(secs(e.sunset, c.sunsetJdUt) < 30 && secs(e.moonset!, c.moonsetJdUt) < 30 && secs(e.bestTime!, c.bestJdUt) < 30, `${place} ${c.sunsetUtc}: sunset, moonset and best time within 30 s`);
      t.ok(Math.abs(e.arcl! - c.arcl) < 0.005 && Math.abs(e.arcv! - c.arcv) < 0.005 && Math.abs(e.daz! - c.daz) < 0.005, `${place} ${c.sunsetUtc}: ARCL, ARCV, DAZ`);
      t.ok(Math.abs(e.widthArcmin! - c.widthArcmin) < 0.005 && Math.abs(e.q! - c.q) < 0.005, `${place} ${c.sunsetUtc}: W' ${e.widthArcmin} q ${e.q} vs ${c.widthArcmin} ${c.q}`);
      t.equal(e.category, yallopCategory(c.q));
    });
  }
});

t.test('POST /astronomy/crescent-visibility', async (t) => {
  const r = await post('/v1/astronomy/crescent-visibility', { date: '2024-03-10', latitude: 21.4225, longitude: 39.8262 });
  t.equal(r.status, 200);
  t.equal(r.body.ok, true);
  const d = r.body.data;
  t.ok(d.conjunction.startsWith('2024-03-10T09:0'), d.conjunction);
  const refs = C.cases.filter((c: any) => c.place === 'mecca');
  t.same(d.evenings.map((e: any) => e.category), ['f', 'a', 'a'], 'not visible the evening of conjunction (13 min lag), easily the next');
  t.same(d.evenings.map((e: any) => e.verdict), ['below-danjon-limit', 'easily-visible', 'easily-visible']);
  d.evenings.forEach((e: any, i: number) => t.ok(Math.abs(e.q - refs[i].q) < 0.005 && Math.abs(e.lagMinutes - (refs[i].moonsetJdUt - refs[i].sunsetJdUt) * 1440) < 1));
  const bad = await post('/v1/astronomy/crescent-visibility', { date: '2024-03-10', latitude: 91, longitude: 0 });
  t.equal(bad.status, 400);
  t.ok(bad.body.error.details.some((x: any) => x.path === 'latitude'));
});

t.test('meteor shower maxima of 2024 against skyfield/DE421 and the IMO calendar\'s dates', async (t) => {
  const ours = showerMaxima(eph, IMO_SHOWERS, eph.julianDay(2024, 1, 1, 0), eph.julianDay(2025, 1, 1, 0), null);
  t.equal(ours.length, M.maxima.length);
  for (const ref of M.maxima) {
    const m = ours.find((o) => o.shower.code === ref.code)!;
    t.ok(secs(m.peak, ref.jdUt) < 60, `${ref.code}: ${secs(m.peak, ref.jdUt).toFixed(1)} s from skyfield`);
    t.ok(Math.abs(m.moonIllumination - ref.moonIllumination) < 0.002, `${ref.code}: Moon ${m.moonIllumination} vs ${ref.moonIllumination}`);
  }
  // The 2024 calendar's printed dates of maximum (UT).
  const dates = Object.fromEntries(ours.map((o) => [o.shower.code, new Date((o.peak - 2440587.5) * 86400000).toISOString().slice(0, 10)]));
  t.same(dates, { QUA: '2024-01-04', LYR: '2024-04-22', ETA: '2024-05-05', SDA: '2024-07-30', CAP: '2024-07-30', PER: '2024-08-12', DRA: '2024-10-08', ORI: '2024-10-21', LEO: '2024-11-17', GEM: '2024-12-14', URS: '2024-12-22' });
});

t.test('POST /astronomy/meteor-showers', async (t) => {
  const r = await post('/v1/astronomy/meteor-showers', { year: 2024, latitude: 51.5, longitude: -0.13 });
  t.equal(r.status, 200);
  const d = r.body.data;
  t.match(d.source, /IMO Meteor Shower Calendar 2024/);
  const per = d.showers.find((s: any) => s.code === 'PER');
  t.equal(per.slug, 'perseids');
  t.ok(secs(per.peak.jd, M.maxima.find((m: any) => m.code === 'PER').jdUt) < 60);
  t.equal(per.activeFrom, '2024-07-17');
  t.same(per.radiant, { ra: 48, dec: 58 });
  // From London the Perseid radiant (dec +58) is circumpolar: high in the north-east before dawn.
  t.ok(per.radiantAltitudeAtDawn > 50 && per.radiantAltitudeAtDawn < 80, `${per.radiantAltitudeAtDawn}`);
  const qua = d.showers.find((s: any) => s.code === 'QUA');
  t.same([qua.activeFrom, qua.activeTo], ['2023-12-28', '2024-01-12'], 'the Quadrantids start the December before');
  const bare = await post('/v1/astronomy/meteor-showers', { year: 2024 });
  t.ok(bare.body.data.showers.every((s: any) => s.radiantAltitudeAtDawn === null));
  const half = await post('/v1/astronomy/meteor-showers', { year: 2024, latitude: 51.5 });
  t.equal(half.status, 400);
  t.ok(half.body.error.details.some((x: any) => x.path === 'longitude'));
  const far = await post('/v1/astronomy/meteor-showers', { year: 99999 });
  t.equal(far.status, 400);
  t.ok(far.body.error.details.some((x: any) => x.path === 'year'));
});

t.test('lunar occultations of Venus, Mars and Saturn 2024-2025: the months skyfield\'s geometry says, none other', async (t) => {
  for (const planet of [3, 4, 6]) {
    const ours = occultationsBetween(eph, planet, null, eph.julianDay(2024, 1, 1, 0), eph.julianDay(2026, 1, 1, 0));
    const months = O.months.filter((m: any) => m.planet === planet && Math.abs(m.leastSeparationDeg - m.limitDeg) > 0.02);
    for (const m of months) {
      const found = ours.find((o) => Math.abs(o.maximum - m.jdUt) < 1);
      if (m.occultation) {
        t.ok(found && secs(found.maximum, m.jdUt) < 120, `${planet} ${m.utc}: occulted (${found ? secs(found.maximum, m.jdUt).toFixed(0) : '-'} s from the least separation)`);
        t.ok(found && found.begin! < found.maximum && found.maximum < found.end! && found.greatestAt !== null);
      } else if (found) t.fail(`${planet} ${m.utc}: no occultation, but one was found`);
    }
    t.equal(ours.length, O.months.filter((m: any) => m.planet === planet && m.occultation).length, `planet ${planet}: ${ours.length} occultations`);
  }
});

t.test('POST /astronomy/occultations', async (t) => {
  const r = await post('/v1/astronomy/occultations', { startDate: '2025-01-01', endDate: '2025-01-31', planetIds: [4] });
  t.equal(r.status, 200);
  const [e] = r.body.data.events;
  t.equal(r.body.data.events.length, 1);
  t.equal(e.slug, 'mars');
  t.equal(e.id, 4);
  // 2025 January 14: Mars occulted for North America (greatest near 03:49 UT in skyfield's least separation).
  t.ok(secs(jdOf(e.date), jdOf('2025-01-14T03:48:54Z')) < 120, e.date);
  t.ok(e.greatestAt.latitude > 20 && e.greatestAt.latitude < 60 && e.greatestAt.longitude < -40 && e.greatestAt.longitude > -130, JSON.stringify(e.greatestAt));
  const stars = await post('/v1/astronomy/occultations', { startDate: '2025-01-01', endDate: '2025-12-31', stars: ['Regulus'] });
  t.equal(stars.status, 200);
  t.ok(stars.body.data.events.length >= 1 && stars.body.data.events.every((x: any) => x.id === null && x.slug === 'regulus'), 'the Regulus series of 2025');
  const bad = await post('/v1/astronomy/occultations', { startDate: '2025-01-01', endDate: '2025-12-31', stars: ['Nostar'] });
  t.equal(bad.status, 400);
  t.ok(bad.body.error.details.some((x: any) => x.path === 'stars.0'));
  const long = await post('/v1/astronomy/occultations', { startDate: '2024-01-01', endDate: '2025-06-01' });
  t.equal(long.status, 400);
  t.ok(long.body.error.details.some((x: any) => x.path === 'endDate'));
});

t.test('POST /astronomy/occultations/local: Mars from Toronto, 2025 January 14, against skyfield\'s topocentric contacts', async (t) => {
  // test/oracles/astronomy/occultation_local.py
  const L = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/astronomy-occultation-local.json', import.meta.url), 'utf8'));
  const r = await post('/v1/astronomy/occultations/local', { date: '2025-01-10', latitude: 43.65, longitude: -79.38, body: 4 });
  t.equal(r.status, 200);
  const d = r.body.data;
  t.same(d.body, { id: 4, slug: 'mars', name: 'Mars' });
  t.ok(secs(jdOf(d.disappearance), L.disappearanceJdUt) < 10, `disappearance ${d.disappearance} vs ${L.disappearanceUtc}`);
  t.ok(secs(jdOf(d.reappearance), L.reappearanceJdUt) < 10, `reappearance ${d.reappearance} vs ${L.reappearanceUtc}`);
  t.ok(jdOf(d.disappearance) < jdOf(d.maximum) && jdOf(d.maximum) < jdOf(d.reappearance));
  t.ok(d.moonAltitude > 45 && d.moonAltitude < 56, `the Moon high in the east: ${d.moonAltitude}`);
  t.equal(d.moonriseDuring, null);
  t.equal(d.moonsetDuring, null);
  t.ok(d.fractionCovered > 1, 'Mars wholly covered');
  const back = await post('/v1/astronomy/occultations/local', { date: '2025-01-20', latitude: 43.65, longitude: -79.38, body: 4, backward: true });
  t.equal(back.body.data.disappearance, d.disappearance, 'the same event searched backward');
  const bad = await post('/v1/astronomy/occultations/local', { date: '2025-01-10', latitude: 43.65, longitude: -79.38, body: 1 });
  t.equal(bad.status, 400);
  t.ok(bad.body.error.details.some((x: any) => x.path === 'body'));
  const star = await post('/v1/astronomy/occultations/local', { date: '2025-01-10', latitude: 43.65, longitude: -79.38, body: 'Nostar' });
  t.equal(star.status, 400);
  t.ok(star.body.error.details.some((x: any) => x.path === 'body'));
});
