/**
 * Aspect patterns and aspect tools through HTTP, on the Kyiv chart (1990-07-15 14:30 EEST),
 * whose positions other suites pin: Sun 112.73 (22.7 Cancer, 9th), Moon 22.96 (23.0 Aries, 6th),
 * Mercury 126.73 (6.7 Leo, 9th), Venus 84.39 (24.4 Gemini, 8th), Mars 31.93 (1.9 Taurus, 6th),
 * Jupiter 112.54 (22.5 Cancer, 9th), Saturn 291.97 (22.0 Capricorn, 3rd), Uranus 276.97
 * (7.0 Capricorn, 3rd), Neptune 282.92 (12.9 Capricorn, 3rd), Pluto 225.00 (15.0 Scorpio, 1st);
 * Ascendant 212.79 (2.8 Scorpio), MC 133.61 (13.6 Leo). Every expected value below is worked
 * by hand from those longitudes and the definitions.
 */
import t from 'tap';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import tSquareOp from '../../plugins/western/src/aspect-patterns/t-square.js';
import stelliumOp from '../../plugins/western/src/aspect-patterns/stellium.js';
import gridOp from '../../plugins/western/src/aspect-grid.js';
import unaspectedOp from '../../plugins/western/src/aspects/unaspected.js';
import midpointsOp from '../../plugins/western/src/midpoints.js';
import antisciaOp from '../../plugins/western/src/antiscia.js';
import harmonicsOp from '../../plugins/western/src/harmonics.js';
import { unaspectedAmong } from '../../plugins/western/src/lib/aspect-tools.js';

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

t.test('aspect patterns: the Kyiv cardinal T-square', async (t) => {
  const r = await post('/v1/aspect-patterns/t-square', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(tSquareOp.response, r.body.data), null);
  t.ok(r.body.data.moment.utc.startsWith('1990-07-15T11:30'), 'moment echoed');
  t.equal(r.body.data.settings.houseSystem, 'P', 'settings echoed');
  // Sun 112.73 opposite Saturn 291.97 (179.24, orb 0.76); Moon 22.96 is 89.77 from the Sun
  // (orb 0.23) and 90.99 from Saturn (orb 0.99): apex Moon in Aries, cardinal, empty leg 22.96 Libra.
  // Jupiter 112.54, conjunct the Sun, makes a second: opposite Saturn (179.43, orb 0.57), square
  // the Moon (89.58, orb 0.42). Mars 31.93 is 80.8 from the Sun: outside the square's 7.
  t.equal(r.body.data.count, 2);
  const [p, q] = r.body.data.patterns;
  // The apex and the opposition's two ends are body references (issue 12).
  t.same([q.apex.slug, q.opposition.map((b: any) => b.name), round(q.orbs[0].orb, 1), round(q.orbs[1].orb, 1)], ['moon', ['Jupiter', 'Saturn'], 0.6, 0.4]);
  t.same(p.apex, { id: 1, slug: 'moon', name: 'Moon' });
  t.same(p.opposition, [{ id: 0, slug: 'sun', name: 'Sun' }, { id: 6, slug: 'saturn', name: 'Saturn' }]);
  const ja = (await post('/v1/aspect-patterns/t-square', KYIV, { 'accept-language': 'ja' })).body.data;
  t.same(ja.patterns[0].opposition.map((b: any) => b.name), ['太陽', '土星']);
  t.equal(p.modality, 'cardinal');
  t.same(p.orbs.map((o: any) => [o.aspect.slug, o.aspect.name, round(o.orb)]), [['opposition', 'Opposition', 0.76], ['square', 'Square', 0.24], ['square', 'Square', 1]]);
  t.same([p.emptyLeg.sign, p.emptyLeg.signName], [7, 'Libra']);
  t.equal(round(p.emptyLeg.longitude), 202.96);
  // scaled by 1.5 (square 10.5, opposition 12): Mars (80.80 from the Sun, 99.96 from Saturn) is a
  // second apex, fixed (Taurus); Neptune 282.92 opposes the Sun (170.19) and Jupiter (170.38) and
  // squares the Moon (100.04), so the Moon also heads Sun-Neptune and Jupiter-Neptune.
  const wide = await post('/v1/aspect-patterns/t-square', { ...KYIV, orb: 1.5 });
  t.same(wide.body.data.patterns.map((x: any) => [x.apex.slug, x.modality, ...x.opposition.map((b: any) => b.name)]), [
    ['moon', 'cardinal', 'Sun', 'Saturn'], ['mars', 'fixed', 'Sun', 'Saturn'], ['moon', 'cardinal', 'Sun', 'Neptune'],
    ['moon', 'cardinal', 'Jupiter', 'Saturn'], ['mars', 'fixed', 'Jupiter', 'Saturn'], ['moon', 'cardinal', 'Jupiter', 'Neptune'],
  ]);
  for (const s of ['grand-trine', 'grand-cross', 'yod', 'kite', 'mystic-rectangle', 'grand-sextile', 'minor-grand-trine']) {
    const x = await post(`/v1/aspect-patterns/${s}`, KYIV);
    t.equal(x.status, 200, s);
    t.equal(x.body.data.count, 0, `${s}: none in the Kyiv chart`);
  }
  for (const [body, path] of [[{ orb: 0.1 }, 'orb'], [{ orb: 3 }, 'orb'], [{ includeAngles: 'yes' }, 'includeAngles']] as const) {
    const bad = await post('/v1/aspect-patterns/yod', { ...KYIV, ...body });
    t.equal(bad.status, 400, JSON.stringify(body));
    t.equal(bad.body.error.details[0].path, path);
  }
});

