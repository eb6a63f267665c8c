/**
 * Three more of Lilly's own figures (Christian Astrology, 1647, Book II) as known answers for
 * /horary and its technique operations, beside the stolen fish of 1638 (questions.cases.ts).
 *
 * Lilly's text was read in stored transcriptions: the judgements of ch. XLII ("Judgment upon the
 * preceding Figure", the barren woman) and ch. LXXX ("If Presbytery shall stand") at
 * astrologicalsociety.us/christian/chap-xlii.html and .../chap-lxxx-if-presberty-shall-stand.html,
 * the woman asking after her son (p. 153 in the 1647 contents, "A Woman being at my House in the
 * Country, demanded if her Sonne were with his Master, or at her owne House") as retold with the
 * figure at taniadaniels.com/1343-2. The printed figures (their date and hour in the figure's
 * centre) were not found as text, only as images. Each moment below is therefore reconstructed
 * from the placements Lilly's judgement names, by a scan of 1630-1650 on the ephemeris (hourly,
 * then by the minute): in each case one day alone fits all of them, and the window of minutes
 * that fits is given. Dates are Gregorian (Lilly's Julian date in brackets); London, local mean
 * time taken as UT (29 s apart).
 *
 * - The barren woman, 1635-06-22 (12 June 1635 O.S.), window 09:09-10:06 UT: "The Ascendant is
 *   here Virgo ... the Signe of the 5th is Capricorn ... Saturn Lord of the 5th house is
 *   Retrograde, and in Sagittarius; Mercury Lord of the Ascendant in Gemini ... afflicted by the
 *   presence of Mars, and going to Opposition of Saturn ... the Moon in the Termes of Mars, in
 *   Square of Saturn ... South Node also possesseth the Ascendant". Verdict: she "neither had
 *   been ever yet conceived ... nor ever would conceive".
 * - If Presbytery shall stand, 1647-03-21 (11 March 1646/7 O.S.), window 16:26-16:53 UT: "The
 *   angles of the Figure are common ... the Signe of the 9th ... is Taurus ... Saturn in the
 *   Termes of Jupiter, who is therein posited ... Venus Lady of the 9th house in Aries her
 *   Detriment, and in the 8th ... she hath 21 degrees to passe through the Signe of Aries ... not
 *   any essentially dignified but Jupiter ... the Moon is entring Via Combusta, Mars is in his
 *   Fall, Mercury in his". Verdict: it shall not stand.
 * - The woman's son, 1638-07-30 (20 July 1638 O.S.), window 11:08-12:03 UT (Venus is in Gemini
 *   only 8 July-5 August 1638 while Jupiter is in Libra, and the Moon applies to a dexter sextile
 *   of Saturn on this day alone): Libra ascending, Venus its lady in Gemini, Pisces on the 5th,
 *   Jupiter its lord in the 1st, the Moon applying to the sextile of Saturn, lord of the 4th.
 *   Verdict: the son was at his mother's house.
 *
 * Lilly's three verdicts are the operations' own, each reached by general rules with his text
 * cited in the lib (no figure is special-cased): the barren woman by the pregnancy chapters'
 * testimonies (lib/questions.ts: the opposition a denial, the 5th lord retrograde not "free from
 * misfortune", barren signs, evil aspects of the lords of the 6th, 8th and 12th); the Presbytery by
 * the want of all four ways of perfection (lib/judgement.ts, CA pp. 124-126); the son by the void
 * of course read with Lilly's orbs (lib/figure.ts VoidOfCourseRule, CA p. 112, the default).
 */
import t, { type Test } from 'tap';
import { app, post, schemaErrors } from '../helpers/app.js';
import horaryOp from '../../plugins/horary/src/horary.js';
import significatorsOp from '../../plugins/horary/src/significators.js';
import perfectionOp from '../../plugins/horary/src/perfection.js';
import yesNoOp from '../../plugins/horary/src/yes-no.js';
import considerationsOp from '../../plugins/horary/src/considerations.js';
import moonCourseOp from '../../plugins/horary/src/moon-course.js';
import pregnancyOp from '../../plugins/horary/src/pregnancy.js';

const LONDON_1600S = { timezoneOffset: 0, latitude: 51.5, longitude: -0.12, houseSystem: 'R' };
const BARREN = { date: '1635-06-22', time: '09:45:00', ...LONDON_1600S };
const PRESBYTERY = { date: '1647-03-21', time: '16:40:00', ...LONDON_1600S };
const SON = { date: '1638-07-30', time: '11:30:00', ...LONDON_1600S };
const SIGN = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const signOf = (lon: number) => SIGN[Math.floor((((lon % 360) + 360) % 360) / 30)];

t.before(async () => { await app({ families: ['horary'] }); });

async function ok(t: Test, op: { path: string; response: any }, body: unknown) {
  const r = await post(`/v1${op.path}`, body);
  t.equal(r.status, 200, `${op.path} answers 200`);
  t.equal(schemaErrors(op.response, r.body.data), null, `${op.path} matches its schema`);
  return r.body.data;
}
const planet = (d: any, slug: string) => d.planets.find((p: any) => p.slug === slug);

