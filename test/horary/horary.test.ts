/**
 * The horary operations through HTTP on one question (London, Tuesday 2024-05-14 10:20 BST,
 * Regiomontanus), checked against independent readings: the Swiss Ephemeris adapter called
 * directly at every instant the answers report (an aspect is exact there, the Moon is at 150
 * deg at her sign exit), the published sunrise and sunset of London that day (05:08 and 20:44
 * BST, HM Nautical Almanac Office times as timeanddate.com prints them) for the unequal hour,
 * the weekday's ruler (Tuesday, Mars) and Lilly's tables (Christian Astrology p. 104 and p. 115)
 * worked by hand for the dignity scores quoted in the assertions.
 */
import t, { type Test } from 'tap';
import { app, post, schemaErrors } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import horaryOp from '../../plugins/horary/src/horary.js';
import considerationsOp from '../../plugins/horary/src/considerations.js';
import radicalityOp from '../../plugins/horary/src/radicality.js';
import significatorsOp from '../../plugins/horary/src/significators.js';
import dignitiesOp from '../../plugins/horary/src/essential-dignities.js';
import perfectionOp from '../../plugins/horary/src/perfection.js';
import moonCourseOp from '../../plugins/horary/src/moon-course.js';
import { lillyDignity } from '../../plugins/horary/src/lib/lilly.js';
import { radixHouse } from '../../plugins/horary/src/lib/figure.js';
import { houseSystemNameIn } from '../../core/src/astro/index.js';

