/**
 * The Hellenistic and modern operations through HTTP, with values checked against the rules and
 * an independent reading of the sky: the Swiss Ephemeris adapter called directly for the Sun,
 * Moon and Ascendant (not through the family's lib), published dates (the last-quarter Moon of
 * 1990 July 15 at 11:04 UT in Espenak's phase tables; the 2024 March equinox at 03:06 UT), and
 * the tables of Ptolemy, Lilly and Bonatti quoted in the family's descriptions.
 */
import t, { type Test } from 'tap';
import { app, post, schemaErrors } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { houseSystemNameIn } from '../../core/src/astro/index.js';
import sectOp from '../../plugins/hellenistic/src/sect.js';
import annualOp from '../../plugins/hellenistic/src/profections/annual.js';
import zrOp from '../../plugins/hellenistic/src/zodiacal-releasing.js';
import firdariaOp from '../../plugins/hellenistic/src/firdaria.js';
import decennialsOp from '../../plugins/hellenistic/src/decennials.js';
import boundsOp from '../../plugins/hellenistic/src/bounds.js';
import triplicityOp from '../../plugins/hellenistic/src/triplicity-rulers.js';
import lotsOp from '../../plugins/hellenistic/src/lots.js';
import witnessingOp from '../../plugins/hellenistic/src/witnessing.js';
import decansOp from '../../plugins/hellenistic/src/decans.js';
import dodecOp from '../../plugins/hellenistic/src/dodecatemoria.js';
import criticalOp from '../../plugins/hellenistic/src/hand/critical-degrees.js';
import arroyoOp from '../../plugins/hellenistic/src/modern/arroyo/cycle-of-becoming.js';
import rudhyarOp from '../../plugins/hellenistic/src/modern/rudhyar/lunation-type.js';

const KYIV = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
const NIGHT = { date: '1985-01-10', time: '23:15:00', timezoneOffset: 1, latitude: 48.85, longitude: 2.35 };
const KYIV_JD = Date.UTC(1990, 6, 15, 11, 30) / 86400000 + 2440587.5;
const NIGHT_JD = Date.UTC(1985, 0, 10, 22, 15) / 86400000 + 2440587.5;
const eph = new SwissEphemeris();
const TROPICAL = { zodiacType: 'tropical' as const, siderealMode: 0 };
const lonOf = (jd: number, body: number) => eph.position(jd, body, TROPICAL).longitude;
const ascOf = (jd: number, lat: number, lon: number) => eph.houses(jd, lat, lon, 'P', TROPICAL).ascendant;
const norm = (x: number) => ((x % 360) + 360) % 360;
const isoPlusDays = (days: number) => new Date(Date.UTC(1990, 6, 15, 11, 30) + Math.round(days * 86400) * 1000 + 3 * 3600_000).toISOString().slice(0, 19) + '+03:00';

t.before(async () => { await app({ families: ['hellenistic'] }); });

async function ok(t: Test, op: { path: string; response: any }, body: unknown, query = '') {
  const r = await post(`/v1${op.path}${query}`, body);
  t.equal(r.status, 200, `${op.path} answers 200`);
  t.equal(schemaErrors(op.response, r.body.data), null, `${op.path} matches its schema`);
  return r.body.data;
}

t.test('sect: a July afternoon in Kyiv is diurnal, a January night in Paris nocturnal (Sun against the ASC of the ephemeris)', async (t) => {
  const d = await ok(t, sectOp, KYIV);
  const sun = lonOf(KYIV_JD, 0);
  t.ok(norm(sun - ascOf(KYIV_JD, 50.45, 30.52)) >= 180, 'the ephemeris puts the Sun in the upper half');
  t.equal(d.sect, 'day');
  t.same([d.sectLight.slug, d.beneficOfSect.slug, d.maleficOfSect.slug, d.beneficContrary.slug, d.maleficContrary.slug], ['sun', 'jupiter', 'saturn', 'venus', 'mars']);
  const mercury = d.planets.find((p: any) => p.slug === 'mercury');
  t.ok(lonOf(KYIV_JD, 2) > sun, 'Mercury ahead of the Sun: an evening star');
  t.same([d.mercury.morningStar, d.mercury.sect, mercury.planetSect, mercury.inSect], [false, 'nocturnal', 'nocturnal', false]);
  t.same(d.planets.filter((p: any) => p.inSect).map((p: any) => p.slug), ['sun', 'jupiter', 'saturn']);
  const n = await ok(t, sectOp, NIGHT);
  t.equal(n.sect, 'night');
  t.same([n.sectLight.slug, n.beneficOfSect.slug, n.maleficOfSect.slug], ['moon', 'venus', 'mars']);
  const de = await ok(t, sectOp, KYIV, '?lang=de');
  t.equal(de.sectLight.name, 'Sonne');
  t.equal(de.sectLight.slug, 'sun');
});

