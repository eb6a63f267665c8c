/**
 * The further Hellenistic doctrines and the modern schools through HTTP, checked against the
 * Swiss Ephemeris adapter called directly (positions, Placidus cusps, the Sun's longitude at
 * each solar month's start), a published full moon (1990 July 8, 01:23 UT, Espenak's Six
 * Millennium Catalog of Phases of the Moon) and arithmetic worked independently in the test
 * (Arroyo's weights, Hamblin's harmonic orbs, Ebertin's midpoints, Addey's resultant).
 */
import t, { type Test } from 'tap';
import { app, post, schemaErrors } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import placesOp from '../../plugins/hellenistic/src/places-from-fortune.js';
import hayzOp from '../../plugins/hellenistic/src/hand/hayz.js';
import wholeSignOp from '../../plugins/hellenistic/src/hand/whole-sign-comparison.js';
import sltOp from '../../plugins/hellenistic/src/sect-light-triplicity.js';
import syzygyOp from '../../plugins/hellenistic/src/prenatal-syzygy.js';
import monthlyOp from '../../plugins/hellenistic/src/profections/monthly.js';
import elementOp from '../../plugins/hellenistic/src/modern/arroyo/element-balance.js';
import trinitiesOp from '../../plugins/hellenistic/src/modern/arroyo/house-trinities.js';
import phasesOp from '../../plugins/hellenistic/src/modern/rudhyar/planetary-phases.js';
import spectrumOp from '../../plugins/hellenistic/src/modern/addey/harmonic-spectrum.js';
import hamblinOp from '../../plugins/hellenistic/src/modern/hamblin/harmonic-aspects.js';
import midpointOp from '../../plugins/hellenistic/src/modern/ebertin/midpoint-sort.js';
import { harmonicResultant, inHarmonicAspect } from '../../plugins/hellenistic/src/lib/modern-schools.js';

const KYIV = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
const NIGHT = { date: '1985-01-10', time: '23:15:00', timezoneOffset: 1, latitude: 48.85, longitude: 2.35 };
const KYIV_JD = Date.UTC(1990, 6, 15, 11, 30) / 86400000 + 2440587.5;
const eph = new SwissEphemeris();
const TROPICAL = { zodiacType: 'tropical' as const, siderealMode: 0 };
const lonOf = (jd: number, body: number) => eph.position(jd, body, TROPICAL).longitude;
const norm = (x: number) => ((x % 360) + 360) % 360;
const jdOf = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5;
const SIGN_ELEMENT = ['fire', 'earth', 'air', 'water'];

t.before(async () => { await app({ families: ['hellenistic'] }); });

async function ok(t: Test, op: { path: string; response: any }, body: unknown) {
  const r = await post(`/v1${op.path}`, body);
  t.equal(r.status, 200, `${op.path} answers 200`);
  t.equal(schemaErrors(op.response, r.body.data), null, `${op.path} matches its schema`);
  return r.body.data;
}

t.test('places from Fortune: Fortune in Leo, acquisition in Gemini (Venus there), reputation in Taurus (Mars)', async (t) => {
  const d = await ok(t, placesOp, KYIV);
  t.equal(d.fortune.sign, 5);
  t.same([d.acquisition.place, d.acquisition.sign, d.acquisition.lord.slug, d.acquisition.planets.map((p: any) => p.slug)], [11, 3, 'mercury', ['venus']]);
  t.same([d.reputation.place, d.reputation.sign, d.reputation.lord.slug, d.reputation.planets.map((p: any) => p.slug)], [10, 2, 'venus', ['mars']]);
  t.same(d.places.map((p: any) => p.sign), [5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4]);
});

