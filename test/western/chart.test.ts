/**
 * POST /chart and /planets through HTTP: shape, the resolved moment, and cusps checked with
 * formulas independent of the Swiss Ephemeris house code (Meeus, Astronomical Algorithms
 * ch. 13-14 for the ascendant and MC from ARMC and obliquity; the constructions of the
 * Equal, Whole Sign, Porphyry and MC-equal systems).
 */
import t from 'tap';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import chartOp from '../../plugins/western/src/chart.js';
import planetsOp from '../../plugins/western/src/planets.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { shortestArc, normalizeDegrees, houseOfLongitude } from '../../core/src/astro/index.js';

const eph = new SwissEphemeris();
const rad = Math.PI / 180;
const close = (a: number, b: number, tol: number) => shortestArc(a, b) <= tol;

t.test('chart: envelope, schema, resolved moment and settings', async (t) => {
  const r = await post('/v1/chart', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(chartOp.response, r.body.data), null);
  const d = r.body.data;
  t.same(d.moment.utc, '1990-07-15T11:30:00Z');
  t.equal(d.moment.ephemeris, 'swiss');
  t.ok(d.moment.deltaTSeconds > 56 && d.moment.deltaTSeconds < 58, 'delta T in 1990 was 56.9 s');
  t.same(d.settings.houseSystem, 'P');
  t.equal(d.settings.zodiacType, 'tropical');
  t.equal(d.settings.ayanamsa, null);
  t.same(d.planets.map((p: any) => p.id), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15, 12], 'Sun-Pluto, both nodes, Chiron, Lilith');
  t.equal(d.houses.length, 12);
  t.same(d.warnings, []);
  const sun = d.planets[0];
  t.equal(sun.sign, 4, 'Cancer, sign 4 (Aries 1)');
  t.equal(sun.signName, 'Cancer');
  t.same([sun.slug, sun.name], ['sun', 'Sun']);
  t.match(sun.formatted, /^22°43′\d\d″ Cancer$/, 'the Sun at 112.73°: 22°43′ Cancer');
  t.ok(sun.speed > 0.95 && sun.speed < 0.96, 'the Sun moves about 0.954 deg/day in mid-July');
  const saturn = d.planets.find((p: any) => p.id === 6);
  t.equal(saturn.retrograde, true, 'Saturn was retrograde in July 1990');
  t.ok(saturn.speed < 0);
  for (const p of d.planets) {
    t.equal(p.sign, Math.floor(p.longitude / 30) + 1, `${p.name} sign 1-12`);
    t.ok(Math.abs(p.degreeInSign - (p.longitude - (p.sign - 1) * 30)) < 1e-9);
    const cusps = d.houses.map((h: any) => h.longitude);
    t.equal(p.house, houseOfLongitude(p.longitude, cusps), `${p.name} house by cusp comparison`);
  }
});