const LONDON = { date: '2024-05-14', time: '10:20:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278, houseSystem: 'R' };
const KYIV = { date: '2023-11-02', time: '21:40:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52, houseSystem: 'R' };
const eph = new SwissEphemeris();
const TROPICAL = { zodiacType: 'tropical' as const, siderealMode: 0 };
const lon = (jd: number, body: number) => eph.position(jd, body, TROPICAL).longitude;
const jdOf = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5;
const sep = (a: number, b: number) => { const d = Math.abs((((a - b) % 360) + 360) % 360); return Math.min(d, 360 - d); };
const IDS: Record<string, number> = { sun: 0, moon: 1, mercury: 2, venus: 3, mars: 4, jupiter: 5, saturn: 6, uranus: 7, neptune: 8, pluto: 9 };
const ANGLE: Record<string, number> = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };

t.before(async () => { await app({ families: ['horary'] }); });

async function ok(t: Test, op: { path: string; response: any }, body: unknown) {
  const r = await post(`/v1${op.path}`, body);
  t.equal(r.status, 200, `${op.path} answers 200`);
  t.equal(schemaErrors(op.response, r.body.data), null, `${op.path} matches its schema`);
  return r.body.data;
}

t.test("Lilly's essential dignities worked by hand from his tables", async (t) => {
  t.equal(lillyDignity('Venus', 48.36, true).score, 8, 'Venus 18 Taurus by day: domicile 5 + triplicity 3 (term Jupiter, face Moon)');
  t.equal(lillyDignity('Sun', 54.07, true).score, -5, 'Sun 24 Taurus: term Saturn, face Saturn: peregrine');
  t.equal(lillyDignity('Mars', 224.82, false).score, 8, 'Mars 14 Scorpio by night: domicile + water triplicity (Lilly: Mars day and night)');
  t.equal(lillyDignity('Venus', 174.01, false).score, -9, 'Venus 24 Virgo: fall -4 and peregrine -5');
  t.equal(lillyDignity('Saturn', 330.52, false).score, 1, 'Saturn 0 Pisces: the face of Saturn only');
  const j = lillyDignity('Jupiter', 100, true);
  t.same([j.exaltation, j.term, j.peregrine, j.score], [true, true, false, 6], 'Jupiter 10 Cancer: exaltation 4 + Ptolemaic term (Jupiter 6-13) 2');
  t.equal(lillyDignity('Mercury', 28.4, true, 'egyptian').term, false);
  t.equal(lillyDignity('Mercury', 15, true, 'egyptian').term, true, 'Egyptian Aries: Mercury 12-20');
  t.equal(lillyDignity('Mercury', 15, true, 'ptolemaic').term, true, 'Ptolemaic Aries: Mercury 14-21');
  t.equal(radixHouse(2, 7), 8, 'the 2nd from the 7th is the 8th');
  t.equal(radixHouse(10, 10), 7, 'the 10th from the 10th is the 7th');
});

t.test('POST /horary: the catalogue\'s members, the hour of Mercury on a Tuesday, the Moon applying to the Sun', async (t) => {
  const d = await ok(t, horaryOp, { ...LONDON, quesitedHouse: 12 });
  t.same(Object.keys(d).sort(), ['ascendant', 'considerations', 'houses', 'mc', 'moment', 'moon', 'perfection', 'planetaryHour', 'planets', 'settings', 'significators']);
  t.equal(d.planets.length, 11, 'seven planets, the true node, three modern planets');
  t.same(d.planets.filter((p: any) => p.modern).map((p: any) => p.slug), ['uranus', 'neptune', 'pluto']);
  const venus = d.planets.find((p: any) => p.slug === 'venus');
  t.same([venus.sign, venus.essentialScore], ['Taurus', 8]);
  t.ok(Math.abs(d.ascendant - eph.houses(jdOf('2024-05-14T09:20:00Z'), 51.5074, -0.1278, 'R', TROPICAL).ascendant) < 1e-9);
  t.same(d.planetaryHour, { dayRuler: 'Mars', hourRuler: 'Mercury' });
  t.same(d.significators, { querent: 'Sun', quesited: 'Moon', moon: 'Moon' }, 'ASC Leo; the 12th cusp in Cancer');
  t.same(d.moon.lastAspect, { planet: 'Mars', aspect: 'trine', date: '2024-05-14T07:48:34+01:00' });
  t.same(d.moon.nextAspect, { planet: 'Venus', aspect: 'square', date: '2024-05-15T00:47:23+01:00' });
  t.equal(d.moon.voidOfCourse, false);
  t.same(d.considerations, []);
  t.same([d.perfection.perfects, d.perfection.mode, d.perfection.aspect], [true, 'direct', 'square']);
  t.ok(Math.abs(d.perfection.daysToPerfect - 1.1028) < 1e-3);
  const none = await ok(t, horaryOp, KYIV);
  t.equal(none.significators.quesited, null);
  t.equal(none.perfection, null);
  t.same(none.considerations, ['early-ascendant'], 'the Kyiv figure rises at 1 deg of its sign');
  const polar = await ok(t, horaryOp, { ...LONDON, date: '2024-06-20', timezone: 'Europe/Oslo', latitude: 78.2, longitude: 15.6, houseSystem: 'W' });
  t.equal(polar.planetaryHour, null, 'midnight sun at Longyearbyen: no unequal hours, answered null');
  const g = await post('/v1/horary', { ...LONDON, houseSystem: 'G' });
  t.equal(g.status, 400);
  t.match(JSON.stringify(g.body.error.details), /houseSystem/);
  const bad = await post('/v1/horary', { ...LONDON, quesitedHouse: 13 });
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body.error.details), /quesitedHouse/);
});