t.test('hand/hayz and whole-sign comparison', async (t) => {
  const d = await ok(t, hayzOp, KYIV);
  const row = (x: any, slug: string) => x.planets.find((p: any) => p.slug === slug);
  t.same([row(d, 'sun').halb, row(d, 'sun').hayz], [true, false], 'the Sun above by day, but in feminine Cancer');
  t.same([row(d, 'moon').halb, row(d, 'moon').hayz], [true, false], 'the Moon below by day, but in masculine Aries');
  const n = await ok(t, hayzOp, NIGHT);
  t.same([row(n, 'moon').halb, row(n, 'moon').hayz], [true, true], 'the Moon above by night in feminine Virgo: hayz');
  const w = await ok(t, wholeSignOp, KYIV);
  t.same([w.ascendantSign.sign, w.mcWholeSignHouse], [8, 10]);
  const h = eph.houses(KYIV_JD, 50.45, 30.52, 'P', TROPICAL);
  const quadrant = (lon: number) => { for (let k = 0; k < 12; k++) { const a = h.cusps[k]!; const b = h.cusps[(k + 1) % 12]!; if (norm(lon - a) < norm(b - a)) return k + 1; } return 0; };
  for (const [i, slug] of ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'].entries()) {
    const p = row(w, slug);
    t.equal(p.quadrantHouse, quadrant(lonOf(KYIV_JD, i)), `${slug}: Placidus house from the ephemeris cusps`);
    t.equal(p.wholeSignHouse, ((Math.floor(lonOf(KYIV_JD, i) / 30) - 7 + 12) % 12) + 1);
  }
  t.same([row(w, 'mercury').wholeSignHouse, row(w, 'mercury').quadrantHouse, row(w, 'mercury').differs], [10, 9, true]);
});

t.test('sect-light triplicity, prenatal syzygy', async (t) => {
  const d = await ok(t, sltOp, KYIV);
  t.same(d.lords.map((l: any) => l.slug), ['venus', 'mars', 'moon'], 'the Sun in water by day: Venus, Mars, then the Moon');
  t.same(d.lifeThirds.map((l: any) => [l.part, l.lord.slug]), [['early', 'venus'], ['middle', 'mars'], ['late', 'moon']]);
  t.same([d.lords[1].wholeSignHouse, d.lords[1].angularity], [7, 'angular']);
  const n = await ok(t, sltOp, NIGHT);
  t.same(n.lords.map((l: any) => l.slug), ['moon', 'venus', 'mars'], 'the Moon in earth by night: the Moon first');
  const z = await ok(t, syzygyOp, KYIV);
  t.equal(z.kind, 'full-moon');
  const at = jdOf(z.at);
  t.ok(Math.abs(at - jdOf('1990-07-08T01:23:00Z')) * 86400 < 60, `${z.at} within a minute of 01:23 UT`);
  const asc = eph.houses(at, 50.45, 30.52, 'P', TROPICAL).ascendant;
  const moonUp = norm(lonOf(at, 1) - asc) >= 180;
  t.equal(z.luminary.slug, moonUp ? 'moon' : 'sun', 'the luminary above the horizon at the syzygy');
  t.ok(Math.abs(z.longitude - lonOf(at, moonUp ? 1 : 0)) < 1e-3, 'its longitude (the instant is written to the second)');
  t.same([z.domicileLord.slug, z.boundLord.slug], ['saturn', 'venus'], '15 Capricorn: Saturn\'s sign, the Egyptian bound of Venus (14-22)');
});

t.test('profections/monthly: solar months open as the Sun reaches natal Sun + 30k; equal months are twelfths', async (t) => {
  const d = await ok(t, monthlyOp, { ...KYIV, targetDate: '2024-03-01' });
  const natalSun = lonOf(KYIV_JD, 0);
  d.months.forEach((m: any, k: number) => {
    t.ok(Math.abs(norm(lonOf(jdOf(m.start), 0) - natalSun - 30 * k + 180) - 180) < 1e-4, `month ${k + 1} opens with the Sun at natal + ${30 * k}`);
  });
  t.same(d.months.map((m: any) => m.sign), [5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4]);
  t.same([d.current.index, d.current.sign, d.current.lord.slug], [8, 12, 'jupiter'], '1 March: the Sun in Pisces, 7 signs past natal Cancer: the 8th month, Pisces');
  const e = await ok(t, monthlyOp, { ...KYIV, targetDate: '2024-03-01', method: 'equal' });
  const start = jdOf(e.months[0].start);
  const end = jdOf(e.months[11].end);
  t.ok(Math.abs(jdOf(e.months[1].start) - (start + (end - start) / 12)) * 86400 < 1);
  t.equal(e.months[0].start, '2023-07-15T14:30:00+03:00');
});

