/**
 * Unit tests, with their own known answers, of the rules that make Lilly's verdicts ours
 * (lilly-figures.cases.ts holds the figures themselves): the void of course by his orbs
 * (Christian Astrology p. 112, moieties p. 107), the "evil aspect" of the pregnancy chapters, his
 * fruitful and barren signs (p. 89), and the perfection by opposition of the yes-no judgement
 * (pp. 124-126: only "when there is mutual reception by house"). Every longitude and instant a
 * rule turns on is read from the Swiss Ephemeris adapter directly, not from the answer.
 */
import t, { type Test } from 'tap';
import { post, schemaErrors } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../../runtime/src/services/luxon-time-zones.js';
import { aspectAcrossIngress, castFigure, moonCourse, VOID_MODERN, VOID_TRADITIONAL } from '../../plugins/horary/src/lib/figure.js';
import type { Figure } from '../../plugins/horary/src/lib/figure.js';
import { BARREN_SIGNS, evilAspect, FRUITFUL_SIGNS } from '../../plugins/horary/src/lib/questions.js';
import yesNoOp from '../../plugins/horary/src/yes-no.js';
import considerationsOp from '../../plugins/horary/src/considerations.js';

const eph = new SwissEphemeris();
const services = { ephemeris: eph, timeZones: new LuxonTimeZones() };
const TROPICAL = { zodiacType: 'tropical' as const, siderealMode: 0 };
const lon = (jd: number, body: number) => eph.position(jd, body, TROPICAL).longitude;
const LONDON_1600S = { timezoneOffset: 0, latitude: 51.5, longitude: -0.12, houseSystem: 'R' as const };
const SON = { date: '1638-07-30', time: '11:30:00', ...LONDON_1600S };
const LONDON_2024 = { date: '2024-05-14', time: '10:20:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278, houseSystem: 'R' as const };

async function ok(t: Test, op: { path: string; response: any }, body: unknown) {
  const r = await post(`/v1${op.path}`, body);
  t.equal(r.status, 200, `${op.path} answers 200`);
  t.equal(schemaErrors(op.response, r.body.data), null, `${op.path} matches its schema`);
  return r.body.data;
}

t.test("lib: the void of course by Lilly's orbs and by the sign", async (t) => {
  const f = castFigure(SON as any, services);
  const within = moonCourse(f, services, VOID_TRADITIONAL, 'within-sign');
  t.same([within.voidOfCourse, within.next, within.rule], [true, [], 'within-sign'], 'the Moon at 26.84 Pisces perfects nothing more in Pisces');
  const lilly = moonCourse(f, services, VOID_TRADITIONAL, 'lilly-orbs');
  // Ahead by his orbs: first the sextile of Saturn (Swiss 6) that Lilly reads, then the trine of
  // the Sun (127.11, Leo): 10.27 deg short now, about 7.1 at her ingress, within 6.25 + 8.5.
  t.same(lilly.next.map((p) => [p.other, p.angle]), [[6, 60], [0, 120]], 'by his orbs: the sextile of Saturn, then the trine of the Sun');
  t.equal(lilly.voidOfCourse, false);
  t.ok(Math.abs(lon(lilly.signExit, 1) - 360) < 1e-3 || lon(lilly.signExit, 1) < 1e-3, 'her ingress into Aries');
  const stillToClose = 60 - ((lon(lilly.signExit, 1) - lon(lilly.signExit, 6) + 360) % 360);
  t.ok(stillToClose > 3.2 && stillToClose < 3.4, `at the ingress Saturn (303.31, retrograde) is ${stillToClose.toFixed(3)} deg short of the sextile: within 6.25 + 5`);
  t.ok(Math.abs(((lon(lilly.next[0]!.jd, 1) - lon(lilly.next[0]!.jd, 6) + 360) % 360) - 60) < 1e-4, 'the sextile exact at the reported instant');
  t.ok(lilly.next[0]!.jd > lilly.signExit && lilly.next[0]!.jd - lilly.signExit < 0.3, 'perfected some hours after the ingress (3.3 deg at 12 deg a day)');
  const sonSunTrine = (lon(lilly.signExit, 0) + 240 - lon(lilly.signExit, 1) + 360) % 360;
  t.ok(sonSunTrine > 6.5 && sonSunTrine < 7.5, `the Sun's trine ${sonSunTrine.toFixed(3)} deg ahead at her ingress`);
  t.same(moonCourse(f, services, VOID_MODERN, 'lilly-orbs').next.map((p) => p.other), [6, 0], 'Uranus, Neptune, Pluto add nothing: they have no moieties and are bounded by the sign');

  const g = castFigure(LONDON_2024 as any, services);
  const exit = moonCourse(g, services, VOID_TRADITIONAL, 'within-sign').signExit;
  // The Sun at her ingress into Virgo: the trine waits until she reaches Sun + 120.
  const toSunTrine = (lon(exit, 0) + 120 - lon(exit, 1) + 360) % 360;
  t.ok(toSunTrine > 14.75, `the Sun's trine ${toSunTrine.toFixed(2)} deg beyond her ingress: out of orbs (6.25 + 8.5)`);
  t.same(aspectAcrossIngress(g, services, 0, exit), [], 'so no aspect to the Sun across the ingress');
  const mercury = aspectAcrossIngress(g, services, 2, exit);
  t.same(mercury.map((p) => p.angle), [120], "Mercury's trine across it");
  const toMercuryTrine = (lon(exit, 2) + 120 - lon(exit, 1) + 360) % 360;
  t.ok(toMercuryTrine < 9.75, `Mercury's trine ${toMercuryTrine.toFixed(3)} deg beyond her ingress: within 6.25 + 3.5`);
  t.same(aspectAcrossIngress(g, services, 7, exit), [], 'Uranus: no moiety, no aspect across the sign');
});

t.test('lib: the "evill aspects" and the fruitful and barren signs of the pregnancy chapters', async (t) => {
  // The barren woman's figure (1635-06-22 09:45 UT) by the ephemeris: Mercury 85.07, Saturn 269.46,
  // Mars 78.51, the Moon 179.82, the Sun 90.51.
  const fig = { lon: { Mercury: 85.07, Saturn: 269.46, Mars: 78.51, Moon: 179.82, Sun: 90.51, Jupiter: 125.12, Venus: 50.70 } } as unknown as Figure;
  t.ok(evilAspect(fig, 'Saturn', 'Mercury'), 'opposition 4.39 short, within 5 + 3.5');
  t.ok(evilAspect(fig, 'Sun', 'Moon'), 'square 0.69 short, within 8.5 + 6.25');
  t.notOk(evilAspect(fig, 'Mars', 'Moon'), '101.31 apart: 11.31 past the square, beyond 3.75 + 6.25');
  t.notOk(evilAspect(fig, 'Mars', 'Mercury'), 'the conjunction (6.56) is the "presence" of Mars, not an evil aspect');
  t.notOk(evilAspect(fig, 'Saturn', 'Saturn'), 'no planet afflicts itself');
  t.same([FRUITFUL_SIGNS, BARREN_SIGNS], [[3, 7, 11], [2, 4, 5]], 'Lilly p. 89: Cancer, Scorpio, Pisces fruitful; Gemini, Leo, Virgo barren');
});

t.test('yes-no: an opposition perfects only with mutual reception by house (Lilly p. 125)', async (t) => {
  // 2014-05-08, London: Venus at 6.3 Aries and Mars retrograde at 9.9 Libra close on their
  // opposition (exact on the 10th, before Mars' station on the 20th). At 15:00 UT Libra rises
  // (Venus for the querent) and Aries is on the 7th (Mars): each in the other's house.
  const MAY_2014 = { date: '2014-05-08', timezoneOffset: 0, latitude: 51.5, longitude: -0.12, houseSystem: 'R', quesitedHouse: 7 };
  const jd = 2456786.125;
  t.same([Math.floor(lon(jd, 3) / 30), Math.floor(lon(jd, 4) / 30)], [0, 6], 'Venus in Aries, Mars in Libra (ephemeris)');
  const received = await ok(t, yesNoOp, { ...MAY_2014, time: '15:00:00' });
  t.same([received.significators.querent.slug, received.significators.quesited.slug, received.perfectionMode], ['venus', 'mars', 'direct']);
  t.same(received.testimonies.slice(0, 2).map((x: any) => [x.slug, x.weight]), [['perfection-direct', 3], ['perfection-with-reception', 1]], 'with mutual reception by house the opposition perfects');
  // At 01:30 UT Aquarius rises: Saturn (22 Scorpio, in Mars' house) for the querent, the Sun
  // (17 Taurus, in Venus') for the quesited of the 7th; their opposition has no reception by house.
  const denied = await ok(t, yesNoOp, { ...MAY_2014, time: '01:30:00' });
  t.same([denied.significators.querent.slug, denied.significators.quesited.slug, denied.perfectionMode], ['saturn', 'sun', 'direct']);
  t.match(denied.testimonies[0], { slug: 'opposition-without-reception', planet: { slug: 'saturn' }, other: { slug: 'sun' }, text: "perfection by opposition without mutual reception by house: seldom perfected, and then to the querent's regret (Lilly p. 125)", weight: -3 });
  t.notOk(denied.testimonies.some((x: any) => x.slug === 'perfection-with-reception'), 'no reception bonus for a denied perfection');
  t.equal(denied.verdict, 'no');
  t.equal(denied.settings.voidOfCourseRule, 'lilly-orbs');
});

t.test("considerations: Lilly's p. 122 note on the void Moon in Taurus, Cancer, Sagittarius or Pisces", async (t) => {
  const pisces = await ok(t, considerationsOp, { ...SON, voidOfCourseRule: 'within-sign' });
  const v = pisces.considerations.find((x: any) => x.code === 'moon-void-of-course');
  t.equal(v.triggered, true, 'within-sign: the Moon at 26.84 Pisces is void');
  t.match(v.detail, { slug: 'moon-void-within-sign', yetPerforms: true, sign: { slug: 'pisces' }, text: /; in Pisces, one of the four signs where she yet somewhat performs \(Lilly p\. 122\)$/ }, 'and in Pisces she yet somewhat performs');
  const byOrbs = await ok(t, considerationsOp, SON);
  t.equal(byOrbs.considerations.find((x: any) => x.code === 'moon-void-of-course').triggered, false, "by Lilly's orbs she is not void at all");
  const leo = await ok(t, considerationsOp, { ...LONDON_2024, date: '2024-05-15', time: '20:00:00', voidOfCourseRule: 'within-sign' });
  const l = leo.considerations.find((x: any) => x.code === 'moon-void-of-course');
  t.same([l.triggered, l.detail.yetPerforms, /p\. 122/.test(l.detail.text)], [true, false, false], 'void in Leo: no such allowance');
});
