/**
 * /speculum, /ephemeris and /constellations through HTTP against independent sources:
 * test/oracles/vectors/speculum.json (skyfield + DE421 apparent RA/declination and sidereal
 * time, the speculum formulas and the Regiomontanus pole by the construction of its circle),
 * vectors/planets.json (DE421 longitudes), vectors/constellations.json (skyfield positions and
 * its IAU 2006 precession to B1875; only Roman's boundary table is shared). Unit tests of the
 * speculum formulas and the J2000 -> B1875 precession with textbook answers.
 */
import t from 'tap';
import fs from 'node:fs';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import speculumOp from '../../plugins/western/src/speculum.js';
import ephemerisOp from '../../plugins/western/src/ephemeris.js';
import constellationsOp from '../../plugins/western/src/constellations.js';
import { regiomontanusPole, speculumRow } from '../../plugins/western/src/lib/speculum.js';
import { constellationAtB1875, constellationOfJ2000, precessFromJ2000 } from '../../plugins/western/src/lib/constellations.js';

const vec = (name: string) => JSON.parse(fs.readFileSync(new URL(`../oracles/vectors/${name}.json`, import.meta.url), 'utf8'));
const SPEC = vec('speculum');
const PLANETS = vec('planets');
const CONST = vec('constellations');
const ARCSEC = 1 / 3600;

t.test('unit: speculum formulas with hand-computed answers', async (t) => {
  // Equator body on the meridian at 45 N: AD 0, OA = RA, semi-arcs 90/90, MD 0, pole 0.
  const r = speculumRow(100, 0, 100, 45);
  const near = (x: number | null, y: number, what: string) => t.ok(x !== null && Math.abs(x - y) < 1e-9, `${what} ${x} vs ${y}`);
  near(r.ascensionalDifference, 0, 'AD');
  near(r.obliqueAscension, 100, 'OA');
  near(r.diurnalSemiArc, 90, 'DSA');
  near(r.meridianDistance, 0, 'MD');
  near(r.placidianPosition, 0, 'Placidian position');
  t.ok(Math.abs(r.regiomontanusPole) < 1e-12);
  // Declination 20 at 45 N: AD = asin(tan 45 tan 20) = asin(0.363970) = 21.344223 deg.
  const s = speculumRow(0, 20, 60, 45);
  t.ok(Math.abs(s.ascensionalDifference! - 21.344223) < 1e-5);
  t.ok(Math.abs(s.diurnalSemiArc! - 111.344223) < 1e-5);
  t.ok(Math.abs(s.placidianPosition! - 60 / 111.344223) < 1e-6, 'MD 60 of a 111.344 semi-arc');
  // On the equator tan P = tan phi sin H: H = 90 at 45 N gives P = 45; H = 30 gives atan(0.5).
  t.ok(Math.abs(regiomontanusPole(45, 0, 90) - 45) < 1e-9);
  t.ok(Math.abs(regiomontanusPole(45, 0, 30) - Math.atan(0.5) * 180 / Math.PI) < 1e-9);
  // Circumpolar: declination 60 at 50 N (tan 50 tan 60 > 1).
  const c = speculumRow(0, 60, 180, 50);
  t.equal(c.ascensionalDifference, null);
  t.equal(c.placidianPosition, null);
  t.equal(c.aboveHorizon, true, 'circumpolar star at lower culmination stays up');
});

