/**
 * Lilly's further ways of perfection and its denial through HTTP (figures found by scanning 2024
 * for each case), every reported instant checked exact on the Swiss Ephemeris adapter called
 * directly, the speeds and signs the definitions need read from it too; Mercury's station
 * direct of 2024 August 28 (21:14 UT in the published almanacs) for refranation; the almuten's
 * essential points worked by hand from the Egyptian bounds and Dorothean triplicities.
 */
import t, { type Test } from 'tap';
import { app, post, schemaErrors } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import translationOp from '../../plugins/horary/src/translation-of-light.js';
import collectionOp from '../../plugins/horary/src/collection-of-light.js';
import prohibitionOp from '../../plugins/horary/src/prohibition.js';
import refranationOp from '../../plugins/horary/src/refranation.js';
import timingOp from '../../plugins/horary/src/timing.js';
import almutenOp from '../../plugins/horary/src/almuten-figuris.js';

const LONDON = { date: '2024-05-14', time: '10:20:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278, houseSystem: 'R' };
const AT = (date: string, time: string) => ({ date, time, timezoneOffset: 0, latitude: 51.5, longitude: 0, houseSystem: 'R' });
const eph = new SwissEphemeris();
const TROPICAL = { zodiacType: 'tropical' as const, siderealMode: 0 };
const pos = (jd: number, body: number) => eph.position(jd, body, TROPICAL);
const jdOf = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5;
const sep = (a: number, b: number) => { const d = Math.abs((((a - b) % 360) + 360) % 360); return Math.min(d, 360 - d); };
const ID: Record<string, number> = { sun: 0, moon: 1, mercury: 2, venus: 3, mars: 4, jupiter: 5, saturn: 6 };
const ANGLE: Record<string, number> = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };
/** The aspect is exact at the instant (written to the second: the Moon moves 0.00015 deg a second). */
const exactAt = (iso: string, a: string, b: string, aspect: string) => Math.abs(sep(pos(jdOf(iso), ID[a]!).longitude, pos(jdOf(iso), ID[b]!).longitude) - ANGLE[aspect]!) < 0.002;
const sign = (jd: number, body: string) => Math.floor(pos(jd, ID[body]!).longitude / 30);

t.before(async () => { await app({ families: ['horary'] }); });

async function ok(t: Test, op: { path: string; response: any }, body: unknown) {
  const r = await post(`/v1${op.path}`, body);
  t.equal(r.status, 200, `${op.path} answers 200`);
  t.equal(schemaErrors(op.response, r.body.data), null, `${op.path} matches its schema`);
  return r.body.data;
}

t.test('translation of light: the translator is swifter, separated lately, applies to the other before leaving its sign', async (t) => {
  const body = { ...AT('2024-05-04', '03:00:00'), quesitedHouse: 6 };
  const d = await ok(t, translationOp, body);
  t.equal(d.found, true);
  const jd = jdOf('2024-05-04T03:00:00Z');
  for (const x of d.translations) {
    const tr = x.translator.slug;
    t.ok(Math.abs(pos(jd, ID[tr]!).longitudeSpeed) > Math.abs(pos(jd, ID[x.separatingFrom.slug]!).longitudeSpeed), `${tr} swifter than ${x.separatingFrom.slug}`);
    t.ok(Math.abs(pos(jd, ID[tr]!).longitudeSpeed) > Math.abs(pos(jd, ID[x.applyingTo.slug]!).longitudeSpeed), `${tr} swifter than ${x.applyingTo.slug}`);
    t.ok(exactAt(x.separatedAt, tr, x.separatingFrom.slug, x.separatingAspect.slug), `separated ${x.separatingAspect.slug} at ${x.separatedAt}`);
    t.ok(jdOf(x.separatedAt) < jd && jdOf(x.completesDate) > jd);
    t.ok(exactAt(x.completesDate, tr, x.applyingTo.slug, x.applyingAspect.slug), `applies ${x.applyingAspect.slug} at ${x.completesDate}`);
    t.equal(sign(jdOf(x.completesDate), tr), sign(jd, tr), 'before the translator leaves its sign');
    t.ok(x.orbSinceSeparation <= 6.25);
  }
  t.same(new Set(d.translations.map((x: any) => [x.separatingFrom.slug, x.applyingTo.slug].sort().join())).size, 1, 'between the two significators');
  const none = await ok(t, translationOp, { ...LONDON, quesitedHouse: 7 });
  t.same([none.found, none.translations], [false, []]);
});

