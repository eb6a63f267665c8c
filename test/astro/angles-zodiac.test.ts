import t from 'tap';
import { inForwardArc, normalizeDegrees, shortestArc, signedArc, signIndexByName, signOf, SIGNS, houseOfLongitude, HOUSE_SYSTEM_CODES } from '../../core/src/astro/index.js';

t.test('degree arithmetic', async (t) => {
  t.equal(normalizeDegrees(-30), 330);
  t.equal(normalizeDegrees(720), 0);
  t.equal(normalizeDegrees(359.5), 359.5);
  t.equal(shortestArc(350, 10), 20);
  t.equal(shortestArc(10, 190), 180);
  t.equal(signedArc(350, 10), 20);
  t.equal(signedArc(10, 350), -20);
  t.ok(inForwardArc(5, 350, 20), 'arc across 0 Aries');
  t.notOk(inForwardArc(25, 350, 20));
  t.ok(inForwardArc(350, 350, 20), 'start inclusive');
  t.notOk(inForwardArc(20, 350, 20), 'end exclusive');
});

t.test('signs', async (t) => {
  t.same(signOf(112.72628), { signIndex: 3, sign: 'Cancer', degreeInSign: 112.72628 - 90 });
  t.equal(signOf(0).sign, 'Aries');
  t.equal(signOf(359.999).sign, 'Pisces');
  t.equal(signOf(-1).sign, 'Pisces');
  t.equal(signIndexByName('  SCORPIO '), 7);
  t.equal(signIndexByName('ophiuchus'), -1);
  // Ptolemy's elements and qualities (Tetrabiblos I.11-12)
  t.same(SIGNS.filter((s) => s.element === 'fire').map((s) => s.name), ['Aries', 'Leo', 'Sagittarius']);
  t.same(SIGNS.filter((s) => s.modality === 'fixed').map((s) => s.name), ['Taurus', 'Leo', 'Scorpio', 'Aquarius']);
  t.equal(SIGNS[1]!.polarity, 'feminine');
});

t.test('house systems and house of a longitude', async (t) => {
  t.equal(HOUSE_SYSTEM_CODES.length, 25);
  t.ok(HOUSE_SYSTEM_CODES.includes('I') && HOUSE_SYSTEM_CODES.includes('i'), 'Sunshine in both cases');
  const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
  t.equal(houseOfLongitude(355, cusps), 1);
  t.equal(houseOfLongitude(5, cusps), 1, 'house 1 spans 0 Aries');
  t.equal(houseOfLongitude(20, cusps), 2, 'a body on a cusp belongs to the house that cusp opens');
  t.equal(houseOfLongitude(345, cusps), 12);
});