t.test('stellium: by sign, by house, by span', async (t) => {
  const r = await post('/v1/aspect-patterns/stellium', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(stelliumOp.response, r.body.data), null);
  // Capricorn and the 3rd: Saturn 291.97, Uranus 276.97, Neptune 282.92 (span 15.00);
  // the 9th: Sun 112.73, Mercury 126.73, Jupiter 112.54 (span 14.19). Cancer holds only the
  // Sun and Jupiter (Chiron is not counted); neither group fits in the default 10 deg span.
  t.same(r.body.data.stelliums.map((s: any) => [s.by, s.where.slug, s.planets.map((b: any) => b.name), round(s.span)]), [
    ['sign', 'capricorn', ['Saturn', 'Uranus', 'Neptune'], 15],
    ['house', 'third', ['Saturn', 'Uranus', 'Neptune'], 15],
    ['house', 'ninth', ['Sun', 'Mercury', 'Jupiter'], 14.19],
  ]);
  // `where` by reference (issue 12): the sign with its number, the house with its number.
  t.same(r.body.data.stelliums[0].where, { sign: 10, slug: 'capricorn', name: 'Capricorn' });
  t.same(r.body.data.stelliums[1].where, { house: 3, slug: 'third', name: '3rd house' });
  const ja = (await post('/v1/aspect-patterns/stellium', KYIV, { 'accept-language': 'ja' })).body.data;
  t.same([ja.stelliums[0].where.name, ja.stelliums[2].where.name], ['山羊座', '第9ハウス']);
  const span = await post('/v1/aspect-patterns/stellium', { ...KYIV, maxSpan: 15 });
  t.same(span.body.data.stelliums.filter((s: any) => s.by === 'span').map((s: any) => [s.where.name, s.planets.map((b: any) => b.name)]), [
    ['Cancer', ['Sun', 'Mercury', 'Jupiter']],
    ['Capricorn', ['Saturn', 'Uranus', 'Neptune']],
  ]);
  // with the angles: the Ascendant 212.79 is in the 1st with Pluto 225.00 - two, still no stellium
  const four = await post('/v1/aspect-patterns/stellium', { ...KYIV, minBodies: 4, includeAngles: true });
  t.equal(four.body.data.count, 0);
  const bad = await post('/v1/aspect-patterns/stellium', { ...KYIV, minBodies: 2 });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.details[0].path, 'minBodies');
});

