/** Unit tests of the reference plugin's lib: the assembly from the core tables, without HTTP. */
import t from 'tap';
import { DOMICILE_LORDS, EXALTATIONS } from '@celestial/core/astro';
import { detrimentIn, exaltationIn, fallIn, modernLord, signsTable } from '../../plugins/reference/src/lib/zodiac.js';
import { dignitiesTable, facesOf, termTotals, termsOf } from '../../plugins/reference/src/lib/dignities.js';
import { decanSlug, drekkanaLord, HEPHAESTION_DECAN_NAMES, PICATRIX_DECAN_IMAGES } from '../../plugins/reference/src/lib/decans.js';
import { term } from '@celestial/core';
import { angularityOf, joyOf, PLANETARY_JOYS } from '../../plugins/reference/src/lib/houses.js';
import { dailyFromCentury, domicilesOf, grahasTable, planetsTable } from '../../plugins/reference/src/lib/bodies.js';
import { planetRef, signRef } from '../../plugins/reference/src/lib/schemas.js';
import { J2000, zodiacSystemsTable } from '../../plugins/reference/src/lib/zodiac-systems.js';
import { parsePath, pathBounds } from '../../plugins/reference/src/lib/svg-path.js';
import { circle, glyphsTable } from '../../plugins/reference/src/lib/glyphs.js';

t.test('exaltation, fall and detriment are read from the core tables', async (t) => {
  for (const [planet, ex] of Object.entries(EXALTATIONS)) {
    t.same(exaltationIn(ex!.sign), { planet, degree: ex!.degree });
    t.equal(fallIn((ex!.sign + 6) % 12), planet);
  }
  t.equal(exaltationIn(4), null, 'Leo has no exaltation');
  t.equal(fallIn(10), null, 'Aquarius has no fall');
  for (let s = 0; s < 12; s++) t.equal(detrimentIn(s), DOMICILE_LORDS[(s + 6) % 12]);
  t.equal(modernLord(7), 'Pluto');
  t.equal(modernLord(0), 'Mars');
  t.equal(signsTable('en').length, 12);
});

t.test('terms and faces', async (t) => {
  t.same(termTotals(), { Jupiter: 79, Venus: 82, Mercury: 76, Mars: 66, Saturn: 57 });
  const total = Object.values(termTotals()).reduce((a, b) => a + b!, 0);
  t.equal(total, 360);
  t.same(termsOf(8)[0], { planet: 'Jupiter', startDeg: 0, endDeg: 12 }, 'Sagittarius opens with 12 degrees of Jupiter');
  t.same(facesOf(1).map((f) => f.planet), ['Mercury', 'Moon', 'Saturn'], 'Taurus faces');
  t.equal(dignitiesTable('en').signs.length, 12);
});

t.test('decans', async (t) => {
  t.equal(HEPHAESTION_DECAN_NAMES.length, 36);
  t.same(HEPHAESTION_DECAN_NAMES.map((_, i) => term('decan-name', decanSlug(i), 'en')), [...HEPHAESTION_DECAN_NAMES], "core's decan-name table: the English is Hephaestion's list");
  t.equal(term('decan-name', decanSlug(9), 'el'), 'Σώθις', 'Sothis in Greek');
  t.equal(PICATRIX_DECAN_IMAGES.length, 36);
  t.equal(drekkanaLord(3, 0), 'Moon', 'Cancer 1: Moon');
  t.equal(drekkanaLord(3, 1), 'Mars', 'Cancer 2: lord of Scorpio');
  t.equal(drekkanaLord(3, 2), 'Jupiter', 'Cancer 3: lord of Pisces');
});

t.test('houses and joys', async (t) => {
  t.same([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(angularityOf), ['angular', 'succedent', 'cadent', 'angular', 'succedent', 'cadent', 'angular', 'succedent', 'cadent', 'angular', 'succedent', 'cadent']);
  for (const [planet, house] of Object.entries(PLANETARY_JOYS)) t.equal(joyOf(house), planet);
  t.equal(joyOf(10), null);
});

t.test('planets', async (t) => {
  t.same(domicilesOf('Mercury'), [2, 5], 'Gemini, Virgo (0-based, as the core tables)');
  t.same(domicilesOf('Neptune'), [11], 'Pisces');
  t.same(domicilesOf('Lilith'), []);
  t.equal(dailyFromCentury(36525), 1);
  const planets = planetsTable('en');
  t.equal(planets.find((p) => p.id === 10)!.exaltation, null);
  t.same(planets.find((p) => p.id === 5)!.exaltation, { sign: 4, signName: 'Cancer', degree: 15 });
});

t.test('references in the vocabulary: planets { slug, name }, signs { sign 1-12, signName }', async (t) => {
  t.same(planetRef('Mars', 'uk'), { slug: 'mars', name: 'Марс' });
  t.same(planetRef('Rahu', 'hi'), { slug: 'rahu', name: 'राहु' });
  t.same(signRef(0, 'en'), { sign: 1, signName: 'Aries' });
  t.same(signRef(11, 'ja'), { sign: 12, signName: '魚座' });
  t.same(grahasTable('en').map((g) => g.id), [0, 1, 4, 2, 5, 3, 6, null, null], 'Swiss numbers of the nine grahas');
});

t.test('zodiac systems ask the ephemeris at J2000 for each mode', async (t) => {
  const asked: [number, number][] = [];
  const table = zodiacSystemsTable({ ayanamsa: (jd, mode) => (asked.push([jd, mode]), mode + 0.5) });
  t.equal(asked.length, 10);
  t.ok(asked.every(([jd]) => jd === J2000 && jd === 2451545.0));
  t.equal(table.ayanamsas.find((a) => a.slug === 'kp')!.valueAtJ2000, 45.5);
  t.equal(table.default, 'lahiri');
});

t.test('svg path reader', async (t) => {
  t.same(parsePath('M1 2L3 4Z'), [{ cmd: 'M', args: [1, 2] }, { cmd: 'L', args: [3, 4] }, { cmd: 'Z', args: [] }]);
  t.same(parsePath('M1 2L3 4 5 6').length, 3, 'implicit repetition');
  t.throws(() => parsePath('m1 2'), /unsupported/);
  t.throws(() => parsePath('L1 2'), /start with M/);
  t.throws(() => parsePath('M1'), /needs 2 numbers/);
  t.throws(() => parsePath('M1 2 # 3'), /unexpected/);
  const b = pathBounds(circle(12, 12, 9));
  t.ok(Math.abs(b.minX - 3) < 1e-6 && Math.abs(b.maxX - 21) < 1e-6 && Math.abs(b.minY - 3) < 0.01 && Math.abs(b.maxY - 21) < 0.01, 'a circle spans its diameter');
  const half = pathBounds('M2 12A10 10 0 0 1 22 12');
  t.ok(Math.abs(half.minY - 2) < 0.01 && Math.abs(half.maxY - 12) < 1e-6, 'sweep 1 from the left goes over the top (y down)');
  const other = pathBounds('M2 12A10 10 0 0 0 22 12');
  t.ok(Math.abs(other.maxY - 22) < 0.01, 'sweep 0 goes under');
  for (const g of glyphsTable()) t.doesNotThrow(() => parsePath(g.svgPath), g.slug);
});