t.test('Arroyo: element balance with his weights, house trinities', async (t) => {
  const d = await ok(t, elementOp, KYIV);
  const w: Record<string, number> = { sun: 3, moon: 3, mercury: 2, venus: 2, mars: 2, jupiter: 1, saturn: 1, uranus: 0.5, neptune: 0.5, pluto: 0.5 };
  const score: Record<string, number> = { fire: 0, earth: 0, air: 0, water: 0 };
  Object.keys(w).forEach((slug, id) => { score[SIGN_ELEMENT[Math.floor(lonOf(KYIV_JD, id) / 30) % 4]!]! += w[slug]!; });
  score[SIGN_ELEMENT[Math.floor(eph.houses(KYIV_JD, 50.45, 30.52, 'P', TROPICAL).ascendant / 30) % 4]!]! += 3;
  for (const e of ['fire', 'earth', 'air', 'water']) t.equal(d.elements[e].score, score[e], `${e} ${score[e]}`);
  t.same([d.dominantElement, d.excessElements, d.lackingElements], ['water', ['water'], []], 'water 7.5 of 18.5 = 40.5%');
  t.equal(d.notes.length, 1);
  const o = await ok(t, elementOp, { ...KYIV, weights: { uranus: 0, neptune: 0, pluto: 0 } });
  t.equal(o.elements.water.score, 7);
  const bad = await post('/v1/modern/arroyo/element-balance', { ...KYIV, weights: { chiron: 1 } });
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body.error.details), /weights\.chiron/);
  const tr = await ok(t, trinitiesOp, KYIV);
  const sum = ['life', 'substance', 'relationship', 'psychism'].reduce((s, k) => s + tr.trinities[k].percent, 0);
  t.ok(Math.abs(sum - 100) < 1e-9);
  t.same(tr.trinities.life.planets.map((p: any) => p.slug).sort(), ['jupiter', 'mercury', 'pluto', 'sun']);
  t.equal(tr.emphasized, 'life');
});

t.test('Rudhyar planetary phases, Addey spectrum, Hamblin harmonics, Ebertin midpoints', async (t) => {
  const p = await ok(t, phasesOp, KYIV);
  const ms = p.pairs.find((x: any) => x.faster.slug === 'moon' && x.slower.slug === 'sun');
  t.ok(Math.abs(ms.phaseAngle - norm(lonOf(KYIV_JD, 1) - lonOf(KYIV_JD, 0))) < 1e-9);
  t.same([ms.phase, ms.waxing], ['last-quarter', false]);
  t.equal(p.pairs.filter((x: any) => x.slower.slug === 'pluto').length, 9);
  // A square cross is pure 4th harmonic: R_4 = 1, R_1 = R_2... R_1 = 0.
  t.ok(Math.abs(harmonicResultant([0, 90, 180, 270], 4).amplitude - 1) < 1e-12);
  t.ok(harmonicResultant([0, 90, 180, 270], 1).amplitude < 1e-12);
  t.ok(Math.abs(harmonicResultant([10, 130, 250], 3).phaseDeg - 30) < 1e-9, 'the phase of a trine triangle at 10 deg in H3 is 30');
  const s = await ok(t, spectrumOp, { ...KYIV, maxHarmonic: 12 });
  t.equal(s.spectrum.length, 12);
  for (const x of s.spectrum) t.ok(Math.abs(x.significance - x.amplitude * Math.sqrt(10)) < 1e-12);
  t.equal(s.topHarmonics[0], s.spectrum.reduce((a: any, b: any) => (b.significance > a.significance ? b : a)).harmonic);
  t.ok(inHarmonicAspect(72.5, 5, 3), 'a quintile 0.5 deg off is 2.5 deg off in the 5th harmonic');
  t.notOk(inHarmonicAspect(75, 5, 12), '3 deg off a quintile is 15 in H5');
  const h = await ok(t, hamblinOp, KYIV);
  const sm = h.pairs.find((x: any) => x.planet1.slug === 'sun' && x.planet2.slug === 'moon');
  t.same([sm.harmonics, sm.lowest, sm.primeFamily], [[4, 8, 12, 16], 4, 2], 'Sun-Moon 89.76 deg apart');
  t.equal(h.harmonicCounts['1'], h.pairs.filter((x: any) => x.harmonics.includes(1)).length);
  const m = await ok(t, midpointOp, KYIV);
  t.equal(m.count, 78);
  t.ok(m.midpoints.every((x: any, i: number, a: any[]) => i === 0 || a[i - 1].dial45 <= x.dial45), 'sorted by the 45-degree dial');
  const smp = m.midpoints.find((x: any) => x.pair === 'sun/moon');
  t.ok(Math.abs(smp.longitude - (lonOf(KYIV_JD, 0) + lonOf(KYIV_JD, 1)) / 2) < 1e-9, 'Sun and Moon 90 deg apart: the near midpoint is their mean');
  t.ok(Math.abs(smp.dial45 - (smp.longitude % 45)) < 1e-12);
});

