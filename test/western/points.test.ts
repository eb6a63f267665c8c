/**
 * Rulers, points and declinations (plugins/western/src/{dispositors,chart-ruler,house-rulers,
 * decans,declinations,lilith,nodes,arabic-parts}.ts, almuten/points.ts, declinations/*,
 * chart/draconic.ts) through HTTP, against known answers:
 * - declinations, right ascensions and the true obliquity from skyfield over JPL DE421
 *   (test/oracles/declinations.py -> vectors/declinations.json);
 * - rulers, almutens and decans worked by hand from the tables (Lilly, Christian Astrology I;
 *   Ptolemy's Egyptian terms; Chaldean faces; Alan Leo's triplicity decans) on the KYIV chart,
 *   whose positions test/accuracy already checks against DE421 (Sun 22.73 Cancer, Moon 22.96
 *   Aries, Mercury 6.73 Leo, Venus 24.39 Gemini, Mars 1.93 Taurus, Jupiter 22.54 Cancer,
 *   Saturn 21.97 Capricorn, Ascendant 2.79 Scorpio, MC 13.61 Leo, Sun above the horizon).
 */
import fs from 'node:fs';
import t from 'tap';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import dispositorsOp from '../../plugins/western/src/dispositors.js';
import chartRulerOp from '../../plugins/western/src/chart-ruler.js';
import houseRulersOp from '../../plugins/western/src/house-rulers.js';
import almutenOp from '../../plugins/western/src/almuten/points.js';
import decansOp from '../../plugins/western/src/decans.js';
import declinationsOp from '../../plugins/western/src/declinations.js';
import parallelsOp from '../../plugins/western/src/declinations/parallels.js';
import oobOp from '../../plugins/western/src/declinations/out-of-bounds.js';
import lilithOp from '../../plugins/western/src/lilith.js';
import nodesOp from '../../plugins/western/src/nodes.js';
import partsOp from '../../plugins/western/src/arabic-parts.js';
import draconicOp from '../../plugins/western/src/chart/draconic.js';
import { normalizeDegrees, shortestArc, signedArc } from '../../core/src/astro/index.js';

const vectors = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/declinations.json', import.meta.url), 'utf8'));
const oracle = (name: string) => vectors.cases.find((c: any) => c.case === name);

t.test('Ephemeris.equatorial: RA and declination of date against skyfield/DE421', async (t) => {
  const eph = new SwissEphemeris();
  for (const c of vectors.cases) {
    const [y, mo, d, h, mi, s] = c.ut;
    const jd = eph.julianDay(y, mo, d, h + mi / 60 + s / 3600);
    for (const b of c.bodies) {
      const q = eph.equatorial(jd, b.id);
      t.ok(Math.abs(q.declination - b.declination) < 0.003, `${c.case} ${b.name} declination ${q.declination} vs ${b.declination}`);
      const dra = Math.abs(((q.rightAscension - b.rightAscension + 540) % 360) - 180);
      t.ok(dra < 0.005, `${c.case} ${b.name} right ascension`);
      t.ok(Math.abs(q.declinationSpeed - b.declinationSpeed) < 0.01, `${c.case} ${b.name} declination speed`);
    }
    t.ok(Math.abs(eph.obliquity(jd) - c.trueObliquity) < 1e-4, `${c.case} true obliquity`);
  }
});

t.test('declinations: bodies against DE421, angles from the obliquity formula', async (t) => {
  const r = await post('/v1/declinations', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(declinationsOp.response, r.body.data), null);
  const d = r.body.data;
  t.equal(d.moment.utc, '1990-07-15T11:30:00Z');
  const o = oracle('kyiv');
  for (const b of o.bodies) {
    const got = d.bodies.find((x: any) => x.id === b.id);
    t.ok(Math.abs(got.declination - b.declination) < 0.003, `${b.name} ${got.declination} vs ${b.declination}`);
    t.equal(got.hemisphere, b.declination >= 0 ? 'north' : 'south');
  }
  // Ascendant 212.79 (2.79 Scorpio): asin(sin 23.442 sin 212.79) = -12.44; MC 133.61: +16.74.
  t.ok(Math.abs(d.angles.ascendant - -12.44) < 0.01, `asc ${d.angles.ascendant}`);
  t.ok(Math.abs(d.angles.mc - 16.74) < 0.01, `mc ${d.angles.mc}`);
  // Declination does not depend on the zodiac: the sidereal chart gives the same values.
  const sid = (await post('/v1/declinations', { ...KYIV, zodiacType: 'sidereal' })).body.data;
  t.ok(Math.abs(sid.angles.ascendant - d.angles.ascendant) < 1e-9);
  t.ok(Math.abs(sid.bodies[0].declination - d.bodies[0].declination) < 1e-9);
});