t.test('aspect grid: every pair, aspected or not, with declination parallels', async (t) => {
  const r = await post('/v1/aspect-grid', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(gridOp.response, r.body.data), null);
  const d = r.body.data;
  t.same(d.bodies.map((b: any) => b.slug), ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'mean-node', 'true-node', 'chiron', 'lilith', 'ascendant', 'midheaven']);
  t.same(d.bodies.map((b: any) => b.name).slice(-2), ['Ascendant', 'Midheaven'], 'the angles by the chart-angle table');
  t.same(d.bodies.slice(0, 2), [{ id: 0, slug: 'sun', name: 'Sun' }, { id: 1, slug: 'moon', name: 'Moon' }], 'bodies by reference, with their Swiss numbers');
  t.equal(d.cells.length, (16 * 15) / 2, 'the whole lower triangle');
  t.ok(d.cells.every((c: any) => c.row > c.col));
  const names = d.bodies.map((x: any) => x.name);
  const cell = (a: string, b: string) => d.cells.find((c: any) => c.row === names.indexOf(b) && c.col === names.indexOf(a));
  // Sun 112.73 / Jupiter 112.54: conjunction 0.18 separating (as /aspects); declinations both
  // about +21.5 (sin(dec) = sin(23.44) sin(112.7)): parallel.
  t.match(cell('Sun', 'Jupiter'), { aspect: { name: 'Conjunction', angle: 0 }, isApplying: false, declination: 'parallel' });
  t.equal(round(cell('Sun', 'Jupiter').orb), 0.18);
  // Sun / Saturn 291.97 (dec about -21.5): opposition 0.76, contraparallel
  t.match(cell('Sun', 'Saturn'), { aspect: { name: 'Opposition' }, declination: 'contraparallel' });
  // Sun / Neptune 282.92: 170.20 apart, 9.8 from an opposition, no aspect, yet contraparallel
  t.match(cell('Sun', 'Neptune'), { aspect: null, orb: null, isApplying: null, declination: 'contraparallel' });
  t.equal(round(cell('Sun', 'Neptune').separation, 1), 170.2);
  // Ascendant 212.79 / MC 133.61: 79.18 apart, no aspect
  t.match(cell('Ascendant', 'Midheaven'), { aspect: null });
  t.equal(round(cell('Ascendant', 'Midheaven').separation, 1), 79.2);
  const aspected = d.cells.filter((c: any) => c.aspect);
  t.equal(Object.values(d.totals).reduce((a: number, b: any) => a + b, 0), aspected.length, 'totals count the aspected cells');
  // the body-body cells agree with /aspects
  const plain = (await post('/v1/aspects', KYIV)).body.data;
  t.equal(aspected.filter((c: any) => c.row < 14).length, plain.count);

  const bare = await post('/v1/aspect-grid', { ...KYIV, visiblePlanetIds: [0, 5, 6], aspectAngles: [0], includeAngles: false, includeDeclination: false });
  t.same(bare.body.data.bodies.map((b: any) => b.slug), ['sun', 'jupiter', 'saturn']);
  t.same(bare.body.data.cells.map((c: any) => [c.row, c.col, c.aspect?.name ?? null, c.declination]), [[1, 0, 'Conjunction', null], [2, 0, null, null], [2, 1, null, null]]);
  t.same(bare.body.data.totals, { Conjunction: 1 });
  for (const [body, path] of [
    [{ visiblePlanetIds: Array(33).fill(0) }, 'visiblePlanetIds'],
    [{ visiblePlanetIds: [77] }, 'visiblePlanetIds.0'],
    [{ aspectAngles: [361] }, 'aspectAngles.0'],
    [{ aspectAngles: Array(65).fill(30) }, 'aspectAngles'],
  ] as const) {
    const bad = await post('/v1/aspect-grid', { ...KYIV, ...body });
    t.equal(bad.status, 400, JSON.stringify(body).slice(0, 40));
    t.equal(bad.body.error.details[0].path, path);
  }
});

t.test('unaspected: the rule on constructed longitudes, and the Kyiv chart', async (t) => {
  // Sun 0 square Moon 90; Venus 45 is semi-square both (minor only); Mercury 200 is 160, 110 and
  // 155 from the others: no aspect of the eleven within the default orbs (quincunx 150 +- 3).
  const pts = [[0, 'Sun', 0], [1, 'Moon', 90], [2, 'Mercury', 200], [3, 'Venus', 45]].map(([id, name, longitude]) => ({ id: id as number, name: name as string, longitude: longitude as number, speed: 0 }));
  const major = unaspectedAmong(pts, true);
  t.same(major.unaspected.map((p) => p.name), ['Mercury', 'Venus']);
  t.same(major.onlyMinor.map((p) => p.name), ['Venus']);
  t.same(major.aspectCounts, { Sun: 1, Moon: 1, Mercury: 0, Venus: 0 });
  const any = unaspectedAmong(pts, false);
  t.same(any.unaspected.map((p) => p.name), ['Mercury']);
  t.same(any.onlyMinor.map((p) => p.name), ['Venus']);
  t.same(any.aspectCounts, { Sun: 2, Moon: 2, Mercury: 0, Venus: 2 });
  // Kyiv: every planet of Sun-Pluto has at least one Ptolemaic aspect
  const r = await post('/v1/aspects/unaspected', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(unaspectedOp.response, r.body.data), null);
  t.same(r.body.data.unaspected, []);
  t.same(r.body.data.onlyMinor, []);
  // Sun: conjunct Jupiter, opposite Saturn, square Moon
  t.equal(r.body.data.aspectCounts.Sun, 3);
});