t.test('chronocrators agree with the time-lord operations at the same date', async (t) => {
  const { default: chronoOp } = await import('../../plugins/hellenistic/src/chronocrators.js');
  const body = { ...KYIV, targetDate: '2024-03-01' };
  const d = await ok(t, chronoOp, body);
  const zrS = (await post('/v1/hellenistic/zodiacal-releasing', { ...body, years: 40 })).body.data.current;
  const zrF = (await post('/v1/hellenistic/zodiacal-releasing', { ...body, lot: 'fortune', years: 40 })).body.data.current;
  const fird = (await post('/v1/hellenistic/firdaria', body)).body.data.current;
  const dec = (await post('/v1/hellenistic/decennials', body)).body.data.current;
  const prof = (await post('/v1/hellenistic/profections/annual', body)).body.data.lordOfYear;
  t.same(d.lords.profection, prof);
  t.same([d.lords.zrSpirit.l1, d.lords.zrSpirit.l2], [zrS[0].lord, zrS[1].lord]);
  t.same([d.lords.zrFortune.l1, d.lords.zrFortune.l2], [zrF[0].lord, zrF[1].lord]);
  t.same(d.lords.firdaria, fird);
  t.same(d.lords.decennial, dec);
  t.same([d.lords.profection.slug, d.lords.zrSpirit.l1.slug, d.lords.firdaria.major.slug, d.lords.firdaria.minor.slug], ['sun', 'jupiter', 'moon', 'jupiter']);
  for (const r of d.recurring) t.ok(r.roles.length >= 2, `${r.slug}: ${r.roles.join(', ')}`);
  t.ok(d.recurring.some((r: any) => r.slug === 'jupiter' && r.roles.includes('zr-spirit-l1') && r.roles.includes('firdaria-minor')));
});

t.test('Arroyo\'s Saturn cycle: every event exact on the ephemeris; the first return at 29.5', async (t) => {
  const { default: saturnOp } = await import('../../plugins/hellenistic/src/modern/arroyo/saturn-cycle.js');
  const d = await ok(t, saturnOp, { ...KYIV, toAge: 60 });
  const natal = lonOf(KYIV_JD, 6);
  const ANG: Record<string, number> = { 'waxing-square': 90, opposition: 180, 'waning-square': 270, return: 0 };
  for (const e of d.events) {
    const off = norm(lonOf(jdOf(e.date), 6) - natal - ANG[e.phase]! + 180) - 180;
    t.ok(Math.abs(off) < 1e-3, `${e.phase} pass ${e.pass} ${e.date}: Saturn at natal + ${ANG[e.phase]}`);
  }
  const returns = d.events.filter((e: any) => e.phase === 'return');
  t.ok(returns.length >= 1 && Math.abs(returns[0].age - 29.5) < 0.5, `first return at ${returns[0].age.toFixed(2)}`);
  t.same(d.events.filter((e: any) => e.phase === 'opposition' && e.age < 20).map((e: any) => e.pass), [1, 2, 3], 'the first opposition in three passes across Saturn\'s 2004-05 loop');
  t.ok(d.events.every((e: any, i: number, a: any[]) => i === 0 || jdOf(a[i - 1].date) <= jdOf(e.date)));
});

t.test('phasis: Mercury emerges from the beams a day after the Kyiv birth; Jupiter under them', async (t) => {
  const { default: phasisOp } = await import('../../plugins/hellenistic/src/phasis.js');
  const d = await ok(t, phasisOp, KYIV);
  const row = (slug: string) => d.planets.find((p: any) => p.slug === slug);
  const sepAt = (iso: string, id: number) => { const x = Math.abs(norm(lonOf(jdOf(iso), id) - lonOf(jdOf(iso), 0))); return Math.min(x, 360 - x); };
  t.same([row('mercury').underBeams, row('mercury').phasis.kind], [true, 'emerging']);
  t.ok(Math.abs(sepAt(row('mercury').phasis.date, 2) - 15) < 1e-3, 'Mercury 15 deg from the Sun then');
  t.ok(row('mercury').phasis.daysFromBirth > 0 && row('mercury').phasis.daysFromBirth < 2);
  t.same([row('jupiter').underBeams, row('jupiter').elongation < 1], [true, true], 'Jupiter in conjunction with the Sun');
  t.equal(row('saturn').morningStar, false);
  t.equal(row('moon').phasis.kind, 'sinking', 'the waning Moon approaching the beams');
});