t.test('parallels: worked from the DE421 declinations', async (t) => {
  const r = await post('/v1/declinations/parallels', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(parallelsOp.response, r.body.data), null);
  const d = r.body.data;
  const key = (p: any) => [p.a.name, p.b.name].sort().join('-');
  const par = new Set(d.parallels.map(key));
  const contra = new Set(d.contraParallels.map(key));
  // DE421: Sun +21.527, Jupiter +21.783 (0.256 apart), Venus +22.363; Saturn -21.577,
  // Neptune -21.946; Uranus -23.586; Mars +10.206, Pluto -1.374.
  t.ok(par.has('Jupiter-Sun') && par.has('Sun-Venus') && par.has('Jupiter-Venus') && par.has('Neptune-Saturn'));
  t.ok(contra.has('Saturn-Sun'), 'Sun +21.527 / Saturn -21.577: contra-parallel within 0.05');
  t.ok(contra.has('Jupiter-Neptune'));
  t.notOk(par.has('Saturn-Uranus'), 'Saturn and Uranus are 2.0 apart');
  t.notOk(par.has('Mean Node-True Node'), 'the two nodes are not paired');
  const sj = d.parallels.find((p: any) => key(p) === 'Jupiter-Sun');
  t.ok(Math.abs(sj.orb - 0.256) < 0.005);
  t.same([sj.a, sj.b].map((x: any) => x.slug).sort(), ['jupiter', 'sun'], 'the pair by reference');
  const de = (await post('/v1/declinations/parallels', KYIV, { 'accept-language': 'de' })).body.data;
  const sjDe = de.parallels.find((p: any) => key(p) === 'Jupiter-Sonne');
  t.ok(sjDe, 'the Sun named Sonne in German');
  t.same([sjDe.a, sjDe.b].map((x: any) => x.slug).sort(), ['jupiter', 'sun'], 'slugs do not follow the language');
  const tight = (await post('/v1/declinations/parallels', { ...KYIV, orb: 0.1 })).body.data;
  t.same(tight.contraParallels.map(key), ['Saturn-Sun'], 'only Sun-Saturn (0.050) within 0.1');
  t.same(tight.parallels, []);
  for (const orb of [0, 11, -1]) {
    const bad = await post('/v1/declinations/parallels', { ...KYIV, orb });
    t.equal(bad.status, 400);
    t.equal(bad.body.error.details[0].path, 'orb');
  }
});