t.test('midpoints: Ebertin near and far points', async (t) => {
  const r = await post('/v1/midpoints', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(midpointsOp.response, r.body.data), null);
  t.equal(r.body.data.count, 78, 'Sun-Pluto, mean node, Ascendant, MC: 13 factors, 13 x 12 / 2 pairs');
  const m = await post('/v1/midpoints', { ...KYIV, planetIds: [0, 1, 3] });
  const byPair = (a: string, b: string) => m.body.data.midpoints.find((x: any) => x.pair[0].slug === a && x.pair[1].slug === b);
  t.equal(m.body.data.count, 10, 'Sun, Moon, Venus, Ascendant, MC');
  // Sun 112.73 / Moon 22.96: 89.77 apart, near (112.73 + 22.96) / 2 = 67.85 (7.8 Gemini), far 247.85 Sagittarius
  t.equal(round(byPair('sun', 'moon').near.longitude, 1), 67.8);
  t.same([byPair('sun', 'moon').near.sign, byPair('sun', 'moon').near.signName], [3, 'Gemini']);
  t.same([byPair('sun', 'moon').far.sign, byPair('sun', 'moon').far.signName], [9, 'Sagittarius']);
  // Moon 22.96 / Ascendant 212.79: 189.83 forward, so the shorter arc runs backwards through
  // 0 Aries: 22.96 - 170.17 / 2 = -62.12 = 297.88 (27.9 Capricorn), in the 3rd with Saturn
  t.equal(round(byPair('moon', 'ascendant').near.longitude, 1), 297.9);
  t.match(byPair('moon', 'ascendant').near, { sign: 10, signName: 'Capricorn', house: 3 });
  t.equal(round(byPair('moon', 'ascendant').far.longitude, 1), 117.9);
  // Venus 84.39 / MC 133.61: 109.00, 19.0 Cancer, in the 9th with the Sun
  t.equal(round(byPair('venus', 'midheaven').near.longitude, 1), 109);
  t.equal(byPair('venus', 'midheaven').near.house, 9);
  const none = await post('/v1/midpoints', { ...KYIV, planetIds: [0, 1], includeAngles: false });
  t.same(none.body.data.midpoints.map((x: any) => x.pair), [[{ id: 0, slug: 'sun', name: 'Sun' }, { id: 1, slug: 'moon', name: 'Moon' }]]);
  for (const [body, path] of [[{ planetIds: Array(33).fill(0) }, 'planetIds'], [{ planetIds: [-1] }, 'planetIds.0'], [{ planetIds: [77] }, 'planetIds.0']] as const) {
    const bad = await post('/v1/midpoints', { ...KYIV, ...body });
    t.equal(bad.status, 400);
    t.equal(bad.body.error.details[0].path, path);
  }
});

t.test('antiscia: Lilly reflections and contacts', async (t) => {
  const r = await post('/v1/antiscia', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(antisciaOp.response, r.body.data), null);
  const venus = r.body.data.points.find((p: any) => p.name === 'Venus');
  // Venus 84.39 (24.4 Gemini): antiscion 95.61 (5.6 Cancer), contra-antiscion 275.61 (5.6 Capricorn)
  t.equal(round(venus.antiscion), round(180 - venus.longitude));
  t.equal(round(venus.contraAntiscion), round(360 - venus.longitude));
  t.equal(round(venus.antiscion, 1), 95.6);
  // ... which lies 1.36 from Uranus 276.97: outside the default 1, inside 2; nothing else falls within 2
  t.same(r.body.data.contacts, []);
  const wide = await post('/v1/antiscia', { ...KYIV, orb: 2 });
  // Each end of a contact is a body reference (issue 12): Swiss id, slug, name in the answer's language.
  t.same(wide.body.data.contacts.map((c: any) => [c.planet, c.toPlanet, c.kind, round(c.orb, 1)]), [[{ id: 3, slug: 'venus', name: 'Venus' }, { id: 7, slug: 'uranus', name: 'Uranus' }, 'contra-antiscion', 1.4]]);
  const uk = await post('/v1/antiscia?lang=uk', { ...KYIV, orb: 2 });
  t.equal(uk.status, 200);
  t.same(uk.body.data.contacts.map((c: any) => [c.planet, c.toPlanet]), [[{ id: 3, slug: 'venus', name: 'Венера' }, { id: 7, slug: 'uranus', name: 'Уран' }]], 'names follow the language, slugs do not');
  t.equal(uk.body.data.points.find((p: any) => p.slug === 'venus').name, 'Венера');
  const bad = await post('/v1/antiscia', { ...KYIV, orb: -1 });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.details[0].path, 'orb');
});