t.test("Lilly's barren woman (CA II ch. XLII): his figure's placements; his testimonies; his 'never'", async (t) => {
  const h = await ok(t, horaryOp, { ...BARREN, quesitedHouse: 5 });
  t.same([signOf(h.ascendant), signOf(h.houses[4])], ['Virgo', 'Capricorn'], 'Virgo ascends, Capricorn on the 5th');
  const saturn = planet(h, 'saturn');
  t.same([saturn.sign, saturn.retrograde], ['Sagittarius', true], 'Saturn retrograde in Sagittarius');
  t.same([planet(h, 'mercury').sign, planet(h, 'mars').sign, planet(h, 'moon').sign], ['Gemini', 'Gemini', 'Virgo'], 'Mercury with Mars in Gemini; the Moon in Virgo');
  const moonDeg = planet(h, 'moon').degInSign;
  t.ok(moonDeg >= 24 && moonDeg < 30, `the Moon at ${moonDeg.toFixed(2)} Virgo: the terms of Mars (24-30, Lilly's table)`);
  const moonToSaturn = Math.abs((((planet(h, 'moon').longitude - saturn.longitude) % 360) + 540) % 360 - 180);
  t.ok(Math.abs(moonToSaturn - 90) < 1, `the Moon in square of Saturn (${moonToSaturn.toFixed(2)} deg apart)`);
  t.same([h.significators.querent, h.significators.quesited], ['Mercury', 'Saturn'], 'Mercury for the querent, Saturn lord of the 5th');
  const p = await ok(t, pregnancyOp, BARREN);
  t.same([p.significators.querent.slug, p.significators.fifthLord.slug], ['mercury', 'saturn']);
  t.ok(p.testimonies.some((x: any) => x.slug === 'fifth-lord-retrograde' && x.planet.slug === 'saturn' && x.for === false), "Lilly's testimony against: Saturn lord of the 5th retrograde");
  // Lilly's own testimonies, each a general rule of the operation (lib/questions.ts pregnancy):
  // the opposition an affliction, Virgo barren, Saturn lord of the 6th as well as the 5th.
  // Each testimony as its slug and what it names: [slug, planet or sign, house(s), other planet].
  const against = p.testimonies.filter((x: any) => !x.for).map((x: any) => JSON.stringify([x.slug, x.planet?.slug ?? x.sign?.slug, x.houses ?? null, x.other?.slug ?? null]));
  t.ok(against.includes(JSON.stringify(['asc-lord-applies-to-opposition-of-fifth-lord', 'mercury', null, 'saturn'])), 'Mercury "going to Opposition of Saturn": against, not for');
  t.ok(against.includes(JSON.stringify(['barren-sign-on-ascendant', 'virgo', null, null])), '"The Ascendant is here Virgo a barren Signe"');
  t.ok(against.includes(JSON.stringify(['evil-lord-afflicts', 'saturn', [6], 'moon'])), 'the Moon "in Square of Saturn, Lord of the 6th"');
  t.ok(against.includes(JSON.stringify(['evil-lord-afflicts', 'saturn', [6], 'mercury'])), 'Mercury "applying to his Opposition"');
  t.ok(p.testimonies.some((x: any) => x.text === 'Mercury, lord of the Ascendant, applies to the opposition of Saturn, lord of house 5'), 'the English text of core\'s horary-testimony table');
  t.notOk(p.testimonies.some((x: any) => x.slug === 'fifth-lord-angular-unafflicted'), 'Saturn in the 4th but retrograde: not "free from misfortune, viz. Retrogradation"');
  t.same([p.verdict, p.score], ['no', -6], "Lilly's verdict: she would never conceive (for: Saturn's term receiving Mercury, Jupiter in the 11th; against 8)");
});