t.test('collection of light: both significators apply to a slower planet that collects them', async (t) => {
  const body = { ...AT('2024-05-04', '11:00:00'), quesitedHouse: 4 };
  const d = await ok(t, collectionOp, body);
  t.same([d.directlyPerfects, d.found], [false, true]);
  const jd = jdOf('2024-05-04T11:00:00Z');
  for (const c of d.collections) {
    const col = c.collector.slug;
    for (const [sig, leg] of [[d.significators.querent.slug, c.fromQuerent], [d.significators.quesited.slug, c.fromQuesited]] as const) {
      t.ok(Math.abs(pos(jd, ID[col]!).longitudeSpeed) < Math.abs(pos(jd, ID[sig]!).longitudeSpeed), `${col} slower than ${sig}`);
      t.ok(exactAt(leg.date, sig, col, leg.aspect.slug), `${sig} ${leg.aspect.slug} ${col} at ${leg.date}`);
      t.equal(sign(jdOf(leg.date), sig), sign(jd, sig), `${sig} has not changed sign`);
      t.ok(Math.abs(leg.daysToPerfect - (jdOf(leg.date) - jd)) < 1e-4);
    }
  }
});

t.test('prohibition and frustration before the Sun squares Saturn (London, 7th house)', async (t) => {
  const d = await ok(t, prohibitionOp, { ...LONDON, quesitedHouse: 7 });
  t.same([d.significators.querent.slug, d.significators.quesited.slug, d.mainPerfection.aspect.slug], ['sun', 'saturn', 'square']);
  t.ok(exactAt(d.mainPerfection.date, 'sun', 'saturn', 'square'));
  t.equal(d.blocked, true);
  const main = jdOf(d.mainPerfection.date);
  for (const i of d.impediments) {
    t.ok(jdOf(i.date) < main && exactAt(i.date, i.planet.slug, i.withSignificator.slug, i.aspect.slug), `${i.type}: ${i.planet.slug} ${i.aspect.slug} ${i.withSignificator.slug} ${i.date}`);
    t.equal(i.type, i.withSignificator.slug === 'sun' ? 'prohibition' : 'frustration', 'the Sun is the swifter significator');
  }
  t.same(d.impediments[0], { type: 'prohibition', planet: { slug: 'moon', name: 'Moon' }, withSignificator: { slug: 'sun', name: 'Sun' }, aspect: { slug: 'square', name: 'Square' }, date: '2024-05-15T12:48:00+01:00', daysBeforeMain: d.impediments[0].daysBeforeMain });
});

t.test('refranation: Mercury, retrograde and applying, turns direct on 2024-08-28 before perfecting', async (t) => {
  const d = await ok(t, refranationOp, { ...AT('2024-08-25', '19:00:00'), quesitedHouse: 3 });
  t.equal(d.refranation, true);
  t.equal(d.planet.slug, 'mercury');
  t.ok(Math.abs(jdOf(d.stationDate) - jdOf('2024-08-28T21:14:00Z')) * 1440 < 5, `station ${d.stationDate} within 5 minutes of 21:14 UT`);
  t.ok(Math.abs(pos(jdOf(d.stationDate), 2).longitudeSpeed) < 1e-3, 'Mercury\'s speed is nil there');
  t.ok(d.retrogradeAtQuestion.some((p: any) => p.slug === 'mercury'));
  t.ok(jdOf(d.wouldHavePerfected.date) > jdOf(d.stationDate), 'the projected perfection falls after the station');
  const none = await ok(t, refranationOp, { ...LONDON, quesitedHouse: 7 });
  t.equal(none.refranation, false);
});

