import t from 'tap';
import {
  ASPECTS, findAspects, isApplyingAspect, strongestDignityAt, EGYPTIAN_TERMS, FACE_LORDS, termLord, faceLord, domicileLord,
  isDetriment, isFall, triplicityLord, DIGNITY_SCORES,
} from '../../core/src/astro/index.js';

t.test('aspect table: Ptolemy majors and Kepler minors with the default orbs', async (t) => {
  const byAngle = Object.fromEntries(ASPECTS.map((a) => [a.angle, a]));
  t.same(ASPECTS.filter((a) => a.isMajor).map((a) => a.angle), [0, 60, 90, 120, 180]);
  t.equal(byAngle[0]!.defaultOrb, 8);
  t.equal(byAngle[180]!.defaultOrb, 8);
  t.equal(byAngle[120]!.defaultOrb, 7);
  t.equal(byAngle[90]!.defaultOrb, 7);
  t.equal(byAngle[60]!.defaultOrb, 5);
  t.equal(byAngle[150]!.defaultOrb, 3);
  t.equal(byAngle[45]!.defaultOrb, 2);
});

t.test('findAspects: separation, orb, one aspect per pair, applying', async (t) => {
  const sun = { id: 0, name: 'Sun', longitude: 10, speed: 1 };
  const moon = { id: 1, name: 'Moon', longitude: 128, speed: 13 };
  const [a] = findAspects([sun, moon]);
  t.equal(a!.type.name, 'Trine');
  t.equal(a!.exactAngle, 118);
  t.equal(a!.orb, 2);
  t.equal(a!.type.orb, 7);
  t.equal(a!.isApplying, true, 'the Moon closes from 118 to 120 degrees');
  t.equal(isApplyingAspect(sun, { ...moon, longitude: 132 }, 120), false, 'past exact it separates');
  // across 0 Aries: 355 and 5 are 10 apart, outside a conjunction's 8
  t.same(findAspects([{ id: 0, name: 'Sun', longitude: 355, speed: 1 }, { id: 2, name: 'Mercury', longitude: 5, speed: 1.2 }]), []);
  const conj = findAspects([{ id: 0, name: 'Sun', longitude: 355, speed: 1 }, { id: 2, name: 'Mercury', longitude: 1, speed: 1.5 }]);
  t.equal(conj[0]!.type.name, 'Conjunction');
  t.equal(conj[0]!.isApplying, false, 'the faster Mercury is ahead: separating');
  // a custom angle and an orb override
  const custom = findAspects([sun, { ...moon, longitude: 50 }], { angles: [40] });
  t.equal(custom[0]!.type.angle, 40);
  t.same(findAspects([sun, moon], { orbs: { Trine: 1 } }), [], 'orb narrowed below 2 degrees');
});

t.test('dignities after Ptolemy, Dorotheus and Lilly', async (t) => {
  t.equal(domicileLord(7), 'Mars');
  t.equal(domicileLord(7, 'modern'), 'Pluto');
  t.equal(strongestDignityAt('Sun', 19, true), 'exaltation', 'Sun exalted in Aries');
  t.equal(strongestDignityAt('Mars', 5, true), 'domicile');
  t.equal(strongestDignityAt('Saturn', 201, false), 'exaltation', 'Saturn in Libra');
  t.equal(strongestDignityAt('Venus', 100, true), 'triplicity', 'Venus rules water triplicity by day');
  t.equal(strongestDignityAt('Mars', 100, false), 'triplicity', 'Mars rules water by night');
  t.equal(strongestDignityAt('Jupiter', 2, false), 'triplicity', 'Jupiter rules fire by night');
  t.equal(strongestDignityAt('Jupiter', 2, true), 'term', 'by day Jupiter has only his term at 2 Aries');
  t.equal(strongestDignityAt('Pluto', 215, true, 'modern'), 'domicile');
  t.equal(strongestDignityAt('Pluto', 215, true, 'traditional'), null);
  t.equal(triplicityLord(8, true), 'Sun');
  t.ok(isDetriment('Venus', 0) && isDetriment('Saturn', 3));
  t.ok(isFall('Sun', 6) && isFall('Moon', 7));
  t.equal(DIGNITY_SCORES.peregrine, -5);
});

t.test('Egyptian terms (Tetrabiblos I.20) and Chaldean faces', async (t) => {
  const totals: Record<string, number> = {};
  for (const sign of EGYPTIAN_TERMS) {
    let start = 0;
    for (const seg of sign) {
      totals[seg.planet] = (totals[seg.planet] ?? 0) + seg.endDegree - start;
      start = seg.endDegree;
    }
    t.equal(start, 30, 'every sign is covered');
  }
  // The classical sums of the Egyptian terms: the years each planet gives.
  t.same(totals, { Jupiter: 79, Venus: 82, Mercury: 76, Mars: 66, Saturn: 57 });
  t.equal(termLord(5.9), 'Jupiter');
  t.equal(termLord(6), 'Venus');
  t.same(FACE_LORDS.slice(0, 6), ['Mars', 'Sun', 'Venus', 'Mercury', 'Moon', 'Saturn']);
  t.equal(FACE_LORDS[12], 'Saturn', 'Leo 0-10 is Saturn\'s face');
  t.equal(FACE_LORDS[35], 'Mars', 'the last face of Pisces closes the cycle with Mars');
  t.equal(faceLord(25), 'Venus');
});

t.test('aspectReference: a table angle by its slug and name in the language, any other by its degrees', async (t) => {
  const { aspectReference } = await import('../../core/src/astro/aspects.js');
  t.same(aspectReference(120, 'en'), { slug: 'trine', name: 'Trine', angle: 120, symbol: '△' });
  t.equal(aspectReference(90, 'de').name, 'Quadrat');
  t.same(aspectReference(72.5, 'ja'), { slug: 'angle-72-5', name: '72.5°', angle: 72.5, symbol: '72.5°' });
});