t.test('/speculum matches skyfield + DE421 within 2 arcseconds', async (t) => {
  const r = await post('/v1/speculum', KYIV);
  t.equal(r.status, 200);
  t.equal(r.body.ok, true);
  t.equal(schemaErrors(speculumOp.response, r.body.data), null);
  t.equal(r.body.data.moment.utc, '1990-07-15T11:30:00Z');
  t.ok(Math.abs(r.body.data.armc - SPEC.armc) < 2 * ARCSEC, `ARMC ${r.body.data.armc} vs ${SPEC.armc}`);
  for (const o of SPEC.bodies) {
    const b = r.body.data.bodies.find((x: any) => x.id === o.id);
    for (const k of ['rightAscension', 'declination', 'ascensionalDifference', 'obliqueAscension', 'diurnalSemiArc', 'meridianDistance', 'regiomontanusPole']) {
      t.ok(Math.abs(b[k] - o[k]) < 2 * ARCSEC, `${b.name} ${k} ${b[k]} vs ${o[k]}`);
    }
    t.ok(Math.abs(b.placidianPosition - o.placidianPosition) < 1e-4, `${b.name} placidian position`);
    t.equal(b.aboveHorizon, o.aboveHorizon, `${b.name} above the horizon`);
  }
});

t.test('/speculum refuses bad input with details', async (t) => {
  const r = await post('/v1/speculum', { ...KYIV, latitude: 91 });
  t.equal(r.status, 400);
  t.equal(r.body.error.code, 'INVALID_INPUT');
  t.ok(r.body.error.details.some((d: any) => d.path.includes('latitude')));
});

t.test('/ephemeris rows match DE421 longitudes and skyfield declinations', async (t) => {
  for (const date of ['2000-01-01', '1900-01-01']) {
    const c = PLANETS.cases.find((x: any) => x.date === date && x.time === '12:00:00');
    const r = await post('/v1/ephemeris', { startDate: date, endDate: date, time: '12:00:00', planetIds: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] });
    t.equal(r.status, 200);
    t.equal(schemaErrors(ephemerisOp.response, r.body.data), null);
    t.equal(r.body.data.rows.length, 1);
    t.equal(r.body.data.points, 10);
    for (const o of c.bodies) {
      const b = r.body.data.rows[0].bodies.find((x: any) => x.id === o.id);
      const d = Math.abs(((b.longitude - o.longitude + 540) % 360) - 180);
      t.ok(d < 2 * ARCSEC, `${date} ${o.name} ${b.longitude} vs ${o.longitude}`);
      t.ok(Math.abs(b.speed - o.speed) < 1e-3, `${date} ${o.name} speed`);
      t.equal(b.retrograde, o.speed < 0);
    }
  }
  const r = await post('/v1/ephemeris', { startDate: '1990-07-15', endDate: '1990-07-16', time: '11:30:00', planetIds: [0, 1, 2, 3, 4, 5, 6] });
  t.equal(r.body.data.rows.length, 2, 'both ends included at a one-day step');
  t.equal(r.body.data.rows[0].date, '1990-07-15T11:30:00+00:00', 'UT instant: the request names no zone');
  t.same(r.body.data.rows[0].bodies.map((b: any) => b.slug), ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'], 'bodies keyed by slug');
  for (const o of SPEC.bodies) {
    const b = r.body.data.rows[0].bodies.find((x: any) => x.id === o.id);
    t.ok(Math.abs(b.declination - o.declination) < 2 * ARCSEC, `declination of ${b.name}`);
  }
});

t.test('/ephemeris steps, sidereal zodiac and the 5000-point bound', async (t) => {
  const h = await post('/v1/ephemeris', { startDate: '2024-04-08', endDate: '2024-04-09', stepDays: 0.25, planetIds: [1] });
  t.equal(h.body.data.rows.length, 5, 'six-hour steps from startDate 00:00 to endDate 00:00, both included');
  t.equal(h.body.data.rows[1].date, '2024-04-08T06:00:00+00:00');
  const trop = await post('/v1/ephemeris', { startDate: '2024-01-01', endDate: '2024-01-01', planetIds: [0] });
  const sid = await post('/v1/ephemeris', { startDate: '2024-01-01', endDate: '2024-01-01', planetIds: [0], zodiacType: 'sidereal', ayanamsa: 'lahiri' });
  const diff = trop.body.data.rows[0].bodies[0].longitude - sid.body.data.rows[0].bodies[0].longitude;
  t.ok(diff > 24.1 && diff < 24.3, `Lahiri ayanamsa in 2024 is about 24.2 deg (${diff})`);
  const big = await post('/v1/ephemeris', { startDate: '2000-01-01', endDate: '2024-01-01' });
  t.equal(big.status, 400);
  t.equal(big.body.error.details[0].path, 'stepDays');
  const small = await post('/v1/ephemeris', { startDate: '2000-01-01', endDate: '2000-01-02', stepDays: 0.001 });
  t.equal(small.status, 400);
  t.ok(small.body.error.details.some((d: any) => d.path.includes('stepDays')));
  const back = await post('/v1/ephemeris', { startDate: '2000-01-02', endDate: '2000-01-01' });
  t.equal(back.status, 400);
  t.equal(back.body.error.details[0].path, 'endDate');
});