t.test('out of bounds: Uranus in 1990 and the Moon at the 2006 major standstill', async (t) => {
  const r = await post('/v1/declinations/out-of-bounds', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(oobOp.response, r.body.data), null);
  const d = r.body.data;
  const o = oracle('kyiv');
  t.ok(Math.abs(d.obliquity - o.trueObliquity) < 1e-4);
  const uranus = d.outOfBounds.find((b: any) => b.id === 7);
  // DE421: Uranus -23.586 against eps 23.442: 0.144 beyond, south.
  t.ok(Math.abs(uranus.excessDegrees - 0.144) < 0.003);
  t.equal(uranus.hemisphere, 'south');
  t.equal(d.count, d.outOfBounds.length);
  t.notOk(d.outOfBounds.some((b: any) => b.id <= 6), 'no classical planet beyond 23.44');
  const s = (await post('/v1/declinations/out-of-bounds', { date: '2006-09-15', time: '02:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0 })).body.data;
  const moon = s.outOfBounds.find((b: any) => b.id === 1);
  const om = oracle('standstill').bodies.find((b: any) => b.id === 1);
  t.ok(Math.abs(moon.declination - om.declination) < 0.003, 'Moon +28.72');
  t.ok(Math.abs(moon.excessDegrees - (om.declination - oracle('standstill').trueObliquity)) < 0.003);
  t.equal(moon.hemisphere, 'north');
});

t.test('dispositors: the KYIV ring and Saturn in its own domicile', async (t) => {
  const r = await post('/v1/dispositors', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(dispositorsOp.response, r.body.data), null);
  const d = r.body.data;
  // Sun (Cancer) -> Moon (Aries) -> Mars (Taurus) -> Venus (Gemini) -> Mercury (Leo) -> Sun;
  // Jupiter (Cancer) -> Moon; Saturn in Capricorn disposes of itself.
  // Bodies by reference (issue 12): read by slug.
  const lord = Object.fromEntries(d.edges.map((e: any) => [e.planet.slug, e.dispositor.slug]));
  t.same(lord, { sun: 'moon', moon: 'mars', mercury: 'sun', venus: 'mercury', mars: 'venus', jupiter: 'moon', saturn: 'saturn' });
  t.same(d.edges[0].planet, { id: 0, slug: 'sun', name: 'Sun' });
  const slugs = (xs: any[]) => xs.map((x) => x.slug);
  t.same(d.loops.map((l: any) => slugs(l.planets)), [['sun', 'moon', 'mars', 'venus', 'mercury']]);
  t.equal(d.finalDispositor, null, 'chains end in a ring and in Saturn');
  t.same(slugs(d.chains.find((c: any) => c.planet.slug === 'saturn').chain), ['saturn']);
  t.same(slugs(d.chains.find((c: any) => c.planet.slug === 'jupiter').chain), ['jupiter', 'moon', 'mars', 'venus', 'mercury', 'sun', 'moon']);
  // Modern: Saturn in Capricorn still its own; nothing in Scorpio/Aquarius/Pisces among the seven
  // but Pluto (Scorpio) disposes of itself, Uranus and Neptune (Capricorn) go to Saturn.
  const m = (await post('/v1/dispositors', { ...KYIV, rulership: 'modern' })).body.data;
  const ml = Object.fromEntries(m.edges.map((e: any) => [e.planet.slug, e.dispositor.slug]));
  t.equal(ml.pluto, 'pluto');
  t.equal(ml.uranus, 'saturn');
  t.equal(m.finalDispositor, null);
  // A final dispositor: 2000-01-01 12:00 UT, Sun, Mercury, Jupiter... checked by rule below.
  const j = (await post('/v1/dispositors', { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0 })).body.data;
  const ends = new Set(j.chains.map((c: any) => c.chain[c.chain.length - 1].slug));
  if (j.finalDispositor) {
    t.same([...ends], [j.finalDispositor.slug]);
    t.equal(j.finalDispositor.slug, j.finalDispositor.name.toLowerCase(), 'a planet slug');
  }
  else t.ok(ends.size > 1 || j.loops.length > 0);
  // In German the names follow the language (Mond, Merkur), the slugs do not.
  const de = (await post('/v1/dispositors?lang=de', KYIV)).body.data;
  t.same(de.edges.find((e: any) => e.planet.slug === 'sun').dispositor, { id: 1, slug: 'moon', name: 'Mond' });
  t.same(de.edges.find((e: any) => e.planet.slug === 'venus').dispositor, { id: 2, slug: 'mercury', name: 'Merkur' });
});

t.test('chart ruler: Scorpio rising, Mars in Taurus (detriment), Pluto modern co-ruler', async (t) => {
  const r = await post('/v1/chart-ruler', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(chartRulerOp.response, r.body.data), null);
  const d = r.body.data;
  t.equal(d.ascendant.sign, 8, 'Scorpio, sign 8');
  t.equal(d.ascendant.signName, 'Scorpio');
  t.equal(d.ruler.name, 'Mars');
  t.equal(d.ruler.slug, 'mars');
  t.equal(d.ruler.sign, 2, 'Taurus, sign 2');
  t.match(d.ruler.formatted, /^1°5\d′\d\d″ Taurus$/, 'Mars 1.93 Taurus');
  const pl = (await post('/v1/chart-ruler?lang=pl', KYIV)).body.data;
  t.equal(pl.ruler.name, 'Mars');
  t.equal(pl.ruler.signName, 'Byk', 'Taurus in Polish');
  t.equal(d.ruler.dignity, 'detriment', 'Taurus is opposite Mars\'s domicile Scorpio');
  t.equal(d.ruler.house, 6, 'Mars 1.93 Taurus: past the 6th cusp (12.97 Aries), short of the 7th (2.79 Taurus)');
  t.equal(d.modernRuler.name, 'Pluto');
  t.equal(d.modernRuler.dignity, 'domicile');
  t.ok(d.aspects.length > 0 && d.aspects.every((a: any) => a.planet1.id === 4 || a.planet2.id === 4));
  // Mercury 6.73 Leo - Mars 1.93 Taurus: 94.8 deg, a square within 7.
  t.ok(d.aspects.some((a: any) => a.planet1.id === 2 && a.type.name === 'Square'));
  t.same(d.planetsInFirst.find((b: any) => b.slug === 'pluto'), { id: 9, slug: 'pluto', name: 'Pluto' }, 'Pluto in the 1st, by reference');
});

t.test('house rulers: Placidus KYIV cusps and their lords', async (t) => {
  const r = await post('/v1/house-rulers', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(houseRulersOp.response, r.body.data), null);
  const d = r.body.data;
  t.same(d.houses.map((h: any) => h.ruler.slug), ['mars', 'jupiter', 'saturn', 'saturn', 'jupiter', 'mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus']);
  t.same(d.houses.map((h: any) => h.modernRuler), [{ id: 9, slug: 'pluto', name: 'Pluto' }, null, null, { id: 7, slug: 'uranus', name: 'Uranus' }, { id: 8, slug: 'neptune', name: 'Neptune' }, null, null, null, null, null, null, null], 'the modern rulers by reference');
  // Lord of the 10th (Leo) is the Sun in Cancer in the 9th; lord of the 1st, Mars, in the 6th.
  t.equal(d.houses[9].rulerHouse, 9);
  t.equal(d.houses[0].rulerHouse, 6);
  t.same(d.rulerships.find((x: any) => x.planet.slug === 'saturn').rulesHouses, [3, 4]);
  // Modern: Pluto rules the 1st from Scorpio and stands in the 1st.
  const m = (await post('/v1/house-rulers', { ...KYIV, rulership: 'modern' })).body.data;
  t.equal(m.houses[0].ruler.slug, 'pluto');
  t.equal(m.houses[0].rulerHouse, 1);
  // Interceptions at 64.15 N in Placidus: every intercepted sign is wholly inside its house.
  const north = (await post('/v1/house-rulers', { ...KYIV, latitude: 64.15, longitude: -21.94 })).body.data;
  const inter = north.houses.filter((h: any) => h.interceptedSigns.length > 0);
  t.ok(inter.length >= 2, 'opposite pairs of intercepted signs at 64 N');
  const bad = await post('/v1/house-rulers', { ...KYIV, houseSystem: 'G' });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.details[0].path, 'houseSystem');
});

t.test('almuten of points: cusps scored by hand from the tables', async (t) => {
  const r = await post('/v1/almuten/points', { ...KYIV, points: [0, 112.73] });
  t.equal(r.status, 200);
  t.equal(schemaErrors(almutenOp.response, r.body.data), null);
  const d = r.body.data;
  t.equal(d.sect, 'day');
  // ASC 2.79 Scorpio: Mars domicile 5 + term (Scorpio 0-7 Mars) 2 + face (Mars) 1 = 8;
  // Venus day lord of water 3.
  t.same(d.cusps[0].almuten, { planet: 'mars', score: 8, tied: ['mars'] });
  t.same(d.cusps[0].scores.find((s: any) => s.planet === 'venus'), { planet: 'venus', score: 3, dignities: ['triplicity'] });
  // 3rd cusp 5.12 Capricorn: Saturn 5, Mars exalted 4, Venus triplicity 3, Mercury term 2, Jupiter face 1.
  t.same(d.cusps[2].scores.map((s: any) => [s.planet, s.score]), [['saturn', 5], ['mars', 4], ['venus', 3], ['mercury', 2], ['jupiter', 1]]);
  // 0 Aries by day: Mars 5 + face 1 = 6, Sun exalted 4 + triplicity 3 = 7, Jupiter term 2.
  t.same(d.points[0].almuten, { planet: 'sun', score: 7, tied: ['sun'] });
  // 22.73 Cancer (the Sun) by day: Moon 5, Jupiter exalted 4 + term (Cancer 19-26 Jupiter) 2 = 6,
  // Venus triplicity 3; face 20-30 Cancer the Moon: Moon 6 too. Tie, the domicile lord first.
  t.same(d.points[1].almuten, { planet: 'moon', score: 6, tied: ['moon', 'jupiter'] });
  const bad = await post('/v1/almuten/points', { ...KYIV, points: Array(65).fill(1) });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.details[0].path, 'points');
});

t.test('decans: Alan Leo\'s triplicity decans', async (t) => {
  const r = await post('/v1/decans', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(decansOp.response, r.body.data), null);
  const by = Object.fromEntries(r.body.data.points.map((p: any) => [p.point.name, p]));
  // Sun 22.73 Cancer: third decan, Pisces: Jupiter, modern Neptune.
  t.match(by.Sun, { decan: 3, decanSignName: 'Pisces', triplicityRuler: { id: 5, slug: 'jupiter', name: 'Jupiter' }, modernTriplicityRuler: { id: 8, slug: 'neptune', name: 'Neptune' } });
  // Mars 1.93 Taurus: first decan, Taurus, Venus.
  t.match(by.Mars, { decan: 1, decanSignName: 'Taurus', triplicityRuler: { slug: 'venus' } });
  // Ascendant 2.79 Scorpio: Scorpio, Mars / Pluto; MC 13.61 Leo: Sagittarius, Jupiter.
  t.match(by.Ascendant, { decan: 1, decanSignName: 'Scorpio', triplicityRuler: { slug: 'mars' }, modernTriplicityRuler: { slug: 'pluto' } });
  t.match(by.Midheaven, { decan: 2, decanSignName: 'Sagittarius', triplicityRuler: { slug: 'jupiter' } });
  // Venus 24.39 Gemini: Aquarius, Saturn / Uranus.
  t.match(by.Venus, { decan: 3, decanSignName: 'Aquarius', triplicityRuler: { slug: 'saturn' }, modernTriplicityRuler: { slug: 'uranus' } });
  const de = await post('/v1/decans', KYIV, { 'accept-language': 'de' });
  t.same([de.body.data.points.find((p: any) => p.point.slug === 'sun').triplicityRuler.name, de.body.data.points.find((p: any) => p.point.slug === 'sun').modernTriplicityRuler.slug], ['Jupiter', 'neptune']);
  t.equal(de.body.data.points.find((p: any) => p.point.slug === 'venus').triplicityRuler.name, 'Saturn');
});

/**
 * Meeus, Astronomical Algorithms (2nd ed.) eq. 47.7: mean longitude of the ascending node and
 * of the lunar perigee, T in Julian centuries (TT) from J2000.
 */
function meeusNodeAndPerigee(jdTT: number) {
  const T = (jdTT - 2451545) / 36525;
  const node = 125.0445479 - 1934.1362891 * T + 0.0020754 * T * T + T ** 3 / 467441 - T ** 4 / 60616000;
  const perigee = 83.3532465 + 4069.0137287 * T - 0.01032 * T * T - T ** 3 / 80053 + T ** 4 / 18999000;
  return { node: normalizeDegrees(node), perigee: normalizeDegrees(perigee) };
}

t.test('nodes: the mean node against Meeus 47.7; south nodes opposite', async (t) => {
  const r = await post('/v1/nodes', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(nodesOp.response, r.body.data), null);
  const d = r.body.data;
  const { node } = meeusNodeAndPerigee(d.moment.julianDayUT + d.moment.deltaTSeconds / 86400);
  t.ok(shortestArc(d.meanNode.longitude, node) < 0.01, `mean node ${d.meanNode.longitude} vs Meeus ${node}`);
  t.equal(d.meanNode.sign, 11, 'Aquarius, sign 11');
  t.equal(d.meanNode.signName, 'Aquarius');
  t.equal(d.meanNode.retrograde, true, 'the mean node always regresses');
  t.ok(Math.abs(d.meanNode.speed - -0.0529539) < 1e-4, 'mean regression 1934.136 deg / 36525 days');
  t.ok(Math.abs(shortestArc(d.meanSouthNode.longitude, d.meanNode.longitude) - 180) < 1e-9);
  t.ok(Math.abs(shortestArc(d.trueSouthNode.longitude, d.trueNode.longitude) - 180) < 1e-9);
  t.equal(d.meanSouthNode.sign, 5, 'Leo, sign 5');
  const es = (await post('/v1/nodes?lang=es', KYIV)).body.data;
  t.equal(es.meanSouthNode.signName, 'Leo');
  t.ok(es.meanNode.formatted.endsWith(' Acuario'), 'Aquarius in Spanish');
  t.ok(Math.abs(d.trueMinusMean - signedArc(d.meanNode.longitude, d.trueNode.longitude)) < 1e-12);
  t.ok(Math.abs(d.trueMinusMean) < 1.8, 'the true node stays within about 1.7 deg of the mean');
  // Houses of the node points: opposite nodes sit in opposite houses (Placidus, KYIV: 3rd and 9th).
  t.equal(d.meanNode.house, 3);
  t.equal(d.meanSouthNode.house, 9);
});

t.test('lilith: the mean apogee against Meeus; the six variants', async (t) => {
  const r = await post('/v1/lilith', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(lilithOp.response, r.body.data), null);
  const d = r.body.data;
  t.same(d.variants.map((v: any) => [v.slug, v.id]), [['mean-black-moon', 12], ['true-black-moon', 13], ['interpolated-apogee', 21], ['interpolated-perigee', 22], ['waldemath', 58], ['white-moon', 56]]);
  t.equal(d.variants[0].name, 'Mean Black Moon Lilith (mean lunar apogee)');
  // Issue 12: the names from core's lilith-variant table.
  const ja = (await post('/v1/lilith', KYIV, { 'accept-language': 'ja' })).body.data;
  t.same(ja.variants.map((v: any) => v.name).slice(0, 2), ['平均ブラックムーン・リリス（平均月遠地点）', '真ブラックムーン・リリス（接触月遠地点）']);
  t.equal((await post('/v1/lilith', KYIV, { 'accept-language': 'de' })).body.data.variants[5].name, 'Weißer Mond Selena');
  // Meeus 47.7: apogee = perigee + 180 along the lunar orbit; projected onto the ecliptic with
  // the mean inclination 5.145 deg: lambda = node + atan(cos i tan(u)), beta = asin(sin i sin u).
  const { node, perigee } = meeusNodeAndPerigee(d.moment.julianDayUT + d.moment.deltaTSeconds / 86400);
  const u = ((normalizeDegrees(perigee + 180 - node)) * Math.PI) / 180;
  const inc = (5.145396 * Math.PI) / 180;
  const lam = normalizeDegrees(node + (Math.atan2(Math.cos(inc) * Math.sin(u), Math.cos(u)) * 180) / Math.PI);
  const beta = (Math.asin(Math.sin(inc) * Math.sin(u)) * 180) / Math.PI;
  const mean = d.variants[0];
  t.ok(shortestArc(mean.longitude, lam) < 0.03, `mean apogee ${mean.longitude} vs ${lam}`);
  t.ok(Math.abs(mean.latitude - beta) < 0.01, `latitude ${mean.latitude} vs ${beta}`);
  t.equal(mean.sign, 8, 'Scorpio, sign 8');
  t.equal(mean.signName, 'Scorpio');
  t.equal(mean.house, 1, 'Lilith 28.31 Scorpio lies in the 1st (cusps 2.79 Scorpio to 0.53 Sagittarius)');
  // The natural apogee swings within a few degrees of the mean one (Koch: up to about 5 deg).
  t.ok(shortestArc(d.variants[2].longitude, mean.longitude) < 6);
  // The natural perigee is not exactly opposite the apogee, but near it.
  t.ok(Math.abs(shortestArc(d.variants[3].longitude, d.variants[2].longitude) - 180) < 30);
  for (const v of d.variants) t.ok(v.longitude >= 0 && v.longitude < 360);
});

t.test('arabic parts: formulas worked from the chart positions', async (t) => {
  const chart = (await post('/v1/chart', KYIV)).body.data;
  const L = Object.fromEntries(chart.planets.map((p: any) => [p.name, p.longitude]));
  const asc = chart.angles.ascendant;
  const r = await post('/v1/arabic-parts', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(partsOp.response, r.body.data), null);
  const d = r.body.data;
  t.equal(d.sect, 'day', 'Sun 22.73 Cancer is above the horizon (ASC 2.79 Scorpio)');
  const by = Object.fromEntries(d.parts.map((p: any) => [p.slug, p]));
  // Fortune by day: 212.790 + 22.965 - 112.726 = 123.029 = 3.03 Leo, ruled by the Sun, 9th house.
  const fortune = normalizeDegrees(asc + L.Moon - L.Sun);
  t.ok(Math.abs(by.fortune.longitude - fortune) < 1e-9);
  t.match(by.fortune, { sign: 5, signName: 'Leo', ruler: { id: 0, slug: 'sun', name: 'Sun' }, house: 9, reversed: false, formula: 'Ascendant + Moon - Sun' });
  // The formula as structured terms by reference (issue 12), and its text in the answer's language.
  t.same(by.fortune.terms, [
    { operation: 'add', kind: 'angle', slug: 'ascendant', name: 'Ascendant' },
    { operation: 'add', kind: 'body', id: 1, slug: 'moon', name: 'Moon' },
    { operation: 'subtract', kind: 'body', id: 0, slug: 'sun', name: 'Sun' },
  ]);
  t.same(by.eros.terms.map((x: any) => [x.kind, x.slug]), [['angle', 'ascendant'], ['body', 'venus'], ['lot', 'spirit']]);
  const spirit = normalizeDegrees(asc + L.Sun - L.Moon);
  t.ok(Math.abs(by.spirit.longitude - spirit) < 1e-9);
  t.ok(Math.abs(by.eros.longitude - normalizeDegrees(asc + L.Venus - spirit)) < 1e-9, 'Eros = Asc + Venus - Spirit');
  t.ok(Math.abs(by.father.longitude - normalizeDegrees(asc + L.Saturn - L.Sun)) < 1e-9);
  t.equal(d.parts.length, 14);
  // Night (23:30 local): Fortune reverses; a custom formula reverses only with reverseByNight.
  const night = (await post('/v1/arabic-parts', { ...KYIV, time: '23:30:00', parts: ['fortune', 'ASC + Moon - Sun', 'Asc + cusp 10 - Venus'] })).body.data;
  t.equal(night.sect, 'night');
  const nc = (await post('/v1/chart', { ...KYIV, time: '23:30:00' })).body.data;
  const NL = Object.fromEntries(nc.planets.map((p: any) => [p.name, p.longitude]));
  t.ok(Math.abs(night.parts[0].longitude - normalizeDegrees(nc.angles.ascendant + NL.Sun - NL.Moon)) < 1e-9);
  t.equal(night.parts[0].reversed, true);
  t.ok(Math.abs(night.parts[1].longitude - normalizeDegrees(nc.angles.ascendant + NL.Moon - NL.Sun)) < 1e-9, 'custom formula as written');
  t.equal(night.parts[1].reversed, false);
  t.ok(Math.abs(night.parts[2].longitude - normalizeDegrees(nc.angles.ascendant + nc.houses[9].longitude - NL.Venus)) < 1e-9, 'cusp 10');
  const rev = (await post('/v1/arabic-parts', { ...KYIV, time: '23:30:00', parts: ['ASC + Moon - Sun', 'brothers'], reverseByNight: true })).body.data;
  t.equal(rev.parts[0].formula, 'Ascendant + Sun - Moon');
  t.equal(rev.parts[0].name, 'Ascendant + Sun - Moon', 'a custom part is named by its formula');
  const ja = (await post('/v1/arabic-parts', { ...KYIV, time: '23:30:00', parts: ['ASC + cusp 7 - Venus', 'fortune'] }, { 'accept-language': 'ja' })).body.data;
  t.same(ja.parts[0].terms.map((x: any) => [x.operation, x.kind, x.slug]), [['add', 'angle', 'ascendant'], ['add', 'cusp', 'seventh'], ['subtract', 'body', 'venus']]);
  t.equal(ja.parts[0].formula, 'アセンダント + 第7ハウス - 金星');
  t.equal(ja.parts[1].formula, 'アセンダント + 太陽 - 月', 'night Fortune, reversed, in Japanese');
  t.ok(Math.abs(rev.parts[0].longitude - night.parts[0].longitude) < 1e-9, 'reversed custom = night Fortune');
  t.equal(rev.parts[1].reversed, true, 'reverseByNight overrides Brothers\' own rule');
  const keep = (await post('/v1/arabic-parts', { ...KYIV, time: '23:30:00', parts: ['fortune'], reverseByNight: false })).body.data;
  t.ok(Math.abs(keep.parts[0].longitude - normalizeDegrees(nc.angles.ascendant + NL.Moon - NL.Sun)) < 1e-9);
  for (const [parts, path] of [[['unknown-lot'], 'parts.0'], [['fortune', 'ASC + Vulcan - Sun'], 'parts.1'], [['ASC + cusp 13 - Sun'], 'parts.0'], [['+ Sun'], 'parts.0'], [Array(65).fill('fortune'), 'parts']] as const) {
    const bad = await post('/v1/arabic-parts', { ...KYIV, parts });
    t.equal(bad.status, 400, JSON.stringify(parts).slice(0, 40));
    t.equal(bad.body.error.details[0].path, path);
  }
});

t.test('draconic: longitudes from the mean and true node; cross-contacts', async (t) => {
  const chart = (await post('/v1/chart', KYIV)).body.data;
  const L = Object.fromEntries(chart.planets.map((p: any) => [p.name, p.longitude]));
  const r = await post('/v1/chart/draconic', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(draconicOp.response, r.body.data), null);
  const d = r.body.data;
  t.ok(Math.abs(d.node.longitude - L['Mean Node']) < 1e-9);
  const sun = d.planets.find((p: any) => p.id === 0);
  // Sun 112.726 - node 308.111 + 360 = 164.616: 14.62 Virgo.
  t.ok(Math.abs(sun.longitude - normalizeDegrees(L.Sun - L['Mean Node'])) < 1e-9);
  t.equal(sun.tropicalLongitude, L.Sun);
  t.equal(sun.sign, 6, 'Virgo, sign 6');
  t.equal(sun.signName, 'Virgo');
  t.match(sun.formatted, /^14°3\d′\d\d″ Virgo$/, '164.616° = 14.6° in Virgo');
  t.equal(d.planets.find((p: any) => p.id === 10).longitude, 0, 'the node itself at 0 Aries');
  const hi = (await post('/v1/chart/draconic?lang=hi', KYIV)).body.data;
  t.equal(hi.planets.find((p: any) => p.id === 0).name, 'सूर्य');
  t.ok(Math.abs(d.angles.ascendant - normalizeDegrees(chart.angles.ascendant - L['Mean Node'])) < 1e-9);
  // Draconic Pluto 276.889 against natal Uranus 276.968: a conjunction 0.08 wide.
  const pu = d.crossContacts.find((c: any) => c.draconic.slug === 'pluto' && c.tropical.slug === 'uranus');
  t.match(pu, { aspect: 'conjunction' });
  t.ok(Math.abs(pu.orb - 0.079) < 0.002);
  for (const c of d.crossContacts) t.ok(c.orb <= 1);
  const tr = (await post('/v1/chart/draconic', { ...KYIV, node: 'true' })).body.data;
  t.ok(Math.abs(tr.node.longitude - L['True Node']) < 1e-9);
  t.equal(tr.node.type, 'true');
});