t.test('profections/annual: age 33 profects the Scorpio ascendant to Leo, the 10th; the year runs birthday to birthday', async (t) => {
  t.equal(Math.floor(ascOf(KYIV_JD, 50.45, 30.52) / 30), 7, 'the ephemeris ASC is in Scorpio');
  const d = await ok(t, annualOp, { ...KYIV, targetDate: '2024-03-01' });
  t.equal(d.age, 33);
  t.same(d.profectedSign, { sign: 5, signName: 'Leo' });
  t.equal(d.profectedHouse, 10);
  t.equal(d.lordOfYear.slug, 'sun');
  t.same(d.lordOfYearNatal, { sign: 4, signName: 'Cancer', wholeSignHouse: 9 });
  t.equal(d.periodStart, '2023-07-15T14:30:00+03:00');
  t.equal(d.periodEnd, '2024-07-15T14:30:00+03:00');
  t.same(d.planetsInProfectedSign.map((p: any) => p.slug), ['mercury'], 'Mercury natal in Leo');
  const moon = d.profectedPoints.find((p: any) => p.slug === 'moon');
  t.equal(moon.profected.sign, ((moon.natal.sign - 1 + 33) % 12) + 1, 'every point advanced by 33 signs');
  const day = await ok(t, annualOp, { ...KYIV, targetDate: '2024-07-15' });
  t.equal(day.age, 34, 'on the birthday (same clock) the new year has begun');
  const bad = await post('/v1/hellenistic/profections/annual', { ...KYIV, targetDate: '1980-01-01' });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.code, 'INVALID_INPUT');
  t.match(JSON.stringify(bad.body.error.details), /targetDate/);
});

t.test('zodiacal-releasing: Spirit of the Kyiv chart in Aquarius; its L2 looses to Leo after 211 months', async (t) => {
  const spirit = norm(ascOf(KYIV_JD, 50.45, 30.52) + lonOf(KYIV_JD, 0) - lonOf(KYIV_JD, 1));
  const d = await ok(t, zrOp, { ...KYIV, years: 40, targetDate: '2024-01-01' });
  t.ok(Math.abs(d.lot.longitude - spirit) < 1e-6, 'Spirit = ASC + Sun - Moon by day');
  t.equal(d.lot.sign, 11, 'Aquarius');
  const first = d.periods[0];
  t.same([first.level, first.sign, first.lord.slug, first.start], [1, 11, 'saturn', '1990-07-15T14:30:00+03:00']);
  t.equal(first.end, isoPlusDays(30 * 360), 'Aquarius: 30 years of 360 days');
  const l2 = first.children;
  t.same(l2.slice(0, 13).map((p: any) => p.sign), [11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 5]);
  t.ok(l2[12].loosingOfBond, 'Leo, opposite Aquarius: the loosing of the bond');
  t.equal(l2[12].start, isoPlusDays(211 * 30));
  t.equal(d.fortuneSign.sign, 5, 'Fortune in Leo');
  t.equal(l2[12].peak, 'angular', 'Leo is the 1st from Fortune');
  t.equal(d.periods[1].sign, 12);
  t.same(d.current.map((c: any) => c.level), [1, 2]);
  t.equal(d.current[0].sign, 12, 'at 33.5 years: Pisces (Aquarius ran 29.6 Julian years)');
  const deep = await post('/v1/hellenistic/zodiacal-releasing', { ...KYIV, levels: 4, years: 5 });
  t.equal(deep.status, 400, 'level 4 over five years is refused');
  t.match(JSON.stringify(deep.body.error.details), /years/);
  const f = await ok(t, zrOp, { ...KYIV, lot: 'fortune', levels: 3, fromDate: '2024-01-01', years: 1 });
  t.equal(f.periods[0].children.every((c: any) => c.children.length > 0), true, 'three levels nested');
});