t.test('horary/moon-course: every reported instant is exact on the ephemeris; void after her last aspect of the sign', async (t) => {
  const d = await ok(t, moonCourseOp, LONDON);
  const all = [d.lastAspect, ...d.nextAspects];
  for (const a of all) {
    const jd = jdOf(a.date);
    t.ok(Math.abs(sep(lon(jd, 1), lon(jd, IDS[a.planet.slug]!)) - ANGLE[a.aspect.slug]!) < 0.01, `${a.aspect.slug} ${a.planet.slug} exact at ${a.date} (to the second)`);
  }
  // Lilly's orbs (the default): her trine to Mercury, perfected in Virgo, counts, for at her
  // ingress she is already applying to it within the moieties of the two (6.25 + 3.5).
  t.same(d.nextAspects.map((a: any) => `${a.aspect.slug} ${a.planet.slug}`), ['square venus', 'square uranus', 'square sun', 'square jupiter', 'trine mercury']);
  t.equal(d.settings.voidOfCourseRule, 'lilly-orbs');
  t.ok(Math.abs(lon(jdOf(d.signExit), 1) - 150) < 0.01, 'the Moon at 0 Virgo at her sign exit');
  const trine = d.nextAspects[4];
  const exit = jdOf(d.signExit);
  const gained = ((lon(jdOf(trine.date), 1) - lon(jdOf(trine.date), 2)) - (lon(exit, 1) - lon(exit, 2)) + 720) % 360;
  t.ok(jdOf(trine.date) > exit && gained > 0 && gained <= 6.25 + 3.5, `the trine to Mercury after the ingress: ${gained.toFixed(2)} deg still to close at the ingress, within 9.75`);
  t.same(d.nextSign, { sign: 6, signName: 'Virgo' });
  t.same(d.voidOfCourse, { traditional: false, modern: false });
  const w = await ok(t, moonCourseOp, { ...LONDON, voidOfCourseRule: 'within-sign' });
  t.same(w.nextAspects.map((a: any) => `${a.aspect.slug} ${a.planet.slug}`), ['square venus', 'square uranus', 'square sun', 'square jupiter'], 'within-sign: only what she perfects in Leo');
  t.equal(w.settings.voidOfCourseRule, 'within-sign');
  const LATE = { ...LONDON, date: '2024-05-15', time: '20:00:00' };
  const v = await ok(t, moonCourseOp, { ...LATE, voidOfCourseRule: 'within-sign' });
  t.same(v.voidOfCourse, { traditional: true, modern: true }, 'within-sign: after the square to Jupiter at 17:41 she perfects nothing in Leo');
  t.equal(v.lastAspect.planet.slug, 'jupiter');
  t.same(v.nextAspects, []);
  const vl = await ok(t, moonCourseOp, LATE);
  t.same(vl.voidOfCourse, { traditional: false, modern: false }, "Lilly's orbs: at 27 Leo she already applies to the trine of Mercury at the end of Taurus");
  t.same([vl.lastAspect.planet.slug, vl.nextAspects.map((a: any) => `${a.aspect.slug} ${a.planet.slug}`)], ['jupiter', ['trine mercury']]);
  t.equal(vl.nextAspects[0].date, trine.date, 'the same trine, at the same instant');
  const c = await ok(t, considerationsOp, { ...LATE, voidOfCourseRule: 'within-sign' });
  t.same(c.considerations.filter((x: any) => x.triggered).map((x: any) => x.code), ['moon-void-of-course', 'moon-late-degrees'], 'two and a half hours before she leaves Leo she is past 27 deg');
  t.same([c.cautionCount, c.safeToJudge], [2, false]);
  const cl = await ok(t, considerationsOp, LATE);
  t.same(cl.considerations.filter((x: any) => x.triggered).map((x: any) => x.code), ['moon-late-degrees'], "by Lilly's orbs she is not void");
  t.equal(cl.settings.voidOfCourseRule, 'lilly-orbs');
  const bad = await post('/v1/horary/moon-course', { ...LATE, voidOfCourseRule: 'sign' });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.code, 'INVALID_INPUT');
  t.match(JSON.stringify(bad.body.error.details), /voidOfCourseRule/, 'details name the field');
});

t.test('horary/considerations: the Kyiv figure is too early; London is safe to judge', async (t) => {
  const k = await ok(t, considerationsOp, KYIV);
  const asc = eph.houses(jdOf('2023-11-02T19:40:00Z'), 50.45, 30.52, 'R', TROPICAL).ascendant;
  t.ok(asc % 30 < 3, `the ephemeris ASC at ${(asc % 30).toFixed(2)} deg of its sign`);
  t.same(k.considerations.filter((x: any) => x.triggered).map((x: any) => x.code), ['early-ascendant']);
  const l = await ok(t, considerationsOp, LONDON);
  t.equal(l.safeToJudge, true);
  t.equal(l.considerations.length, 9);
});

t.test('horary/radicality: Tuesday, 4th hour of the day (Mercury), against the published sunrise and sunset', async (t) => {
  const d = await ok(t, radicalityOp, LONDON);
  t.same([d.isDaytime, d.dayRuler.slug, d.hourNumber, d.hourRuler.slug, d.ascLord.slug], [true, 'mars', 4, 'mercury', 'sun']);
  // 05:08 to 20:44 BST: the day hour lasts 78 minutes; the 4th begins 3 x 78 = 234 min after sunrise, 09:02.
  const expected = Date.parse('2024-05-14T04:08:00Z') + 3 * ((Date.parse('2024-05-14T19:44:00Z') - Date.parse('2024-05-14T04:08:00Z')) / 12);
  t.ok(Math.abs(Date.parse(d.hourStart) - expected) < 120_000, `hour starts ${d.hourStart}, almanac ${new Date(expected).toISOString()}`);
  t.same(d.agreement, { samePlanet: false, sameTriplicity: false, sameNature: false }, 'Mercury against the Sun: neither fiery nor hot');
  t.equal(d.radical, false);
  const polar = await post('/v1/horary/radicality', { ...LONDON, date: '2024-06-20', timezone: 'Europe/Oslo', latitude: 78.2, longitude: 15.6, houseSystem: 'W' });
  t.equal(polar.status, 422);
  t.equal(polar.body.error.code, 'CALCULATION_ERROR');
});