t.test('Rudhyar progressed lunation, Huber Age Point, Arroyo energy patterns', async (t) => {
  const { default: progOp } = await import('../../plugins/hellenistic/src/modern/rudhyar/progressed-lunation.js');
  const { default: apOp } = await import('../../plugins/hellenistic/src/modern/huber/age-point.js');
  const { default: energyOp } = await import('../../plugins/hellenistic/src/modern/arroyo/energy-patterns.js');
  const { agePoint, elementRelation } = await import('../../plugins/hellenistic/src/lib/progressions.js');
  const p = await ok(t, progOp, { ...KYIV, targetDate: '2024-03-01' });
  for (const e of p.cycle) {
    const pjd = KYIV_JD + e.age;
    const k = ['new', 'crescent', 'first-quarter', 'gibbous', 'full', 'disseminating', 'last-quarter', 'balsamic'].indexOf(e.phase);
    t.ok(Math.abs(norm(lonOf(pjd, 1) - lonOf(pjd, 0) - 45 * k + 180) - 180) < 1e-5, `${e.phase} at progressed age ${e.age.toFixed(3)}`);
  }
  const cycleYears = p.nextProgressedNewMoon.age - p.lastProgressedNewMoon.age;
  t.ok(cycleYears > 29 && cycleYears < 30.5, `a progressed lunation cycle of ${cycleYears.toFixed(2)} years`);
  t.equal(p.currentPhase.phase, 'balsamic');
  const cusps = [10, 40, 70, 100, 130, 160, 190, 220, 250, 280, 310, 340];
  t.same(agePoint(cusps, 0), { longitude: 10, house: 1, positionInHouse: 0 });
  t.same(agePoint(cusps, 3), { longitude: 25, house: 1, positionInHouse: 0.5 });
  t.equal(agePoint(cusps, 72).longitude, 10, 'a 72-year cycle');
  t.equal(agePoint(cusps, 69).house, 12);
  const a = await ok(t, apOp, { ...KYIV, targetDate: '2024-03-01' });
  const koch = eph.houses(KYIV_JD, 50.45, 30.52, 'K', TROPICAL).cusps.slice(0, 12);
  t.same(a.kochCusps, koch, 'Koch cusps from the ephemeris, whatever houseSystem says');
  t.same([a.agePoint.house, a.agePoint.longitude], [6, agePoint(koch, a.age).longitude], 'age 33.6: the 6th house (30-36)');
  for (const c of a.contacts.slice(0, 6)) {
    const ap = agePoint(koch, c.age).longitude;
    const angle = { conjunction: 0, 'semi-sextile': 30, sextile: 60, square: 90, trine: 120, quincunx: 150, opposition: 180 }[c.aspect.slug as 'square']!;
    const natalLon = lonOf(KYIV_JD, ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'].indexOf(c.planet.slug));
    const d = Math.abs(norm(ap - natalLon));
    t.ok(Math.abs(Math.min(d, 360 - d) - angle) < 1e-6, `${c.aspect.slug} ${c.planet.slug} at ${c.age.toFixed(3)}`);
  }
  t.same([elementRelation('fire', 'air'), elementRelation('water', 'earth'), elementRelation('fire', 'water'), elementRelation('air', 'air')], ['compatible', 'compatible', 'incompatible', 'same']);
  const e = await ok(t, energyOp, KYIV);
  const sm = e.aspects.find((x: any) => x.planet1.slug === 'sun' && x.planet2.slug === 'moon');
  t.same([sm.aspect.slug, sm.element1, sm.element2, sm.elementRelation, sm.flow], ['square', 'water', 'fire', 'incompatible', 'challenging']);
  for (const x of ['fire', 'earth', 'air', 'water']) for (const y of ['fire', 'earth', 'air', 'water']) t.equal(e.elementMatrix[x][y], e.elementMatrix[y][x]);
  t.equal(e.summary.harmonious + e.summary.challenging + e.summary.blending, e.aspects.length);
});

t.test('bonification: Saturn opposes the Sun and overcomes the Moon; Jupiter adheres to the Sun', async (t) => {
  const { default: bonOp } = await import('../../plugins/hellenistic/src/bonification.js');
  const d = await ok(t, bonOp, KYIV);
  const row = (slug: string) => d.planets.find((p: any) => p.slug === slug);
  const sun = row('sun');
  const opp = sun.maltreatment.find((x: any) => x.condition === 'ray' && x.by.slug === 'saturn');
  t.ok(Math.abs(opp.orb - Math.abs(Math.abs(norm(lonOf(KYIV_JD, 0) - lonOf(KYIV_JD, 6))) - 180)) < 1e-9, 'the opposition ray within 3 deg');
  t.same(opp.weight, 1, 'Saturn is of the sect by day: Mars is the malefic contrary to it');
  t.ok(sun.bonification.some((x: any) => x.condition === 'adherence' && x.by.slug === 'jupiter' && x.orb < 0.2));
  const moon = row('moon');
  t.same(moon.maltreatment.map((x: any) => `${x.condition}:${x.by.slug}`).sort(), ['overcoming:saturn', 'ray:saturn'], 'Saturn in Capricorn, the 10th sign from the Moon in Aries, 91 deg away');
  t.equal(d.maleficContraryToSect.slug, 'mars');
  for (const p of d.planets) t.equal(p.net, p.bonification.length - p.maltreatment.reduce((s: number, x: any) => s + x.weight, 0));
});

t.test('Uranian personal-point houses: six frames, equal frames anchored where Jacobson puts them', async (t) => {
  const { default: frameOp } = await import('../../plugins/hellenistic/src/modern/uranian/personal-point-houses.js');
  const d = await ok(t, frameOp, KYIV);
  const frame = (f: string) => d.frames.find((x: any) => x.frame === f);
  t.same(frame('meridian').cusps, eph.houses(KYIV_JD, 50.45, 30.52, 'X', TROPICAL).cusps.slice(0, 12), "the Meridian houses are Swiss Ephemeris' 'X'");
  t.equal(frame('earth').cusps[0], 180, '0 Libra on the 1st');
  t.equal(frame('earth').cusps[9], 90, '0 Cancer on the 10th');
  t.ok(Math.abs(frame('sun').cusps[3] - lonOf(KYIV_JD, 0)) < 1e-9, 'the Sun on the 4th');
  t.ok(Math.abs(frame('moon').cusps[9] - lonOf(KYIV_JD, 1)) < 1e-9, 'the Moon on the 10th');
  t.equal(frame('sun').planets.find((p: any) => p.slug === 'sun').house, 4);
  t.equal(frame('moon').planets.find((p: any) => p.slug === 'moon').house, 10);
  t.equal(frame('node').planets.find((p: any) => p.slug === 'true-node').house, 1);
  t.equal(frame('earth').planets.find((p: any) => p.slug === 'sun').house, 10, 'the Sun at 22 Cancer: 0-30 Cancer is the 10th Earth house');
});

t.test("Ebertin's graphic ephemeris: every crossing exact at a multiple of 45 deg from its natal factor", async (t) => {
  const { default: gOp } = await import('../../plugins/hellenistic/src/modern/ebertin/graphic-ephemeris.js');
  const d = await ok(t, gOp, { ...KYIV, startDate: '2024-01-01', endDate: '2024-12-31', planetIds: [5, 6], stepDays: 7 });
  t.equal(d.traces.length, 2);
  t.equal(d.traces[0].points.length, 53, 'weekly samples over 2024');
  t.ok(Math.abs(d.traces[1].points[0].dial45 - (lonOf(jdOf('2024-01-01T00:00:00Z'), 6) % 45)) < 1e-9);
  t.ok(d.crossings.length > 0);
  const natal: Record<string, number> = {};
  d.natalLines.forEach((l: any) => { natal[l.factor.slug] = l.dial45; });
  for (const c of d.crossings) {
    const x = lonOf(jdOf(c.date), c.planet.id) % 45;
    const off = Math.abs(x - natal[c.factor.slug]!);
    t.ok(Math.min(off, 45 - off) < 1e-3, `${c.planet.slug} on ${c.factor.slug}'s line at ${c.date}`);
  }
  const bad = await post('/v1/modern/ebertin/graphic-ephemeris', { ...KYIV, startDate: '2024-01-01', endDate: '2026-01-01' });
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body.error.details), /endDate/);
});