t.test('timing: the Moon in a fixed sign and an angle: months; the ephemeris date beside it', async (t) => {
  const d = await ok(t, timingOp, { ...LONDON, quesitedHouse: 12 });
  t.same([d.applyingPlanet.slug, d.signQuality, d.houseType, d.unit, d.perfects, d.aspect.slug], ['moon', 'fixed', 'angular', 'months', true, 'square']);
  t.same(d.estimate, { value: d.degreesToPerfection, unit: 'months' });
  t.ok(d.degreesToPerfection > 12 && d.degreesToPerfection < 12.5);
  t.equal(d.ephemerisPerfectionDate, '2024-05-15T12:48:00+01:00');
});

t.test('almuten of the figure: Venus by her dignities over the Sun, Fortune and the syzygy', async (t) => {
  const d = await ok(t, almutenOp, LONDON);
  t.equal(d.almuten.slug, 'venus');
  const venus = d.ranking.find((r: any) => r.slug === 'venus');
  // Sun 24 Taurus: domicile 5 + day earth triplicity 3; Fortune 23 Libra: domicile 5 + Egyptian bound 2;
  // syzygy 18 Taurus: domicile 5 + triplicity 3; the Moon and the ASC in Leo give her nothing.
  t.equal(venus.essentialPoints, 23);
  t.equal(venus.housePoints, 11, 'in the 10th');
  for (const r of d.ranking) t.equal(r.total, r.essentialPoints + r.housePoints + r.dayHourPoints);
  t.same([d.ranking.find((r: any) => r.slug === 'mars').dayHourPoints, d.ranking.find((r: any) => r.slug === 'mercury').dayHourPoints], [7, 6], 'Tuesday, the hour of Mercury');
  t.ok(Math.abs(d.places.fortune - (((d.places.ascendant + d.places.moon - d.places.sun) % 360) + 360) % 360) < 1e-9);
});

t.test("accidental dignities: Lilly's p.115 table on the London figure", async (t) => {
  const { default: accidentalOp } = await import('../../plugins/horary/src/accidental-dignities.js');
  const d = await ok(t, accidentalOp, LONDON);
  const row = (slug: string) => d.planets.find((p: any) => p.slug === slug);
  const rules = (slug: string) => row(slug).items.map((i: any) => i.rule);
  const jd = jdOf('2024-05-14T09:20:00Z');
  const algol = eph.fixedStar(jd, 'Algol', TROPICAL)!.longitude;
  t.ok(Math.abs(pos(jd, 0).longitude - algol) < 5, 'the Sun within 5 deg of Algol (26 Taurus)');
  t.same(rules('sun'), ['house-10', 'slow', 'algol'], 'the Sun in the 10th, slower than 59\'08" in May, near Algol');
  t.ok(rules('venus').includes('combust'), 'Venus 5.7 deg from the Sun');
  t.ok(rules('mars').includes('oriental') && row('mars').items.find((i: any) => i.rule === 'oriental').points === 2, 'Mars rising before the Sun: oriental +2');
  t.ok(rules('mercury').includes('oriental') && row('mercury').items.find((i: any) => i.rule === 'oriental').points === -2, 'Mercury oriental -2');
  t.same(row('moon').items.find((i: any) => i.rule === 'increasing'), { rule: 'increasing', points: 2 });
  for (const p of d.planets) {
    t.equal(p.accidental, p.items.reduce((s: number, i: any) => s + i.points, 0));
    t.equal(p.total, p.accidental + p.essential);
  }
  t.equal(row('venus').essential, 8);
});

t.test('yes-no: the Moon perfects her square to the Sun, but Venus prohibits first', async (t) => {
  const { default: yesNoOp } = await import('../../plugins/horary/src/yes-no.js');
  const d = await ok(t, yesNoOp, { ...LONDON, quesitedHouse: 12 });
  t.same([d.perfectionMode, d.obstacles], ['direct', ['prohibition']]);
  const sum = d.testimonies.reduce((s: number, x: any) => s + x.weight, 0);
  t.ok(Math.abs(d.score - sum) < 1e-12);
  t.equal(d.verdict, d.score >= 3 ? 'yes' : d.score <= -3 ? 'no' : 'uncertain');
  t.equal(d.verdict, 'uncertain');
  t.same(d.testimonies.map((x: any) => x.weight).slice(0, 3), [3, 1, -3], 'perfection, reception (mutual: the Sun rules Leo, the Moon is exalted in Taurus), prohibition');
});