t.test('unit: J2000 -> B1875 precession and the boundary table', async (t) => {
  // Meeus, Astronomical Algorithms, example 21.b: theta Persei (after proper motion) from
  // J2000 to 2028 Nov 13.19 TD (JD 2462088.69): RA 41.054063 -> 41.547214, Dec 49.227750 -> 49.348483.
  const p = precessFromJ2000(41.054063, 49.22775, 2462088.69);
  t.ok(Math.abs(p.ra - 41.547214) < 2e-5, `RA ${p.ra}`);
  t.ok(Math.abs(p.dec - 49.348483) < 2e-5, `Dec ${p.dec}`);
  t.equal(constellationAtB1875(0, 90), 'UMi', 'the celestial pole');
  t.equal(constellationAtB1875(0, -90), 'Oct', 'the south celestial pole');
  for (const c of CONST.cases) t.equal(constellationOfJ2000(c.raJ2000, c.decJ2000), c.constellation, `${c.body} ${c.utc}`);
});

t.test('/constellations: the Sun in Ophiuchus in early December, Gemini in mid-July', async (t) => {
  for (const c of CONST.cases.filter((x: any) => x.utc.endsWith('00:00:00Z') || x.utc === '1990-07-15T11:30:00Z')) {
    const [date, time] = c.utc.replace('Z', '').split('T');
    const r = await post('/v1/constellations', { date, time, timezoneOffset: 0, latitude: 50, longitude: 30 });
    t.equal(r.status, 200);
    t.equal(schemaErrors(constellationsOp.response, r.body.data), null);
    const b = r.body.data.bodies.find((x: any) => x.name === c.body);
    t.equal(b.constellation.abbreviation, c.constellation, `${c.body} at ${c.utc}`);
  }
  const dec = await post('/v1/constellations', { date: '2024-12-05', time: '00:00:00', timezoneOffset: 0, latitude: 50, longitude: 30 });
  t.ok(dec.body.data.ophiuchus.some((b: any) => b.slug === 'sun'));
  const sun = dec.body.data.bodies.find((b: any) => b.name === 'Sun');
  t.same(sun.constellation, { slug: 'ophiuchus', name: 'Ophiuchus', abbreviation: 'Oph' });
  t.equal(sun.zodiacalSignName, 'Sagittarius');
  // Issue 12: the constellation and the bodies from core's tables in the answer's language.
  const ja = (await post('/v1/constellations', { date: '2024-12-05', time: '00:00:00', timezoneOffset: 0, latitude: 50, longitude: 30 }, { 'accept-language': 'ja' })).body.data;
  const sunJa = ja.bodies.find((b: any) => b.slug === 'sun');
  t.same([sunJa.name, sunJa.constellation.name, ja.ophiuchus.find((b: any) => b.slug === 'sun').name], ['太陽', 'へびつかい座', '太陽']);
  const de = (await post('/v1/constellations', { date: '2024-12-05', time: '00:00:00', timezoneOffset: 0, latitude: 50, longitude: 30 }, { 'accept-language': 'de' })).body.data;
  t.equal(de.bodies.find((b: any) => b.slug === 'sun').constellation.name, 'Schlangenträger');
});