t.test('harmonics: Addey harmonic chart', async (t) => {
  const r = await post('/v1/harmonics', { ...KYIV, harmonic: 5 });
  t.equal(r.status, 200);
  t.equal(schemaErrors(harmonicsOp.response, r.body.data), null);
  const d = r.body.data;
  t.equal(d.harmonic, 5);
  for (const p of d.planets) t.ok(Math.abs(p.longitude - (((p.natalLongitude * 5) % 360) + 360) % 360) < 1e-9, p.name);
  // Sun 112.73 x 5 = 563.65 -> 203.65 (23.6 Libra); Ascendant 212.79 x 5 = 1063.95 -> 343.95; MC 133.61 x 5 = 668.07 -> 308.07
  const sun = d.planets.find((p: any) => p.name === 'Sun');
  t.equal(round(sun.longitude, 1), 203.6);
  t.equal(sun.sign, 7, '203.6° is Libra, sign 7');
  t.equal(sun.slug, 'sun');
  t.equal(sun.signName, 'Libra');
  t.equal(round(d.angles.ascendant, 0), 344);
  t.equal(round(d.angles.mc, 0), 308);
  // Sun-Jupiter 0.18 natal -> 0.91 in H5; Sun-Moon 89.77 natal -> 448.85 -> 88.85: square 1.15-ish
  const asp = (a: string, b: string) => d.aspects.find((x: any) => x.planet1.name === a && x.planet2.name === b);
  t.match(asp('Sun', 'Jupiter'), { type: { name: 'Conjunction', angle: 0 } });
  t.equal(round(asp('Sun', 'Jupiter').orb, 1), 0.9);
  t.match(asp('Sun', 'Moon'), { type: { name: 'Square' } });
  t.ok(d.aspects.every((x: any) => x.orb <= 8 && [0, 60, 90, 120, 180].includes(x.type.angle)));
  // a 1 deg orb keeps Sun-Jupiter (natal 0.18 x 5) and Mercury-Neptune (natal 156.19 x 5 = 780.95 ->
  // 60.95: sextile 0.95); Sun-Moon's 1.15 falls out
  const tight = await post('/v1/harmonics', { ...KYIV, harmonic: 5, orb: 1 });
  t.same(tight.body.data.aspects.map((x: any) => [x.planet1.name, x.planet2.name, x.type.name]), [['Sun', 'Jupiter', 'Conjunction'], ['Mercury', 'Neptune', 'Sextile']]);
  const tightJa = (await post('/v1/harmonics', { ...KYIV, harmonic: 5, orb: 1 }, { 'accept-language': 'ja' })).body.data;
  t.same(tightJa.aspects.map((x: any) => [x.type.slug, x.type.name]), [['conjunction', 'コンジャンクション'], ['sextile', 'セクスタイル']], 'the aspect named by core\'s table (issue 12)');
  // a fractional (age) harmonic
  const age = await post('/v1/harmonics', { ...KYIV, harmonic: 2.5 });
  // Sun 112.73 x 2.5 = 281.8 (11.8 Capricorn)
  t.equal(round(age.body.data.planets[0].longitude, 1), 281.8);
  t.equal(age.body.data.planets[0].sign, 10, 'Capricorn, sign 10');
  for (const [body, path] of [[{ harmonic: 0.5 }, 'harmonic'], [{ harmonic: 361 }, 'harmonic'], [{ harmonic: 5, orb: -2 }, 'orb']] as const) {
    const bad = await post('/v1/harmonics', { ...KYIV, ...body });
    t.equal(bad.status, 400);
    t.equal(bad.body.error.details[0].path, path);
  }
  const missing = await post('/v1/harmonics', KYIV);
  t.equal(missing.status, 400);
});