t.test("Lilly's 'If Presbytery shall stand' (CA II ch. LXXX): Venus lady of the 9th in her detriment in the 8th; no perfection", async (t) => {
  const h = await ok(t, horaryOp, { ...PRESBYTERY, quesitedHouse: 9 });
  const common = ['Gemini', 'Virgo', 'Sagittarius', 'Pisces'];
  t.ok(common.includes(signOf(h.ascendant)!) && common.includes(signOf(h.mc)!), `the angles common: ASC ${signOf(h.ascendant)}, MC ${signOf(h.mc)}`);
  t.equal(signOf(h.houses[8]), 'Taurus', 'Taurus on the 9th');
  t.equal(h.significators.quesited, 'Venus', 'Venus lady of the 9th');
  const venus = planet(h, 'venus');
  t.same([venus.sign, venus.house], ['Aries', 8], 'Venus in Aries, her detriment, in the 8th');
  t.ok(Math.abs(30 - venus.degInSign - 21) < 1, `"21 degrees to passe through the Signe of Aries": ${(30 - venus.degInSign).toFixed(2)}`);
  t.same([planet(h, 'saturn').sign, planet(h, 'saturn').house], ['Taurus', 9], 'Saturn in Taurus in the 9th');
  t.ok(planet(h, 'saturn').degInSign >= 15 && planet(h, 'saturn').degInSign < 22, "Saturn in the terms of Jupiter (Taurus 15-22, Lilly's table)");
  t.same([planet(h, 'mars').sign, planet(h, 'mercury').sign, planet(h, 'jupiter').sign], ['Cancer', 'Pisces', 'Cancer'], 'Mars and Mercury in their fall; Jupiter exalted in Cancer');
  const dignified = h.planets.filter((p: any) => !p.modern && p.slug !== 'sun' && p.slug !== 'true-node' && p.essentialScore > 0).map((p: any) => p.slug);
  t.same(dignified, ['jupiter'], '"not any essentially dignified but Jupiter" (of the planets he goes through; the Sun, at 1 Aries, he leaves aside)');
  const c = await ok(t, considerationsOp, PRESBYTERY);
  const moonLon = planet(h, 'moon').longitude;
  t.ok(moonLon > 190 && moonLon < 195, `the Moon "entring Via Combusta": ${moonLon.toFixed(2)} deg, just short of 15 Libra`);
  t.equal(c.considerations.find((x: any) => x.code === 'moon-via-combusta').triggered, false, 'entering, not yet in it');
  const p = await ok(t, perfectionOp, { ...PRESBYTERY, quesitedHouse: 9 });
  t.same([p.significators.quesited.slug, p.perfects], ['venus', false], 'Venus perfects nothing with the lord of the Ascendant: the matter does not come to pass');
  const y = await ok(t, yesNoOp, { ...PRESBYTERY, quesitedHouse: 9 });
  t.equal(y.perfectionMode, 'none', 'no perfection, direct or by translation or collection');
  t.match(y.testimonies[0], { slug: 'no-perfection', text: 'no perfection by conjunction, aspect, translation or collection: the matter is not brought to pass (Lilly pp. 124-126)', weight: -3 }, 'none of the four ways of perfection: a denial');
  t.ok(Math.abs(y.score - -5.2) < 1e-9, `-3, Mercury's strength -10 and Venus' -2 scaled (-1, -0.2), the Moon going to the square of Mars (-1): ${y.score}`);
  t.equal(y.verdict, 'no', "Lilly's verdict: it shall not stand");
});

t.test("Lilly's woman asking after her son (CA II p. 153): Jupiter, lord of the 5th, in the 1st", async (t) => {
  const s = await ok(t, significatorsOp, { ...SON, quesitedHouse: 5 });
  t.equal(s.querent.lord.slug, 'venus', 'Libra ascends: Venus for the querent');
  t.same([s.quesited.cusp.signName, s.quesited.lord.slug], ['Pisces', 'jupiter'], 'Pisces on the 5th: Jupiter for the son');
  t.same(s.querent.planetsInFirst.map((p: any) => p.slug), ['jupiter'], 'the lord of the 5th in the 1st: the son at the querent\'s house');
  const h = await ok(t, horaryOp, { ...SON, quesitedHouse: 5 });
  t.equal(planet(h, 'venus').sign, 'Gemini', 'Venus in Gemini');
  t.equal(signOf(h.houses[3]), 'Capricorn', 'Capricorn on the 4th: Saturn lord of the querent\'s home');
  const moon = planet(h, 'moon'); const saturn = planet(h, 'saturn');
  const toSextile = ((saturn.longitude + 60 - moon.longitude) % 360 + 360) % 360;
  t.ok(toSextile > 0 && toSextile < 11, `the Moon ${toSextile.toFixed(2)} deg short of the dexter sextile of Saturn, within the moieties of the two (12 + 10)/2`);
  t.same([h.moon.nextAspect?.planet, h.moon.nextAspect?.aspect, h.moon.voidOfCourse], ['Saturn', 'sextile', false], '/horary: the Moon\'s next aspect the sextile of Saturn; not void');
  const m = await ok(t, moonCourseOp, SON);
  t.same(m.nextSign, { sign: 1, signName: 'Aries' });
  // Lilly counts the Moon applying to Saturn's sextile, which she perfects in Aries after leaving
  // Pisces: by his orbs (the default rule) she is not void; by the sign-bounded rule she is.
  const sextile = m.nextAspects.find((a: any) => a.planet.slug === 'saturn' && a.aspect.slug === 'sextile');
  t.ok(sextile, 'Lilly: "the Moon did apply to a Sextile Dexter of Saturn"');
  t.ok(Date.parse(sextile.date) > Date.parse(m.signExit), `perfected after her ingress into Aries (${m.signExit} < ${sextile.date})`);
  t.same([m.settings.voidOfCourseRule, m.voidOfCourse], ['lilly-orbs', { traditional: false, modern: false }]);
  const w = await ok(t, moonCourseOp, { ...SON, voidOfCourseRule: 'within-sign' });
  t.same([w.nextAspects, w.voidOfCourse], [[], { traditional: true, modern: true }], 'within-sign: she perfects nothing more in Pisces');
});