t.test('firdaria: a day birth runs Sun, Venus, Mercury, Moon...; at 33 it is the Moon\'s period, Saturn\'s sub-period', async (t) => {
  const d = await ok(t, firdariaOp, { ...KYIV, targetDate: '2024-01-01' });
  t.equal(d.sect, 'day');
  t.same(d.periods.map((p: any) => p.years), [10, 8, 13, 9, 11, 12, 7, 3, 2]);
  t.same(d.periods.map((p: any) => p.lord.slug), ['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars', 'north-node', 'south-node']);
  t.equal(d.periods[0].start, '1990-07-15T14:30:00+03:00');
  t.equal(d.periods[1].start, isoPlusDays(10 * 365.25));
  t.same([d.current.major.slug, d.current.minor.slug], ['moon', 'saturn']);
  const n = await ok(t, firdariaOp, { ...NIGHT, nodesPlacement: 'bonatti', targetDate: '2030-06-01' });
  t.same(n.periods.map((p: any) => p.lord.slug), ['moon', 'saturn', 'jupiter', 'mars', 'north-node', 'south-node', 'sun', 'venus', 'mercury']);
  t.equal(n.current.major.slug, 'sun', 'age 45: with the nodes after Mars (39-44) the Sun runs 44-54');
  t.same(n.periods[2].subPeriods.map((s: any) => s.lord.slug), ['jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon', 'saturn']);
});

t.test('decennials: from the Sun, in zodiacal order of the natal planets', async (t) => {
  const d = await ok(t, decennialsOp, { ...KYIV, targetDate: '2024-01-01' });
  const lon: Record<string, number> = {};
  ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'].forEach((s, i) => { lon[s] = lonOf(KYIV_JD, i); });
  const expected = Object.keys(lon).sort((a, b) => (a === 'sun' ? -1 : b === 'sun' ? 1 : norm(lon[a]! - lon.sun!) - norm(lon[b]! - lon.sun!)));
  t.same(d.order.map((p: any) => p.slug), expected);
  t.equal(d.periods[1].start, isoPlusDays(3870));
  t.same(d.periods[0].subPeriods.reduce((s: number, x: any) => s + x.months, 0), 129);
  t.equal(d.current.major.slug, expected[3], 'age 33.5: the fourth decennial (3870-day periods: 31.8 to 42.4 Julian years)');
});

t.test('bounds, triplicity, decans, twelfth-parts: the Sun at 22 Cancer', async (t) => {
  const b = await ok(t, boundsOp, KYIV);
  const sun = b.points.find((p: any) => p.slug === 'sun');
  t.ok(sun.degreeInSign > 22 && sun.degreeInSign < 23);
  t.same([sun.egyptian.lord.slug, sun.egyptian.startDegree, sun.egyptian.endDegree], ['jupiter', 19, 26], 'Ptolemy I.20: Cancer Jupiter 19-26');
  t.same([sun.ptolemaic.lord.slug, sun.ptolemaic.startDegree, sun.ptolemaic.endDegree], ['venus', 20, 27], 'Lilly p.104: Cancer Venus 20-27');
  t.same(b.points.map((p: any) => p.slug), ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'ascendant', 'midheaven', 'fortune']);
  const tr = await ok(t, triplicityOp, KYIV);
  const ts = tr.points.find((p: any) => p.slug === 'sun');
  t.same([ts.element.slug, ts.dayLord.slug, ts.nightLord.slug, ts.participatingLord.slug, ts.lordInCharge.slug], ['water', 'venus', 'mars', 'moon', 'venus']);
  const trn = await ok(t, triplicityOp, NIGHT);
  t.ok(trn.points.every((p: any) => p.lordInCharge.slug === p.nightLord.slug), 'by night the night lord is in charge');
  const dc = await ok(t, decansOp, KYIV);
  const dsun = dc.points.find((p: any) => p.slug === 'sun');
  t.same([dsun.decan, dsun.faceLord.slug], [3, 'moon'], 'Cancer faces Venus, Mercury, Moon');
  t.equal(dc.points.find((p: any) => p.slug === 'moon').faceLord.slug, 'venus', 'the Moon at 22 Aries: Aries faces Mars, Sun, Venus');
  const dd = await ok(t, dodecOp, KYIV);
  const dodSun = dd.points.find((p: any) => p.slug === 'sun');
  t.ok(Math.abs(dodSun.dodecatemorion.longitude - norm(90 + (lonOf(KYIV_JD, 0) - 90) * 12)) < 1e-9);
  t.same([dodSun.dodecatemorion.sign, dodSun.lord.slug], [1, 'mars']);
});

