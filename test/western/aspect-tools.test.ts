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
  t.same([q.apex, q.opposition, round(q.orbs[0].orb, 1), round(q.orbs[1].orb, 1)], ['Moon', ['Jupiter', 'Saturn'], 0.6, 0.4]);
  t.equal(p.apex, 'Moon');
  t.same(p.opposition, ['Sun', 'Saturn']);
  t.equal(p.modality, 'cardinal');
  t.same(p.orbs.map((o: any) => [o.aspect, round(o.orb)]), [['Opposition', 0.76], ['Square', 0.24], ['Square', 1]]);
  t.equal(p.emptyLeg.sign, 'Libra');
  t.equal(round(p.emptyLeg.longitude), 202.96);
  // scaled by 1.5 (square 10.5, opposition 12): Mars (80.80 from the Sun, 99.96 from Saturn) is a
  // second apex, fixed (Taurus); Neptune 282.92 opposes the Sun (170.19) and Jupiter (170.38) and
  // squares the Moon (100.04), so the Moon also heads Sun-Neptune and Jupiter-Neptune.
  const wide = await post('/v1/aspect-patterns/t-square', { ...KYIV, orb: 1.5 });
  t.same(wide.body.data.patterns.map((x: any) => [x.apex, x.modality, ...x.opposition]), [
    ['Moon', 'cardinal', 'Sun', 'Saturn'], ['Mars', 'fixed', 'Sun', 'Saturn'], ['Moon', 'cardinal', 'Sun', 'Neptune'],
    ['Moon', 'cardinal', 'Jupiter', 'Saturn'], ['Mars', 'fixed', 'Jupiter', 'Saturn'], ['Moon', 'cardinal', 'Jupiter', 'Neptune'],
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
  t.same(r.body.data.stelliums.map((s: any) => [s.by, s.where, s.planets, round(s.span)]), [
    ['sign', 'Capricorn', ['Saturn', 'Uranus', 'Neptune'], 15],
    ['house', 3, ['Saturn', 'Uranus', 'Neptune'], 15],
    ['house', 9, ['Sun', 'Mercury', 'Jupiter'], 14.19],
  ]);
  const span = await post('/v1/aspect-patterns/stellium', { ...KYIV, maxSpan: 15 });
  t.same(span.body.data.stelliums.filter((s: any) => s.by === 'span').map((s: any) => [s.where, s.planets]), [
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