t.test('angles from ARMC and obliquity (Meeus ch. 13-14)', async (t) => {
  const r = await post('/v1/chart', KYIV);
  const { angles, moment } = r.body.data;
  const eps = eph.obliquity(moment.julianDayUT) * rad;
  const armc = angles.armc * rad;
  const phi = KYIV.latitude * rad;
  const mc = normalizeDegrees(Math.atan2(Math.sin(armc), Math.cos(armc) * Math.cos(eps)) / rad);
  const asc = normalizeDegrees(Math.atan2(Math.cos(armc), -(Math.sin(armc) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) / rad);
  t.ok(close(angles.mc, mc, 1 / 3600), `MC ${angles.mc} vs ${mc}`);
  t.ok(close(angles.ascendant, asc, 1 / 3600), `ASC ${angles.ascendant} vs ${asc}`);
  t.equal(angles.descendant, normalizeDegrees(angles.ascendant + 180));
  t.equal(angles.ic, normalizeDegrees(angles.mc + 180));
  // ARMC = local sidereal time in degrees: GMST (Meeus 12.4) + east longitude
  const T = (moment.julianDayUT - 2451545) / 36525;
  const gmst = 280.46061837 + 360.98564736629 * (moment.julianDayUT - 2451545) + 0.000387933 * T * T - (T * T * T) / 38710000;
  // Swiss uses apparent sidereal time (with the equation of the equinoxes, under 1.2 s of time)
  t.ok(close(angles.armc, normalizeDegrees(gmst + KYIV.longitude), 0.005), 'ARMC is the local sidereal time');
});

t.test('cusps of the constructive systems', async (t) => {
  const get = async (houseSystem: string) => (await post('/v1/chart', { ...KYIV, houseSystem })).body.data;
  const equal = await get('E');
  equal.houses.forEach((h: any, k: number) => t.ok(close(h.longitude, equal.angles.ascendant + 30 * k, 1e-9), `Equal cusp ${k + 1}`));
  const whole = await get('W');
  const ascSign = Math.floor(whole.angles.ascendant / 30) * 30;
  whole.houses.forEach((h: any, k: number) => t.ok(close(h.longitude, ascSign + 30 * k, 1e-9), `Whole Sign cusp ${k + 1}`));
  const mcEqual = await get('D');
  t.ok(close(mcEqual.houses[9].longitude, mcEqual.angles.mc, 1e-9), 'MC-equal: the 10th cusp is the MC');
  const porphyry = await get('O');
  const { ascendant, mc } = porphyry.angles;
  const q = normalizeDegrees(ascendant - mc) / 3; // the 10th-to-1st quadrant trisected
  t.ok(close(porphyry.houses[10].longitude, mc + q, 1e-9), 'Porphyry 11th');
  t.ok(close(porphyry.houses[11].longitude, mc + 2 * q, 1e-9), 'Porphyry 12th');
  const placidus = await get('P');
  t.ok(close(placidus.houses[0].longitude, placidus.angles.ascendant, 1e-9) && close(placidus.houses[9].longitude, placidus.angles.mc, 1e-9), 'quadrant systems put the angles on cusps 1 and 10');
  const gauquelin = await get('G');
  t.equal(gauquelin.houses.length, 36, 'Gauquelin has 36 sectors');
  const sunSector = gauquelin.planets[0].house;
  t.ok(sunSector >= 1 && sunSector <= 36);
  // 11:30 UT at 30.52 E is 13:32 local mean time: the Sun has just culminated and stands in
  // the 9th house, west of the meridian. Gauquelin sectors follow the diurnal motion from the
  // Ascendant: 1-9 rising to the MC, 10-18 from the MC down to the Descendant.
  t.equal(placidus.planets[0].house, 9);
  t.ok(sunSector >= 10 && sunSector <= 18, `the Sun, past the MC towards the Descendant, is in sectors 10-18 (got ${sunSector})`);
});

t.test('polar latitudes: Placidus and Koch are a 422 advising Whole Sign or Equal', async (t) => {
  for (const [houseSystem, latitude] of [['P', 70], ['K', 70], ['P', -75], ['G', 80]] as const) {
    const r = await post('/v1/chart', { ...KYIV, timezone: undefined, latitude, houseSystem });
    t.equal(r.status, 422, `${houseSystem} at ${latitude}`);
    t.equal(r.body.error.code, 'CALCULATION_ERROR');
    t.match(r.body.error.message, /Whole Sign.*Equal/);
  }
  for (const houseSystem of ['W', 'E', 'O', 'R', 'C']) {
    t.equal((await post('/v1/chart', { ...KYIV, timezone: undefined, latitude: 70, houseSystem })).status, 200, `${houseSystem} at 70N`);
  }
});

t.test('outside 1800-2400: Moshier, said in the answer; Chiron left out with a warning', async (t) => {
  const r = await post('/v1/chart', { date: '1700-06-01', time: '12:00:00', latitude: 48.85, longitude: 2.35 });
  t.equal(r.status, 200);
  t.equal(r.body.data.moment.ephemeris, 'moshier');
  t.notOk(r.body.data.planets.some((p: any) => p.id === 15));
  t.match(r.body.data.warnings[0], { code: 'body-left-out', message: /Chiron/ });
  const late = await post('/v1/planets', { date: '2450-01-01', time: '00:00:00', latitude: 0, longitude: 0, visiblePlanetIds: [0, 1] });
  t.equal(late.body.data.moment.ephemeris, 'moshier');
  t.equal(late.body.data.planets.length, 2);
  const inside = await post('/v1/planets', { date: '1800-01-01', time: '12:00:00', latitude: 0, longitude: 0 });
  t.equal(inside.body.data.moment.ephemeris, 'swiss');
});

t.test('planets: positions only, bodies chosen by visiblePlanetIds', async (t) => {
  const r = await post('/v1/planets', { date: '2000-01-01', time: '12:00:00', latitude: 0, longitude: 0 });
  t.equal(r.status, 200);
  t.equal(schemaErrors(planetsOp.response, r.body.data), null);
  t.equal(r.body.data.julianDayUT, 2451545);
  t.notOk('houses' in r.body.data);
  const sun = r.body.data.planets[0];
  // Astronomical Almanac 2000: apparent longitude of the Sun at 2000 Jan 1.5 TT = 280 deg 22'.
  t.ok(Math.abs(sun.longitude - 280.37) < 0.01, `Sun at J2000 ${sun.longitude}`);
  const some = await post('/v1/planets', { ...KYIV, visiblePlanetIds: [1, 15, 12] });
  t.same(some.body.data.planets.map((p: any) => p.name), ['Moon', 'Chiron', 'Lilith']);
  const bad = await post('/v1/planets', { ...KYIV, visiblePlanetIds: [0, 99] });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.details[0].path, 'visiblePlanetIds.1');
  const long = await post('/v1/planets', { ...KYIV, visiblePlanetIds: Array.from({ length: 33 }, () => 0) });
  t.equal(long.status, 400);
  t.equal(long.body.error.details[0].path, 'visiblePlanetIds');
  const neg = await post('/v1/planets', { ...KYIV, visiblePlanetIds: [-1] });
  t.equal(neg.body.error.details[0].path, 'visiblePlanetIds.0');
});