t.test('lots: Fortune ASC + Moon - Sun by day, reversed by night; lords witness unless in aversion', async (t) => {
  const d = await ok(t, lotsOp, KYIV);
  const asc = ascOf(KYIV_JD, 50.45, 30.52);
  const fortune = d.lots.find((l: any) => l.slug === 'fortune');
  t.ok(Math.abs(fortune.longitude - norm(asc + lonOf(KYIV_JD, 1) - lonOf(KYIV_JD, 0))) < 1e-6);
  t.same([fortune.formula.ascendant.slug, fortune.formula.add.slug, fortune.formula.subtract.slug, fortune.formula.text], ['ascendant', 'moon', 'sun', 'Ascendant + Moon - Sun']);
  t.same(d.lots.map((l: any) => l.slug), ['fortune', 'spirit', 'eros', 'necessity', 'courage', 'victory', 'nemesis']);
  for (const l of d.lots) t.equal(l.lordWitnessesLot, l.lordRelation !== 'aversion', `${l.slug}: witnessing is the absence of aversion`);
  const n = await ok(t, lotsOp, NIGHT);
  const nf = n.lots.find((l: any) => l.slug === 'fortune');
  t.ok(Math.abs(nf.longitude - norm(ascOf(NIGHT_JD, 48.85, 2.35) + lonOf(NIGHT_JD, 0) - lonOf(NIGHT_JD, 1))) < 1e-6, 'by night ASC + Sun - Moon');
  t.same([nf.formula.add.slug, nf.formula.subtract.slug, nf.formula.text], ['sun', 'moon', 'Ascendant + Sun - Moon']);
});

t.test('witnessing: the Moon in Aries stands in the 10th sign from the Sun in Cancer and dominates it', async (t) => {
  const d = await ok(t, witnessingOp, KYIV);
  const sm = d.pairs.find((p: any) => p.planet1.slug === 'sun' && p.planet2.slug === 'moon');
  t.same([sm.relation, sm.signDistance, sm.witnessing, sm.overcomes.slug, sm.domination, sm.dexter.slug], ['square', 3, true, 'moon', true, 'moon']);
  const ss = d.pairs.find((p: any) => p.planet1.slug === 'sun' && p.planet2.slug === 'saturn');
  t.same([ss.relation, ss.overcomes, ss.dexter], ['opposition', null, null]);
  const sj = d.pairs.find((p: any) => p.planet1.slug === 'sun' && p.planet2.slug === 'jupiter');
  t.equal(sj.relation, 'copresence');
  const venusAv = d.aversions.find((a: any) => a.slug === 'venus').inAversionTo.map((p: any) => p.slug);
  t.same(venusAv.sort(), ['jupiter', 'mars', 'saturn', 'sun'], 'Venus in Gemini: Cancer and Taurus adjacent, Capricorn the 8th sign');
});