t.test('horary/significators, essential-dignities and perfection', async (t) => {
  const s = await ok(t, significatorsOp, { ...LONDON, quesitedHouse: 2, derivedFrom: 7, topic: 'wealth' });
  t.same([s.querent.lord.slug, s.quesited.radixHouse, s.quesited.cusp.signName, s.quesited.lord.slug], ['sun', 8, 'Aquarius', 'saturn']);
  t.same(s.querent.planetsInFirst.map((p: any) => p.slug), ['moon']);
  t.same(s.naturalSignificators.map((p: any) => p.slug), ['jupiter']);
  const e = await ok(t, dignitiesOp, LONDON);
  const score = (slug: string) => e.planets.find((p: any) => p.slug === slug).score;
  t.same([score('venus'), score('sun'), score('mars')], [8, -5, 5], 'Mars 10 Aries by day: domicile only (face of the Sun, term of Venus)');
  t.equal(e.strongest.slug, 'venus');
  const p = await ok(t, perfectionOp, { ...LONDON, quesitedHouse: 12 });
  t.same([p.significators.querent.slug, p.significators.quesited.slug, p.perfects, p.aspect.slug, p.inOrbs, p.beforeSignChange, p.beforeStation], ['sun', 'moon', true, 'square', true, true, true]);
  const jd = jdOf(p.perfectionDate);
  t.ok(Math.abs(sep(lon(jd, 1), lon(jd, 0)) - 90) < 0.01, `Moon square Sun at ${p.perfectionDate} on the ephemeris`);
  t.same([p.reception.querentBy, p.reception.quesitedBy, p.reception.mutual], [['domicile', 'triplicity'], ['exaltation'], true], 'the Sun rules Leo (the Moon\'s place); the Moon is exalted in Taurus (the Sun\'s)');
  const far = await ok(t, perfectionOp, { ...LONDON, quesitedHouse: 11 });
  t.same([far.significators.quesited.slug, far.aspect.slug, far.inOrbs, far.beforeSignChange, far.perfects], ['venus', 'conjunction', true, false, false], 'Venus leaves Taurus before the Sun reaches her');
  const bad = await post('/v1/horary/perfection', { ...LONDON, quesitedHouse: 0 });
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body.error.details), /quesitedHouse/);
});

// One process and one app for the family's suites (the CI budget: each test file boots its own app).
await import('./techniques.cases.js');
await import('./electional.cases.js');
await import('./decumbiture.cases.js');
await import('./questions.cases.js');
await import('./electional-search.cases.js');
await import('./lilly-figures.cases.js');
await import('./lilly-rules.cases.js');
await import('./languages.cases.js');

t.test('the settings echo names the house system in the answer\'s language (issue 12), English unchanged', async (t) => {
  // One answer through each echo of lib/answers.ts: echo (radicality) and echoWithVoidRule (considerations, moon course).
  for (const op of [considerationsOp, radicalityOp, moonCourseOp]) {
    const ja = await post(`/v1${op.path}`, LONDON, { 'accept-language': 'ja' });
    t.equal(ja.status, 200, `${op.path} answers 200 in Japanese`);
    t.equal(ja.body.data.settings.houseSystemName, houseSystemNameIn('R', 'ja'), `${op.path}: ${houseSystemNameIn('R', 'ja')}`);
  }
  const en = await post('/v1/horary/considerations', LONDON);
  t.equal(en.body.data.settings.houseSystemName, 'Regiomontanus');
  t.equal(en.body.data.settings.voidOfCourseRule, 'lilly-orbs', 'the void-of-course rule still echoed');
});
