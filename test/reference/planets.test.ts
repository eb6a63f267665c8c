import t from 'tap';
import op from '../../plugins/reference/src/planets.js';
import { fetchDictionary, signNumbers } from './helpers.js';

t.test('GET /reference/planets', async (t) => {
  const { planets, grahas, language } = await fetchDictionary(t, op);
  t.equal(language, 'en');
  t.same(planets.map((p: any) => p.id), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 'Swiss Ephemeris ids SE_SUN 0 ... mean apogee 12');
  t.same(planets.map((p: any) => p.graha), [0, 1, 3, 5, 2, 4, 6, null, null, null, null, null, null], 'Vedic graha order: Mercury 3, Venus 5, Mars 2, Jupiter 4');
  t.same(grahas.map((g: any) => [g.graha, g.slug, g.id]), [[0, 'sun', 0], [1, 'moon', 1], [2, 'mars', 4], [3, 'mercury', 2], [4, 'jupiter', 5], [5, 'venus', 3], [6, 'saturn', 6], [7, 'rahu', null], [8, 'ketu', null]], 'both numberings meet in the slug');
  t.same(grahas.map((g: any) => g.name).slice(7), ['Rahu', 'Ketu']);
  const by = Object.fromEntries(planets.map((p: any) => [p.slug, p]));
  t.match(by.sun, { name: 'Sun', glyph: '\u2609', category: 'luminary', sect: 'diurnal', domiciles: [{ sign: 5, signName: 'Leo' }], exaltation: { sign: 1, signName: 'Aries', degree: 19 }, joyHouse: 9 });
  t.match(by.moon, { category: 'luminary', sect: 'nocturnal', domiciles: [{ sign: 4, signName: 'Cancer' }], exaltation: { sign: 2, signName: 'Taurus', degree: 3 }, joyHouse: 3 });
  t.same(signNumbers(by.mars.domiciles), [1, 8], 'Aries, Scorpio');
  t.same(signNumbers(by.saturn.domiciles), [10, 11], 'Capricorn, Aquarius');
  t.same(by.pluto.domiciles, [{ sign: 8, signName: 'Scorpio' }], 'Pluto: modern lord of Scorpio');
  t.equal(by.mercury.sect, null, 'Mercury is common to both sects');
  t.equal(by.mercury.joyHouse, 1);
  t.equal(by.saturn.joyHouse, 12);
  t.equal(by['mean-node'].category, 'node');
  t.equal(by.lilith.category, 'point');
  // Mean motions: Sun 0 deg 59' 08", Moon 13 deg 10' 35", Saturn 0 deg 02' 01" a day.
  t.ok(Math.abs(by.sun.meanDailyMotion - (59 / 60 + 8 / 3600)) < 1e-4, `Sun ${by.sun.meanDailyMotion}`);
  t.ok(Math.abs(by.moon.meanDailyMotion - (13 + 10 / 60 + 35 / 3600)) < 2e-4, `Moon ${by.moon.meanDailyMotion}`);
  t.ok(Math.abs(by.saturn.meanDailyMotion - (2 / 60 + 1 / 3600)) < 2e-4, `Saturn ${by.saturn.meanDailyMotion}`);
  t.equal(by.mercury.meanDailyMotion, by.sun.meanDailyMotion, 'Mercury keeps the Sun\'s mean geocentric motion');
  t.ok(by['mean-node'].meanDailyMotion < 0 && Math.abs(by['mean-node'].meanDailyMotion + 0.0529539) < 1e-6, 'the node regresses 3\' 11" a day');
  t.ok(Math.abs(by.moon.siderealPeriodDays - 27.321661) < 1e-6);
  t.ok(Math.abs(by['mean-node'].siderealPeriodDays / 365.25 - 18.6) < 0.05, 'nodal period about 18.6 years');
  t.ok(Math.abs(by.lilith.siderealPeriodDays - 3232.6) < 0.5, 'apsidal period 3232.6 days (8.85 years)');
  // Each mean motion agrees with 360 / period within precession.
  for (const slug of ['mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'moon', 'sun']) {
    const p = by[slug];
    const sidereal = 360 / p.siderealPeriodDays;
    t.ok(Math.abs(p.meanDailyMotion - sidereal) < 5e-5, `${slug}: ${p.meanDailyMotion} vs 360/period ${sidereal}`);
  }
});

t.test('GET /reference/planets?lang=de', async (t) => {
  const { planets, grahas, language } = await fetchDictionary(t, op, '?lang=de');
  t.equal(language, 'de');
  t.equal(planets[0].name, 'Sonne');
  t.equal(planets[5].name, 'Jupiter');
  t.equal(planets[8].name, 'Neptun');
  t.same(planets[0].domiciles, [{ sign: 5, signName: 'Löwe' }]);
  t.equal(grahas[2].name, 'Mars');
});

t.test('GET /reference/planets?lang=hi: the grahas in Devanagari', async (t) => {
  const { grahas } = await fetchDictionary(t, op, '?lang=hi');
  t.same(grahas.map((g: any) => g.name).slice(7), ['राहु', 'केतु']);
});