t.test('hand/critical-degrees (SERVICE-SPEC shape): the Sun at 0 Aries the day of the 2024 equinox', async (t) => {
  const d = await ok(t, criticalOp, { date: '2024-03-20', time: '12:00:00', timezoneOffset: 0, latitude: 0, longitude: 0 });
  const sun = d.onCritical.find((p: any) => p.planet === 'Sun');
  t.same([sun.sign, sun.criticalDeg, sun.modality], ['Aries', 0, 'Cardinal']);
  t.ok(sun.degInSign > 0.3 && sun.degInSign < 0.4, 'about 9 hours after the 03:06 UT ingress');
  t.same(d.criticalDegreeMap, { Cardinal: '0, 13, 26', Fixed: '8-9, 21-22', Mutable: '4, 17' });
  t.same(Object.keys(d).sort(), ['criticalDegreeMap', 'disclaimer', 'doctrine', 'onCritical', 'source']);
  const k = await ok(t, criticalOp, KYIV);
  t.same(k.onCritical, [], 'no planet of the Kyiv chart sits on a critical degree');
});

t.test('modern/arroyo/cycle-of-becoming (SERVICE-SPEC shape) and modern/rudhyar/lunation-type', async (t) => {
  const d = await ok(t, arroyoOp, KYIV);
  const now = new Date();
  const age = now.getUTCFullYear() - 1990 - (now.getUTCMonth() + 1 < 7 || (now.getUTCMonth() + 1 === 7 && now.getUTCDate() < 15) ? 1 : 0);
  t.equal(d.currentAge, age);
  t.equal(d.fullCycle.length, 12);
  t.same(d.fullCycle.slice(0, 5).map((p: any) => [p.ageRange, p.element]), [['0-7', 'fire'], ['7-14', 'earth'], ['14-21', 'air'], ['21-28', 'water'], ['28-35', 'fire']]);
  t.same(d.currentPhase, d.fullCycle[Math.min(11, Math.floor(age / 7))]);
  t.same(Object.keys(d).sort(), ['currentAge', 'currentPhase', 'disclaimer', 'doctrine', 'fullCycle', 'source']);
  const r = await ok(t, rudhyarOp, KYIV);
  // Last quarter 1990 July 15 11:04 UT (Espenak, Six Millennium Catalog of Phases of the Moon):
  // 26 minutes later the elongation is 270 deg plus about 0.22 deg.
  t.equal(r.phase, 'last-quarter');
  t.ok(r.degreesIntoPhase > 0.15 && r.degreesIntoPhase < 0.3, `${r.degreesIntoPhase} deg past the quarter`);
  t.equal(r.waxing, false);
});

// One process and one app for the family's suites (the CI budget: each test file boots its own app).
await import('./time-lords.cases.js');
await import('./doctrines.cases.js');
await import('./uranian.cases.js');
await import('./length-and-structure.cases.js');

t.test('the settings echo names the house system in the answer\'s language (issue 12), English unchanged', async (t) => {
  // One answer through each echo: lib/natal.ts (sect), modern-schools' cast (harmonic spectrum,
  // dominant factors), modern.ts (lunation type), progressions (age point, energy patterns), uranian.
  const koch = { ...KYIV, houseSystem: 'K' };
  const paths = ['/hellenistic/sect', '/modern/rudhyar/lunation-type', '/modern/addey/harmonic-spectrum', '/modern/arroyo/dominant-factors',
    '/modern/huber/age-point', '/modern/arroyo/energy-patterns', '/modern/uranian/personal-point-houses', '/modern/uranian/dial-90'];
  for (const path of paths) {
    const ja = await post(`/v1${path}`, path === '/modern/huber/age-point' ? { ...koch, targetDate: '2024-03-01' } : koch, { 'accept-language': 'ja' });
    t.equal(ja.status, 200, `${path} answers 200 in Japanese`);
    t.equal(ja.body.data.settings.houseSystemName, houseSystemNameIn('K', 'ja'), `${path}: ${houseSystemNameIn('K', 'ja')}`);
  }
  t.equal((await post('/v1/hellenistic/sect', koch)).body.data.settings.houseSystemName, 'Koch', 'English unchanged');
});
